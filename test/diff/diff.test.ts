// Diff cases as base/ and head/ folders with the expected diff beside them (SPEC §6).
// UPDATE_GOLDEN=1 rewrites expected.json; review the change before committing it.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/run.js';

const HERE = import.meta.dirname;
const cases = readdirSync(HERE, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(HERE, d.name, 'head')))
  .map((d) => d.name);

export function diffCase(name: string, allowEscalations = false): ReturnType<typeof runCheck> {
  return runCheck({
    root: join(HERE, name, 'head'),
    base: { kind: 'dir', path: join(HERE, name, 'base') },
    approvedBy: allowEscalations ? 'option' : undefined,
  });
}

describe('diff cases (base/ and head/)', () => {
  it.each(cases)('%s', (name) => {
    const { report, failed } = diffCase(name);
    const approved = diffCase(name, true);
    const actual = {
      diff: report.diff,
      escalations: report.diagnostics
        .filter((d) => d.rule === 'escalation')
        .map((d) => `${d.file}:${d.line}:${d.column}: ${d.message}`),
      newFindings: report.diagnostics.filter((d) => d.new).map((d) => `${d.rule} ${d.file}:${d.line}`),
      // Whether the gate fails the run, and whether it still does once the escalations are approved.
      failed,
      failedWhenApproved: approved.failed,
    };
    // Approved, every escalation stays visible as a note, at the same place.
    const approvedEscalations = approved.report.diagnostics.filter((d) => d.rule === 'escalation');
    expect(approvedEscalations.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity}`)).toEqual(
      report.diagnostics
        .filter((d) => d.rule === 'escalation')
        .map((d) => `${d.file}:${d.line}:${d.column} note`),
    );
    expect(approvedEscalations.every((d) => d.message.endsWith('(approved)'))).toBe(true);
    expect(approved.report.diff?.causes?.every((c) => c.approved)).toBe(true);
    const file = join(HERE, name, 'expected.json');
    if (process.env.UPDATE_GOLDEN) writeFileSync(file, `${JSON.stringify(actual, null, 2)}\n`);
    expect(actual).toEqual(JSON.parse(readFileSync(file, 'utf8')));
  });
});
