// The gate reads an entry with a resource slot it may write (any access but `read_only`) as
// writing and not read-only, and one whose capability says `writes: true` beside `read_only: true`
// as not read-only (power.ts readPower, SPEC §6). Explain read the capability alone: a tool that
// says `read_only: true` with a `read_write` slot was explained as `read_only: true`,
// `writes false` by default, and against a base without the slot nothing was marked, while the
// diff's escalation was `read_only` true→false, `writes` false→true at the slot. Explain now
// shows the gate's value, the slot (or the `writes`) that gives it, and the claim beside it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { repo } from '../hostile/helpers.js';
import { runExplain } from '../../src/run.js';
import { explainJsonChunks } from '../../src/report/explain-text.js';
import type { CapabilityOrigins } from '../../src/core/explain/explain.js';

const TOOL = [
  'name: x/t',
  'description: T.',
  'source: custom',
  "code: 'x'",
  'capability:',
  '  read_only: true',
  'resource_slots:',
  '  - name: repo',
  '    resource_type: git_repository',
  '    access: read_write',
  '---',
  'name: x/both',
  'description: Both.',
  'source: custom',
  "code: 'x'",
  'capability:',
  '  read_only: true',
  '  writes: true',
  '',
].join('\n');
const SKILL = 'name: x/s\ndescription: S.\ntools: [x/t, x/both]\n';

const head = repo({ 'tools/t.yaml': TOOL, 'skills/s.yaml': SKILL });
const base = repo({
  'tools/t.yaml': TOOL.replace(/resource_slots:[\s\S]*?---/, '---'),
  'skills/s.yaml': SKILL,
});

function fieldsOf(capability: CapabilityOrigins | undefined, ...fields: string[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f, capability?.[f]]));
}

describe('explain of an entry whose resource slot may write', () => {
  const entries = runExplain({ name: 'x/s', root: head }).explanation.entries ?? [];
  const capability = (name: string): CapabilityOrigins | undefined =>
    entries.find((e) => e.name === name)?.capability;

  it('shows it writing and not read-only, at the slot, with the claim beside it', () => {
    const source = "the resource slot 'repo' may write (access read_write)";
    expect(fieldsOf(capability('x/t'), 'read_only', 'writes')).toEqual({
      read_only: {
        value: false,
        source,
        file: 'tools/t.yaml',
        line: 10,
        claim: { value: true, file: 'tools/t.yaml', line: 6 },
      },
      writes: { value: true, source, file: 'tools/t.yaml', line: 10, claim: { value: false } },
    });
  });

  it('shows a capability that says writes beside read_only as not read-only, at its writes', () => {
    expect(capability('x/both')?.read_only).toEqual({
      value: false,
      source: 'writes: true is said beside it, and the gate reads the stronger',
      file: 'tools/t.yaml',
      line: 18,
      claim: { value: true, file: 'tools/t.yaml', line: 17 },
    });
  });

  it('says the same where the tool is the subject', () => {
    const reached = runExplain({ name: 'x/t', root: head }).explanation.reachedBy ?? [];
    expect(reached.map((r) => [r.name, r.capability.read_only?.value, r.capability.writes?.value])).toEqual([
      ['x/s', false, true],
    ]);
  });

  it('marks the fields the gate escalates as changed against a base without the slot', () => {
    const marked = runExplain({ name: 'x/s', root: head, base: { kind: 'dir', path: base } }).explanation;
    const t = marked.entries?.find((e) => e.name === 'x/t');
    expect(t?.change).toBe('changed');
    expect([t?.capability.read_only?.change, t?.capability.read_only?.from]).toEqual(['changed', true]);
    expect([t?.capability.writes?.change, t?.capability.writes?.from]).toEqual(['changed', false]);
  });
});

// A resource slot the entry may write is power the gate reads of its own (`read_write_slots`,
// `slot_bindings`): a writing tool that adds a slot bound to a production vault is an escalation
// ("now writes resource slots"), while explain listed no slot at all and, against the base, showed
// the entry unchanged. Each slot it may write is listed among its runs now, where it is written.
describe('explain of the resource slots an entry may write', () => {
  const WRITER = [
    'name: x/w',
    'description: W.',
    'source: custom',
    "code: 'x'",
    'capability:',
    '  writes: true',
    'resource_slots:',
    '  - name: repo',
    '    resource_type: git_repository',
    '    access: read_write',
    '  - name: docs',
    '    resource_type: folder',
    '    access: read_only',
    '',
  ].join('\n');
  const SECRETS = [
    '  - name: secrets',
    '    resource_type: vault',
    '    access: read_write',
    '    binding: static',
    '    static_resource: prod-vault',
    '',
  ].join('\n');
  const files = (tool: string): Record<string, string> => ({
    'tools/w.yaml': tool,
    'skills/s.yaml': 'name: x/s\ndescription: S.\ntools: [x/w]\n',
  });
  const before = repo(files(WRITER));
  const after = repo(files(WRITER + SECRETS));

  it('lists each slot it may write, where its access is written', () => {
    const runs = runExplain({ name: 'x/s', root: after }).explanation.entries?.[0]?.runs ?? [];
    expect(runs.filter((r) => r.kind === 'slot')).toEqual([
      { kind: 'slot', text: 'repo: git_repository (contextual)', file: 'tools/w.yaml', line: 10 },
      { kind: 'slot', text: 'secrets: vault (static prod-vault)', file: 'tools/w.yaml', line: 16 },
    ]);
  });

  it('marks a slot the head adds, as the gate escalates it', () => {
    const { explanation } = runExplain({ name: 'x/s', root: after, base: { kind: 'dir', path: before } });
    const entry = explanation.entries?.[0];
    expect(entry?.change).toBe('changed');
    expect(entry?.runs?.filter((r) => r.change !== undefined).map((r) => [r.kind, r.text, r.change])).toEqual(
      [['slot', 'secrets: vault (static prod-vault)', 'added']],
    );
  });
});

// Slots written as a mapping of name to slot, or a slot named alone, the gate reads as writing as
// it reads a list's (effective.ts effectiveSlots). Explain looked for the slot's place in a list
// only: it listed each such slot with neither a place nor a source, which its published schema
// (schemas/explain.schema.json, `runs` items) refuses, the text showed an empty place, and the
// capability's "the resource slot 'workspace' may write" named no line. Each is at its slot now.
describe('explain of slots written as a mapping or by name alone', () => {
  const TOOLS = [
    'name: x/list',
    'description: Lists.',
    'source: custom',
    "code: 'x'",
    'capability:',
    '  read_only: true',
    'resource_slots:',
    '  workspace:',
    '    resource_type: git_repository',
    '    access: read_write',
    '  cache:',
    '    name: scratch',
    '    resource_type: folder',
    '---',
    'name: x/scan',
    'description: Scans.',
    'source: custom',
    "code: 'x'",
    'capability:',
    '  read_only: true',
    'resource_slots: [docs, workspace]',
    '',
  ].join('\n');
  const root = repo({
    'tools/t.yaml': TOOLS,
    'skills/s.yaml': 'name: x/s\ndescription: S.\ntools: [x/list, x/scan]\n',
  });
  const schema = JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', 'schemas', 'explain.schema.json'), 'utf8'),
  ) as object;
  const validate = new Ajv2020({ strict: false, allErrors: true }).compile(schema);
  const { explanation } = runExplain({ name: 'x/s', root });
  const entry = (name: string) => explanation.entries?.find((e) => e.name === name);

  it('lists each slot at its key, or at its access where it writes one', () => {
    expect(entry('x/list')?.runs).toEqual([
      { kind: 'code', digest: expect.any(String) as string, file: 'tools/t.yaml', line: 4 },
      { kind: 'slot', text: 'workspace: git_repository (contextual)', file: 'tools/t.yaml', line: 10 },
      { kind: 'slot', text: 'scratch: folder (contextual)', file: 'tools/t.yaml', line: 11 },
    ]);
    expect(entry('x/scan')?.runs).toEqual([
      { kind: 'code', digest: expect.any(String) as string, file: 'tools/t.yaml', line: 18 },
      { kind: 'slot', text: 'docs:  (contextual)', file: 'tools/t.yaml', line: 21 },
      { kind: 'slot', text: 'workspace:  (contextual)', file: 'tools/t.yaml', line: 21 },
    ]);
  });

  it('names the slot that makes the entry writing, where it is written', () => {
    expect(entry('x/list')?.capability.writes).toMatchObject({ value: true, file: 'tools/t.yaml', line: 10 });
    expect(entry('x/scan')?.capability.read_only).toMatchObject({
      value: false,
      file: 'tools/t.yaml',
      line: 21,
    });
  });

  it('is valid against its published schema', () => {
    const data = JSON.parse([...explainJsonChunks(explanation)].join('')) as unknown;
    expect(validate(data) ? [] : validate.errors).toEqual([]);
  });
});
