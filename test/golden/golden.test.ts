// Golden cases: the product as a user sees it. Each folder under test/golden/ is one repository
// (repo/, or base/ and head/ for the gate, or root.txt / base.txt naming a folder of the project)
// with what the checker prints for it in every format: expected.text, .json, .sarif, .md and
// .github, and the exit status in expected.status. args.txt holds extra CLI flags, read by the
// CLI's own parser. rule-<id> cases show one rule and nothing else. A folder with a report.json
// instead is a fixed report: the formatters alone, without the checker. The checks run
// in-process (runCheck, then the CLI's render); one case runs through dist/cli.js to show the CLI
// prints the same. SARIF lists the whole rule catalogue in every run: it is held once, in
// sarif-rules.json, and a case's expected.sarif keeps only the ids of the rules its results name,
// so that a new or reworded rule changes its own case and the catalogue, not every case. UPDATE_GOLDEN=1 rewrites the
// expectations: read every changed line before committing.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCli } from '../../src/cli-options.js';
import { RULES } from '../../src/core/rules/index.js';
import { runCheck } from '../../src/run.js';
import { FORMAT_NAMES, render, type FormatName } from '../../src/report/render.js';
import { parseReport } from '../../src/report/validate-report.js';

const ROOT = join(import.meta.dirname, '..', '..');
const HERE = import.meta.dirname;
const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const UPDATE = process.env.UPDATE_GOLDEN !== undefined;

/** Each format and the file its expectation lives in. */
const FILES: readonly [FormatName, string][] = [
  ['text', 'expected.text'],
  ['json', 'expected.json'],
  ['sarif', 'expected.sarif'],
  ['markdown', 'expected.md'],
  ['github', 'expected.github'],
];

/** A path as the CLI would be given it from the project root: reports carry it as given. */
function shown(path: string): string {
  return relative(process.cwd(), path) || '.';
}

function read(dir: string, name: string): string | undefined {
  const path = join(dir, name);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

/** The command line of a case: its root, its base when it has one, then args.txt. */
function argvOf(dir: string): string[] {
  const extra = read(dir, 'args.txt')?.trim().split(/\s+/).filter(Boolean) ?? [];
  const rootTxt = read(dir, 'root.txt')?.trim();
  const baseTxt = read(dir, 'base.txt')?.trim();
  const argv: string[] = [];
  if (rootTxt) argv.push(shown(join(ROOT, rootTxt)));
  else if (existsSync(join(dir, 'head'))) argv.push(shown(join(dir, 'head')));
  else argv.push(shown(join(dir, 'repo')));
  if (baseTxt) argv.push('--base-dir', shown(join(ROOT, baseTxt)));
  else if (existsSync(join(dir, 'base'))) argv.push('--base-dir', shown(join(dir, 'base')));
  return [...argv, ...extra];
}

/** The exit status the CLI gives a finished check (src/cli.ts): --max-warnings, then fail-on. */
type CliOptions = ReturnType<typeof parseCli>;

function exitStatus(options: CliOptions, failed: boolean, warnings: number): number {
  if (options.maxWarnings !== undefined && warnings > options.maxWarnings) return 1;
  return failed ? 1 : 0;
}

interface SarifLog {
  runs: { tool: { driver: { rules: { id: string }[] } }; results: { ruleId: string; ruleIndex?: number }[] }[];
}

/**
 * The SARIF a case keeps: each run's rules cut to the ids of those its results name, their
 * indices to match (the rules' words are sarif-rules.json's, so rewording a rule changes one file).
 */
function caseSarif(text: string): string {
  const sarif = JSON.parse(text) as SarifLog;
  for (const run of sarif.runs) {
    const { rules } = run.tool.driver;
    // What is cut must be the catalogue, and each index must point at its result's rule.
    expect(rules, 'the driver lists sarif-rules.json').toEqual(catalogue());
    for (const r of run.results) expect(rules[r.ruleIndex ?? -1]?.id, 'ruleIndex').toBe(r.ruleId);
    const named = new Set(run.results.map((r) => r.ruleId));
    run.tool.driver.rules = rules.filter((r) => named.has(r.id)).map((r) => ({ id: r.id }));
    const index = new Map(run.tool.driver.rules.map((r, i) => [r.id, i]));
    for (const r of run.results) r.ruleIndex = index.get(r.ruleId);
  }
  return `${JSON.stringify(sarif, null, 2)}\n`;
}

/** The SARIF driver's rules: every registered rule, as sarif-rules.json holds them. */
let catalogueRules: unknown;
function catalogue(): unknown {
  catalogueRules ??= JSON.parse(read(HERE, 'sarif-rules.json') ?? 'null');
  return catalogueRules;
}

function compare(dir: string, name: string, actual: string): void {
  if (UPDATE) writeFileSync(join(dir, name), actual);
  const expected = read(dir, name);
  expect(expected, `${name} is missing (UPDATE_GOLDEN=1 writes it)`).toBeDefined();
  expect(actual, name).toBe(expected);
}

const folders = readdirSync(HERE, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();
const fixedReports = folders.filter((name) => existsSync(join(HERE, name, 'report.json')));
const cases = folders.filter((name) => !fixedReports.includes(name));

describe('golden: the SARIF rule catalogue (test/golden/sarif-rules.json)', () => {
  // First: the cases compare their SARIF's catalogue with this file.
  it('is every rule, once, as the SARIF driver lists it in every run', () => {
    const clean = parseReport(read(join(HERE, 'report-clean'), 'report.json') as string);
    if ('error' in clean) throw new Error(clean.error);
    const sarif = JSON.parse(render(clean.report, 'sarif', { color: false, version: VERSION })) as SarifLog;
    const rules = sarif.runs[0]?.tool.driver.rules ?? [];
    compare(HERE, 'sarif-rules.json', `${JSON.stringify(rules, null, 2)}\n`);
    catalogueRules = undefined;
    expect(rules.map((r) => r.id)).toEqual(RULES.map((r) => r.meta.id));
  });
});

describe('golden cases (test/golden/<case>/), in-process', () => {
  it.each(cases)('%s', (name) => {
    const dir = join(HERE, name);
    const options = parseCli(argvOf(dir));
    const result = runCheck(options.request);
    for (const [format, file] of FILES) {
      const output = render(result.report, format, { color: false, version: VERSION });
      compare(dir, file, format === 'sarif' ? caseSarif(output) : output);
    }
    // What the checker writes, post-only's strict reader takes.
    const reread = parseReport(render(result.report, 'json', { color: false, version: VERSION }));
    expect('error' in reread ? reread.error : '', 'the JSON report passes the strict schema').toBe('');
    const status = exitStatus(options, result.failed, result.report.summary.warnings);
    compare(dir, 'expected.status', `${status}\n`);
    // A rule's case shows that rule firing, and nothing else by accident.
    const rule = RULES.find((r) => name === `rule-${r.meta.id}` || name.startsWith(`rule-${r.meta.id}--`));
    if (rule) {
      expect(result.report.diagnostics.length, 'findings').toBeGreaterThan(0);
      expect(new Set(result.report.diagnostics.map((d) => d.rule))).toEqual(new Set([rule.meta.id]));
    }
  });

  it('every format has its expected file', () => {
    expect(FILES.map(([format]) => format).sort()).toEqual([...FORMAT_NAMES].sort());
  });

  it('every rule has a case named rule-<id>', () => {
    const missing = RULES.map((r) => `rule-${r.meta.id}`).filter((c) => !cases.includes(c));
    expect(missing).toEqual([]);
  });
});

describe('golden fixed reports (test/golden/<case>/report.json), formatters only', () => {
  it.each(fixedReports)('%s', (name) => {
    const dir = join(HERE, name);
    // A fixed report is one the tool could have written: it passes the strictest reader's schema,
    // and the JSON format writes it back as it is.
    const parsed = parseReport(read(dir, 'report.json') as string);
    if ('error' in parsed) throw new Error(`${name}/report.json: ${parsed.error}`);
    for (const [format, file] of FILES) {
      const output = render(parsed.report, format, { color: false, version: VERSION });
      compare(dir, format === 'json' ? 'report.json' : file, format === 'sarif' ? caseSarif(output) : output);
    }
  });
});

describe('golden: the built CLI agrees', () => {
  it('max-warnings through dist/cli.js: the same text, standard error and exit status', () => {
    const dir = join(HERE, 'max-warnings');
    let stdout: string;
    let stderr = '';
    let status = 0;
    try {
      // Run from the root, as the expected text shows paths (the CLI writes them from the current folder).
      const [root, ...rest] = argvOf(dir);
      stdout = execFileSync(process.execPath, [join(ROOT, 'dist', 'cli.js'), '.', ...rest, '--no-color'], {
        cwd: join(process.cwd(), root as string),
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      ({ stdout, stderr, status } = error as { stdout: string; stderr: string; status: number });
    }
    expect(stdout).toBe(read(dir, 'expected.text'));
    if (UPDATE) writeFileSync(join(dir, 'expected.err'), stderr);
    expect(stderr).toBe(read(dir, 'expected.err'));
    expect(`${status}\n`).toBe(read(dir, 'expected.status'));
  });
});
