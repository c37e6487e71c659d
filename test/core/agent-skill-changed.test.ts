// A folder whose SKILL.md is the same blob on both sides may be one object in both projects
// (Project.shareAgentSkills); whether it changed is still each side's listing of its files.
import { describe, expect, it } from 'vitest';
import type { AuxFileReader, RepoInput } from '../../src/core/model/model.js';
import { Project } from '../../src/core/project/project.js';
import { agentSkillChanged } from '../../src/core/sources/agent-skills.js';
import { SHIPPED_POWER_SETTINGS } from '../../src/core/power/power-settings.js';

const SKILL_MD = '---\nname: deploy\ndescription: Deploys.\nallowed-tools: Read\n---\nBody.\n';

function input(listing: string[]): RepoInput {
  const aux: AuxFileReader = {
    read: (path) =>
      path === 'agent-skills/deploy/SKILL.md' ? { kind: 'text', text: SKILL_MD } : { kind: 'missing' },
    blobId: (path) => (path === 'agent-skills/deploy/SKILL.md' ? 'a'.repeat(40) : undefined),
    folderListing: (dir) => (dir === 'agent-skills/deploy' ? listing : undefined),
  };
  return { files: [], aux, discovery: [], power: SHIPPED_POWER_SETTINGS };
}

const same = ['agent-skills/deploy/SKILL.md aaaa', 'agent-skills/deploy/scripts/run.sh bbbb'];
const script = ['agent-skills/deploy/SKILL.md aaaa', 'agent-skills/deploy/scripts/run.sh cccc'];

describe('agentSkillChanged', () => {
  it('tells a changed script in a folder the two projects share', () => {
    const head = new Project(input(script));
    const base = new Project(input(same));
    base.shareAgentSkills(head);
    expect(base.agentSkill('agent-skills/deploy')).toBe(head.agentSkill('agent-skills/deploy'));
    expect(agentSkillChanged(base, head, 'agent-skills/deploy')).toBe(true);
  });

  it('tells nothing where the shared folder lists the same files', () => {
    const head = new Project(input(same));
    const base = new Project(input(same));
    base.shareAgentSkills(head);
    expect(agentSkillChanged(base, head, 'agent-skills/deploy')).toBe(false);
  });

  it('reads two projects that do not share alike', () => {
    expect(agentSkillChanged(new Project(input(same)), new Project(input(same)), 'agent-skills/deploy')).toBe(
      false,
    );
    expect(
      agentSkillChanged(new Project(input(same)), new Project(input(script)), 'agent-skills/deploy'),
    ).toBe(true);
  });
});
