// The text output's lines for what the model is told differently (SPEC §7): each entry whose texts
// the model reads changed, or that is new to an actor, with who reads it, then each text as a word
// diff in git's plain `--word-diff` notation (`[-old-]{+new+}`), a long one cut to its changes.
import type { ReportDiff, TextChange, ToldEntry } from '../core/diff/types.js';
import { toldDiffs } from './told-diffs.js';
import { shownPieces, type Piece } from './word-diff.js';

/** Names, the first 20 of them: a line for a reach of thousands stays readable. */
export function someNames(names: readonly string[], printable: (text: string) => string): string {
  const shown = names.slice(0, 20).map(printable).join(', ');
  return names.length > 20 ? `${shown} and ${names.length - 20} more` : shown;
}

/** What unmarked escapes in the text of an unchanged piece, and of an added or removed one. */
const MARKS_INSIDE = /\\(?=[-+]|$)|(?<=[[{])[-+]|[-+](?=[\]}])/g;
const MARKS_CHANGED = /\\(?=[-+]|$)|(?<=[[{])[-+]|[-+](?=[\]}])|^[-+]|[-+]$/g;

/**
 * A text's words with no mark of the word diff in them: a `-` or `+` of the text that touches a
 * bracket (`[-`, `-]`, `{+`, `+}`) is written `\-` or `\+`, and a backslash before one `\\`, so
 * that added words cannot show as removed ones (`+} [-Never deletes.-] {+` added). So too at a
 * piece's ends, where the mark around it touches the text: a backslash that ends a piece is
 * `\\` (`{+C:\\+}`, where `{+C:\+}` read as an escaped `+` and no end to the addition), and a `-`
 * or `+` that starts or ends a changed one is escaped (`{+\+1\++}`).
 */
function unmarked(text: string, changed: boolean): string {
  return text.replace(changed ? MARKS_CHANGED : MARKS_INSIDE, '\\$&');
}

/** What the texts belong to: an entry, an MCP server's, a skill's or an actor's own. */
function subjectOf(entry: ToldEntry, printable: (text: string) => string): string {
  if (entry.server !== undefined) return `MCP server ${printable(entry.server)} (beside every tool of it)`;
  if (entry.skill !== undefined) return `skill ${printable(entry.skill)} itself`;
  if (entry.actor !== undefined) return `actor ${printable(entry.actor)} itself`;
  return printable(entry.entry);
}

/** Who reads the texts: what the entry may do, its actors (or, an actor's own, who delegates), its skills. */
function readersOf(entry: ToldEntry, printable: (text: string) => string): string {
  const power = entry.power?.length ? [entry.power.map(printable).join(', ')] : [];
  if (entry.actor !== undefined) return [...power, 'read by a model that delegates to it'].join('; ');
  return [
    ...power,
    entry.actors.length > 0 ? `actors ${someNames(entry.actors, printable)}` : 'no affected actor',
    `skills ${someNames(entry.skills, printable)}`,
  ].join('; ');
}

/** A text's place, and where the head writes it when the report says (a skill's or an actor's own). */
function placeOf(
  change: TextChange,
  printable: (text: string) => string,
  place: (file: string) => string,
): string {
  const { file, line, column } = change;
  const at = file !== undefined && line !== undefined && column !== undefined;
  return `${printable(change.at)}${at ? ` at ${printable(place(file))}:${line}:${column}` : ''}`;
}

/**
 * `printable` makes user text safe for a terminal, `place` writes a path as the text output does
 * (text.ts); they are passed in to keep one copy of each.
 */
export function toldLines(
  diff: ReportDiff,
  printable: (text: string) => string,
  place: (file: string) => string,
): string[] {
  const out: string[] = [];
  const words = (text: string, changed = true): string => printable(unmarked(text, changed));
  const piece = (p: Piece): string =>
    p.kind === 'gap'
      ? ' … '
      : p.kind === 'added'
        ? `{+${words(p.text)}+}`
        : p.kind === 'removed'
          ? `[-${words(p.text)}-]`
          : words(p.text, false);
  const told = diff.toldDifferently ?? [];
  const diffs = toldDiffs(told);
  for (const entry of told) {
    // A skill's or an actor's own texts are no entry: "told of new skill x/a itself".
    const own = entry.skill !== undefined || entry.actor !== undefined;
    const told = entry.new
      ? `the model is told of new${own ? '' : ' entry'}`
      : 'the model is told differently of';
    out.push(`  ${told} ${subjectOf(entry, printable)} (${readersOf(entry, printable)}):`);
    for (const change of entry.texts) {
      const diffed = diffs.of(change);
      const { pieces, more } = shownPieces(change, false, diffed);
      const notes = [
        ...(diffed.whitespaceOnly ? ['only whitespace changes'] : []),
        ...(more > 0 ? [`and ${more} more changes`] : []),
        ...(diffed.long ? ['the whole text is in --format json'] : []),
      ];
      const tail = notes.length > 0 ? ` (${notes.join('; ')})` : '';
      out.push(`    ${placeOf(change, printable, place)}: ${pieces.map(piece).join('').trim()}${tail}`);
    }
  }
  if (diffs.unbudgeted > 0) {
    const texts = diffs.unbudgeted === 1 ? 'text is' : 'texts are';
    out.push(
      `  (this pull request rewrites more text than one report diffs word by word: ${diffs.unbudgeted} ${texts} shown as [-the old-]{+the new+} wording, not word by word)`,
    );
  }
  return out;
}
