// The configuration kept current in the editor, however the client watches files: one that
// watches nothing, on a file system whose clock does not tick between two writes and with no
// watches left; one that refuses the watching it said it takes.
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ResponseError } from 'vscode-languageserver-protocol/node';
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

/** Waits, checking every 20 ms, until `done` holds (a failure after 10 s). */
async function until(done: () => boolean, what: string): Promise<void> {
  await within(
    (async () => {
      while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
    })(),
    what,
  );
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

  it.each([
    ['that takes no relative patterns', { dynamicRegistration: true }, false],
    ['that takes relative patterns', { dynamicRegistration: true, relativePatternSupport: true }, false],
    ['that answers only after the configuration changed', { dynamicRegistration: true }, true],
  ])(
    'watches the configuration in the folder itself when the client %s refuses the registration',
    async (_, watched, late) => {
      const dir = mkdtempSync(join(tmpdir(), 'acc-lsp-watch-'));
      write(dir, '.agents-config-check.yml', 'rules:\n  schema: off\n');
      write(dir, 'tools/a.yaml', BOGUS);
      // The refusals, answered at once, or held until `answer` (the editor asked the user, say).
      const held: (() => void)[] = [];
      const answer = (): void => held.splice(0).forEach((refuse) => refuse());
      const c = await start(dir, watched, (made) =>
        made.connection.onRequest('client/registerCapability', () => {
          const refusal = new ResponseError(-32601, 'refused');
          if (!late) return refusal;
          return new Promise((_resolve, reject) => held.push(() => reject(refusal)));
        }),
      );
      const a = fileUri(join(dir, 'tools', 'a.yaml'));
      expect(codes(await within(c.diagnostics(a), 'the first check'))).toEqual(['unused-tool']);
      // Put in place as a `git checkout` writes it (a new file over the old), `schema` a warning.
      write(dir, 'x.tmp', 'rules:\n  schema: warning\n');
      renameSync(join(dir, 'x.tmp'), join(dir, '.agents-config-check.yml'));
      await until(() => !late || held.length > 0, 'the registration');
      answer();
      const warned = await within(
        c.diagnostics(a, (list) => list.length === 2),
        'the configuration read again',
      );
      expect(warned.map((d) => [d.code, d.severity])).toEqual([
        ['unused-tool', 3],
        ['schema', 2],
      ]);
      // Broken in place: its mistake at its place, and nothing else.
      writeFileSync(join(dir, '.agents-config-check.yml'), 'rules: [\n');
      const config = fileUri(join(dir, '.agents-config-check.yml'));
      const broken = await within(
        c.diagnostics(config, (list) => list.length > 0),
        'the broken configuration',
      );
      expect(broken.map((d) => [d.code, d.range.start])).toEqual([['config', { line: 0, character: 8 }]]);
      // Removed: the defaults, where `schema` is an error.
      rmSync(join(dir, '.agents-config-check.yml'));
      const defaults = await within(
        c.diagnostics(a, (list) => list.some((d) => d.severity === 1)),
        'the defaults',
      );
      expect(defaults.map((d) => [d.code, d.severity])).toEqual([
        ['unused-tool', 3],
        ['schema', 1],
      ]);
      expect(
        await within(
          c.diagnostics(config, (list) => list.length === 0),
          'cleared',
        ),
      ).toEqual([]);
      // Made again, naming a schemas folder not made yet; then the folder and a schema in it.
      write(dir, '.agents-config-check.yml', 'rules:\n  unused-tool: off\nschemas: defs\n');
      const missing = await within(
        c.diagnostics(config, (list) => list.length > 0),
        'the missing folder',
      );
      expect(missing.map((d) => String(d.message).split(';')[0])).toEqual([
        "schemas folder 'defs' does not exist",
      ]);
      write(dir, 'defs/tool.schema.json', '{"type": "object", "required": ["owner"]}\n');
      const rejected = await within(
        c.diagnostics(a, (list) => list.some((d) => String(d.message).includes('owner'))),
        'the schema read',
      );
      // The tool's schema replaced: `bogus` is no longer a mistake, the missing `owner` is.
      expect(rejected.map((d) => d.message)).toEqual(["the document is missing required key 'owner'"]);
      expect(
        await within(
          c.diagnostics(config, (list) => list.length === 0),
          'read',
        ),
      ).toEqual([]);
    },
  );
});
