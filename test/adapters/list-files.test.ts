// The folder walk that replaced fast-glob must find, after classification, exactly what a glob walk
// with the same options finds: on a tree of dot folders, node_modules, ignored folders, links,
// a FIFO and deep nesting, under the default globs, ignore globs, and globs that name dot folders.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../../src/adapters/fs.js';
import { DEFAULT_CONFIG, type Config } from '../../src/core/config.js';
import { PathClassifier } from '../../src/core/discover.js';

function tree(): string {
  const root = mkdtempSync(join(tmpdir(), 'acc-walk-'));
  const files = [
    'tools/a.yaml',
    'tools/ns/b.yml',
    'tools/.hidden.yaml',
    'tools/notes.txt',
    'skills/s.yaml',
    'skills/deep/er/still/s2.yaml',
    'actors/x.yaml',
    'pkg/tools/c.yaml',
    '.config/tools/d.yaml',
    'node_modules/m/tools/e.yaml',
    'vendor/tools/f.yaml',
    'vendor/.cache/tools/g.yaml',
    'build/out/tools/h.yaml',
    'a/b/c/d/e/f/g/h/i/j/k/tools/i.yaml',
  ];
  for (const f of files) {
    mkdirSync(dirname(join(root, f)), { recursive: true });
    writeFileSync(join(root, f), 'name: x/y\n');
  }
  execFileSync('mkfifo', [join(root, 'tools', 'fifo.yaml')]);
  symlinkSync(join(root, 'tools', 'a.yaml'), join(root, 'tools', 'link.yaml'));
  symlinkSync(join(root, 'vendor'), join(root, 'tools', 'linked-folder'));
  return root;
}

function globWalk(root: string, classifier: PathClassifier): string[] {
  return fg
    .sync(classifier.patterns, {
      cwd: root,
      ignore: classifier.ignorePatterns,
      dot: false,
      onlyFiles: false,
      followSymbolicLinks: false,
      unique: true,
      suppressErrors: true,
      markDirectories: true,
    })
    .filter((p) => !p.endsWith('/'));
}

describe('listFiles', () => {
  const root = tree();
  const settings: [string, Partial<Config>][] = [
    ['the default globs', {}],
    ['ignore globs', { ignore: ['vendor/**', '**/out/**', 'tools/ns/b.yml'] }],
    [
      'globs that name dot folders',
      { tools: ['**/tools/**/*.yaml', '.config/**/*.yaml', 'vendor/.cache/**/*.yaml'] },
    ],
    ['dot globs with ignore globs', { tools: ['{.config,vendor/.cache}/**/*.yaml'], ignore: ['vendor/**'] }],
  ];

  it.each(settings)('classifies to what a glob walk finds, with %s', (_name, overrides) => {
    const classifier = new PathClassifier({ ...DEFAULT_CONFIG, ...overrides });
    const walked = classifier.classify(listFiles(root, classifier));
    const globbed = classifier.classify(globWalk(root, classifier));
    expect(walked).toEqual(globbed);
    expect(walked.files.length).toBeGreaterThan(3);
  });

  it('lists links and the FIFO, and enters no linked folder', () => {
    const classifier = new PathClassifier(DEFAULT_CONFIG);
    const paths = listFiles(root, classifier);
    expect(paths).toEqual(
      expect.arrayContaining(['tools/link.yaml', 'tools/fifo.yaml', 'tools/linked-folder']),
    );
    expect(paths.some((p) => p.startsWith('tools/linked-folder/'))).toBe(false);
    expect(paths.some((p) => p.startsWith('node_modules/') || p.startsWith('.config/'))).toBe(false);
  });

  it('walks a folder nested far deeper than the stack would allow a recursive walk', () => {
    const deep = mkdtempSync(join(tmpdir(), 'acc-deep-'));
    let dir = join(deep, 'tools');
    // Paths are limited to 4096 bytes: 2,000 one-letter folders fit.
    for (let i = 0; i < 2000; i++) dir = join(dir, 'd');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 't.yaml'), 'name: x/y\n');
    const found = listFiles(deep, new PathClassifier(DEFAULT_CONFIG));
    expect(found).toHaveLength(1);
    expect(found[0]?.endsWith('/d/t.yaml')).toBe(true);
  });
});
