// A cascaded skill's include paths for display. A path of at most 32 names is in the skill's own
// `via`; a longer one is written as its next hop (`viaNext`) and goes on through that skill's
// entry in the diff, so it is followed here, hop by hop, once per skill, keeping only its ends.
import type { ReportDiff, SkillDiff } from '../core/diff/types.js';

/** A path, whole (`omitted` 0) or as its first and last names with `omitted` between them. */
interface ShownPath {
  head: string[];
  omitted: number;
  tail: string[];
  /** The path stops at a skill the diff does not list, so where it leads is not shown. */
  open: boolean;
}

const ENDS = 3;

function fromNames(names: string[], whole: number, open = false): ShownPath {
  return names.length <= whole
    ? { head: names, omitted: 0, tail: [], open }
    : { head: names.slice(0, ENDS), omitted: names.length - 2 * ENDS, tail: names.slice(-ENDS), open };
}

function prepend(name: string, path: ShownPath, whole: number): ShownPath {
  if (path.omitted === 0) return fromNames([name, ...path.head], whole, path.open);
  const head = [name, ...path.head];
  return { head: head.slice(0, ENDS), omitted: path.omitted + 1, tail: path.tail, open: path.open };
}

interface Followed {
  skills: Map<string, SkillDiff>;
  /** Each followed skill's first path, from itself, by how many names are shown whole. */
  first: Map<string, ShownPath>;
}
const followed = new WeakMap<ReportDiff, Followed>();

/**
 * The skill's paths: `via`'s, then each `viaNext` followed through the diff; a path of more than
 * `whole` names is shown by its ends.
 */
export function shownPaths(skill: SkillDiff, diff: ReportDiff, whole: number): ShownPath[] {
  let state = followed.get(diff);
  if (!state) {
    state = { skills: new Map(diff.skills.map((s) => [s.name, s])), first: new Map() };
    followed.set(diff, state);
  }
  const { skills, first } = state;
  const firstOf = (name: string): ShownPath => {
    // Down the next hops to a skill with a whole path, one already followed, or none.
    const chain: string[] = [];
    const seen = new Set<string>();
    let path: ShownPath | undefined;
    for (let at: string | undefined = name; path === undefined;) {
      const known = first.get(`${whole} ${at}`);
      if (known) {
        path = known;
        break;
      }
      const entry = skills.get(at);
      const own = entry?.via[0];
      const next = entry?.viaNext?.[0];
      seen.add(at);
      if (own) path = fromNames(own, whole);
      else if (next === undefined || seen.has(next)) path = { head: [at], omitted: 0, tail: [], open: true };
      else {
        chain.push(at);
        at = next;
      }
    }
    for (let i = chain.length - 1; i >= 0; i--) {
      path = prepend(chain[i] as string, path, whole);
      first.set(`${whole} ${chain[i] as string}`, path);
    }
    return path;
  };
  return [
    ...skill.via.map((p) => fromNames(p, whole)),
    ...(skill.viaNext ?? []).map((next) => prepend(skill.name, firstOf(next), whole)),
  ];
}

/** The last name of a path (an open path's is where it stops). */
export function pathEnd(path: ShownPath): string {
  return (path.tail.at(-1) ?? path.head.at(-1)) as string;
}

/** The path's names joined by arrows, each shown by `show`. */
export function pathWords(
  path: ShownPath,
  show: (name: string) => string,
  more: (n: number) => string,
): string {
  const words = [...path.head.map(show)];
  if (path.omitted > 0) words.push(more(path.omitted), ...path.tail.map(show));
  if (path.open) words.push('…');
  return words.join(' → ');
}
