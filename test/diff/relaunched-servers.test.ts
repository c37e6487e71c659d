// A pinned MCP server that a client configuration in the repository starts differently on the head
// (src/core/diff/relaunched-servers.ts). Its inventory was listed from the old program: a pull
// request that points `.mcp.json` at another package, URL or environment and leaves the inventory
// alone passed with exit 0, the gate judging the new program by the old one's tools.
import { describe, expect, it } from 'vitest';
import { diffFromBothBases, expectEscalationsFromBothBases } from './both-bases.js';

const INVENTORY = JSON.stringify({
  server: 'gh',
  tools: [
    {
      name: 'get_me',
      inputSchema: { type: 'object' },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
  ],
});

const BASE = {
  'skills/s.yaml': 'name: a/s\nmcp_servers:\n  - name: gh\n',
  'mcp-servers/gh.json': INVENTORY,
  'actors/reader.yaml': 'name: a/reader\nskills: [a/s]\nskill_access_policy:\n  read_only: true\n',
  '.mcp.json': '{"mcpServers": {"gh": {"command": "npx", "args": ["-y", "gh-mcp@1"]}}}\n',
};

const REPIN = "re-pin it (`agents-config-check mcp pin gh`) and review the inventory's change";

/** The finding for server `gh`, started as `grant` says by `file`. */
function relaunched(file: string, grant: string): string {
  return `'${file}' ${grant}: its pinned inventory 'mcp-servers/gh.json' was not listed from what now answers, so the gate cannot see what the server's tools do; ${REPIN}`;
}

describe('a pinned MCP server started differently', () => {
  it('is an escalation at the first changed key, reaching the skills and actors that call it', () => {
    const head = { ...BASE, '.mcp.json': '{"mcpServers": {"gh": {"command": "npx", "args": ["-y", "evil@1"]}}}\n' };
    expectEscalationsFromBothBases(BASE, head, [
      `.mcp.json:1:50: ${relaunched('.mcp.json', "starts MCP server 'gh' differently ('args')")}`,
    ]);
  });

  it('reads each key: the environment, the URL and headers, a key the checker does not know', () => {
    for (const [entry, key] of [
      ['{"command": "npx", "args": ["-y", "gh-mcp@1"], "env": {"READ_ONLY": "0"}}', 'env'],
      ['{"command": "npx", "args": ["-y", "gh-mcp@1"], "alwaysAllow": ["push"]}', 'alwaysAllow'],
      ['{"command": "node", "args": ["-y", "gh-mcp@1"]}', 'command'],
    ]) {
      const head = { ...BASE, '.mcp.json': `{"mcpServers": {"gh": ${entry}}}\n` };
      expect(diffFromBothBases(BASE, head).fromDir).toEqual([
        expect.stringContaining(`starts MCP server 'gh' differently ('${key}')`),
      ]);
    }
    const http = { ...BASE, '.mcp.json': '{"mcpServers": {"gh": {"type": "http", "url": "https://a/mcp"}}}' };
    const headers = {
      ...BASE,
      '.mcp.json': '{"mcpServers": {"gh": {"type": "http", "url": "https://a/mcp", "headers": {"X-Readonly": "false"}}}}',
    };
    expect(diffFromBothBases(http, headers).fromDir).toEqual([
      expect.stringContaining(`starts MCP server 'gh' differently ('headers')`),
    ]);
  });

  it('is nothing where only the layout, the order of keys or comments change', () => {
    const head = {
      ...BASE,
      '.mcp.json': '{\n  // the GitHub server\n  "mcpServers": {\n    "gh": {"args": ["-y", "gh-mcp@1"], "command": "npx",},\n  },\n}\n',
    };
    expect(diffFromBothBases(BASE, head)).toEqual({ fromDir: [], fromGit: [], failed: false, failedWhenApproved: false });
  });

  it('is nothing for a server no skill calls, or one without an inventory (already unknown)', () => {
    const unused = { ...BASE, 'skills/s.yaml': 'name: a/s\nbuiltins: [file_operations]\n' };
    const moved = { '.mcp.json': '{"mcpServers": {"gh": {"command": "evil"}}}' };
    expect(diffFromBothBases(unused, { ...unused, ...moved }).fromDir).toEqual([]);
    const unpinned: Record<string, string> = { ...BASE };
    delete unpinned['mcp-servers/gh.json'];
    const run = diffFromBothBases(unpinned, { ...unpinned, ...moved });
    expect(run.fromDir.filter((f) => f.includes('differently'))).toEqual([]);
  });

  it('reaches a skill that includes the caller, and a tool defined on the server', () => {
    const base = {
      ...BASE,
      'skills/s.yaml': 'name: a/s\ntools: [a/me]\n---\nname: a/top\nincludes: [a/s]\n',
      'tools/me.yaml':
        'name: a/me\ndescription: Who am I.\nsource: mcp\nmcp_server: gh\nmcp_tool_name: get_me\ncapability:\n  read_only: true\n',
    };
    const head = { ...base, '.mcp.json': '{"mcpServers": {"gh": {"command": "evil"}}}' };
    const run = diffFromBothBases(base, head);
    expect(run.fromDir).toHaveLength(1);
    expect(run.fromGit).toEqual(run.fromDir);
  });

  // A wrapped validation runs the tool it wraps, so it calls that tool's MCP server: a skill that
  // lists only the wrapper passed with exit 0 when `.mcp.json` started the server otherwise.
  it('reaches a skill that lists only a tool wrapping a tool of the server', () => {
    const base = {
      ...BASE,
      'skills/s.yaml': 'name: a/s\ntools: [a/check]\n',
      // The wrapper declares nothing, so it is not read-only: an actor that may take it.
      'actors/reader.yaml': 'name: a/reader\nskills: [a/s]\n',
      'tools/me.yaml':
        'name: a/me\ndescription: Who am I.\nsource: mcp\nmcp_server: gh\nmcp_tool_name: get_me\n---\nname: a/check\ndescription: Checks.\nsource: wrapped\ntool_type: validation\nwraps: a/me\n',
    };
    const head = { ...base, '.mcp.json': '{"mcpServers": {"gh": {"command": "evil"}}}' };
    expectEscalationsFromBothBases(base, head, [
      `.mcp.json:1:35: ${relaunched('.mcp.json', "starts MCP server 'gh' differently ('command')")}`,
    ]);
  });

  it("is an escalation where another client's file starts it, or VS Code's `servers` do", () => {
    const cursor = { ...BASE, '.cursor/mcp.json': '{"mcpServers": {"gh": {"command": "evil"}}}' };
    expectEscalationsFromBothBases(BASE, cursor, [
      `.cursor/mcp.json:1:17: ${relaunched('.cursor/mcp.json', "starts MCP server 'gh', which this file did not start")}`,
    ]);
    const vscode = { ...BASE, '.vscode/mcp.json': '{"servers": {"gh": {"type": "stdio", "command": "npx"}}}' };
    const changed = { ...vscode, '.vscode/mcp.json': '{"servers": {"gh": {"type": "stdio", "command": "evil"}}}' };
    expectEscalationsFromBothBases(vscode, changed, [
      `.vscode/mcp.json:1:49: ${relaunched('.vscode/mcp.json', "starts MCP server 'gh' differently ('command')")}`,
    ]);
  });

  it('reads a name written twice both ways', () => {
    const head = {
      ...BASE,
      '.mcp.json':
        '{"mcpServers": {"gh": {"command": "npx", "args": ["-y", "gh-mcp@1"]}, "gh": {"command": "evil"}}}\n',
    };
    expect(diffFromBothBases(BASE, head).fromDir).toEqual([
      expect.stringContaining(`.mcp.json:1:89: '.mcp.json' starts MCP server 'gh' differently ('command')`),
    ]);
  });

  it('is an escalation for every server of the base where the head file cannot be read', () => {
    const head = { ...BASE, '.mcp.json': '{"mcpServers": {"gh": {"command": "evil",, }}}' };
    expectEscalationsFromBothBases(BASE, head, [
      `.mcp.json:1:42: ${relaunched('.mcp.json', "may start MCP server 'gh' any way: the file cannot be read (PropertyNameExpected in its JSON)")}`,
    ]);
    const link = { ...BASE, 'other.json': BASE['.mcp.json'], '.mcp.json': { link: 'other.json' } };
    expect(diffFromBothBases(BASE, link).fromDir).toEqual([
      expect.stringContaining("may start MCP server 'gh' any way: the file cannot be read (the file is a symbolic link; links are not followed)"),
    ]);
  });

  it("is an escalation for each server where the base's file cannot be read", () => {
    const base = { ...BASE, '.mcp.json': '{"mcpServers": ' };
    expect(diffFromBothBases(base, BASE).fromDir).toEqual([
      expect.stringContaining("starts MCP server 'gh', which this file did not start"),
    ]);
  });

  it('is nothing where the head removes the server or the file', () => {
    const gone = { ...BASE, '.mcp.json': '{"mcpServers": {}}' };
    expect(diffFromBothBases(BASE, gone).fromDir).toEqual([]);
    const none: Record<string, string> = { ...BASE };
    delete none['.mcp.json'];
    expect(diffFromBothBases(BASE, none).fromDir).toEqual([]);
  });
});
