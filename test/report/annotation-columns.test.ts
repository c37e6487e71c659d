// GitHub takes an annotation's columns only on one line: @actions/core's startColumn and endColumn
// "cannot be sent when startLine and endLine are different values" (the checks API's rule). A
// finding whose span runs over lines is annotated by its lines alone, in the Action and in
// --format github, and keeps its columns where it is on one line.
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/core/model/diagnostic.js';
import { planAnnotations } from '../../src/report/annotations.js';
import { formatGithub } from '../../src/report/github.js';
import { powerReport } from './fixed-reports.js';

const over: Diagnostic = {
  rule: 'invalid-name',
  severity: 'error',
  file: 'tools/b.yaml',
  line: 1,
  column: 7,
  endLine: 2,
  endColumn: 5,
  message: "tool name 'X/ B' is not lowercase",
};
const on: Diagnostic = { ...over, line: 3, endLine: 3, column: 2, endColumn: 9 };

describe('annotation columns', () => {
  it('the Action annotates a span over lines by its lines, one on a line with its columns', () => {
    const [first, second] = planAnnotations([over, on]).annotations;
    expect(first).toMatchObject({ startLine: 1, endLine: 2 });
    expect(first).not.toHaveProperty('startColumn');
    expect(first).not.toHaveProperty('endColumn');
    expect(second).toMatchObject({ startLine: 3, endLine: 3, startColumn: 2, endColumn: 9 });
  });

  it('--format github writes no col or endColumn for a span over lines', () => {
    const lines = formatGithub({ ...powerReport(), diagnostics: [over, on] }).split('\n');
    expect(lines[0]).toMatch(/^::error file=tools\/b\.yaml,line=1,endLine=2,title=invalid-name::/);
    expect(lines[1]).toMatch(/^::error file=tools\/b\.yaml,line=3,col=2,endLine=3,endColumn=9,title=/);
  });
});
