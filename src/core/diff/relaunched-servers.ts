// An MCP server the repository pins, started differently on the head (SPEC §6: what the checker
// cannot see is taken as the most it could be). An inventory tells what the program it was listed
// from offers; the client configurations in the repository (`.mcp.json` and the editors' own) say
// which program answers to the server's name. A pull request that changes that program's command,
// arguments, environment, URL or headers, and leaves the inventory as it was, would otherwise be
// judged by the old program's tools: every tool the skills call on the server may now be anything.
// One change per server and configuration file, at the head's first changed key, reaching every
// skill and actor whose set calls the server. Claude Code's `.claude/settings.json` `env` is given
// to every server `.mcp.json` starts: a change of it starts each of them differently.
// The files an entry runs, and what they load, are server-programs.ts's.
import type { Node as JsonNode, ParseError } from 'jsonc-parser';
import lazyPackages from '../packages/lazy-packages.cjs';
import type { Project } from '../project/project.js';
import type { FlatEntry } from '../sets/flat-entries.js';
import type { AuxFileReader } from '../model/model.js';
import { LineIndex, wholeLineSpan, type Span } from '../text/text-position.js';
import { byCodeUnits } from '../text/order.js';
import { mcpTarget, targetParts, type EffectiveTool } from '../power/effective.js';
import { policyBlock } from '../project/actor-set.js';
import { MAX_WRAPS } from '../sources/registered-tools.js';
import { readingsOf } from '../kinds/tool.js';
import { LOAD_LIMITS } from '../yaml/load.js';
import { relaunchChange, type Change, type Relaunch } from './changes.js';
import { programOf, ProgramFiles, ProgramGraph, type Program, type ProgramFound } from './server-programs.js';

/**
 * The client configurations a checkout holds, at the root: Claude Code's (also `mcp pin`'s),
 * Cursor's, VS Code's (which names its servers `servers`), and the project files of Gemini CLI,
 * Roo Code and Kiro, each with the same `mcpServers`.
 */
const CLIENT_CONFIGURATIONS = [
  '.mcp.json',
  '.cursor/mcp.json',
  '.vscode/mcp.json',
  '.gemini/settings.json',
  '.roo/mcp.json',
  '.kiro/settings/mcp.json',
] as const;

/**
 * Claude Code's project settings: their `env` is given to every session, and so to every server it
 * starts from `.mcp.json` (`NODE_OPTIONS` there loads a file into each).
 */
const SESSION_SETTINGS = '.claude/settings.json';

/** The environment files Gemini CLI reads for the servers of its project settings. */
const GEMINI_ENV_FILES = ['.gemini/.env', '.env'];

/** The keys a client configuration lists its servers under. */
const SERVER_KEYS = ['mcpServers', 'servers'] as const;

/** One server's entry in a configuration: each time its name is written (a repeated key is read both ways). */
interface Written {
  key: JsonNode;
  value: JsonNode;
  /** The entry as canonical JSON, after the name of the list that holds it. */
  canonical: string;
}

/**
 * What one side's configuration file says: its servers, or that it cannot be read as one (with
 * what stands there, where the reader can tell: a text, a link's identity, a blob's id).
 */
type Configuration =
  | { kind: 'absent' }
  | { kind: 'unread'; why: string; offset: number; lines: LineIndex; identity: string | undefined }
  | { kind: 'read'; servers: Map<string, Written[]>; lines: LineIndex };

/** The MCP servers started differently on the head, as changes reaching what calls each. */
export function relaunchedServers(base: Project, head: Project): Change[] {
  const relaunches: Relaunch[] = [];
  const pinned = [...head.inventoriesByName.keys()];
  const read: { file: string; after: Configuration }[] = [];
  for (const file of CLIENT_CONFIGURATIONS) {
    const before = configuration(base.aux, file);
    const after = configuration(head.aux, file);
    read.push({ file, after });
    for (const r of changedLaunches(file, before, after, pinned))
      if (head.inventory(r.server).length > 0) relaunches.push(r);
  }
  // Claude Code's session environment, given to each server `.mcp.json` starts.
  const claude = read.find((r) => r.file === '.mcp.json')?.after;
  const session = sessionEnvironment(head.aux);
  if (claude?.kind === 'read') {
    const was = sessionEnvironment(base.aux);
    // No file and a file without `env` give the same environment.
    const identity = (e: SessionEnvironment): string | undefined => (e.kind === 'absent' ? '' : e.identity);
    if (identity(was) === undefined || identity(was) !== identity(session))
      for (const [server, written] of claude.servers)
        if (head.inventory(server).length > 0) {
          const how = session.kind === 'unread' ? { unread: session.why } : { key: 'env' };
          // Where the head has no settings left, at the server's name in `.mcp.json`.
          relaunches.push(
            session.kind === 'absent'
              ? { server, file: '.mcp.json', span: nodeSpan(claude.lines, (written[0] as Written).key), how }
              : {
                  server,
                  file: SESSION_SETTINGS,
                  span: spanOf(session.lines, session.offset, session.end),
                  how,
                },
          );
        }
  }
  const reach = new Reach(head);
  const inherited = session.kind === 'read' ? session.env : undefined;
  relaunches.push(...changedPrograms(base, head, read, reach, inherited));
  const changes: Change[] = [];
  for (const r of relaunches) {
    const skills = reach.skillsCalling(r.server);
    if (skills.length === 0) continue;
    const inventory = head.inventory(r.server)[0]?.def.file.path as string;
    changes.push(relaunchChange(r, inventory, { skills, actors: reach.actorsCalling(r.server) }));
  }
  return changes;
}

/**
 * Each server with an inventory that a skill calls and whose head entry runs a file of the
 * repository that changed (server-programs.ts): one per server and configuration file, at the
 * first changed line of the first such file the entry names (at the name, where the head removed
 * it). Each file compared once, and only for servers called.
 */
function changedPrograms(
  base: Project,
  head: Project,
  configurations: readonly { file: string; after: Configuration }[],
  reach: Reach,
  inherited: JsonNode | undefined,
): Relaunch[] {
  // Each server with an inventory that a skill calls, with what each writing of it runs.
  const servers: { file: string; lines: LineIndex; server: string; programs: Program[] }[] = [];
  for (const { file, after } of configurations) {
    if (after.kind !== 'read') continue;
    for (const [server, written] of after.servers) {
      if (head.inventory(server).length === 0) continue;
      const env = file === '.mcp.json' ? inherited : undefined;
      const programs = written
        .map((w) => {
          const program = programOf(w.value, env);
          // Gemini CLI fills an entry's `$VAR`s and its servers' environment from `.gemini/.env`,
          // else the root's `.env`.
          if (file === '.gemini/settings.json')
            for (const path of GEMINI_ENV_FILES) program.named.push({ path, node: w.value, as: 'file' });
          return program;
        })
        .filter((p) => p.named.length > 0);
      if (programs.length === 0 || reach.skillsCalling(server).length === 0) continue;
      servers.push({ file, lines: after.lines, server, programs });
    }
  }
  if (servers.length === 0) return [];
  const files = new ProgramFiles(base.aux, head.aux);
  const graph = new ProgramGraph(
    files,
    base.aux,
    head.aux,
    servers.flatMap((s) => s.programs),
  );
  const out: Relaunch[] = [];
  const told = new Set<string>();
  for (const { file, lines, server, programs } of servers)
    for (const program of programs) {
      const found = graph.change(program);
      if (found === null) continue;
      const r = programChange(server, file, lines, found);
      // One change per server and place: two clients' files running the same changed file are one.
      const key = `${server}\0${r.file}\0${r.span.line}:${r.span.column}`;
      if (!told.has(key)) out.push(r);
      told.add(key);
      break;
    }
  return out;
}

/** The relaunch a changed program file is: at its first changed line, at its name where removed. */
function programChange(server: string, file: string, lines: LineIndex, found: ProgramFound): Relaunch {
  const { named, path, change, via } = found;
  const how = {
    program: named.path,
    configuration: file,
    ...(via === 'self' ? {} : via === 'loads' ? { loads: path } : { loads: path, under: via }),
  };
  if (change.was === 'removed')
    return { server, file, span: nodeSpan(lines, named.node), how: { ...how, was: 'removed' } };
  if (typeof change.was === 'object')
    return { server, file: path, span: wholeLineSpan('', 1), how: { ...how, was: change.was } };
  return {
    server,
    file: path,
    span: wholeLineSpan(change.text, change.line),
    how: { ...how, was: change.was },
  };
}

/**
 * Claude Code's project settings' `env` on one side: its node and place (the key's value; the file's
 * start where it has none), as canonical JSON (`identity`); or why the file cannot be read.
 */
type SessionEnvironment =
  | { kind: 'absent' }
  | {
      kind: 'unread';
      why: string;
      lines: LineIndex;
      offset: number;
      end: number;
      identity: string | undefined;
    }
  | {
      kind: 'read';
      env: JsonNode | undefined;
      lines: LineIndex;
      offset: number;
      end: number;
      identity: string;
    };

function sessionEnvironment(aux: AuxFileReader): SessionEnvironment {
  const read = aux.read(SESSION_SETTINGS);
  if (read.kind === 'missing' && read.link === undefined) return { kind: 'absent' };
  if (read.kind !== 'text') {
    const why = read.kind === 'missing' ? 'it is a symbolic link' : read.reason;
    const identity =
      aux.unentered?.(read.kind === 'missing' ? (read.link as string) : SESSION_SETTINGS) ??
      aux.blobId?.(SESSION_SETTINGS);
    return { kind: 'unread', why, lines: new LineIndex(''), offset: 0, end: 0, identity };
  }
  const text = read.text.replace(/^\uFEFF/, ' ');
  const lines = new LineIndex(text);
  const deep = deeperThan(text, LOAD_LIMITS.maxDepth);
  const errors: ParseError[] = [];
  const root =
    deep === undefined
      ? lazyPackages.jsonc().parseTree(text, errors, { allowTrailingComma: true, disallowComments: false })
      : undefined;
  if (deep !== undefined || errors[0] || root?.type !== 'object') {
    const offset = deep ?? errors[0]?.offset ?? 0;
    const why =
      deep !== undefined
        ? `it nests deeper than ${LOAD_LIMITS.maxDepth} levels`
        : errors[0]
          ? `${lazyPackages.jsonc().printParseErrorCode(errors[0].error)} in its JSON`
          : 'it is not a JSON object';
    return { kind: 'unread', why, lines, offset, end: offset, identity: text };
  }
  // Every `env` written (a repeated key read both ways), in order.
  const envs = (root.children ?? [])
    .filter((p) => p.children?.[0]?.value === 'env')
    .map((p) => p.children?.[1]);
  const env = envs.at(-1);
  const first = envs[0];
  return {
    kind: 'read',
    env,
    lines,
    offset: first?.offset ?? 0,
    end: first ? first.offset + first.length : 0,
    identity: envs.map((e) => (e ? canonical(e) : 'null')).join('\n'),
  };
}

/** A side's file read as a client configuration. */
function configuration(aux: AuxFileReader, file: string): Configuration {
  const read = aux.read(file);
  if (read.kind === 'missing' && read.link === undefined) return { kind: 'absent' };
  if (read.kind !== 'text') {
    const why = read.kind === 'missing' ? 'it is a symbolic link' : read.reason;
    // What stands there, as the reader tells it: a link by what it leads to (the client follows
    // it), a file over the size limit by its blob id.
    const identity =
      aux.unentered?.(read.kind === 'missing' ? (read.link as string) : file) ?? aux.blobId?.(file);
    return { kind: 'unread', why, offset: 0, lines: new LineIndex(''), identity };
  }
  // A byte-order mark stands as a space, so that offsets stay the file's.
  const text = read.text.replace(/^\uFEFF/, ' ');
  const lines = new LineIndex(text);
  // jsonc-parser recurses with the nesting (a stack overflow far down); a client's JSON.parse does
  // not, and reads what is deeper than the checker will.
  const deep = deeperThan(text, LOAD_LIMITS.maxDepth);
  if (deep !== undefined)
    return {
      kind: 'unread',
      why: `it nests deeper than ${LOAD_LIMITS.maxDepth} levels`,
      offset: deep,
      lines,
      identity: text,
    };
  const errors: ParseError[] = [];
  const jsonc = lazyPackages.jsonc();
  const root = jsonc.parseTree(text, errors, { allowTrailingComma: true, disallowComments: false });
  const error = errors[0];
  if (error || root?.type !== 'object') {
    const why = error ? `${jsonc.printParseErrorCode(error.error)} in its JSON` : 'it is not a JSON object';
    return { kind: 'unread', why, offset: error?.offset ?? 0, lines, identity: text };
  }
  const servers = new Map<string, Written[]>();
  for (const top of root.children ?? []) {
    const [key, value] = top.children ?? [];
    if (!key || !value || !(SERVER_KEYS as readonly unknown[]).includes(key.value)) continue;
    if (value.type !== 'object') continue;
    for (const property of value.children ?? []) {
      const [name, entry] = property.children ?? [];
      if (!name || !entry) continue;
      const written = servers.get(name.value as string) ?? [];
      // Under the list that holds it: most clients read `mcpServers` only, VS Code `servers`, so
      // an entry moved from one list to the other starts the server otherwise for some client.
      written.push({ key: name, value: entry, canonical: `${key.value as string}:${canonical(entry)}` });
      servers.set(name.value as string, written);
    }
  }
  return { kind: 'read', servers, lines };
}

/** jsonc-parser's tokens that open and close an object or an array (its `SyntaxKind`, a const enum). */
const OPENING = new Set([1, 3]);
const CLOSING = new Set([2, 4]);
const END = 17;

/** The offset of the first `{` or `[` nested deeper than `limit`, or undefined (strings and comments skipped). */
function deeperThan(text: string, limit: number): number | undefined {
  const scanner = lazyPackages.jsonc().createScanner(text, true);
  let depth = 0;
  for (let token = scanner.scan(); token !== END; token = scanner.scan()) {
    if (CLOSING.has(token)) depth--;
    else if (OPENING.has(token) && ++depth > limit) return scanner.getTokenOffset();
  }
  return undefined;
}

/**
 * A node's value as canonical JSON: keys sorted, a repeated key's every value kept (in its order),
 * so that reordering keys changes nothing and writing one twice does.
 */
function canonical(node: JsonNode): string {
  if (node.type === 'object') {
    const properties = (node.children ?? [])
      .map((p) => [String(p.children?.[0]?.value), p.children?.[1]] as const)
      .sort((a, b) => byCodeUnits(a[0], b[0]));
    return `{${properties.map(([k, v]) => `${JSON.stringify(k)}:${v ? canonical(v) : 'null'}`).join(',')}}`;
  }
  if (node.type === 'array') return `[${(node.children ?? []).map(canonical).join(',')}]`;
  return JSON.stringify(node.value) ?? 'null';
}

/**
 * Each server the head's file starts otherwise than the base's did, at the head's place that says
 * so; `pinned`, the servers the head has inventories of.
 */
function changedLaunches(
  file: string,
  before: Configuration,
  after: Configuration,
  pinned: readonly string[],
): Relaunch[] {
  if (after.kind === 'absent') return [];
  if (after.kind === 'unread') {
    // What the head starts cannot be told: it may start any server any way, whatever the base's
    // file started (or were there none), unless the base's could not be read either and the same
    // stands there.
    const same =
      before.kind === 'unread' && before.identity !== undefined && before.identity === after.identity;
    if (same) return [];
    const span = spanOf(after.lines, after.offset, after.offset);
    return pinned.map((server) => ({ server, file, span, how: { unread: after.why } }));
  }
  const out: Relaunch[] = [];
  for (const [server, written] of after.servers) {
    const was = before.kind === 'read' ? before.servers.get(server) : undefined;
    const kept = new Set((was ?? []).map((w) => w.canonical));
    const changed = written.find((w) => !kept.has(w.canonical));
    if (!changed) continue;
    if (!was) {
      out.push({ server, file, span: nodeSpan(after.lines, changed.key), how: { added: true } });
      continue;
    }
    const at = firstChangedKey(changed, was);
    const node = at?.value ?? changed.key;
    out.push({ server, file, span: nodeSpan(after.lines, node), how: { key: at?.key } });
  }
  return out;
}

/** The first key (in the head's order) whose value no base writing of the server had. */
function firstChangedKey(
  after: Written,
  was: readonly Written[],
): { key: string; value: JsonNode } | undefined {
  if (after.value.type !== 'object') return undefined;
  // Every value each key has in any base writing, in one map: asked writing by writing, a name
  // written thousands of times on the base costs that many lookups for each of the head's keys.
  const before = new Map<string, Set<string>>();
  for (const w of was) {
    if (w.value.type !== 'object') continue;
    for (const p of w.value.children ?? []) {
      const [k, v] = p.children ?? [];
      if (!k || !v) continue;
      const key = String(k.value);
      before.set(key, (before.get(key) ?? new Set()).add(canonical(v)));
    }
  }
  for (const p of after.value.children ?? []) {
    const [k, v] = p.children ?? [];
    if (!k || !v) continue;
    const key = String(k.value);
    if (!before.get(key)?.has(canonical(v))) return { key, value: v };
  }
  return undefined;
}

function nodeSpan(lines: LineIndex, node: JsonNode): Span {
  return spanOf(lines, node.offset, node.offset + node.length);
}

function spanOf(lines: LineIndex, from: number, to: number): Span {
  const start = lines.position(from);
  const end = lines.position(to);
  return { line: start.line, column: start.column, endLine: end.line, endColumn: end.column };
}

/** Which of the head's skills and actors call a server: their sets hold an entry that calls it. */
class Reach {
  /** The servers each set's entries call, by the entries' map: sets share whole servers' maps. */
  private readonly called = new WeakMap<ReadonlyMap<string, FlatEntry>, ReadonlySet<string>>();
  /** The servers the tools a name wraps call, by the name: many entries may wrap one tool. */
  private readonly wrapped = new Map<string, ReadonlySet<string>>();
  /** The skills and the actors calling each server, each built once for all servers. */
  private skillsByServer: Map<string, string[]> | undefined;
  private actorsByServer: Map<string, string[]> | undefined;

  constructor(private readonly head: Project) {}

  /** The skills (by name, sorted) whose flattened set calls `server`. */
  skillsCalling(server: string): string[] {
    if (!this.skillsByServer) {
      // Each skill asked once: every server started differently (a file of thousands) asks.
      const index = new Map<string, string[]>();
      for (const name of new Set(this.head.skills.map((s) => s.name)))
        for (const called of this.calls(name)) appendTo(index, called, name);
      this.skillsByServer = sortedLists(index);
    }
    return [...(this.skillsByServer.get(server) ?? [])];
  }

  /** The actors (by name, sorted) that use, as their policies allow, a skill whose set calls `server`. */
  actorsCalling(server: string): string[] {
    if (!this.actorsByServer) {
      // Each actor's servers once, each distinct set of its skills' once: asked server by server
      // through the skills that call it, thousands of servers each reached by the same thousands of
      // skills of hundreds of actors cost their product.
      const index = new Map<string, string[]>();
      for (const actor of this.head.actors) {
        const servers = new Set<string>();
        const seen = new Set<ReadonlySet<string>>();
        for (const s of actor.skills) {
          if (s.ref.kind !== 'local' || policyBlock(actor, s.ref.name)) continue;
          const called = this.calls(s.ref.name);
          if (seen.has(called)) continue;
          seen.add(called);
          for (const name of called) servers.add(name);
        }
        for (const name of servers) appendTo(index, name, actor.name);
      }
      this.actorsByServer = sortedLists(index);
    }
    return [...(this.actorsByServer.get(server) ?? [])];
  }

  private calls(skill: string): ReadonlySet<string> {
    const entries = this.head.flatten(skill)?.entries;
    if (!entries) return NONE;
    let servers = this.called.get(entries);
    if (!servers) {
      const found = new Set<string>();
      entries.forEach((e) => this.addServers(e.tool, found));
      this.called.set(entries, (servers = found));
    }
    return servers;
  }

  /**
   * The servers a tool calls, and those of the tools it wraps (it runs them: its power is at least
   * theirs), each target taken whole: a server's name may hold a line break, which a power's
   * joined `target` would split.
   */
  private addServers(tool: EffectiveTool, found: Set<string>): void {
    for (const target of [mcpTarget(tool), ...(tool.also_calls ?? [])])
      if (target !== null) found.add(targetParts(target)[0]);
    if (tool.wraps !== null) for (const server of this.wrappedServers(tool.wraps)) found.add(server);
  }

  /** The servers the definitions of `name` call, followed down what they wrap (as far as the floor reads, a cycle cut). */
  private wrappedServers(name: string): ReadonlySet<string> {
    let servers = this.wrapped.get(name);
    if (servers) return servers;
    const found = new Set<string>();
    const seen = new Set<string>();
    let names = [name];
    for (let depth = 0; names.length > 0 && depth <= MAX_WRAPS; depth++) {
      const next: string[] = [];
      for (const n of names) {
        if (seen.has(n)) continue;
        seen.add(n);
        for (const info of this.head.toolsByName.get(n) ?? [])
          for (const reading of readingsOf(info)) {
            const target = mcpTarget(reading.effective);
            if (target !== null) found.add(targetParts(target)[0]);
            if (reading.wraps?.ref.kind === 'local') next.push(reading.wraps.ref.name);
          }
      }
      names = next;
    }
    this.wrapped.set(name, (servers = found));
    return servers;
  }
}

/** The servers of a skill that cannot be flattened (one set, so that an actor counts it once). */
const NONE: ReadonlySet<string> = new Set();

/** Each list of an index sorted, each name once (two actors may share a name), once for every server asking. */
function sortedLists(index: Map<string, string[]>): Map<string, string[]> {
  return new Map([...index].map(([key, list]) => [key, [...new Set(list)].sort(byCodeUnits)]));
}

function appendTo(index: Map<string, string[]>, key: string, value: string): void {
  const list = index.get(key);
  if (list) list.push(value);
  else index.set(key, [value]);
}
