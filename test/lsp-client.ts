// A real Language Server Protocol client for tests: starts a server as a child process, speaks
// JSON-RPC over its standard input and output, and collects the diagnostics it publishes.
import { spawn, type ChildProcess } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import {
  createProtocolConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type Diagnostic,
  type ProtocolConnection,
} from 'vscode-languageserver-protocol/node';

export interface LspClient {
  connection: ProtocolConnection;
  child: ChildProcess;
  /** The diagnostics of a document once the server publishes a list that `accept` takes. */
  diagnostics(uri: string, accept?: (list: Diagnostic[]) => boolean): Promise<Diagnostic[]>;
  /** How many lists the server has published for a document so far. */
  published(uri: string): number;
  /** The documents the server has published lists for so far. */
  publishedUris(): string[];
  /** The registrations the server has asked for so far (`client/registerCapability`), in order. */
  registrations(): { method: string; registerOptions?: unknown }[];
  stderr(): string;
  close(): Promise<void>;
}

export const fileUri = (path: string): string => pathToFileURL(path).href;

/**
 * A promise, or a failure naming what never came after `ms`: a server gone quiet. `what` may be
 * worked out only then (what was done so far).
 */
export async function within<T>(promise: Promise<T>, what: string | (() => string), ms = 10_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`not within ${ms} ms: ${typeof what === 'string' ? what : what()}`)),
      ms,
    );
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Starts a server. `settings` answers its `workspace/configuration` requests by section, as an
 * editor's settings would (sections it does not hold are null).
 */
export function startServer(
  command: string,
  args: string[],
  cwd: string,
  settings: Record<string, unknown> = {},
): LspClient {
  const child = spawn(command, args, { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const connection = createProtocolConnection(
    new StreamMessageReader(child.stdout!),
    new StreamMessageWriter(child.stdin!),
  );
  const latest = new Map<string, Diagnostic[][]>();
  const waiting: {
    uri: string;
    accept: (list: Diagnostic[]) => boolean;
    resolve: (d: Diagnostic[]) => void;
  }[] = [];
  connection.onNotification(
    'textDocument/publishDiagnostics',
    (params: { uri: string; diagnostics: Diagnostic[] }) => {
      const lists = latest.get(params.uri) ?? [];
      lists.push(params.diagnostics);
      latest.set(params.uri, lists);
      for (const w of [...waiting]) {
        if (w.uri === params.uri && w.accept(params.diagnostics)) {
          waiting.splice(waiting.indexOf(w), 1);
          w.resolve(params.diagnostics);
        }
      }
    },
  );
  // Servers ask for settings and register capabilities: answer as a plain editor would.
  connection.onRequest('workspace/configuration', (params: { items: { section?: string }[] }) =>
    params.items.map((item) => (item.section !== undefined ? (settings[item.section] ?? null) : null)),
  );
  const registrations: { method: string; registerOptions?: unknown }[] = [];
  connection.onRequest(
    'client/registerCapability',
    (params: { registrations: { method: string; registerOptions?: unknown }[] }) => {
      registrations.push(...params.registrations);
      return null;
    },
  );
  connection.onRequest('client/unregisterCapability', () => null);
  connection.onRequest('window/workDoneProgress/create', () => null);
  connection.onNotification('window/logMessage', () => undefined);
  connection.listen();
  let closed = false;
  return {
    connection,
    child,
    diagnostics(uri, accept = () => true) {
      const lists = latest.get(uri) ?? [];
      const last = lists[lists.length - 1];
      if (last && accept(last)) return Promise.resolve(last);
      return new Promise((resolve) => waiting.push({ uri, accept, resolve }));
    },
    published: (uri) => latest.get(uri)?.length ?? 0,
    publishedUris: () => [...latest.keys()],
    registrations: () => [...registrations],
    stderr: () => stderr,
    async close() {
      if (closed) return;
      closed = true;
      try {
        await connection.sendRequest('shutdown');
        await connection.sendNotification('exit');
      } finally {
        await new Promise<void>((resolve) => {
          if (child.exitCode !== null) resolve();
          else child.once('exit', () => resolve());
          setTimeout(() => {
            child.kill();
            resolve();
          }, 2000).unref();
        });
        connection.dispose();
      }
    },
  };
}

/**
 * The built server `cli` on `dir`, initialized as an editor starts it (a root, no capabilities);
 * closed again where it does not initialize, so that no test leaves a server behind.
 */
export async function startInitialized(cli: string, dir: string): Promise<LspClient> {
  const client = startServer(process.execPath, [cli, 'lsp', '--stdio'], dir);
  try {
    await client.connection.sendRequest('initialize', {
      processId: null,
      rootUri: fileUri(dir),
      capabilities: {},
    });
    await client.connection.sendNotification('initialized', {});
  } catch (error) {
    await client.close();
    throw error;
  }
  return client;
}
