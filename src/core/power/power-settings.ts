// The configuration's word on the power of entries it alone can describe (SPEC §3, §8): what each
// builtin group may do, and which Agent Skills `allowed-tools` patterns only read. With a base
// the gate reads both the way that grants more, so a head cannot lower them for its own change.
import { CAPABILITY_DEFAULTS, effectiveCapability, sameCapability, type Capability } from './effective.js';
import type { PowerSettings } from '../model/power-fields.js';
import { isRecord } from '../model/model.js';
import { strongerFields, UNKNOWN_POWER } from '../model/power-fields.js';

/** The `builtin-groups` setting: a list of names, or a map from name to capability. */
export type BuiltinGroups = readonly string[] | Readonly<Record<string, unknown>>;

export type { PowerSettings } from '../model/power-fields.js';

/** Shipped: what each default group may do. */
export const DEFAULT_BUILTIN_GROUPS: BuiltinGroups = {
  file_operations: { writes: true, unsafe: true },
  directory_operations: { writes: true },
  git_operations: { writes: true },
};

/** Shipped: the `allowed-tools` patterns that only read. */
export const DEFAULT_READ_ONLY_AGENT_TOOLS: readonly string[] = ['Read', 'Grep', 'Glob'];

/** The names of the configured builtin groups, list or map. */
export function builtinGroupNames(groups: BuiltinGroups): string[] {
  return Array.isArray(groups) ? [...groups] : Object.keys(groups);
}

/** The power settings a configuration's `builtin-groups` and `read-only-agent-tools` give. */
export function powerSettingsOf(
  raw: BuiltinGroups = DEFAULT_BUILTIN_GROUPS,
  readOnly: readonly string[] = DEFAULT_READ_ONLY_AGENT_TOOLS,
): PowerSettings {
  const builtinGroups = new Map<string, Capability | undefined>();
  if (Array.isArray(raw)) for (const g of raw as string[]) builtinGroups.set(g, undefined);
  else {
    for (const [group, capability] of Object.entries(raw)) {
      builtinGroups.set(group, isRecord(capability) ? effectiveCapability(capability) : undefined);
    }
  }
  return { builtinGroups, readOnlyAgentTools: new Set(readOnly) };
}

export const SHIPPED_POWER_SETTINGS: PowerSettings = powerSettingsOf();

/** A builtin group's capability: the configured one, or unknown (the most it could be). */
export function builtinCapability(settings: PowerSettings, group: string): Capability {
  return settings.builtinGroups.get(group) ?? unknownCapability();
}

/** What the checker cannot see, taken as the most it could be: writes, unsafe, open-world. */
export function unknownCapability(): Capability {
  return { ...CAPABILITY_DEFAULTS, ...UNKNOWN_POWER, side_effects: [...UNKNOWN_POWER.side_effects] };
}

/**
 * The settings the gate reads the head with (SPEC §6): each group as powerful as either side
 * makes it (a group one side lists and the other not is unknown there), a pattern read-only only
 * when both sides say so. Lowering either on the head is a gate-setting finding of its own.
 */
export function gatePowerSettings(base: PowerSettings, head: PowerSettings): PowerSettings {
  const builtinGroups = new Map<string, Capability | undefined>();
  for (const group of new Set([...base.builtinGroups.keys(), ...head.builtinGroups.keys()])) {
    const a = base.builtinGroups.get(group);
    const b = head.builtinGroups.get(group);
    builtinGroups.set(group, a && b ? strongerFields(a, b) : undefined);
  }
  const readOnlyAgentTools = new Set(
    [...head.readOnlyAgentTools].filter((p) => base.readOnlyAgentTools.has(p)),
  );
  const gate = { builtinGroups, readOnlyAgentTools };
  // The base's own object where the head changes nothing of it: the diff tells unchanged settings
  // by identity, and so compares no Agent Skills folder or group again (sources/).
  return samePowerSettings(gate, base) ? base : gate;
}

function samePowerSettings(a: PowerSettings, b: PowerSettings): boolean {
  if (a.builtinGroups.size !== b.builtinGroups.size) return false;
  for (const [group, capability] of a.builtinGroups) {
    if (!b.builtinGroups.has(group)) return false;
    const other = b.builtinGroups.get(group);
    if (capability === undefined || other === undefined) {
      if (capability !== other) return false;
    } else if (!sameCapability(capability, other)) return false;
  }
  return (
    a.readOnlyAgentTools.size === b.readOnlyAgentTools.size &&
    [...a.readOnlyAgentTools].every((p) => b.readOnlyAgentTools.has(p))
  );
}
