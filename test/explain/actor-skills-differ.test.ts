// An actor whose skills bring one entry with different definitions holds the stronger of them
// (actor-set.ts: `power`), yet explain read the entry from its first skill only: with `x/b`
// bringing `x/w` under an override that asks for human approval and `x/c` bringing it without,
// explain said `human_approval_required: true` where the gate holds false, and with a base where
// the actor used `x/b` alone it marked no change while the diff gates "gains 'x/w' without human
// approval through 'x/c'" (SPEC §10: explain tells the truth the gate uses).
import { describe, expect, it } from 'vitest';
import { repo } from '../hostile/helpers.js';
import { runExplain } from '../../src/run.js';

const files = (skills: string): Record<string, string> => ({
  'tools/t.yaml':
    "name: x/w\ndescription: Writes.\nsource: custom\ncode: 'x'\ncapability:\n  writes: true\n  side_effects: [email]\n",
  'skills/s.yaml': [
    'name: x/b',
    'description: B.',
    'includes:',
    '  - skill: x/c',
    '    overrides:',
    '      x/w:',
    '        capability:',
    '          human_approval_required: true',
    '          side_effects: [email, sms]',
    '---',
    'name: x/c',
    'description: C.',
    'tools: [x/w]',
    '',
  ].join('\n'),
  'actors/a.yaml': `name: x/act\nskills: ${skills}\n`,
});
const head = repo(files('[x/b, x/c]'));
const base = repo(files('[x/b]'));

describe('explain of an actor whose skills bring an entry with different definitions', () => {
  const entry = (request: Parameters<typeof runExplain>[0]) =>
    runExplain(request).explanation.entries?.find((e) => e.name === 'x/w');

  it('reads each power field as the gate does: the stronger of the skills', () => {
    const fields = entry({ name: 'x/act', root: head })?.capability ?? {};
    expect(fields.human_approval_required).toEqual({
      value: false,
      source: "the default, as skill 'x/c' brings it",
      claim: { value: true, file: 'skills/s.yaml', line: 8 },
    });
    // The effects of both: x/b's override names sms as well.
    expect(fields.side_effects?.value).toEqual(['email', 'sms']);
  });

  it('marks the field the diff gates as changed against the base', () => {
    const fields = entry({ name: 'x/act', root: head, base: { kind: 'dir', path: base } })?.capability ?? {};
    expect(fields.human_approval_required).toMatchObject({ value: false, change: 'changed', from: true });
  });
});

describe('explain of a tool an actor holds through skills that bring it differently', () => {
  it("gives the actor's row the stronger reading", () => {
    const reach = runExplain({ name: 'x/w', root: head }).explanation.reachedBy ?? [];
    const actor = reach.find((r) => r.kind === 'actor' && r.name === 'x/act');
    expect(actor?.capability.human_approval_required?.value).toBe(false);
  });
});
