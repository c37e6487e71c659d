// Thousands of suppression comments in one file, each silencing a finding on its next line, cost
// time in line with the file: every finding was matched against every comment of its file (5,000
// next-line comments in one skill: 11 CPU s; 20,000 in one multi-document tool file: minutes).
import { describe, expect, it } from 'vitest';
import { checkFiles } from '../helpers.js';
import { cpuSeconds } from './helpers.js';

const N = 8000;
const NEXT_LINE = '# agents-config-check-disable-next-line';

describe('many suppression comments in one file', () => {
  it('a skill listing 8,000 unknown tools, each behind its own comment: all silenced, in time', () => {
    const entries = Array.from({ length: N }, (_, i) => `  ${NEXT_LINE} unknown-tool\n  - x/u${i}\n`);
    const [found, seconds] = cpuSeconds(() =>
      checkFiles({ 'skills/s.yaml': `name: x/s\ntools:\n${entries.join('')}` }),
    );
    expect(found.filter((d) => d.rule === 'unknown-tool' || d.rule === 'config')).toEqual([]);
    expect(seconds).toBeLessThan(5);
  });

  it('8,000 documents of one tool file, each behind a comment that silences nothing: each reported', () => {
    const docs = Array.from(
      { length: N },
      (_, i) => `${NEXT_LINE} schema\nname: x/t${i}\ndescription: d\nsource: custom\ncode: x\n`,
    );
    const [found, seconds] = cpuSeconds(() =>
      checkFiles({ 'tools/t.yaml': docs.join('---\n'), 'skills/s.yaml': 'name: x/s\ntools: []\n' }),
    );
    expect(found.filter((d) => d.rule === 'config')).toHaveLength(N);
    expect(seconds).toBeLessThan(5);
  });
});
