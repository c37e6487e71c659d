// The comment's "what the model is told differently" (SPEC §7): under each affected actor, the
// entries whose texts the model reads changed, each text as a word-level diff (removed words
// struck through, added ones underlined), a long one cut to its changes with the whole folded;
// then the entries new to an actor, each text of them new. Rewrites come first, so that hundreds
// of new tools cannot push a rewritten description past the room the comment has.
import { clip } from './words.js';
import type { ReportDiff, TextChange, ToldEntry } from '../core/diff/types.js';
import { escapedClip, escapeMarkdown } from './escape.js';
import type { Section, Size } from './fit.js';
import { toldDiffs, toldOrder, type ToldDiffs } from './told-diffs.js';
import { shownPieces, type Piece } from './word-diff.js';

/** Entries listed before the rest are only counted. */
const MAX_ENTRIES = 100;
/** Names listed in one line before the rest are counted. */
const MAX_NAMES = 10;
/** Texts of one entry shown before the rest are counted. */
const MAX_TEXTS = 20;

/** The longest a name or a text's place is shown. */
const MAX_NAME = 200;

/** A name as code, cut to MAX_NAME characters and to about twice that however it escapes. */
const nameCode = (text: string): string => `<code>${escapedClip(text, MAX_NAME)}</code>`;

function names(list: readonly string[]): string {
  const shown = list.slice(0, MAX_NAMES).map((n) => nameCode(n));
  const more = list.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${escapeMarkdown(String(more))} more` : shown.join(', ');
}

/**
 * The most characters a piece of an excerpt takes once escaped: its words are cut to a few hundred
 * already, but a `$` is written in fourteen, and a text of a few such pieces outgrew the room.
 */
const MAX_PIECE = 1200;

function pieceText(piece: Piece, whole: boolean): string {
  if (piece.kind === 'gap') return ' … ';
  // White space put in or taken out alone, written out: a line break shows as a space here.
  const written = piece.kind !== 'same' && piece.text.trim() === '' ? shownSpace(piece.text) : piece.text;
  const text = whole ? escapeMarkdown(written) : escapedClip(written, written.length, MAX_PIECE);
  if (piece.kind === 'same' || text.trim() === '') return text;
  return piece.kind === 'added' ? `<ins>${text}</ins>` : `<del>${text}</del>`;
}

/** White space as the text output writes it (`\n`, `\t`), a space or any other as its code point (`\u0020`). */
function shownSpace(text: string): string {
  return text.replace(/\s/g, (c) =>
    c === '\n' ? '\\n' : c === '\t' ? '\\t' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

interface Quoted {
  line: string;
  more: number;
  long: boolean;
}

/** One text as a quoted line: whole, or its changes with some words around them. */
function quoted(change: TextChange, whole: boolean, diffs: ToldDiffs): Quoted {
  const diff = diffs.of(change);
  const { pieces, more } = shownPieces(change, whole, diff);
  const note = diff.whitespaceOnly ? ' _(only whitespace changes)_' : '';
  // A leading `-` or `+` would make the quote a list, its text a bullet.
  const text = pieces
    .map((p) => pieceText(p, whole))
    .join('')
    .trim()
    .replace(/^[-+]/, '\\$&');
  return { line: `> ${text}${note}`, more, long: diff.long };
}

/** Writes a place of the head as the comment links it (markdown.ts). */
type Locate = (site: { file: string; line: number; column: number }) => string;

/**
 * A text's place, and where the head writes it when the report says (a skill's or an actor's own
 * text); `(new)` is said once for a whole new entry, not at each of its texts.
 */
function label(change: TextChange, newEntry: boolean, locate: Locate): string {
  const state = change.before === null && !newEntry ? ' (new)' : change.after === null ? ' (removed)' : '';
  const { file, line, column } = change;
  const at = file !== undefined && line !== undefined && column !== undefined;
  return `${nameCode(change.at)}${state}${at ? ` at ${locate({ file, line, column })}` : ''}:`;
}

/** The heading of a run of entries that the same actors read (or, new, gain). */
function readersHeading(entry: ToldEntry): string {
  if (entry.actor !== undefined)
    return `**A model that delegates to actor ${names([entry.actor])} is told:**`;
  if (entry.actors.length === 0) return '**In skills no affected actor reads it through:**';
  if (entry.new)
    return entry.actors.length === 1
      ? `**New to actor ${names(entry.actors)}:**`
      : `**New to actors ${names(entry.actors)}:**`;
  return entry.actors.length === 1
    ? `**Actor ${names(entry.actors)} is told:**`
    : `**Actors ${names(entry.actors)} are told:**`;
}

/**
 * What the texts belong to: an entry; an MCP server whose own texts come with all its tools; a
 * skill whose own texts come with the tools it brings; an actor (its own texts, under a heading
 * that says who reads them).
 */
function subject(entry: ToldEntry): string {
  if (entry.server !== undefined) return `MCP server ${nameCode(entry.server)} (beside every tool of it)`;
  if (entry.skill !== undefined) return `Skill ${nameCode(entry.skill)} itself`;
  if (entry.actor !== undefined) return `Actor ${nameCode(entry.actor)} itself`;
  return nameCode(entry.entry);
}

/**
 * Each text's quoted lines, escaped once however often the section is fitted: an entry is built
 * whole, then within its room, then with as many texts as fit, and each build escaped every text
 * again (a second of a comment that rewrote thousands of long texts).
 */
function quoter(diffs: ToldDiffs): (change: TextChange, whole: boolean) => Quoted {
  const done = [new Map<TextChange, Quoted>(), new Map<TextChange, Quoted>()];
  return (change, whole) => {
    const known = done[Number(whole)] as Map<TextChange, Quoted>;
    let line = known.get(change);
    if (line === undefined) {
      line = quoted(change, whole, diffs);
      known.set(change, line);
    }
    return line;
  };
}

/** Where the full report is, where the rest past the caps is, and how texts and places are written. */
interface Places {
  where: string;
  pastCaps: string;
  quote: ReturnType<typeof quoter>;
  locate: Locate;
}

/**
 * One entry's texts, the whole of each long one folded; without the folds when `short`, and then
 * only the first `texts` of them (the rest counted toward the full report).
 */
function entryBlock(
  entry: ToldEntry,
  heading: boolean,
  short: boolean,
  { where, pastCaps, quote, locate }: Places,
  texts = MAX_TEXTS,
): string {
  const lines = heading ? [readersHeading(entry), ''] : [];
  const power = (entry.power ?? []).slice(0, MAX_NAMES).map((p) => clip(p, MAX_NAME));
  const state = [
    ...(entry.new ? ['new'] : []),
    ...(power.length > 0 ? [`**${escapeMarkdown(power.join(', '))}**`] : []),
  ];
  const said = state.length > 0 ? ` (${state.join('; ')})` : '';
  const through = entry.skills.length > 0 ? `, through ${names(entry.skills)}` : '';
  lines.push(`${subject(entry)}${said}${through}:`);
  const shownTexts = entry.texts.slice(0, Math.min(texts, MAX_TEXTS));
  for (const change of shownTexts) {
    const shown = quote(change, false);
    lines.push('', label(change, entry.new === true, locate), shown.line);
    if (shown.more > 0) lines.push(`>`, `> _…and ${escapeMarkdown(String(shown.more))} more changes_`);
    if (!shown.long) continue;
    if (short) lines.push('', `_The whole text is in ${where}._`);
    else {
      const all = quote(change, true).line;
      lines.push('', '<details><summary>The whole text</summary>', '', all, '', '</details>');
    }
  }
  const left = entry.texts.length - shownTexts.length;
  const to = shownTexts.length < Math.min(entry.texts.length, MAX_TEXTS) ? where : pastCaps;
  if (left > 0) lines.push('', `_…and ${escapeMarkdown(String(left))} more texts in ${to}._`);
  return lines.join('\n');
}

const sameReaders = (a: ToldEntry | undefined, b: ToldEntry): boolean =>
  a !== undefined &&
  a.new === b.new &&
  a.actor === b.actor &&
  a.actors.length === b.actors.length &&
  a.actors.every((x, i) => x === b.actors[i]);

/** What the section holds: rewritten texts, the texts of new entries, or both. */
function intro(told: readonly ToldEntry[]): string {
  const rewritten = told.some((e) => !e.new);
  const added = told.some((e) => e.new);
  if (!added) return 'Texts the model reads that this pull request rewrites';
  if (!rewritten) return 'Texts the model reads of the entries this pull request gives an actor';
  return 'Texts the model reads that this pull request rewrites, then those of the entries it gives an actor';
}

/** Said once, where the report's budget for word diffs ran out (told-diffs.ts). */
function unbudgetedNote(unbudgeted: number): string {
  if (unbudgeted === 0) return '';
  const texts = unbudgeted === 1 ? 'text is' : 'texts are';
  return `\n\n_This pull request rewrites more text than one report diffs word by word: ${escapeMarkdown(String(unbudgeted))} ${texts} shown as the old and the new wording, not word by word._`;
}

/**
 * The section, or undefined when no text the model reads changed and no actor gains an entry with
 * texts. The rewrites first, then the entries new to an actor; within each, those that are unsafe
 * (or may be any tool), then those that write, then the rest; and in each of those, the entries
 * that the same actors read together under one heading, those no affected actor reads last
 * (toldOrder).
 */
export function toldSection(
  diff: ReportDiff | null,
  size: Size,
  reports: { fullReport: string; pastCaps: string; location: Locate },
): Section | undefined {
  const told = diff?.toldDifferently ?? [];
  if (told.length === 0) return undefined;
  const sorted = toldOrder(told);
  const diffs = toldDiffs(told);
  const places: Places = {
    where: escapeMarkdown(reports.fullReport),
    pastCaps: escapeMarkdown(reports.pastCaps),
    quote: quoter(diffs),
    locate: reports.location,
  };
  const items = sorted.slice(0, MAX_ENTRIES).map((entry, i) => (room: number) => {
    const heading = !sameReaders(sorted[i - 1], entry);
    const full = entryBlock(entry, heading, false, places);
    if (size(full) <= room) return full;
    // As many of its texts as fit, the first (a description) at least: an entry padded with
    // long rewrites of its schema's texts was counted whole, its rewritten description unread.
    // Found by halving: the block grows with the texts it shows.
    const within = (n: number): string | undefined => {
      const block = entryBlock(entry, heading, true, places, n);
      return size(block) <= room ? block : undefined;
    };
    let [fits, over] = [0, Math.min(entry.texts.length, MAX_TEXTS) + 1];
    while (over - fits > 1) {
      const mid = Math.floor((fits + over) / 2);
      if (within(mid) === undefined) over = mid;
      else fits = mid;
    }
    return fits > 0 ? within(fits) : undefined;
  });
  return {
    name: 'what the model is told differently',
    head: `#### What the model is told differently\n\n${intro(told)}: they grant no capability, but they steer what the model does with the tools it has.${unbudgetedNote(diffs.unbudgeted)}`,
    items,
    unlisted: Math.max(0, sorted.length - MAX_ENTRIES),
    separator: '\n\n',
    more: (n) =>
      `…and ${escapeMarkdown(String(n))} more entries in ${sorted.length > MAX_ENTRIES ? places.pastCaps : places.where}.`,
    weight: 4,
  };
}
