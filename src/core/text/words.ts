// A counted noun, written one way in the core and in every formatter (src/report/words.ts passes
// it on): `1 tool`, `2 tools`.

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
