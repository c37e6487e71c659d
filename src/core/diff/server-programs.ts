// The files of the repository an MCP server is started with (relaunched-servers.ts). A client
// configuration that runs `node servers/gh.js` (or `./bin/gh-server`, `python server.py` from a
// `cwd`, `--config servers/gh.json`, `python -m servers.gh`) starts a program the repository
// holds: a pull request that changes that file and leaves the configuration and the inventory
// alone starts another program under the pinned name. Only regular files (and links) below the root count: an argument naming a
// folder names data (`server-filesystem ./docs`), and a path leaving the root is never read.
import type { Node as JsonNode } from 'jsonc-parser';
import type { AuxFileReader } from '../model/model.js';
import { firstChangedLine } from '../text/text-position.js';
import { entryProgram, type EntryShape } from './client-files.js';

/** A file an entry names, from the root, with the node of the configuration that names it. */
interface NamedFile {
  path: string;
  node: JsonNode;
}

/** VS Code's and Cursor's name for the folder they open: the root. */
const WORKSPACE = '${workspaceFolder}';

/**
 * A path as the client resolves it, from the root (`''`: the root itself), starting at `from` (a
 * folder from the root; undefined where the entry's `cwd` cannot be told or leaves the root, so
 * that only a `${workspaceFolder}` path resolves): undefined where it is absolute otherwise, or
 * leaves the root.
 */
export function fromRoot(raw: string, from: string | undefined): string | undefined {
  let rest = raw;
  let start = from;
  if (rest.startsWith(WORKSPACE)) {
    rest = rest.slice(WORKSPACE.length);
    if (rest !== '' && !rest.startsWith('/')) return undefined;
    start = '';
  } else if (/^[/\\~]|^[A-Za-z]:/.test(rest)) return undefined;
  if (start === undefined || rest.includes('\0')) return undefined;
  const parts = start === '' ? [] : start.split('/');
  for (const segment of rest.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment !== '..') parts.push(segment);
    else if (parts.pop() === undefined) return undefined;
  }
  return parts.join('/');
}

/**
 * A path as written and, where it holds a backslash, as a Windows client reads it: `servers\\gh.js`
 * and `${workspaceFolder}\\servers\\gh.js` run `servers/gh.js` there (a POSIX name may hold one).
 */
function spellings(raw: string): string[] {
  return raw.includes('\\') ? [raw, raw.replace(/\\/g, '/')] : [raw];
}

/**
 * The files a server's entry (a JSON object) names, in its order: its program, the environment
 * file it loads (`envFile`), each of its arguments (and the value of a `--flag=value`), from its
 * `cwd` where it has one, as its client reads the entry (client-files.ts). Paths only: whether a file stands there is the trees' to say.
 */
export function namedFiles(
  entry: JsonNode,
  shape: EntryShape = 'command-args',
  placeholders: Readonly<Record<string, string>> = {},
): NamedFile[] {
  if (entry.type !== 'object') return [];
  const { commands, args, cwds, envFiles } = entryProgram(entry, shape);
  // Where the entry starts the server: the root, or each `cwd` (none that leaves the root, or that
  // is not a string: then only a `${workspaceFolder}` path resolves).
  const starts: (string | undefined)[] =
    cwds.length === 0
      ? ['']
      : cwds.flatMap((c) =>
          c.type === 'string' ? spellings(c.value as string).map((v) => fromRoot(v, '')) : [undefined],
        );
  const out: NamedFile[] = [];
  const seen = new Set<string>();
  const add = (node: JsonNode): void => {
    if (node.type !== 'string') return;
    // A client's own placeholders (`${extensionPath}`) as what they stand for.
    let raw = node.value as string;
    for (const [placeholder, value] of Object.entries(placeholders)) raw = raw.split(placeholder).join(value);
    const forms = spellings(raw);
    const eq = raw.indexOf('=');
    if (raw.startsWith('-') && eq > 0) forms.push(...spellings(raw.slice(eq + 1)));
    for (const form of forms)
      for (const at of starts) {
        const path = fromRoot(form, at);
        if (path === undefined || path === '' || seen.has(path)) continue;
        seen.add(path);
        out.push({ path, node });
      }
  };
  for (const command of commands) add(command);
  for (const file of envFiles) add(file);
  const python = commands.some((c) => c.type === 'string' && PYTHON.test(c.value as string));
  for (const list of args) {
    let module = false;
    for (const a of list) {
      add(a);
      if (module) for (const file of moduleFiles(a)) add(file);
      module = python && a.type === 'string' && a.value === '-m';
    }
  }
  return out;
}

/** A Python interpreter, by its name or path (`python3`, `/usr/bin/python3.12`, `python.exe`). */
const PYTHON = /(^|[/\\])python[\d.]*(\.exe)?$/i;

/** The deepest package whose `__init__.py` a module's name is read for. */
const PACKAGE_DEPTH = 32;

/**
 * The files `python -m a.b` runs from where it starts (its first path entry): `a/b.py`, or the
 * package's `a/b/__main__.py`, and the `__init__.py` of each package on the way. As nodes of the
 * argument, so that a finding stands at it.
 */
function moduleFiles(arg: JsonNode): JsonNode[] {
  if (arg.type !== 'string' || !/^[A-Za-z_]\w*(\.[A-Za-z_]\w*)*$/.test(arg.value as string)) return [];
  const parts = (arg.value as string).split('.');
  const files: string[] = [];
  // The packages on the way, down to a depth no module reaches: every one of thousands of parts
  // (`-m a.a.a…`, a long argument) was a file to look up, minutes for a few hundred kilobytes.
  let at = '';
  for (const part of parts.slice(0, Math.min(parts.length, PACKAGE_DEPTH) - 1))
    files.push(`${(at = at === '' ? part : `${at}/${part}`)}/__init__.py`);
  const path = parts.join('/');
  files.push(`${path}.py`, `${path}/__init__.py`, `${path}/__main__.py`);
  return files.map((value) => ({ ...arg, value }));
}

/** What stands at a path of one tree, as far as a program goes. */
type Standing =
  | { kind: 'none' }
  | { kind: 'text'; text: string; id: string | undefined }
  | { kind: 'unread'; why: string; id: string | undefined };

/** How a file an entry names differs between the trees, where it does. */
export type ProgramChange =
  { was: 'added' | 'changed'; text: string; line: number } | { was: 'removed' } | { was: { unread: string } };

/** Each tree's files compared once, whatever number of servers name them. */
export class ProgramFiles {
  private readonly compared = new Map<string, ProgramChange | null>();

  constructor(
    private readonly base: AuxFileReader,
    private readonly head: AuxFileReader,
  ) {}

  /** How the file at `path` changed from the base to the head, or null where it did not (or is no file on either). */
  change(path: string): ProgramChange | null {
    let found = this.compared.get(path);
    if (found === undefined) this.compared.set(path, (found = this.compare(path)));
    return found;
  }

  private compare(path: string): ProgramChange | null {
    const [baseId, headId] = [this.base.blobId?.(path), this.head.blobId?.(path)];
    if (baseId !== undefined && baseId === headId) return null;
    const was = standing(this.base, path);
    const now = standing(this.head, path);
    if (was.kind === 'none' && now.kind === 'none') return null;
    if (now.kind === 'none') return { was: 'removed' };
    if (now.kind === 'unread') {
      const same = was.kind === 'unread' && was.id !== undefined && was.id === now.id;
      return same ? null : { was: { unread: now.why } };
    }
    if (was.kind === 'none') return { was: 'added', text: now.text, line: 1 };
    if (was.kind === 'text') {
      if (was.id !== undefined && was.id === now.id) return null;
      // A checkout's line endings (CRLF where git holds LF) are no change of the program.
      if (was.text.replace(/\r\n/g, '\n') === now.text.replace(/\r\n/g, '\n')) return null;
      return { was: 'changed', text: now.text, line: firstChangedLine(was.text, now.text) };
    }
    return { was: 'changed', text: now.text, line: 1 };
  }
}

/**
 * A path in one tree: a folder (never read: it names data) or nothing is none; a link at it or on
 * the way to it is unread, by what it leads to (a changed target is another identity); a file in a
 * submodule, by the submodule's commit.
 */
function standing(aux: AuxFileReader, path: string): Standing {
  if (aux.folderNames?.(path) !== undefined) return { kind: 'none' };
  const read = aux.read(path);
  if (read.kind === 'missing' && read.link !== undefined)
    return { kind: 'unread', why: 'a symbolic link stands on its way', id: aux.unentered?.(read.link) };
  // A file in a submodule is as its commit has it: a git tree holds no file there, a checkout does.
  const submodule = submoduleOf(aux, path);
  if (submodule !== undefined) return { kind: 'unread', why: 'it is in a submodule', id: submodule };
  if (read.kind === 'missing') return { kind: 'none' };
  if (read.kind === 'text') return { kind: 'text', text: read.text, id: aux.blobId?.(path) };
  return { kind: 'unread', why: read.reason, id: aux.unentered?.(path) ?? aux.blobId?.(path) };
}

/** The identity of the submodule a path lies in (AuxFileReader.unentered), where it lies in one. */
function submoduleOf(aux: AuxFileReader, path: string): string | undefined {
  if (!aux.unentered) return undefined;
  // Down the folders that stand there only: a path of many made-up folders costs one look.
  for (let at = path.indexOf('/'); at > 0; at = path.indexOf('/', at + 1)) {
    const folder = path.slice(0, at);
    const id = aux.unentered(folder);
    if (id !== undefined) return id;
    if (aux.folderNames?.(folder) === undefined) return undefined;
  }
  return undefined;
}
