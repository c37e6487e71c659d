// Registered tools a skill lists (SPEC §3): each with its override, and never less powerful than
// what it stands for: an MCP tool at least its inventory's annotations, an Agent Skill tool at least
// its SKILL.md's, a wrapped validation at least the tool it wraps (it runs it). A remote reference,
// or one that resolves to nothing, is unknown: the most it could be.
import {
  applyOverride,
  atLeastAll,
  CAPABILITY_DEFAULTS,
  sameCapability,
  type Capability,
  type EffectiveTool,
} from '../power/effective.js';
import type { SkillInfo } from '../kinds/skill.js';
import { readingsOf, type ToolInfo } from '../kinds/tool.js';
import { canonicalJson, mcpTarget, realCapability, toolKey } from '../power/effective.js';
import { byCodeUnits } from '../text/order.js';
import { powerOf } from '../power/power.js';
import { agentSkillChanged, agentSkillEntry, agentSkills, skillMdCause } from './agent-skills.js';
import {
  inventoryCause,
  listedEntries,
  mcpServerEntry,
  mcpServers,
  wholeServerEntries,
} from './mcp-servers.js';
import { toldBeside, type ToldPlace } from '../kinds/duplicates.js';
import {
  ownSite,
  type Contribution,
  type EntrySource,
  type PowerOrigin,
  type SourceContext,
} from './types.js';
import { unknownEntry } from './unknown.js';
import { codeRunCause, importsChanged, withCodeRuns, type RunPointer } from './inline-code.js';
import { appendAll, atPointer, isRecord, own, PairCache, valuesAt, type Site } from '../model/model.js';

/**
 * How far a wrapped validation's wraps are followed: a longer chain, or a cycle of wraps, is cut
 * there, and runs what the checker did not follow: unknown, the most it could be (SPEC §6).
 */
export const MAX_WRAPS = 16;

/**
 * The MCP tool a registered tool calls: its `mcp_tool_name`, or where it has none that is text (a
 * schema finding a comment may silence) its own short name, which a runtime may call by default.
 */
function mcpToolOf(tool: ToolInfo): string {
  return tool.effective.mcp_tool_name ?? tool.name.slice(tool.name.lastIndexOf('/') + 1);
}

/**
 * The entries a registered tool's sources stand for, whose power the tool has at least. Every
 * source its fields name counts, whatever its `source` says: a runtime may dispatch on the
 * fields (`mcp_server`, `agent_skill_path`, `wraps`) or read `source` more loosely (`MCP`), so a
 * `source: custom` tool that names an MCP server's tool is at least that tool (SPEC §6).
 */
function sourceEntries(
  tree: SourceContext,
  tool: ToolInfo,
  depth: number,
  wrappedOut: Set<EffectiveTool> = new Set(),
): EffectiveTool[] {
  const { effective } = tool;
  const out: EffectiveTool[] = [];
  const mcpTool = mcpToolOf(tool);
  const unknownReadAsEmpty = (): boolean => tree.unknownReadAsEmpty?.(tool) === true;
  if (effective.mcp_server !== null) {
    const inventories = tree.inventory(effective.mcp_server);
    // One that calls the server's `*` may run any tool of it: each floors it, as each is an entry
    // of a skill that exposes the server whole (a tool added to the inventory is one more).
    if (inventories.length > 0 && mcpTool === '*')
      appendAll(out, wholeServerEntries(inventories, effective.mcp_server));
    else if (inventories.length > 0) out.push(mcpServerEntry(inventories, effective.mcp_server, mcpTool));
    // Without an inventory, whatever tools the server comes to offer, as a skill's whole server
    // without one is (`mcp:<server>/*`): unknown, whatever it declares, so that a read-only actor
    // never holds "any tool" as read-only (SPEC §3). On a comparison's base, read as nothing where
    // the head pins the server (SourceContext.unknownReadAsEmpty).
    else if (mcpTool === '*' && !unknownReadAsEmpty())
      out.push(mcpServerEntry(inventories, effective.mcp_server, mcpTool));
  }
  if (tool.agentSkillPath) out.push(agentSkillEntry(tree, tree.agentSkill(tool.agentSkillPath.path)).tool);
  if (namesNoSource(tool) && !unknownReadAsEmpty()) out.push(unknownEntry('unresolved'));
  if (tool.wraps) {
    // A wraps the checker cannot resolve (no such tool, a name that breaks the grammar, past the
    // limit) runs what it cannot see: the most it could be, as any unresolved reference (SPEC §6).
    const named =
      tool.wraps.ref.kind === 'local' && depth < MAX_WRAPS ? tree.tool(tool.wraps.ref.name) : undefined;
    // A cycle is cut where it closes, as at the limit: followed to the limit, each turn would read
    // every reading of every definition on it again.
    const wrapped = named && !following.has(named) ? named : undefined;
    // On a comparison's base it is unknown, read as nothing (SourceContext.unknownReadAsEmpty).
    if (wrapped) {
      const read = registeredTool(tree, wrapped, depth + 1);
      out.push(read);
      wrappedOut.add(read);
    } else if (!unknownReadAsEmpty()) out.push(unknownEntry('unresolved'));
  }
  return out;
}

/**
 * Whether some reading of a tool names a source no tree could resolve: a folder or wrapped tool it
 * names no way to find, or a wrapped tool the tree lacks (not one past the wraps limit or on a
 * cycle, which another reading order may resolve).
 */
export function resolvesNothing(tree: SourceContext, tool: ToolInfo): boolean {
  return readingsOf(tool).some(
    (reading) =>
      namesNoSource(reading) ||
      callsUnpinnedServer(tree, reading) ||
      (reading.wraps !== undefined &&
        (reading.wraps.ref.kind !== 'local' || tree.tool(reading.wraps.ref.name) === undefined)),
  );
}

/**
 * Whether a tool calls the whole of an MCP server (`mcp_tool_name: "*"`) that has no inventory:
 * what it runs is whatever tools the server comes to offer, which the checker cannot see.
 */
export function callsUnpinnedServer(tree: SourceContext, tool: ToolInfo): boolean {
  const server = tool.effective.mcp_server;
  return server !== null && mcpToolOf(tool) === '*' && tree.inventory(server).length === 0;
}

/**
 * Whether a tool says its source is an Agent Skills folder, or a tool it wraps, and names none (no
 * `agent_skill_path`, no `wraps`: a schema finding a comment may silence). A runtime finds one for
 * it as it may (by the tool's name), so it runs what the checker cannot see: unknown, as a path to
 * no folder or a wraps of no tool is, never its own word (SPEC §6). On a comparison's base, read as
 * nothing, as an unresolved wraps is.
 */
export function namesNoSource(tool: ToolInfo): boolean {
  const { source } = tool.effective;
  return (source === 'agent_skill' && !tool.agentSkillPath) || (source === 'wrapped' && !tool.wraps);
}

const floors = new WeakMap<SourceContext, WeakMap<ToolInfo, EffectiveTool>>();

/** The tools whose floors are being read, the one asked first outermost (one tree at a time). */
const following = new Set<ToolInfo>();

/** A registered tool as the gate reads it: at least as powerful as its source. */
export function registeredTool(tree: SourceContext, tool: ToolInfo, depth = 0): EffectiveTool {
  let memo = floors.get(tree);
  if (!memo) floors.set(tree, (memo = new WeakMap()));
  let read = memo.get(tool);
  if (!read) {
    // Every reading's source (a repeated `source` or `mcp_tool_name`: kinds/tool.ts), each once
    // where there are several: hundreds of definitions of a name that wraps it all give the one
    // wrapped tool, and each floor costs as much as the slots it holds.
    const readings = readingsOf(tool);
    const seen = readings.length > 1 ? new Set<string>() : undefined;
    const sources: EffectiveTool[] = [];
    // Each wrapped tool once: the readings of hundreds of definitions may all wrap one name.
    const wrapped = new Set<EffectiveTool>();
    following.add(tool);
    try {
      for (const reading of readings) {
        for (const source of sourceEntries(tree, reading, depth, wrapped)) {
          if (seen) {
            const key = toolKey(source);
            if (seen.has(key)) continue;
            seen.add(key);
          }
          sources.push(source);
        }
      }
    } finally {
      following.delete(tool);
    }
    // On a comparison's head, a changed file its code imports is part of its code (inline-code.ts).
    const floored = toldBeside(atLeastAll(tool.effective, sources), inventoryTexts(tree, readings));
    read = withCodeRuns(tree, withWrappedCalls(floored, wrapped), tool);
    memo.set(tool, read);
  }
  return read;
}

/**
 * How the inventories list the MCP tools a tool's readings call, where they do: a client may put
 * the server's description, titles and schemas before the model instead of the tool's own, and
 * the server's input schema where the tool gives none, so they are texts of the tool too (SPEC §6:
 * what the checker cannot see is the most it could be), told and counted as another definition's.
 * A call of the server's `*` calls no one tool whose texts the checker could name.
 */
function inventoryTexts(tree: SourceContext, readings: readonly ToolInfo[]): ToldPlace[] {
  // Each listing once (one entry per listing: kinds/mcp-server.ts): the definitions of a name may
  // all call one tool, and a listing counted twice would read as two in its file.
  const out = new Map<EffectiveTool, ToldPlace>();
  for (const reading of readings) {
    const server = reading.effective.mcp_server;
    const mcpTool = mcpToolOf(reading);
    if (server === null || mcpTool === '*') continue;
    for (const listed of listedEntries(tree.inventory(server), server, mcpTool))
      if (!out.has(listed.tool)) out.set(listed.tool, listed);
  }
  return [...out.values()];
}

/**
 * A tool that wraps others with the MCP tools they call among those it calls (`also_calls`): it
 * runs them, so another MCP tool called there is another tool it runs (SPEC §6: `mcp_tool_name`
 * changed), as its code, hooks and slots are (effective.ts atLeast). The tool itself where they
 * call none it does not.
 */
function withWrappedCalls(tool: EffectiveTool, wrapped: ReadonlySet<EffectiveTool>): EffectiveTool {
  if (wrapped.size === 0) return tool;
  if (wrapped.size > 1) return withCallsOf(tool, wrapped);
  // One wrapped tool, as most wrap: read once per pair of objects, so that a tool and the tool it
  // wraps that both trees of a diff share are one reading there too (floorReadsDifferently).
  const one = wrapped.values().next().value as EffectiveTool;
  return wrappedCalls.get(tool, one, () => withCallsOf(tool, wrapped));
}

/** withWrappedCalls's answers for a tool that wraps one, by the tool and the wrapped tool's reading. */
const wrappedCalls = new PairCache<EffectiveTool, EffectiveTool, EffectiveTool>();

function withCallsOf(tool: EffectiveTool, wrapped: ReadonlySet<EffectiveTool>): EffectiveTool {
  const own = mcpTarget(tool);
  const calls = new Set(tool.also_calls);
  for (const w of wrapped)
    for (const target of [mcpTarget(w), ...(w.also_calls ?? [])])
      if (target !== null && target !== own) calls.add(target);
  if (calls.size === (tool.also_calls?.length ?? 0)) return tool;
  return { ...tool, also_calls: [...calls].sort(byCodeUnits) };
}

function contributions(tree: SourceContext, info: SkillInfo): Contribution[] {
  const out: Contribution[] = [];
  for (const entry of info.tools) {
    const site = ownSite(entry.site);
    if (entry.ref.kind === 'remote') {
      out.push({ name: entry.ref.raw, tool: unknownEntry('remote'), contributor: info.name, site });
      continue;
    }
    if (entry.ref.kind !== 'local') {
      // A reference whose name breaks the grammar resolves, for the gate, to nothing it can see:
      // unknown, the most it could be, whatever invalid-name's severity (SPEC §6).
      out.push({ name: entry.raw, tool: unknownEntry('unresolved'), contributor: info.name, site });
      continue;
    }
    const tool = tree.tool(entry.ref.name);
    if (!tool) {
      out.push({ name: entry.ref.name, tool: unknownEntry('unresolved'), contributor: info.name, site });
      continue;
    }
    const read = registeredTool(tree, tool);
    // An override's code (a forbidden-override a runtime that merges it runs) imports as a tool's.
    const effective = entry.override
      ? withCodeRuns(tree, applyOverride(read, entry.override.value), entry.override)
      : read;
    out.push({ name: tool.name, tool: effective, contributor: info.name, site });
  }
  return out;
}

/** Each tool's answer, per pair of trees: thousands of skills list the same tools. */
const changedSources = new WeakMap<SourceContext, WeakMap<SourceContext, Map<string, boolean>>>();

/** Whether what a listed tool stands for (its inventory, folder or wrapped tool) reads differently. */
function sourceChanged(tool: string, base: SourceContext, head: SourceContext): boolean {
  let byHead = changedSources.get(base);
  if (!byHead) changedSources.set(base, (byHead = new WeakMap()));
  let byName = byHead.get(head);
  if (!byName) byHead.set(head, (byName = new Map()));
  let changed = byName.get(tool);
  if (changed === undefined) byName.set(tool, (changed = readsDifferently(tool, base, head)));
  return changed;
}

function readsDifferently(tool: string, base: SourceContext, head: SourceContext): boolean {
  const before = base.tool(tool);
  const after = head.tool(tool);
  if (!before || !after) return false;
  return floorReadsDifferently(before, after, base, head);
}

/** Whether a tool (on the base, `before`; on the head, `after`) reads differently through its source. */
export function floorReadsDifferently(
  before: ToolInfo,
  after: ToolInfo,
  base: SourceContext,
  head: SourceContext,
): boolean {
  // Every reading's folder (a repeated `source` or `agent_skill_path`: the runtime may keep any),
  // then every other source: a folder first read need not be the only one.
  for (const reading of readingsOf(after))
    if (reading.agentSkillPath) if (agentSkillChanged(base, head, reading.agentSkillPath.path)) return true;
  const [was, now] = [registeredTool(base, before), registeredTool(head, after)];
  // One reading on both sides (a tool and sources both trees share, floored once: atLeastAll,
  // toldBeside, agentSkillEntry) reads alike, whatever it holds.
  if (was === now) return false;
  if (!sameCapability(realCapability(was), realCapability(now))) return true;
  // Where a source floors it, everything the gate reads of it (powerOf), not the capability
  // alone: a wrapped tool's code, hooks and slots are what the wrapping tool runs; and what its
  // inventory tells the model (inventoryTexts), which a rewritten description changes though no
  // power does. A tool's own document is compared as a changed tool.
  const floored = was !== before.effective || now !== after.effective;
  return floored && (powerKey(was) !== powerKey(now) || toldKey(was) !== toldKey(now));
}

/** What a tool's other definitions and its inventory tell the model besides its own texts. */
function toldKey(tool: EffectiveTool): string {
  return canonicalJson(tool.also_told ?? null);
}

/** A tool's power as the gate reads it, and the restraints its source may hold (effective.ts). */
function powerKey(tool: EffectiveTool): string {
  return canonicalJson([powerOf(tool), tool.restrained ?? null]);
}

/**
 * Where one reading of a listed tool changed through its source (a folder, an inventory), if it
 * did; `basePaths`, the folders the base's readings of the tool name.
 */
function readingCause(
  trees: { base: SourceContext; head: SourceContext },
  reading: ToolInfo,
  field: string | undefined,
  basePaths: ReadonlySet<string | undefined>,
  moved: { from: string; to: string } | undefined,
): Site | undefined {
  const tool = reading.effective;
  const path = reading.agentSkillPath?.path;
  if (path !== undefined) {
    const from = basePaths.has(path) ? path : moved?.to === path ? moved.from : undefined;
    const cause = from === undefined ? undefined : skillMdCause(trees, path, from);
    if (cause || tool.mcp_server === null) return cause;
  }
  if (tool.mcp_server === null) return undefined;
  const cause = inventoryCause(trees, tool.mcp_server, mcpToolOf(reading), field);
  if (cause || !callsUnpinnedServer(trees.head, reading)) return cause;
  // Any tool of a server the checker cannot see: the key that asks for them.
  const star = valuesAt(reading.value, 'mcp_tool_name', reading.pointer).find((v) => v.value === '*');
  return { def: reading.def, pointer: star?.pointer ?? `${reading.pointer}/mcp_tool_name` };
}

/**
 * The tool's one Agent Skills folder that the head moved: the base read it at one path the head no
 * longer reads, the head at one path the base did not, and both give the entry one name (a folder
 * is named as its SKILL.md is). Its SKILL.md's change is then the cause, not the path's key.
 */
function movedFrom(
  trees: { base: SourceContext; head: SourceContext },
  basePaths: ReadonlySet<string | undefined>,
  info: ToolInfo,
): { from: string; to: string } | undefined {
  const headPaths = new Set(readingsOf(info).map((r) => r.agentSkillPath?.path));
  const only = (
    paths: ReadonlySet<string | undefined>,
    besides: ReadonlySet<string | undefined>,
  ): string | undefined => {
    const left = [...paths].filter((p) => p !== undefined && !besides.has(p));
    return left.length === 1 ? left[0] : undefined;
  };
  const [from, to] = [only(basePaths, headPaths), only(headPaths, basePaths)];
  if (from === undefined || to === undefined) return undefined;
  const nameOf = (tree: SourceContext, path: string): string =>
    agentSkillEntry(tree, tree.agentSkill(path)).name;
  return nameOf(trees.base, from) === nameOf(trees.head, to) ? { from, to } : undefined;
}

/** The keys that name what a registered tool stands for, the first present the cause. */
const SOURCE_KEYS = ['mcp_tool_name', 'mcp_server', 'wraps', 'agent_skill_path', 'source'] as const;

const sourceOf = (reading: ToolInfo): string =>
  canonicalJson(SOURCE_KEYS.map((key) => own(reading.value, key) ?? null));

/**
 * Where another definition or reading of a tool (a second `x/t` that calls another MCP tool, a
 * repeated `mcp_tool_name`) stands for what no reading of the base's tool (`before`) did and gives
 * `field` otherwise than it: the key that names its source.
 */
function newSourceCause(
  trees: { base: SourceContext; head: SourceContext },
  before: ToolInfo | undefined,
  info: ToolInfo,
  field: string | undefined,
): Site | undefined {
  if (!before) return undefined;
  const known = new Set(readingsOf(before).map(sourceOf));
  const grants = (tree: SourceContext, reading: ToolInfo): string =>
    field === undefined ? '' : canonicalJson(own(powerOf(registeredTool(tree, reading)), field) ?? null);
  const was = grants(trees.base, before);
  const readings = readingsOf(info);
  for (const reading of info.others ?? []) {
    if (known.has(sourceOf(reading)) || (field !== undefined && grants(trees.head, reading) === was))
      continue;
    // The document as written (a reading's is it with one value of a repeated key): the key the
    // reading gives another value, else the first that names a source.
    const written = readings.find((r) => r.def === reading.def && r.pointer === reading.pointer) ?? reading;
    const valueOf = (r: ToolInfo, k: string): string => canonicalJson(own(r.value, k) ?? null);
    const key =
      SOURCE_KEYS.find((k) => valueOf(reading, k) !== valueOf(written, k)) ??
      SOURCE_KEYS.find((k) => own(reading.value, k) !== undefined);
    if (!key) continue;
    const value = valueOf(reading, key);
    const at = valuesAt(written.value, key, reading.pointer).find((v) => canonicalJson(v.value) === value);
    return { def: reading.def, pointer: at?.pointer ?? `${reading.pointer}/${key}` };
  }
  return undefined;
}

/**
 * Where a wrapped tool's power field comes from when the tool it wraps gives it (SPEC §10: the
 * `file:line` that set it): that tool's own line for the field, else where its source gave it,
 * followed down the wraps as the floor is (at most MAX_WRAPS, a cycle cut).
 */
function wrappedOrigin(tree: SourceContext, tool: EffectiveTool, field: string): PowerOrigin | undefined {
  const value = canonicalJson(realCapability(tool)[field as keyof Capability]);
  // A default asks for a place only where the tool claims otherwise (a claim its wraps outdoes).
  const atDefault = value === canonicalJson(CAPABILITY_DEFAULTS[field as keyof Capability]);
  if (atDefault && canonicalJson(tool.capability[field as keyof Capability]) === value) return undefined;
  const seen = new Set<ToolInfo>();
  const chain: string[] = [];
  let wraps = tool.wraps;
  for (let depth = 0; wraps !== null && depth < MAX_WRAPS; depth++) {
    const info = tree.tool(wraps);
    if (!info || seen.has(info)) return undefined;
    seen.add(info);
    const inner = registeredTool(tree, info);
    if (canonicalJson(realCapability(inner)[field as keyof Capability]) !== value) return undefined;
    chain.push(`'${info.name}'`);
    const source =
      chain.length === 1 ? `the tool it wraps, ${chain[0]}` : `the tools it wraps, ${chain.join(' → ')}`;
    const declared = own(info.value, 'capability');
    if (isRecord(declared) && Object.hasOwn(declared, field))
      return {
        source,
        file: info.def.file.path,
        line: info.def.doc.keySpan(`${info.pointer}/capability/${field}`).line,
      };
    const below =
      mcpServers.originOf?.(tree, info.name, inner, field) ??
      agentSkills.originOf?.(tree, info.name, inner, field);
    if (below) return { ...below, source: `${source}: ${below.source}` };
    if (atDefault) {
      const line = info.def.doc.keySpan(`${info.pointer}/name`).line;
      return { source: `${source}, leaves it at its default`, file: info.def.file.path, line };
    }
    wraps = inner.wraps;
  }
  return undefined;
}

export const registeredTools: EntrySource = {
  originOf: (tree, _name, tool, field) => wrappedOrigin(tree, tool, field),
  contributions,
  changedBetween: (skill, base, head) =>
    skill.tools.some(
      (t) =>
        (t.ref.kind === 'local' && sourceChanged(t.ref.name, base, head)) ||
        (t.override !== undefined && importsChanged(head, t.override)),
    ),
  // A registered MCP tool whose server's inventory changed: the inventory's line is the cause; an
  // Agent Skill tool whose SKILL.md changed what it grants: that line. Each reading of a repeated
  // `source` or `agent_skill_path` is asked, as each floors the tool.
  causeOf: (trees, skill, site, _entry, field) => {
    const ref = atPointer(skill.tools, site.pointer)[0]?.ref;
    const info = ref?.kind === 'local' ? trees.head.tool(ref.name) : undefined;
    return info && toolCause(trees, info, field);
  },
};

/**
 * Where a tool's code (at `/lifecycle`, its hooks), or a tool's it wraps (it runs it), changed
 * through a file of the repository that it imports (inline-code.ts), as far down the wraps as the
 * floor is followed.
 */
export function importedCodeCause(
  head: SourceContext,
  info: ToolInfo,
  at: RunPointer,
  depth = 0,
): Site | undefined {
  const own = codeRunCause(head, info, at);
  if (own || depth >= MAX_WRAPS) return own;
  for (const reading of readingsOf(info)) {
    const wraps = reading.wraps?.ref;
    const inner = wraps?.kind === 'local' && wraps.name !== info.name ? head.tool(wraps.name) : undefined;
    const cause = inner && importedCodeCause(head, inner, at, depth + 1);
    if (cause) return cause;
  }
  return undefined;
}

/** Each listed tool's cause of each field, per pair of trees: thousands of skills list one tool. */
const toolCauses = new WeakMap<
  SourceContext,
  WeakMap<SourceContext, WeakMap<ToolInfo, Map<string | undefined, Site | undefined>>>
>();

/**
 * Where a listed tool changed through a source, asked of every reading (its definitions'
 * too: a name defined hundreds of times has as many), once per tool and field.
 */
function toolCause(
  trees: { base: SourceContext; head: SourceContext },
  info: ToolInfo,
  field: string | undefined,
): Site | undefined {
  let byHead = toolCauses.get(trees.base);
  if (!byHead) toolCauses.set(trees.base, (byHead = new WeakMap()));
  let byTool = byHead.get(trees.head);
  if (!byTool) byHead.set(trees.head, (byTool = new WeakMap()));
  let byField = byTool.get(info);
  if (!byField) byTool.set(info, (byField = new Map()));
  if (byField.has(field)) return byField.get(field);
  const cause = sourceCause(trees, trees.base.tool(info.name), info, field);
  byField.set(field, cause);
  return cause;
}

/**
 * Where a tool (`info`, a registered or an anonymous one; `before`, the base's of its name) changed
 * through a source (readingCause) or stands for another (newSourceCause), if it did.
 */
export function sourceCause(
  trees: { base: SourceContext; head: SourceContext },
  before: ToolInfo | undefined,
  info: ToolInfo,
  field: string | undefined,
  depth = 0,
): Site | undefined {
  const basePaths = new Set(before ? readingsOf(before).map((r) => r.agentSkillPath?.path) : []);
  const moved = movedFrom(trees, basePaths, info);
  for (const reading of readingsOf(info)) {
    const cause = readingCause(trees, reading, field, basePaths, moved);
    if (cause) return cause;
  }
  const stands = newSourceCause(trees, before, info, field);
  if (stands) return stands;
  // A wrapped validation runs the tool it wraps: where that tool's source changed (its inventory,
  // its SKILL.md), as far down the wraps as the floor is followed.
  const wraps = info.wraps?.ref;
  if (wraps?.kind !== 'local' || wraps.name === info.name || depth >= MAX_WRAPS) return undefined;
  const inner = trees.head.tool(wraps.name);
  return inner && sourceCause(trees, trees.base.tool(wraps.name), inner, field, depth + 1);
}
