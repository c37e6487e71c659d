// Flattening had to qualify entry names because two contributors bring different definitions
// under one name; prompts that used the plain name will not find it.
import type { RuleContext, RuleModule } from './rule.js';

function check(ctx: RuleContext): void {
  for (const skill of ctx.project.skills) {
    const flat = ctx.project.flatten(skill.name);
    if (!flat) continue;
    for (const conflict of flat.conflicts) {
      const at = conflict.parts[1] ?? conflict.parts[0];
      if (!at) continue;
      const names = conflict.parts.map((p) => `'${p.qualified}'`).join(', ');
      const from = conflict.parts.map((p) => `'${p.contributor}'`).join(', ');
      ctx.reportAt(
        at.site.site,
        'value',
        `'${conflict.name}' comes from ${from} with different definitions; qualified as ${names}`,
      );
    }
  }
}

export const rule: RuleModule = {
  meta: {
    id: 'name-conflict',
    defaultSeverity: 'warning',
    description:
      'Flattening found one entry name with different definitions and had to qualify them as <contributor>.<name>.',
    scope: 'project',
  },
  check,
};
