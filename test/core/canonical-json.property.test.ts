// Tool keys and set digests rest on canonicalJson: equal for deep-equal values whatever their key
// order, the plain definition's text, and another text where a mapping repeats a key.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/core/power/effective.js';
import { loadYaml } from '../../src/core/yaml/load.js';

/** The definition, written plainly: each object's members in sorted key order, joined. */
function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const members = Object.keys(value)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${sortedJson((value as Record<string, unknown>)[key])}`);
  return `{${members.join(',')}}`;
}

/** The value with every object's keys in reverse order. */
function reversedDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedDeep);
  if (value === null || typeof value !== 'object') return value;
  // Null-prototype, as the loader makes them: `__proto__` is then a key like any other.
  const out = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(value).reverse())
    out[key] = reversedDeep((value as Record<string, unknown>)[key]);
  return out;
}

describe('canonicalJson', () => {
  it('is the JSON of the value with sorted keys, whatever their order', () => {
    fc.assert(
      // Objects of many keys too: a few keys and many are sorted differently.
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 1 }), { minKeys: 17, maxKeys: 60 }),
        ),
        (value) => {
          const canonical = canonicalJson(value);
          expect(canonical).toBe(sortedJson(value));
          expect(JSON.parse(canonical)).toEqual(JSON.parse(JSON.stringify(value)));
          expect(canonicalJson(reversedDeep(value))).toBe(canonical);
        },
      ),
      { numRuns: 2_000, seed: 2026 },
    );
  });

  // JSON.stringify writes Infinity and NaN as null: `maximum: .inf` changed to `maximum: null`, or
  // 1e999 in a JSON schema to null, was no change.
  it('tells a number JSON cannot write from null and from one another', () => {
    const written = [Infinity, -Infinity, NaN, null].map((v) => canonicalJson({ maximum: v }));
    expect(written).toEqual([
      '{"maximum":Infinity}',
      '{"maximum":-Infinity}',
      '{"maximum":NaN}',
      '{"maximum":null}',
    ]);
    const inf = loadYaml('maximum: .inf\n').documents[0]?.value;
    expect(canonicalJson(inf)).toBe(canonicalJson(JSON.parse('{"maximum": 1e999}')));
  });

  it('tells a mapping that repeats a key from the one that does not', () => {
    const once = loadYaml('a: 1\nb: {c: 2}\n').documents[0]?.value;
    const repeated = loadYaml('a: 1\nb: {c: 2, c: 3}\n').documents[0]?.value;
    expect(canonicalJson(once)).toBe('{"a":1,"b":{"c":2}}');
    expect(canonicalJson(repeated)).not.toBe(canonicalJson(once));
    expect(canonicalJson(repeated)).toContain('\u0000');
  });
});
