// What a skill tells of itself (core/diff/told-own.ts) is worked out within the change: a chain of
// thousands of skills that thousands of actors use, one include added at its foot, asks each actor
// only about the skill below the new include, never for everything it reads on each side; one
// added at its top, or into a cycle, asks each skill below it once for the actors above it, not
// for everything above it, skill by skill; one added halfway that every actor above already read
// through asks the skills below it nothing.
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

  /**
   * A chain (or a cycle) of n described skills below x/top, which the head makes include the
   * chain's first skill; x/a uses x/top, and with `changed` x/all, a changed actor, lists every
   * skill of the chain, reading nothing new.
   */
  function below(n: number, head: boolean, { cycle = false, changed = false } = {}): Record<string, string> {
    const skills = Array.from({ length: n }, (_, i) => {
      const next = i + 1 < n ? `x/s${i + 1}` : cycle ? 'x/s0' : undefined;
      return `name: x/s${i}\ndescription: Skill ${i}.${next ? `\nincludes: [${next}]` : ''}`;
    });
    skills.push(`name: x/top\ndescription: The top.${head ? '\nincludes: [x/s0]' : ''}`);
    const all = Array.from({ length: n }, (_, i) => `x/s${i}`).join(', ');
    const actors = ['name: x/a\nskills: [x/top]'];
    if (changed) actors.push(`name: x/all\nskills: [${all}]${head ? '\nread_only: true' : ''}`);
    return { 'skills/s.yaml': skills.join('\n---\n'), 'actors/a.yaml': actors.join('\n---\n') };
  }

  for (const shape of [{}, { cycle: true }, { changed: true }])
    it(`a chain of 3,000 skills ${JSON.stringify(shape)} under a new include at its top: linear in the chain`, () => {
      const n = 3000;
      const trees = {
        base: new Project(memoryInput(below(n, false, shape))),
        head: new Project(memoryInput(below(n, true, shape))),
      };
      const [told, seconds] = cpuSeconds(() => ownToldDifferently(trees, { skills: new Map(), actors: new Map() }));
      // Every skill of the chain is new to x/a, through x/top, and to no other actor.
      expect(told).toHaveLength(n);
      expect(new Set(told.map((r) => `${r.new} ${r.actors.join()} ${r.skills.join()}`))).toEqual(
        new Set(['true x/a x/top']),
      );
      // 0.1 to 0.2 s; each skill asked for every skill above it, on each side, took 2 to 6 s.
      expect(seconds).toBeLessThan(1);
    });

  it('4,000 actors of a chain of 4,000 skills, an include added halfway that skips a skill: nothing new, linear', () => {
    const n = 4000;
    const shortcut = (head: boolean): Record<string, string> => ({
      'skills/s.yaml': Array.from({ length: n }, (_, i) => {
        const includes = [i + 1 < n ? `x/s${i + 1}` : '', head && i === n / 2 ? `x/s${i + 2}` : ''].filter(Boolean);
        return `name: x/s${i}\ndescription: Skill ${i}.\nincludes: [${includes.join(', ')}]`;
      }).join('\n---\n'),
      'actors/a.yaml': Array.from({ length: n }, (_, i) => `name: x/a${i}\nskills: [x/s${i}]`).join('\n---\n'),
    });
    const trees = { base: new Project(memoryInput(shortcut(false))), head: new Project(memoryInput(shortcut(true))) };
    const [told, seconds] = cpuSeconds(() => ownToldDifferently(trees, { skills: new Map(), actors: new Map() }));
    expect(told).toEqual([]);
    // 0.2 s: the 2,000 actors above the new include are asked once whether they reach it anew;
    // each skill below it asked which of them reach it took 2.2 s (6.7 s at 8,000).
    expect(seconds).toBeLessThan(1);
  });
});
