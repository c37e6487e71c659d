// The schemas a validator is built from: the three roots under absolute ids, the tool schema with
// its meta-schema check put in, and the shortcut's twins without it (see meta-shortcut.ts). The
// same plan serves the validators compiled at start and those compiled at build time.
import { hexDigest } from '../text/digest.js';
import type { DefinitionKind } from '../model/model.js';
import { withMetaCheck, withoutMetaCheck } from './meta-shortcut.js';
import { SCHEMA_BASE, type SchemaSet } from './shipped.js';

export interface SchemaPlan {
  roots: Record<DefinitionKind, Record<string, unknown> & { $id: string }>;
  /** The tool and skill schemas without the meta-schema walk, and the fields it would walk. */
  plain:
    | { tool: Record<string, unknown>; skill: Record<string, unknown> | undefined; fields: string[] }
    | undefined;
}

/** A reference resolved against the id of the schema holding it, without its fragment. */
function resolveRef(ref: string, base: string): string {
  const hash = ref.indexOf('#');
  const target = hash === -1 ? ref : ref.slice(0, hash);
  if (target === '') return base;
  try {
    return new URL(target, base).href;
  } catch {
    return target;
  }
}

/**
 * A copy of `schema` (whose id is `base`) with every reference into the schema `from` pointing to
 * the same place in `to`; undefined when there is none.
 */
function replaceRefs(
  schema: Record<string, unknown>,
  base: string,
  from: string,
  to: string,
): Record<string, unknown> | undefined {
  let found = false;
  const copy = JSON.parse(JSON.stringify(schema), (key, value: unknown) => {
    if (key === '$ref' && typeof value === 'string' && resolveRef(value, base) === from) {
      found = true;
      const hash = value.indexOf('#');
      return hash === -1 ? to : to + value.slice(hash);
    }
    return value;
  }) as Record<string, unknown>;
  return found ? copy : undefined;
}

/** A schema's id: absolute, resolved against the shipped schemas' place when it is relative or absent. */
export function idOf(schema: Record<string, unknown>, kind: DefinitionKind): string {
  const id = typeof schema.$id === 'string' ? schema.$id : `${kind}.schema.json`;
  try {
    return new URL(id, SCHEMA_BASE).href;
  } catch {
    return id;
  }
}

/** The id of a schema's shortcut twin: its file name prefixed with `plain-`. */
function plainId(id: string): string {
  const slash = id.lastIndexOf('/');
  return `${id.slice(0, slash + 1)}plain-${id.slice(slash + 1)}`;
}

/** Options of every validator: the same at start and for validators compiled ahead of time. */
export const AJV_OPTIONS = {
  allErrors: true,
  verbose: true,
  strict: false,
  allowUnionTypes: true,
  validateFormats: false,
  // Error messages are written here; ajv's own text is only a fallback.
  messages: true,
  // Replacement schemas are checked below; the shipped ones by a test, not on every start.
  validateSchema: false,
} as const;

/**
 * The schemas a validator works with: the three roots under their ids, and, unless the shortcut
 * is off or the tool schema does not allow it, the tool and skill schemas without the
 * meta-schema walk of embedded schemas (see withoutMetaCheck).
 */
export function schemaPlan(schemas: SchemaSet, shortcut: boolean): SchemaPlan {
  const roots = {
    tool: { ...withMetaCheck(schemas.tool), $id: idOf(schemas.tool, 'tool') },
    skill: { ...schemas.skill, $id: idOf(schemas.skill, 'skill') },
    actor: { ...schemas.actor, $id: idOf(schemas.actor, 'actor') },
    'mcp-server': { ...schemas['mcp-server'], $id: idOf(schemas['mcp-server'], 'mcp-server') },
  };
  const plain = shortcut ? withoutMetaCheck(roots.tool) : undefined;
  if (!plain) return { roots, plain: undefined };
  const plainToolId = plainId(roots.tool.$id);
  const skill = replaceRefs(roots.skill, roots.skill.$id, roots.tool.$id, plainToolId);
  return {
    roots,
    plain: {
      tool: { ...plain.schema, $id: plainToolId },
      skill: skill ? { ...skill, $id: plainId(roots.skill.$id) } : undefined,
      fields: plain.fields,
    },
  };
}

/** Names a schema plan: validators compiled ahead of time serve only the plan they came from. */
export function planFingerprint(plan: SchemaPlan): string {
  return hexDigest('sha256', JSON.stringify(plan));
}
