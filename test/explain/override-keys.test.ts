// Explain names the override key that gives a field its value (SPEC §10), for the keys flattening
// reads beside an entry's own: an include's bare key (`send` for `x/send`) and an MCP server's
// `*`. A runtime may apply such a key or not, so the entry takes the strongest reading, and a
// field comes from the reading that gives its value, not from the last override written:
// - a field only a bare key set was called a default (`writes: true`, "default");
// - `*`'s `side_effects: [audit]` was put down to the inventory's `openWorldHint`, which is false;
// - beside a static list, `push`'s own override was named for `human_approval_required: false`,
//   which it sets to true (a runtime applying `*` in its place drops the approval); the value
//   comes from below, and the own key's `true` is a claim beside it.
import { describe, expect, it } from 'vitest';
import type { CapabilityOrigins } from '../../src/core/explain/explain.js';
import { runExplain } from '../../src/run.js';
import { repo } from '../hostile/helpers.js';

type Field = CapabilityOrigins[string];

function fields(dir: string, subject: string, entry: string): Record<string, Field> {
  const { explanation } = runExplain({ name: subject, root: dir });
  const found = explanation.entries?.find((e) => e.name === entry);
  expect(found, `${entry} in ${subject}`).toBeDefined();
  return found?.capability as Record<string, Field>;
}

describe("an include's bare override key", () => {
  const dir = repo({
    'tools/t.yaml': 'name: x/send\ndescription: Sends.\nsource: custom\ncode: send()\n',
    'skills/lib.yaml': 'name: x/lib\ntools: [x/send]\n',
    'skills/keeper.yaml': [
      'name: x/keeper',
      'includes:',
      '  - skill: x/lib',
      '    overrides:',
      '      send:',
      '        capability:',
      '          writes: true',
      '          side_effects: [network]',
      '          human_approval_required: true',
      '',
    ].join('\n'),
  });
  const capability = fields(dir, 'x/keeper', 'x/send');

  it('names the bare key where its reading gives the value', () => {
    expect(capability.writes).toEqual({ value: true, file: 'skills/keeper.yaml', line: 7 });
    expect(capability.side_effects).toEqual({ value: ['network'], file: 'skills/keeper.yaml', line: 8 });
  });

  it('where a runtime that does not apply it gives more, the value is from below and its word a claim', () => {
    expect(capability.human_approval_required).toEqual({
      value: false,
      source: 'the default: a loader may not apply the override that says less',
      claim: { value: true, file: 'skills/keeper.yaml', line: 9 },
    });
  });

  it('leaves a field it does not set as it was', () => {
    expect(capability.unsafe).toEqual({ value: false, default: true });
  });
});

describe("an MCP server's `*` override beside a tool's own", () => {
  const dir = repo({
    'mcp-servers/gh.json': JSON.stringify({
      tools: [
        {
          name: 'push',
          inputSchema: { type: 'object' },
          annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
        },
      ],
    }),
    'skills/s.yaml': [
      'name: x/s',
      'mcp_servers:',
      '  - name: gh',
      '    tools: [push]',
      '    overrides:',
      '      push:',
      '        capability:',
      '          human_approval_required: true',
      "      '*':",
      '        capability:',
      '          side_effects: [audit]',
      '',
    ].join('\n'),
  });
  const capability = fields(dir, 'x/s', 'mcp:gh/push');

  it('does not name the own key for a value it does not give; its word is a claim beside the value', () => {
    expect(capability.human_approval_required).toEqual({
      value: false,
      source: 'the default: a loader may not apply the override that says less',
      claim: { value: true, file: 'skills/s.yaml', line: 8 },
    });
  });

  it('names `*` for the field its reading gives', () => {
    expect(capability.side_effects).toEqual({ value: ['audit'], file: 'skills/s.yaml', line: 11 });
  });

  it('the inventory still gives what no override sets', () => {
    expect(capability.writes?.value).toBe(true);
    expect(capability.writes?.file).toBe('mcp-servers/gh.json');
  });
});

describe('readings that together give a value none gives alone', () => {
  it('side effects united from the own key and `*`: the first that sets them, with that said', () => {
    const dir = repo({
      'skills/s.yaml': [
        'name: x/s',
        'mcp_servers:',
        '  - name: gh',
        '    tools: [push]',
        '    overrides:',
        '      push:',
        '        capability:',
        '          side_effects: [a]',
        "      '*':",
        '        capability:',
        '          side_effects: [b]',
        '',
      ].join('\n'),
    });
    expect(fields(dir, 'x/s', 'mcp:gh/push').side_effects).toEqual({
      value: ['a', 'open_world', 'b'],
      file: 'skills/s.yaml',
      line: 8,
      source: 'the overrides a loader may apply here, together: the first that sets it',
    });
  });
});

describe("an entry's own override key alone", () => {
  it('is named as before', () => {
    const dir = repo({
      'tools/t.yaml': 'name: x/send\ndescription: Sends.\nsource: custom\ncode: send()\n',
      'skills/lib.yaml': 'name: x/lib\ntools: [x/send]\n',
      'skills/keeper.yaml':
        'name: x/keeper\nincludes:\n  - skill: x/lib\n    overrides:\n      x/send:\n        capability:\n          human_approval_required: true\n',
    });
    expect(fields(dir, 'x/keeper', 'x/send').human_approval_required).toEqual({
      value: true,
      file: 'skills/keeper.yaml',
      line: 7,
    });
  });
});

// An override a loader may itself read several ways (a merge key PyYAML applies, an entry written
// twice) counted for nothing: its fields were put down to the tool's file or to the defaults.
describe('an override a loader reads several ways', () => {
  const dir = repo({
    'tools/t.yaml':
      'name: x/send\ndescription: Sends.\nsource: custom\ncode: send()\ncapability: {read_only: true}\n',
    'skills/lib.yaml': 'name: x/lib\ntools: [x/send]\n',
    'skills/keeper.yaml': [
      'name: x/keeper',
      'includes:',
      '  - skill: x/lib',
      '    overrides:',
      '      x/send: {description: d, <<: {capability: {read_only: false, writes: true}}}',
      '---',
      'name: x/own',
      'tools:',
      '  - name: x/send',
      '    overrides: {description: d, <<: {capability: {read_only: false, unsafe: true}}}',
      '---',
      'name: x/twice',
      'includes:',
      '  - skill: x/lib',
      '    overrides:',
      '      x/send: {description: d}',
      '      x/send: {capability: {read_only: false, writes: true}}',
      '',
    ].join('\n'),
  });

  it("names an include's override whose merge key brings the fields", () => {
    const capability = fields(dir, 'x/keeper', 'x/send');
    expect(capability.read_only).toEqual({ value: false, file: 'skills/keeper.yaml', line: 5 });
    expect(capability.writes).toEqual({ value: true, file: 'skills/keeper.yaml', line: 5 });
  });

  it("names a listed tool's own override so", () => {
    const capability = fields(dir, 'x/own', 'x/send');
    expect(capability.read_only).toEqual({ value: false, file: 'skills/keeper.yaml', line: 10 });
    expect(capability.unsafe).toEqual({ value: true, file: 'skills/keeper.yaml', line: 10 });
  });

  it('names an entry written twice, at the one that sets the field', () => {
    const capability = fields(dir, 'x/twice', 'x/send');
    expect(capability.writes).toEqual({ value: true, file: 'skills/keeper.yaml', line: 17 });
  });
});

// An override that names what the entry runs made it the most it could be, and explain said only
// "what the entry really has": not which key of which override.
describe('an override that names what the entry runs', () => {
  const dir = repo({
    'tools/t.yaml': 'name: x/send\ndescription: Sends.\nsource: builtin\ncapability: {read_only: true}\n',
    'skills/lib.yaml': 'name: x/lib\ntools: [x/send]\n',
    'skills/keeper.yaml': [
      'name: x/keeper',
      'includes:',
      '  - skill: x/lib',
      '    overrides:',
      '      x/send:',
      '        description: Sends.',
      '        wraps: x/push',
      '',
    ].join('\n'),
  });

  it('names that key', () => {
    const capability = fields(dir, 'x/keeper', 'x/send');
    const source = "its override names what it runs ('wraps'): the most it could be";
    expect(capability.writes).toEqual({
      value: true,
      source,
      file: 'skills/keeper.yaml',
      line: 7,
      claim: { value: false },
    });
    expect(capability.read_only).toMatchObject({ value: false, source, line: 7 });
  });
});

// A tools item's `overrides` written twice: a loader keeps either, and explain named the first
// place for what the second writes (`read_only: false` at the tool's `read_only: true`).
describe("a tools item's overrides written twice", () => {
  const tool = 'name: x/t\ndescription: d\nsource: custom\ncode: c\ncapability: {read_only: true}\n';

  it('names the later one where it names what the entry runs', () => {
    const dir = repo({
      'tools/t.yaml': tool,
      'skills/s.yaml':
        'name: x/s\ntools:\n  - name: x/t\n    overrides: {description: d}\n    overrides: {description: e, mcp_server: gh}\n',
    });
    expect(fields(dir, 'x/s', 'x/t').read_only).toEqual({
      value: false,
      source: "its override names what it runs ('mcp_server'): the most it could be",
      file: 'skills/s.yaml',
      line: 5,
    });
  });

  it('names the later one where its capability sets the field', () => {
    const dir = repo({
      'tools/t.yaml': tool,
      'skills/s.yaml':
        'name: x/s\ntools:\n  - name: x/t\n    overrides: {description: d}\n    overrides: {capability: {read_only: false, writes: true}}\n',
    });
    const capability = fields(dir, 'x/s', 'x/t');
    expect(capability.read_only).toEqual({ value: false, file: 'skills/s.yaml', line: 5 });
    expect(capability.writes).toEqual({ value: true, file: 'skills/s.yaml', line: 5 });
  });
});

// A tool's own capability written twice: a field only the later one sets was put down to the
// default (`default: writes true`), since the definition's layer read the first.
describe('a tool whose capability is written twice', () => {
  const dir = repo({
    'tools/t.yaml':
      'name: x/send\ndescription: Sends.\nsource: builtin\ncapability: {read_only: true}\ncapability: {read_only: true, writes: true, side_effects: [network]}\n',
    'skills/lib.yaml': 'name: x/lib\ntools: [x/send]\n',
  });

  it('names the capability that gives each field its value', () => {
    const capability = fields(dir, 'x/lib', 'x/send');
    expect(capability.writes).toEqual({ value: true, file: 'tools/t.yaml', line: 5 });
    expect(capability.side_effects).toEqual({ value: ['network'], file: 'tools/t.yaml', line: 5 });
    // `writes: true` beside `read_only: true`: the gate reads it as not read-only (slot-writes.test.ts).
    expect(capability.read_only).toEqual({
      value: false,
      source: 'writes: true is said beside it, and the gate reads the stronger',
      file: 'tools/t.yaml',
      line: 5,
      claim: { value: true, file: 'tools/t.yaml', line: 4 },
    });
  });
});
