// Schema keywords holding what the schema rule refuses, compared by the diff: found by fuzzing the
// built CLI on the examples. `required: ["path": "x"]` is a list holding a mapping (JSON is YAML,
// and a flow list may hold single pairs), whose loader object has no prototype: naming it with
// String() threw, and the diff ended with exit 3.
import { describe, expect, it } from 'vitest';
import { diffTrees } from '../../src/core/diff/diff-trees.js';
import { Project } from '../../src/core/project/project.js';
import { memoryInput } from '../helpers.js';
import { pipeline } from './fuzz.js';

const tool = (required: string): string =>
  `name: x/t\ndescription: T.\nsource: builtin\ninput_schema:\n  type: object\n  properties: {path: {type: string}}\n  required: ${required}\n`;
const side = (required: string): Record<string, string> => ({
  'tools/t.yaml': tool(required),
  'skills/s.yaml': 'name: x/s\ntools: [x/t]\n',
});

describe('a required list holding what is not a name', () => {
  it.each(['["path": "x"]', '[{a: 1}]', '[[path]]', '[1, null]'])(
    '%s: compared, reported, no crash',
    (required) => {
      pipeline(side('[path]'), side(required));
      pipeline(side(required), side('[path]'));
    },
  );

  it('names a mapping it adds as JSON', () => {
    const base = new Project(memoryInput(side('[path]')));
    const head = new Project(memoryInput(side('[path, {a: 1}]')));
    const { diff } = diffTrees(base, head, { label: 'base' });
    expect(JSON.stringify(diff)).toContain(`adds required property '{\\"a\\":1}'`);
  });
});

// A nested property's breaking changes were added to its parent's with push(...changes), one
// argument a change: a head adding 130,000 required names to a nested object (0.8 MB) overflowed
// the stack, and the diff ended with exit 3 in every format.
describe('a nested object that gains 130,000 required names', () => {
  it('is compared: every name listed as a breaking change', () => {
    const names = Array.from({ length: 130_000 }, (_, i) => `p${i.toString(36)}`);
    const nested = (required: string): Record<string, string> => ({
      'tools/t.yaml': `name: x/t\ndescription: T.\nsource: builtin\ninput_schema:\n  type: object\n  properties:\n    a: {type: object${required}}\n`,
      'skills/s.yaml': 'name: x/s\ntools: [x/t]\n',
    });
    const base = new Project(memoryInput(nested('')));
    const head = new Project(memoryInput(nested(`, required: [${names.join(', ')}]`)));
    const { diff } = diffTrees(base, head, { label: 'base' });
    const breaking = diff.tools.changed[0]?.breaking ?? [];
    expect(breaking).toHaveLength(130_000);
    expect(breaking[0]).toBe("adds required property 'a.p0'");
  });
});
