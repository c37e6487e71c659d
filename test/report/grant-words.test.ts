// A cause's row cannot be forged or made to hide the rest: an MCP server's name is free text, so a
// quote inside it must not end its quotes early and go on as the gate's words ("which only
// reads"), and a name, a list of patterns or a reach of hundreds of long names must not push the
// causes after it out of a table that has room for a row each.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMarkdown } from '../../src/report/markdown.js';
import { formatText } from '../../src/report/text.js';
import { runCheck } from '../../src/run.js';
import { assertWellFormed, reportFor, sections } from './gfm.js';

const TOOL = (capability: string): string =>
  `name: x/reader\ndescription: Reads.\nsource: custom\ncode: "x"\ncapability: {${capability}}\n`;

/** A skill that takes on a whole MCP server named `server`, and a tool that becomes unsafe. */
function serverReport(server: string): ReturnType<typeof reportFor> {
  const skill = 'name: x/s\ntools: [x/reader]\n';
  const base = { 'tools/r.yaml': TOOL('read_only: true'), 'skills/s.yaml': skill };
  const head = {
    'tools/r.yaml': TOOL('read_only: true, unsafe: true'),
    'skills/s.yaml': `${skill}mcp_servers:\n  - name: ${JSON.stringify(server)}\n`,
  };
  return reportFor(base, head);
}

/** The cells of the causes table, row by row. */
function causeRows(md: string): string[][] {
  const table = sections(assertWellFormed(md)).get('Power this pull request grants') ?? '';
  return table
    .split('<tr>')
    .slice(2)
    .map((row) => row.split('<td>').slice(1));
}

describe("a grant's words", () => {
  it('keep a quote inside a name inside the name', () => {
    const report = serverReport("docs/*', which only reads (approved). Also 'docs");
    const rows = causeRows(formatMarkdown(report));
    const dynamic = rows.find((r) => r[1]!.includes('mcp'))!;
    // One code span, the whole name, then the gate's own words.
    expect(dynamic[1]).toMatch(
      /^adds <code>mcp:docs\/\*', which only reads \(approved\)\. Also 'docs\/\*<\/code>, which writes/,
    );
    expect(dynamic[1]!.match(/<code>/g)).toHaveLength(1);
    // The text output and the finding show the quote escaped, where it cannot pass for the end of the name.
    const text = formatText(report);
    expect(text).toContain("adds 'mcp:docs/*\\', which only reads (approved). Also \\'docs/*', which writes");
  });

  it('are cut, the power they name kept, so that every cause still has a row', () => {
    const report = serverReport('a'.repeat(70_000));
    const md = formatMarkdown(report);
    const rows = causeRows(md);
    expect(rows).toHaveLength(2);
    expect(rows[0]![1]).toMatch(/^adds <code>mcp:a{190,}…<\/code>, which writes, is unsafe/);
    expect(rows[1]![1]).toContain('makes <code>x/reader</code> unsafe');
    expect(md).not.toContain('more cause');
  });

  it('of a gate setting with thousands of patterns leave room for the other causes', () => {
    const top = mkdtempSync(join(tmpdir(), 'acc-grant-words-'));
    const patterns = ['Read', 'Bash', ...Array.from({ length: 3000 }, (_, i) => `P${i}`)];
    const files = (head: boolean): Record<string, string> => ({
      '.agents-config-check.yml': head ? `read-only-agent-tools: [${patterns.join(', ')}]\n` : '',
      'skills/s.yaml': 'name: x/s\ntools: [x/reader]\n',
      'tools/r.yaml': TOOL(head ? 'read_only: true, unsafe: true' : 'read_only: true'),
    });
    for (const side of ['base', 'head']) {
      for (const [path, text] of Object.entries(files(side === 'head'))) {
        mkdirSync(dirname(join(top, side, path)), { recursive: true });
        writeFileSync(join(top, side, path), text);
      }
    }
    const { report } = runCheck({ root: join(top, 'head'), base: { kind: 'dir', path: join(top, 'base') } });
    const md = formatMarkdown(report);
    const rows = causeRows(md);
    expect(rows).toHaveLength(2);
    expect(rows[0]![1]).toMatch(
      /^calls <code>Bash<\/code>, <code>P0<\/code>.*<\/code>, … read-only<\/td>\n$/,
    );
    expect(rows[1]![1]).toContain('makes <code>x/reader</code> unsafe');
  });
});

describe("a cause's reach", () => {
  it('of hundreds of long names is cut to a few where the room is short, so every cause has a row', () => {
    const tool = (n: number, capability: string): string =>
      `name: y/t${n}\ndescription: d\nsource: builtin\ncapability: {${capability}}\n`;
    const files = (capability: string): Record<string, string> => {
      const out: Record<string, string> = { 'skills/s.yaml': 'name: x/s\ntools: [y/t0, y/t1, y/t2]\n' };
      for (let n = 0; n < 3; n++) out[`tools/t${n}.yaml`] = tool(n, capability);
      const long = Array.from({ length: 17 }, () => 'abcdefghij').join('-');
      for (let i = 0; i < 120; i++)
        out[`skills/k${i}.yaml`] = `name: z/s${String(i).padStart(3, '0')}-${long}\nincludes: [x/s]\n`;
      return out;
    };
    const report = reportFor(files('read_only: true'), files('writes: true, unsafe: true'));
    // Each tool now writes and is unsafe: two causes each, at two keys.
    expect(report.diff?.causes).toHaveLength(6);
    const md = formatMarkdown(report);
    const rows = causeRows(md);
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(row[2]).toContain('121 skills');
    for (const n of [0, 1, 2])
      expect(rows.filter((r) => r[1]!.includes(`<code>y/t${n}</code>`))).toHaveLength(2);
    expect(md).not.toContain('more cause');
  });
});
