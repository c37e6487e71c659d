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
      'explain.schema.json',
      'mcp-server.schema.json',
      'mcp-verify.schema.json',
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

  it('catches a schema that is not one', () => {
    const ajv = new Ajv2020({ strict: false });
    expect(ajv.validateSchema({ type: 'objekt' })).toBe(false);
  });
});
