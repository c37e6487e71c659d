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
]);
