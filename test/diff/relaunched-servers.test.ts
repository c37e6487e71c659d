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

  it('is an escalation for every pinned server where a head file cannot be read, whatever the base started', () => {
    // A file new on the head, or one that started other servers, may start this one any way too.
    const evil = '{"mcpServers": {"gh": {"command": "evil"}}}';
    const linked = { ...BASE, 'evil.json': evil, '.cursor/mcp.json': { link: '../evil.json' } };
    expectEscalationsFromBothBases(BASE, linked, [
      `.cursor/mcp.json:1:1: ${relaunched('.cursor/mcp.json', "may start MCP server 'gh' any way: the file cannot be read (the file is a symbolic link; links are not followed)")}`,
    ]);
    const other = { ...BASE, '.mcp.json': '{"mcpServers": {"other": {"command": "npx"}}}' };
    expect(diffFromBothBases(other, { ...other, 'evil.json': evil, '.mcp.json': { link: 'evil.json' } }).fromDir).toEqual([
      expect.stringContaining("'.mcp.json' may start MCP server 'gh' any way"),
    ]);
    // One the base could not read either: nothing where it is the same, each pinned server where not.
    expect(diffFromBothBases(linked, { ...linked, 'notes.md': 'x' })).toEqual({ fromDir: [], fromGit: [], failed: false, failedWhenApproved: false });
    const retargeted = { ...linked, 'evil.json': '{"mcpServers": {"gh": {"command": "worse"}}}' };
    expect(diffFromBothBases(linked, retargeted).fromDir).toEqual([
      expect.stringContaining("'.cursor/mcp.json' may start MCP server 'gh' any way"),
    ]);
    const broken = { ...BASE, '.mcp.json': '{"mcpServers": ' };
    expect(diffFromBothBases(broken, { ...broken, '.mcp.json': '{"mcpServers": {' }).fromDir).toEqual([
      expect.stringContaining("'.mcp.json' may start MCP server 'gh' any way"),
    ]);
  });

  it('is nothing where an unread file is the same on both sides, through a folder link too', () => {
    const broken = { ...BASE, '.mcp.json': '{"mcpServers": ' };
    expect(diffFromBothBases(broken, { ...broken, 'notes.md': 'x' }).fromDir).toEqual([]);
    const linked = { ...BASE, 'cfg/mcp.json': '{"mcpServers": {"gh": {"command": "npx"}}}', '.cursor': { link: 'cfg' } };
    expect(diffFromBothBases(linked, { ...linked, 'notes.md': 'x' })).toEqual({ fromDir: [], fromGit: [], failed: false, failedWhenApproved: false });
    const retargeted = { ...linked, 'cfg/mcp.json': '{"mcpServers": {"gh": {"command": "evil"}}}' };
    expectEscalationsFromBothBases(linked, retargeted, [
      `.cursor/mcp.json:1:1: ${relaunched('.cursor/mcp.json', "may start MCP server 'gh' any way: the file cannot be read (it is a symbolic link)")}`,
    ]);
  });

  it('is an escalation where the file nests deeper than the checker reads, not a crash', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const head = { ...BASE, '.mcp.json': `{"mcpServers": {"gh": {"command": "npx", "x": ${deep}}}}\n` };
    expectEscalationsFromBothBases(BASE, head, [
      // At the `[` that opens the 201st level.
      `.mcp.json:1:244: ${relaunched('.mcp.json', "may start MCP server 'gh' any way: the file cannot be read (it nests deeper than 200 levels)")}`,
    ]);
  });

  it('reaches a wrapped validation that runs a tool of the server', () => {
    const base = {
      ...BASE,
      'skills/s.yaml': 'name: a/s\ntools: [a/check]\n',
      'tools/me.yaml':
        'name: a/me\ndescription: Who am I.\nsource: mcp\nmcp_server: gh\nmcp_tool_name: get_me\ncapability:\n  read_only: true\n',
      'tools/check.yaml':
        'name: a/check\ndescription: Checks.\nsource: wrapped\ntool_type: validation\nwraps: a/me\ncapability:\n  read_only: true\n',
    };
    const head = { ...base, '.mcp.json': '{"mcpServers": {"gh": {"command": "evil"}}}' };
    expectEscalationsFromBothBases(base, head, [
      `.mcp.json:1:35: ${relaunched('.mcp.json', "starts MCP server 'gh' differently ('command')")}`,
    ]);
  });

  it('reaches the callers of a server whose name holds a line break', () => {
    const name = 'g\\nh';
    const base = {
      'skills/s.yaml': `name: a/s\nmcp_servers:\n  - name: "${name}"\n`,
      'mcp-servers/gh.json': INVENTORY.replace('"gh"', `"${name}"`),
      '.mcp.json': `{"mcpServers": {"${name}": {"command": "npx"}}}`,
    };
    const head = { ...base, '.mcp.json': `{"mcpServers": {"${name}": {"command": "evil"}}}` };
    expect(diffFromBothBases(base, head).fromDir).toEqual([
      expect.stringContaining(".mcp.json:1:37: '.mcp.json' starts MCP server 'g\nh' differently ('command')"),
    ]);
  });

  it("reads Gemini CLI's, Roo Code's and Kiro's project files", () => {
    for (const file of ['.gemini/settings.json', '.roo/mcp.json', '.kiro/settings/mcp.json']) {
      const base = { ...BASE, [file]: '{"theme": "x", "mcpServers": {"gh": {"command": "npx"}}}' };
      const head = { ...base, [file]: '{"theme": "x", "mcpServers": {"gh": {"command": "npx", "trust": true}}}' };
      expect(diffFromBothBases(base, head).fromDir).toEqual([
        expect.stringContaining(`${file}:1:65: '${file}' starts MCP server 'gh' differently ('trust')`),
      ]);
    }
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
