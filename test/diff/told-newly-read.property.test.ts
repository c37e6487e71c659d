// The skills an actor reads on the head and did not on the base, told as new to it (told-own.ts),
// are found by asking only the actors a change can reach, all at once (project/reachers.ts). On
// random include graphs (cycles, unknown names, skills added and removed, includes and lists
// changed), the records equal the plain reference: for each actor, what each skill it lists reaches
// on the head, less everything its base list read on the base.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ownToldDifferently } from '../../src/core/diff/told-own.js';
import { reachable } from '../../src/core/project/include-graph.js';
import { Project } from '../../src/core/project/project.js';
import { memoryInput } from '../helpers.js';

const SKILLS = ['x/s0', 'x/s1', 'x/s2', 'x/s3', 'x/s4', 'x/s5', 'x/s6'];
const ACTORS = ['x/a0', 'x/a1', 'x/a2'];

interface Side {
  skills: Map<string, { description: string | undefined; includes: string[] }>;
  actors: Map<string, string[]>;
}

const names = fc.uniqueArray(fc.constantFrom(...SKILLS), { maxLength: 3 });
const side: fc.Arbitrary<Side> = fc
  .record({
    skills: fc.dictionary(
      fc.constantFrom(...SKILLS),
      fc.record({ description: fc.constantFrom(undefined, 'Reads.', 'Writes.'), includes: names }),
    ),
    actors: fc.dictionary(fc.constantFrom(...ACTORS), names),
  })
  .map(({ skills, actors }) => ({ skills: new Map(Object.entries(skills)), actors: new Map(Object.entries(actors)) }));

/** A head: the base with some skills and actors replaced, added or removed. */
const pair = side.chain((base) =>
  fc.record({ base: fc.constant(base), changes: side, drop: fc.uniqueArray(fc.constantFrom(...SKILLS, ...ACTORS)) }).map(
    ({ base, changes, drop }) => {
      const skills = new Map([...base.skills, ...changes.skills].filter(([n]) => !drop.includes(n)));
      const actors = new Map([...base.actors, ...changes.actors].filter(([n]) => !drop.includes(n)));
      return { base, head: { skills, actors } };
    },
  ),
);

function files(tree: Side): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, s] of tree.skills) {
    const description = s.description ? `description: ${s.description}\n` : '';
    out[`skills/${name.slice(2)}.yaml`] = `name: ${name}\n${description}includes: [${s.includes.join(', ')}]\n`;
  }
  for (const [name, listed] of tree.actors)
    out[`actors/${name.slice(2)}.yaml`] = `name: ${name}\nskills: [${listed.join(', ')}]\n`;
  return out;
}

/** The reference: skill → the actors that newly read it and the skills they list that bring it. */
function naive(base: Side, head: Side): Map<string, { actors: string[]; skills: string[] }> {
  const reach = (tree: Side, from: string[]): Set<string> =>
    reachable(from, (s) => tree.skills.get(s)?.includes ?? []);
  const out = new Map<string, { actors: Set<string>; skills: Set<string> }>();
  for (const [actor, listed] of head.actors) {
    const had = new Set([...reach(base, base.actors.get(actor) ?? [])].filter((s) => base.skills.has(s)));
    for (const skill of listed)
      for (const read of reach(head, [skill])) {
        const own = head.skills.get(read)?.description;
        const before = base.skills.get(read);
        // A skill whose own text the head rewrites is told as the rewrite, not as new.
        const rewritten = before !== undefined && before.description !== own;
        if (had.has(read) || own === undefined || rewritten) continue;
        let found = out.get(read);
        if (!found) out.set(read, (found = { actors: new Set(), skills: new Set() }));
        found.actors.add(actor);
        found.skills.add(skill);
      }
  }
  return new Map([...out].map(([k, v]) => [k, { actors: [...v.actors].sort(), skills: [...v.skills].sort() }]));
}

describe('skills newly read, against the plain reference', () => {
  it('equal records on random include graphs', () => {
    fc.assert(
      fc.property(pair, ({ base, head }) => {
        const trees = { base: new Project(memoryInput(files(base))), head: new Project(memoryInput(files(head))) };
        const told = ownToldDifferently(trees, { skills: new Map(), actors: new Map() });
        const got = new Map(
          told
            .filter((r) => r.skill !== undefined && r.new === true)
            .map((r) => [r.skill as string, { actors: r.actors, skills: r.skills }]),
        );
        expect(got).toEqual(naive(base, head));
      }),
      { numRuns: 400 },
    );
  });
});
