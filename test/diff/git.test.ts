// --base <sha> reads the base from git (one ls-tree, one cat-file --batch) and must give the same
// report as --base-dir on the same trees.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, runCheck } from '../../src/run.js';
import { git } from '../git-helpers.js';

const HERE = import.meta.dirname;

function repoWithCommits(caseName: string): { dir: string; baseSha: string } {
  const dir = mkdtempSync(join(tmpdir(), 'acc-git-'));
  git(dir, 'init', '-q', '-b', 'main');
  cpSync(join(HERE, caseName, 'base'), dir, { recursive: true });
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  const baseSha = git(dir, 'rev-parse', 'HEAD');
  for (const entry of ['tools', 'skills', 'actors']) rmSync(join(dir, entry), { recursive: true, force: true });
  cpSync(join(HERE, caseName, 'head'), dir, { recursive: true });
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '--allow-empty', '-m', 'head');
  return { dir, baseSha };
}

describe('--base from git', () => {
  it.each([
    'leaf-cascade',
    'tool-capability',
    'override-removed',
    'cycle-introduced',
    'actor-added',
    // A definition moved into an ignored path: the base's text read from git, as from the folder.
    'ignore-actor-moved-into-drafts',
    'ignore-drafts-stay-quiet',
  ])(
    '%s: the same diff and findings as --base-dir',
    (caseName) => {
      const { dir, baseSha } = repoWithCommits(caseName);
      const viaGit = runCheck({ root: dir, base: { kind: 'git', ref: baseSha } }).report;
      const viaDir = runCheck({
        root: join(HERE, caseName, 'head'),
        base: { kind: 'dir', path: join(HERE, caseName, 'base') },
      }).report;
      expect(viaGit.base).toBe(baseSha);
      expect(viaGit.diff).toEqual(viaDir.diff);
      expect(viaGit.diagnostics).toEqual(viaDir.diagnostics);
    },
  );

  it('a root inside the repository sees the base of its own folder only, by the same paths', () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-git-sub-'));
    git(dir, 'init', '-q', '-b', 'main');
    cpSync(join(HERE, 'leaf-cascade', 'base'), join(dir, 'configs'), { recursive: true });
    // Definitions outside the root, at the paths the root's globs would match from the top.
    cpSync(join(HERE, 'tool-capability', 'base'), dir, { recursive: true });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'base');
    const baseSha = git(dir, 'rev-parse', 'HEAD');
    for (const entry of ['tools', 'skills', 'actors'])
      rmSync(join(dir, 'configs', entry), { recursive: true, force: true });
    cpSync(join(HERE, 'leaf-cascade', 'head'), join(dir, 'configs'), { recursive: true });
    const viaGit = runCheck({ root: join(dir, 'configs'), base: { kind: 'git', ref: baseSha } }).report;
    const viaDir = runCheck({
      root: join(HERE, 'leaf-cascade', 'head'),
      base: { kind: 'dir', path: join(HERE, 'leaf-cascade', 'base') },
    }).report;
    expect(viaGit.diff).toEqual(viaDir.diff);
    expect(viaGit.diagnostics).toEqual(viaDir.diagnostics);
    expect(viaGit.diff?.skills.length).toBeGreaterThan(0);
  });

  it('a ref that is not in the clone is a configuration error that says how to fetch it', () => {
    const { dir } = repoWithCommits('identical');
    expect(() => runCheck({ root: dir, base: { kind: 'git', ref: 'f'.repeat(40) } })).toThrow(ConfigError);
    expect(() => runCheck({ root: dir, base: { kind: 'git', ref: 'f'.repeat(40) } })).toThrow(/git fetch --no-tags --depth=1 origin/);
  });

  it('refuses a ref that looks like an option', () => {
    const { dir } = repoWithCommits('identical');
    expect(() => runCheck({ root: dir, base: { kind: 'git', ref: '--output=/tmp/x' } })).toThrow(/invalid base ref/);
  });

  // `^HEAD` is git's negation: rev-parse printed `^<id>`, taken for the commit, and ls-tree's
  // failure on it was an internal error (exit 3).
  it('a negated ref is a range, a usage error, not an internal error', () => {
    const { dir } = repoWithCommits('identical');
    for (const ref of ['^HEAD', '^main~1'])
      expect(() => runCheck({ root: dir, base: { kind: 'git', ref } })).toThrow(
        new ConfigError(`base '${ref}' names a range of commits, not one commit`),
      );
  });

  // `:/base^{commit}` searched for a message holding "^{commit}", and the refusal then read
  // "names a commit, not a commit".
  it('a message search that finds a commit is that commit', () => {
    const { dir, baseSha } = repoWithCommits('leaf-cascade');
    expect(runCheck({ root: dir, base: { kind: 'git', ref: ':/base' } }).report.base).toBe(baseSha);
  });

  it('files over max-file-size in the base are sized by git, never read, and match the same finding of a folder', () => {
    const tree = (dir: string, fill: string): void => {
      mkdirSync(join(dir, 'tools'), { recursive: true });
      writeFileSync(join(dir, 'tools', 'ok.yaml'), 'name: x/ok\ndescription: fine\n');
      writeFileSync(join(dir, 'tools', 'big.yaml'), `name: x/big\ndescription: ${fill.repeat(2000)}\n`);
      writeFileSync(join(dir, 'tools', 'base-only.yaml'), `# ${'z'.repeat(5000)}\n`);
    };
    const base = mkdtempSync(join(tmpdir(), 'acc-git-big-base-'));
    const head = mkdtempSync(join(tmpdir(), 'acc-git-big-head-'));
    tree(base, 'a');
    tree(head, 'b');
    rmSync(join(head, 'tools', 'base-only.yaml'));
    const dir = mkdtempSync(join(tmpdir(), 'acc-git-big-'));
    git(dir, 'init', '-q', '-b', 'main');
    cpSync(base, dir, { recursive: true });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'base');
    const baseSha = git(dir, 'rev-parse', 'HEAD');
    rmSync(join(dir, 'tools'), { recursive: true });
    cpSync(head, dir, { recursive: true });
    const overrides = { 'max-file-size': 1000 };
    const viaGit = runCheck({ root: dir, overrides, base: { kind: 'git', ref: baseSha } }).report;
    const viaDir = runCheck({ root: head, overrides, base: { kind: 'dir', path: base } }).report;
    expect(viaGit.diagnostics).toEqual(viaDir.diagnostics);
    expect(viaGit.diff).toEqual(viaDir.diff);
    // The head's oversized file was oversized in the base too, with the same size: not new.
    expect(viaGit.diagnostics.filter((d) => d.rule === 'unreadable-file')).toMatchObject([
      { file: 'tools/big.yaml', new: false, message: expect.stringMatching(/over the 1000 bytes limit/) },
    ]);
  });

  it('a branch name works as a base', () => {
    const { dir, baseSha } = repoWithCommits('leaf-cascade');
    git(dir, 'branch', 'old', baseSha);
    expect(runCheck({ root: dir, base: { kind: 'git', ref: 'old' } }).report.diff?.skills.map((s) => s.name)).toEqual([
      'x/leaf',
      'x/mid',
      'x/top',
      'x/upper',
    ]);
  });
});

// A base commit whose tree names a folder the clone lacks (a partial clone, `--filter=tree:0`,
// whose remote is gone; a damaged store): `git ls-tree` failed and the run crashed with exit 3.
// The base cannot be compared: a usage error naming it, never a pass.
describe('a base commit whose tree the clone cannot list', () => {
  it('is a usage error that names the base and what git says', () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-git-missing-'));
    git(dir, 'init', '-q', '-b', 'main');
    mkdirSync(join(dir, 'tools'));
    writeFileSync(join(dir, 'tools', 't.yaml'), 'name: x/t\ndescription: d\nsource: builtin\n');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'head');
    const absent = '1'.repeat(40);
    const tree = execFileSync('git', ['mktree', '--missing'], {
      cwd: dir,
      input: `040000 tree ${absent}\ttools\n`,
      encoding: 'utf8',
    }).trim();
    const commit = git(dir, 'commit-tree', tree, '-m', 'base');
    expect(() => runCheck({ root: dir, base: { kind: 'git', ref: commit } })).toThrow(ConfigError);
    expect(() => runCheck({ root: dir, base: { kind: 'git', ref: commit } })).toThrow(
      `base '${commit}' cannot be read: git cannot list its files (error: Could not read ${absent}); fetch it whole (git fetch --refetch origin, or without --filter) or use --base-dir`,
    );
  });
});

// The advice for a name the clone lacks was `git fetch origin main`, which writes FETCH_HEAD alone:
// in a clone of another branch (actions/checkout's, one commit deep) `--base main` was refused
// again, with the same advice. Each advice is run as written, then the base it names.
describe('the fetch a missing base is told to run brings it', () => {
  function shallowCloneOfFeature(): string {
    const { dir } = repoWithCommits('tool-capability');
    git(dir, 'tag', 'light', 'HEAD~1');
    git(dir, 'tag', '-a', '-m', 'annotated', 'annotated', 'HEAD~1');
    git(dir, 'branch', 'feature', 'HEAD');
    const clone = mkdtempSync(join(tmpdir(), 'acc-git-clone-'));
    git(tmpdir(), 'clone', '-q', '--depth=1', '--single-branch', '-b', 'feature', `file://${dir}`, clone);
    return clone;
  }

  function problem(root: string, ref: string): string {
    try {
      runCheck({ root, base: { kind: 'git', ref } });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error(`--base ${ref} was read`);
  }

  it.each([
    ['main', 'main:refs/remotes/origin/main, then --base origin/main'],
    ['main~1', 'main:refs/remotes/origin/main, then --base origin/main~1'],
    ['light', 'light:refs/remotes/origin/light, then --base origin/light'],
    ['annotated', 'annotated:refs/remotes/origin/annotated, then --base origin/annotated'],
    ['origin/main', 'main:refs/remotes/origin/main'],
    ['refs/remotes/origin/main', 'main:refs/remotes/origin/main'],
    ['refs/tags/light', 'refs/tags/light:refs/tags/light'],
  ])('--base %s: the advised fetch and base read the base', (ref, wanted) => {
    const clone = shallowCloneOfFeature();
    const message = problem(clone, ref);
    expect(message).toContain(`fetch it first (git fetch --no-tags --depth=1 origin ${wanted}) or use --base-dir`);
    const [, args, base] = /\(git (fetch [^,)]+)(?:, then --base ([^)]+))?\)/.exec(message) as RegExpExecArray;
    // One commit deep: a way back from it (main~1) then asks to deepen, which is the next step.
    const [command, ...rest] = (args as string).split(' ');
    git(clone, command as string, '-q', ...rest, ...(ref.includes('~') ? ['--depth=2'] : []));
    const report = runCheck({ root: clone, base: { kind: 'git', ref: base ?? ref } }).report;
    expect(report.base).toMatch(/^[0-9a-f]{40}$/);
  });

  it('a name git gives itself is told of no fetch', () => {
    const clone = shallowCloneOfFeature();
    expect(problem(clone, 'ORIG_HEAD')).toBe("base 'ORIG_HEAD' is not a commit in this clone");
  });
});

// A name no branch or tag can have was advised a fetch of itself (`git fetch origin ma in`), which
// git refuses: it is told so instead.
describe('a missing base that no branch or tag can be named', () => {
  it.each(['ma in', '~1', 'refs/heads/', 'x/.hidden', 'x.lock'])('--base %s: no fetch advised', (ref) => {
    const { dir } = repoWithCommits('identical');
    expect(() => runCheck({ root: dir, base: { kind: 'git', ref } })).toThrow(
      new ConfigError(`base '${ref}' is not a commit in this clone, and no branch or tag can be named '${ref}'`),
    );
  });
});

// A base definition file whose blob the clone lacks (a partial clone whose remote cannot be
// reached, objects lost) was read as a file the checker cannot read: as the most it could be, so
// a tool that stopped being read-only and started to write passed, exit 0. The base cannot be read.
describe('a base definition file whose blob the clone lacks', () => {
  it('is a configuration error naming the file, not a base that holds the most power', () => {
    const { dir, baseSha } = repoWithCommits('tool-capability');
    const blob = git(dir, 'rev-parse', `${baseSha}:tools/t.yaml`);
    rmSync(join(dir, '.git', 'objects', blob.slice(0, 2), blob.slice(2)));
    expect(() => runCheck({ root: dir, base: { kind: 'git', ref: baseSha } })).toThrow(
      new ConfigError(
        `base '${baseSha}' cannot be read: the clone lacks the content of tools/t.yaml (git has no blob ${blob}); fetch it whole (git fetch --refetch origin, or without --filter) or use --base-dir`,
      ),
    );
  });
});

// So with the root's configuration: read as absent, the gate kept the defaults' fail-on, not the
// base's, and a head that set it back to the default was no change to the gate.
describe("a base configuration whose blob the clone lacks", () => {
  it('is a configuration error naming it, not a base without settings', () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-git-config-'));
    git(dir, 'init', '-q', '-b', 'main');
    cpSync(join(HERE, 'identical', 'base'), dir, { recursive: true });
    writeFileSync(join(dir, '.agents-config-check.yml'), 'fail-on: note\n');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'base');
    const baseSha = git(dir, 'rev-parse', 'HEAD');
    writeFileSync(join(dir, '.agents-config-check.yml'), 'fail-on: error\n');
    const blob = git(dir, 'rev-parse', `${baseSha}:.agents-config-check.yml`);
    rmSync(join(dir, '.git', 'objects', blob.slice(0, 2), blob.slice(2)));
    expect(() => runCheck({ root: dir, base: { kind: 'git', ref: baseSha } })).toThrow(
      new ConfigError(
        `base '${baseSha}' cannot be read: the clone lacks the content of .agents-config-check.yml (git has no blob ${blob}); fetch it whole (git fetch --refetch origin, or without --filter) or use --base-dir`,
      ),
    );
  });
});
