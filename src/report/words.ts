// Small words every formatter writes the same way: a counted noun and a shortened name.

/** `1 tool`, `2 tools` (`many` for another plural); `count` writes the number (Markdown escapes it). */
export function plural(
  n: number,
  word: string,
  many = `${word}s`,
  count: (n: number) => string = String,
): string {
  return `${count(n)} ${n === 1 ? word : many}`;
}

/** `text` cut to at most `max` characters, an ellipsis marking the cut. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
