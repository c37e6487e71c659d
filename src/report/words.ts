// Small words every formatter writes the same way: a counted noun (the core's, src/core/text/words.ts)
// and a shortened name.
export { plural } from '../core/text/words.js';

/** `text` cut to at most `max` characters, an ellipsis marking the cut. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
