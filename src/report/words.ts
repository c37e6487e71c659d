// Small words every formatter writes the same way: a counted noun (the core's, src/core/text/words.ts)
// and a shortened name.
import { clip } from '../core/text/words.js';

export { clip, plural } from '../core/text/words.js';

/**
 * A message with each name quoted in it ('x/deploy', a quote or backslash of its own escaped or
 * not) cut to `max` characters, as the comment cuts names: a message is cut whole where it is
 * shown (an annotation at 4,096 characters, a row of the findings table at 2,000), and a name of
 * thousands would take with it the gate's words after it ("which writes; approve with…").
 */
export function shortNames(message: string, max: number): string {
  return message.replace(/'((?:[^'\\]|\\.)*)'/gs, (whole, name: string) =>
    name.length > max ? `'${clip(name, max)}'` : whole,
  );
}
