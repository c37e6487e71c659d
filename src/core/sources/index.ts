// Every source of entries, in the order a skill's own entries are listed (SPEC §4): flattening,
// the diff and explain ask these, and none of them names a source. A new source is a file here
// and a line below.
import { agentSkills } from './agent-skills.js';
import { anonymousTools } from './anonymous-tools.js';
import { builtins } from './builtins.js';
import { mcpServers } from './mcp-servers.js';
import { registeredTools } from './registered-tools.js';
import type { EffectiveTool } from '../effective.js';
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

/** The skill's own entries: its tools, anonymous tools, MCP servers, Agent Skills and builtins. */
export function ownContributions(tree: SourceContext, skill: SkillInfo): Contribution[] {
  return ENTRY_SOURCES.flatMap((source) => source.contributions(tree, skill));
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
