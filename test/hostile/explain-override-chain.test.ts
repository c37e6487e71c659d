// Explain of a skill atop a chain whose every level overrides one tool (overrideChain): each level
// holds its own entry of the tool and the one below it, a conflict that renames both, and passes
// every deeper entry down as it is. Its paths were walked level by level, per (skill, entry): half
// a million steps for 1,000 levels. A walk now jumps past the levels that pass an entry down as it
// is (plain-runs.ts), stopping only where a level defines, renames or overrides it.
import { describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { overrideChain, shapeRepo } from '../../scripts/hostile-shapes.mjs';
import { runExplain } from '../../src/run.js';
import { cpuSeconds, repo } from './helpers.js';

const WALL_MS = 300_000;
/** CPU s of the explanation, loading included: 6.7 walked level by level, 1.1–1.3 now. */
const BOUND_SECONDS = 3.5;
const VIA_CUT = '…';
const level = (d: number): string => `o/s${String(d).padStart(4, '0')}`;

describe('explain atop a 1,000-level chain, each level overriding one tool', () => {
  it(
    'every entry, from the level that gives it, in time linear in the chain',
    () => {
      const root = shapeRepo(overrideChain(1_000));
      try {
        const [{ explanation }, seconds] = cpuSeconds(() => runExplain({ name: 'o/s0000', root }));
        expect(seconds).toBeLessThan(BOUND_SECONDS);
        const entries = explanation.entries ?? [];
        expect(entries).toHaveLength(1_000);
        const deepest = entries.find((e) => e.name === `${level(999)}.o/t`);
        const head = Array.from({ length: 16 }, (_, i) => level(i));
        const tail = Array.from({ length: 15 }, (_, i) => level(985 + i));
        expect(deepest?.via).toEqual([[...head, VIA_CUT, ...tail]]);
        expect(deepest?.viaCount).toBe(1);
        // Its own level's override gives its scope; the tool's definition its writes.
        expect(deepest?.capability.write_scope).toEqual({
          value: '/tmp/999',
          file: 'skills/chain.yaml',
          line: 5998,
        });
        expect(deepest?.capability.writes).toEqual({ value: true, file: 'tools/t.yaml', line: 4 });
        const second = entries.find((e) => e.name === `${level(1)}.o/t`);
        expect([second?.via, second?.qualifiedFrom]).toEqual([[[level(0), level(1)]], 'o/t']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
    WALL_MS,
  );
});

describe('a jump through a skill whose only include overrides other names', () => {
  // x/a's include overrides `send` by its bare key, x/b's `x/keep` by its name, and x/c passes
  // both down: each override is still the place that gives its field, where the walk goes on
  // past the skills that leave the entry alone.
  const root = repo({
    'tools/t.yaml': [
      'name: x/send\ndescription: Sends.\nsource: custom\ncode: send()\n',
      'name: x/keep\ndescription: Keeps.\nsource: custom\ncode: keep()\n',
      'name: x/other\ndescription: Other.\nsource: custom\ncode: other()\n',
    ].join('---\n'),
    'skills/s.yaml': [
      'name: x/top\nincludes: [x/a]\n',
      'name: x/a\nincludes:\n  - skill: x/b\n    overrides:\n      send:\n        capability: {writes: true}\n',
      'name: x/b\nincludes:\n  - skill: x/c\n    overrides:\n      x/keep:\n        capability: {unsafe: true}\n',
      'name: x/c\nincludes: [x/d]\n',
      'name: x/d\ntools: [x/send, x/keep, x/other]\n',
    ].join('---\n'),
  });
  const entries = runExplain({ name: 'x/top', root }).explanation.entries ?? [];
  const entry = (name: string) => entries.find((e) => e.name === name);
  const path = ['x/top', 'x/a', 'x/b', 'x/c', 'x/d'];

  it('the bare key an include overrides by gives its field', () => {
    expect(entry('x/send')?.via).toEqual([path]);
    expect(entry('x/send')?.capability.writes).toEqual({ value: true, file: 'skills/s.yaml', line: 9 });
  });

  it('the name an include overrides by gives its field', () => {
    expect(entry('x/keep')?.via).toEqual([path]);
    expect(entry('x/keep')?.capability.unsafe).toEqual({ value: true, file: 'skills/s.yaml', line: 16 });
  });

  it('an entry no include touches passes every skill to the one that lists it', () => {
    expect(entry('x/other')?.via).toEqual([path]);
    expect(entry('x/other')?.capability.writes).toEqual({ value: false, default: true });
    expect(entry('x/other')?.capability.unsafe).toEqual({ value: false, default: true });
  });
});
