// The editor keeps a folder's listing and names until a file below it changes on disk
// (adapters/workspace-files.ts): what a change forgets, and at what cost.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/core/config/config.js';
import { PathClassifier } from '../../src/core/config/discover.js';
import { WorkspaceFiles } from '../../src/adapters/workspace-files.js';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'acc-forget-'));
  mkdirSync(join(root, 'tools'));
  writeFileSync(join(root, 'tools', 't.yaml'), 'name: x/t\ndescription: T.\nsource: builtin\n');
  for (const dir of ['a', 'a/b', 'a/b/c', 'a/bc', 'ab']) mkdirSync(join(root, dir));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const workspace = (): WorkspaceFiles =>
  new WorkspaceFiles(root, new PathClassifier(DEFAULT_CONFIG), DEFAULT_CONFIG.maxFileSize);

describe('the folders a change on disk makes the editor list again', () => {
  it('are the root, each folder that holds a changed path, and a changed folder itself', () => {
    const files = workspace();
    const names = (dir: string): readonly string[] | undefined => files.input().aux.folderNames?.(dir);
    for (const dir of ['', 'a', 'a/b', 'a/b/c', 'a/bc', 'ab']) names(dir);
    for (const dir of ['a/b/c', 'a/bc', 'ab']) writeFileSync(join(root, dir, 'new.md'), '');
    writeFileSync(join(root, 'a', 'b', 'file.md'), '');
    files.rescan(['a/b/file.md', 'x']);
    // Kept: the three folders no changed path lies in still show what they held.
    expect(names('a/b/c')).toEqual([]);
    expect(names('a/bc')).toEqual([]);
    expect(names('ab')).toEqual([]);
    expect(names('a/b')).toEqual(['c', 'file.md']);
    expect(names('a')).toEqual(['b', 'bc']);
  });

  it('take time in the paths, not in the paths times the folders kept', () => {
    // 40,000 folders kept and 40,000 files changed elsewhere (a branch switched): 1.6 billion
    // comparisons one against the other.
    const files = workspace();
    const { aux } = files.input();
    for (let i = 0; i < 40_000; i++) aux.folderNames?.(`agent-skills/s${i}`);
    const changed = Array.from({ length: 40_000 }, (_, i) => `tools/t${i}.yaml`);
    const start = performance.now();
    files.rescan(changed);
    expect(performance.now() - start).toBeLessThan(1500);
  });
});
