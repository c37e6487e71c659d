// The built CLI among other processes: what it does when the streams it writes fail. A reader
// that closes its end (`| head`) ends the output quietly and the run's own status stands; a
// stream that cannot be written (a full disk, a descriptor open for reading) is one line on
// stderr and exit 2. Never a stack trace, never a status that reads as findings or as clean.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const CLI = join(ROOT, 'dist', 'cli.js');
const SERVER = join(ROOT, 'test', 'mcp', 'fixtures', 'odd-server.mjs');

type Sink = 'closed-reader' | 'full' | 'read-only';

/**
 * Runs the built CLI with stdout or stderr going to `sink`: a pipe whose reader has already
 * closed its end, /dev/full, or a descriptor open for reading only. The other stream is read.
 * `input` is written to stdin, which then stays open; a run still going after 20 s is killed.
 */
function run(
  args: string[],
  stream: 'stdout' | 'stderr',
  sink: Sink,
  input?: string,
): Promise<{ status: number | null; signal: string | null; other: string }> {
  const fd =
    sink === 'full' ? openSync('/dev/full', 'w') : sink === 'read-only' ? openSync('/dev/null', 'r') : 'pipe';
  const child = spawn(process.execPath, [CLI, ...args], {
    cwd: ROOT,
    stdio: [
      input === undefined ? 'ignore' : 'pipe',
      stream === 'stdout' ? fd : 'pipe',
      stream === 'stderr' ? fd : 'pipe',
    ],
  });
  if (typeof fd === 'number') closeSync(fd);
  // The reader goes away before the CLI has started, let alone written.
  else child[stream]?.destroy();
  const other = stream === 'stdout' ? child.stderr : child.stdout;
  child.stdin?.write(input ?? '');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  const chunks: Buffer[] = [];
  other?.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) =>
    child.on('close', (status, signal) => {
      clearTimeout(timer);
      child.stdin?.destroy();
      resolve({ status, signal, other: Buffer.concat(chunks).toString('utf8') });
    }),
  );
}

const FORMATS = ['text', 'json', 'sarif', 'markdown', 'github'];

let pinned = '';
const verify = (format: string): string[] => [
  'mcp',
  'verify',
  'odd',
  '--out',
  pinned,
  '--format',
  format,
  '--',
  process.execPath,
  SERVER,
];

beforeAll(() => {
  pinned = mkdtempSync(join(tmpdir(), 'acc-streams-'));
  const pin = ['mcp', 'pin', 'odd', '--out', pinned, '--', process.execPath, SERVER];
  expect(spawnSync(process.execPath, [CLI, ...pin]).status).toBe(0);
});

describe('stdout whose reader closed its end (| head): quiet, and the run says what it found', () => {
  it.each([
    ...FORMATS.map((format) => [['examples/broken-repo', '--format', format], 1] as const),
    [['examples/config-repo', '--format', 'json'], 0] as const,
    [['explain', 'local/developer', 'examples/config-repo'], 0] as const,
    [['explain', 'local/developer', 'examples/config-repo', '--format', 'json'], 0] as const,
    [['--help'], 0] as const,
  ])('%j: exit %d, nothing on stderr', async (args, status) => {
    expect(await run([...args], 'stdout', 'closed-reader')).toEqual({ status, signal: null, other: '' });
  });

  it.each(['text', 'json'])('mcp verify --format %s: exit 0, nothing on stderr', async (format) => {
    expect(await run(verify(format), 'stdout', 'closed-reader')).toEqual({
      status: 0,
      signal: null,
      other: '',
    });
  });
});

describe('stdout that cannot be written: one line on stderr, exit 2', () => {
  const FULL = 'agents-config-check: cannot write to standard output: no space left on the device\n';
  const READ_ONLY = 'agents-config-check: cannot write to standard output: it is not open for writing\n';

  it.each([
    ...FORMATS.map((format) => [['examples/broken-repo', '--format', format]]),
    [['examples/config-repo']],
    [['explain', 'local/developer', 'examples/config-repo', '--format', 'json']],
    [['--version']],
  ])('%j', async (args) => {
    expect(await run(args, 'stdout', 'full')).toEqual({ status: 2, signal: null, other: FULL });
    expect(await run(args, 'stdout', 'read-only')).toEqual({ status: 2, signal: null, other: READ_ONLY });
  });

  it('mcp verify and mcp pin', async () => {
    expect(await run(verify('text'), 'stdout', 'full')).toEqual({ status: 2, signal: null, other: FULL });
    const pin = ['mcp', 'pin', 'odd', '--out', pinned, '--', process.execPath, SERVER];
    expect(await run(pin, 'stdout', 'full')).toEqual({ status: 2, signal: null, other: FULL });
  });
});

describe('stderr', () => {
  it('that cannot be written, where the run has nothing to say on it: the run stands', async () => {
    const pin = ['mcp', 'pin', 'odd', '--out', pinned, '--', process.execPath, SERVER];
    expect(await run(pin, 'stderr', 'full')).toMatchObject({ status: 0, signal: null });
  });

  it('whose reader closed: a usage error is still exit 2, findings still 1', async () => {
    expect(await run(['--frobnicate'], 'stderr', 'closed-reader')).toMatchObject({ status: 2, signal: null });
    const warnings = await run(['examples/broken-repo', '--max-warnings', '0'], 'stderr', 'closed-reader');
    expect(warnings).toMatchObject({ status: 1, signal: null });
  });

  it('that cannot be written: exit 2, whatever the run found', async () => {
    expect(await run(['--frobnicate'], 'stderr', 'full')).toMatchObject({ status: 2, signal: null });
    const warnings = await run(['examples/broken-repo', '--max-warnings', '0'], 'stderr', 'full');
    expect(warnings).toMatchObject({ status: 2, signal: null });
    expect(warnings.other).toContain('[duplicate-name]');
  });
});

describe("the language server, whose editor closed its end of the server's output", () => {
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { processId: null, rootUri: null, capabilities: {} },
  });
  const initialize = `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

  it('ends quietly with 0, as when the editor closes its input', async () => {
    const lsp = await run(['lsp', '--stdio'], 'stdout', 'closed-reader', initialize);
    expect(lsp).toEqual({ status: 0, signal: null, other: '' });
  });

  it('output that cannot be written: one line, exit 2', async () => {
    expect(await run(['lsp', '--stdio'], 'stdout', 'full', initialize)).toEqual({
      status: 2,
      signal: null,
      other: 'agents-config-check: cannot write to standard output: no space left on the device\n',
    });
  });
});
