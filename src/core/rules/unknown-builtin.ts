// A builtin group outside the configured list (builtin-groups) is probably a typo.
import { closest, didYouMean } from '../names.js';
import type { RuleContext, RuleOption, RuleModule } from '../rule.js';

/** The groups skills may name; the language server offers and describes them too. */
export const builtinGroupsOption: RuleOption<readonly string[]> = {
  key: 'builtin-groups',
  schema: {
    description:
      'The built-in tool groups skills may name under builtins; others are reported by unknown-builtin.',
    markdownDescription:
      'The built-in tool groups skills may name under `builtins`; others are reported by [unknown-builtin](https://github.com/agents-config-check/agents-config-check/blob/main/docs/rules.md#unknown-builtin).',
    type: 'array',
    default: ['file_operations', 'directory_operations', 'git_operations'],
    items: { type: 'string', minLength: 1 },
  },
};

const options = [builtinGroupsOption];

function check(ctx: RuleContext): void {
  const groups = ctx.option(builtinGroupsOption);
  for (const skill of ctx.project.skills) {
    for (const b of skill.builtins) {
      if (groups.includes(b.group)) continue;
      const near = closest(b.group, groups);
      ctx.reportAt(b.site, 'value', `unknown builtin group '${b.group}'${didYouMean(near)}`);
    }
  }
}

export const rule: RuleModule = {
  meta: {
    id: 'unknown-builtin',
    defaultSeverity: 'warning',
    description:
      'A builtin group outside the configured list (default file_operations, directory_operations, git_operations).',
    scope: 'file',
    options,
  },
  check,
};
