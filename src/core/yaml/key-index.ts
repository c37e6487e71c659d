// A key looked up in a wide mapping: every syntax tree's positions (the fast reader's, the `yaml`
// package's, jsonc-parser's) find a pointer's key in its mapping, and a finding on each of a
// mapping's thousands of keys, each searched from the first entry, cost the square of its width
// (30,000 schema properties took 15 s to check). Past WIDE entries a mapping's keys are indexed.

/** Mappings with more entries than this are looked up in an index, not entry by entry. */
export const WIDE = 64;

const indexes = new WeakMap<object, Map<string, number[]>>();

/**
 * The positions of each key among a mapping's `count` entries, in order (a repeated key has
 * several), made on the first lookup in that mapping and kept while it is.
 */
export function positionsByKey(
  mapping: object,
  count: number,
  keyAt: (position: number) => string | undefined,
): Map<string, number[]> {
  let index = indexes.get(mapping);
  if (!index) {
    index = new Map();
    for (let position = 0; position < count; position++) {
      const key = keyAt(position);
      if (key === undefined) continue;
      const same = index.get(key);
      if (same) same.push(position);
      else index.set(key, [position]);
    }
    indexes.set(mapping, index);
  }
  return index;
}
