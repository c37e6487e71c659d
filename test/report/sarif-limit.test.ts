// Code scanning refuses a whole SARIF upload whose run holds more than 25,000 results: past that
// the run keeps the most severe findings, in report order, and says how many it left out.
import { describe, expect, it } from 'vitest';
import type { Diagnostic, Severity } from '../../src/core/model/diagnostic.js';
import { formatSarif } from '../../src/report/sarif.js';
import { powerReport } from './fixed-reports.js';
import { reportFor } from './gfm.js';

/** Code scanning's limit, as GitHub documents it (SARIF support: results per run). */
const MAX_SARIF_RESULTS = 25_000;

interface Run {
  results: { level: string; locations: { physicalLocation: { region: { startLine: number } } }[] }[];
  invocations?: { toolExecutionNotifications: { level: string; message: { text: string } }[] }[];
}

/** A finding of `severity` at line `line` of one file. */
function finding(severity: Severity, line: number): Diagnostic {
  return {
    rule: 'schema',
    severity,
    file: 'tools/t.yaml',
    line,
    column: 1,
    endLine: line,
    endColumn: 2,
    message: `unknown key ${line}`,
  };
}

function runOf(diagnostics: Diagnostic[]): Run {
  const sarif = JSON.parse(formatSarif({ ...powerReport(), diagnostics }, '1.0.0')) as { runs: Run[] };
  return sarif.runs[0]!;
}

describe('a SARIF run past code scanning’s limit of results', () => {
  it('holds every finding up to the limit, with no notice', () => {
    const run = runOf(Array.from({ length: MAX_SARIF_RESULTS }, (_, i) => finding('note', i + 1)));
    expect(run.results).toHaveLength(MAX_SARIF_RESULTS);
    expect(run.invocations).toBeUndefined();
  });

  it('keeps the most severe findings in report order and counts the rest in a notice', () => {
    // Notes first in the report, then 10 errors and 10 warnings past the limit's reach.
    const severities: Severity[] = [
      ...Array<Severity>(MAX_SARIF_RESULTS).fill('note'),
      ...Array<Severity>(10).fill('warning'),
      ...Array<Severity>(10).fill('error'),
    ];
    const run = runOf(severities.map((s, i) => finding(s, i + 1)));
    expect(run.results).toHaveLength(MAX_SARIF_RESULTS);
    const levels = run.results.map((r) => r.level);
    expect(levels.filter((l) => l === 'error')).toHaveLength(10);
    expect(levels.filter((l) => l === 'warning')).toHaveLength(10);
    expect(levels.filter((l) => l === 'note')).toHaveLength(MAX_SARIF_RESULTS - 20);
    // In report order: the notes kept are the first ones, then the warnings, then the errors.
    const lines = run.results.map((r) => r.locations[0]!.physicalLocation.region.startLine);
    expect(lines.slice(0, 3)).toEqual([1, 2, 3]);
    expect(lines.at(-21)).toBe(MAX_SARIF_RESULTS - 20);
    expect(lines.slice(-20)).toEqual(Array.from({ length: 20 }, (_, i) => MAX_SARIF_RESULTS + 1 + i));
    expect(run.invocations?.[0]?.toolExecutionNotifications).toEqual([
      {
        level: 'warning',
        message: {
          text: `20 findings are left out of this run, the last as annotations rank them (the least severe, the gate's own first within a level): code scanning refuses a run of more than ${MAX_SARIF_RESULTS} results. The text and JSON reports list every finding.`,
        },
      },
    ]);
  });

  it('keeps the gate’s findings within a level: escalations past a file of schema errors', () => {
    // Errors of a file that sorts first take every place; the escalation comes after them in the
    // report, and code scanning would show none of what the pull request grants.
    const schema = Array.from({ length: MAX_SARIF_RESULTS }, (_, i) => finding('error', i + 1));
    const escalation: Diagnostic = {
      ...finding('error', 1),
      rule: 'escalation',
      file: 'tools/z.yaml',
      message: "'local/deploy' gains 'x/t', which writes",
    };
    const sarif = JSON.parse(
      formatSarif({ ...powerReport(), diagnostics: [...schema, escalation] }, '1.0.0'),
    ) as {
      runs: { results: { ruleId: string }[] }[];
    };
    const results = sarif.runs[0]!.results;
    expect(results).toHaveLength(MAX_SARIF_RESULTS);
    expect(results.filter((r) => r.ruleId === 'escalation')).toHaveLength(1);
    // Still in report order: the escalation last.
    expect(results.at(-1)!.ruleId).toBe('escalation');
  });
});

// GitHub refuses an upload past 10 MB gzipped: a decoded hidden text or a name of hundreds of
// thousands of characters in a finding's message went into the result whole, in every finding
// that quoted it. Each message is cut to its start, its names first, and says it was cut.
describe('a SARIF result whose message is very long', () => {
  const textOf = (message: string): string => {
    const sarif = JSON.parse(
      formatSarif({ ...powerReport(), diagnostics: [{ ...finding('error', 1), message }] }, '1.0.0'),
    ) as { runs: { results: { message: { text: string } }[] }[] };
    return sarif.runs[0]!.results[0]!.message.text;
  };
  const NOTE = '… (cut: the text and JSON reports hold the whole message)';

  it('keeps its start within 1,000 characters and says it was cut', () => {
    const text = textOf(`description hides "${'a'.repeat(300_000)}" in Unicode tag characters`);
    expect(text.length).toBeLessThanOrEqual(1000);
    expect(text).toBe(`description hides "${'a'.repeat(1000 - 19 - NOTE.length)}${NOTE}`);
  });

  it('a tool named with 100,000 characters: every result of it', () => {
    const name = `x/${'n'.repeat(100_000)}`;
    const tagged = String.fromCodePoint(...Array.from({ length: 100_000 }, (_, i) => 0xe0061 + (i % 26)));
    const report = reportFor(
      {},
      { 'tools/t.yaml': `name: ${name}\ndescription: "A.${tagged}"\nsource: builtin\n` },
    );
    expect(Math.max(...report.diagnostics.map((d) => d.message.length))).toBeGreaterThan(100_000);
    const sarif = JSON.parse(formatSarif(report, '1.0.0')) as {
      runs: { results: { message: { text: string } }[] }[];
    };
    const texts = sarif.runs[0]!.results.map((r) => r.message.text);
    expect(texts.length).toBe(report.diagnostics.length);
    for (const text of texts) expect(text.length).toBeLessThanOrEqual(1000);
  });

  it('cuts a long name first, so that the words after it stay', () => {
    const text = textOf(`'x/s' gains 'x/${'a'.repeat(70_000)}', which writes; reaches actor 'x/bot'`);
    expect(text).toBe(`'x/s' gains 'x/${'a'.repeat(197)}…', which writes; reaches actor 'x/bot'`);
  });

  it('is cut between characters, never inside an escape, written out or of a bracket or brace', () => {
    for (const unit of ['[', '{', '\u{e0061}', '\u200b']) {
      const text = textOf(unit.repeat(100_000));
      expect(text.length, unit).toBeLessThanOrEqual(1000);
      expect(text.endsWith(NOTE), unit).toBe(true);
      const start = text.slice(0, -NOTE.length);
      const written = textOf(unit.repeat(10));
      const each = written.length / 10;
      expect(start.length % each, unit).toBe(0);
      expect(start, unit).toBe(written.slice(0, each).repeat(start.length / each));
    }
  });
});
