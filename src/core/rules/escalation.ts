// With a base tree: a skill's flattened set widened its power (SPEC §6). An error until approved
// (the escalation label or --allow-escalations), then a note that stays visible. Each finding is
// a `Change` (diff/changes.ts) in its own words, with how it is approved.
import type { RuleContext, RuleModule } from './rule.js';
import { DEFAULT_APPROVAL_LABEL } from '../config/config.js';

function check(ctx: RuleContext): void {
  const { changes } = ctx.options;
  if (!changes) return;
  const label = ctx.options.escalationLabel ?? DEFAULT_APPROVAL_LABEL;
  const approved = ctx.options.escalationsApproved === true;
  const approval = approved
    ? ' (approved)'
    : ctx.options.labelOnEarlierCommit
      ? `; the '${label}' label was added to an earlier commit: remove it and add it again to approve this one`
      : `; approve with the '${label}' label or --allow-escalations`;
  // Once approved, a note whatever severity is configured: approval is the point of the label.
  const severity = approved ? 'note' : undefined;
  for (const c of changes) {
    ctx.report(c.site.file, c.site.span, `${c.message}${approval}`, severity, approved);
  }
}

export const rule: RuleModule = {
  meta: {
    id: 'escalation',
    defaultSeverity: 'error',
    description:
      "With a base: a skill's flattened set or an actor's effective set widens power, whatever its source (a tool, an MCP inventory, a builtin group, an Agent Skill): read_only dropped, writes or unsafe gained, approval dropped, new side effects, a write scope changed, a read_write slot, a lifecycle hook, another MCP tool, changed code on a writing entry, or an added entry that writes, is unsafe, has side effects, is dynamic or runs a lifecycle hook; or the head's configuration weakens the gate's own settings, or a client configuration (.mcp.json, opencode.json, …) starts a pinned MCP server differently. One finding per cause and entry.",
    scope: 'project',
    gate: true,
  },
  check,
};
