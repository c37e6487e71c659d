// A pinned MCP server `gh` whose only tool reads, held by skill `a/s` that actor `a/bot` uses:
// the repository the diff tests of a server's program start from (they add how it is started).
export const PINNED_GH: Record<string, string> = {
  'skills/s.yaml': 'name: a/s\nmcp_servers:\n  - name: gh\n',
  'actors/a.yaml': 'name: a/bot\nskills: [a/s]\n',
  'mcp-servers/gh.json': JSON.stringify({
    server: 'gh',
    tools: [{ name: 'get_me', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } }],
  }),
};
