import { ruleTable, tool } from '../../helpers.js';

ruleTable('capability-conflict', [
  {
    name: 'read-only and not writing',
    files: { 'tools/t.yaml': tool('x/t', 'capability:\n  read_only: true\n') },
    expect: [],
  },
  {
    name: 'read_only with writes and checkpointable, at each conflicting key',
    files: {
      'tools/t.yaml': tool('x/t', 'capability:\n  read_only: true\n  writes: true\n  checkpointable: true\n'),
    },
    expect: [
      { rule: 'capability-conflict', file: 'tools/t.yaml', line: 6, column: 3, message: /writes: true/ },
      {
        rule: 'capability-conflict',
        file: 'tools/t.yaml',
        line: 7,
        column: 3,
        message: /checkpointable: true/,
      },
    ],
  },
  {
    name: 'an anonymous tool',
    files: {
      'skills/s.yaml':
        'name: x/s\nanonymous_tools:\n  - name: x/i\n    description: d\n    source: builtin\n    capability: {read_only: true, writes: true}\n',
    },
    expect: [{ rule: 'capability-conflict', file: 'skills/s.yaml', line: 6, column: 35 }],
  },
  {
    name: "an anonymous tool's repeated capability, by its later value",
    files: {
      'skills/s.yaml':
        'name: x/s\nanonymous_tools:\n  - name: x/i\n    description: d\n    source: builtin\n    capability: {read_only: true}\n    capability: {read_only: true, checkpointable: true}\n',
    },
    expect: [{ rule: 'capability-conflict', file: 'skills/s.yaml', line: 7, column: 35 }],
  },
  {
    name: "a tool's repeated capability, at the key of the value that conflicts",
    files: {
      'tools/t.yaml':
        'name: x/t\ndescription: d\nsource: builtin\ncapability: {read_only: true}\ncapability: {read_only: true, writes: true}\n',
    },
    expect: [{ rule: 'capability-conflict', file: 'tools/t.yaml', line: 5, column: 31 }],
  },
  {
    name: 'an override that makes a writing tool read_only, at the override',
    files: {
      'tools/t.yaml': tool('x/t', 'capability:\n  writes: true\n'),
      'skills/s.yaml':
        'name: x/s\ntools:\n  - name: x/t\n    overrides:\n      capability:\n        read_only: true\n',
    },
    expect: [
      {
        rule: 'capability-conflict',
        file: 'skills/s.yaml',
        line: 6,
        column: 9,
        message: /override makes 'x\/t'/,
      },
    ],
  },
  {
    name: 'an include override',
    files: {
      'tools/t.yaml': tool('x/t', 'capability:\n  read_only: true\n'),
      'skills/a.yaml': 'name: x/a\ntools: [x/t]\n',
      'skills/b.yaml':
        'name: x/b\nincludes:\n  - skill: x/a\n    overrides:\n      x/t:\n        capability: {writes: true}\n',
    },
    expect: [{ rule: 'capability-conflict', file: 'skills/b.yaml', line: 6, column: 22 }],
  },
  {
    name: 'an include override written twice, by its later value',
    files: {
      'tools/t.yaml': tool('x/t', 'capability:\n  read_only: true\n'),
      'skills/a.yaml': 'name: x/a\ntools: [x/t]\n',
      'skills/b.yaml':
        'name: x/b\nincludes:\n  - skill: x/a\n    overrides:\n      x/t: {description: d}\n      x/t: {capability: {writes: true}}\n',
    },
    expect: [{ rule: 'capability-conflict', file: 'skills/b.yaml', line: 6, column: 26 }],
  },
  {
    name: 'an override whose merge key brings its capability',
    files: {
      'tools/t.yaml': tool('x/t'),
      'skills/s.yaml':
        'name: x/s\ntools:\n  - name: x/t\n    overrides: {description: d, <<: {capability: {read_only: true, writes: true}}}\n',
    },
    expect: [{ rule: 'capability-conflict', file: 'skills/s.yaml', line: 4, column: 51 }],
  },
  {
    name: "an MCP server's override written twice, by its later value",
    files: {
      'skills/s.yaml':
        'name: x/s\nmcp_servers:\n  - name: gh\n    overrides:\n      push: {description: d}\n      push: {capability: {read_only: true, writes: true}}\n',
    },
    expect: [{ rule: 'capability-conflict', file: 'skills/s.yaml', line: 6, column: 27 }],
  },
  {
    name: "a tools item's overrides written twice, each conflict at the value that holds it",
    files: {
      'tools/t.yaml': tool('x/t', 'capability:\n  read_only: true\n'),
      'skills/s.yaml':
        'name: x/s\ntools:\n  - name: x/t\n    overrides: {capability: {checkpointable: true}}\n    overrides: {description: e, capability: {writes: true}}\n',
    },
    expect: [
      { rule: 'capability-conflict', file: 'skills/s.yaml', line: 4, column: 30, message: /checkpointable/ },
      { rule: 'capability-conflict', file: 'skills/s.yaml', line: 5, column: 46, message: /writes/ },
    ],
  },
]);
