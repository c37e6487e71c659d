// Flattening (SPEC §4): a skill's own entries plus every include's flattened set with that
// include's overrides, identical entries merged, differing ones qualified as <contributor>.<name>.
import {
  applyOverride,
  effectiveTool,
  entryTokens,
  syntheticTool,
  toolKey,
  type EffectiveTool,
} from './effective.js';
import { byName, own, type Site } from './model.js';
import type { OverrideEntry, Project, SkillInfo } from './project.js';

/** Where an entry came into a skill: a site in that skill's document, and the include it came through. */
export interface EntrySite {
  site: Site;
  /** The included skill the entry came through; undefined for the skill's own entries. */
  via: string | undefined;
}

export interface FlatEntry {
  name: string;
  tool: EffectiveTool;
  /** Shared between entries that came through one include: replaced, never changed in place. */
  sites: readonly EntrySite[];
  /** The entry's share of the set's token estimate (SPEC §5). */
  tokens: number;
}

export interface NameConflict {
  name: string;
  parts: { contributor: string; qualified: string; site: EntrySite }[];
}

export interface FlatSet {
  skill: string;
  entries: Map<string, FlatEntry>;
  conflicts: NameConflict[];
  tokens: number;
}

interface Contribution {
  name: string;
  tool: EffectiveTool;
  contributor: string;
  site: EntrySite;
  /** Known when the entry comes unchanged from an included set: counted there already. */
  tokens?: number;
  /** `[site]`, one array for every entry an include brings. */
  sites?: readonly EntrySite[];
}

export function mcpEntryName(server: string, tool: string | undefined): string {
  return `mcp:${server}/${tool ?? '*'}`;
}

export function agentSkillEntryName(name: string): string {
  return `agent-skill:${name}`;
}

export function builtinEntryName(group: string): string {
  return `builtin:${group}`;
}

function overrideFor(overrides: OverrideEntry[], ...keys: string[]): unknown {
  for (const o of overrides) if (keys.includes(o.key)) return o.value;
  return undefined;
}

type ChildSet = (name: string) => FlatSet | undefined;

/**
 * Flattens one skill whose includes are already flattened (`childSet`); undefined when an include
 * is unknown or could not be flattened itself (a cycle), so that the whole set is unknown.
 */
export function flattenSkill(project: Project, info: SkillInfo, childSet: ChildSet): FlatSet | undefined {
  const own = ownContributions(project, info);
  const set = strictFlatten(info, own, childSet);
  return set === CONFLICT ? flattenByContributions(info, own, childSet) : set;
}

/**
 * The general way, every contribution listed and then merged: what `flattenSkill` gives, the way
 * SPEC §4 says it (tests hold the two to each other).
 */
export function flattenSkillByContributions(
  project: Project,
  info: SkillInfo,
  childSet: ChildSet,
): FlatSet | undefined {
  return flattenByContributions(info, ownContributions(project, info), childSet);
}

function flattenByContributions(
  info: SkillInfo,
  own: Contribution[],
  childSet: ChildSet,
): FlatSet | undefined {
  const contributions = own.slice();
  return includeContributions(info, childSet, contributions) ? merge(info.name, contributions) : undefined;
}

/** A name with two different definitions: the set needs the qualifying merge. */
const CONFLICT = Symbol('conflict');

/**
 * Nearly every skill has no name with two definitions. Then each entry an include brings goes
 * straight into the set, with no contribution listed for it first: tens of thousands of them in
 * a large repository. At the first name with a second, different definition it gives up.
 */
function strictFlatten(
  info: SkillInfo,
  own: Contribution[],
  childSet: ChildSet,
): FlatSet | undefined | typeof CONFLICT {
  const entries = collect(own, true);
  if (!entries) return CONFLICT;
  const walked = walkIncludes(
    info,
    childSet,
    (remote) => addEntry(entries, remote.name, remote.tool, remote.site, undefined, undefined, true),
    (entry, tool, site, sites) =>
      addEntry(entries, entry.name, tool, site, sites, tool === entry.tool ? entry.tokens : undefined, true),
  );
  if (walked === 'unknown') return undefined;
  return walked === 'stopped'
    ? CONFLICT
    : { skill: info.name, entries, conflicts: [], tokens: tokensOf(entries) };
}

/**
 * The includes in order: `remote` gets the entry a remote include stands for, `entry` each entry a
 * local include brings, with its tool as the include has it and the include's site (and one list
 * of that site, shared). Either returning false stops the walk. 'unknown' when an include is
 * unknown or could not be flattened.
 */
function walkIncludes(
  info: SkillInfo,
  childSet: ChildSet,
  remote: (contribution: Contribution) => boolean,
  entry: (
    entry: FlatEntry,
    tool: EffectiveTool,
    site: EntrySite,
    sites: EntrySite[],
    child: FlatSet,
  ) => boolean,
): 'done' | 'stopped' | 'unknown' {
  for (const include of info.includes) {
    if (include.ref.kind === 'remote') {
      if (!remote(remoteContribution(info.name, include.ref.raw, include.site))) return 'stopped';
      continue;
    }
    if (include.ref.kind !== 'local') return 'unknown';
    const child = childSet(include.ref.name);
    if (!child) return 'unknown';
    const site: EntrySite = { site: include.site, via: child.skill };
    const sites = [site];
    const { overrides } = include;
    let stopped = false;
    // forEach, not for-of: no iterator result per entry while this is not yet optimised (rule.ts).
    child.entries.forEach((e) => {
      if (!stopped) stopped = !entry(e, includedTool(e, overrides), site, sites, child);
    });
    if (stopped) return 'stopped';
  }
  return 'done';
}

/** An included entry as the include has it: its override applied (builtin groups take none). */
function includedTool(entry: FlatEntry, overrides: OverrideEntry[]): EffectiveTool {
  const override = overrides.length === 0 ? undefined : overrideFor(overrides, entry.name);
  return override === undefined || entry.name.startsWith('builtin:')
    ? entry.tool
    : applyOverride(entry.tool, override);
}

function remoteContribution(self: string, raw: string, site: Site): Contribution {
  return {
    name: raw,
    tool: syntheticTool({ source: 'remote' }),
    contributor: self,
    site: { site, via: undefined },
  };
}

/** The skill's own entries: its tools, anonymous tools, MCP servers, Agent Skills and builtins. */
function ownContributions(project: Project, info: SkillInfo): Contribution[] {
  const self = info.name;
  const contributions: Contribution[] = [];
  const ownSite = (site: Site): EntrySite => ({ site, via: undefined });
  // Indexed loops: 2,000 skills a tree, most of them before V8 optimises this (see rule.ts).

  for (let i = 0; i < info.tools.length; i++) {
    const entry = info.tools[i] as SkillInfo['tools'][number];
    if (entry.ref.kind === 'remote') {
      contributions.push({
        name: entry.ref.raw,
        tool: syntheticTool({ source: 'remote' }),
        contributor: self,
        site: ownSite(entry.site),
      });
      continue;
    }
    if (entry.ref.kind !== 'local') continue;
    const tool = project.tool(entry.ref.name);
    if (!tool) continue;
    const effective = entry.override ? applyOverride(tool.effective, entry.override.value) : tool.effective;
    contributions.push({ name: tool.name, tool: effective, contributor: self, site: ownSite(entry.site) });
  }
  for (let i = 0; i < info.anonymousTools.length; i++) {
    const anon = info.anonymousTools[i] as SkillInfo['anonymousTools'][number];
    if (anon.name === undefined) continue;
    contributions.push({
      name: anon.name,
      tool: effectiveTool(anon.value),
      contributor: self,
      site: ownSite(anon.site),
    });
  }
  for (let i = 0; i < info.mcpServers.length; i++) {
    const server = info.mcpServers[i] as SkillInfo['mcpServers'][number];
    const names = server.tools ? server.tools.map((t) => t.name) : [undefined];
    for (const toolName of names) {
      const name = mcpEntryName(server.server, toolName);
      const base = syntheticTool({
        source: 'mcp',
        mcp_server: server.server,
        mcp_tool_name: toolName ?? '*',
      });
      const override = overrideFor(server.overrides, name, toolName ?? '*');
      contributions.push({
        name,
        tool: applyOverride(base, override),
        contributor: self,
        site: ownSite(server.site),
      });
    }
  }
  for (let i = 0; i < info.agentSkills.length; i++) {
    const skill = info.agentSkills[i] as SkillInfo['agentSkills'][number];
    const folder = project.agentSkill(skill.path);
    // The name as the format compares it (trimmed, NFKC): `" my-skill "` is `my-skill`.
    const fmName = folder.frontmatter?.name;
    if (folder.status !== 'ok' || fmName === undefined) continue;
    const description = own(folder.frontmatter?.values, 'description');
    contributions.push({
      name: agentSkillEntryName(fmName),
      tool: syntheticTool({
        source: 'agent_skill',
        description: typeof description === 'string' ? description : '',
        agent_skill_path: folder.dir,
      }),
      contributor: self,
      site: ownSite(skill.site),
    });
  }
  for (let i = 0; i < info.builtins.length; i++) {
    const builtin = info.builtins[i] as SkillInfo['builtins'][number];
    const name = builtinEntryName(builtin.group);
    contributions.push({
      name,
      tool: syntheticTool({ source: 'builtin' }),
      contributor: self,
      site: ownSite(builtin.site),
    });
  }
  return contributions;
}

/** What the includes bring, added to `out`; false when an include is unknown or unflattened. */
function includeContributions(info: SkillInfo, childSet: ChildSet, out: Contribution[]): boolean {
  const add = (contribution: Contribution): boolean => {
    out.push(contribution);
    return true;
  };
  const walked = walkIncludes(info, childSet, add, (entry, tool, site, sites, child) =>
    add({
      name: entry.name,
      tool,
      contributor: child.skill,
      site,
      sites,
      tokens: tool === entry.tool ? entry.tokens : undefined,
    }),
  );
  return walked !== 'unknown';
}

function merge(self: string, input: Contribution[]): FlatSet {
  // Nearly every skill has no name with two definitions: one pass settles those; the qualifying
  // merge below takes the rest.
  const entries = collect(input, true);
  if (!entries) return qualifyingMerge(self, input);
  return { skill: self, entries, conflicts: [], tokens: tokensOf(entries) };
}

/**
 * The entries by name, in first-seen order, each with the sites it came through; undefined, when
 * `strict`, as soon as a name has a second, different definition.
 */
function collect(contributions: Contribution[], strict: boolean): Map<string, FlatEntry> | undefined {
  const entries = new Map<string, FlatEntry>();
  for (let i = 0; i < contributions.length; i++) {
    const c = contributions[i] as Contribution;
    if (!addEntry(entries, c.name, c.tool, c.site, c.sites, c.tokens, strict)) return undefined;
  }
  return entries;
}

/**
 * One entry into a set: a new name is added with its tokens (counted now unless known); a name
 * seen before gains the site, unless `strict` and its definition differs, then false.
 */
function addEntry(
  entries: Map<string, FlatEntry>,
  name: string,
  tool: EffectiveTool,
  site: EntrySite,
  sites: readonly EntrySite[] | undefined,
  tokens: number | undefined,
  strict: boolean,
): boolean {
  const existing = entries.get(name);
  if (!existing) {
    entries.set(name, { name, tool, sites: sites ?? [site], tokens: tokens ?? entryTokens(name, tool) });
    return true;
  }
  if (strict && existing.tool !== tool && toolKey(existing.tool) !== toolKey(tool)) return false;
  const pointer = site.site.pointer;
  const pointers = grownSites.get(existing);
  if (pointers) {
    if (!pointers.has(pointer)) {
      pointers.add(pointer);
      (existing.sites as EntrySite[]).push(site);
    }
  } else if (!existing.sites.some((s) => s.site.pointer === pointer)) {
    // The first site added: the list becomes the entry's own (it was shared with the include's
    // other entries), and from then on grows in place, its pointers kept in a set, so an entry
    // that arrives through k includes costs k steps, not k².
    existing.sites = [...existing.sites, site];
    grownSites.set(existing, new Set(existing.sites.map((s) => s.site.pointer)));
  }
  return true;
}

/** Entries whose site list is their own, with the pointers in it: only while their set is built. */
const grownSites = new WeakMap<FlatEntry, Set<string>>();

function tokensOf(entries: Map<string, FlatEntry>): number {
  let tokens = 0;
  entries.forEach((entry) => (tokens += entry.tokens));
  return tokens;
}

function qualifyingMerge(self: string, input: Contribution[]): FlatSet {
  const conflicts: NameConflict[] = [];
  let contributions = input;
  // Qualifying can produce a name that already exists (an entry qualified further down), so
  // repeat until every name holds one definition; a name already qualified by its contributor
  // cannot be qualified again and keeps its first definition.
  for (let round = 0; round < 8; round++) {
    const groups = byName(contributions);
    let renamed = false;
    const next: Contribution[] = [];
    for (const [name, group] of groups) {
      const first = group[0] as Contribution;
      // Most groups hold one shared object; key (deep-compare) only when they do not.
      if (group.every((c) => c.tool === first.tool || toolKey(c.tool) === toolKey(first.tool))) {
        next.push(...group);
        continue;
      }
      const conflict: NameConflict = { name, parts: [] };
      for (const c of group) {
        const canQualify = !name.startsWith(`${c.contributor}.`);
        const qualified = canQualify ? `${c.contributor}.${name}` : name;
        renamed ||= canQualify;
        next.push({ ...c, name: qualified, tokens: canQualify ? undefined : c.tokens });
        if (!conflict.parts.some((p) => p.qualified === qualified)) {
          conflict.parts.push({ contributor: c.contributor, qualified, site: c.site });
        }
      }
      conflicts.push(conflict);
    }
    contributions = next;
    if (!renamed) break;
  }
  const entries = collect(contributions, false) as Map<string, FlatEntry>;
  return { skill: self, entries, conflicts, tokens: tokensOf(entries) };
}
