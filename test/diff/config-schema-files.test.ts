// The replacement schemas as a gate setting (SPEC §6, §8). A head that changed `schemas:` was an
// escalation at that key, but one that kept `schemas: my-schemas` and edited
// `my-schemas/tool.schema.json` (to `{}`, which accepts anything) was checked by its own schema
// and passed: every schema finding hidden, no approval asked. The files are now compared with the
// base's, read from the base (its folder, or its commit), as parsed JSON: a file added, removed
// or changed is a weakening at `schemas`; one merely reformatted is none.
import { describe, expect, it } from 'vitest';
import type { TreeContent } from '../git-helpers.js';
import { diffFromBothBases, escalationsOfAgentsRoot, expectEscalationsFromBothBases } from './both-bases.js';

const APPROVE = "; approve with the 'allow-escalation' label or --allow-escalations";
const STRICT = JSON.stringify(
  { type: 'object', required: ['name', 'description'], properties: { description: { minLength: 5 } } },
  null,
  2,
);
/** The same schema on one line, its keys in another order. */
const REFORMATTED =
  '{"properties":{"description":{"minLength":5}},"required":["name","description"],"type":"object"}';
const TOOLS = { 'tools/read.yaml': 'name: x/read\ndescription: Reads files.\nsource: builtin\n' };
const CONFIG = { '.agents-config-check.yml': 'schemas: my-schemas\n' };
const at = (file: string, grant: string): string =>
  `${file}: the configuration ${grant} for its own change, which can hide schema findings`;

describe('replacement schema files, against both bases', () => {
  it.each<[string, Record<string, TreeContent>, Record<string, TreeContent>, string[]]>([
    [
      'a file emptied to {}',
      { 'my-schemas/tool.schema.json': STRICT },
      { 'my-schemas/tool.schema.json': '{}\n' },
      [at('.agents-config-check.yml:1:10', "changes replacement schema 'my-schemas/tool.schema.json'")],
    ],
    [
      'a file added beside one the base has',
      { 'my-schemas/tool.schema.json': STRICT },
      { 'my-schemas/tool.schema.json': STRICT, 'my-schemas/skill.schema.json': '{}' },
      [at('.agents-config-check.yml:1:10', "adds replacement schema 'my-schemas/skill.schema.json'")],
    ],
    [
      'a file removed (the shipped one reads its kind again)',
      { 'my-schemas/tool.schema.json': STRICT, 'my-schemas/skill.schema.json': '{}' },
      { 'my-schemas/skill.schema.json': '{}' },
      [at('.agents-config-check.yml:1:10', "removes replacement schema 'my-schemas/tool.schema.json'")],
    ],
    [
      'the same schema, reformatted with its keys in another order',
      { 'my-schemas/tool.schema.json': STRICT },
      { 'my-schemas/tool.schema.json': REFORMATTED },
      [],
    ],
    // JSON.parse reads 1e999 as Infinity, which JSON.stringify writes as null: the two compared equal.
    [
      'a number too large for a double (1e999) changed to null',
      { 'my-schemas/tool.schema.json': '{"properties": {"timeout": {"default": 1e999}}}' },
      { 'my-schemas/tool.schema.json': '{"properties": {"timeout": {"default": null}}}' },
      [at('.agents-config-check.yml:1:10', "changes replacement schema 'my-schemas/tool.schema.json'")],
    ],
    [
      'null changed to -1e999',
      { 'my-schemas/tool.schema.json': '{"properties": {"timeout": {"default": null}}}' },
      { 'my-schemas/tool.schema.json': '{"properties": {"timeout": {"default": -1e999}}}' },
      [at('.agents-config-check.yml:1:10', "changes replacement schema 'my-schemas/tool.schema.json'")],
    ],
    [
      '1e999 written as 2E+999: the one number the checker reads from both',
      { 'my-schemas/tool.schema.json': '{"properties": {"timeout": {"default": 1e999}}}' },
      { 'my-schemas/tool.schema.json': '{"properties":{"timeout":{"default":2E+999}}}' },
      [],
    ],
    [
      "a base file that is a link (never read): the base's schema is unknown",
      { 'my-schemas/tool.schema.json': { link: 'strict.json' }, 'my-schemas/strict.json': STRICT },
      { 'my-schemas/tool.schema.json': STRICT },
      [at('.agents-config-check.yml:1:10', "changes replacement schema 'my-schemas/tool.schema.json'")],
    ],
  ])('%s', (_name, base, head, expected) => {
    expectEscalationsFromBothBases({ ...CONFIG, ...TOOLS, ...base }, { ...CONFIG, ...TOOLS, ...head }, expected);
  });

  it('the key dropped: the shipped schemas read the head, every replacement file is removed', () => {
    const base = { ...CONFIG, ...TOOLS, 'my-schemas/tool.schema.json': STRICT };
    const head = { '.agents-config-check.yml': 'rules: {}\n', ...TOOLS, 'my-schemas/tool.schema.json': STRICT };
    expectEscalationsFromBothBases(base, head, [
      at('.agents-config-check.yml:1:1', "removes replacement schema 'my-schemas/tool.schema.json'"),
    ]);
  });

  it('a new tool the base schema refuses, under an emptied head schema, fails the gate', () => {
    const owned = JSON.stringify({ required: ['owner'], properties: { owner: { type: 'string' } } });
    const read = { 'tools/read.yaml': 'name: x/read\ndescription: Reads.\nowner: platform\nsource: builtin\n' };
    const run = diffFromBothBases(
      { ...CONFIG, ...read, 'my-schemas/tool.schema.json': owned },
      {
        ...CONFIG,
        ...read,
        'my-schemas/tool.schema.json': '{}',
        'tools/push.yaml': 'name: x/push\ndescription: Pushes.\nsource: builtin\n',
      },
    );
    expect(run.failed).toBe(true);
    expect(run.failedWhenApproved).toBe(false);
  });
});

describe('replacement schema files of a configuration above the root, against a git base', () => {
  const escalations = escalationsOfAgentsRoot;
  const side = (schema: string): Record<string, string> => ({
    '.agents-config-check.yml': 'schemas: policy\n',
    'policy/tool.schema.json': schema,
    'agents/tools/read.yaml': TOOLS['tools/read.yaml'],
  });

  it('unchanged: read from the base commit above the root, nothing weakened', () => {
    expect(escalations(side(STRICT), side(REFORMATTED))).toEqual([]);
  });

  it('emptied: a weakening at the key of the file above the root', () => {
    expect(escalations(side(STRICT), side('{}'))).toEqual([
      `${at('../.agents-config-check.yml:1:10', "changes replacement schema 'policy/tool.schema.json'")}${APPROVE}`,
    ]);
  });
});
