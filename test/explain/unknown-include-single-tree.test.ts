// Explain of one tree, no base, tells the power the gate reads (SPEC §6, §10): a skill with an
// include the checker cannot flatten (unknown, on a cycle) is read by the gate as its known entries
// and one dynamic entry for the include, at the include's line. Explain without a base said of
// such a skill "0 entries" and of the writing tool it lists "Reached by no skill or actor", where
// a diff adding an actor that uses it escalates both.
import { describe, expect, it } from 'vitest';
import { repo } from '../hostile/helpers.js';
import { runExplain } from '../../src/run.js';

const WRITES =
  'name: x/deploy\ndescription: Deploys.\nsource: custom\ncode: x\ncapability:\n  writes: true\n';

const dir = repo({
  'tools/deploy.yaml': WRITES,
  'skills/ops.yaml': 'name: x/ops\ntools: [x/deploy]\nincludes: [x/nosuch]\n',
  'skills/cycle.yaml': 'name: x/c1\ntools: [x/deploy]\nincludes: [x/c2]\n---\nname: x/c2\nincludes: [x/c1]\n',
  'actors/bot.yaml': 'name: x/bot\nskills: [x/ops, x/missing]\n',
});

const explained = (name: string) => runExplain({ name, root: dir }).explanation;
const unknownWrites = (raw: string) => ({
  value: true,
  source: `what '${raw}' brings cannot be known: the most it could be`,
});

describe('explain without a base reads an unknown include as the gate does', () => {
  it("a skill with an unknown include lists its entries and the include's dynamic entry", () => {
    const entries = explained('x/ops').entries ?? [];
    expect(entries.map((e) => e.name)).toEqual(['unknown:x/nosuch', 'x/deploy']);
    expect(entries[0]?.capability.writes).toMatchObject(unknownWrites('x/nosuch'));
    expect(entries[1]?.capability.writes).toEqual({ value: true, file: 'tools/deploy.yaml', line: 6 });
  });

  it('a skill on an include cycle lists what it does hold, its include into the cycle unknown', () => {
    // Whichever skill of the cycle is asked first (core/cycle-order.test.ts).
    const entries = explained('x/c1').entries ?? [];
    expect(entries.map((e) => e.name)).toEqual(['unknown:x/c2', 'x/deploy']);
    expect(entries[0]?.via).toEqual([['x/c1']]);
    expect(explained('x/c2').entries?.map((e) => [e.name, e.via])).toEqual([['unknown:x/c1', [['x/c2']]]]);
  });

  it("an actor has its skills' entries, and a skill that does not exist as a dynamic entry", () => {
    const actor = explained('x/bot');
    expect(actor.entries?.map((e) => e.name)).toEqual(['unknown:x/missing', 'unknown:x/nosuch', 'x/deploy']);
    expect(actor.entries?.[0]?.capability.writes?.value).toBe(true);
    expect(actor.unknownSkills).toEqual(['x/missing']);
  });

  it('the tool is reached by the skills and the actor that list it', () => {
    const reached = explained('x/deploy').reachedBy?.map((r) => `${r.kind} ${r.name}`);
    expect(reached).toEqual(['skill x/c1', 'skill x/ops', 'actor x/bot']);
  });
});
