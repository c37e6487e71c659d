// A workspace on disk, the language server on it driven by a real client, and the buffers the
// editor holds open; and the command line's findings for the same files (the open buffers' text
// written in place of the disk's), in one form, to compare after each step of an edit sequence.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { ConfigError } from '../src/core/config/config.js';
import { printable } from '../src/report/escape.js';
import { formatJson } from '../src/report/json.js';
import { runCheck } from '../src/run.js';
import { fileUri, startInitialized, startServer, type LspClient } from './lsp-client.js';

export const CLI = join(import.meta.dirname, '..', 'dist', 'cli.js');

const SENTINEL = 'tools/zz-sentinel.yaml';
const SENTINEL_TEXT = 'name: zzz/sentinel\ndescription: s\nsource: builtin\nbogus: 1\n';

/**
 * A 1-based line and code-point column of `text` as the protocol's 0-based line and UTF-16 column:
 * in a buffer the editor holds (`held`), a byte-order mark is the first line's first character.
 */
function utf16(text: string, line: number, column: number, held = false): string {
  const mark = text.charCodeAt(0) === 0xfeff;
  const body = mark ? text.slice(1) : text;
  const lineText = (body.split('\n')[line - 1] ?? '').replace(/\r$/, '');
  const lead = held && mark && line === 1 ? 1 : 0;
  return `${line - 1}:${
    lead +
    Array.from(lineText)
      .slice(0, column - 1)
      .join('').length
  }`;
}

/** The configuration file's names (the server reads it from disk only). */
const CONFIG_NAMES = /^\.agents-config-check\.ya?ml$/;

interface CliDiagnostic {
  file: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  rule: string;
  severity: string;
  message: string;
}

/** The protocol's severities by name, as the server sends them. */
const SEVERITY: Record<string, number> = { error: 1, warning: 2, note: 3 };

/** A finding's line without its severity (`[2]` after the rule), the form tests assert on. */
const withoutSeverity = (line: string): string => line.replace(/^(\S+ \S+ \S+) \[\d+\]/, '$1');

/** A workspace, the server on it, and the buffers the editor holds open. */
export class Session {
  readonly open = new Map<string, { text: string; version: number }>();
  private constructor(
    readonly dir: string,
    readonly client: LspClient,
    readonly watching: boolean,
    /** The repository's top, where the root is a folder below it (`sub`); else the root. */
    readonly top = dir,
  ) {}

  /**
   * `watch`: as an editor that watches files (it tells of every change on disk in its folder,
   * saves too). `below`: the root is the folder `sub` of a repository, so that a configuration
   * above it (`../.agents-config-check.yml` among `files`) is found, as the command line finds it.
   */
  static async start(files: Record<string, string>, watch = false, below = false): Promise<Session> {
    const made = mkdtempSync(join(tmpdir(), 'acc-lsp-diff-'));
    const dir = below ? join(made, 'sub') : made;
    // A repository's top is a folder holding `.git`, whatever it holds.
    if (below) mkdirSync(join(made, '.git'), { recursive: true });
    mkdirSync(dir, { recursive: true });
    for (const [path, text] of Object.entries(files)) write(dir, path, text);
    if (!watch) return new Session(dir, await startInitialized(CLI, dir), false, made);
    const client = startServer(process.execPath, [CLI, 'lsp', '--stdio'], dir);
    await client.connection.sendRequest('initialize', {
      processId: null,
      rootUri: fileUri(dir),
      capabilities: { workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } },
    });
    await client.connection.sendNotification('initialized', {});
    return new Session(dir, client, true, made);
  }

  uri = (path: string): string => fileUri(join(this.dir, path));

  async openDoc(path: string, text: string): Promise<void> {
    this.open.set(path, { text, version: 1 });
    await this.client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: this.uri(path), languageId: 'plaintext', version: 1, text },
    });
  }

  async edit(path: string, text: string): Promise<void> {
    const doc = this.open.get(path);
    if (!doc) return this.openDoc(path, text);
    doc.version++;
    doc.text = text;
    await this.client.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri: this.uri(path), version: doc.version },
      contentChanges: [{ text }],
    });
  }

  /**
   * An open buffer edited as an editor sends a keystroke's change: one range replaced (the span
   * between the texts' common start and end, in the protocol's UTF-16 positions), not the whole.
   */
  async editRange(path: string, text: string): Promise<void> {
    const doc = this.open.get(path);
    if (!doc) return this.openDoc(path, text);
    const old = doc.text;
    let start = 0;
    while (start < old.length && start < text.length && old[start] === text[start]) start++;
    // Never between a carriage return and its line feed: one line end, as the protocol counts lines.
    if (start > 0 && old[start - 1] === '\r') start--;
    let end = 0;
    while (
      end < old.length - start &&
      end < text.length - start &&
      old[old.length - 1 - end] === text[text.length - 1 - end]
    )
      end++;
    if (end > 0 && old[old.length - end] === '\n' && old[old.length - end - 1] === '\r') end--;
    const range = { start: positionAt(old, start), end: positionAt(old, old.length - end) };
    doc.version++;
    doc.text = text;
    await this.client.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri: this.uri(path), version: doc.version },
      contentChanges: [{ range, text: text.slice(start, text.length - end) }],
    });
  }

  /** The open buffer written to disk, and the editor told (a save; a watching editor's watcher sees it too). */
  async save(path: string): Promise<void> {
    const doc = this.open.get(path);
    if (!doc) return;
    write(this.dir, path, doc.text);
    await this.client.connection.sendNotification('textDocument/didSave', {
      textDocument: { uri: this.uri(path) },
    });
    if (this.watching)
      await this.client.connection.sendNotification('workspace/didChangeWatchedFiles', {
        changes: [{ uri: this.uri(path), type: 2 }],
      });
  }

  /** A symbolic link made on disk (to `target`, as written), or bytes written, and the editor told. */
  async diskRaw(path: string, content: { link: string } | Buffer): Promise<void> {
    rmSync(join(this.dir, path), { recursive: true, force: true });
    mkdirSync(dirname(join(this.dir, path)), { recursive: true });
    if (Buffer.isBuffer(content)) writeFileSync(join(this.dir, path), content);
    else symlinkSync(content.link, join(this.dir, path));
    await this.client.connection.sendNotification('workspace/didChangeWatchedFiles', {
      changes: [{ uri: this.uri(path), type: 1 }],
    });
  }

  /** A file or folder renamed on disk, and the editor told (the old path gone, the new one there). */
  async rename(from: string, to: string): Promise<void> {
    mkdirSync(dirname(join(this.dir, to)), { recursive: true });
    renameSync(join(this.dir, from), join(this.dir, to));
    await this.client.connection.sendNotification('workspace/didChangeWatchedFiles', {
      changes: [
        { uri: this.uri(from), type: 3 },
        { uri: this.uri(to), type: 1 },
      ],
    });
  }

  async close(path: string): Promise<void> {
    this.open.delete(path);
    await this.client.connection.sendNotification('textDocument/didClose', {
      textDocument: { uri: this.uri(path) },
    });
  }

  /**
   * Files written (text) or removed (undefined) on disk, and the editor told of those in its
   * folder, where `tell` (a client watches its folder only; one that watches nothing tells none).
   */
  async disk(changes: Record<string, string | undefined>, tell = true): Promise<void> {
    for (const [path, text] of Object.entries(changes))
      if (text === undefined) rmSync(join(this.dir, path), { recursive: true, force: true });
      else write(this.dir, path, text);
    const told = Object.entries(changes).filter(([path]) => tell && !path.startsWith('../'));
    if (told.length === 0) return;
    await this.client.connection.sendNotification('workspace/didChangeWatchedFiles', {
      changes: told.map(([path, text]) => ({ uri: this.uri(path), type: text === undefined ? 3 : 2 })),
    });
  }

  /**
   * Waits until the server has checked every change sent so far: a document opened after them is
   * published to (its findings, or none) by the first check that follows them all, and cleared
   * when closed again. Changes on disk the editor did not tell of (a configuration above the
   * root) are seen by that check too: the server reads its configuration again wherever it
   * changed since read, whether or not its watcher has told it yet.
   */
  private async settle(): Promise<void> {
    const uri = this.uri(SENTINEL);
    const opened = this.client.published(uri);
    await this.client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId: 'yaml', version: 1, text: SENTINEL_TEXT },
    });
    await this.client.diagnostics(uri, () => this.client.published(uri) > opened);
    const closed = this.client.published(uri);
    await this.client.connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
    await this.client.diagnostics(uri, (list) => this.client.published(uri) > closed && list.length === 0);
  }

  /**
   * Every finding the server shows now, as `file line:col-line:col rule message`; `severity`,
   * with the protocol's severity after the rule (`[1]` an error).
   */
  async served(severity = false): Promise<string[]> {
    await this.settle();
    const out: string[] = [];
    for (const uri of this.client.publishedUris()) {
      const path = relative(this.dir, fileURLToPath(uri)).split('\\').join('/');
      for (const d of await this.client.diagnostics(uri))
        out.push(
          `${path} ${d.range.start.line}:${d.range.start.character}-${d.range.end.line}:${d.range.end.character} ${String(d.code)}${severity ? ` [${String(d.severity)}]` : ''} ${d.message}`,
        );
    }
    return out.sort();
  }

  /**
   * The command line's findings for the workspace with the open buffers saved, in the same form:
   * by the built command line, or (`inProcess`) by its check and JSON report run here, the same
   * code without a process started per step. Where it stops with a usage error, the error's lines
   * (`usageFindings`).
   */
  cli(inProcess = false, severity = false): string[] {
    const copy = mkdtempSync(join(tmpdir(), 'acc-lsp-diff-cli-'));
    const root = join(copy, relative(this.top, this.dir));
    let json: string | undefined;
    let usage: string[] = [];
    try {
      cpSync(this.top, copy, { recursive: true, verbatimSymlinks: true });
      // The configuration is read from disk by the server, as when the editor saves it, never
      // from a buffer: a half-typed configuration would stop every check as the user types.
      // Nor are its schemas (the folder the root's configuration names), read with it.
      // Nor is a buffer read whose path now leads through a link (made after it was opened): the
      // server reads no file through a link, as the command line reads none; written here, it
      // would land in the file the link leads to.
      for (const [path, { text }] of this.open)
        if (
          !CONFIG_NAMES.test(path) &&
          !schemasOf(this.dir).some((folder) => path.startsWith(`${folder}/`)) &&
          !otherEncoding(join(this.dir, path)) &&
          !throughLink(this.dir, path)
        )
          write(root, path, text);
      if (!inProcess) {
        // Run from the root, the usage error names files from it, as the report does.
        const run = spawnSync(process.execPath, [CLI, '.', '--format', 'json'], {
          cwd: root,
          encoding: 'utf8',
        });
        json = run.stdout;
        if (run.status === 2)
          usage = run.stderr.split('\n').flatMap((l) => /^agents-config-check: (.*)$/.exec(l)?.[1] ?? []);
      } else
        try {
          json = formatJson(runCheck({ root }).report);
        } catch (error) {
          if (!(error instanceof ConfigError)) throw error;
          usage =
            error.problems.length > 0
              ? error.problems.map((p) => `${p.file}:${p.line}:${p.column}: ${p.message}`)
              : [error.message];
        }
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
    if (!json) return this.usageFindings(usage, severity);
    const report = JSON.parse(json) as { diagnostics: CliDiagnostic[] };
    return report.diagnostics
      .map((d) => {
        const held = this.open.get(d.file)?.text;
        const text = held ?? diskText(join(this.dir, d.file));
        const open = held !== undefined;
        const range = `${utf16(text, d.line, d.column, open)}-${utf16(text, d.endLine, d.endColumn, open)}`;
        // The editor shows messages as the text output does, invisible characters written out.
        const level = severity ? ` [${SEVERITY[d.severity]}]` : '';
        return `${d.file} ${range} ${d.rule}${level} ${printable(d.message)}`;
      })
      .sort();
  }

  /**
   * A usage error's lines as the editor shows them: each mistake (`file:line:column: message`,
   * the file from the root) a `config` finding at that place of the file on disk; a line that
   * names no place, at the start of the configuration file it names (else the root's). Where no
   * file matches the globs (no definition left), the editor rightly shows nothing: it holds no
   * mistake to place, and its folder may be filled as the user works.
   */
  private usageFindings(lines: readonly string[], severity: boolean): string[] {
    const level = severity ? ' [1]' : '';
    if (lines.some((line) => line.startsWith('no file under root'))) return [];
    return lines
      .map((line) => {
        const at = /^(.+?):(\d+):(\d+): (.*)$/.exec(line);
        if (at) {
          const [, file, l, c, message] = at as unknown as [string, string, string, string, string];
          // Placed in the text on disk; in the editor's units where it holds that text (a mark too).
          const text = diskText(join(this.dir, file));
          const place = utf16(text, Number(l), Number(c), this.open.get(file)?.text === text);
          return `${file} ${place}-${place} config${level} ${printable(message)}`;
        }
        const file = /(?:\.\.\/)*\.agents-config-check\.ya?ml/.exec(line)?.[0] ?? '.agents-config-check.yml';
        return `${file} 0:0-0:0 config${level} ${printable(line)}`;
      })
      .sort();
  }

  /** The server's findings are the command line's, severities too; returned without them. */
  async agrees(): Promise<string[]> {
    const served = await this.served(true);
    expect(served).toEqual(this.cli(false, true));
    return served.map(withoutSeverity);
  }

  /** The server's findings and the command line's (in process), severities too, to compare. */
  async compare(): Promise<{ served: string[]; expected: string[] }> {
    const served = await this.served(true);
    return { served, expected: this.cli(true, true) };
  }
}

/** The schemas folder the root's configuration names on disk (`schemas: defs`), if any. */
function schemasOf(dir: string): string[] {
  return ['.agents-config-check.yml', '.agents-config-check.yaml'].flatMap((name) => {
    const folder = /^schemas:\s*['"]?([^'"\s]+)/m.exec(diskText(join(dir, name)))?.[1];
    return folder === undefined ? [] : [folder.replace(/^\.\/|\/$/g, '')];
  });
}

export function write(dir: string, path: string, text: string): void {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
}

/** The protocol's position of a UTF-16 offset: lines end at CRLF, CR or LF. */
function positionAt(text: string, offset: number): { line: number; character: number } {
  let line = 0;
  let lineStart = 0;
  for (const end of text.slice(0, offset).matchAll(/\r\n|\r|\n/g)) {
    line++;
    lineStart = end.index + end[0].length;
  }
  return { line, character: offset - lineStart };
}

/** A file's text on disk, for placing findings; none where it cannot be read (a link that leads nowhere). */
function diskText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/**
 * Whether the file on disk is in another encoding than UTF-8: an editor shows it decoded and
 * saves it back so, and the server keeps the disk's refusal for an open buffer of it.
 */
function otherEncoding(path: string): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(readFileSync(path));
    return false;
  } catch (error) {
    return error instanceof TypeError;
  }
}

/** Whether something on a path's way, or at it, is a symbolic link. */
export function throughLink(dir: string, path: string): boolean {
  for (let end = path.indexOf('/'); end !== path.length;) {
    end = path.indexOf('/', end + 1);
    if (end === -1) end = path.length;
    try {
      if (lstatSync(join(dir, path.slice(0, end))).isSymbolicLink()) return true;
    } catch {
      return false;
    }
  }
  return false;
}
