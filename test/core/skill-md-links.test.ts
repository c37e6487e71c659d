import { describe, expect, it } from 'vitest';
import { folderLinks } from '../../src/core/kinds/skill-md-links.js';
import { cpuMs } from '../cpu-clock.js';

/** The links of a SKILL.md in `dir` reading `text`, as a folder read anew. */
const linkedOutside = (dir: string, text: string) => folderLinks({ dir, text });

describe('linkedOutside', () => {
  it.each([
    ['an inline link, from the folder', '[g](../../docs/g.md)', ['docs/g.md']],
    [
      'an image with a title, in angle brackets, percent-encoded',
      '![c](<../x/a%20b.md> "t")',
      ['as/x/a b.md'],
    ],
    ['a reference definition', 'See [n].\n\n  [n]: ../../n.txt\n', ['n.txt']],
    ['an anchor and a query left off', '[g](../../g.md#part) [h](../../g.md?x=1)', ['g.md']],
    [
      'in the folder, a URL, an anchor, an absolute path',
      '[a](refs/a.md) [b](https://x.example/b.md) [c](#c) [d](/etc/d.md)',
      [],
    ],
    [
      // Markdown keeps HTML: GitHub renders it as a link, and the model reads the path in it.
      'an HTML link and image, quoted either way or not at all, in any case',
      '<a href="../../docs/a.md">a</a> <IMG SRC=\'../../docs/b.png\'> <a href=../../docs/c.md>c</a>',
      ['docs/a.md', 'docs/b.png', 'docs/c.md'],
    ],
    ['out of the root, a backslash', '[a](../../../a.md) [b](..\\..\\b.md) [c](../../%5Cc.md)', []],
    [
      // A renderer and the model read `\\.` as `.` and `&#46;` as `.`: `../../docs/g.md` each time.
      'a destination written with Markdown escapes and character references',
      '[a](\\.\\./\\.\\./docs/a.md) [b](&#46;&#x2E;/&period;&period;&sol;docs/b.md)\n\n[c]: <\\.\\./\\.\\./docs/c.md>\n',
      ['docs/a.md', 'docs/b.md', 'docs/c.md'],
    ],
    [
      // An HTML attribute's value has character references, but no backslash escapes.
      'an HTML link with character references, and one with backslashes',
      '<a href="&#46;&#46;/&#46;&#46;/docs/a.md">a</a> <a href="\\.\\./\\.\\./docs/b.md">b</a>',
      ['docs/a.md'],
    ],
    [
      // The model opens a path the text names as it opens a link's: the runbook rewritten was unseen.
      'a path that leaves the folder named without a link, in a code span, before a sentence ends',
      'Read ../../docs/a.md first. Then run `cat ./../../docs/b.md`.\nSee ../../docs/c.md, then ../x/d.md!',
      ['docs/a.md', 'docs/b.md', 'docs/c.md', 'as/x/d.md'],
    ],
    [
      'no path within a word, a URL or a path of another folder',
      'See https://x.example/a/../../b.md, lib/../../c.md, x../../d.md and refs/../e.md.',
      [],
    ],
    [
      'an escaped backslash, an escaped reference and an unknown name stay as written',
      '[a](..\\\\../a.md) [b](\\&#46;\\&#46;/\\&#46;\\&#46;/b.md) [c](../&hellip;.md)',
      ['as/&hellip;.md'],
    ],
  ])('%s', (_name, text, expected) => {
    expect(linkedOutside('as/report', text)).toEqual({ paths: expected });
  });

  it('a folder at the root has no outside', () => {
    expect(linkedOutside('', '[g](docs/g.md) [h](../h.md)')).toEqual({ paths: [] });
  });

  it('follows at most 256 files, and says where the first link past them stands', () => {
    // Links to the first file again are no file past them.
    const link = (i: number) => `[f](../../f${i}.md) [again](../../f0.md)`;
    const text = Array.from({ length: 300 }, (_, i) => link(i)).join('\n');
    const { paths, past } = linkedOutside('as/report', text);
    expect(paths).toHaveLength(256);
    expect(paths.at(-1)).toBe('f255.md');
    expect(past).toBe(text.indexOf('](../../f256.md)'));
    expect(linkedOutside('as/report', text.slice(0, past)).past).toBeUndefined();
  });

  it('costs the length of a hostile body', () => {
    const shapes = [
      '](',
      '](a',
      `](${'a'.repeat(2000)}`,
      '[',
      '\n[x',
      `\n[${'x'.repeat(998)}]: `,
      '](<',
      'href=',
      'src = "',
      `href='${'a'.repeat(2000)}`,
      '../',
      ' ../a',
      `../${'a'.repeat(2000)}`,
    ];
    const started = cpuMs();
    for (const shape of shapes) linkedOutside('as/report', shape.repeat(Math.ceil(1_000_000 / shape.length)));
    expect(cpuMs() - started).toBeLessThan(3000);
  });
});
