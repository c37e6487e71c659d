// The repository stands alone: no tracked source, test, script or manifest reaches a file outside
// it (a sibling `shared` folder, a machine's absolute path, a path climbing above the root), and
// no tracked symbolic link points out of it. A clone in an empty folder must build, test and bench.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const CHECKED =
  /^(src|test|scripts|\.ci)\/|^(package\.json|action\.yml|vitest\.config\.ts|eslint\.config\.js|tsconfig[^/]*\.json)$/;

function tracked(): { path: string; mode: string; blob: string }[] {
  return execFileSync('git', ['ls-files', '-s', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta, path] = line.split('\t') as [string, string];
      const [mode, blob] = meta.split(' ') as [string, string];
      return { path, mode, blob };
    });
}

/** Where a path that a file builds from string literals would land, relative to the root. */
function climbs(file: string, text: string): string[] {
  const found: string[] = [];
  const literals = (list: string) => [...list.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
  for (const m of text.matchAll(/join\(\s*import\.meta\.dirname((?:\s*,\s*'[^']*')*)\s*[,)]/g))
    found.push(join(dirname(file), ...literals(m[1]!)));
  for (const m of text.matchAll(/new URL\(\s*'([^']*)'\s*,\s*import\.meta\.url\s*\)/g))
    found.push(join(dirname(file), m[1]!));
  for (const m of text.matchAll(/join\(\s*ROOT((?:\s*,\s*'[^']*')*)\s*[,)]/g))
    found.push(join(...literals(m[1]!)));
  return found.filter((p) => p === '..' || p.startsWith('../') || isAbsolute(p));
}

// Each pattern spelled in pieces so that this file does not match itself.
const OUTSIDE = [
  new RegExp(['\\.\\.', 'shared'].join('/')),
  new RegExp(["'\\.\\.'", "'shared'"].join('\\s*,\\s*')),
  new RegExp(['', 'work', ''].join('/')),
  new RegExp(['', 'home', '[a-z]'].join('/')),
];

describe('the repository stands alone', () => {
  // This file spells out climbing paths as examples for its own check.
  const self = relative(ROOT, import.meta.filename)
    .split('\\')
    .join('/');
  const files = tracked().filter((f) => CHECKED.test(f.path) && f.path !== self);

  it('checks the sources, tests, scripts and manifests', () => {
    expect(files.some((f) => f.path === 'package.json')).toBe(true);
    expect(files.some((f) => f.path.startsWith('scripts/'))).toBe(true);
    expect(files.filter((f) => f.path.startsWith('test/')).length).toBeGreaterThan(20);
  });

  it('no tracked file names a path outside the repository', () => {
    const offenders: string[] = [];
    for (const file of files) {
      if (file.mode === '120000') continue;
      const text = readFileSync(join(ROOT, file.path), 'utf8');
      for (const pattern of OUTSIDE)
        if (pattern.test(text)) offenders.push(`${file.path}: ${pattern.source}`);
      for (const target of climbs(file.path, text)) offenders.push(`${file.path}: reaches ${target}`);
    }
    expect(offenders).toEqual([]);
  });

  it('finds a path that climbs out, so the check above can fail', () => {
    expect(climbs('test/x.test.ts', "join(import.meta.dirname, '..', '..', 'other')")).toEqual(['../other']);
    expect(climbs('scripts/x.mjs', "new URL('../../x', import.meta.url)")).toEqual(['../x']);
    expect(climbs('test/x.test.ts', "join(ROOT, '..', 'y')")).toEqual(['../y']);
    expect(climbs('test/a/x.test.ts', "join(import.meta.dirname, '..', '..')")).toEqual([]);
  });

  it('no tracked symbolic link points out of the repository', () => {
    for (const link of tracked().filter((f) => f.mode === '120000')) {
      const target = execFileSync('git', ['cat-file', 'blob', link.blob], { cwd: ROOT, encoding: 'utf8' });
      const landed = relative(ROOT, resolve(ROOT, dirname(link.path), target));
      expect(landed.startsWith('..') || isAbsolute(landed), `${link.path} -> ${target}`).toBe(false);
    }
  });
});
