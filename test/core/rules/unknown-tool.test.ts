import { ruleTable, tool } from '../../helpers.js';

ruleTable('unknown-tool', [
  {
    name: 'known tools, bare names and remote references',
    files: {
      'tools/t.yaml': tool('x/search'),
      'skills/s.yaml': 'name: x/s\ntools: [search, x/search, hub:y/z]\n',
    },
    expect: [],
  },
  {
    name: 'a tools entry with a near miss',
    files: { 'tools/t.yaml': tool('x/search'), 'skills/s.yaml': 'name: x/s\ntools:\n  - x/serch\n' },
    expect: [
      {
        rule: 'unknown-tool',
        file: 'skills/s.yaml',
        line: 3,
        column: 5,
        message: /did you mean 'x\/search'/,
      },
    ],
  },
  {
    name: 'a wraps that names no tool',
    files: {
      'tools/v.yaml': 'name: x/v\ndescription: d\nsource: wrapped\ntool_type: validation\nwraps: x/gone\n',
    },
    expect: [{ rule: 'unknown-tool', file: 'tools/v.yaml', line: 5, column: 8 }],
  },
  {
    name: 'an include override key that is not an entry of the included skill',
    files: {
      'tools/t.yaml': tool('x/t'),
      'skills/a.yaml': 'name: x/a\ntools: [x/t]\n',
      'skills/b.yaml':
        'name: x/b\nincludes:\n  - skill: x/a\n    overrides:\n      x/u:\n        description: d\n',
    },
    expect: [
      { rule: 'unknown-tool', file: 'skills/b.yaml', line: 5, column: 7, message: /did you mean 'x\/t'/ },
    ],
  },
  {
    name: 'an MCP override for a tool the server does not list',
    files: {
      'skills/s.yaml':
        'name: x/s\nmcp_servers:\n  - name: srv\n    tools: [a]\n    overrides:\n      b:\n        description: d\n',
    },
    expect: [{ rule: 'unknown-tool', file: 'skills/s.yaml', line: 6, column: 7 }],
  },
]);
