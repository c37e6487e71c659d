// The checker never runs anything it reads (SPEC §1), and a repository's settings are something
// git reads for it: a clone's own `core.fsmonitor` names a command that `git ls-files` and
// `git diff-files` run. And a folder a pull request adds can be laid out as a repository (HEAD,
// objects, refs, config): git takes a root inside it for that repository, whose config names any
// command and whose objects and refs name any tree as the base.
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, runCheck } from '../../src/run.js';
import { commitBaseUnderHead, git, writeTree, type TreeContent } from '../git-helpers.js';

const SKILL_MD = '---\nname: pdf\ndescription: Reads PDFs.\nallowed-tools: Read\n---\nBody.\n';
const BASE: Record<string, TreeContent> = {
  'agent-skills/pdf/SKILL.md': SKILL_MD,
  'tools/t.yaml':
    'name: x/read\ndescription: Reads.\nsource: builtin\ncapability:\n  read_only: true\n---\n' +
    'name: x/push\ndescription: Pushes.\nsource: builtin\ncapability:\n  writes: true\n  unsafe: true\n',
  'skills/s.yaml': 'name: x/s\ntools: [x/read]\nagent_skills: [agent-skills/pdf]\n',
  'actors/a.yaml': 'name: x/a\nskills: [x/s]\n',
};
/** The head grants the actor a tool that writes and is unsafe: the gate must escalate. */
const HEAD = {
  ...BASE,
  'skills/s.yaml': 'name: x/s\ntools: [x/read, x/push]\nagent_skills: [agent-skills/pdf]\n',
};

/** A command that leaves a file behind when it runs, and that file's path. */
function marker(): { path: string; command: string } {
  const path = join(mkdtempSync(join(tmpdir(), 'acc-marker-')), 'ran');
  return { path, command: `touch '${path}'; false` };
}

describe("git is run so that the repository's files name no command", () => {
  it("a clone's core.fsmonitor is not run, against a git base or on the head alone", () => {
    const repo = mkdtempSync(join(tmpdir(), 'acc-fsmonitor-'));
    const base = commitBaseUnderHead(repo, BASE, HEAD);
    const ran = marker();
    git(repo, 'config', 'core.fsmonitor', ran.command);
    // An empty folder where definitions may be is asked of git's index (a submodule not fetched).
    mkdirSync(join(repo, 'actors', 'empty'));
    const escalations = runCheck({ root: repo, base: { kind: 'git', ref: base } }).report.diagnostics.filter(
      (d) => d.rule === 'escalation',
    );
    runCheck({ root: repo });
    expect(existsSync(ran.path)).toBe(false);
    expect(escalations.map((d) => `${d.file}:${d.line}`)).toEqual(['skills/s.yaml:2']);
  });

  it('a root inside a folder laid out as a repository is not read as one: no command, no base from it', () => {
    const repo = mkdtempSync(join(tmpdir(), 'acc-embedded-'));
    const prefixed = (files: Record<string, TreeContent>): Record<string, TreeContent> =>
      Object.fromEntries(Object.entries(files).map(([path, content]) => [`agents/${path}`, content]));
    const base = commitBaseUnderHead(repo, prefixed(BASE), prefixed(HEAD));
    // What the pull request adds beside its definitions: `agents` as a git directory with a work
    // tree, borrowing the clone's objects, so the base commit is found in it.
    const ran = marker();
    writeTree(join(repo, 'agents'), {
      HEAD: 'ref: refs/heads/main\n',
      'refs/heads/.keep': '',
      'objects/info/alternates': '../../.git/objects\n',
      config: `[core]\n\tbare = false\n\tworktree = .\n\tfsmonitor = ${ran.command}\n`,
    });
    expect(() => runCheck({ root: join(repo, 'agents'), base: { kind: 'git', ref: base } })).toThrow(
      /the root is in a folder laid out as a git repository/,
    );
    expect(existsSync(ran.path)).toBe(false);
  });

  it('nor can such a folder replace the base commit with a tree of its own', () => {
    const repo = mkdtempSync(join(tmpdir(), 'acc-replaced-'));
    const prefixed = (files: Record<string, TreeContent>): Record<string, TreeContent> =>
      Object.fromEntries(Object.entries(files).map(([path, content]) => [`agents/${path}`, content]));
    const base = commitBaseUnderHead(repo, prefixed(BASE), prefixed(HEAD));
    // A repository of its own in `agents`, whose refs/replace names a commit of the head's files
    // in the base commit's place.
    const fake = join(repo, 'agents');
    const inFake = (...args: string[]): string => git(fake, '--git-dir=.', '--work-tree=.', ...args);
    git(fake, 'init', '-q', '--bare', '.');
    inFake('add', 'actors', 'skills', 'tools', 'agent-skills');
    const commit = inFake('commit-tree', '-m', 'replacement', inFake('write-tree'));
    inFake('update-ref', `refs/replace/${base}`, commit);
    inFake('update-ref', 'refs/heads/main', commit);
    expect(() => runCheck({ root: fake, base: { kind: 'git', ref: base } })).toThrow(ConfigError);
  });
});

describe('git finds the repository from the root, whatever the environment names', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("a git hook's GIT_DIR and GIT_INDEX_FILE, relative to the top, do not hide a root below it", () => {
    const repo = mkdtempSync(join(tmpdir(), 'acc-hook-env-'));
    const prefixed = (files: Record<string, TreeContent>): Record<string, TreeContent> =>
      Object.fromEntries(Object.entries(files).map(([path, content]) => [`agents/${path}`, content]));
    const base = commitBaseUnderHead(repo, prefixed(BASE), prefixed(HEAD));
    // What git sets for a pre-commit hook run at the top of the work tree.
    vi.stubEnv('GIT_DIR', '.git');
    vi.stubEnv('GIT_INDEX_FILE', '.git/index');
    const escalations = runCheck({
      root: join(repo, 'agents'),
      base: { kind: 'git', ref: base },
    }).report.diagnostics.filter((d) => d.rule === 'escalation');
    expect(escalations.map((d) => `${d.file}:${d.line}`)).toEqual(['skills/s.yaml:2']);
  });
});
