// A pull request that moves the configuration file instead of editing it. The gate read the base's
// settings only at the head's file's own path: renaming `.agents-config-check.yml` to `.yaml`,
// deleting a file above the root, or adding one at the root that shadows the one above all left
// the base with no configuration, so the defaults judged the head (exit 0): a read-only pattern
// the base never granted and an actors glob the base had were gone unseen. The base's file is now
// found as the base itself finds it (SPEC §8), and the head is judged by it (§6).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/run.js';
import { commitBaseUnderHead } from '../git-helpers.js';
import { escalationsOfAgentsRoot, expectEscalationsFromBothBases } from './both-bases.js';

const SKILL_MD = (tools: string): string =>
  `---\nname: pdf\ndescription: Reads PDFs.\nallowed-tools: ${tools}\n---\nBody.\n`;
const PDF = {
  'skills/s.yaml': 'name: x/s\nagent_skills: [agent-skills/pdf]\n',
  'actors/a.yaml': 'name: x/a\nskills: [x/s]\n',
};
const APPROVE = "; approve with the 'allow-escalation' label or --allow-escalations";

describe('a configuration renamed at the root is still the base one', () => {
  it('.yml to .yaml, calling one more pattern read-only', () => {
    expectEscalationsFromBothBases(
      {
        ...PDF,
        '.agents-config-check.yml': 'read-only-agent-tools: [Read]\n',
        'agent-skills/pdf/SKILL.md': SKILL_MD('Read'),
      },
      {
        ...PDF,
        '.agents-config-check.yaml': 'read-only-agent-tools: [Read, Grep]\n',
        'agent-skills/pdf/SKILL.md': SKILL_MD('Read Grep'),
      },
      [
        ".agents-config-check.yaml:1:24: the configuration calls 'Grep' read-only, which the base does not; the gate keeps the base's list (in 1 skill: 'x/s'; actor 'x/a')",
        "agent-skills/pdf/SKILL.md:4:16: 'agent-skill:pdf' is no longer read_only, now writes and runs changed code (in 1 skill: 'x/s'; actor 'x/a')",
      ],
    );
  });

  it('.yml to .yaml, dropping the actors glob that found an actor which gains a writing skill', () => {
    const side = (skills: string, config: Record<string, string>): Record<string, string> => ({
      ...config,
      'tools/w.yaml': 'name: x/w\ndescription: Writes.\nsource: custom\ncode: w()\ncapability:\n  writes: true\n',
      'skills/w.yaml': 'name: x/w\ntools: [x/w]\n',
      'skills/s.yaml': 'name: x/s\n',
      'team/b.actor.yaml': `name: x/b\nskills: [${skills}]\n`,
    });
    expectEscalationsFromBothBases(
      side('x/s', { '.agents-config-check.yml': 'actors: ["team/*.actor.yaml"]\n' }),
      side('x/s, x/w', { '.agents-config-check.yaml': 'rules:\n  unused-tool: warning\n' }),
      [
        ".agents-config-check.yaml:1:1: the configuration drops 'team/*.actor.yaml' from 'actors' for its own change, hiding files from the gate (actor 'x/b')",
      ],
    );
  });
});

describe('a configuration above the root, against a git base', () => {
  const TOP = 'read-only-agent-tools: [Read]\n';
  const agents = (tools: string): Record<string, string> => ({
    'agents/skills/s.yaml': 'name: x/s\nagent_skills: [agent-skills/pdf]\n',
    'agents/actors/a.yaml': 'name: x/a\nskills: [x/s]\n',
    'agents/agent-skills/pdf/SKILL.md': SKILL_MD(tools),
  });
  const escalations = escalationsOfAgentsRoot;
  const SKILL_WIDENS = `agent-skills/pdf/SKILL.md:4:16: 'agent-skill:pdf' is no longer read_only, now writes and runs changed code (in 1 skill: 'x/s'; actor 'x/a')${APPROVE}`;

  it('deleted: the defaults do not judge the head', () => {
    expect(escalations({ ...agents('Read'), '.agents-config-check.yml': TOP }, agents('Read Grep'))).toEqual([
      `../.agents-config-check.yml:1:1: the configuration calls 'Grep', 'Glob' read-only, which the base does not; the gate keeps the base's list (in 1 skill: 'x/s'; actor 'x/a')${APPROVE}`,
      SKILL_WIDENS,
    ]);
  });

  it("shadowed by a new one at the root: the base's above still judges", () => {
    expect(
      escalations(
        { ...agents('Read'), '.agents-config-check.yml': TOP },
        { ...agents('Read Grep'), '.agents-config-check.yml': TOP, 'agents/.agents-config-check.yml': 'rules: {}\n' },
      ),
    ).toEqual([
      `.agents-config-check.yml:1:1: the configuration calls 'Grep', 'Glob' read-only, which the base does not; the gate keeps the base's list (in 1 skill: 'x/s'; actor 'x/a')${APPROVE}`,
      SKILL_WIDENS,
    ]);
  });

  it('moved up with the same settings, its globs rewritten for its folder: nothing weakened', () => {
    expect(
      escalations(
        { ...agents('Read'), 'agents/.agents-config-check.yml': `${TOP}ignore: ["legacy/**"]\n` },
        { ...agents('Read'), '.agents-config-check.yml': `${TOP}ignore: ["agents/legacy/**"]\n` },
      ),
    ).toEqual([]);
  });
});

describe('a configuration named with --config above the root', () => {
  // A folder whose name starts with two dots is inside the repository: its base file judges the head.
  it("in a folder named '..x' of the repository: the base's file there judges the head", () => {
    const work = mkdtempSync(join(tmpdir(), 'acc-dotdot-config-'));
    try {
      const repo = join(work, 'repo');
      const side = (tools: string, config: string): Record<string, string> => ({
        '..x/cfg.yml': config,
        'agents/skills/s.yaml': 'name: x/s\nagent_skills: [agent-skills/pdf]\n',
        'agents/actors/a.yaml': 'name: x/a\nskills: [x/s]\n',
        'agents/agent-skills/pdf/SKILL.md': SKILL_MD(tools),
      });
      const sha = commitBaseUnderHead(
        repo,
        side('Read', 'read-only-agent-tools: [Read]\n'),
        side('Read Grep', 'read-only-agent-tools: [Read, Grep]\n'),
      );
      const result = runCheck({
        root: join(repo, 'agents'),
        configPath: join(repo, '..x', 'cfg.yml'),
        base: { kind: 'git', ref: sha },
      });
      // The report names the file from the root, as it names every file (SPEC §2).
      expect(result.report.diagnostics.filter((d) => d.rule === 'escalation').map((d) => d.file)).toEqual([
        '../..x/cfg.yml',
        'agent-skills/pdf/SKILL.md',
      ]);
      expect(result.failed).toBe(true);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
