// A client whose stream of messages goes out of step: a Content-Length that is wrong, missing or
// not a number, or stray bytes before a header. The protocol has no way to find the next message
// again, and the server went on reading every later message as a broken header: alive, silent,
// answering nothing, with the editor showing its last findings as if they were current. It now
// says why on standard error and ends with 2, so that the editor sees it stop (and may start it
// again). A message of the right length that is no JSON leaves the stream in step: it goes on.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileUri } from '../lsp-client.js';

const CLI = join(import.meta.dirname, '..', '..', 'dist', 'cli.js');

function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'acc-lsp-framing-'));
  mkdirSync(join(dir, 'tools'));
  writeFileSync(join(dir, 'tools', 'a.yaml'), 'name: x/a\ndescription: A.\nsource: builtin\n');
  return dir;
}

const frame = (body: string, length = Buffer.byteLength(body)): string =>
  `Content-Length: ${length}\r\n\r\n${body}`;

const message = (id: number, method: string, params: unknown): string =>
  JSON.stringify({ jsonrpc: '2.0', id, method, params });

/**
 * Starts a server, initializes it, writes `bytes`, then asks for a hover (unless `hover` is false):
 * what it answered (the ids of its responses), its exit code (null while it runs) and its stderr.
 */
async function afterWriting(
  bytes: string,
  hover = true,
): Promise<{ ids: number[]; code: number | null; stderr: string }> {
  const dir = workspace();
  const child = spawn(process.execPath, [CLI, 'lsp', '--stdio'], {
    cwd: dir,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // A server that ends out of step leaves the rest of what was written unread: a closed pipe here.
  child.stdin.on('error', () => undefined);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const uri = fileUri(join(dir, 'tools', 'a.yaml'));
  child.stdin.write(
    frame(message(1, 'initialize', { processId: null, rootUri: fileUri(dir), capabilities: {} })),
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  child.stdin.write(bytes);
  await new Promise((resolve) => setTimeout(resolve, 200));
  if (hover)
    child.stdin.write(
      frame(message(2, 'textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 7 } })),
    );
  const code = await Promise.race([
    exited,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 3000)),
  ]);
  child.kill();
  const ids = [...stdout.matchAll(/"id":(\d+)/g)].map((m) => Number(m[1]));
  return { ids, code, stderr };
}

const hoverBody = message(9, 'textDocument/hover', {
  textDocument: { uri: 'file:///x' },
  position: { line: 0, character: 0 },
});

describe('the language server and a stream out of step', () => {
  it.each<[string, string, string]>([
    ['a Content-Length too short', frame(hoverBody, hoverBody.length - 10), 'Content-Length'],
    ['a Content-Length too long', frame(hoverBody, hoverBody.length + 10), 'Content-Length'],
    ['a header without a Content-Length', 'Content-Type: x\r\n\r\n{}', 'Content-Length'],
    ['a Content-Length that is no number', 'Content-Length: many\r\n\r\n{}', 'Content-Length'],
    ['stray bytes before a header', 'hello', 'Content-Length'],
  ])('%s: says so and ends with 2, not silent forever', async (_, bytes, word) => {
    const { ids, code, stderr } = await afterWriting(bytes);
    expect(ids).not.toContain(2);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^agents-config-check: lsp: the editor's messages are out of step/);
    expect(stderr).toContain(word);
  });

  // The reader looked for the header's end from its first byte at every chunk, holding all: time
  // and memory without end on input that never ends one (`lsp < /dev/zero`).
  it('a header that never ends: says so and ends with 2, not reading for ever', async () => {
    const { code, stderr } = await afterWriting('\0'.repeat(1024 * 1024), false);
    expect(code).toBe(2);
    expect(stderr).toMatch(
      /^agents-config-check: lsp: the editor's messages are out of step \(a header longer/,
    );
  });

  // The library looked up the request a cancellation names before any handler, and threw on an
  // id that is no string or number: the server ended with 2, "out of step", though it was not.
  it('cancellations that name no request: the stream is in step, it goes on', async () => {
    const cancel = (params?: unknown): string =>
      frame(
        JSON.stringify({
          jsonrpc: '2.0',
          method: '$/cancelRequest',
          ...(params === undefined ? {} : { params }),
        }),
      );
    const { ids, code, stderr } = await afterWriting(
      [cancel({ id: null }), cancel(null), cancel(), cancel([]), cancel({}), cancel('x')].join(''),
    );
    expect(ids).toEqual([1, 2]);
    expect(code).toBeNull();
    expect(stderr).toBe('');
  });

  it('a message of the right length that is no JSON: the stream is in step, it goes on', async () => {
    const { ids, code, stderr } = await afterWriting(frame('{{{{{'));
    expect(ids).toEqual([1, 2]);
    expect(code).toBeNull();
    expect(stderr).toBe('');
  });
});
