// JSON Schema validation of definitions with ajv (draft 2020-12), and the translation of ajv's
// errors into one clean finding each, anchored at the exact key or value it concerns.
import type { Ajv2020, ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import lazyPackages from './lazy-packages.cjs';
import precompiled from './precompiled-validators.cjs';
import { hexDigest } from './digest.js';
import { isRecord } from './model.js';
import { closest } from './names.js';
import { isPlainSchema } from './plain-schema.js';
import { SHIPPED_SCHEMAS } from './schemas.js';
import { describePointer, pointerSegments } from './pointer.js';

export type DefinitionKind = 'tool' | 'skill' | 'actor';

export interface SchemaSet {
  tool: Record<string, unknown>;
  skill: Record<string, unknown>;
  actor: Record<string, unknown>;
}

/** A schema violation: where it is (a JSON pointer, and whether the key or the value) and what. */
export interface SchemaIssue {
  pointer: string;
  at: 'key' | 'value';
  message: string;
}

export class SchemaError extends Error {}

/** Most documents are valid: they share one empty list (every document's result is kept). */
const NO_ISSUES: SchemaIssue[] = Object.freeze([]) as unknown as SchemaIssue[];

// The tool schema's definition of an embedded schema: null, or an object the meta-schema accepts;
// and the fields that refer to it. The shipped file leaves the meta-schema out, so that editors
// use it offline; the checker puts the check back (withMetaCheck).
const EMBEDDED_DEF = 'embeddedSchema';
const EMBEDDED_REF = `#/$defs/${EMBEDDED_DEF}`;
const META_SCHEMA = 'https://json-schema.org/draft/2020-12/schema';
const EDITOR_FORM = JSON.stringify([{ type: 'null' }, { type: 'object' }]);
const CHECKER_FORM = JSON.stringify([{ type: 'null' }, { type: 'object', $ref: META_SCHEMA }]);

/** Where the shipped schemas live: their ids, and the base of ids a replacement leaves relative. */
export const SCHEMA_BASE =
  'https://raw.githubusercontent.com/agents-config-check/agents-config-check/main/schemas/';

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
function withMetaCheck(schema: Record<string, unknown>): Record<string, unknown> {
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
function withoutMetaCheck(
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

const ANONYMOUS_TOOLS = 'anonymous_tools';

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
function idOf(schema: Record<string, unknown>, kind: DefinitionKind): string {
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
export function schemaPlan(
  schemas: SchemaSet,
  shortcut: boolean,
): {
  roots: Record<DefinitionKind, Record<string, unknown> & { $id: string }>;
  plain:
    | { tool: Record<string, unknown>; skill: Record<string, unknown> | undefined; fields: string[] }
    | undefined;
} {
  const roots = {
    tool: { ...withMetaCheck(schemas.tool), $id: idOf(schemas.tool, 'tool') },
    skill: { ...schemas.skill, $id: idOf(schemas.skill, 'skill') },
    actor: { ...schemas.actor, $id: idOf(schemas.actor, 'actor') },
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
export function planFingerprint(plan: ReturnType<typeof schemaPlan>): string {
  return hexDigest('sha256', JSON.stringify(plan));
}

export class SchemaValidator {
  private ajvInstance: Ajv2020 | undefined;
  private readonly plan: ReturnType<typeof schemaPlan>;
  private readonly validators: Partial<Record<DefinitionKind, ValidateFunction>> = {};
  private readonly roots: Record<DefinitionKind, Record<string, unknown>>;
  /**
   * The tool schema without the meta-schema walk of its embedded schemas (`fields`), and the skill
   * schema with anonymous tools checked by that one; both only where they cannot differ.
   */
  private readonly plain:
    { tool: ValidateFunction; skill: ValidateFunction | undefined; fields: string[] } | undefined;

  private readonly useCache: boolean;
  /** Whether the validators compiled ahead of time serve this one (tests check the shipped case). */
  readonly precompiled: boolean = false;

  constructor(schemas: SchemaSet, options: { cache?: boolean; shortcut?: boolean } = {}) {
    this.useCache = options.cache !== false;
    const shipped = (kind: DefinitionKind): boolean => schemas[kind] === SHIPPED_SCHEMAS[kind];
    this.roots = { tool: schemas.tool, skill: schemas.skill, actor: schemas.actor };
    const plan = schemaPlan(schemas, options.shortcut !== false);
    this.plan = plan;
    try {
      for (const kind of ['tool', 'skill', 'actor'] as const) {
        if (!shipped(kind) && !this.ajv.validateSchema(schemas[kind]))
          throw new Error(this.ajv.errorsText(this.ajv.errors, { dataVar: `${kind} schema` }));
      }
      // The shipped schemas' validators were compiled ahead of time (scripts/build.mjs).
      const ahead = plan.plain && precompiled.fingerprint === planFingerprint(plan) ? precompiled : undefined;
      this.precompiled = ahead !== undefined;
      if (ahead) this.validators.actor = ahead.actor;
      if (plan.plain) {
        this.plain = {
          tool: ahead?.tool ?? this.ajv.compile(plan.plain.tool),
          skill: ahead?.skill ?? (plan.plain.skill ? this.ajv.compile(plan.plain.skill) : undefined),
          fields: plan.plain.fields,
        };
      }
      // A replacement schema must fail here, at start, not on the first document. The shipped
      // ones compile when a document first needs them (the meta-schema walk, perhaps never).
      for (const kind of ['tool', 'skill', 'actor'] as const) if (!shipped(kind)) this.validator(kind);
    } catch (error) {
      throw new SchemaError(`a definition schema does not compile: ${(error as Error).message}`);
    }
  }

  /**
   * ajv with the three schemas, made when first needed: with the shipped schemas compiled ahead
   * of time, only a document the shortcut cannot take (or a replacement schema) needs it.
   */
  private get ajv(): Ajv2020 {
    if (!this.ajvInstance) {
      const Ajv = lazyPackages.Ajv2020();
      this.ajvInstance = new Ajv(AJV_OPTIONS);
      for (const kind of ['tool', 'skill', 'actor'] as const)
        this.ajvInstance.addSchema(this.plan.roots[kind]);
    }
    return this.ajvInstance;
  }

  private validator(kind: DefinitionKind): ValidateFunction {
    return (this.validators[kind] ??= this.ajv.getSchema(this.plan.roots[kind].$id) as ValidateFunction);
  }

  /** Results per parsed value: a file identical on base and head is parsed once, so validated once. */
  private readonly cache = new WeakMap<object, { kind: DefinitionKind; issues: SchemaIssue[] }>();
  /** How many documents ajv actually validated (the diff's reuse test counts this). */
  validatedCount = 0;

  validate(kind: DefinitionKind, value: unknown): SchemaIssue[] {
    const cacheable = this.useCache && value !== null && typeof value === 'object';
    const hit = cacheable ? this.cache.get(value) : undefined;
    if (hit && hit.kind === kind) return hit.issues;
    const issues = this.run(kind, value);
    if (cacheable) this.cache.set(value, { kind, issues });
    return issues;
  }

  /** The schema without the meta-schema walk when every embedded schema in the value is null or plainly valid. */
  private pick(kind: DefinitionKind, value: unknown): ValidateFunction {
    const plain = this.plain;
    if (plain && isRecord(value)) {
      if (kind === 'tool' && this.embedsOnlyPlainSchemas(value)) return plain.tool;
      if (kind === 'skill' && plain.skill) {
        const anonymous = Object.hasOwn(value, ANONYMOUS_TOOLS) ? value[ANONYMOUS_TOOLS] : undefined;
        if (!Array.isArray(anonymous) || anonymous.every((t) => this.embedsOnlyPlainSchemas(t)))
          return plain.skill;
      }
    }
    return this.validator(kind);
  }

  /** A tool document's embedded schemas are each null or plainly valid (a non-mapping has none). */
  private embedsOnlyPlainSchemas(tool: unknown): boolean {
    return (
      !isRecord(tool) ||
      (this.plain?.fields ?? []).every((f) => {
        const v = Object.hasOwn(tool, f) ? tool[f] : null;
        return v === null || (isRecord(v) && isPlainSchema(v));
      })
    );
  }

  private run(kind: DefinitionKind, value: unknown): SchemaIssue[] {
    this.validatedCount++;
    const validator = this.pick(kind, value);
    let ok: boolean;
    try {
      ok = validator(value) as boolean;
    } catch (error) {
      // ajv recurses with the data; data it cannot walk (far too deep) is a finding, not a crash.
      if (error instanceof RangeError)
        return [{ pointer: '', at: 'key', message: 'the document is too deeply nested to validate' }];
      throw error;
    }
    if (ok) return NO_ISSUES;
    return cleanErrors(validator.errors ?? [], this.roots[kind], value);
  }
}

const ALTERNATIVES = new Set(['anyOf', 'oneOf']);
const DROPPED = new Set(['if', 'allOf', '$ref', '$dynamicRef', 'not', 'contains']);

/**
 * ajv with allErrors reports every failed branch. Keep what a person needs: for an anyOf whose
 * branches all failed on the value's type, one "must be A or B"; otherwise only the errors of the
 * branches the value's type selected. ajv lists a branch's errors just before the anyOf error, and
 * schema paths restart at every $ref, so branches are found by position and instance path.
 */
function cleanErrors(input: ErrorObject[], root: Record<string, unknown>, data: unknown): SchemaIssue[] {
  const errors = input.slice();
  const removed = new Set<number>();
  const within = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`);
  errors.forEach((alt, i) => {
    if (!ALTERNATIVES.has(alt.keyword)) return;
    const at = alt.instancePath;
    const branch: number[] = [];
    for (let j = i - 1; j >= 0; j--) {
      if (removed.has(j)) continue;
      if (!within((errors[j] as ErrorObject).instancePath, at)) break;
      branch.push(j);
    }
    const typeMisses = branch.filter((j) => errors[j]?.keyword === 'type' && errors[j]?.instancePath === at);
    for (const j of typeMisses) removed.add(j);
    if (typeMisses.length === branch.length && typeMisses.length > 0) {
      const types = new Set<string>();
      for (const j of typeMisses.reverse()) for (const t of typeList(errors[j]?.params.type)) types.add(t);
      errors[i] = { ...alt, keyword: 'type', params: { type: [...types] } };
    } else {
      removed.add(i);
    }
  });
  // A misspelt required key is one mistake: its "unknown key, did you mean" says it all, so the
  // "missing required key" of the key it meant goes.
  const meant = new Set<string>();
  errors.forEach((e, i) => {
    if (removed.has(i) || e.keyword !== 'additionalProperties') return;
    const props = (e.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
    const hint = closest(String(e.params.additionalProperty), Object.keys(props));
    if (hint) meant.add(`${e.instancePath}\u0000${hint}`);
  });
  const issues: SchemaIssue[] = [];
  const seen = new Set<string>();
  errors.forEach((e, i) => {
    if (removed.has(i) || DROPPED.has(e.keyword) || ALTERNATIVES.has(e.keyword)) return;
    if (e.keyword === 'required' && meant.has(`${e.instancePath}\u0000${String(e.params.missingProperty)}`))
      return;
    const issue = describe(e, root, data);
    const key = `${issue.pointer}\u0000${issue.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    issues.push(issue);
  });
  return issues;
}

function typeList(type: unknown): string[] {
  if (Array.isArray(type)) return type.map(String);
  return typeof type === 'string' ? type.split(',') : [];
}

function valueAt(data: unknown, pointer: string): unknown {
  let node = data;
  for (const segment of pointerSegments(pointer)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = Object.hasOwn(node, segment) ? (node as Record<string, unknown>)[segment] : undefined;
  }
  return node;
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function quote(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : (JSON.stringify(value) ?? String(value));
}

function field(pointer: string): string {
  const path = describePointer(pointer);
  return path === '' ? 'the document' : `'${path}'`;
}

/** "when source is 'mcp'" for errors under an if/then of the shipped schemas; '' otherwise. */
function condition(root: Record<string, unknown>, schemaPath: string): string {
  if (!schemaPath.startsWith('#/')) return '';
  const segments = pointerSegments(schemaPath.slice(1));
  for (let i = segments.length - 1; i >= 0; i--) {
    const branch = segments[i];
    if (branch !== 'then' && branch !== 'else') continue;
    let node: unknown = root;
    for (const s of segments.slice(0, i)) {
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[s] : undefined;
    }
    const cond = (node as { if?: { properties?: Record<string, { const?: unknown }> } } | undefined)?.if;
    const entry = cond?.properties
      ? Object.entries(cond.properties).find(([, v]) => v && 'const' in v)
      : undefined;
    if (!entry) return '';
    const [prop, { const: value }] = entry;
    return branch === 'then' ? ` when ${prop} is ${quote(value)}` : ` unless ${prop} is ${quote(value)}`;
  }
  return '';
}

const YAML11_BOOLEANS = new Set([
  'yes',
  'no',
  'on',
  'off',
  'y',
  'n',
  'Yes',
  'No',
  'On',
  'Off',
  'YES',
  'NO',
  'ON',
  'OFF',
]);

function describe(e: ErrorObject, root: Record<string, unknown>, data: unknown): SchemaIssue {
  const at = e.instancePath;
  const value = valueAt(data, at);
  const when = condition(root, e.schemaPath);
  switch (e.keyword) {
    case 'required': {
      const missing = String((e.params as { missingProperty: string }).missingProperty);
      return { pointer: at, at: 'key', message: `${field(at)} is missing required key '${missing}'${when}` };
    }
    case 'additionalProperties': {
      const extra = String((e.params as { additionalProperty: string }).additionalProperty);
      const props =
        (e.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
      const hint = closest(extra, Object.keys(props));
      const where = at === '' ? '' : ` in ${field(at)}`;
      return {
        pointer: `${at}/${escape(extra)}`,
        at: 'key',
        message: `unknown key '${extra}'${where}${hint ? `; did you mean '${hint}'?` : ''}`,
      };
    }
    case 'false schema':
      return { pointer: at, at: 'key', message: `${field(at)} is not allowed here${when}` };
    case 'type': {
      const expected = typeList(e.params.type).join(' or ');
      const hint =
        typeof value === 'string' && YAML11_BOOLEANS.has(value) && expected.includes('boolean')
          ? ` (YAML 1.2 reads ${value} as a string: write true or false)`
          : '';
      return {
        pointer: at,
        at: 'value',
        message: `${field(at)} must be ${expected}, not ${typeName(value)}${hint}`,
      };
    }
    case 'enum': {
      const allowed = ((e.params as { allowedValues: unknown[] }).allowedValues ?? []).map(quote);
      const hint =
        typeof value === 'string'
          ? closest(value, (e.params.allowedValues as unknown[]).map(String))
          : undefined;
      return {
        pointer: at,
        at: 'value',
        message: `${field(at)} must be one of ${allowed.join(', ')}, not ${quote(value)}${hint ? `; did you mean '${hint}'?` : ''}`,
      };
    }
    case 'const':
      return {
        pointer: at,
        at: 'value',
        message: `${field(at)} must be ${quote((e.params as { allowedValue: unknown }).allowedValue)}${when}`,
      };
    case 'minLength':
      return Number(e.params.limit) === 1
        ? { pointer: at, at: 'value', message: `${field(at)} must not be empty` }
        : {
            pointer: at,
            at: 'value',
            message: `${field(at)} must be at least ${String(e.params.limit)} characters`,
          };
    case 'minimum':
      return { pointer: at, at: 'value', message: `${field(at)} must be at least ${String(e.params.limit)}` };
    case 'pattern':
      return {
        pointer: at,
        at: 'value',
        message: `${field(at)} must match ${String(e.params.pattern)}, not ${quote(value)}`,
      };
    default:
      return { pointer: at, at: 'value', message: `${field(at)} ${e.message ?? `fails '${e.keyword}'`}` };
  }
}

function escape(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}
