// Explain with a base (SPEC §10): the head's explanation with what the head changes marked — an
// entry (or a skill or actor reaching a tool) added, removed or changed, and each changed field
// with its base value. A base entry under a name a rename changed is read under its new name.
import { canonicalJson } from '../power/effective.js';
import type { CapabilityOrigins, ExplainedEntry, ExplainedReach, Explanation } from './explain.js';

/**
 * Marks `head` against `base`; either may be missing (the subject is new, or gone). `renamed`
 * gives a base entry's name on the head (the diff's renames), so a rename is no addition.
 */
export function markChanges(
  head: Explanation | undefined,
  base: Explanation | undefined,
  renamed: (entry: string) => string = (entry) => entry,
): Explanation {
  if (!head) {
    const gone = base as Explanation;
    return {
      ...gone,
      ...(gone.entries && { entries: gone.entries.map((e) => ({ ...e, change: 'removed' as const })) }),
      ...(gone.reachedBy && { reachedBy: gone.reachedBy.map((r) => ({ ...r, change: 'removed' as const })) }),
    };
  }
  const out: Explanation = { ...head };
  if (head.entries) out.entries = markList(head.entries, base?.entries ?? [], (e) => e.name, renamed);
  if (head.reachedBy)
    out.reachedBy = markList(
      head.reachedBy,
      base?.reachedBy ?? [],
      (r) => `${r.kind}\0${r.name}\0${r.entry}`,
    );
  return out;
}

function markList<T extends ExplainedEntry | ExplainedReach>(
  head: T[],
  base: T[],
  key: (item: T) => string,
  renamed: (key: string) => string = (k) => k,
): T[] {
  const before = new Map(base.map((item) => [renamed(key(item)), item]));
  const out: T[] = head.map((item) => {
    const was = before.get(key(item));
    before.delete(key(item));
    if (!was) return { ...item, change: 'added' };
    const capability = markFields(item.capability, was.capability);
    const sourceChanged = 'source' in item && 'source' in was && item.source !== was.source;
    const changed = sourceChanged || Object.values(capability).some((f) => f.change !== undefined);
    return changed ? { ...item, capability, change: 'changed' } : item;
  });
  // What the base had and the head lost, after the head's own, in the base's order.
  before.forEach((item) => out.push({ ...item, change: 'removed' }));
  return out;
}

function markFields(head: CapabilityOrigins, base: CapabilityOrigins): CapabilityOrigins {
  const out: CapabilityOrigins = {};
  for (const [field, origin] of Object.entries(head)) {
    const was = base[field];
    out[field] =
      was && canonicalJson(was.value) !== canonicalJson(origin.value)
        ? { ...origin, change: 'changed', from: was.value }
        : origin;
  }
  return out;
}
