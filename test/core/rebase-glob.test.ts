// Globs of a configuration found above the root, rewritten for the root: each rewritten glob
// matches under the root exactly what the written one matches from the configuration's folder.
import picomatch from 'picomatch';
import { describe, expect, it } from 'vitest';
import { rebaseGlobs } from '../../src/core/config/rebase-glob.js';

// [written glob, folders from the configuration down to the root, rewritten globs]
const CASES: [string, string, string[]][] = [
  ['agents/tools/**/*.yaml', 'agents', ['tools/**/*.yaml']],
  ['agents/**', 'agents', ['**']],
  ['**', 'agents', ['**']],
  ['other/**', 'agents', []],
  ['agents', 'agents', []],
  ['*/tools/*.yaml', 'agents', ['tools/*.yaml']],
  ['{agents,bots}/skills/**', 'agents', ['skills/**']],
  ['**/tools/**/*.{yml,yaml}', 'agents', ['**/tools/**/*.{yml,yaml}']],
  ['**/tools/**/*.yaml', 'tools', ['**/tools/**/*.yaml', '**/*.yaml']],
  ['a/b/legacy/**', 'a/b', ['legacy/**']],
  ['a/*/legacy/**', 'a/b', ['legacy/**']],
  ['tools/x.yaml', '', ['tools/x.yaml']],
];

describe('rebaseGlobs', () => {
  it.each(CASES)('%s from %s', (glob, below, expected) => {
    expect(rebaseGlobs([glob], below)).toEqual(expected);
  });

  it('matches under the root what the written glob matches from its folder', () => {
    const paths = ['tools/a.yaml', 'tools/x/b.yaml', 'skills/s.yaml', 'legacy/tools/c.yaml', 'a.yaml'];
    for (const [glob, below] of CASES) {
      if (below === '') continue;
      const written = picomatch(glob);
      const rewritten = rebaseGlobs([glob], below).map((g) => picomatch(g));
      for (const path of paths)
        expect([glob, path, rewritten.some((m) => m(path))]).toEqual([
          glob,
          path,
          written(`${below}/${path}`),
        ]);
    }
  });
});
