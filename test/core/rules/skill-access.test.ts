import { ruleTable, tool } from '../../helpers.js';

const files = {
  'tools/r.yaml': tool('x/read', 'capability:\n  read_only: true\n'),
  'tools/w.yaml': tool('x/write', 'capability:\n  writes: true\n'),
  'skills/s.yaml': 'name: x/review\ntools: [x/read]\n---\nname: x/deploy\ntools: [x/write]\n',
};

ruleTable('skill-access', [
  {
    name: 'allowed by a pattern, read-only set for a read-only actor',
    files: {
      ...files,
      'actors/a.yaml':
        'name: x/bot\nskills: [x/review]\nskill_access_policy:\n  allow: ["x/rev*"]\n  read_only: true\n',
    },
    expect: [],
  },
  {
    name: 'denied by a pattern',
    files: {
      ...files,
      'actors/a.yaml': 'name: x/bot\nskills:\n  - x/deploy\nskill_access_policy:\n  deny: ["x/dep*"]\n',
    },
    expect: [
      {
        rule: 'skill-access',
        file: 'actors/a.yaml',
        line: 3,
        column: 5,
        message: /denied by skill_access_policy\.deny 'x\/dep\*'/,
      },
    ],
  },
  {
    name: 'not allowed: * stays within one segment',
    files: {
      ...files,
      'actors/a.yaml': 'name: x/bot\nskills:\n  - x/deploy\nskill_access_policy:\n  allow: ["*"]\n',
    },
    expect: [
      {
        rule: 'skill-access',
        file: 'actors/a.yaml',
        line: 3,
        column: 5,
        message: /not matched by skill_access_policy\.allow/,
      },
    ],
  },
  {
    name: 'a read-only actor whose skill holds a writing tool',
    files: {
      ...files,
      'actors/a.yaml': 'name: x/bot\nskills:\n  - x/deploy\nskill_access_policy: {read_only: true}\n',
    },
    expect: [
      {
        rule: 'skill-access',
        file: 'actors/a.yaml',
        line: 3,
        column: 5,
        message: /not read_only through 'x\/deploy': x\/write/,
      },
    ],
  },
  {
    name: 'an override claiming a writing tool is read-only does not let a read-only actor pass',
    files: {
      ...files,
      'skills/lie.yaml':
        'name: x/lie\ntools:\n  - name: x/write\n    overrides:\n      capability: {read_only: true, writes: false}\n',
      'actors/a.yaml': 'name: x/bot\nskills:\n  - x/lie\nskill_access_policy:\n  read_only: true\n',
    },
    expect: [
      {
        rule: 'skill-access',
        file: 'actors/a.yaml',
        line: 3,
        column: 5,
        message: /not read_only through 'x\/lie': x\/write/,
      },
    ],
  },
  {
    name: 'a tool that calls every tool of a server with no inventory is not read-only, whatever it declares',
    files: {
      'tools/gh.yaml':
        'name: x/gh\ndescription: d\nsource: mcp\nmcp_server: github\nmcp_tool_name: "*"\ncapability: {read_only: true}\n',
      'skills/s.yaml': 'name: x/s\ntools: [x/gh]\n',
      'actors/a.yaml': 'name: x/bot\nskills: [x/s]\nskill_access_policy: {read_only: true}\n',
    },
    expect: [
      {
        rule: 'skill-access',
        file: 'actors/a.yaml',
        line: 2,
        column: 10,
        message: /not read_only through 'x\/s': x\/gh/,
      },
    ],
  },
]);
