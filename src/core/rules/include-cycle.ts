// Includes must form a DAG. Every edge on a cycle is reported at its include entry, with the
// shortest cycle through that edge spelled out, so each can be fixed where it stands.
import type { RuleContext } from '../rule.js';

export const id = 'include-cycle';
export const defaultSeverity = 'error';
export const description =
  'Skill includes form a cycle (a self-include too); one finding per include edge on the cycle, naming the whole cycle.';

export function check(ctx: RuleContext): void {
  const { project } = ctx;
  for (const component of project.cycles.sccs) {
    const members = new Set(component);
    for (const from of component) {
      const skill = project.skill(from);
      if (!skill) continue;
      for (const include of skill.includes) {
        if (include.ref.kind !== 'local' || !members.has(include.ref.name)) continue;
        const back = shortestPath(ctx, include.ref.name, from, members);
        const cycle = [from, ...back];
        ctx.reportAt(include.site, 'value', `include cycle: ${cycle.join(' → ')}`);
      }
    }
  }
}

/** Breadth-first path from `start` to `goal` inside one component (both ends included). */
function shortestPath(ctx: RuleContext, start: string, goal: string, members: Set<string>): string[] {
  const previous = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i] as string;
    if (node === goal) break;
    const successors = (ctx.project.skill(node)?.includes ?? [])
      .flatMap((e) => (e.ref.kind === 'local' && members.has(e.ref.name) ? [e.ref.name] : []))
      .sort();
    for (const next of successors) {
      if (previous.has(next)) continue;
      previous.set(next, node);
      queue.push(next);
    }
  }
  const path: string[] = [];
  for (let node: string | null | undefined = goal; node != null; node = previous.get(node)) path.push(node);
  return path.reverse();
}
