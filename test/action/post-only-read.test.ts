// post-only reads another run's artifact: a file swapped after it was looked at (a link, where a
// regular file was) is refused by the open itself, as every user's file is (fs.ts openRegular).
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import type { EventInfo } from '../../src/event.js';

/** Paths whose look (lstat) sees another path: what was there before a swap. */
const before = vi.hoisted(() => new Map<string, string>());

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const lstatSync = ((path: string, ...rest: []) =>
    fs.lstatSync(before.get(String(path)) ?? path, ...rest)) as typeof fs.lstatSync;
  return { ...fs, lstatSync, default: { ...fs, lstatSync } };
});

const event: EventInfo = {
  name: 'workflow_run',
  action: 'completed',
  label: undefined,
  pullRequest: undefined,
  before: undefined,
  workflowRun: undefined,
};

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  process.exitCode = undefined;
  before.clear();
  vi.restoreAllMocks();
});

it('post-only refuses a report file swapped for a link after it was looked at', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'acc-post-only-'));
  try {
    writeFileSync(join(dir, 'looked-at.json'), '{}');
    writeFileSync(join(dir, 'elsewhere.json'), 'not a report');
    symlinkSync(join(dir, 'elsewhere.json'), join(dir, 'report.json'));
    before.set(join(dir, 'report.json'), join(dir, 'looked-at.json'));
    process.env.GITHUB_WORKSPACE = dir;
    process.env['INPUT_POST-ONLY'] = 'true';
    process.env['INPUT_REPORT-FILE'] = 'report.json';
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((text) => {
      written.push(String(text));
      return true;
    });
    const { run } = await import('../../src/action.js');
    await run(event);
    vi.restoreAllMocks();
    expect(written.filter((line) => line.startsWith('::error'))).toEqual([
      '::error::post-only: the report file was rejected: it is a symbolic link; links are not followed\n',
    ]);
    expect(process.exitCode).toBe(1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
