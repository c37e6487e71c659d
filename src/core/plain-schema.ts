// Checking a tool's embedded input and output schemas against the whole draft 2020-12 meta-schema
// is three quarters of all validation time, yet nearly every embedded schema is a handful of
// common keywords with plainly valid values. This recognises those: when it says yes, the
// meta-schema would say yes too. When it cannot tell it says no, and ajv decides as before.
import { isRecord } from './model.js';

const SIMPLE_TYPES = new Set(['array', 'boolean', 'integer', 'null', 'number', 'object', 'string']);
const MAX_DEPTH = 64;

const isNumber = (v: unknown): boolean => typeof v === 'number' && Number.isFinite(v);
const isCount = (v: unknown): boolean => Number.isInteger(v) && (v as number) >= 0;
const isString = (v: unknown): boolean => typeof v === 'string';
const isBoolean = (v: unknown): boolean => typeof v === 'boolean';
const anything = (): boolean => true;

function uniqueStrings(v: unknown, minItems: number): boolean {
  if (!Array.isArray(v) || v.length < minItems) return false;
  for (const item of v) if (typeof item !== 'string') return false;
  return new Set(v).size === v.length;
}

/** Each keyword taken here, with what the meta-schema asks of its value (formats are not checked). */
const KEYWORDS: Record<string, (value: unknown, depth: number) => boolean> = {
  // validation vocabulary
  type: (v) =>
    typeof v === 'string'
      ? SIMPLE_TYPES.has(v)
      : uniqueStrings(v, 1) && (v as string[]).every((t) => SIMPLE_TYPES.has(t)),
  enum: (v) => Array.isArray(v),
  const: anything,
  multipleOf: (v) => isNumber(v) && (v as number) > 0,
  maximum: isNumber,
  minimum: isNumber,
  exclusiveMaximum: isNumber,
  exclusiveMinimum: isNumber,
  maxLength: isCount,
  minLength: isCount,
  pattern: isString,
  maxItems: isCount,
  minItems: isCount,
  uniqueItems: isBoolean,
  maxProperties: isCount,
  minProperties: isCount,
  required: (v) => uniqueStrings(v, 0),
  // applicator vocabulary
  properties: (v, depth) => {
    if (!isRecord(v)) return false;
    // for-in, not Object.keys: no list of keys made for each of thousands of schemas. A parsed
    // mapping inherits nothing, so for-in sees exactly its own keys.
    for (const key in v) if (!isPlainSchema(v[key], depth + 1)) return false;
    return true;
  },
  items: (v, depth) => isPlainSchema(v, depth + 1),
  additionalProperties: (v, depth) => isPlainSchema(v, depth + 1),
  // meta-data, format-annotation and core vocabularies
  title: isString,
  description: isString,
  default: anything,
  examples: (v) => Array.isArray(v),
  deprecated: isBoolean,
  readOnly: isBoolean,
  writeOnly: isBoolean,
  format: isString,
  $comment: isString,
};

/**
 * True only when `value` is certainly a valid draft 2020-12 schema: a boolean, or an object made
 * of the keywords above with values the meta-schema accepts. False means "ask the meta-schema".
 */
export function isPlainSchema(value: unknown, depth = 0): boolean {
  if (typeof value === 'boolean') return true;
  if (!isRecord(value) || depth > MAX_DEPTH) return false;
  for (const key in value) {
    const check = Object.hasOwn(KEYWORDS, key) ? KEYWORDS[key] : undefined;
    if (!check || !check(value[key], depth)) return false;
  }
  return true;
}
