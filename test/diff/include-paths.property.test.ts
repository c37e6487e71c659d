// The include paths of the diff (`via`, `viaNext`) held to a plain breadth-first search from each
// skill, on random include graphs with rings, long runs of single includes and origins anywhere:
// sharing a chain's paths between its skills must give every skill the paths its own search finds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IncludePaths } from '../../src/core/diff/include-paths.js';

const name = (i: number): string => `x/s${String(i).padStart(3, '0')}`;

const genGraph = fc.integer({ min: 1, max: 90 }).chain((n) =>
  fc.record({
    children: fc.tuple(
      ...Array.from({ length: n }, (_, i) =>
        fc.oneof(
          // Mostly a run of single includes, down to the next skill or anywhere (rings too).
          { weight: 6, arbitrary: fc.constant([Math.min(i + 1, n - 1)]) },
          { weight: 1, arbitrary: fc.integer({ min: 0, max: n - 1 }).map((c) => [c]) },
          { weight: 2, arbitrary: fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { maxLength: 4 }) },
        ),
      ),
    ),
    origins: fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { maxLength: 6 }),
  }),
);

/** The paths a breadth-first search from `from` finds to its first five origins (starts not asked). */
function referencePaths(children: readonly string[][], origins: Set<string>, from: string): string[][] {
  const childrenOf = (s: string): string[] => children[Number(s.slice(3))] ?? [];
  const parent = new Map<string, string | undefined>([[from, undefined]]);
  const queue = [from];
  const found: string[] = [];
  search: for (let k = 0; k < queue.length; k++) {
    for (const child of childrenOf(queue[k]!)) {
      if (parent.has(child)) continue;
      parent.set(child, queue[k]);
      queue.push(child);
      if (origins.has(child) && found.push(child) >= 5) break search;
    }
  }
  return found.map((target) => {
    const path: string[] = [];
    for (let at: string | undefined = target; at !== undefined; at = parent.get(at)) path.push(at);
    return path.reverse();
  });
}

describe('include paths', () => {
  it('give each skill the paths a search from it finds, a path past 32 names by its next hop', () => {
    fc.assert(
      fc.property(genGraph, fc.array(fc.nat(), { maxLength: 20 }), (g, asked) => {
        const children = g.children.map((list) => [...new Set(list)].map(name));
        const parents = new Map<string, string[]>();
        children.forEach((list, i) => list.forEach((c) => parents.set(c, [...(parents.get(c) ?? []), name(i)])));
        const graph = {
          children: (s: string) => children[Number(s.slice(3))] ?? [],
          parents: (s: string) => parents.get(s) ?? [],
        };
        const origins = new Set(g.origins.map(name));
        const paths = new IncludePaths(graph, origins);
        // Asked in a random order first, so that shared paths are met from above and from below.
        const order = [...asked.map((a) => a % children.length), ...children.keys()];
        for (const i of order) {
          const expected = referencePaths(children, origins, name(i));
          expect(paths.of(name(i))).toEqual({
            via: expected.filter((p) => p.length <= 32),
            viaNext: expected.filter((p) => p.length > 32).map((p) => p[1]),
          });
        }
      }),
      { seed: 20261201, numRuns: 200 },
    );
  });
});
