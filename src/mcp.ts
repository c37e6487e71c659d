// `mcp pin` and `mcp verify`: where the MCP client, the files and the pure inventory code meet.
// Loaded by the CLI on these commands only, so that the SDK costs nothing to any other run.
import { basename, dirname, join, resolve } from 'node:path';
import pkg from '../package.json' with { type: 'json' };
import { listServerTools } from './adapters/mcp-client.js';
import { inventoryFilesIn, linkOnPath, readTextFile, writeTextFile } from './adapters/mcp-files.js';
import {
  heldSecret,
  parseClientConfig,
  redact,
  type ServerEntry,
  type ServerSpec,
} from './core/mcp/client-config.js';
import { compareOffers } from './core/mcp/drift.js';
import {
  canonicalTools,
  defaultOutDir,
  inventoryNameProblem,
  MCP_SERVER_GLOBS,
  parseInventory,
  pinnedText,
  rejectedToolNames,
  toolNestedPast,
  type PinnedInventory,
  shownName,
} from './core/mcp/inventory.js';
import { isRecord } from './core/model/model.js';
import { cutAt } from './core/text/words.js';
import { closest, didYouMean } from './core/model/names.js';
import { SHIPPED_SCHEMAS } from './core/schema/shipped.js';
import { SchemaValidator } from './core/schema/validator.js';
import { LOAD_LIMITS, loadYaml } from './core/yaml/load.js';
import { errorLines } from './report/text.js';
import {
  formatPinText,
  formatPinWarnings,
  formatVerifyJson,
  formatVerifyText,
  type ServerOutcome,
} from './report/mcp.js';

export interface McpRequest {
  command: 'pin' | 'verify';
  /** Servers of the configuration to use; all of them when empty. */
  names: string[];
  /** One server from the command line instead of a configuration. */
  inline?: { name: string; command: string; args: string[] } | { name: string; url: string };
  mcpConfig: string | undefined;
  out: string | undefined;
  /** Seconds each server has to answer everything. */
  timeout: number;
  format: 'text' | 'json';
}

class McpUsageError extends Error {}

const CONFIG_NAMES = ['.mcp.json', '.vscode/mcp.json'];
const CHECK_CONFIG_NAMES = ['.agents-config-check.yml', '.agents-config-check.yaml'];

function inlineEntry(inline: NonNullable<McpRequest['inline']>): ServerEntry {
  const spec: ServerSpec =
    'url' in inline
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
function selectServers(request: McpRequest): ServerEntry[] {
  if (request.inline) return [inlineEntry(request.inline)];
  const candidates = request.mcpConfig ? [request.mcpConfig] : CONFIG_NAMES;
  for (const path of candidates) {
    const read = readTextFile(path);
    if ('missing' in read) continue;
    if ('problem' in read) throw new McpUsageError(`cannot read '${path}': ${read.problem}`);
    const parsed = parseClientConfig(read.text, path, {
      env: process.env,
      workspaceFolder: process.cwd(),
      pluginRoot: pluginRootOf(path),
    });
    if ('problem' in parsed) throw new McpUsageError(parsed.problem);
    if (request.names.length === 0) {
      if (parsed.servers.length === 0) throw new McpUsageError(`'${path}' names no server`);
      return parsed.servers;
    }
    const byName = new Map(parsed.servers.map((s) => [s.name, s]));
    return [...new Set(request.names)].map((name) => {
      const entry = byName.get(name);
      if (entry) return entry;
      const near = closest(name, byName.keys());
      throw new McpUsageError(`'${path}' has no server '${name}'${didYouMean(near)}`);
    });
  }
  throw new McpUsageError(
    request.mcpConfig
      ? `'${request.mcpConfig}' does not exist`
      : 'no .mcp.json (or .vscode/mcp.json) here: name one with --mcp-config FILE, or one server with `NAME -- COMMAND` or `NAME --url URL`',
  );
}

/**
 * The plugin folder Claude Code would start a configuration's servers from: the file's folder (a
 * plugin's `.mcp.json`, or the root's where the root is a plugin), or the plugin's where the file
 * is its manifest, `.claude-plugin/plugin.json`.
 */
function pluginRootOf(path: string): string {
  const folder = dirname(resolve(path));
  return basename(folder) === '.claude-plugin' ? dirname(folder) : folder;
}

/** The configuration's `mcp-servers` globs, read leniently: only the folder to write to hangs on them. */
function mcpServerGlobs(): string[] {
  for (const path of CHECK_CONFIG_NAMES) {
    const read = readTextFile(path);
    if (!('text' in read)) continue;
    const value = loadYaml(read.text).documents[0]?.value;
    const globs = isRecord(value) ? value['mcp-servers'] : undefined;
    if (typeof globs === 'string') return [globs];
    if (Array.isArray(globs) && globs.every((g) => typeof g === 'string')) return globs as string[];
  }
  return MCP_SERVER_GLOBS;
}

type Pinned = { text: string; inventory: PinnedInventory } | { missing: true } | { problem: string };

/** The pinned inventory at `path`, read as parseInventory says. */
function readPinned(path: string): Pinned {
  const read = readTextFile(path);
  if (!('text' in read)) return read;
  const parsed = parseInventory(read.text);
  if ('problem' in parsed) return parsed;
  return { text: read.text, inventory: parsed.inventory };
}

/** The most of a failure that is shown: it may quote the server's own error, of any length. */
const FAILURE_SHOWN = 1000;

/** A failure cut to FAILURE_SHOWN characters, saying so. */
function shortened(failure: string): string {
  if (failure.length <= FAILURE_SHOWN) return failure;
  const count = (n: number) => n.toLocaleString('en-US');
  return `${cutAt(failure, FAILURE_SHOWN)}… (cut at ${count(FAILURE_SHOWN)} of ${count(failure.length)} characters)`;
}

/** Starts the server and lists its tools; a failure comes back masked of the server's secrets. */
async function listing(entry: ServerEntry, timeout: number) {
  if (!entry.spec) return { failure: entry.problem ?? 'cannot be started', stderr: '' };
  const outcome = await listServerTools(entry.spec, timeout);
  if ('listing' in outcome) {
    const deep = toolNestedPast(outcome.listing.tools, LOAD_LIMITS.maxDepth);
    if (deep !== undefined)
      return {
        failure: `listed tool '${shownName(deep)}' nested deeper than the ${LOAD_LIMITS.maxDepth} levels the check reads`,
        stderr: '',
      };
    // The inventory is committed, and verify shows what changed: neither may carry a secret.
    const held = heldSecret(outcome.listing, entry.spec.filled);
    if (held === undefined) return outcome;
    return {
      failure: `lists the value the environment gives its configuration's \${${held.variable}} in its ${held.where}: the inventory is committed, so nothing of it is written or shown`,
      stderr: '',
    };
  }
  const secrets = entry.spec.secrets;
  // Masked before it is cut, so that no part of a secret is left at the cut.
  return { failure: shortened(redact(outcome.failure, secrets)), stderr: redact(outcome.stderr, secrets) };
}

/** The validator the check runs: the inventory's tool names are judged by the same schema. */
const validator = new SchemaValidator(SHIPPED_SCHEMAS);

async function pinServer(entry: ServerEntry, path: string, timeout: number): Promise<ServerOutcome> {
  const base = { server: entry.name, inventory: path };
  const listed = await listing(entry, timeout);
  if ('failure' in listed) return { ...base, status: 'failed', ...listed };
  const previous = readPinned(path);
  const today = new Date().toISOString().slice(0, 10);
  const text = pinnedText(entry.name, listed.listing, 'inventory' in previous ? previous : undefined, today);
  // Pinned all the same: the inventory is what the server lists; the user is told at once.
  const rejected = rejectedToolNames(canonicalTools(listed.listing.tools), validator);
  const pinned = { ...base, tools: listed.listing.tools.length, rejected };
  if ('text' in previous && previous.text === text) return { ...pinned, status: 'unchanged' };
  const problem = writeTextFile(path, text);
  if (problem) return { ...base, status: 'failed', failure: `cannot write '${path}': ${problem}` };
  return { ...pinned, status: 'pinned' };
}

async function verifyServer(entry: ServerEntry, path: string, timeout: number): Promise<ServerOutcome> {
  const base = { server: entry.name, inventory: path };
  // A server the configuration cannot start is that, pinned or not: "pin it" would fail the same.
  if (!entry.spec) return { ...base, status: 'failed', failure: entry.problem ?? 'cannot be started' };
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
  const listed = await listing(entry, timeout);
  if ('failure' in listed) return { ...base, status: 'failed', ...listed };
  const { tools, provenance, instructions } = listed.listing;
  const changes = compareOffers(pinned.inventory, { tools: tools as PinnedInventory['tools'], instructions });
  if (changes.length > 0) return { ...base, status: 'drift', tools: tools.length, changes };
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
async function eachAtMost<T, R>(
  limit: number,
  items: readonly T[],
  work: (item: T) => R | Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Pins or verifies one server into the folder `out`, unless its name or the folder forbids it. */
function serverOutcome(
  entry: ServerEntry,
  others: readonly string[],
  inFolder: readonly string[],
  out: string,
  link: string | undefined,
  request: McpRequest,
): ServerOutcome | Promise<ServerOutcome> {
  const problem = inventoryNameProblem(entry.name, others, inFolder);
  if (problem !== undefined)
    return { server: entry.name, inventory: undefined, status: 'failed', failure: problem };
  const path = join(out, `${entry.name}.json`);
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
export async function runMcp(request: McpRequest): Promise<number> {
  let servers: ServerEntry[];
  try {
    servers = selectServers(request);
  } catch (error) {
    if (!(error instanceof McpUsageError)) throw error;
    // It quotes .mcp.json, the repository's (a JSON parser's snippet of it, line breaks and all).
    process.stderr.write(errorLines('agents-config-check mcp', error.message));
    return 2;
  }
  const out = request.out ?? defaultOutDir(mcpServerGlobs());
  const link = linkOnPath(out);
  const names = servers.map((s) => s.name);
  const inFolder = link === undefined ? inventoryFilesIn(out) : [];
  const outcomes = await eachAtMost(SERVERS_AT_ONCE, servers, (entry) =>
    serverOutcome(entry, names, inFolder, out, link, request),
  );
  if (request.command === 'verify') {
    const format =
      request.format === 'json' ? formatVerifyJson(outcomes, pkg.version) : formatVerifyText(outcomes);
    process.stdout.write(format);
    return outcomes.every((o) => o.status === 'same') ? 0 : 1;
  }
  const failed = outcomes.filter((o) => o.status === 'failed');
  // Nothing to say is no write: a stream that takes no byte (/dev/full) then fails no run.
  const pinned = formatPinText(outcomes.filter((o) => o.status !== 'failed'));
  const problems = formatPinWarnings(outcomes) + formatPinText(failed);
  if (pinned !== '') process.stdout.write(pinned);
  if (problems !== '') process.stderr.write(problems);
  // A warning leaves the status alone: the server was pinned, truly, and the check is the gate.
  return failed.length > 0 ? 1 : 0;
}
