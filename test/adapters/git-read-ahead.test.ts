// A git base's files that the head does not hold alike are read a folder at a time (git.ts
// unreadAround): what each read answers must be what reading it alone answered, whatever the
// folder holds besides it: more than one batch's 32 MiB, a file over max-file-size, a symbolic
// link, files of the same bytes, folders below.
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readGitTree } from '../../src/adapters/git.js';
import { DEFAULT_CONFIG } from '../../src/core/config/config.js';
import { PathClassifier } from '../../src/core/config/discover.js';
import { git } from '../git-helpers.js';

const MIB = 1024 * 1024;
const saved = process.env.GIT_TRACE;
afterEach(() => {
  if (saved === undefined) delete process.env.GIT_TRACE;
  else process.env.GIT_TRACE = saved;
});

/** A committed folder `data/` of 40 files of 1 MiB less a byte (41 MiB), and odd neighbours. */
function repository(): { root: string; files: Map<string, string> } {
  const root = mkdtempSync(join(tmpdir(), 'acc-ahead-'));
  const files = new Map<string, string>();
  mkdirSync(join(root, 'data', 'deep', 'er'), { recursive: true });
  for (let i = 0; i < 40; i++) files.set(`data/f${i}.txt`, `${i}`.padEnd(MIB - 1, 'x'));
  files.set('data/over.txt', 'o'.repeat(MIB + 1));
  files.set('data/same-a.txt', 'the same bytes');
  files.set('data/same-b.txt', 'the same bytes');
  files.set('data/deep/er/below.md', 'below');
  for (const [path, text] of files) writeFileSync(join(root, path), text);
  symlinkSync('f0.txt', join(root, 'data', 'link.txt'));
  git(root, 'init', '-q');
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'base');
  return { root, files };
}

describe("a git base's files read a folder at a time", () => {
  it('answer each read as it stands, in a few git processes', () => {
    const { root, files } = repository();
    const trace = join(mkdtempSync(join(tmpdir(), 'acc-trace-')), 'git.log');
    process.env.GIT_TRACE = trace;
    const tree = readGitTree(root, 'HEAD', new PathClassifier(DEFAULT_CONFIG), DEFAULT_CONFIG.maxFileSize);
    if ('problem' in tree) throw new Error(tree.problem);
    const { aux } = tree.input;
    for (const [path, text] of files) {
      const read = aux.read(path);
      if (path === 'data/over.txt') expect(read).toMatchObject({ kind: 'unreadable' });
      else expect(read).toEqual({ kind: 'text', text });
    }
    expect(aux.read('data/link.txt')).toMatchObject({ kind: 'unreadable' });
    expect(aux.read('data/none.txt')).toEqual({ kind: 'missing' });
    // One batch takes 32 MiB, so 41 MiB of files take two; a process asks the sizes, one reads.
    const catFiles = readFileSync(trace, 'utf8')
      .split('\n')
      .filter((l) => /trace: built-in: git .*cat-file/.test(l));
    expect(catFiles.length).toBeLessThanOrEqual(8);
  });

  it('hold at most 128 MiB of files nothing asked for, whatever the folders read', () => {
    // 20 folders of 8 files of 1 MiB: reading one file of each brings its 7 neighbours along until
    // 128 MiB of them are held; past that, each file is read alone.
    const root = mkdtempSync(join(tmpdir(), 'acc-ahead-'));
    const path = (folder: number, file: number): string => `d${folder}/f${file}.txt`;
    const text = (folder: number, file: number): string => `${folder} ${file}`.padEnd(MIB - 1, 'x');
    for (let folder = 0; folder < 20; folder++) {
      mkdirSync(join(root, `d${folder}`));
      for (let file = 0; file < 8; file++) writeFileSync(join(root, path(folder, file)), text(folder, file));
    }
    git(root, 'init', '-q');
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'base');
    const trace = join(mkdtempSync(join(tmpdir(), 'acc-trace-')), 'git.log');
    process.env.GIT_TRACE = trace;
    const tree = readGitTree(root, 'HEAD', new PathClassifier(DEFAULT_CONFIG), DEFAULT_CONFIG.maxFileSize);
    if ('problem' in tree) throw new Error(tree.problem);
    const { aux } = tree.input;
    const catFiles = (): number =>
      readFileSync(trace, 'utf8')
        .split('\n')
        .filter((l) => /trace: built-in: git .*cat-file/.test(l)).length;
    for (let folder = 0; folder < 20; folder++)
      expect(aux.read(path(folder, 0))).toEqual({ kind: 'text', text: text(folder, 0) });
    const before = catFiles();
    for (let file = 1; file < 8; file++)
      expect(aux.read(path(19, file))).toEqual({ kind: 'text', text: text(19, file) });
    // The last folder's neighbours were past the budget: read now, each by a process pair.
    expect(catFiles() - before).toBe(14);
    for (let file = 1; file < 8; file++)
      expect(aux.read(path(0, file))).toEqual({ kind: 'text', text: text(0, file) });
  }, 60_000);
});
