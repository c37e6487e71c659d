// SARIF is SARIF 2.1.0 (SPEC §7): every SARIF the golden cases show, and the SARIF of a run with
// the whole rule catalogue, validate against the OASIS schema the SARIF multitool ships (a dev
// dependency), which also holds positions 1-based and forbids any field SARIF does not define.
// One rule entry per rule id, and each result's ruleIndex names its rule.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/run.js';
import { render } from '../../src/report/render.js';

const ROOT = join(import.meta.dirname, '..', '..');
const GOLDEN = join(ROOT, 'test', 'golden');

/** The schema in the multitool's package for this platform (each holds the same file). */
function sarifSchemaPath(): string {
  const found = ['linux', 'darwin', 'win32']
    .map((p) => join(ROOT, 'node_modules', '@microsoft', `sarif-multitool-${p}`, 'sarif-2.1.0.json'))
    .find((path) => existsSync(path));
  if (!found) throw new Error('no sarif-2.1.0.json in node_modules/@microsoft/sarif-multitool-*');
  return found;
}

// Formats (uri, date-time) are not checked: no format package is a dependency of this project.
const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false });
const validate = ajv.compile(JSON.parse(readFileSync(sarifSchemaPath(), 'utf8')) as object);

interface SarifLog {
  runs: {
    tool: { driver: { rules: { id: string }[] } };
    results: { ruleId: string; ruleIndex?: number }[];
  }[];
}

function expectSarif(text: string, what: string): void {
  const log = JSON.parse(text) as SarifLog;
  expect(validate(log) ? [] : validate.errors?.slice(0, 5), what).toEqual([]);
  for (const run of log.runs) {
    const ids = run.tool.driver.rules.map((r) => r.id);
    expect(new Set(ids).size, `${what}: one rule entry per id`).toBe(ids.length);
    for (const result of run.results) expect(ids[result.ruleIndex ?? -1], what).toBe(result.ruleId);
  }
}

const goldenSarif = readdirSync(GOLDEN, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(GOLDEN, d.name, 'expected.sarif')))
  .map((d) => d.name);

describe('SARIF validates against the SARIF 2.1.0 schema', () => {
  it('the schema refuses what SARIF forbids: a column 0, a field it does not define', () => {
    const sarif = JSON.parse(readFileSync(join(GOLDEN, 'rule-schema', 'expected.sarif'), 'utf8'));
    sarif.runs[0].results[0].locations[0].physicalLocation.region.startColumn = 0;
    expect(validate(sarif)).toBe(false);
    const extra = JSON.parse(readFileSync(join(GOLDEN, 'rule-schema', 'expected.sarif'), 'utf8'));
    extra.runs[0].results[0].severity = 'error';
    expect(validate(extra)).toBe(false);
  });

  it.each(goldenSarif)('golden case %s', (name) => {
    expectSarif(readFileSync(join(GOLDEN, name, 'expected.sarif'), 'utf8'), name);
  });

  it('a run with the whole rule catalogue, a finding outside the root and odd file names', () => {
    const { report, places } = runCheck({ root: join(ROOT, 'examples', 'broken-repo') });
    report.diagnostics.push(
      { ...report.diagnostics[0]!, file: '../outside/t.yaml' },
      { ...report.diagnostics[0]!, file: 'tools/a b/c:d#e?f%g\n.yaml' },
    );
    expectSarif(render(report, 'sarif', { color: false, version: '0.0.0', places }), 'broken-repo');
  });
});
