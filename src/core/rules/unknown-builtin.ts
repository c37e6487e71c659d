// A builtin group outside the configured list (builtin-groups) is probably a typo.
import { closest } from '../names.js';
import type { RuleContext } from '../rule.js';

export const id = 'unknown-builtin';
export const defaultSeverity = 'warning';
export const description =
  'A builtin group outside the configured list (default file_operations, directory_operations, git_operations).';

export function check(ctx: RuleContext): void {
  const groups = ctx.options.builtinGroups;
  for (const skill of ctx.project.skills) {
    for (const b of skill.builtins) {
      if (groups.includes(b.group)) continue;
      const near = closest(b.group, groups);
      ctx.reportAt(
        b.site,
        'value',
        `unknown builtin group '${b.group}'${near ? `; did you mean '${near}'?` : ''}`,
      );
    }
  }
}
