import { ruleTable, tool } from '../../helpers.js';

ruleTable('config', [
  {
    name: 'a suppression that silences a finding',
    files: {
      'skills/s.yaml':
        'name: x/s\ntools:\n  # agents-config-check-disable-next-line unknown-tool\n  - x/missing\n',
    },
    expect: [],
  },
  {
    name: 'a suppression that silences nothing, and one naming an unknown rule',
    files: {
      'tools/t.yaml': `${tool('x/t')}# agents-config-check-disable-next-line schema\ntimeout: 30\n# agents-config-check-disable-file no-such-rule\n`,
    },
    expect: [
      { rule: 'config', file: 'tools/t.yaml', line: 4, column: 41, message: /silences nothing/ },
      { rule: 'config', file: 'tools/t.yaml', line: 6, column: 36, message: /unknown rule 'no-such-rule'$/ },
    ],
  },
  {
    name: 'each rule of a comment at its own name, a misspelt one with the rule it means',
    files: {
      'skills/s.yaml':
        'name: x/s\ntools:\n  # agents-config-check-disable-next-line  unknown-tool,unused-tols\n  - x/missing\n',
    },
    expect: [
      {
        rule: 'config',
        file: 'skills/s.yaml',
        line: 3,
        column: 57,
        message: /^suppression names unknown rule 'unused-tols'; did you mean 'unused-tool'\?$/,
      },
    ],
  },
  {
    name: 'a file matched by two kinds is skipped with an error',
    files: { 'tools/skills/x.yaml': tool('x/t') },
    expect: [{ rule: 'config', file: 'tools/skills/x.yaml', line: 1, column: 1, message: /tool and skill/ }],
  },
]);
