import { ruleTable, tool } from '../../helpers.js';

ruleTable('forbidden-override', [
  {
    name: 'description and capability only',
    files: {
      'tools/t.yaml': tool('x/t'),
      'skills/s.yaml':
        'name: x/s\ntools:\n  - name: x/t\n    overrides: {description: d, capability: {unsafe: true}}\n',
    },
    expect: [],
  },
  {
    name: 'a key other than description and capability, at the key',
    files: {
      'tools/t.yaml': tool('x/t'),
      'skills/s.yaml': 'name: x/s\ntools:\n  - name: x/t\n    overrides:\n      input_schema: {}\n',
    },
    expect: [
      {
        rule: 'forbidden-override',
        file: 'skills/s.yaml',
        line: 5,
        column: 7,
        message: /not 'input_schema'/,
      },
    ],
  },
  {
    name: 'an override of a builtin entry',
    files: {
      'skills/a.yaml': 'name: x/a\nbuiltins: [git_operations]\n',
      'skills/b.yaml':
        'name: x/b\nincludes:\n  - skill: x/a\n    overrides:\n      builtin:git_operations:\n        description: d\n',
    },
    expect: [
      {
        rule: 'forbidden-override',
        file: 'skills/b.yaml',
        line: 5,
        column: 7,
        message: /cannot be overridden/,
      },
    ],
  },
]);
