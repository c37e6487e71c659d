// Whole repositories through the built CLI (dist/cli.js), compared line by line with the
// expected output. UPDATE_GOLDEN=1 rewrites the expectations; review the diff before committing.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const CLI = join(ROOT, 'dist', 'cli.js');

interface GoldenCase {
  name: string;
  args: string[];
  expected: string;
  exitCode: number;
  /** Expected standard error, when the case has an `expected.err`. */
  expectedErr?: string;
}

function runCli(args: string[]): { stdout: string; stderr: string; status: number } {
  try {
    const stdout = execFileSync(process.execPath, [CLI, ...args, '--no-color'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { stdout, stderr: '', status: 0 };
  } catch (error) {
    const e = error as { stdout: string; stderr: string; status: number };
    return { stdout: e.stdout, stderr: e.stderr, status: e.status };
  }
}

const cases: GoldenCase[] = [
  { name: 'examples/config-repo', args: ['examples/config-repo'], expected: 'test/golden/config-repo.out', exitCode: 0 },
  { name: 'examples/broken-repo', args: ['examples/broken-repo'], expected: 'test/golden/broken-repo.out', exitCode: 1 },
  ...readdirSync(join(ROOT, 'test', 'golden'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => {
      const dir = join('test', 'golden', d.name);
      const argsFile = join(ROOT, dir, 'args.txt');
      const extra = existsSync(argsFile) ? readFileSync(argsFile, 'utf8').trim().split(/\s+/) : [];
      const expected = readFileSync(join(ROOT, dir, 'expected.out'), 'utf8');
      // The exit status is the summary's unless the case says otherwise (status.txt).
      const statusFile = join(ROOT, dir, 'status.txt');
      const errFile = join(dir, 'expected.err');
      return {
        name: d.name,
        args: [join(dir, 'repo'), ...extra],
        expected: join(dir, 'expected.out'),
        exitCode: existsSync(statusFile)
          ? Number(readFileSync(statusFile, 'utf8').trim())
          : /^\d+ errors?/m.test(expected) && !/^0 errors/m.test(expected)
            ? 1
            : 0,
        ...(existsSync(join(ROOT, errFile)) ? { expectedErr: errFile } : {}),
      };
    }),
];

describe('golden: whole repositories through dist/cli.js', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const { stdout, stderr, status } = runCli(c.args);
    const expectedPath = join(ROOT, c.expected);
    if (process.env.UPDATE_GOLDEN) writeFileSync(expectedPath, stdout);
    expect(stdout.split('\n')).toEqual(readFileSync(expectedPath, 'utf8').split('\n'));
    if (c.expectedErr) {
      if (process.env.UPDATE_GOLDEN) writeFileSync(join(ROOT, c.expectedErr), stderr);
      expect(stderr).toBe(readFileSync(join(ROOT, c.expectedErr), 'utf8'));
    }
    expect(status).toBe(c.exitCode);
  });
});
