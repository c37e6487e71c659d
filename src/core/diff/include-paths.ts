// Include paths from a skill in the diff down to the origins of the changes below it: what the
// report's `via` and `viaNext` say, and the review comment draws.
import { breadthFirst, pathTo, type IncludeGraph } from '../project/include-graph.js';

const MAX_PATHS = 5;
/** Paths up to this many names are written whole in `via`; a longer one by its next hop. */
const MAX_VIA_NAMES = 32;
/** Include edges the searches for paths may follow, over the whole diff; past it, one path each. */
const SEARCH_BUDGET = 2_000_000;

/** A path as a list from its first name on, sharing its rest with the paths of the skill below. */
interface PathLink {
  name: string;
  rest: PathLink | undefined;
  /** Names from here to the end. */
  length: number;
}

function link(name: string, rest?: PathLink): PathLink {
  return { name, rest, length: (rest?.length ?? 0) + 1 };
}

/** A path a search found (never empty: it holds at least its start). */
function linked(path: readonly string[]): PathLink {
  return path.reduceRight<PathLink | undefined>((rest, name) => link(name, rest), undefined) as PathLink;
}

function namesOf(link: PathLink): string[] {
  const names: string[] = [];
  for (let at: PathLink | undefined = link; at; at = at.rest) names.push(at.name);
  return names;
}

/**
 * Include paths from each skill down to the origins of the changes below it, for one tree: the
 * skills' children once, and the distance from each skill to its nearest origin once (a search
 * up from the origins), so that no skill's paths cost more than the budget shares out. A skill
 * that is no origin and includes one skill has that skill's paths, one name longer, after the
 * path to that skill when it is an origin (a search from it goes there first, and on as from
 * there): down a chain, each skill's paths are worked out once and share their rest.
 */
export class IncludePaths {
  private distance: Map<string, number> | undefined;
  private spent = 0;
  private readonly known = new Map<string, readonly PathLink[]>();

  constructor(
    private readonly graph: Pick<IncludeGraph, 'children' | 'parents'>,
    private readonly origins: Set<string>,
  ) {}

  /**
   * The shortest paths to the first MAX_PATHS origins in breadth-first order (children by name),
   * each whole when it has at most MAX_VIA_NAMES names; a longer one as its next hop, whose own
   * paths in the diff go on from there.
   */
  of(from: string): { via: string[][]; viaNext: string[] } {
    const via: string[][] = [];
    const viaNext: string[] = [];
    for (const path of this.pathsFrom(from)) {
      if (path.length <= MAX_VIA_NAMES) via.push(namesOf(path));
      else viaNext.push((path.rest as PathLink).name);
    }
    return { via, viaNext };
  }

  private pathsFrom(from: string): readonly PathLink[] {
    const above = new Set<string>();
    let at = from;
    for (;;) {
      const children = this.graph.children(at);
      if (this.known.has(at) || this.origins.has(at) || children.length !== 1) break;
      if (above.has(at)) {
        // A ring of single includes: searched from where it was entered.
        above.clear();
        at = from;
        break;
      }
      above.add(at);
      at = children[0] as string;
    }
    let paths = this.known.get(at) ?? this.searched(at);
    this.known.set(at, paths);
    for (const name of [...above].reverse()) {
      // The search from `name` meets its one include first: an origin is the first path found.
      const rests = this.origins.has(at) ? [link(at), ...paths] : paths;
      paths = rests.slice(0, MAX_PATHS).map((rest) => link(name, rest));
      this.known.set(name, paths);
      at = name;
    }
    return paths;
  }

  private searched(from: string): PathLink[] {
    const paths = this.spent < SEARCH_BUDGET ? this.search(from) : this.nearest(from);
    return paths.map(linked);
  }

  private search(from: string): string[][] {
    const found: string[] = [];
    // The search stops at the last origin it lists: the paths found by then are the same.
    const search = breadthFirst(
      [from],
      (node) => this.graph.children(node),
      (node) => this.origins.has(node) && found.push(node) >= MAX_PATHS,
    );
    this.spent += search.edges;
    return found.map((target) => pathTo(search, target));
  }

  /**
   * Past the budget: the one path the search would list first, without a search. It goes down
   * to a nearest origin, taking at each step the first child by name that is one step nearer
   * (a breadth-first search by name reaches that origin first, by that path). Cut where it
   * passes MAX_VIA_NAMES names, as only its first two are written then.
   */
  private nearest(from: string): string[][] {
    const distance = (this.distance ??= this.distances());
    let left = distance.get(from);
    if (left === undefined) return [];
    if (left === 0) {
      // An origin itself: its paths go to origins below it, as the search has them.
      const below = this.graph.children(from).filter((c) => distance.has(c));
      if (below.length === 0) return [];
      const step = below.reduce((a, b) =>
        (distance.get(b) as number) < (distance.get(a) as number) ? b : a,
      );
      left = (distance.get(step) as number) + 1;
    }
    const path = [from];
    for (let at = from, step = left - 1; step >= 0 && path.length <= MAX_VIA_NAMES; step--) {
      at = this.graph.children(at).find((c) => distance.get(c) === step) as string;
      path.push(at);
    }
    return [path];
  }

  /** Each skill's distance down to its nearest origin: one search up the includes from all origins. */
  private distances(): Map<string, number> {
    return breadthFirst(this.origins, (node) => this.graph.parents(node)).distance;
  }
}
