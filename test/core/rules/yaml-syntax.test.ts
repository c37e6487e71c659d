import { ruleTable, tool } from '../../helpers.js';

ruleTable('yaml-syntax', [
  { name: 'valid YAML', files: { 'tools/a.yaml': tool('x/a') }, expect: [] },
  {
    // The parser's position is the end of the text, after the final line break: on line 3 of a
    // two-line file, which no editor or GitHub annotation shows. The end of the last line instead.
    name: 'unclosed flow sequence, at the end of the last line',
    files: { 'tools/a.yaml': 'name: x/a\ndescription: [unclosed\n', 'tools/b.yaml': tool('x/b') },
    expect: [{ rule: 'yaml-syntax', file: 'tools/a.yaml', line: 2, column: 23 }],
  },
  {
    name: 'unclosed quote before blank lines (CRLF), at the end of the last line that has text',
    files: { 'tools/a.yaml': 'name: x/a\r\ndescription: "😀 unclosed\r\n\r\n\r\n' },
    expect: [
      { rule: 'yaml-syntax', file: 'tools/a.yaml', line: 2, column: 25, message: /^Missing closing "quote/ },
    ],
  },
  {
    name: 'unclosed flow mapping in a file without a final line break, at the end of the text',
    files: { 'tools/a.yaml': 'name: x/a\ncapability: {writes: true' },
    expect: [{ rule: 'yaml-syntax', file: 'tools/a.yaml', line: 2, column: 26 }],
  },
  {
    name: 'bad indentation in the second document; the first document is still read',
    files: { 'tools/a.yaml': `${tool('x/a')}---\nname: x/b\n  description: bad\n` },
    // At the key whose indentation slipped, with what to do about it.
    expect: [
      {
        rule: 'yaml-syntax',
        file: 'tools/a.yaml',
        line: 6,
        column: 3,
        message:
          /^Nested mappings are not allowed in compact mappings: 'description' is indented further than 'name' on line 5, so YAML reads it as part of that value; indent it as far as the key it belongs with$/,
      },
    ],
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
