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

export function diffCase(name: string): ReturnType<typeof runCheck> {
  return runCheck({ root: join(HERE, name, 'head'), base: { kind: 'dir', path: join(HERE, name, 'base') } });
}

describe('diff cases (base/ and head/)', () => {
  it.each(cases)('%s', (name) => {
    const { report } = diffCase(name);
    const actual = {
      diff: report.diff,
      escalations: report.diagnostics
        .filter((d) => d.rule === 'escalation')
        .map((d) => `${d.file}:${d.line}:${d.column}: ${d.message}`),
      newFindings: report.diagnostics.filter((d) => d.new).map((d) => `${d.rule} ${d.file}:${d.line}`),
    };
    const file = join(HERE, name, 'expected.json');
    if (process.env.UPDATE_GOLDEN) writeFileSync(file, `${JSON.stringify(actual, null, 2)}\n`);
    expect(actual).toEqual(JSON.parse(readFileSync(file, 'utf8')));
  });
});
