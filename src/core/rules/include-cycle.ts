// Includes must form a DAG. Every edge on a cycle is reported at its include entry, with a cycle
// through that edge spelled out, so each can be fixed where it stands. A small component gets the
// shortest cycle through each edge; a large one (a search per edge would be quadratic) gets the
// cycle through one root: the edge, then back to the root and down to the edge's start, from two
// searches for the whole component. A long cycle is abbreviated in the message.
import {
  breadthFirst,
  numbered,
  pathTo,
  type IncludeGraph,
  type NumberedGraph,
} from '../project/include-graph.js';
import type { RuleContext, RuleModule } from './rule.js';

/** Components up to this many skills get the shortest cycle through each edge. */
const EXACT_MEMBERS = 64;
/** Cycles up to this many names are written whole; longer ones keep their ends. */
const WHOLE_NAMES = 12;
const END_NAMES = 5;

function check(ctx: RuleContext): void {
  const { project } = ctx;
  for (const component of project.includeGraph.cycles()) {
    const graph = componentGraph(project.includeGraph, component);
    const cycleOf = component.length <= EXACT_MEMBERS ? shortestCycles(graph) : rootedCycles(graph);
    // An include listed twice names the same cycle twice: spelt once.
    const messages = new Map<number, string>();
    for (const [from, name] of component.entries()) {
      const skill = project.skill(name);
      if (!skill) continue;
      for (const include of skill.includes) {
        const to = include.ref.kind === 'local' ? graph.id.get(include.ref.name) : undefined;
        if (to === undefined) continue;
        const key = from * component.length + to;
        let message = messages.get(key);
        if (message === undefined) {
          message = `include cycle: ${spell(cycleOf(from, to), component)}`;
          messages.set(key, message);
        }
        ctx.reportAt(include.site, 'value', message);
      }
    }
  }
}

/** A component's members numbered in name order; their children, in name order too, likewise. */
function componentGraph(includes: IncludeGraph, component: string[]): NumberedGraph {
  return numbered(component, (name) => includes.children(name));
}

/** A cycle as its length and the names at its ends: the first and the last `END_NAMES`, or all. */
interface Cycle {
  length: number;
  head: number[];
  tail: number[];
}

type CycleOf = (from: number, to: number) => Cycle;

function whole(path: number[]): Cycle {
  return path.length <= WHOLE_NAMES
    ? { length: path.length, head: path, tail: [] }
    : { length: path.length, head: path.slice(0, END_NAMES), tail: path.slice(-END_NAMES) };
}

function spell(cycle: Cycle, names: string[]): string {
  const name = (i: number): string => names[i] as string;
  if (cycle.tail.length === 0) return cycle.head.map(name).join(' → ');
  const left = cycle.length - cycle.head.length - cycle.tail.length;
  const more = `… ${String(left).replace(/\B(?=(\d{3})+$)/g, ',')} more …`;
  return [...cycle.head.map(name), more, ...cycle.tail.map(name)].join(' → ');
}

/** The shortest cycle through each edge: a breadth-first search back from its end to its start. */
function shortestCycles({ successors }: NumberedGraph): CycleOf {
  return (from, to) => {
    if (from === to) return whole([from, from]);
    const back = breadthFirst(
      [to],
      (node) => successors[node] as number[],
      (node) => node === from,
    );
    return whole([from, ...pathTo(back, from)]);
  };
}

/**
 * The cycle through each edge `from → to` by way of the component's first member, the root: the
 * edge, the shortest path from `to` up to the root, and the shortest path from the root down to
 * `from`. Two searches for the component; each path's ends are kept per member, so spelling a
 * cycle costs no more than its ends. (It may pass a member twice, as a shortest cycle would not.)
 */
function rootedCycles({ successors }: NumberedGraph): CycleOf {
  const n = successors.length;
  const predecessors: number[][] = Array.from({ length: n }, () => []);
  successors.forEach((out, node) => out.forEach((next) => predecessors[next]!.push(node)));
  // Down from the root: each member's depth and the first END_NAMES names of its path (from the root).
  const down = search(successors, (parentEnds, node) =>
    parentEnds.length < END_NAMES ? [...parentEnds, node] : parentEnds,
  );
  // Up to the root: each member's distance and the last END_NAMES names of its path (to the root).
  const up = search(predecessors, (childEnds, node) =>
    childEnds.length < END_NAMES ? [node, ...childEnds] : childEnds,
  );
  const root = 0;
  return (from, to) => {
    // from, to … root, then root's path down to from without the root.
    const length = 1 + (up.distance.get(to) as number) + 1 + (down.distance.get(from) as number);
    if (length <= WHOLE_NAMES) return whole([from, ...walkUp(to), ...walkDown(from).slice(1)]);
    const upToRoot = up.ends[to] as number[];
    const downFromRoot = down.ends[from] as number[];
    const head = [from, ...startOfUp(to), ...downFromRoot.slice(1)].slice(0, END_NAMES);
    const tail = [...upToRoot, ...endOfDown(from)].slice(-END_NAMES);
    return { length, head, tail };
  };

  function walkUp(node: number): number[] {
    const path = [node];
    for (let at = node; at !== root;) path.push((at = up.parent.get(at) as number));
    return path;
  }
  function walkDown(node: number): number[] {
    const path = [node];
    for (let at = node; at !== root;) path.push((at = down.parent.get(at) as number));
    return path.reverse();
  }
  /** The first names of the path from `node` up to the root (the whole path when short). */
  function startOfUp(node: number): number[] {
    const path = [node];
    for (let at = node; at !== root && path.length < END_NAMES;)
      path.push((at = up.parent.get(at) as number));
    return path;
  }
  /** The last names of the path from the root down to `node`, the root left out. */
  function endOfDown(node: number): number[] {
    const path: number[] = [];
    for (let at = node; at !== root && path.length < END_NAMES; at = down.parent.get(at) as number)
      path.unshift(at);
    return path;
  }
}

/** Breadth-first from member 0 along `edges`: parent, distance and the ends each member inherits. */
function search(
  edges: number[][],
  extend: (parentEnds: number[], node: number) => number[],
): { parent: Map<number, number | undefined>; distance: Map<number, number>; ends: number[][] } {
  const { order, parent, distance } = breadthFirst([0], (node) => edges[node] as number[]);
  const ends: number[][] = new Array<number[]>(edges.length);
  ends[0] = [0];
  // Breadth-first order: a member's parent comes before it.
  for (const node of order.slice(1)) ends[node] = extend(ends[parent.get(node) as number] as number[], node);
  return { parent, distance, ends };
}

export const rule: RuleModule = {
  meta: {
    id: 'include-cycle',
    defaultSeverity: 'error',
    description:
      'Skill includes form a cycle (a self-include too); one finding per include edge on the cycle, naming the whole cycle.',
    scope: 'project',
    incompleteReading: true,
  },
  check,
};
