// Every temporary folder the tests make (repositories, runners, corpora) goes under one folder per
// run, removed at the end: the suite makes about a hundred per run and a machine that runs it all
// day must not fill /tmp. TMPDIR is what os.tmpdir() reads, in the workers and in every child
// process they start.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'acc-test-'));
  const saved = process.env.TMPDIR;
  process.env.TMPDIR = root;
  return () => {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
    rmSync(root, { recursive: true, force: true });
  };
}
