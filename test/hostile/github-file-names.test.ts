// --format github's `file=`: the message of a workflow command was escaped as the text output
// escapes it, the path it names only for `%`, CR, LF, `:`, `,` and the C0/C1 controls. A file
// name holding a bidi control (U+202E, which makes `txt.yaml` read backwards), a line or paragraph
// separator (which a browser showing the job's log breaks the line at) or a zero-width space was
// written raw, and the annotation named another file than the one it was about.
import { describe, expect, it } from 'vitest';
import { render } from '../../src/report/render.js';
import { runCheck } from '../../src/run.js';
import { repo } from './helpers.js';

const BROKEN = 'name: x/t\ndescription: d\nsource: builtin\nunknown_key: 1\n';

describe('a file name holding characters that change how it reads', () => {
  it.each([
    ['a bidi control', 'tools/a\u202egpj.yaml', 'tools/a\\u202egpj.yaml'],
    ['a line separator', 'tools/b\u2028x.yaml', 'tools/b\\u2028x.yaml'],
    ['a paragraph separator', 'tools/c\u2029x.yaml', 'tools/c\\u2029x.yaml'],
    ['a zero-width space', 'tools/d\u200bx.yaml', 'tools/d\\u200bx.yaml'],
    ['a line break', 'tools/e\nx.yaml', 'tools/e\\nx.yaml'],
  ])('%s is written out in file=, as in the message', (_what, path, shown) => {
    const root = repo({ [path]: BROKEN });
    const { report, places } = runCheck({ root });
    const out = render(report, 'github', { color: false, fails: true, version: '0.0.0', places });
    const first = out.split('\n')[0] as string;
    // The path is written from the current folder, where the runner resolves it.
    expect(first.startsWith('::error file=')).toBe(true);
    expect(
      first.endsWith(
        `/${shown},line=4,col=1,endLine=4,endColumn=12,title=schema::unknown key 'unknown_key' [schema]`,
      ),
    ).toBe(true);
    expect(out).not.toMatch(/[\u202e\u2028\u2029\u200b]/);
  });
});
