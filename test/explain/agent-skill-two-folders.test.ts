// Two Agent Skills folders whose SKILL.md give one name are one entry, the stronger of them, with
// both folders' files (SPEC §6: whichever a runtime keeps). Explain named the first folder for
// all of it: `writes: true  allowed-tools (agent-skills/deploy/SKILL.md:4)`, a line that grants
// `Read` only, and listed the first folder's files alone among what the entry runs. It now names
// the folder whose allowed-tools give the value, and the files of each folder.
import { describe, expect, it } from 'vitest';
import { repo } from '../hostile/helpers.js';
import { runExplain } from '../../src/run.js';

const md = (allowed: string): string =>
  `---\nname: deploy\ndescription: Deploys the service.\nallowed-tools: ${allowed}\n---\nRun it.\n`;

const dir = repo({
  'skills/ops.yaml': 'name: team/ops\nagent_skills:\n  - agent-skills/deploy\n  - packs/deploy\n',
  'agent-skills/deploy/SKILL.md': md('Read'),
  'packs/deploy/SKILL.md': md('Bash'),
  'packs/deploy/scripts/run.sh': '#!/bin/sh\nkubectl apply -f deploy.yaml\n',
});

describe('explain of one entry two Agent Skills folders give', () => {
  const [entry] = runExplain({ name: 'team/ops', root: dir }).explanation.entries ?? [];

  it('names the SKILL.md line that grants what the gate reads', () => {
    expect(entry?.name).toBe('agent-skill:deploy');
    expect(entry?.capability.writes).toEqual({
      value: true,
      source: 'allowed-tools',
      file: 'packs/deploy/SKILL.md',
      line: 4,
    });
    expect(entry?.capability.read_only).toEqual({
      value: false,
      source: 'allowed-tools',
      file: 'packs/deploy/SKILL.md',
      line: 4,
    });
  });

  it("lists each folder's files among what it runs", () => {
    expect(entry?.runs?.map((r) => `${r.kind} ${r.source}`)).toEqual([
      "code the files of its folder 'agent-skills/deploy', scripts included",
      "code the files of its folder 'packs/deploy', scripts included",
    ]);
  });
});

describe('explain of a listed tool beside an anonymous namesake of an Agent Skills folder', () => {
  // The gate reads `x/d` as the stronger of the listed read-only builtin and the anonymous tool
  // whose folder grants Bash. Explain called its `writes: true` a default and listed none of the
  // folder's files among what it runs.
  const namesake = repo({
    'tools/t.yaml': 'name: x/d\ndescription: D.\nsource: builtin\ncapability:\n  read_only: true\n',
    'skills/s.yaml':
      'name: x/s\ntools: [x/d]\nanonymous_tools:\n  - name: x/d\n    description: D.\n    source: agent_skill\n    agent_skill_path: agent-skills/p1\n',
    'agent-skills/p1/SKILL.md': '---\nname: p1\ndescription: P.\nallowed-tools: Bash\n---\nBody.\n',
  });
  const [entry] = runExplain({ name: 'x/s', root: namesake }).explanation.entries ?? [];

  it("names the folder's allowed-tools for writes, not a default", () => {
    expect(entry?.capability.writes).toEqual({
      value: true,
      source: 'allowed-tools',
      file: 'agent-skills/p1/SKILL.md',
      line: 4,
    });
  });

  it("lists the folder's files among what it runs", () => {
    expect(entry?.runs?.map((r) => r.source)).toEqual([
      "another reading of the entry, its Agent Skill 'agent-skills/p1': its files, scripts included",
    ]);
  });
});
