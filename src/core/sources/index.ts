// Every source of entries, in the order a skill's own entries are listed (SPEC §4): flattening,
// the diff and explain ask these, and none of them names a source. A new source is a file here
// and a line below.
import { agentSkills } from './agent-skills.js';
import { anonymousTools } from './anonymous-tools.js';
import { builtins } from './builtins.js';
import { mcpServers } from './mcp-servers.js';
import { registeredTools } from './registered-tools.js';
import { strongestDistinct, type EffectiveTool } from '../power/effective.js';
import {
  isShared,
  type Contribution,
  type EntrySource,
  type PowerOrigin,
  type SharedContribution,
  type SharedEntries,
  type SourceContext,
} from './types.js';
import { unknownOrigin } from './unknown.js';
import { importsChanged } from './inline-code.js';
import { appendAll, byName } from '../model/model.js';
import { replacedWhole, type FlatEntry } from '../sets/flat-entries.js';
import type { SkillInfo } from '../kinds/skill.js';

export const ENTRY_SOURCES: readonly EntrySource[] = [
  registeredTools,
  anonymousTools,
  mcpServers,
  agentSkills,
  builtins,
];

/**
 * A skill's own entries. `listed` in order, except those of `block`: entries shared whole (a
 * whole server's), which come after the first `at` of `listed`; a name both hold is the list's,
 * where it stands, and the block's entry of it holds the same tool.
 */
export interface OwnList {
  listed: readonly Contribution[];
  block: SharedContribution | undefined;
  at: number;
}

/** Every entry of a shared contribution as a contribution of its own. */
function expanded(item: SharedContribution): Contribution[] {
  const out: Contribution[] = [];
  item.shared.entries.forEach((e) =>
    out.push({ name: e.name, tool: e.tool, contributor: item.contributor, site: item.site }),
  );
  return out;
}

/**
 * The skill's own entries: its tools, anonymous tools, MCP servers, Agent Skills and builtins. Two
 * of them under one name (two folders whose SKILL.md share a name, a server listed twice) are one
 * entry for the runtime, whichever it keeps: the gate reads the stronger of them (SPEC §6). The
 * largest shared contribution stays whole where no two other entries share a name (those that
 * share one with it are merged into it: mergedIntoBlock).
 */
export function ownContributions(tree: SourceContext, skill: SkillInfo): OwnList {
  const items = withoutRepeatedShares(ENTRY_SOURCES.flatMap((source) => source.contributions(tree, skill)));
  let block: SharedContribution | undefined;
  for (const item of items) {
    if (isShared(item) && (!block || item.shared.entries.size > block.shared.entries.size)) block = item;
  }
  const all: Contribution[] = [];
  let at = 0;
  for (const item of items) {
    if (item === block) at = all.length;
    else if (isShared(item)) appendAll(all, expanded(item));
    else all.push(item);
  }
  let named = byName(all);
  if (block && named.size === all.length) return mergedIntoBlock(block, all, at);
  const listed = block ? [...all.slice(0, at), ...expanded(block), ...all.slice(at)] : all;
  if (block) named = byName(listed);
  return { listed: mergedByName(listed, named), block: undefined, at: 0 };
}

/**
 * The own entries with `block` kept whole where others (`all`, none of one name with another) share
 * names with it, each such name merged as mergedByName merges it: one listed after the block stands
 * in its place, the block's entry replaced by the stronger reading; one listed before stands there
 * with it, the block's entry replaced by the same tool (which the listed one shadows).
 */
function mergedIntoBlock(block: SharedContribution, all: Contribution[], at: number): OwnList {
  const { entries } = block.shared;
  if (!all.some((c) => entries.has(c.name))) return { listed: all, block, at };
  const listed: Contribution[] = [];
  const added: FlatEntry[] = [];
  const removed: FlatEntry[] = [];
  all.forEach((c, i) => {
    const shared = entries.get(c.name);
    const tool = !shared ? c.tool : strongestDistinct(i < at ? [c.tool, shared.tool] : [shared.tool, c.tool]);
    if (i < at || !shared) listed.push(tool === c.tool ? c : { ...c, tool });
    if (!shared || tool === shared.tool) return;
    added.push({ name: c.name, tool });
    removed.push(shared);
  });
  return { listed, block: { ...block, shared: replacedWhole(block.shared, added, removed) }, at };
}

/**
 * The items without a shared contribution an earlier one brings the very same entries of (a server
 * listed whole twice): merged by name, the earlier would stand for each of them anyway.
 */
function withoutRepeatedShares(
  items: (Contribution | SharedContribution)[],
): (Contribution | SharedContribution)[] {
  const seen = new Set<SharedEntries>();
  return items.filter((item) => {
    if (!isShared(item)) return true;
    if (seen.has(item.shared)) return false;
    seen.add(item.shared);
    return true;
  });
}

/** The contributions with those of one name merged, the stronger reading kept. */
function mergedByName(all: Contribution[], named: Map<string, Contribution[]>): Contribution[] {
  if (named.size === all.length) return all;
  return [...named.values()].map((group) => {
    const [first, ...others] = group as [Contribution, ...Contribution[]];
    const tool = strongestDistinct([first.tool, ...others.map((c) => c.tool)]);
    return tool === first.tool ? first : { ...first, tool };
  });
}

/**
 * Whether anything the skill reads outside its own document differs between two trees: through a
 * source, or a file of the repository that an include's override's code imports (a
 * forbidden-override a runtime that merges it runs: inline-code.ts), which no source brings.
 */
export function sourcesChanged(skill: SkillInfo, base: SourceContext, head: SourceContext): boolean {
  return (
    ENTRY_SOURCES.some((source) => source.changedBetween(skill, base, head)) ||
    skill.includes.some((include) => include.overrides.some((o) => importsChanged(head, o)))
  );
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
