import { ruleTable } from '../../helpers.js';

ruleTable('unknown-builtin', [
  {
    name: 'configured groups',
    files: { 'skills/s.yaml': 'name: x/s\nbuiltins: [git_operations]\n' },
    expect: [],
  },
  {
    name: 'a typo',
    files: { 'skills/s.yaml': 'name: x/s\nbuiltins:\n  - git_operation\n' },
    expect: [
      {
        rule: 'unknown-builtin',
        file: 'skills/s.yaml',
        line: 3,
        column: 5,
        message: /did you mean 'git_operations'/,
      },
    ],
  },
  {
    name: 'builtin-groups replaces the list',
    files: { 'skills/s.yaml': 'name: x/s\nbuiltins: [git_operations, shell]\n' },
    settings: { ruleOptions: { 'builtin-groups': ['shell'] } },
    expect: [{ rule: 'unknown-builtin', file: 'skills/s.yaml', line: 2, column: 12 }],
  },
]);
