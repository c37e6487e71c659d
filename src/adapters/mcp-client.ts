// Lists what one MCP server offers, with the official SDK over stdio or Streamable HTTP:
// `initialize`, then every page of `tools/list` (again if the server says its tools changed
// meanwhile). The only module that loads the SDK; the CLI imports it (through src/mcp.ts) on
// `mcp pin` and `mcp verify` alone.
import { statSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { FetchLike, Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  type ClientCapabilities,
  ErrorCode,
  type JSONRPCMessage,
  ListRootsRequestSchema,
  ListToolsResultSchema,
  McpError,
  ToolAnnotationsSchema,
  ToolListChangedNotificationSchema,
  ToolSchema,
} from '@modelcontextprotocol/sdk/types.js';
import pkg from '../../package.json' with { type: 'json' };
import type { ServerSpec } from '../core/mcp/client-config.js';
import { appendAll } from '../core/model/model.js';
import type { ServerListing } from '../core/mcp/inventory.js';

/** The server's listing, or what it did instead and the end of its stderr. */
type ListOutcome = { listing: ServerListing } | { failure: string; stderr: string };

// The SDK's schemas drop the keys they do not know; an inventory keeps a tool as the server lists
// it (SPEC §3), so a field a later MCP revision adds is pinned and its change is seen.
const LooseListToolsResult = ListToolsResultSchema.extend({
  tools: ToolSchema.extend({ annotations: ToolAnnotationsSchema.loose().optional() }).loose().array(),
});

/**
 * Every capability a client may declare (MCP 2025-11-25). A server may list a tool only to a client
 * that can serve it (server-everything lists its roots, sampling and elicitation tools so), and the
 * inventory must hold every tool some client is given. What the server then asks is answered with
 * nothing: no roots, and the SDK's "method not found" for a sample, an elicitation or a task.
 */
const EVERY_CAPABILITY: ClientCapabilities = {
  roots: { listChanged: true },
  sampling: { context: {}, tools: {} },
  elicitation: { form: {}, url: {} },
  tasks: { list: {}, cancel: {}, requests: { sampling: { createMessage: {} }, elicitation: { create: {} } } },
};

/** Enough pages for any real server; a server whose cursors never end is named, not followed. */
const MAX_PAGES = 1000;
const STDERR_KEPT = 16 * 1024;

/**
 * The most a server may send in one message: over stdio one line of JSON-RPC (the SDK's default,
 * given to it here so that the failure names the limit that applied), over HTTP one response
 * body. It is not raised: the SDK's stdio ReadBuffer copies all it holds at every chunk read, so
 * a message costs time quadratic in its size (0.6 s at 10 MiB, 25 s at 64 MiB), and a message is
 * held several times over (bytes, text, parsed, validated, sorted). A server with more tools than
 * that pages them (`nextCursor`).
 */
const MESSAGE_LIMIT = 10 * 1024 * 1024;
/**
 * The most all of a server's pages may hold, in characters of their tools' JSON and their cursors:
 * pages each under the message limit would otherwise add up to gigabytes (MAX_PAGES of them).
 * github-mcp-server's 117 tools are about 0.5 MB.
 */
const LISTING_LIMIT = 64 * 1024 * 1024;
/** What the SDK's stdio transport reports, just before it closes the connection, on such a message. */
const OVER_LIMIT = /^ReadBuffer exceeded maximum size of \d+ bytes$/;

/**
 * The most requests of its own a server may send while it is listed. Each is answered (no roots,
 * or "method not found"), and a server that does not read the answers (stdio: its stdin) has them
 * held here until it does: requests sent without end, never read, held gigabytes (3.3 GB in
 * 90 s). A listing needs none; a server asks its roots, or pings, a few times.
 */
const MAX_SERVER_REQUESTS = 10_000;

/**
 * Passes every message on, noting the protocol revision the server answers `initialize` with and
 * telling `onOverLimit` when the server sent a message over the limit (stdio: the SDK says so;
 * HTTP: limitedFetch does), and `onDemanding` when it sent more than MAX_SERVER_REQUESTS
 * requests (those past it are not passed on, so not answered).
 */
class NotingTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];
  onOverLimit?: () => void;
  onDemanding?: () => void;
  protocolVersion: string | undefined;
  /**
   * How many messages the server wrote that are no JSON-RPC message (not JSON, or not a request,
   * notification or answer: the SDK drops each), and why the first is not: a server that logs to
   * its stdout, or answers in another shape, is then named for it, not only for the answer that
   * never came.
   */
  unreadable = { count: 0, first: '' };
  /** How many requests the server sent. */
  private requests = 0;
  /** The id of the last `tools/list` request sent, and the first answer to it as the server wrote it. */
  private toolsListId: string | number | undefined;
  private toolsListAnswer: unknown;

  constructor(private readonly inner: Transport) {
    inner.onclose = () => this.onclose?.();
    inner.onerror = (error) => {
      if (OVER_LIMIT.test(error.message)) this.onOverLimit?.();
      const why = unreadableWhy(error);
      if (why !== undefined && this.unreadable.count++ === 0) this.unreadable.first = why;
      this.onerror?.(error);
    };
    inner.onmessage = (message, extra) => {
      if ('method' in message && 'id' in message && ++this.requests > MAX_SERVER_REQUESTS)
        return this.onDemanding?.();
      this.note(message);
      this.onmessage?.(message, extra);
    };
  }

  private note(message: JSONRPCMessage): void {
    const result = 'result' in message ? (message.result as Record<string, unknown>) : undefined;
    if (this.protocolVersion === undefined && typeof result?.protocolVersion === 'string')
      this.protocolVersion = result.protocolVersion;
    // The first answer is the one the client takes; a repeat of its id is dropped by the client.
    // The client matches an answer to its request by Number(id), as here: an answer to 3 whose id
    // is "3" is its answer too.
    if (
      result &&
      'id' in message &&
      this.toolsListId !== undefined &&
      Number(message.id) === Number(this.toolsListId) &&
      this.toolsListAnswer === undefined
    )
      this.toolsListAnswer = result;
  }

  /**
   * The tools of the last `tools/list` answer as the server wrote them, where the client's own
   * reading of that answer (`validated`, the SDK's schemas) lists as many: those schemas drop keys
   * they do not know inside the ones they do (`execution`, `icons`) and make a `__proto__` key a
   * prototype, while an inventory keeps a tool as the server lists it (SPEC §3).
   */
  listedTools(validated: readonly Record<string, unknown>[]): readonly Record<string, unknown>[] {
    const answer = this.toolsListAnswer;
    const written =
      answer !== null && typeof answer === 'object' ? (answer as { tools?: unknown }).tools : undefined;
    return Array.isArray(written) && written.length === validated.length ? written : validated;
  }

  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }

  start = () => this.inner.start();
  send: Transport['send'] = (message, options) => {
    if ('method' in message && message.method === 'tools/list' && 'id' in message) {
      this.toolsListId = message.id;
      this.toolsListAnswer = undefined;
    }
    return this.inner.send(message, options);
  };
  close = () => this.inner.close();
  setProtocolVersion = (version: string) => this.inner.setProtocolVersion?.(version);
}

/**
 * Why a message the transport could not read is none, where the error says that (JSON.parse's
 * SyntaxError, the SDK's schema of a JSON-RPC message); undefined for any other error.
 */
function unreadableWhy(error: Error): string | undefined {
  if (error instanceof SyntaxError) return error.message;
  const issues = (error as { issues?: { path: unknown[]; message: string }[] }).issues;
  if (error.name !== 'ZodError' && !Array.isArray(issues)) return undefined;
  const issue = issues?.[0];
  return `not a JSON-RPC request, notification or answer${issue ? ` (${issue.path.join('.') || 'message'}: ${issue.message})` : ''}`;
}

class Timeout extends Error {}
class Unending extends Error {}
class OverLimit extends Error {}
class Demanding extends Error {}

/**
 * `fetch` with each response body cut at the message limit: the SDK reads a body whole (JSON, or
 * an event stream's events), and a server may send gigabytes. `overLimit` is told first, so that
 * the failure says so rather than what the SDK makes of a body that ends in an error.
 */
function limitedFetch(overLimit: () => void): FetchLike {
  return async (url, init) => {
    const response = await fetch(url, init);
    if (!response.body) return response;
    let read = 0;
    const body = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          read += chunk.byteLength;
          if (read <= MESSAGE_LIMIT) return controller.enqueue(chunk);
          overLimit();
          controller.error(new OverLimit());
        },
      }),
    );
    const { status, statusText, headers } = response;
    return new Response(body, { status, statusText, headers });
  };
}

/** A child process's pipes, as far as letting go of them goes. */
type Pipes = Partial<Record<'stdin' | 'stdout' | 'stderr', { destroy(): void } | null>>;

/**
 * The SDK's stdio transport, letting go of the server's pipes once it is closed. The SDK ends the
 * server's process, but a process the server started (a shell's, `npx`'s, a wrapper's) may
 * hold them on, and they would keep this process waiting for it, as long as it lives, after the
 * server was named as failed. The SDK keeps its process in a field of its own, read once it starts
 * (test/mcp/hostile.e2e.test.ts fails if it no longer holds it there).
 */
class StdioTransport extends StdioClientTransport {
  private child: Pipes | undefined;

  override async start(): Promise<void> {
    try {
      await super.start();
    } finally {
      this.child = (this as unknown as { _process?: Pipes })._process;
    }
  }

  override async close(): Promise<void> {
    await super.close();
    for (const stream of [this.child?.stdin, this.child?.stdout, this.child?.stderr]) stream?.destroy();
  }
}

function openTransport(spec: ServerSpec, stderr: string[], overLimit: () => void): Transport {
  if (spec.transport === 'http')
    return new StreamableHTTPClientTransport(new URL(spec.url), {
      requestInit: { headers: spec.headers },
      fetch: limitedFetch(overLimit),
    });
  const transport = new StdioTransport({
    command: spec.command,
    args: spec.args,
    env: spec.env,
    cwd: spec.cwd,
    stderr: 'pipe',
    maxBufferSize: MESSAGE_LIMIT,
  });
  // Read as it comes, so that a chatty server never fills the pipe and stalls.
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr.push(chunk.toString('utf8'));
    while (stderr.length > 1 && stderr.join('').length > STDERR_KEPT) stderr.shift();
  });
  return transport;
}

/**
 * How many times the tools are listed while the server says they changed during the listing, before
 * it is named as never settling: an aggregator adds its upstreams' tools as they connect.
 */
const MAX_LISTINGS = 5;

/**
 * `initialize`, then every page of `tools/list`, again while the server said, during a listing, that
 * its tools changed (`notifications/tools/list_changed`), until one passes without that or lists
 * what the one before did: a listing the server called stale is not what its clients are given.
 * `step` says what is awaited, for errors.
 */
async function listing(
  client: Client,
  transport: NotingTransport,
  timeout: number,
  step: { now: string },
): Promise<ServerListing> {
  let notified = 0;
  client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
    notified++;
  });
  step.now = 'initialize';
  await client.connect(transport, { timeout });
  let tools: Record<string, unknown>[];
  let before: string | undefined;
  for (let round = 1; ; round++) {
    const notifiedBefore = notified;
    tools = await listPages(client, transport, timeout, step, round);
    if (notified === notifiedBefore) break;
    const listed = JSON.stringify(tools);
    if (listed === before) break;
    if (round >= MAX_LISTINGS)
      throw new Unending(
        `its tools changed while they were listed, ${MAX_LISTINGS} times (notifications/tools/list_changed); not pinned`,
      );
    before = listed;
  }
  const info = client.getServerVersion();
  const provenance = {
    serverName: info?.name ?? '',
    serverVersion: info?.version ?? '',
    protocolVersion: transport.protocolVersion ?? '',
  };
  // What many clients put in the system prompt: pinned, so that a change to it is reviewed.
  const instructions = client.getInstructions();
  return { provenance, tools, ...(instructions === undefined ? {} : { instructions }) };
}

/** Every page of one listing of `tools/list`, the `round`th; `step` says what is awaited. */
async function listPages(
  client: Client,
  transport: NotingTransport,
  timeout: number,
  step: { now: string },
  round: number,
): Promise<Record<string, unknown>[]> {
  const tools: Record<string, unknown>[] = [];
  const seen = new Set<string>();
  let listed = 0;
  let cursor: string | undefined;
  // Asked even when the server declares no `tools` capability: a client need not check it before
  // it lists (the SDKs' clients do not by default), so what such a server lists is what it offers.
  const declared = client.getServerCapabilities()?.tools !== undefined;
  const again = round === 1 ? '' : `, listed again after notifications/tools/list_changed`;
  for (let page = 1; ; page++) {
    step.now = `${page === 1 ? 'tools/list' : `tools/list (page ${page})`}${again}`;
    const params = cursor === undefined ? {} : { cursor };
    const result = await client
      .request({ method: 'tools/list', params }, LooseListToolsResult, { timeout })
      .catch((error: unknown) => {
        if (page === 1 && !declared && refused(error)) return undefined;
        throw error;
      });
    // It declared no tools and has no method to list any: it has none.
    if (result === undefined) break;
    // One at a time: a page may hold more tools than a call takes arguments.
    appendAll(tools, transport.listedTools(result.tools));
    cursor = result.nextCursor;
    // A cursor is kept too (to tell a repeat), so it counts: pages of no tools and a new cursor
    // each would add up as pages of tools do.
    listed += JSON.stringify(result.tools).length + (cursor?.length ?? 0);
    if (listed > LISTING_LIMIT)
      throw new Unending(
        `its tools/list pages hold more than ${LISTING_LIMIT / 1024 / 1024} MiB of tools and cursors by page ${page}; not read further`,
      );
    if (cursor === undefined) break;
    if (seen.has(cursor) || page >= MAX_PAGES)
      throw new Unending(`its tools/list pages do not end (cursor '${cursor}')`);
    seen.add(cursor);
  }
  return tools;
}

/**
 * Whether the server answered that it has no such method (JSON-RPC's "method not found", which
 * the SDK's server answers where no tools are registered): it has no tools. Any other error (an
 * internal one, the client's ConnectionClosed or RequestTimeout) says nothing of what it has, and
 * an inventory of no tools would be read as a server that can do nothing.
 */
function refused(error: unknown): boolean {
  return error instanceof McpError && error.code === ErrorCode.MethodNotFound;
}

/** What the server did, in a phrase that follows its name. */
function failureOf(
  error: unknown,
  spec: ServerSpec,
  step: string,
  seconds: number,
  unreadable: NotingTransport['unreadable'],
): string {
  // What it wrote instead of an answer, where it wrote what is no message.
  const instead =
    unreadable.count === 0
      ? ''
      : unreadable.count === 1
        ? `; it wrote a message the client could not read: ${unreadable.first}`
        : `; it wrote ${unreadable.count.toLocaleString('en-US')} messages the client could not read, the first: ${unreadable.first}`;
  if (error instanceof Timeout || (error instanceof McpError && error.code === ErrorCode.RequestTimeout))
    return `did not answer ${step} within ${seconds} s${instead}`;
  if (error instanceof Unending) return error.message;
  if (error instanceof OverLimit) {
    const limit = `${MESSAGE_LIMIT / 1024 / 1024} MiB (${MESSAGE_LIMIT} bytes)`;
    return spec.transport === 'stdio'
      ? `sent a message over the stdio limit of ${limit} while answering ${step}, so the connection was closed`
      : `sent a response over the limit of ${limit} while answering ${step}, so it was not read further`;
  }
  if (error instanceof Demanding)
    return `sent more than ${MAX_SERVER_REQUESTS.toLocaleString('en-US')} requests of its own (roots/list, ping, …) while answering ${step}, which a listing needs none of; not answered further`;
  if (error instanceof McpError && error.code === ErrorCode.ConnectionClosed)
    return spec.transport === 'stdio'
      ? `exited (closed its connection) before answering ${step}${instead}`
      : `closed the connection before answering ${step}${instead}`;
  if (error instanceof McpError) return `answered ${step} with an error: ${error.message}`;
  const e = error as {
    name?: string;
    code?: string;
    message?: string;
    issues?: { path: unknown[]; message: string }[];
  };
  if (e.name === 'ZodError' || Array.isArray(e.issues)) {
    const issue = e.issues?.[0];
    const where = issue ? ` (${issue.path.join('.') || 'result'}: ${issue.message})` : '';
    return `answered ${step} with something that is not ${step === 'initialize' ? 'an initialize' : 'a tools/list'} result${where}`;
  }
  if (spec.transport === 'stdio' && (e.code === 'ENOENT' || e.code === 'ENOTDIR')) {
    // The system says ENOENT for a cwd that is not there as for a command that is not.
    const cwd = spec.cwd === undefined ? undefined : folderProblem(spec.cwd);
    if (cwd !== undefined) return `cannot be started: its cwd '${spec.cwd}' ${cwd}`;
    if (e.code === 'ENOENT') return `cannot be started: no command '${spec.command}'`;
  }
  if (spec.transport === 'stdio' && e.code) return `cannot be started: ${e.code}`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (spec.transport === 'http' && cause)
    return `cannot be reached at ${spec.shownUrl}: ${cause.code ?? cause.message ?? 'no answer'}`;
  return `failed during ${step}: ${e.message ?? String(error)}`;
}

/** Why `path` is no folder to start a process in, or undefined when it is one. */
function folderProblem(path: string): string | undefined {
  try {
    return statSync(path).isDirectory() ? undefined : 'is not a folder';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'does not exist' : undefined;
  }
}

/** Ends the session and the server's process; a server that will not go is killed by the SDK. */
async function close(client: Client, transport: Transport): Promise<void> {
  if (transport instanceof StreamableHTTPClientTransport && transport.sessionId !== undefined)
    await Promise.race([transport.terminateSession(), new Promise((r) => setTimeout(r, 2000).unref())]).catch(
      () => undefined,
    );
  await client.close().catch(() => undefined);
}

/** Lists the tools of one server within `seconds`; never throws for what the server does. */
export async function listServerTools(spec: ServerSpec, seconds: number): Promise<ListOutcome> {
  const stderr: string[] = [];
  const inner = openTransport(spec, stderr, () => transport.onOverLimit?.());
  const transport = new NotingTransport(inner);
  const client = new Client({ name: pkg.name, version: pkg.version }, { capabilities: EVERY_CAPABILITY });
  client.setRequestHandler(ListRootsRequestSchema, () => ({ roots: [] }));
  const timeout = seconds * 1000;
  const step = { now: 'start' };
  let timer: NodeJS.Timeout | undefined;
  // Ends the wait early: the deadline, a message over the limit (after which the SDK closes the
  // connection, and the request would fail as though the server had exited), or requests of the
  // server's own without end.
  const cutShort = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout()), timeout);
    transport.onOverLimit = () => reject(new OverLimit());
    transport.onDemanding = () => reject(new Demanding());
  });
  let outcome: ListOutcome;
  try {
    outcome = { listing: await Promise.race([listing(client, transport, timeout, step), cutShort]) };
  } catch (error) {
    outcome = { failure: failureOf(error, spec, step.now, seconds, transport.unreadable), stderr: '' };
  } finally {
    clearTimeout(timer);
    await close(client, inner);
  }
  return 'failure' in outcome ? { ...outcome, stderr: stderr.join('') } : outcome;
}
