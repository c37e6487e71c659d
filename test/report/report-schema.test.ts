// The published report schema (schemas/report.schema.json) describes every field the report
// carries and nothing more (SPEC §7): real reports validate against it — the built CLI's on the
// examples, every diff case, a generated corpus, each with and without a base and with and
// without --sets — and a field it does not describe, put in any object of a real report, fails.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { formatJson } from '../../src/report/json.js';
import { runCheck, type RunRequest } from '../../src/run.js';

const ROOT = join(import.meta.dirname, '..', '..');
const DIFF_CASES = join(ROOT, 'test', 'diff');
const schema = JSON.parse(readFileSync(join(ROOT, 'schemas', 'report.schema.json'), 'utf8')) as object;
const validate = new Ajv2020({ allErrors: true, strict: true, strictTypes: false }).compile(schema);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Skill {
  name: string;
  size: number | null;
  tools?: string[];
}
interface WrittenReport {
  skills: Skill[];
  diff: { skills: { name: string; status: string; direct: boolean; changedTools?: string[] }[] } | null;
}

function expectValid(report: unknown, what: string): void {
  expect(validate(report) ? [] : validate.errors, what).toEqual([]);
}

/** Both --sets and not, from one check: the flag changes only which sets are listed. */
function reports(request: RunRequest): [WrittenReport, WrittenReport] {
  const without = JSON.parse(formatJson(runCheck(request).report)) as WrittenReport;
  const withSets = JSON.parse(formatJson(runCheck({ ...request, sets: true }).report)) as WrittenReport;
  return [without, withSets];
}

/** Sets listed: every skill's with --sets, else only those of the skills the diff names as changed. */
function expectListing([without, withSets]: [WrittenReport, WrittenReport]): void {
  for (const skill of withSets.skills) {
    expect(skill.tools?.length, skill.name).toBe(skill.size ?? 0);
  }
  const named = new Set(
    (without.diff?.skills ?? [])
      .filter((s) => s.status === 'added' || s.direct || (s.changedTools ?? []).length > 0)
      .map((s) => s.name),
  );
  for (const skill of without.skills)
    expect(skill.tools !== undefined, skill.name).toBe(named.has(skill.name));
}

const diffCases = readdirSync(DIFF_CASES, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(DIFF_CASES, d.name, 'head')))
  .map((d) => d.name);

/** Each diff case's report against its base: the richest reports there are, for the closure test. */
const againstBaseMemo = new Map<string, WrittenReport>();
function againstBase(name: string): WrittenReport {
  let report = againstBaseMemo.get(name);
  if (!report) {
    const root = join(DIFF_CASES, name, 'head');
    report = reports({ root, base: { kind: 'dir', path: join(DIFF_CASES, name, 'base') } })[0];
    againstBaseMemo.set(name, report);
  }
  return report;
}

describe('real reports validate against schemas/report.schema.json', () => {
  it.each([
    'examples/config-repo',
    'examples/broken-repo',
    'examples/config-repo --base-dir examples/config-repo-base',
  ])('the built CLI on %s, with and without --sets', (line) => {
    const args = line.split(' ');
    const written: WrittenReport[] = [];
    for (const sets of [[], ['--sets']]) {
      const r = spawnSync(
        process.execPath,
        [join(ROOT, 'dist', 'cli.js'), ...args, ...sets, '--format', 'json'],
        {
          cwd: ROOT,
          encoding: 'utf8',
        },
      );
      expect(r.stderr).toBe('');
      const report = JSON.parse(r.stdout) as WrittenReport;
      expectValid(report, `${args.join(' ')} ${sets.join(' ')}`);
      written.push(report);
    }
    expectListing(written as [WrittenReport, WrittenReport]);
  });

  it.each(diffCases)('diff case %s: the head alone and against its base, with and without --sets', (name) => {
    const root = join(DIFF_CASES, name, 'head');
    const base = { kind: 'dir' as const, path: join(DIFF_CASES, name, 'base') };
    for (const request of [{ root }, { root, base }]) {
      const pair = reports(request);
      pair.forEach((report, i) =>
        expectValid(report, `${request.base ? 'base' : 'alone'} ${i ? '--sets' : ''}`),
      );
      expectListing(pair);
      if (request.base) againstBaseMemo.set(name, pair[0]);
    }
  });

  it('a generated corpus, alone and against its mutated head, with and without --sets', () => {
    const gen = (dir: string, ...flags: string[]): void => {
      execFileSync(process.execPath, [
        join(ROOT, 'scripts', 'gen-corpus.mjs'),
        dir,
        ...['--tools', '200', '--skills', '50', '--actors', '8', ...flags],
      ]);
    };
    const base = mkdtempSync(join(tmpdir(), 'acc-schema-base-'));
    const head = mkdtempSync(join(tmpdir(), 'acc-schema-head-'));
    gen(base);
    gen(head, '--mutate');
    for (const request of [{ root: head }, { root: head, base: { kind: 'dir' as const, path: base } }]) {
      const pair = reports(request);
      pair.forEach((report, i) =>
        expectValid(report, `${request.base ? 'base' : 'alone'} ${i ? '--sets' : ''}`),
      );
      expectListing(pair);
      if (request.base) {
        expect(pair[0].diff?.skills.length).toBeGreaterThan(0);
        // Sets listed for the skills the diff names only: fewer than every skill.
        expect(pair[0].skills.filter((s) => s.tools).length).toBeLessThan(pair[0].skills.length);
      }
    }
  }, 300_000);
});

/** Each object of a report, by its path with indices as `*`, first occurrence only. */
function objectsByShape(value: Json, path: string, out: Map<string, string[]>, at: string[] = []): void {
  if (Array.isArray(value)) value.forEach((v, i) => objectsByShape(v, `${path}/*`, out, [...at, String(i)]));
  else if (value !== null && typeof value === 'object') {
    if (!out.has(path)) out.set(path, at);
    for (const [key, v] of Object.entries(value)) objectsByShape(v, `${path}/${key}`, out, [...at, key]);
  }
}

function withField(report: Json, at: string[]): Json {
  const copy = structuredClone(report);
  let node = copy as Record<string, Json>;
  for (const key of at) node = node[key] as Record<string, Json>;
  node.unknownField = 1;
  return copy;
}

describe('the schema is closed: a field it does not describe fails', () => {
  it('in every kind of object the diff cases give', () => {
    const shapes = new Map<string, { report: Json; at: string[] }>();
    for (const report of diffCases.map(againstBase)) {
      const found = new Map<string, string[]>();
      objectsByShape(report as unknown as Json, '', found);
      for (const [shape, at] of found)
        if (!shapes.has(shape)) shapes.set(shape, { report: report as unknown as Json, at });
    }
    // The diff's every part is met, causes and suppressions included.
    for (const shape of [
      '',
      '/summary',
      '/diagnostics/*',
      '/skills/*',
      '/diff',
      '/diff/skills/*/escalations/*',
      '/diff/actors/*',
      '/diff/causes/*',
      '/diff/suppressions/*',
      '/approval',
      '/graph',
      '/diff/tools/changed/*',
    ])
      expect([...shapes.keys()]).toContain(shape);
    const accepted = [...shapes]
      .filter(([, { report, at }]) => validate(withField(report, at)))
      .map(([s]) => s);
    expect(accepted).toEqual([]);
  });
});
