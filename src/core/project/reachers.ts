// Which of a set of skills reach each skill below them, on one tree, worked out in one walk: the
// diff asks it of every skill a pull request's new includes bring, and asking each of those for
// its includers, however far up, costs the depth of the tree again for every skill of a deep chain.
import { byCodeUnits } from '../text/order.js';
import { reachable, type IncludeGraph } from './include-graph.js';

/**
 * The sources reaching the skills of one component, as the sources in it and the answers of the
 * components that include it; a component with no source of its own and one includer's answer
 * shares that answer, so a chain thousands deep below one source is one answer.
 */
interface Answer {
  own: readonly string[];
  from: readonly Answer[];
}

export class Reachers {
  private readonly answers = new Map<string, Answer>();
  private readonly listed = new Map<Answer, readonly string[]>();

  /**
   * Every skill the sources reach, components (include cycles taken as one) after every component
   * that includes them, as Kahn's algorithm orders them.
   */
  constructor(
    private readonly graph: IncludeGraph,
    sources: Iterable<string>,
  ) {
    const starts = new Set(sources);
    const reached = reachable(starts, (s) => graph.children(s));
    const own = new Map<string, string[]>();
    const below = new Map<string, Set<string>>();
    const waiting = new Map<string, number>();
    for (const skill of reached) {
      const at = graph.component(skill);
      if (!own.has(at)) own.set(at, []);
      if (starts.has(skill)) own.get(at)?.push(skill);
      for (const child of graph.children(skill)) {
        const to = graph.component(child);
        if (to === at) continue;
        let children = below.get(at);
        if (!children) below.set(at, (children = new Set()));
        if (children.has(to)) continue;
        children.add(to);
        waiting.set(to, (waiting.get(to) ?? 0) + 1);
      }
    }
    const above = new Map<string, Set<Answer>>();
    const ready = [...own.keys()].filter((at) => !waiting.has(at));
    for (const at of ready) {
      const from = [...(above.get(at) ?? [])];
      const mine = own.get(at) ?? [];
      const answer = mine.length === 0 && from.length === 1 ? (from[0] as Answer) : { own: mine, from };
      this.answers.set(at, answer);
      for (const to of below.get(at) ?? []) {
        let answers = above.get(to);
        if (!answers) above.set(to, (answers = new Set()));
        answers.add(answer);
        const left = (waiting.get(to) as number) - 1;
        waiting.set(to, left);
        if (left === 0) ready.push(to);
      }
    }
  }

  /** The sources that reach `skill` (itself where it is one), in name order; none where none does. */
  of(skill: string): readonly string[] {
    const answer = this.answers.get(this.graph.component(skill));
    if (!answer) return [];
    let found = this.listed.get(answer);
    if (!found) {
      const names = new Set<string>();
      for (const each of reachable([answer], (a) => a.from)) for (const name of each.own) names.add(name);
      found = [...names].sort(byCodeUnits);
      this.listed.set(answer, found);
    }
    return found;
  }
}
