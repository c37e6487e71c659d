// What the power gate reads in an effective tool (SPEC §6): the capability fields that grant
// power, compared between base and head, merged to the stronger reading where one name has two.
import { realCapability, type EffectiveTool } from './effective.js';

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
