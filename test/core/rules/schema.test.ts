import { ruleTable, tool } from '../../helpers.js';

const T = 'tools/t.yaml';

ruleTable('schema', [
  {
    name: 'a complete custom tool',
    files: { [T]: 'name: x/t\ndescription: d\nsource: custom\ncode: "pass"\n' },
    expect: [],
  },
  {
    name: "a document that is no mapping (a Git LFS pointer), named with its kind's article",
    files: {
      'actors/a.yaml': 'version https://git-lfs.github.com/spec/v1\noid sha256:4d7a\nsize 12\n',
      [T]: 'version https://git-lfs.github.com/spec/v1\noid sha256:4d7a\nsize 12\n',
    },
    expect: [
      {
        rule: 'schema',
        file: 'actors/a.yaml',
        line: 1,
        column: 1,
        message: /^an actor document must be a mapping/,
      },
      { rule: 'schema', file: T, line: 1, column: 1, message: /^a tool document must be a mapping/ },
    ],
  },
  {
    name: 'a missing required key, at the mapping',
    files: { [T]: 'name: x/t\nsource: builtin\n' },
    expect: [{ rule: 'schema', file: T, line: 1, column: 1, message: /missing required key 'description'/ }],
  },
  {
    name: 'source-required fields',
    files: { [T]: 'name: x/t\ndescription: d\nsource: mcp\nmcp_server: s\n' },
    expect: [
      { rule: 'schema', file: T, line: 1, column: 1, message: /'mcp_tool_name' when source is 'mcp'/ },
    ],
  },
  {
    name: 'an unknown key with a near miss, at the key',
    files: { [T]: `${tool('x/t')}capability:\n  read_onyl: true\n` },
    expect: [{ rule: 'schema', file: T, line: 5, column: 3, message: /did you mean 'read_only'/ }],
  },
  {
    name: 'a wrong type, at the value; YAML 1.1 booleans are strings',
    files: { [T]: `${tool('x/t')}capability:\n  writes: no\n` },
    expect: [{ rule: 'schema', file: T, line: 5, column: 11, message: /must be boolean.*YAML 1\.2/ }],
  },
  {
    name: 'an enum with a near miss',
    files: { [T]: 'name: x/t\ndescription: d\nsource: custon\n' },
    expect: [{ rule: 'schema', file: T, line: 3, column: 9, message: /did you mean 'custom'/ }],
  },
  {
    name: 'static_resource without binding static',
    files: {
      [T]: `${tool('x/t')}resource_slots:\n  - name: s\n    resource_type: r\n    access: read_only\n    static_resource: main\n`,
    },
    expect: [
      { rule: 'schema', file: T, line: 8, column: 5, message: /not allowed here unless binding is 'static'/ },
    ],
  },
  {
    name: 'binding static without static_resource',
    files: {
      [T]: `${tool('x/t')}resource_slots:\n  - name: s\n    resource_type: r\n    access: read_only\n    binding: static\n`,
    },
    expect: [
      { rule: 'schema', file: T, line: 5, column: 5, message: /'static_resource' when binding is 'static'/ },
    ],
  },
  {
    name: 'an invalid embedded JSON Schema, one clean finding',
    files: { [T]: `${tool('x/t')}input_schema:\n  type: strng\n` },
    expect: [{ rule: 'schema', file: T, line: 5, column: 9, message: /did you mean 'string'/ }],
  },
  {
    name: 'a tools entry of the wrong type in a skill',
    files: { 'skills/s.yaml': 'name: x/s\ntools:\n  - 5\n' },
    expect: [
      { rule: 'schema', file: 'skills/s.yaml', line: 3, column: 5, message: /must be string or object/ },
    ],
  },
  {
    name: 'a document that is not a mapping',
    files: { 'actors/a.yaml': '- just\n- a list\n' },
    expect: [{ rule: 'schema', file: 'actors/a.yaml', line: 1, column: 1, message: /must be a mapping/ }],
  },
  {
    name: 'wrapped needs tool_type validation',
    files: { [T]: 'name: x/t\ndescription: d\nsource: wrapped\ntool_type: tool\nwraps: x/u\n' },
    expect: [
      {
        rule: 'schema',
        file: T,
        line: 4,
        column: 12,
        message: /must be 'validation' when source is 'wrapped'/,
      },
    ],
  },
  {
    name: "an MCP server's empty tools list, at the list (omit tools for every tool of the server)",
    files: { 'skills/s.yaml': 'name: x/s\nmcp_servers:\n  - name: gh\n    tools: []\n' },
    expect: [
      {
        rule: 'schema',
        file: 'skills/s.yaml',
        line: 4,
        column: 12,
        message: /^'mcp_servers\[0\]\.tools' must NOT have fewer than 1 items$/,
      },
    ],
  },
  {
    name: "a server's instructions, a string as initialize gives them",
    files: { 'mcp-servers/github.json': '{"instructions": "Call get_me first.", "tools": []}\n' },
    expect: [],
  },
  {
    name: "a server's instructions that are not a string, at the value",
    files: {
      'mcp-servers/github.yaml': 'server: github\ninstructions:\n  - Call get_me first.\ntools: []\n',
    },
    expect: [
      { rule: 'schema', file: 'mcp-servers/github.yaml', line: 3, column: 3, message: /must be string/ },
    ],
  },
]);
