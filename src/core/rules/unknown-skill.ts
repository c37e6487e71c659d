// An include or an actor's skills entry that names no skill.
import { BrokenFiles, brokenDefinerNote } from '../model/broken-files.js';
import { didYouMean, suggesterFor } from '../model/names.js';
import type { RuleContext, RuleMeta, RuleModule } from './rule.js';

const meta: RuleMeta = {
  id: 'unknown-skill',
  defaultSeverity: 'error',
  description: "An includes entry or an actor's skills entry names no skill.",
  scope: 'project',
  incompleteReading: true,
  // A name a broken skill file probably defines: the mistake is in that file, reported there.
  kindSeverity: { 'broken-definer': 'note' },
};
const BROKEN_DEFINER = meta.kindSeverity?.['broken-definer'];

function check(ctx: RuleContext): void {
  const { project } = ctx;
  const broken = new BrokenFiles(project.files, 'skill');
  const refs = [...project.skills.flatMap((s) => s.includes), ...project.actors.flatMap((a) => a.skills)];
  for (const entry of refs) {
    if (entry.ref.kind !== 'local' || project.skill(entry.ref.name)) continue;
    const definer = broken.definerOf(entry.ref.name);
    if (definer) {
      ctx.reportAt(entry.site, 'value', brokenDefinerNote('skill', entry.ref.name, definer), BROKEN_DEFINER);
      continue;
    }
    // A bare name is near what it was written as: 'core' near 'team/core'.
    const near = suggesterFor(project.skillsByName).closest(
      /[/:]/.test(entry.raw) ? entry.ref.name : entry.raw,
    );
    ctx.reportAt(entry.site, 'value', `unknown skill '${entry.ref.name}'${didYouMean(near)}`);
  }
}

export const rule: RuleModule = { meta, check };
