// An actor's effective tool set (SPEC §6): the union of the flattened sets of the skills it uses,
// as its skill_access_policy allows. Skills the policy denies, or leaves out of its allow list,
// bring nothing; a read_only actor gets only the entries that are really read-only.
import type { EffectiveTool } from '../power/effective.js';
import type { FlatEntry } from '../sets/flat-entries.js';
import { powerOf, stronger, type Power } from '../power/power.js';
import type { Project } from './project.js';
import type { ActorInfo } from '../kinds/actor.js';
import { unknownTool } from './unknown.js';
import { unknownEntryName } from '../sources/unknown.js';
import { patternReadAlike, widestPattern } from '../model/names.js';

/**
 * A policy pattern: a skill name where `*` matches within one segment (SPEC §3). Matched piece by
 * piece, never by a backtracking regular expression (SPEC §9: `*a*a*a*…b` against a long name of
 * a's took minutes): the segments pair up one to one, and within one a star-only pattern matches
 * when its pieces appear in order, the first at the start and the last at the end, each taken at
 * its leftmost place after the one before. Time linear in the name, whatever the stars.
 */
function patternMatches(pattern: StarredPattern, nameSegments: readonly string[]): boolean {
  if (pattern.segments.length !== nameSegments.length) return false;
  return pattern.segments.every((pieces, i) => segmentMatches(pieces, nameSegments[i] as string));
}

function segmentMatches(pieces: readonly string[], segment: string): boolean {
  if (pieces.length === 1) return pieces[0] === segment;
  const first = pieces[0] as string;
  const last = pieces[pieces.length - 1] as string;
  if (first.length + last.length > segment.length) return false;
  if (!segment.startsWith(first) || !segment.endsWith(last)) return false;
  // The middle pieces, leftmost first, between the first piece and the last.
  let at = first.length;
  const end = segment.length - last.length;
  for (let i = 1; i < pieces.length - 1; i++) {
    const piece = pieces[i] as string;
    if (piece === '') continue;
    const found = segment.indexOf(piece, at);
    if (found < 0 || found + piece.length > end) return false;
    at = found + piece.length;
  }
  return true;
}

/**
 * Whether every name `narrow` matches, `wide` matches too (both patterns every reader reads
 * alike). `wide` is matched against `narrow`'s text, where a star of `narrow` is a character only
 * a star of `wide` can take (a name holds none): each name `narrow` matches then takes the same
 * alignment, a star of `wide` taking what the star of `narrow` took. Sound, not complete: a pair
 * it cannot align is read as not covered. Linear in the patterns, as patternMatches is.
 */
export function patternCovers(wide: string, narrow: string): boolean {
  if (!patternReadAlike(wide) || !patternReadAlike(narrow)) return wide === narrow;
  const segments = wide.split('/').map((s) => s.split('*'));
  return patternMatches({ pattern: wide, index: 0, segments }, narrow.split('/'));
}

/** A pattern with a star, split once into its segments and each segment's pieces. */
interface StarredPattern {
  pattern: string;
  /** Its place in the list: the first pattern that matches is the one a finding names. */
  index: number;
  segments: string[][];
}

/**
 * A policy's list of patterns, read once: a pattern without a star matches its name only, so
 * those are looked up, and only the starred ones are matched one by one. An allow list that
 * names each of thousands of skills costs a look-up per skill, not a match per pattern.
 */
class PatternList {
  private readonly exact = new Map<string, number>();
  private readonly starred: StarredPattern[] = [];
  /**
   * Whether another reader may read the list as letting every skill in: it holds a pattern that
   * reader reads otherwise (patternReadAlike), or no pattern at all (a runtime that asks
   * `if policy.allow:` takes an empty list for none given).
   */
  readonly readOtherwise: boolean;

  /** `read`: each pattern as it is matched (the written one is what a match names). */
  constructor(
    private readonly patterns: readonly string[],
    read: (pattern: string) => string = (p) => p,
  ) {
    this.readOtherwise = patterns.length === 0 || patterns.some((p) => !patternReadAlike(p));
    patterns.forEach((written, index) => {
      const pattern = read(written);
      if (!pattern.includes('*')) {
        if (!this.exact.has(pattern)) this.exact.set(pattern, index);
      } else {
        this.starred.push({ pattern: written, index, segments: pattern.split('/').map((s) => s.split('*')) });
      }
    });
  }

  /** Each name's first match, once: the check, the diff's two trees and its readers all ask. */
  private readonly matched = new Map<string, string | null>();

  /** The first pattern of the list that matches `name`. */
  firstMatch(name: string): string | undefined {
    let found = this.matched.get(name);
    if (found === undefined) {
      found = this.search(name) ?? null;
      this.matched.set(name, found);
    }
    return found ?? undefined;
  }

  private search(name: string): string | undefined {
    const exactAt = this.exact.get(name) ?? this.patterns.length;
    const segments = this.starred.length > 0 ? name.split('/') : [];
    for (const starred of this.starred) {
      if (starred.index > exactAt) break;
      if (patternMatches(starred, segments)) return starred.pattern;
    }
    return this.patterns[exactAt];
  }
}

const patternLists = new WeakMap<readonly string[], PatternList>();

function patternList(patterns: readonly string[]): PatternList {
  let list = patternLists.get(patterns);
  if (!list) patternLists.set(patterns, (list = new PatternList(patterns)));
  return list;
}

/** Each judged base's deny list read with its dropped patterns at their widest, once per actor. */
const widestDenyLists = new WeakMap<ActorInfo, PatternList>();

function denyList(actor: ActorInfo): PatternList {
  const widest = actor.denyAtWidest;
  if (!widest) return patternList(actor.deny);
  let list = widestDenyLists.get(actor);
  if (!list) {
    list = new PatternList(actor.deny, (p) => (widest.has(p) ? widestPattern(p) : p));
    widestDenyLists.set(actor, list);
  }
  return list;
}

/** Why the policy keeps a skill from an actor: a deny pattern, or an allow list that misses it. */
export type PolicyBlock = { by: 'deny'; pattern: string } | { by: 'allow' };

/**
 * What keeps a skill from an actor, as the gate reads the policy: an allow list that holds a
 * pattern another reader reads otherwise (patternReadAlike), or that is empty, may allow any skill
 * (SPEC §6: what the checker cannot see is the most it could be). `asWritten` reads it as SPEC §3
 * does, for the skill-access finding, which still names the skill the list does not match.
 */
export function policyBlock(actor: ActorInfo, skill: string, asWritten = false): PolicyBlock | undefined {
  const denied = denyList(actor).firstMatch(skill);
  if (denied !== undefined) return { by: 'deny', pattern: denied };
  if (!actor.allow) return undefined;
  const allow = patternList(actor.allow);
  if (!asWritten && allow.readOtherwise) return undefined;
  return allow.firstMatch(skill) === undefined ? { by: 'allow' } : undefined;
}

/** The pattern of the actor's allow list that lets the skill in, as written there. */
export function allowingPattern(actor: ActorInfo, skill: string): string | undefined {
  return actor.allow ? patternList(actor.allow).firstMatch(skill) : undefined;
}

/** One entry of an actor's set, with every skill that brings it and the stronger reading of all. */
export interface ActorEntry {
  name: string;
  /** The distinct definitions the skills give it, first seen first. */
  tools: EffectiveTool[];
  /** Skills that bring it, in the actor's order. */
  skills: string[];
  /** The stronger reading of every definition it has. */
  power: Power;
  /**
   * Its power as each skill brings it, where two skills bring it with different powers
   * (powerThrough); without it, each skill brings `power`.
   */
  through?: Map<string, Power>;
}

/** An entry's power as one of its skills brings it (`skill` one of `entry.skills`). */
export function powerThrough(entry: ActorEntry, skill: string): Power | undefined {
  return entry.through ? entry.through.get(skill) : entry.power;
}

/** What a skill of the actor brings, or why it brings nothing. */
type SkillStanding =
  | { status: 'used' }
  | { status: 'blocked'; block: PolicyBlock }
  | { status: 'unknown' }
  | { status: 'remote' };

export interface ActorSet {
  entries: Map<string, ActorEntry>;
  /** Each local skill the actor lists, by name. */
  skills: Map<string, SkillStanding>;
  /**
   * Entries a read_only policy holds back (not read-only), by the skill that would bring them, in
   * the order met: a skill's set shared by every read-only actor that uses the skill.
   */
  heldBack: Map<string, ReadonlySet<string>>;
}

/**
 * The effective set of every definition of an actor's name: when a name is defined twice (itself
 * an error), a loader may take either, so the gate takes both. With `only`, the entries under
 * those names alone (the skills' standings and held-back names whole): what the diff compares of
 * an actor whose document did not change, whose other entries its skills give alike on each side.
 */
export function actorSet(
  project: Project,
  actors: readonly ActorInfo[],
  only?: ReadonlySet<string>,
): ActorSet {
  const set: ActorSet = { entries: new Map(), skills: new Map(), heldBack: new Map() };
  // The skills whose entries were added, with the actor's read_only: `${readOnly}\0${skill}`.
  const added = new Set<string>();
  for (const actor of actors) {
    for (const ref of actor.skills) {
      if (ref.ref.kind !== 'local') {
        set.skills.set(ref.raw, { status: 'remote' });
        // A skill of a registry the repository cannot see may hold anything (SPEC §3); so may one
        // whose name breaks the grammar: a runtime may still find it (silencing invalid-name must
        // not hide it from the gate, SPEC §6).
        if (ref.ref.kind === 'remote') add(set, actor, ref.raw, ref.raw, unknownTool(ref.raw), true);
        else add(set, actor, ref.raw, unknownEntryName(ref.raw), unknownTool(ref.raw), true);
        continue;
      }
      const skill = ref.ref.name;
      const block = policyBlock(actor, skill);
      if (block) {
        if (set.skills.get(skill)?.status !== 'used') set.skills.set(skill, { status: 'blocked', block });
        continue;
      }
      const flat = project.flatten(skill);
      if (!flat) {
        if (set.skills.get(skill)?.status !== 'used') set.skills.set(skill, { status: 'unknown' });
        // On a comparison's head, a skill that cannot be known is the most it could be (unknown.ts).
        if (project.unknownAsMostPowerful)
          add(set, actor, skill, unknownEntryName(skill), unknownTool(skill), true);
        continue;
      }
      set.skills.set(skill, { status: 'used' });
      // A skill met again under the same read_only brings nothing new.
      const key = `${actor.readOnly}\u0000${skill}`;
      if (added.has(key)) continue;
      const before = added.has(`${!actor.readOnly}\u0000${skill}`);
      added.add(key);
      if (!actor.readOnly) {
        for (const e of only ? picked(flat.entries, only) : flat.entries.values())
          add(set, actor, skill, e.name, e.tool, before);
      } else {
        const { writers, readers } = splitOf(flat.entries);
        holdBack(set, skill, writers);
        for (const e of only ? picked(flat.entries, only).filter((r) => !writers.has(r.name)) : readers)
          add(set, actor, skill, e.name, e.tool, before);
      }
    }
  }
  return set;
}

/**
 * A flattened set's entries under the names asked: in the set's order where the names are as many
 * as its entries, else in the names' (the diff sorts what it lists).
 */
function picked(entries: ReadonlyMap<string, FlatEntry>, names: ReadonlySet<string>): FlatEntry[] {
  if (names.size >= entries.size) return [...entries.values()].filter((e) => names.has(e.name));
  const out: FlatEntry[] = [];
  for (const name of names) {
    const entry = entries.get(name);
    if (entry) out.push(entry);
  }
  return out;
}

/** Entries a read_only actor's skill would bring that are not read-only: held back. */
function holdBack(set: ActorSet, skill: string, names: ReadonlySet<string>): void {
  if (names.size === 0) return;
  const held = set.heldBack.get(skill);
  set.heldBack.set(skill, !held || held === names ? names : new Set([...held, ...names]));
}

/** A flattened set's entries that are not read-only (by name) and those that are. */
interface Split {
  writers: ReadonlySet<string>;
  readers: readonly FlatEntry[];
}

/** Each flattened set's split, read once: every read-only actor that uses the skill asks. */
const splits = new WeakMap<ReadonlyMap<string, FlatEntry>, Split>();

/** The names of a flattened set's entries that are not read-only (a read_only policy holds them back). */
export function writersIn(entries: ReadonlyMap<string, FlatEntry>): ReadonlySet<string> {
  return splitOf(entries).writers;
}

function splitOf(entries: ReadonlyMap<string, FlatEntry>): Split {
  let split = splits.get(entries);
  if (!split) {
    const writers = new Set<string>();
    const readers: FlatEntry[] = [];
    entries.forEach((e) => (powerOf(e.tool).read_only ? readers.push(e) : writers.add(e.name)));
    splits.set(entries, (split = { writers, readers }));
  }
  return split;
}

/**
 * An entry a skill brings into an actor's set, as its policy allows; `before` where the skill may
 * have brought it already. The entry keeps each skill's power (`through`) only once two differ,
 * and joins a definition's power only when the definition is new to it: with hundreds of skills
 * bringing one base, a map per entry and a join per skill cost actors x skills x entries objects.
 */
function add(
  set: ActorSet,
  actor: ActorInfo,
  skill: string,
  name: string,
  tool: EffectiveTool,
  before: boolean,
): void {
  const power = powerOf(tool);
  if (actor.readOnly && !power.read_only) {
    holdBack(set, skill, new Set([name]));
    return;
  }
  const existing = set.entries.get(name);
  if (!existing) {
    set.entries.set(name, { name, tools: [tool], skills: [skill], power });
    return;
  }
  const brought = before && broughtBy(existing, skill);
  const through = existing.through ?? (power === existing.power ? undefined : throughOf(existing));
  if (!brought) {
    existing.skills.push(skill);
    skillSets.get(existing)?.add(skill);
  }
  if (addTool(existing, tool)) existing.power = stronger(existing.power, power);
  const seen = through?.get(skill);
  through?.set(skill, seen && brought ? stronger(seen, power) : power);
}

/** The power each skill so far brings an entry with: until now, all the entry's one power. */
function throughOf(entry: ActorEntry): Map<string, Power> {
  entry.through = new Map(entry.skills.map((skill) => [skill, entry.power]));
  return entry.through;
}

/** Each actor entry's skills as a set, made where a skill meets the entry again. */
const skillSets = new WeakMap<ActorEntry, Set<string>>();

function broughtBy(entry: ActorEntry, skill: string): boolean {
  if (entry.through) return entry.through.has(skill);
  let skills = skillSets.get(entry);
  if (!skills) skillSets.set(entry, (skills = new Set(entry.skills)));
  return skills.has(skill);
}

/** Each actor entry's definitions as a set, once it has more than one. */
const toolSets = new WeakMap<ActorEntry, Set<EffectiveTool>>();

/** Adds a definition to an entry's; false where it already had it. */
function addTool(entry: ActorEntry, tool: EffectiveTool): boolean {
  if (entry.tools.length === 1) {
    if (entry.tools[0] === tool) return false;
    entry.tools.push(tool);
    toolSets.set(entry, new Set(entry.tools));
    return true;
  }
  const tools = toolSets.get(entry) as Set<EffectiveTool>;
  if (tools.has(tool)) return false;
  tools.add(tool);
  entry.tools.push(tool);
  return true;
}
