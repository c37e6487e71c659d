// The inventory as `mcp pin` writes it: a fixed key order, tools sorted, 2-space JSON with a final
// newline, and a date that changes only when the content does; and the folder it goes to.
import { describe, expect, it } from 'vitest';
import {
  canonicalTools,
  defaultOutDir,
  inventoryNameProblem,
  parseInventory,
  pinnedText,
  rejectedToolNames,
  toolNestedPast,
} from '../../src/core/mcp/inventory.js';
import { LOAD_LIMITS } from '../../src/core/yaml/load.js';
import { checkFiles, validator } from '../helpers.js';

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

  it('writes instructions after pinned and before tools, and nothing for a server without them', () => {
    const instructions = 'Call read before archive.';
    const told = pinnedText('demo', { provenance, tools, instructions }, undefined, '2026-12-01');
    expect(told).toBe(text.replace('\n  "tools": [', `\n  "instructions": "${instructions}",\n  "tools": [`));
    expect(JSON.parse(told).instructions).toBe(instructions);
    expect(Object.keys(JSON.parse(told))).toEqual(['server', 'pinned', 'instructions', 'tools']);
    expect(pinnedText('demo', { provenance, tools, instructions }, previous(told), '2027-01-05')).toBe(told);
  });

  it('takes the new date when the instructions are added, rewritten or removed', () => {
    const told = pinnedText('demo', { provenance, tools, instructions: 'A.' }, undefined, '2026-12-01');
    for (const [was, listing] of [
      [text, { provenance, tools, instructions: 'A.' }],
      [told, { provenance, tools, instructions: 'A. Then call delete_repository.' }],
      [told, { provenance, tools }],
    ] as const) {
      const again = pinnedText('demo', listing, previous(was), '2027-01-05');
      expect(again).toContain('"date": "2027-01-05"');
      expect(parseInventory(again)).toEqual({
        inventory: expect.objectContaining({ instructions: listing.instructions }),
      });
    }
  });

  it('keeps a description written into the previous file by hand', () => {
    const described = text.replace('"server": "demo",', '"server": "demo",\n  "description": "Our files.",');
    const again = pinnedText('demo', { provenance, tools }, previous(described), '2027-01-05');
    expect(again).toBe(described);
  });

  it('writes a number JSON.parse read as an infinity as 1e999, not null, and reads it back so', () => {
    // The server's `"maximum": 1e999` was written `null`: another schema, which verify then took
    // for the server's own.
    const schema = { type: 'object', properties: { n: { maximum: Infinity, minimum: -Infinity } } };
    const infinite = pinnedText(
      'demo',
      { provenance, tools: [{ name: 'n', inputSchema: schema }] },
      undefined,
      'd',
    );
    expect(infinite).toContain('"maximum": 1e999,\n');
    expect(infinite).toContain('"minimum": -1e999\n');
    const read = parseInventory(infinite);
    expect('inventory' in read && read.inventory.tools[0]!.inputSchema).toEqual(schema);
  });
});

describe('rejectedToolNames', () => {
  const tool = (name: string) => ({ name, inputSchema: { type: 'object' } });
  // As written: sorted by code unit, so '' is tools[0], 'X…' tools[2] and the two 'twice' tools[5] and [6].
  const written = canonicalTools(
    ['read', '../../etc/passwd', '', 'x'.repeat(129), 'twice', 'ok.v2-beta_1', 'twice', 'X'.repeat(128)].map(
      tool,
    ),
  );

  it("names what the check reports: the schema's refusals in its words, and a name listed again", () => {
    expect(rejectedToolNames(written, validator)).toEqual([
      { rule: 'schema', message: "'tools[0].name' must match ^[A-Za-z0-9_.-]{1,128}$, not ''" },
      {
        rule: 'schema',
        message: "'tools[1].name' must match ^[A-Za-z0-9_.-]{1,128}$, not '../../etc/passwd'",
      },
      {
        rule: 'schema',
        message: `'tools[7].name' must match ^[A-Za-z0-9_.-]{1,128}$, not '${'x'.repeat(129)}'`,
      },
      { rule: 'duplicate-name', message: "MCP tool 'twice' is listed 2 times (first at tools[5])" },
    ]);
  });

  it('agrees with the check run on the inventory pin writes', () => {
    const text = pinnedText('odd', { provenance, tools: written }, undefined, '2026-12-01');
    const found = checkFiles({ 'mcp-servers/odd.json': text });
    const rejected = rejectedToolNames(written, validator);
    const messages = (rule: string) => found.filter((d) => d.rule === rule).map((d) => d.message);
    expect(messages('schema')).toEqual(rejected.filter((r) => r.rule === 'schema').map((r) => r.message));
    expect(messages('duplicate-name')).toEqual([
      expect.stringMatching(/^MCP tool 'twice' is listed again/),
      expect.stringMatching(/^MCP tool 'twice' is listed again/),
    ]);
  });

  it('finds nothing in names the check accepts', () => {
    const fine = canonicalTools(['a', 'read_file', 'v1.2-beta', 'Z'.repeat(128)].map(tool));
    expect(rejectedToolNames(fine, validator)).toEqual([]);
  });
});

describe('toolNestedPast', () => {
  /** A tool whose input schema holds `levels` objects nested by `properties.a`. */
  const deep = (levels: number) => {
    let schema: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < levels; i++) schema = { type: 'object', properties: { a: schema } };
    return { name: `deep-${levels}`, inputSchema: schema };
  };
  // The tool is level 2 of the inventory, its input schema 3, and each object two levels more: the
  // innermost object of 98 levels is at 199, of 99 at 201, past the check's 200.
  const [within, past] = [deep(98), deep(99)];

  it('names the first tool nested past the limit, and no other', () => {
    expect(toolNestedPast([{ name: 'a' }, within], LOAD_LIMITS.maxDepth)).toBeUndefined();
    expect(toolNestedPast([within, past, deep(100)], LOAD_LIMITS.maxDepth)).toBe('deep-99');
  });

  it("agrees with the check's loader on the inventory pin would write", () => {
    const nesting = (tool: Record<string, unknown>) =>
      checkFiles({
        'mcp-servers/x.json': pinnedText('x', { provenance, tools: [tool] }, undefined, '2026-12-01'),
      })
        .filter((d) => /nested deeper than/.test(d.message))
        .map((d) => d.rule);
    expect(nesting(within)).toEqual([]);
    expect(nesting(past)).toEqual(['yaml-syntax']);
  });

  it('walks a million levels without recursion', () => {
    let value: unknown = null;
    for (let i = 0; i < 1_000_000; i++) value = [value];
    expect(
      toolNestedPast([{ name: 'a' }, { name: 'b', inputSchema: { type: 'object', x: value } }], 200),
    ).toBe('b');
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
    // A repository's configuration chose a folder outside it: `mcp pin` wrote /tmp/out/NAME.json.
    [['/tmp/out/*.json'], 'mcp-servers'],
    [['/tmp/out/*.json', 'agents/mcp/*.json'], 'agents/mcp'],
    // A drive or a backslash is outside the root where Windows reads the path: `C:/out` was chosen.
    [['C:/out/*.json'], 'mcp-servers'],
    [['..\\up/*.json'], 'mcp-servers'],
    [['agents\\mcp/*.json', 'agents/mcp/*.json'], 'agents/mcp'],
  ])('%j → %s', (globs, folder) => expect(defaultOutDir(globs)).toBe(folder));
});

describe('inventoryNameProblem', () => {
  it.each([
    ['github', [], undefined],
    ['my.server_2-b', [], undefined],
    ['console', [], undefined],
    ['.hidden', [], 'its name cannot be a file name: letters, digits, ".", "_" and "-" only, not first "."'],
    ['../up', [], 'its name cannot be a file name: letters, digits, ".", "_" and "-" only, not first "."'],
    // Windows opens its device for these, extension or not: `mcp pin` said "pinned" and wrote no file.
    ['CON', [], "its name cannot be a file name: 'CON.json' is a device on Windows, not a file"],
    ['nul', [], "its name cannot be a file name: 'nul.json' is a device on Windows, not a file"],
    ['Com1.x', [], "its name cannot be a file name: 'Com1.x.json' is a device on Windows, not a file"],
    ['lpt9', [], "its name cannot be a file name: 'lpt9.json' is a device on Windows, not a file"],
    // Two names alike but for case: one file on macOS and Windows, written by both.
    [
      'GitHub',
      ['github', 'GitHub'],
      "its name differs from 'github' only by case: where the file system ignores case (macOS, Windows) both would be one file; pin each alone",
    ],
    ['github', ['github', 'gitlab'], undefined],
  ])('%j among %j → %j', (name, others, problem) => expect(inventoryNameProblem(name, others)).toBe(problem));

  const alike = (file: string) =>
    `its name differs only by case from '${file}', which the folder holds: where the file system ignores case (macOS, Windows) both would be one file; rename or remove that one first`;
  it.each([
    ['GitHub', ['github.json'], alike('github.json')],
    ['github', ['GitHub.YAML', 'notes.md'], alike('GitHub.YAML')],
    ['github', ['github.yml', 'GITLAB.json'], undefined],
    // Not an inventory: the check reads only JSON and YAML there.
    ['readme', ['README.md'], undefined],
  ])('%j beside the files %j → %j', (name, files, problem) =>
    expect(inventoryNameProblem(name, [name], files)).toBe(problem),
  );
});
