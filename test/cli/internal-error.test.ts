// Exit 3 is a bug (SPEC §7: "say so, with the stack, and ask for a report"). No input may cause
// one, so the built CLI and Action are run with a preload (fixtures/throw-in-walk.mjs) that makes
// the folder walk's listing throw for one file, as a bug would: no hook in the shipped code. The
// error quotes that file's name, which the repository chose: it is written out, as every other
// message writes user text, and nothing of the files' text is echoed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { dispatchEnv } from '../action-env.js';

const DIST = join(import.meta.dirname, '..', '..', 'dist');
const PRELOAD = join(import.meta.dirname, 'fixtures', 'throw-in-walk.mjs');
const SECRET = 'SECRET_TOKEN=s3cr3t-do-not-print';
const ISSUES = `${JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')).homepage}/issues`;
/** A name that clears the terminal and writes a line of its own, were it written raw. */
const NAME = 'boom\x1b[2J\rok.yaml';

let work = '';

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'acc-bug-'));
  mkdirSync(join(work, 'repo', 'tools'), { recursive: true });
  for (const name of ['a.yaml', NAME])
    writeFileSync(
      join(work, 'repo', 'tools', name),
      `name: x/${name.length}\ndescription: ${SECRET}\nsource: builtin\n`,
    );
});

/** The message's lines, whatever their end: none may hold a control character. */
function expectWrittenOut(text: string): void {
  expect(text).toContain("cannot tell what 'boom\\x1b[2J\\x0dok.yaml' is");
  expect([...text].filter((c) => c !== '\n' && (c < ' ' || c === '\x7f'))).toEqual([]);
  expect(text).not.toContain(SECRET);
}

describe('an internal error', () => {
  it('the CLI exits 3, says it is a bug and where to report it, with the stack, its text written out', () => {
    const r = spawnSync(process.execPath, ['--import', PRELOAD, join(DIST, 'cli.js'), 'repo'], {
      cwd: work,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(r.status).toBe(3);
    expect(r.stdout).toBe('');
    const lines = r.stderr.split('\n');
    expect(lines[0]).toBe(
      `agents-config-check: internal error — this is a bug, please report it at ${ISSUES} with the output below.`,
    );
    expect(lines[1]).toBe("Error: cannot tell what 'boom\\x1b[2J\\x0dok.yaml' is");
    // The stack: where it was thrown, down through the walk.
    expect(lines.slice(2).some((line) => /^ {4}at listFiles \(/.test(line))).toBe(true);
    expectWrittenOut(r.stderr);
  });

  it('the Action fails the step with the same words, one workflow command', () => {
    const runner = mkdtempSync(join(tmpdir(), 'acc-bug-runner-'));
    writeFileSync(join(runner, 'event.json'), '{}');
    writeFileSync(join(runner, 'output.txt'), '');
    const r = spawnSync(process.execPath, ['--import', PRELOAD, join(DIST, 'index.js')], {
      encoding: 'utf8',
      timeout: 30_000,
      env: dispatchEnv(runner, join(work, 'repo')),
    });
    expect(r.status).toBe(1);
    const commands = r.stdout.split('\n').filter((line) => line.startsWith('::'));
    expect(commands).toHaveLength(1);
    const [command] = commands as [string];
    expect(command).toMatch(
      new RegExp(
        `^::error::agents-config-check: internal error — this is a bug, please report it at ${ISSUES.replaceAll('.', '\\.')} with the output below\\.%0AError: cannot tell what `,
      ),
    );
    expect(command).toContain('%0A    at listFiles (');
    expectWrittenOut(r.stdout);
    // No result is claimed: the outputs a later step reads are not written.
    expect(readFileSync(join(runner, 'output.txt'), 'utf8')).toBe('');
  });
});
