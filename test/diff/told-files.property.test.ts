// The text files of two Agent Skills folders compared by composing each folder's changes from its
// subfolders' (src/core/diff/told-files.ts) tell the same changes, in the same order, as comparing
// every file of the two folders by its path in them (what told.ts did for each folder): on random
// trees, each folder of the base compared with each folder of the head through one comparer, so
// that nested pairs share their subfolders' work.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FolderTextFile } from '../../src/core/kinds/agent-skill.js';
import { FolderFileChanges, sameWords, type FileChange } from '../../src/core/diff/told-files.js';

/** The reference: every file of the head's folder in its order, then those only the base holds. */
function naive(
  base: { dir: string; files: FolderTextFile[]; own: string },
  head: { dir: string; files: FolderTextFile[]; own: string },
): { head: FileChange[]; baseOnly: FileChange[] } {
  const within = (side: typeof base): Map<string, string> => {
    const out = new Map<string, string>();
    const from = side.dir === '' ? 0 : side.dir.length + 1;
    for (const file of side.files)
      if (file.path !== side.own && (side.dir === '' || file.path.startsWith(`${side.dir}/`)))
        out.set(file.path.slice(from), file.text);
    return out;
  };
  const [before, after] = [within(base), within(head)];
  const out = { head: [] as FileChange[], baseOnly: [] as FileChange[] };
  for (const [at, text] of after) {
    const old = before.get(at);
    if (!sameWords(old, text)) out.head.push({ at, before: old, after: text });
  }
  for (const [at, old] of before) if (!after.has(at)) out.baseOnly.push({ at, before: old, after: undefined });
  return out;
}

const NAMES = ['a', 'b', 'a b', 'a!', 'SKILL.md', 'skill.md', 'r.md', 'x'];
const TEXTS = ['one', 'two', 'one\r\ntwo', 'one\ntwo', ''];

/** A tree's text files: paths of up to four names, no file where a folder of that path stands. */
const tree = fc
  .array(
    fc.record({
      path: fc.array(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 4 }).map((p) => p.join('/')),
      text: fc.constantFrom(...TEXTS),
    }),
    { maxLength: 40 },
  )
  .map((files) => {
    const byPath = new Map(files.map((f) => [f.path, f.text]));
    const paths = [...byPath.keys()].filter((p) => ![...byPath.keys()].some((q) => q.startsWith(`${p}/`)));
    // In the order of the listing's lines (`path id`), as both tree readers give them.
    const line = (path: string): string => `${path} 0`;
    return paths
      .sort((x, y) => (line(x) < line(y) ? -1 : line(x) > line(y) ? 1 : 0))
      .map((path) => ({ path, text: byPath.get(path) as string }));
  });

/** Every folder of a tree, the root too. */
function folders(files: FolderTextFile[]): string[] {
  const out = new Set(['']);
  for (const { path } of files) {
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) out.add(parts.slice(0, i).join('/'));
  }
  return [...out].sort();
}

describe('told-files: a folder compared by its subfolders', () => {
  it('tells what comparing every file tells, for every pair of folders', () => {
    fc.assert(
      fc.property(tree, tree, fc.constantFrom('SKILL.md', 'skill.md'), (baseFiles, headFiles, own) => {
        const compared = new FolderFileChanges();
        const list = (files: FolderTextFile[], dir: string): FolderTextFile[] =>
          files.filter((f) => dir === '' || f.path.startsWith(`${dir}/`));
        for (const b of folders(baseFiles).reverse())
          for (const h of folders(headFiles)) {
            const ownOf = (dir: string): string => (dir === '' ? own : `${dir}/${own}`);
            const base = { dir: b, files: list(baseFiles, b), own: ownOf(b) };
            const head = { dir: h, files: list(headFiles, h), own: ownOf(h) };
            expect(compared.between(base, head)).toEqual(naive(base, head));
          }
      }),
      { numRuns: 300 },
    );
  });
});
