import { ruleTable } from '../../helpers.js';

const anon = (skill: string, description: string): string =>
  `name: ${skill}\nanonymous_tools:\n  - name: x/fmt\n    description: ${description}\n    source: builtin\n`;

ruleTable('name-conflict', [
  {
    name: 'identical entries merge without a conflict',
    files: {
      'skills/a.yaml': anon('x/a', 'same'),
      'skills/b.yaml': anon('x/b', 'same'),
      'skills/c.yaml': 'name: x/c\nincludes: [x/a, x/b]\n',
    },
    expect: [],
  },
  {
    name: 'different entries under one name, at the second contributor',
    files: {
      'skills/a.yaml': anon('x/a', 'left'),
      'skills/b.yaml': anon('x/b', 'right'),
      'skills/c.yaml': 'name: x/c\nincludes:\n  - x/a\n  - x/b\n',
    },
    expect: [
      {
        rule: 'name-conflict',
        file: 'skills/c.yaml',
        line: 4,
        column: 5,
        message: /qualified as 'x\/a\.x\/fmt', 'x\/b\.x\/fmt'/,
      },
    ],
  },
]);
