// Large flattened sets crowd the model's context and degrade tool choice (ADR-012, Risks).
import type { RuleContext, RuleOption, RuleModule } from './rule.js';

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
      "Most tokens a skill's flattened set may take before tool-budget warns: each entry rendered as a function definition and counted as OpenAI counts tools for its o200k_base models (exact for those, an estimate for other model families).",
    markdownDescription:
      "Most tokens a skill's flattened set may take before [tool-budget](https://github.com/agents-config-check/agents-config-check/blob/main/docs/rules.md#tool-budget) warns: each entry rendered as a function definition and counted as OpenAI counts tools for its `o200k_base` models (exact for those, an estimate for other model families).",
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
    // The bound decides without the tokenizer; only a set that may be over it is counted.
    const tokens = flat.tokens.bound > maxTokens ? flat.tokens.count() : 0;
    if (tokens > maxTokens) {
      ctx.reportAt(
        site,
        'value',
        `'${skill.name}' flattens to ${tokens} tokens (o200k_base, as OpenAI counts function definitions), over max-tokens ${maxTokens}`,
      );
    }
  }
}

export const rule: RuleModule = {
  meta: {
    id: 'tool-budget',
    defaultSeverity: 'warning',
    description:
      'A flattened set exceeds max-tools (default 128) or max-tokens (default 32000, counted with the o200k_base tokenizer as OpenAI counts function definitions).',
    scope: 'project',
    options,
  },
  check,
};
