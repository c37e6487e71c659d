import { ruleTable } from '../../helpers.js';

const S = 'skills/s.yaml';

ruleTable('include-cycle', [
  {
    name: 'a DAG',
    files: { [S]: 'name: x/a\nincludes: [x/b, x/c]\n---\nname: x/b\nincludes: [x/c]\n---\nname: x/c\n' },
    expect: [],
  },
  {
    name: 'a self-include is a cycle',
    files: { [S]: 'name: x/a\nincludes:\n  - x/a\n' },
    expect: [{ rule: 'include-cycle', file: S, line: 3, column: 5, message: /^include cycle: x\/a → x\/a$/ }],
  },
  {
    name: 'one finding per edge of a three-cycle, each naming the whole cycle',
    files: {
      [S]: 'name: x/a\nincludes: [x/b]\n---\nname: x/b\nincludes: [x/c]\n---\nname: x/c\nincludes: [x/a]\n',
    },
    expect: [
      { rule: 'include-cycle', file: S, line: 2, column: 12, message: /x\/a → x\/b → x\/c → x\/a/ },
      { rule: 'include-cycle', file: S, line: 5, column: 12, message: /x\/b → x\/c → x\/a → x\/b/ },
      { rule: 'include-cycle', file: S, line: 8, column: 12, message: /x\/c → x\/a → x\/b → x\/c/ },
    ],
  },
  {
    name: 'every cycle is found, not only the first; an edge into a cycle is not on it',
    files: {
      [S]: 'name: x/a\nincludes: [x/a]\n---\nname: x/b\nincludes: [x/c]\n---\nname: x/c\nincludes: [x/b]\n---\nname: x/d\nincludes: [x/b]\n',
    },
    expect: [
      { rule: 'include-cycle', file: S, line: 2, column: 12 },
      { rule: 'include-cycle', file: S, line: 5, column: 12 },
      { rule: 'include-cycle', file: S, line: 8, column: 12 },
    ],
  },
]);
