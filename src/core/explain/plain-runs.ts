// Plain runs of includes, for explain's paths. A skill whose only include has no override and no
// conflict (FlatSet.soleInclude) passes every entry it does not define itself down unchanged: a
// step through it adds a name to the path and nothing else (no override layer, nothing it runs).
// A ladder of such skills, each defining one entry and including the next, holds in its top set
// an entry per rung, each brought through every rung above its own: walked step by step, the
// paths are the square of the depth. Here a walk jumps from a skill straight to the first skill
// below that defines the entry itself (or is no such skill), the rungs it passes kept as slices.
import type { EntrySite } from '../project/flatten.js';
import type { Project } from '../project/project.js';

/** Skills a jump passed, as a slice of a run's list (shared by every jump through the run). */
export interface Passed {
  readonly skills: readonly string[];
  readonly from: number;
  readonly to: number;
}

/**
 * A stretch of a run: skills each including the next as its sole include, the names each defines
 * itself by position, and the skill its last one includes.
 */
interface Stretch {
  readonly skills: string[];
  /** For each name, the ascending positions of the skills that define it themselves. */
  readonly defines: Map<string, number[]>;
  readonly next: string;
}

interface Jump {
  /** The included skill the step goes through (its site is the skill's sole include). */
  site: EntrySite;
  /** Where the walk goes on: the first skill below that defines the entry or is no plain step. */
  skill: string;
  /** The skills between the two, in order. */
  passed: readonly Passed[];
}

export class PlainRuns {
  private readonly sole = new Map<string, EntrySite | null>();
  private readonly at = new Map<string, { stretch: Stretch; index: number }>();

  constructor(private readonly project: Project) {}

  /**
   * The jump from `skill`'s entry `name`, when the skill passes it down unchanged (its sole
   * include brings it, the skill does not define it); undefined when the walk must look itself.
   */
  jump(skill: string, name: string): Jump | undefined {
    const site = this.soleIncludeOf(skill);
    if (!site?.via || this.project.flatten(skill)?.definesOwn(name)) return undefined;
    const passed: Passed[] = [];
    let next = site.via;
    // Each stretch is passed at most once: a run has no cycle (a cycle has no flattened set).
    for (let hops = 0; hops <= this.at.size + 1; hops++) {
      if (!this.soleIncludeOf(next)) break;
      const { stretch, index } = this.stretchAt(next);
      const stop = firstAtOrAfter(stretch.defines.get(name), index);
      if (stop !== undefined) {
        if (stop > index) passed.push({ skills: stretch.skills, from: index, to: stop });
        next = stretch.skills[stop] as string;
        break;
      }
      passed.push({ skills: stretch.skills, from: index, to: stretch.skills.length });
      next = stretch.next;
    }
    return { site, skill: next, passed };
  }

  private soleIncludeOf(skill: string): EntrySite | undefined {
    let site = this.sole.get(skill);
    if (site === undefined) {
      site = this.project.flatten(skill)?.soleInclude() ?? null;
      this.sole.set(skill, site);
    }
    return site ?? undefined;
  }

  /** The stretch holding `skill` (a plain skill), made down from it on first use. */
  private stretchAt(skill: string): { stretch: Stretch; index: number } {
    const known = this.at.get(skill);
    if (known) return known;
    const skills: string[] = [];
    const defines = new Map<string, number[]>();
    let current = skill;
    for (let site = this.soleIncludeOf(current); site?.via && !this.at.has(current);) {
      for (const name of this.project.flatten(current)?.ownNames() ?? []) {
        const list = defines.get(name) ?? [];
        list.push(skills.length);
        defines.set(name, list);
      }
      skills.push(current);
      current = site.via;
      site = this.soleIncludeOf(current);
    }
    const stretch: Stretch = { skills, defines, next: current };
    skills.forEach((name, index) => this.at.set(name, { stretch, index }));
    return { stretch, index: 0 };
  }
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
