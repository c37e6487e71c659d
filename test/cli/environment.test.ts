// The built CLI where its process's surroundings, not the repository, are wrong: here, a current
// folder removed under the shell that started it. Said in a line (exit 2), never "this is a bug".
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const CLI = join(ROOT, 'dist', 'cli.js');

/** The CLI started by a shell whose current folder it has just removed. */
function inRemovedFolder(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const gone = mkdtempSync(join(tmpdir(), 'acc-gone-'));
  const r = spawnSync('sh', ['-c', 'rmdir "$PWD" && exec "$0" "$@"', process.execPath, CLI, ...args], {
    cwd: gone,
    encoding: 'utf8',
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('a current folder that no longer exists', () => {
  const said = 'agents-config-check: the current folder no longer exists; cd to one that does\n';

  it.each([[['.']], [[join(ROOT, 'examples', 'broken-repo'), '--format', 'json']]])(
    '%j: one line, exit 2',
    (args) => {
      expect(inRemovedFolder(args)).toEqual({ status: 2, stdout: '', stderr: said });
    },
  );

  it('--help needs no folder', () => {
    expect(inRemovedFolder(['--help']).status).toBe(0);
  });
});
