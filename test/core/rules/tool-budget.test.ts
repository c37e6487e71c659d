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
    // Each entry 7 + 4 ("x/a:A tool"), and 12 for the set: 45.
    name: 'over max-tokens',
    files,
    settings: { ruleOptions: { 'max-tokens': 44 } },
    expect: [
      {
        rule: 'tool-budget',
        file: 'skills/s.yaml',
        line: 1,
        column: 7,
        message:
          /flattens to 45 tokens \(o200k_base, as OpenAI counts function definitions\), over max-tokens 44/,
      },
    ],
  },
  {
    name: 'at max-tokens exactly',
    files,
    settings: { ruleOptions: { 'max-tokens': 45 } },
    expect: [],
  },
]);
