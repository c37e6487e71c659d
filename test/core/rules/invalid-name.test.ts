import { ruleTable, tool } from '../../helpers.js';

ruleTable('invalid-name', [
  {
    name: 'valid names and references',
    files: { 'tools/t.yaml': tool('x/t-1'), 'skills/s.yaml': 'name: x/s_2\ntools: [t-1, x/t-1, hub:y/z]\n' },
    expect: [],
  },
  {
    name: 'a definition name without a namespace',
    files: { 'tools/t.yaml': tool('tool') },
    expect: [
      { rule: 'invalid-name', file: 'tools/t.yaml', line: 1, column: 7, message: /namespace\/short_name/ },
    ],
  },
  {
    name: 'uppercase and double separators',
    files: { 'skills/s.yaml': 'name: X/s\n---\nname: x/a--b\n' },
    expect: [
      { rule: 'invalid-name', file: 'skills/s.yaml', line: 1, column: 7 },
      { rule: 'invalid-name', file: 'skills/s.yaml', line: 3, column: 7 },
    ],
  },
  {
    name: 'a bad reference, at the reference',
    files: { 'skills/s.yaml': 'name: x/s\ntools:\n  - x/Bad\nincludes:\n  - skill: a/b/c\n' },
    expect: [
      { rule: 'invalid-name', file: 'skills/s.yaml', line: 3, column: 5 },
      { rule: 'invalid-name', file: 'skills/s.yaml', line: 5, column: 12 },
    ],
  },
  {
    name: 'an anonymous tool name',
    files: {
      'skills/s.yaml':
        'name: x/s\nanonymous_tools:\n  - name: Inline\n    description: d\n    source: builtin\n',
    },
    expect: [{ rule: 'invalid-name', file: 'skills/s.yaml', line: 3, column: 11 }],
  },
  {
    // SPEC §3: after a server comes namespace/name; `server:name` was read as a remote reference.
    name: 'a server reference without a namespace, wherever a reference is read',
    files: {
      'skills/s.yaml': 'name: x/s\ntools:\n  - github:delete_repo\nincludes:\n  - hub:toolkit\n',
      'actors/a.yaml': 'name: x/a\nskills: [hub:admin]\n',
      'tools/v.yaml': 'name: x/v\ndescription: d\nsource: wrapped\ntool_type: validation\nwraps: hub:check\n',
    },
    expect: [
      {
        rule: 'invalid-name',
        file: 'actors/a.yaml',
        line: 2,
        column: 10,
        message: /^invalid reference: 'hub:admin' must be server:namespace\/name$/,
      },
      {
        rule: 'invalid-name',
        file: 'skills/s.yaml',
        line: 3,
        column: 5,
        message: /^invalid reference: 'github:delete_repo' must be server:namespace\/name$/,
      },
      { rule: 'invalid-name', file: 'skills/s.yaml', line: 5, column: 5 },
      { rule: 'invalid-name', file: 'tools/v.yaml', line: 5, column: 8 },
    ],
  },
  {
    // The report names entries builtin:G and agent-skill:N: written as references they break the
    // grammar, and the finding says where such an entry is listed instead.
    name: "an entry's name from the report, written as a reference, says where it is listed",
    files: { 'skills/s.yaml': 'name: x/s\ntools:\n  - builtin:file_operations\n  - agent-skill:pdf\n' },
    expect: [
      {
        rule: 'invalid-name',
        file: 'skills/s.yaml',
        line: 3,
        column: 5,
        message:
          /^invalid reference: 'builtin:file_operations' must be server:namespace\/name; a builtin group is listed under builtins \(builtins: \[file_operations\]\)$/,
      },
      {
        rule: 'invalid-name',
        file: 'skills/s.yaml',
        line: 4,
        column: 5,
        message: /; an Agent Skill is listed by its folder under agent_skills$/,
      },
    ],
  },
]);
