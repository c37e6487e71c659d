// An MCP client configuration (`.mcp.json`: `mcpServers`, or VS Code's `servers`) read into the
// servers `mcp pin` may start, with `${VAR}` taken from the environment it is given. Pure: the
// caller reads the file and passes the environment.
import { isRecord } from '../model/model.js';
import { LineIndex } from '../text/text-position.js';
import { nodeValue, readClientJson } from './client-json.js';
import type { ServerListing } from './inventory.js';

interface Secrets {
  /** Values that came from the environment or stand in `env`/`headers`: kept out of every output. */
  secrets: string[];
  /**
   * The `${VAR}`s of `env`, `headers` and `url` (past its host) that the environment filled in (not
   * a default written in the file), with their values: what SPEC §11 keeps out of an inventory.
   */
  filled: { variable: string; value: string }[];
}

export type ServerSpec =
  | ({
      transport: 'stdio';
      command: string;
      args: string[];
      env: Record<string, string>;
      cwd: string | undefined;
    } & Secrets)
  | ({
      transport: 'http';
      url: string;
      /** The url as the configuration writes it, before expansion: what messages show. */
      shownUrl: string;
      headers: Record<string, string>;
    } & Secrets);

/** One server of the configuration: how to start it, or why it cannot be. */
export interface ServerEntry {
  name: string;
  spec?: ServerSpec;
  problem?: string;
}

type ClientConfig = { servers: ServerEntry[] } | { problem: string };

/** What `${…}` may name: the environment, and the folder VS Code calls the workspace. */
interface Expansion {
  env: Record<string, string | undefined>;
  workspaceFolder: string;
  /**
   * The folder of the Claude Code plugin whose file this is, which Claude Code gives its servers as
   * `${CLAUDE_PLUGIN_ROOT}`; the environment's value where none is given.
   */
  pluginRoot?: string;
}

// Up to the next brace of either kind: `[^}]*` read each `${` of thousands to the end of the text.
const PLACEHOLDER = /\$\{([^{}]*)\}/g;
const VARIABLE = /^(?:env:)?([A-Za-z_][A-Za-z0-9_]*)(?::-(.*))?$/s;

/**
 * `text` with every `${VAR}`, `${VAR:-default}`, `${env:VAR}`, `${workspaceFolder}` and
 * `${CLAUDE_PLUGIN_ROOT}` filled in.
 */
function expand(text: string, context: Expansion, used: string[], filled?: Secrets['filled']): string {
  return text.replace(PLACEHOLDER, (whole, inner: string) => {
    if (inner === 'workspaceFolder') return context.workspaceFolder;
    if (inner === 'CLAUDE_PLUGIN_ROOT' && context.pluginRoot !== undefined) return context.pluginRoot;
    const variable = VARIABLE.exec(inner);
    if (!variable)
      throw new ExpansionProblem(`cannot fill in '${whole}': only \${VAR} from the environment is read`);
    const name = variable[1] as string;
    const value = context.env[name] ?? variable[2];
    if (value === undefined) throw new ExpansionProblem(`'${whole}' is not set in the environment`);
    used.push(value);
    if (context.env[name] !== undefined) filled?.push({ variable: name, value });
    return value;
  });
}

class ExpansionProblem extends Error {}

/**
 * A url with its `${VAR}`s filled in (expand), where `filled` gains only the values that reach past
 * the host: a host names a machine, which a server may well say (`Queries mcp.internal.example.com`),
 * while a path, a query or a fragment is where a url carries a token. A value counts as the host's
 * only when the url's own parser puts all of it there.
 */
function expandUrl(text: string, context: Expansion, used: string[], filled: Secrets['filled']): string {
  const placed: { variable: string; value: string; start: number }[] = [];
  let out = '';
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    out += text.slice(last, match.index);
    const own: Secrets['filled'] = [];
    const value = expand(match[0], context, used, own);
    for (const one of own) placed.push({ ...one, start: out.length });
    out += value;
    last = match.index + match[0].length;
  }
  out += text.slice(last);
  const host = hostSpan(out);
  for (const { variable, value, start } of placed) {
    const inHost =
      host !== undefined &&
      start >= host.start &&
      start + value.length <= host.end &&
      host.parsed.includes(value.toLowerCase());
    if (!inHost) filled.push({ variable, value });
  }
  return out;
}

/**
 * Where a url's host and port stand in its text (after `://`, up to the first `/`, `\`, `?` or
 * `#`), with the host and port as the URL parser reads them; undefined for a url it refuses.
 */
function hostSpan(url: string): { start: number; end: number; parsed: string } | undefined {
  if (!URL.canParse(url)) return undefined;
  const start = url.indexOf('://');
  if (start < 0) return undefined;
  const rest = url.slice(start + 3).search(/[/\\?#]/);
  return { start: start + 3, end: rest < 0 ? url.length : start + 3 + rest, parsed: new URL(url).host };
}

function stringMap(value: unknown, what: string): Record<string, string> {
  if (value === undefined) return {};
  if (!isRecord(value) || Object.values(value).some((v) => typeof v !== 'string'))
    throw new ExpansionProblem(`'${what}' must be an object of strings`);
  return value as Record<string, string>;
}

function expandMap(
  map: Record<string, string>,
  context: Expansion,
  used: string[],
  filled: Secrets['filled'],
): Record<string, string> {
  // fromEntries defines each key as its own, `__proto__` too.
  return Object.fromEntries(
    Object.entries(map).map(([key, value]) => {
      const expanded = expand(value, context, used, filled);
      used.push(expanded);
      return [key, expanded];
    }),
  );
}

/** The transport one entry asks for: `type` when given, else `command` or `url` decides. */
function transportOf(entry: Record<string, unknown>): 'stdio' | 'http' {
  const type = entry.type;
  if (type === 'stdio' || type === 'http' || type === 'streamable-http' || type === 'streamableHttp')
    return type === 'stdio' ? 'stdio' : 'http';
  if (type === 'sse')
    throw new ExpansionProblem("the SSE transport is not supported; Streamable HTTP is (type: 'http')");
  if (type !== undefined)
    throw new ExpansionProblem(`unknown type '${String(type)}'; expected stdio or http`);
  if (typeof entry.command === 'string') return 'stdio';
  if (typeof entry.url === 'string') return 'http';
  throw new ExpansionProblem("needs a 'command' (stdio) or a 'url' (Streamable HTTP)");
}

/**
 * Why a url cannot be a Streamable HTTP server's, as fetch would refuse it: not a URL (the client
 * would throw at `new URL`), another scheme (`file:`), or a user name or password in it.
 */
export function urlProblem(url: string): string | undefined {
  if (!URL.canParse(url)) return 'must be a URL';
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return 'must be an http:// or https:// URL';
  if (parsed.username !== '' || parsed.password !== '')
    return "holds a user name or password, which fetch refuses; send them in 'headers'";
  return undefined;
}

function serverSpec(entry: unknown, context: Expansion): ServerSpec {
  if (!isRecord(entry)) throw new ExpansionProblem('must be an object');
  const used: string[] = [];
  const filled: Secrets['filled'] = [];
  if (transportOf(entry) === 'http') {
    if (typeof entry.url !== 'string' || entry.url === '') throw new ExpansionProblem("needs a 'url'");
    const headers = expandMap(stringMap(entry.headers, 'headers'), context, used, filled);
    const url = expandUrl(entry.url, context, used, filled);
    // Shown as written: the expanded url may hold a secret.
    const problem = urlProblem(url);
    if (problem !== undefined) throw new ExpansionProblem(`'url' ${problem}, not '${entry.url}'`);
    return { transport: 'http', url, shownUrl: entry.url, headers, secrets: used, filled };
  }
  if (typeof entry.command !== 'string' || entry.command === '')
    throw new ExpansionProblem("needs a 'command'");
  const args = entry.args ?? [];
  if (!Array.isArray(args) || args.some((a) => typeof a !== 'string'))
    throw new ExpansionProblem("'args' must be a list of strings");
  if (entry.cwd !== undefined && typeof entry.cwd !== 'string')
    throw new ExpansionProblem("'cwd' must be a string");
  const env = expandMap(stringMap(entry.env, 'env'), context, used, filled);
  return {
    transport: 'stdio',
    command: expand(entry.command, context, used),
    args: (args as string[]).map((a) => expand(a, context, used)),
    env,
    cwd: entry.cwd === undefined ? undefined : expand(entry.cwd, context, used),
    secrets: used,
    filled,
  };
}

/**
 * A file's top object as its servers, where each of its values is a server's entry (a `command` or
 * a `url`): Claude Code reads a plugin's `.mcp.json` so, and GitHub Copilot CLI the root's.
 */
function serversAtTop(value: Record<string, unknown>): Record<string, unknown> | undefined {
  const entries = Object.values(value);
  const server = (v: unknown): boolean => isRecord(v) && ('command' in v || 'url' in v);
  return entries.length > 0 && entries.every(server) ? value : undefined;
}

/** The servers of a client configuration, each with its spec or the problem that stops it. */
export function parseClientConfig(text: string, file: string, context: Expansion): ClientConfig {
  // A byte-order mark stands as a space, so that an offset is the file's.
  const blanked = text.replace(/^\uFEFF/, ' ');
  const json = readClientJson(blanked);
  if (json.kind === 'unread') {
    const { line, column } = new LineIndex(blanked).position(json.offset);
    return { problem: `'${file}' is not JSON: ${json.why} (line ${line}, column ${column})` };
  }
  const value = nodeValue(json.root);
  const servers = isRecord(value) ? (value.mcpServers ?? value.servers ?? serversAtTop(value)) : undefined;
  if (!isRecord(servers))
    return { problem: `'${file}' has no 'mcpServers' (or VS Code's 'servers') object naming the servers` };
  return {
    servers: Object.entries(servers).map(([name, entry]) => {
      try {
        return { name, spec: serverSpec(entry, context) };
      } catch (error) {
        if (error instanceof ExpansionProblem) return { name, problem: error.message };
        throw error;
      }
    }),
  };
}

/**
 * A secret as each part of a URL writes it: a value filled into a url is percent-encoded there
 * (`a b` is `a%20b` in a path, a query or a password), and a failure may quote the url so.
 */
function spellings(secret: string): string[] {
  const url = new URL('http://h/');
  const parts: [(value: string) => void, () => string][] = [
    [(v) => (url.password = v), () => url.password],
    [(v) => (url.pathname = `/${v}`), () => url.pathname.slice(1)],
    [(v) => (url.search = `?${v}`), () => url.search.slice(1)],
    [(v) => (url.hash = `#${v}`), () => url.hash.slice(1)],
  ];
  const found = [secret];
  try {
    found.push(encodeURIComponent(secret));
  } catch {
    // A lone surrogate (JSON's `\ud800` in a value): the URL's setters below write it as U+FFFD.
  }
  for (const [set, get] of parts) {
    set(secret);
    found.push(get());
  }
  return found;
}

/** Every spelling of the secrets that is masked, longest first; tiny values would mask noise. */
function maskedSpellings(secrets: readonly string[]): string[] {
  return [...new Set(secrets.flatMap(spellings))]
    .filter((s) => s.length >= 4)
    .sort((a, b) => b.length - a.length);
}

/** `text` with every secret of the server written as `***`, as GitHub masks a secret in a log. */
export function redact(text: string, secrets: readonly string[]): string {
  // Longest first, so that a secret holding a shorter one is masked whole.
  return maskedSpellings(secrets).reduce((out, secret) => out.split(secret).join('***'), text);
}

/**
 * The first `${VAR}` of `env`, `headers` or `url` (past its host) whose value, as the environment gave it, what a
 * server lists holds (in any string or key of its tools, its instructions or its serverInfo), and
 * where. The inventory is committed, so one that holds such a value is not written (SPEC §11).
 * Undefined when none does. Walked without recursion; every string is read once per spelling.
 */
export function heldSecret(
  listing: ServerListing,
  filled: Secrets['filled'],
): { variable: string; where: 'tools' | 'instructions' | 'serverInfo' } | undefined {
  const candidates = filled
    .map(({ variable, value }) => ({ variable, spellings: maskedSpellings([value]) }))
    .filter((c) => c.spellings.length > 0);
  if (candidates.length === 0) return undefined;
  const holder = (value: unknown): string | undefined => {
    const stack = [value];
    while (stack.length > 0) {
      const item = stack.pop();
      if (typeof item === 'string') {
        const found = candidates.find((c) => c.spellings.some((s) => item.includes(s)));
        if (found) return found.variable;
      } else if (typeof item === 'object' && item !== null) {
        for (const [key, child] of Object.entries(item)) stack.push(key, child);
      }
    }
    return undefined;
  };
  const { serverName, serverVersion, protocolVersion } = listing.provenance;
  const places = [
    ['tools', listing.tools],
    ['instructions', listing.instructions],
    ['serverInfo', [serverName, serverVersion, protocolVersion]],
  ] as const;
  for (const [where, value] of places) {
    const variable = holder(value);
    if (variable !== undefined) return { variable, where };
  }
  return undefined;
}
