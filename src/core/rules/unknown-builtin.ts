// A builtin group outside the configured list (builtin-groups) is probably a typo.
import { didYouMean, suggesterFor } from '../model/names.js';
import type { RuleContext, RuleModule, RuleOption } from './rule.js';
import {
  builtinGroupNames,
  DEFAULT_BUILTIN_GROUPS,
  DEFAULT_READ_ONLY_AGENT_TOOLS,
  type BuiltinGroups,
} from '../power/power-settings.js';

const described = (description: string, schema: Record<string, unknown>): Record<string, unknown> => ({
  ...schema,
  description,
  markdownDescription: description,
});
const flag = (description: string): Record<string, unknown> => described(description, { type: 'boolean' });
/** The capability fields a group may be given (the tool's, without the scopes and cost). */
const GROUP_CAPABILITY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    read_only: flag('The group only reads.'),
    writes: flag('The group changes files, repositories or services.'),
    unsafe: flag('The group can do harm that is hard to undo.'),
    human_approval_required: flag('A person approves each call.'),
    idempotent: flag('Calling twice does what calling once does.'),
    checkpointable: flag('Its effects can be checkpointed and rolled back.'),
    side_effects: described('What the group does to the world.', {
      type: 'array',
      items: { type: 'string' },
    }),
  },
};

/** The builtin groups skills may name, each with its capability (a list: each of unknown power). */
export const builtinGroupsOption: RuleOption<BuiltinGroups> = {
  key: 'builtin-groups',
  schema: {
    description:
      'The built-in tool groups skills may name under builtins: a list of names (each of unknown power: writes, unsafe), or a map from name to its capability. Others are reported by unknown-builtin and read as unknown.',
    markdownDescription:
      'The built-in tool groups skills may name under `builtins`: a list of names (each of unknown power: writes, unsafe), or a map from name to its capability. Others are reported by [unknown-builtin](https://github.com/agents-config-check/agents-config-check/blob/main/docs/rules.md#unknown-builtin) and read as unknown.',
    default: DEFAULT_BUILTIN_GROUPS,
    anyOf: [
      { type: 'array', items: { type: 'string', minLength: 1 } },
      {
        type: 'object',
        additionalProperties: {
          anyOf: [{ type: 'null' }, GROUP_CAPABILITY],
        },
      },
    ],
  },
};

/** The Agent Skills `allowed-tools` patterns that only read. */
export const readOnlyAgentToolsOption: RuleOption<readonly string[]> = {
  key: 'read-only-agent-tools',
  schema: {
    description:
      'The Agent Skills allowed-tools patterns that only read: a SKILL.md whose every pattern is one of these is read-only; any other pattern writes.',
    markdownDescription:
      'The Agent Skills `allowed-tools` patterns that only read: a `SKILL.md` whose every pattern is one of these is read-only; any other pattern writes.',
    type: 'array',
    default: DEFAULT_READ_ONLY_AGENT_TOOLS,
    items: { type: 'string', minLength: 1 },
  },
};

// The power settings are declared here: a builtin group's capability is what this rule's list says.
const options = [builtinGroupsOption, readOnlyAgentToolsOption];

function check(ctx: RuleContext): void {
  // As a map, once: a list searched for every builtin, and compared whole with every unknown one,
  // cost the configuration's groups times the skills' builtins (10,000 of each: 47 CPU s).
  const groups = new Map(builtinGroupNames(ctx.option(builtinGroupsOption)).map((g) => [g, g]));
  for (const skill of ctx.project.skills) {
    for (const b of skill.builtins) {
      if (groups.has(b.group)) continue;
      const near = suggesterFor(groups).closest(b.group);
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
