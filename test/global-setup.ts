// Every temporary folder the tests make (repositories, runners, corpora) goes under one folder per
// run, removed at the end: the suite makes about a hundred per run and a machine that runs it all
// day must not fill /tmp. TMPDIR is what os.tmpdir() reads, in the workers and in every child
// process they start.
import { mkdtempSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A turn of the event loop: what vitest's main process has to read (a worker's messages, its exit). */
const turn = (): Promise<void> => new Promise((done) => setImmediate(done));

/**
 * Removes a tree without recursion: one test nests 2,000 folders, deeper than rmSync's stack goes.
 * Names are bytes: one test names a file with a byte that is not UTF-8, which no string spells.
 * The event loop runs between folders: vitest runs this before it awaits the workers' stop, and a
 * removal of the run's whole tree in one go (seconds to minutes) left a stopped worker's messages
 * and exit unread, so the pool said it timed out terminating the worker.
 */
async function removeTree(root: string): Promise<void> {
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
    await turn();
  }
  for (const dir of folders.reverse()) rmdirSync(dir);
}

export default function setup(): () => Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'acc-test-'));
  const saved = process.env.TMPDIR;
  process.env.TMPDIR = root;
  return async () => {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
    await removeTree(root);
  };
}
