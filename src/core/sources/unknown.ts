// Entries whose power the repository cannot see (SPEC §6): a remote `server:` reference, a tool
// reference that resolves to nothing, an MCP tool without an inventory. Each is read as the most
// it could be; the first two as dynamic entries, which may come to hold any tool.
import { syntheticTool, type EffectiveTool } from '../power/effective.js';
import { unknownCapability } from '../power/power-settings.js';
import type { PowerOrigin } from './types.js';

/**
 * The entry that stands for a reference whose power cannot be known: an include or an actor's
 * skill that cannot be flattened (project/unknown.ts).
 */
export function unknownEntryName(raw: string): string {
  return `unknown:${raw}`;
}

const entries = new Map<'remote' | 'unresolved', EffectiveTool>();

/**
 * A reference the repository cannot resolve: remote, or unknown (`unresolved`). One object each,
 * as project/unknown.ts's: a tool read many ways asks for it once a reading, and its key
 * (effective.ts's toolKey) is kept per object.
 */
export function unknownEntry(source: 'remote' | 'unresolved'): EffectiveTool {
  let entry = entries.get(source);
  if (!entry) entries.set(source, (entry = syntheticTool({ source, capability: unknownCapability() })));
  return entry;
}

/** A reference the repository cannot see, for explain. */
export function unknownOrigin(tool: EffectiveTool): PowerOrigin | undefined {
  return tool.source === 'remote' || tool.source === 'unresolved'
    ? { source: 'a reference the repository cannot see: the most it could be' }
    : undefined;
}
