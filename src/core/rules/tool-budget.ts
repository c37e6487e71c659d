// Large flattened sets crowd the model's context and degrade tool choice (ADR-012, Risks).
import type { RuleContext, RuleOption, RuleModule } from '../rule.js';

const maxToolsOption: RuleOption<number> = {
  key: 'max-tools',
  schema: {
    description: "Most entries a skill's flattened set may hold before tool-budget warns.",
    markdownDescription:
      "Most entries a skill's flattened set may hold before [tool-budget](https://github.com/agents-config-check/agents-config-check/blob/main/docs/rules.md#tool-budget) warns.",
    type: 'integer',
    default: 128,
    minimum: 1,
    maximum: 100_000,
  },
};

const maxTokensOption: RuleOption<number> = {
  key: 'max-tokens',
  schema: {
    description:
      "Most estimated tokens (about a quarter of the characters of each entry's name, description and input schema) a skill's flattened set may take before tool-budget warns.",
    markdownDescription:
      "Most estimated tokens (about a quarter of the characters of each entry's name, description and input schema) a skill's flattened set may take before [tool-budget](https://github.com/agents-config-check/agents-config-check/blob/main/docs/rules.md#tool-budget) warns.",
    type: 'integer',
    default: 32000,
    minimum: 1,
    maximum: 100_000_000,
  },
};

const options = [maxToolsOption, maxTokensOption];

function check(ctx: RuleContext): void {
  const maxTools = ctx.option(maxToolsOption);
  const maxTokens = ctx.option(maxTokensOption);
  for (const skill of ctx.project.skills) {
    const flat = ctx.project.flatten(skill.name);
    if (!flat) continue;
    const site = { def: skill.def, pointer: '/name' };
    if (flat.entries.size > maxTools) {
      ctx.reportAt(
        site,
        'value',
        `'${skill.name}' flattens to ${flat.entries.size} tools, over max-tools ${maxTools}`,
      );
    }
    if (flat.tokens > maxTokens) {
      ctx.reportAt(
        site,
        'value',
        `'${skill.name}' flattens to about ${flat.tokens} tokens, over max-tokens ${maxTokens}`,
      );
    }
  }
}

export const rule: RuleModule = {
  meta: {
    id: 'tool-budget',
    defaultSeverity: 'warning',
    description:
      'A flattened set exceeds max-tools (default 128) or max-tokens (default 32000, estimated as characters / 4).',
    scope: 'project',
    options,
  },
  check,
};
