import { ruleTable, tool } from '../../helpers.js';

const deploy = tool(
  'x/deploy',
  'capability:\n  writes: true\n  unsafe: true\n  human_approval_required: true\n  side_effects: [network, email]\n',
);

ruleTable('capability-downgrade', [
  {
    name: 'an override that makes a tool more careful',
    files: {
      'tools/t.yaml': deploy,
      'skills/s.yaml':
        'name: x/s\ntools:\n  - name: x/deploy\n    overrides:\n      description: Careful.\n      capability:\n        checkpointable: true\n        side_effects: [network, email, audit]\n',
    },
    expect: [],
  },
  {
    name: 'read_only and writes: false on a tool that writes, at each key',
    files: {
      'tools/t.yaml': tool('x/push', 'capability:\n  writes: true\n'),
      'skills/s.yaml':
        'name: x/s\ntools:\n  - name: x/push\n    overrides:\n      capability:\n        read_only: true\n        writes: false\n',
    },
    expect: [
      {
        rule: 'capability-downgrade',
        file: 'skills/s.yaml',
        line: 6,
        column: 9,
        message: /read_only, but it writes/,
      },
      { rule: 'capability-downgrade', file: 'skills/s.yaml', line: 7, column: 9, message: /does not write/ },
    ],
  },
  {
    name: 'unsafe, approval and side effects dropped',
    files: {
      'tools/t.yaml': deploy,
      'skills/s.yaml':
        'name: x/s\ntools:\n  - name: x/deploy\n    overrides:\n      capability: {unsafe: false, human_approval_required: false, side_effects: [network]}\n',
    },
    expect: [
      {
        rule: 'capability-downgrade',
        file: 'skills/s.yaml',
        line: 5,
        column: 20,
        message: /safe, but it is unsafe/,
      },
      {
        rule: 'capability-downgrade',
        file: 'skills/s.yaml',
        line: 5,
        column: 35,
        message: /drops human approval/,
      },
      { rule: 'capability-downgrade', file: 'skills/s.yaml', line: 5, column: 67, message: /\["email"\]/ },
    ],
  },
  {
    name: 'an include override, judged against the included entry',
    files: {
      'tools/t.yaml': tool('x/push', 'capability:\n  writes: true\n'),
      'skills/a.yaml': 'name: x/a\ntools: [x/push]\n',
      'skills/b.yaml':
        'name: x/b\nincludes:\n  - skill: x/a\n    overrides:\n      x/push:\n        capability:\n          writes: false\n',
    },
    expect: [{ rule: 'capability-downgrade', file: 'skills/b.yaml', line: 7, column: 11 }],
  },
  {
    name: 'an include override under a bare key, judged against each entry of that short name',
    files: {
      'tools/t.yaml': tool('x/push', 'capability:\n  writes: true\n'),
      'tools/u.yaml': tool('y/push', 'capability:\n  read_only: true\n'),
      'skills/a.yaml': 'name: x/a\ntools: [x/push, y/push]\n',
      'skills/b.yaml':
        'name: x/b\nincludes:\n  - skill: x/a\n    overrides:\n      push:\n        capability:\n          writes: false\n',
    },
    expect: [
      { rule: 'capability-downgrade', file: 'skills/b.yaml', line: 7, column: 11, message: /'x\/push'/ },
    ],
  },
  {
    name: 'an include override on top of a lie is judged by what the tool really does',
    files: {
      'tools/t.yaml': tool('x/push', 'capability:\n  writes: true\n'),
      'skills/a.yaml': 'name: x/a\ntools:\n  - name: x/push\n    overrides: {capability: {writes: false}}\n',
      'skills/b.yaml':
        'name: x/b\nincludes:\n  - skill: x/a\n    overrides:\n      x/push: {capability: {writes: false}}\n',
    },
    expect: [
      { rule: 'capability-downgrade', file: 'skills/a.yaml', line: 4, column: 30 },
      { rule: 'capability-downgrade', file: 'skills/b.yaml', line: 5, column: 29 },
    ],
  },
  {
    name: 'the same value as the tool is no lie',
    files: {
      'tools/t.yaml': tool('x/push', 'capability:\n  writes: true\n'),
      'skills/s.yaml':
        'name: x/s\ntools:\n  - name: x/push\n    overrides: {capability: {writes: true, read_only: false}}\n',
    },
    expect: [],
  },
  {
    name: 'read_only declared on a tool that calls every tool of a server with no inventory',
    files: {
      'tools/gh.yaml':
        'name: x/gh\ndescription: d\nsource: mcp\nmcp_server: github\nmcp_tool_name: "*"\ncapability: {read_only: true}\n',
      'skills/s.yaml': 'name: x/s\ntools: [x/gh]\n',
    },
    expect: [
      {
        rule: 'capability-downgrade',
        file: 'tools/gh.yaml',
        line: 6,
        column: 14,
        message: /its unpinned MCP server \(no inventory: unknown\) gives it false/,
      },
    ],
  },
  {
    name: 'one tool of a server with no inventory is read as declared',
    files: {
      'tools/gh.yaml':
        'name: x/gh\ndescription: d\nsource: mcp\nmcp_server: github\nmcp_tool_name: get_me\ncapability: {read_only: true}\n',
      'skills/s.yaml': 'name: x/s\ntools: [x/gh]\n',
    },
    expect: [],
  },
]);
