// Messages in step whose parameters are JSON of another shape than the protocol's: requests with
// null parameters, positions or contexts; document notifications that name no document, or
// changes the text-document library cannot apply. The library failed such requests as internal
// errors, logged an error for each such notification, and applied a change at line 1.5 by writing
// the whole text again, so that the findings after it were placed in text the editor does not
// hold. Now: requests are answered with no result, notifications are dropped, nothing is logged.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { fileUri, startInitialized, type LspClient } from '../lsp-client.js';

const CLI = join(import.meta.dirname, '..', '..', 'dist', 'cli.js');

function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'acc-lsp-params-'));
  mkdirSync(join(dir, 'tools'));
  mkdirSync(join(dir, 'skills'));
  writeFileSync(join(dir, 'tools', 'a.yaml'), 'name: x/a\ndescription: A.\nsource: builtin\n');
  writeFileSync(join(dir, 'skills', 's.yaml'), 'name: x/s\ntools: [x/a]\n');
  return dir;
}

const placed = (list: Diagnostic[]): string[] =>
  list.map((d) => `${d.range.start.line}:${d.range.start.character} ${String(d.code)}`);

describe('the language server and parameters of another shape', () => {
  let client: LspClient | undefined;
  afterEach(async () => {
    await client?.close();
    client = undefined;
  });

  it('answers requests with no result, drops notifications, logs nothing, and keeps the text the editor holds', async () => {
    const dir = workspace();
    const c = (client = await startInitialized(CLI, dir));
    const logged: unknown[] = [];
    c.connection.onNotification('window/logMessage', (params) => void logged.push(params));
    c.connection.onNotification('window/showMessage', (params) => void logged.push(params));
    const uri = fileUri(join(dir, 'skills', 's.yaml'));
    const textDocument = { uri };
    const text = 'name: x/s\ntools: [x/a, x/nope]\n';
    await c.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId: 'yaml', version: 1, text },
    });
    const first = placed(await c.diagnostics(uri, (list) => list.length > 0));
    expect(first).toEqual(['1:13 unknown-tool']);

    const requests: [string, unknown][] = [
      ['textDocument/hover', null],
      ['textDocument/hover', { textDocument, position: null }],
      ['textDocument/definition', { textDocument, position: { line: 'a', character: {} } }],
      ['textDocument/references', { textDocument, position: { line: 1, character: 9 } }],
      ['textDocument/completion', null],
      ['textDocument/codeAction', { textDocument, range: null, context: null }],
    ];
    const answers = await Promise.all(
      requests.map(([method, params]) =>
        c.connection.sendRequest(method, params).then(
          (result) => ({ result }),
          (error: Error) => ({ error: error.message }),
        ),
      ),
    );
    expect(answers).toEqual([
      { result: null },
      { result: null },
      { result: null },
      // No context: no declarations, the references only.
      { result: [{ uri, range: { start: { line: 1, character: 8 }, end: { line: 1, character: 11 } } }] },
      { result: null },
      { result: null },
    ]);

    for (const params of [
      null,
      { textDocument: null },
      { textDocument: { uri: 5 } },
      { textDocument, contentChanges: [{ text: 'x' }] },
      { textDocument: { uri, version: 2 }, contentChanges: null },
      { textDocument: { uri, version: 2 }, contentChanges: [null] },
      { textDocument: { uri, version: 2 }, contentChanges: [{ range: null, text: 'x' }] },
      { textDocument: { uri, version: 2 }, contentChanges: [{ text: 5 }] },
      {
        textDocument: { uri, version: 2 },
        contentChanges: [
          { range: { start: { line: 1.5, character: 0 }, end: { line: 1.5, character: 0 } }, text: 'Q' },
        ],
      },
    ])
      await c.connection.sendNotification('textDocument/didChange', params);
    for (const method of ['textDocument/didOpen', 'textDocument/didSave', 'textDocument/didClose'])
      await c.connection.sendNotification(method, null);
    await c.connection.sendNotification('$/setTrace', null);
    await c.connection.sendNotification('$/progress', null);

    // The editor's text, one line added above: its finding one line down, and nothing else.
    await c.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri, version: 3 },
      contentChanges: [
        { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '# c\n' },
      ],
    });
    const after = placed(await c.diagnostics(uri, (list) => list[0]?.range.start.line !== 1));
    expect(after).toEqual(['2:13 unknown-tool']);
    expect(logged).toEqual([]);
    expect(c.child.exitCode).toBeNull();
  });
});
