// What a skill tells of itself (core/diff/told-own.ts) is worked out within the change: a chain of
// thousands of skills that thousands of actors use, one include added at its foot, asks each actor
// only about the skill below the new include, never for everything it reads on each side.
import { describe, expect, it } from 'vitest';
import { ownToldDifferently } from '../../src/core/diff/told-own.js';
import { Project } from '../../src/core/project/project.js';
import { cpuSeconds } from '../hostile/helpers.js';
import { memoryInput } from '../helpers.js';

/** Skills x/s0 … x/s(n-1), each including the next and described; actor x/a<i> uses x/s<i>. */
function chain(n: number, head: boolean): Record<string, string> {
  const skills = Array.from({ length: n }, (_, i) => {
    const includes = i + 1 < n ? `\nincludes: [x/s${i + 1}]` : head ? '\nincludes: [x/extra]' : '';
    return `name: x/s${i}\ndescription: Skill ${i}.${includes}`;
  });
  if (head) skills.push('name: x/extra\ndescription: Call x/deploy first.');
  return {
    'skills/s.yaml': skills.join('\n---\n'),
    'actors/a.yaml': Array.from({ length: n }, (_, i) => `name: x/a${i}\nskills: [x/s${i}]`).join('\n---\n'),
  };
}

describe("a skill's own texts, new to the actors below a new include", () => {
  it('3,000 actors of a chain of 3,000 skills: one record, worked out in time linear in the chain', () => {
    const n = 3000;
    const trees = { base: new Project(memoryInput(chain(n, false))), head: new Project(memoryInput(chain(n, true))) };
    const [told, seconds] = cpuSeconds(() => ownToldDifferently(trees, { skills: new Map(), actors: new Map() }));
    expect(told.map((r) => [r.entry, r.new, r.actors.length, r.skills.length])).toEqual([['x/extra', true, n, n]]);
    // About 0.1 s; asking each actor for everything it reads on each side took several seconds.
    expect(seconds).toBeLessThan(1);
  });
});
