// How a renamed definition is shown (SPEC §6): one line or row per rename, `old → new`, in the
// text output and the comment alike; each format escapes the names its own way.
import type { RenamedDefinition } from '../core/diff/types.js';

/** `x/deploy → x/release`, each name shown by `show`. */
export function renamedPair(r: RenamedDefinition, show: (name: string) => string): string {
  return `${show(r.from)} → ${show(r.to)}`;
}
