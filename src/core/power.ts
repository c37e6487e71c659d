// What the power gate reads in an effective tool (SPEC §6): the capability fields that grant
// power (power-fields.ts), compared between base and head, merged to the stronger reading where
// one name has two.
import { realCapability, type EffectiveTool } from './effective.js';
import { strongerFields, type PowerFields } from './power-fields.js';

export interface Power extends PowerFields {
  /** A dynamic entry (`mcp:<server>/*`, a remote reference): whatever tools it comes to offer. */
  dynamic: boolean;
}

/** Whether an entry stands for tools the repository cannot list: a whole server, a remote reference. */
function isDynamic(tool: EffectiveTool): boolean {
  return (tool.source === 'mcp' && tool.mcp_tool_name === '*') || tool.source === 'remote';
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
    dynamic: isDynamic(tool),
  };
}

/** The more powerful of two readings, field by field. */
export function stronger(a: Power, b: Power): Power {
  return { ...strongerFields(a, b), dynamic: a.dynamic || b.dynamic };
}
