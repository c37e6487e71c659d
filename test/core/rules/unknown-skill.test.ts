import { ruleTable } from '../../helpers.js';

ruleTable('unknown-skill', [
  {
    name: 'known skills',
    files: {
      'skills/s.yaml': 'name: x/a\n---\nname: x/b\nincludes: [a]\n',
      'actors/a.yaml': 'name: x/r\nskills: [x/b]\n',
    },
    expect: [],
  },
  {
    name: 'an include and an actor entry naming no skill',
    files: {
      'skills/s.yaml': 'name: x/base\nincludes:\n  - x/bse\n',
      'actors/a.yaml': 'name: x/r\nskills:\n  - x/ghost\n',
    },
    expect: [
      { rule: 'unknown-skill', file: 'actors/a.yaml', line: 3, column: 5 },
      { rule: 'unknown-skill', file: 'skills/s.yaml', line: 3, column: 5, message: /did you mean 'x\/base'/ },
    ],
  },
]);
