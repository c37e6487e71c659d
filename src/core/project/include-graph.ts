// The include graph of one tree and its algorithms, in one place: each skill's includes and
// includers, the components that hold a cycle (Tarjan's algorithm), breadth-first searches with
// parent pointers (shortest paths), and everything a set of skills reaches. The cycle rule, the
// flattening memo, the diff and explain all walk includes through here.
import type { IncludeEntry, SkillInfo } from '../kinds/skill.js';
import { byCodeUnits } from '../text/order.js';

/** What the graph needs of a tree: its skills by name (every definition of a name counts). */
interface SkillSource {
  readonly skillsByName: ReadonlyMap<string, readonly SkillInfo[]>;
}

export class IncludeGraph {
  private readonly childMemo = new Map<string, string[]>();
  private parentMemo: Map<string, string[]> | undefined;
  private cycleMemo: string[][] | undefined;
  private componentMemo: Map<string, string> | undefined;

  constructor(private readonly source: SkillSource) {}

  /** The skills a skill includes by local name (known or not), each once, in name order. */
  children(name: string): readonly string[] {
    let out = this.childMemo.get(name);
    if (!out) {
      // Every definition's includes: a name defined twice resolves to all (project.ts).
      const includes = (this.source.skillsByName.get(name) ?? []).flatMap((s) => s.includes);
      out = [...new Set(localNames(includes))].sort(byCodeUnits);
      this.childMemo.set(name, out);
    }
    return out;
  }

  /** The skills that include `name`, each once, in name order. */
  parents(name: string): readonly string[] {
    if (!this.parentMemo) {
      const parents = new Map<string, string[]>();
      for (const skill of [...this.source.skillsByName.keys()].sort(byCodeUnits)) {
        for (const child of this.children(skill)) {
          const list = parents.get(child);
          if (list) list.push(skill);
          else parents.set(child, [skill]);
        }
      }
      this.parentMemo = parents;
    }
    return this.parentMemo.get(name) ?? [];
  }

  /**
   * The components that hold a cycle (more than one skill, or a skill that includes itself), each
   * in name order, ordered by their first name. Tarjan's algorithm, iterative: chains can be
   * thousands deep.
   */
  cycles(): string[][] {
    if (this.cycleMemo) return this.cycleMemo;
    const names = [...this.source.skillsByName.keys()].sort(byCodeUnits);
    // Includes of known skills as numbers: the walk itself then looks nothing up by name.
    const { successors } = numbered(names, (name) => this.children(name));
    const index = new Int32Array(names.length).fill(-1);
    const low = new Int32Array(names.length);
    const onStack = new Uint8Array(names.length);
    const stack: number[] = [];
    const components: string[][] = [];
    let counter = 0;
    for (let start = 0; start < names.length; start++) {
      if (index[start] !== -1) continue;
      const work: { node: number; i: number }[] = [];
      const open = (node: number): void => {
        index[node] = low[node] = counter++;
        stack.push(node);
        onStack[node] = 1;
        work.push({ node, i: 0 });
      };
      open(start);
      while (work.length > 0) {
        const frame = work[work.length - 1] as { node: number; i: number };
        const succ = successors[frame.node] as number[];
        if (frame.i < succ.length) {
          const next = succ[frame.i++] as number;
          if (index[next] === -1) open(next);
          else if (onStack[next]) low[frame.node] = Math.min(low[frame.node]!, index[next]!);
          continue;
        }
        work.pop();
        const parent = work[work.length - 1];
        if (parent) low[parent.node] = Math.min(low[parent.node]!, low[frame.node]!);
        if (low[frame.node] !== index[frame.node]) continue;
        const component: string[] = [];
        let member: number;
        do {
          member = stack.pop() as number;
          onStack[member] = 0;
          component.push(names[member] as string);
        } while (member !== frame.node);
        if (component.length > 1 || succ.includes(frame.node)) components.push(component.sort(byCodeUnits));
      }
    }
    this.cycleMemo = components.sort((a, b) => byCodeUnits(a[0] as string, b[0] as string));
    return this.cycleMemo;
  }

  /**
   * The skill that stands for `name`'s include cycle (the cycle's first name), or `name` itself
   * where it is in none: every skill of a cycle reaches every other, so a walk may take them as one.
   */
  component(name: string): string {
    if (!this.componentMemo) {
      this.componentMemo = new Map();
      for (const cycle of this.cycles())
        for (const member of cycle) this.componentMemo.set(member, cycle[0] as string);
    }
    return this.componentMemo.get(name) ?? name;
  }
}

/** The local names an include list names, in order (repeats kept). */
function localNames(includes: readonly IncludeEntry[]): string[] {
  return includes.flatMap((e) => (e.ref.kind === 'local' ? [e.ref.name] : []));
}

/** A breadth-first search: each node reached, in order, with its parent and its distance. */
interface Search<T> {
  order: T[];
  parent: Map<T, T | undefined>;
  distance: Map<T, number>;
  /** Edges followed: what the search cost. */
  edges: number;
}

/**
 * Breadth-first from `starts` along `next`, children in the order given. The search ends as soon
 * as `stop` says so of a node it reaches (starts are not asked): everything reached by then has its
 * shortest path.
 */
export function breadthFirst<T>(
  starts: Iterable<T>,
  next: (node: T) => Iterable<T>,
  stop: (node: T) => boolean = () => false,
): Search<T> {
  const parent = new Map<T, T | undefined>();
  const distance = new Map<T, number>();
  const order: T[] = [];
  for (const start of starts) {
    if (distance.has(start)) continue;
    parent.set(start, undefined);
    distance.set(start, 0);
    order.push(start);
  }
  let edges = 0;
  for (const node of order) {
    const d = (distance.get(node) as number) + 1;
    for (const child of next(node)) {
      edges++;
      if (distance.has(child)) continue;
      parent.set(child, node);
      distance.set(child, d);
      order.push(child);
      if (stop(child)) return { order, parent, distance, edges };
    }
  }
  return { order, parent, distance, edges };
}

/** The path a search found from its start to `node`, start first. */
export function pathTo<T>(search: Pick<Search<T>, 'parent'>, node: T): T[] {
  const path: T[] = [];
  for (let at: T | undefined = node; at !== undefined; at = search.parent.get(at)) path.push(at);
  return path.reverse();
}

/** Every node reachable from `starts` along `next`, the starts included. */
export function reachable<T>(starts: Iterable<T>, next: (node: T) => Iterable<T>): Set<T> {
  return new Set(breadthFirst(starts, next).order);
}

/** Names numbered in their order, with each one's children among them as numbers, once each. */
export interface NumberedGraph {
  id: Map<string, number>;
  successors: number[][];
}

export function numbered(
  names: readonly string[],
  children: (name: string) => readonly string[],
): NumberedGraph {
  const id = new Map<string, number>();
  names.forEach((name, i) => id.set(name, i));
  const successors = names.map((name) =>
    children(name).flatMap((child) => {
      const next = id.get(child);
      return next === undefined ? [] : [next];
    }),
  );
  return { id, successors };
}
