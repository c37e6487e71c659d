// Explain (SPEC §10): what an actor or a skill can do, entry by entry — the include paths that bring
// each entry, and the definition or override behind each effective capability field — and, for a
// tool, every skill and actor that reaches it. Pure: a project in, data out.
import {
  applyOverride,
  CAPABILITY_FIELDS,
  canonicalJson,
  effectiveTool,
  keptWhole,
  overrideOfReadings,
  overrideSourceKey,
  readingsOfOverride,
  realCapability,
  slotPlaces,
  type EffectiveTool,
} from '../power/effective.js';
import { powerOriginOf } from '../sources/index.js';
import type { PowerOrigin } from '../sources/types.js';
import { mcpOverrideReadings, mcpServerEntry } from '../sources/mcp-servers.js';
import { MAX_WRAPS, registeredTool } from '../sources/registered-tools.js';
import { includeOverrideReadings } from '../project/flatten.js';
import type { FlatEntry } from '../sets/flat-entries.js';
import type { EntrySite, FlatSet } from '../project/flatten.js';
import { reachable } from '../project/include-graph.js';
import { isRecord, keySpan, own, valuesAt, type Definition, type Site } from '../model/model.js';
import { valueAtPointer } from '../text/pointer.js';
import { gateCapability, powerOf } from '../power/power.js';
import { occurrencesAt } from '../power/occurrences.js';
import { GRANTS_WHEN, isFlagField, withEvery } from '../model/power-fields.js';
import { closest, didYouMean } from '../model/names.js';
import type { Project } from '../project/project.js';
import type { ActorInfo } from '../kinds/actor.js';
import type { OverrideEntry, SkillInfo } from '../kinds/skill.js';
import { readingsOf, type ToolInfo } from '../kinds/tool.js';
import { actorSet, type ActorSet, type PolicyBlock } from '../project/actor-set.js';
import { byCodeUnits } from '../text/order.js';
import { writtenNote } from './written.js';
import { entryRuns, type EntryRun, type RunSources } from './runs.js';
import { anonymousToolInfo } from '../sources/anonymous-tools.js';
import { agentSkillEntry } from '../sources/agent-skills.js';
import { PlainRuns, passedCount, type Passed } from './plain-runs.js';

/**
 * Include paths listed per entry, at most: a lattice of includes has exponentially many, so the
 * rest are counted, never listed.
 */
const MAX_PATHS = 8;

type SubjectKind = 'actor' | 'skill' | 'tool';
export type Change = 'added' | 'removed' | 'changed';

/** An effective field's value and where it was set: a definition or override key, or the default. */
interface FieldOrigin {
  value: unknown;
  file?: string;
  line?: number;
  default?: true;
  /** Where power comes from when a source gave it: an inventory's annotation, the configuration, a SKILL.md. */
  source?: string;
  /** What a definition or override claims, where it is less than the entry really has. */
  claim?: { value: unknown; file?: string; line?: number };
  /** With a base: the field's value differs there (`from`). */
  change?: 'changed';
  from?: unknown;
}

export type CapabilityOrigins = Record<string, FieldOrigin>;

export interface ExplainedEntry {
  name: string;
  source: string;
  /** Include paths from the subject down to the skill that contributes the entry (actor first). */
  via: string[][];
  /** How many paths there are in all; more than `via` lists when the lattice is wide. */
  viaCount: number;
  capability: CapabilityOrigins;
  /** The entry's name before a conflict qualified it. */
  qualifiedFrom?: string;
  /** Every definition of a name defined more than once: the gate reads the stronger of them. */
  definitions?: { file: string; line: number }[];
  /** What it runs and the MCP tools it calls, each where it is written (runs.ts); absent for none. */
  runs?: EntryRun[];
  /** How many things it runs in all, where that is more than `runs` lists (runs.ts MAX_RUNS). */
  runsCount?: number;
  change?: Change;
}

export interface ExplainedReach {
  kind: 'skill' | 'actor';
  name: string;
  /** The tool's entry name there (qualified when a conflict renamed it). */
  entry: string;
  via: string[][];
  viaCount: number;
  capability: CapabilityOrigins;
  runs?: EntryRun[];
  runsCount?: number;
  change?: Change;
}

interface PolicyRemoval {
  name: string;
  /** What keeps it out: a deny pattern, an allow list that misses the skill, or read_only. */
  by: 'deny' | 'allow' | 'read_only';
  /** The skill that would have brought it. */
  skill: string;
  /** The deny pattern that matched; null otherwise. */
  pattern: string | null;
  reason: string;
}

export interface Explanation {
  subject: {
    kind: SubjectKind;
    name: string;
    file: string;
    line: number;
    /** Every definition of a name defined more than once: the gate reads the stronger of them. */
    definitions?: { file: string; line: number }[];
  };
  entries?: ExplainedEntry[];
  reachedBy?: ExplainedReach[];
  removedByPolicy?: PolicyRemoval[];
  /** Skills whose set cannot be known (missing, on a cycle, an unknown include): nothing listed from them. */
  unknownSkills?: string[];
}

/**
 * The effective tools each explained entry or row stands for, as the gate holds them: a base's
 * restraints are judged by them (explain-diff.ts). Kept beside the explanation, never printed.
 */
const toolsOf = new WeakMap<ExplainedEntry | ExplainedReach, readonly EffectiveTool[]>();

function withTools<T extends ExplainedEntry | ExplainedReach>(item: T, tools: readonly EffectiveTool[]): T {
  toolsOf.set(item, tools);
  return item;
}

/** The effective tools an explained entry or row stands for (none for one made otherwise). */
export function entryTools(item: ExplainedEntry | ExplainedReach): readonly EffectiveTool[] {
  return toolsOf.get(item) ?? [];
}

/**
 * The subject a name stands for: an actor first, then a skill, then a tool, a registered one or an
 * entry some skill's set holds with no definition of its own (an MCP inventory's tool, a builtin
 * group, an Agent Skill: the report names them so, `mcp:github/delete_repository`).
 */
export function subjectKind(project: Project, name: string): SubjectKind | undefined {
  if (project.actorsByName.has(name)) return 'actor';
  if (project.skillsByName.has(name)) return 'skill';
  if (project.toolsByName.has(name)) return 'tool';
  if (skillsHolding(project, name).length > 0) return 'tool';
  return undefined;
}

/**
 * The closest actor, skill or tool name, for "did you mean": a registered tool's, or an entry's a
 * skill holds with no definition of its own (`mcp:github/get_me` for `mcp:github/getme`).
 */
export function suggestSubject(projects: readonly Project[], name: string): string | undefined {
  const names = new Set<string>();
  for (const p of projects) {
    for (const registry of [p.actorsByName, p.skillsByName, p.toolsByName])
      registry.forEach((_v, k) => names.add(k));
    if (name.includes(':')) p.skillsByName.forEach((_v, skill) => entryNames(p, skill, names));
  }
  return closest(name, names);
}

/** Adds the names of `skill`'s entries that have no definition of their own (`kind:name`). */
function entryNames(project: Project, skill: string, into: Set<string>): void {
  for (const entry of project.flatten(skill)?.entries.keys() ?? []) if (entry.includes(':')) into.add(entry);
}

/**
 * The skills whose flattened set holds an entry named `name` (or qualified from it by a conflict),
 * in name order: an entry with no definition of its own is explained from them.
 */
function skillsHolding(project: Project, name: string): string[] {
  return [...project.skillsByName.keys()]
    .filter((skill) => holdsEntry(project.flatten(skill), name))
    .sort(byCodeUnits);
}

/** Whether `set` holds an entry named `name`, or qualified from it by a conflict. */
function holdsEntry(set: FlatSet | undefined, name: string): boolean {
  return set !== undefined && (set.entries.has(name) || set.conflicts.some((c) => c.name === name));
}

/** Why `name` is no subject (no tree names an actor, skill, tool or entry so): a did-you-mean. */
export function noSubjectWords(head: Project, base: Project | undefined, name: string): string {
  return `no actor, skill or tool is named '${name}'${didYouMean(suggestSubject(base ? [head, base] : [head], name))}`;
}

/**
 * The definitions an actor is read by, where not its own (a base judged as the gate judges it:
 * its policy at the strictest reading where the head writes it otherwise, diff/actors.ts).
 */
export type ActorReading = (actor: string) => readonly ActorInfo[] | undefined;

export function explain(
  project: Project,
  name: string,
  kind: SubjectKind,
  reading: ActorReading = () => undefined,
): Explanation {
  if (kind === 'tool')
    return project.toolsByName.has(name)
      ? explainTool(project, name, reading)
      : explainEntry(project, name, reading);
  if (kind === 'skill') return explainSkill(project, name);
  return explainActor(project, name, reading);
}

// ---------------------------------------------------------------------------------------------
// Paths through the include graph

/** One skill on a path: the entry's name in that skill's set and the site it came in by there. */
interface Step {
  skill: string;
  name: string;
  /** An include site (`via` set) or, on the last step, the entry's own definition in the skill. */
  site: EntrySite;
  /** The skills the path passes below this one, each passing the entry down unchanged (plain-runs.ts). */
  passed?: readonly Passed[];
  /**
   * Worked out on first use (Trails shares a step among every trail through it): the include the
   * step goes through with its override readings, and the layers those apply.
   */
  include?: IncludeAt | null;
  layers?: AnyLayer[];
}

type Trail = Step[];

/** A trail's last step: may a path end there? (A tool's explanation keeps only its own.) */
type LeafTest = (skill: SkillInfo, step: Step) => boolean;

/**
 * Counts and lists the include paths of entries, memoised per (skill, entry): every count is a sum
 * over an entry's sites, so the work is linear in the flattened sets, however many paths there are.
 */
class Trails {
  private readonly counts = new PairMap<number>();
  private readonly links = new PairMap<readonly TrailLink[]>();
  private readonly plain: PlainRuns;

  constructor(
    private readonly project: Project,
    private readonly leaf: LeafTest = () => true,
  ) {
    this.plain = new PlainRuns(project);
  }

  /**
   * The step one site of `name` in `skill` leads to (none for the entry's own definition): past
   * the skills below that only pass the entry down, when this one is such a skill (`passed`).
   */
  private next(
    skill: string,
    name: string,
    site: EntrySite,
  ): { skill: string; name: string; passed?: readonly Passed[] } | undefined {
    if (site.via === undefined) return undefined;
    const jump = this.plain.jump(skill, name);
    if (jump?.site === site) return { skill: jump.skill, name, passed: jump.passed };
    return { skill: site.via, name: nameInChild(this.project.flatten(skill), name, site.via) };
  }

  /** Where `name` came into `skill`: a skill that only passes it down has its one include. */
  private sitesOf(skill: string, name: string): readonly EntrySite[] {
    const jump = this.plain.jump(skill, name);
    if (jump) return [jump.site];
    return this.project.flatten(skill)?.sitesOf(name) ?? [];
  }

  /** How many paths lead from `skill`'s entry `name` to a leaf (saturating, never Infinity). */
  count(skill: string, name: string): number {
    const known = this.counts.get(skill, name);
    if (known !== undefined) return known;
    // Children first, without recursion: include chains can be thousands deep.
    const stack: { skill: string; name: string; i: number; total: number }[] = [
      { skill, name, i: 0, total: 0 },
    ];
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as (typeof stack)[number];
      const sites = this.sitesOf(top.skill, top.name);
      if (top.i < sites.length) {
        const site = sites[top.i] as EntrySite;
        const child = this.next(top.skill, top.name, site);
        if (!child) {
          const info = this.project.skill(top.skill);
          if (info && this.leaf(info, { skill: top.skill, name: top.name, site })) top.total += 1;
          top.i++;
          continue;
        }
        const childCount = this.counts.get(child.skill, child.name);
        if (childCount === undefined) {
          stack.push({ skill: child.skill, name: child.name, i: 0, total: 0 });
          continue;
        }
        top.total = Math.min(Number.MAX_SAFE_INTEGER, top.total + childCount);
        top.i++;
        continue;
      }
      this.counts.set(top.skill, top.name, top.total);
      stack.pop();
    }
    return this.counts.get(skill, name) as number;
  }

  /**
   * Up to `max` (at most MAX_PATHS) paths, in the order flattening met the sites; branches with no
   * path are skipped.
   */
  list(skill: string, name: string, max: number): Trail[] {
    if (max <= 0) return [];
    return this.firstLinks(skill, name).slice(0, max).map(trailOf);
  }

  /**
   * The first MAX_PATHS paths of `skill`'s entry `name`, memoised per (skill, entry) and sharing
   * their rests and steps: down a chain of includes every skill's paths go on as the next one's, so
   * the walk is done once, not once per skill above it (and a step's work once: layersOf).
   */
  private firstLinks(skill: string, name: string): readonly TrailLink[] {
    const known = this.links.get(skill, name);
    if (known) return known;
    // Children first, without recursion: include chains can be thousands deep.
    const stack: { skill: string; name: string; i: number; out: TrailLink[] }[] = [
      { skill, name, i: 0, out: [] },
    ];
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as (typeof stack)[number];
      const sites = this.sitesOf(top.skill, top.name);
      if (top.i < sites.length && top.out.length < MAX_PATHS) {
        const site = sites[top.i] as EntrySite;
        const step: Step = { skill: top.skill, name: top.name, site };
        const child = this.next(top.skill, top.name, site);
        if (child?.passed && child.passed.length > 0) step.passed = child.passed;
        if (!child) {
          const info = this.project.skill(top.skill);
          if (info && this.leaf(info, step)) top.out.push({ step, rest: undefined });
          top.i++;
          continue;
        }
        const below = this.links.get(child.skill, child.name);
        if (below === undefined) {
          stack.push({ skill: child.skill, name: child.name, i: 0, out: [] });
          continue;
        }
        for (const rest of below.slice(0, MAX_PATHS - top.out.length)) top.out.push({ step, rest });
        top.i++;
        continue;
      }
      this.links.set(top.skill, top.name, top.out);
      stack.pop();
    }
    return this.links.get(skill, name) as readonly TrailLink[];
  }
}

/** A trail as a list from its first step on, sharing its rest with the trails of the skill below. */
interface TrailLink {
  step: Step;
  rest: TrailLink | undefined;
}

function trailOf(link: TrailLink): Trail {
  const trail: Trail = [];
  for (let at: TrailLink | undefined = link; at; at = at.rest) trail.push(at.step);
  return trail;
}

/** Values by (skill, entry name), without joining the two into a new string at every look-up. */
class PairMap<V> {
  private readonly bySkill = new Map<string, Map<string, V>>();

  get(skill: string, name: string): V | undefined {
    return this.bySkill.get(skill)?.get(name);
  }

  set(skill: string, name: string, value: V): void {
    let byName = this.bySkill.get(skill);
    if (!byName) this.bySkill.set(skill, (byName = new Map()));
    byName.set(name, value);
  }
}

/**
 * The name an entry of `set` has in the set of the include `via` it came through: the same, unless
 * this set qualified it (`<via>.<name>`) because of a conflict.
 */
function nameInChild(set: FlatSet | undefined, name: string, via: string): string {
  for (const conflict of set?.conflicts ?? []) {
    if (conflict.name === name) continue;
    if (conflict.parts.some((p) => p.qualified === name && p.contributor === via)) return conflict.name;
  }
  return name;
}

/** The name before this set's own qualification, when a conflict renamed the entry. */
function qualifiedFrom(set: FlatSet, name: string): string | undefined {
  for (const conflict of set.conflicts) {
    if (conflict.name !== name && conflict.parts.some((p) => p.qualified === name)) return conflict.name;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Field origins

/** A capability mapping that may set fields: in a definition, or an override. */
interface Layer {
  def: Definition;
  /** Pointer of the `capability` mapping. */
  pointer: string;
  value: unknown;
  /** An override's key that names what the entry runs (`wraps`), which makes it the most it could be. */
  runs?: { key: string; pointer: string };
}

/**
 * Overrides of one entry that a loader may read several ways (its own key beside a bare key or
 * `*`, or a bare key or `*` alone): each reading (`undefined`: none applied), as flattening lists
 * them, and the tool they apply to. The entry takes the strongest reading, so a field comes from
 * the reading that gives its value, never simply from the last override written.
 */
interface Choice {
  before: EffectiveTool;
  readings: ({ layer: Layer; override: unknown } | undefined)[];
}

type AnyLayer = Layer | Choice;

/** An override where it is written: an include's, a server's or a listed tool's. */
type Override = { site: Site; value: unknown };

/** The definition a layer is written in: a choice's, its readings'. */
function layerDef(layer: AnyLayer): Definition | undefined {
  return 'readings' in layer ? layer.readings.find((r) => r !== undefined)?.layer.def : layer.def;
}

/**
 * A tool document's own capability layer (`value` at `pointer` in `def`): where it writes
 * `capability` more than once (a repeated key, a merge key), a choice of them, as a loader keeps
 * one and the gate reads the strongest: a field comes from the one that gives its value.
 */
function definitionLayers(def: Definition, value: unknown, pointer: string): AnyLayer[] {
  const written = valuesAt(value, 'capability', pointer);
  if (written.length <= 1)
    return [{ def, pointer: `${pointer}/capability`, value: own(value, 'capability') }];
  const readings = written.map((w) => ({
    layer: { def, pointer: w.pointer, value: w.value },
    override: { capability: w.value },
  }));
  return [{ before: effectiveTool({}), readings }];
}

/** The override layers of readings flattening lists: none, one override, or a choice among them. */
function overrideLayers(
  def: Definition,
  readings: readonly (Override | undefined)[],
  before: () => EffectiveTool | undefined,
): AnyLayer[] {
  const layerOf = (o: Override): Layer => {
    const key = overrideSourceKey(o.value);
    const at = writtenAt(o.site, o.value);
    return {
      def,
      pointer: `${at}/capability`,
      value: own(o.value, 'capability'),
      ...(key !== undefined ? { runs: { key, pointer: `${at}/${key}` } } : {}),
    };
  };
  // An override a loader may itself read several ways (a merge key PyYAML applies) is as many.
  const all = readings.flatMap((o) =>
    o ? readingsOfOverride(o.value).map((value) => ({ ...o, value })) : [o],
  );
  const [only] = all;
  if (all.length === 1 && only) return [layerOf(only)];
  const tool = all.length > 1 ? before() : undefined;
  if (!tool) return [];
  return [{ before: tool, readings: all.map((o) => o && { layer: layerOf(o), override: o.value }) }];
}

/**
 * Where an override's reading is written: the place of a repeated entry or `overrides` that holds
 * it (power/occurrences.ts), else the site's own pointer (a reading a merge key makes).
 */
function writtenAt(site: Site, reading: unknown): string {
  const found = occurrencesAt(site.def.value, site.pointer).find((o) => o.values[0] === reading);
  return found ? found.pointer : site.pointer;
}

/**
 * Whether two sites are one: the pointer and the document. A name defined twice is one united
 * skill whose entries come from both documents, each with its own `/tools/0`.
 */
function sameSite(a: Site, b: Site): boolean {
  return a.pointer === b.pointer && a.def === b.def;
}

/** The layers a trail applies, first to last: the definition, its override, then each include's. */
function layersOf(project: Project, trail: Trail): AnyLayer[] {
  const layers: AnyLayer[] = [];
  const last = trail[trail.length - 1];
  if (!last) return layers;
  const leafInfo = project.skill(last.skill);
  if (leafInfo) layers.push(...ownLayers(project, leafInfo, last));
  for (let j = trail.length - 2; j >= 0; j--) {
    layers.push(...includeLayers(project, trail[j] as Step, trail[j + 1] as Step));
  }
  return layers;
}

/** The layers the include a step goes through applies to the entry of the step below it. */
function includeLayers(project: Project, step: Step, below: Step): AnyLayer[] {
  if (step.layers) return step.layers;
  const at = includeAt(project, step, below);
  // The entry as the included skill's set holds it, before this include's overrides.
  const before = (): EffectiveTool | undefined => project.flatten(below.skill)?.entries.get(below.name)?.tool;
  step.layers = at && at.readings.length > 0 ? overrideLayers(at.def, at.readings, before) : [];
  return step.layers;
}

interface IncludeAt {
  def: Definition;
  readings: (OverrideEntry | undefined)[];
}

/**
 * The skill's definition and the readings of its include's overrides of the entry below, for a
 * step through an include; null for a builtin group (overriding one is forbidden, and flattening
 * applies none) or a step whose include is gone.
 */
function includeAt(project: Project, step: Step, below: Step): IncludeAt | null {
  if (step.include !== undefined) return step.include;
  const info = project.skill(step.skill);
  const include = info?.includes.find((i) => sameSite(i.site, step.site.site));
  const at =
    info && include && !below.name.startsWith('builtin:')
      ? { def: info.def, readings: includeOverrideReadings(include.overrides, below.name) }
      : null;
  step.include = at;
  return at;
}

/**
 * What a trail's entry stands for and the overrides on its way (runs.ts): the tool, anonymous
 * tool or Agent Skills folder its leaf lists, that item's override or its MCP server's, and each
 * include's override above it, every reading a loader may apply.
 */
function runSourcesOf(project: Project, trail: Trail): RunSources {
  const out: RunSources = { tools: [], folders: [], overrides: [] };
  const override = (def: Definition, o: Override | undefined): void => {
    for (const value of o ? readingsOfOverride(o.value) : [])
      out.overrides.push({ def, pointer: writtenAt(o?.site as Site, value), value });
  };
  const last = trail[trail.length - 1];
  const info = last && project.skill(last.skill);
  if (!last || !info) return out;
  const at = (site: Site): boolean => sameSite(site, last.site.site);
  const refs = info.tools.filter((t) => at(t.site));
  const ref = refs.find((t) => t.ref.kind === 'local' && t.ref.name === last.name) ?? refs[0];
  const anonymous = info.anonymousTools.find((a) => at(a.site));
  const servers = info.mcpServers.filter((s) => at(s.site));
  if (ref) {
    const { ref: named } = ref;
    const tool = named.kind === 'local' ? project.tool(named.name) : undefined;
    if (tool) out.tools.push(tool);
    // Every item of the skill that lists the same tool: the gate reads the entry with each one's
    // override (one item plain, another with a hook), where the trail names one item.
    const items =
      named.kind === 'local'
        ? info.tools.filter((t) => t.ref.kind === 'local' && t.ref.name === named.name)
        : [ref];
    for (const item of items) override(item.site.def, item.override);
  } else if (anonymous) out.tools.push(anonymousToolInfo(info, anonymous));
  else if (servers.length > 0) {
    const name = ownName(project.flatten(info.name), last.name, info.name);
    const server =
      servers.find((s) => name.startsWith(`mcp:${s.server}/`)) ?? (servers[0] as (typeof servers)[0]);
    const tool = name.slice(`mcp:${server.server}/`.length);
    for (const o of mcpOverrideReadings(server.overrides, name, tool)) override(info.def, o);
  } else {
    // Every item of the skill whose folder gives the same entry (two folders of one name): the
    // gate reads the entry with each one's files and hooks (power/effective.ts).
    const entryOf = (path: string): string => agentSkillEntry(project, project.agentSkill(path)).name;
    const names = new Set(info.agentSkills.filter((a) => at(a.site)).map((a) => entryOf(a.path)));
    const paths = info.agentSkills.filter((a) => at(a.site) || names.has(entryOf(a.path))).map((a) => a.path);
    out.folders.push(...new Set(paths));
  }
  for (let j = trail.length - 2; j >= 0; j--) {
    const at = includeAt(project, trail[j] as Step, trail[j + 1] as Step);
    for (const o of at?.readings ?? []) override(at?.def as Definition, o);
  }
  return out;
}

/** An explained item's runs (runs.ts) through its listed trails, as fields to spread into it. */
function runsOfTrails(
  project: Project,
  name: string,
  trails: readonly Trail[],
  tools: readonly EffectiveTool[],
): Pick<ExplainedEntry, 'runs' | 'runsCount'> {
  const found = entryRuns(
    project,
    name,
    trails.map((t) => runSourcesOf(project, t)),
    tools,
  );
  return found ?? {};
}

const toolItems = new WeakMap<SkillInfo, Map<string, SkillInfo['tools']>>();

/**
 * A skill's tool items at a site. By pointer, made once per skill: an entry listed by every one
 * of a skill's thousands of items had each item's trail walk them all again (a hover 24 s).
 */
function toolsAt(info: SkillInfo, site: Site): SkillInfo['tools'] {
  let byPointer = toolItems.get(info);
  if (!byPointer) {
    byPointer = new Map();
    for (const t of info.tools) {
      const list = byPointer.get(t.site.pointer);
      if (list) list.push(t);
      else byPointer.set(t.site.pointer, [t]);
    }
    toolItems.set(info, byPointer);
  }
  return (byPointer.get(site.pointer) ?? []).filter((t) => sameSite(t.site, site));
}

/** The entry's own definition in the skill that contributes it, with the override given there. */
function ownLayers(project: Project, info: SkillInfo, step: Step): AnyLayer[] {
  const { pointer } = step.site.site;
  const at = (site: Site): boolean => sameSite(site, step.site.site);
  // One item may name several tools (`1e3` is x/1000 to YAML 1.2, x/1e3 to PyYAML): the entry's.
  const refs = toolsAt(info, step.site.site);
  const ref = refs.find((t) => t.ref.kind === 'local' && t.ref.name === step.name) ?? refs[0];
  if (ref) {
    const tool = ref.ref.kind === 'local' ? project.tool(ref.ref.name) : undefined;
    const layers: AnyLayer[] = [];
    if (tool) layers.push(...definitionLayers(tool.def, tool.def.value, ''));
    const before = (): EffectiveTool | undefined => tool && registeredTool(project, tool);
    if (ref.override) layers.push(...overrideLayers(info.def, [ref.override], before));
    return layers;
  }
  const anonymous = info.anonymousTools.find((a) => at(a.site));
  if (anonymous) return definitionLayers(info.def, anonymous.value, pointer);
  // One name may be several servers (`on` is "on" to YAML 1.2, "True" to PyYAML): the entry's.
  const name = ownName(project.flatten(info.name), step.name, info.name);
  const servers = info.mcpServers.filter((s) => at(s.site));
  const server = servers.find((s) => name.startsWith(`mcp:${s.server}/`)) ?? servers[0];
  if (server) {
    const tool = name.slice(`mcp:${server.server}/`.length);
    const before = (): EffectiveTool => mcpServerEntry(project.inventory(server.server), server.server, tool);
    return overrideLayers(info.def, mcpOverrideReadings(server.overrides, name, tool), before);
  }
  // MCP without an override, Agent Skills, builtins and remote references: defaults only.
  return [];
}

/** Where each definition of a name stands, when there are several (SPEC §10: never one in silence). */
function definitionSites(infos: readonly { def: Definition }[] | undefined): ExplainedEntry['definitions'] {
  const sites = [...new Set((infos ?? []).map((i) => i.def))].map((def) => ({
    file: def.file.path,
    line: def.doc.keySpan('/name').line,
  }));
  return sites.length > 1 ? sites : undefined;
}

function definitionsOf(project: Project, name: string): ExplainedEntry['definitions'] {
  return definitionSites(project.toolsByName.get(name));
}

/**
 * The capability of every other definition of the registered tool a trail's layers start with:
 * the gate reads the stronger of them, and a field one of them sets lower is a claim to show.
 */
function rivalLayers(project: Project, layers: readonly AnyLayer[]): Layer[] {
  const first = layers[0] && layerDef(layers[0]);
  if (!first || first.kind !== 'tool' || first.name === undefined) return [];
  const defs = new Set((project.toolsByName.get(first.name) ?? []).map((i) => i.def));
  defs.delete(first);
  return [...defs].map((def) => ({ def, pointer: '/capability', value: own(def.value, 'capability') }));
}

/**
 * A field another definition of the name sets to less than the entry really has, beside its
 * origin; a field the stronger definition leaves at its default then says which definition that is.
 */
function withRivalClaim(
  origin: FieldOrigin,
  field: string,
  layers: readonly AnyLayer[],
  rivals: readonly Layer[],
): FieldOrigin {
  if (origin.claim || !(field === 'side_effects' || isFlagField(field))) return origin;
  for (const rival of rivals) {
    const said = own(rival.value, field);
    if (said === undefined || canonicalJson(said) === canonicalJson(origin.value)) continue;
    const claim = {
      value: said,
      file: rival.def.file.path,
      line: rival.def.doc.keySpan(`${rival.pointer}/${field}`).line,
    };
    if (!origin.default) return { ...origin, claim };
    const stronger = layerDef(layers[0] as AnyLayer) as Definition;
    return {
      value: origin.value,
      source: 'the stronger definition leaves it at its default',
      file: stronger.file.path,
      line: stronger.doc.keySpan('/name').line,
      claim,
    };
  }
  return origin;
}

/** An own entry's name before this skill qualified it. */
function ownName(set: FlatSet | undefined, name: string, self: string): string {
  for (const conflict of set?.conflicts ?? []) {
    if (conflict.parts.some((p) => p.qualified === name && p.contributor === self)) return conflict.name;
  }
  return name;
}

/**
 * Each capability field as the gate reads it (SPEC §10: explain tells the truth the gate uses): its
 * real value, and where that comes from — the last layer that sets it, the source that gave it
 * (an inventory's annotation, the configuration, a SKILL.md), or the default — with the claim
 * beside it where a definition or override says less.
 */
function capabilityOrigins(
  project: Project,
  name: string,
  tool: EffectiveTool,
  layers: readonly AnyLayer[],
  otherListings: () => readonly (readonly AnyLayer[])[] = () => [],
): CapabilityOrigins {
  const out: CapabilityOrigins = {};
  const real = realCapability(tool);
  const rivals = rivalLayers(project, layers);
  for (const field of CAPABILITY_FIELDS) {
    const value = real[field];
    const fromSource = powerOriginOf(project, name, tool, field);
    let origin: FieldOrigin = fromSource ? { value, ...fromSource } : { value, default: true };
    let claimed: FieldOrigin | undefined;
    // A reading a loader may apply that says less, beside the value from below it.
    let unread: FieldOrigin['claim'];
    for (const layer of layers) {
      const word = 'readings' in layer ? choiceWord(layer, field) : layerSets(layer, field);
      // What is written there, where it is not the one boolean the value reads as (written.ts).
      const plain = 'readings' in layer ? undefined : layer;
      const note = plain && isFlagField(field) ? writtenNote(plain.value, field, value) : undefined;
      if (plain && !word && note !== undefined) {
        // A value only a merge key brings: at the merge key, never a default.
        const line = plain.def.doc.keySpan(`${plain.pointer}/<<`).line;
        [claimed, unread] = [{ value, file: plain.def.file.path, line, source: note }, undefined];
        continue;
      }
      if (!word) continue;
      if ('claim' in word) unread = word.claim;
      else
        [claimed, unread] = [{ value, ...word, ...(note !== undefined ? { source: note } : {}) }, undefined];
      // A boolean written there that is not the value the entry holds as declared (a source that
      // gives more shows its claim below): another listing of the entry gives the value (a server
      // or an include listed again in the skill, shared as one entry), never this line.
      const written = plain && isFlagField(field) && note === undefined ? own(plain.value, field) : undefined;
      const declared = tool.capability[field];
      if (!fromSource && claimed && typeof written === 'boolean' && written !== value && declared === value) {
        // Named where that listing sets it (an include again with an override that raises it),
        // else in words, this line's value the claim beside.
        const { file, line } = claimed;
        claimed = setByAnotherListing(field, value, otherListings()) ?? {
          value,
          source: 'another listing of the entry gives it, which the gate reads as the stronger',
          claim: { value: written, ...(file !== undefined ? { file, line } : {}) },
        };
      }
    }
    // Set nowhere on this path: maybe by another listing of the entry in the skill (the stronger).
    claimed ??= unread ? undefined : setByAnotherListing(field, value, otherListings());
    if (claimed) origin = claimed;
    if (unread) origin = withUnreadClaim(origin, unread);
    if (canonicalJson(tool.capability[field]) !== canonicalJson(value))
      origin = realOverClaim(value, tool.capability[field], claimed, fromSource ?? runsOrigin(layers));
    out[field] = withRivalClaim(origin, field, layers, rivals);
  }
  return gateReading(out, tool, layers);
}

/** A field an entry really has more of than its claim: the real value and its origin, the claim beside. */
function realOverClaim(
  value: unknown,
  claimedValue: unknown,
  claimed: FieldOrigin | undefined,
  from: PowerOrigin | undefined,
): FieldOrigin {
  const { file, line } = claimed ?? {};
  return {
    value,
    ...(from ?? { source: 'what the entry really has: a claim may not be less' }),
    claim: { value: claimedValue, ...(file !== undefined ? { file, line } : {}) },
  };
}

/**
 * Where the first of `listings` whose last word on `field` is `value` says it: a skill listing an
 * entry again (shared as one entry, read as the stronger), plainly and then with an override that
 * writes, sets the value on a path the entry's own site does not take.
 */
function setByAnotherListing(
  field: string,
  value: unknown,
  listings: readonly (readonly AnyLayer[])[],
): FieldOrigin | undefined {
  for (const layers of listings) {
    let last: Layer | undefined;
    for (const layer of layers) if (!('readings' in layer) && holds(layer, field)) last = layer;
    if (last && canonicalJson(own(last.value, field)) === canonicalJson(value))
      return { value, ...setterAt(last, field) };
  }
  return undefined;
}

/**
 * An entry's capability along the first of its listed paths. Where its last skill lists the
 * entry more than once (the entry keeps the first listing's site), the others are read too.
 */
function pathsOrigins(
  project: Project,
  name: string,
  tool: EffectiveTool,
  listed: readonly Trail[],
): CapabilityOrigins {
  const [first] = listed;
  if (!first) return capabilityOrigins(project, name, tool, []);
  // Read once for all the fields that ask.
  let others: AnyLayer[][] | undefined;
  return capabilityOrigins(
    project,
    name,
    tool,
    layersOf(project, first),
    () => (others ??= otherListings(project, first).map((trail) => layersOf(project, trail))),
  );
}

/**
 * The trails through each other listing of the entry `trail` ends at: its last skill's other items
 * listing it, and each skill's other includes, on the way, of the skill the trail goes on through
 * (an include listed again, with its own overrides, shares the entry as one).
 */
function otherListings(project: Project, trail: Trail): Trail[] {
  return [...listedAgain(project, trail), ...trail.flatMap((step, at) => includedAgain(project, trail, at))];
}

/** The trail through each other include of the skill the `at`th step includes, in its skill. */
function includedAgain(project: Project, trail: Trail, at: number): Trail[] {
  const step = trail[at] as Step;
  const child = step.site.via;
  const info = child === undefined ? undefined : project.skill(step.skill);
  if (!info || !includedTwice(info).has(child as string)) return [];
  return info.includes
    .filter((i) => i.ref.kind === 'local' && i.ref.name === child && !sameSite(i.site, step.site.site))
    .map((i) => {
      // A step of its own: a trail's steps are shared, each with its include's layers worked out.
      const again: Step = { skill: step.skill, name: step.name, site: { site: i.site, via: child } };
      if (step.passed) again.passed = step.passed;
      return [...trail.slice(0, at), again, ...trail.slice(at + 1)];
    });
}

const twice = new WeakMap<SkillInfo, ReadonlySet<string>>();

/** The skills a skill includes more than once: asked at every step of every entry's path. */
function includedTwice(info: SkillInfo): ReadonlySet<string> {
  let out = twice.get(info);
  if (!out) {
    const seen = new Set<string>();
    const again = new Set<string>();
    for (const i of info.includes) {
      if (i.ref.kind !== 'local') continue;
      if (seen.has(i.ref.name)) again.add(i.ref.name);
      seen.add(i.ref.name);
    }
    twice.set(info, (out = again));
  }
  return out;
}

/** The trail through each other item of the entry's last skill listing the entry `trail` ends at. */
function listedAgain(project: Project, trail: Trail): Trail[] {
  const last = trail[trail.length - 1] as Step;
  const info = project.skill(last.skill);
  if (!info || last.site.via !== undefined) return [];
  const name = ownName(project.flatten(info.name), last.name, info.name);
  const sites = [
    ...info.tools.filter((t) => t.ref.kind === 'local' && t.ref.name === name).map((t) => t.site),
    ...info.mcpServers
      .filter((s) => name.startsWith(`mcp:${s.server}/`))
      .filter((s) => !s.tools || s.tools.some((t) => `mcp:${s.server}/${t.name}` === name))
      .map((s) => s.site),
  ].filter((site) => !sameSite(site, last.site.site));
  return sites.map((site) => [...trail.slice(0, -1), { ...last, site: { site, via: undefined } }]);
}

/**
 * `read_only` and `writes` as the gate reads them (power.ts gateCapability): a resource slot that
 * may write, or `writes: true` said beside `read_only: true`, makes the entry writing and not
 * read-only whatever its capability says. The slot, or the `writes`, is named, and the value the
 * capability gave is the claim beside it.
 */
function gateReading(
  out: CapabilityOrigins,
  tool: EffectiveTool,
  layers: readonly AnyLayer[],
): CapabilityOrigins {
  const gate = gateCapability(tool);
  const slot = powerOf(tool).read_write_slots[0];
  const why =
    slot !== undefined
      ? slotSite(tool, slot, layers)
      : { ...out.writes, source: 'writes: true is said beside it, and the gate reads the stronger' };
  for (const field of ['read_only', 'writes'] as const) {
    const origin = out[field];
    if (!origin || origin.value === gate[field]) continue;
    const { file, line } = origin;
    const claim = origin.claim ?? { value: origin.value, ...(file !== undefined ? { file, line } : {}) };
    const { file: at, line: atLine, source } = why;
    out[field] = {
      value: gate[field],
      source,
      ...(at !== undefined ? { file: at, line: atLine } : {}),
      claim,
    };
  }
  return out;
}

/** Where a writing resource slot of the entry is written, found in its layers' documents. */
function slotSite(
  tool: EffectiveTool,
  name: string,
  layers: readonly AnyLayer[],
): { source: string; file?: string; line?: number } {
  const access = tool.resource_slots.find((s) => s.name === name)?.access ?? '';
  const source = `the resource slot '${name}' may write (access ${access || 'not given'})`;
  const plain = layers.flatMap((l) =>
    'readings' in l ? l.readings.flatMap((r) => (r ? [r.layer] : [])) : [l],
  );
  for (const layer of plain) {
    const at = layer.pointer.replace(/\/capability$/, '');
    for (const written of valuesAt(valueAtPointer(layer.def.value, at), 'resource_slots', at)) {
      const place = slotPlaces(written.value, written.pointer).find((p) => p.name === name);
      if (place)
        return { source, file: layer.def.file.path, line: layer.def.doc.keySpan(place.pointer).line };
    }
  }
  return { source };
}

/**
 * Where an override names what the entry runs (a tool to wrap, a folder, an MCP tool), which a
 * runtime that merges it dispatches on: the entry is then the most it could be (effective.ts).
 */
function runsOrigin(layers: readonly AnyLayer[]): PowerOrigin | undefined {
  const all = layers.flatMap((l) =>
    'readings' in l ? l.readings.flatMap((r) => (r ? [r.layer] : [])) : [l],
  );
  const layer = all.find((l) => l.runs !== undefined);
  return layer && runsSetter(layer);
}

/** Where a layer names what the entry runs (its `runs`), said so. */
function runsSetter(layer: Layer): Setter & { source: string } {
  const { key, pointer } = layer.runs as NonNullable<Layer['runs']>;
  const source = `its override names what it runs ('${key}'): the most it could be`;
  return { source, file: layer.def.file.path, line: layer.def.doc.keySpan(pointer).line };
}

/** Where a layer sets a field. */
type Setter = { file: string; line: number; source?: string };

function setterAt(layer: Layer, field: string): Setter {
  return { file: layer.def.file.path, line: layer.def.doc.keySpan(`${layer.pointer}/${field}`).line };
}

/** Whether a layer's capability mapping holds the field. */
function holds(layer: Layer, field: string): boolean {
  return isRecord(layer.value) && Object.hasOwn(layer.value, field);
}

function layerSets(layer: Layer, field: string): Setter | undefined {
  return holds(layer, field) ? setterAt(layer, field) : undefined;
}

/**
 * What a choice among override readings does to a field: the reading that gives the field its
 * value (as strongestTool takes it: a power field from any reading, another from the one it keeps
 * whole), else a reading that says less beside the value from below; undefined when none holds it.
 * Where the readings together give a value none gives alone (side effects united), the first
 * reading that holds the field is named, with that said.
 */
function choiceWord(
  choice: Choice,
  field: keyof EffectiveTool['capability'],
): Setter | { claim: FieldOrigin['claim'] } | undefined {
  const { before, readings } = choice;
  const tools = readings.map((r) => applyOverride(before, r?.override));
  const after = canonicalJson(
    realCapability(applyOverride(before, overrideOfReadings(readings.map((r) => r?.override))))[field],
  );
  const power = field === 'side_effects' || isFlagField(field);
  const holding = [...readings.keys()].filter(
    (i) => readings[i] && holds((readings[i] as { layer: Layer }).layer, field),
  );
  const layerAt = (i: number): Layer => (readings[i] as { layer: Layer }).layer;
  const claimAt = (i: number): unknown => (tools[i] as EffectiveTool).capability[field];
  const candidates = power ? holding : holding.filter((i) => i === keptWhole(tools));
  const supplier = candidates.find((i) => canonicalJson(claimAt(i)) === after);
  if (supplier !== undefined) return setterAt(layerAt(supplier), field);
  // A reading that names what the entry runs, and so makes it the most it could be (runsOrigin).
  const runner = [...readings.keys()].find(
    (i) =>
      readings[i] &&
      layerAt(i).runs !== undefined &&
      canonicalJson(realCapability(tools[i] as EffectiveTool)[field]) === after &&
      after !== canonicalJson(realCapability(before)[field]),
  );
  if (runner !== undefined) return runsSetter(layerAt(runner));
  const [first] = holding;
  if (first === undefined) return undefined;
  if (after !== canonicalJson(realCapability(before)[field]))
    return {
      ...setterAt(layerAt(first), field),
      source: 'the overrides a loader may apply here, together: the first that sets it',
    };
  if (!power) return undefined;
  return { claim: { value: claimAt(first), ...setterAt(layerAt(first), field) } };
}

/** An origin with a claim beside it from a reading a loader may apply (none when it has one). */
function withUnreadClaim(origin: FieldOrigin, claim: NonNullable<FieldOrigin['claim']>): FieldOrigin {
  if (origin.claim) return origin;
  if (!origin.default) return { ...origin, claim };
  return {
    value: origin.value,
    source: 'the default: a loader may not apply the override that says less',
    claim,
  };
}

// ---------------------------------------------------------------------------------------------
// Subjects

function subjectOf(
  project: Project,
  kind: SubjectKind,
  name: string,
  def: Definition,
): Explanation['subject'] {
  const registry = { actor: project.actorsByName, skill: project.skillsByName, tool: project.toolsByName }[
    kind
  ];
  const definitions = definitionSites(registry.get(name));
  return {
    kind,
    name,
    file: def.file.path,
    line: def.doc.keySpan('/name').line,
    ...(definitions ? { definitions } : {}),
  };
}

/**
 * Names a listed path shows whole. Include chains can be thousands deep, and a tool deep in one is
 * reached by every skill above it: whole paths would make the explanation quadratic in the chain.
 */
const MAX_VIA_NAMES = 32;
/** Stands for the names a long path leaves out; no skill name can hold it (names.ts). */
const VIA_CUT = '…';

/** A path as listed: whole, or past MAX_VIA_NAMES names its first and last names around VIA_CUT. */
function shownPath(path: readonly Passed[]): string[] {
  const length = passedCount(path);
  const head = MAX_VIA_NAMES / 2;
  const tail = MAX_VIA_NAMES - head - 1;
  if (length <= MAX_VIA_NAMES) return namesIn(path, 0, length);
  return [...namesIn(path, 0, head), VIA_CUT, ...namesIn(path, length - tail, length)];
}

/** The names from `start` to `end` of a path held as slices, reading only those slices. */
function namesIn(path: readonly Passed[], start: number, end: number): string[] {
  const out: string[] = [];
  let offset = 0;
  for (const { skills, from, to } of path) {
    const size = to - from;
    for (let i = Math.max(start - offset, 0); i < Math.min(end - offset, size); i++) {
      out.push(skills[from + i] as string);
    }
    offset += size;
    if (offset >= end) break;
  }
  return out;
}

/**
 * Paths as skill names, each prefixed (an actor's paths start at the actor). A step's passed
 * skills (plain-runs.ts) are slices of their run, read only where the path is shown.
 */
function names(trails: readonly Trail[], prefix: readonly string[] = []): string[][] {
  return trails.map((trail) => {
    const path: Passed[] = [{ skills: prefix, from: 0, to: prefix.length }];
    for (const step of trail) path.push({ skills: [step.skill], from: 0, to: 1 }, ...(step.passed ?? []));
    return shownPath(path);
  });
}

function explainSkill(project: Project, name: string): Explanation {
  const info = project.skill(name) as SkillInfo;
  const explanation: Explanation = { subject: subjectOf(project, 'skill', name, info.def), entries: [] };
  const set = project.flatten(name);
  if (!set) {
    explanation.unknownSkills = [name];
    return explanation;
  }
  const trails = new Trails(project);
  const entries = [...set.entries.values()].sort((a, b) => byCodeUnits(a.name, b.name));
  for (const entry of entries) {
    const listed = trails.list(name, entry.name, MAX_PATHS);
    const explained: ExplainedEntry = {
      name: entry.name,
      source: entry.tool.source,
      via: names(listed),
      viaCount: trails.count(name, entry.name),
      capability: pathsOrigins(project, entry.name, entry.tool, listed),
    };
    const from = qualifiedFrom(set, entry.name);
    if (from !== undefined) explained.qualifiedFrom = from;
    const definitions = definitionsOf(project, from ?? entry.name);
    if (definitions) explained.definitions = definitions;
    Object.assign(explained, runsOfTrails(project, entry.name, listed, [entry.tool]));
    explanation.entries?.push(withTools(explained, [entry.tool]));
  }
  return explanation;
}

/** Why a policy keeps an actor from a skill, as explain reports it. */
function blockReason(block: PolicyBlock): Pick<PolicyRemoval, 'by' | 'pattern' | 'reason'> {
  return block.by === 'deny'
    ? { by: 'deny', pattern: block.pattern, reason: `denied by skill_access_policy.deny '${block.pattern}'` }
    : { by: 'allow', pattern: null, reason: 'not matched by skill_access_policy.allow' };
}

const HELD_BACK: Pick<PolicyRemoval, 'by' | 'pattern' | 'reason'> = {
  by: 'read_only',
  pattern: null,
  reason: 'not read-only, and skill_access_policy.read_only is set',
};

/** Paths and capability of one of an actor's entries, through every skill that brings it. */
function actorEntryPaths(
  project: Project,
  trails: Trails,
  actor: string,
  entryName: string,
  skills: readonly string[],
  tools: readonly EffectiveTool[],
): {
  via: string[][];
  viaCount: number;
  capability: CapabilityOrigins;
  first: FlatEntry | undefined;
  runs: Pick<ExplainedEntry, 'runs' | 'runsCount'>;
} {
  const tool = tools[0] as EffectiveTool;
  const several = tools.length > 1;
  const listed: Trail[] = [];
  let count = 0;
  for (const skill of skills) {
    listed.push(...trails.list(skill, entryName, MAX_PATHS - listed.length));
    count = Math.min(Number.MAX_SAFE_INTEGER, count + trails.count(skill, entryName));
  }
  const first = project.flatten(skills[0] as string)?.entries.get(entryName);
  if (!first) {
    // A skill the actor names that has no set to look into (a remote or invalid reference, a skill
    // that cannot be known): the entry the gate reads for it, the most it could be.
    const via = skills.map((s) => [actor, s]);
    const capability = capabilityOrigins(project, entryName, tool, []);
    for (const field of Object.keys(capability)) {
      const origin = capability[field] as FieldOrigin;
      if (origin.source !== undefined)
        capability[field] = {
          value: origin.value,
          source: `skill '${skills[0]}' cannot be seen or read: the most it could be`,
        };
    }
    return {
      via,
      viaCount: via.length,
      capability,
      first,
      runs: runsOfTrails(project, entryName, [], tools),
    };
  }
  const capability = pathsOrigins(project, first.name, first.tool, listed);
  if (several) strongestThroughSkills(project, trails, entryName, skills.slice(1), capability);
  const runs = runsOfTrails(project, entryName, listed, tools);
  return { via: names(listed, [actor]), viaCount: count, capability, first, runs };
}

/**
 * An actor's entry that its skills bring with different definitions is read as the stronger of
 * them field by field (actor-set.ts): each power field takes the first skill's origin that gives
 * the value the gate reads, and the effects all the skills name (`capability`: the first skill's).
 */
function strongestThroughSkills(
  project: Project,
  trails: Trails,
  entryName: string,
  others: readonly string[],
  capability: CapabilityOrigins,
): void {
  for (const skill of others) {
    const entry = project.flatten(skill)?.entries.get(entryName);
    if (!entry) continue;
    const trail = trails.list(skill, entryName, 1)[0];
    const theirs = capabilityOrigins(project, entry.name, entry.tool, trail ? layersOf(project, trail) : []);
    for (const field of CAPABILITY_FIELDS) {
      const [mine, other] = [capability[field], theirs[field]];
      if (!mine || !other) continue;
      if (isFlagField(field)) {
        if (mine.value === GRANTS_WHEN[field] || other.value !== GRANTS_WHEN[field]) continue;
        // What the first skill brings it with is then a claim beside the value the gate reads.
        const claim =
          other.claim ??
          (mine.file !== undefined ? { value: mine.value, file: mine.file, line: mine.line } : undefined);
        const { default: _default, ...set } = other;
        capability[field] = {
          ...set,
          ...(other.default ? { source: `the default, as skill '${skill}' brings it` } : {}),
          ...(claim ? { claim } : {}),
        };
      } else if (field === 'side_effects') {
        const [a, b] = [mine.value as string[], other.value as string[]];
        const all = withEvery(a, b);
        if (all.length === a.length) continue;
        capability[field] =
          all.length === b.length
            ? other
            : {
                value: all,
                source: `the effects its skills bring it with, together (through '${skill}' too)`,
              };
      }
    }
  }
}

/**
 * The actor's set as the gate reads it (src/core/project/actor-set.ts): of every definition of the
 * name, since a loader may take either (SPEC §10: a NAME defined twice is explained as the gate
 * reads it). The first definition is the subject's site.
 */
function effectiveSetOf(
  project: Project,
  name: string,
  reading: ActorReading,
): { actor: ActorInfo; set: ActorSet } {
  const actors = reading(name) ?? project.actorsByName.get(name) ?? [];
  return { actor: actors[0] as ActorInfo, set: actorSet(project, actors) };
}

function explainActor(project: Project, name: string, reading: ActorReading): Explanation {
  const { actor, set } = effectiveSetOf(project, name, reading);
  const trails = new Trails(project);
  const entries: ExplainedEntry[] = [];
  for (const entryName of [...set.entries.keys()].sort(byCodeUnits)) {
    const { skills, tools } = set.entries.get(entryName) as { skills: string[]; tools: EffectiveTool[] };
    const tool = tools[0] as EffectiveTool;
    const { via, viaCount, capability, first, runs } = actorEntryPaths(
      project,
      trails,
      name,
      entryName,
      skills,
      tools,
    );
    const explained: ExplainedEntry = {
      name: entryName,
      source: (first?.tool ?? tool).source,
      via,
      viaCount,
      capability,
    };
    const firstSet = project.flatten(skills[0] as string);
    const from = firstSet ? qualifiedFrom(firstSet, entryName) : undefined;
    if (from !== undefined) explained.qualifiedFrom = from;
    const definitions = definitionsOf(project, from ?? entryName);
    if (definitions) explained.definitions = definitions;
    Object.assign(explained, runs);
    entries.push(withTools(explained, tools));
  }
  const removed = new Map<string, PolicyRemoval>();
  const remove = (
    entry: string,
    skill: string,
    why: Pick<PolicyRemoval, 'by' | 'pattern' | 'reason'>,
  ): void => {
    if (!set.entries.has(entry) && !removed.has(entry)) removed.set(entry, { name: entry, skill, ...why });
  };
  const unknown: string[] = [];
  set.skills.forEach((standing, skill) => {
    if (standing.status === 'unknown') unknown.push(skill);
    if (standing.status !== 'blocked') return;
    project.flatten(skill)?.entries.forEach((_e, entry) => remove(entry, skill, blockReason(standing.block)));
  });
  set.heldBack.forEach((names, skill) => names.forEach((entry) => remove(entry, skill, HELD_BACK)));
  const explanation: Explanation = {
    subject: subjectOf(project, 'actor', name, actor.def),
    entries,
    removedByPolicy: [...removed.values()].sort((a, b) => byCodeUnits(a.name, b.name)),
  };
  if (unknown.length > 0) explanation.unknownSkills = unknown;
  return explanation;
}

function explainTool(project: Project, name: string, reading: ActorReading): Explanation {
  const def = (project.toolsByName.get(name)?.[0] as ToolInfo).def;
  // Only paths that end at a `tools` entry naming this tool, or a tool that wraps it (which runs it,
  // as the gate floors it): an anonymous tool of the same name is a different thing.
  const runners = runnersOf(project, name);
  const trails = new Trails(project, (info, step) =>
    info.tools.some(
      (t) => sameSite(t.site, step.site.site) && t.ref.kind === 'local' && runners.has(t.ref.name),
    ),
  );
  const reach = reachRows(project, trails, reachingSkills(project, runners), runners, reading);
  return { subject: subjectOf(project, 'tool', name, def), ...reach };
}

/**
 * An entry with no definition of its own (an MCP inventory's tool, a builtin group, an Agent
 * Skill), explained as a tool is: every skill and actor that reaches it, by which includes, with
 * its power there. Its place is where the first skill (by name) to list it itself lists it.
 */
function explainEntry(project: Project, name: string, reading: ActorReading): Explanation {
  const holders = skillsHolding(project, name);
  const trails = new Trails(project);
  const listing = holders
    .flatMap((skill) => project.flatten(skill)?.sitesOf(name) ?? [])
    .find((site) => site.via === undefined)?.site;
  // Where only a conflict's qualified names list it, the first holder's own place.
  const place: Site = listing ?? {
    def: (project.skill(holders[0] as string) as SkillInfo).def,
    pointer: '/name',
  };
  const subject = { kind: 'tool' as const, name, file: place.def.file.path, line: keySpan(place).line };
  return { subject, ...reachRows(project, trails, holders, new Set([name]), reading) };
}

/**
 * The rows of a tool's explanation: per reaching skill, its entries for one of `named` (more than
 * one where conflicts qualified it), then the actors that end up with them.
 */
function reachRows(
  project: Project,
  trails: Trails,
  reaching: readonly string[],
  named: ReadonlySet<string>,
  reading: ActorReading,
): Pick<Explanation, 'reachedBy' | 'unknownSkills'> {
  const reachedBy: ExplainedReach[] = [];
  /** Per reaching skill, its entries for the tool (more than one when conflicts qualified it). */
  const entriesIn = new Map<string, FlatEntry[]>();
  const unknown: string[] = [];
  for (const skill of reaching) {
    const set = project.flatten(skill);
    if (!set) {
      unknown.push(skill);
      continue;
    }
    for (const entry of [...set.entries.values()].sort((a, b) => byCodeUnits(a.name, b.name))) {
      if (![...named].some((n) => entry.name === n || entry.name.endsWith(`.${n}`))) continue;
      const count = trails.count(skill, entry.name);
      if (count === 0) continue;
      const listed = trails.list(skill, entry.name, MAX_PATHS);
      const list = entriesIn.get(skill) ?? [];
      list.push(entry);
      entriesIn.set(skill, list);
      const capability = pathsOrigins(project, entry.name, entry.tool, listed);
      const row: ExplainedReach = {
        kind: 'skill',
        name: skill,
        entry: entry.name,
        via: names(listed),
        viaCount: count,
        capability,
        ...runsOfTrails(project, entry.name, listed, [entry.tool]),
      };
      reachedBy.push(withTools(row, [entry.tool]));
    }
  }
  reachedBy.push(...actorsReaching(project, trails, entriesIn, reading));
  return unknown.length > 0 ? { reachedBy, unknownSkills: unknown.sort(byCodeUnits) } : { reachedBy };
}

/** The actors that end up with a tool's entries (`entriesIn`: per reaching skill), one row per entry. */
function actorsReaching(
  project: Project,
  trails: Trails,
  entriesIn: ReadonlyMap<string, FlatEntry[]>,
  reading: ActorReading,
): ExplainedReach[] {
  const reachedBy: ExplainedReach[] = [];
  const actors = [...project.actorsByName.keys()].sort(byCodeUnits);
  for (const actorName of actors) {
    const { set } = effectiveSetOf(project, actorName, reading);
    // One row per entry for the tool that the actor ends up with (a read-only actor's writing
    // entries are held back), through every skill that brings it.
    const rows = new Set<string>();
    entriesIn.forEach((list) => list.forEach((e) => set.entries.has(e.name) && rows.add(e.name)));
    for (const entryName of [...rows].sort(byCodeUnits)) {
      const skills = (set.entries.get(entryName)?.skills ?? []).filter((s) =>
        entriesIn.get(s)?.some((e) => e.name === entryName),
      );
      if (skills.length === 0) continue;
      const tools = set.entries.get(entryName)?.tools ?? [];
      const { via, viaCount, capability, runs } = actorEntryPaths(
        project,
        trails,
        actorName,
        entryName,
        skills,
        tools,
      );
      const row: ExplainedReach = {
        kind: 'actor',
        name: actorName,
        entry: entryName,
        via,
        viaCount,
        capability,
      };
      reachedBy.push(withTools(Object.assign(row, runs), tools));
    }
  }
  return reachedBy;
}

/**
 * The tool and every registered tool that runs it through its wraps (a chain of them, as far as
 * the gate follows one: MAX_WRAPS), any reading of any definition.
 */
function runnersOf(project: Project, tool: string): Set<string> {
  const out = new Set([tool]);
  for (let round = 0, grew = true; grew && round < MAX_WRAPS; round++) {
    grew = false;
    project.toolsByName.forEach((infos, name) => {
      if (out.has(name)) return;
      const wraps = infos.flatMap((info) => readingsOf(info)).map((r) => r.wraps?.ref);
      if (!wraps.some((ref) => ref?.kind === 'local' && out.has(ref.name))) return;
      out.add(name);
      grew = true;
    });
  }
  return out;
}

/** Skills that list one of the tools, and every skill that includes one of them, in name order. */
function reachingSkills(project: Project, tools: ReadonlySet<string>): string[] {
  const listing: string[] = [];
  project.skillsByName.forEach((_infos, skill) => {
    // Every definition of the name (project.skill unites them), as flattening reads it.
    const info = project.skill(skill) as SkillInfo;
    if (info.tools.some((t) => t.ref.kind === 'local' && tools.has(t.ref.name))) listing.push(skill);
  });
  const found = reachable(listing, (skill) => project.includeGraph.parents(skill));
  return [...found].sort(byCodeUnits);
}
