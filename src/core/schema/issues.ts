// ajv's errors translated into one clean finding each, anchored at the exact key or value it
// concerns.
import type { ErrorObject } from 'ajv/dist/2020.js';
import { closest, didYouMean } from '../model/names.js';
import { describePointer, pointerSegments, valueAtPointer } from '../text/pointer.js';

/** A schema violation: where it is (a JSON pointer, and whether the key or the value) and what. */
export interface SchemaIssue {
  pointer: string;
  at: 'key' | 'value';
  message: string;
}

const ALTERNATIVES = new Set(['anyOf', 'oneOf']);
const DROPPED = new Set(['if', 'allOf', '$ref', '$dynamicRef', 'not', 'contains']);

/**
 * ajv with allErrors reports every failed branch. Keep what a person needs: for an anyOf whose
 * branches all failed on the value's type, one "must be A or B"; otherwise only the errors of the
 * branches the value's type selected. ajv lists a branch's errors just before the anyOf error, and
 * schema paths restart at every $ref, so branches are found by position and instance path.
 */
export function cleanErrors(
  input: ErrorObject[],
  root: Record<string, unknown>,
  data: unknown,
): SchemaIssue[] {
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
  const when = condition(root, e.schemaPath);
  switch (e.keyword) {
    case 'required': {
      const missing = String((e.params as { missingProperty: string }).missingProperty);
      return { pointer: at, at: 'key', message: `${field(at)} is missing required key '${missing}'${when}` };
    }
    case 'additionalProperties':
      return unknownKey(e, at);
    case 'false schema':
      return { pointer: at, at: 'key', message: `${field(at)} is not allowed here${when}` };
    default:
      return {
        pointer: at,
        at: 'value',
        message: valueMessage(e, field(at), valueAtPointer(data, at), when),
      };
  }
}

/** An additionalProperties error, anchored at the unknown key itself. */
function unknownKey(e: ErrorObject, at: string): SchemaIssue {
  const extra = String((e.params as { additionalProperty: string }).additionalProperty);
  const props = (e.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  const hint = closest(extra, Object.keys(props));
  const where = at === '' ? '' : ` in ${field(at)}`;
  return {
    pointer: `${at}/${escape(extra)}`,
    at: 'key',
    message: `unknown key '${extra}'${where}${didYouMean(hint)}`,
  };
}

/** The message of an error about a value (`name` is its field, `value` the value itself). */
function valueMessage(e: ErrorObject, name: string, value: unknown, when: string): string {
  switch (e.keyword) {
    case 'type': {
      const expected = typeList(e.params.type).join(' or ');
      const hint =
        typeof value === 'string' && YAML11_BOOLEANS.has(value) && expected.includes('boolean')
          ? ` (YAML 1.2 reads ${value} as a string: write true or false)`
          : '';
      return `${name} must be ${expected}, not ${typeName(value)}${hint}`;
    }
    case 'enum': {
      const allowed = ((e.params as { allowedValues: unknown[] }).allowedValues ?? []).map(quote);
      const hint =
        typeof value === 'string'
          ? closest(value, (e.params.allowedValues as unknown[]).map(String))
          : undefined;
      return `${name} must be one of ${allowed.join(', ')}, not ${quote(value)}${didYouMean(hint)}`;
    }
    case 'const':
      return `${name} must be ${quote((e.params as { allowedValue: unknown }).allowedValue)}${when}`;
    case 'minLength':
      return Number(e.params.limit) === 1
        ? `${name} must not be empty`
        : `${name} must be at least ${String(e.params.limit)} characters`;
    case 'minimum':
      return `${name} must be at least ${String(e.params.limit)}`;
    case 'pattern':
      return `${name} must match ${String(e.params.pattern)}, not ${quote(value)}`;
    default:
      return `${name} ${e.message ?? `fails '${e.keyword}'`}`;
  }
}

function escape(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}
