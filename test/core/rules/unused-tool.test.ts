import { ruleTable, tool } from '../../helpers.js';

ruleTable('unused-tool', [
  {
    name: 'used directly, and through a used validation that wraps it',
    files: {
      'tools/a.yaml': tool('x/a'),
      'tools/v.yaml': 'name: x/v\ndescription: d\nsource: wrapped\ntool_type: validation\nwraps: x/a\n',
      'skills/s.yaml': 'name: x/s\ntools: [x/v]\n',
    },
    expect: [],
  },
  {
    name: "used only through a skill's anonymous validation that wraps it",
    files: {
      'tools/a.yaml': tool('x/a'),
      'skills/s.yaml':
        'name: x/s\nanonymous_tools:\n  - name: x/v\n    description: d\n    source: wrapped\n    tool_type: validation\n    wraps: a\n',
    },
    expect: [],
  },
  {
    name: 'a tool no skill reaches',
    files: { 'tools/a.yaml': tool('x/a'), 'skills/s.yaml': 'name: x/s\n' },
    expect: [{ rule: 'unused-tool', file: 'tools/a.yaml', line: 1, column: 7 }],
  },
]);
