// The comment's sections share GitHub's 65,536 characters by weight (src/report/fit.ts). Names of
// `$` (each written `<span>$</span>`, fourteen characters, after the name was cut to 200) made the
// one cause's row 34,000 characters and the escalation's finding 28,000: each larger than its
// section's share, so each was counted and never shown, while the room the other sections left
// unused went to nobody. The comment said "…and 1 more cause in the full report" and "…and 78 more
// findings" in 20,000 characters of the 65,536 it had. A name is now cut by its escaped size too,
// and the room left unused goes to the sections cut short, the causes first.
import { describe, expect, it } from 'vitest';
import { fitSections, type Section } from '../../src/report/fit.js';
import { COMMENT_LIMIT, formatMarkdown } from '../../src/report/markdown.js';
import { assertWellFormed, reportFor, sections } from './gfm.js';

/** A cause whose row names skills, actors, a server and a file of `$`, amid rewrites and findings. */
function trees(): { base: Record<string, string>; head: Record<string, string> } {
  const dollars = (tag: string): string => `${'$'.repeat(240)}${tag}`;
  const noise = Array.from({ length: 60 }, (_, i) => `x/n${i}`);
  const base: Record<string, string> = {
    'skills/base.yaml': `name: x/base\ntools: [${noise.join(', ')}]\n`,
    'actors/bot.yaml': 'name: x/bot\nskills: [x/base]\n',
  };
  const head: Record<string, string> = {
    [`skills/${dollars('f')}.yaml`]: `name: x/base\ntools: [${noise.join(', ')}]\nmcp_servers: [{name: ${JSON.stringify(dollars('m'))}}]\n`,
    'actors/bot.yaml': 'name: x/bot\nskills: [x/base]\n',
  };
  for (let i = 0; i < 8; i++) {
    head[`skills/s${i}.yaml`] = base[`skills/s${i}.yaml`] =
      `name: ${JSON.stringify(dollars(`s${i}`))}\nincludes: [x/base]\n`;
    head[`actors/a${i}.yaml`] = base[`actors/a${i}.yaml`] =
      `name: ${JSON.stringify(dollars(`a${i}`))}\nskills: [x/base]\n`;
  }
  noise.forEach((n, i) => {
    base[`tools/n${i}.yaml`] = `name: ${n}\ndescription: old ${'w '.repeat(100)}\nsource: builtin\n`;
    head[`tools/n${i}.yaml`] =
      `name: ${n}\ndescription: new ${'$ '.repeat(100)}\nsource: builtin\n${JSON.stringify(`k${'$'.repeat(150)}${i}`)}: 1\n`;
  });
  return { base, head };
}

describe('room a section leaves unused', () => {
  it('goes to the sections cut short, the causes first', () => {
    const { base, head } = trees();
    const report = reportFor(base, head);
    expect(report.diff?.causes).toHaveLength(1);
    const md = formatMarkdown(report);
    expect(md.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    const parts = sections(assertWellFormed(md));
    const causes = parts.get('Power this pull request grants') ?? '';
    expect(causes).toContain('which writes, is unsafe');
    expect(causes).not.toContain('more cause');
    // The escalation is the first finding listed, with the gate's words after its names.
    const findings = parts.get('Findings') ?? '';
    expect(findings).toMatch(/<td>❌<\/td>/);
    expect(findings).toMatch(/<td>'x\/base' gains 'mcp:(<span>\$<\/span>)+…', which writes, is unsafe/);
  });

  it('lets a row larger than its share show where the others leave the room', () => {
    const table = (name: string, rows: string[]): Section => ({
      name,
      head: `#### ${name}`,
      items: rows,
      separator: '\n',
      more: (n) => `…and ${n} more`,
      weight: 1,
    });
    // Two sections of one weight in 1,000 characters: 500 each. The first's one row takes 600; the
    // second's rows take 300 each, so it shows one and leaves 170 of its share unused.
    const first = table('first', ['a'.repeat(600)]);
    const second = table('second', ['b'.repeat(300), 'c'.repeat(300), 'd'.repeat(300)]);
    const fitted = fitSections([first, second], 1000, (t) => t.length, '\n\n');
    expect(fitted.texts[0]).toContain('a'.repeat(600));
    expect(fitted.texts[1]).toBe(`#### second\n${'b'.repeat(300)}\n…and 2 more`);
    expect(fitted.texts.join('\n\n').length).toBeLessThanOrEqual(1000);
    expect([fitted.cut, fitted.dropped]).toEqual([['second'], []]);
  });
});

describe("a finding's row", () => {
  it("keeps the gate's words after two names that escape long", () => {
    const dollars = (tag: string): string => `${'$'.repeat(240)}${tag}`;
    const files = (skills: string): Record<string, string> => ({
      'actors/a.yaml': `name: ${JSON.stringify(dollars('a'))}\nskills: [${skills}]\n`,
      'skills/a.yaml': 'name: x/a\n',
      'skills/w.yaml': `name: x/w\nmcp_servers: [{name: ${JSON.stringify(dollars('m'))}}]\n`,
    });
    const report = reportFor(files('x/a'), files('x/a, x/w'));
    const finding = report.diagnostics.find((d) => d.rule === 'escalation');
    expect(finding?.message).toMatch(/^actor '\$+a' gains 'mcp:\$+m\/\*', which writes/);
    const row = (sections(assertWellFormed(formatMarkdown(report))).get('Findings') ?? '')
      .split('<tr>')
      .find((r) => r.includes('escalation'));
    expect(row).toMatch(
      /actor '(<span>\$<\/span>)+…' gains 'mcp:(<span>\$<\/span>)+…', which writes, is unsafe/,
    );
    expect(row!.length).toBeLessThan(4000);
  });
});

describe("a skill's detail", () => {
  it('shows an added entry whose side effects are a long text, cut', () => {
    const files = (tools: string): Record<string, string> => ({
      'tools/t.yaml': `name: x/t\ndescription: d\nsource: builtin\ncapability: {writes: true, side_effects: [${JSON.stringify('$'.repeat(20_000))}]}\n`,
      'skills/s.yaml': `name: x/s\ntools: [${tools}]\n`,
    });
    const md = formatMarkdown(reportFor(files(''), files('x/t')));
    expect(md.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    const detail = sections(assertWellFormed(md)).get('Per-skill detail') ?? '';
    expect(detail).toMatch(
      /<td>added<\/td>\n<td><code>x\/t<\/code><\/td>\n<td>builtin · writes, side effects/,
    );
    expect(detail).not.toContain('more entr');
  });
});
