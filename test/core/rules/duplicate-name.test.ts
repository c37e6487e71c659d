import { ruleTable, tool } from '../../helpers.js';

ruleTable('duplicate-name', [
  { name: 'distinct names', files: { 'tools/a.yaml': tool('x/a'), 'tools/b.yaml': tool('x/b') }, expect: [] },
  {
    name: 'a tool and a validation share one registry; both sites are reported, each naming the other',
    files: {
      'tools/a.yaml': tool('x/a'),
      'tools/b.yaml': `# validation\nname: x/a\ndescription: d\nsource: wrapped\ntool_type: validation\nwraps: x/a\n`,
    },
    expect: [
      {
        rule: 'duplicate-name',
        file: 'tools/a.yaml',
        line: 1,
        column: 7,
        message: /also defined at tools\/b\.yaml:2/,
      },
      {
        rule: 'duplicate-name',
        file: 'tools/b.yaml',
        line: 2,
        column: 7,
        message: /also defined at tools\/a\.yaml:1/,
      },
    ],
  },
  {
    name: 'skills and actors have registries of their own',
    files: { 'skills/s.yaml': 'name: x/a\n---\nname: x/a\n', 'actors/a.yaml': 'name: x/a\nskills: []\n' },
    expect: [
      { rule: 'duplicate-name', file: 'skills/s.yaml', line: 1, column: 7 },
      { rule: 'duplicate-name', file: 'skills/s.yaml', line: 3, column: 7 },
    ],
  },
]);
