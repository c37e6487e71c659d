// SKILL.md frontmatter read as the Agent Skills reference validator (skills-ref) reads it: the
// file opens with '---'; a name (trimmed, NFKC, 1-64 lowercase letters, digits and single
// hyphens) equal to its folder's name; a non-blank description of at most 1024 code points; a
// compatibility string of at most 500.
import {
  compatibilityProblems,
  descriptionProblems,
  nameProblems,
  type AgentSkillFolder,
  type Frontmatter,
} from '../kinds/agent-skill.js';
import { FILE_START, type Span } from '../model/diagnostic.js';
import type { RuleContext, RuleModule } from './rule.js';

function check(ctx: RuleContext): void {
  for (const folder of ctx.project.referencedAgentSkills()) checkFolder(ctx, folder);
}

function checkFolder(ctx: RuleContext, folder: AgentSkillFolder): void {
  if (folder.status === 'unreadable') {
    ctx.report(
      folder.skillMd,
      FILE_START,
      `${folder.skillMd} cannot be read: ${folder.reason ?? 'unknown reason'}`,
    );
    return;
  }
  if (folder.status !== 'ok') return;
  for (const p of folder.problems) ctx.report(folder.skillMd, p.span, p.message);
  const fm = folder.frontmatter;
  // A frontmatter that is not a mapping was reported above; its fields cannot be checked.
  if (!fm || !fm.doc || folder.problems.length > 0) return;
  const fields = fm.values;
  const folderName = folder.dir === '' ? undefined : folder.dir.slice(folder.dir.lastIndexOf('/') + 1);
  const field = (key: string, problems: (value: unknown) => string[], required: boolean): void => {
    if (!Object.hasOwn(fields, key)) {
      if (required) ctx.report(folder.skillMd, fm.span, `frontmatter is missing the required field '${key}'`);
      return;
    }
    const at = valueSpan(fm, key);
    for (const message of problems(fields[key])) ctx.report(folder.skillMd, at, message);
  };
  field('name', (value) => nameProblems(value, folderName), true);
  field('description', descriptionProblems, true);
  field('compatibility', compatibilityProblems, false);
}

function valueSpan(fm: Frontmatter, key: string): Span {
  return (fm.doc as NonNullable<Frontmatter['doc']>).valueSpan(`/${key}`);
}

export const rule: RuleModule = {
  meta: {
    id: 'agent-skill-frontmatter',
    defaultSeverity: 'error',
    description:
      "SKILL.md frontmatter breaks the Agent Skills format as its reference validator reads it: it must open with '---'; name (1-64 lowercase letters, digits and single hyphens, equal to the folder's name), description (non-blank, at most 1024 characters) and compatibility (at most 500).",
    scope: 'project',
    incompleteReading: true,
  },
  check,
};
