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
  // Keys flattening honours (flatten.ts overrideFor, sources/mcp-servers.ts keyedFor) name an
  // entry: they were reported as naming none ("override targets 'send', which is not an entry of
  // 'x/a'"), an error at a key that does change the entry.
  {
    name: "an include override by an entry's bare key ('send' for 'x/send')",
    files: {
      'tools/t.yaml': tool('x/send'),
      'skills/a.yaml': 'name: x/a\ntools: [x/send]\n',
      'skills/b.yaml':
        'name: x/b\nincludes:\n  - skill: x/a\n    overrides:\n      send:\n        description: d\n',
    },
    expect: [],
  },
  {
    name: "an include override by an inventory entry's bare key ('push' for 'mcp:gh/push')",
    files: {
      'mcp-servers/gh.json': '{"tools": [{"name": "push", "inputSchema": {"type": "object"}}]}',
      'skills/a.yaml': 'name: x/a\nmcp_servers:\n  - name: gh\n',
      'skills/b.yaml':
        'name: x/b\nincludes:\n  - skill: x/a\n    overrides:\n      push:\n        description: d\n',
    },
    expect: [],
  },
  {
    name: "an include override '*' of a whole server's dynamic entry ('mcp:gh/*')",
    files: {
      'skills/a.yaml': 'name: x/a\nmcp_servers:\n  - name: gh\n',
      'skills/b.yaml':
        "name: x/b\nincludes:\n  - skill: x/a\n    overrides:\n      '*':\n        description: d\n",
    },
    expect: [],
  },
  {
    name: "an MCP override '*' beside a static tool list (each listed tool's)",
    files: {
      'skills/s.yaml':
        "name: x/s\nmcp_servers:\n  - name: srv\n    tools: [a]\n    overrides:\n      '*':\n        description: d\n",
    },
    expect: [],
  },
  {
    name: 'an include override by a bare key that no entry ends with',
    files: {
      'tools/t.yaml': tool('x/send'),
      'skills/a.yaml': 'name: x/a\ntools: [x/send]\n',
      'skills/b.yaml':
        'name: x/b\nincludes:\n  - skill: x/a\n    overrides:\n      sned:\n        description: d\n',
    },
    expect: [
      { rule: 'unknown-tool', file: 'skills/b.yaml', line: 5, column: 7, message: /not an entry of 'x\/a'/ },
    ],
  },
  {
    name: "an MCP override 'mcp:srv/*' beside a static tool list (no listed tool's: flattening applies it to none)",
    files: {
      'skills/s.yaml':
        "name: x/s\nmcp_servers:\n  - name: srv\n    tools: [a]\n    overrides:\n      'mcp:srv/*':\n        description: d\n",
    },
    expect: [{ rule: 'unknown-tool', file: 'skills/s.yaml', line: 6, column: 7 }],
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
