// `mcp verify --format json` is described by schemas/mcp-verify.schema.json, as the check's report
// is by report.schema.json (SPEC §7, §11): every server outcome and every kind of change the drift
// finds validates, and a field the schema does not describe, in any of its objects, fails.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { compareOffers } from '../../src/core/mcp/drift.js';
import type { McpTool } from '../../src/core/mcp/inventory.js';
import { formatVerifyJson, type ServerOutcome } from '../../src/report/mcp.js';

const schema = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'schemas', 'mcp-verify.schema.json'), 'utf8'),
) as object;
const validate = new Ajv2020({ allErrors: true, strict: true, strictTypes: false }).compile(schema);

const input = { type: 'object', properties: { path: { type: 'string' } } };
const pinned: McpTool[] = [
  { name: 'gone', inputSchema: input },
  {
    name: 'read',
    title: 'Read',
    description: 'Reads.',
    inputSchema: input,
    annotations: { readOnlyHint: true, openWorldHint: false, idempotentHint: true },
    icons: [],
  },
];
const current: McpTool[] = [
  { name: 'wipe', inputSchema: input },
  {
    name: 'read',
    title: 'Read a file',
    description: 'Reads, then acts.',
    inputSchema: { ...input, required: ['path'] },
    annotations: { openWorldHint: false },
    icons: [{ src: 'https://example.com/i.png' }],
  },
];
/** Every kind of change the drift finds, from two real offers. */
const changes = compareOffers(
  { tools: pinned, instructions: 'Use read.' },
  { tools: current, instructions: 'Use read, then wipe.' },
);

const provenance = { serverName: 'web', serverVersion: '1.0', protocolVersion: '2025-06-18' };
const outcomes: ServerOutcome[] = [
  { server: 'files', inventory: 'mcp-servers/files.json', status: 'drift', tools: 2, changes },
  { server: 'memory', inventory: 'mcp-servers/memory.json', status: 'same', tools: 9 },
  {
    server: 'web',
    inventory: 'mcp-servers/web.json',
    status: 'same',
    tools: 2,
    provenance: { pinned: provenance, now: { ...provenance, serverVersion: '1.1' } },
  },
  {
    server: 'new',
    inventory: 'mcp-servers/new.json',
    status: 'same',
    tools: 0,
    provenance: { pinned: undefined, now: provenance },
  },
  {
    server: 'broken',
    inventory: 'mcp-servers/broken.json',
    status: 'failed',
    failure: 'crashed',
    stderr: 'boom\n',
  },
  { server: 'bad name', inventory: undefined, status: 'failed', failure: 'cannot be a file name' },
  {
    server: 'fresh',
    inventory: 'mcp-servers/fresh.json',
    status: 'unpinned',
    failure: 'no mcp-servers/fresh.json',
  },
];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The path of every object in a value, for the closure check. */
function objectPaths(value: Json, at: string[] = [], out: string[][] = []): string[][] {
  if (Array.isArray(value)) value.forEach((v, i) => objectPaths(v, [...at, String(i)], out));
  else if (value !== null && typeof value === 'object') {
    out.push(at);
    for (const [key, v] of Object.entries(value)) objectPaths(v, [...at, key], out);
  }
  return out;
}

describe('mcp verify --format json validates against schemas/mcp-verify.schema.json', () => {
  const written = JSON.parse(formatVerifyJson(outcomes, '0.0.0')) as Json;

  it('every kind of change the schema lists is met', () => {
    const kinds = (schema as { $defs: { change: { properties: { type: { enum: string[] } } } } }).$defs.change
      .properties.type.enum;
    expect(kinds.length).toBeGreaterThan(0);
    expect(new Set(changes.map((c) => c.type))).toEqual(new Set(kinds));
  });

  it('every server outcome and change validates', () => {
    expect(validate(written) ? [] : validate.errors).toEqual([]);
  });

  it('a field the schema does not describe fails, in each of its objects', () => {
    const accepted = objectPaths(written)
      // The pinned and current values of a change are the server's own, any JSON.
      .filter((at) => !at.includes('old') && !at.includes('new'))
      .filter((at) => {
        const copy = structuredClone(written) as Record<string, Json>;
        let node = copy;
        for (const key of at) node = node[key] as Record<string, Json>;
        node.unknownField = 1;
        return validate(copy);
      })
      .map((at) => at.join('/'));
    expect(accepted).toEqual([]);
  });
});
