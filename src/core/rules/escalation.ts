// With a base tree: a skill's flattened set widened its power (SPEC §6). An error until approved
// (the escalation label or --allow-escalations), then a note that stays visible.
import type { RuleContext } from '../rule.js';
import type { EscalationFinding } from '../diff/types.js';

export const id = 'escalation';
export const defaultSeverity = 'error';
export const description =
  "With a base: a skill's flattened set widens power (read_only dropped, writes or unsafe gained, approval dropped, new side effects, or an added entry that writes, is unsafe or is a dynamic MCP server).";

export function describeEscalation(e: EscalationFinding): string {
  // A change made in a tool's own file is about the tool, wherever it is used; one made in a
  // skill is about that skill, and reaches the skills that include it.
  const inTool = e.site.def.kind === 'tool';
  const subject = inTool ? `'${e.entry}'` : `'${e.entry}' in '${e.skill}'`;
  const reached = inTool ? e.skills : e.skills.filter((s) => s !== e.skill);
  const shown = reached
    .slice(0, 3)
    .map((s) => `'${s}'`)
    .join(', ');
  const more = reached.length > 3 ? ` and ${reached.length - 3} more` : '';
  const count = `${reached.length} skill${reached.length === 1 ? '' : 's'}`;
  const reach =
    reached.length === 0 ? '' : inTool ? ` (in ${count}: ${shown}${more})` : `; reaches ${shown}${more}`;
  switch (e.kind) {
    case 'read_only':
      return `${subject} is no longer read_only${reach}`;
    case 'writes':
      return `${subject} now writes${reach}`;
    case 'unsafe':
      return `${subject} is now unsafe${reach}`;
    case 'human_approval_required':
      return `${subject} no longer requires human approval${reach}`;
    case 'side_effects':
      return `${subject} gains side effects ${JSON.stringify(e.to)}${reach}`;
    case 'added-writes':
      return `'${e.skill}' gains '${e.entry}', which writes${reach}`;
    case 'added-unsafe':
      return `'${e.skill}' gains '${e.entry}', which is unsafe${reach}`;
    case 'added-dynamic-mcp':
      return `'${e.skill}' gains '${e.entry}', every tool of an MCP server${reach}`;
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
