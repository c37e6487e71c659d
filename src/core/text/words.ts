// A counted noun, written one way in the core and in every formatter (src/report/words.ts passes
// it on): `1 tool`, `2 tools`; and a text shortened for a reader.

/** `word` for one, `many` for any other number: the noun alone, where the count is written apart or not at all. */
export function noun(n: number, word: string, many = `${word}s`): string {
  return n === 1 ? word : many;
}

/** `1 tool`, `2 tools` (`many` for another plural); `count` writes the number (Markdown escapes it). */
export function plural(
  n: number,
  word: string,
  many = `${word}s`,
  count: (n: number) => string = String,
): string {
  return `${count(n)} ${noun(n, word, many)}`;
}

/** The first `max` UTF-16 units of `text`, one fewer where the cut would split a surrogate pair. */
export function cutAt(text: string, max: number): string {
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}

/** `text` cut to at most `max` characters, an ellipsis marking the cut (never half of an emoji). */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${cutAt(text, max - 1)}…`;
}

/**
 * Where two texts are best shown from when cut to `shown` characters: 0 when their first
 * difference falls within what is shown, else `lead` characters before it (never between the two
 * halves of a surrogate pair). Two texts alike at their start (a list padded in front of what it
 * gains, a word of thousands with words put in its middle) would otherwise show the same.
 */
export function shownFrom(a: string, b: string, shown: number, lead: number): number {
  let same = 0;
  while (same < a.length && same < b.length && a[same] === b[same]) same++;
  const start = same + lead < shown ? 0 : same - lead;
  const unit = a.charCodeAt(start);
  return start > 0 && unit >= 0xdc00 && unit <= 0xdfff ? start - 1 : start;
}

/**
 * A name in quotes, as the gate's messages and grants write it: `'x/deploy'`. A quote or a
 * backslash of the name's own is escaped (`\'`, `\\`): names such as an MCP server's are free text,
 * and one holding a quote would otherwise end its quotes early and go on as words of ours
 * ("adds 'mcp:docs/*', which only reads (approved). Also 'docs/*', which writes"). The comment
 * reads the quotes back by the same rule (report/markdown.ts).
 */
export function quoted(name: string): string {
  return `'${name.replace(/[\\']/g, '\\$&')}'`;
}

/**
 * A value written as JSON among quoted names (`side effects ["network"]`): its quotes written
 * `\u0027`, still JSON, so that no quote of a value can pair with a name's.
 */
export function jsonWords(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(/'/g, '\\u0027');
}

/** Up to three items, each as `show` words it, then how many more: "'a', 'b', 'c' and 4 more". */
export function someOf(items: readonly string[], show: (item: string) => string = quoted): string {
  const shown = items.slice(0, 3).map(show).join(', ');
  return items.length > 3 ? `${shown} and ${items.length - 3} more` : shown;
}
