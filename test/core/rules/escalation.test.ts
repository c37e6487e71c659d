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
