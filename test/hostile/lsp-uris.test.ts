// The language server and URIs no local path can be: `file://server/share/…` (a UNC path, which
// an editor on another system may send), an encoded `/`, a broken escape, a URI that is no
// string. fileURLToPath throws on each; it threw in the handler and again in the debounced check
// (a timer, where nothing catches), and the server died. Each is no workspace file, and the server
// goes on checking the rest.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { InitializeResult } from 'vscode-languageserver-protocol';
import { fileUri, startInitialized, startServer, type LspClient } from '../lsp-client.js';
import { CLI, GOOD_TOOL } from './helpers.js';

const UNPLACEABLE: unknown[] = [
  'file://server/share/tools/x.yaml',
  'file:///tools/a%2Fb.yaml',
  'file:///tools/%E0%A4%A.yaml',
  5,
  null,
];

function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'acc-lsp-uri-'));
  mkdirSync(join(dir, 'tools'));
  writeFileSync(join(dir, 'tools', 'good.yaml'), GOOD_TOOL);
  return dir;
}

describe('the language server and URIs that name no local path', () => {
  let client: LspClient | undefined;
  afterEach(async () => {
    await client?.close();
    client = undefined;
  });

  it('documents opened under them are ignored, and the workspace is still checked', async () => {
    const dir = workspace();
    client = await startInitialized(CLI, dir);
    for (const uri of UNPLACEABLE) {
      await client.connection.sendNotification('textDocument/didOpen', {
        textDocument: { uri, languageId: 'yaml', version: 1, text: 'name: x/y\n' },
      });
      const hover = await client.connection.sendRequest('textDocument/hover', {
        textDocument: { uri },
        position: { line: 0, character: 7 },
      });
      expect(hover).toBeNull();
    }
    // An edit of a real document after them: checked and published, by a server still alive.
    const good = fileUri(join(dir, 'tools', 'good.yaml'));
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: good, languageId: 'yaml', version: 1, text: `${GOOD_TOOL}bogus: 1\n` },
    });
    const found = await client.diagnostics(good, (list) => list.some((d) => d.code === 'schema'));
    expect(found.map((d) => d.message)).toContain("unknown key 'bogus'");
    expect(client.child.exitCode).toBeNull();
    expect(client.stderr()).toBe('');
  });

  it('a workspace folder under one is no workspace: initialize still answers', async () => {
    client = startServer(process.execPath, [CLI, 'lsp', '--stdio'], workspace());
    const init = (await client.connection.sendRequest('initialize', {
      processId: null,
      rootUri: null,
      workspaceFolders: [{ uri: 'file://server/share', name: 'share' }],
      capabilities: {},
    })) as InitializeResult;
    expect(init.capabilities.hoverProvider).toBe(true);
  });

  // A query or a fragment names another view of the file (an old revision beside a diff, a line),
  // not the file: its text took the file's place in the check, and the file's findings went to it.
  it('a file: URI with a query or a fragment is not the file it names', async () => {
    const dir = workspace();
    client = await startInitialized(CLI, dir);
    const good = fileUri(join(dir, 'tools', 'good.yaml'));
    await client.diagnostics(good);
    for (const tail of ['?ref=HEAD~1', '#L3', '?'])
      await client.connection.sendNotification('textDocument/didOpen', {
        textDocument: { uri: good + tail, languageId: 'yaml', version: 1, text: `${GOOD_TOOL}virtual: 1\n` },
      });
    // An edit of another file after them, to know they were taken in.
    const other = fileUri(join(dir, 'tools', 'other.yaml'));
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: other, languageId: 'yaml', version: 1, text: 'name: x/other\n' },
    });
    await client.diagnostics(other, (list) => list.length > 0);
    expect((await client.diagnostics(good)).map((d) => d.message)).toEqual([
      "tool 'x/good' is not used by any skill",
    ]);
    for (const tail of ['?ref=HEAD~1', '#L3', '?']) expect(client.published(good + tail)).toBe(0);
  });
});
