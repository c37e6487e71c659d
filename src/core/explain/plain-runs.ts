// Plain runs of includes, for explain's paths. A skill with one include passes down unchanged
// every entry it does not define itself, no conflict touched in it and no override of that include
// names (FlatSet.onlyInclude): a step through it adds a name to the path and nothing else (no
// override layer, nothing it runs). A ladder of skills, each defining one entry and including the
// next, holds in its top set an entry per rung, each brought through every rung above its own; so
// does a chain whose every level overrides and renames one name, each other name passing through.
// Walked step by step, the paths are the square of the depth. Here a walk jumps from a skill
// straight to the first skill below that stops the entry (or has no only include), the skills it
// passes kept as slices.
import { bareKeyOf, passesThrough, type EntrySite, type OnlyInclude } from '../project/flatten.js';
import type { Project } from '../project/project.js';

/** Skills a jump passed, as a slice of a run's list (shared by every jump through the run). */
export interface Passed {
  readonly skills: readonly string[];
  readonly from: number;
  readonly to: number;
}

/**
 * A stretch of a run: skills each including the next as their only include, by position the
 * names and the bare override keys that stop an entry at each, and the skill the last includes.
 */
interface Stretch {
  readonly skills: string[];
  /** For each name (own, touched by a conflict, or an override's key), ascending positions. */
  readonly names: Map<string, number[]>;
  /** For each override key, as the bare key of the entries it may apply to, ascending positions. */
  readonly bareKeys: Map<string, number[]>;
  readonly next: string;
}

interface Jump {
  /** The included skill the step goes through (its site is the skill's only include). */
  site: EntrySite;
  /** Where the walk goes on: the first skill below that stops the entry or is no plain step. */
  skill: string;
  /** The skills between the two, in order. */
  passed: readonly Passed[];
}

export class PlainRuns {
  private readonly only = new Map<string, OnlyInclude | null>();
  private readonly at = new Map<string, { stretch: Stretch; index: number }>();

  constructor(private readonly project: Project) {}

  /**
   * The jump from `skill`'s entry `name`, when the skill passes it down unchanged (its only
   * include brings it as it is); undefined when the walk must look itself.
   */
  jump(skill: string, name: string): Jump | undefined {
    const only = this.onlyIncludeOf(skill);
    if (!only?.site.via || !passesThrough(only, name)) return undefined;
    const passed: Passed[] = [];
    let next = only.site.via;
    // Each stretch is passed at most once: a run has no cycle (a cycle has no flattened set).
    for (let hops = 0; hops <= this.at.size + 1; hops++) {
      if (!this.onlyIncludeOf(next)?.site.via) break;
      const { stretch, index } = this.stretchAt(next);
      const stop = firstStop(stretch, name, index);
      if (stop !== undefined) {
        if (stop > index) passed.push({ skills: stretch.skills, from: index, to: stop });
        next = stretch.skills[stop] as string;
        break;
      }
      passed.push({ skills: stretch.skills, from: index, to: stretch.skills.length });
      next = stretch.next;
    }
    return { site: only.site, skill: next, passed };
  }

  private onlyIncludeOf(skill: string): OnlyInclude | undefined {
    let only = this.only.get(skill);
    if (only === undefined) {
      only = this.project.flatten(skill)?.onlyInclude() ?? null;
      this.only.set(skill, only);
    }
    return only ?? undefined;
  }

  /** The stretch holding `skill` (a skill with an only include), made down from it on first use. */
  private stretchAt(skill: string): { stretch: Stretch; index: number } {
    const known = this.at.get(skill);
    if (known) return known;
    const skills: string[] = [];
    const names = new Map<string, number[]>();
    const bareKeys = new Map<string, number[]>();
    let current = skill;
    for (let only = this.onlyIncludeOf(current); only?.site.via && !this.at.has(current);) {
      const index = skills.length;
      for (const name of only.names) at(names, name, index);
      for (const key of only.overrideKeys) {
        at(names, key, index);
        at(bareKeys, key, index);
      }
      skills.push(current);
      current = only.site.via;
      only = this.onlyIncludeOf(current);
    }
    const stretch: Stretch = { skills, names, bareKeys, next: current };
    skills.forEach((name, index) => this.at.set(name, { stretch, index }));
    return { stretch, index: 0 };
  }
}

/** Adds `index` to `key`'s ascending positions, once. */
function at(positions: Map<string, number[]>, key: string, index: number): void {
  const list = positions.get(key);
  if (!list) positions.set(key, [index]);
  else if (list[list.length - 1] !== index) list.push(index);
}

/** The first position at or after `index` of a skill in `stretch` that stops the entry `name`. */
function firstStop(stretch: Stretch, name: string, index: number): number | undefined {
  const byName = firstAtOrAfter(stretch.names.get(name), index);
  const bare = bareKeyOf(name);
  const byKey = bare === undefined ? undefined : firstAtOrAfter(stretch.bareKeys.get(bare), index);
  if (byName === undefined || byKey === undefined) return byName ?? byKey;
  return Math.min(byName, byKey);
}

/** The first of ascending `positions` at or after `index`. */
function firstAtOrAfter(positions: readonly number[] | undefined, index: number): number | undefined {
  if (!positions) return undefined;
  let [low, high] = [0, positions.length];
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((positions[mid] as number) < index) low = mid + 1;
    else high = mid;
  }
  return positions[low];
}

/** How many skills the slices hold. */
export function passedCount(passed: readonly Passed[] | undefined): number {
  let count = 0;
  for (const p of passed ?? []) count += p.to - p.from;
  return count;
}
