// `uniqueItems` in time linear in the list. ajv compares every pair of items unless it knows them
// to be scalars, and the meta-schema's `type` list is not known so: an embedded input_schema whose
// `type` listed 60,000 names took 33 s to check. Here each item is keyed by its canonical JSON
// (sorted keys), which is equal exactly where ajv's deep equality is, and looked up in a map.
import type { FuncKeywordDefinition } from 'ajv/dist/2020.js';

/** An item's key: equal for items ajv's `equal` calls equal (NaN equal to itself, `1` to `1.0`). */
function keyOf(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : `#${value}`;
  if (typeof value === 'bigint') return `${value}n`;
  if (Array.isArray(value)) return `[${value.map(keyOf).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const members = Object.keys(record)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${keyOf(record[k])}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** The last item equal to an earlier one, and the nearest such earlier one; undefined when all differ. */
function lastRepeat(items: unknown[]): { i: number; j: number } | undefined {
  const seen = new Map<string, number>();
  let found: { i: number; j: number } | undefined;
  items.forEach((item, i) => {
    const key = keyOf(item);
    const j = seen.get(key);
    if (j !== undefined) found = { i, j };
    seen.set(key, i);
  });
  return found;
}

function validate(this: unknown, schema: boolean, data: unknown): boolean {
  if (!schema || !Array.isArray(data)) return true;
  const repeat = lastRepeat(data);
  const errors = repeat
    ? [
        {
          keyword: 'uniqueItems',
          params: repeat,
          message: `must NOT have duplicate items (items ## ${repeat.j} and ${repeat.i} are identical)`,
        },
      ]
    : null;
  (validate as { errors?: unknown }).errors = errors;
  return repeat === undefined;
}

/** ajv's keyword definition, in place of its own `uniqueItems`. */
export const uniqueItemsKeyword: FuncKeywordDefinition = {
  keyword: 'uniqueItems',
  type: 'array',
  schemaType: 'boolean',
  errors: true,
  validate,
};
