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
]);
