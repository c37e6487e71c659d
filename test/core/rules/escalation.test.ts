// escalation needs a base: each case is a base and a head tree in memory.
import { describe, expect, it } from 'vitest';
import { runRules } from '../../../src/core/check/check.js';
import { diffTrees } from '../../../src/core/diff/diff-trees.js';
import { Project } from '../../../src/core/project/project.js';
import { memoryInput, settings, validator, type Files } from '../../helpers.js';

function escalations(
  base: Files,
  head: Files,
  approved = false,
): { file: string; line: number; column: number; severity: string; message: string }[] {
  const headProject = new Project(memoryInput(head));
  const comparison = diffTrees(new Project(memoryInput(base)), headProject, { label: 'base' });
  return runRules(
    headProject,
    { ...settings(), changes: comparison.changes, escalationsApproved: approved },
    validator,
  )
    .filter((d) => d.rule === 'escalation')
    .map(({ file, line, column, severity, message }) => ({ file, line, column, severity, message }));
}

const tool = (cap: string): string => `name: x/t\ndescription: d\nsource: builtin\ncapability:\n${cap}`;
const skills = 'name: x/leaf\ntools: [x/t]\n---\nname: x/top\nincludes: [x/leaf]\n';

describe('escalation', () => {
  it('nothing without a change of power', () => {
    const files = { 'tools/t.yaml': tool('  writes: true\n'), 'skills/s.yaml': skills };
    expect(escalations(files, files)).toEqual([]);
  });

  it('a tool that now writes: one finding at the changed key, naming every skill it reaches', () => {
    const found = escalations(
      { 'tools/t.yaml': tool('  writes: false\n'), 'skills/s.yaml': skills },
      { 'tools/t.yaml': tool('  writes: true\n'), 'skills/s.yaml': skills },
    );
    expect(found).toEqual([
      {
        file: 'tools/t.yaml',
        line: 5,
        column: 11,
        severity: 'error',
        message:
          "'x/t' now writes (in 2 skills: 'x/leaf', 'x/top'); approve with the 'allow-escalation' label or --allow-escalations",
      },
    ]);
  });

  it('an approval dropped by removing an include override, at the include entry', () => {
    const tools = { 'tools/t.yaml': tool('  writes: true\n') };
    const found = escalations(
      {
        ...tools,
        'skills/s.yaml':
          'name: x/leaf\ntools: [x/t]\n---\nname: x/top\nincludes:\n  - skill: x/leaf\n    overrides:\n      x/t: {capability: {human_approval_required: true}}\n',
      },
      {
        ...tools,
        'skills/s.yaml': 'name: x/leaf\ntools: [x/t]\n---\nname: x/top\nincludes:\n  - skill: x/leaf\n',
      },
    );
    expect(found.map((f) => [f.file, f.line, f.column])).toEqual([['skills/s.yaml', 6, 12]]);
    expect(found[0]!.message).toMatch(/'x\/t' in 'x\/top' no longer requires human approval/);
  });

  // An alias writes no text of its own: the walk to the new value passes through it into the
  // anchor's text, another entry's. Where the alias is what the head changed, it is the cause.
  const anonymous = (second: string[]): string =>
    [
      'name: x/s',
      'anonymous_tools:',
      '  - name: x/a1',
      '    description: One.',
      '    source: builtin',
      '    capability: &c',
      '      writes: true',
      '  - name: x/a2',
      '    description: Two.',
      '    source: builtin',
      ...second,
      '',
    ].join('\n');

  it("an alias the head adds to an anchor the base wrote: at the alias, not at the other entry's text", () => {
    const found = escalations(
      { 'skills/s.yaml': anonymous(['    capability:', '      read_only: true']) },
      { 'skills/s.yaml': anonymous(['    capability: *c']) },
    );
    expect(found.map((f) => [f.file, f.line, f.column])).toEqual([['skills/s.yaml', 11, 17]]);
    expect(found[0]!.message).toMatch(/^'x\/a2' in 'x\/s' is no longer read_only and now writes/);
  });

  it("a tool's capability made an alias of a mapping the base wrote elsewhere: at the alias", () => {
    const t = (capability: string): string =>
      `name: x/t\ndescription: d\nsource: builtin\ninput_schema: {type: object, x-c: &w {writes: true}}\ncapability: ${capability}\n`;
    const found = escalations(
      { 'tools/t.yaml': t('{writes: false}'), 'skills/s.yaml': skills },
      { 'tools/t.yaml': t('*w'), 'skills/s.yaml': skills },
    );
    expect(found.map((f) => [f.file, f.line, f.column])).toEqual([['tools/t.yaml', 5, 13]]);
  });

  it('an alias to an anchor the head writes too: at the new value in the anchor', () => {
    const t = (schema: string, capability: string): string =>
      `name: x/t\ndescription: d\nsource: builtin\ninput_schema: {type: object${schema}}\ncapability: ${capability}\n`;
    const found = escalations(
      { 'tools/t.yaml': t('', '{writes: false}'), 'skills/s.yaml': skills },
      { 'tools/t.yaml': t(', x-c: &w {writes: true}', '*w'), 'skills/s.yaml': skills },
    );
    expect(found.map((f) => [f.file, f.line, f.column])).toEqual([['tools/t.yaml', 4, 47]]);
  });

  it("an anchor's text changed, read through the aliases the base had: at the anchor's changed key", () => {
    const base = anonymous(['    capability: *c']).replace('writes: true', 'writes: false');
    const found = escalations(
      { 'skills/s.yaml': base },
      { 'skills/s.yaml': anonymous(['    capability: *c']) },
    );
    expect(found.map((f) => [f.file, f.line, f.column, f.message.slice(0, 14)])).toEqual([
      ['skills/s.yaml', 7, 15, "'x/a1' in 'x/s"],
      ['skills/s.yaml', 7, 15, "'x/a2' in 'x/s"],
    ]);
  });

  it("a pattern a SKILL.md's allowed-tools list gains: at that item, not at the list's first, as on the base", () => {
    const skillMd = (items: string[]): string =>
      ['---', 'name: r', 'description: d', 'allowed-tools:', ...items.map((i) => `  - ${i}`), '---', ''].join(
        '\r\n',
      );
    const skill = { 'skills/s.yaml': 'name: x/s\nagent_skills: [agent-skills/r]\n' };
    const found = escalations(
      { ...skill, 'agent-skills/r/SKILL.md': skillMd(['Read', 'Grep']) },
      { ...skill, 'agent-skills/r/SKILL.md': skillMd(['Read', 'Grep', '"Bash(😀:*)"']) },
    );
    expect(found.map((f) => [f.file, f.line, f.column])).toEqual([['agent-skills/r/SKILL.md', 7, 5]]);
    expect(found[0]!.message).toMatch(/^'agent-skill:r' is no longer read_only, now writes/);
  });

  it("a pinned server's tool a skill newly lists, whose inventory only retitled it: at the listing", () => {
    const inventory = (title: string): string =>
      `server: gh\ntools:\n  - name: a\n    inputSchema: {type: object}\n    annotations: {readOnlyHint: true}\n  - name: b\n    title: ${title}\n    inputSchema: {type: object}\n    annotations: {readOnlyHint: false}\n`;
    const skill = (tools: string): string => `name: x/s\nmcp_servers:\n  - name: gh\n    tools:\n${tools}`;
    const found = escalations(
      { 'mcp-servers/gh.yaml': inventory('B'), 'skills/s.yaml': skill('      - a\n') },
      { 'mcp-servers/gh.yaml': inventory('Bee'), 'skills/s.yaml': skill('      - a\n      - b\n') },
    );
    expect(found.map((f) => [f.file, f.line, f.column])).toEqual([['skills/s.yaml', 6, 9]]);
    expect(found[0]!.message).toMatch(/^'x\/s' gains 'mcp:gh\/b', which writes/);
  });

  it("an actor's allow list that gains a skill: at the pattern that lets it in, not the list's first line", () => {
    const files = (allow: string[]): Files => ({
      'tools/w.yaml': 'name: x/w\ndescription: d\nsource: builtin\ncapability: {writes: true}\n',
      'skills/s.yaml': 'name: x/s\n---\nname: x/v\ntools: [x/w]\n',
      'actors/b.yaml': `name: ops/b\nskills: [x/s, x/v]\nskill_access_policy:\n  allow:\n${allow.map((a) => `    - ${a}\n`).join('')}`,
    });
    const found = escalations(files(['x/s']), files(['x/s', '"x/\\u0076"']));
    expect(found.map((f) => [f.file, f.line, f.column])).toEqual([['actors/b.yaml', 6, 7]]);
    expect(found[0]!.message).toMatch(
      /^actor 'ops\/b' gains 'x\/w', which writes, through 'x\/v' \(now matched by the allow list\)/,
    );
  });

  it("an actor's deny list that drops a skill: at its deny key, not at a pattern it still denies", () => {
    const files = (deny: string[]): Files => ({
      'tools/w.yaml': 'name: x/w\ndescription: d\nsource: builtin\ncapability: {writes: true}\n',
      'skills/s.yaml': 'name: x/t\ntools: [x/w]\n---\nname: x/u\n',
      'actors/a.yaml': `name: ops/a\nskills: [x/t]\nskill_access_policy:\n  deny:\n${deny.map((d) => `    - ${d}\n`).join('')}`,
    });
    const found = escalations(files(['x/u', 'x/t']), files(['x/u']));
    expect(found.map((f) => [f.file, f.line, f.column])).toEqual([['actors/a.yaml', 4, 3]]);
    expect(found[0]!.message).toMatch(
      /^actor 'ops\/a' gains 'x\/w', which writes, through 'x\/t' \(no longer denied by 'x\/t'\)/,
    );
  });

  it('a note, not an error, once approved', () => {
    const found = escalations(
      { 'tools/t.yaml': tool('  unsafe: false\n'), 'skills/s.yaml': skills },
      { 'tools/t.yaml': tool('  unsafe: true\n'), 'skills/s.yaml': skills },
      true,
    );
    expect(found.map((f) => [f.severity, f.line])).toEqual([['note', 5]]);
    expect(found[0]!.message).toMatch(/\(approved\)$/);
  });
});
