import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFiles, ruleTable } from '../../helpers.js';

const S = 'skills/s.yaml';

ruleTable('include-cycle', [
  {
    name: 'a DAG',
    files: { [S]: 'name: x/a\nincludes: [x/b, x/c]\n---\nname: x/b\nincludes: [x/c]\n---\nname: x/c\n' },
    expect: [],
  },
  {
    name: 'a self-include is a cycle',
    files: { [S]: 'name: x/a\nincludes:\n  - x/a\n' },
    expect: [{ rule: 'include-cycle', file: S, line: 3, column: 5, message: /^include cycle: x\/a → x\/a$/ }],
  },
  {
    name: 'one finding per edge of a three-cycle, each naming the whole cycle',
    files: {
      [S]: 'name: x/a\nincludes: [x/b]\n---\nname: x/b\nincludes: [x/c]\n---\nname: x/c\nincludes: [x/a]\n',
    },
    expect: [
      { rule: 'include-cycle', file: S, line: 2, column: 12, message: /x\/a → x\/b → x\/c → x\/a/ },
      { rule: 'include-cycle', file: S, line: 5, column: 12, message: /x\/b → x\/c → x\/a → x\/b/ },
      { rule: 'include-cycle', file: S, line: 8, column: 12, message: /x\/c → x\/a → x\/b → x\/c/ },
    ],
  },
  {
    name: 'every cycle is found, not only the first; an edge into a cycle is not on it',
    files: {
      [S]: 'name: x/a\nincludes: [x/a]\n---\nname: x/b\nincludes: [x/c]\n---\nname: x/c\nincludes: [x/b]\n---\nname: x/d\nincludes: [x/b]\n',
    },
    expect: [
      { rule: 'include-cycle', file: S, line: 2, column: 12 },
      { rule: 'include-cycle', file: S, line: 5, column: 12 },
      { rule: 'include-cycle', file: S, line: 8, column: 12 },
    ],
  },
]);

describe('include-cycle on large components', () => {
  // Past the size where each edge gets its own search: random strongly connected graphs (a ring
  // plus random chords), every message a closed walk of real includes that starts with its edge.
  it('names, for every edge, a cycle of real includes through it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 65, max: 120 }),
        fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 300 }),
        (n, chords) => {
          const name = (i: number): string => `x/s${String(i).padStart(3, '0')}`;
          const edges: Set<number>[] = Array.from({ length: n }, (_, i) => new Set([(i + 1) % n]));
          for (const [a, b] of chords) edges[a % n]!.add(b % n);
          const docs = edges.map(
            (to, i) => `name: ${name(i)}\nincludes: [${[...to].map(name).join(', ')}]\n`,
          );
          const found = checkFiles({ [S]: docs.join('---\n') }).filter((d) => d.rule === 'include-cycle');
          expect(found).toHaveLength(edges.reduce((sum, to) => sum + to.size, 0));
          const index = new Map(edges.map((_, i) => [name(i), i]));
          for (const d of found) {
            const names = d.message.replace('include cycle: ', '').split(' → ');
            expect(names[0]).toBe(names[names.length - 1]);
            const skipped = names.findIndex((s) => s.startsWith('… '));
            if (skipped >= 0) expect(names[skipped]).toMatch(/^… [\d,]+ more …$/);
            for (let i = 0; i + 1 < names.length; i++) {
              if (i === skipped || i + 1 === skipped) continue;
              expect(edges[index.get(names[i]!)!]!.has(index.get(names[i + 1]!)!)).toBe(true);
            }
          }
        },
      ),
      { seed: 15, numRuns: 25 },
    );
  });

  it('writes a long cycle by its ends and the count between them', () => {
    const n = 100;
    const name = (i: number): string => `x/s${String(i).padStart(3, '0')}`;
    const docs = Array.from({ length: n }, (_, i) => `name: ${name(i)}\nincludes: [${name((i + 1) % n)}]\n`);
    const found = checkFiles({ [S]: docs.join('---\n') }).filter((d) => d.rule === 'include-cycle');
    expect(found[0]?.message).toBe(
      'include cycle: x/s000 → x/s001 → x/s002 → x/s003 → x/s004 → … 91 more … → x/s096 → x/s097 → x/s098 → x/s099 → x/s000',
    );
  });
});
