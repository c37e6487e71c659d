// The language server's positions where protocol units and the core's columns differ: a
// configuration error at each mistake's own line and column (UTF-16 units after an emoji), one
// diagnostic per mistake, as the CLI names them.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { fileUri, startServer, within, type LspClient } from '../lsp-client.js';

const CLI = join(import.meta.dirname, '..', '..', 'dist', 'cli.js');

const summary = (ds: Diagnostic[]): string[] =>
  ds.map(
    (d) =>
      `${d.range.start.line}:${d.range.start.character}-${d.range.end.line}:${d.range.end.character} ${String(d.code)} ${d.message}`,
  );

/** The built server, initialized on a workspace of one folder. */
async function started(dir: string): Promise<LspClient> {
  const client = startServer(process.execPath, [CLI, 'lsp', '--stdio'], dir);
  await client.connection.sendRequest('initialize', {
    processId: process.pid,
    rootUri: fileUri(dir),
    capabilities: {},
    workspaceFolders: [{ uri: fileUri(dir), name: 'repo' }],
  });
  await client.connection.sendNotification('initialized', {});
  return client;
}

const ONE_TOOL = 'name: x/t\ndescription: T.\nsource: builtin\n';

/** A temporary folder holding the files given, by their paths from it. */
function folderOf(prefix: string, files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** For the describe it is called in: the built server on a folder of the files given, closed after. */
function servedFolder(prefix: string, files: Record<string, string>): { dir: string; client: LspClient } {
  const served = {} as { dir: string; client: LspClient };
  beforeAll(async () => {
    served.dir = folderOf(prefix, files);
    served.client = await started(served.dir);
  });
  afterAll(async () => {
    await served.client?.close();
  });
  return served;
}

describe('lsp positions of a configuration error', () => {
  // Two mistakes: an unknown rule after an emoji (column 3, character 2) and a bad severity
  // (column 16, character 15); the CLI prints `.agents-config-check.yml:2:3:` and `:3:16:`.
  const served = servedFolder('acc-lsp-pos-', {
    'tools/t.yaml': ONE_TOOL,
    '.agents-config-check.yml': 'rules:\n  😀-rule: off\n  unused-tool: offf\n',
  });

  it('publishes each mistake at its own line and column', async () => {
    const published = await served.client.diagnostics(fileUri(join(served.dir, '.agents-config-check.yml')));
    expect(summary(published)).toEqual([
      "1:2-1:2 config unknown rule '😀-rule'",
      "2:15-2:15 config rule 'unused-tool' must be off, note, warning or error, not 'offf'; did you mean 'off'?",
    ]);
  });
});

describe('lsp positions in a file with lone carriage returns', () => {
  // The core's lines end at line feeds, as git's and GitHub's do; the protocol's end at a lone
  // carriage return too, so the findings on its third line are on the protocol's fifth and sixth.
  const served = servedFolder('acc-lsp-cr-', {
    'tools/t.yaml':
      'name: x/t\rdescription: d\r\nsource: custom\rcode: run()\nbogus: 1\rcapability: {readz: true}\n',
  });

  it('publishes each finding on the line the protocol counts', async () => {
    const published = await served.client.diagnostics(fileUri(join(served.dir, 'tools', 't.yaml')));
    expect(summary(published)).toEqual([
      "0:6-0:9 unused-tool tool 'x/t' is not used by any skill",
      "4:0-4:5 schema unknown key 'bogus'",
      "5:13-5:18 schema unknown key 'readz' in 'capability'",
    ]);
  });
});

// A schemas folder's mistakes come as text that names its own files (`schemas/tool.schema.json:3:3:
// not valid JSON`): the server put them all in one diagnostic in the configuration file, at the
// line of the first (a line that file need not have).
describe("lsp positions of a schemas folder's mistakes", () => {
  let client: LspClient | undefined;

  afterAll(async () => {
    await client?.close();
  });

  const served = async (files: Record<string, string>): Promise<Map<string, string[]>> => {
    await client?.close();
    const dir = folderOf('acc-lsp-schemas-', { 'tools/t.yaml': ONE_TOOL, ...files });
    client = await started(dir);
    const paths = ['.agents-config-check.yml', 'schemas/tool.schema.json', 'schemas/skill.schema.json'];
    // The configuration's file is published last of the three, if at all: wait for a list there
    // or in the schema files.
    await Promise.race(paths.map((path) => (client as LspClient).diagnostics(fileUri(join(dir, path)))));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const found = new Map<string, string[]>();
    for (const path of paths) {
      const uri = fileUri(join(dir, path));
      if ((client as LspClient).published(uri) > 0)
        found.set(path, summary(await (client as LspClient).diagnostics(uri)));
    }
    return found;
  };

  it('publishes each in the file it names, at its line and column, as the CLI names them', async () => {
    // The CLI: `./schemas/tool.schema.json:3:3: not valid JSON` and
    // `./schemas/skill.schema.json:1:1: a JSON Schema here must be an object`.
    const found = await served({
      '.agents-config-check.yml': '# c\nschemas: ./schemas\n',
      'schemas/tool.schema.json': '{\n  "type": "object",\n  oops\n}\n',
      'schemas/skill.schema.json': '[1]\n',
    });
    expect(Object.fromEntries(found)).toEqual({
      'schemas/tool.schema.json': ['2:2-2:2 config not valid JSON'],
      'schemas/skill.schema.json': ['0:0-0:0 config a JSON Schema here must be an object'],
    });
  });

  it('a schemas folder that is not there, at the key that names it', async () => {
    // The CLI: `.agents-config-check.yml:2:10: schemas folder './nope' does not exist; …`.
    const found = await served({ '.agents-config-check.yml': '# c\nschemas: ./nope\n' });
    expect(Object.fromEntries(found)).toEqual({
      '.agents-config-check.yml': [
        "1:9-1:9 config schemas folder './nope' does not exist; expected a folder holding tool.schema.json, skill.schema.json, actor.schema.json, mcp-server.schema.json",
      ],
    });
  });
});

// An editor's text may hold a lone surrogate (a file on disk cannot: it would not be UTF-8). The
// core counts it as a column of its own; the server stepped over it and the unit after it as one,
// so a finding after it on its line was published one unit to the right.
describe('lsp positions after a lone surrogate', () => {
  const served = servedFolder('acc-lsp-surrogate-', { 'tools/t.yaml': ONE_TOOL });

  it.each(['\ud800x', '\ud800', 'x\ud800', '\udc00x', '😀', '\ud800😀'])(
    'publishes the finding after %j where the text has it',
    async (inside) => {
      const { client, dir } = served;
      const uri = fileUri(join(dir, 'tools', 't.yaml'));
      const line = `capability: {side_effects: ["${inside}"], writez: true}`;
      // Closed, and back to the disk's text, before the next: each list waited for is a new one.
      await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
      await client.diagnostics(uri, (list) => !list.some((d) => String(d.message).includes('writez')));
      const before = client.published(uri);
      await client.connection.sendNotification('textDocument/didOpen', {
        textDocument: {
          uri,
          languageId: 'yaml',
          version: 1,
          text: `name: x/t\ndescription: T.\nsource: builtin\n${line}\n`,
        },
      });
      const published = await client.diagnostics(
        uri,
        (list) => client.published(uri) > before && list.some((d) => String(d.message).includes('writez')),
      );
      const at = line.indexOf('writez');
      expect(summary(published.filter((d) => String(d.message).includes('writez')))).toEqual([
        `3:${at}-3:${at + 6} schema unknown key 'writez' in 'capability'; did you mean 'writes'?`,
      ]);
    },
  );
});

// A byte-order mark in the text an editor holds is a character of its first line, which the
// editor counts (one it takes off as it reads a file is not in the text it sends). The server
// placed every finding on that line one unit to the left there, and read positions sent there
// one unit to the right.
describe('lsp positions in a document whose text begins with a byte-order mark', () => {
  const served = servedFolder('acc-lsp-bom-', { 'tools/t.yaml': `\ufeff${ONE_TOOL}` });

  it('places the first line by the text held: without the mark read from disk, with it once the editor has it', async () => {
    const { client, dir } = served;
    const uri = fileUri(join(dir, 'tools', 't.yaml'));
    const unused = (list: Diagnostic[]): string[] => summary(list).map((s) => s.split(' ')[0] as string);
    // On disk, as the editor shows it when it opens the file: the mark taken off.
    expect(unused(await client.diagnostics(uri))).toEqual(['0:6-0:9']);
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: {
        uri,
        languageId: 'yaml',
        version: 1,
        text: 'name: x/t\ndescription: T.\nsource: builtin\n',
      },
    });
    await client.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri, version: 2 },
      contentChanges: [
        { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '\ufeff' },
      ],
    });
    const marked = client.diagnostics(uri, (list) => unused(list)[0] !== '0:6-0:9');
    expect(unused(await within(marked, 'the findings after the mark'))).toEqual(['0:7-0:10']);
    // The name where the editor has it, one unit after the mark.
    const hover = await client.connection.sendRequest<{ range: unknown } | null>('textDocument/hover', {
      textDocument: { uri },
      position: { line: 0, character: 7 },
    });
    expect(hover?.range).toEqual({ start: { line: 0, character: 7 }, end: { line: 0, character: 10 } });
    // Closed, then opened by an editor that keeps the mark: the disk's very text, now the editor's.
    await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
    await within(
      client.diagnostics(uri, (list) => unused(list)[0] === '0:6-0:9'),
      'the disk read again',
    );
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: {
        uri,
        languageId: 'yaml',
        version: 1,
        text: '\ufeffname: x/t\ndescription: T.\nsource: builtin\n',
      },
    });
    const kept = client.diagnostics(uri, (list) => unused(list)[0] !== '0:6-0:9');
    expect(unused(await within(kept, 'the findings in the text the editor keeps'))).toEqual(['0:7-0:10']);
  });
});
