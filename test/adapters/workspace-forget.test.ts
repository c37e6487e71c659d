// The editor keeps a folder's listing and names until a file below it changes on disk
// (adapters/workspace-files.ts): what a save or a switched branch forgets, and at what cost.
import { describe, expect, it } from 'vitest';
import { forgetAround } from '../../src/adapters/workspace-files.js';

const kept = (dirs: string[]): Map<string, number> => new Map(dirs.map((d, i) => [d, i]));

describe('forgetAround', () => {
  it('forgets the root, each folder that holds a changed path, and a changed folder itself', () => {
    const map = kept(['', 'a', 'a/b', 'a/b/c', 'a/bc', 'ab', 'x']);
    forgetAround(map, ['a/b/file.md', 'x']);
    expect([...map.keys()]).toEqual(['a/b/c', 'a/bc', 'ab']);
  });

  it('keeps every folder when nothing changed but the root', () => {
    const map = kept(['', 'a']);
    forgetAround(map, []);
    expect([...map.keys()]).toEqual(['a']);
  });

  it('takes time in the paths, not in the paths times the folders kept', () => {
    // 40,000 folders kept and 40,000 files changed elsewhere (a branch switched): 1.6 billion
    // comparisons one against the other.
    const map = kept(Array.from({ length: 40_000 }, (_, i) => `agent-skills/s${i}`));
    const changed = Array.from({ length: 40_000 }, (_, i) => `tools/t${i}.yaml`);
    const start = performance.now();
    forgetAround(map, changed);
    expect(performance.now() - start).toBeLessThan(1000);
    expect(map.size).toBe(40_000);
  });
});
