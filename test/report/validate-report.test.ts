// post-only reads a report an untrusted workflow uploaded: every report this tool writes passes,
// every field the renderer reads is typed and bounded, and what is refused is refused whole with
// a message naming the field.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatJson } from '../../src/report/json.js';
import { formatMarkdown } from '../../src/report/markdown.js';
import type { Report } from '../../src/report/report.js';
import { parseReport } from '../../src/report/validate-report.js';
import { runCheck } from '../../src/run.js';
import { powerReport } from './fixed-reports.js';
import { assertInert, assertWellFormed, reportFor } from './gfm.js';
import { asVersion1, edited, MARKUP, markupInEveryString, REFUSED } from './hostile-reports.js';

const DIFF_CASES = join(import.meta.dirname, '..', 'diff');

function written(report: Report): string {
  return formatJson(report);
}

/** A real report with a changed skill, a finding and an actor. */
const real = JSON.parse(
  written(
    reportFor(
      { 'skills/s.yaml': 'name: x/s\n', 'actors/a.yaml': 'name: x/a\nskills: [x/s]\n' },
      {
        'skills/s.yaml': 'name: x/s\nmcp_servers:\n  - name: shell\n',
        'actors/a.yaml': 'name: x/a\nskills: [x/s]\n',
      },
    ),
  ),
);

describe('post-only accepts every report this tool writes', () => {
  const cases = readdirSync(DIFF_CASES, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(DIFF_CASES, d.name, 'head')))
    .map((d) => d.name);
  it.each(cases)('diff case %s', (name) => {
    const { report } = runCheck({
      root: join(DIFF_CASES, name, 'head'),
      base: { kind: 'dir', path: join(DIFF_CASES, name, 'base') },
    });
    expect(parseReport(written(report))).not.toHaveProperty('error');
  });

  // Names, values and messages as long as a definition file lets them be: a tool named with 5,000
  // characters, a key of 150,000, a side effect and a policy pattern of 5,000. Each was refused as
  // "too large" (names and values at 4,096 characters, messages at 100,000), so no comment was
  // posted for such a pull request.
  it('one whose names, values and messages are as long as a file lets them be', () => {
    const long = 'a'.repeat(5000);
    const files = (head: boolean): Record<string, string> => ({
      'tools/t.yaml': `name: x/t\ndescription: d\nsource: builtin\ncapability:\n  read_only: ${!head}\n  writes: ${head}\n  side_effects: ["${head ? 's' : 't'}${long}"]\n${head ? `? ${'k'.repeat(150_000)}\n: 1\n` : ''}`,
      [`tools/n.yaml`]: `name: x/${long}\ndescription: d\nsource: builtin\ncapability:\n  writes: true\n`,
      'skills/s.yaml': `name: x/s\ntools: [x/t${head ? `, x/${long}` : ''}]\n`,
      'actors/a.yaml': `name: x/a\nskills: [x/s]\nskill_access_policy:\n  deny: ["${head ? 'y' : 'z'}${long}"]\n`,
    });
    const report = reportFor(files(false), files(true));
    expect(report.diff?.causes?.length).toBeGreaterThan(0);
    const parsed = parseReport(written(report));
    expect(parsed).not.toHaveProperty('error');
    assertInert(assertWellFormed(formatMarkdown((parsed as { report: Report }).report)));
  });

  // An input schema of 10,005 described properties (458 KB) is 10,006 texts the model is told
  // differently; the texts of one entry were refused past 10,000.
  it('one whose entry the model is told more than 10,000 texts of', () => {
    const properties = Array.from(
      { length: 10_005 },
      (_, i) => `    p${i}: {type: string, description: d${i}}\n`,
    );
    const tool = (schema: string): string =>
      `name: x/t\ndescription: d\nsource: builtin\ncapability:\n  read_only: true\n${schema}`;
    const report = reportFor(
      {
        'tools/t.yaml': tool(''),
        'skills/s.yaml': 'name: x/s\ntools: [x/t]\n',
        'actors/a.yaml': 'name: x/a\nskills: [x/s]\n',
      },
      {
        'tools/t.yaml': tool(`input_schema:\n  type: object\n  properties:\n${properties.join('')}`),
        'skills/s.yaml': 'name: x/s\ntools: [x/t]\n',
        'actors/a.yaml': 'name: x/a\nskills: [x/s]\n',
      },
    );
    expect(report.diff?.toldDifferently?.[0]?.texts.length).toBeGreaterThan(10_000);
    expect(parseReport(written(report))).not.toHaveProperty('error');
  });

  it('the hand-written report of the change-centric comment', () => {
    expect(parseReport(written(powerReport()))).not.toHaveProperty('error');
  });
});

describe('post-only refuses a report whose fields the renderer could not trust', () => {
  it('the base report used here is accepted', () => {
    expect(real.diff.skills.length).toBeGreaterThan(0);
    expect(real.diagnostics.length).toBeGreaterThan(0);
    expect(parseReport(JSON.stringify(real))).not.toHaveProperty('error');
  });

  it.each(Object.keys(REFUSED))('%s', (name) => {
    const result = parseReport(JSON.stringify(edited(real, REFUSED[name]!)));
    expect(result).toHaveProperty('error');
    expect((result as { error: string }).error).toMatch(
      /^(does not match report\.schema\.json|has a field the comment reads that is missing, mistyped or too large|has a summary that does not match): /,
    );
  });

  it('names the field at fault', () => {
    const result = parseReport(JSON.stringify(edited(real, REFUSED['a skill without renames']!)));
    expect(result).toEqual({
      error: "does not match report.schema.json: /diff/skills/0 must have required property 'renames'",
    });
  });

  it.each([
    ['not JSON', '{"version":', /^is not JSON: /],
    ['an array', '[]', /^does not match report\.schema\.json: \/ must be object$/],
    ['null', 'null', /^does not match report\.schema\.json/],
  ])('%s', (_, text, message) => {
    expect((parseReport(text) as { error: string }).error).toMatch(message);
  });
});

describe('a report with markup in every string is accepted and rendered inert', () => {
  it.each([
    ['a real report', real],
    ['the change-centric report', JSON.parse(written(powerReport()))],
    [
      'a report with renames',
      { ...real, diff: { ...real.diff, renamed: [{ kind: 'skill', from: 'x/a', to: 'x/b' }] } },
    ],
    [
      "a report with a skill's and an actor's own texts, placed",
      {
        ...real,
        diff: {
          ...real.diff,
          toldDifferently: [
            { entry: 'x/s', skill: 'x/s', skills: ['x/s'], actors: ['x/a'] },
            { entry: 'x/a', actor: 'x/a', skills: [], actors: ['x/a'] },
          ].map((record) => ({
            ...record,
            texts: [
              {
                at: 'description',
                before: 'Old.',
                after: 'New.',
                file: 'skills/s.yaml',
                line: 2,
                column: 14,
              },
            ],
          })),
        },
      },
    ],
  ])('%s', (_, report) => {
    const parsed = parseReport(JSON.stringify(markupInEveryString(report)));
    expect(parsed).not.toHaveProperty('error');
    const md = formatMarkdown((parsed as { report: Report }).report);
    expect(md).toContain('&lt;img src=x onerror=alert\\(1\\)&gt;');
    expect(md).not.toContain(MARKUP.trim());
    assertInert(assertWellFormed(md));
  });
});

describe('post-only reads a report of either version (SPEC §7)', () => {
  it.each([
    ['a real report', real],
    ['the change-centric report', JSON.parse(written(powerReport()))],
  ])('%s: version 1 and version 2 are accepted and rendered alike', (_, report) => {
    expect(report.version).toBe(2);
    const v2 = parseReport(JSON.stringify(report));
    const v1 = parseReport(JSON.stringify(asVersion1(report)));
    if ('error' in v2 || 'error' in v1) throw new Error(JSON.stringify([v2, v1]));
    expect(v1.report.version).toBe(1);
    expect(formatMarkdown(v1.report)).toBe(formatMarkdown(v2.report));
  });

  it('each version is held to its own schema', () => {
    // Version 2 is closed and has no whole-set listing to require; version 1 requires it.
    const v1 = asVersion1(real) as { skills: Record<string, unknown>[] };
    delete v1.skills[0]!.tools;
    expect(parseReport(JSON.stringify(v1))).toEqual({
      error: "does not match report.schema.json of version 1: /skills/0 must have required property 'tools'",
    });
    expect(parseReport(JSON.stringify({ ...real, extra: 1 }))).toEqual({
      error: 'does not match report.schema.json: / must NOT have additional properties',
    });
    expect((parseReport(JSON.stringify({ ...real, version: 3 })) as { error: string }).error).toMatch(
      /^does not match report\.schema\.json: \/version must be equal to constant/,
    );
  });
});

// JSON may escape half of a surrogate pair (`"\ud800"`), which no file name on disk holds;
// encodeURIComponent throws on one, so a link to such a path made post-only fail as a bug.
describe('a report with a lone surrogate in every string', () => {
  it('is rendered with links, the half written as U+FFFD in the link', () => {
    const text = JSON.stringify(real).replace(/"(file|message|name)":"/g, '"$1":"\\ud800');
    const parsed = parseReport(text);
    expect(parsed).not.toHaveProperty('error');
    const md = formatMarkdown((parsed as { report: Report }).report, {
      linkBase: 'https://github.com/o/r/blob/0123456789abcdef0123456789abcdef01234567',
    });
    expect(md).toContain('(https://github.com/o/r/blob/0123456789abcdef0123456789abcdef01234567/%EF%BF%BD');
  });
});
