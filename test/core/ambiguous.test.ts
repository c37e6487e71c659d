// Readings a Python loader may take differently (SPEC §6): a repeated key, where a loader may keep
// any of its values, and a YAML 1.1 boolean in a capability field. The power gate takes the more
// powerful, on both loader paths; the findings that say so still fire.
import { describe, expect, it } from 'vitest';
import { effectiveTool, type Capability } from '../../src/core/power/effective.js';
import { loadYaml } from '../../src/core/yaml/load.js';
import { isRecord } from '../../src/core/model/model.js';
import { checkFiles, tool } from '../helpers.js';

function capability(text: string, plain: boolean): Capability {
  const value = loadYaml(text, { plain }).documents[0]?.value;
  if (!isRecord(value)) throw new Error('not a mapping');
  return effectiveTool(value).capability;
}

const CASES: { name: string; text: string; expect: Partial<Capability> }[] = [
  {
    name: 'writes: false then writes: true',
    text: tool('x/t', 'capability:\n  writes: false\n  writes: true\n'),
    expect: { writes: true },
  },
  {
    name: 'writes: true then writes: false',
    text: tool('x/t', 'capability:\n  writes: true\n  writes: false\n'),
    expect: { writes: true },
  },
  {
    name: 'read_only: true then read_only: false',
    text: tool('x/t', 'capability:\n  read_only: true\n  read_only: false\n'),
    expect: { read_only: false },
  },
  {
    name: 'side effects of every repetition',
    text: tool('x/t', 'capability:\n  side_effects: [network]\n  side_effects: [email]\n'),
    expect: { side_effects: ['network', 'email'] },
  },
  {
    name: 'a repeated capability mapping',
    text: tool(
      'x/t',
      'capability: {unsafe: false}\ncapability: {unsafe: true, human_approval_required: false}\n',
    ),
    expect: { unsafe: true, human_approval_required: false },
  },
  {
    name: 'YAML 1.1 booleans that grant power',
    text: tool('x/t', 'capability:\n  writes: yes\n  unsafe: On\n'),
    expect: { writes: true, unsafe: true },
  },
  {
    name: 'YAML 1.1 booleans that would take power away are read the other way',
    text: tool('x/t', 'capability:\n  read_only: yes\n  human_approval_required: y\n'),
    expect: { read_only: false, human_approval_required: false },
  },
  {
    name: 'what pydantic or Python reads as true: 1, "true", t, [true], any case',
    text: tool('x/t', 'capability:\n  writes: 1\n  unsafe: "TRUE"\n  side_effects: []\n'),
    expect: { writes: true, unsafe: true },
  },
  {
    name: 't, [true] and a number but zero',
    text: tool('x/t', 'capability:\n  writes: T\n  unsafe: [true]\n'),
    expect: { writes: true, unsafe: true },
  },
  {
    name: 'a number but zero is true to Python',
    text: tool('x/t', 'capability:\n  writes: 2\n'),
    expect: { writes: true },
  },
  {
    name: 'words that would take power away are read the other way: 1, "true", [true]',
    text: tool('x/t', 'capability:\n  read_only: 1\n  human_approval_required: [true]\n'),
    expect: { read_only: false, human_approval_required: false },
  },
  {
    name: 'a merge key that brings power is applied',
    text: 'base: &w {writes: true, unsafe: true}\n' + tool('x/t', 'capability:\n  <<: *w\n  unsafe: false\n'),
    expect: { writes: true, unsafe: false },
  },
  {
    name: 'a merge key that takes power away is not believed (a loader may not apply it)',
    text: 'base: &r {read_only: true, side_effects: [email]}\n' + tool('x/t', 'capability:\n  <<: [*r]\n'),
    expect: { read_only: false, side_effects: ['email'] },
  },
  {
    name: 'a whole capability merged in at the top',
    text: 'x: &c\n  capability: {writes: true}\n' + tool('x/t', '<<: *c\n'),
    expect: { writes: true },
  },
  {
    name: 'a plain value keeps its one reading',
    text: tool('x/t', 'capability:\n  read_only: true\n  writes: false\n'),
    expect: { read_only: true, writes: false },
  },
  {
    // Python tests a string for truth: `if capability.get("writes"):` holds for any word.
    name: 'a word no table knows is true to a runtime that tests it for truth',
    text: tool('x/t', 'capability:\n  read_only: true\n  writes: "maybe"\n'),
    expect: { read_only: true, writes: true },
  },
  {
    name: 'a word for false is true to a runtime that tests it for truth',
    text: tool('x/t', 'capability:\n  unsafe: "false"\n  writes: [false]\n'),
    expect: { unsafe: true, writes: true },
  },
  {
    name: 'null is false to a runtime that tests it for truth',
    text: tool('x/t', 'capability:\n  human_approval_required: null\n  read_only: ""\n'),
    expect: { human_approval_required: false, read_only: false },
  },
];

describe('ambiguous readings take the more powerful value', () => {
  for (const plain of [false, true]) {
    it.each(CASES)(`$name (${plain ? 'yaml package' : 'fast reader'})`, (c) => {
      expect(capability(c.text, plain)).toMatchObject(c.expect);
    });
  }

  it('still reports the repeated key, and the YAML 1.1 boolean as a schema error', () => {
    const findings = checkFiles({
      'tools/t.yaml': tool('x/t', 'capability:\n  writes: false\n  writes: yes\n'),
      'tools/u.yaml': tool('x/u', 'capability:\n  unsafe: on\n'),
    })
      .filter((d) => d.rule !== 'unused-tool')
      .map((d) => `${d.rule} ${d.file}:${d.line}:${d.column}`);
    expect(findings).toEqual(['duplicate-key tools/t.yaml:6:3', 'schema tools/u.yaml:5:11']);
  });
});
