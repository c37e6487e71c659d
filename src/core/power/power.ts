// What the power gate reads in an effective tool (SPEC §6): the capability fields that grant
// power (power-fields.ts), compared between base and head, merged to the stronger reading where
// one name has two.
import { mcpTarget, realCapability, slotMayWrite, unitedLines, type EffectiveTool } from './effective.js';
import { strongerFields, type Capability, type PowerFields } from '../model/power-fields.js';

export interface Power extends PowerFields {
  /** A dynamic entry (`mcp:<server>/*`, a remote reference): whatever tools it comes to offer. */
  dynamic: boolean;
  /** Where a writing entry may write; `null` is everywhere. */
  write_scope: string | null;
  /** The resource slots it may write (any `access` but `read_only`). */
  read_write_slots: string[];
  /**
   * Where each slot it may write is bound, `name: resource_type (binding[ static_resource])`: a
   * slot bound to another resource, or to whatever the context gives, writes there.
   */
  slot_bindings: string[];
  /** A digest of its lifecycle hooks: code that runs without the model asking. */
  lifecycle: string | null;
  /**
   * The MCP server and tool it calls, `server/tool`; a part its definition does not give is left
   * empty (`gh/`: no `mcp_tool_name`), so that no name reads as a tool called "null".
   */
  target: string | null;
  /** A digest of the code it runs: its `code`, or an Agent Skill folder's content. */
  code: string | null;
}

/** Whether an entry stands for tools the repository cannot list: a whole server, a remote reference. */
function isDynamic(tool: EffectiveTool): boolean {
  return (
    (tool.source === 'mcp' && tool.mcp_tool_name === '*') ||
    tool.source === 'remote' ||
    tool.source === 'unresolved'
  );
}

/** The power of a tool as it really is: an override that claims less than its tool is not believed. */
export function powerOf(tool: EffectiveTool): Power {
  let power = powers.get(tool);
  if (!power) powers.set(tool, (power = readPower(tool)));
  return power;
}

/**
 * Each entry's power, read once: every actor that holds an entry asks, through each of its skills
 * (actors × skills × entries where many skills share one base).
 */
const powers = new WeakMap<EffectiveTool, Power>();

function readPower(tool: EffectiveTool): Power {
  const c = realCapability(tool);
  // A slot it may write is writing (SPEC §6), whatever the capability says; so is a capability
  // that says both (`read_only: true` beside `writes: true`, a capability-conflict a configuration
  // may turn off): the stronger reading, never read-only to a read-only actor.
  const writing = tool.resource_slots.filter(slotMayWrite);
  const slots = writing.map((s) => s.name);
  return {
    read_only: c.read_only && !c.writes && slots.length === 0,
    writes: c.writes || slots.length > 0,
    unsafe: c.unsafe,
    human_approval_required: c.human_approval_required,
    side_effects: c.side_effects,
    dynamic: isDynamic(tool),
    write_scope: c.write_scope,
    read_write_slots: slots,
    slot_bindings: writing.map(slotBinding),
    lifecycle: tool.lifecycle_hash,
    target: tool.also_calls ? targets(tool) : mcpTarget(tool),
    code: tool.code_hash ?? tool.content,
  };
}

/**
 * An entry's capability as the gate reads it: its real capability, but writing and not read-only
 * where a resource slot may write or `writes` is said beside `read_only` (readPower). Explain and
 * the editor's hover show this one, never the capability alone.
 */
export function gateCapability(tool: EffectiveTool): Capability {
  const c = realCapability(tool);
  const { read_only, writes } = powerOf(tool);
  return c.read_only === read_only && c.writes === writes ? c : { ...c, read_only, writes };
}

const targetsOf = new WeakMap<EffectiveTool, string | null>();

/**
 * The MCP tools an entry that calls several calls, once per entry: every skill and actor that holds
 * it asks, and a name defined hundreds of times may call as many.
 */
function targets(tool: EffectiveTool): string | null {
  let target = targetsOf.get(tool);
  if (target === undefined)
    targetsOf.set(tool, (target = unitedLines([mcpTarget(tool), ...(tool.also_calls ?? [])])));
  return target;
}

type Slot = EffectiveTool['resource_slots'][number];

/** Where a slot is bound, as `Power.slot_bindings` lists it. */
function slotBinding(slot: Slot): string {
  const resource = slot.static_resource === null ? '' : ` ${slot.static_resource}`;
  return `${slot.name}: ${slot.resource_type} (${slot.binding}${resource})`;
}

/**
 * The more powerful of two readings, field by field (two write scopes are everywhere). Two
 * definitions that run or call different things run or call both (whichever the runtime keeps):
 * their hooks, targets and code are united, in an order that does not depend on which came first,
 * so that a second definition with a hook of its own is a change of the entry, not hidden behind
 * the first's.
 */
export function stronger(a: Power, b: Power): Power {
  return {
    ...strongerFields(a, b),
    dynamic: a.dynamic || b.dynamic,
    write_scope: a.write_scope === b.write_scope ? a.write_scope : null,
    read_write_slots: [...new Set([...a.read_write_slots, ...b.read_write_slots])],
    slot_bindings: [...new Set([...a.slot_bindings, ...b.slot_bindings])],
    lifecycle: unitedLines([a.lifecycle, b.lifecycle]),
    target: unitedLines([a.target, b.target]),
    code: unitedLines([a.code, b.code]),
  };
}
