// JSON Schema validation of definitions with ajv (draft 2020-12): the validator a run uses, with
// the shipped schemas' validators compiled ahead of time and the meta-schema shortcut.
import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';
import lazyPackages from '../packages/lazy-packages.cjs';
import precompiled from '../../../generated/precompiled-validators.cjs';
import { DEFINITION_KINDS, isRecord, type DefinitionKind } from '../model/model.js';
import { cleanErrors, type SchemaIssue } from './issues.js';
import { embedsOnlyPlainSchemas } from './meta-shortcut.js';
import { linearRegExp } from './linear-regexp.js';
import { uniqueItemsKeyword } from './unique-items.js';
import { AJV_OPTIONS, planFingerprint, schemaPlan, type SchemaPlan } from './plan.js';
import { SHIPPED_SCHEMAS, type SchemaSet } from './shipped.js';

export class SchemaError extends Error {}

/** Most documents are valid: they share one empty list (every document's result is kept). */
const NO_ISSUES: SchemaIssue[] = Object.freeze([]) as unknown as SchemaIssue[];

const ANONYMOUS_TOOLS = 'anonymous_tools';

export class SchemaValidator {
  private ajvInstance: Ajv2020 | undefined;
  private readonly plan: SchemaPlan;
  private readonly validators: Partial<Record<DefinitionKind, ValidateFunction>> = {};
  private readonly roots: Record<DefinitionKind, Record<string, unknown>>;
  /**
   * The tool schema without the meta-schema walk of its embedded schemas (`fields`), and the skill
   * schema with anonymous tools checked by that one; both only where they cannot differ.
   */
  private readonly plain:
    { tool: ValidateFunction; skill: ValidateFunction | undefined; fields: string[] } | undefined;

  private readonly useCache: boolean;

  constructor(schemas: SchemaSet, options: { cache?: boolean; shortcut?: boolean } = {}) {
    this.useCache = options.cache !== false;
    const shipped = (kind: DefinitionKind): boolean => schemas[kind] === SHIPPED_SCHEMAS[kind];
    this.roots = { ...schemas };
    const plan = schemaPlan(schemas, options.shortcut !== false);
    this.plan = plan;
    try {
      for (const kind of DEFINITION_KINDS) {
        if (!shipped(kind) && !this.ajv.validateSchema(schemas[kind]))
          throw new Error(this.ajv.errorsText(this.ajv.errors, { dataVar: `${kind} schema` }));
      }
      // The shipped schemas' validators were compiled ahead of time (scripts/build.mjs).
      const ahead = plan.plain && precompiled.fingerprint === planFingerprint(plan) ? precompiled : undefined;
      if (ahead) {
        this.validators.actor = ahead.actor;
        this.validators['mcp-server'] = ahead['mcp-server'];
      }
      if (plan.plain) {
        this.plain = {
          tool: ahead?.tool ?? this.ajv.compile(plan.plain.tool),
          skill: ahead?.skill ?? (plan.plain.skill ? this.ajv.compile(plan.plain.skill) : undefined),
          fields: plan.plain.fields,
        };
      }
      // A replacement schema must fail here, at start, not on the first document. The shipped
      // ones compile when a document first needs them (the meta-schema walk, perhaps never).
      for (const kind of DEFINITION_KINDS) if (!shipped(kind)) this.validator(kind);
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
      // Patterns of a replacement schema are the repository's: matched in linear time.
      this.ajvInstance = new Ajv({ ...AJV_OPTIONS, code: { regExp: linearRegExp } });
      // ajv's own compares every pair of items of a list of unknown type (the meta-schema's `type`).
      this.ajvInstance.removeKeyword('uniqueItems').addKeyword(uniqueItemsKeyword);
      for (const kind of DEFINITION_KINDS) this.ajvInstance.addSchema(this.plan.roots[kind]);
    }
    return this.ajvInstance;
  }

  private validator(kind: DefinitionKind): ValidateFunction {
    return (this.validators[kind] ??= this.ajv.getSchema(this.plan.roots[kind].$id) as ValidateFunction);
  }

  /** Results per parsed value: a file identical on base and head is parsed once, so validated once. */
  private readonly cache = new WeakMap<object, { kind: DefinitionKind; issues: SchemaIssue[] }>();

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

  private embedsOnlyPlainSchemas(tool: unknown): boolean {
    return embedsOnlyPlainSchemas(tool, this.plain?.fields ?? []);
  }

  private run(kind: DefinitionKind, value: unknown): SchemaIssue[] {
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
