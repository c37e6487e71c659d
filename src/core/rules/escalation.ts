// With a base tree: a skill's flattened set widened its power (SPEC §6). An error until approved
// (the escalation label or --allow-escalations), then a note that stays visible.
import type { RuleContext } from '../rule.js';
import { powerPhrase } from '../diff/causes.js';
import type { EscalationFinding } from '../diff/types.js';

export const id = 'escalation';
export const defaultSeverity = 'error';
export const description =
  "With a base: a skill's flattened set or an actor's effective set widens power (read_only dropped, writes or unsafe gained, approval dropped, new side effects, or an added entry that writes, is unsafe or is a dynamic MCP server), or the head's configuration weakens the gate's own settings.";

export function describeEscalation(e: EscalationFinding): string {
  if (e.actor) {
    const others = e.actors.filter((a) => a !== e.actor?.name);
    const more = others.length > 0 ? `; also ${others.map((a) => `'${a}'`).join(', ')}` : '';
    const comma = e.kind.startsWith('added-') ? ',' : '';
    return `actor '${e.actor.name}' gains ${powerPhrase(e)}${comma} through '${e.skill}' (${e.actor.why})${more}`;
  }
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
    case 'gate-setting':
      return `'${e.entry}' changes the gate${reach}`;
  }
}

export function check(ctx: RuleContext): void {
  const base = ctx.options.base;
  if (!base) return;
  const label = ctx.options.escalationLabel ?? 'allow-escalation';
  const approved = ctx.options.escalationsApproved === true;
  const approval = approved ? ' (approved)' : `; approve with the '${label}' label or --allow-escalations`;
  // Once approved, a note whatever severity is configured: approval is the point of the label.
  const severity = approved ? 'note' : undefined;
  for (const e of base.escalations) {
    ctx.reportAt(e.site, 'value', `${describeEscalation(e)}${approval}`, severity, approved);
  }
  for (const g of base.gateSettings ?? []) {
    ctx.report(g.file, g.span, `${g.message}${approval}`, severity, approved);
  }
}
