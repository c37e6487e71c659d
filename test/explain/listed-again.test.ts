// A skill that lists an MCP server twice, or includes a skill twice, holds one shared entry read
// as the stronger of its listings (flat-entries.ts), yet explain named as the line that set
// `human_approval_required: false` the override that writes `true` (skills/s.yaml:8) (SPEC §10:
// the exact file:line that set it). That line is now the claim beside the value another listing
// gives.
import { describe, expect, it } from 'vitest';
import { entryCapability as capability } from './entry-capability.js';
import { cpuMs } from '../cpu-clock.js';

const approval = (files: Record<string, string>, skill: string, entry: string): unknown =>
  capability(files, skill, entry)?.human_approval_required;

const expected = {
  value: false,
  source: 'another listing of the entry gives it, which the gate reads as the stronger',
  claim: { value: true, file: 'skills/s.yaml', line: 8 },
};

describe('explain of an entry a skill lists again', () => {
  it('a server listed twice: the override asking for approval is a claim', () => {
    const files = {
      'mcp-servers/gh.yaml': 'server: gh\ntools:\n  - name: get_me\n    inputSchema: {type: object}\n',
      'skills/s.yaml': [
        'name: x/s',
        'description: S.',
        'mcp_servers:',
        '  - name: gh',
        '    overrides:',
        '      get_me:',
        '        capability:',
        '          human_approval_required: true',
        '  - name: gh',
        '    tools: [get_me]',
        '',
      ].join('\n'),
    };
    expect(approval(files, 'x/s', 'mcp:gh/get_me')).toEqual(expected);
  });

  it('a skill included twice: the include whose override asks for approval is a claim', () => {
    const files = {
      'tools/t.yaml': "name: x/w\ndescription: W.\nsource: custom\ncode: 'x'\ncapability:\n  writes: true\n",
      'skills/s.yaml': [
        'name: x/top',
        'description: Top.',
        'includes:',
        '  - skill: x/c',
        '    overrides:',
        '      x/w:',
        '        capability:',
        '          human_approval_required: true',
        '  - x/c',
        '---',
        'name: x/c',
        'description: C.',
        'tools: [x/w]',
        '',
      ].join('\n'),
    };
    expect(approval(files, 'x/top', 'x/c.x/w')).toEqual(expected);
  });

  // The other order: the shared entry keeps the first listing's site, and explain read that one
  // alone: `writes: true` was put at the inventory's readOnlyHint, which says the opposite.
  it('a server listed plainly, then with an override that writes: the value at the override', () => {
    const files = {
      'mcp-servers/gh.yaml':
        'server: gh\ntools:\n  - name: get_me\n    inputSchema: {type: object}\n    annotations: {readOnlyHint: true}\n',
      'skills/s.yaml': [
        'name: x/s',
        'description: S.',
        'mcp_servers:',
        '  - name: gh',
        '  - name: gh',
        '    overrides:',
        '      get_me:',
        '        capability:',
        '          writes: true',
        '',
      ].join('\n'),
    };
    expect(capability(files, 'x/s', 'mcp:gh/get_me')?.writes).toEqual({
      value: true,
      file: 'skills/s.yaml',
      line: 9,
    });
  });

  it('a tool listed plainly, then with an override that makes it unsafe: the value at the override', () => {
    const files = {
      'tools/t.yaml':
        "name: x/r\ndescription: R.\nsource: custom\ncode: 'x'\ncapability:\n  read_only: true\n",
      'skills/s.yaml': [
        'name: x/s',
        'description: S.',
        'tools:',
        '  - x/r',
        '  - name: x/r',
        '    overrides:',
        '      capability:',
        '        unsafe: true',
        '',
      ].join('\n'),
    };
    expect(capability(files, 'x/s', 'x/r')?.unsafe).toEqual({ value: true, file: 'skills/s.yaml', line: 8 });
  });
});

// Each other listing's layers were found by walking every tool item of the skill: a skill that
// lists one tool 30,000 times took the square of that (a hover on it in the editor: 24 s).
describe('explain of an entry a skill lists thousands of times', () => {
  it('reads each listing by its site, in linear time', () => {
    const files = {
      'tools/t.yaml': 'name: x/t\ndescription: T.\nsource: builtin\n',
      'skills/s.yaml': `name: x/s\ntools:\n${'  - x/t\n'.repeat(30_000)}`,
    };
    const started = cpuMs();
    const found = capability(files, 'x/s', 'x/t');
    const elapsed = cpuMs() - started;
    expect(found?.writes).toEqual({ value: false, default: true });
    // 5 CPU s at 20,000 walked per listing, the square of the count; 1 s now at 30,000, loading included.
    expect(elapsed).toBeLessThan(4_000);
  });
});
