// The comment of every diff case (test/diff/<case>), rendered as GitHub-flavoured Markdown: one row
// per cause the gate found and each of them once, the most dangerous first, every affected actor named with what it gains,
// a legend naming exactly the colours drawn, and a body within GitHub's limit.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { byDanger } from '../../src/report/causes.js';
import { COMMENT_LIMIT, formatMarkdown } from '../../src/report/markdown.js';
import { runCheck } from '../../src/run.js';
import { assertInert, assertWellFormed, sections } from './gfm.js';

const DIFF_CASES = join(import.meta.dirname, '..', 'diff');
const cases = readdirSync(DIFF_CASES, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(DIFF_CASES, d.name, 'head')))
  .map((d) => d.name);

const COLOURS: Record<string, string> = {
  cause: 'red',
  actor: 'blue',
  own: 'yellow',
  cascaded: 'grey',
  unchanged: 'white',
  reached: 'dashed',
};

/** How the comment shows a name: as code, with '.' and ':' as they are once rendered. */
const shown = (name: string): string => `<code>${name.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</code>`;

describe.each(cases)('the comment for diff case %s', (name) => {
  const { report } = runCheck({
    root: join(DIFF_CASES, name, 'head'),
    base: { kind: 'dir', path: join(DIFF_CASES, name, 'base') },
  });
  const md = formatMarkdown(report, { linkBase: 'https://github.com/o/r/blob/abc' });
  const html = assertWellFormed(md);
  const byHeading = sections(html);
  // As the comment orders them: most dangerous first (test/report/causes.test.ts), else as found.
  const causes = byDanger(report.diff?.causes ?? []);

  it('is inert and within the limit', () => {
    expect(md.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    assertInert(html, ['https://github.com/o/r/blob/abc/']);
  });

  it('has one row per cause, each at its site, and counts them in the verdict', () => {
    expect(report.diff?.causes).toBeDefined();
    const table = byHeading.get('Power this pull request grants');
    if (causes.length === 0) {
      expect(table).toBeUndefined();
      expect(md).not.toMatch(/causes? of new power/);
      return;
    }
    expect(md.split('\n')[1]).toContain(
      `${causes.length} cause${causes.length === 1 ? '' : 's'} of new power`,
    );
    const rows = table!.split('<tr>').slice(2);
    expect(rows).toHaveLength(causes.length);
    causes.forEach((c, i) => {
      // A SKILL.md is linked in its source view, where GitHub shows its lines.
      const plain = c.file.endsWith('.md') ? '?plain=1' : '';
      expect(rows[i]).toContain(`href="https://github.com/o/r/blob/abc/${c.file}${plain}#L${c.line}"`);
      expect(rows[i]).toContain(`${c.file}:${c.line}:${c.column}`);
      for (const n of [...c.skills, ...c.actors]) expect(rows[i]).toContain(shown(n));
    });
    // Per-skill detail never repeats a cause.
    const detail = byHeading.get('Per-skill detail') ?? '';
    for (const c of causes) expect(detail).not.toContain(`${c.file}:${c.line}:${c.column}`);
  });

  it('names every affected actor with the tools it gains and loses', () => {
    const actors = report.diff?.actors ?? [];
    const table = byHeading.get('Actors whose tools or access change');
    if (actors.length === 0) return expect(table).toBeUndefined();
    const rows = table!.split('<tr>').slice(2);
    expect(rows).toHaveLength(actors.length);
    // Those that gain power come first (the most dangerous first), the others after them.
    const gains = (a: (typeof actors)[number]): boolean => (a.escalations ?? []).length > 0;
    const ordered = [...actors.filter(gains), ...actors.filter((a) => !gains(a))];
    const at = (a: (typeof actors)[number]): number =>
      rows.findIndex((r) => r.split('<td>')[1]!.startsWith(shown(a.name)));
    ordered.forEach((a, i) => {
      if (i > 0 && gains(a) !== gains(ordered[i - 1]!)) expect(at(a)).toBeGreaterThan(at(ordered[i - 1]!));
      const cells = rows[at(a)]!.split('<td>').slice(1);
      expect(cells[0]).toContain(shown(a.name));
      for (const t of a.added) expect(cells[1]).toContain(shown(t));
      for (const t of a.removed) expect(cells[2]).toContain(shown(t));
    });
  });

  it('draws a graph whose legend names exactly the colours used', () => {
    const graph = /```mermaid\n([\s\S]*?)\n```\n\n(.*)/.exec(md);
    if (!graph) {
      expect(report.diff?.skills.length ?? 0).toBe(0);
      return expect(causes.every((c) => c.skills.length + c.actors.length === 0)).toBe(true);
    }
    const classes = new Set([...graph[1]!.matchAll(/^ {2}class \S+ (\w+)$/gm)].map((m) => m[1]!));
    const legend = graph[2]!.toLowerCase();
    for (const [cls, colour] of Object.entries(COLOURS))
      expect(legend.includes(`${colour}:`), `${cls} in ${legend}`).toBe(classes.has(cls));
    if (causes.length > 0) expect(classes.has('cause')).toBe(true);
  });

  it('links every cause to what it reaches, or says why it has no arrow', () => {
    const graph = /```mermaid\n([\s\S]*?)\n```\n\n(.*)/.exec(md);
    if (!graph) return;
    const from = new Set([...graph[1]!.matchAll(/^ {2}(c\d+) -\.-> /gm)].map((m) => m[1]!));
    causes.forEach((c, i) => {
      if (!new RegExp(`^ {2}c${i}\\{`, 'm').test(graph[1]!)) return;
      const reaches = c.skills.length + c.actors.length > 0;
      expect(from.has(`c${i}`), `${c.entry} reaches ${[...c.skills, ...c.actors].join(', ')}`).toBe(reaches);
      if (!reaches) expect(graph[2]).toContain('A cause without an arrow');
    });
  });
});
