// A SKILL.md frontmatter field outside the Agent Skills format and outside the fields agent
// clients are known to read (`agent-skill-fields`): the reference validator refuses it, and a
// misspelt field is silently ignored by every client.
import { FORMAT_FIELDS } from '../kinds/agent-skill.js';
import { closest } from '../model/names.js';
import { toPointer } from '../text/pointer.js';
import type { RuleContext, RuleOption, RuleModule } from './rule.js';

/** Fields agent clients add: allowed unless the configuration gives its own list. */
const agentSkillFieldsOption: RuleOption<readonly string[]> = {
  key: 'agent-skill-fields',
  schema: {
    description:
      "SKILL.md frontmatter fields agent-skill-field accepts besides the Agent Skills format's own (name, description, license, compatibility, metadata, allowed-tools). The list replaces the default one.",
    markdownDescription:
      "`SKILL.md` frontmatter fields [agent-skill-field](https://github.com/agents-config-check/agents-config-check/blob/main/docs/rules.md#agent-skill-field) accepts besides the Agent Skills format's own (`name`, `description`, `license`, `compatibility`, `metadata`, `allowed-tools`). The list replaces the default one.",
    type: 'array',
    default: [
      'version',
      'argument-hint',
      'user-invocable',
      'disable-model-invocation',
      'when_to_use',
      'model',
    ],
    examples: [['version', 'x-team']],
    items: { type: 'string', minLength: 1 },
  },
};

const options = [agentSkillFieldsOption];

function check(ctx: RuleContext): void {
  const known = new Set([...FORMAT_FIELDS, ...ctx.option(agentSkillFieldsOption)]);
  const folders = ctx.project.referencedAgentSkills();
  for (const folder of folders) {
    const fm = folder.frontmatter;
    if (folder.status !== 'ok' || !fm?.doc) continue;
    for (const key of Object.keys(fm.values)) {
      if (known.has(key)) continue;
      const near = closest(key, known);
      ctx.report(
        folder.skillMd,
        fm.doc.keySpan(toPointer([key])),
        near
          ? `frontmatter field '${key}' is not an Agent Skills field; did you mean '${near}'?`
          : `frontmatter field '${key}' is not an Agent Skills field (${FORMAT_FIELDS.join(', ')}); if an agent client reads it, add it to 'agent-skill-fields' in the configuration`,
      );
    }
  }
}

export const rule: RuleModule = {
  meta: {
    id: 'agent-skill-field',
    defaultSeverity: 'warning',
    description:
      'A SKILL.md frontmatter field outside the Agent Skills format (name, description, license, compatibility, metadata, allowed-tools) and the configured agent-skill-fields.',
    scope: 'project',
    options,
  },
  check,
};
