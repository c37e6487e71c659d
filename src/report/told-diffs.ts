// The word diffs of one report's told texts (SPEC §7), worked out once for every format that shows
// them (the comment, the job summary, the text output) and within one budget for the whole
// report: each text's diff is bounded (word-diff.ts), but a pull request that rewrites thousands
// of long texts made thousands of bounded diffs, tens of seconds of them. Past the budget a text
// is shown as its old and new wording, folded, as one rewritten past what is diffed is.
import { byCodeUnits } from '../core/text/order.js';
import type { TextChange, ToldEntry } from '../core/diff/types.js';
import { diffWithin, type TextDiff } from './word-diff.js';

/**
 * What the word diffs of one report may cost together, in diffWithin's measure: about half a
 * second of jsdiff's work however the texts were rewritten; a pull request that changes a few
 * words in each of 700 descriptions of 300 words is diffed whole within it.
 */
const WORD_DIFF_BUDGET = 50_000_000;

/**
 * How soon an entry's texts are shown: one that is unsafe or may be any tool first, then one that
 * writes, then the rest. A hundred rewrites of read-only tools, read by an actor whose name sorts
 * first, pushed the rewrite of a deploying tool's description past what the comment lists.
 */
function rank(entry: ToldEntry): number {
  const power = entry.power ?? [];
  if (power.includes('unsafe') || power.includes('any tool')) return 0;
  return power.includes('writes') ? 1 : 2;
}

/**
 * The entries in the order the comment shows them, and the word diffs are spent: the rewrites
 * first, then the entries new to an actor; within each, those that are unsafe (or may be any
 * tool), then those that write, then the rest (`rank`); and in each of those, the entries that the
 * same actors read together, those no affected actor reads last, an actor's own after those it reads.
 */
export function toldOrder(told: readonly ToldEntry[]): ToldEntry[] {
  // An actor's own texts, which a model that delegates to it reads, right after what it reads itself.
  const readers = (e: ToldEntry): string =>
    e.actor !== undefined
      ? `${e.actor}\u0000\u0000`
      : e.actors.length === 0
        ? '\u{10FFFF}'
        : e.actors.join('\u0000');
  return [...told].sort(
    (a, b) =>
      Number(a.new ?? false) - Number(b.new ?? false) ||
      rank(a) - rank(b) ||
      byCodeUnits(readers(a), readers(b)),
  );
}

export interface ToldDiffs {
  /** A text's word diff; a text of another report is diffed on its own. */
  of(change: TextChange): TextDiff;
  /** Texts shown as their old and new wording because the budget ran out. */
  unbudgeted: number;
}

const reports = new WeakMap<readonly ToldEntry[], ToldDiffs>();

/**
 * The word diffs of a report's told texts, spent in the order the comment shows them, so that
 * the texts it shows first are the ones diffed. The same for every format and however often it
 * is asked (a comment is fitted twice).
 */
export function toldDiffs(told: readonly ToldEntry[]): ToldDiffs {
  const known = reports.get(told);
  if (known) return known;
  const diffs = new Map<TextChange, TextDiff>();
  let left = WORD_DIFF_BUDGET;
  let unbudgeted = 0;
  for (const entry of toldOrder(told)) {
    for (const change of entry.texts) {
      if (diffs.has(change)) continue;
      const { diff, cost } = diffWithin(change, left);
      left -= cost;
      if (diff.unbudgeted) unbudgeted++;
      diffs.set(change, diff);
    }
  }
  const planned: ToldDiffs = {
    of: (change) => diffs.get(change) ?? diffWithin(change, WORD_DIFF_BUDGET).diff,
    unbudgeted,
  };
  reports.set(told, planned);
  return planned;
}
