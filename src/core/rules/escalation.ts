// With a base tree: a skill's flattened set widened its power (SPEC §6). An error until approved
// (the escalation label or --allow-escalations), then a note that stays visible.
import type { RuleContext } from '../rule.js';
import type { EscalationFinding } from '../diff/types.js';

export const id = 'escalation';
export const defaultSeverity = 'error';
export const description =
  "With a base: a skill's flattened set widens power (read_only dropped, writes or unsafe gained, approval dropped, new side effects, or an added entry that writes, is unsafe or is a dynamic MCP server).";

export function describeEscalation(e: EscalationFinding): string {
  const others = e.skills.filter((s) => s !== e.skill);
  const shown = others.slice(0, 3).map((s) => `'${s}'`);
  const more = others.length > 3 ? ` and ${others.length - 3} more` : '';
  const through = others.length > 0 ? `; reaches ${shown.join(', ')}${more}` : '';
  switch (e.kind) {
    case 'read_only':
      return `'${e.entry}' in '${e.skill}' is no longer read_only${through}`;
    case 'writes':
      return `'${e.entry}' in '${e.skill}' now writes${through}`;
    case 'unsafe':
      return `'${e.entry}' in '${e.skill}' is now unsafe${through}`;
    case 'human_approval_required':
      return `'${e.entry}' in '${e.skill}' no longer requires human approval${through}`;
    case 'side_effects':
      return `'${e.entry}' in '${e.skill}' gains side effects ${JSON.stringify(e.to)}${through}`;
    case 'added-writes':
      return `'${e.skill}' gains '${e.entry}', which writes${through}`;
    case 'added-unsafe':
      return `'${e.skill}' gains '${e.entry}', which is unsafe${through}`;
    case 'added-dynamic-mcp':
      return `'${e.skill}' gains '${e.entry}', every tool of an MCP server${through}`;
  }
}

export function check(ctx: RuleContext): void {
  const base = ctx.options.base;
  if (!base) return;
  const label = ctx.options.escalationLabel ?? 'allow-escalation';
  for (const e of base.escalations) {
    const approval = ctx.options.escalationsApproved
      ? ' (approved)'
      : `; approve with the '${label}' label or --allow-escalations`;
    ctx.reportAt(
      e.site,
      'value',
      `${describeEscalation(e)}${approval}`,
      ctx.options.escalationsApproved ? 'note' : undefined,
    );
  }
}
