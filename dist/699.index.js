export const id = 699;
export const ids = [699];
export const modules = {

/***/ 699:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runMcp: () => (/* binding */ runMcp)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/package.json
var build_package = __webpack_require__(8797);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/index.js + 31 modules
var esm_client = __webpack_require__(63);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/stdio.js + 1 modules
var stdio = __webpack_require__(2420);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/streamableHttp.js + 11 modules
var streamableHttp = __webpack_require__(1502);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/types.js + 1 modules
var types = __webpack_require__(330);
// EXTERNAL MODULE: ./build/src/core/model/model.js
var model = __webpack_require__(2330);
;// CONCATENATED MODULE: ./build/src/adapters/mcp-client.js
// Lists what one MCP server offers, with the official SDK over stdio or Streamable HTTP:
// `initialize`, then every page of `tools/list` (again if the server says its tools changed
// meanwhile). The only module that loads the SDK; the CLI imports it (through src/mcp.ts) on
// `mcp pin` and `mcp verify` alone.







// The SDK's schemas drop the keys they do not know; an inventory keeps a tool as the server lists
// it (SPEC §3), so a field a later MCP revision adds is pinned and its change is seen.
const LooseListToolsResult = types/* ListToolsResultSchema */.WT.extend({
    tools: types/* ToolSchema */.Dn.extend({ annotations: types/* ToolAnnotationsSchema */.G8.loose().optional() }).loose().array(),
});
/**
 * Every capability a client may declare (MCP 2025-11-25). A server may list a tool only to a client
 * that can serve it (server-everything lists its roots, sampling and elicitation tools so), and the
 * inventory must hold every tool some client is given. What the server then asks is answered with
 * nothing: no roots, and the SDK's "method not found" for a sample, an elicitation or a task.
 */
const EVERY_CAPABILITY = {
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
class NotingTransport {
    inner;
    onclose;
    onerror;
    onmessage;
    onOverLimit;
    onDemanding;
    protocolVersion;
    /**
     * How many messages the server wrote that are no JSON-RPC message (not JSON, or not a request,
     * notification or answer: the SDK drops each), and why the first is not: a server that logs to
     * its stdout, or answers in another shape, is then named for it, not only for the answer that
     * never came.
     */
    unreadable = { count: 0, first: '' };
    /** How many requests the server sent. */
    requests = 0;
    /** The id of the last `tools/list` request sent, and the first answer to it as the server wrote it. */
    toolsListId;
    toolsListAnswer;
    constructor(inner) {
        this.inner = inner;
        inner.onclose = () => this.onclose?.();
        inner.onerror = (error) => {
            if (OVER_LIMIT.test(error.message))
                this.onOverLimit?.();
            const why = unreadableWhy(error);
            if (why !== undefined && this.unreadable.count++ === 0)
                this.unreadable.first = why;
            this.onerror?.(error);
        };
        inner.onmessage = (message, extra) => {
            if ('method' in message && 'id' in message && ++this.requests > MAX_SERVER_REQUESTS)
                return this.onDemanding?.();
            this.note(message);
            this.onmessage?.(message, extra);
        };
    }
    note(message) {
        const result = 'result' in message ? message.result : undefined;
        if (this.protocolVersion === undefined && typeof result?.protocolVersion === 'string')
            this.protocolVersion = result.protocolVersion;
        // The first answer is the one the client takes; a repeat of its id is dropped by the client.
        // The client matches an answer to its request by Number(id), as here: an answer to 3 whose id
        // is "3" is its answer too.
        if (result &&
            'id' in message &&
            this.toolsListId !== undefined &&
            Number(message.id) === Number(this.toolsListId) &&
            this.toolsListAnswer === undefined)
            this.toolsListAnswer = result;
    }
    /**
     * The tools of the last `tools/list` answer as the server wrote them, where the client's own
     * reading of that answer (`validated`, the SDK's schemas) lists as many: those schemas drop keys
     * they do not know inside the ones they do (`execution`, `icons`) and make a `__proto__` key a
     * prototype, while an inventory keeps a tool as the server lists it (SPEC §3).
     */
    listedTools(validated) {
        const answer = this.toolsListAnswer;
        const written = answer !== null && typeof answer === 'object' ? answer.tools : undefined;
        return Array.isArray(written) && written.length === validated.length ? written : validated;
    }
    get sessionId() {
        return this.inner.sessionId;
    }
    start = () => this.inner.start();
    send = (message, options) => {
        if ('method' in message && message.method === 'tools/list' && 'id' in message) {
            this.toolsListId = message.id;
            this.toolsListAnswer = undefined;
        }
        return this.inner.send(message, options);
    };
    close = () => this.inner.close();
    setProtocolVersion = (version) => this.inner.setProtocolVersion?.(version);
}
/**
 * Why a message the transport could not read is none, where the error says that (JSON.parse's
 * SyntaxError, the SDK's schema of a JSON-RPC message); undefined for any other error.
 */
function unreadableWhy(error) {
    if (error instanceof SyntaxError)
        return error.message;
    const issues = error.issues;
    if (error.name !== 'ZodError' && !Array.isArray(issues))
        return undefined;
    const issue = issues?.[0];
    return `not a JSON-RPC request, notification or answer${issue ? ` (${issue.path.join('.') || 'message'}: ${issue.message})` : ''}`;
}
class Timeout extends Error {
}
class Unending extends Error {
}
class OverLimit extends Error {
}
class Demanding extends Error {
}
/**
 * `fetch` with each response body cut at the message limit: the SDK reads a body whole (JSON, or
 * an event stream's events), and a server may send gigabytes. `overLimit` is told first, so that
 * the failure says so rather than what the SDK makes of a body that ends in an error.
 */
function limitedFetch(overLimit) {
    return async (url, init) => {
        const response = await fetch(url, init);
        if (!response.body)
            return response;
        let read = 0;
        const body = response.body.pipeThrough(new TransformStream({
            transform(chunk, controller) {
                read += chunk.byteLength;
                if (read <= MESSAGE_LIMIT)
                    return controller.enqueue(chunk);
                overLimit();
                controller.error(new OverLimit());
            },
        }));
        const { status, statusText, headers } = response;
        return new Response(body, { status, statusText, headers });
    };
}
/**
 * The SDK's stdio transport, letting go of the server's pipes once it is closed. The SDK ends the
 * server's process, but a process the server started (a shell's, `npx`'s, a wrapper's) may
 * hold them on, and they would keep this process waiting for it, as long as it lives, after the
 * server was named as failed. The SDK keeps its process in a field of its own, read once it starts
 * (test/mcp/hostile.e2e.test.ts fails if it no longer holds it there).
 */
class StdioTransport extends stdio/* StdioClientTransport */.oQ {
    child;
    async start() {
        try {
            await super.start();
        }
        finally {
            this.child = this._process;
        }
    }
    async close() {
        await super.close();
        for (const stream of [this.child?.stdin, this.child?.stdout, this.child?.stderr])
            stream?.destroy();
    }
}
function openTransport(spec, stderr, overLimit) {
    if (spec.transport === 'http')
        return new streamableHttp/* StreamableHTTPClientTransport */.j(new URL(spec.url), {
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
    transport.stderr?.on('data', (chunk) => {
        stderr.push(chunk.toString('utf8'));
        while (stderr.length > 1 && stderr.join('').length > STDERR_KEPT)
            stderr.shift();
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
async function listing(client, transport, timeout, step) {
    let notified = 0;
    client.setNotificationHandler(types/* ToolListChangedNotificationSchema */.fH, () => {
        notified++;
    });
    step.now = 'initialize';
    await client.connect(transport, { timeout });
    let tools;
    let before;
    for (let round = 1;; round++) {
        const notifiedBefore = notified;
        tools = await listPages(client, transport, timeout, step, round);
        if (notified === notifiedBefore)
            break;
        const listed = JSON.stringify(tools);
        if (listed === before)
            break;
        if (round >= MAX_LISTINGS)
            throw new Unending(`its tools changed while they were listed, ${MAX_LISTINGS} times (notifications/tools/list_changed); not pinned`);
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
async function listPages(client, transport, timeout, step, round) {
    const tools = [];
    const seen = new Set();
    let listed = 0;
    let cursor;
    // Asked even when the server declares no `tools` capability: a client need not check it before
    // it lists (the SDKs' clients do not by default), so what such a server lists is what it offers.
    const declared = client.getServerCapabilities()?.tools !== undefined;
    const again = round === 1 ? '' : `, listed again after notifications/tools/list_changed`;
    for (let page = 1;; page++) {
        step.now = `${page === 1 ? 'tools/list' : `tools/list (page ${page})`}${again}`;
        const params = cursor === undefined ? {} : { cursor };
        const result = await client
            .request({ method: 'tools/list', params }, LooseListToolsResult, { timeout })
            .catch((error) => {
            if (page === 1 && !declared && refused(error))
                return undefined;
            throw error;
        });
        // It declared no tools and has no method to list any: it has none.
        if (result === undefined)
            break;
        // One at a time: a page may hold more tools than a call takes arguments.
        (0,model/* appendAll */.u2)(tools, transport.listedTools(result.tools));
        cursor = result.nextCursor;
        // A cursor is kept too (to tell a repeat), so it counts: pages of no tools and a new cursor
        // each would add up as pages of tools do.
        listed += JSON.stringify(result.tools).length + (cursor?.length ?? 0);
        if (listed > LISTING_LIMIT)
            throw new Unending(`its tools/list pages hold more than ${LISTING_LIMIT / 1024 / 1024} MiB of tools and cursors by page ${page}; not read further`);
        if (cursor === undefined)
            break;
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
function refused(error) {
    return error instanceof types/* McpError */.Nh && error.code === types/* ErrorCode */.O4.MethodNotFound;
}
/** What the server did, in a phrase that follows its name. */
function failureOf(error, spec, step, seconds, unreadable) {
    // What it wrote instead of an answer, where it wrote what is no message.
    const instead = unreadable.count === 0
        ? ''
        : unreadable.count === 1
            ? `; it wrote a message the client could not read: ${unreadable.first}`
            : `; it wrote ${unreadable.count.toLocaleString('en-US')} messages the client could not read, the first: ${unreadable.first}`;
    if (error instanceof Timeout || (error instanceof types/* McpError */.Nh && error.code === types/* ErrorCode */.O4.RequestTimeout))
        return `did not answer ${step} within ${seconds} s${instead}`;
    if (error instanceof Unending)
        return error.message;
    if (error instanceof OverLimit) {
        const limit = `${MESSAGE_LIMIT / 1024 / 1024} MiB (${MESSAGE_LIMIT} bytes)`;
        return spec.transport === 'stdio'
            ? `sent a message over the stdio limit of ${limit} while answering ${step}, so the connection was closed`
            : `sent a response over the limit of ${limit} while answering ${step}, so it was not read further`;
    }
    if (error instanceof Demanding)
        return `sent more than ${MAX_SERVER_REQUESTS.toLocaleString('en-US')} requests of its own (roots/list, ping, …) while answering ${step}, which a listing needs none of; not answered further`;
    if (error instanceof types/* McpError */.Nh && error.code === types/* ErrorCode */.O4.ConnectionClosed)
        return spec.transport === 'stdio'
            ? `exited (closed its connection) before answering ${step}${instead}`
            : `closed the connection before answering ${step}${instead}`;
    if (error instanceof types/* McpError */.Nh)
        return `answered ${step} with an error: ${error.message}`;
    const e = error;
    if (e.name === 'ZodError' || Array.isArray(e.issues)) {
        const issue = e.issues?.[0];
        const where = issue ? ` (${issue.path.join('.') || 'result'}: ${issue.message})` : '';
        return `answered ${step} with something that is not ${step === 'initialize' ? 'an initialize' : 'a tools/list'} result${where}`;
    }
    if (spec.transport === 'stdio' && (e.code === 'ENOENT' || e.code === 'ENOTDIR')) {
        // The system says ENOENT for a cwd that is not there as for a command that is not.
        const cwd = spec.cwd === undefined ? undefined : folderProblem(spec.cwd);
        if (cwd !== undefined)
            return `cannot be started: its cwd '${spec.cwd}' ${cwd}`;
        if (e.code === 'ENOENT')
            return `cannot be started: no command '${spec.command}'`;
    }
    if (spec.transport === 'stdio' && e.code)
        return `cannot be started: ${e.code}`;
    const cause = error.cause;
    if (spec.transport === 'http' && cause)
        return `cannot be reached at ${spec.shownUrl}: ${cause.code ?? cause.message ?? 'no answer'}`;
    return `failed during ${step}: ${e.message ?? String(error)}`;
}
/** Why `path` is no folder to start a process in, or undefined when it is one. */
function folderProblem(path) {
    try {
        return (0,external_node_fs_.statSync)(path).isDirectory() ? undefined : 'is not a folder';
    }
    catch (error) {
        return error.code === 'ENOENT' ? 'does not exist' : undefined;
    }
}
/** Ends the session and the server's process; a server that will not go is killed by the SDK. */
async function mcp_client_close(client, transport) {
    if (transport instanceof streamableHttp/* StreamableHTTPClientTransport */.j && transport.sessionId !== undefined)
        await Promise.race([transport.terminateSession(), new Promise((r) => setTimeout(r, 2000).unref())]).catch(() => undefined);
    await client.close().catch(() => undefined);
}
/** Lists the tools of one server within `seconds`; never throws for what the server does. */
async function listServerTools(spec, seconds) {
    const stderr = [];
    const inner = openTransport(spec, stderr, () => transport.onOverLimit?.());
    const transport = new NotingTransport(inner);
    const client = new esm_client/* Client */.K({ name: build_package/* name */.UU, version: build_package/* version */.rE }, { capabilities: EVERY_CAPABILITY });
    client.setRequestHandler(types/* ListRootsRequestSchema */.WQ, () => ({ roots: [] }));
    const timeout = seconds * 1000;
    const step = { now: 'start' };
    let timer;
    // Ends the wait early: the deadline, a message over the limit (after which the SDK closes the
    // connection, and the request would fail as though the server had exited), or requests of the
    // server's own without end.
    const cutShort = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Timeout()), timeout);
        transport.onOverLimit = () => reject(new OverLimit());
        transport.onDemanding = () => reject(new Demanding());
    });
    let outcome;
    try {
        outcome = { listing: await Promise.race([listing(client, transport, timeout, step), cutShort]) };
    }
    catch (error) {
        outcome = { failure: failureOf(error, spec, step.now, seconds, transport.unreadable), stderr: '' };
    }
    finally {
        clearTimeout(timer);
        await mcp_client_close(client, inner);
    }
    return 'failure' in outcome ? { ...outcome, stderr: stderr.join('') } : outcome;
}

// EXTERNAL MODULE: ./build/src/adapters/fs.js
var fs = __webpack_require__(5291);
// EXTERNAL MODULE: ./build/src/adapters/write.js
var write = __webpack_require__(8969);
// EXTERNAL MODULE: ./build/src/core/text/glob.js
var text_glob = __webpack_require__(2811);
;// CONCATENATED MODULE: ./build/src/core/text/json.js
// JSON text that keeps every number JSON.parse can give: `1e999` reads as Infinity, which
// JSON.stringify writes as `null`, another value, that reads back as null.
/** Numbers that follow `∞` in a text: the markers it cannot be told from. */
const MARKED = /∞(\d+)/g;
/**
 * `JSON.stringify(value, null, indent)`, except that Infinity and -Infinity (what JSON.parse gives
 * for `1e999`, `-2E+400`) are written `1e999` and `-1e999`, which JSON.parse reads back as they
 * were, where JSON.stringify writes `null`. NaN, which no JSON text gives, stays `null`.
 */
function jsonText(value, indent) {
    const plain = JSON.stringify(value, null, indent);
    // A text without `null` wrote no number as one: the common case costs one search.
    if (plain === undefined || !plain.includes('null'))
        return plain;
    // Each infinity is written first as a string no string of the value can be, then replaced.
    const used = new Set(Array.from(plain.matchAll(MARKED), (m) => m[1]));
    let n = 0;
    while (used.has(String(n)))
        n++;
    const marker = `∞${n}`;
    let found = false;
    const marked = JSON.stringify(value, (_key, v) => {
        if (v !== Infinity && v !== -Infinity)
            return v;
        found = true;
        return v === Infinity ? marker : `-${marker}`;
    }, indent);
    return found ? marked.replaceAll(`"${marker}"`, '1e999').replaceAll(`"-${marker}"`, '-1e999') : plain;
}

// EXTERNAL MODULE: ./build/src/core/text/order.js
var order = __webpack_require__(1721);
// EXTERNAL MODULE: ./build/src/core/text/words.js
var words = __webpack_require__(7064);
// EXTERNAL MODULE: ./build/src/core/yaml/load.js + 5 modules
var load = __webpack_require__(4956);
;// CONCATENATED MODULE: ./build/src/core/mcp/inventory.js
// An MCP server's inventory (SPEC §3) as `mcp pin` writes it and `mcp verify` reads it back: one
// stable text per server, so that a re-pin of an unchanged server changes no byte.






// The MCP schema's order of a Tool's and of its annotations' fields; any other key follows, sorted.
const TOOL_KEYS = [
    'name',
    'title',
    'description',
    'inputSchema',
    'outputSchema',
    'annotations',
    'execution',
    'icons',
    '_meta',
];
const ANNOTATION_KEYS = ['title', 'readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'];
/** `value` with the keys of every object in it sorted: a server's key order is not a change. */
function sortedDeep(value) {
    if (Array.isArray(value))
        return value.map(sortedDeep);
    if (!(0,model/* isRecord */.u4)(value))
        return value;
    return Object.fromEntries(Object.keys(value)
        .sort(order/* byCodeUnits */.C)
        .map((key) => [key, sortedDeep(value[key])]));
}
/** `value`'s keys in the order `first` gives, then the rest sorted; values sorted deep. */
function ordered(value, first) {
    const keys = Object.keys(value);
    const known = first.filter((key) => keys.includes(key));
    const rest = keys.filter((key) => !first.includes(key)).sort(order/* byCodeUnits */.C);
    return Object.fromEntries([...known, ...rest].map((key) => [key, sortedDeep(value[key])]));
}
/** The tools in their written form: sorted by name, each one's keys in the fixed order. */
function canonicalTools(tools) {
    const written = tools.map((tool) => {
        const out = ordered(tool, TOOL_KEYS);
        if ((0,model/* isRecord */.u4)(out.annotations))
            out.annotations = ordered(out.annotations, ANNOTATION_KEYS);
        return out;
    });
    const text = new Map(written.map((tool) => [tool, jsonText(tool)]));
    // Names should be unique; when a server repeats one, the full text keeps the order fixed.
    return written.sort((a, b) => (0,order/* byCodeUnits */.C)(String(a.name), String(b.name)) || (0,order/* byCodeUnits */.C)(text.get(a), text.get(b)));
}
/** Whether `value`, at level `depth`, nests a collection deeper than `maxDepth` levels. */
function nestsPast(value, depth, maxDepth) {
    const stack = [[value, depth]];
    while (stack.length > 0) {
        const [item, level] = stack.pop();
        if (typeof item !== 'object' || item === null)
            continue;
        if (level > maxDepth)
            return true;
        for (const child of Object.values(item))
            stack.push([child, level + 1]);
    }
    return false;
}
/**
 * The name of the first tool that nests a collection deeper than `maxDepth` levels below the
 * inventory's root, as the check's loader counts them (the root is level 0, a tool level 2): the
 * check reads such an inventory no further, and writing one would recurse as deep. Walked without
 * recursion: one message of a few megabytes can nest a million levels.
 */
function toolNestedPast(tools, maxDepth) {
    const deep = tools.find((tool) => nestsPast(tool, 2, maxDepth));
    return deep === undefined ? undefined : String((0,model/* isRecord */.u4)(deep) ? deep.name : deep);
}
const NAME_POINTER = /^\/tools\/\d+\/name$/;
/**
 * The names among an inventory's `tools` (in its written order) that `check` reports: those the
 * inventory schema refuses, found by the validator `check` runs (the `schema` rule, in its words),
 * and those listed more than once (`duplicate-name`). The inventory still holds them all: it is
 * what the server lists, so that `verify` compares the truth.
 */
function rejectedToolNames(tools, validator) {
    const refused = validator
        .validate('mcp-server', { tools })
        .filter((issue) => NAME_POINTER.test(issue.pointer))
        .map((issue) => ({ rule: 'schema', message: issue.message }));
    const listings = new Map();
    tools.forEach((tool, i) => {
        const seen = listings.get(tool.name);
        if (seen)
            seen.times++;
        else
            listings.set(tool.name, { first: i, times: 1 });
    });
    const repeated = [...listings]
        .filter(([, { times }]) => times > 1)
        .map(([name, { first, times }]) => ({
        rule: 'duplicate-name',
        message: `MCP tool '${name}' is listed ${times} times (first at tools[${first}])`,
    }));
    return [...refused, ...repeated];
}
function inventoryText(server, description, listing, date, tools) {
    const { provenance, instructions } = listing;
    const pinned = {
        serverInfo: { name: provenance.serverName, version: provenance.serverVersion },
        protocolVersion: provenance.protocolVersion,
        date,
    };
    // The server's own words after its provenance, before its tools; no key when it gives none, so
    // an inventory of a server without instructions reads as it always has.
    const document = {
        server,
        ...(description === undefined ? {} : { description }),
        pinned,
        ...(instructions === undefined ? {} : { instructions }),
        tools,
    };
    // `1e999` in the server's JSON is kept so, not written as `null`: the check reads both ways.
    return `${jsonText(document, 2)}\n`;
}
/**
 * The inventory file for `server`. `pinned.date` is the day the file's content last changed: a
 * re-pin that finds the same tools, instructions and provenance keeps the previous file's date, so its bytes do
 * not change; a `description` written into the previous file by hand is kept.
 */
function pinnedText(server, listing, previous, today) {
    const tools = canonicalTools(listing.tools);
    const description = previous?.inventory.description;
    const date = previous?.inventory.date;
    if (date !== undefined) {
        const same = inventoryText(server, description, listing, date, tools);
        if (same === previous.text)
            return same;
    }
    return inventoryText(server, description, listing, today, tools);
}
function provenanceOf(pinned) {
    if (!(0,model/* isRecord */.u4)(pinned) || !(0,model/* isRecord */.u4)(pinned.serverInfo))
        return undefined;
    const { name, version } = pinned.serverInfo;
    const { protocolVersion } = pinned;
    if (typeof name !== 'string' || typeof version !== 'string' || typeof protocolVersion !== 'string')
        return undefined;
    return { serverName: name, serverVersion: version, protocolVersion };
}
/** A name or key of the file's for a message, cut where it is long. */
const shownName = (name) => (name.length > 80 ? `${(0,words/* cutAt */.og)(name, 80)}…` : name);
/**
 * A pinned inventory file read back, or what is wrong with it. One nested past the levels the
 * check reads (anywhere: in a tool, or in a key beside them) is not read: the check refuses it
 * whole, and comparing or showing it walks it (a file written by hand may nest as deep as its
 * size allows); a re-pin replaces it.
 */
function parseInventory(text) {
    const { maxDepth } = load/* LOAD_LIMITS */.MI;
    let value;
    try {
        value = JSON.parse(text.replace(/^\uFEFF/, ''));
    }
    catch (error) {
        return { problem: `it is not JSON: ${error.message}` };
    }
    if (!(0,model/* isRecord */.u4)(value) || !Array.isArray(value.tools))
        return { problem: "it has no 'tools' list" };
    const bad = value.tools.findIndex((tool) => !(0,model/* isRecord */.u4)(tool) || typeof tool.name !== 'string');
    if (bad >= 0)
        return { problem: `its tools[${bad}] is not a tool with a 'name'` };
    const deepTool = toolNestedPast(value.tools, maxDepth);
    if (deepTool !== undefined)
        return {
            problem: `its tool '${shownName(deepTool)}' nests deeper than the ${maxDepth} levels the check reads`,
        };
    const deepKey = Object.keys(value).find((key) => key !== 'tools' && nestsPast(value[key], 1, maxDepth));
    if (deepKey !== undefined)
        return {
            problem: `its "${shownName(deepKey)}" nests deeper than the ${maxDepth} levels the check reads`,
        };
    const pinned = (0,model/* isRecord */.u4)(value.pinned) ? value.pinned : {};
    return {
        inventory: {
            server: typeof value.server === 'string' && value.server !== '' ? value.server : undefined,
            tools: value.tools,
            instructions: typeof value.instructions === 'string' ? value.instructions : undefined,
            description: typeof value.description === 'string' ? value.description : undefined,
            provenance: provenanceOf(pinned),
            date: typeof pinned.date === 'string' ? pinned.date : undefined,
        },
    };
}
/** A server's name becomes a file name: nothing that climbs, hides or needs quoting. */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
/** The names Windows gives its devices, whatever follows the first dot: `CON.json` is the console. */
const DEVICE_NAME = /^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i;
/**
 * Why a server's inventory cannot be the file `<name>.json`, or undefined when it can. `others`
 * are the other servers of the run and `inFolder` the names of the files the folder holds already
 * (`github.json`): two names alike but for case are one file where the file system ignores
 * case (macOS, Windows), so one server's inventory would be written over the other's.
 */
function inventoryNameProblem(name, others, inFolder = []) {
    if (!FILE_NAME.test(name))
        return 'its name cannot be a file name: letters, digits, ".", "_" and "-" only, not first "."';
    if (DEVICE_NAME.test(name))
        return `its name cannot be a file name: '${name}.json' is a device on Windows, not a file`;
    const twin = caseTwin(name, others);
    if (twin !== undefined)
        return `its name differs from '${twin}' only by case: where the file system ignores case (macOS, Windows) both would be one file; pin each alone`;
    const pinned = caseTwin(name, inFolder, inventoryStem);
    if (pinned !== undefined)
        return `its name differs only by case from '${pinned}', which the folder holds: where the file system ignores case (macOS, Windows) both would be one file; rename or remove that one first`;
    return undefined;
}
/** The extensions of an inventory file, which `mcp pin` reads as the check does (MCP_SERVER_GLOBS). */
const INVENTORY_EXTENSION = /\.(json|ya?ml)$/i;
/** An inventory file's name without its extension, as a server's name. */
function inventoryStem(file) {
    return file.replace(INVENTORY_EXTENSION, '');
}
/** Of `names` (each read as `nameOf` says), one that is `name` but for case, if any. */
function caseTwin(name, names, nameOf = (n) => n) {
    return namesByCase(names, nameOf)
        .get(name.toLowerCase())
        ?.find((other) => nameOf(other) !== name);
}
const byCase = new WeakMap();
/**
 * A run's server names (or the folder's file names, by `nameOf`) by their lower case, gathered
 * once: each server asks of all the others.
 */
function namesByCase(names, nameOf = (name) => name) {
    let index = byCase.get(names);
    if (!index) {
        index = new Map();
        for (const name of names) {
            const key = nameOf(name).toLowerCase();
            const alike = index.get(key);
            if (alike)
                alike.push(name);
            else
                index.set(key, [name]);
        }
        byCase.set(names, index);
    }
    return index;
}
/** The `mcp-server` kind's default globs (SPEC §2). */
const MCP_SERVER_GLOBS = ['**/mcp-servers/**/*.{json,yml,yaml}'];
/**
 * Where `mcp pin` writes by default: the literal folder at the head of the first glob whose
 * matches include `<folder>/<server>.json` (`**` heads skipped), else `mcp-servers`. A folder
 * outside the root (`..`, an absolute path, a drive) is none: the repository's configuration chooses it,
 * and the check reads globs from the root only.
 */
function defaultOutDir(globs) {
    for (const glob of globs) {
        if (glob.startsWith('/'))
            continue;
        const segments = glob.split('/').slice(0, -1);
        while (segments[0] === '**')
            segments.shift();
        const literal = [];
        for (const segment of segments) {
            // A drive (`C:`) or a backslash leads anywhere where Windows reads the path.
            if (/[*?[\]{}()!+@:\\]/.test(segment) || segment === '.' || segment === '..')
                break;
            literal.push(segment);
        }
        const folder = literal.join('/');
        if (folder !== '' && takes(glob, `${folder}/server.json`))
            return folder;
    }
    return 'mcp-servers';
}
/** Whether a glob matches a path; a glob picomatch refuses (the check's "bad glob") matches none. */
function takes(glob, path) {
    try {
        return (0,text_glob/* globMatcher */.fU)(glob, false)(path);
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./build/src/adapters/mcp-files.js
// The files `mcp pin` and `mcp verify` read and write: a client configuration, the pinned
// inventories. Errors come back as words for the user, never thrown.





/**
 * The largest file read: the largest `max-file-size` a configuration may set. The bound is for
 * what the system would hand over without end; the check judges an inventory's size itself.
 */
const MAX_SIZE = 1024 * 1024 * 1024;
/**
 * A text file's content, or that it is missing, or why it cannot be read: read as the check
 * reads files (fs.ts), so a link is not followed (nothing it leads to is shown), a FIFO is not
 * waited on, and bytes that are not UTF-8 are said to be so.
 */
function readTextFile(path) {
    const read = (0,fs/* readFileOutside */.sC)(path, MAX_SIZE);
    if (read.kind === 'file')
        return { text: read.text };
    if (read.kind === 'missing')
        return { missing: true };
    return { problem: read.kind === 'folder' ? 'it is a folder' : read.reason };
}
/**
 * Writes the file whole or not at all (a temporary file renamed over it); the folder is made. The
 * temporary file is made anew (`wx`: never opened through a link or a file already at its name,
 * which are removed first), so nothing is written outside the folder.
 */
function writeTextFile(path, text) {
    const temporary = `${path}.${process.pid}.tmp`;
    try {
        (0,write/* makeFolders */.wZ)((0,external_node_path_.dirname)(path));
        (0,external_node_fs_.rmSync)(temporary, { force: true });
        (0,external_node_fs_.writeFileSync)(temporary, text, { flag: 'wx' });
        (0,external_node_fs_.renameSync)(temporary, path);
        return undefined;
    }
    catch (error) {
        removeQuietly(temporary);
        return (0,write/* writeProblem */.bi)(error, path);
    }
}
/** Removes a file if it can: a failure to write is told by its own reason, not by this one's. */
function removeQuietly(path) {
    try {
        (0,external_node_fs_.rmSync)(path, { force: true });
    }
    catch {
        // Nothing is there to remove (a file on the folder's path), or it cannot be: the writer's reason stands.
    }
}
/**
 * The first symbolic link on the way from the current folder down to `folder`, if any: the check
 * follows no link, so an inventory read or written through one (a committed `mcp-servers` that
 * leads out of the repository) is one the check never sees, and lies outside the folder. Only the
 * part below the current folder is the repository's; a folder named outside it is the user's own.
 */
function linkOnPath(folder) {
    const below = (0,external_node_path_.relative)(process.cwd(), (0,external_node_path_.resolve)(folder));
    if (below === '' || below === '..' || below.startsWith(`..${external_node_path_.sep}`) || (0,external_node_path_.isAbsolute)(below))
        return undefined;
    let at = '';
    for (const segment of below.split(external_node_path_.sep)) {
        at = at === '' ? segment : (0,external_node_path_.join)(at, segment);
        try {
            if ((0,external_node_fs_.lstatSync)(at).isSymbolicLink())
                return at;
        }
        catch {
            // Not there (yet): nothing further down is a link.
            return undefined;
        }
    }
    return undefined;
}
/**
 * The names of the inventory files (`.json`, `.yaml`, `.yml`) directly in `folder`, as the file
 * system spells them; none where it is no folder (yet).
 */
function inventoryFilesIn(folder) {
    try {
        return (0,external_node_fs_.readdirSync)(folder).filter((name) => INVENTORY_EXTENSION.test(name));
    }
    catch {
        return [];
    }
}

// EXTERNAL MODULE: ./build/src/core/mcp/client-config.js
var client_config = __webpack_require__(2286);
// EXTERNAL MODULE: ./build/src/core/kinds/mcp-server.js
var mcp_server = __webpack_require__(9937);
;// CONCATENATED MODULE: ./build/src/core/mcp/drift.js
// What changed between a server's pinned inventory and what it offers now, as data, in the order a
// review reads it: tools added and removed, then annotations that widen power, then the rest.





/** The kinds of change, most telling first: the report's order. */
const DRIFT_TYPES = [
    'tool-added',
    'tool-removed',
    'power-widened',
    'annotation-changed',
    'instructions-changed',
    'title-changed',
    'description-changed',
    'schema-changed',
    'field-changed',
];
const hints = (tool) => (0,model/* isRecord */.u4)(tool.annotations) ? tool.annotations : {};
/** A tool's powers as the gate reads its annotations, with the MCP defaults (kinds/mcp-server.ts). */
function powers(tool) {
    const c = (0,mcp_server/* annotatedCapability */.lS)(tool);
    const out = [];
    if (c.writes)
        out.push('writes');
    if (c.unsafe)
        out.push('unsafe');
    if (c.side_effects.includes('open_world'))
        out.push('open_world');
    return out;
}
/** The annotation that grants each power, named in the change. */
const GRANTED_BY = {
    writes: 'readOnlyHint',
    unsafe: 'destructiveHint',
    open_world: 'openWorldHint',
};
/** A value's JSON for comparing: `1e999` is not `null` (jsonText). */
const drift_text = (value) => jsonText(value ?? null);
const present = (value) => (value === undefined ? null : value);
/** Every place two JSON values differ, by pointer; objects are compared key by key. */
function differences(old, now, pointer = '') {
    if ((0,model/* isRecord */.u4)(old) && (0,model/* isRecord */.u4)(now)) {
        const keys = [...new Set([...Object.keys(old), ...Object.keys(now)])].sort();
        // A key given null on one side and none on the other reads null both ways (`present`): the
        // object holding it is the change, shown whole. The check tells the two apart.
        const nulled = (key) => Object.hasOwn(old, key) ? !Object.hasOwn(now, key) && old[key] === null : now[key] === null;
        if (keys.some(nulled))
            return [{ pointer, old, new: now }];
        const escape = (key) => key.replace(/~/g, '~0').replace(/\//g, '~1');
        return keys.flatMap((key) => differences(old[key], now[key], `${pointer}/${escape(key)}`));
    }
    return drift_text(old) === drift_text(now) ? [] : [{ pointer, old: present(old), new: present(now) }];
}
const STRUCTURED = ['inputSchema', 'outputSchema'];
const COMPARED_APART = new Set(['name', 'title', 'description', 'annotations', ...STRUCTURED]);
/** The changes of one tool that both lists hold. */
function toolChanges(old, now) {
    const tool = now.name;
    const out = [];
    const gained = powers(now).filter((p) => !powers(old).includes(p));
    const widened = new Set(gained.map((p) => GRANTED_BY[p]));
    for (const power of gained) {
        const field = GRANTED_BY[power];
        out.push({
            type: 'power-widened',
            tool,
            field,
            old: present(hints(old)[field]),
            new: present(hints(now)[field]),
            power: [power],
        });
    }
    for (const d of differences(hints(old), hints(now))) {
        const field = d.pointer === '' ? 'annotations' : d.pointer.slice(1).split('/')[0];
        if (!widened.has(field))
            out.push({ type: 'annotation-changed', tool, field, old: d.old, new: d.new });
    }
    for (const field of ['title', 'description'])
        if (drift_text(old[field]) !== drift_text(now[field]))
            out.push({ type: `${field}-changed`, tool, field, old: present(old[field]), new: present(now[field]) });
    const others = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter((k) => !COMPARED_APART.has(k));
    for (const field of [...STRUCTURED, ...others.sort()]) {
        const type = STRUCTURED.includes(field) ? 'schema-changed' : 'field-changed';
        for (const d of differences(old[field], now[field]))
            out.push({ type, tool, field, ...d });
    }
    return out;
}
/** Tools by name, in their written order; a name the server repeats has each listing. */
function byName(tools) {
    const out = new Map();
    for (const tool of canonicalTools(tools)) {
        const same = out.get(tool.name);
        if (same)
            same.push(tool);
        else
            out.set(tool.name, [tool]);
    }
    return out;
}
/**
 * The listings of one name on each side. A server should list a name once; where it repeats one,
 * the gate reads every listing (the stronger wins), so each counts: listings alike on both sides
 * are no change, the others are compared in their written order, and any left over are added or
 * removed.
 */
function listingChanges(name, olds, nows) {
    if (olds.length === 1 && nows.length === 1)
        return toolChanges(olds[0], nows[0]);
    if (olds.length === 0)
        return nows.map((tool) => ({ type: 'tool-added', tool: name, power: powers(tool) }));
    if (nows.length === 0)
        return olds.map(() => ({ type: 'tool-removed', tool: name }));
    const left = new Map();
    for (const tool of olds)
        left.set(drift_text(tool), (left.get(drift_text(tool)) ?? 0) + 1);
    const added = [];
    for (const tool of nows) {
        const n = left.get(drift_text(tool)) ?? 0;
        if (n > 0)
            left.set(drift_text(tool), n - 1);
        else
            added.push(tool);
    }
    const removed = olds.filter((tool) => {
        const n = left.get(drift_text(tool)) ?? 0;
        if (n > 0)
            left.set(drift_text(tool), n - 1);
        return n > 0;
    });
    const paired = Math.min(added.length, removed.length);
    return [
        ...added.slice(0, paired).flatMap((now, i) => toolChanges(removed[i], now)),
        ...added.slice(paired).map((tool) => ({ type: 'tool-added', tool: name, power: powers(tool) })),
        ...removed.slice(paired).map(() => ({ type: 'tool-removed', tool: name })),
    ];
}
/** The drift from the pinned tools to the current ones, in the report's order; [] when none. */
function compareTools(pinned, current) {
    const before = byName(pinned);
    const after = byName(current);
    const out = [];
    // One at a time: a name may be listed more times than a call takes arguments.
    for (const [name, nows] of after)
        (0,model/* appendAll */.u2)(out, listingChanges(name, before.get(name) ?? [], nows));
    for (const [name, olds] of before)
        if (!after.has(name))
            (0,model/* appendAll */.u2)(out, listingChanges(name, olds, []));
    return inReportOrder(out);
}
const rank = (d) => DRIFT_TYPES.indexOf(d.type);
/** A stable sort: within one tool and type, the fields stay in the order found. */
function inReportOrder(drift) {
    return drift.sort((a, b) => rank(a) - rank(b) || (0,order/* byCodeUnits */.C)(a.tool ?? '', b.tool ?? ''));
}
/**
 * The drift from a pinned inventory to what its server offers now: its tools as compareTools
 * finds them, and its `instructions` (text many clients put in the system prompt, so a change is
 * shown whole, like a description's) added, removed or rewritten. [] when none.
 */
function compareOffers(pinned, current) {
    const out = compareTools(pinned.tools, current.tools);
    if (drift_text(pinned.instructions) === drift_text(current.instructions))
        return out;
    const change = {
        type: 'instructions-changed',
        field: 'instructions',
        old: present(pinned.instructions),
        new: present(current.instructions),
    };
    return inReportOrder([...out, change]);
}

// EXTERNAL MODULE: ./build/src/core/model/names.js
var names = __webpack_require__(5131);
// EXTERNAL MODULE: ./build/src/core/schema/shipped.js + 4 modules
var shipped = __webpack_require__(7601);
// EXTERNAL MODULE: ./build/src/core/schema/validator.js + 3 modules
var validator = __webpack_require__(9419);
// EXTERNAL MODULE: ./build/src/report/text.js + 1 modules
var report_text = __webpack_require__(5514);
// EXTERNAL MODULE: ./build/src/report/escape.js + 1 modules
var report_escape = __webpack_require__(6719);
;// CONCATENATED MODULE: ./build/src/report/mcp.js



/**
 * A server's string made safe for a terminal: control, bidi and zero-width characters shown; so
 * too the line and paragraph separators (U+2028, U+2029), which a browser showing a job's log
 * breaks the line at, where the line after would start at no indent, as a line of ours.
 */
function safe(text) {
    // eslint-disable-next-line no-control-regex
    return (0,report_escape/* showInvisible */.jQ)(text).replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => c === '\t' ? c : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** `safe`, and a line break shown too: for what must stay on its one line. */
const oneLine = (text) => safe(text).replaceAll('\n', '\\u000a');
const value = (v) => (v === null || v === undefined ? 'absent' : safe(jsonText(v)));
/** Text indented under a change, every line of it. */
const block = (label, text) => {
    const lines = typeof text === 'string' ? safe(text).split('\n') : [value(text)];
    return lines.map((line, i) => `      ${i === 0 ? label : ' '.repeat(label.length)}${line}`);
};
function changeLines(d) {
    // The tool's name, and a field's and pointer's key names, are the server's: on one line.
    const tool = `'${oneLine(d.tool ?? '')}'`;
    const field = oneLine(d.field ?? '');
    switch (d.type) {
        case 'instructions-changed':
            // The server's own text, before every tool: shown whole as a description is.
            return [
                `  ~ instructions ${d.old === null ? 'added' : d.new === null ? 'removed' : 'changed'}:`,
                ...(d.old === null ? [] : block('was: ', d.old)),
                ...(d.new === null ? [] : block('now: ', d.new)),
            ];
        case 'tool-added':
            return [`  + ${tool} added: ${d.power?.length ? d.power.join(', ') : 'read-only'}`];
        case 'tool-removed':
            return [`  - ${tool} removed`];
        case 'power-widened':
            return [`  ! ${tool} now ${d.power?.join(', ')} (${field}: ${value(d.old)} → ${value(d.new)})`];
        case 'annotation-changed':
            return [`  ~ ${tool} annotation ${field}: ${value(d.old)} → ${value(d.new)}`];
        case 'title-changed':
        case 'description-changed':
            return [
                `  ~ ${tool} ${field} changed:`,
                ...block('was: ', d.old ?? ''),
                ...block('now: ', d.new ?? ''),
            ];
        default:
            return [`  ~ ${tool} ${field}${oneLine(d.pointer ?? '')}: ${value(d.old)} → ${value(d.new)}`];
    }
}
const where = (o) => (o.inventory ? ` (${oneLine(o.inventory)})` : '');
function stderrLines(o) {
    const text = o.stderr?.trimEnd();
    if (!text)
        return [];
    return [
        '  its stderr ends:',
        ...text
            .split('\n')
            .slice(-40)
            .map((line) => `    | ${safe(line)}`),
    ];
}
function provenanceNote(o) {
    if (!o.provenance)
        return '';
    const { pinned, now } = o.provenance;
    const was = pinned
        ? `${pinned.serverName} ${pinned.serverVersion}, protocol ${pinned.protocolVersion}`
        : 'nothing';
    return `; the server now says ${oneLine(`${now.serverName} ${now.serverVersion}, protocol ${now.protocolVersion}`)} (pinned: ${oneLine(was)})`;
}
function outcomeLines(o) {
    const name = oneLine(o.server);
    switch (o.status) {
        case 'pinned':
            return [`${name}: pinned ${(0,words/* plural */.LS)(o.tools ?? 0, 'tool')} in ${oneLine(o.inventory ?? '')}`];
        case 'unchanged':
            return [`${name}: pinned ${(0,words/* plural */.LS)(o.tools ?? 0, 'tool')} in ${oneLine(o.inventory ?? '')}, unchanged`];
        case 'same':
            return [`${name}: no drift, ${(0,words/* plural */.LS)(o.tools ?? 0, 'tool')}${where(o)}${provenanceNote(o)}`];
        case 'drift':
            return [`${name}: drift${where(o)}`, ...(o.changes ?? []).flatMap(changeLines)];
        case 'unpinned':
            return [`${name}: not pinned: ${oneLine(o.failure ?? '')}`];
        default:
            return [`${name}: failed: ${oneLine(o.failure ?? '')}`, ...stderrLines(o)];
    }
}
function tally(outcomes) {
    const count = (status) => outcomes.filter((o) => o.status === status).length;
    const parts = [
        [count('drift'), 'drifted'],
        [count('failed'), 'failed'],
        [count('unpinned'), 'not pinned'],
        [count('same'), 'as pinned'],
    ];
    return `${(0,words/* plural */.LS)(outcomes.length, 'server')}: ${parts.map(([n, word]) => `${n} ${word}`).join(', ')}.`;
}
/** `mcp pin`'s lines: one per server; a failed server with the end of its stderr. */
function formatPinText(outcomes) {
    return (0,report_escape/* inertLines */.wi)(outcomes.map((o) => `${outcomeLines(o).join('\n')}\n`).join(''), 'text');
}
/** `mcp pin`'s warnings: each server whose inventory holds tool names the check will report. */
function formatPinWarnings(outcomes) {
    const text = outcomes
        .filter((o) => o.rejected?.length)
        .map((o) => {
        const header = `${oneLine(o.server)}: warning: ${oneLine(o.inventory ?? '')} holds these tool names as the server lists them, and the check will report them:`;
        const lines = (o.rejected ?? []).map((r) => `  ${oneLine(r.message)} [${r.rule}]`);
        return `${[header, ...lines].join('\n')}\n`;
    })
        .join('');
    return (0,report_escape/* inertLines */.wi)(text, 'text');
}
/** `mcp verify --format text`: each server's drift, most telling change first, and a tally. */
function formatVerifyText(outcomes) {
    const body = outcomes.flatMap(outcomeLines);
    const failing = outcomes.some((o) => o.status !== 'same');
    const hint = failing
        ? [
            '',
            'Review the drift, then re-pin with `agents-config-check mcp pin [NAME…]` and let the pull request show it.',
        ]
        : [];
    return (0,report_escape/* inertLines */.wi)(`${[...body, '', tally(outcomes), ...hint].join('\n')}\n`, 'text');
}
/** `mcp verify --format json`: the same as data; `passed` is false when the run fails (exit 1). */
function formatVerifyJson(outcomes, version) {
    const servers = outcomes.map((o) => ({
        server: o.server,
        inventory: o.inventory ?? null,
        status: o.status,
        ...(o.tools === undefined ? {} : { tools: o.tools }),
        ...(o.failure === undefined ? {} : { failure: o.failure }),
        ...(o.stderr ? { stderr: o.stderr } : {}),
        ...(o.provenance ? { provenance: o.provenance } : {}),
        changes: o.changes ?? [],
    }));
    return `${(0,report_escape/* inertJson */.nl)(jsonText({ version, passed: outcomes.every((o) => o.status === 'same'), servers }, 2))}\n`;
}

;// CONCATENATED MODULE: ./build/src/mcp.js
// `mcp pin` and `mcp verify`: where the MCP client, the files and the pure inventory code meet.
// Loaded by the CLI on these commands only, so that the SDK costs nothing to any other run.















class McpUsageError extends Error {
}
const CONFIG_NAMES = ['.mcp.json', '.vscode/mcp.json'];
const CHECK_CONFIG_NAMES = ['.agents-config-check.yml', '.agents-config-check.yaml'];
function inlineEntry(inline) {
    const spec = 'url' in inline
        ? { transport: 'http', url: inline.url, shownUrl: inline.url, headers: {}, secrets: [], filled: [] }
        : {
            transport: 'stdio',
            command: inline.command,
            args: inline.args,
            env: {},
            cwd: undefined,
            secrets: [],
            filled: [],
        };
    return { name: inline.name, spec };
}
/** The servers the request names, from the command line or the client configuration. */
function selectServers(request) {
    if (request.inline)
        return [inlineEntry(request.inline)];
    const candidates = request.mcpConfig ? [request.mcpConfig] : CONFIG_NAMES;
    for (const path of candidates) {
        const read = readTextFile(path);
        if ('missing' in read)
            continue;
        if ('problem' in read)
            throw new McpUsageError(`cannot read '${path}': ${read.problem}`);
        const parsed = (0,client_config/* parseClientConfig */.vH)(read.text, path, {
            env: process.env,
            workspaceFolder: process.cwd(),
            pluginRoot: pluginRootOf(path),
        });
        if ('problem' in parsed)
            throw new McpUsageError(parsed.problem);
        if (request.names.length === 0) {
            if (parsed.servers.length === 0)
                throw new McpUsageError(`'${path}' names no server`);
            return parsed.servers;
        }
        const byName = new Map(parsed.servers.map((s) => [s.name, s]));
        return [...new Set(request.names)].map((name) => {
            const entry = byName.get(name);
            if (entry)
                return entry;
            const near = (0,names/* closest */.kp)(name, byName.keys());
            throw new McpUsageError(`'${path}' has no server '${name}'${(0,names/* didYouMean */.au)(near)}`);
        });
    }
    throw new McpUsageError(request.mcpConfig
        ? `'${request.mcpConfig}' does not exist`
        : 'no .mcp.json (or .vscode/mcp.json) here: name one with --mcp-config FILE, or one server with `NAME -- COMMAND` or `NAME --url URL`');
}
/**
 * The plugin folder Claude Code would start a configuration's servers from: the file's folder (a
 * plugin's `.mcp.json`, or the root's where the root is a plugin), or the plugin's where the file
 * is its manifest, `.claude-plugin/plugin.json`.
 */
function pluginRootOf(path) {
    const folder = (0,external_node_path_.dirname)((0,external_node_path_.resolve)(path));
    return (0,external_node_path_.basename)(folder) === '.claude-plugin' ? (0,external_node_path_.dirname)(folder) : folder;
}
/** The configuration's `mcp-servers` globs, read leniently: only the folder to write to hangs on them. */
function mcpServerGlobs() {
    for (const path of CHECK_CONFIG_NAMES) {
        const read = readTextFile(path);
        if (!('text' in read))
            continue;
        const value = (0,load/* loadYaml */.yv)(read.text).documents[0]?.value;
        const globs = (0,model/* isRecord */.u4)(value) ? value['mcp-servers'] : undefined;
        if (typeof globs === 'string')
            return [globs];
        if (Array.isArray(globs) && globs.every((g) => typeof g === 'string'))
            return globs;
    }
    return MCP_SERVER_GLOBS;
}
/** The pinned inventory at `path`, read as parseInventory says. */
function readPinned(path) {
    const read = readTextFile(path);
    if (!('text' in read))
        return read;
    const parsed = parseInventory(read.text);
    if ('problem' in parsed)
        return parsed;
    return { text: read.text, inventory: parsed.inventory };
}
/** The most of a failure that is shown: it may quote the server's own error, of any length. */
const FAILURE_SHOWN = 1000;
/** A failure cut to FAILURE_SHOWN characters, saying so. */
function shortened(failure) {
    if (failure.length <= FAILURE_SHOWN)
        return failure;
    const count = (n) => n.toLocaleString('en-US');
    return `${(0,words/* cutAt */.og)(failure, FAILURE_SHOWN)}… (cut at ${count(FAILURE_SHOWN)} of ${count(failure.length)} characters)`;
}
/** Starts the server and lists its tools; a failure comes back masked of the server's secrets. */
async function mcp_listing(entry, timeout) {
    if (!entry.spec)
        return { failure: entry.problem ?? 'cannot be started', stderr: '' };
    const outcome = await listServerTools(entry.spec, timeout);
    if ('listing' in outcome) {
        const deep = toolNestedPast(outcome.listing.tools, load/* LOAD_LIMITS */.MI.maxDepth);
        if (deep !== undefined)
            return {
                failure: `listed tool '${shownName(deep)}' nested deeper than the ${load/* LOAD_LIMITS */.MI.maxDepth} levels the check reads`,
                stderr: '',
            };
        // The inventory is committed, and verify shows what changed: neither may carry a secret.
        const held = (0,client_config/* heldSecret */.kC)(outcome.listing, entry.spec.filled);
        if (held === undefined)
            return outcome;
        return {
            failure: `lists the value the environment gives its configuration's \${${held.variable}} in its ${held.where}: the inventory is committed, so nothing of it is written or shown`,
            stderr: '',
        };
    }
    const secrets = entry.spec.secrets;
    // Masked before it is cut, so that no part of a secret is left at the cut.
    return { failure: shortened((0,client_config/* redact */.E$)(outcome.failure, secrets)), stderr: (0,client_config/* redact */.E$)(outcome.stderr, secrets) };
}
/** The validator the check runs: the inventory's tool names are judged by the same schema. */
const mcp_validator = new validator/* SchemaValidator */.I(shipped/* SHIPPED_SCHEMAS */.F);
async function pinServer(entry, path, timeout) {
    const base = { server: entry.name, inventory: path };
    const listed = await mcp_listing(entry, timeout);
    if ('failure' in listed)
        return { ...base, status: 'failed', ...listed };
    const previous = readPinned(path);
    const today = new Date().toISOString().slice(0, 10);
    const text = pinnedText(entry.name, listed.listing, 'inventory' in previous ? previous : undefined, today);
    // Pinned all the same: the inventory is what the server lists; the user is told at once.
    const rejected = rejectedToolNames(canonicalTools(listed.listing.tools), mcp_validator);
    const pinned = { ...base, tools: listed.listing.tools.length, rejected };
    if ('text' in previous && previous.text === text)
        return { ...pinned, status: 'unchanged' };
    const problem = writeTextFile(path, text);
    if (problem)
        return { ...base, status: 'failed', failure: `cannot write '${path}': ${problem}` };
    return { ...pinned, status: 'pinned' };
}
async function verifyServer(entry, path, timeout) {
    const base = { server: entry.name, inventory: path };
    // A server the configuration cannot start is that, pinned or not: "pin it" would fail the same.
    if (!entry.spec)
        return { ...base, status: 'failed', failure: entry.problem ?? 'cannot be started' };
    const pinned = readPinned(path);
    // Nothing to compare with: the server is not started.
    if ('missing' in pinned)
        return {
            ...base,
            status: 'unpinned',
            failure: `no ${path}; pin it with \`agents-config-check mcp pin ${entry.name}\``,
        };
    if ('problem' in pinned)
        return { ...base, status: 'failed', failure: `cannot read '${path}': ${pinned.problem}` };
    // The check reads the file as the inventory of the server it names, whatever its file's name.
    const named = pinned.inventory.server;
    if (named !== undefined && named !== entry.name)
        return {
            ...base,
            status: 'failed',
            failure: `cannot read '${path}': it is the inventory of server '${shownName(named)}' (its "server"), not of '${entry.name}'`,
        };
    const listed = await mcp_listing(entry, timeout);
    if ('failure' in listed)
        return { ...base, status: 'failed', ...listed };
    const { tools, provenance, instructions } = listed.listing;
    const changes = compareOffers(pinned.inventory, { tools: tools, instructions });
    if (changes.length > 0)
        return { ...base, status: 'drift', tools: tools.length, changes };
    const was = pinned.inventory.provenance;
    const same = JSON.stringify(was) === JSON.stringify(provenance);
    return {
        ...base,
        status: 'same',
        tools: tools.length,
        ...(same ? {} : { provenance: { pinned: was, now: provenance } }),
    };
}
/**
 * The most servers started at once: each is a process or a connection, and a repository's
 * `.mcp.json` may name dozens; each server's own `--timeout` runs from its own start.
 */
const SERVERS_AT_ONCE = 4;
/** `work` of each item, at most `limit` running at once; the results in the items' order. */
async function eachAtMost(limit, items, work) {
    const results = [];
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const i = next++;
            results[i] = await work(items[i]);
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
}
/** Pins or verifies one server into the folder `out`, unless its name or the folder forbids it. */
function serverOutcome(entry, others, inFolder, out, link, request) {
    const problem = inventoryNameProblem(entry.name, others, inFolder);
    if (problem !== undefined)
        return { server: entry.name, inventory: undefined, status: 'failed', failure: problem };
    const path = (0,external_node_path_.join)(out, `${entry.name}.json`);
    // Nothing is started: the inventory could be neither written nor read where the check sees it.
    if (link !== undefined)
        return {
            server: entry.name,
            inventory: path,
            status: 'failed',
            failure: `cannot ${request.command === 'pin' ? 'write' : 'read'} '${path}': '${link}' is a symbolic link, and links are not followed (the check reads nothing through it)`,
        };
    return request.command === 'pin'
        ? pinServer(entry, path, request.timeout)
        : verifyServer(entry, path, request.timeout);
}
/** Runs `mcp pin` or `mcp verify`; the exit status: 0, 1 (a failure or drift) or 2 (usage). */
async function runMcp(request) {
    let servers;
    try {
        servers = selectServers(request);
    }
    catch (error) {
        if (!(error instanceof McpUsageError))
            throw error;
        // It quotes .mcp.json, the repository's (a JSON parser's snippet of it, line breaks and all).
        process.stderr.write((0,report_text/* errorLines */.S6)('agents-config-check mcp', error.message));
        return 2;
    }
    const out = request.out ?? defaultOutDir(mcpServerGlobs());
    const link = linkOnPath(out);
    const names = servers.map((s) => s.name);
    const inFolder = link === undefined ? inventoryFilesIn(out) : [];
    const outcomes = await eachAtMost(SERVERS_AT_ONCE, servers, (entry) => serverOutcome(entry, names, inFolder, out, link, request));
    if (request.command === 'verify') {
        const format = request.format === 'json' ? formatVerifyJson(outcomes, build_package/* version */.rE) : formatVerifyText(outcomes);
        process.stdout.write(format);
        return outcomes.every((o) => o.status === 'same') ? 0 : 1;
    }
    const failed = outcomes.filter((o) => o.status === 'failed');
    // Nothing to say is no write: a stream that takes no byte (/dev/full) then fails no run.
    const pinned = formatPinText(outcomes.filter((o) => o.status !== 'failed'));
    const problems = formatPinWarnings(outcomes) + formatPinText(failed);
    if (pinned !== '')
        process.stdout.write(pinned);
    if (problems !== '')
        process.stderr.write(problems);
    // A warning leaves the status alone: the server was pinned, truly, and the check is the gate.
    return failed.length > 0 ? 1 : 0;
}


/***/ })

};
