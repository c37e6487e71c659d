// ajv checks `uniqueItems` by comparing every pair of items unless their type is known to be a
// scalar. The meta-schema's `type` list is such a list: an embedded input_schema whose `type` listed
// 60,000 names took 33 s to check (half a megabyte; 1 MB would take minutes).
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/run.js';
import { cpuSeconds, messages, repo } from './helpers.js';

const tool = (types: string[]): string =>
  `name: x/t\ndescription: A tool.\nsource: builtin\ninput_schema:\n  type: object\n  properties:\n    a:\n      type: [${types.join(', ')}]\n`;

describe('uniqueItems over long lists', () => {
  it('an embedded schema whose type lists 60,000 names is checked in linear time', () => {
    const root = repo({ 'tools/t.yaml': tool(Array.from({ length: 60_000 }, (_, i) => `t${i}`)) });
    const [result, seconds] = cpuSeconds(() => runCheck({ root }));
    expect(seconds).toBeLessThan(10);
    expect(messages(result, 'schema').filter((m) => /type\[\d+\]' must be one of/.test(m)).length).toBe(
      60_000,
    );
  });

  it('a repeated item is still reported, at the list, naming both items', () => {
    const root = repo({ 'tools/t.yaml': tool(['string', "'null'", 'string']) });
    expect(messages(runCheck({ root }), 'schema')).toContain(
      "'input_schema.properties.a.type' must NOT have duplicate items (items ## 0 and 2 are identical)",
    );
  });

  it('in a replacement schema too, with items of any type, as ajv compares them', () => {
    const items = [...Array.from({ length: 40_000 }, (_, i) => `{k: ${i}, l: [${i}]}`), '{l: [7], k: 7}'];
    const root = repo({
      '.agents-config-check.yml': 'schemas: schemas\n',
      'schemas/tool.schema.json': JSON.stringify({
        type: 'object',
        properties: { tags: { uniqueItems: true } },
      }),
      'tools/t.yaml': `name: x/t\ndescription: A tool.\nsource: builtin\ntags: [${items.join(', ')}, .nan, null, 1.0]\n`,
    });
    const [result, seconds] = cpuSeconds(() => runCheck({ root }));
    expect(seconds).toBeLessThan(8);
    expect(messages(result, 'schema')).toEqual([
      "'tags' must NOT have duplicate items (items ## 7 and 40000 are identical)",
    ]);
  });
});
