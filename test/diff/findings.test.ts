// New findings: a head finding is old when the base has one with the same rule, file and message,
// each base finding matching at most one head finding; lines do not matter.
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/core/model/diagnostic.js';
import { markNewFindings, movedFiles } from '../../src/core/diff/findings.js';
import { Project } from '../../src/core/project/project.js';
import { memoryInput } from '../helpers.js';

const finding = (rule: string, file: string, message: string, line = 1): Diagnostic => ({
  rule,
  severity: 'error',
  file,
  line,
  column: 1,
  endLine: line,
  endColumn: 2,
  message,
});

describe('markNewFindings', () => {
  it('matches by rule, file and message, once per base finding, whatever the line', () => {
    const base = [finding('schema', 'a.yaml', 'm', 3), finding('schema', 'a.yaml', 'm', 9)];
    const head = [
      finding('schema', 'a.yaml', 'm', 1),
      finding('schema', 'a.yaml', 'm', 2),
      finding('schema', 'a.yaml', 'm', 4),
      finding('schema', 'b.yaml', 'm'),
      finding('unused-tool', 'a.yaml', 'm'),
      finding('schema', 'a.yaml', 'other'),
    ];
    expect(markNewFindings(head, base).map((d) => d.new)).toEqual([false, false, true, true, true, true]);
    // The head's findings are copied, not changed.
    expect(head.every((d) => d.new === undefined)).toBe(true);
    expect(markNewFindings(head, []).every((d) => d.new === true)).toBe(true);
  });
});

// A file moved to another folder (`git mv tools/legacy.yaml tools/archive/`, a comment added on
// the way) brought its old findings back as new under --only-new: they were matched by the file's
// path. A file that only one side has, holding the very definitions (kind and name, in order) of
// a file only the other side has, is the same file moved; its findings are matched as its own.
describe('a moved file', () => {
  const tool = (name: string): string => `name: ${name}\ndescription: d\nsource: builtin\n`;
  const unused = (file: string): Diagnostic => finding('unused-tool', file, "tool 'x/t' is not used by any skill");

  it('keeps its findings old', () => {
    const base = new Project(memoryInput({ 'tools/t.yaml': tool('x/t'), 'tools/u.yaml': tool('x/u') }));
    const head = new Project(
      memoryInput({ 'tools/archive/t.yaml': `# moved\n${tool('x/t')}`, 'tools/u.yaml': tool('x/u') }),
    );
    const moved = movedFiles(base, head);
    expect([...moved]).toEqual([['tools/t.yaml', 'tools/archive/t.yaml']]);
    const marked = markNewFindings([unused('tools/archive/t.yaml')], [unused('tools/t.yaml')], moved);
    expect(marked.map((d) => d.new)).toEqual([false]);
  });

  it('is not one whose definitions differ, or that two files could be', () => {
    const base = new Project(memoryInput({ 'tools/t.yaml': tool('x/t'), 'tools/v.yaml': tool('x/v') }));
    // Another name: another file. Two files of one name on the head: neither is known to be the move.
    const head = new Project(
      memoryInput({ 'tools/a/t.yaml': tool('x/other'), 'tools/b/v.yaml': tool('x/v'), 'tools/c/v.yaml': tool('x/v') }),
    );
    expect([...movedFiles(base, head)]).toEqual([]);
  });
});
