// The review comment is parsed as GitHub-flavoured Markdown: tables keep their column count,
// fences close, user strings inject nothing, and the body stays within GitHub's limit.
import { describe, expect, it } from 'vitest';
import { COMMENT_LIMIT, COMMENT_MARKER, formatMarkdown } from '../../src/report/markdown.js';
import { assertInert, assertWellFormed, reportFor } from './gfm.js';

const HOSTILE = [
  'x/pipe|break',
  'x/`tick`',
  '<script>alert(1)</script>',
  '<!-- agents-config-check -->',
  '@someone',
  '&#64;x',
  '#123',
  '[x](javascript:alert(1))',
  'line\nbreak',
  'https://evil.example/',
];

describe('markdown report', () => {
  it('starts with the marker and a one-line verdict, and names the approving label', () => {
    const report = reportFor(
      { 'skills/s.yaml': 'name: x/s\n' },
      {
        'skills/s.yaml': 'name: x/s\nmcp_servers:\n  - name: shell\n',
        'actors/a.yaml': 'name: x/a\nskills: [x/s]\n',
      },
    );
    const md = formatMarkdown(report);
    const [marker, verdict] = md.split('\n');
    expect(marker).toBe(COMMENT_MARKER);
    expect(verdict).toMatch(
      /^### ❌ agents-config-check: 1 error, 0 warnings, 0 notes · 1 skill changed · 1 escalation$/,
    );
    expect(md).toMatch(/until the pull request carries the <code>allow-escalation<\/code> label/);
    expect(md.indexOf('#### Escalations')).toBeLessThan(md.indexOf('#### Findings'));
    expect(md).toContain('```mermaid');
    assertWellFormed(md);
  });

  it('escapes every user string: no table breaks, no pings, no links, no HTML, no forged marker', () => {
    for (const text of HOSTILE) {
      const report = reportFor(
        { 'skills/s.yaml': 'name: x/s\n' },
        {
          'skills/s.yaml': `name: x/s\ndescription: ${JSON.stringify(text)}\nbuiltins: [${JSON.stringify(text)}]\ntools: [${JSON.stringify(text)}]\n`,
        },
      );
      const md = formatMarkdown(report);
      expect(md.split(COMMENT_MARKER)).toHaveLength(2);
      assertInert(assertWellFormed(md));
    }
  });

  it('stays within 65,536 characters for a large change, dropping whole sections with a note', () => {
    const base: Record<string, string> = {};
    const head: Record<string, string> = {};
    for (let i = 0; i < 60; i++) {
      base[`tools/t${i}.yaml`] =
        `name: x/t${i}\ndescription: Tool ${i}.\nsource: builtin\ncapability: {read_only: true}\n`;
      head[`tools/t${i}.yaml`] =
        `name: x/t${i}\ndescription: Tool ${i}, now writing.\nsource: builtin\ncapability: {writes: true}\n`;
    }
    for (let s = 0; s < 400; s++) {
      const text = `name: x/skill-${s}\ntools: [${Array.from({ length: 60 }, (_, i) => `x/t${i}`).join(', ')}]\n`;
      base[`skills/s${s}.yaml`] = text;
      head[`skills/s${s}.yaml`] = text;
    }
    const md = formatMarkdown(reportFor(base, head), { fullReport: 'the job summary' });
    expect(md.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(md).toMatch(
      /Left out to stay within 65536 characters: .*skill x\/skill-\d+.* and \d+ more\. See the job summary\./,
    );
    assertWellFormed(md);
    const summary = formatMarkdown(reportFor(base, head), { maxLength: 1024 * 1024, unit: 'utf8-bytes' });
    expect(summary.length).toBeGreaterThan(COMMENT_LIMIT);
    expect(new TextEncoder().encode(summary).length).toBeLessThanOrEqual(1024 * 1024);
    assertWellFormed(summary);
  });

  it('links findings to their lines when given a blob URL', () => {
    const report = reportFor({}, { 'tools/t.yaml': 'name: x/t\nsource: builtin\n' });
    const md = formatMarkdown(report, { linkBase: 'https://github.com/o/r/blob/abc' });
    expect(md).toContain('](https://github.com/o/r/blob/abc/tools/t.yaml#L1)');
  });
});

describe('the job summary budget is in bytes', () => {
  it('wide characters count three bytes each, so a summary of CJK text still fits 1 MiB', () => {
    const head: Record<string, string> = {};
    for (let i = 0; i < 400; i++)
      head[`tools/t${i}.yaml`] =
        `name: x/t${i}\ndescription: d\nsource: builtin\n${'漢'.repeat(40)}${i}: 1\n`;
    const report = reportFor({}, head);
    const limit = 20_000;
    const summary = formatMarkdown(report, { maxLength: limit, unit: 'utf8-bytes', maxFindings: 1000 });
    expect(new TextEncoder().encode(summary).length).toBeLessThanOrEqual(limit);
    expect(summary).toMatch(/Left out to stay within 20000 bytes: findings/);
    assertWellFormed(summary);
  });
});
