// Every source of entries, in the order a skill's own entries are listed (SPEC §4): flattening,
// the diff and explain ask these, and none of them names a source. A new source is a file here
// and a line below.
import { agentSkills } from './agent-skills.js';
import { anonymousTools } from './anonymous-tools.js';
import { builtins } from './builtins.js';
import { mcpServers } from './mcp-servers.js';
import { registeredTools } from './registered-tools.js';
import { strongestTool, toolKey, type EffectiveTool } from '../effective.js';
import type { Contribution, EntrySource, PowerOrigin, SourceContext } from './types.js';
import { unknownOrigin } from './unknown.js';
import type { SkillInfo } from '../kinds/skill.js';

export const ENTRY_SOURCES: readonly EntrySource[] = [
  registeredTools,
  anonymousTools,
  mcpServers,
  agentSkills,
  builtins,
];

/**
 * The skill's own entries: its tools, anonymous tools, MCP servers, Agent Skills and builtins. Two
 * of them under one name (two folders whose SKILL.md share a name, a server listed twice) are one
 * entry for the runtime, whichever it keeps: the gate reads the stronger of them (SPEC §6).
 */
export function ownContributions(tree: SourceContext, skill: SkillInfo): Contribution[] {
  const all = ENTRY_SOURCES.flatMap((source) => source.contributions(tree, skill));
  const byName = new Map<string, Contribution[]>();
  for (const c of all) byName.set(c.name, [...(byName.get(c.name) ?? []), c]);
  if (byName.size === all.length) return all;
  return [...byName.values()].map((group) => {
    const [first, ...others] = group as [Contribution, ...Contribution[]];
    const tools = [first.tool, ...others.map((c) => c.tool)];
    return others.every((c) => toolKey(c.tool) === toolKey(first.tool))
      ? first
      : { ...first, tool: strongestTool(tools) };
  });
}

/** Whether anything the skill reads outside its own document differs between two trees. */
export function sourcesChanged(skill: SkillInfo, base: SourceContext, head: SourceContext): boolean {
  return ENTRY_SOURCES.some((source) => source.changedBetween(skill, base, head));
}

/** Where an entry's power field comes from, when a source (not a definition) gave it. */
export function powerOriginOf(
  tree: SourceContext,
  name: string,
  tool: EffectiveTool,
  field: string,
): PowerOrigin | undefined {
  for (const source of ENTRY_SOURCES) {
    const origin = source.originOf?.(tree, name, tool, field);
    if (origin) return origin;
  }
  return unknownOrigin(tool);
}
