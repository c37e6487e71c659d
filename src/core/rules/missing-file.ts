// agent_skill_path and agent_skills must name a folder inside the root that holds a SKILL.md.
import type { Site } from '../model/model.js';
import type { RuleContext, RuleModule } from './rule.js';

function check(ctx: RuleContext): void {
  const { project } = ctx;
  const paths: { site: Site; path: string }[] = [
    ...project.tools.flatMap((t) => (t.agentSkillPath ? [t.agentSkillPath] : [])),
    ...project.skills.flatMap((s) => s.agentSkills),
  ];
  for (const { site, path } of paths) {
    const folder = project.agentSkill(path);
    if (folder.status === 'escapes' && path.includes('\\'))
      ctx.reportAt(
        site,
        'value',
        `'${path}' holds a backslash: a folder separator to a Windows runtime, part of a folder's name to a POSIX one; write '/'`,
      );
    else if (folder.status === 'escapes')
      ctx.reportAt(site, 'value', `'${path}' points outside the repository root`);
    else if (folder.status === 'missing' && folder.link !== undefined)
      ctx.reportAt(site, 'value', `'${folder.link}' is a symbolic link; links are not followed`);
    else if (folder.status === 'missing') ctx.reportAt(site, 'value', `no SKILL.md at '${folder.skillMd}'`);
  }
}

export const rule: RuleModule = {
  meta: {
    id: 'missing-file',
    defaultSeverity: 'error',
    description: 'An agent_skill_path or agent_skills path has no SKILL.md, or points outside the root.',
    scope: 'project',
    incompleteReading: true,
  },
  check,
};
