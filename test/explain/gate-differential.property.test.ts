// Explain tells the truth the gate uses (SPEC §6, §10), as a property on random repositories:
// tools of every kind of power (some defined twice), skills that list them (some with an override
// that claims less), include each other (on cycles too), include a skill that does not exist or a
// remote one, and an actor (defined once or twice) that uses some of them under a random
// skill_access_policy. A pull request adds the actor: explain of the actor must list exactly the
// entries the gate reads it gaining, and the entries whose stated power is new power exactly those
// the gate escalates for it. gate-differential.test.ts holds the same for one case of each source.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runCheck, runExplain } from '../../src/run.js';
import { writeTree } from '../git-helpers.js';
import { expectExplainOfAddedActor } from './gate-agreement.js';

const TOOLS = ['t/a', 't/b', 't/c', 't/d'];
const SKILLS = ['x/s0', 'x/s1', 'x/s2', 'x/s3'];
const CAPABILITIES = [
  'read_only: true',
  'writes: true',
  'unsafe: true',
  'read_only: true, side_effects: [sends_email]',
  'read_only: true, side_effects: [open_world]',
  'read_only: true, human_approval_required: true',
];
const POLICIES = [
  '',
  'skill_access_policy: {read_only: true}\n',
  'skill_access_policy: {deny: [x/s1]}\n',
  "skill_access_policy: {deny: ['x/*']}\n",
  'skill_access_policy: {allow: [x/s0, x/s2]}\n',
  'skill_access_policy: {allow: [x/s3], read_only: true}\n',
];

const tool = (name: string, capability: string): string =>
  `name: ${name}\ndescription: d\nsource: custom\ncode: x\ncapability: {${capability}}\n`;

const genTree = fc
  .record({
    tools: fc.array(fc.record({ cap: fc.nat(), twice: fc.option(fc.nat(), { nil: undefined }) }), {
      minLength: 4,
      maxLength: 4,
    }),
    skills: fc.array(
      fc.record({
        tools: fc.subarray(TOOLS, { maxLength: 3 }),
        claimsLess: fc.boolean(),
        includes: fc.subarray([...SKILLS, 'x/nosuch', 'hub:v/s'], { maxLength: 2 }),
      }),
      { minLength: 4, maxLength: 4 },
    ),
    actors: fc.array(
      fc.record({
        skills: fc.subarray([...SKILLS, 'hub:v/other'], { minLength: 1, maxLength: 3 }),
        policy: fc.nat(),
      }),
      { minLength: 1, maxLength: 2 },
    ),
  })
  .map(({ tools, skills, actors }) => {
    const files: Record<string, string> = {};
    tools.forEach((t, i) => {
      const name = TOOLS[i] as string;
      const first = tool(name, CAPABILITIES[t.cap % CAPABILITIES.length] as string);
      files[`tools/t${i}.yaml`] =
        t.twice === undefined
          ? first
          : `${first}---\n${tool(name, CAPABILITIES[t.twice % CAPABILITIES.length] as string)}`;
    });
    skills.forEach((s, i) => {
      const listed = s.tools.map((t, j) =>
        s.claimsLess && j === 0
          ? `  - name: ${t}\n    overrides:\n      capability: {read_only: true, writes: false, unsafe: false}\n`
          : `  - ${t}\n`,
      );
      files[`skills/s${i}.yaml`] =
        `name: ${SKILLS[i]}\ntools:\n${listed.join('') || '  []\n'}includes: [${s.includes.join(', ')}]\n`;
    });
    const actor = actors.map(
      (a) => `name: x/actor\nskills: [${a.skills.join(', ')}]\n${POLICIES[a.policy % POLICIES.length]}`,
    );
    return { files, actor: actor.join('---\n') };
  });

describe("explain of an actor a pull request adds is the gate's reading of it", () => {
  it('on random repositories', () => {
    fc.assert(
      fc.property(genTree, ({ files, actor }) => {
        expectExplainOfAddedActor(files, actor, 'x/actor');
      }),
      { seed: 49, numRuns: 150 },
    );
  }, 120_000);

  it('against a base: what explain marks is what the diff names, and every cause it escalates', () => {
    fc.assert(
      fc.property(genTree, genTree, (before, after) => {
        const work = mkdtempSync(join(tmpdir(), 'acc-gate-property-'));
        try {
          writeTree(join(work, 'base'), { ...before.files, 'actors/a.yaml': before.actor });
          writeTree(join(work, 'head'), { ...after.files, 'actors/a.yaml': after.actor });
          const head = join(work, 'head');
          const base = { kind: 'dir' as const, path: join(work, 'base') };
          const { report } = runCheck({ root: head, base });
          const actor = report.diff?.actors.find((a) => a.name === 'x/actor');
          const entries = runExplain({ name: 'x/actor', root: head, base }).explanation.entries ?? [];
          const marked = (change: string): string[] =>
            entries
              .filter((e) => e.change === change)
              .map((e) => e.name)
              .sort();
          expect(marked('added')).toEqual([...(actor?.added ?? [])].sort());
          expect(marked('removed')).toEqual([...(actor?.removed ?? [])].sort());
          const escalated = (report.diff?.causes ?? [])
            .filter((c) => c.actors.includes('x/actor') && c.kind !== 'gate-setting')
            .map((c) => c.entry);
          const shown = new Set([...marked('added'), ...marked('changed')]);
          expect(escalated.filter((name) => !shown.has(name))).toEqual([]);
        } finally {
          rmSync(work, { recursive: true, force: true });
        }
      }),
      { seed: 49, numRuns: 100 },
    );
  }, 120_000);
});
