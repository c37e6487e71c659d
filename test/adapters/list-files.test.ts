// The folder walk must find, after classification, exactly what a glob walk (fast-glob) with the
// kinds' globs finds when it takes dot files and folders as Python's pathlib glob does (a runtime's
// `Path.glob('**/actors/**/*.yaml')` reads `.github/actors/bot.yaml`): on a tree of dot folders, node_modules,
// ignored folders, links, a FIFO and deep nesting, under the default globs, ignore globs, and
// globs that name dot folders. Links to folders and loops of links are listed, never entered;
// submodules and unreadable folders are not read, and an unreadable folder is said.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { classifyListing, listFiles } from '../../src/adapters/fs.js';
import { DEFAULT_CONFIG, type Config } from '../../src/core/config/config.js';
import { PathClassifier } from '../../src/core/config/discover.js';
import { cpuMs } from '../cpu-clock.js';

function tree(): string {
  const root = mkdtempSync(join(tmpdir(), 'acc-walk-'));
  const files = [
    'tools/a.yaml',
    'tools/ns/b.yml',
    'tools/.hidden.yaml',
    'tools/.drafts/h2.yaml',
    'skills/ns/.old/s3.yaml',
    '.venv/lib/pkg/tools/v.yaml',
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

/** What a glob walk finds that matches a leading dot as any other character, as pathlib does. */
function globWalk(root: string, classifier: PathClassifier): string[] {
  return walk(root, classifier, true);
}

function walk(root: string, classifier: PathClassifier, dot: boolean): string[] {
  return fg
    .sync(classifier.patterns, {
      cwd: root,
      ignore: classifier.ignorePatterns,
      dot,
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
    const walked = classifier.classify(listFiles(root, classifier).paths);
    const globbed = classifier.classify(globWalk(root, classifier));
    expect(walked).toEqual(globbed);
    expect(walked.files.length).toBeGreaterThan(3);
  });

  it('takes a definition file whatever the case of its path, and ignores by case only', () => {
    // A loader that ignores case (pathlib on macOS and Windows) reads these as definitions.
    const classifier = new PathClassifier({ ...DEFAULT_CONFIG, ignore: ['actors/skip/**'] });
    const paths = [
      'actors/a.YAML',
      'Actors/b.yaml',
      'TOOLS/c.Yml',
      'actors/skip/d.yaml',
      'actors/Skip/e.yaml',
    ];
    expect(classifier.classify([...paths, 'actors/f.txt']).files).toEqual([
      { path: 'Actors/b.yaml', kind: 'actor' },
      { path: 'TOOLS/c.Yml', kind: 'tool' },
      { path: 'actors/Skip/e.yaml', kind: 'actor' },
      { path: 'actors/a.YAML', kind: 'actor' },
    ]);
    expect(classifier.mayLookIn('ACTORS/deep')).toBe(true);
  });

  // A checkout on a system that folds names (APFS, NTFS) writes `ſkills/s.yaml` (a long s) into
  // the folder `skills`, and so `sk\u200cills` on HFS+ and a folder in another normalisation: the
  // runtime there loads them as skills, and the checker had read none (a second `x/s`, exit 0).
  it('takes a definition file in a folder such a system takes for a kind folder', () => {
    const classifier = new PathClassifier({ ...DEFAULT_CONFIG, tools: ['**/outils-\u00e9t\u00e9/*.yaml'] });
    const paths = [
      '\u017fkills/s.yaml',
      'sk\u200cills/t.yaml',
      'outils-e\u0301te\u0301/u.yaml',
      'actor\u017f/a.yaml',
    ];
    expect(classifier.classify([...paths, 'skilled/v.yaml']).files).toEqual([
      { path: 'actor\u017f/a.yaml', kind: 'actor' },
      { path: 'outils-e\u0301te\u0301/u.yaml', kind: 'tool' },
      { path: 'sk\u200cills/t.yaml', kind: 'skill' },
      { path: '\u017fkills/s.yaml', kind: 'skill' },
    ]);
    expect(classifier.mayLookIn('\u017fkills/deep')).toBe(true);
  });

  it('reads hidden files and folders wherever the globs reach, above a kind folder too', () => {
    // pathlib's `Path.glob('**/tools/**/*.yaml')` takes what is hidden in `tools/`, and enters
    // `.venv` and `.config` to find a `tools/` there: a runtime loads those, so the checker reads them.
    const classifier = new PathClassifier(DEFAULT_CONFIG);
    const { paths, folders } = listFiles(root, classifier);
    const files = classifier.classify(paths).files.map((f) => f.path);
    expect(files).toEqual(
      expect.arrayContaining([
        'tools/.hidden.yaml',
        'tools/.drafts/h2.yaml',
        'skills/ns/.old/s3.yaml',
        '.venv/lib/pkg/tools/v.yaml',
        '.config/tools/d.yaml',
        'vendor/.cache/tools/g.yaml',
      ]),
    );
    expect(folders).toEqual(expect.arrayContaining(['tools/.drafts', '.venv/lib/pkg/tools', '.config']));
    expect(classifier.mayLookIn('tools/.drafts')).toBe(true);
    expect(classifier.classify(['.venv/lib/pkg/tools/v.yaml', 'TOOLS/.x.yaml']).files).toEqual([
      { path: '.venv/lib/pkg/tools/v.yaml', kind: 'tool' },
      { path: 'TOOLS/.x.yaml', kind: 'tool' },
    ]);
    // A dot folder no glob can reach is not entered.
    const agents = new PathClassifier({
      ...DEFAULT_CONFIG,
      ...{ tools: ['agents/tools/*.yaml'], skills: ['agents/skills/*.yaml'] },
      ...{ actors: ['agents/actors/*.yaml'], mcpServers: ['agents/mcp/*.json'] },
    });
    expect(agents.mayReach('.venv')).toBe(false);
    expect(agents.mayReach('agents')).toBe(true);
    expect(listFiles(root, agents).folders.filter((f) => f.startsWith('.'))).toEqual([]);
  });

  // Only dot folders were left out: a docs/ of 100,000 files beside agents/ was walked, and in
  // the language server counted against the walk's limit.
  it('does not enter a folder no glob can reach, unless a glob may hold a / in a group', () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-reach-'));
    for (const f of ['agents/tools/a.yaml', 'docs/x/b.yaml', 'data/c.yaml', 'other/d.yaml']) {
      mkdirSync(dirname(join(dir, f)), { recursive: true });
      writeFileSync(join(dir, f), 'name: x/y\n');
    }
    const narrow = (tools: string[]): PathClassifier =>
      new PathClassifier({
        ...DEFAULT_CONFIG,
        ...{ tools, skills: ['agents/skills/*.yaml'] },
        ...{ actors: ['agents/actors/*.yaml'], mcpServers: ['agents/mcp/*.json'] },
      });
    const walked = (classifier: PathClassifier): string[] => listFiles(dir, classifier).folders.sort();
    expect(walked(narrow(['agents/tools/*.yaml']))).toEqual(['agents', 'agents/tools']);
    expect(walked(narrow(['*/tools/*.yaml']))).toEqual(['agents', 'agents/tools', 'data', 'docs', 'other']);
    for (const tools of [['@(docs/x|none)/*.yaml'], ['{docs/x,none}/*.yaml'], ['docs[/]x/*.yaml']]) {
      const classifier = narrow(tools);
      expect(walked(classifier)).toEqual(['agents', 'agents/tools', 'data', 'docs', 'docs/x', 'other']);
      const found = classifier.classify(listFiles(dir, classifier).paths).files.map((f) => f.path);
      expect(found).toEqual(expect.arrayContaining(fg.sync(tools, { cwd: dir, dot: true })));
    }
  });

  // picomatch strips a leading `./` and reads a leading `!` as a negation, so `./tools/*.yaml`
  // takes `tools/a.yaml` and `!x/*` takes `a/b/c.yaml`: the walk, which followed their segments
  // (`.` names no folder), entered neither folder and the file went unchecked; `tools//*.yaml`
  // compiled an empty segment, which picomatch refuses: exit 3 once `tools` held a folder; and
  // `tools\/sub/*.yaml` (an escaped `/`) takes `tools/sub/a.yaml`.
  it('finds every file the classifier takes, whatever the glob', () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-reach-all-'));
    const files = [
      'a/b/c.yaml',
      'x/a.yaml',
      'tools/a.yaml',
      'tools/sub/a.yaml',
      'Tools/b.yaml',
      'q/r/s/t.yaml',
    ];
    files.push('d1/d2/tools/a.yaml', '.g/tools/a.yaml', 't1/a.yaml', 'ab/cd/e.yaml');
    for (const f of files) {
      mkdirSync(dirname(join(dir, f)), { recursive: true });
      writeFileSync(join(dir, f), 'name: x/y\n');
    }
    const globs = ['./tools/*.yaml', '././tools/*.yaml', '!x/*', '!x/**', 'tools//*.yaml', 'a**/c.yaml'];
    globs.push(
      't[[:digit:]]/*.yaml',
      'tools\\/sub/*.yaml',
      '+(a|b)/**',
      '{d1,x}/**/tools/*.yaml',
      'q/*/**/t.yaml',
    );
    globs.push('{ab/cd,q/r/s}/*.yaml', 'TOOLS/*.yaml', '**/tools/**', 'a/[b]/c.yaml', '*(t)ools/*.yaml');
    for (const glob of globs) {
      const classifier = new PathClassifier({
        ...DEFAULT_CONFIG,
        ...{ tools: [glob], skills: ['none/skills/*.yaml'] },
        ...{ actors: ['none/actors/*.yaml'], mcpServers: ['none/mcp/*.json'] },
      });
      const taken = classifier.classify(files).files.map((f) => f.path);
      const found = classifier.classify(listFiles(dir, classifier).paths).files.map((f) => f.path);
      expect([glob, found]).toEqual([glob, taken]);
    }
    // A link or a submodule where such a glob looks is said to be there, and only there.
    const dotSlash = new PathClassifier({ ...DEFAULT_CONFIG, tools: ['./tools/*.yaml'] });
    expect([dotSlash.mayLookIn('tools'), dotSlash.mayLookIn('docs')]).toEqual([true, false]);
    expect(
      new PathClassifier({ ...DEFAULT_CONFIG, tools: ['./tools/*.yaml'] }).classify(files).files,
    ).toEqual([
      { path: 'Tools/b.yaml', kind: 'tool' },
      { path: 'tools/a.yaml', kind: 'tool' },
    ]);
  });

  it('takes a dot file or a path through dot folders, as pathlib does', () => {
    const classifier = new PathClassifier(DEFAULT_CONFIG);
    const paths = ['actors/.bot.yaml', 'actors/.team/b.yaml', 'actors/.a/b/.c/d.yaml', '.x/actors/c.yaml'];
    const taken = ['.x/actors/c.yaml', 'actors/.a/b/.c/d.yaml', 'actors/.bot.yaml', 'actors/.team/b.yaml'];
    expect(classifier.classify(paths).files).toEqual(taken.map((path) => ({ path, kind: 'actor' })));
    // The walk enters those dot folders.
    const dots = mkdtempSync(join(tmpdir(), 'acc-dots-'));
    for (const f of [...paths, 'x/.venv/tools/t.yaml', '.x/docs/n.yaml']) {
      mkdirSync(dirname(join(dots, f)), { recursive: true });
      writeFileSync(join(dots, f), 'name: x/y\n');
    }
    expect(classifier.classify(listFiles(dots, classifier).paths).files.map((f) => f.path)).toEqual([
      ...taken,
      'x/.venv/tools/t.yaml',
    ]);
  });

  it('an ignore glob naming a folder hides none of its files, a dot folder as a plain one', () => {
    // Ignore globs match files' paths: `tools/.old` named the dot folder and hid its files from the
    // walk and from a git base's classification alike, where `tools/old` hid nothing.
    const classifier = new PathClassifier({
      ...DEFAULT_CONFIG,
      ignore: ['tools/.old', 'tools/old', 'tools/x.yaml'],
    });
    const paths = ['tools/.old/a.yaml', 'tools/old/b.yaml', 'tools/x.yaml'];
    const dots = mkdtempSync(join(tmpdir(), 'acc-ignore-dots-'));
    for (const f of paths) {
      mkdirSync(dirname(join(dots, f)), { recursive: true });
      writeFileSync(join(dots, f), 'name: x/y\n');
    }
    const read = ['tools/.old/a.yaml', 'tools/old/b.yaml'].map((path) => ({ path, kind: 'tool' }));
    expect(classifier.classify(paths).files).toEqual(read);
    expect(classifier.classify(listFiles(dots, classifier).paths).files).toEqual(read);
  });

  it("takes a dot folder a glob's `*` segment matches, as pathlib's `*` does", () => {
    // actors/*/*.yaml takes actors/.drafts/bot.yaml for pathlib: the walk entered no such folder.
    const classifier = new PathClassifier({ ...DEFAULT_CONFIG, actors: ['actors/*/*.yaml'] });
    expect(classifier.mayLookIn('actors/.drafts')).toBe(true);
    const dots = mkdtempSync(join(tmpdir(), 'acc-star-dots-'));
    for (const f of ['actors/.drafts/bot.yaml', 'actors/team/b.yaml', '.x/actors/c.yaml']) {
      mkdirSync(dirname(join(dots, f)), { recursive: true });
      writeFileSync(join(dots, f), 'name: x/y\n');
    }
    expect(classifier.classify(listFiles(dots, classifier).paths).files.map((f) => f.path)).toEqual([
      'actors/.drafts/bot.yaml',
      'actors/team/b.yaml',
    ]);
  });

  it('lists links and the FIFO, and enters no linked folder', () => {
    const classifier = new PathClassifier(DEFAULT_CONFIG);
    const { paths, folders } = listFiles(root, classifier);
    expect(folders).not.toContain('tools/linked-folder');
    expect(paths).toEqual(
      expect.arrayContaining(['tools/link.yaml', 'tools/fifo.yaml', 'tools/linked-folder']),
    );
    expect(paths.some((p) => p.startsWith('tools/linked-folder/'))).toBe(false);
    expect(paths.some((p) => p.startsWith('node_modules/'))).toBe(false);
  });

  it('walks a folder nested far deeper than the stack would allow a recursive walk', () => {
    const deep = mkdtempSync(join(tmpdir(), 'acc-deep-'));
    let dir = join(deep, 'tools');
    // Paths are limited to 4096 bytes: 2,000 one-letter folders fit.
    for (let i = 0; i < 2000; i++) dir = join(dir, 'd');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 't.yaml'), 'name: x/y\n');
    const found = listFiles(deep, new PathClassifier(DEFAULT_CONFIG)).paths;
    expect(found).toHaveLength(1);
    expect(found[0]?.endsWith('/d/t.yaml')).toBe(true);
  });

  it('lists a loop of links and a link to a folder as entries, and enters neither', () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-loop-'));
    mkdirSync(join(dir, 'tools', 'loop'), { recursive: true });
    writeFileSync(join(dir, 'tools', 't.yaml'), 'name: x/y\n');
    symlinkSync('..', join(dir, 'tools', 'loop', 'up'));
    symlinkSync('.', join(dir, 'tools', 'loop', 'self'));
    symlinkSync(join(dir, 'tools'), join(dir, 'tools', 'again'));
    const { paths, folders } = listFiles(dir, new PathClassifier(DEFAULT_CONFIG));
    expect(paths.sort()).toEqual(['tools/again', 'tools/loop/self', 'tools/loop/up', 'tools/t.yaml']);
    expect(folders.sort()).toEqual(['tools', 'tools/loop']);
  });

  it('does not read a folder with its own .git (a submodule), whatever the .git is', () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-sub-'));
    for (const f of ['tools/a.yaml', 'vendor/one/tools/b.yaml', 'vendor/two/tools/c.yaml']) {
      mkdirSync(dirname(join(dir, f)), { recursive: true });
      writeFileSync(join(dir, f), 'name: x/y\n');
    }
    writeFileSync(join(dir, 'vendor', 'one', '.git'), 'gitdir: ../../.git/modules/one\n');
    mkdirSync(join(dir, 'vendor', 'two', '.git'));
    mkdirSync(join(dir, '.git'));
    expect(listFiles(dir, new PathClassifier(DEFAULT_CONFIG)).paths).toEqual(['tools/a.yaml']);
  });

  it('prunes by an ignore glob that would make a regular expression backtrack, in no time', () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-hostile-glob-'));
    const long = 'a'.repeat(200);
    mkdirSync(join(dir, 'tools', long), { recursive: true });
    writeFileSync(join(dir, 'tools', `${long}.yaml`), 'name: x/y\n');
    writeFileSync(join(dir, 'tools', long, `${long}.yaml`), 'name: x/y\n');
    const hostile = '**/*a*a*a*a*a*a*a*a*a*a*a*b';
    const classifier = new PathClassifier({ ...DEFAULT_CONFIG, ignore: [hostile, `${hostile}/**`] });
    const started = cpuMs();
    const { files } = classifier.classify(listFiles(dir, classifier).paths);
    // picomatch's regular expression for that glob takes minutes on these names.
    expect(cpuMs() - started).toBeLessThan(5_000);
    expect(files.map((f) => f.path).sort()).toEqual([`tools/${long}.yaml`, `tools/${long}/${long}.yaml`]);
  });

  // chmod means nothing to root: run as another user to see this one run.
  it.skipIf(process.getuid?.() === 0)(
    'says which folder it cannot read, unless an ignore glob covers it',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'acc-locked-'));
      for (const f of ['tools/a.yaml', 'tools/locked/b.yaml', 'skip/locked/c.yaml']) {
        mkdirSync(dirname(join(dir, f)), { recursive: true });
        writeFileSync(join(dir, f), 'name: x/y\n');
      }
      chmodSync(join(dir, 'tools', 'locked'), 0o000);
      chmodSync(join(dir, 'skip', 'locked'), 0o000);
      try {
        const classifier = new PathClassifier({ ...DEFAULT_CONFIG, ignore: ['skip/*/**'] });
        const listing = listFiles(dir, classifier);
        const reason = 'the folder cannot be read (EACCES); the files in it are not checked';
        expect(listing.unreadable).toEqual([{ path: 'tools/locked', reason }]);
        expect(classifyListing(classifier, listing).discovery).toEqual([
          {
            rule: 'unreadable-file',
            severity: 'error',
            file: 'tools/locked',
            line: 1,
            column: 1,
            endLine: 1,
            endColumn: 1,
            message: reason,
          },
        ]);
      } finally {
        chmodSync(join(dir, 'tools', 'locked'), 0o755);
        chmodSync(join(dir, 'skip', 'locked'), 0o755);
      }
    },
  );
});
