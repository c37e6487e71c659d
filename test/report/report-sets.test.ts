// The JSON report of version 2 (SPEC §7): every skill with its set's size and digest, and the
// set's names only for the skills the diff names as changed (added, their own document, a tool
// they list), or for every skill with --sets.
import { describe, expect, it } from 'vitest';
import { formatJson } from '../../src/report/json.js';
import { reportFor } from './gfm.js';

const TOOLS = {
  'tools/a.yaml': 'name: x/a\ndescription: A.\nsource: builtin\n',
  'tools/b.yaml': 'name: x/b\ndescription: B.\nsource: builtin\n',
};

interface Written {
  skills: { name: string; size: number | null; digest: string | null; tools?: string[] }[];
}

const written = (base: Record<string, string>, head: Record<string, string>): Written =>
  JSON.parse(formatJson(reportFor(base, head))) as Written;
const skill = (r: Written, name: string) => r.skills.find((s) => s.name === name)!;

describe('report version 2: sets by size and digest', () => {
  const tree = {
    ...TOOLS,
    'skills/one.yaml': 'name: x/one\ntools: [x/a, x/b]\n',
    'skills/two.yaml': 'name: x/two\ntools: [x/b, x/a]\n',
    'skills/top.yaml': 'name: x/top\nincludes: [x/one]\n',
    'skills/other.yaml': 'name: x/other\ntools: [x/a]\n',
  };

  it('the same entries give the same digest, whatever their order or the includes that bring them', () => {
    const r = written(tree, tree);
    expect(skill(r, 'x/one').digest).toMatch(/^[0-9a-f]{64}$/);
    expect(skill(r, 'x/two').digest).toBe(skill(r, 'x/one').digest);
    expect(skill(r, 'x/top').digest).toBe(skill(r, 'x/one').digest);
    expect(skill(r, 'x/other').digest).not.toBe(skill(r, 'x/one').digest);
    expect(r.skills.map((s) => [s.name, s.size])).toEqual([
      ['x/one', 2],
      ['x/other', 1],
      ['x/top', 2],
      ['x/two', 2],
    ]);
  });

  it('a changed definition changes the digest, though the names stay', () => {
    const head = { ...tree, 'tools/a.yaml': 'name: x/a\ndescription: A, changed.\nsource: builtin\n' };
    const [before, after] = [written(tree, tree), written(tree, head)];
    expect(skill(after, 'x/one').size).toBe(2);
    expect(skill(after, 'x/one').digest).not.toBe(skill(before, 'x/one').digest);
  });

  it('lists the names only of the skills the diff names as changed, not of those the change reaches', () => {
    const head = { ...tree, 'skills/one.yaml': 'name: x/one\ntools: [x/a]\n' };
    const r = written(tree, head);
    expect(r.skills.map((s) => [s.name, s.tools])).toEqual([
      ['x/one', ['x/a']],
      ['x/other', undefined],
      ['x/top', undefined],
      ['x/two', undefined],
    ]);
  });

  it('a skill that cannot be flattened has no size or digest', () => {
    const cycle = { ...TOOLS, 'skills/c.yaml': 'name: x/c\nincludes: [x/c]\n' };
    expect(written(cycle, cycle).skills).toEqual([
      { name: 'x/c', file: 'skills/c.yaml', flattened: false, size: null, digest: null },
    ]);
  });
});
