// The order of the comment's causes: most dangerous first, so that a pull request cannot bury an
// unsafe grant under hundreds of lesser causes whose files sort before it (the comment shows 200
// rows, GitHub ten annotations of a level). A helper buried `tools/zzz/deploy.yaml` (read-only to unsafe) under 300 added writing
// tools in `aaa/`: it was in no row of the comment.
import { describe, expect, it } from 'vitest';
import type { EscalationKind } from '../../src/core/diff/changes.js';
import type { PowerCause } from '../../src/core/diff/types.js';
import type { Diagnostic } from '../../src/core/model/diagnostic.js';
import { planAnnotations } from '../../src/report/annotations.js';
import { byDanger } from '../../src/report/causes.js';
import { formatMarkdown } from '../../src/report/markdown.js';
import { powerReport } from './fixed-reports.js';
import { sections, assertWellFormed } from './gfm.js';

const cause = (file: string, kind: EscalationKind, kinds?: EscalationKind[]): PowerCause => ({
  file,
  line: 1,
  column: 1,
  kind,
  ...(kinds ? { kinds } : {}),
  entry: `x/${file}`,
  grant: `${file} ${kind}`,
  skills: ['x/s'],
  actors: ['x/a'],
  approved: false,
});

describe('byDanger', () => {
  it('puts unseen entries and gate settings, then unsafe, then no human approval, then writing, then the rest', () => {
    const causes = [
      cause('a', 'side_effects'),
      cause('b', 'added-writes'),
      cause('c', 'write_scope'),
      cause('d', 'human_approval_required'),
      cause('e', 'read_only', ['read_only', 'unsafe']),
      cause('f', 'added-dynamic-mcp'),
      cause('g', 'code'),
      cause('h', 'gate-setting'),
      cause('i', 'added-unsafe'),
    ];
    expect(byDanger(causes).map((c) => c.file)).toEqual(['f', 'h', 'e', 'i', 'd', 'b', 'g', 'a', 'c']);
  });

  it('keeps the order it is given within a level', () => {
    const causes = ['c', 'a', 'b'].map((f) => cause(f, 'writes'));
    expect(byDanger(causes).map((c) => c.file)).toEqual(['c', 'a', 'b']);
  });
});

describe('the comment', () => {
  it('shows an unsafe cause in its first row, however many writing causes sort before it', () => {
    const report = powerReport();
    const diff = report.diff!;
    diff.causes = [
      ...Array.from({ length: 300 }, (_, i) =>
        cause(`aaa/t${String(i).padStart(3, '0')}.yaml`, 'added-writes'),
      ),
      cause('tools/zzz/deploy.yaml', 'read_only', ['read_only', 'unsafe']),
    ];
    const html = assertWellFormed(formatMarkdown(report, { linkBase: 'https://github.com/o/r/blob/abc' }));
    const rows = sections(html).get('Power this pull request grants')!.split('<tr>').slice(2);
    expect(rows[0]).toContain('tools/zzz/deploy.yaml');
  });
});

describe('the annotations', () => {
  const finding = (file: string, rule: string): Diagnostic => ({
    rule,
    severity: 'error',
    file,
    line: 1,
    column: 1,
    endLine: 1,
    endColumn: 2,
    message: `${rule} in ${file}`,
  });

  it('annotate the escalations first, the most dangerous cause first, then the other errors', () => {
    const writing = Array.from({ length: 300 }, (_, i) => `aaa/t${String(i).padStart(3, '0')}.yaml`);
    const diagnostics = [
      ...Array.from({ length: 50 }, (_, i) => finding(`aaa/bad${i}.yaml`, 'schema')),
      ...writing.map((file) => finding(file, 'escalation')),
      finding('tools/zzz/deploy.yaml', 'escalation'),
    ];
    const causes = [
      ...writing.map((file) => cause(file, 'added-writes')),
      cause('tools/zzz/deploy.yaml', 'read_only', ['read_only', 'unsafe']),
    ];
    const errors = planAnnotations(diagnostics, causes).annotations.filter((a) => a.level === 'error');
    expect(errors).toHaveLength(10);
    expect(errors.map((a) => `${a.title} ${a.file}`)).toEqual([
      'escalation tools/zzz/deploy.yaml',
      ...writing.slice(0, 9).map((file) => `escalation ${file}`),
    ]);
    // Two error slots the step takes first (why it fails) leave eight, and the rest are counted.
    const plan = planAnnotations(diagnostics, causes, undefined, 2);
    const kept = plan.annotations.filter((a) => a.level === 'error');
    expect(kept.map((a) => a.file)).toEqual(errors.slice(0, 8).map((a) => a.file));
    expect(plan.overflow).toMatch(new RegExp(`^${diagnostics.length - 8} more findings are not annotated`));
  });
});
