// The habits a user brings from ESLint, actionlint and git, through the built CLI as they meet
// them: paths that open from where the output is read (SPEC §2), the configuration found above
// the root (§8), the short flags, --max-warnings -1, FORCE_COLOR, and --base's advice.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { git } from '../git-helpers.js';
import { REPOSITORY } from '../../src/report/rule-docs.js';

const ROOT = join(import.meta.dirname, '..', '..');
const CLI = join(ROOT, 'dist', 'cli.js');
const TOOL = (name: string, extra = ''): string =>
  `name: ${name}\ndescription: A tool.\nsource: builtin\ncapability:\n  read_only: true\n${extra}`;

function cli(
  args: string[],
  cwd = ROOT,
  env: Record<string, string> = {},
): { stdout: string; stderr: string; status: number } {
  const base = { ...process.env };
  for (const key of ['FORCE_COLOR', 'NO_COLOR']) delete base[key];
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status ?? -1 };
}

function writeTree(dir: string, files: Record<string, string>): string {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** A git repository whose agent configuration lives in `agents/`, below its top. */
function monorepo(files: Record<string, string>): string {
  const top = writeTree(mkdtempSync(join(tmpdir(), 'acc-mono-')), files);
  git(top, 'init', '-q', '-b', 'main');
  return top;
}

const BROKEN_AUDITOR = 'examples/broken-repo/actors/acme/auditor.yaml';

describe('paths that open, from a root below the current folder', () => {
  it('github: file= from the current folder, as the runner resolves it', () => {
    const r = cli(['examples/broken-repo', '--format', 'github']);
    expect(r.stdout).toContain(`::error file=${BROKEN_AUDITOR},line=3,col=5,`);
    expect(r.stdout).not.toMatch(/file=actors\//);
  });

  it('text: from the current folder; from inside the root, shorter; from elsewhere, absolute', () => {
    expect(cli(['examples/broken-repo']).stdout).toContain(`${BROKEN_AUDITOR}:3:5: error:`);
    const inside = cli(['..'], join(ROOT, 'examples/broken-repo/actors'));
    expect(inside.stdout).toContain('\nacme/auditor.yaml:3:5: error:'.slice(1));
    expect(inside.stdout).toContain(`${join(ROOT, 'examples/broken-repo/skills')}/`);
    const elsewhere = cli([join(ROOT, 'examples/broken-repo')], tmpdir());
    expect(elsewhere.stdout).toContain(`${join(ROOT, BROKEN_AUDITOR)}:3:5: error:`);
  });

  it('sarif: from the repository top, and SRCROOT resolves to it', () => {
    const top = monorepo({ 'agents/tools/t.yaml': TOOL('team/t', 'timeout: 0\n') });
    const sarif = JSON.parse(cli(['agents', '-f', 'sarif'], join(top, 'agents', '..')).stdout);
    const run = sarif.runs[0];
    expect(run.originalUriBaseIds.SRCROOT.uri).toBe(`file://${top}/`);
    const location = run.results[0].locations[0].physicalLocation.artifactLocation;
    expect(location).toEqual({ uri: 'agents/tools/t.yaml', uriBaseId: 'SRCROOT' });
    // From another folder, the same: SARIF is read at the repository's top, wherever it was made.
    const again = JSON.parse(cli([join(top, 'agents'), '-f', 'sarif'], tmpdir()).stdout);
    expect(again.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri).toBe(
      'agents/tools/t.yaml',
    );
    expect(run.tool.driver.informationUri).toBe('https://github.com/agents-config-check/agents-config-check');
  });

  it('markdown: from the repository top; json: relative to the root it names', () => {
    const top = monorepo({ 'agents/tools/t.yaml': TOOL('team/t', 'timeout: 0\n') });
    expect(cli(['agents', '-f', 'markdown'], top).stdout).toContain(
      '<code>agents/tools/t\\.yaml\\:6\\:10</code>',
    );
    const report = JSON.parse(cli(['agents', '-f', 'json'], top).stdout);
    expect([report.root, report.diagnostics[0].file]).toEqual(['agents', 'tools/t.yaml']);
  });
});

describe('the configuration file, found as ESLint and actionlint find theirs', () => {
  const files = {
    '.agents-config-check.yml':
      'rules:\n  unused-tool: error\nignore:\n  - agents/legacy/**\ntools:\n  - agents/tools/**/*.yaml\n  - agents/legacy/**/*.yaml\n',
    'agents/tools/t.yaml': TOOL('team/t'),
    'agents/legacy/tools/old.yaml': 'not: [valid\n',
    'agents/skills/s.yaml': 'name: team/s\ntools: []\n',
  };

  it('above the root, up to the repository top, its globs relative to its own folder', () => {
    const top = monorepo(files);
    const r = cli(['agents', '--no-color'], top);
    expect(r.stdout).toContain(
      "agents/tools/t.yaml:1:7: error: tool 'team/t' is not used by any skill [unused-tool]",
    );
    expect(r.stdout).not.toContain('legacy');
    expect(r.status).toBe(1);
  });

  it("the root's own wins over one above it", () => {
    const top = monorepo({ ...files, 'agents/.agents-config-check.yml': 'rules:\n  unused-tool: off\n' });
    expect(cli(['agents', '--no-color'], top)).toMatchObject({ status: 1 });
    expect(cli(['agents', '--no-color'], top).stdout).not.toContain('unused-tool');
  });

  it('none above the repository top, and none above a root outside any repository', () => {
    const outer = writeTree(mkdtempSync(join(tmpdir(), 'acc-outer-')), {
      '.agents-config-check.yml': 'rules:\n  unused-tool: error\n',
      'repo/tools/t.yaml': TOOL('team/t'),
    });
    expect(cli(['repo'], outer).status).toBe(0);
    git(join(outer, 'repo'), 'init', '-q');
    expect(cli(['repo/tools/..'], outer).status).toBe(0);
  });

  it('both .yml and .yaml at one level is a configuration error, not a silent choice', () => {
    const top = monorepo({ ...files, '.agents-config-check.yaml': 'rules: {}\n' });
    const r = cli(['agents'], top);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      'agents-config-check: both .agents-config-check.yml and .agents-config-check.yaml exist; keep one (they are one configuration)\n',
    );
  });

  it('-c names a file anywhere; a missing one is "not found"', () => {
    const top = monorepo({ 'agents/tools/t.yaml': TOOL('team/t') });
    const conf = writeTree(mkdtempSync(join(tmpdir(), 'acc-conf-')), {
      'strict.yml': 'rules:\n  unused-tool: error\n',
    });
    expect(cli(['agents', '-c', join(conf, 'strict.yml')], top).status).toBe(1);
    expect(cli(['agents', '-c', join(conf, 'nope.yml')], top).stderr).toBe(
      `agents-config-check: configuration '${join(conf, 'nope.yml')}' not found\n`,
    );
  });

  it('with a git base, the gate reads the base side of a configuration above the root', () => {
    const top = monorepo({
      '.agents-config-check.yml': 'rules:\n  escalation: warning\n',
      'agents/tools/t.yaml': TOOL('team/t'),
      'agents/skills/s.yaml': 'name: team/s\ntools: [team/t]\n',
    });
    git(top, 'add', '-A');
    git(top, 'commit', '-q', '-m', 'base');
    // The same configuration on both sides: nothing weakened, no finding about it.
    const r = cli(['agents', '--base', 'main', '--no-color'], top);
    expect([r.status, r.stdout]).toEqual([0, expect.stringContaining('No problems')]);
    // The head turns the gate off: an escalation at the configuration, above the root.
    writeFileSync(join(top, '.agents-config-check.yml'), 'rules:\n  escalation: off\n');
    const weakened = cli(['agents', '--base', 'main', '--no-color'], top);
    // (a warning: the base's configuration decides the gate's severity)
    expect(weakened.stdout).toMatch(/^\.agents-config-check\.yml:2:15: warning: .*\[escalation\]$/m);
  });
});

describe('command-line habits', () => {
  /** One warning: a builtin group the configuration does not know. */
  const warnings = (): string =>
    writeTree(mkdtempSync(join(tmpdir(), 'acc-warn-')), {
      'tools/t.yaml': TOOL('team/t'),
      'skills/s.yaml': 'name: team/s\ntools: [team/t]\nbuiltins: [team_magic]\n',
    });

  it('--max-warnings -1 is no limit, as in ESLint; 0 fails on one warning', () => {
    const dir = warnings();
    expect(cli([dir, '--max-warnings', '0']).status).toBe(1);
    expect(cli([dir, '--max-warnings', '-1'])).toMatchObject({ status: 0, stderr: '' });
    expect(cli([dir, '--max-warnings=-1']).status).toBe(0);
  });

  it('-f and -c are --format and --config; -o is listed in --help', () => {
    const dir = warnings();
    writeFileSync(join(dir, 'strict.yml'), 'rules:\n  unknown-builtin: error\n');
    const r = cli([dir, '-f', 'json', '-c', join(dir, 'strict.yml')]);
    expect(JSON.parse(r.stdout).summary.errors).toBe(1);
    const help = cli(['--help']).stdout;
    for (const flag of ['-c, --config FILE', '-f, --format FORMAT', '-o, --output FILE'])
      expect(help).toContain(`  ${flag}`);
  });

  it('FORCE_COLOR colours a pipe, FORCE_COLOR=0 and NO_COLOR do not, and the flags win', () => {
    const dir = warnings();
    const colored = (env: Record<string, string>, ...flags: string[]): boolean =>
      cli([dir, ...flags], ROOT, env).stdout.includes('\u001b[');
    expect(colored({})).toBe(false);
    expect(colored({ FORCE_COLOR: '1' })).toBe(true);
    expect(colored({ FORCE_COLOR: '0' })).toBe(false);
    expect(colored({ NO_COLOR: '1' })).toBe(false);
    expect(colored({ FORCE_COLOR: '1' }, '--no-color')).toBe(false);
    expect(colored({ NO_COLOR: '1' }, '--color')).toBe(true);
  });
});

describe('--base', () => {
  /** A commit on main, then a head in the working folder: team/t now writes, team/u is new. */
  function history(extra: Record<string, string> = {}): string {
    const top = monorepo({
      'tools/t.yaml': TOOL('team/t'),
      'skills/s.yaml': 'name: team/s\ntools: [team/t]\n',
      ...extra,
    });
    git(top, 'add', '-A');
    git(top, 'commit', '-q', '-m', 'base');
    writeFileSync(
      join(top, 'tools/t.yaml'),
      TOOL('team/t', '  writes: true\n').replace('  read_only: true\n', ''),
    );
    writeFileSync(join(top, 'tools/u.yaml'), TOOL('team/u'));
    return top;
  }

  it('a path inside a commit is not a commit, and no fetch is suggested', () => {
    const r = cli(['.', '--base', 'HEAD:tools'], history());
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      "agents-config-check: base 'HEAD:tools' names a path inside a commit, not a commit; give the commit (--base HEAD): the root already chooses the folder\n",
    );
  });

  it('an ancestor beyond the history says so, and no fetch is suggested', () => {
    const r = cli(['.', '--base', 'main~10'], history());
    expect(r.stderr).toBe(
      "agents-config-check: base 'main~10' goes further back than the history of 'main'\n",
    );
    expect(r.stderr).not.toContain('git fetch');
  });

  // `HEAD^{tree}` and a range were told they go "further back than the history of 'HEAD'", and a
  // reflog or message search (`HEAD@{1}`, `:/fix`) was told to fetch itself from origin.
  it.each([
    ['HEAD^{tree}', "base 'HEAD^{tree}' names a tree, not a commit"],
    ['HEAD~1..HEAD', "base 'HEAD~1..HEAD' names a range of commits, not one commit"],
    ['HEAD^@', "base 'HEAD^@' names a range of commits, not one commit"],
    ['HEAD^!', "base 'HEAD^!' names a range of commits, not one commit"],
    [':/no such message', "base ':/no such message' is not a commit in this clone"],
    ['HEAD@{5}', "base 'HEAD@{5}' is not a commit in this clone"],
    // Was "goes further back than the history of 'HEAD'": `~-1` is no revision at all.
    [
      'HEAD~-1',
      "base 'HEAD~-1' is not a valid revision: after 'HEAD', '~-1' is no way back (~N or ^N, N a whole number)",
    ],
    // A peel or message search that finds nothing was told it goes further back than the history.
    ['HEAD^{blob}', "base 'HEAD^{blob}' names no commit: git cannot peel 'HEAD' to ^{blob}"],
    [
      'HEAD^{/no such message}',
      "base 'HEAD^{/no such message}' names no commit: none reachable from 'HEAD' has a message matching 'no such message'",
    ],
    ['HEAD^{/base}~5', "base 'HEAD^{/base}~5' goes further back than the history of 'HEAD'"],
    // Paths were "a range of commits" (git reads `..` so) or told to fetch themselves from origin.
    [
      '../x',
      "base '../x' is a path outside the repository, not a commit, branch or tag; to compare against a folder, use --base-dir ../x",
    ],
    [
      '..',
      "base '..' is a path outside the repository, not a commit, branch or tag; to compare against a folder, use --base-dir ..",
    ],
    [
      './tools',
      "base './tools' is a path, not a commit, branch or tag; to compare against a folder, use --base-dir ./tools",
    ],
  ])('%s: says what it names, and no fetch is suggested', (ref, message) => {
    const r = cli(['.', '--base', ref], history());
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`agents-config-check: ${message}\n`);
  });

  // git takes a tag before a branch of the same name, and only warns (on a stderr the run does
  // not show): `--base main` compared against a tag `main` that a fetch may have brought.
  it('a name that is both a tag and a branch is ambiguous: exit 2, each named in full', () => {
    const top = history();
    git(top, 'add', '-A');
    git(top, 'commit', '-q', '-m', 'head');
    git(top, 'tag', 'main', 'HEAD~1');
    const r = cli(['.', '--base', 'main'], top);
    expect([r.status, r.stderr]).toEqual([
      2,
      "agents-config-check: base 'main' is ambiguous: it names refs/tags/main and refs/heads/main, and git would take the first; give the one meant in full (--base refs/tags/main or --base refs/heads/main)\n",
    ]);
    expect(cli(['.', '--base', 'main~0'], top).status).toBe(2);
    expect(cli(['.', '--base', 'refs/heads/main'], top).status).toBe(0);
    expect(cli(['.', '--base', 'refs/tags/main'], top).status).toBe(1);
  });

  // git takes a ref before a short commit id it also is, and only warns: `--base <short id>`
  // compared against a branch pushed under that name.
  it('a short commit id that is also a branch name is ambiguous: exit 2, each named in full', () => {
    const top = history();
    git(top, 'add', '-A');
    git(top, 'commit', '-q', '-m', 'head');
    const base = git(top, 'rev-parse', 'HEAD~1');
    const short = base.slice(0, 9);
    git(top, 'branch', short, 'HEAD');
    const r = cli(['.', '--base', short], top);
    expect([r.status, r.stderr]).toEqual([
      2,
      `agents-config-check: base '${short}' is ambiguous: it names refs/heads/${short} and ${base}, and git would take the first; give the one meant in full (--base refs/heads/${short} or --base ${base})\n`,
    ]);
    expect(cli(['.', '--base', base], top).status).toBe(1);
    expect(cli(['.', '--base', `refs/heads/${short}`], top).status).toBe(0);
  });

  it('the summary shows the ref as given, the escalation its actors, the actor line its tools', () => {
    const top = history({ 'actors/a.yaml': 'name: team/bot\nskills: [team/s]\n' });
    writeFileSync(join(top, 'skills/s.yaml'), 'name: team/s\ntools: [team/t, team/u]\n');
    const sha = git(top, 'rev-parse', 'main');
    const r = cli(['.', '--base', 'main', '--no-color'], top);
    expect(r.stdout).toContain(`Against main (${sha.slice(0, 12)}): 1 skill changed, 1 actor affected.`);
    expect(r.stdout).toContain('  actor team/bot through team/s: +team/u  ~team/t');
    expect(r.stdout).toMatch(
      /^ {2}new power at tools\/t\.yaml:\d+:\d+: .*; skills team\/s; actors team\/bot$/m,
    );
    // The escalation itself, the line a user reads first, names the actor it reaches too.
    expect(r.stdout).toMatch(/^tools\/t\.yaml:\d+:\d+: error: .*actor 'team\/bot'.* \[escalation\]$/m);
  });
});

describe('how it is run and where it points', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

  it('no snippet runs `npx agents-config-check`: the name is not ours on the npm registry', () => {
    const blocks = readme.split('```').filter((_, i) => i % 2 === 1);
    expect(blocks.filter((b) => /npx['", ]+agents-config-check/.test(b))).toEqual([]);
    expect(readme).toContain("'node', '/path/to/agents-config-check/dist/cli.js', 'lsp', '--stdio'");
  });

  it("SARIF's informationUri is the repository package.json names", () => {
    expect(pkg.homepage).toBe(REPOSITORY);
    expect(pkg.repository.url).toBe(`git+${REPOSITORY}.git`);
    expect(readme).toContain(`git clone ${REPOSITORY}.git`);
  });
});
