// The meta-schema shortcut. Checking a tool's embedded input and output schemas against the whole
// draft 2020-12 meta-schema is most of validation time, yet nearly every embedded
// schema is a handful of common keywords with plainly valid values. `isPlainSchema` recognises
// those: when it says yes, the meta-schema would say yes too; when it cannot tell it says no, and
// ajv decides. The tool schema's check of embedded schemas is put in (`withMetaCheck`, the shipped
// file leaves it out so that editors work offline) and taken out again for documents whose
// embedded schemas are all plain (`withoutMetaCheck`).
import { isRecord } from '../model/model.js';

// The tool schema's definition of an embedded schema: null, or an object the meta-schema accepts;
// and the fields that refer to it.
const EMBEDDED_DEF = 'embeddedSchema';
const EMBEDDED_REF = `#/$defs/${EMBEDDED_DEF}`;
const META_SCHEMA = 'https://json-schema.org/draft/2020-12/schema';
const EDITOR_FORM = JSON.stringify([{ type: 'null' }, { type: 'object' }]);
const CHECKER_FORM = JSON.stringify([{ type: 'null' }, { type: 'object', $ref: META_SCHEMA }]);

/** Keywords that only annotate: they change no finding, so the shortcut looks past them. */
const ANNOTATIONS = new Set([
  'title',
  'description',
  'markdownDescription',
  'default',
  'examples',
  '$comment',
  'deprecated',
]);

function withoutAnnotations(node: unknown): unknown {
  if (!isRecord(node)) return node;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(node)) if (!ANNOTATIONS.has(key)) out[key] = node[key];
  return out;
}

/**
 * The tool schema with its embedded schemas checked against the draft 2020-12 meta-schema, when
 * it defines them the editors' way (null or any object); otherwise the schema as it is.
 */
export function withMetaCheck(schema: Record<string, unknown>): Record<string, unknown> {
  const defs = isRecord(schema.$defs) ? schema.$defs : undefined;
  const def = defs?.[EMBEDDED_DEF];
  if (!isRecord(def) || JSON.stringify(def.anyOf) !== EDITOR_FORM) return schema;
  return {
    ...schema,
    $defs: { ...defs, [EMBEDDED_DEF]: { ...def, anyOf: JSON.parse(CHECKER_FORM) as unknown[] } },
  };
}

/**
 * The tool schema without the meta-schema check of its embedded schemas, and the fields that hold
 * them, when the schema checks them the shipped way (otherwise undefined). A document whose
 * embedded schemas are all null or plainly valid gets exactly the same errors from it.
 */
export function withoutMetaCheck(
  schema: Record<string, unknown>,
): { schema: Record<string, unknown>; fields: string[] } | undefined {
  const defs = isRecord(schema.$defs) ? schema.$defs : undefined;
  const def = defs?.[EMBEDDED_DEF];
  if (!isRecord(def) || JSON.stringify(def.anyOf) !== CHECKER_FORM) return undefined;
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const fields = Object.keys(properties).filter(
    (key) => JSON.stringify(withoutAnnotations(properties[key])) === JSON.stringify({ $ref: EMBEDDED_REF }),
  );
  // Referenced anywhere else, the shortcut would skip checks there too.
  if (JSON.stringify(schema).split(`"${EMBEDDED_REF}"`).length - 1 !== fields.length) return undefined;
  return {
    schema: {
      ...schema,
      $defs: { ...defs, [EMBEDDED_DEF]: { ...def, anyOf: JSON.parse(EDITOR_FORM) as unknown[] } },
    },
    fields,
  };
}

/** Whether each of a tool document's embedded schemas (`fields`) is null or plainly valid (a non-mapping has none). */
export function embedsOnlyPlainSchemas(tool: unknown, fields: readonly string[]): boolean {
  return (
    !isRecord(tool) ||
    fields.every((f) => {
      const v = Object.hasOwn(tool, f) ? tool[f] : null;
      return v === null || (isRecord(v) && isPlainSchema(v));
    })
  );
}

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
