// Renamed definitions (SPEC §6): a tool, skill or actor whose name disappears on the head while a
// new name appears with the same content. The diff then compares the new name with its old self,
// so a `git mv` (references updated, nothing else) grants nothing and is shown as `old → new`.
//
// "The same content" is the parsed document without its `name`, every reference in it (a skill's
// `tools` and `includes`, an actor's `skills`, a tool's `wraps`) read as the full name it resolves
// to, and on the base side taken through the renames already found: a skill that includes a renamed
// skill, or a tool renamed with its namespace and referred to by a bare name, still matches, and so
// does one that includes itself. An include's override keys (entry names) and an actor's policy
// patterns that name a renamed definition are mapped the same way (a pattern with `*`, where its
// skills were renamed by one swap of the part it writes: `local/devops-*` with its namespace), and
// so is an anonymous tool's
// `wraps`, which resolves in the skill's namespace. What PyYAML reads otherwise is part of the
// content: `unsafe: 0` and `unsafe: 0e0` are one value to YAML 1.2, not to PyYAML. The file's path
// plays no part. A name defined more than once, a document with a repeated key, a content that
// several new (or several old) names share is never a rename: it stays an addition and a removal,
// the reading that hides nothing.
import { byCodeUnits, neededFirst } from '../text/order.js';
import { canonicalJson } from '../power/effective.js';
import { itemsAt, own } from '../model/model.js';
import { toPointer } from '../text/pointer.js';
import type { Project } from '../project/project.js';
import type { NamedRef } from '../kinds/refs.js';
import { readingsOf } from '../kinds/tool.js';
import { repeatedEntries, yaml11Signature } from '../yaml/load.js';
import { anonymousWraps } from '../sources/anonymous-tools.js';
import { namesNoSource } from '../sources/registered-tools.js';
import { patternCovers } from '../project/actor-set.js';
import type { SourceContext } from '../sources/types.js';

type RenamedKind = 'tool' | 'skill' | 'actor';

/** One renamed definition, as the report lists it. */
export interface RenamedDefinition {
  kind: RenamedKind;
  from: string;
  to: string;
}

/** The renames between two trees: base name → head name per kind, and entry names through them. */
export class Renames {
  readonly tools = new Map<string, string>();
  readonly skills = new Map<string, string>();
  readonly actors = new Map<string, string>();
  private readonly toolsBack = new Map<string, string>();
  private readonly skillsBack = new Map<string, string>();
  private readonly actorsBack = new Map<string, string>();
  /** Starred policy patterns under the head's names, while the skills' renames stay as they are. */
  private readonly patterns = new Map<string, string>();
  private readonly budget = { left: MAX_FOLLOWED };

  /** The base name of a head skill (itself unless it was renamed). */
  baseSkill(name: string): string {
    return this.skillsBack.get(name) ?? name;
  }

  /** The base name of a head actor (itself unless it was renamed). */
  baseActor(name: string): string {
    return this.actorsBack.get(name) ?? name;
  }

  /** The base name of a head definition of any kind (itself unless it was renamed). */
  baseName(kind: RenamedKind, name: string): string {
    return this.maps(kind)[1].get(name) ?? name;
  }

  /**
   * The head's name of a base entry: a renamed tool's new name, a name a renamed skill qualifies
   * (`x/old.x/t`, flattening's `<contributor>.<name>`) under its new contributor.
   */
  entry(name: string): string {
    if (this.tools.size === 0 && this.skills.size === 0) return name;
    const parts: string[] = [];
    let rest = name;
    // Contributors are skill names (a `/`, no `:`, no `.`): an MCP tool's dots never are one.
    for (let dot = rest.indexOf('.'); dot > 0; dot = rest.indexOf('.')) {
      const contributor = rest.slice(0, dot);
      if (!contributor.includes('/') || contributor.includes(':')) break;
      parts.push(this.skills.get(contributor) ?? contributor);
      rest = rest.slice(dot + 1);
    }
    parts.push(this.tools.get(rest) ?? rest);
    return parts.join('.');
  }

  /**
   * A base policy pattern as the head names it: a renamed skill's new name, or a starred pattern
   * through the part of their names its skills were renamed by (followedPattern).
   */
  pattern(pattern: string, base: Project): string {
    if (!pattern.includes('*')) return this.skills.get(pattern) ?? pattern;
    if (this.skills.size === 0) return pattern;
    let followed = this.patterns.get(pattern);
    if (followed === undefined)
      this.patterns.set(pattern, (followed = followedPattern(pattern, base, this.skills, this.budget)));
    return followed;
  }

  /** Every rename, tools then skills then actors, each by old name. */
  list(): RenamedDefinition[] {
    const of = (kind: RenamedKind, map: Map<string, string>): RenamedDefinition[] =>
      [...map].sort(([a], [b]) => byCodeUnits(a, b)).map(([from, to]) => ({ kind, from, to }));
    return [...of('tool', this.tools), ...of('skill', this.skills), ...of('actor', this.actors)];
  }

  /** One kind's renames, old name → new. */
  of(kind: RenamedKind): ReadonlyMap<string, string> {
    return this.maps(kind)[0];
  }

  set(kind: RenamedKind, from: string, to: string): void {
    if (kind === 'skill') this.patterns.clear();
    const [forth, back] = this.maps(kind);
    forth.set(from, to);
    back.set(to, from);
  }

  unset(kind: RenamedKind, from: string): void {
    if (kind === 'skill') this.patterns.clear();
    const [forth, back] = this.maps(kind);
    back.delete(forth.get(from) as string);
    forth.delete(from);
  }

  clear(kind: RenamedKind): void {
    if (kind === 'skill') this.patterns.clear();
    for (const map of this.maps(kind)) map.clear();
  }

  /** A kind's maps: old name → new, and new → old. */
  private maps(kind: RenamedKind): [Map<string, string>, Map<string, string>] {
    if (kind === 'tool') return [this.tools, this.toolsBack];
    return kind === 'skill' ? [this.skills, this.skillsBack] : [this.actors, this.actorsBack];
  }
}

/**
 * A starred policy pattern that follows the renames of its skills (SPEC §6: a renamed namespace is
 * a rename): where every base skill it matches (or, matching none, every skill of the namespace
 * it names) was renamed by swapping its leading segments for others (`local/devops-toolkit` →
 * `dev/devops-toolkit`: `local` for `dev`), the same swap for all, and the pattern writes those
 * segments before its first star, the pattern with them swapped (`local/devops-*`
 * → `dev/devops-*`). Else the pattern itself: a skill it matches kept its name, or two were renamed
 * otherwise, and then the pattern names other skills than it did. Only a pattern whose namespace
 * (its first segment) is written without a star is followed, by the skills of that namespace, and
 * past MAX_FOLLOWED skills read in all, none is: a rename not shown is noise, never a guard hidden.
 */
function followedPattern(
  pattern: string,
  base: Project,
  renamed: ReadonlyMap<string, string>,
  budget: { left: number },
): string {
  const namespace = pattern.slice(0, pattern.indexOf('/') + 1);
  if (namespace === '' || namespace.includes('*')) return pattern;
  const skills = namespacesOf(base).get(namespace) ?? [];
  budget.left -= skills.length;
  if (budget.left < 0) return pattern;
  const matched = skills.filter((skill) => patternCovers(pattern, skill));
  // A pattern that still matches every new name of the skills it matched needs no swap (`x/s*`
  // of `x/s0` renamed `x/sv0`).
  if (matched.length > 0 && matched.every((skill) => patternCovers(pattern, renamed.get(skill) ?? skill)))
    return pattern;
  let swap: [string, string] | undefined;
  for (const skill of matched.length > 0 ? matched : skills) {
    const to = renamed.get(skill);
    if (to === undefined) return pattern;
    let common = 0;
    while (common < skill.length && common < to.length && skill.at(-1 - common) === to.at(-1 - common))
      common++;
    // Whole leading segments swapped: the part both names end with, from a `/` of it.
    const slash = skill.indexOf('/', skill.length - common);
    if (slash < 0) return pattern;
    const [from, into] = [skill.slice(0, slash), to.slice(0, to.length - (skill.length - slash))];
    if (swap && (swap[0] !== from || swap[1] !== into)) return pattern;
    swap = [from, into];
  }
  if (!swap || !pattern.startsWith(`${swap[0]}/`) || pattern.indexOf('*') < swap[0].length) return pattern;
  return `${swap[1]}${pattern.slice(swap[0].length)}`;
}

/** Skill names followedPattern reads in a diff at most (10,000 actors' patterns over 10,000 skills). */
const MAX_FOLLOWED = 1_000_000;

/** A tree's skill names by namespace (`x/` of `x/a`), once per tree. */
const namespaces = new WeakMap<Project, Map<string, string[]>>();

function namespacesOf(p: Project): Map<string, string[]> {
  let out = namespaces.get(p);
  if (!out) {
    out = new Map();
    for (const name of p.skillsByName.keys()) {
      const namespace = name.slice(0, name.indexOf('/') + 1);
      const list = out.get(namespace);
      if (list) list.push(name);
      else out.set(namespace, [name]);
    }
    namespaces.set(p, out);
  }
  return out;
}

/** What the content of a definition is compared through: where its names are, and how each reads. */
interface Rewrites {
  /** A string value at a pointer, read as this name instead. */
  values: Map<string, string>;
  /** A mapping key at a pointer (the key's own), read as this key instead. */
  keys: Map<string, string>;
}

/** One kind's definitions as the matching reads them. */
interface KindReader {
  kind: RenamedKind;
  names: (p: Project) => Map<string, readonly { def: { value: Record<string, unknown> } }[]>;
  /** The names a base definition's content depends on, of its own kind (matched first). */
  needs: (p: Project, name: string) => readonly string[];
  /** The rewrites of one definition: `renames` on the base side, undefined on the head's. */
  rewrites: (p: Project, name: string, renames: Renames | undefined) => Rewrites;
  /** What a definition reads from its own name, which is then part of its content. */
  byOwnName?: (p: Project, name: string) => string | undefined;
}

/** What a reference to the definition itself reads as on both sides (a self-include follows its rename). */
const SELF = '\u0000self';
/** What any name of a blurred set reads as (matchCycles). */
const BLURRED = '\u0000renamed';

/** A reference as its full name, through the renames on the base side. */
function refName(ref: NamedRef, map: Map<string, string> | undefined, self: string | undefined): string {
  if (ref.ref.kind !== 'local') return ref.raw;
  if (ref.ref.name === self) return SELF;
  return map?.get(ref.ref.name) ?? ref.ref.name;
}

function rewritesOf(
  refs: readonly { ref: NamedRef; map: Map<string, string> | undefined; self?: string }[],
): Rewrites {
  const values = new Map(refs.map(({ ref, map, self }) => [ref.site.pointer, refName(ref, map, self)]));
  return { values, keys: new Map() };
}

/**
 * What a tool reads from its own name. One that names a server but no `mcp_tool_name` (a reading
 * of a repeated key too) calls the tool of its short name, as a runtime may by default
 * (sources/registered-tools.ts): renamed, it calls another tool of the server, so the short name
 * is part of its content (`x/create_issue` renamed `x/merge_pull_request` is no rename). One that
 * names no folder or wrapped tool for its source (namesNoSource) runs whatever a runtime finds by
 * its name: its whole name is its content, and renamed it is always a new tool.
 */
function readByOwnName(p: Project, name: string): string | undefined {
  const info = p.tool(name);
  const readings = info ? readingsOf(info) : [];
  if (readings.some(namesNoSource)) return name;
  const byName = readings.some((r) => r.effective.mcp_server !== null && r.effective.mcp_tool_name === null);
  return byName ? name.slice(name.lastIndexOf('/') + 1) : undefined;
}

const TOOLS: KindReader = {
  kind: 'tool',
  byOwnName: readByOwnName,
  names: (p) => p.toolsByName,
  needs: (p, name) => {
    const wraps = p.tool(name)?.wraps?.ref;
    return wraps?.kind === 'local' ? [wraps.name] : [];
  },
  rewrites: (p, name, renames) => {
    const wraps = p.tool(name)?.wraps;
    return rewritesOf(wraps ? [{ ref: wraps, map: renames?.tools, self: name }] : []);
  },
};

const SKILLS: KindReader = {
  kind: 'skill',
  names: (p) => p.skillsByName,
  needs: (p, name) => p.includeGraph.children(name),
  rewrites: (p, name, renames) => {
    const info = p.skill(name);
    if (!info) return rewritesOf([]);
    // An anonymous tool's `wraps` resolves in the skill's namespace: a skill moved to another
    // namespace may wrap another tool with the same words.
    const wraps = anonymousWraps(info).map((ref) => ({ ref, map: renames?.tools }));
    const out = rewritesOf([
      ...info.tools.map((ref) => ({ ref, map: renames?.tools })),
      ...info.includes.map((ref) => ({ ref, map: renames?.skills, self: name })),
      ...wraps,
    ]);
    for (const include of info.includes)
      for (const o of include.overrides) out.keys.set(o.site.pointer, renames?.entry(o.key) ?? o.key);
    return out;
  },
};

const ACTORS: KindReader = {
  kind: 'actor',
  names: (p) => p.actorsByName,
  needs: () => [],
  rewrites: (p, name, renames) => {
    const info = p.actorsByName.get(name)?.[0];
    if (!info) return rewritesOf([]);
    const out = rewritesOf(info.skills.map((ref) => ({ ref, map: renames?.skills })));
    // A policy pattern that names a renamed skill exactly follows it, and so does one with `*`
    // whose skills were renamed by one swap of the part of their names it writes (followedPattern).
    const policy = own(info.def.value, 'skill_access_policy');
    for (const key of ['allow', 'deny'])
      for (const { item, pointer } of itemsAt(policy, key, '/skill_access_policy'))
        if (typeof item === 'string') out.values.set(pointer, renames?.pattern(item, p) ?? item);
    return out;
  },
};

/**
 * The content of a document as compared for a rename: canonical JSON (keys sorted) without the
 * top-level `name`, with the rewrites applied; undefined for a document with a repeated key.
 */
function contentOf(value: unknown, rewrites: Rewrites, pointer = ''): string | undefined {
  if (typeof value === 'string') return JSON.stringify(rewrites.values.get(pointer) ?? value);
  if (value === null || typeof value !== 'object') return canonicalJson(value);
  if (Array.isArray(value)) {
    const items = value.map((v, i) => contentOf(v, rewrites, `${pointer}/${i}`));
    return items.includes(undefined) ? undefined : `[${items.join(',')}]`;
  }
  if (repeatedEntries(value)) return undefined;
  const fields: [string, string][] = [];
  for (const key of Object.keys(value)) {
    if (pointer === '' && key === 'name') continue;
    const at = `${pointer}${toPointer([key])}`;
    const text = contentOf((value as Record<string, unknown>)[key], rewrites, at);
    if (text === undefined) return undefined;
    fields.push([rewrites.keys.get(at) ?? key, text]);
  }
  fields.sort(([a], [b]) => byCodeUnits(a, b));
  return `{${fields.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;
}

/** The names defined once on one side only, with their content, keyed by content. */
function onlyOn(
  reader: KindReader,
  side: Project,
  other: Project,
  renames: Renames | undefined,
  names: readonly string[],
  /** Names that all read alike, wherever the content names one. */
  blur?: ReadonlySet<string>,
): Map<string, string[]> {
  const byContent = new Map<string, string[]>();
  const registry = reader.names(side);
  for (const name of names) {
    const defs = registry.get(name);
    if (!defs || defs.length !== 1 || reader.names(other).has(name)) continue;
    const rewrites = reader.rewrites(side, name, renames);
    if (blur) rewrites.values.forEach((v, at) => blur.has(v) && rewrites.values.set(at, BLURRED));
    const byName = reader.byOwnName?.(side, name);
    const { value } = (defs[0] as { def: { value: unknown } }).def;
    const read = contentOf(value, rewrites);
    if (read === undefined) continue;
    // What PyYAML reads otherwise, and the tool a name calls, are part of the content.
    const readings = `${read}\u0000${yaml11Signature(value) ?? ''}`;
    const content = byName === undefined ? readings : `${readings}\u0000${byName}`;
    const list = byContent.get(content) ?? [];
    list.push(name);
    byContent.set(content, list);
  }
  return byContent;
}

/**
 * One kind's renames. The old names are read in order, each after the old names its content
 * names, so that what it refers to is already mapped; a content two old names share is dropped
 * and the kind matched again without them (what was matched through them may change).
 */
function matchKind(reader: KindReader, base: Project, head: Project, renames: Renames): void {
  const added = onlyOn(reader, head, base, undefined, [...reader.names(head).keys()]);
  const gone = [...reader.names(base).keys()].filter((n) => !reader.names(head).has(n));
  if (added.size === 0 || gone.length === 0) return;
  const excluded = new Set<string>();
  for (let again = true; again;) {
    again = false;
    renames.clear(reader.kind);
    const candidates = new Set(gone.filter((n) => !excluded.has(n)));
    const taken = new Map<string, string>();
    for (const from of neededFirst(candidates, (n) => reader.needs(base, n))) {
      const content = [...onlyOn(reader, base, head, renames, [from]).keys()][0];
      const to = content === undefined ? undefined : added.get(content);
      if (to?.length !== 1) continue;
      const [name] = to as [string];
      const other = taken.get(name);
      if (other !== undefined) {
        excluded.add(other).add(from);
        again = true;
        break;
      }
      taken.set(name, from);
      renames.set(reader.kind, from, name);
    }
  }
}

/**
 * What the ordered pass cannot match: old names whose contents name each other (an include
 * cycle). Each is paired with the one new name whose content is the same when every unmatched
 * name, old or new, reads alike; then a pair whose content differs through the pairs left is
 * dropped, until every pair holds.
 */
function matchCycles(reader: KindReader, base: Project, head: Project, renames: Renames): void {
  const map = renames.of(reader.kind);
  const taken = new Set(map.values());
  const gone = [...reader.names(base).keys()].filter((n) => !reader.names(head).has(n) && !map.has(n));
  const fresh = [...reader.names(head).keys()].filter((n) => !reader.names(base).has(n) && !taken.has(n));
  if (gone.length === 0 || fresh.length === 0) return;
  const after = onlyOn(reader, head, base, undefined, fresh, new Set(fresh));
  const pairs: [string, string][] = [];
  onlyOn(reader, base, head, renames, gone, new Set(gone)).forEach((from, content) => {
    const to = after.get(content);
    if (from.length === 1 && to?.length === 1) pairs.push([from[0] as string, to[0] as string]);
  });
  for (const [from, to] of pairs) renames.set(reader.kind, from, to);
  for (let dropped = true; dropped;) {
    dropped = false;
    for (const [from, to] of pairs) {
      if (!map.has(from)) continue;
      const was = [...onlyOn(reader, base, head, renames, [from]).keys()][0];
      const now = [...onlyOn(reader, head, base, undefined, [to]).keys()][0];
      if (was !== undefined && was === now) continue;
      renames.unset(reader.kind, from);
      dropped = true;
    }
  }
}

/** The renames of each pair of trees, found once: the pair's base asks before the diff does. */
const found = new WeakMap<Project, WeakMap<Project, Renames>>();

/** The renamed tools, skills and actors between two trees (work over the names each side lacks). */
export function findRenames(base: Project, head: Project): Renames {
  let byHead = found.get(base);
  if (!byHead) found.set(base, (byHead = new WeakMap()));
  let renames = byHead.get(head);
  if (!renames) {
    renames = new Renames();
    for (const reader of [TOOLS, SKILLS, ACTORS]) {
      matchKind(reader, base, head, renames);
      matchCycles(reader, base, head, renames);
    }
    byHead.set(head, renames);
  }
  return renames;
}

/**
 * The base as the head names it: a renamed tool or skill under its new name. A renamed definition
 * is compared with its old self, so where the head's sources ask the base of one (did the base's
 * skill list this folder, which SKILL.md did the base's tool read), they ask of its old self: a
 * SKILL.md or an inventory a pull request widens while it renames what reads it is the cause.
 */
export function baseUnderHeadNames(base: SourceContext, renames: Renames): SourceContext {
  if (renames.tools.size === 0 && renames.skills.size === 0) return base;
  return {
    tool: (name) => base.tool(renames.baseName('tool', name)),
    skill: (name) => base.skill(renames.baseSkill(name)),
    inventory: (server) => base.inventory(server),
    agentSkill: (path) => base.agentSkill(path),
    folderContent: (folder) => base.folderContent(folder),
    power: base.power,
    configuration: base.configuration,
    aux: base.aux,
    unknownReadAsEmpty: base.unknownReadAsEmpty,
    outsideRun: base.outsideRun,
    codeRun: base.codeRun,
  };
}
