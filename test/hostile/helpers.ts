// Temporary repositories for hostile input, run through the same pipeline as the CLI.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect } from 'vitest';
import { runCheck, type RunResult } from '../../src/run.js';
import { shapeRepo, type Shape } from '../../scripts/hostile-shapes.mjs';

export const ROOT = join(import.meta.dirname, '..', '..');
export const CLI = join(ROOT, 'dist', 'cli.js');

export function repo(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), 'acc-hostile-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

export function check(files: Record<string, string | Buffer>): RunResult {
  return runCheck({ root: repo(files) });
}

export function cli(
  args: string[],
  options: { nodeArgs?: string[]; cwd?: string } = {},
): { stdout: string; stderr: string; status: number } {
  try {
    const stdout = execFileSync(process.execPath, [...(options.nodeArgs ?? []), CLI, ...args], {
      cwd: options.cwd ?? ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 256 * 1024 * 1024,
    });
    return { stdout, stderr: '', status: 0 };
  } catch (error) {
    const e = error as { stdout: string; stderr: string; status: number };
    return { stdout: e.stdout, stderr: e.stderr, status: e.status };
  }
}

export const GOOD_TOOL = 'name: x/good\ndescription: A good tool.\nsource: builtin\n';

/** What a run costs in CPU seconds (user + system): wall time on a shared machine says little. */
export function cpuSeconds<T>(run: () => T): [T, number] {
  const before = process.cpuUsage();
  const result = run();
  const used = process.cpuUsage(before);
  return [result, (used.user + used.system) / 1e6];
}

/** A hostile shape's check and diff (against HEAD~1), together within `boundSeconds` of CPU. */
export function runShape(shape: Shape, boundSeconds: number): { check: RunResult; diff: RunResult } {
  const root = shapeRepo(shape);
  try {
    const [results, seconds] = cpuSeconds(() => ({
      check: runCheck({ root }),
      diff: runCheck({ root, base: { kind: 'git', ref: 'HEAD~1' } }),
    }));
    expect(seconds).toBeLessThan(boundSeconds);
    return results;
  } finally {
    // Removed while the other worker runs, not among every test's folders at the end of the run.
    rmSync(root, { recursive: true, force: true });
  }
}

/** The messages of one rule's findings. */
export const messages = (r: RunResult, rule: string): string[] =>
  r.report.diagnostics.filter((d) => d.rule === rule).map((d) => d.message);
