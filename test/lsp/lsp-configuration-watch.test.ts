// The configuration kept current in the editor, however the client watches files: one that
// watches nothing, on a file system whose clock does not tick between two writes and with no
// watches left.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileUri, startServer, type LspClient } from '../lsp-client.js';
import { CLI, write } from '../lsp-session.js';

const FROZEN = join(import.meta.dirname, 'fixtures', 'frozen-config-clock.mjs');
const BOGUS = 'name: t/a\ndescription: A.\nsource: builtin\nbogus: 1\n';

type Watched = { dynamicRegistration: boolean; relativePatternSupport?: boolean } | undefined;

/** A promise, or a failure naming what never came after `ms`. */
async function within<T>(promise: Promise<T>, what: string, ms = 10_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not within ${ms} ms: ${what}`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

const codes = (list: { code?: unknown }[]): string[] => list.map((d) => String(d.code));

describe('the configuration kept current in the editor', () => {
  let client: LspClient | undefined;
  afterEach(async () => {
    await client?.close();
    client = undefined;
  });

  /** The server on `root`, started with `preload` where given, initialized with the client's watching. */
  async function start(
    root: string,
    watched: Watched,
    prepare: (client: LspClient) => void = () => undefined,
    preload?: string,
  ): Promise<LspClient> {
    const args = [...(preload ? ['--import', preload] : []), CLI, 'lsp', '--stdio'];
    client = startServer(process.execPath, args, root);
    prepare(client);
    await client.connection.sendRequest('initialize', {
      processId: null,
      rootUri: fileUri(root),
      capabilities: watched ? { workspace: { didChangeWatchedFiles: watched } } : {},
    });
    await client.connection.sendNotification('initialized', {});
    return client;
  }

  it('reads a configuration rewritten to the same size, its times unchanged, where nothing watches it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-lsp-watch-'));
    write(dir, '.agents-config-check.yml', 'rules:\n  schema: error\n');
    write(dir, 'tools/a.yaml', BOGUS);
    const c = await start(dir, undefined, undefined, FROZEN);
    const a = fileUri(join(dir, 'tools', 'a.yaml'));
    expect(codes(await within(c.diagnostics(a), 'the first check'))).toEqual(['unused-tool', 'schema']);
    await c.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: a, languageId: 'yaml', version: 1, text: BOGUS },
    });
    // The same size, the same file, and (preloaded) the same times: only its bytes tell.
    writeFileSync(join(dir, '.agents-config-check.yml'), "rules:\n  schema: 'off'\n");
    await c.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri: a, version: 2 },
      contentChanges: [{ text: `# edited\n${BOGUS}` }],
    });
    // The check after the edit: its findings a line down.
    const edited = await within(
      c.diagnostics(a, (list) => list.every((d) => d.range.start.line > 0)),
      'the check after the edit',
    );
    expect(edited.map((d) => [d.code, d.range.start])).toEqual([['unused-tool', { line: 1, character: 6 }]]);
  });
});
