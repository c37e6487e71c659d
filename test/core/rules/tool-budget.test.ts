import { ruleTable, tool } from '../../helpers.js';

const files = {
  'tools/a.yaml': tool('x/a'),
  'tools/b.yaml': tool('x/b'),
  'tools/c.yaml': tool('x/c'),
  'skills/s.yaml': 'name: x/s\ntools: [x/a, x/b, x/c]\n',
};

ruleTable('tool-budget', [
  { name: 'within the defaults', files, expect: [] },
  {
    name: 'over max-tools',
    files,
    settings: { ruleOptions: { 'max-tools': 2 } },
    expect: [
      {
        rule: 'tool-budget',
        file: 'skills/s.yaml',
        line: 1,
        column: 7,
        message: /3 tools, over max-tools 2/,
      },
    ],
  },
  {
    // Each entry 7 + 4 ("x/a:A tool"), and 12 for the set: 45.
    name: 'over max-tokens',
    files,
    settings: { ruleOptions: { 'max-tokens': 44 } },
    expect: [
      {
        rule: 'tool-budget',
        file: 'skills/s.yaml',
        line: 1,
        column: 7,
        message:
          /flattens to 45 tokens \(o200k_base, as OpenAI counts function definitions\), over max-tokens 44/,
      },
    ],
  },
  {
    name: 'at max-tokens exactly',
    files,
    settings: { ruleOptions: { 'max-tokens': 45 } },
    expect: [],
  },
  {
    // An mcp_servers override that shortens a tool's description: a client may still tell the
    // model the inventory's listing (100 words), so the entry counts as the longer, as a
    // registered tool that calls the server's tool does; the override alone counts 7 + 8 + 12.
    name: "an override's short description beside an inventory's long one",
    files: {
      'mcp-servers/gh.json': JSON.stringify({
        tools: [{ name: 'get', description: 'word '.repeat(100).trim(), inputSchema: { type: 'object' } }],
      }),
      'skills/s.yaml': [
        'name: x/s',
        'mcp_servers:',
        '  - name: gh',
        '    tools: [get]',
        '    overrides:',
        '      get: {description: Short.}',
        '---',
        'name: x/whole',
        'mcp_servers:',
        '  - name: gh',
        '    overrides:',
        '      get: {description: Short.}',
        '',
      ].join('\n'),
    },
    settings: { ruleOptions: { 'max-tokens': 60 } },
    expect: [
      {
        rule: 'tool-budget',
        file: 'skills/s.yaml',
        line: 1,
        column: 7,
        message: /'x\/s' flattens to 1\d\d tokens/,
      },
      {
        rule: 'tool-budget',
        file: 'skills/s.yaml',
        line: 8,
        column: 7,
        message: /'x\/whole' flattens to 1\d\d tokens/,
      },
    ],
  },
  {
    // An include's override that shortens an included MCP entry's description, to the entry itself
    // (`mcp:gh/get`) or through a registered tool that calls it: the inventory's listing (100
    // words) is still told, as under an mcp_servers item's override; the override alone counts
    // 7 + 8 + 12 and passed max-tokens.
    name: "an include's override's short description beside an inventory's long one",
    files: {
      'mcp-servers/gh.json': JSON.stringify({
        tools: [{ name: 'get', description: 'word '.repeat(100).trim(), inputSchema: { type: 'object' } }],
      }),
      'skills/s.yaml': [
        'name: x/whole',
        'mcp_servers: [{name: gh}]',
        '---',
        'name: x/s',
        'includes:',
        '  - skill: x/whole',
        '    overrides:',
        "      'mcp:gh/get': {description: Short.}",
        '',
      ].join('\n'),
    },
    settings: { ruleOptions: { 'max-tokens': 60 } },
    expect: [
      {
        rule: 'tool-budget',
        file: 'skills/s.yaml',
        line: 1,
        column: 7,
        message: /'x\/whole' flattens to 1\d\d tokens/,
      },
      {
        rule: 'tool-budget',
        file: 'skills/s.yaml',
        line: 4,
        column: 7,
        message: /'x\/s' flattens to 1\d\d tokens/,
      },
    ],
  },
]);
