// A wrapped tool is at least the tool it wraps (registered-tools.ts), yet explain said of each
// field the wrapped tool gives "what the entry really has: a claim may not be less", with no
// `file:line` (SPEC §10: each effective field's value and the exact file:line that set it). Each
// field now names the wrapped tool's line that sets it, or where that tool's source gave it,
// followed down a chain of wraps.
import { describe, expect, it } from 'vitest';
import { repo } from '../hostile/helpers.js';
import { runExplain } from '../../src/run.js';

const dir = repo({
  'tools/t.yaml': [
    'name: x/inner',
    'description: Inner.',
    'source: custom',
    "code: 'x'",
    'capability:',
    '  writes: true',
    '  unsafe: true',
    '---',
    'name: x/outer',
    'description: Outer.',
    'source: wrapped',
    'tool_type: validation',
    'wraps: x/inner',
    'capability:',
    '  read_only: true',
    '---',
    'name: x/mcp',
    'description: Calls.',
    'source: mcp',
    'mcp_server: gh',
    'mcp_tool_name: delete_repo',
    '---',
    'name: x/w1',
    'description: W1.',
    'source: wrapped',
    'tool_type: validation',
    'wraps: x/w2',
    '---',
    'name: x/w2',
    'description: W2.',
    'source: wrapped',
    'tool_type: validation',
    'wraps: x/mcp',
    '',
  ].join('\n'),
  'mcp-servers/gh.yaml':
    'server: gh\ntools:\n  - name: delete_repo\n    inputSchema: {type: object}\n    annotations: {destructiveHint: true}\n',
  'skills/s.yaml': 'name: x/s\ndescription: S.\ntools: [x/outer, x/w1]\n',
});

describe('explain of a wrapped tool', () => {
  const entries = runExplain({ name: 'x/s', root: dir }).explanation.entries ?? [];
  const from = (entry: string, field: string): unknown => {
    const { value, source, file, line } = entries.find((e) => e.name === entry)?.capability[field] ?? {};
    return { value, source, file, line };
  };

  it("names the wrapped tool's line for each field it gives", () => {
    const source = "the tool it wraps, 'x/inner'";
    expect(from('x/outer', 'writes')).toEqual({ value: true, source, file: 'tools/t.yaml', line: 6 });
    expect(from('x/outer', 'unsafe')).toEqual({ value: true, source, file: 'tools/t.yaml', line: 7 });
  });

  it('names the wrapped tool where it leaves a field the claim outdoes at its default', () => {
    expect(from('x/outer', 'read_only')).toEqual({
      value: false,
      source: "the tool it wraps, 'x/inner', leaves it at its default",
      file: 'tools/t.yaml',
      line: 1,
    });
  });

  it('follows a chain of wraps down to the inventory that gives the field', () => {
    expect(from('x/w1', 'unsafe')).toEqual({
      value: true,
      source: "the tools it wraps, 'x/w2' → 'x/mcp': annotation destructiveHint",
      file: 'mcp-servers/gh.yaml',
      line: 5,
    });
  });
});

// explain of a tool a skill runs only through a tool that wraps it said "Reached by no skill or
// actor", while the diff carries a change of it to that skill (SPEC §10: every skill and actor
// that reaches it). Each entry of a tool that wraps it, down a chain of wraps, now reaches it.
describe('explain of a tool reached through a tool that wraps it', () => {
  const reach = (tool: string): unknown =>
    runExplain({ name: tool, root: dir }).explanation.reachedBy?.map((r) => [r.kind, r.name, r.entry, r.via]);

  it('lists the skills whose entries wrap it, as those entries', () => {
    expect(reach('x/inner')).toEqual([['skill', 'x/s', 'x/outer', [['x/s']]]]);
    expect(reach('x/mcp')).toEqual([['skill', 'x/s', 'x/w1', [['x/s']]]]);
  });
});
