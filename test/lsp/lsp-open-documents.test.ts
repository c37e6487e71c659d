// Documents an editor opens that the command line would not read: a symbolic link out of the root
// (the editor shows what it leads to), a file below a linked folder, a SKILL.md that is a link, a
// document holding NUL bytes, one over max-file-size. The server must publish what the command
// line says of the same files on disk, and never check, or echo, the text the editor holds there.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { fileUri, startInitialized, within, type LspClient } from '../lsp-client.js';

const CLI = join(import.meta.dirname, '..', '..', 'dist', 'cli.js');

const SECRET_TOOL = 'name: x/secret\ndescription: s\nsource: builtin\nTOPSECRET_KEY: 1\n';
const SECRET_SKILL =
  '---\nname: pdf\ndescription: OUTSIDE_SECRET\nallowed-tools: Bash\nzork: 1\n---\n# PDF\n';

function write(dir: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

/** A workspace whose files lead out of it, and the folder outside they lead to. */
function linkedWorkspace(): { dir: string; outside: string } {
  const outside = mkdtempSync(join(tmpdir(), 'acc-lsp-outside-'));
  write(outside, { 'secret.yaml': SECRET_TOOL, 'd/secret.yaml': SECRET_TOOL, 'SKILL.md': SECRET_SKILL });
  const dir = mkdtempSync(join(tmpdir(), 'acc-lsp-open-'));
  write(dir, {
    '.agents-config-check.yml': 'rules:\n  unused-tool: off\n',
    'tools/pdf.yaml':
      'name: x/pdf\ndescription: pdf\nsource: agent_skill\nagent_skill_path: agent-skills/pdf\ncapability:\n  read_only: true\n',
    'skills/s.yaml': 'name: l/s\ntools: [x/pdf]\n',
  });
  mkdirSync(join(dir, 'agent-skills', 'pdf'), { recursive: true });
  symlinkSync(join(outside, 'SKILL.md'), join(dir, 'agent-skills', 'pdf', 'SKILL.md'));
  symlinkSync(join(outside, 'secret.yaml'), join(dir, 'tools', 'link.yaml'));
  symlinkSync(join(outside, 'd'), join(dir, 'tools', 'linkdir'));
  return { dir, outside };
}

/** The command line's findings for a folder, as `file:line:column rule message`. */
function cliFindings(dir: string): string[] {
  const run = spawnSync(process.execPath, [CLI, dir, '--format', 'json'], { encoding: 'utf8' });
  const report = JSON.parse(run.stdout) as {
    diagnostics: { file: string; line: number; column: number; rule: string; message: string }[];
  };
  return report.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.rule} ${d.message}`).sort();
}

describe('the language server and documents the command line does not read', () => {
  let client: LspClient | undefined;
  afterEach(async () => {
    await client?.close();
    client = undefined;
  });

  const open = (c: LspClient, uri: string, text: string, languageId = 'yaml'): Promise<void> =>
    c.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId, version: 1, text },
    });

  /** Opens one more document and waits for its findings: every document opened before is taken in. */
  async function settled(c: LspClient, uri: string): Promise<void> {
    await open(c, uri, 'name: x/new\ndescription: n\nsource: builtin\nbogus: 1\n');
    await c.diagnostics(uri, (list) => list.length > 0);
    await c.connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
    await c.diagnostics(uri, (list) => list.length === 0);
  }

  /** What a list of diagnostics published for `path` says, as the command line writes it. */
  const asCli = (path: string, list: Diagnostic[]): string[] =>
    list.map(
      (d) =>
        `${path}:${d.range.start.line + 1}:${d.range.start.character + 1} ${String(d.code)} ${d.message}`,
    );

  it('checks the link, not the outside text an editor shows at it, and echoes none of it', async () => {
    const { dir, outside } = linkedWorkspace();
    const c = (client = await startInitialized(CLI, dir));
    const uri = (path: string): string => fileUri(join(dir, path));
    const link = await c.diagnostics(uri('tools/link.yaml'));
    // The editor follows the links and shows what is outside.
    await open(c, uri('tools/link.yaml'), readFileSync(join(outside, 'secret.yaml'), 'utf8'));
    await open(c, uri('tools/linkdir/secret.yaml'), readFileSync(join(outside, 'd', 'secret.yaml'), 'utf8'));
    await open(c, uri('agent-skills/pdf/SKILL.md'), SECRET_SKILL, 'markdown');
    await settled(c, uri('tools/new.yaml'));
    const served: string[] = [];
    for (const path of [
      'tools/link.yaml',
      'tools/linkdir',
      'tools/linkdir/secret.yaml',
      'agent-skills/pdf/SKILL.md',
      'tools/pdf.yaml',
    ])
      if (c.published(uri(path)) > 0) served.push(...asCli(path, await c.diagnostics(uri(path))));
    const expected = cliFindings(dir);
    expect(served.sort()).toEqual(expected);
    expect(asCli('tools/link.yaml', await c.diagnostics(uri('tools/link.yaml')))).toEqual(
      asCli('tools/link.yaml', link),
    );
    const hover = await c.connection.sendRequest('textDocument/hover', {
      textDocument: { uri: uri('tools/link.yaml') },
      position: { line: 0, character: 8 },
    });
    expect(hover).toBeNull();
    const everything = JSON.stringify(
      await Promise.all(
        ['tools/link.yaml', 'tools/linkdir/secret.yaml', 'agent-skills/pdf/SKILL.md', 'tools/pdf.yaml'].map(
          (path) => (c.published(uri(path)) > 0 ? c.diagnostics(uri(path)) : []),
        ),
      ),
    );
    expect(everything).not.toMatch(/TOPSECRET|OUTSIDE_SECRET|zork|x\/secret/);
  });

  it('reads an open document by the rules the command line reads its saved bytes by', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-lsp-open-'));
    write(dir, {
      '.agents-config-check.yml': 'max-file-size: 200\nrules:\n  unused-tool: off\n',
      'tools/a.yaml': 'name: x/a\ndescription: A.\nsource: builtin\n',
      'tools/b.yaml': 'name: x/b\ndescription: B.\nsource: builtin\n',
    });
    const c = (client = await startInitialized(CLI, dir));
    const uri = (path: string): string => fileUri(join(dir, path));
    const texts: Record<string, string> = {
      'tools/a.yaml': 'name: x/a\ndescription: A.\nsource: builtin\n\u0000bogus: 1\n',
      'tools/b.yaml': `name: x/b\ndescription: B.\nsource: builtin\nbogus: 1\n# ${'é'.repeat(100)}\n`,
      'tools/unsaved.yaml': 'name: x/u\ndescription: "\u0000"\nsource: builtin\n',
    };
    for (const [path, text] of Object.entries(texts)) await open(c, uri(path), text);
    await settled(c, uri('tools/new.yaml'));
    const served: string[] = [];
    for (const path of Object.keys(texts))
      if (c.published(uri(path)) > 0) served.push(...asCli(path, await c.diagnostics(uri(path))));
    // The same texts saved: what the command line says of them.
    write(dir, texts);
    expect(served.sort()).toEqual(cliFindings(dir));
    expect(served.sort()).toEqual([
      'tools/a.yaml:1:1 unreadable-file the file is binary (it contains NUL bytes)',
      'tools/b.yaml:1:1 unreadable-file the file is 254 bytes, over the 200 bytes limit (max-file-size)',
      'tools/unsaved.yaml:1:1 unreadable-file the file is binary (it contains NUL bytes)',
    ]);
  });

  it('a document still open under another spelling of its URI keeps its text when one closes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-lsp-open-'));
    write(dir, { 'tools/a.yaml': 'name: x/a\ndescription: A.\nsource: builtin\n' });
    const c = (client = await startInitialized(CLI, dir));
    const uri = fileUri(join(dir, 'tools', 'a.yaml'));
    // The same file: `%61` is `a`.
    const other = fileUri(join(dir, 'tools')) + '/%61.yaml';
    await open(c, uri, 'name: x/a\ndescription: A.\nsource: builtin\nshown: 1\n');
    await c.diagnostics(uri, (list) => list.some((d) => d.message === "unknown key 'shown'"));
    await open(c, other, 'name: x/a\ndescription: A.\nsource: builtin\nshown: 1\n');
    await c.connection.sendNotification('textDocument/didClose', { textDocument: { uri: other } });
    await settled(c, fileUri(join(dir, 'tools', 'new.yaml')));
    expect((await c.diagnostics(uri)).map((d) => d.message)).toContain("unknown key 'shown'");
  });

  // Two spellings of one file open at once, each with a text of its own: an edit under the second
  // was checked, and its findings published under the first, at lines that text does not have.
  it('publishes the findings of two spellings of one file under the one whose text was checked', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-lsp-open-'));
    write(dir, {
      'tools/a.yaml': 'name: x/a\ndescription: A.\nsource: builtin\n',
      'skills/s.yaml': 'name: x/s\ntools: [x/a]\n',
    });
    const c = (client = await startInitialized(CLI, dir));
    const plain = fileUri(join(dir, 'skills', 's.yaml'));
    // The same file: `%73` is `s`.
    const other = fileUri(join(dir, 'skills')) + '/%73.yaml';
    const text = 'name: x/s\ntools: [x/a, x/nope]\n';
    const at = (list: Diagnostic[]): string[] =>
      list.map((d) => `${d.range.start.line}:${d.range.start.character} ${String(d.code)}`);
    await open(c, plain, text);
    expect(at(await c.diagnostics(plain, (list) => list.length > 0))).toEqual(['1:13 unknown-tool']);
    await open(c, other, text);
    await c.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri: other, version: 2 },
      contentChanges: [
        { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '# 1\n# 2\n' },
      ],
    });
    const edited = c.diagnostics(other, (list) => list[0]?.range.start.line === 3);
    expect(at(await within(edited, 'the findings of the edit, under its spelling'))).toEqual([
      '3:13 unknown-tool',
    ]);
    // The first spelling's text has three lines: nothing of the second's is placed there.
    expect(at(await c.diagnostics(plain))).toEqual([]);
    // Nor is a hover: line 3 is the second's, not the first's.
    const hover = (uri: string): Promise<{ range?: unknown } | null> =>
      c.connection.sendRequest('textDocument/hover', {
        textDocument: { uri },
        position: { line: 3, character: 9 },
      });
    expect(await hover(plain)).toBeNull();
    expect((await hover(other))?.range).toEqual({
      start: { line: 3, character: 8 },
      end: { line: 3, character: 11 },
    });
    // The second closed, the first's text is checked again, and its findings are its own.
    await c.connection.sendNotification('textDocument/didClose', { textDocument: { uri: other } });
    expect(at(await c.diagnostics(plain, (list) => list.length > 0))).toEqual(['1:13 unknown-tool']);
    expect(await c.diagnostics(other, (list) => list.length === 0)).toEqual([]);
  });

  it('a document whose text is no string is no document: the server lives on and checks the rest', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-lsp-open-'));
    write(dir, { 'tools/a.yaml': 'name: x/a\ndescription: A.\nsource: builtin\n' });
    const c = (client = await startInitialized(CLI, dir));
    const uri = (path: string): string => fileUri(join(dir, path));
    const weird: unknown[] = [5, null, { text: 'name: x/b' }, ['x'], true];
    for (const [i, text] of weird.entries())
      await c.connection.sendNotification('textDocument/didOpen', {
        textDocument: { uri: uri(`tools/w${i}.yaml`), languageId: 'yaml', version: 1, text },
      });
    // A full change to one that is no string either.
    await c.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri: uri('tools/w0.yaml'), version: 2 },
      contentChanges: [{ text: 7 }],
    });
    await settled(c, uri('tools/new.yaml'));
    const hover = await c.connection.sendRequest('textDocument/hover', {
      textDocument: { uri: uri('tools/w1.yaml') },
      position: { line: 0, character: 7 },
    });
    expect(hover).toBeNull();
    expect(c.child.exitCode).toBeNull();
    expect(c.stderr()).toBe('');
    // The disk's file is checked as before.
    expect((await c.diagnostics(uri('tools/a.yaml'))).map((d) => d.message)).toEqual([
      "tool 'x/a' is not used by any skill",
    ]);
  });

  // A client that watches no files (it says so in initialize) tells the server of the disk only
  // through saves: a file saved and closed went back to the text read when the server started,
  // and a new file saved and closed was not checked at all.
  it('reads a file saved by a client that watches no files again, so that closing it shows the disk', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-lsp-open-'));
    write(dir, { 'tools/a.yaml': 'name: x/a\ndescription: A.\nsource: builtin\n' });
    const c = (client = await startInitialized(CLI, dir));
    const uri = (path: string): string => fileUri(join(dir, path));
    const saved: Record<string, string> = {
      'tools/a.yaml': 'name: x/a\ndescription: A.\nsource: builtin\nsaved: 1\n',
      'tools/new.yaml': 'name: x/new\ndescription: N.\nsource: builtin\nfresh: 1\n',
    };
    for (const [path, text] of Object.entries(saved)) {
      await open(c, uri(path), text);
      await c.diagnostics(uri(path), (list) => list.length === 2);
      write(dir, { [path]: text });
      await c.connection.sendNotification('textDocument/didSave', { textDocument: { uri: uri(path) } });
      await c.connection.sendNotification('textDocument/didClose', { textDocument: { uri: uri(path) } });
    }
    await settled(c, uri('tools/other.yaml'));
    const served: string[] = [];
    for (const path of Object.keys(saved)) served.push(...asCli(path, await c.diagnostics(uri(path))));
    expect(served.sort()).toEqual(cliFindings(dir));
  });

  // A folder the walk does not enter (a repository of its own inside the workspace): the command
  // line checks nothing in it, and the server checked a document opened there as a definition,
  // with a duplicate-name error on the workspace's own tool.
  it('checks no document opened in a folder the walk does not enter, as the command line does not', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-lsp-open-'));
    const dup = 'name: x/a\ndescription: Dup.\nsource: builtin\nbogus: 1\n';
    write(dir, {
      'tools/a.yaml': 'name: x/a\ndescription: A.\nsource: builtin\n',
      'nested/tools/b.yaml': dup,
      'nested/.git/HEAD': 'ref: refs/heads/main\n',
    });
    const c = (client = await startInitialized(CLI, dir));
    const uri = (path: string): string => fileUri(join(dir, path));
    await open(c, uri('nested/tools/b.yaml'), dup);
    await open(c, uri('nested/tools/c.yaml'), dup);
    await settled(c, uri('tools/new.yaml'));
    const served: string[] = [];
    for (const path of ['tools/a.yaml', 'nested/tools/b.yaml', 'nested/tools/c.yaml'])
      if (c.published(uri(path)) > 0) served.push(...asCli(path, await c.diagnostics(uri(path))));
    // The command line's one finding beside it is the nested repository itself, at the folder
    // (`**/tools/**` takes its tools/b.yaml): no document the server publishes to.
    expect(served.sort()).toEqual(cliFindings(dir).filter((line) => !line.startsWith('nested:')));
    expect(cliFindings(dir).filter((line) => line.startsWith('nested:'))).toEqual([
      expect.stringMatching(/^nested:1:1 unreadable-file a submodule/),
    ]);
    expect(served).toEqual(["tools/a.yaml:1:7 unused-tool tool 'x/a' is not used by any skill"]);
  });

  // An editor decodes a UTF-16 or Latin-1 file and shows its text, and saves it back as it was:
  // the command line refuses the bytes (not UTF-8), and the server checked the decoded text.
  it('keeps the refusal of a file whose bytes are not UTF-8, whatever text the editor decoded', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-lsp-open-'));
    const text = (name: string): string => `name: ${name}\ndescription: Ünï.\nsource: builtin\n`;
    write(dir, { 'tools/a.yaml': text('x/a') });
    writeFileSync(
      join(dir, 'tools', 'wide.yaml'),
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text('x/wide'), 'utf16le')]),
    );
    writeFileSync(join(dir, 'tools', 'latin.yaml'), Buffer.from(text('x/latin'), 'latin1'));
    const c = (client = await startInitialized(CLI, dir));
    const uri = (path: string): string => fileUri(join(dir, path));
    await open(c, uri('tools/wide.yaml'), text('x/wide'));
    await open(c, uri('tools/latin.yaml'), text('x/latin'));
    await settled(c, uri('tools/new.yaml'));
    const served: string[] = [];
    for (const path of ['tools/a.yaml', 'tools/wide.yaml', 'tools/latin.yaml'])
      served.push(...asCli(path, await c.diagnostics(uri(path))));
    expect(served.sort()).toEqual(cliFindings(dir));
    expect(served.filter((line) => line.includes('unreadable-file'))).toHaveLength(2);
  });
});
