// A name defined twice, each definition calling another tool of the server (duplicate-name
// silenced): the gate reads the stronger of both tools (duplicates.ts, also_calls), yet explain
// named the standing definition's tool, a read-only one, as where read_only: false came from
// (SPEC §10: explain tells the truth the gate uses). Each field now names the tool that gives it.
import { describe, expect, it } from 'vitest';
import { repo } from '../hostile/helpers.js';
import { runExplain } from '../../src/run.js';

const tool = (name: string): string =>
  `# agents-config-check-disable-file duplicate-name capability-downgrade\nname: x/me\ndescription: Me.\nsource: mcp\nmcp_server: gh\nmcp_tool_name: ${name}\ncapability:\n  read_only: true\n`;

const dir = repo({
  'tools/me.yaml': tool('get_me'),
  'tools/me2.yaml': tool('delete_repo'),
  'mcp-servers/gh.yaml':
    'server: gh\ntools:\n  - name: get_me\n    inputSchema: {type: object}\n    annotations: {readOnlyHint: true, destructiveHint: false}\n  - name: delete_repo\n    inputSchema: {type: object}\n    annotations: {readOnlyHint: false, destructiveHint: true}\n',
  'skills/s.yaml': 'name: x/s\ntools: [x/me]\n',
});

describe('explain of a name whose definitions call different MCP tools', () => {
  const fields = runExplain({ name: 'x/s', root: dir }).explanation.entries?.[0]?.capability ?? {};
  const from = (field: string): unknown => {
    const { value, source, file, line } = fields[field] ?? {};
    return { value, source, file, line };
  };

  it('names the tool whose annotation gives each field the gate reads', () => {
    const deleteRepo = { file: 'mcp-servers/gh.yaml', line: 8 };
    expect(from('read_only')).toEqual({ value: false, source: 'annotation readOnlyHint', ...deleteRepo });
    expect(from('writes')).toEqual({ value: true, source: 'annotation readOnlyHint', ...deleteRepo });
    expect(from('unsafe')).toEqual({ value: true, source: 'annotation destructiveHint', ...deleteRepo });
  });
});
