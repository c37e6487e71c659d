// The definition and configuration schemas are also read by editors: they must load offline
// (nothing referenced over the network), carry absolute ids, and explain every field they accept.
// The meta-schema check of embedded schemas, left out of the files for that, stays in the checker.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMA_BASE, SHIPPED_SCHEMAS } from '../../src/core/schema/shipped.js';
import { SchemaValidator } from '../../src/core/schema/validator.js';

const SCHEMAS = join(import.meta.dirname, '..', '..', 'schemas');
const FILES = ['tool', 'skill', 'actor', 'config'].map((kind) => `${kind}.schema.json`);
const read = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(SCHEMAS, file), 'utf8')) as Record<string, unknown>;

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Every subschema with its path, walked through the keywords that hold schemas. */
function subschemas(node: unknown, path: string, out: [string, Node][] = []): [string, Node][] {
  if (!isNode(node)) return out;
  out.push([path, node]);
  for (const key of ['properties', '$defs']) {
    if (isNode(node[key]))
      for (const [k, v] of Object.entries(node[key])) subschemas(v, `${path}/${key}/${k}`, out);
  }
  for (const key of ['items', 'additionalProperties', 'if', 'then', 'else'])
    subschemas(node[key], `${path}/${key}`, out);
  for (const key of ['anyOf', 'allOf', 'oneOf']) {
    if (Array.isArray(node[key])) node[key].forEach((v, i) => subschemas(v, `${path}/${key}/${i}`, out));
  }
  return out;
}

/** A field's schema as an editor shows it: its own annotations, or those of the local definition it refers to. */
function annotated(root: Node, node: Node): Node {
  if (typeof node.description === 'string' || typeof node.$ref !== 'string') return node;
  const local = /^#\/\$defs\/(\w+)$/.exec(node.$ref);
  const defs = root.$defs as Record<string, Node> | undefined;
  return local && defs?.[local[1] as string] ? (defs[local[1] as string] as Node) : node;
}

describe.each(FILES)('%s for editors', (file) => {
  const schema = read(file);
  const all = subschemas(schema, '#');

  it('has a stable absolute id under the project home', () => {
    expect(schema.$id).toBe(`${SCHEMA_BASE}${file}`);
  });

  it('refers to nothing over the network', () => {
    const refs = all.flatMap(([, n]) => (typeof n.$ref === 'string' ? [n.$ref] : []));
    for (const ref of refs) expect(ref).not.toMatch(/^[a-z][a-z0-9+.-]*:/i);
  });

  it('describes every field, in plain text and in Markdown', () => {
    const fields = all.filter(
      ([path]) => /\/properties\/[^/]+$/.test(path) && !/\/(if|then|else)\//.test(path),
    );
    expect(fields.length).toBeGreaterThan(2);
    for (const [path, node] of fields) {
      const shown = annotated(schema, node);
      expect(typeof shown.description, path).toBe('string');
      expect(typeof shown.markdownDescription, path).toBe('string');
      expect(shown.description, path).not.toMatch(/`|seeds\/|src\/|ADR-|tool_model/);
    }
  });

  it('explains every value of every enum', () => {
    for (const [path, node] of all) {
      if (!Array.isArray(node.enum)) continue;
      expect(node.enumDescriptions, path).toHaveLength(node.enum.length);
      expect(node.markdownEnumDescriptions, path).toHaveLength(node.enum.length);
    }
  });

  it('gives defaults of the type the field takes', () => {
    for (const [path, node] of all) {
      if (!('default' in node) || node.type === undefined) continue;
      const types = ([] as unknown[]).concat(node.type);
      const value = node.default;
      const type =
        value === null
          ? 'null'
          : Array.isArray(value)
            ? 'array'
            : Number.isInteger(value)
              ? 'integer'
              : typeof value;
      expect(types.includes(type) || (type === 'integer' && types.includes('number')), path).toBe(true);
    }
  });
});

describe('the checker keeps the meta-schema check the files leave to it', () => {
  it('the shipped tool schema asks editors only for a mapping', () => {
    const defs = read('tool.schema.json').$defs as Record<string, Node>;
    expect(defs.embeddedSchema?.anyOf).toEqual([{ type: 'null' }, { type: 'object' }]);
  });

  it.each([
    [{ type: 'strng' }, "'input_schema.type' must be one of"],
    [{ properties: 3 }, "'input_schema.properties' must be object, not integer"],
    [{ required: ['a', 'a'] }, "'input_schema.required' must NOT have duplicate items"],
  ])('an embedded schema %j is still a finding', (input_schema, message) => {
    for (const shortcut of [true, false]) {
      const validator = new SchemaValidator(SHIPPED_SCHEMAS, { cache: false, shortcut });
      const issues = validator.validate('tool', {
        name: 'x/t',
        description: 'd',
        source: 'builtin',
        input_schema,
      });
      expect(issues.map((i) => i.message).join('\n')).toContain(message);
    }
  });
});
