// The shipped schemas are compiled without ajv checking them against the meta-schema first (that
// would compile the whole draft 2020-12 meta-schema on every start): this is where they are checked.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';

const SCHEMAS = join(import.meta.dirname, '..', '..', 'schemas');

describe('shipped schemas', () => {
  const files = readdirSync(SCHEMAS).filter((f) => f.endsWith('.schema.json'));

  it('are all here', () => {
    expect(files.sort()).toEqual([
      'actor.schema.json',
      'config.schema.json',
      'report.schema.json',
      'skill.schema.json',
      'tool.schema.json',
    ]);
  });

  it.each(files)('%s is a valid draft 2020-12 schema', (file) => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const schema = JSON.parse(readFileSync(join(SCHEMAS, file), 'utf8')) as Record<string, unknown>;
    const valid = ajv.validateSchema(schema);
    expect(ajv.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('limit lengths only to "not empty" (the validator counts UTF-16 units for them)', () => {
    const limits: unknown[] = [];
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v !== null && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) {
          if (k === 'minLength' || k === 'maxLength') limits.push({ [k]: x });
          else walk(x);
        }
    };
    for (const kind of ['tool', 'skill', 'actor'])
      walk(JSON.parse(readFileSync(join(SCHEMAS, `${kind}.schema.json`), 'utf8')));
    expect(limits.length).toBeGreaterThan(0);
    expect(new Set(limits.map((l) => JSON.stringify(l)))).toEqual(new Set(['{"minLength":1}']));
  });

  it('catches a schema that is not one', () => {
    const ajv = new Ajv2020({ strict: false });
    expect(ajv.validateSchema({ type: 'objekt' })).toBe(false);
  });
});
