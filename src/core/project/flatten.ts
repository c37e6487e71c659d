// Flattening (SPEC §4): a skill's own entries plus every include's flattened set with that
// include's overrides, identical entries merged, differing ones qualified as <contributor>.<name>.
//
// Sets share structure. An entry is its name and tool only; where it came into a skill (its
// sites) is asked of the set, which works it out from the skill's own list and its includes. So an
// entry an include brings unchanged is the very object of the included set, in every skill above
// it, and a set holds the entries of its widest include without copying them (flat-entries.ts).
// Only entries an override changes, and names a conflict qualifies, are new objects.
import {
  applyOverride,
  overrideOfReadings,
  strongestDistinct,
  toolKey,
  type EffectiveTool,
} from '../power/effective.js';
import { SetDigest } from '../sets/set-digest.js';
import { SetTokens } from '../tokens/set-tokens.js';
import { EntriesBuilder, withToolsOf, type FlatEntry } from '../sets/flat-entries.js';
import { byName, type Site } from '../model/model.js';
import type { IncludeEntry, OverrideEntry, SkillInfo } from '../kinds/skill.js';
import { ownContributions, type OwnList } from '../sources/index.js';
import type { Contribution, EntrySite, SharedEntries, SourceContext } from '../sources/types.js';
import { unknownEntry } from '../sources/unknown.js';
import { withOverridesCodeRuns } from '../sources/inline-code.js';
import { listingsToldBeside } from '../sources/mcp-servers.js';

export type { EntrySite } from '../sources/types.js';

interface NameConflict {
  name: string;
  parts: { contributor: string; qualified: string; site: EntrySite }[];
}

/** An include as the set sees it: a remote entry, or a flattened child with the include's overrides. */
type ResolvedInclude =
  | { kind: 'remote'; contribution: Contribution }
  | {
      kind: 'local';
      child: FlatSet;
      site: EntrySite;
      overrides: OverrideEntry[];
      /** The tree the skill is flattened in, whose files the overrides' codes import (includedTool). */
      tree: SourceContext;
    };
type LocalInclude = Extract<ResolvedInclude, { kind: 'local' }>;

/** A set's only include and what keeps an entry from coming through it unchanged (FlatSet.onlyInclude). */
export interface OnlyInclude {
  readonly site: EntrySite;
  readonly names: ReadonlySet<string>;
  readonly overrideKeys: ReadonlySet<string>;
}

/** Whether `name` comes through the only include unchanged: not stopped by a name or an override key. */
export function passesThrough(only: OnlyInclude, name: string): boolean {
  if (only.names.has(name) || only.overrideKeys.has(name)) return false;
  const bare = bareKeyOf(name);
  return bare === undefined || !only.overrideKeys.has(bare);
}

export class FlatSet {
  /** Sites worked out so far, and those of names a conflict touched (known when the set is made). */
  private readonly sites = new Map<string, readonly EntrySite[]>();

  constructor(
    readonly skill: string,
    /** By name, in the order flattening met them. */
    readonly entries: ReadonlyMap<string, FlatEntry>,
    readonly conflicts: NameConflict[],
    readonly tokens: SetTokens,
    /** The set's digest (set-digest.ts), for the JSON report. */
    readonly digest: SetDigest,
    private readonly own: OwnList,
    private readonly includes: readonly ResolvedInclude[],
    private readonly qualifiedSites: Map<string, readonly EntrySite[]> = new Map(),
  ) {
    qualifiedSites.forEach((sites, name) => this.sites.set(name, sites));
  }

  /**
   * Whether an entry of the set holds the name it has in the include it came through: every name
   * but those a conflict touched here (which may be qualified by their contributor).
   */
  namedAsIncluded(name: string): boolean {
    return !this.qualifiedSites.has(name);
  }

  /**
   * Where an entry came into the skill, in flattening's order: its own definitions, then each
   * include that brings it (a site listed once however often it names the entry).
   */
  sitesOf(name: string): readonly EntrySite[] {
    const known = this.sites.get(name);
    if (known) return known;
    const sites = this.entries.has(name) ? uniqueSites(contributionsOf(name, this.own, this.includes)) : [];
    this.sites.set(name, sites);
    return sites;
  }

  /**
   * Adds to `out` the sets this one holds whole: those it includes with no override, when it
   * has no conflict (which would qualify their names).
   */
  heldWhole(out: Set<FlatSet>): void {
    if (this.conflicts.length > 0) return;
    for (const include of this.includes) {
      if (include.kind === 'local' && include.overrides.length === 0) out.add(include.child);
    }
  }

  /**
   * The site of this set's only include, when it has one and it is local, with what keeps an
   * entry from coming through it as it is: the names the skill defines itself or a conflict
   * touched here (`names`), and the include's override keys (`overrideKeys`: each stands for an
   * entry's own name or its bare key, includeOverrideReadings). Every other entry of the set is
   * the included set's entry under the same name, come in by this one site and changed by nothing.
   */
  onlyInclude(): OnlyInclude | undefined {
    const [only, ...others] = this.includes;
    if (others.length > 0 || only?.kind !== 'local') return undefined;
    const names = new Set(this.ownNames());
    this.qualifiedSites.forEach((_, name) => names.add(name));
    return { site: only.site, names, overrideKeys: new Set(only.overrides.map((o) => o.key)) };
  }

  /**
   * The skill of the set's only include, when `name` came through it under the same name: the
   * set holds the name, no conflict touched it, and the skill's own list does not define it. What
   * `firstSite` would find, without the sites: the walk from an escalation to its cause asks it of
   * every changed entry of every skill down a chain.
   */
  onlyIncludeOf(name: string): string | undefined {
    const [only] = this.includes;
    if (this.includes.length !== 1 || only?.kind !== 'local') return undefined;
    if (!this.namedAsIncluded(name) || listedAs(this.own, name).length > 0) return undefined;
    if (this.own.block?.shared.entries.has(name) || !this.entries.has(name)) return undefined;
    return only.child.skill;
  }

  /** Whether the skill's own list defines `name` (a site without `via`, or its shared block's). */
  definesOwn(name: string): boolean {
    return ownOf(name, this.own).length > 0;
  }

  /** The names the skill's own list defines, its shared block's included. */
  ownNames(): Iterable<string> {
    const names = new Set(this.own.listed.map((c) => c.name));
    this.own.block?.shared.entries.forEach((_, name) => names.add(name));
    return names;
  }

  /**
   * The first of `sitesOf(name)` that is the skill's own (no `via`), else the first that came
   * through an include, without listing them all: the walk from an escalation to its cause asks
   * this of every entry of every changed skill, and listing a name's sites reads every include's
   * set (a 200-skill clique's sets: 200 x 200 names x 199 includes).
   */
  firstSite(name: string): EntrySite | undefined {
    const known = this.sites.get(name);
    if (known) return known.find((s) => s.via === undefined) ?? known[0];
    if (!this.entries.has(name)) return undefined;
    // The own list and the remote includes first: a site without `via` ends the search.
    let via: EntrySite | undefined;
    for (const c of ownOf(name, this.own)) {
      if (c.site.via === undefined) return c.site;
      via ??= c.site;
    }
    for (const include of this.includes) {
      if (include.kind === 'remote' && include.contribution.name === name) return include.contribution.site;
    }
    if (via) return via;
    // The set holds the name and only one include can have brought it: no need to look it up there.
    const [only] = this.includes;
    if (this.includes.length === 1 && only?.kind === 'local') return only.site;
    for (const include of this.includes) {
      if (include.kind === 'local' && include.child.entries.get(name)) return include.site;
    }
    return undefined;
  }

  /**
   * The entries this skill's own list and includes bring under `name`, in flattening's order,
   * each include's entry read by `entryOf` (from another tree's set of that skill, say) with the
   * include's overrides applied: an entry an override leaves alone is the very object read.
   */
  definitionsOf(name: string, entryOf: (child: FlatSet) => FlatEntry | undefined): FlatEntry[] {
    const out: FlatEntry[] = [];
    const listed = listedAs(this.own, name);
    for (const c of listed) out.push(entryFor(name, c.tool));
    const shared = listed.length > 0 ? undefined : this.own.block?.shared.entries.get(name);
    if (shared) out.push(shared);
    for (const include of this.includes) {
      if (include.kind === 'remote') {
        if (include.contribution.name === name) out.push(entryFor(name, include.contribution.tool));
        continue;
      }
      const entry = entryOf(include.child);
      if (!entry) continue;
      const tool = includedTool(entry, include);
      out.push(tool === entry.tool ? entry : entryFor(name, tool));
    }
    return out;
  }
}

function entryFor(name: string, tool: EffectiveTool): FlatEntry {
  return { name, tool };
}

const overridesByKey = new WeakMap<readonly OverrideEntry[], ReadonlyMap<string, OverrideEntry>>();

/** An include's overrides by key, read once: every entry of the included set looks its own up. */
function byKey(overrides: readonly OverrideEntry[]): ReadonlyMap<string, OverrideEntry> {
  let map = overridesByKey.get(overrides);
  if (!map) overridesByKey.set(overrides, (map = new Map(overrides.map((o) => [o.key, o]))));
  return map;
}

/**
 * The overrides a runtime may apply to an included entry: the one under its name, and the one
 * under its short name as a bare key (`send` for `x/send`, `push` for `mcp:gh/push`, `*` for
 * `mcp:gh/*`), which a runtime may resolve as it resolves a bare reference, or not at all. Under
 * both, a runtime may apply either; under the bare key alone, it or none (`undefined`, first).
 * Each is one reading; none, the entry has no override. Explain names the one that gives a field.
 */
export function includeOverrideReadings(
  overrides: readonly OverrideEntry[],
  name: string,
): (OverrideEntry | undefined)[] {
  // Most includes override nothing; explain asks this at every step of every path.
  if (overrides.length === 0) return [];
  const keys = byKey(overrides);
  const exact = keys.get(name);
  const short = bareKeyOf(name);
  const bare = short === undefined ? undefined : keys.get(short);
  if (bare === undefined) return exact === undefined ? [] : [exact];
  return [exact, bare];
}

/**
 * An included entry's override, read as includeOverrideReadings lists them (`readings`): the entry
 * takes the strongest reading and keeps the restraint any of them sets (SPEC §6, power/effective.ts).
 */
function overrideOf(readings: readonly (OverrideEntry | undefined)[]): unknown {
  if (readings.length <= 1) return readings[0]?.value;
  return overrideOfReadings(readings.map((o) => o?.value));
}

/** The bare key an include's override may name an entry by: its name's last part, where it has one. */
export function bareKeyOf(name: string): string | undefined {
  const short = name.slice(name.lastIndexOf('/') + 1);
  return short === name || short.includes(':') ? undefined : short;
}

type ChildSet = (name: string) => FlatSet | undefined;

/**
 * Flattens one skill whose includes are already flattened (`childSet`); undefined when an include
 * is unknown or could not be flattened itself (a cycle), so that the whole set is unknown.
 *
 * Every name takes its first definition, in the order the skill's own list and then its includes
 * bring them; a name with a second, different definition is a conflict, and only those names (and
 * names their qualified forms run into) are listed contribution by contribution and qualified.
 */
export function flattenSkill(
  project: SourceContext,
  info: SkillInfo,
  childSet: ChildSet,
): FlatSet | undefined {
  const own = ownContributions(project, info);
  const includes = resolveIncludes(project, info, childSet);
  if (!includes) return undefined;
  const whole = sharedInclude(own, includes);
  const builder = new EntriesBuilder(whole?.below);
  const { listed, block, at } = own;
  const addBlock = (shared: SharedEntries): void => {
    if (shared === whole?.from) builder.addBelow();
    // The shared map's own objects: every set that holds them counts them once.
    else shared.entries.forEach((entry) => builder.add(entry.name, entry.tool, entry));
  };
  listed.forEach((c, i) => {
    if (block && i === at) addBlock(block.shared);
    builder.add(c.name, c.tool);
  });
  if (block && at === listed.length) addBlock(block.shared);
  addIncludes(builder, includes, whole);
  const entries = builder.build();
  const { conflicting, tokens, digest } = builder;
  if (conflicting.size === 0) return new FlatSet(info.name, entries, [], tokens, digest, own, includes);
  return qualify(info.name, entries, conflicting, own, includes);
}

/**
 * Adds the includes' entries in order. An include that an earlier one holds whole (includes
 * itself, untouched, in a set without conflicts) is skipped: its every name is there already as
 * a tool equal to its own (flattening found them equal), so adding it would change nothing; in a
 * clique of N skills each of a skill's N - 1 includes would bring the first one's N entries again.
 */
function addIncludes(
  builder: EntriesBuilder,
  includes: readonly ResolvedInclude[],
  whole: Whole | undefined,
): void {
  const held = new Set<FlatSet>();
  for (const include of includes) {
    if (include.kind === 'remote') {
      builder.add(include.contribution.name, include.contribution.tool);
      continue;
    }
    const { child } = include;
    const untouched = include.overrides.length === 0;
    if (untouched && held.has(child)) continue;
    if (include === whole?.from) builder.addBelow();
    else {
      child.entries.forEach((entry) => {
        const tool = includedTool(entry, include);
        // Unchanged by the include: the included set's own object.
        builder.add(entry.name, tool, tool === entry.tool ? entry : undefined);
      });
    }
    if (untouched && includes.length > 1) child.heldWhole(held);
  }
}

const ownSize = (own: OwnList): number => own.listed.length + (own.block?.shared.entries.size ?? 0);

/** What a set takes whole: where from (an include, or its own document's shared entries), and as taken. */
interface Whole {
  from: LocalInclude | SharedEntries;
  below: SharedEntries;
}

/**
 * What the set takes whole (flat-entries.ts): the entries its own document shares with other
 * skills (a whole server), or the local include with the most entries, whichever is larger, when
 * sharing it pays.
 */
function sharedInclude(own: OwnList, includes: readonly ResolvedInclude[]): Whole | undefined {
  let widest: LocalInclude | undefined;
  for (const include of includes) {
    if (include.kind !== 'local') continue;
    if (!widest || include.child.entries.size > widest.child.entries.size) widest = include;
  }
  const block = own.block?.shared;
  if (block && (!widest || block.entries.size >= widest.child.entries.size)) {
    return EntriesBuilder.worthSharing(block.entries, own.at) ? { from: block, below: block } : undefined;
  }
  if (!widest) return undefined;
  let before = ownSize(own);
  for (const include of includes) {
    if (include === widest) break;
    before += include.kind === 'local' ? include.child.entries.size : 1;
  }
  if (!EntriesBuilder.worthSharing(widest.child.entries, before)) return undefined;
  return { from: widest, below: overriddenInclude(widest) };
}

/**
 * An include's set as the include brings it: the included set's entries with those its overrides
 * change replaced (flat-entries.ts), its tokens and digest changed by as much.
 */
function overriddenInclude(include: LocalInclude): SharedEntries {
  const { child, overrides } = include;
  return withToolsOf(child, overriddenNames(child, overrides), (entry) => includedTool(entry, include));
}

/**
 * The names of an included set's entries its overrides may apply to (includeOverrideReadings):
 * each key's own, and those it is the bare key of.
 */
function overriddenNames(child: FlatSet, overrides: readonly OverrideEntry[]): Set<string> {
  const names = new Set<string>();
  for (const { key } of overrides) {
    if (child.entries.has(key)) names.add(key);
    if (key.includes('/') || key.includes(':')) continue;
    for (const name of bareNamesOf(child).get(key) ?? []) names.add(name);
  }
  return names;
}

const bareNames = new WeakMap<FlatSet, Map<string, string[]>>();

/** An included set's names by their bare key, found once: every set including it with overrides asks. */
function bareNamesOf(child: FlatSet): Map<string, string[]> {
  let byKey = bareNames.get(child);
  if (!byKey) {
    byKey = new Map();
    for (const name of child.entries.keys()) {
      const bare = bareKeyOf(name);
      if (bare === undefined) continue;
      const named = byKey.get(bare);
      if (named) named.push(name);
      else byKey.set(bare, [name]);
    }
    bareNames.set(child, byKey);
  }
  return byKey;
}

/** The includes with their flattened sets; undefined when one is unknown or not flattened. */
function resolveIncludes(
  tree: SourceContext,
  info: SkillInfo,
  childSet: ChildSet,
): ResolvedInclude[] | undefined {
  const out: ResolvedInclude[] = [];
  for (const include of info.includes) {
    if (include.ref.kind === 'remote') {
      out.push({
        kind: 'remote',
        contribution: remoteContribution(info.name, include.ref.raw, include.site),
      });
      continue;
    }
    if (include.ref.kind !== 'local') return undefined;
    const child = childSet(include.ref.name);
    if (!child) return undefined;
    out.push(localInclude(include, child, tree));
  }
  return out;
}

function localInclude(include: IncludeEntry, child: FlatSet, tree: SourceContext): ResolvedInclude {
  return {
    kind: 'local',
    child,
    site: { site: include.site, via: child.skill },
    overrides: include.overrides,
    tree,
  };
}

/**
 * An included entry as the include has it: its override applied (builtin groups take none), what
 * the inventories list of an MCP tool still told beside it (sources/mcp-servers.ts). On a
 * comparison's head, a file of the repository that the override's code imports (a
 * forbidden-override a runtime that merges it runs) which the head changed is a line of the
 * entry's code, as for a listed tool's override (sources/inline-code.ts).
 */
function includedTool(entry: FlatEntry, { overrides, tree }: LocalInclude): EffectiveTool {
  if (overrides.length === 0 || entry.name.startsWith('builtin:')) return entry.tool;
  const readings = includeOverrideReadings(overrides, entry.name);
  const override = overrideOf(readings);
  if (override === undefined) return entry.tool;
  const overridden = listingsToldBeside(tree, entry.tool, applyOverride(entry.tool, override));
  return withOverridesCodeRuns(tree, overridden, readings);
}

/**
 * The skill's own definitions of `name`: the list's, else the shared entries' (whose entry of a
 * name the list holds too is the list's merged tool, shadowed: ownContributions).
 */
function ownOf(name: string, own: OwnList): Contribution[] {
  const listed = listedAs(own, name);
  const shared = listed.length > 0 ? undefined : own.block?.shared.entries.get(name);
  if (own.block && shared) {
    return [{ name, tool: shared.tool, contributor: own.block.contributor, site: own.block.site }];
  }
  return [...listed];
}

const listedByName = new WeakMap<readonly Contribution[], Map<string, Contribution[]>>();

/** The own list's contributions of `name`, the list grouped once: a skill may list thousands. */
function listedAs(own: OwnList, name: string): readonly Contribution[] {
  let named = listedByName.get(own.listed);
  if (!named) listedByName.set(own.listed, (named = byName(own.listed)));
  return named.get(name) ?? [];
}

/** Every definition of `name` the skill's own list and its includes bring, in flattening's order. */
function contributionsOf(name: string, own: OwnList, includes: readonly ResolvedInclude[]): Contribution[] {
  const out = ownOf(name, own);
  for (const include of includes) {
    if (include.kind === 'remote') {
      if (include.contribution.name === name) out.push(include.contribution);
      continue;
    }
    const entry = include.child.entries.get(name);
    if (entry) {
      const tool = includedTool(entry, include);
      out.push({ name, tool, contributor: include.child.skill, site: include.site });
    }
  }
  return out;
}

/** The contributions' sites, each pointer once, in order. */
function uniqueSites(contributions: readonly Contribution[]): EntrySite[] {
  const pointers = new Set<string>();
  const sites: EntrySite[] = [];
  for (const c of contributions) {
    if (pointers.has(c.site.site.pointer)) continue;
    pointers.add(c.site.site.pointer);
    sites.push(c.site);
  }
  return sites;
}

function remoteContribution(self: string, raw: string, site: Site): Contribution {
  return { name: raw, tool: unknownEntry('remote'), contributor: self, site: { site, via: undefined } };
}

/**
 * A run of definitions under one name, in flattening's order. `entry`: the name as the first pass
 * left it (one definition, its contributions not listed); `parts`: listed, because a conflict or
 * a qualified name reached it.
 */
type Run = { name: string; entry: FlatEntry; parts?: undefined } | { name: string; parts: Contribution[] };

/**
 * The set of a skill with conflicting names: each definition of such a name is qualified by its
 * contributor. Qualifying can produce a name that already exists (an entry qualified further
 * down), so it repeats until every name holds one definition; a name already qualified by its
 * contributor cannot be qualified again and keeps its first definition.
 */
function qualify(
  skill: string,
  firstPass: ReadonlyMap<string, FlatEntry>,
  conflicting: Set<string>,
  own: OwnList,
  includes: readonly ResolvedInclude[],
): FlatSet {
  const partsOf = (run: Run): Contribution[] => run.parts ?? contributionsOf(run.name, own, includes);
  const conflicts: NameConflict[] = [];
  let runs: Run[] = [];
  firstPass.forEach((entry, name) =>
    runs.push(conflicting.has(name) ? { name, parts: partsOf({ name, entry }) } : { name, entry }),
  );
  for (let round = 0; round < 8; round++) {
    let renamed = false;
    const next: Run[] = [];
    for (const [name, group] of byName(runs)) {
      const only = group[0] as Run;
      if (group.length === 1 && only.parts === undefined) {
        next.push(only);
        continue;
      }
      const parts = group.flatMap(partsOf);
      const first = parts[0] as Contribution;
      // Most groups hold one shared object; key (deep-compare) only when they do not.
      if (parts.every((c) => c.tool === first.tool || toolKey(c.tool) === toolKey(first.tool))) {
        next.push({ name, parts });
        continue;
      }
      const conflict: NameConflict = { name, parts: [] };
      for (const c of parts) {
        const canQualify = !name.startsWith(`${c.contributor}.`);
        const qualified = canQualify ? `${c.contributor}.${name}` : name;
        renamed ||= canQualify;
        next.push({ name: qualified, parts: [{ ...c, name: qualified }] });
        if (!conflict.parts.some((p) => p.qualified === qualified)) {
          conflict.parts.push({ contributor: c.contributor, qualified, site: c.site });
        }
      }
      conflicts.push(conflict);
    }
    runs = next;
    if (!renamed) break;
  }
  const { entries, sites } = settled(runs, partsOf);
  const [tokens, digest] = [SetTokens.of(entries), SetDigest.of(entries)];
  return new FlatSet(skill, entries, conflicts, tokens, digest, own, includes, sites);
}

/** The entries qualifying left, one a name, and the sites of those it listed. */
function settled(
  runs: readonly Run[],
  partsOf: (run: Run) => Contribution[],
): { entries: Map<string, FlatEntry>; sites: Map<string, readonly EntrySite[]> } {
  const entries = new Map<string, FlatEntry>();
  const sites = new Map<string, readonly EntrySite[]>();
  for (const [name, group] of byName(runs)) {
    const only = group[0] as Run;
    if (group.length === 1 && only.parts === undefined) {
      entries.set(name, only.entry);
      continue;
    }
    // A name its contributor qualified already cannot be again (an include listed twice, each
    // time with other overrides): a runtime may keep any of its definitions, so the entry holds
    // the stronger of them (SPEC §6).
    const parts = group.flatMap(partsOf);
    entries.set(name, { name, tool: strongestDistinct(parts.map((p) => p.tool)) });
    sites.set(name, uniqueSites(parts));
  }
  return { entries, sites };
}
