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
    // The report names entries builtin:G, mcp:S/T and agent-skill:N; written as references they
    // name remote registries, and the note says where such an entry is listed instead.
    name: "an entry's name from the report, written as a reference, says where it is listed",
    files: {
      'skills/s.yaml':
        'name: x/s\ntools:\n  - builtin:file_operations\n  - mcp:github/get_me\n  - agent-skill:pdf\n  - hub:y/tool\n',
    },
    expect: [
      {
        rule: 'remote-reference',
        file: 'skills/s.yaml',
        line: 3,
        column: 5,
        message:
          /^'builtin:file_operations' is in a remote registry and is not checked here; a builtin group is listed under builtins \(builtins: \[file_operations\]\)$/,
      },
      {
        rule: 'remote-reference',
        file: 'skills/s.yaml',
        line: 4,
        column: 5,
        message:
          /; an MCP server's tools are listed under mcp_servers \(- name: github, tools: \[get_me\]\)$/,
      },
      {
        rule: 'remote-reference',
        file: 'skills/s.yaml',
        line: 5,
        column: 5,
        message: /; an Agent Skill is listed by its folder under agent_skills$/,
      },
      {
        rule: 'remote-reference',
        file: 'skills/s.yaml',
        line: 6,
        column: 5,
        message: /^'hub:y\/tool' is in a remote registry and is not checked here$/,
      },
    ],
  },
]);
