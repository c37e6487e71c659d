// Explain shows the power the gate reads (SPEC §10), where it showed less:
// - an actor defined twice was explained from its first definition only, under the heading
//   "read as the stronger": the gate's `x/deploy` (writes) through the second was missing, and
//   a first definition's read_only policy showed it as removed;
// - a skill defined twice: a tool listed only by the second definition did not name that skill
//   (nor the actors through it) among those that reach it, and the entries' capability lines
//   pointed at the other definition's `/tools/0` (`read_only: false  tools/t.yaml:13`, the line
//   of another tool's `read_only: true`, and `writes: true` called a default);
// - an actor's remote skill (the gate's entry writes, is unsafe, open world) had source '',
//   no path and an empty capability.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { repo } from '../hostile/helpers.js';
import type { CapabilityOrigins } from '../../src/core/explain/explain.js';

const ROOT = join(import.meta.dirname, '..', '..');
const CLI = join(ROOT, 'dist', 'cli.js');
const schema = JSON.parse(readFileSync(join(ROOT, 'schemas', 'explain.schema.json'), 'utf8')) as object;
const validate = new Ajv2020({ strict: false, allErrors: true }).compile(schema);

type Field = CapabilityOrigins[string];
interface Explained {
  entries?: { name: string; source: string; via: string[][]; capability: Record<string, Field> }[];
  reachedBy?: { kind: string; name: string }[];
  removedByPolicy?: { name: string }[];
}

function explain(dir: string, name: string): Explained {
  const r = spawnSync(process.execPath, [CLI, 'explain', name, dir, '--format', 'json'], {
    encoding: 'utf8',
  });
  expect(r.status, r.stderr).toBe(0);
  const data = JSON.parse(r.stdout) as Explained;
  expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
  return data;
}

const TOOLS =
  'name: x/deploy\ndescription: d\nsource: custom\ncode: x\ncapability:\n  writes: true\n---\n' +
  'name: x/read\ndescription: r\nsource: custom\ncode: x\ncapability:\n  read_only: true\n';

describe('explain reads every definition of a name, as the gate does', () => {
  const dir = repo({
    'tools/t.yaml': TOOLS,
    'skills/s.yaml': 'name: x/ro\ntools: [x/read]\n---\nname: x/rw\ntools: [x/deploy]\n',
    'skills/d.yaml': 'name: x/dup\ntools: [x/read]\n---\nname: x/dup\ntools: [x/deploy]\n',
    'actors/a.yaml': 'name: x/bot\nskills: [x/ro]\n---\nname: x/bot\nskills: [x/rw]\n',
    'actors/b.yaml':
      'name: x/bot2\nskills: [x/rw]\nskill_access_policy:\n  read_only: true\n---\nname: x/bot2\nskills: [x/rw]\n',
    'actors/r.yaml': 'name: x/remote\nskills: [hub:v/deploy]\n',
  });

  it('an actor defined twice has the entries of both', () => {
    expect(explain(dir, 'x/bot').entries?.map((e) => e.name)).toEqual(['x/deploy', 'x/read']);
    const bot2 = explain(dir, 'x/bot2');
    expect(bot2.entries?.map((e) => e.name)).toEqual(['x/deploy']);
    expect(bot2.removedByPolicy).toEqual([]);
  });

  it("a skill defined twice: each entry's fields come from its own definition", () => {
    const deploy = explain(dir, 'x/dup').entries?.find((e) => e.name === 'x/deploy');
    expect(deploy?.capability.writes).toEqual({ value: true, file: 'tools/t.yaml', line: 6 });
    expect(deploy?.capability.read_only).toEqual({ value: false, default: true });
  });

  it('a tool is reached by a skill that lists it in its second definition, and its actors', () => {
    const reached = explain(dir, 'x/deploy').reachedBy?.map((r) => `${r.kind} ${r.name}`);
    expect(reached).toEqual(['skill x/dup', 'skill x/rw', 'actor x/bot', 'actor x/bot2']);
  });

  it("an actor's remote skill is the most it could be, with its path", () => {
    const [entry] = explain(dir, 'x/remote').entries ?? [];
    expect(entry?.via).toEqual([['x/remote', 'hub:v/deploy']]);
    expect(entry?.source).not.toBe('');
    expect(entry?.capability.writes?.value).toBe(true);
    expect(entry?.capability.unsafe?.value).toBe(true);
    expect(entry?.capability.side_effects?.value).toEqual(['open_world']);
  });
});

describe('explain of an MCP tool its inventory lists twice', () => {
  // The gate reads the stronger listing; explain pointed every field at the first listing
  // (`writes: true  annotation readOnlyHint (s.json:5)`, the line of `"readOnlyHint": true`).
  const dir = repo({
    'mcp-servers/s.json': `${JSON.stringify(
      {
        server: 's',
        tools: [
          { annotations: { readOnlyHint: true }, description: 'Reads.', name: 'x' },
          { annotations: { readOnlyHint: false, destructiveHint: true }, description: 'Deletes.', name: 'x' },
        ],
      },
      null,
      2,
    )}\n`,
    'skills/s.yaml': 'name: x/s\nmcp_servers:\n  - name: s\n    tools: [x]\n',
  });

  it("each field points at the listing it was read from, the stronger one's annotation", () => {
    const [entry] = explain(dir, 'x/s').entries ?? [];
    expect(entry?.name).toBe('mcp:s/x');
    const at = (field: string): string => {
      const f = entry?.capability[field];
      return `${JSON.stringify(f?.value)} ${f?.source} ${f?.file}:${f?.line}`;
    };
    // Lines 6 and 13 are the two listings' `readOnlyHint`; 14 the second's `destructiveHint`.
    expect(at('read_only')).toBe('false annotation readOnlyHint mcp-servers/s.json:13');
    expect(at('writes')).toBe('true annotation readOnlyHint mcp-servers/s.json:13');
    expect(at('unsafe')).toBe('true annotation destructiveHint mcp-servers/s.json:14');
  });
});

describe('explain of an item PyYAML reads as another name', () => {
  // `1e3` is x/1000 to YAML 1.2 and x/1e3 to PyYAML; `on` is the server "on" and "True". Each
  // entry's fields were read from the first name's definition (`read_only: false  tools/t.yaml:6`,
  // the line of x/1000's `read_only: true`, and x/1e3's `writes: true` called a default).
  const dir = repo({
    'tools/t.yaml':
      'name: x/1000\ndescription: r\nsource: builtin\ncapability:\n  read_only: true\n---\n' +
      'name: x/1e3\ndescription: w\nsource: builtin\ncapability:\n  writes: true\n',
    'mcp-servers/on.json':
      '{"server": "on", "tools": [{"name": "get", "inputSchema": {"type": "object"}}]}\n',
    'mcp-servers/true.json':
      '{"server": "True", "tools": [{"name": "del", "inputSchema": {"type": "object"}}]}\n',
    'skills/s.yaml':
      '# agents-config-check-disable-file schema\nname: x/s\ntools: [1e3]\nmcp_servers:\n  - name: on\n    overrides:\n      del:\n        capability:\n          idempotent: true\n',
  });

  it("each entry's fields come from the definition of the name it is", () => {
    const entries = explain(dir, 'x/s').entries ?? [];
    const field = (name: string, key: string): string => {
      const f = entries.find((e) => e.name === name)?.capability[key];
      return `${JSON.stringify(f?.value)} ${f?.file}:${f?.line}`;
    };
    expect(field('x/1e3', 'writes')).toBe('true tools/t.yaml:11');
    expect(field('x/1000', 'read_only')).toBe('true tools/t.yaml:5');
    expect(field('mcp:True/del', 'idempotent')).toBe('true skills/s.yaml:9');
  });
});
