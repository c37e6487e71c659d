import { ruleTable } from '../../helpers.js';

ruleTable('remote-reference', [
  {
    name: 'local references only',
    files: { 'skills/s.yaml': 'name: x/s\n---\nname: x/t\nincludes: [s]\n' },
    expect: [],
  },
  {
    name: 'server references in tools, includes and actors are notes',
    files: {
      'skills/s.yaml': 'name: x/s\ntools:\n  - hub:y/tool\nincludes:\n  - hub:y/skill\n',
      'actors/a.yaml': 'name: x/a\nskills: [hub:y/skill]\n',
    },
    expect: [
      { rule: 'remote-reference', file: 'actors/a.yaml', line: 2, column: 10 },
      { rule: 'remote-reference', file: 'skills/s.yaml', line: 3, column: 5 },
      { rule: 'remote-reference', file: 'skills/s.yaml', line: 5, column: 5 },
    ],
  },
  {
    // The report names entries mcp:S/T; written as a reference it names a remote registry, and
    // the note says where such an entry is listed instead. (builtin:G and agent-skill:N have no
    // namespace: invalid-name.)
    name: "an entry's name from the report, written as a reference, says where it is listed",
    files: {
      'skills/s.yaml': 'name: x/s\ntools:\n  - mcp:github/get_me\n  - hub:y/tool\n',
    },
    expect: [
      {
        rule: 'remote-reference',
        file: 'skills/s.yaml',
        line: 3,
        column: 5,
        message:
          /^'mcp:github\/get_me' is in a remote registry and is not checked here; an MCP server's tools are listed under mcp_servers \(- name: github, tools: \[get_me\]\)$/,
      },
      {
        rule: 'remote-reference',
        file: 'skills/s.yaml',
        line: 4,
        column: 5,
        message: /^'hub:y\/tool' is in a remote registry and is not checked here$/,
      },
    ],
  },
  {
    // SPEC §3: `server:name` breaks the grammar (invalid-name), and is no remote reference.
    name: 'a server reference without a namespace is no remote reference',
    files: {
      'skills/s.yaml': 'name: x/s\ntools:\n  - github:delete_repo\nincludes:\n  - hub:toolkit\n',
      'actors/a.yaml': 'name: x/a\nskills: [hub:admin]\n',
    },
    expect: [],
  },
]);
