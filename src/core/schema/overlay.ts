// The definition schemas in force: the shipped ones, with a user's replacements for some kinds.
// A kind not replaced keeps its shipped schema, and that schema's references into a replaced one
// keep their meaning: a whole-document reference (an anonymous tool is a tool) goes to the
// replacement, a reference to a part of it (`tool.schema.json#/$defs/capability`) to the shipped
// part, which the replacement need not define.
import { DEFINITION_KINDS, isRecord, type DefinitionKind } from '../model/model.js';
import { idOf } from './plan.js';
import { SHIPPED_SCHEMAS, type SchemaSet } from './shipped.js';

const KINDS: readonly DefinitionKind[] = DEFINITION_KINDS;

type Schema = Record<string, unknown>;

/** A URI resolved against a base, as ajv resolves ids and references. */
function resolveUri(uri: string, base: string): string {
  try {
    return new URL(uri, base).href;
  } catch {
    return uri;
  }
}

/** A deep copy of a schema with every `$ref` passed through `rewrite`. */
function mapRefs(schema: Schema, rewrite: (ref: string) => string): Schema {
  return JSON.parse(JSON.stringify(schema), (key, value: unknown) =>
    key === '$ref' && typeof value === 'string' ? rewrite(value) : value,
  ) as Schema;
}

/**
 * `schema` (a shipped one) with its references into the shipped `target` schema made to work
 * when `target` is replaced by `replacement`: fragment references go to a copy of the shipped
 * target embedded under `$defs`, whole-document references to the replacement's id.
 */
function keepReferences(
  schema: Schema,
  schemaKind: DefinitionKind,
  kind: DefinitionKind,
  target: Schema,
  replacement: Schema,
): Schema {
  const base = idOf(schema, schemaKind);
  const targetId = idOf(target, kind);
  const replacementId = idOf(replacement, kind);
  const def = `shipped-${kind}`;
  let embeds = false;
  let changed = false;
  const rewritten = mapRefs(schema, (ref) => {
    const absolute = resolveUri(ref, base);
    const hash = absolute.indexOf('#');
    const document = hash === -1 ? absolute : absolute.slice(0, hash);
    const fragment = hash === -1 ? '' : absolute.slice(hash + 1);
    if (document !== targetId) return ref;
    changed = true;
    if (fragment === '') return replacementId;
    embeds = true;
    return `#/$defs/${def}${fragment}`;
  });
  if (!changed) return schema;
  if (!embeds) return rewritten;
  // The embedded copy is no resource of its own (no $id): its references within itself now
  // start below the `$defs` entry it sits in.
  const {
    $id: _id,
    $schema: _schema,
    ...body
  } = mapRefs(target, (ref) => (ref.startsWith('#') ? `#/$defs/${def}${ref.slice(1)}` : ref));
  const defs = isRecord(rewritten.$defs) ? rewritten.$defs : {};
  return { ...rewritten, $defs: { ...defs, [def]: body } };
}

/** The shipped schemas with these kinds replaced; with no replacement, the shipped set itself. */
export function schemaSetWith(replacements: Partial<SchemaSet>): SchemaSet {
  const set: SchemaSet = { ...SHIPPED_SCHEMAS };
  for (const kind of KINDS) {
    const replacement = replacements[kind];
    if (!replacement) continue;
    set[kind] = replacement;
    for (const other of KINDS) {
      if (replacements[other] || other === kind) continue;
      set[other] = keepReferences(set[other], other, kind, SHIPPED_SCHEMAS[kind], replacement);
    }
  }
  return set;
}
