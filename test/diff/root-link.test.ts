// A pull request can put a symbolic link where the root was (`root: agents`): the runtime that
// loads `agents` follows it, to a folder that grants more or out of the repository. The head was
// read through the link, and git, run from the root, read the base at the path the link leads to:
// the same files on both sides, exit 0.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, runCheck } from '../../src/run.js';
import { git, writeTree } from '../git-helpers.js';

const TOOLS =
  'name: x/read\ndescription: Reads.\nsource: builtin\ncapability:\n  read_only: true\n---\n' +
  'name: x/push\ndescription: Pushes.\nsource: builtin\ncapability:\n  writes: true\n  unsafe: true\n';
const config = (tools: string): Record<string, string> => ({
  'tools/t.yaml': TOOLS,
  'skills/s.yaml': `name: x/s\ntools: [${tools}]\n`,
  'actors/bot.yaml': 'name: x/bot\nskills: [x/s]\n',
});

/** A repository whose base holds a reading `agents` and a writing `admin`; the root's path. */
function repository(): string {
  const repo = mkdtempSync(join(tmpdir(), 'acc-root-link-'));
  writeTree(join(repo, 'agents'), config('x/read'));
  writeTree(join(repo, 'admin'), config('x/read, x/push'));
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'base');
  return repo;
}

describe('a root that is a symbolic link in its repository', () => {
  it('is refused against a git base, not read at the path it leads to', () => {
    const repo = repository();
    rmSync(join(repo, 'agents'), { recursive: true });
    symlinkSync('admin', join(repo, 'agents'));
    expect(() => runCheck({ root: join(repo, 'agents'), base: { kind: 'git', ref: 'HEAD' } })).toThrow(
      new ConfigError(
        `root '${join(repo, 'agents')}' is reached through 'agents', a symbolic link in its repository, which is not followed; give the folder it leads to`,
      ),
    );
  });

  it('is refused on its own too, also where the link is a folder above the root', () => {
    const repo = repository();
    const outside = mkdtempSync(join(tmpdir(), 'acc-root-link-outside-'));
    writeTree(join(outside, 'agents'), config('x/read, x/push'));
    rmSync(join(repo, 'agents'), { recursive: true });
    mkdirSync(join(repo, 'team'));
    symlinkSync(outside, join(repo, 'team', 'linked'));
    expect(() => runCheck({ root: join(repo, 'team', 'linked', 'agents') })).toThrow(
      /is reached through 'team\/linked', a symbolic link in its repository/,
    );
  });

  it('a link above the repository (a linked temporary folder) is the path to it, not refused', () => {
    const repo = repository();
    const alias = join(mkdtempSync(join(tmpdir(), 'acc-root-link-alias-')), 'alias');
    symlinkSync(repo, alias);
    const run = runCheck({ root: join(alias, 'agents'), base: { kind: 'git', ref: 'HEAD' } });
    expect(run.failed).toBe(false);
  });
});
