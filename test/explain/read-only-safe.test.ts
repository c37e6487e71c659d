// A read-only MCP tool is safe whatever its destructiveHint says (MCP reads that hint only where
// readOnlyHint is false), yet explain gave its `unsafe: false` to "MCP default: no
// destructiveHint", a default that would make it unsafe, or to a destructiveHint the gate does
// not read (SPEC §10: an entry from an MCP inventory names the annotation its power comes from).
// It now names the tool's readOnlyHint.
import { describe, expect, it } from 'vitest';
import { repo } from '../hostile/helpers.js';
import { runExplain } from '../../src/run.js';

const dir = repo({
  'mcp-servers/gh.yaml': [
    'server: gh',
    'tools:',
    '  - name: get_issue',
    '    inputSchema: {type: object}',
    '    annotations:',
    '      readOnlyHint: true',
    '  - name: list_issues',
    '    inputSchema: {type: object}',
    '    annotations:',
    '      destructiveHint: true',
    '      readOnlyHint: true',
    '  - name: delete_issue',
    '    inputSchema: {type: object}',
    '    annotations:',
    '      readOnlyHint: false',
    '',
  ].join('\n'),
  'skills/s.yaml': 'name: x/s\nmcp_servers:\n  - name: gh\n',
});

describe("explain of a read-only MCP tool's unsafe", () => {
  const entries = runExplain({ name: 'x/s', root: dir }).explanation.entries ?? [];
  const unsafe = (name: string): unknown => {
    const { value, source, file, line } = entries.find((e) => e.name === name)?.capability.unsafe ?? {};
    return { value, source, file, line };
  };
  const at = (line: number) => ({ file: 'mcp-servers/gh.yaml', line });

  it('names its readOnlyHint, with no destructiveHint', () => {
    expect(unsafe('mcp:gh/get_issue')).toEqual({ value: false, source: 'annotation readOnlyHint', ...at(6) });
  });

  it('names its readOnlyHint, not a destructiveHint the gate does not read', () => {
    expect(unsafe('mcp:gh/list_issues')).toEqual({
      value: false,
      source: 'annotation readOnlyHint',
      ...at(11),
    });
  });

  it('names the default of destructiveHint on a tool that is not read-only', () => {
    expect(unsafe('mcp:gh/delete_issue')).toEqual({
      value: true,
      source: 'MCP default: no destructiveHint',
      ...at(12),
    });
  });
});
