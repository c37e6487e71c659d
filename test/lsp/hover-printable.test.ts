// A hover writes out the control and invisible characters of the repository's text it shows, as
// the text output does (report/escape.ts printable): the editor shows a hover's Markdown as it is,
// so a tool named `x/a<ESC>[2J<U+202E>b` put a bidi override into it, which reorders what the
// reader sees, and a description hid one.
import { describe, expect, it } from 'vitest';
import { hoverText } from '../../src/lsp/hover.js';
import { symbolAt } from '../../src/lsp/symbols.js';
import { projectOf } from '../helpers.js';

// eslint-disable-next-line no-control-regex
const RAW = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/;

const FILE = 'tools/t\u202e.yaml';

const project = projectOf({
  [FILE]: 'name: "x/a\\e[2J\\u202eb"\ndescription: "Clears\\e[2J\\u202e the screen."\nsource: builtin\n',
  'skills/s.yaml': 'name: x/s\ndescription: S.\ntools: ["x/a\\e[2J\\u202eb"]\n',
});

const hover = (file: string, line: number, column: number): string => {
  const symbol = symbolAt(project, file, line, column);
  return (symbol && hoverText(project, symbol, [])) ?? '';
};

describe('a hover of a name holding an escape and a bidi override', () => {
  it('at its definition: the name, the file and the description written out', () => {
    const text = hover(FILE, 1, 9);
    expect(text).toContain('**tool** `x/a\\x1b[2J\\u202eb`');
    expect(text).toContain('defined in `tools/t\\u202e.yaml` line 1');
    expect(text).toContain('Clears\\\\x1b\\[2J\\\\u202e the screen\\.');
    expect(RAW.test(text)).toBe(false);
  });

  it('in the set of a skill that lists it', () => {
    const text = hover('skills/s.yaml', 1, 7);
    expect(text).toContain('`x/a\\x1b[2J\\u202eb`');
    expect(RAW.test(text)).toBe(false);
  });
});
