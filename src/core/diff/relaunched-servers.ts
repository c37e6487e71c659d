// An MCP server the repository pins, started differently on the head (SPEC §6: what the checker
// cannot see is taken as the most it could be). An inventory tells what the program it was listed
// from offers; the client configurations in the repository (`.mcp.json` and the other clients'
// project files, each described once in client-files.ts) say which program answers to the
// server's name. A pull request that changes that program's command,
// arguments, environment, URL or headers, and leaves the inventory as it was, would otherwise be
// judged by the old program's tools: every tool the skills call on the server may now be anything.
// One change per server and configuration file, at the head's first changed key, reaching every
// skill and actor whose set calls the server. Claude Code's `.claude/settings.json` and
// `.claude/settings.local.json` `env` is given to every server `.mcp.json` starts: a change of
// either starts each of them differently.
// The files an entry runs, and what they load, are server-programs.ts's.
import type { Node as JsonNode } from 'jsonc-parser';
import type { Project } from '../project/project.js';
import type { FlatEntry } from '../sets/flat-entries.js';
import type { AuxFileReader, AuxRead } from '../model/model.js';
import { LineIndex, wholeLineSpan, type Span } from '../text/text-position.js';
import { byCodeUnits } from '../text/order.js';
import { hexDigest } from '../text/digest.js';
import { foldedName } from '../text/fold.js';
import { mcpTarget, targetParts, type EffectiveTool } from '../power/effective.js';
import { policyBlock } from '../project/actor-set.js';
import { MAX_WRAPS } from '../sources/registered-tools.js';
import { inventoriesDiffer } from '../sources/mcp-servers.js';
import { readingsOf } from '../kinds/tool.js';
import { readClientJson } from '../mcp/client-json.js';
import { relaunchChange, type Change, type Relaunch } from './changes.js';
import {
  fromRoot,
  programOf,
  ProgramFiles,
  ProgramGraph,
  type Program,
  type ProgramChange,
  type ProgramFound,
} from './server-programs.js';
import {
  CLIENT_FILES,
  CLIENT_FOLDERS,
  type ClientFile,
  pluginClientFiles,
  unreadClientFiles,
} from './client-files.js';
import { CLAUDE_SETTINGS, elsewhereSources } from './plugin-files.js';
import { spelledAlike } from './tree-paths.js';
import { yamlTree } from './yaml-tree.js';
import { tomlTree } from './toml-tree.js';
import { envChange, type EnvChange } from './env-files.js';
import type { EnvFile } from './client-files.js';

/** One server's entry in a configuration: each time its name is written (a repeated key is read both ways). */
interface Written {
  key: JsonNode;
  value: JsonNode;
  /**
   * The entry as canonical JSON, after the name of the list that holds it; then a digest of each
   * input of the file it names (`${input:id}`, `inputs`).
   */
  canonical: string;
  /** The inputs of the file it names, each writing of an id (entryInputs). */
  inputs: JsonNode[];
}

/**
 * What one side's configuration file says: its servers, or that it cannot be read as one (with
 * what stands there, where the reader can tell: a text, a link's identity, a blob's id). `at`: the
 * file read where the client's path is a symbolic link it follows to a file inside the root
 * (AuxFileReader.throughLinks), whose places the configuration's are.
 */
type Configuration = { references?: Reference[]; at?: string } & (
  | { kind: 'absent' }
  | { kind: 'unread'; why: string; offset: number; lines: LineIndex; identity: string | undefined }
  | { kind: 'read'; servers: Map<string, Written[]>; lines: LineIndex; root: JsonNode }
);

/** A `{file:path}` of a configuration (OpenCode's): the file's content stands there when the client reads it. */
interface Reference {
  /** The file, from the root. */
  path: string;
  offset: number;
  length: number;
}

/** The MCP servers started differently on the head, as changes reaching what calls each. */
export function relaunchedServers(base: Project, head: Project): Change[] {
  const relaunches: Relaunch[] = [];
  const pinned = [...head.inventoriesByName.keys()];
  const read: { client: ClientFile; before: Configuration; after: Configuration }[] = [];
  let files: ProgramFiles | undefined;
  const programFiles = (): ProgramFiles => (files ??= new ProgramFiles(base.aux, head.aux));
  const envs = new Map<EnvFile, EnvChange | undefined>();
  for (const { client, readBy } of clientFiles(base.aux, head.aux)) {
    const before = readBy.base ? configuration(base.aux, client) : ABSENT;
    const after = readBy.head ? configuration(head.aux, client) : ABSENT;
    read.push({ client, before, after });
    // Placed in the file read: where a link leads, its target.
    const shown = after.at ?? client.path;
    const changed = changedLaunches(shown, before, after, pinned);
    // The files it reads in (`{file:…}`), for each server its own change has not told.
    if (after.references?.length) {
      const told = new Set(changed.map((r) => r.server));
      for (const r of changedReferences(shown, after, pinned, programFiles()))
        if (!told.has(r.server)) changed.push(r);
    }
    // The variables it reads from a dotenv file (`.env`), each client's file compared once.
    if (client.env && after.kind === 'read') {
      if (!envs.has(client.env)) envs.set(client.env, envChange(client.env, base.aux, head.aux));
      const env = envs.get(client.env);
      const told = new Set(changed.map((r) => r.server));
      if (env)
        for (const r of changedVariables(client, after, env, pinned))
          if (!told.has(r.server)) changed.push(r);
    }
    for (const r of changed)
      if (head.inventory(r.server).length > 0)
        relaunches.push(after.at === undefined ? r : { ...r, client: client.path });
  }
  relaunches.push(...elsewhereRelaunches(base, head, pinned));
  // Claude Code's session environment, given to each server `.mcp.json` starts (each spelling of it
  // a case-folding disk opens).
  const claude = read.filter((r) => foldedName(r.client.path) === '.mcp.json');
  const inherited = sessionChanges(base, head, claude, relaunches);
  const reach = new Reach(head);
  // A file a configuration reads in, told already in those words, is not told again as a program's.
  const told = new Set(relaunches.map(placeKey));
  for (const r of changedPrograms(base, head, read, reach, programFiles, inherited))
    if (!told.has(placeKey(r))) relaunches.push(r);
  const changes: Change[] = [];
  for (const r of relaunches) {
    const skills = reach.skillsCalling(r.server);
    if (skills.length === 0) continue;
    const inventory = {
      path: head.inventory(r.server)[0]?.def.file.path as string,
      repinned: inventoriesDiffer(base.inventory(r.server), head.inventory(r.server)),
    };
    changes.push(relaunchChange(r, inventory, { skills, actors: reach.actorsCalling(r.server) }));
  }
  return changes;
}

/**
 * Claude Code's session environment on the head, each settings file's `env` (the local file's over
 * the shared one's, as Claude Code merges them), with the relaunches its change makes added to
 * `relaunches`: the settings are client files too (they name marketplaces), so one that cannot be
 * read is told there already, at the same place, and a place is told once.
 */
function sessionChanges(
  base: Project,
  head: Project,
  claude: readonly { client: ClientFile; after: Configuration }[],
  relaunches: Relaunch[],
): JsonNode | undefined {
  const toldAt = new Set(relaunches.map(placeKey));
  const tell = (r: Relaunch): void => {
    if (toldAt.has(placeKey(r))) return;
    toldAt.add(placeKey(r));
    relaunches.push(r);
  };
  const read = claude.flatMap(({ client, after }) =>
    after.kind === 'read' ? [{ file: after.at ?? client.path, after }] : [],
  );
  // The servers `.mcp.json` starts that the head pins, once for every settings file: a tree may
  // hold thousands of spellings of either file.
  const servers = [...new Set(read.flatMap(({ after }) => [...after.servers.keys()]))].filter(
    (server) => head.inventory(server).length > 0,
  );
  const envs: JsonNode[] = [];
  let removed = false;
  // Each spelling of each settings file either tree holds: on a case-folding disk Claude Code reads
  // `.Claude/Settings.json` as `.claude/settings.json` (where one tree holds two, either may be
  // the one a checkout keeps: both are read).
  for (const file of CLAUDE_SETTINGS.flatMap((f) => spelledAlike([base.aux, head.aux], f))) {
    const session = sessionEnvironment(head.aux, file);
    if (session.kind === 'read' && session.env) envs.push(session.env);
    if (!sessionChanged(sessionEnvironment(base.aux, file), session)) continue;
    // Where the head has no settings left, at the server's name in `.mcp.json` (below, once).
    if (session.kind === 'absent') removed = true;
    else {
      const how = session.kind === 'unread' ? { unread: session.why } : { key: 'env' };
      const span = spanOf(session.lines, session.offset, session.end);
      for (const server of servers) tell({ server, file, span, how });
    }
  }
  if (removed)
    for (const { file, after } of read)
      for (const [server, written] of after.servers)
        if (head.inventory(server).length > 0)
          tell({
            server,
            file,
            span: nodeSpan(after.lines, (written[0] as Written).key),
            how: { key: 'env' },
          });
  if (envs.length < 2) return envs[0];
  // Both: one object of their variables in order, a later value of a name read over an earlier.
  const children = envs.flatMap((env) => (env.type === 'object' ? (env.children ?? []) : []));
  return { type: 'object', offset: 0, length: 0, children };
}

/** Whether Claude Code's session environment differs between a settings file's two sides (no file and one without `env` alike). */
function sessionChanged(was: SessionEnvironment, now: SessionEnvironment): boolean {
  const identity = (e: SessionEnvironment): string | undefined => (e.kind === 'absent' ? '' : e.identity);
  return identity(was) === undefined || identity(was) !== identity(now);
}

/**
 * Each pinned server that a source of plugins outside the repository, which the head names and the
 * base did not (plugin-files.ts `elsewhereSources`: the same source, by its canonical JSON,
 * anywhere on the base is none), may start: its plugins are read nowhere, and any of them may
 * start a server of any name any way. At the first such source, once per server.
 */
function elsewhereRelaunches(base: Project, head: Project, pinned: readonly string[]): Relaunch[] {
  const identity = (s: { what: string; node: JsonNode }): string => `${s.what}\0${canonical(s.node)}`;
  const was = new Set(elsewhereSources(base.aux).map(identity));
  const first = elsewhereSources(head.aux).find((s) => !was.has(identity(s)));
  if (first === undefined) return [];
  const span = nodeSpan(new LineIndex(first.text), first.node);
  return pinned
    .filter((server) => head.inventory(server).length > 0)
    .map((server) => ({ server, file: first.file, span, how: { elsewhere: first.what } }));
}

const ABSENT: Configuration = { kind: 'absent' };

/** A client file, and whether a client reads it on each side. */
interface SidesRead {
  client: ClientFile;
  readBy: { base: boolean; head: boolean };
}

/**
 * The client files either side holds: the fixed ones, and each file of a client's folder on either
 * side (a folder that is a link, which the client follows, is read as a file that cannot be read);
 * and each file of the plugins either side lists (plugin-files.ts), read only on a side that lists
 * it: a plugin the head's marketplace adds starts its servers as a new client file does.
 */
function clientFiles(base: AuxFileReader, head: AuxFileReader): SidesRead[] {
  const both = { base: true, head: true };
  const out: SidesRead[] = [];
  for (const client of CLIENT_FILES)
    for (const path of spelledAlike([base, head], client.path))
      out.push({ client: { ...client, path }, readBy: both });
  for (const { folder: named, file } of CLIENT_FOLDERS)
    for (const folder of spelledAlike([base, head], named))
      for (const client of folderFiles(base, head, folder, named, file)) out.push({ client, readBy: both });
  const fixed = new Set(out.map(({ client }) => client.path));
  const plugins = new Map<string, SidesRead>();
  for (const side of ['base', 'head'] as const)
    for (const client of pluginClientFiles(side === 'base' ? base : head)) {
      if (client.plugin === undefined && fixed.has(client.path)) continue;
      const key = client.plugin === undefined ? client.path : `${client.path}\0${client.plugin}`;
      const known = plugins.get(key) ?? { client, readBy: { base: false, head: false } };
      known.readBy[side] = true;
      plugins.set(key, known);
    }
  return [...out, ...plugins.values()];
}

/** The client files of one of a client's folders, as `folder` spells it (`named` as the client does). */
function folderFiles(
  base: AuxFileReader,
  head: AuxFileReader,
  folder: string,
  named: string,
  file: (name: string) => ClientFile | undefined,
): ClientFile[] {
  const out: ClientFile[] = [];
  const names = new Set<string>();
  let linked = false;
  for (const aux of [base, head]) {
    const listed = aux.folderNames?.(folder);
    if (listed) for (const name of listed) names.add(name);
    else {
      // A link (at the folder's name or on its way), or what else no folder can be read through.
      const read = aux.read(folder);
      if (read.kind === 'unreadable' || (read.kind === 'missing' && read.link !== undefined)) linked = true;
    }
  }
  for (const name of [...names].sort(byCodeUnits)) {
    const client = file(name);
    if (client)
      out.push(
        folder === named ? client : { ...client, path: `${folder}${client.path.slice(named.length)}` },
      );
  }
  if (linked) out.push({ path: folder, lists: [], shape: 'command-args' });
  return out;
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
  configurations: readonly { client: ClientFile; before: Configuration; after: Configuration }[],
  reach: Reach,
  programFiles: () => ProgramFiles,
  inherited: JsonNode | undefined,
): Relaunch[] {
  const servers = serverPrograms(head, configurations, reach, inherited);
  if (servers.length === 0) return [];
  const files = programFiles();
  const graph = new ProgramGraph(
    files,
    base.aux,
    head.aux,
    servers.flatMap((s) => s.programs),
  );
  const out: Relaunch[] = [];
  const told = new Set<string>();
  for (const { file, lines, server, programs, link, unread } of servers)
    for (const program of programs) {
      const found = graph.change(program);
      if (found === null) continue;
      const r = {
        ...programChange(server, file, lines, found, unread),
        ...(link === undefined ? {} : { client: link }),
      };
      // One change per server and place: two clients' files running the same changed file are one.
      const key = placeKey(r);
      if (!told.has(key)) out.push(r);
      told.add(key);
      break;
    }
  return out;
}

/** A server as one configuration starts it, with what each writing of it there runs. */
interface ServerPrograms {
  file: string;
  lines: LineIndex;
  server: string;
  programs: Program[];
  link?: string;
  /** Why the configuration cannot be read, where it may start the server with any file. */
  unread?: string;
}

/** Each server with an inventory that a skill calls, with what each writing of it runs. */
function serverPrograms(
  head: Project,
  configurations: readonly { client: ClientFile; before: Configuration; after: Configuration }[],
  reach: Reach,
  inherited: JsonNode | undefined,
): ServerPrograms[] {
  const servers: ServerPrograms[] = [];
  let unread: Map<string, string> | undefined;
  const unreadByClient = (): Map<string, string> =>
    (unread ??= new Map(unreadClientFiles(head.aux).map((u) => [u.client, u.why])));
  for (const { client, before, after } of configurations) {
    const file = after.at ?? client.path;
    const link = after.at === undefined ? {} : { link: client.path };
    // A file the checker cannot read and a client can (unreadable-file), the same on both sides,
    // starts no server differently itself (changedLaunches): but it may start any pinned server
    // with any file of the repository.
    if (after.kind === 'unread') {
      const why = sameUnread(before, after) ? unreadByClient().get(client.path) : undefined;
      if (why !== undefined)
        for (const server of head.inventoriesByName.keys())
          if (reach.skillsCalling(server).length > 0)
            servers.push({
              file,
              lines: after.lines,
              server,
              programs: [anyFile(why)],
              unread: why,
              ...link,
            });
      continue;
    }
    if (after.kind !== 'read') continue;
    for (const [server, written] of after.servers) {
      if (head.inventory(server).length === 0) continue;
      const env = foldedName(client.path) === '.mcp.json' ? inherited : undefined;
      const programs = written
        .map((w) => programOf(w.value, env, client.shape, client.placeholders, client.expands))
        .filter((p) => p.named.length > 0);
      if (programs.length === 0 || reach.skillsCalling(server).length === 0) continue;
      servers.push({ file, lines: after.lines, server, programs, ...link });
    }
  }
  return servers;
}

/** The relaunch a changed program file is: at its first changed line, at its name where removed. */
function programChange(
  server: string,
  file: string,
  lines: LineIndex,
  found: ProgramFound,
  unreadConfiguration?: string,
): Relaunch {
  const { named, path, change, via } = found;
  const how = {
    program: named.path,
    configuration: file,
    ...(via === 'self' ? {} : via === 'loads' ? { loads: path } : { loads: path, under: via }),
    ...(unreadConfiguration === undefined ? {} : { unreadConfiguration }),
  };
  if (change.was === 'removed')
    return { server, file, span: nodeSpan(lines, named.node), how: { ...how, was: 'removed' } };
  if (typeof change.was === 'object')
    return { server, file: path, span: wholeLineSpan('', 1), how: { ...how, was: change.was } };
  // The file's line once for every server it starts: thousands of servers reading one large `.env`
  // each looked for its line again.
  let span = CHANGED_LINES.get(change);
  if (!span) CHANGED_LINES.set(change, (span = wholeLineSpan(change.text, change.line)));
  return { server, file: path, span, how: { ...how, was: change.was } };
}

/** A program that may be any file of the repository (a configuration that cannot be read starts it). */
function anyFile(why: string): Program {
  const node: JsonNode = { type: 'string', value: '', offset: 0, length: 0 };
  return {
    named: [{ path: '', node, as: 'package', why: `the file cannot be read: ${why}` }],
    inline: [],
    starts: [''],
    pythonRoots: [],
    nodeRoots: [],
  };
}

/** A relaunch's server and place: one finding each. */
function placeKey(r: Relaunch): string {
  return `${r.server}\0${r.file}\0${r.span.line}:${r.span.column}`;
}

/** A file a configuration reads in (not one a program runs), found changed, named at `node`. */
function fileFound(path: string, node: JsonNode, change: ProgramChange): ProgramFound {
  return { named: { path, node, as: 'file' }, path, change, via: 'self' };
}

/** The span of each changed file's first changed line. */
const CHANGED_LINES = new WeakMap<ProgramChange, Span>();

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

function sessionEnvironment(aux: AuxFileReader, file: string): SessionEnvironment {
  const read = aux.read(file);
  if (read.kind === 'missing' && read.link === undefined) return { kind: 'absent' };
  if (read.kind !== 'text') {
    const why = read.kind === 'missing' ? 'it is a symbolic link' : read.reason;
    const identity =
      aux.unentered?.(read.kind === 'missing' ? (read.link as string) : file) ?? aux.blobId?.(file);
    return { kind: 'unread', why, lines: new LineIndex(''), offset: 0, end: 0, identity };
  }
  const text = read.text.replace(/^\uFEFF/, ' ');
  const lines = new LineIndex(text);
  const json = readClientJson(text);
  if (json.kind === 'unread' || json.root.type !== 'object') {
    const [why, offset] = json.kind === 'unread' ? [json.why, json.offset] : ['it is not a JSON object', 0];
    return { kind: 'unread', why, lines, offset, end: offset, identity: text };
  }
  const root = json.root;
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
function configuration(aux: AuxFileReader, client: ClientFile): Configuration {
  // A link a client follows to a file inside the root (`.mcp.json` -> `config/mcp.json`): that
  // file is what it reads, and what its servers' programs are read from.
  const first = aux.read(client.path);
  const through = first.kind === 'text' ? undefined : aux.throughLinks?.(client.path);
  const linked = through === client.path ? undefined : through;
  if (linked === undefined) return configurationAt(aux, client, client.path, first);
  return { ...configurationAt(aux, client, linked, aux.read(linked)), at: linked };
}

/** A client's configuration as the file at `file` (its own path, or where a link leads) reads. */
function configurationAt(aux: AuxFileReader, client: ClientFile, file: string, read: AuxRead): Configuration {
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
  const { lines, tree } = parsedOnce(aux, file, text, client.format);
  if (client.opaque !== undefined)
    return { kind: 'unread', why: client.opaque, offset: 0, lines, identity: text };
  // From the folder of the path the client opened, a link's too.
  const references = client.fileReferences ? fileReferences(text, client.path) : undefined;
  if ('error' in tree)
    return { kind: 'unread', why: tree.error, offset: tree.offset, lines, identity: text, references };
  const root = tree.root;
  if (root.type !== 'object')
    return {
      kind: 'unread',
      why: `it is not a ${client.format === 'yaml' ? 'YAML mapping' : client.format === 'toml' ? 'TOML table' : 'JSON object'}`,
      offset: 0,
      lines,
      identity: text,
      references,
    };
  const servers = new Map<string, Written[]>();
  // The lists in the file's order, so that a name written in two is read in the order written.
  const lists = client.lists
    .flatMap((keys) =>
      tops(root, client)
        .flatMap((top) => valuesAt(top, keys, client.named ? 'array' : 'object'))
        .map((object) => ({
          list: keys.join('.'),
          object,
        })),
    )
    .sort((a, b) => a.object.offset - b.object.offset);
  const inputs = inputsById(root);
  for (const { list, object } of lists)
    for (const [name, entry] of client.named ? namedEntries(object) : keyedEntries(object)) {
      const written = servers.get(name.value as string) ?? [];
      // Under the list that holds it: most clients read `mcpServers` only, VS Code `servers`, so
      // an entry moved from one list to the other starts the server otherwise for some client.
      const own = canonical(entry);
      const named = entryInputs(own, inputs);
      const digests = named.map(inputDigest).join(',');
      written.push({ key: name, value: entry, canonical: `${list}:${own}\0${digests}`, inputs: named });
      servers.set(name.value as string, written);
    }
  return { kind: 'read', servers, lines, root, references };
}

type Tree = { root: JsonNode } | { error: string; offset: number };

/**
 * A side's file parsed once as its format reads it: a marketplace's plugins are each a client
 * file of the same file (plugin-files.ts), thousands of them.
 */
const parsed = new WeakMap<AuxFileReader, Map<string, { text: string; lines: LineIndex; tree: Tree }>>();

function parsedOnce(
  aux: AuxFileReader,
  file: string,
  text: string,
  format: ClientFile['format'],
): { lines: LineIndex; tree: Tree } {
  let files = parsed.get(aux);
  if (!files) parsed.set(aux, (files = new Map()));
  const key = `${format ?? 'json'}\0${file}`;
  const known = files.get(key);
  if (known?.text === text) return known;
  const tree = format === 'yaml' ? yamlTree(text) : format === 'toml' ? tomlTree(text) : jsonTree(text);
  const fresh = { text, lines: new LineIndex(text), tree };
  files.set(key, fresh);
  return fresh;
}

/** A JSON text as jsonc-parser reads it (comments and trailing commas allowed), or why it cannot be read. */
function jsonTree(text: string): Tree {
  const json = readClientJson(text);
  return json.kind === 'tree' ? { root: json.root } : { error: json.why, offset: json.offset };
}

/** An object's entries by name: each property whose key names a server. */
function keyedEntries(object: JsonNode): [JsonNode, JsonNode][] {
  const out: [JsonNode, JsonNode][] = [];
  for (const property of object.children ?? []) {
    const [name, entry] = property.children ?? [];
    if (name && entry) out.push([name, entry]);
  }
  return out;
}

/** A list's entries named by their `name` (each writing of it, where written twice). */
function namedEntries(list: JsonNode): [JsonNode, JsonNode][] {
  const out: [JsonNode, JsonNode][] = [];
  for (const entry of list.children ?? []) {
    if (entry.type !== 'object') continue;
    for (const property of entry.children ?? []) {
      const [key, name] = property.children ?? [];
      if (key?.value === 'name' && name?.type === 'string') out.push([name, entry]);
    }
  }
  return out;
}

/**
 * Where a file's lists are read from: its top, or each entry of a marketplace's `plugins` that
 * names the client file's plugin (a name written twice: each).
 */
function tops(root: JsonNode, client: ClientFile): JsonNode[] {
  if (client.plugin === undefined) return [root];
  let byName = pluginsByName.get(root);
  if (!byName) {
    pluginsByName.set(root, (byName = new Map()));
    for (const plugins of valuesAt(root, ['plugins'], 'array'))
      for (const entry of plugins.children ?? [])
        for (const name of new Set(valuesAt(entry, ['name'], 'string').map((n) => n.value as string)))
          if (byName.has(name)) byName.get(name)?.push(entry);
          else byName.set(name, [entry]);
  }
  return byName.get(client.plugin) ?? [];
}

/** A marketplace's plugin entries by name, found once per parse. */
const pluginsByName = new WeakMap<JsonNode, Map<string, JsonNode[]>>();

/** The values of a type at a path of keys from the file's top, each writing of a repeated key. */
function valuesAt(root: JsonNode, keys: readonly string[], type: 'object' | 'array' | 'string'): JsonNode[] {
  let at = [root];
  keys.forEach((key, i) => {
    const next: JsonNode[] = [];
    for (const node of at)
      for (const property of node.type === 'object' ? (node.children ?? []) : []) {
        const [k, v] = property.children ?? [];
        if (k?.value === key && v?.type === (i === keys.length - 1 ? type : 'object')) next.push(v);
      }
    at = next;
  });
  return at;
}

/**
 * The `{file:path}`s of an OpenCode configuration that name a file in the root: each is replaced
 * by the file's content (trimmed) before the text is parsed, except on a line that starts with `//`;
 * the path is from the configuration's folder (`~/` and absolute paths lead outside the root, which
 * a pull request does not change). anomalyco/opencode packages/opencode/src/config/variable.ts.
 */
const OPEN = '{file:';

function fileReferences(text: string, file: string): Reference[] {
  const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
  const out: Reference[] = [];
  // The line each reference stands on, and where its text starts, found going forward: thousands
  // of references on one line (a generated file) each looking back to its start cost their square.
  let lineStart = 0;
  let textStart = -1;
  const nonSpace = /\S/g;
  // OpenCode's `/\{file:[^}]+\}/g` (a match runs to the next `}`, over any later `{file:`), by its
  // starts and the next `}`: the expression tried at each of thousands of `{file:` with no `}`
  // after them scanned to the end from each, 53 s for 700 KB.
  for (let at = text.indexOf(OPEN); at !== -1;) {
    const close = text.indexOf('}', at + OPEN.length);
    if (close === -1) break;
    if (close === at + OPEN.length) {
      at = text.indexOf(OPEN, at + 1);
      continue;
    }
    const match = { index: at, 0: text.slice(at, close + 1) };
    at = text.indexOf(OPEN, close + 1);
    for (
      let next = text.indexOf('\n', lineStart);
      next !== -1 && next < match.index;
      next = text.indexOf('\n', lineStart)
    ) {
      lineStart = next + 1;
      textStart = -1;
    }
    if (textStart < lineStart) {
      nonSpace.lastIndex = lineStart;
      textStart = nonSpace.exec(text)?.index ?? text.length;
    }
    if (textStart + 2 <= match.index && text.startsWith('//', textStart)) continue;
    const raw = match[0].slice(OPEN.length, -1);
    const path = raw.startsWith('~/') ? undefined : fromRoot(raw, folder);
    if (path === undefined || path === '') continue;
    out.push({ path, offset: match.index, length: match[0].length });
  }
  return out;
}

/**
 * The servers a configuration starts otherwise because a file it reads in (`{file:…}`) changed:
 * where the reference stands inside a JSON string of one server's entry and the new content cannot
 * leave that string (no quote, backslash or line break, which a client that does not escape it
 * would write as JSON), that server; otherwise every pinned server (the content may write any).
 */
function changedReferences(
  file: string,
  after: Configuration,
  pinned: readonly string[],
  files: ProgramFiles,
): Relaunch[] {
  const out: Relaunch[] = [];
  const told = new Set<string>();
  let entries: Map<JsonNode, string> | undefined;
  const lines = after.kind === 'absent' ? new LineIndex('') : after.lines;
  for (const ref of after.references ?? []) {
    const change = files.change(ref.path);
    if (change === null) continue;
    const node: JsonNode = {
      type: 'string',
      offset: ref.offset,
      length: ref.length,
      value: ref.path,
    } as JsonNode;
    const kept = 'text' in change && !/["\\\r\n]/.test(change.text.trim());
    const holder =
      after.kind === 'read' && kept
        ? serverHolding(after.root, (entries ??= entryNodes(after.servers)), ref.offset)
        : undefined;
    for (const server of holder === undefined ? pinned : [holder]) {
      if (told.has(server)) continue;
      told.add(server);
      const r = programChange(server, file, lines, fileFound(ref.path, node, change));
      if ('program' in r.how) r.how.reference = holder === undefined ? 'file' : 'entry';
      out.push(r);
    }
  }
  return out;
}

/**
 * The servers of a configuration that its client's dotenv file now starts otherwise: each entry
 * naming a variable whose value may differ in a string (`$GH_MODE`, `${{ secrets.GH_MODE }}`), and
 * where the client gives its variables to the programs it starts, each entry with a `command`. At
 * the dotenv file's first changed line; at the entry's first name of a variable where the head
 * removed the file.
 */
function changedVariables(
  client: ClientFile,
  after: Configuration & { kind: 'read' },
  env: EnvChange,
  pinned: readonly string[],
): Relaunch[] {
  const out: Relaunch[] = [];
  const vars = client.env as EnvFile;
  const changed = (name: string): boolean => env.names === 'all' || env.names.has(name);
  // A value put in the text (`textual`) anywhere in the file that may leave its string may write
  // any server.
  const spills = vars.textual
    ? stringsOf(after.root).find((node) =>
        vars.names(node.value as string).some((n) => changed(n) && !staysInString(env, n)),
      )
    : undefined;
  for (const [server, written] of after.servers) {
    let at: JsonNode | undefined;
    for (const w of written) {
      const named = stringsOf(w.value).find((node) => vars.names(node.value as string).some(changed));
      const program = vars.inherited && w.value.children?.some((p) => p.children?.[0]?.value === 'command');
      at ??= named ?? (program ? w.key : undefined);
    }
    if (at === undefined) continue;
    const r = programChange(
      server,
      after.at ?? client.path,
      after.lines,
      fileFound(env.path, at, env.change),
    );
    if ('program' in r.how) r.how.reference = 'entry';
    out.push(r);
  }
  if (spills === undefined) return out;
  return pinned.map((server) => {
    const r = programChange(
      server,
      after.at ?? client.path,
      after.lines,
      fileFound(env.path, spills, env.change),
    );
    if ('program' in r.how) r.how.reference = 'file';
    return r;
  });
}

/**
 * Whether the head's value of a variable stays in the string it is put in, however the text quotes
 * it: letters, digits and `_./@+=-` only (one the head's file does not set, or no file, is not put
 * in; where the values cannot be told, none stays).
 */
function staysInString(env: EnvChange, name: string): boolean {
  if (env.change.was === 'removed') return true;
  if (env.values === undefined) return false;
  const value = env.values.get(name);
  return value === undefined || /^[\w./@+=-]*$/.test(value);
}

/** Every string of a node (keys too), in the text's order. */
function stringsOf(node: JsonNode): JsonNode[] {
  const out: JsonNode[] = [];
  const stack = [node];
  while (stack.length > 0) {
    const at = stack.pop() as JsonNode;
    if (at.type === 'string') out.push(at);
    else for (let i = (at.children?.length ?? 0) - 1; i >= 0; i--) stack.push(at.children?.[i] as JsonNode);
  }
  return out;
}

/** Each entry's node, with its server's name. */
function entryNodes(servers: ReadonlyMap<string, Written[]>): Map<JsonNode, string> {
  const out = new Map<JsonNode, string>();
  for (const [server, written] of servers) for (const w of written) out.set(w.value, server);
  return out;
}

/**
 * The server whose entry holds `offset` inside one of its strings (the innermost entry: OpenCode's
 * `mcp.servers` entries stand inside `mcp`'s), where one does. Down the tree by halves: thousands of
 * references among thousands of servers cost no product.
 */
function serverHolding(
  root: JsonNode,
  entries: ReadonlyMap<JsonNode, string>,
  offset: number,
): string | undefined {
  let node: JsonNode | undefined = root;
  while (node && node.type !== 'string') {
    const children: JsonNode[] = node.children ?? [];
    let [low, high] = [0, children.length - 1];
    let found: JsonNode | undefined;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const child = children[mid] as JsonNode;
      if (offset < child.offset) high = mid - 1;
      else if (offset >= child.offset + child.length) low = mid + 1;
      else {
        found = child;
        break;
      }
    }
    node = found;
  }
  for (let at = node; at; at = at.parent) {
    const server = entries.get(at);
    if (server !== undefined) return server;
  }
  return undefined;
}

/**
 * A file's `inputs` by id (VS Code's `.vscode/mcp.json`: `{id, type, description, default,
 * password}`), each writing of an id; none where the file has none.
 */
function inputsById(root: JsonNode): Map<string, JsonNode[]> {
  const out = new Map<string, JsonNode[]>();
  for (const list of valuesAt(root, ['inputs'], 'array'))
    for (const input of list.children ?? [])
      for (const id of valuesAt(input, ['id'], 'string')) {
        const same = out.get(id.value as string) ?? [];
        if (!same.includes(input)) same.push(input);
        out.set(id.value as string, same);
      }
  return out;
}

/**
 * The inputs an entry names (`${input:id}`, from its canonical JSON), each id once: the client
 * asks for each as it starts the server, offering its `default`, which the user takes with Enter.
 * A pull request that changes only that default (`servers/gh.js` made `servers/other.js` for an
 * entry's argument, `--require ./x.js` for its `NODE_OPTIONS`) starts the server otherwise.
 */
function entryInputs(entry: string, inputs: ReadonlyMap<string, JsonNode[]>): JsonNode[] {
  if (inputs.size === 0) return [];
  const ids = new Set<string>();
  // Up to the next brace of either kind, so that thousands of `${input:` are read once each.
  for (const m of entry.matchAll(/\$\{input:([^{}]*)\}/g)) ids.add(m[1] as string);
  return [...ids].sort(byCodeUnits).flatMap((id) => inputs.get(id) ?? []);
}

/** Keys of an input that do not change the value it gives: what the prompt says, whether it masks the typing. */
const PROMPT_ONLY = new Set(['description', 'password']);

/** An input without its PROMPT_ONLY keys: what fills in the entry (`default`, `options`, `type`, `command`). */
function inputValue(input: JsonNode): JsonNode {
  if (input.type !== 'object') return input;
  const children = (input.children ?? []).filter((p) => !PROMPT_ONLY.has(String(p.children?.[0]?.value)));
  return { ...input, children };
}

/** An input's inputValue as a digest, taken once: thousands of entries may name one input. */
const inputDigests = new WeakMap<JsonNode, string>();

function inputDigest(input: JsonNode): string {
  let digest = inputDigests.get(input);
  if (digest === undefined)
    inputDigests.set(input, (digest = hexDigest('sha256', canonical(inputValue(input)))));
  return digest;
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
    if (sameUnread(before, after)) return [];
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
    const at = firstChangedKey(changed, was) ?? changedInput(changed, was);
    const node = at?.value ?? changed.key;
    out.push({ server, file, span: nodeSpan(after.lines, node), how: { key: at?.key } });
  }
  return out;
}

/** Whether both sides hold the same file that cannot be read (as far as the reader can tell). */
function sameUnread(before: Configuration, after: Configuration): boolean {
  return (
    before.kind === 'unread' &&
    after.kind === 'unread' &&
    before.identity !== undefined &&
    before.identity === after.identity
  );
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

/**
 * Where an entry the same as a base writing of it starts the server otherwise by an input it names
 * (entryInputs): at the first key of the first input no base writing named so (its `default`).
 */
function changedInput(after: Written, was: readonly Written[]): { key: string; value: JsonNode } | undefined {
  const before = was.flatMap((w) => w.inputs);
  const kept = new Set(before.map(inputDigest));
  const input = after.inputs.find((i) => !kept.has(inputDigest(i)));
  if (input === undefined) return undefined;
  const idOf = (i: JsonNode): string => String(valuesAt(i, ['id'], 'string')[0]?.value);
  const asWritten = (value: JsonNode): Written => ({
    key: value,
    value: inputValue(value),
    canonical: '',
    inputs: [],
  });
  const same = before.filter((i) => idOf(i) === idOf(input));
  const at = firstChangedKey(asWritten(input), same.map(asWritten));
  return { key: 'inputs', value: at?.value ?? input };
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
