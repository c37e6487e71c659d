import { ruleTable, tool } from '../../helpers.js';

const files = {
  'tools/a.yaml': tool('x/a'),
  'tools/b.yaml': tool('x/b'),
  'tools/c.yaml': tool('x/c'),
  'skills/s.yaml': 'name: x/s\ntools: [x/a, x/b, x/c]\n',
};

ruleTable('tool-budget', [
  { name: 'within the defaults', files, expect: [] },
  {
    name: 'over max-tools',
    files,
    settings: { ruleOptions: { 'max-tools': 2 } },
    expect: [
      {
        rule: 'tool-budget',
        file: 'skills/s.yaml',
        line: 1,
        column: 7,
        message: /3 tools, over max-tools 2/,
      },
    ],
  },
  {
    name: 'over max-tokens',
    files,
    settings: { ruleOptions: { 'max-tokens': 5 } },
    expect: [
      {
        rule: 'tool-budget',
        file: 'skills/s.yaml',
        line: 1,
        column: 7,
        message: /about 9 tokens, over max-tokens 5/,
      },
    ],
  },
]);
