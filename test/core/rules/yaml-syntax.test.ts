import { ruleTable, tool } from '../../helpers.js';

ruleTable('yaml-syntax', [
  { name: 'valid YAML', files: { 'tools/a.yaml': tool('x/a') }, expect: [] },
  {
    name: 'unclosed flow sequence, at the parser position',
    files: { 'tools/a.yaml': 'name: x/a\ndescription: [unclosed\n', 'tools/b.yaml': tool('x/b') },
    expect: [{ rule: 'yaml-syntax', file: 'tools/a.yaml', line: 3, column: 1 }],
  },
  {
    name: 'bad indentation in the second document; the first document is still read',
    files: { 'tools/a.yaml': `${tool('x/a')}---\nname: x/b\n  description: bad\n` },
    expect: [{ rule: 'yaml-syntax', file: 'tools/a.yaml', line: 5, column: 7, message: /Nested mappings/ }],
  },
  {
    name: 'an alias to a node that contains it',
    files: { 'tools/a.yaml': 'name: x/a\nlist: &a [1, *a]\n' },
    expect: [{ rule: 'yaml-syntax', file: 'tools/a.yaml', line: 2, column: 14 }],
  },
  {
    name: 'an unresolved tag is reported, not run',
    files: { 'tools/a.yaml': 'name: x/a\ndescription: !!js/function "function () {}"\nsource: builtin\n' },
    expect: [{ rule: 'yaml-syntax', file: 'tools/a.yaml', line: 2, column: 14, message: /tag/i }],
  },
]);
