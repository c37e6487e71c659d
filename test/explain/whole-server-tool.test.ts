// A registered tool that calls its MCP server's `*` is floored by every tool of the server's
// inventory (registered-tools.ts), yet explain said its power came from "the whole server no
// inventory of 'gh' lists: the most it could be", beside an inventory that lists the server whole,
// and named its claim where the gate reads an inventory tool's (SPEC §10: explain tells the truth
// the gate uses). Each field now names the inventory tool that gives it.
import { describe, expect, it } from 'vitest';
import { repo } from '../hostile/helpers.js';
import { runExplain } from '../../src/run.js';

const dir = repo({
  'tools/r.yaml':
    '# agents-config-check-disable-file capability-downgrade\nname: x/r\ndescription: Reads.\nsource: mcp\nmcp_server: gh\nmcp_tool_name: "*"\ncapability:\n  read_only: true\n  side_effects: [email]\n',
  'mcp-servers/gh.yaml':
    'server: gh\ntools:\n  - name: read\n    inputSchema: {type: object}\n    annotations: {readOnlyHint: true}\n  - name: delete_repo\n    inputSchema: {type: object}\n',
  'skills/s.yaml': 'name: x/s\ntools: [x/r]\n',
  'actors/a.yaml': 'name: x/a\nskills: [x/s]\n',
});

describe("explain of a registered tool that calls a server's '*'", () => {
  const fields = runExplain({ name: 'x/s', root: dir }).explanation.entries?.[0]?.capability ?? {};
  const from = (field: string): unknown => {
    const { source, file, line } = fields[field] ?? {};
    return { source, file, line };
  };

  it('names the inventory tool that gives each field the gate reads', () => {
    // delete_repo (line 6) is not read-only, so neither is x/r, whatever it claims.
    const deleteRepo = { file: 'mcp-servers/gh.yaml', line: 6 };
    expect(from('read_only')).toEqual({ source: 'MCP default: no readOnlyHint', ...deleteRepo });
    expect(from('writes')).toEqual({ source: 'MCP default: no readOnlyHint', ...deleteRepo });
    expect(from('unsafe')).toEqual({ source: 'MCP default: no destructiveHint', ...deleteRepo });
    expect(fields.read_only?.claim?.value).toBe(true);
  });

  it('names the inventory where no one tool gives the field (effects of several together)', () => {
    expect(fields.side_effects?.value).toEqual(['email', 'open_world']);
    expect(from('side_effects')).toEqual({
      source: "the tools of the inventory of 'gh' together",
      file: 'mcp-servers/gh.yaml',
      line: 1,
    });
  });
});
