// A tool at the bottom of a chain of includes is reached by every skill above it, each through
// the whole chain below it: explain listed every path whole, so its output grew with the square
// of the chain (a 4,000-deep chain, 100 kB of YAML: 97 MB of text, 950 MB of memory; 10,000 deep:
// 3.9 GB and eight minutes). A path longer than 32 names now shows its ends around '…', and each
// skill's paths are walked once, shared by the skills above it.
import { describe, expect, it } from 'vitest';
import { repo } from '../hostile/helpers.js';
import { runExplain } from '../../src/run.js';
import { explainTextChunks } from '../../src/report/explain-text.js';
import { cpuMs } from '../cpu-clock.js';
import { ladder } from '../../scripts/hostile-shapes.mjs';

const VIA_CUT = '…';

function chain(depth: number): Record<string, string> {
  const docs = Array.from({ length: depth }, (_, i) =>
    i < depth - 1 ? `name: x/s${i}\nincludes: [x/s${i + 1}]\n` : `name: x/s${i}\ntools: [x/t]\n`,
  );
  return {
    'tools/t.yaml': "name: x/t\ndescription: T.\nsource: custom\ncode: 'x'\n",
    'skills/chain.yaml': docs.join('---\n'),
  };
}

describe('explain over a deep include chain', () => {
  const root = repo(chain(200));

  it('a tool: each reaching skill path shows its first 16 and last 15 names', () => {
    const reachedBy = runExplain({ name: 'x/t', root }).explanation.reachedBy ?? [];
    expect(reachedBy).toHaveLength(200);
    const top = reachedBy.find((r) => r.name === 'x/s0');
    const head = Array.from({ length: 16 }, (_, i) => `x/s${i}`);
    const tail = Array.from({ length: 15 }, (_, i) => `x/s${185 + i}`);
    expect(top?.via).toEqual([[...head, VIA_CUT, ...tail]]);
    expect(top?.viaCount).toBe(1);
    for (const row of reachedBy) expect(row.via[0]?.length).toBeLessThanOrEqual(32);
  });

  it('a path of 32 names is shown whole', () => {
    const row = runExplain({ name: 'x/t', root }).explanation.reachedBy?.find((r) => r.name === 'x/s168');
    expect(row?.via).toEqual([Array.from({ length: 32 }, (_, i) => `x/s${168 + i}`)]);
  });

  it('a skill: its entry from the bottom of the chain', () => {
    const entries = runExplain({ name: 'x/s0', root }).explanation.entries ?? [];
    expect(entries.map((e) => [e.name, e.via[0]?.length, e.via[0]?.[16]])).toEqual([['x/t', 32, VIA_CUT]]);
  });

  it('a tool under 4,000 includes: each path is walked once, not once per skill above it', () => {
    const deep = repo(chain(4000));
    const started = cpuMs();
    const reachedBy = runExplain({ name: 'x/t', root: deep }).explanation.reachedBy ?? [];
    const elapsed = cpuMs() - started;
    expect(reachedBy).toHaveLength(4000);
    // Walked per skill, the 8 million steps took 11 s; walked once, about 2 s (loading included).
    expect(elapsed).toBeLessThan(6000);
  });
});

// A ladder: each skill lists a tool of its own and includes the next, so the top skill's set holds
// an entry per rung, each brought through every rung above its own. Walked rung by rung, explain's
// paths were the square of the depth (2,000 rungs: 2 million steps, 20 CPU s and 1.8 GB); a walk
// now passes the rungs that only pass an entry down at once, so its cost follows what it prints.
describe('explain on a ladder of includes', () => {
  it('the top skill of 2,000 rungs: every entry, its path cut around its ends, in linear time', () => {
    const root = repo(ladder(2000).head as Record<string, string>);
    const started = cpuMs();
    const entries = runExplain({ name: 'x/s0', root }).explanation.entries ?? [];
    const elapsed = cpuMs() - started;
    expect(entries).toHaveLength(2000);
    const bottom = entries.find((e) => e.name === 'x/t1999');
    const head = Array.from({ length: 16 }, (_, i) => `x/s${i}`);
    const tail = Array.from({ length: 15 }, (_, i) => `x/s${1985 + i}`);
    expect(bottom?.via).toEqual([[...head, VIA_CUT, ...tail]]);
    expect(bottom?.viaCount).toBe(1);
    expect(entries.find((e) => e.name === 'x/t20')?.via).toEqual([
      Array.from({ length: 21 }, (_, i) => `x/s${i}`),
    ]);
    expect(entries.find((e) => e.name === 'x/t0')?.via).toEqual([['x/s0']]);
    // Rung by rung, 20 CPU s; now under 1 (loading included).
    expect(elapsed).toBeLessThan(3000);
  });
});

// Each skill of a chain also including the one after the next: the paths to the bottom are the
// Fibonacci numbers, past 2⁵³ within 80 skills. The count stops at 2⁵³ − 1, which the text then
// gave as exact ("… and 9007199254740983 more paths" of a set with 10¹⁶ times as many).
describe('explain where the paths are too many to count', () => {
  it('says the count is a floor in the text', () => {
    const docs = Array.from({ length: 100 }, (_, i) => {
      const below = [i + 1, i + 2].filter((j) => j < 100).map((j) => `x/s${j}`);
      return below.length > 0
        ? `name: x/s${i}\nincludes: [${below.join(', ')}]\n`
        : `name: x/s${i}\ntools: [x/t]\n`;
    });
    const root = repo({
      'tools/t.yaml': "name: x/t\ndescription: T.\nsource: custom\ncode: 'x'\n",
      'skills/chain.yaml': docs.join('---\n'),
    });
    const { explanation } = runExplain({ name: 'x/s0', root });
    const entry = explanation.entries?.find((e) => e.name === 'x/t');
    expect(entry?.viaCount).toBe(Number.MAX_SAFE_INTEGER);
    const text = [...explainTextChunks(explanation)].join('');
    expect(text).toContain(`… and at least ${Number.MAX_SAFE_INTEGER - 8} more paths\n`);
    expect(text).not.toMatch(/… and \d+ more paths/);
  });
});
