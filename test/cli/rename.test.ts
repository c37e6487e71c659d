// A rename as a user makes it (SPEC §6): `git mv` of a skill and of a tool in a real repository,
// the references updated and nothing else, checked by the built CLI against the base branch.
// It passes (exit 0) with no escalation, and every format shows each rename once, `old → new`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { git } from '../git-helpers.js';

const CLI = join(import.meta.dirname, '..', '..', 'dist', 'cli.js');

const BASE: Record<string, string> = {
  'tools/deploy.yaml':
    'name: acme/deploy\ndescription: Deploys the service.\nsource: builtin\ncapability:\n  writes: true\n  unsafe: true\n',
  'tools/read.yaml':
    'name: acme/read\ndescription: Reads files.\nsource: builtin\ncapability:\n  read_only: true\n',
  'skills/ship.yaml': [
    'name: acme/ship',
    'description: >',
    '  Ships a release: reads the changelog, checks the version,',
    '  then deploys the service and reports where it went.',
    'tools: [deploy, acme/read]',
    '',
  ].join('\n'),
  'skills/full.yaml': 'name: acme/full\nincludes: [acme/ship]\n',
  'actors/bot.yaml': 'name: acme/bot\nskills: [acme/full, acme/ship]\n',
};

function write(dir: string, path: string, text: string): void {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
}

/** Replaces text in a file of the work tree, as an editor would. */
function edit(dir: string, path: string, from: string, to: string): void {
  write(dir, path, readFileSync(join(dir, path), 'utf8').replaceAll(from, to));
}

function cli(dir: string, ...args: string[]): { stdout: string; stderr: string; status: number } {
  const env = { ...process.env };
  for (const key of ['FORCE_COLOR', 'NO_COLOR']) delete env[key];
  const r = spawnSync(process.execPath, [CLI, '--base', 'main', ...args, '.'], {
    cwd: dir,
    encoding: 'utf8',
    env,
  });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status ?? -1 };
}

describe('a rename through git mv, checked by the built CLI with --base', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'acc-rename-'));
    git(dir, 'init', '-q', '-b', 'main');
    for (const [path, text] of Object.entries(BASE)) write(dir, path, text);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'base');
    git(dir, 'checkout', '-q', '-b', 'rename');
    // The skill moves to its own folder under a new name; the tool keeps its folder.
    mkdirSync(join(dir, 'skills', 'release'));
    git(dir, 'mv', 'skills/ship.yaml', 'skills/release/release.yaml');
    edit(dir, 'skills/release/release.yaml', 'name: acme/ship', 'name: acme/release');
    git(dir, 'mv', 'tools/deploy.yaml', 'tools/rollout.yaml');
    edit(dir, 'tools/rollout.yaml', 'acme/deploy', 'acme/rollout');
    edit(dir, 'skills/release/release.yaml', '[deploy,', '[rollout,');
    edit(dir, 'skills/full.yaml', 'acme/ship', 'acme/release');
    edit(dir, 'actors/bot.yaml', 'acme/ship', 'acme/release');
    git(dir, 'commit', '-q', '-am', 'rename');
    expect(git(dir, 'diff', '--name-status', '-M', 'main')).toMatch(
      /^R\d+\s+skills\/ship\.yaml\s+skills\/release\/release\.yaml$/m,
    );
  });

  it('text: exit 0, no escalation, each rename on one line', () => {
    const r = cli(dir);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).not.toMatch(/escalation/);
    expect(r.stdout).toMatch(/^Against main \([0-9a-f]{12}\): 0 skills changed, 0 actors affected\.$/m);
    expect(r.stdout.split('\n').filter((l) => l.includes('→'))).toEqual([
      '  renamed tool acme/deploy → acme/rollout',
      '  renamed skill acme/ship → acme/release',
    ]);
  });

  it('json: the renames listed, nothing added or removed', () => {
    const r = cli(dir, '--format', 'json');
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout) as { diff: Record<string, unknown>; diagnostics: { rule: string }[] };
    expect(report.diff.renamed).toEqual([
      { kind: 'tool', from: 'acme/deploy', to: 'acme/rollout' },
      { kind: 'skill', from: 'acme/ship', to: 'acme/release' },
    ]);
    expect(report.diff.tools).toEqual({ added: [], removed: [], changed: [] });
    expect(report.diff.skills).toEqual([]);
    expect(report.diff.actors).toEqual([]);
    expect(report.diagnostics.filter((d) => d.rule === 'escalation')).toEqual([]);
  });

  it('markdown: one row per rename and no cause of new power', () => {
    const r = cli(dir, '--format', 'markdown');
    expect(r.status).toBe(0);
    expect(r.stdout).not.toContain('Power this pull request grants');
    expect(r.stdout).toContain('| tool | <code>acme/deploy</code> → <code>acme/rollout</code> |');
    expect(r.stdout).toContain('| skill | <code>acme/ship</code> → <code>acme/release</code> |');
    expect(r.stdout.match(/acme\/ship/g)).toHaveLength(1);
  });
});
