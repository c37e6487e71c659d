// The Agent Skills reference validator's own test cases (skills-ref, tests/test_validator.py and
// tests/test_parser.py), rewritten as folders under test/fixtures/agent-skills-reference: each
// case's case.json says what the reference decides and which findings we make. Where the two
// verdicts differ, the case names its row of the departures table in docs/rules.md.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFiles, type Files } from '../helpers.js';

const ROOT = join(import.meta.dirname, '..', 'fixtures', 'agent-skills-reference');
const DOCS = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'rules.md'), 'utf8');
/** The ids in the first column of the departures table. */
const DEPARTURES = new Set([...DOCS.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1] as string));

interface Case {
  source: string;
  folder: string;
  /** 'valid', or words the reference's error messages hold (its tests' assertions). */
  reference: 'valid' | string[];
  expect: { rule: string; file: string; line: number; column: number; message: string; severity?: string }[];
  departure?: string;
}

function filesOf(dir: string): Files {
  const files: Files = {};
  const walk = (at: string): void => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (path !== join(dir, 'case.json'))
        files[relative(dir, path).split('\\').join('/')] = readFileSync(path, 'utf8');
    }
  };
  walk(dir);
  return files;
}

const cases = readdirSync(ROOT).sort();

describe('the reference validator’s test cases', () => {
  it('are all here', () => {
    expect(cases.length).toBeGreaterThanOrEqual(35);
  });

  it.each(cases)('%s', (id) => {
    const c = JSON.parse(readFileSync(join(ROOT, id, 'case.json'), 'utf8')) as Case;
    const files = {
      ...filesOf(join(ROOT, id)),
      'skills/s.yaml': `name: x/s\nagent_skills:\n  - ${JSON.stringify(c.folder)}\n`,
    };
    const found = checkFiles(files).filter(
      (d) => d.rule.startsWith('agent-skill') || d.rule === 'missing-file',
    );
    expect(found.map((d) => ({ rule: d.rule, file: d.file, line: d.line, column: d.column }))).toEqual(
      c.expect.map((x) => ({ rule: x.rule, file: x.file, line: x.line, column: x.column })),
    );
    found.forEach((d, i) => {
      expect(d.message).toContain(c.expect[i]!.message);
      expect(d.severity).toBe(c.expect[i]!.severity ?? 'error');
    });
    const referenceValid = c.reference === 'valid';
    const oursValid = found.every((d) => d.severity !== 'error');
    if (referenceValid === oursValid)
      expect(c.departure, 'a case where both agree names no departure').toBeUndefined();
    else expect(DEPARTURES, `'${c.departure}' in the departures table`).toContain(c.departure);
  });
});
