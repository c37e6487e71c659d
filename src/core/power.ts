// What the power gate reads in an effective tool (SPEC §6): the capability fields that grant
// power, compared between base and head, merged to the stronger reading where one name has two.
import { realCapability, type EffectiveTool } from './effective.js';
import type { Escalation } from './diff/types.js';

export interface Power {
  read_only: boolean;
  writes: boolean;
  unsafe: boolean;
  human_approval_required: boolean;
  side_effects: string[];
  /** A dynamic MCP entry, `mcp:<server>/*`: whatever tools the server offers. */
  dynamic: boolean;
}

/** The power of a tool as it really is: an override that claims less than its tool is not believed. */
export function powerOf(tool: EffectiveTool): Power {
  const c = realCapability(tool);
  return {
    read_only: c.read_only,
    writes: c.writes,
    unsafe: c.unsafe,
    human_approval_required: c.human_approval_required,
    side_effects: c.side_effects,
    dynamic: tool.source === 'mcp' && tool.mcp_tool_name === '*',
  };
}

/** The more powerful of two readings, field by field. */
export function stronger(a: Power, b: Power): Power {
  return {
    read_only: a.read_only && b.read_only,
    writes: a.writes || b.writes,
    unsafe: a.unsafe || b.unsafe,
    human_approval_required: a.human_approval_required && b.human_approval_required,
    side_effects: [...a.side_effects, ...b.side_effects.filter((s) => !a.side_effects.includes(s))],
    dynamic: a.dynamic || b.dynamic,
  };
}

/** How an entry present on both sides gained power. */
export function widenings(before: Power, after: Power, entry: string): Escalation[] {
  const out: Escalation[] = [];
  if (before.read_only && !after.read_only) out.push({ entry, kind: 'read_only', from: true, to: false });
  if (!before.writes && after.writes) out.push({ entry, kind: 'writes', from: false, to: true });
  if (!before.unsafe && after.unsafe) out.push({ entry, kind: 'unsafe', from: false, to: true });
  if (before.human_approval_required && !after.human_approval_required) {
    out.push({ entry, kind: 'human_approval_required', from: true, to: false });
  }
  const newEffects = after.side_effects.filter((s) => !before.side_effects.includes(s));
  if (newEffects.length > 0)
    out.push({ entry, kind: 'side_effects', from: before.side_effects, to: newEffects });
  return out;
}

/** The power an added entry brings: it writes, is unsafe, or is a whole MCP server. */
export function addedWidenings(power: Power, entry: string): Escalation[] {
  const out: Escalation[] = [];
  if (power.writes) out.push({ entry, kind: 'added-writes' });
  if (power.unsafe) out.push({ entry, kind: 'added-unsafe' });
  if (power.dynamic) out.push({ entry, kind: 'added-dynamic-mcp' });
  return out;
}

/** Whether a reading shows the power an escalation of this kind is about. */
export function shows(power: Power, e: Escalation): boolean {
  switch (e.kind) {
    case 'read_only':
      return !power.read_only;
    case 'writes':
    case 'added-writes':
      return power.writes;
    case 'unsafe':
    case 'added-unsafe':
      return power.unsafe;
    case 'human_approval_required':
      return !power.human_approval_required;
    case 'side_effects':
      return Array.isArray(e.to) && e.to.some((s) => power.side_effects.includes(s as string));
    case 'added-dynamic-mcp':
      return power.dynamic;
    default:
      return true;
  }
}
