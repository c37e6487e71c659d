// Where a change of the code an override gives an entry is shown (a forbidden-override, which a
// runtime that shallow-merges overrides runs, turned off in both trees). A tool's own `code`
// rewritten is shown at its `code` (`tools/deploy.yaml:4:7`), and so is a listed tool's override's;
// before, an include's override (`includes: [{skill, overrides: {x/deploy: {code: …}}}]`) and an
// `mcp_servers` item's (`overrides: {push: {code: …}}`) whose code the head added or rewrote were
// shown at the include's skill or the item's name, lines above the code the pull request wrote.
// Now each is shown at its `code`, as a tool's is.
import { describe, it } from 'vitest';
import { expectEscalationsFromBothBases } from './both-bases.js';

type Files = Record<string, string>;

const OFF: Files = { '.agents-config-check.yml': 'rules:\n  forbidden-override: "off"\n' };
const ACTOR: Files = { 'actors/a.yaml': 'name: x/bot\nskills: [x/ops]\n' };
const TOOL: Files = {
  'tools/deploy.yaml':
    'name: x/deploy\ndescription: Deploys.\nsource: custom\ncode: print(1)\ncapability:\n  writes: true\n',
};

/** The override's body (at an indent of eight), its `description` on the base, a `code` added or rewritten on the head. */
const BODY = '        description: Deploys, overridden.\n';
const CODE = (text: string): string => `${BODY}        code: ${text}\n`;

const listed = (body: string): Files => ({
  ...OFF,
  ...TOOL,
  ...ACTOR,
  'skills/ops.yaml': `name: x/ops\ntools:\n  - name: x/deploy\n    overrides:\n${body.replace(/^ {2}/gm, '')}`,
});

const included = (body: string): Files => ({
  ...OFF,
  ...TOOL,
  ...ACTOR,
  'skills/lib.yaml': 'name: x/lib\ntools: [x/deploy]\n',
  'skills/ops.yaml': `name: x/ops\nincludes:\n  - skill: x/lib\n    overrides:\n      x/deploy:\n${body}`,
});

const served = (body: string): Files => ({
  ...OFF,
  ...ACTOR,
  'mcp-servers/gh.json': JSON.stringify({ server: 'gh', tools: [{ name: 'push', inputSchema: { type: 'object' } }] }),
  'skills/ops.yaml': `name: x/ops\nmcp_servers:\n  - name: gh\n    tools: [push]\n    overrides:\n      push:\n${body}`,
});

const runs = (at: string, entry: string): string => `${at}: '${entry}' in 'x/ops' runs changed code; reaches actor 'x/bot'`;

/** Each case: how the skill writes the override, the entry, and where its `code` stands (line:column). */
const CASES: [name: string, write: (body: string) => Files, entry: string, code: string][] = [
  ["a listed tool's override", listed, 'x/deploy', '6:13'],
  ["an include's override", included, 'x/deploy', '7:15'],
  ["an `mcp_servers` item's override", served, 'mcp:gh/push', '8:15'],
];

describe("a change of an override's code is shown at its `code`, as a tool's is", () => {
  it.each(CASES)('%s: code the head adds (base folder, then git base)', (_name, write, entry, at) => {
    expectEscalationsFromBothBases(write(BODY), write(CODE('print(2)')), [runs(`skills/ops.yaml:${at}`, entry)]);
  });

  it.each(CASES)('%s: code the head rewrites (base folder, then git base)', (_name, write, entry, at) => {
    expectEscalationsFromBothBases(write(CODE('print(2)')), write(CODE('print(3)')), [
      runs(`skills/ops.yaml:${at}`, entry),
    ]);
  });

  it('a whole new include whose override holds code: shown once, at the include that brings the entry', () => {
    // A new entry is new with everything it runs: no second finding at the override's code.
    const base = { ...included(BODY), 'skills/ops.yaml': 'name: x/ops\ntools: []\n' };
    expectEscalationsFromBothBases(base, included(CODE('print(2)')), [
      "skills/ops.yaml:3:12: 'x/ops' gains 'x/deploy', which writes; reaches actor 'x/bot'",
    ]);
  });
});
