import { describe, expect, it } from 'vitest';
import { check } from '../../../src/core/check/check.js';
import { settings, validator } from '../../helpers.js';
import { BINARY_FILE, type AuxRead } from '../../../src/core/model/model.js';

describe('unreadable-file', () => {
  it('reports a file the adapter could not read, at 1:1, and checks the others', () => {
    const result = check(
      {
        files: [
          { path: 'tools/big.yaml', kind: 'tool', unreadable: 'the file is 2.0 MiB, over the 1.0 MiB limit' },
          {
            path: 'tools/ok.yaml',
            kind: 'tool',
            text: 'name: x/ok\ndescription: d\nsource: builtin\ncapability: 3\n',
          },
        ],
        aux: { read: () => ({ kind: 'missing' }) },
        discovery: [],
      },
      settings(),
      validator,
    );
    expect(
      result.diagnostics
        .filter((d) => d.rule !== 'unused-tool')
        .map((d) => [d.rule, d.file, d.line, d.column]),
    ).toEqual([
      ['unreadable-file', 'tools/big.yaml', 1, 1],
      ['schema', 'tools/ok.yaml', 4, 13],
    ]);
  });
});

// A client's project file the checker cannot read, the same on both sides, was no change: the
// programs of the servers it starts were never read, and a pull request changing one passed.
describe('unreadable-file: an MCP client file the checker cannot read', () => {
  const INVENTORY = '{"server": "gh", "tools": [{"name": "get_me", "inputSchema": {"type": "object"}}]}';
  const run = (reads: Record<string, AuxRead>, pinned = true) =>
    check(
      {
        files: pinned ? [{ path: 'mcp-servers/gh.json', kind: 'mcp-server', text: INVENTORY }] : [],
        aux: {
          read: (path) => reads[path] ?? { kind: 'missing' },
          throughLinks: (path) => (path === '.mcp.json' ? 'cfg/mcp.json' : undefined),
          folderNames: (dir) => namesIn(Object.keys(reads), dir),
        },
        discovery: [],
      },
      settings(),
      validator,
    )
      .diagnostics.filter((d) => d.rule === 'unreadable-file')
      .map((d) => `${d.file}:${d.line}:${d.column}: ${d.message}`);
  const big = { kind: 'unreadable', reason: 'the file is 2.0 MiB, over the 1.0 MiB limit' } as const;

  it('is reported at the file, in a repository that pins a server', () => {
    expect(run({ '.vscode/mcp.json': big })).toEqual([
      '.vscode/mcp.json:1:1: the file is 2.0 MiB, over the 1.0 MiB limit; a file MCP clients start servers from: the programs of the pinned servers it starts are not read, so no change to them can be seen',
    ]);
    const deep = `{"mcpServers": {"gh": ${'['.repeat(300)}${']'.repeat(300)}}}`;
    expect(run({ '.mcp.json': { kind: 'text', text: deep } })).toEqual([
      expect.stringMatching(/^\.mcp\.json:1:1: it nests deeper than 200 levels; a file MCP clients/),
    ]);
    // Through a link inside the root, where the client reads it.
    expect(run({ 'cfg/mcp.json': big })).toEqual([
      expect.stringMatching(
        /^cfg\/mcp\.json:1:1: the file is 2\.0 MiB, over the 1\.0 MiB limit; read for '\.mcp\.json' \(a link to it\), a file MCP clients/,
      ),
    ]);
  });

  // A client's folder holds client files under any name: Continue's blocks, Gemini CLI's extensions.
  it("is reported for a file of a client's folder", () => {
    expect(run({ '.continue/mcpServers/gh.json': big, '.continue/mcpServers/notes.txt': big })).toEqual([
      expect.stringMatching(
        /^\.continue\/mcpServers\/gh\.json:1:1: the file is 2\.0 MiB, over the 1\.0 MiB limit; a file MCP/,
      ),
    ]);
    const deep = `{"mcpServers": {"gh": ${'{"a":'.repeat(300)}1${'}'.repeat(300)}}}`;
    expect(run({ '.gemini/extensions/ops/gemini-extension.json': { kind: 'text', text: deep } })).toEqual([
      expect.stringMatching(
        /^\.gemini\/extensions\/ops\/gemini-extension\.json:1:1: it nests deeper than 200 levels/,
      ),
    ]);
  });

  it('is nothing without a pinned server, for a file no client reads either, or one read whole', () => {
    expect(run({ '.mcp.json': big }, false)).toEqual([]);
    expect(run({ '.mcp.json': { kind: 'unreadable', reason: BINARY_FILE } })).toEqual([]);
    expect(run({ '.mcp.json': { kind: 'text', text: '{"mcpServers": {}}' } })).toEqual([]);
    // A TOML file is not read for its JSON nesting.
    expect(run({ '.codex/config.toml': { kind: 'text', text: '['.repeat(300) } })).toEqual([]);
  });
});

/** The names directly in folder `dir` among `paths`, as a folder listing gives them. */
function namesIn(paths: readonly string[], dir: string): string[] | undefined {
  const names = paths
    .filter((p) => p.startsWith(`${dir}/`))
    .map((p) => p.slice(dir.length + 1).split('/')[0] as string);
  return names.length === 0 ? undefined : [...new Set(names)];
}
