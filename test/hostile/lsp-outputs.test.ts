// What the language server shows of the repository's text: a diagnostic's message (the Problems
// panel, the squiggle's hover) and a hover's Markdown. The CLI's text, annotations and SARIF write
// control and invisible characters out (report/escape.ts printable); the server passed them raw,
// so a tool named `x/a<ESC>[2J<U+202E>b` put a terminal escape and a bidi override into every
// message naming it, and a hover of it, where the override reorders what the reader sees.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileUri, startInitialized, type LspClient } from '../lsp-client.js';
import { CLI } from './helpers.js';

// eslint-disable-next-line no-control-regex
const RAW = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/;

const FILE = 'tools/t\u202e.yaml';
const TOOL = 'name: "x/a\\e[2J\\u202eb"\ndescription: "Clears\\e[2J\\u202e the screen."\nsource: builtin\n';

describe('the language server shows control and invisible characters written out', () => {
  let client: LspClient | undefined;
  afterEach(async () => {
    await client?.close();
    client = undefined;
  });

  it("in a diagnostic's message and in a hover", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-lsp-out-'));
    mkdirSync(join(dir, 'tools'));
    writeFileSync(join(dir, FILE), TOOL);
    client = await startInitialized(CLI, dir);
    const uri = fileUri(join(dir, FILE));
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId: 'yaml', version: 1, text: TOOL },
    });
    const found = await client.diagnostics(uri, (list) => list.some((d) => d.code === 'invalid-name'));
    const named = found.find((d) => d.code === 'invalid-name');
    expect(named?.range.start).toEqual({ line: 0, character: 6 });
    expect(named?.message).toContain("tool name 'x/a\\x1b[2J\\u202eb'");
    expect(found.filter((d) => RAW.test(String(d.message)))).toEqual([]);
    const hover = (await client.connection.sendRequest('textDocument/hover', {
      textDocument: { uri },
      position: { line: 0, character: 8 },
    })) as { contents: { value: string } } | null;
    expect(hover?.contents.value).toContain('`x/a\\x1b[2J\\u202eb`');
    expect(hover?.contents.value).toContain('tools/t\\u202e.yaml');
    expect(RAW.test(hover?.contents.value ?? '')).toBe(false);
  });
});
