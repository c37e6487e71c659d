// MCP servers a skill exposes (SPEC §3): each listed tool, or with no list every tool of the
// server's inventory, is an entry `mcp:<server>/<tool>` whose power comes from the inventory's
// annotations; a server without an inventory is unknown, and exposed whole it is one dynamic
// entry `mcp:<server>/*`. A change to an inventory is a change of every entry it feeds, caused there.
import {
  applyOverride,
  CAPABILITY_DEFAULTS,
  canonicalJson,
  hasReadings,
  overrideOfReadings,
  overrideSourceKey,
  readAlike,
  realCapability,
  syntheticTool,
  targetParts,
  toldTexts,
  type Capability,
  type EffectiveTool,
  type ToldTexts,
} from '../power/effective.js';
import { withToolsOf, type FlatEntry } from '../sets/flat-entries.js';
import {
  annotatedCapability,
  inventoryEntry,
  type InventoryInfo,
  type InventoryTool,
} from '../kinds/mcp-server.js';
import { toldBeside, toldOfAll, type ToldPlace } from '../kinds/duplicates.js';
import { unknownEntryName } from './unknown.js';
import type { OverrideEntry, SkillInfo } from '../kinds/skill.js';
import { atPointer, isRecord, namesAt, own, valuesAt, type Site } from '../model/model.js';
import { newAt, newOccurrence, parentSite, writtenTwice } from '../power/occurrences.js';
import { repeatedValues } from '../yaml/load.js';
import { strongerFields } from '../model/power-fields.js';
import { unknownCapability } from '../power/power-settings.js';
import { SetTokens } from '../tokens/set-tokens.js';
import { SetDigest } from '../sets/set-digest.js';
import {
  ownSite,
  type Contribution,
  type SharedContribution,
  type SharedEntries,
  type EntrySource,
  type PowerOrigin,
  type SourceContext,
} from './types.js';
import {
  hasMarks,
  importsChanged,
  isRunPointer,
  keptOverrideCodeCause,
  overrideMarks,
  withOverridesCodeRuns,
  type RunPointer,
} from './inline-code.js';

function mcpEntryName(server: string, tool: string | undefined): string {
  return `mcp:${server}/${tool ?? '*'}`;
}

/**
 * The overrides of an entry keyed by its entry name or its tool name. Under both keys (`push` and
 * `mcp:gh/push`) a runtime may apply either; and one keyed `*` it may apply to each tool of the
 * server, or only to the server's dynamic entry (none of its tools): without an override of its
 * own, that reading applies none (`undefined`, first). Each is one reading; explain names the one
 * that gives a field.
 */
export function mcpOverrideReadings(
  overrides: OverrideEntry[],
  name: string,
  tool: string,
): (OverrideEntry | undefined)[] {
  const keyed = keyedFor(overrides, name, tool);
  return keyed.length > 0 && keyed.every((o) => o.key === '*') ? [undefined, ...keyed] : keyed;
}

/**
 * The override of an entry, read as mcpOverrideReadings lists them: the entry takes the strongest
 * of those readings, and keeps the restraint any of them sets (SPEC §6, power/effective.ts).
 */
function overrideFor(overrides: OverrideEntry[], name: string, tool: string): unknown {
  return overrideOf(mcpOverrideReadings(overrides, name, tool));
}

function overrideOf(readings: readonly (OverrideEntry | undefined)[]): unknown {
  const values = readings.map((o) => o?.value);
  return values.length > 1 ? overrideOfReadings(values) : values[0];
}

/** The overrides a runtime may apply to an entry: under its name or its tool's, then under `*`. */
function keyedFor(overrides: OverrideEntry[], name: string, tool: string): OverrideEntry[] {
  const keys = byKey(overrides);
  // In the order written (an entry's name is never its tool's: it is `mcp:<server>/<tool>`).
  const own = inOrder(keys.get(name) ?? [], keys.get(tool) ?? []).map((i) => overrides[i] as OverrideEntry);
  return tool === '*' ? own : [...own, ...(keys.get('*') ?? []).map((i) => overrides[i] as OverrideEntry)];
}

/** Two ascending lists of indices as one. */
function inOrder(a: readonly number[], b: readonly number[]): number[] {
  if (a.length === 0 || b.length === 0) return a.length === 0 ? [...b] : [...a];
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && (a[i] as number) < (b[j] as number))) out.push(a[i++] as number);
    else out.push(b[j++] as number);
  }
  return out;
}

const overridesByKey = new WeakMap<readonly OverrideEntry[], ReadonlyMap<string, number[]>>();

/**
 * A server item's overrides by key (their indices, ascending), read once: every tool it lists
 * looks its own up (searched whole for each, 20,000 tools with as many overrides took seconds).
 */
function byKey(overrides: readonly OverrideEntry[]): ReadonlyMap<string, number[]> {
  let map = overridesByKey.get(overrides);
  if (!map) {
    const keys = new Map<string, number[]>();
    overrides.forEach((o, i) => {
      const same = keys.get(o.key);
      if (same) same.push(i);
      else keys.set(o.key, [i]);
    });
    overridesByKey.set(overrides, (map = keys));
  }
  return map;
}

/** Every listing of a tool across a server's inventories (more than one only where a name repeats). */
function listings(inventories: readonly InventoryInfo[], tool: string): readonly InventoryTool[] {
  if (inventories.length === 1) return (inventories[0] as InventoryInfo).tools.get(tool) ?? [];
  let byName = listingsByName.get(inventories);
  if (!byName) listingsByName.set(inventories, (byName = listingsOfEach(inventories)));
  return byName.get(tool) ?? [];
}

/**
 * The listings of a server's inventories by tool name, for a server many inventories name:
 * searched whole for each tool, they cost the inventories times their tools.
 */
const listingsByName = new WeakMap<readonly InventoryInfo[], ReadonlyMap<string, readonly InventoryTool[]>>();

/** Each tool name's listings, in the inventories' order and each inventory's. */
function listingsOfEach(inventories: readonly InventoryInfo[]): Map<string, InventoryTool[]> {
  const byName = new Map<string, InventoryTool[]>();
  for (const inventory of inventories)
    for (const [name, listed] of inventory.tools) {
      const known = byName.get(name);
      if (known) for (const tool of listed) known.push(tool);
      else byName.set(name, [...listed]);
    }
  return byName;
}

/**
 * Of a tool's listings, the one its entry's `field` was read from: where a name is listed twice
 * the entry takes the stronger reading (mcpToolEntry), so the listing that gives `value`.
 */
function listingOf(
  server: string,
  listed: readonly InventoryTool[],
  field: string | undefined,
  value: unknown,
): InventoryTool | undefined {
  if (listed.length < 2 || field === undefined) return listed[0];
  return listed.find((t) => gives(server, t, field, value)) ?? listed[0];
}

/** Whether a server's listing of a tool gives its capability's `field` the value `value`. */
function gives(server: string, listed: InventoryTool, field: string, value: unknown): boolean {
  return canonicalJson(own(inventoryEntry(server, listed).capability, field)) === canonicalJson(value);
}

/**
 * The names of every tool a server's inventories hold, in their order; then `*` when one of them
 * lists something that cannot be read as a tool (InventoryInfo.unread): the most it could be.
 */
function inventoryToolNames(inventories: readonly InventoryInfo[]): string[] {
  const names = [...new Set(inventories.flatMap((inventory) => [...inventory.tools.keys()]))];
  return inventories.some((inventory) => inventory.unread) ? [...names, '*'] : names;
}

/**
 * Each listing of a server's tool as an entry, with where it is listed: what a registered tool that
 * calls it may tell the model besides its own texts (registered-tools.ts). None where no inventory
 * lists it.
 */
export function listedEntries(
  inventories: readonly InventoryInfo[],
  server: string,
  tool: string,
): { tool: EffectiveTool; site: Site }[] {
  return listings(inventories, tool).map((t) => ({ tool: inventoryEntry(server, t), site: t.site }));
}

/**
 * `overridden`, what an override (an include's) makes of `tool`, with what the inventories list of
 * the MCP tool `tool` calls still told beside it: a client may tell the model the listing whatever
 * the override says, so it stays told (shown, counted) as under an `mcp_servers` item's override.
 */
export function listingsToldBeside(
  tree: SourceContext,
  tool: EffectiveTool,
  overridden: EffectiveTool,
): EffectiveTool {
  const server = tool.mcp_server;
  const name = tool.mcp_tool_name;
  if (overridden === tool || tool.source !== 'mcp' || server === null || name === null || name === '*')
    return overridden;
  const listed = listedEntries(tree.inventory(server), server, name);
  // Told already where an override below put it beside (an include chain overrides an entry at
  // each level): the override keeps it, and its schema is not written out again at every level.
  const told = new Set((overridden.also_told ?? []).map((texts) => toldKey(texts, texts)));
  if (listed.every((p) => told.has(toldKey(p.tool, toldTexts(p.tool))))) return overridden;
  return toldBeside(overridden, listed);
}

/** The canonical JSON of told texts, by the object they are read from (a listing, an also_told item). */
const toldKeys = new WeakMap<object, string>();

function toldKey(owner: object, texts: ToldTexts): string {
  let key = toldKeys.get(owner);
  if (key === undefined) toldKeys.set(owner, (key = canonicalJson(texts)));
  return key;
}

/**
 * The entry `mcp:<server>/<tool>`: as the inventory lists it (the stronger of two listings), or
 * unknown where no inventory holds it.
 */
function mcpToolEntry(inventories: readonly InventoryInfo[], server: string, tool: string): EffectiveTool {
  const placed = listedEntries(inventories, server, tool);
  const listed = placed.map((p) => p.tool);
  const [first, ...others] = listed;
  if (!first) {
    return syntheticTool({
      source: 'mcp',
      mcp_server: server,
      mcp_tool_name: tool,
      capability: unknownCapability(),
    });
  }
  if (others.length === 0) return first;
  let capability = first.capability;
  for (const other of others) capability = strongerFields(capability, other.capability);
  // A client may keep either listing: what each tells the model is read (shown, counted) too.
  return { ...first, capability, ...toldOfAll(first, placed) };
}

/** Each server tool's entry, per server's inventories (inventoriesKey): one object however often asked. */
const toolEntries = new WeakMap<object, Map<string, EffectiveTool>>();

/** The entry an `mcp_servers` item gives a tool (`*`: the whole server, unknown), before its override. */
export function mcpServerEntry(
  inventories: readonly InventoryInfo[],
  server: string,
  tool: string,
): EffectiveTool {
  const key = inventoriesKey(inventories);
  let byTool = toolEntries.get(key);
  if (!byTool) toolEntries.set(key, (byTool = new Map()));
  const name = `${server}\u0000${tool}`;
  let entry = byTool.get(name);
  if (!entry) {
    entry =
      tool === '*'
        ? syntheticTool({
            source: 'mcp',
            mcp_server: server,
            mcp_tool_name: '*',
            capability: unknownCapability(),
          })
        : mcpToolEntry(inventories, server, tool);
    byTool.set(name, entry);
  }
  return entry;
}

/**
 * What entries worked out for a server's inventories are kept by: the parsed inventory where there
 * is one (a file the base and head share is one parse, so an unchanged server's entries serve both
 * sides), else the list.
 */
function inventoriesKey(inventories: readonly InventoryInfo[]): object {
  const value = inventories.length === 1 ? (inventories[0] as InventoryInfo).def.value : undefined;
  return typeof value === 'object' && value !== null ? value : inventories;
}

/**
 * A whole server's entries, worked out once for its inventories (inventoriesKey) and shared by
 * every skill that exposes it whole (one that overrides some of its tools replaces those).
 */
const wholeServers = new WeakMap<object, Map<string, SharedEntries>>();

function wholeServer(inventories: readonly InventoryInfo[], server: string): SharedEntries {
  const key = inventoriesKey(inventories);
  let byServer = wholeServers.get(key);
  if (!byServer) wholeServers.set(key, (byServer = new Map()));
  let shared = byServer.get(server);
  if (!shared) {
    const entries = new Map<string, FlatEntry>();
    for (const toolName of inventoryToolNames(inventories)) {
      const name = mcpEntryName(server, toolName);
      entries.set(name, { name, tool: mcpServerEntry(inventories, server, toolName) });
    }
    shared = { entries, tokens: SetTokens.of(entries), digest: SetDigest.of(entries) };
    byServer.set(server, shared);
  }
  return shared;
}

/**
 * What a whole server stands for, as a skill that exposes it whole gets it: each tool its
 * inventories list, and its dynamic entry where one lists what cannot be read. A registered tool
 * that calls the server's `*` may run any of them.
 */
export function wholeServerEntries(inventories: readonly InventoryInfo[], server: string): EffectiveTool[] {
  return [...wholeServer(inventories, server).entries.values()].map((e) => e.tool);
}

/**
 * A whole server as an item that overrides some of its tools has it: the server's shared entries
 * with the overridden ones replaced, so that each of 1,000 skills overriding one tool of a
 * 1,000-tool server holds one new entry, not 1,000.
 */
function overriddenServer(
  tree: SourceContext,
  whole: SharedEntries,
  inventories: readonly InventoryInfo[],
  server: string,
  overrides: OverrideEntry[],
): SharedEntries {
  let byOverrides = overriddenServers.get(whole);
  if (!byOverrides) overriddenServers.set(whole, (byOverrides = new Map()));
  // On a comparison's head, the changed files the overrides' codes and hooks reach are part of the entries
  // (withOverridesCodeRuns): overrides read alike that import no changed file share them.
  const marks = overrides.map((o) => overrideMarks(tree, o));
  const marked = marks.some(hasMarks);
  const key = `${overridesKey(server, overrides)}${marked ? JSON.stringify(marks) : ''}`;
  let shared = byOverrides.get(key);
  if (!shared)
    byOverrides.set(
      key,
      (shared = newlyOverridden(marked ? tree : undefined, whole, inventories, server, overrides)),
    );
  return shared;
}

/**
 * Each whole server as overrides that read alike change it, made once: the same override pasted
 * into many skills would otherwise give each its own entry per tool of the server.
 */
const overriddenServers = new WeakMap<SharedEntries, Map<string, SharedEntries>>();

/**
 * What the entries overrides make of a whole server depend on: each override's key and value, as
 * read alike (readAlike), but for the description of one keyed `*` that gives nothing else. An
 * entry takes the strongest of its readings (overrideFor), keeping whole the first: its own
 * override, or none (`undefined`) where `*` alone is keyed. That description is never kept where
 * no override names a source, which could make a later reading the one kept (keptWhole), and none
 * is keyed by the dynamic entry's name, whose own key `*` also is.
 */
function overridesKey(server: string, overrides: readonly OverrideEntry[]): string {
  const kept = overrides.some(
    (o) => o.key === mcpEntryName(server, '*') || overrideSourceKey(o.value) !== undefined,
  );
  return JSON.stringify(
    overrides.map((o) => [
      o.key,
      !kept && o.key === '*' && describesOnly(o.value) ? null : readAlike(o.value),
    ]),
  );
}

/** Whether an override gives a description and nothing else (no other key, none repeated). */
function describesOnly(override: unknown): boolean {
  if (!isRecord(override) || typeof override.description !== 'string') return false;
  return readAlike(override) === readAlike({ description: override.description });
}

/** A whole server's entries under overrides; `tree`, where their codes import a file it changed. */
function newlyOverridden(
  tree: SourceContext | undefined,
  whole: SharedEntries,
  inventories: readonly InventoryInfo[],
  server: string,
  overrides: OverrideEntry[],
): SharedEntries {
  return withToolsOf(whole, overriddenNames(whole.entries, server, overrides), ({ name, tool }) => {
    const toolName = name.slice(`mcp:${server}/`.length);
    return overriddenEntry(
      tree,
      tool,
      overrides,
      name,
      toolName,
      listedEntries(inventories, server, toolName),
    );
  });
}

/**
 * A server's entry under an item's overrides, read as mcpOverrideReadings lists them; on a
 * comparison's head (`tree`), with the changed files their codes import (a forbidden-override a
 * runtime that merges it runs) as lines of its code, as for a listed tool's override. What the
 * inventory lists (`listed`) a client may still tell the model, whatever the override says: it
 * stays told (shown, counted) beside it, as for a registered tool that calls the server's tool.
 */
function overriddenEntry(
  tree: SourceContext | undefined,
  tool: EffectiveTool,
  overrides: OverrideEntry[],
  name: string,
  toolName: string,
  listed: readonly ToldPlace[],
): EffectiveTool {
  const readings = mcpOverrideReadings(overrides, name, toolName);
  const overridden = applyOverride(tool, overrideOf(readings));
  const read = overridden === tool ? tool : toldBeside(overridden, listed);
  return tree ? withOverridesCodeRuns(tree, read, readings) : read;
}

/** The names of a server's entries an override may be keyed by (keyedFor): its own, its tool's, or `*`. */
function overriddenNames(
  entries: ReadonlyMap<string, FlatEntry>,
  server: string,
  overrides: OverrideEntry[],
): Iterable<string> {
  const keys = byKey(overrides);
  if (keys.has('*')) return entries.keys();
  const names = new Set<string>();
  for (const key of keys.keys()) {
    for (const name of [key, mcpEntryName(server, key)]) if (entries.has(name)) names.add(name);
  }
  return names;
}

function contributions(tree: SourceContext, info: SkillInfo): (Contribution | SharedContribution)[] {
  const out: (Contribution | SharedContribution)[] = [];
  for (const server of info.mcpServers) {
    const inventories = tree.inventory(server.server);
    // An empty static list is ambiguous for the Python runtime (`if server.tools:` reads it as no
    // list, every tool of the server), so it takes the more powerful reading (SPEC §6): all of it.
    const listed = server.tools?.map((t) => t.name) ?? [];
    const whole = listed.length === 0;
    if (whole && inventories.length > 0) {
      const shared = wholeServer(inventories, server.server);
      out.push({
        shared:
          server.overrides.length === 0
            ? shared
            : overriddenServer(tree, shared, inventories, server.server, server.overrides),
        contributor: info.name,
        site: ownSite(server.site),
      });
      continue;
    }
    for (const toolName of whole ? [undefined] : listed) {
      const name = mcpEntryName(server.server, toolName);
      const entry = mcpServerEntry(inventories, server.server, toolName ?? '*');
      out.push({
        name,
        tool: overriddenEntry(
          tree,
          entry,
          server.overrides,
          name,
          toolName ?? '*',
          toolName === undefined ? [] : listedEntries(inventories, server.server, toolName),
        ),
        contributor: info.name,
        site: ownSite(server.site),
      });
    }
  }
  return out;
}

/** Each inventory's canonical text, once: every skill that uses a server asks whether it changed. */
const canonical = new WeakMap<object, string>();

function canonicalOf(value: Record<string, unknown>): string {
  let text = canonical.get(value);
  if (text === undefined) canonical.set(value, (text = canonicalJson(value)));
  return text;
}

/** Whether two trees' inventories of a server read otherwise (a re-pin that changed any of it). */
export function inventoriesDiffer(a: readonly InventoryInfo[], b: readonly InventoryInfo[]): boolean {
  if (a.length !== b.length) return true;
  return a.some((inv, i) => {
    const other = b[i] as InventoryInfo;
    return inv.def.doc !== other.def.doc && canonicalOf(inv.def.value) !== canonicalOf(other.def.value);
  });
}

/** The inventory field whose annotation gives a capability field its power. */
const HINT_OF: Readonly<Record<string, string>> = {
  read_only: 'readOnlyHint',
  writes: 'readOnlyHint',
  unsafe: 'destructiveHint',
  side_effects: 'openWorldHint',
};

/**
 * The inventory's line, when the inventory is what changed for `server`'s tool: its name where the
 * base's inventory lacked it, the annotation (or the tool, where the annotation is absent) where
 * the tool was listed before. Undefined when the inventory lists the tool as the base did.
 */
export function inventoryCause(
  trees: { base: SourceContext; head: SourceContext },
  server: string,
  toolName: string,
  field: string | undefined,
): Site | undefined {
  const headInventories = trees.head.inventory(server);
  if (toolName === '*') {
    // The whole server is unknown on the head because an inventory lists what cannot be read.
    const unread = headInventories.find((inventory) => inventory.unread)?.unread;
    if (unread && !trees.base.inventory(server).some((inventory) => inventory.unread)) return unread;
    return widenedToolCause(trees, server, field);
  }
  const value =
    field === undefined ? undefined : own(mcpToolEntry(headInventories, server, toolName).capability, field);
  const head = listingOf(server, listings(headInventories, toolName), field, value);
  if (!head) return undefined;
  const baseInventories = trees.base.inventory(server);
  const before = listings(baseInventories, toolName)[0];
  if (before && canonicalOf(before.value) === canonicalOf(head.value)) return undefined;
  const { def, pointer } = head.site;
  // A repeated `name` lists the tool under each: the one that names it.
  const named = valuesAt(head.value, 'name', pointer).find((v) => v.value === toolName);
  const name = { def, pointer: named?.pointer ?? `${pointer}/name` };
  if (!before) return baseInventories.length > 0 ? name : undefined;
  // An entry new to a set (no field) that the base's inventory listed too: the inventory did not
  // bring it in, whatever else of its listing changed (a title); the skill's listing did.
  if (field === undefined) return undefined;
  const annotations = own(head.value, 'annotations');
  // An absent destructiveHint defaults to destructive: what made the tool unsafe is then its readOnlyHint.
  const hints = field === undefined ? [] : [HINT_OF[field], field === 'unsafe' ? 'readOnlyHint' : undefined];
  const hint = hints.find((h) => h !== undefined && own(annotations, h) !== undefined);
  // Of a repeated key, the occurrence the base's listing does not write: the hint's, else the
  // `annotations` whose value is new.
  const at = (below: string): string | undefined => newOccurrence(head.value, below, [before.value], pointer);
  const found =
    (hint === undefined ? undefined : at(`/annotations/${hint}`)) ??
    (repeatedValues(head.value, 'annotations') ? at('/annotations') : undefined);
  if (found !== undefined) return { def, pointer: found };
  return hint ? { def, pointer: `${pointer}/annotations/${hint}` } : name;
}

/** A capability that grants nothing: each power field at the value that does not grant it. */
const LEAST: Capability = { ...CAPABILITY_DEFAULTS, read_only: true, human_approval_required: true };

/**
 * For what calls a whole server (a registered tool's `*`): the line of the first tool whose
 * listing gives `field` more than the base's did (a tool added, an annotation dropped).
 */
function widenedToolCause(
  trees: { base: SourceContext; head: SourceContext },
  server: string,
  field: string | undefined,
): Site | undefined {
  if (field === undefined) return undefined;
  const [head, base] = [trees.head.inventory(server), trees.base.inventory(server)];
  for (const name of inventoryToolNames(head)) {
    if (name === '*') continue;
    const now = mcpToolEntry(head, server, name).capability;
    // A tool new to the inventory widens what it grants at all.
    const was = listings(base, name).length > 0 ? mcpToolEntry(base, server, name).capability : LEAST;
    if (canonicalJson(own(strongerFields(was, now), field)) !== canonicalJson(own(was, field)))
      return inventoryCause(trees, server, name, field);
  }
  return undefined;
}

/**
 * The line for an entry of a skill's `mcp_servers` item: for a change of its code, the changed
 * file its override's code imports (importedByOverride); the inventory's, when the inventory
 * changed it; else the override key that gives it its power, when a loader may read its override
 * several ways (overrideKeyCause).
 */
function causeOf(
  trees: { base: SourceContext; head: SourceContext },
  skill: SkillInfo,
  site: Site,
  entry: string,
  field: string | undefined,
  pointer?: string,
): Site | undefined {
  const match = /^\/mcp_servers\/(\d+)\//.exec(`${site.pointer}/`);
  const servers = own(site.def.value, 'mcp_servers');
  const item = Array.isArray(servers) && match ? servers[Number(match[1])] : undefined;
  // Each name the item may be read as (`on` is also "True" to PyYAML, `42` the server "42"): the entry's.
  const server = namesAt(item, 'name')
    .map(({ value }) => (typeof value === 'number' ? String(value) : value))
    .find((name): name is string => typeof name === 'string' && entry.startsWith(`mcp:${name}/`));
  if (server === undefined) return undefined;
  const tool = entry.slice(`mcp:${server}/`.length);
  return (
    (isRunPointer(pointer)
      ? importedByOverride(trees, skill, site, { server, tool, entry }, pointer)
      : undefined) ??
    (field === undefined && pointer !== undefined
      ? newOverrideValue(trees.base, skill, site, { server, tool, entry }, pointer)
      : undefined) ??
    inventoryCause(trees, server, tool, field) ??
    overrideKeyCause(trees, skill, site, { server, tool, entry }, field) ??
    droppedItem(trees.base, skill, site, { server, tool, entry }, field) ??
    newlyListed(trees.base, skill, site, server, tool)
  );
}

/**
 * Where an override of the entry in the item at `site` holding code (a forbidden-override a
 * runtime that merges it runs) changed through a file of the repository its code imports
 * (inline-code.ts): of the overrides a runtime may apply to it (keyedFor), one whose code the
 * base's items of the server wrote alike (code new on the head is the item's own change).
 */
function importedByOverride(
  trees: { base: SourceContext; head: SourceContext },
  skill: SkillInfo,
  site: Site,
  { server, tool, entry }: { server: string; tool: string; entry: string },
  at: RunPointer,
): Site | undefined {
  return keptOverrideCodeCause(
    trees.head,
    overridesBeside(trees.base, skill, site, { server, tool, entry }),
    at,
  );
}

/**
 * Where an override of the entry in the item at `site` writes a value at `pointer` (its `code`,
 * its `lifecycle`) that the base's items of the server did not write there: the change is made at
 * that value, as a tool's own `code` rewritten is shown at its `code`.
 */
function newOverrideValue(
  base: SourceContext,
  skill: SkillInfo,
  site: Site,
  { server, tool, entry }: { server: string; tool: string; entry: string },
  pointer: string,
): Site | undefined {
  for (const { override, was } of overridesBeside(base, skill, site, { server, tool, entry })) {
    const found = newAt(override.site, pointer, was);
    if (found) return found;
  }
  return undefined;
}

/**
 * The overrides of the entry in the item at `site` that a runtime may apply to it (keyedFor), each
 * with the sites where the base's items of the server override it under the same key.
 */
function overridesBeside(
  base: SourceContext,
  skill: SkillInfo,
  site: Site,
  { server, tool, entry }: { server: string; tool: string; entry: string },
): { override: OverrideEntry; was: Site[] }[] {
  const item = atPointer(skill.mcpServers, site.pointer).find((s) => s.site.def === site.def);
  if (!item) return [];
  const before = baseItems(base, skill, server);
  return keyedFor(item.overrides, entry, tool).map((override) => ({
    override,
    was: before.flatMap((b) => b.overrides.filter((x) => x.key === override.key).map((x) => x.site)),
  }));
}

/**
 * Another item of the server (the one at `site` being as the base has it: in the skill's other
 * definition, a repeated item), new on the head, with no override of the entry that sets `field`,
 * while an item of the base's set it: the restraint a runtime that keeps that item drops is
 * dropped there, not at the item at `site` that the pull request did not touch.
 */
function droppedItem(
  base: SourceContext,
  skill: SkillInfo,
  site: Site,
  { server, tool, entry }: { server: string; tool: string; entry: string },
  field: string | undefined,
): Site | undefined {
  if (field === undefined) return undefined;
  type Item = SkillInfo['mcpServers'][number];
  const sets = (item: Item): boolean =>
    keyedFor(item.overrides, entry, tool).some((o) => own(own(o.value, 'capability'), field) !== undefined);
  const written = (item: Item): string =>
    canonicalJson([item.tools?.map((t) => t.name) ?? null, item.overrides.map((o) => [o.key, o.value])]);
  const before = baseItems(base, skill, server);
  if (!before.some(sets)) return undefined;
  const was = new Set(before.map(written));
  const at = atPointer(skill.mcpServers, site.pointer).find((s) => s.site.def === site.def);
  // The item at `site` changed itself: it is the cause, as before.
  if (at && !was.has(written(at))) return undefined;
  return skill.mcpServers.find(
    (item) => item !== at && item.server === server && !sets(item) && !was.has(written(item)),
  )?.site;
}

/**
 * Where an entry's override is written, when a loader may read it several ways (two keys, `*`
 * beside the tool's own or alone, a repeated `overrides`): the first key whose override alone gives
 * the entry what `field` is on the head, else the first key. Undefined for an override read one
 * way: the `mcp_servers` entry is then where the change is made.
 */
function overrideKeyCause(
  trees: { base: SourceContext; head: SourceContext },
  skill: SkillInfo,
  site: Site,
  { server, tool, entry }: { server: string; tool: string; entry: string },
  field: string | undefined,
): Site | undefined {
  const item = atPointer(skill.mcpServers, site.pointer).find((s) => s.site.def === site.def);
  const keyed = item ? keyedFor(item.overrides, entry, tool) : [];
  const [first] = keyed;
  if (!item || !first) return undefined;
  if (keyed.length === 1 && first.key !== '*' && !hasReadings(first.value))
    return repeatedInside(trees.base, skill, server, first, field);
  // Read several ways (a repeated `overrides`): the occurrence the base's item does not write.
  const at = (o: OverrideEntry): Site =>
    (hasReadings(o.value) ? newOverrides(trees.base, skill, item.site, server) : undefined) ?? o.site;
  if (field === undefined) return at(first);
  const before = mcpServerEntry(trees.head.inventory(server), server, tool);
  const valueOf = (t: EffectiveTool): string => canonicalJson(own(realCapability(t), field));
  const now = valueOf(applyOverride(before, overrideFor(item.overrides, entry, tool)));
  return at(keyed.find((o) => valueOf(applyOverride(before, o.value)) === now) ?? first);
}

/**
 * Where one override of an entry (`o`), read one way, writes `field` under a key it repeats
 * (`{capability: {human_approval_required: true, human_approval_required: false}}`): the first
 * occurrence the base's overrides of that key do not write, where the change is made.
 */
function repeatedInside(
  base: SourceContext,
  skill: SkillInfo,
  server: string,
  o: OverrideEntry,
  field: string | undefined,
): Site | undefined {
  const below = `/capability/${field}`;
  if (field === undefined || !writtenTwice(o.value, below)) return undefined;
  const before = baseItems(base, skill, server).flatMap((s) =>
    s.overrides.filter((b) => b.key === o.key).map((b) => b.site),
  );
  return newAt(o.site, below, before);
}

/** Of a server item's repeated `overrides`, the first occurrence the base's items for it do not write. */
function newOverrides(base: SourceContext, skill: SkillInfo, site: Site, server: string): Site | undefined {
  const before = baseItems(base, skill, server).map((s) => parentSite(s.site));
  return newAt(parentSite(site), '/overrides', before);
}

/**
 * The item's `tools` entry naming a tool the base's items of the server did not bring (none listed
 * it, none used the server whole): where the pull request added it, not the server's name.
 */
function newlyListed(
  base: SourceContext,
  skill: SkillInfo,
  site: Site,
  server: string,
  tool: string,
): Site | undefined {
  const item = atPointer(skill.mcpServers, site.pointer).find((s) => s.site.def === site.def);
  const listed = item?.tools?.find((t) => t.name === tool);
  const before = baseItems(base, skill, server);
  const had = before.some(
    (b) => b.tools === undefined || b.tools.length === 0 || b.tools.some((t) => t.name === tool),
  );
  return listed && !had ? listed.site : undefined;
}

/** The base's `mcp_servers` items of the skill for `server`. */
function baseItems(base: SourceContext, skill: SkillInfo, server: string): SkillInfo['mcpServers'] {
  return (base.skill(skill.name)?.mcpServers ?? []).filter((s) => s.server === server);
}

/**
 * Of the tools a server's inventories list, the first listing whose entry gives `field` the value
 * `value`: where the power of a registered tool that calls the server's `*` comes from. None where
 * no one tool gives it (side effects that several tools give together, or only what an inventory
 * lists that cannot be read).
 */
function toolGiving(
  server: string,
  inventories: readonly InventoryInfo[],
  field: string,
  value: unknown,
): InventoryTool | undefined {
  for (const toolName of inventoryToolNames(inventories)) {
    const found = listings(inventories, toolName).find((t) => gives(server, t, field, value));
    if (found) return found;
  }
  return undefined;
}

/** The annotation an MCP tool's capability field is read from. */
const ANNOTATION_OF: Readonly<Record<string, string>> = { ...HINT_OF, idempotent: 'idempotentHint' };

/** An MCP entry's field: the inventory's annotation, the MCP default where it is absent, or unknown. */
function originOf(
  tree: SourceContext,
  name: string,
  tool: EffectiveTool,
  field: string,
): PowerOrigin | undefined {
  if (tool.source !== 'mcp' || tool.mcp_server === null || tool.mcp_tool_name === null) return undefined;
  const hint = ANNOTATION_OF[field];
  if (!hint) return undefined;
  // The entry that stands for an include or an actor's skill that cannot be known (on a cycle,
  // unknown, unreadable): written as a whole server named by the reference (project/unknown.ts).
  const standIn = unknownEntryName(tool.mcp_server);
  if (name === standIn || name.endsWith(`.${standIn}`))
    return { source: `what '${tool.mcp_server}' brings cannot be known: the most it could be` };
  const value = own(tool.capability, field);
  const inventories = tree.inventory(tool.mcp_server);
  // What the gate reads, not what a registered tool claims (explain shows the claim beside it).
  const real = own(realCapability(tool), field);
  // The dynamic entry `mcp:<server>/*` is what no inventory lists; a registered tool that calls the
  // server's `*` is floored by each tool its inventories list (registered-tools.ts).
  const wholeOfInventory = tool.mcp_tool_name === '*' && !name.startsWith('mcp:') && inventories.length > 0;
  const listed =
    tool.mcp_tool_name === '*'
      ? wholeOfInventory
        ? toolGiving(tool.mcp_server, inventories, field, real)
        : undefined
      : calledListing(tree, tool, [tool.mcp_server, tool.mcp_tool_name], field, value, real);
  if (!listed && wholeOfInventory) {
    const { def } = inventories[0] as InventoryInfo;
    return {
      source: `the tools of the inventory of '${tool.mcp_server}' together`,
      file: def.file.path,
      line: 1,
    };
  }
  if (!listed) {
    const what = tool.mcp_tool_name === '*' ? 'the whole server' : 'a tool';
    return { source: `${what} no inventory of '${tool.mcp_server}' lists: the most it could be` };
  }
  const { def, pointer } = listed.site;
  const annotations = own(listed.value, 'annotations');
  // A read-only tool is safe whatever its destructiveHint says (MCP reads that hint only where
  // readOnlyHint is false): its readOnlyHint is what makes it so, not the default of the other.
  const from = field === 'unsafe' && annotatedCapability(listed.value).read_only ? 'readOnlyHint' : hint;
  if (own(annotations, from) !== undefined)
    return {
      source: `annotation ${from}`,
      file: def.file.path,
      line: def.doc.keySpan(`${pointer}/annotations/${from}`).line,
    };
  return {
    source: `MCP default: no ${hint}`,
    file: def.file.path,
    line: def.doc.keySpan(`${pointer}/name`).line,
  };
}

/**
 * The listing a registered MCP tool's `field` was read from: its own tool's, unless that gives less
 * than the gate reads (`real`) and a tool another definition or reading of its name calls
 * (`also_calls`) gives it; then the first such, whose line is where the power comes from.
 */
function calledListing(
  tree: SourceContext,
  tool: EffectiveTool,
  [server, name]: [string, string],
  field: string,
  value: unknown,
  real: unknown,
): InventoryTool | undefined {
  const mine = listingOf(server, listings(tree.inventory(server), name), field, value);
  if (mine && gives(server, mine, field, real)) return mine;
  for (const target of tool.also_calls ?? []) {
    const [other, otherTool] = targetParts(target);
    const listed = listings(tree.inventory(other), otherTool).find((t) => gives(other, t, field, real));
    if (listed) return listed;
  }
  return mine;
}

export const mcpServers: EntrySource = {
  originOf,
  contributions,
  changedBetween: (skill, base, head) =>
    skill.mcpServers.some(
      (s) =>
        inventoriesDiffer(base.inventory(s.server), head.inventory(s.server)) ||
        // An override's code (a forbidden-override a runtime that merges it runs) imports a changed file.
        s.overrides.some((o) => importsChanged(head, o)),
    ),
  causeOf,
};
