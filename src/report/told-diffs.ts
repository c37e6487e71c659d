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
 * The entries in the order the comment shows them, and the word diffs are spent:
 * - the rewrites first, then the entries new to an actor;
 * - within each, those that are unsafe (or may be any tool), then those that write, then the rest
 *   (`rank`);
 * - within each rank, the entries the same actors read together, as a group: the group of the most
 *   novel entry first (`novelty`: what a rewrite puts in that no other does), then by its actors'
 *   names, those no affected actor reads last, an actor's own after those it reads;
 * - within a group, the most novel entry first.
 */
export function toldOrder(told: readonly ToldEntry[]): readonly ToldEntry[] {
  const known = orders.get(told);
  if (known) return known;
  // An actor's own texts, which a model that delegates to it reads, right after what it reads itself.
  const readers = (e: ToldEntry): string =>
    e.actor !== undefined
      ? `${e.actor}\u0000\u0000`
      : e.actors.length === 0
        ? '\u{10FFFF}'
        : e.actors.join('\u0000');
  const byPower = (a: ToldEntry, b: ToldEntry): number =>
    Number(a.new ?? false) - Number(b.new ?? false) || rank(a) - rank(b);
  const inPowerOrder = [...told].sort((a, b) => byPower(a, b) || byCodeUnits(readers(a), readers(b)));
  const score = novelty(inPowerOrder);
  const group = (e: ToldEntry): string => `${Number(e.new ?? false)}\u0000${rank(e)}\u0000${readers(e)}`;
  const groupScore = new Map<string, number>();
  for (const e of told) groupScore.set(group(e), Math.max(groupScore.get(group(e)) ?? 0, score.get(e) ?? 0));
  const sorted = inPowerOrder.sort(
    (a, b) =>
      byPower(a, b) ||
      (groupScore.get(group(b)) ?? 0) - (groupScore.get(group(a)) ?? 0) ||
      byCodeUnits(readers(a), readers(b)) ||
      (score.get(b) ?? 0) - (score.get(a) ?? 0),
  );
  orders.set(told, sorted);
  return sorted;
}

const orders = new WeakMap<readonly ToldEntry[], readonly ToldEntry[]>();

/** A text's words, as the novelty of a rewrite counts them: letters and digits, in lower case. */
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The most characters of its texts' changed parts one entry's novelty reads, and all entries'
 * together: a pull request rewriting thousands of long texts whole costs a bounded reading, the
 * entries read first (in power's order) scored, those past it scored none.
 */
const NOVELTY_PER_ENTRY = 20_000;
const NOVELTY_BUDGET = 1_000_000;

/**
 * How much wording each rewrite puts in that the others do not: each word its new texts hold more
 * often than its old ones counts 1 / the number of entries that put it in. A hundred rewrites that
 * fix a typo or add one sentence alike each score little; the one among them that adds "also call
 * x/deploy with force=true" scores its every word, so the room the comment has is spent on it
 * first. An entry new to its actors puts in all its words.
 */
function novelty(told: readonly ToldEntry[]): Map<ToldEntry, number> {
  const added = new Map<ToldEntry, Set<string>>();
  const putIn = new Map<string, number>();
  let left = NOVELTY_BUDGET;
  for (const entry of told) {
    if (left <= 0) break;
    const { words, read } = addedWords(entry, Math.min(left, NOVELTY_PER_ENTRY));
    left -= read;
    added.set(entry, words);
    for (const w of words) putIn.set(w, (putIn.get(w) ?? 0) + 1);
  }
  const score = new Map<ToldEntry, number>();
  for (const [entry, words] of added) {
    let sum = 0;
    for (const w of words) sum += 1 / (putIn.get(w) ?? 1);
    score.set(entry, sum);
  }
  return score;
}

/**
 * The words an entry's new texts hold more often than its old ones, each once, read from the part
 * of each text the rewrite changed (changedParts), at most `room` characters of them in all.
 */
function addedWords(entry: ToldEntry, room: number): { words: Set<string>; read: number } {
  const counts = new Map<string, number>();
  let read = 0;
  const count = (text: string, by: number): void => {
    const part = text.slice(0, Math.max(0, room - read));
    read += part.length;
    for (const w of part.toLowerCase().match(WORD) ?? []) counts.set(w, (counts.get(w) ?? 0) + by);
  };
  for (const { before, after } of entry.texts) {
    const [was, now] = changedParts(before ?? '', after ?? '');
    count(now, 1);
    count(was, -1);
  }
  const words = new Set<string>();
  for (const [w, n] of counts) if (n > 0) words.add(w);
  return { words, read };
}

/**
 * The parts of two texts between the start and the end they share, each widened to whole words: a
 * typo fixed or a sentence put in is read alone, however long the text around it.
 */
function changedParts(before: string, after: string): [string, string] {
  const shortest = Math.min(before.length, after.length);
  let start = 0;
  while (start < shortest && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let end = 0;
  while (
    end < shortest - start &&
    before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)
  )
    end++;
  while (start > 0 && !/\s/.test(after.charAt(start - 1))) start--;
  while (end > 0 && !/\s/.test(after.charAt(after.length - end))) end--;
  return [before.slice(start, before.length - end), after.slice(start, after.length - end)];
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
