// An include or an actor's skills entry that names no skill.
import { suggesterFor } from '../names.js';
import type { RuleContext } from '../rule.js';

export const id = 'unknown-skill';
export const defaultSeverity = 'error';
export const description = "An includes entry or an actor's skills entry names no skill.";

export function check(ctx: RuleContext): void {
  const { project } = ctx;
  const refs = [...project.skills.flatMap((s) => s.includes), ...project.actors.flatMap((a) => a.skills)];
  for (const entry of refs) {
    if (entry.ref.kind !== 'local' || project.skill(entry.ref.name)) continue;
    const near = suggesterFor(project.skillsByName).closest(entry.ref.name);
    ctx.reportAt(
      entry.site,
      'value',
      `unknown skill '${entry.ref.name}'${near ? `; did you mean '${near}'?` : ''}`,
    );
  }
}
