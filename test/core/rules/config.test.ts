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
      { rule: 'config', file: 'tools/t.yaml', line: 4, column: 1, message: /silences nothing/ },
      { rule: 'config', file: 'tools/t.yaml', line: 6, column: 1, message: /unknown rule 'no-such-rule'/ },
    ],
  },
  {
    name: 'a file matched by two kinds is skipped with an error',
    files: { 'tools/skills/x.yaml': tool('x/t') },
    expect: [{ rule: 'config', file: 'tools/skills/x.yaml', line: 1, column: 1, message: /tool and skill/ }],
  },
]);
