// An Agent Skills folder's content is every file in it as git holds it (SPEC §3), its mode too: a
// script made executable, and nothing else, was no change of a writing skill's folder, from a
// folder base or a git base (the listings held each file's id only).
import { describe, expect, it } from 'vitest';
import { diffFromBothBases, expectEscalationsFromBothBases } from './both-bases.js';

const SKILL_MD = '---\nname: pdf\ndescription: Reads PDFs.\nallowed-tools: Bash\n---\nBody.\n';
const TREE = {
  'agent-skills/pdf/SKILL.md': SKILL_MD,
  'skills/s.yaml': 'name: x/s\nagent_skills: [agent-skills/pdf]\n',
  'actors/a.yaml': 'name: x/a\nskills: [x/s]\n',
};
const SCRIPT = 'echo converting\n';

describe('the mode of a file in an Agent Skills folder', () => {
  it('a script made executable is changed code of a skill that writes, at its first line', () => {
    expectEscalationsFromBothBases(
      { ...TREE, 'agent-skills/pdf/scripts/run.sh': SCRIPT },
      { ...TREE, 'agent-skills/pdf/scripts/run.sh': { executable: SCRIPT } },
      [
        "agent-skills/pdf/scripts/run.sh:1:1: 'agent-skill:pdf' runs changed code (in 1 skill: 'x/s'; actor 'x/a')",
      ],
    );
  });

  it('an executable script left as it was is no change', () => {
    const tree = { ...TREE, 'agent-skills/pdf/scripts/run.sh': { executable: SCRIPT } };
    const run = diffFromBothBases(tree, tree);
    expect(run.fromDir).toEqual([]);
    expect(run.fromGit).toEqual([]);
  });
});
