// The format registry is the one list: --format accepts exactly its names, the help line names
// each of them, and every formatter renders a fixed report as its own function does.
import { describe, expect, it } from 'vitest';
import { HELP, parseCli, UsageError } from '../../src/cli-options.js';
import { formatGithub } from '../../src/report/github.js';
import { formatJson } from '../../src/report/json.js';
import { formatMarkdown } from '../../src/report/markdown.js';
import { FORMAT_NAMES, FORMATTERS, render } from '../../src/report/render.js';
import { formatSarif } from '../../src/report/sarif.js';
import { formatText } from '../../src/report/text.js';
import { powerReport } from './fixed-reports.js';

describe('the format registry', () => {
  it('is what --format accepts, the first being the default', () => {
    for (const name of FORMAT_NAMES) expect(parseCli(['--format', name]).format).toBe(name);
    expect(parseCli([]).format).toBe(FORMATTERS[0].name);
    expect(() => parseCli(['--format', 'xml'])).toThrow(UsageError);
  });

  it('is what the help lists for --format, each with its note, in lines of at most 100 characters', () => {
    const line = HELP.split('\n').findIndex((l) => l.startsWith('  -f, --format FORMAT'));
    const after = HELP.split('\n').slice(line);
    // The option's own line and the continuation lines right under it, not another option's.
    const end = after.findIndex((l, i) => i > 0 && !l.startsWith(' '.repeat(26)));
    const words = after
      .slice(0, end)
      .map((l) => l.slice(26).trim())
      .join(' ');
    const listed = FORMATTERS.map((f) => ('note' in f ? `${f.name} (${f.note})` : f.name));
    expect(words).toBe(`${listed.slice(0, -1).join(', ')} or ${listed.at(-1)}`);
    for (const l of HELP.split('\n')) expect(l.length).toBeLessThanOrEqual(100);
  });

  it("renders through each format's own function, with the run's colour and version", () => {
    const report = powerReport();
    const context = { color: true, version: '9.8.7' };
    expect(render(report, 'text', context)).toBe(formatText(report, { color: true }));
    expect(render(report, 'json', context)).toBe(formatJson(report));
    expect(render(report, 'sarif', context)).toBe(formatSarif(report, '9.8.7'));
    expect(render(report, 'markdown', context)).toBe(formatMarkdown(report));
    expect(render(report, 'github', context)).toBe(formatGithub(report));
  });
});
