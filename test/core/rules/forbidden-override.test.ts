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
    name: 'a merge key, by each key it brings that an override may not hold',
    files: {
      'tools/t.yaml': tool('x/t'),
      'skills/s.yaml':
        'name: x/s\ntools:\n  - name: x/t\n    overrides:\n      description: d\n      <<: {description: e, lifecycle: {on_start: x}}\n',
    },
    expect: [
      {
        rule: 'forbidden-override',
        file: 'skills/s.yaml',
        line: 6,
        column: 7,
        message: /not 'lifecycle', which its merge key brings$/,
      },
    ],
  },
  {
    name: 'a merge key that brings only what an override may hold, by itself',
    files: {
      'tools/t.yaml': tool('x/t'),
      'skills/s.yaml': 'name: x/s\ntools:\n  - name: x/t\n    overrides: {<<: {description: e}}\n',
    },
    expect: [
      { rule: 'forbidden-override', file: 'skills/s.yaml', line: 4, column: 17, message: /not '<<'$/ },
    ],
  },
  {
    name: 'an entry written twice, at the key its later value holds',
    files: {
      'tools/t.yaml': tool('x/t'),
      'skills/s.yaml':
        'name: x/s\nincludes:\n  - skill: x/l\n    overrides:\n      x/t: {description: a}\n      x/t: {description: b, timeout: 9}\n---\nname: x/l\ntools: [x/t]\n',
    },
    expect: [
      { rule: 'forbidden-override', file: 'skills/s.yaml', line: 6, column: 29, message: /not 'timeout'$/ },
    ],
  },
  {
    name: "a tools item's overrides written twice, at the key in each",
    files: {
      'tools/t.yaml': tool('x/t'),
      'skills/s.yaml':
        'name: x/s\ntools:\n  - name: x/t\n    overrides: {code: a}\n    overrides: {description: d, code: b}\n',
    },
    expect: [
      { rule: 'forbidden-override', file: 'skills/s.yaml', line: 4, column: 17, message: /not 'code'$/ },
      { rule: 'forbidden-override', file: 'skills/s.yaml', line: 5, column: 33, message: /not 'code'$/ },
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
