// The inventory as `mcp pin` writes it: a fixed key order, tools sorted, 2-space JSON with a final
// newline, and a date that changes only when the content does; and the folder it goes to.
import { describe, expect, it } from 'vitest';
import { defaultOutDir, parseInventory, pinnedText } from '../../src/core/mcp/inventory.js';

const provenance = { serverName: 'demo-server', serverVersion: '1.2.0', protocolVersion: '2025-11-25' };
const tools = [
  {
    _meta: { z: 1, a: 2 },
    annotations: { openWorldHint: false, readOnlyHint: true, title: 'Read' },
    inputSchema: {
      type: 'object',
      properties: { path: { type: 'string', description: 'Where' } },
      required: ['path'],
    },
    description: 'Reads a file.',
    name: 'read',
    futureField: true,
  },
  { name: 'archive', inputSchema: { type: 'object' } },
];

describe('pinnedText', () => {
  const text = pinnedText('demo', { provenance, tools }, undefined, '2026-12-01');

  it('writes server, pinned, tools; tools by name; MCP key order, then other keys sorted', () => {
    expect(text).toBe(`{
  "server": "demo",
  "pinned": {
    "serverInfo": {
      "name": "demo-server",
      "version": "1.2.0"
    },
    "protocolVersion": "2025-11-25",
    "date": "2026-12-01"
  },
  "tools": [
    {
      "name": "archive",
      "inputSchema": {
        "type": "object"
      }
    },
    {
      "name": "read",
      "description": "Reads a file.",
      "inputSchema": {
        "properties": {
          "path": {
            "description": "Where",
            "type": "string"
          }
        },
        "required": [
          "path"
        ],
        "type": "object"
      },
      "annotations": {
        "title": "Read",
        "readOnlyHint": true,
        "openWorldHint": false
      },
      "_meta": {
        "a": 2,
        "z": 1
      },
      "futureField": true
    }
  ]
}
`);
  });

  const previous = (t: string) => {
    const parsed = parseInventory(t);
    if (!('inventory' in parsed)) throw new Error(parsed.problem);
    return { text: t, inventory: parsed.inventory };
  };

  it('keeps the previous date when nothing else changed, whatever order the server lists in', () => {
    const reordered = [...tools].reverse().map((t) => Object.fromEntries(Object.entries(t).reverse()));
    expect(pinnedText('demo', { provenance, tools: reordered }, previous(text), '2027-01-05')).toBe(text);
  });

  it('takes the new date when a tool or the provenance changed', () => {
    const changed = pinnedText('demo', { provenance, tools: tools.slice(1) }, previous(text), '2027-01-05');
    expect(changed).toContain('"date": "2027-01-05"');
    const bumped = { ...provenance, serverVersion: '1.3.0' };
    expect(pinnedText('demo', { provenance: bumped, tools }, previous(text), '2027-01-05')).toContain(
      '"date": "2027-01-05"',
    );
  });

  it('keeps a description written into the previous file by hand', () => {
    const described = text.replace('"server": "demo",', '"server": "demo",\n  "description": "Our files.",');
    const again = pinnedText('demo', { provenance, tools }, previous(described), '2027-01-05');
    expect(again).toBe(described);
  });
});

describe('parseInventory', () => {
  it.each([
    ['not JSON', '{', /^it is not JSON/],
    ['without tools', '{"server": "x"}', /^it has no 'tools' list$/],
    [
      'with a nameless tool',
      '{"tools": [{"name": "a"}, {"title": "b"}]}',
      /^its tools\[1\] is not a tool with a 'name'$/,
    ],
  ])('names what is wrong with a file %s', (_name, text, problem) => {
    const parsed = parseInventory(text);
    expect('problem' in parsed && parsed.problem).toMatch(problem);
  });

  it('reads a bare tools/list result (no pinned provenance)', () => {
    expect(parseInventory('{"tools": [], "nextCursor": "x"}')).toEqual({
      inventory: { tools: [], description: undefined, provenance: undefined, date: undefined },
    });
  });
});

describe('defaultOutDir', () => {
  it.each([
    [['**/mcp-servers/**/*.{json,yml,yaml}'], 'mcp-servers'],
    [['agents/mcp/*.json'], 'agents/mcp'],
    [['**/*.mcp.json', 'config/servers/**/*.json'], 'config/servers'],
    [['inventories/*.yaml'], 'mcp-servers'],
    [['**/*.json'], 'mcp-servers'],
    [['../up/*.json'], 'mcp-servers'],
  ])('%j → %s', (globs, folder) => expect(defaultOutDir(globs)).toBe(folder));
});
