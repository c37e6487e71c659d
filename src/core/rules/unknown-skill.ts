// An include or an actor's skills entry that names no skill.
import { closest } from '../names.js';
import type { RuleContext } from '../rule.js';

export const id = 'unknown-skill';
export const defaultSeverity = 'error';
export const description = "An includes entry or an actor's skills entry names no skill.";

export function check(ctx: RuleContext): void {
  const { project } = ctx;
  const refs = [...project.skills.flatMap((s) => s.includes), ...project.actors.flatMap((a) => a.skills)];
  for (const entry of refs) {
    if (entry.ref.kind !== 'local' || project.skill(entry.ref.name)) continue;
    const near = closest(entry.ref.name, project.skillsByName.keys());
    ctx.reportAt(
      entry.site,
      'value',
      `unknown skill '${entry.ref.name}'${near ? `; did you mean '${near}'?` : ''}`,
    );
  }
}
