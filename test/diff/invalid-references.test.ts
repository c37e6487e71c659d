// References whose name breaks the grammar (SPEC §3), in a repository that keeps invalid-name as a
// warning on both sides. The gate dropped them: a skill listing `x/Deploy` (a tool of that exact
// name, which writes), an actor listing skill `x/Ops`, a skill including `x/Ops` (seen only
// through its actors) and a wrapped validation wrapping `x/Deploy` or a tool that does not exist
// all passed with exit 0 and no escalation. A runtime may still resolve them, and the checker
// cannot: what it cannot see counts as the most it could be (SPEC §6), whatever invalid-name's
// severity.
import { describe, it } from 'vitest';
import { expectEscalationsFromBothBases } from './both-bases.js';

const CONFIG = 'rules:\n  invalid-name: warning\n  unused-tool: off\n';
const DEPLOY = 'name: x/Deploy\ndescription: Deploys.\nsource: custom\ncode: run()\ncapability:\n  writes: true\n';
const side = (files: Record<string, string>): Record<string, string> => ({
  '.agents-config-check.yml': CONFIG,
  'tools/deploy.yaml': DEPLOY,
  'skills/ops.yaml': 'name: x/Ops\ndescription: Ops.\n',
  ...files,
});
const UNKNOWN = 'writes, is unsafe, has side effects and may offer any tool';
const WRAPPED = (wraps: string): string =>
  `name: x/check\ndescription: Checks.\nsource: wrapped\ntool_type: validation\nwraps: ${wraps}\n`;

const CASES: [name: string, base: Record<string, string>, head: Record<string, string>, escalations: string[]][] = [
  [
    "a skill's tools entry",
    side({ 'skills/team.yaml': 'name: x/team\n' }),
    side({ 'skills/team.yaml': 'name: x/team\ntools: [x/Deploy]\n' }),
    [`skills/team.yaml:2:9: 'x/team' gains 'x/Deploy', which ${UNKNOWN}`],
  ],
  [
    "an actor's skills entry",
    side({ 'actors/bot.yaml': 'name: x/bot\nskills: [x/team]\n', 'skills/team.yaml': 'name: x/team\n' }),
    side({ 'actors/bot.yaml': 'name: x/bot\nskills: [x/team, x/Ops]\n', 'skills/team.yaml': 'name: x/team\n' }),
    [
      `actors/bot.yaml:2:18: actor 'x/bot' gains 'unknown:x/Ops', which ${UNKNOWN}, through 'x/Ops' (a skill it did not use on the base)`,
    ],
  ],
  [
    "a skill's includes entry, with no actor using the skill",
    side({ 'skills/team.yaml': 'name: x/team\n' }),
    side({ 'skills/team.yaml': 'name: x/team\nincludes: [x/Ops]\n' }),
    [`skills/team.yaml:2:12: 'x/team' gains 'unknown:x/Ops', which ${UNKNOWN}`],
  ],
  [
    'a wrapped validation whose wraps breaks the grammar',
    side({ 'tools/check.yaml': WRAPPED('x/Deploy'), 'skills/team.yaml': 'name: x/team\n' }),
    side({ 'tools/check.yaml': WRAPPED('x/Deploy'), 'skills/team.yaml': 'name: x/team\ntools: [x/check]\n' }),
    [`skills/team.yaml:2:9: 'x/team' gains 'x/check', which writes, is unsafe and has side effects`],
  ],
];

describe('a reference whose name breaks the grammar is unknown power', () => {
  it.each(CASES)('%s', (_name, base, head, escalations) => {
    expectEscalationsFromBothBases(base, head, escalations);
  });
});
