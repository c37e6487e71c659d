// Diff cases for an actor file the checker cannot parse and the runtime can (SPEC §6: what the
// checker cannot see counts as the most it could be). PyYAML reads a flow list whose next line is
// not indented, which `yaml` calls a syntax error; with that finding silenced by a comment, the
// actor dropped out of the head and its new skill passed with exit 0. Now each actor of such a
// file (or, where the base has none, one named by its path) holds a skill of unknown power.
import { describe, it } from 'vitest';
import { expectEscalationsFromBothBases } from './both-bases.js';

const TOOLS =
  'name: x/read\ndescription: Reads.\nsource: builtin\ncapability:\n  read_only: true\n---\n' +
  'name: x/push\ndescription: Pushes.\nsource: builtin\ncapability:\n  writes: true\n';
const SKILLS = 'name: x/reader\ntools: [x/read]\n---\nname: x/pusher\ntools: [x/push]\n';
const BASE = {
  'tools/t.yaml': TOOLS,
  'skills/s.yaml': SKILLS,
  'actors/bot.yaml': 'name: x/bot\nskills: [x/reader]\n',
};
const SILENCED = '# agents-config-check-disable-file yaml-syntax\n';
const UNKNOWN = (path: string): string =>
  `gains 'unknown:${path} (cannot be read)', which writes, is unsafe, has side effects and may offer any tool, through '${path} (cannot be read)'`;

const CASES: [name: string, head: Record<string, string>, escalations: string[]][] = [
  [
    'an actor of the base whose file no longer parses',
    { 'actors/bot.yaml': `${SILENCED}name: x/bot\nskills: [x/reader,\nx/pusher]\n` },
    [`actors/bot.yaml:4:1: actor 'x/bot' ${UNKNOWN('actors/bot.yaml')} (a skill it did not use on the base)`],
  ],
  [
    'a new actor file that does not parse',
    { 'actors/bot2.yaml': `${SILENCED}name: x/bot2\nskills: [x/reader,\nx/pusher]\n` },
    [
      `actors/bot2.yaml:4:1: actor 'unreadable:actors/bot2.yaml' ${UNKNOWN('actors/bot2.yaml')} (a file or folder the checker cannot read or parse, which the runtime may load)`,
    ],
  ],
];

describe('an actor file the checker cannot parse', () => {
  it.each(CASES)('%s', (_name, head, escalations) => {
    expectEscalationsFromBothBases(BASE, { ...BASE, ...head }, escalations);
  });
});
