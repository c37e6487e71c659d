// A change that reaches every skill of a deep include chain through every entry below it: each
// level of overrideChain overrides the one tool, so each level's entry is its own, and the top
// skill's set holds one per level, all of which start writing. Each skill listed every changed
// entry of its set, and the report grew with depth × width (1,000 levels: a 154 MB JSON report
// and 25 MB of text). A skill now names the included skill that shows its changes alike, and
// lists only the rest: the report reads the same, written once.
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { overrideChain, shapeRepo } from '../../scripts/hostile-shapes.mjs';
import { runCheck } from '../../src/run.js';
import { formatJson } from '../../src/report/json.js';
import { formatText } from '../../src/report/text.js';
import { COMMENT_LIMIT, formatMarkdown } from '../../src/report/markdown.js';
import { parseReport } from '../../src/report/validate-report.js';
import type { ChangedEntry, Escalation, ReportDiff, SkillDiff } from '../../src/core/diff/types.js';
import { cpuMs } from '../cpu-clock.js';

const DEPTH = 400;
const root = shapeRepo(overrideChain(DEPTH));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A written skill's changes read whole: its own list and, but for `except`, its sharer's. */
function whole(
  skills: Map<string, SkillDiff>,
  name: string,
): { changed: ChangedEntry[]; escalations: Escalation[] } {
  const chain: SkillDiff[] = [];
  for (let s = skills.get(name); s; s = s.sharedWith ? skills.get(s.sharedWith.skill) : undefined)
    chain.push(s);
  let out = { changed: [] as ChangedEntry[], escalations: [] as Escalation[] };
  for (const s of chain.reverse()) {
    const except = new Set(s.sharedWith?.except ?? []);
    const kept = s.sharedWith ? out : { changed: [], escalations: [] };
    out = {
      changed: [...s.changed, ...kept.changed.filter((c) => !except.has(c.name))],
      escalations: [...s.escalations, ...kept.escalations.filter((e) => !except.has(e.entry))],
    };
  }
  const order = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
  out.changed.sort((a, b) => order(a.name, b.name));
  out.escalations.sort((a, b) => order(a.entry, b.entry) || order(a.kind, b.kind));
  return out;
}

describe('a change reaching a deep chain through every entry below each skill', () => {
  const { report } = runCheck({ root, base: { kind: 'git', ref: 'HEAD~1' } });
  const diff = report.diff as ReportDiff;

  it('the JSON report names what an included skill shows alike, and reads back whole', () => {
    const started = cpuMs();
    const json = formatJson(report);
    const elapsed = cpuMs() - started;
    // The published schema and the renderer's take it (a report posted from an artifact).
    expect(parseReport(json)).toHaveProperty('report');
    const written = (JSON.parse(json) as { diff: ReportDiff }).diff.skills;
    // Listed per skill, 400 levels were 15 MB of skill diffs; named once, each skill a few rows.
    expect(JSON.stringify(written).length).toBeLessThan(DEPTH * 2_000);
    const top = written.find((s) => s.name === 'o/s0000');
    expect(top?.sharedWith).toEqual({ skill: 'o/s0001', changed: 398, escalations: 398, except: ['o/t'] });
    const byName = new Map(written.map((s) => [s.name, s]));
    for (const skill of diff.skills.filter((_, i) => i % 37 === 0)) {
      const read = whole(byName, skill.name);
      expect(read.changed).toEqual(skill.changed);
      expect(read.escalations).toEqual(skill.escalations);
    }
    // Written once, about 0.25 CPU s (each skill's changes weighed against its include's).
    expect(elapsed).toBeLessThan(750);
  });

  it('a comment posted from the JSON report counts and names the shared changes', () => {
    const parsed = parseReport(formatJson(report));
    if (!('report' in parsed)) throw new Error(parsed.error);
    const markdown = formatMarkdown(parsed.report);
    expect(markdown.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(markdown).toContain('o/s0000</code> — cascaded: +0 −0 ~400');
    expect(markdown).toContain('| changed | | and 398 changes as o/s0001 shows them, but o/t |');
  });

  it('the text report: a line per origin, the shared changes in words', () => {
    const text = formatText(report);
    const lines = text.split('\n').filter((l) => l.startsWith('  o/s0000 ('));
    expect(lines).toEqual([
      '  o/s0000 (cascaded): ~o/s0000.o/t (capability.writes: false → true)  ~o/s0001.o/t (capability.writes: false → true)',
      '  o/s0000 (via o/s0000 → o/s0001): and 398 changes as o/s0001 shows them, but o/t',
    ]);
    // Listed per skill, 3.4 MB.
    expect(text.length).toBeLessThan(DEPTH * 1_500);
  });
});

describe('escalations of one skill that end at one cause', () => {
  it('reach the skill once: the cause names each skill once, and the finding counts skills', () => {
    const { report } = runCheck({ root, base: { kind: 'git', ref: 'HEAD~1' } });
    // Every odd level's entry is the tool's own 'o/t' below, whose `writes` the head sets: the
    // top skill shows 200 of them. Pushed per escalation, the skills were 40,200 names.
    const cause = report.diff?.causes?.find((c) => c.entry === 'o/t');
    expect(cause?.skills).toHaveLength(DEPTH);
    expect(new Set(cause?.skills).size).toBe(DEPTH);
    const finding = report.diagnostics.find((d) => d.rule === 'escalation' && d.message.startsWith("'o/t' "));
    expect(finding?.message).toContain(`in ${DEPTH} skills:`);
  });
});
