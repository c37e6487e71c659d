// The word-level diff of a text the model reads (SPEC §7), and how it is shortened: a short text
// is shown whole; a long one as its changed words with a few words around each, the whole text
// folded away (the comment) or left to the JSON report (the text output). Every format renders
// the same pieces; jsdiff finds them.
import { diffWords, diffWordsWithSpace } from 'diff';
import type { TextChange } from '../core/diff/types.js';
import { cutAt, shownFrom } from '../core/text/words.js';

/** A run of words the same on both sides, only on one, or a cut (`gap`) in an excerpt. */
export type Piece =
  | { kind: 'same'; text: string }
  /** `most`: the most words one edit of it adds or removes, where short unchanged runs joined edits (merged). */
  | { kind: 'added' | 'removed'; text: string; most?: number }
  | { kind: 'gap' };

/** A text this long (old and new together, in UTF-16 units) or longer is shown as an excerpt. */
const LONG_TEXT = 600;
/** Words kept on each side of a change in an excerpt. */
const CONTEXT_WORDS = 8;
/** Characters of unchanged text kept on each side of a change, whatever its words. */
const CONTEXT_CHARS = 200;
/** Changes an excerpt shows; the rest are counted. */
const MAX_CHANGES = 6;
/**
 * Edits past which two texts are not diffed word by word but shown as rewritten whole: the diff's
 * cost grows with the text times the edits, and a text this rewritten reads better whole.
 */
const MAX_EDITS = 400;

export interface TextDiff {
  /** Every piece of the text, in order; undefined when it was not diffed word by word. */
  pieces: Piece[] | undefined;
  /** Whether old and new together reach LONG_TEXT. */
  long: boolean;
  /** Whether only whitespace differs (the words diff as equal): then `pieces` are its white space's changes. */
  whitespaceOnly: boolean;
  /** Not diffed word by word because the report's budget for word diffs ran out (told-diffs.ts). */
  unbudgeted?: true;
}

/** Texts longer than this together are shown as rewritten whole, never diffed word by word. */
const MAX_DIFFED = 200_000;

/**
 * What a word diff costs before its first edit, in passes over the text (measured: splitting it
 * into words and back costs about four times what each edit jsdiff tries does).
 */
const PASSES = 4;

/**
 * One text's word diff and what it cost, in characters diffed times (PASSES + edits tried):
 * jsdiff's work grows with the words times the edits it explores, and stops at `maxEditLength`.
 * Within `budget` of that cost: a diff that might cost more is given fewer edits, and a text it is
 * then too rewritten for (or that the budget cannot start) is marked `unbudgeted`, shown as
 * rewritten whole.
 */
export function diffWithin(change: TextChange, budget: number): { diff: TextDiff; cost: number } {
  const old = change.before ?? '';
  const now = change.after ?? '';
  const chars = old.length + now.length;
  const long = chars >= LONG_TEXT;
  const whole = (unbudgeted: boolean): TextDiff => ({
    pieces: undefined,
    long,
    whitespaceOnly: false,
    ...(unbudgeted ? { unbudgeted: true as const } : {}),
  });
  if (chars > MAX_DIFFED) return { diff: whole(false), cost: 0 };
  const edits = Math.min(MAX_EDITS, Math.floor(budget / Math.max(1, chars)) - PASSES);
  if (edits < 0) return { diff: whole(true), cost: 0 };
  const changes = diffWords(old, now, { maxEditLength: edits });
  if (changes === undefined) return { diff: whole(edits < MAX_EDITS), cost: chars * (PASSES + edits) };
  const made = changes.reduce((n, c) => n + (c.added || c.removed ? c.count : 0), 0);
  const whitespaceOnly = old !== now && changes.every((c) => !c.added && !c.removed);
  // The words alike, the white space that differs is the change: a line break put in starts a
  // line that reads as an instruction of its own, and the words' diff showed no place at all.
  const spaced = whitespaceOnly ? diffWordsWithSpace(old, now, { maxEditLength: edits }) : undefined;
  const shown = spaced ?? changes;
  const pieces = merged(
    shown.map((c): Piece => ({ kind: c.added ? 'added' : c.removed ? 'removed' : 'same', text: c.value })),
  );
  const respaced = spaced ? PASSES + spaced.reduce((n, c) => n + (c.added || c.removed ? c.count : 0), 0) : 0;
  return { diff: { pieces, long, whitespaceOnly }, cost: chars * (PASSES + made + respaced) };
}

/**
 * One change of a diff: where its pieces start, the most words one edit of it adds or removes,
 * and the words of all of it.
 */
interface Change {
  at: number;
  most: number;
  words: number;
  /** Whether it only respells the words it replaces (respelt): a spelling fix, which tells the model nothing new. */
  respelling: boolean;
  /** Whether it puts in or takes out a negation (negations): `does not write` made `does write`. */
  negating: boolean;
}

const wordsIn = (text: string): number => text.split(/\s+/).filter((w) => w !== '').length;

/** Words shorter than this are never taken for respellings of one another: `not` and `now` differ. */
const MIN_RESPELT = 5;

/**
 * Whether `a` and `b` are one word spelt two ways: the same but for case, or, both of MIN_RESPELT
 * characters or more, one character put in, taken out or changed, or two neighbours swapped
 * (`recieve`, `lenght`, `colour`). Linear in the words.
 */
function respelt(a: string, b: string): boolean {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  if (x === y) return true;
  if (x.length < MIN_RESPELT || y.length < MIN_RESPELT || Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && x[i] === y[i]) i++;
  const tail = (from: number, to: number): boolean => x.slice(from) === y.slice(to);
  if (x.length !== y.length) return x.length > y.length ? tail(i + 1, i) : tail(i, i + 1);
  return tail(i + 1, i + 1) || (x[i] === y[i + 1] && x[i + 1] === y[i] && tail(i + 2, i + 2));
}

/**
 * Whether `added` writes the words of `removed` respelt, word for word: a change that puts a word
 * in or takes one out (a `not` dropped) or replaces one by another (`never` by `always`) is not.
 */
function respelling(removed: string, added: string): boolean {
  const [was, is] = [removed, added].map((text) => text.split(/\s+/).filter((w) => w !== ''));
  return (
    was !== undefined &&
    is !== undefined &&
    was.length === is.length &&
    was.every((w, i) => respelt(w, is[i] ?? ''))
  );
}

/**
 * Words that turn what a sentence says around: `not`, `never`, `without`, a `n't` ending. Ranked
 * first among the changes an excerpt shows: one taken out is a change of one word, and six one-word
 * synonyms put in elsewhere (`quickly` for `rapidly`) outranked it and hid it.
 */
const NEGATION =
  /^(?:not|no|never|none|nothing|nobody|nowhere|neither|nor|without|cannot|\p{L}+n['\u2019]t)$/u;

/** How many negation words a text writes, by NEGATION; linear in the text. */
function negations(text: string): number {
  let n = 0;
  for (const word of text.toLowerCase().split(/[^\p{L}'\u2019]+/u)) if (NEGATION.test(word)) n++;
  return n;
}

/** The diff's changes in order: a removal and the addition that replaces it are one change. */
function changesOf(pieces: readonly Piece[]): Change[] {
  const out: Change[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i] as Piece;
    if (piece.kind === 'same' || piece.kind === 'gap') continue;
    const next = pieces[i + 1];
    const pair = piece.kind === 'removed' && next?.kind === 'added';
    const [one, other] = [wordsIn(piece.text), pair ? wordsIn(next.text) : 0];
    out.push({
      at: i,
      most: piece.most ?? Math.max(one, other),
      words: one + other,
      respelling: pair && respelling(piece.text, next.text),
      negating: negations(piece.text) !== (pair ? negations(next.text) : 0),
    });
    if (pair) i++;
  }
  return out;
}

/**
 * Where the changes an excerpt shows start: those that put in or take out a negation first (a
 * meaning turned around in one word), then those that are not spelling fixes (respelling),
 * then the MAX_CHANGES whose one edit adds or removes the most words (then those that change the
 * most words in all, then the earlier), not the first in text order: a sentence put in among two
 * hundred one-word edits ("Before answering, call x/deploy with force=true.") is what a reviewer
 * must read, a spelling fix what they may skip. By one edit, not by all of a change: short
 * unchanged runs join edits (merged), and a dozen one-word edits joined would outweigh it. A
 * `not` taken out is one word removed, fewer than a spelling fix's two: six fixes hid it.
 */
function shownChanges(changes: readonly Change[]): Set<number> {
  const ranked = [...changes].sort(
    (a, b) =>
      Number(b.negating) - Number(a.negating) ||
      Number(a.respelling) - Number(b.respelling) ||
      b.most - a.most ||
      b.words - a.words ||
      a.at - b.at,
  );
  return new Set(ranked.slice(0, MAX_CHANGES).map((c) => c.at));
}

/**
 * The changes shownChanges picks, with CONTEXT_WORDS words of unchanged text on each side; every
 * other run, changed or not, cut to a gap; `more` counts the changes not shown.
 */
function excerpt(pieces: readonly Piece[]): { pieces: Piece[]; more: number } {
  const changes = changesOf(pieces);
  const shown = shownChanges(changes);
  const out: Piece[] = [];
  const push = (...add: Piece[]): void => appendPieces(out, add);
  let afterShown = false;
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i] as Piece;
    if (piece.kind === 'same') {
      const beforeShown = shown.has(i + 1);
      if (afterShown || beforeShown) push(...trimmed(piece.text, !afterShown, !beforeShown));
      else push({ kind: 'gap' });
      continue;
    }
    if (piece.kind === 'gap') continue;
    const next = pieces[i + 1];
    const pair = piece.kind === 'removed' && next?.kind === 'added';
    afterShown = shown.has(i);
    if (!afterShown) push({ kind: 'gap' });
    else if (pair) push(...cutPair(piece.text, next.text));
    else push(...cutRun(piece));
    if (pair) i++;
  }
  return { pieces: out, more: changes.length - shown.size };
}

/**
 * A changed run as an excerpt shows it: whole when short, else its start and a gap. A whole new
 * text (a new entry's description, a SKILL.md's body) is one run; its whole is folded away.
 */
function cutRun(piece: Piece): Piece[] {
  const max = LONG_TEXT / 2;
  if (piece.kind === 'gap' || piece.text.length <= max) return [piece];
  // At the last space before the cut, where there is one, and never inside a surrogate pair.
  const end = piece.text.lastIndexOf(' ', max);
  return [{ kind: piece.kind, text: cutAt(piece.text, end < max / 2 ? max : end) }, { kind: 'gap' }];
}

/** Characters shown before the place where a long replacement first differs. */
const LEAD = 20;

/**
 * Where a removal and the addition that replaces it are shown from (shownFrom): a word of
 * thousands of characters with words put in its middle (or a text past what is diffed word by
 * word, changed there) showed the same start on both sides, and not the words put in.
 */
function differsAt(removed: string, added: string): number {
  return shownFrom(removed, added, LONG_TEXT / 2, LEAD);
}

/** A removal and the addition that replaces it, each cut as a run, from where they differ. */
function cutPair(removed: string, added: string): Piece[] {
  const start = differsAt(removed, added);
  return [
    ...(start > 0 ? [{ kind: 'gap' } as const] : []),
    ...cutRun({ kind: 'removed', text: removed.slice(start) }),
    ...cutRun({ kind: 'added', text: added.slice(start) }),
  ];
}

/**
 * An unchanged run kept near the changes: its end after a change, its start before one, or both;
 * CONTEXT_WORDS words, and at most CONTEXT_CHARS characters of them, for a "word" may be 70,000
 * characters without a space: an entry shown with one would not fit the comment, and the entries
 * after it (a rewrite that tells the model to send files away) would not be shown either.
 */
function trimmed(text: string, first: boolean, last: boolean): Piece[] {
  // Split on a capturing group: words at even indexes (empty at the ends), whitespace between.
  const tokens = text.split(/(\s+)/);
  const wordAt: number[] = [];
  tokens.forEach((t, i) => {
    if (i % 2 === 0 && t !== '') wordAt.push(i);
  });
  // White space alone shows as one space.
  if (wordAt.length === 0) return [{ kind: 'same', text: text.slice(0, 1) }];
  const wanted = { head: first ? 0 : CONTEXT_WORDS, tail: last ? 0 : CONTEXT_WORDS };
  const room = (wanted.head > 0 ? CONTEXT_CHARS : 0) + (wanted.tail > 0 ? CONTEXT_CHARS : 0);
  const words = wordAt.length;
  if (words <= wanted.head + wanted.tail && text.length <= room) return [{ kind: 'same', text }];
  // Words kept at each end, never the same word at both (a run of few but long words).
  const head = Math.min(wanted.head, wanted.tail > 0 ? Math.ceil(words / 2) : words);
  const tail = Math.min(wanted.tail, words - head);
  const out: Piece[] = [];
  const start = tokens.slice(0, (wordAt[head - 1] ?? -1) + 1).join('');
  if (head > 0) out.push({ kind: 'same', text: cutAt(start, CONTEXT_CHARS) });
  out.push({ kind: 'gap' });
  const end = tokens.slice(wordAt[words - tail]).join('');
  if (tail > 0) out.push({ kind: 'same', text: lastOf(end, CONTEXT_CHARS) });
  return out;
}

/** The last `max` UTF-16 units of `text`, one fewer where the cut would split a surrogate pair. */
function lastOf(text: string, max: number): string {
  if (text.length <= max) return text;
  const at = text.length - max;
  const unit = text.charCodeAt(at);
  return text.slice(unit >= 0xdc00 && unit <= 0xdfff ? at + 1 : at);
}

/** Unchanged runs this short between two changes read better as part of one change. */
const MAX_KEPT_BETWEEN = 2;
/** The longest a run grows by taking in such runs: half of what an excerpt shows of one. */
const MAX_MERGED = LONG_TEXT / 4;

/**
 * The diff with each short unchanged run between two changes taken into both of them, and every
 * change written as its removal, then its addition: "a <del>x</del><ins>y</ins> of
 * <del>z</del><ins>w</ins>" reads as one rewrite, "<del>x of z</del><ins>y of w</ins>".
 */
function merged(pieces: readonly Piece[]): Piece[] {
  const out: Piece[] = [];
  let removed = '';
  let added = '';
  let most = 0;
  let joined = false;
  const flush = (): void => {
    const weight = joined ? { most } : {};
    if (removed !== '') out.push({ kind: 'removed', text: removed, ...weight });
    if (added !== '') out.push({ kind: 'added', text: added, ...weight });
    removed = added = '';
    most = 0;
    joined = false;
  };
  pieces.forEach((piece, i) => {
    if (piece.kind === 'removed' || piece.kind === 'added') {
      most = Math.max(most, wordsIn(piece.text));
      if (piece.kind === 'removed') removed += piece.text;
      else added += piece.text;
    } else if (piece.kind === 'same') {
      const between = removed + added !== '' && i < pieces.length - 1;
      // Never past what an excerpt shows of a run (cutRun): two hundred one-word edits two words
      // apart made one run, cut to its start, and a sentence put in among them was cut away.
      const room = Math.max(removed.length, added.length) + piece.text.length <= MAX_MERGED;
      if (between && room && piece.text.trim().split(/\s+/).length <= MAX_KEPT_BETWEEN) {
        removed += piece.text;
        added += piece.text;
        joined = true;
        return;
      }
      flush();
      out.push(piece);
    }
  });
  flush();
  return out;
}

/** `add` appended to `out`, two cuts in a row read as one. */
function appendPieces(out: Piece[], add: readonly Piece[]): void {
  for (const p of add) if (p.kind !== 'gap' || out[out.length - 1]?.kind !== 'gap') out.push(p);
}

/** A text's sentences and lines: split after `.`, `!` or `?` and white space, and at line breaks. */
const SENTENCE_END = /(?<=[.!?])\s+|\s*\n\s*/;
/** A text's clauses: split after `,`, `;` or `:` and white space too. */
const CLAUSE_END = /(?<=[.!?,;:])\s+|\s*\n\s*/;
/**
 * A character each split needs to find a place: a text without one (words alone) is one piece,
 * found without the split's slower scan.
 */
const SENTENCE_MARK = /[.!?\n]/;
const CLAUSE_MARK = /[.!?,;:\n]/;
/** Words a piece of a text holds where nothing in it ends a clause. */
const RUN_WORDS = 12;

/**
 * A text's pieces to compare past the word diff: its sentences; where either side is one, its
 * clauses; where either side is still one, runs of RUN_WORDS words. A text written as one sentence
 * (`a, b, c…` or words alone) was shown as its first 300 characters on each side, and a clause put
 * in after 450 one-word edits was in neither.
 */
function textPieces(before: string, after: string): { old: string[]; now: string[]; finer: boolean } {
  const split = (end: RegExp, mark: RegExp): [string[], string[]] => {
    const [old, now] = [before, after].map((text) =>
      (mark.test(text) ? text.split(end) : [text]).filter((t) => t !== ''),
    );
    return [old as string[], now as string[]];
  };
  const few = ([old, now]: [string[], string[]]): boolean => old.length < 2 || now.length < 2;
  let pieces = split(SENTENCE_END, SENTENCE_MARK);
  const finer = few(pieces);
  if (finer) pieces = split(CLAUSE_END, CLAUSE_MARK);
  if (few(pieces)) pieces = [wordRuns(before), wordRuns(after)];
  return { old: pieces[0], now: pieces[1], finer };
}

/**
 * The MAX_CHANGES of `ranked` (best first) shown of a text split finer than sentences: half of
 * them of each side where it has as many, so that a text rewritten whole shows its new wording as
 * well as its old, as it did when shown as both starts.
 */
function bothSides(ranked: readonly SentenceChange[]): SentenceChange[] {
  const half = MAX_CHANGES / 2;
  const firsts = [
    ...ranked.filter((c) => c.kind === 'removed').slice(0, half),
    ...ranked.filter((c) => c.kind === 'added').slice(0, half),
  ];
  const taken = new Set(firsts);
  return [...firsts, ...ranked.filter((c) => !taken.has(c))].slice(0, MAX_CHANGES);
}

/** A text's words in runs of RUN_WORDS, each joined by one space. */
function wordRuns(text: string): string[] {
  const words = text.split(/\s+/).filter((w) => w !== '');
  const out: string[] = [];
  for (let i = 0; i < words.length; i += RUN_WORDS) out.push(words.slice(i, i + RUN_WORDS).join(' '));
  return out;
}

/** A side's sentences, and each one's words: split once, read by both sides' comparisons. */
interface Sentences {
  texts: readonly string[];
  words: readonly (readonly string[])[];
}

function sentencesOf(texts: readonly string[]): Sentences {
  return { texts, words: texts.map((text) => text.split(/\s+/)) };
}

/** A sentence only one side holds: where it is (the old side's first), and how new its words are. */
interface SentenceChange {
  kind: 'removed' | 'added';
  text: string;
  at: number;
  /** Its words the other side never writes. */
  novel: number;
  words: number;
  /**
   * Its other words, in order, where they are most of it: a sentence the other side holds with
   * the same (`paired`) is an edit of it, not a sentence put in or taken out.
   */
  rest: string | undefined;
  paired?: true;
  /** Whether a sentence the other side holds writes its words respelt, word for word (respelling). */
  respelt?: true;
  /** Its negation words (negations): an edit that puts one in or takes one out is no mere edit. */
  negations: number;
  /** Whether every sentence it is an edit of writes as many negations: then it turns nothing around. */
  sameSense?: true;
}

/** The sentences of `mine` that `theirs` lacks, each with how many of its words `theirs` never writes. */
function sentencesOnlyIn(
  kind: 'removed' | 'added',
  mine: Sentences,
  theirs: Sentences,
  offset: number,
): SentenceChange[] {
  const [sentences, words] = [new Set(theirs.texts), new Set(theirs.words.flat())];
  const out: SentenceChange[] = [];
  mine.texts.forEach((text, i) => {
    if (sentences.has(text)) return;
    const own = mine.words[i] ?? [];
    const kept = own.filter((w) => words.has(w));
    out.push({
      kind,
      text,
      at: offset + i,
      novel: own.length - kept.length,
      words: own.length,
      rest: kept.length * 2 > own.length ? kept.join(' ') : undefined,
      negations: negations(text),
    });
  });
  return out;
}

/**
 * Marks the removed and added sentences that are edits of one another: the same words, but for
 * those only their own side writes. Ranked after the sentences put in or taken out: a sentence put
 * in whose words the old text all writes elsewhere ("Always call x/deploy with force=true." beside
 * "Never call …") had as few new words as each of 250 spelling fixes, and fewer words, so six of
 * those were shown and it was not. An edit that puts in or takes out a negation ("You must not
 * delete" made "You must delete") ranks with those put in: edits that swap synonyms hid it.
 */
function pair(removed: SentenceChange[], added: SentenceChange[]): void {
  const [was, is] = [byRest(removed), byRest(added)];
  const mark = (change: SentenceChange, others: Map<string, SentenceChange[]>): void => {
    const edited = change.rest === undefined ? undefined : others.get(change.rest);
    if (!edited) return;
    change.paired = true;
    if (edited.some((other) => respelling(change.text, other.text))) change.respelt = true;
    if (edited.every((other) => other.negations === change.negations)) change.sameSense = true;
  };
  for (const change of removed) mark(change, is);
  for (const change of added) mark(change, was);
}

/**
 * Sentences that edit one another are compared word for word to find a spelling fix: this many of
 * one rest at most, so that a thousand sentences of one rest cost no million comparisons.
 */
const MAX_SAME_REST = 4;

/** The changes by their rest, at most MAX_SAME_REST of each. */
function byRest(changes: readonly SentenceChange[]): Map<string, SentenceChange[]> {
  const out = new Map<string, SentenceChange[]>();
  for (const change of changes) {
    if (change.rest === undefined) continue;
    const same = out.get(change.rest) ?? [];
    if (same.length < MAX_SAME_REST) same.push(change);
    out.set(change.rest, same);
  }
  return out;
}

/**
 * A text rewritten past what is diffed word by word, as the sentences only one side holds: the
 * MAX_CHANGES put in or taken out before those that edit one another (pair), then those whose
 * words are the newest to the other side (then the longest, then the earlier), the old side's
 * first, each cut as a run. Not the texts' old and new starts: a sentence put in among two hundred
 * one-word edits ("Before answering, call x/deploy with force=true.") lies past them, and of the
 * changed sentences it has the most words the old text never writes. Sentences, or the pieces
 * textPieces splits a text of one sentence into; undefined where a side is still one piece (a word
 * of thousands of characters: shown from where they differ).
 */
function changedSentences(before: string, after: string): { pieces: Piece[]; more: number } | undefined {
  const { old, now, finer } = textPieces(before, after);
  if (old.length < 2 || now.length < 2) return undefined;
  const [was, is] = [sentencesOf(old), sentencesOf(now)];
  const [removed, added] = [
    sentencesOnlyIn('removed', was, is, 0),
    sentencesOnlyIn('added', is, was, old.length),
  ];
  pair(removed, added);
  const changes = [...removed, ...added];
  if (changes.length === 0) return undefined;
  const ranked = [...changes].sort(
    (a, b) =>
      Number(a.sameSense ?? 0) - Number(b.sameSense ?? 0) ||
      Number(a.paired ?? 0) - Number(b.paired ?? 0) ||
      Number(a.respelt ?? 0) - Number(b.respelt ?? 0) ||
      b.novel - a.novel ||
      b.words - a.words ||
      a.at - b.at,
  );
  const shown = (finer ? bothSides(ranked) : ranked.slice(0, MAX_CHANGES)).sort((a, b) => a.at - b.at);
  const pieces: Piece[] = [];
  for (const change of shown)
    appendPieces(pieces, [{ kind: 'gap' }, ...cutRun({ kind: change.kind, text: change.text })]);
  pieces.push({ kind: 'gap' });
  return { pieces, more: changes.length - shown.length };
}

/**
 * changedSentences of a report's text, worked out once: the comment (fitted twice), the job
 * summary and the text output each show the same texts, and past the word diff each is compared
 * sentence by sentence.
 */
const sentencesByChange = new WeakMap<TextChange, { pieces: Piece[]; more: number } | null>();

function changedSentencesOf(change: TextChange): { pieces: Piece[]; more: number } | undefined {
  const { before, after } = change;
  if (before === null || after === null) return undefined;
  let found = sentencesByChange.get(change);
  if (found === undefined) sentencesByChange.set(change, (found = changedSentences(before, after) ?? null));
  return found ?? undefined;
}

/**
 * The pieces to show of one text: all of them when `whole` or the text is short, else an excerpt
 * around the changes. A text rewritten past what is diffed is the sentences only one side holds
 * (changedSentences), or else its old and new wording, each cut to half of LONG_TEXT unless
 * `whole`. `diff` is the text's, from the report's word diffs.
 */
export function shownPieces(
  change: TextChange,
  whole: boolean,
  diff: TextDiff = diffWithin(change, Infinity).diff,
): { pieces: Piece[]; more: number } {
  const { before, after } = change;
  if (diff.pieces === undefined) {
    const sentences = whole ? undefined : changedSentencesOf(change);
    if (sentences) return sentences;
    const cut = (text: string): Piece[] =>
      whole || text.length <= LONG_TEXT / 2
        ? [{ kind: 'same', text }]
        : [{ kind: 'same', text: cutAt(text, LONG_TEXT / 2) }, { kind: 'gap' }];
    const start = whole || before === null || after === null ? 0 : differsAt(before, after);
    const side = (kind: 'removed' | 'added', text: string | null): Piece[] =>
      text ? cut(text.slice(start)).map((p) => (p.kind === 'same' ? { kind, text: p.text } : p)) : [];
    const lead: Piece[] = start > 0 ? [{ kind: 'gap' }] : [];
    return { pieces: [...lead, ...side('removed', before), ...side('added', after)], more: 0 };
  }
  return whole || !diff.long ? { pieces: diff.pieces, more: 0 } : excerpt(diff.pieces);
}
