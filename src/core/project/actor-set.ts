// An actor's effective tool set (SPEC §6): the union of the flattened sets of the skills it uses,
// as its skill_access_policy allows. Skills the policy denies, or leaves out of its allow list,
// bring nothing; a read_only actor gets only the entries that are really read-only.
import type { EffectiveTool } from '../power/effective.js';
import { powerOf, stronger, type Power } from '../power/power.js';
import type { Project } from './project.js';
import type { ActorInfo } from '../kinds/actor.js';
import { unknownEntryName, unknownTool } from './unknown.js';

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

  constructor(private readonly patterns: readonly string[]) {
    patterns.forEach((pattern, index) => {
      if (!pattern.includes('*')) {
        if (!this.exact.has(pattern)) this.exact.set(pattern, index);
      } else {
        this.starred.push({ pattern, index, segments: pattern.split('/').map((s) => s.split('*')) });
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

/** Why the policy keeps a skill from an actor: a deny pattern, or an allow list that misses it. */
export type PolicyBlock = { by: 'deny'; pattern: string } | { by: 'allow' };

export function policyBlock(actor: ActorInfo, skill: string): PolicyBlock | undefined {
  const denied = patternList(actor.deny).firstMatch(skill);
  if (denied !== undefined) return { by: 'deny', pattern: denied };
  if (actor.allow && patternList(actor.allow).firstMatch(skill) === undefined) return { by: 'allow' };
  return undefined;
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
   * Its power as each skill brings it, where more than one does (powerThrough): an actor's set
   * holds an entry a map for thousands of entries, and most come through one skill.
   */
  through?: Map<string, Power>;
}

/** An entry's power as one of its skills brings it; undefined for a skill that does not bring it. */
export function powerThrough(entry: ActorEntry, skill: string): Power | undefined {
  if (entry.through) return entry.through.get(skill);
  return entry.skills[0] === skill ? entry.power : undefined;
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
  /** Entries a read_only policy holds back: not read-only, through which skill. */
  heldBack: { entry: string; skill: string }[];
}

/**
 * The effective set of every definition of an actor's name: when a name is defined twice (itself
 * an error), a loader may take either, so the gate takes both.
 */
export function actorSet(project: Project, actors: readonly ActorInfo[]): ActorSet {
  const set: ActorSet = { entries: new Map(), skills: new Map(), heldBack: [] };
  for (const actor of actors) {
    for (const ref of actor.skills) {
      if (ref.ref.kind !== 'local') {
        set.skills.set(ref.raw, { status: 'remote' });
        // A skill of a registry the repository cannot see may hold anything (SPEC §3); so may one
        // whose name breaks the grammar: a runtime may still find it (silencing invalid-name must
        // not hide it from the gate, SPEC §6).
        if (ref.ref.kind === 'remote') add(set, actor, ref.raw, ref.raw, unknownTool(ref.raw));
        else add(set, actor, ref.raw, unknownEntryName(ref.raw), unknownTool(ref.raw));
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
          add(set, actor, skill, unknownEntryName(skill), unknownTool(skill));
        continue;
      }
      set.skills.set(skill, { status: 'used' });
      flat.entries.forEach((e) => add(set, actor, skill, e.name, e.tool));
    }
  }
  return set;
}

/** An entry a skill brings into an actor's set, as its policy allows. */
function add(set: ActorSet, actor: ActorInfo, skill: string, name: string, tool: EffectiveTool): void {
  const power = powerOf(tool);
  if (actor.readOnly && !power.read_only) {
    set.heldBack.push({ entry: name, skill });
    return;
  }
  const existing = set.entries.get(name);
  if (!existing) {
    set.entries.set(name, { name, tools: [tool], skills: [skill], power });
    return;
  }
  // The skills that bring an entry are the keys of `through` once there are two, and a definition
  // the entry already has adds no power: with hundreds of skills bringing one base, searching the
  // lists and joining each time cost actors x entries x skills squared.
  const brought = existing.through ? existing.through.has(skill) : existing.skills[0] === skill;
  if (!brought) {
    // A second skill: until now, the entry's power was the first one's.
    existing.through ??= new Map([[existing.skills[0] as string, existing.power]]);
    existing.skills.push(skill);
  }
  if (addTool(existing, tool)) existing.power = stronger(existing.power, power);
  const seen = existing.through?.get(skill);
  existing.through?.set(skill, seen && brought ? stronger(seen, power) : power);
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
