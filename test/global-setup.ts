// Every temporary folder the tests make (repositories, runners, corpora) goes under one folder per
// run, removed at the end: the suite makes about a hundred per run and a machine that runs it all
// day must not fill /tmp. TMPDIR is what os.tmpdir() reads, in the workers and in every child
// process they start.
import { mkdtempSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Removes a tree without recursion: one test nests 2,000 folders, deeper than rmSync's stack goes.
 * Names are bytes: one test names a file with a byte that is not UTF-8, which no string spells.
 */
function removeTree(root: string): void {
  const folders: Buffer[] = [];
  const pending = [Buffer.from(root)];
  while (pending.length > 0) {
    const dir = pending.pop() as Buffer;
    folders.push(dir);
    for (const entry of readdirSync(dir, { withFileTypes: true, encoding: 'buffer' })) {
      const path = Buffer.concat([dir, Buffer.from('/'), entry.name]);
      if (entry.isDirectory()) pending.push(path);
      else rmSync(path, { force: true });
    }
  }
  for (const dir of folders.reverse()) rmdirSync(dir);
}

export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'acc-test-'));
  const saved = process.env.TMPDIR;
  process.env.TMPDIR = root;
  return () => {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
    removeTree(root);
  };
}
