// initialize with a first workspace folder that names no local path (a host, a URI that is no
// string): the server took it as no workspace, though another folder, or the root URI, named this
// one, and served nothing.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponseError, type InitializeResult } from 'vscode-languageserver-protocol';
import { fileUri, startServer, within, type LspClient } from '../lsp-client.js';

const CLI = join(import.meta.dirname, '..', '..', 'dist', 'cli.js');

function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'acc-lsp-init-'));
  mkdirSync(join(dir, 'tools'));
  writeFileSync(join(dir, 'tools', 'a.yaml'), 'name: x/a\ndescription: A.\nsource: builtin\nbogus: 1\n');
  return dir;
}

describe('initialize with a folder that names no local path', () => {
  let client: LspClient | undefined;
  afterEach(async () => {
    await client?.close();
    client = undefined;
  });

  it.each<[string, (dir: string) => Record<string, unknown>]>([
    [
      'with a first folder that names no local path',
      (dir) => ({
        processId: null,
        rootUri: null,
        capabilities: {},
        workspaceFolders: [
          { uri: 'file://server/share', name: 'share' },
          { uri: fileUri(dir), name: 'repo' },
        ],
      }),
    ],
    [
      'with a folder whose URI is no string, beside the root URI',
      (dir) => ({
        processId: null,
        rootUri: fileUri(dir),
        capabilities: {},
        workspaceFolders: [{ uri: 5, name: 'five' }],
      }),
    ],
    [
      'with capabilities that are null (a client may send any JSON)',
      (dir) => ({ processId: null, rootUri: fileUri(dir), capabilities: null }),
    ],
    [
      'with a workspace capability that is no object',
      (dir) => ({ processId: null, rootUri: fileUri(dir), capabilities: { workspace: 5 } }),
    ],
  ])('%s: serves the folder', async (_, params) => {
    const dir = workspace();
    client = startServer(process.execPath, [CLI, 'lsp', '--stdio'], dir);
    const init = (await client.connection.sendRequest('initialize', params(dir))) as InitializeResult;
    expect(init.capabilities.hoverProvider).toBe(true);
    await client.connection.sendNotification('initialized', {});
    const found = await client.diagnostics(fileUri(join(dir, 'tools', 'a.yaml')));
    expect(found.map((d) => d.message)).toEqual([
      "tool 'x/a' is not used by any skill",
      "unknown key 'bogus'",
    ]);
  });

  it('answers an initialize request whose parameters are null, as one with no folder', () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: null });
    const run = spawnSync(process.execPath, [CLI, 'lsp', '--stdio'], {
      input: `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      encoding: 'utf8',
      timeout: 5000,
    });
    expect(run.stdout).toContain('"hoverProvider":true');
  });

  it('reads the files of a watched-files batch that also holds entries it cannot read', async () => {
    const dir = workspace();
    client = startServer(process.execPath, [CLI, 'lsp', '--stdio'], dir);
    await client.connection.sendRequest('initialize', {
      processId: null,
      rootUri: fileUri(dir),
      capabilities: {},
    });
    await client.connection.sendNotification('initialized', {});
    const a = fileUri(join(dir, 'tools', 'a.yaml'));
    expect((await client.diagnostics(a)).map((d) => d.message)).toContain("unknown key 'bogus'");
    writeFileSync(join(dir, 'tools', 'a.yaml'), 'name: x/a\ndescription: A.\nsource: builtin\n');
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', {
      changes: [null, { uri: 5, type: 2 }, { uri: a, type: 2 }],
    });
    const found = await client.diagnostics(a, (list) => list.length === 1);
    expect(found.map((d) => d.message)).toEqual(["tool 'x/a' is not used by any skill"]);
  });

  it.each([
    ['a file', (dir: string) => join(dir, 'tools', 'a.yaml'), 'is a file, not a folder'],
    ['missing', (dir: string) => join(dir, 'nope'), 'does not exist'],
  ])('tells the editor why a root that is %s is not checked, and publishes nothing', async (_, at, why) => {
    const root = at(workspace());
    client = startServer(process.execPath, [CLI, 'lsp', '--stdio'], tmpdir());
    const shown = new Promise<{ type: number; message: string }>((resolve) =>
      client?.connection.onNotification('window/showMessage', resolve),
    );
    await client.connection.sendRequest('initialize', {
      processId: null,
      rootUri: fileUri(root),
      capabilities: {},
    });
    await client.connection.sendNotification('initialized', {});
    const message = await shown;
    expect(message.type).toBe(1);
    expect(message.message).toBe(
      `agents-config-check: root '${root}' ${why}; expected the folder that holds the tools, skills and actors`,
    );
    expect(client.published(fileUri(root))).toBe(0);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['as the root URI', { rootUri: 'file:///' }, '/'],
    ['as a workspace folder', { rootUri: null, workspaceFolders: [{ uri: 'file:///', name: 'disk' }] }, '/'],
    // Each walked the disk up to the walk's limit before it was said to be too large.
    ['spelled //', { rootUri: 'file:////' }, '//'],
    ['through a link', { rootUri: 'file:///proc/self/root' }, '/proc/self/root'],
  ])(
    "answers at once, and checks nothing, when the folder is the file system's root %s",
    async (_, root, named) => {
      client = startServer(process.execPath, [CLI, 'lsp', '--stdio'], tmpdir());
      const shown = new Promise<{ type: number; message: string }>((resolve) =>
        client?.connection.onNotification('window/showMessage', resolve),
      );
      // Before: initialize was never answered (the whole disk walked first).
      const init = (await client.connection.sendRequest('initialize', {
        processId: null,
        capabilities: {},
        ...root,
      })) as InitializeResult;
      expect(init.capabilities.hoverProvider).toBe(true);
      await client.connection.sendNotification('initialized', {});
      expect(await shown).toEqual({
        type: 1,
        message: `agents-config-check: root '${named}' is the file system's root, which is not checked; expected the folder that holds the tools, skills and actors`,
      });
      await client.connection.sendRequest('shutdown');
      expect(client.publishedUris()).toEqual([]);
    },
    10_000,
  );

  // An edit just before the editor closed the connection (it quit, or crashed) left a check
  // scheduled, which wrote to the closed connection: an uncaught error, a stack trace, exit 1.
  it('ends quietly when the editor closes its input right after an edit', async () => {
    const dir = workspace();
    client = startServer(process.execPath, [CLI, 'lsp', '--stdio'], dir);
    const { child, connection } = client;
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    await connection.sendRequest('initialize', { processId: null, rootUri: fileUri(dir), capabilities: {} });
    await connection.sendNotification('initialized', {});
    await client.diagnostics(fileUri(join(dir, 'tools', 'a.yaml')));
    await connection.sendNotification('textDocument/didOpen', {
      textDocument: {
        uri: fileUri(join(dir, 'tools', 'a.yaml')),
        languageId: 'yaml',
        version: 1,
        text: 'x: 1\n',
      },
    });
    child.stdin?.end();
    const code = await exited;
    connection.dispose();
    const stderr = client.stderr();
    client = undefined;
    expect(code).toBe(0);
    expect(stderr).toBe('');
  });

  // The protocol allows one initialize, before any other request. A second, sent before the
  // first's initialized, was answered as the first and took its folder: the server walked and
  // served that one (any folder, the file system's root included). A request before initialize
  // was answered from no workspace, as if the document had nothing at the place.
  it('refuses a second initialize, serving the first folder, and a request before the first', async () => {
    const dir = workspace();
    const other = workspace();
    writeFileSync(join(other, 'tools', 'other.yaml'), 'name: x/o\ndescription: O.\nsource: builtin\n');
    client = startServer(process.execPath, [CLI, 'lsp', '--stdio'], dir);
    const { connection } = client;
    const a = fileUri(join(dir, 'tools', 'a.yaml'));
    const early = await connection
      .sendRequest('textDocument/hover', { textDocument: { uri: a }, position: { line: 0, character: 7 } })
      .then(
        () => undefined,
        (error: ResponseError) => error.code,
      );
    expect(early).toBe(-32002);
    await connection.sendRequest('initialize', { processId: null, rootUri: fileUri(dir), capabilities: {} });
    const again = await connection
      .sendRequest('initialize', { processId: null, rootUri: fileUri(other), capabilities: {} })
      .then(
        () => undefined,
        (error: ResponseError) => error.code,
      );
    expect(again).toBe(-32600);
    await connection.sendNotification('initialized', {});
    const found = await within(client.diagnostics(a), "the first folder's findings");
    expect(found.map((d) => d.message)).toEqual([
      "tool 'x/a' is not used by any skill",
      "unknown key 'bogus'",
    ]);
    expect(client.publishedUris()).toEqual([a]);
  });

  it('publishes nothing after shutdown', async () => {
    const dir = workspace();
    client = startServer(process.execPath, [CLI, 'lsp', '--stdio'], dir);
    const { connection } = client;
    await connection.sendRequest('initialize', { processId: null, rootUri: fileUri(dir), capabilities: {} });
    await connection.sendNotification('initialized', {});
    const a = fileUri(join(dir, 'tools', 'a.yaml'));
    await client.diagnostics(a);
    await connection.sendRequest('shutdown');
    await connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: a, languageId: 'yaml', version: 1, text: 'x: 1\n' },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(client.published(a)).toBe(1);
  });

  // The protocol: a request after shutdown is answered with InvalidRequest; it was answered from
  // the workspace (read and walked again for it) as before.
  it.each([
    ['textDocument/hover', { position: { line: 0, character: 7 } }],
    ['textDocument/definition', { position: { line: 0, character: 7 } }],
    [
      'textDocument/references',
      { position: { line: 0, character: 7 }, context: { includeDeclaration: true } },
    ],
    ['textDocument/completion', { position: { line: 0, character: 7 } }],
    [
      'textDocument/codeAction',
      {
        range: { start: { line: 3, character: 0 }, end: { line: 3, character: 5 } },
        context: { diagnostics: [] },
      },
    ],
  ])('answers %s after shutdown with InvalidRequest', async (method, params) => {
    const dir = workspace();
    client = startServer(process.execPath, [CLI, 'lsp', '--stdio'], dir);
    const { connection } = client;
    await connection.sendRequest('initialize', { processId: null, rootUri: fileUri(dir), capabilities: {} });
    await connection.sendNotification('initialized', {});
    const a = fileUri(join(dir, 'tools', 'a.yaml'));
    await client.diagnostics(a);
    const request = { textDocument: { uri: a }, ...params };
    await connection.sendRequest(method, request);
    await connection.sendRequest('shutdown');
    await expect(connection.sendRequest(method, request)).rejects.toMatchObject({ code: -32600 });
  });

  it('keeps serving when the client refuses the file watching it said it takes, reading the disk at a close', async () => {
    const dir = workspace();
    client = startServer(process.execPath, [CLI, 'lsp', '--stdio'], dir);
    client.connection.onRequest('client/registerCapability', () => new ResponseError(-32601, 'refused'));
    await client.connection.sendRequest('initialize', {
      processId: null,
      rootUri: fileUri(dir),
      capabilities: { workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } },
    });
    await client.connection.sendNotification('initialized', {});
    const a = fileUri(join(dir, 'tools', 'a.yaml'));
    expect((await client.diagnostics(a)).map((d) => d.message)).toContain("unknown key 'bogus'");
    writeFileSync(join(dir, 'tools', 'a.yaml'), 'name: x/a\ndescription: A.\nsource: builtin\n');
    const text = 'name: x/a\ndescription: A.\nsource: builtin\n';
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: a, languageId: 'yaml', version: 1, text },
    });
    await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri: a } });
    const found = await client.diagnostics(a, (list) => list.length === 1);
    expect(found.map((d) => d.message)).toEqual(["tool 'x/a' is not used by any skill"]);
    expect(client.child.exitCode).toBeNull();
  });
});
