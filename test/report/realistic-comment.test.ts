// The comment for a realistic pull request (test/diff/realistic-pull-request): a new tool that
// writes, an override that drops approval, a tool that drops approval, a renamed skill, a loosened
// access policy and a suppression, rendered as GitHub renders it (GFM). Read by a reviewer: no
// row twice, every changed field with its old and new values, an added entry with what it brings,
// "own change" only where the skill's own document made it, the loosened policy shown although
// the auditor's tools stay the same. The whole comment is kept as a snapshot beside this file
// (`npx vitest run test/report/realistic-comment.test.ts -u` rewrites it; read the diff).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMarkdown } from '../../src/report/markdown.js';
import { runCheck } from '../../src/run.js';
import { assertInert, assertWellFormed, sections } from './gfm.js';

const CASE = join(import.meta.dirname, '..', 'diff', 'realistic-pull-request');
const LINKS = 'https://github.com/o/r/blob/abc';

/** Each table row's cells, as rendered HTML. */
function rows(html: string): string[][] {
  return [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) =>
    [...m[1]!.matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((c) => c[1]!),
  );
}

/** How a value is shown once rendered: as code, HTML-escaped. */
const shown = (text: string): string =>
  `<code>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')}</code>`;

/** One skill's folded block in the per-skill detail. */
function block(html: string, skill: string): string {
  const start = html.indexOf(`<summary><code>${skill}</code>`);
  expect(start, skill).toBeGreaterThanOrEqual(0);
  return html.slice(start, html.indexOf('</details>', start));
}

describe('the comment for a realistic pull request', () => {
  const { report } = runCheck({ root: join(CASE, 'head'), base: { kind: 'dir', path: join(CASE, 'base') } });
  const md = formatMarkdown(report, { linkBase: LINKS });
  const html = assertWellFormed(md);
  const byHeading = sections(html);

  it('is kept as a snapshot, inert', async () => {
    assertInert(html, [`${LINKS}/`]);
    await expect(md).toMatchFileSnapshot('./__snapshots__/realistic-pull-request.md');
  });

  it('repeats no table row, in any table', () => {
    for (const table of html.split('<table>').slice(1)) {
      const body = rows(table.split('</table>')[0]!).map((cells) => cells.join(' | '));
      expect(new Set(body).size, body.join('\n')).toBe(body.length);
    }
  });

  it('has one row per cause: the new tool that writes, is unsafe and has side effects is one row', () => {
    const causes = rows(byHeading.get('Power this pull request grants')!).slice(1);
    expect(causes).toHaveLength(report.diff!.causes!.length);
    const deploy = causes.filter((c) => c[1]!.includes('<code>ops/deploy</code>'));
    expect(deploy).toHaveLength(1);
    expect(deploy[0]![1]).toContain('which writes, is unsafe and has side effects');
    expect(deploy[0]![2]).toContain('<code>ops/platform-bot</code>');
  });

  it('shows every changed field with its old and new values', () => {
    let checked = 0;
    for (const skill of report.diff!.skills) {
      for (const change of skill.changed) {
        const row = rows(block(html, skill.name)).find((r) => r[1] === `<code>${change.name}</code>`)!;
        for (const field of change.fields) {
          const v = change.values!.find((x) => x.field === field)!;
          expect(row[2]).toContain(`${shown(field)}: ${shown(v.from!)} → ${shown(v.to!)}`);
          checked++;
        }
      }
    }
    // ops/issues (its MCP tool, and the side effects any tool of its unpinned server may have) and
    // ops/restart in two skills each, ops/scale in one.
    expect(checked).toBe(7);
    expect(html).toContain(
      `${shown('capability.human_approval_required')}: ${shown('true')} → ${shown('false')}`,
    );
    expect(html).toContain(`${shown('mcp_tool_name')}: ${shown('"list_issues"')} → ${shown('"*"')}`);
  });

  it('says what an added entry brings: its source and power', () => {
    const added = rows(block(html, 'ops/oncall')).find((r) => r[0] === 'added')!;
    expect(added[1]).toBe('<code>ops/deploy</code>');
    expect(added[2]).toMatch(/^custom · writes, unsafe, side effects \[&quot;network&quot;\]/);
  });

  it('labels "own change" only what the skill\'s own document changed, and lists only includes that changed it', () => {
    const platform = block(html, 'ops/platform');
    const detail = new Map(rows(platform).map((r) => [r[1], r[2]]));
    expect(detail.get('<code>ops/scale</code>')).toContain('own change');
    for (const entry of ['ops/deploy', 'ops/issues', 'ops/restart']) {
      expect(detail.get(`<code>${entry}</code>`)).toContain('via <code>ops/oncall</code>');
      expect(detail.get(`<code>${entry}</code>`)).not.toContain('own change');
    }
    // ops/scaling is included too, but changed nothing ops/platform shows.
    expect(platform).toContain('Via <code>ops/platform</code> → <code>ops/oncall</code>');
    expect(platform).not.toContain('ops/scaling');
    const oncall = new Map(rows(block(html, 'ops/oncall')).map((r) => [r[1], r[2]]));
    expect(oncall.get('<code>ops/restart</code>')).toContain("the tool's definition changed");
  });

  it('names each power an actor gains once', () => {
    const actors = rows(byHeading.get('Actors whose tools or access change')!);
    const bot = actors.find((r) => r[0] === '<code>ops/platform-bot</code>')!;
    expect(bot[1]).toBe('<code>ops/deploy</code> (<strong>writes, unsafe, side effects</strong>)');
  });

  it('shows the loosened access policy, though the auditor gains no tool', () => {
    const actors = rows(byHeading.get('Actors whose tools or access change')!);
    const auditor = actors.find((r) => r[0] === '<code>ops/auditor</code>')!;
    expect(auditor.slice(1, 4)).toEqual(['–', '–', '–']);
    expect(auditor[4]).toContain('its access policy loosens');
    expect(auditor[4]).toContain(
      `${shown('skill_access_policy.read_only')}: ${shown('true')} → ${shown('false')}`,
    );
    expect(auditor[4]).toContain(
      `${shown('skill_access_policy.deny')}: ${shown('["ops/platform"]')} → ${shown('[]')}`,
    );
    expect(auditor[4]).toContain(`${LINKS}/actors/ops/auditor.yaml#L6`);
  });

  it('lists the suppression the pull request adds', () => {
    const added = rows(byHeading.get('Suppression comments this pull request adds')!).slice(1);
    expect(added).toHaveLength(1);
    expect(added[0]![0]).toContain('tools/ops/rollback.yaml:2:1');
    expect(added[0]![1]).toContain('<code>unused-tool</code>');
  });

  // SPEC §6 "renamed definitions": ops/triage → ops/incident-triage, its content unchanged.
  it('shows the renamed skill as a rename, not a removal and an addition', () => {
    expect(html).toContain('<code>ops/triage</code> → <code>ops/incident-triage</code>');
    expect(html).not.toContain('<summary><code>ops/incident-triage</code> — added');
    expect(html).not.toContain('<summary><code>ops/triage</code> — removed');
  });
});
