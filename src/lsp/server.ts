// `agents-config-check lsp`: a Language Server over standard input and output. The protocol's
// wiring only: findings, hovers, definitions, references, completions and quick fixes come from
// the workspace (the core's check) and the pure modules beside this one.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type {
  CodeAction,
  CodeActionParams,
  CompletionItem,
  CompletionList,
  CompletionParams,
  Connection,
  Hover,
  InitializeError,
  InitializeParams,
  InitializeResult,
  Diagnostic as LspDiagnostic,
  Location as LspLocation,
  ReferenceParams,
  ResponseError,
  TextDocumentPositionParams,
  TextDocuments,
} from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic } from '../core/model/diagnostic.js';
import { optionValue } from '../core/rules/rule.js';
import { builtinGroupNames } from '../core/power/power-settings.js';
import { builtinGroupsOption } from '../core/rules/unknown-builtin.js';
import { printable } from '../report/escape.js';
import { ruleDocUrl } from '../report/rule-docs.js';
import { usageErrorLines } from '../report/text.js';
import { checkRoot } from '../run.js';
import { ConfigError } from '../core/config/config.js';
import protocol from './protocol-packages.cjs';
import { replacement, suggestionOf } from './code-actions.js';
import { candidates, completionSpot } from './completion.js';
import { hoverText } from './hover.js';
import { documentUri, isRange, placesInDocument, takeMessage } from './messages.js';
import { positionIn, TextLines, type LspPosition } from './positions.js';
import { definitionsOf, nameOf, referencesTo, symbolAt, type Location } from './symbols.js';
import { clientWatchers, sourcesKey, watchOutside } from './outside-watch.js';
import { CONFIG_FILES, Workspace, type CheckState } from './workspace.js';

/** Quiet time after an edit before the workspace is checked again: keystrokes in a burst make one check. */
const DEBOUNCE_MS = 50;

const SEVERITY = { error: 1, warning: 2, note: 3 } as const;

/** The protocol's completion item kinds: a group is a module, a skill a class, a tool a function. */
const COMPLETION_KIND = { builtin: 9, skill: 7, tool: 3, 'mcp-server': 9, 'mcp-tool': 3 } as const;

const LSP_USAGE = `Usage: agents-config-check lsp [--stdio]

Runs the language server over standard input and output (the only transport; --stdio, which
editors pass, is accepted). It checks the workspace folder the editor opens, with its
.agents-config-check.yml, exactly as the command line does.`;

function startLanguageServer(hint: string): void {
  const {
    createConnection,
    TextDocuments: Documents,
    StreamMessageReader,
    StreamMessageWriter,
  } = protocol.node();
  const reader = new StreamMessageReader(process.stdin);
  reader.onError((error) => outOfStep(error));
  // Messages the library's handlers cannot take are made ones they can, or dropped (messages.ts).
  const listen = reader.listen.bind(reader);
  reader.listen = (callback) =>
    listen((message) => {
      if (takeMessage(message)) callback(message);
    });
  process.stdin.on(
    'data',
    headerWatch(() => outOfStep(new Error(`a header longer than ${MAX_HEADER} bytes, or none ending`))),
  );
  const connection = createConnection(reader, new StreamMessageWriter(process.stdout));
  // An editor that closed its end of our output hears nothing more: the server ends, as when it
  // closes our input, and says nothing (cli.ts words a stream that failed otherwise).
  process.stdout.once('close', () => process.exit());
  const documents = new Documents(protocol.TextDocument());
  const server = new LanguageServer(connection, documents);
  server.listen();
  // An editor that closed our input (it quit, or crashed) hears nothing more: a check an edit just
  // before had scheduled wrote to a closed connection, an uncaught error (a stack trace, exit 1).
  reader.onClose(() => server.stop());
  // Input that ends before a byte of it came is no editor (a script, or a CI step that meant a
  // folder named lsp): said, and a usage error, where the process would end with 0, checking nothing.
  let heard = false;
  process.stdin.once('data', () => (heard = true));
  process.stdin.once('end', () => {
    if (heard) return;
    process.stderr.write(
      `agents-config-check: lsp: standard input ended before an editor sent anything${hint}\n`,
    );
    process.exitCode = 2;
  });
}

/** A file's findings as last published: their key, the text they were placed in, and the URI sent to. */
interface Published {
  key: string;
  text: string | undefined;
  uri: string;
}

/** The longest header section taken: the protocol's two headers fit in well under a hundred bytes. */
const MAX_HEADER = 64 * 1024;

/**
 * Follows the messages' framing beside the reader, which looks for a header's end from the first
 * byte it holds, again at every chunk and without a bound: input that never ends a header (`lsp <
 * /dev/zero`) took time and memory without end. A header section longer than MAX_HEADER is out of
 * step. The Content-Length is read as the reader reads it (its last, parseInt).
 */
function headerWatch(tooLong: () => void): (chunk: Buffer) => void {
  let header = '';
  let body = 0;
  return (chunk) => {
    let at = 0;
    while (at < chunk.length) {
      if (body > 0) {
        const skipped = Math.min(body, chunk.length - at);
        body -= skipped;
        at += skipped;
        continue;
      }
      const before = header.length;
      header += chunk.toString('latin1', at, Math.min(chunk.length, at + MAX_HEADER + 4 - before));
      const end = header.indexOf('\r\n\r\n');
      if (end === -1) {
        if (header.length > MAX_HEADER) tooLong();
        return;
      }
      at += end + 4 - before;
      let length = '';
      for (const line of header.slice(0, end).split('\r\n')) {
        const colon = line.indexOf(':');
        if (line.slice(0, colon).toLowerCase() === 'content-length') length = line.slice(colon + 1).trim();
      }
      // No radix: as the reader parses it, `0x10` included.
      body = Number.parseInt(length) || 0;
      header = '';
    }
  };
}

/**
 * A header the reader cannot take (no Content-Length, or one that is no number; stray bytes
 * before it; or a length that was wrong, so that the next header starts mid-message): the protocol
 * has no way to find the next message again, and every later one would be read as a broken
 * header, the editor left waiting on a server that answers nothing. Said, and a usage error. A
 * body of the right length that is no JSON (a SyntaxError) leaves the stream in step.
 */
function outOfStep(error: Error): void {
  if (error instanceof SyntaxError) return;
  const why = (error.message.split('\n')[0] ?? '').slice(0, 200);
  process.stderr.write(
    `agents-config-check: lsp: the editor's messages are out of step (${why}); the server stops, as it cannot find the next one\n`,
  );
  process.exit(2);
}

class LanguageServer {
  /** The folder the editor opened, once it is known to be one that can be checked. */
  private root: string | undefined;
  private opened: Workspace | undefined;
  private timer: NodeJS.Timeout | undefined;
  /**
   * What was last published per file, and under which URI: only what changed is sent again, and
   * a list is cleared where it was sent (the editor's spelling of the URI, while it had it open).
   */
  private published = new Map<string, Published>();
  /** Each file's URI as the server spells it, made once. */
  private readonly plainUris = new Map<string, string>();
  /**
   * Each open file's URI whose text the workspace holds: of two spellings open at once (`%73`
   * for `s`), each with a text of its own, the one last opened or changed. Its findings are
   * placed in that text, and published there.
   */
  private readonly textUris = new Map<string, string>();
  private watchFiles = false;
  /** The client takes watchers whose patterns are relative to a folder of its choosing. */
  private relativePatterns = false;
  /**
   * How what the configuration is read from outside the root is watched (outside-watch.ts), for
   * the sources named by `key`: `stop` ends the server's own watching, where it watches.
   */
  private outside: { key: string; stop: () => void } | undefined;
  /** The editor asked to shut down, or closed the connection: nothing is published any more. */
  private stopped = false;
  /** The editor's initialize request was answered: the protocol allows one, before any other request. */
  private initialized = false;
  /** Why the folder the editor opened cannot be checked (it is a file, or missing). */
  private rootProblem: string | undefined;
  /** The last reason the editor was told that the folder is too large to walk. */
  private toldTooLarge: string | undefined;

  constructor(
    private readonly connection: Connection,
    private readonly documents: TextDocuments<TextDocument>,
  ) {}

  /**
   * The workspace, walked and read at its first use, after initialize is answered: an editor
   * waits on that answer, and a large folder takes time to walk.
   */
  private get workspace(): Workspace | undefined {
    if (this.opened === undefined && this.root !== undefined) this.opened = new Workspace(this.root);
    return this.opened;
  }

  listen(): void {
    const { connection, documents } = this;
    connection.onInitialize((params) => this.initialize(params));
    connection.onInitialized(() => {
      if (this.rootProblem !== undefined)
        void connection.sendNotification(protocol.node().ShowMessageNotification.type, {
          type: 1,
          message: `agents-config-check: ${this.rootProblem}`,
        });
      // A client may refuse the registration it said it takes: an unhandled refusal ended the
      // server. Refused, the disk is read again at closes and saves, as for a client that watches none.
      if (this.watchFiles)
        connection.client
          .register(protocol.node().DidChangeWatchedFilesNotification.type, {
            watchers: [{ globPattern: '**/*' }],
          })
          .catch(() => {
            this.watchFiles = false;
            // The root's configuration is then watched by the server, as for a client that watches none.
            this.followOutside();
          });
      this.publish();
    });
    this.followChanges();
    connection.onHover(this.untilShutdown((params) => this.hover(params)));
    connection.onDefinition(this.untilShutdown((params) => this.definitions(params)));
    connection.onReferences(this.untilShutdown((params) => this.references(params)));
    connection.onCompletion(this.untilShutdown((params) => this.completions(params)));
    connection.onCodeAction(this.untilShutdown((params) => this.quickFixes(params)));
    // After shutdown the editor expects nothing more but the exit: edits then publish nothing.
    connection.onShutdown(() => this.stop());
    documents.listen(connection);
    connection.listen();
  }

  /**
   * A request's handler that, once the editor asked to shut down, answers as the protocol asks of
   * a request then: an InvalidRequest error, where the workspace was read and answered from again.
   * Before initialize, a ServerNotInitialized error, as the protocol asks too: the answer (none)
   * read as one about a workspace the server has not been given.
   */
  private untilShutdown<P, R>(handle: (params: P) => R): (params: P) => R | ResponseError<void> {
    return (params) => {
      if (this.initialized && !this.stopped) return handle(params);
      const { ResponseError: Refusal, ErrorCodes } = protocol.node();
      return this.initialized
        ? new Refusal(ErrorCodes.InvalidRequest, 'the server is shutting down')
        : new Refusal(ErrorCodes.ServerNotInitialized, 'the server is not initialized yet');
    };
  }

  /**
   * The workspace the editor opens, and what the server can do. A second initialize is refused:
   * answered as the first, it took a root of its own (another folder, the file system's root)
   * where the workspace had not been read yet, and served the first's where it had, the editor
   * told capabilities of a workspace the server was not serving.
   */
  private initialize(params: InitializeParams): InitializeResult | ResponseError<InitializeError> {
    if (this.initialized) {
      const { ResponseError: Refusal, ErrorCodes } = protocol.node();
      return new Refusal(ErrorCodes.InvalidRequest, 'the server is initialized already', { retry: false });
    }
    this.initialized = true;
    // The first folder that names a local path, else the root URI (a client may send any JSON).
    const folders: unknown[] = Array.isArray(params.workspaceFolders) ? params.workspaceFolders : [];
    const root = [...folders.map((f) => (f as { uri?: unknown } | null)?.uri), params.rootUri]
      .map(localPath)
      .find((path) => path !== undefined);
    // A root that is no folder is no workspace: the editor is told why, in the command line's
    // words, where a file root was walked as a folder it could not read, and a missing one said
    // nothing at all.
    if (root !== undefined) {
      try {
        // The file system's root among them: walked, it kept initialize unanswered for minutes.
        checkRoot(root, root);
        this.root = root;
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        this.rootProblem = error.message;
      }
    }
    // Capabilities as sent, any JSON: none (null) is a client that asks for nothing.
    const capabilities = params.capabilities as InitializeParams['capabilities'] | null;
    const watched = capabilities?.workspace?.didChangeWatchedFiles;
    this.watchFiles = watched?.dynamicRegistration === true;
    this.relativePatterns = watched?.relativePatternSupport === true;
    return {
      capabilities: {
        // Incremental changes, and saves: a client that watches no files tells of the disk only so.
        textDocumentSync: { openClose: true, change: 2, save: { includeText: false } },
        hoverProvider: true,
        definitionProvider: true,
        referencesProvider: true,
        completionProvider: { triggerCharacters: ['/', ' ', '[', ',', '"', "'"] },
        codeActionProvider: { codeActionKinds: ['quickfix'] },
      },
      serverInfo: { name: 'agents-config-check' },
    };
  }

  /** Edits, closes and saves of open documents, and files changed on disk, each lead to a new check. */
  private followChanges(): void {
    const { connection, documents } = this;
    documents.onDidChangeContent((change) => this.edited(change.document.uri, change.document.getText()));
    documents.onDidClose((event) => {
      const path = this.pathOf(event.document.uri);
      // A configuration above the root is never watched: its text may have changed unseen too.
      if (path === undefined && !this.watchFiles) this.configurationChanged([event.document.uri]);
      if (path === undefined || !this.workspace) return;
      // The file may still be open under another spelling of its URI (`%61` for `a`): the text
      // stays that of the spelling it was, or, that one closed, another's.
      const held = this.textUris.get(path);
      if (held === event.document.uri || held === undefined || !documents.get(held)) {
        const still = documents.all().find((d) => this.pathOf(d.uri) === path);
        const text: unknown = still?.getText();
        if (still && typeof text === 'string') {
          this.workspace.setOpen(path, text);
          this.textUris.set(path, still.uri);
        } else {
          this.workspace.close(path);
          this.textUris.delete(path);
        }
      }
      // Without file watching, the disk's text may have changed unseen (saved with no didSave).
      if (!this.watchFiles) this.changedOnDisk([path]);
      this.schedule();
    });
    documents.onDidSave((event) => {
      const path = this.pathOf(event.document.uri);
      // A client that watches files reports the save as a change too: then only the configuration
      // (read only from disk) is read again at once. One above the root is watched by none.
      if (path === undefined) this.configurationChanged([event.document.uri]);
      else if (!this.watchFiles || this.workspace?.isConfiguration(path)) this.changedOnDisk([path]);
    });
    connection.onDidChangeWatchedFiles((params) => {
      // Any JSON: an entry the server cannot read (null, a URI that is no string) is passed over,
      // not a reason to drop the whole batch, whose other files would keep their old findings.
      const changes: unknown[] = Array.isArray(params?.changes) ? params.changes : [];
      const uris = changes.flatMap((c) => {
        const uri = (c as { uri?: unknown } | null)?.uri;
        return typeof uri === 'string' ? [uri] : [];
      });
      const paths = uris.flatMap((uri) => this.pathOf(uri) ?? []);
      if (paths.length > 0) this.changedOnDisk(paths);
      if (paths.length < uris.length) this.configurationChanged(uris);
    });
  }

  private hover(params: TextDocumentPositionParams): Hover | null {
    const found = this.symbolAt(params);
    if (!found) return null;
    const text = hoverText(found.state.project, found.symbol, this.builtinGroups());
    return text === undefined
      ? null
      : { contents: { kind: 'markdown', value: text }, range: found.lines.range(found.symbol.span) };
  }

  private definitions(params: TextDocumentPositionParams): LspLocation[] | null {
    const found = this.symbolAt(params);
    const name = found && nameOf(found.symbol);
    if (!found || !name) return null;
    return definitionsOf(found.state.project, name.target, name.name).map((l) => this.location(l));
  }

  private references(params: ReferenceParams): LspLocation[] | null {
    const found = this.symbolAt(params);
    const name = found && nameOf(found.symbol);
    if (!found || !name) return null;
    const { project } = found.state;
    // Any JSON: a context that is no object asks for no declarations.
    const context = params.context as ReferenceParams['context'] | null | undefined;
    const declarations =
      context?.includeDeclaration === true ? definitionsOf(project, name.target, name.name) : [];
    return [...declarations, ...referencesTo(project, name.target, name.name)].map((l) => this.location(l));
  }

  private completions(params: CompletionParams): CompletionList | null {
    if (!placesInDocument(params)) return null;
    const path = this.placedPath(params.textDocument.uri);
    const text = path === undefined ? undefined : this.workspace?.textOf(path);
    const kind = path === undefined ? undefined : this.workspace?.kindOf(path);
    const state = this.current();
    if (text === undefined || !kind || !state) return null;
    // The protocol's lines: a lone carriage return ends one too.
    const lines = text.split(/\r\n?|\n/);
    // The range sent back ends where the text has the position, never at the client's word.
    const at = positionIn(params.position, lines.length, (line) => (lines[line] as string).length);
    if (!at) return null;
    const spot = completionSpot(kind, lines, at.line, at.character);
    if (!spot) return null;
    const { items: found, complete } = candidates(state.project, spot, this.builtinGroups());
    const range = { start: { line: at.line, character: spot.start }, end: at };
    const items: CompletionItem[] = found.map((c) => ({
      label: c.name,
      kind: COMPLETION_KIND[spot.expected],
      detail: c.detail ?? spot.expected,
      ...(c.documentation ? { documentation: c.documentation } : {}),
      textEdit: { range, newText: c.name },
    }));
    return { isIncomplete: !complete, items };
  }

  /** A quick fix for each finding in the range that suggests a name to change to. */
  private quickFixes(params: CodeActionParams): CodeAction[] | null {
    const uri = documentUri(params);
    if (uri === undefined || !isRange(params.range)) return null;
    const path = this.placedPath(uri);
    const state = this.current();
    if (path === undefined || !state) return null;
    // A document whose text is not the one checked (the configuration, read from disk, edited
    // and not saved) holds other text at the findings' places: a fix there would replace it.
    const text: unknown = this.documents.get(uri)?.getText();
    if (text !== undefined && text !== this.workspace?.checkedText(path)) return [];
    const lines = this.linesOf(path);
    const actions: CodeAction[] = [];
    for (const d of state.diagnostics) {
      if (d.file !== path) continue;
      const range = lines.range(d);
      if (range.end.line < params.range.start.line || range.start.line > params.range.end.line) continue;
      const suggestion = suggestionOf(d.message);
      if (suggestion === undefined) continue;
      const current = sliceRange(lines, range);
      const text = replacement(current, suggestion);
      if (text === undefined) continue;
      actions.push({
        title: `Change to '${printable(suggestion)}'`,
        kind: 'quickfix',
        isPreferred: true,
        diagnostics: [this.toLsp(d, lines)],
        edit: { changes: { [uri]: [{ range, newText: text }] } },
      });
    }
    return actions;
  }

  /** The builtin groups the configuration allows (none before a workspace is open). */
  private builtinGroups(): readonly string[] {
    const config = this.workspace?.config;
    return config ? builtinGroupNames(optionValue(config.ruleOptions, builtinGroupsOption)) : [];
  }

  private pathOf(uri: string): string | undefined {
    if (!this.workspace) return undefined;
    const absolute = localPath(uri);
    return absolute === undefined ? undefined : this.workspace.relativePath(absolute);
  }

  /**
   * The path of a request's document, where its positions are those of the text checked: none
   * where the document is open under a spelling whose text is not the one checked (another
   * spelling's, edited since), whose lines may be other lines.
   */
  private placedPath(uri: string): string | undefined {
    const path = this.pathOf(uri);
    if (path === undefined) return undefined;
    const held = this.textUris.get(path);
    const text: unknown = this.documents.get(uri)?.getText();
    if (held === undefined || held === uri || text === undefined) return path;
    return text === this.workspace?.textOf(path) ? path : undefined;
  }

  /** A file's URI: the editor's own spelling of it, when the file is open, else the server's. */
  private uriOf(path: string, open = this.openUris()): string {
    return open.get(path) ?? this.plainUri(path);
  }

  private plainUri(path: string): string {
    let uri = this.plainUris.get(path);
    if (uri === undefined) {
      uri = pathToFileURL(join((this.workspace as Workspace).root, path)).href;
      this.plainUris.set(path, uri);
    }
    return uri;
  }

  /**
   * The open documents' URIs by path: where two spellings name one file, the one whose text is
   * checked (the other's text may differ, and with it every position after an edit there).
   */
  private openUris(): Map<string, string> {
    const uris = new Map<string, string>();
    for (const d of this.documents.all()) {
      const path = this.pathOf(d.uri);
      if (path !== undefined && !uris.has(path)) uris.set(path, d.uri);
    }
    for (const [path, uri] of this.textUris) if (uris.has(path)) uris.set(path, uri);
    return uris;
  }

  private edited(uri: string, text: unknown): void {
    const path = this.pathOf(uri);
    if (path === undefined || !this.workspace) return;
    // A client may send any JSON as a document's text: one that is no string is no document.
    if (typeof text === 'string') this.workspace.setOpen(path, text);
    else this.workspace.close(path);
    this.textUris.set(path, uri);
    this.schedule();
  }

  /** Files changed on disk since the last check: read again in one walk, when the debounce ends. */
  private readonly pendingOnDisk = new Set<string>();

  private changedOnDisk(paths: string[]): void {
    // Git's and packages' own files change all the time and are never definitions.
    for (const path of paths)
      if (!/(^|\/)(\.git|node_modules)(\/|$)/.test(path)) this.pendingOnDisk.add(path);
    if (this.pendingOnDisk.size > 0) this.schedule();
  }

  /** The configuration is to be read again before the next check: a file outside the root it is read from changed. */
  private configurationStale = false;

  /**
   * Files outside the root that changed: where one is the configuration found above the root, or
   * a file of the schemas folder it names there, the configuration is read again, as the command
   * line would read it now. Any other file outside the root is none of the workspace's.
   */
  private configurationChanged(uris: readonly string[]): void {
    for (const uri of uris) {
      const absolute = localPath(uri);
      if (absolute !== undefined && this.configurationChangedAt(absolute)) return;
    }
  }

  /** configurationChanged of one file, by its absolute path: whether it is one the configuration is read from. */
  private readonly configurationChangedAt = (absolute: string): boolean => {
    const workspace = this.workspace;
    if (!workspace || workspace.relativePath(absolute) !== undefined) return false;
    if (!workspace.configurationAt(absolute)) return false;
    this.configurationStale = true;
    this.schedule();
    return true;
  };

  /**
   * Watches what the configuration is read from outside the root, as it is now (the schemas
   * folder it names may have changed): by the client's watchers where it takes relative
   * patterns and watches files, else by the server itself (also where the client refuses).
   */
  private followOutside(): void {
    const workspace = this.workspace;
    if (!workspace || this.stopped) return;
    const sources = workspace.outsideSources(!this.watchFiles);
    const key = sourcesKey(sources);
    if (this.outside?.key === key) return;
    this.outside?.stop();
    const watchHere = (): (() => void) => watchOutside(sources, this.watchedChange);
    if (sources.folders.length === 0 && sources.schemas === undefined)
      this.outside = { key, stop: () => undefined };
    else if (!this.watchFiles || !this.relativePatterns) this.outside = { key, stop: watchHere() };
    else {
      const entry = { key, stop: (): void => undefined };
      this.outside = entry;
      const { DidChangeWatchedFilesNotification } = protocol.node();
      this.connection.client
        .register(DidChangeWatchedFilesNotification.type, { watchers: clientWatchers(sources) })
        .then(
          (registration) => {
            // Sources changed meanwhile: these watchers are no longer wanted.
            if (this.outside !== entry) registration.dispose();
            else entry.stop = () => (this.stopped ? undefined : registration.dispose());
          },
          () => {
            if (this.outside === entry && !this.stopped) entry.stop = watchHere();
          },
        );
    }
    // A change made after the configuration was read and before the watching began is told by
    // no watcher: the next check reads it again.
    if (workspace.configurationChanged()) this.schedule();
  }

  /**
   * A file the server watches itself changed: one in the root (its configuration or schemas,
   * for a client that watches no files) as a change on disk the editor told of, else as one of
   * the configuration's sources outside the root.
   */
  private readonly watchedChange = (absolute: string): void => {
    const path = this.workspace?.relativePath(absolute);
    if (path === undefined) this.configurationChangedAt(absolute);
    else this.changedOnDisk([path]);
  };

  /** Publishes nothing more: the editor asked to shut down, or closed the connection. */
  stop(): void {
    this.stopped = true;
    this.outside?.stop();
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.publish();
    }, DEBOUNCE_MS);
  }

  /** The workspace checked as it is now: a request right after an edit does not wait for the debounce. */
  private current(): CheckState | undefined {
    if (this.configurationStale) {
      // Read whole again: the files changed on disk meanwhile are read with the rest.
      this.configurationStale = false;
      this.pendingOnDisk.clear();
      this.workspace?.reload();
    }
    if (this.pendingOnDisk.size > 0) {
      this.workspace?.changedOnDisk([...this.pendingOnDisk]);
      this.pendingOnDisk.clear();
    }
    return this.workspace?.check();
  }

  private linesOf(path: string): TextLines {
    return new TextLines(this.workspace?.textOf(path) ?? '', this.workspace?.isOpen(path));
  }

  private toLsp(d: Diagnostic, lines: TextLines): LspDiagnostic {
    return {
      range: lines.range(d),
      severity: SEVERITY[d.severity],
      code: d.rule,
      codeDescription: { href: ruleDocUrl(d.rule) },
      source: 'agents-config-check',
      message: printable(d.message),
    };
  }

  private publish(): void {
    const workspace = this.workspace;
    if (!workspace || this.stopped) return;
    const state = this.current();
    // A folder too large to walk: its findings are cleared (below), and the editor told why once.
    if (workspace.tooLarge !== undefined && workspace.tooLarge !== this.toldTooLarge)
      void this.connection.sendNotification(protocol.node().ShowMessageNotification.type, {
        type: 1,
        message: `agents-config-check: root '${workspace.root}': ${workspace.tooLarge}`,
      });
    this.toldTooLarge = workspace.tooLarge;
    const byFile = new Map<string, Diagnostic[]>();
    for (const d of state?.diagnostics ?? []) {
      const list = byFile.get(d.file);
      if (list) list.push(d);
      else byFile.set(d.file, [d]);
    }
    const next = new Map<string, Published>();
    const open = this.openUris();
    const send = (path: string, key: string, text: string | undefined, list: () => LspDiagnostic[]): void => {
      const uri = this.uriOf(path, open);
      next.set(path, { key, text, uri });
      const last = this.published.get(path);
      // A file whose findings and text are as last published is not sent again: after an edit,
      // nearly every file of a large workspace is.
      if (last && last.key === key && last.text === text && last.uri === uri) return;
      // Opened or closed under another spelling: to an editor that does not make URIs alike, the
      // list sent under the other is another document's, and would stay.
      if (last && last.uri !== uri) void this.connection.sendDiagnostics({ uri: last.uri, diagnostics: [] });
      void this.connection.sendDiagnostics({ uri, diagnostics: list() });
    };
    for (const [path, diagnostics] of byFile) {
      const key = diagnostics
        .map((d) => `${d.line}:${d.column}:${d.endLine}:${d.endColumn}:${d.severity}:${d.rule}:${d.message}`)
        .join('\n');
      const text = workspace.textOf(path);
      const held = workspace.isOpen(path);
      // The same text with a byte-order mark, opened or closed, places its first line elsewhere (TextLines).
      const marked = held && text?.charCodeAt(0) === 0xfeff;
      send(path, marked ? `${key}\nheld` : key, text, () => {
        const lines = new TextLines(text ?? '', held);
        return diagnostics.map((d) => this.toLsp(d, lines));
      });
    }
    if (workspace.configError !== undefined)
      for (const [path, diagnostics] of configDiagnostics(workspace))
        send(path, JSON.stringify(diagnostics), undefined, () => diagnostics);
    // An open document with no findings is told so once, at the first check after it opens
    // (whatever the state: a configuration that stops every check too): the editor then knows
    // that the server has seen it, and what it shows is that check's.
    for (const path of open.keys()) if (!next.has(path)) send(path, '', undefined, () => []);
    for (const [path, last] of this.published)
      if (!next.has(path)) void this.connection.sendDiagnostics({ uri: last.uri, diagnostics: [] });
    this.published = next;
    this.followOutside();
  }

  /** The symbol at a request's position; none where its parameters name no place (any JSON). */
  private symbolAt(params: TextDocumentPositionParams) {
    if (!placesInDocument(params)) return undefined;
    const { position } = params;
    const path = this.placedPath(params.textDocument.uri);
    const state = this.current();
    if (path === undefined || !state) return undefined;
    const lines = this.linesOf(path);
    const at = lines.position(position);
    if (!at) return undefined;
    const { line, column } = lines.fromLsp(at);
    const symbol = symbolAt(state.project, path, line, column);
    return symbol ? { symbol, state, lines } : undefined;
  }

  private location(l: Location): LspLocation {
    return { uri: this.uriOf(l.file), range: this.linesOf(l.file).range(l.span) };
  }
}

/**
 * The local path a `file:` URI names; undefined for any other URI, and for one no path on this
 * system can be (a host, as in `file://server/share`, or an encoded `/` on POSIX, or a bad escape):
 * an editor's URI is the client's to send, and one the server cannot place is no workspace file.
 * Nor is one with a query or a fragment (a name's own `?` and `#` are escaped): it names another
 * view of the file, as an old revision beside a diff, whose text is not the file's.
 */
function localPath(uri: unknown): string | undefined {
  if (typeof uri !== 'string' || !uri.startsWith('file:') || /[?#]/.test(uri)) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}

/**
 * A configuration error as findings: each mistake in the file that holds it, at its line and
 * column (code points, as the core counts, made protocol units here); a message that names no
 * place, in the configuration file at the line it names (else the first).
 */
function configDiagnostics(workspace: Workspace): Map<string, LspDiagnostic[]> {
  const byFile = new Map<string, LspDiagnostic[]>();
  const add = (path: string, start: LspPosition, message: string): void => {
    const list = byFile.get(path) ?? [];
    list.push({
      range: { start, end: start },
      severity: 1,
      code: 'config',
      codeDescription: { href: ruleDocUrl('config') },
      source: 'agents-config-check',
      message: printable(message),
    });
    byFile.set(path, list);
  };
  // Placed in the text read from disk; in the editor's units where an open document holds that
  // very text (a byte-order mark there is its first line's first character, as for any finding).
  for (const p of workspace.configProblems) {
    const held = workspace.isOpen(p.file) && workspace.textOf(p.file) === p.text;
    add(p.file, new TextLines(p.text, held).toLsp(p.line, p.column), p.message);
  }
  if (byFile.size === 0) {
    const message = workspace.configError as string;
    // The first file the message names (`configuration '.agents-config-check.yaml' is not read`,
    // `both ../.agents-config-check.yml and ../.agents-config-check.yaml exist`, one above the
    // root), else the root's the editor holds: there may be none of the first name.
    const named = /(?:\.\.\/)*\.agents-config-check\.ya?ml/.exec(message)?.[0];
    const path =
      named ?? CONFIG_FILES.find((name) => workspace.textOf(name) !== undefined) ?? CONFIG_FILES[0]!;
    const line = Number(/:(\d+)(?::\d+)?: /.exec(message)?.[1] ?? 1);
    add(path, { line: line - 1, character: 0 }, message);
  }
  return byFile;
}

function sliceRange(lines: TextLines, range: { start: LspPosition; end: LspPosition }): string {
  if (range.start.line !== range.end.line) return '';
  return lines.line(range.start.line).slice(range.start.character, range.end.character);
}

/**
 * The `lsp` subcommand: starts the server and returns undefined (it runs until the editor asks it
 * to exit), or returns an exit status for a help request or a usage error; `hint` follows a usage
 * error (how to check a folder named `lsp` instead). An editor talks to the server through pipes:
 * a terminal is no editor, and the server would only wait on the keyboard.
 */
export function lspCommand(
  args: readonly string[],
  hint = '',
  terminal = process.stdin.isTTY === true,
): number | undefined {
  const unknown = args.find((a) => a !== '--stdio' && a !== '-h' && a !== '--help');
  const help = args.includes('-h') || args.includes('--help');
  const problem =
    unknown !== undefined
      ? `unknown argument '${unknown}'`
      : terminal && !help
        ? 'standard input is a terminal, and the language server talks to an editor over it'
        : undefined;
  if (problem !== undefined) {
    process.stderr.write(usageErrorLines('agents-config-check', `lsp: ${problem}${hint}`, LSP_USAGE));
    return 2;
  }
  if (help) {
    process.stdout.write(`${LSP_USAGE}\n`);
    return 0;
  }
  startLanguageServer(hint);
  return undefined;
}
