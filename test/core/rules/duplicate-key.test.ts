import { ruleTable, tool } from '../../helpers.js';

ruleTable('duplicate-key', [
  { name: 'unique keys', files: { 'tools/a.yaml': tool('x/a') }, expect: [] },
  {
    name: 'a repeated key, at the second occurrence',
    files: { 'tools/a.yaml': 'name: x/a\ndescription: one\nsource: builtin\ndescription: two\n' },
    expect: [
      { rule: 'duplicate-key', file: 'tools/a.yaml', line: 4, column: 1, message: /first defined at line 2/ },
    ],
  },
  {
    name: 'a repeated nested key',
    files: { 'tools/a.yaml': `${tool('x/a')}capability:\n  writes: true\n  writes: false\n` },
    expect: [{ rule: 'duplicate-key', file: 'tools/a.yaml', line: 6, column: 3 }],
  },
]);
