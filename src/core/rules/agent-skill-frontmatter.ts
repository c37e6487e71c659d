// SKILL.md frontmatter must follow the Agent Skills format: a name of 1-64 lowercase letters,
// digits and single hyphens that equals its folder's name, and a description of 1-1024 characters.
import { FILE_START } from '../diagnostic.js';
import type { AgentSkillFolder, SkillInfo, ToolInfo } from '../project.js';
import type { RuleContext } from '../rule.js';

export const id = 'agent-skill-frontmatter';
export const defaultSeverity = 'error';
export const description =
  "SKILL.md frontmatter breaks the Agent Skills format: name (1-64 lowercase letters, digits, single hyphens, equal to the folder's name) or description (1-1024 characters).";

const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function check(ctx: RuleContext): void {
  const { project } = ctx;
  // Touch every referenced folder so that each is read once, then check each folder once.
  const { tools, skills } = project;
  for (let i = 0; i < tools.length; i++) {
    const path = (tools[i] as ToolInfo).agentSkillPath?.path;
    if (path !== undefined) project.agentSkill(path);
  }
  for (let i = 0; i < skills.length; i++) {
    const folders = (skills[i] as SkillInfo).agentSkills;
    for (let j = 0; j < folders.length; j++)
      project.agentSkill((folders[j] as SkillInfo['agentSkills'][number]).path);
  }
  const folders = project.agentSkillFolders;
  for (let i = 0; i < folders.length; i++) {
    const folder = folders[i] as AgentSkillFolder;
    if (folder.status === 'unreadable') {
      ctx.report(
        folder.skillMd,
        FILE_START,
        `${folder.skillMd} cannot be read: ${folder.reason ?? 'unknown reason'}`,
      );
      continue;
    }
    if (folder.status !== 'ok') continue;
    for (const p of folder.problems) ctx.report(folder.skillMd, p.span, p.message);
    const fm = folder.frontmatter;
    if (!fm) continue;
    const name = fm.values.name;
    const folderName = folder.dir.split('/').pop() ?? '';
    if (typeof name !== 'string') {
      ctx.report(folder.skillMd, fm.nameSpan ?? fm.span, 'frontmatter needs a string name');
    } else if (name.length < 1 || name.length > 64 || !NAME.test(name)) {
      ctx.report(
        folder.skillMd,
        fm.nameSpan ?? fm.span,
        `name '${name}' must be 1-64 lowercase letters, digits and single hyphens, not starting or ending with one`,
      );
    } else if (name !== folderName) {
      ctx.report(
        folder.skillMd,
        fm.nameSpan ?? fm.span,
        `name '${name}' must equal its folder's name '${folderName}'`,
      );
    }
    const desc = fm.values.description;
    if (typeof desc !== 'string' || desc.length < 1) {
      ctx.report(folder.skillMd, fm.descriptionSpan ?? fm.span, 'frontmatter needs a non-empty description');
    } else if (desc.length > 1024) {
      ctx.report(
        folder.skillMd,
        fm.descriptionSpan ?? fm.span,
        `description is ${desc.length} characters; at most 1024`,
      );
    }
  }
}
