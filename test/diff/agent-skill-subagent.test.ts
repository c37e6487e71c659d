// A SKILL.md that runs its skill in a subagent: `context: fork` (Claude Code runs the skill as a
// general-purpose subagent) or `agent: <type>` (the subagent it runs as). The subagent has its own
// tools, every tool where its definition names none, and they are defined outside the folder, so
// `allowed-tools` no longer says what the skill may do. A head that added either to a read-only
// folder passed with exit 0 and two warnings; the folder is now unknown power (SPEC §6), caused at
// the key that sends it to a subagent.
import { describe, expect, it } from 'vitest';
import { diffFromBothBases, expectEscalationsFromBothBases } from './both-bases.js';

const SKILL_MD = (extra: string, body = 'Body.'): string =>
  `---\nname: pdf\ndescription: Reads PDFs.\nallowed-tools: Read\n${extra}---\n${body}\n`;
const side = (skillMd: string): Record<string, string> => ({
  'skills/s.yaml': 'name: x/s\nagent_skills: [agent-skills/pdf]\n',
  'actors/a.yaml': 'name: x/a\nskills: [x/s]\n',
  'agent-skills/pdf/SKILL.md': skillMd,
});
const UNKNOWN = (at: string): string =>
  `agent-skills/pdf/SKILL.md:${at}: 'agent-skill:pdf' is no longer read_only, now writes, is now unsafe, gains side effects ["open_world"] and runs changed code (in 1 skill: 'x/s'; actor 'x/a')`;

describe('an Agent Skills folder that runs in a subagent', () => {
  it.each([
    ['context: fork', 'context: fork\n', '5:10'],
    ['context: Fork', 'context: " Fork"\n', '5:10'],
    ['agent: Explore', 'agent: Explore\n', '5:8'],
    ['both', 'context: fork\nagent: general-purpose\n', '6:8'],
  ])('%s added to a read-only folder makes it unknown', (_, extra, at) => {
    expectEscalationsFromBothBases(side(SKILL_MD('')), side(SKILL_MD(extra)), [UNKNOWN(at)]);
  });

  it('a repeated agent key naming one in its second reading makes it unknown there', () => {
    const run = diffFromBothBases(side(SKILL_MD('')), side(SKILL_MD('agent:\nagent: Explore\n')));
    const approve = "; approve with the 'allow-escalation' label or --allow-escalations";
    expect(run.fromDir).toEqual([`${UNKNOWN('6:8')}${approve}`]);
    expect(run.fromGit).toEqual(run.fromDir);
  });

  it('another context, or an empty agent, is not a subagent', () => {
    for (const extra of ['context: inline\n', 'agent:\n', 'agent: null\n']) {
      const run = diffFromBothBases(side(SKILL_MD('')), side(SKILL_MD(extra)));
      expect(run).toMatchObject({ fromDir: [], fromGit: [], failed: false });
    }
  });

  it('a folder already forked on the base widens nothing when its body changes', () => {
    const base = side(SKILL_MD('context: fork\n'));
    const run = diffFromBothBases(base, side(SKILL_MD('context: fork\n', 'Another body.')));
    expect(run.fromDir).toEqual(run.fromGit);
    expect(run.fromDir.every((line) => !line.includes('now writes'))).toBe(true);
  });
});
