// The run's temporary tree is removed in the global teardown, which vitest runs in its main
// process before it awaits the workers' stop. Removed synchronously (hundreds of thousands of
// files, seconds to minutes), it held that process's event loop: a worker's "stopped" message and
// its exit waited unread, and the pool printed "Timeout terminating forks worker" for the last
// files of the run (test/lsp/lsp-differential.test.ts, test/hostile/fuzz-text.test.ts) though
// their tests had passed. The removal now lets the event loop run between folders.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import setup from '../global-setup.js';

it('the global teardown removes the tree while the event loop runs', async () => {
  const saved = process.env.TMPDIR;
  const teardown = setup();
  const root = process.env.TMPDIR as string;
  for (let d = 0; d < 20; d++) {
    mkdirSync(join(root, `d${d}`, 'sub'), { recursive: true });
    writeFileSync(join(root, `d${d}`, 'sub', 'f'), '');
  }
  let ran = false;
  setImmediate(() => (ran = true));
  const removed = teardown();
  expect(ran).toBe(false);
  await removed;
  // An I/O callback (a worker's message, a child's exit) ran before the removal was done.
  expect(ran).toBe(true);
  expect(existsSync(root)).toBe(false);
  expect(process.env.TMPDIR).toBe(saved);
});
