// The language server's pure parts, without the protocol: positions, where a name is expected,
// quick-fix text, and the skills an edit can reach.
import { describe, expect, it } from 'vitest';
import { replacement, suggestionOf } from '../../src/lsp/code-actions.js';
import { candidates, completionSpot } from '../../src/lsp/completion.js';
import { hoverText } from '../../src/lsp/hover.js';
import { symbolAt } from '../../src/lsp/symbols.js';
import { projectOf } from '../helpers.js';
import { spanContains, TextLines } from '../../src/lsp/positions.js';
import { cpuMs } from '../cpu-clock.js';
import { LineIndex } from '../../src/core/text/text-position.js';

describe('positions: code-point columns to UTF-16 and back', () => {
  const lines = new TextLines('\uFEFFa: "🚀x"\r\nb: é\n');
  it.each([
    [1, 1, 0],
    [1, 5, 4],
    [1, 6, 6],
    [1, 7, 7],
    [2, 4, 3],
    [2, 99, 4],
  ])('line %i column %i is character %i', (line, column, character) => {
    expect(lines.toLsp(line, column)).toEqual({ line: line - 1, character });
    if (column < 99) expect(lines.fromLsp({ line: line - 1, character })).toEqual({ line, column });
  });
  it('is the walk from the line start far along a line too, in any order, in linear time', () => {
    // A line of 2,000 code points: both its halves are past the first mark; then one of a megabyte.
    const unit = ['a', '🚀', '\ud83d', '\ude80', 'é'];
    const long = Array.from({ length: 2_000 }, (_, i) => unit[(i * 7) % 5]).join('');
    // A column as the core counts it: a surrogate pair is one, a lone half (here a high one before
    // `é`) one of its own.
    const walked = (text: string, column: number): number => {
      let offset = 0;
      for (let point = 1; point < column && offset < text.length; point++) {
        const pair = /[\ud800-\udbff][\udc00-\udfff]/.test(text.slice(offset, offset + 2));
        offset += pair ? 2 : 1;
      }
      return offset;
    };
    const asked = new TextLines(`x\n${long}\r\ny`);
    for (const column of [2500, 2000, 1026, 1025, 1024, 3, 1, 0, -5, 1025.5, 1e9, Infinity, 1100])
      expect(asked.toLsp(2, column)).toEqual({ line: 1, character: walked(long, column) });
    // And the core's own column of every offset that starts one comes back to that offset.
    const index = new LineIndex(`x\n${long}\r\ny`);
    for (let offset = 0; offset <= long.length; offset++) {
      if (/[\udc00-\udfff]/.test(long[offset] ?? '') && /[\ud800-\udbff]/.test(long[offset - 1] ?? ''))
        continue;
      const { line, column } = index.position(2 + offset);
      expect(asked.toLsp(line, column)).toEqual({ line: 1, character: offset });
    }
    const megabyte = 'é🚀abc'.repeat(150_000);
    const lines = new TextLines(megabyte);
    const started = cpuMs();
    // Backwards, and at 6 units for 5 code points: 1.2 each.
    for (let k = 3_999; k >= 0; k--) expect(lines.toLsp(1, 1 + k * 180).character).toBe(k * 216);
    // 10 s when each was walked from the line's start.
    expect(cpuMs() - started).toBeLessThan(2_000);
  });

  it('counts a byte-order mark as a character of the first line in a text the editor holds, and in none read from disk', () => {
    const text = '\uFEFFa: 1\rb: x\nc: 2\n';
    const held = new TextLines(text, true);
    const read = new TextLines(text);
    expect([held.line(0), held.line(1), read.line(0)]).toEqual(['\uFEFFa: 1', 'b: x', 'a: 1']);
    expect([held.toLsp(1, 1), held.toLsp(1, 4), held.toLsp(1, 6), held.toLsp(2, 1)]).toEqual([
      { line: 0, character: 1 },
      { line: 0, character: 4 },
      { line: 1, character: 0 },
      { line: 2, character: 0 },
    ]);
    expect([read.toLsp(1, 1), read.toLsp(1, 4)]).toEqual([
      { line: 0, character: 0 },
      { line: 0, character: 3 },
    ]);
    // On the mark, and after it, the first column; the line's end one unit further.
    expect([0, 1, 4, 9].map((character) => held.fromLsp({ line: 0, character }))).toEqual([
      { line: 1, column: 1 },
      { line: 1, column: 1 },
      { line: 1, column: 4 },
      { line: 1, column: 5 },
    ]);
    expect(held.position({ line: 0, character: 9 })).toEqual({ line: 0, character: 5 });
    expect(held.fromLsp({ line: 1, character: 1 })).toEqual({ line: 1, column: 7 });
  });

  it('counts a lone carriage return as a line break, as the protocol does, where the core does not', () => {
    // The core's lines: `a: 1⏎b: x` and `c: 2`; the protocol's: `a: 1`, `b: x`, `c: 2`.
    const lines = new TextLines('a: 1\rb: x\r\nc: 2\n');
    expect([lines.count, lines.line(0), lines.line(1), lines.line(2)]).toEqual([4, 'a: 1', 'b: x', 'c: 2']);
    const pairs: [[number, number], [number, number]][] = [
      [
        [1, 1],
        [0, 0],
      ],
      [
        [1, 5],
        [0, 4],
      ],
      [
        [1, 6],
        [1, 0],
      ],
      [
        [1, 9],
        [1, 3],
      ],
      [
        [2, 3],
        [2, 2],
      ],
    ];
    for (const [[line, column], [lspLine, character]] of pairs) {
      expect(lines.toLsp(line, column)).toEqual({ line: lspLine, character });
      expect(lines.fromLsp({ line: lspLine, character })).toEqual({ line, column });
    }
    // A character past its protocol line's end is that line's end, not the next line's text.
    expect(lines.fromLsp({ line: 0, character: 9 })).toEqual({ line: 1, column: 5 });
  });

  it('takes a position a client sends only on a line the text has, its character at most the line', () => {
    const lines = new TextLines('a: 1\rb: x\r\nc: 2\n');
    expect(lines.position({ line: 1, character: 2 })).toEqual({ line: 1, character: 2 });
    // Past the line's end is its end, as the protocol reads it; the empty last line is a line.
    expect(lines.position({ line: 2, character: 99 })).toEqual({ line: 2, character: 4 });
    expect(lines.position({ line: 3, character: 0 })).toEqual({ line: 3, character: 0 });
    const bad = [
      { line: 0, character: -5 },
      { line: -1, character: 0 },
      { line: 4, character: 0 },
      { line: 0, character: 1.5 },
      { line: 0, character: Number.NaN },
      { line: Number.POSITIVE_INFINITY, character: 0 },
      { line: 0, character: '1' as unknown as number },
    ];
    for (const position of bad) expect(lines.position(position)).toBeUndefined();
  });

  it('a span holds its start and its end', () => {
    const span = { line: 2, column: 3, endLine: 2, endColumn: 5 };
    expect([2, 3, 4, 5, 6].map((c) => spanContains(span, 2, c))).toEqual([false, true, true, true, false]);
  });
});

describe('completion: where a name is expected', () => {
  const skill = [
    'name: x/s',
    'tools:',
    '  - x/a',
    '  - name: x/',
    '    overrides: {}',
    '  - ',
    'includes: [x/b, x/',
    'builtins:',
    '- file_',
    'mcp_servers:',
    '  - name: gi',
  ];
  it.each([
    [2, 7, { expected: 'tool', prefix: 'x/a', start: 4 }],
    [3, 13, { expected: 'tool', prefix: 'x/', start: 10 }],
    [5, 4, { expected: 'tool', prefix: '', start: 4 }],
    [6, 18, { expected: 'skill', prefix: 'x/', start: 16 }],
    [8, 7, { expected: 'builtin', prefix: 'file_', start: 2 }],
    // An MCP server's name: the servers with inventories (the cases below).
    [10, 12, { expected: 'mcp-server', prefix: 'gi', start: 10 }],
    [0, 9, undefined],
  ])('skill line %i character %i', (row, character, expected) => {
    expect(completionSpot('skill', skill, row, character)).toEqual(expected);
  });
  it('expects nothing at a position the text does not have', () => {
    expect(completionSpot('skill', skill, 6, -5)).toBeUndefined();
    expect(completionSpot('skill', skill, -1, 0)).toBeUndefined();
    expect(completionSpot('skill', skill, skill.length, 0)).toBeUndefined();
    expect(completionSpot('skill', skill, 6, 1.5)).toBeUndefined();
    expect(completionSpot('skill', skill, 6, 99)).toEqual({ expected: 'skill', prefix: 'x/', start: 16 });
  });
  it('an actor expects skills, a tool only its wraps', () => {
    expect(completionSpot('actor', ['name: x/a', 'skills:', '  - x/'], 2, 6)).toEqual({
      expected: 'skill',
      prefix: 'x/',
      start: 4,
    });
    expect(completionSpot('tool', ['wraps: "x/t'], 0, 11)).toEqual({
      expected: 'tool',
      prefix: 'x/t',
      start: 8,
    });
    expect(completionSpot('tool', ['  - x/'], 0, 6)).toBeUndefined();
  });
});

describe('MCP servers and their inventory tools', () => {
  // A pinned inventory as `tools/list` gives it: one read-only tool, one that writes without
  // destroying, one unannotated (MCP's defaults: the most it could be).
  const files = {
    'mcp-servers/files.json': JSON.stringify(
      {
        server: 'files',
        tools: [
          {
            name: 'read_file',
            description: 'Reads a file.',
            annotations: { readOnlyHint: true, openWorldHint: false },
          },
          {
            name: 'write_file',
            description: 'Writes a file.',
            annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
          },
          { name: 'run' },
        ],
      },
      null,
      2,
    ),
    'tools/m.yaml': 'name: x/m\ndescription: M.\nsource: mcp\nmcp_server: files\nmcp_tool_name: write_file\n',
    // A definition that claims less than its inventory gives it.
    'tools/w.yaml':
      'name: x/w\ndescription: W.\nsource: mcp\nmcp_server: files\nmcp_tool_name: write_file\ncapability: {read_only: true}\n',
    'skills/t.yaml':
      'name: x/t\ntools:\n  - x/w\n  - name: x/w\n    overrides: {capability: {writes: false}}\n',
    'skills/s.yaml': [
      'name: x/s',
      'mcp_servers:',
      '  - name: files',
      '    tools:',
      '      - read_file',
      '      - wr',
      '  - name: web',
      '    tools: [fetch]',
      '',
    ].join('\n'),
  };
  // The skill as it is being typed (it does not parse yet).
  const lines = [
    'name: x/s',
    'mcp_servers:',
    '  - name: files',
    '    tools:',
    '      - read_file',
    '      - wr',
    '  - name: files',
    '    tools: [read_file, ',
    '  - name: fi',
    '  - tools: []',
    '    name: ',
    'tools:',
    '  - x/',
  ];
  const project = projectOf(files);

  it.each([
    [5, 10, { expected: 'mcp-tool', server: 'files', prefix: 'wr', start: 8 }],
    [7, 23, { expected: 'mcp-tool', server: 'files', prefix: '', start: 23 }],
    [8, 12, { expected: 'mcp-server', prefix: 'fi', start: 10 }],
    [10, 10, { expected: 'mcp-server', prefix: '', start: 10 }],
    [12, 6, { expected: 'tool', prefix: 'x/', start: 4 }],
    [1, 12, undefined],
  ])('skill line %i character %i', (row, character, expected) => {
    expect(completionSpot('skill', lines, row, character)).toEqual(expected);
  });

  it("a tool's mcp_server and mcp_tool_name", () => {
    const tool = ['name: x/m', 'source: mcp', 'mcp_server: fi', 'mcp_tool_name: "re'];
    expect(completionSpot('tool', tool, 2, 14)).toEqual({ expected: 'mcp-server', prefix: 'fi', start: 12 });
    expect(completionSpot('tool', tool, 3, 18)).toEqual({
      expected: 'mcp-tool',
      server: 'fi',
      prefix: 're',
      start: 16,
    });
  });

  it("offers the servers that have inventories, and a server's tools with the power the gate reads", () => {
    expect(candidates(project, { expected: 'mcp-server', prefix: '', start: 0 }, []).items).toEqual([
      { name: 'files' },
    ]);
    const tools = candidates(project, { expected: 'mcp-tool', server: 'files', prefix: '', start: 0 }, []);
    expect(tools.items).toEqual([
      { name: 'read_file', detail: 'read-only', documentation: 'Reads a file.' },
      { name: 'run', detail: 'writes, unsafe, open world', documentation: '' },
      { name: 'write_file', detail: 'writes', documentation: 'Writes a file.' },
    ]);
    expect(
      candidates(project, { expected: 'mcp-tool', server: 'web', prefix: '', start: 0 }, []).items,
    ).toEqual([]);
  });

  it('offers no name that would be inserted as other YAML (a line break, a comma, a comment)', () => {
    const hostile = projectOf({
      'mcp-servers/odd.json': JSON.stringify({
        server: 'odd',
        tools: ['wr`ite\nx', 'a, b', 'c #d', '[e]', "'f", 'g: h', 'ok_1', 'read_😀'].map((name) => ({
          name,
        })),
      }),
    });
    const names = candidates(hostile, { expected: 'mcp-tool', server: 'odd', prefix: '', start: 0 }, []);
    expect(names.items.map((c) => c.name)).toEqual(['ok_1', 'read_😀']);
  });

  /** At a 1-based line and column, as the core's spans are. */
  const hover = (file: string, line: number, column: number): string | undefined => {
    const symbol = symbolAt(project, file, line, column);
    return symbol && hoverText(project, symbol, []);
  };

  it('hovers a listed tool with its description, power and inventory line', () => {
    expect(hover('skills/s.yaml', 5, 9)).toBe(
      [
        '**MCP tool** `read_file` of `files` (`mcp:files/read_file`), in `mcp-servers/files.json` line 5',
        '',
        'Reads a file\\.',
        '',
        'Power the gate reads: read-only',
        '',
        "Annotations: `readOnlyHint: true`, `openWorldHint: false` (MCP's defaults for the rest)",
      ].join('\n'),
    );
    expect(hover('tools/m.yaml', 5, 17)).toContain('Power the gate reads: writes\n');
    expect(hover('skills/s.yaml', 6, 10)).toContain(
      'is not in the inventory of `files` (`mcp-servers/files.json`)',
    );
  });

  // `code` found the longest run of backticks with Math.max(...runs): a name of 150,000 of them
  // passed more arguments than the stack holds, and the hover failed with a RangeError.
  it('hovers a tool whose name holds 150,000 runs of backticks', () => {
    const name = `x/${'`a'.repeat(150_000)}`;
    const own = projectOf({
      'tools/b.yaml': `name: ${JSON.stringify(name)}\ndescription: d\nsource: builtin\n`,
    });
    const symbol = symbolAt(own, 'tools/b.yaml', 1, 7);
    expect(symbol).toBeDefined();
    expect(hoverText(own, symbol!, [])).toContain('**tool** ``x/`a`a`a');
  });

  it('hovers a tool with what the gate reads, and its claim where that says less', () => {
    const claim = 'It claims less: read-only; the gate reads what it really has.';
    const defined = hover('tools/w.yaml', 1, 7);
    expect(defined).toContain('Effective capability as defined: writes\n\n' + claim);
    expect(defined).toContain('- `writes`: `true`');
    expect(hover('skills/t.yaml', 3, 6)).toContain('Effective capability in `x/t`: writes\n\n' + claim);
    expect(hover('skills/t.yaml', 5, 7)).toContain('Effective there: writes\n\nIt claims less: ');
  });

  it("hovers a server with each tool's power, and an unpinned one as the most it could be", () => {
    expect(hover('skills/s.yaml', 3, 11)).toBe(
      [
        '**MCP server** `files`, inventory `mcp-servers/files.json` line 1: 3 tool(s)',
        '',
        'Lists 2:',
        '- `read_file` — read-only',
        '- `wr` — not in the inventory: its power is unknown, so it is taken as the most it could be (writes, unsafe, open world)',
      ].join('\n'),
    );
    expect(hover('tools/m.yaml', 4, 14)).toContain('Lists 1:\n- `write_file` — writes');
    const web = hover('skills/s.yaml', 7, 12);
    expect(web).toContain('**MCP server** `web` has no inventory: its power is unknown');
    expect(web).toContain('`agents-config-check mcp pin web`');
    expect(hover('skills/s.yaml', 8, 14)).toContain(
      '**MCP tool** `fetch` of `web`: the server has no inventory',
    );
  });
});

describe('quick fixes from did-you-mean findings', () => {
  it('reads the suggestion and keeps the quoting', () => {
    expect(suggestionOf("unknown tool 'x/a'; did you mean 'x/b'?")).toBe('x/b');
    expect(suggestionOf("unknown tool 'x/a'")).toBeUndefined();
    expect(replacement('x/a', 'x/b')).toBe('x/b');
    expect(replacement('"x/a"', 'x/b')).toBe('"x/b"');
    expect(replacement("'x/a'", "x/b'c")).toBe("'x/b''c'");
    expect(replacement('x/b', 'x/b')).toBeUndefined();
  });
});
