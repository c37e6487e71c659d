// JSON text that keeps every number JSON.parse can give: `1e999` reads as Infinity, which
// JSON.stringify writes as `null`, another value, that reads back as null.

/** Numbers that follow `∞` in a text: the markers it cannot be told from. */
const MARKED = /∞(\d+)/g;

/**
 * `JSON.stringify(value, null, indent)`, except that Infinity and -Infinity (what JSON.parse gives
 * for `1e999`, `-2E+400`) are written `1e999` and `-1e999`, which JSON.parse reads back as they
 * were, where JSON.stringify writes `null`. NaN, which no JSON text gives, stays `null`.
 */
export function jsonText(value: unknown, indent?: number): string {
  const plain = JSON.stringify(value, null, indent);
  // A text without `null` wrote no number as one: the common case costs one search.
  if (plain === undefined || !plain.includes('null')) return plain;
  // Each infinity is written first as a string no string of the value can be, then replaced.
  const used = new Set(Array.from(plain.matchAll(MARKED), (m) => m[1]));
  let n = 0;
  while (used.has(String(n))) n++;
  const marker = `∞${n}`;
  let found = false;
  const marked = JSON.stringify(
    value,
    (_key, v: unknown) => {
      if (v !== Infinity && v !== -Infinity) return v;
      found = true;
      return v === Infinity ? marker : `-${marker}`;
    },
    indent,
  );
  return found ? marked.replaceAll(`"${marker}"`, '1e999').replaceAll(`"-${marker}"`, '-1e999') : plain;
}
