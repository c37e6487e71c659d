// Which findings are new on the head: matched against the base by rule, file and message, not by
// line, so that moving a definition down a file does not make its old findings look new.
import type { Diagnostic } from '../diagnostic.js';

export function markNewFindings(head: Diagnostic[], base: Diagnostic[]): Diagnostic[] {
  const key = (d: Diagnostic): string => `${d.rule}\u0000${d.file}\u0000${d.message}`;
  const available = new Map<string, number>();
  for (const d of base) available.set(key(d), (available.get(key(d)) ?? 0) + 1);
  return head.map((d) => {
    const k = key(d);
    const left = available.get(k) ?? 0;
    if (left > 0) {
      available.set(k, left - 1);
      return { ...d, new: false };
    }
    return { ...d, new: true };
  });
}
