// Every definition of a name counts (SPEC §6, what the checker cannot see is taken as the most it
// could be): a name defined twice (itself a finding) may resolve to either definition at run time,
// so the registries resolve it to the stronger reading of all. A tool: the most powerful
// definition, with the power of every one. A skill: every definition's entries. A document that
// repeats its `name` key defines under each name.
import {
  canonicalJson,
  effectiveTool,
  mcpTarget,
  readAlike,
  slotEntries,
  toolKey,
  strongestTool,
  toldTexts,
  type EffectiveTool,
  type ToldTexts,
} from '../power/effective.js';
import {
  groupBy,
  isRecord,
  own,
  PairCache,
  serverNamed,
  valuesAt,
  type Definition,
  type Site,
} from '../model/model.js';
import { namespaceOf, nameProblem } from '../model/names.js';
import type { SkillInfo } from './skill.js';
import { readingsOf, type ToolInfo } from './tool.js';
import { repeatedValues, withEntries } from '../yaml/load.js';
import { byCodeUnits } from '../text/order.js';

/** How much a reading grants, to choose which definition stands for all (its lines are the causes). */
function weight(tool: EffectiveTool): number {
  const c = tool.capability;
  return (
    (c.writes ? 8 : 0) +
    (c.unsafe ? 8 : 0) +
    (c.read_only ? 0 : 2) +
    (c.human_approval_required ? 0 : 1) +
    c.side_effects.length +
    (tool.source === 'mcp' && tool.mcp_tool_name === '*' ? 16 : 0)
  );
}

/** The one that grants the most, the first of those that grant as much. */
function mostPowerful<T>(items: readonly T[], toolOf: (item: T) => EffectiveTool): T {
  let best = items[0] as T;
  for (const item of items) if (weight(toolOf(item)) > weight(toolOf(best))) best = item;
  return best;
}

/**
 * A tool name's definitions as one: the most powerful stands for them, with the power of all.
 * They are taken in the order of what they say (toolKey), not of their files: which file holds
 * which definition is no change (two swapped between files read as before).
 */
export function unitedTool(written: readonly ToolInfo[]): ToolInfo {
  if (written.length === 1) return written[0] as ToolInfo;
  const infos = [...written].sort((a, b) => byCodeUnits(toolKey(a.effective), toolKey(b.effective)));
  const standing = mostPowerful(infos, (i) => i.effective);
  // Every definition's readings floor it by their sources (registered-tools.ts), not the standing one's alone.
  const others = infos.flatMap((i) => (i === standing ? [] : readingsOf(i)));
  return {
    ...standing,
    effective: {
      ...strongestTool([standing, ...infos].map((i) => i.effective)),
      ...toldOfAll(
        standing.effective,
        infos.map((i) => ({ tool: i.effective, site: { def: i.def, pointer: i.pointer } })),
      ),
    },
    others: [...(standing.others ?? []), ...others],
  };
}

/**
 * Where each text set a name's definitions tell is written, by its canonical JSON, keyed by the
 * name's `also_told` (which every reading of the name shares): the standing definition's too,
 * which the diff may show beside the base's as one of the others (diff/told.ts).
 */
const toldPlaces = new WeakMap<readonly ToldTexts[], ReadonlyMap<string, string>>();

/**
 * The definition that tells `texts`, among those of a name whose `also_told` is `also`, as a reader
 * finds it, after "its definition": its file (`in tools/b.yaml`), and where the file holds several
 * definitions of the name, which of them from the file's top (`2 in skills/ops.yaml`). The first in
 * file order of those that tell the same.
 */
export function toldWhere(also: readonly ToldTexts[], texts: ToldTexts): string | undefined {
  return toldPlaces.get(also)?.get(canonicalJson(texts));
}

/** A definition of a name (a document, an inventory's listing of a tool) and where it is written. */
export interface ToldPlace {
  tool: EffectiveTool;
  site: Site;
}

/**
 * What the model may be told by `all` (the standing one among them or not) besides what `standing`
 * tells, as `also_told`: each distinct text set once, its place kept for toldWhere. A name defined
 * twice reads so, and an MCP tool listed twice.
 */
export function toldOfAll(
  standing: EffectiveTool,
  all: readonly ToldPlace[],
): Pick<EffectiveTool, 'also_told'> {
  const own = canonicalJson(toldTexts(standing));
  const told = new Map<string, ToldTexts>();
  for (const { tool } of all) {
    const texts = toldTexts(tool);
    const key = canonicalJson(texts);
    if (key !== own) told.set(key, texts);
  }
  if (told.size === 0) return {};
  const also = [...told.values()];
  toldPlaces.set(also, placesOf(all));
  return { also_told: also };
}

/**
 * `tool` with what `placed` (the inventories' listings of the MCP tools it calls) may tell the
 * model besides what it tells already, as more of its `also_told`, each with its place, which
 * names the MCP tool (`of gh/get in mcp-servers/gh.json`): a tool whose readings call two tools of
 * one inventory tells both; `tool` itself where they tell nothing else.
 */
export function toldBeside(tool: EffectiveTool, placed: readonly ToldPlace[]): EffectiveTool {
  if (placed.length !== 1) return placed.length === 0 ? tool : toldBesideOf(tool, placed);
  // A tool and an inventory the base and the head share (one parse each) read as one object on
  // both sides, as the tool alone did: the diff passes by an entry that is the same object.
  return besideCache.get(tool, (placed[0] as ToldPlace).tool, () => toldBesideOf(tool, placed));
}

/** toldBeside's answers for a tool that calls one listed tool, by the tool and the listing. */
const besideCache = new PairCache<EffectiveTool, EffectiveTool, EffectiveTool>();

function toldBesideOf(tool: EffectiveTool, placed: readonly ToldPlace[]): EffectiveTool {
  const known = new Set([toldTexts(tool), ...(tool.also_told ?? [])].map((texts) => canonicalJson(texts)));
  const places = new Map(tool.also_told ? toldPlaces.get(tool.also_told) : undefined);
  const also = [...(tool.also_told ?? [])];
  for (const [target, listings] of groupBy(placed, (p) => mcpTarget(p.tool) ?? '')) {
    const where = placesOf(listings);
    for (const { tool: listed } of listings) {
      const at = `of ${target} ${where.get(canonicalJson(toldTexts(listed))) ?? ''}`.trimEnd();
      for (const texts of toldThrough(tool, listed)) {
        const key = canonicalJson(texts);
        if (known.has(key)) continue;
        known.add(key);
        also.push(texts);
        places.set(key, at);
      }
    }
  }
  if (also.length === (tool.also_told?.length ?? 0)) return tool;
  toldPlaces.set(also, places);
  return { ...tool, also_told: also };
}

/**
 * What a client may tell of a tool that calls `listed`: the listing's texts instead of the tool's,
 * or the tool's with the listing's schemas where it gives none (the call needs an input schema).
 */
function toldThrough(tool: EffectiveTool, listed: EffectiveTool): ToldTexts[] {
  const [own, theirs] = [toldTexts(tool), toldTexts(listed)];
  if (own.input_schema !== null && own.output_schema !== null) return [theirs];
  const filled = {
    ...own,
    input_schema: own.input_schema ?? theirs.input_schema,
    output_schema: own.output_schema ?? theirs.output_schema,
  };
  return [theirs, filled];
}

/** Each definition's place (toldWhere), by the canonical JSON of its texts: the first in file order. */
function placesOf(all: readonly ToldPlace[]): Map<string, string> {
  const at = ({ site }: ToldPlace): [string, number, number] => {
    const span = site.def.doc.valueSpan(site.pointer);
    return [site.def.file.path, span.line, span.column];
  };
  const sites = new Map(all.map((placed) => [placed, at(placed)] as const));
  const inFile = groupBy(all, (placed) => placed.site.def.file.path);
  const ordered = [...all].sort((a, b) => {
    const [pa, la, ca] = sites.get(a) as [string, number, number];
    const [pb, lb, cb] = sites.get(b) as [string, number, number];
    return byCodeUnits(pa, pb) || la - lb || ca - cb;
  });
  const places = new Map<string, string>();
  const seen = new Map<string, number>();
  for (const placed of ordered) {
    const path = placed.site.def.file.path;
    const n = (seen.get(path) ?? 0) + 1;
    seen.set(path, n);
    const key = canonicalJson(toldTexts(placed.tool));
    if (places.has(key)) continue;
    places.set(key, (inFile.get(path) as ToldPlace[]).length === 1 ? `in ${path}` : `${n} in ${path}`);
  }
  return places;
}

/**
 * A skill name's definitions as one: the first's document (what the diff tells changes by),
 * every definition's entries in order, and anonymous tools of one name made one (below).
 */
export function unitedSkill(infos: readonly SkillInfo[]): SkillInfo {
  const first = infos[0] as SkillInfo;
  const all = <K extends keyof SkillInfo>(key: K): SkillInfo[K] =>
    (infos.length === 1 ? first[key] : infos.flatMap((i) => i[key] as unknown[])) as SkillInfo[K];
  const anonymousTools = unitedAnonymousTools(all('anonymousTools'));
  if (infos.length === 1 && anonymousTools === first.anonymousTools) return first;
  return {
    ...first,
    tools: all('tools'),
    includes: all('includes'),
    mcpServers: all('mcpServers'),
    agentSkills: all('agentSkills'),
    builtins: all('builtins'),
    anonymousTools,
    unreadable: all('unreadable'),
  };
}

type AnonymousTool = SkillInfo['anonymousTools'][number];

/**
 * Anonymous tools of one name in one skill, which flattening would qualify into one name and keep
 * the first of: one tool, the most powerful definition (its site) with the capability of all.
 * The list itself when no name is repeated.
 */
function unitedAnonymousTools(tools: readonly AnonymousTool[]): AnonymousTool[] {
  const byName = groupBy(
    tools.filter((t) => t.name !== undefined),
    (t) => t.name as string,
  );
  if ([...byName.values()].every((group) => group.length === 1)) return tools as AnonymousTool[];
  const out: AnonymousTool[] = [];
  for (const t of tools) {
    const group = t.name === undefined ? [t] : (byName.get(t.name) as AnonymousTool[]);
    if (group[0] !== t) continue;
    if (group.length === 1) {
      out.push(t);
      continue;
    }
    const standing = mostPowerful(group, (a) => effectiveTool(a.value));
    const capability = strongestTool([standing, ...group].map((a) => effectiveTool(a.value))).capability;
    // The standing definition's document with the united capability written out: read as any other,
    // with what the loader noted of its other keys (`mcp_server: on` is also "True" to PyYAML).
    const value = withEntries(standing.value, {
      capability: { ...capability, side_effects: [...capability.side_effects] },
      // Whichever the runtime keeps runs: every definition's code, hooks and slots count.
      ...runningOfAll(group.map((a) => a.value)),
    });
    out.push({ ...standing, value, others: group.filter((a) => a !== standing), written: standing.value });
  }
  return out;
}

/**
 * The names a document defines besides its first `name`: every other value of a repeated `name`
 * key, or one a merge key brings (SPEC §6), each with its definition read under it. An inventory's
 * are its `server`'s: PyYAML and JSON keep a repeated `server`'s last value, so the file is that
 * server's inventory too (a second one, where another file holds it: the gate reads the stronger).
 */
export function otherNames(def: Definition): Definition[] {
  const names = new Set<string>();
  if (def.kind === 'mcp-server') {
    for (const { value } of valuesAt(def.value, 'server')) names.add(serverNamed(value, def.file.path));
    names.delete(def.name as string);
    return [...names].map((name) => ({ ...def, name }));
  }
  for (const { value } of valuesAt(def.value, 'name'))
    if (typeof value === 'string' && value !== def.name) names.add(value);
  return [...names].map((name) => ({
    ...def,
    name,
    namespace: nameProblem(name) === undefined ? namespaceOf(name) : undefined,
  }));
}

/**
 * The code, lifecycle hooks and resource slots of several definitions of one name, each once: every
 * value a loader may give each definition's key (a repeated key's, a merge key's), every slot.
 */
function runningOfAll(values: readonly unknown[]): Record<string, unknown> {
  const distinct = (key: string): unknown[] => {
    const seen = new Map<string, unknown>();
    for (const v of values)
      for (const item of everyValue(v, key))
        if (item !== undefined && item !== null) seen.set(readAlike(item), item);
    return [...seen.values()];
  };
  const out: Record<string, unknown> = {};
  const codes = distinct('code');
  if (codes.length > 1) out.code = codes.map(String).join('\n');
  const hooks = distinct('lifecycle');
  if (hooks.length > 1) out.lifecycle = hooks;
  const slots = new Map<string, unknown>();
  for (const value of distinct('resource_slots'))
    for (const slot of slotItems(value)) slots.set(readAlike(slot), slot);
  if (slots.size > 0) out.resource_slots = [...slots.values()];
  if (hooks.length === 1) out.lifecycle = hooks[0];
  return out;
}

/**
 * Every value a loader may give a definition's key as written: each value of a repeated key, else
 * what each of its merge keys (`<<`) brings (valuesAt). A scalar's PyYAML reading is not another
 * value here: a definition read alone reads it beside the value (effective.ts), not as more code.
 */
function everyValue(definition: unknown, key: string): unknown[] {
  if (!isRecord(definition)) return [];
  if (Object.hasOwn(definition, key)) return repeatedValues(definition, key) ?? [definition[key]];
  return valuesAt(definition, key).map((v) => v.value);
}

/**
 * The slots of a `resource_slots` value as items of one list, read as effective.ts reads them: a
 * list's items; a mapping's values (and those a merge key brings it), each named by its key where
 * it names none, and one that is no mapping by its key alone (a slot of unknown access).
 */
function slotItems(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return slotEntries(value).map(([key, slot]) =>
    !isRecord(slot) ? key : typeof own(slot, 'name') === 'string' ? slot : withEntries(slot, { name: key }),
  );
}
