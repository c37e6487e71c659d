// Git for tests: a fixed identity and no inherited GIT_* variables, so commits work on any
// machine and runner-like environments stay clean.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      GIT_AUTHOR_NAME: 'test',
      GIT_AUTHOR_EMAIL: 'test@example.invalid',
      GIT_COMMITTER_NAME: 'test',
      GIT_COMMITTER_EMAIL: 'test@example.invalid',
    },
  }).trim();
}

/** Workflow command properties and data decode as @actions/core encodes them. */
export function decodeCommandValue(s: string): string {
  return s
    .replace(/%0D/g, '\r')
    .replace(/%0A/g, '\n')
    .replace(/%3A/g, ':')
    .replace(/%2C/g, ',')
    .replace(/%25/g, '%');
}

/** A file's bytes, or a symbolic link to a target (relative to the link, or absolute). */
export type TreeContent = string | Buffer | { link: string } | { executable: string };

/** Writes files (and links) below `dir`, making the folders on the way. */
export function writeTree(dir: string, files: Record<string, TreeContent>): void {
  for (const [path, content] of Object.entries(files)) {
    const full = join(dir, path);
    mkdirSync(dirname(full), { recursive: true });
    if (typeof content === 'object' && 'link' in content) symlinkSync(content.link, full);
    else if (typeof content === 'object' && 'executable' in content)
      writeFileSync(full, content.executable, { mode: 0o755 });
    else writeFileSync(full, content);
  }
}

/**
 * A git repository at `repo` whose one commit holds `base` and whose work tree holds `head`
 * instead: the commit's id, for a diff of the head against a git base.
 */
export function commitBaseUnderHead(
  repo: string,
  base: Record<string, TreeContent>,
  head: Record<string, TreeContent>,
): string {
  writeTree(repo, base);
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'base');
  for (const name of readdirSync(repo)) if (name !== '.git') rmSync(join(repo, name), { recursive: true });
  writeTree(repo, head);
  return git(repo, 'rev-parse', 'HEAD');
}
