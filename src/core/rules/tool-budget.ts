// Large flattened sets crowd the model's context and degrade tool choice (ADR-012, Risks).
import type { RuleContext } from '../rule.js';

export const id = 'tool-budget';
export const defaultSeverity = 'warning';
export const description =
  'A flattened set exceeds max-tools (default 128) or max-tokens (default 32000, estimated as characters / 4).';

export function check(ctx: RuleContext): void {
  const { maxTools, maxTokens } = ctx.options;
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
