// Folders' listings composed from their subfolders' (src/adapters/folder-listing.ts): the same
// lines, in the same order, as one sort of every file below the folder gives, on the disk and in a
// git tree alike, whichever folder is listed first; and a digest that both readers give alike.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFolder } from '../../src/adapters/fs.js';
import { readGitTree } from '../../src/adapters/git.js';
import { gitBlobId } from '../../src/adapters/read-text.js';
import { DEFAULT_CONFIG } from '../../src/core/config/config.js';
import { PathClassifier } from '../../src/core/config/discover.js';
import type { AuxFileReader } from '../../src/core/model/model.js';
import { git } from '../git-helpers.js';

/**
 * Names that sort between a folder's name and its files (`a b`, `a!`, `a-b`, `a.txt` before `a/`;
 * `a0` after), a link whose lines name what it leads to, and a folder named like a link's line
 * (`l link:<id> -> t`), whose files sort among that line's.
 */
function tree(): { root: string; files: string[] } {
  const root = mkdtempSync(join(tmpdir(), 'acc-listing-'));
  const linkId = gitBlobId(Buffer.from('t'));
  const files = [
    's/a b',
    's/a!',
    's/a-b/x',
    's/a.txt',
    's/a/a.txt',
    's/a/b/c/d.md',
    's/a/b/c.md',
    's/a/b-c/e.md',
    's/a0',
    's/t/one',
    's/t/two/three',
    `s/l link:${linkId} -> t/zz`,
    `s/l link:${linkId} -> s/t/one0`,
  ];
  for (const path of files) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), path);
  }
  symlinkSync('t', join(root, 's', 'l'));
  mkdirSync(join(root, 's', 'a', 'empty'));
  git(root, 'init', '-q');
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'base');
  return { root, files };
}

const folders = ['s', 's/a', 's/a/b', 's/t', 's/t/two', 's/a/b/c', 's/nothing'];

/** Each folder's listing, the deepest asked first or last. */
function listings(aux: AuxFileReader, order: readonly string[]): Record<string, string[] | undefined> {
  const out: Record<string, string[] | undefined> = {};
  for (const dir of order) out[dir] = aux.folderListing?.(dir);
  return out;
}

describe('a folder listing composed from its subfolders', () => {
  it('lists every file below in the order one sort of all of them gives, on the disk and in git', () => {
    const { root, files } = tree();
    const classifier = new PathClassifier(DEFAULT_CONFIG);
    const disk = readFolder(root, classifier, DEFAULT_CONFIG.maxFileSize, true).aux;
    const base = readGitTree(root, 'HEAD', classifier, DEFAULT_CONFIG.maxFileSize);
    if ('problem' in base) throw new Error(base.problem);
    const fromGit = base.input.aux;
    const id = (text: string): string => gitBlobId(Buffer.from(text));
    const linkLine = `s/l link:${id('t')}`;
    const lines = [
      ...files.map((path) => `${path} ${id(path)}`),
      linkLine,
      `${linkLine} -> s/t/one ${id('s/t/one')}`,
      `${linkLine} -> s/t/two/three ${id('s/t/two/three')}`,
    ];
    const expected = (dir: string): string[] => lines.filter((line) => line.startsWith(`${dir}/`)).sort();
    // A file of the folder named like the link's lines falls among them: `s` is sorted whole.
    const first = expected('s').indexOf(`${linkLine} -> s/t/one ${id('s/t/one')}`);
    expect(expected('s').slice(first, first + 3)).toEqual([
      `${linkLine} -> s/t/one ${id('s/t/one')}`,
      `${linkLine} -> s/t/one0 ${id(`${linkLine} -> s/t/one0`)}`,
      `${linkLine} -> s/t/two/three ${id('s/t/two/three')}`,
    ]);
    const want = Object.fromEntries(folders.map((dir) => [dir, expected(dir)]));
    const deepFirst = [...folders].reverse();
    // A folder that is not there: none on the disk (nothing stands on the way), nothing in git.
    const onDisk = { ...want, 's/nothing': undefined };
    expect(listings(readFolder(root, classifier, DEFAULT_CONFIG.maxFileSize, true).aux, deepFirst)).toEqual(
      onDisk,
    );
    expect(listings(disk, folders)).toEqual(onDisk);
    expect(listings(fromGit, folders)).toEqual({ ...want, 's/nothing': [] });
    expect(listings(fromGit, deepFirst)).toEqual({ ...want, 's/nothing': [] });
  });

  it('gives the same digest on the disk and in git, another where a file below changed', () => {
    const { root } = tree();
    const classifier = new PathClassifier(DEFAULT_CONFIG);
    const digests = (aux: AuxFileReader): (string | undefined)[] =>
      folders.slice(0, 6).map((dir) => (aux.folderListing?.(dir), aux.folderDigest?.(dir)));
    const base = readGitTree(root, 'HEAD', classifier, DEFAULT_CONFIG.maxFileSize);
    if ('problem' in base) throw new Error(base.problem);
    const before = digests(base.input.aux);
    expect(digests(readFolder(root, classifier, DEFAULT_CONFIG.maxFileSize, true).aux)).toEqual(before);
    expect(new Set(before).size).toBe(6);
    writeFileSync(join(root, 's/a/b/c/d.md'), 'changed');
    const after = digests(readFolder(root, classifier, DEFAULT_CONFIG.maxFileSize, true).aux);
    // Every folder that holds it, and none other.
    expect(after.map((digest, i) => digest !== before[i])).toEqual([true, true, true, false, false, true]);
  });

  it('gives a folder moved whole, its files as they were, the digest it had, on the disk and in git', () => {
    const root = mkdtempSync(join(tmpdir(), 'acc-listing-'));
    const files = ['SKILL.md', 'scripts/render.sh', 'references/a/b.md'];
    for (const at of ['skills/report', 'packs/report', 'packs/other'])
      for (const path of files) {
        mkdirSync(join(root, at, path, '..'), { recursive: true });
        writeFileSync(join(root, at, path), path);
      }
    // A file added to a copy is a change all the same.
    mkdirSync(join(root, 'packs/other/bin'));
    writeFileSync(join(root, 'packs/other/bin/render.sh'), 'scripts/render.sh');
    git(root, 'init', '-q');
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'base');
    const classifier = new PathClassifier(DEFAULT_CONFIG);
    const digests = (aux: AuxFileReader): (string | undefined)[] =>
      ['skills/report', 'packs/report', 'packs/other'].map(
        (dir) => (aux.folderListing?.(dir), aux.folderDigest?.(dir)),
      );
    const fromGit = readGitTree(root, 'HEAD', classifier, DEFAULT_CONFIG.maxFileSize);
    if ('problem' in fromGit) throw new Error(fromGit.problem);
    const [moved, again, other] = digests(fromGit.input.aux);
    expect(moved).toBe(again);
    expect(other).not.toBe(moved);
    expect(digests(readFolder(root, classifier, DEFAULT_CONFIG.maxFileSize, true).aux)).toEqual([
      moved,
      again,
      other,
    ]);
  });
});
