// New findings: a head finding is old when the base has one with the same rule, file and message,
// each base finding matching at most one head finding; lines do not matter.
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/core/model/diagnostic.js';
import { markNewFindings } from '../../src/core/diff/findings.js';

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
