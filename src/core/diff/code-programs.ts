// The files of the repository a tool's inline `code` imports (SPEC §6: what the checker cannot see
// is taken as the most it could be). `code: "from ops_lib import deploy\ndeploy.run()"` runs
// `ops_lib/deploy.py` (and `ops_lib/__init__.py`, and what they import in turn): a pull request
// rewriting it changes what the tool runs as surely as one rewriting the `code`. Each code is
// read as Python code a pinned MCP server's command line gives (`python -c …`,
// server-programs.ts): its imports, each string literal naming a file, and, where it loads by a
// name it computes (`importlib`, `__import__`, `exec`, `subprocess`, `open(path)`:
// program-loads.ts), every file below where it runs; what each file loads is followed through both
// trees, all of a head's codes at once. The first change a code reaches becomes part of the tool's
// code on the head (Project.runCodeAs, sources/inline-code.ts), caused at that file's line.
//
// Where it imports from: the runtime runs the code in its own process, whose working folder and
// `sys.path` the repository does not say. It is read from both places a runtime started in the
// repository finds modules: the root the checker was given (the working folder) and the folder
// of the file the code is written in (and the folders above it, as a script's imports are read);
// so a code that computes what it loads may load any file of the repository. A relative import
// (`from .x import y`) has no package there (a runtime that gives one may make it any): it is read
// from the file's folder, more, never fewer.
//
// A tool's `lifecycle` hooks are read the same way: what each names is what the runtime loads
// (code that runs without the model asking), a module's dotted path, a file, or a command line
// (`python scripts/activate.py`), read as an Agent Skill's hook command is (hookProgram).
import type { Node as JsonNode } from 'jsonc-parser';
import type { Project } from '../project/project.js';
import type { AuxFileReader } from '../model/model.js';
import type { CodeRun, InlineCode } from '../sources/types.js';
import { hookCodes, inlineCodes, overrideCodes, overrideHooks } from '../sources/inline-code.js';
import { anonymousToolInfo } from '../sources/anonymous-tools.js';
import { quoted as q } from '../text/words.js';
import { changedFileWords } from './changes.js';
import { loadsOf } from './program-loads.js';
import {
  askedOnce,
  commandLinesProgram,
  fromRoot,
  ProgramFiles,
  ProgramGraph,
  type Program,
  type ProgramFound,
} from './server-programs.js';
import { dirOf } from './tree-paths.js';
import { byCodeUnits } from '../text/order.js';

export class CodePrograms {
  private programs: Map<string, Program> | undefined;
  private graph: ProgramGraph | undefined;
  private readonly found = new Map<string, CodeRun | null>();

  constructor(
    private readonly base: Project,
    private readonly head: Project,
  ) {}

  /** The first file of the repository the head's `code` imports that the head changed, if one did. */
  changeOf(code: InlineCode): CodeRun | undefined {
    const key = codeKey(code);
    return askedOnce(this.found, key, () => {
      const change = this.read(key, code) ?? this.moved(code);
      return change && !this.movedAlong(code) ? change : undefined;
    });
  }

  /**
   * Whether a code moved to another folder together with what it loads, as it was (a tool file
   * moved with its `helper.py` or its hook's `hooks/activate.py`): the base holds its text in one
   * other folder alone, every file the head's code reaches compares equal to the base's at the
   * same path from that folder (`prod/tools/helper.py` to `tools/ops/helper.py`), and no name it
   * loads stands in a folder above either place and not above the other. What it runs is then
   * the very program it ran, read from elsewhere.
   */
  private movedAlong(code: InlineCode): boolean {
    const held = this.heldIn(code);
    if (!held) return false;
    const { was, dir } = held;
    if (!was || was.has(dir) || was.size !== 1) return false;
    const [from] = [...was.keys()] as [string];
    if (dir === '' || from === '' || dir.startsWith(`${from}/`) || from.startsWith(`${dir}/`)) return false;
    if (foundElsewhere(code, [from], dir, (f) => this.stemsIn(f), new Set([dir, from]))) return false;
    const base = movedTree(this.base.aux, from, dir);
    const program = code.hook === undefined ? codeProgram(code) : hookProgram(code);
    const graph = new ProgramGraph(
      new ProgramFiles(base, this.head.aux),
      base,
      this.head.aux,
      [program],
      [''],
    );
    return graph.change(program) === null;
  }

  /**
   * The folders the base and the head hold a code's text in (by how many times), and its own
   * folder; undefined where no code is held more often in a folder on the head than on the base:
   * only a code the trees do not share can be, and then none moved.
   */
  private heldIn(
    code: InlineCode,
  ): { was: Map<string, number> | undefined; now: Map<string, number> | undefined; dir: string } | undefined {
    this.heldMore ??= heldMoreOnHead(this.base, this.head);
    if (!this.heldMore) return undefined;
    this.folders ??= { base: foldersByText(codesOf(this.base)), head: foldersByText(codesOf(this.head)) };
    const key = textKey(code);
    return { was: this.folders.base.get(key), now: this.folders.head.get(key), dir: dirOf(code.file) };
  }

  private read(key: string, code: InlineCode): CodeRun | undefined {
    // Every code the head's tools hold, followed at once: thousands of tools importing one
    // package read its files once.
    if (!this.programs) {
      this.programs = new Map();
      for (const code of codesOf(this.head)) {
        const at = codeKey(code);
        if (!this.programs.has(at))
          this.programs.set(at, code.hook === undefined ? codeProgram(code) : hookProgram(code));
      }
      // Each text's names are read from its own folder and the root, the runtime's working folder,
      // not from every other code's folder (which the graph would pool as an entry's starts).
      if (this.programs.size > 0)
        this.graph = new ProgramGraph(
          new ProgramFiles(this.base.aux, this.head.aux),
          this.base.aux,
          this.head.aux,
          [...this.programs.values()],
          [''],
        );
    }
    const own = this.programs.get(key);
    const found = own && this.graph?.change(own);
    return found ? codeRun(found, code.hook) : undefined;
  }

  /**
   * A code that more tools read from its folder on the head than on the base, word for word, while
   * the base read it from other folders: a file moved (or renamed) to another folder, whose
   * imports are now found from there (`import helper` loads the new folder's `helper.py`, which
   * neither tree changed). Where what it loads may be found otherwise from there
   * (foundElsewhere), what it runs is another program, a change of its code caused at the code.
   * Of two tools with one code in one folder, either may be the one that moved: both are. A code
   * the base holds nowhere is a change of the code's own text already.
   */
  private moved(code: InlineCode): CodeRun | undefined {
    const held = this.heldIn(code);
    if (!held) return undefined;
    const { was, now, dir } = held;
    if (!was || (was.get(dir) ?? 0) >= (now?.get(dir) ?? 0)) return undefined;
    const from = [...was.keys()].filter((f) => f !== dir).sort(byCodeUnits);
    if (from.length === 0 || !foundElsewhere(code, from, dir, (f) => this.stemsIn(f))) return undefined;
    const what =
      code.hook === undefined
        ? 'its code'
        : code.hook === ''
          ? 'its lifecycle hook'
          : `its lifecycle hook ${q(code.hook)}`;
    return {
      runs: `${what} is read from ${folderWords(dir)} now, not from ${from.map(folderWords).join(', ')} as on the base: what it loads is found from there`,
    };
  }

  /** How many codes each tree reads from each folder, by their text (and hook). */
  private folders: { base: FoldersByText; head: FoldersByText } | undefined;

  /** Whether the head reads some code from some folder more often than the base does. */
  private heldMore: boolean | undefined;

  private readonly stems = new Map<string, ReadonlySet<string> | null>();

  /**
   * What a folder holds in either tree as a code may import or name it: each name, and the part
   * of a file's name before its first dot (`helper` of `helper.py`); undefined where it cannot be
   * listed. Read once per folder, however many moved codes look there.
   */
  private stemsIn(folder: string): ReadonlySet<string> | undefined {
    return askedOnce(this.stems, folder, () => {
      const out = new Set<string>();
      for (const tree of [this.base.aux, this.head.aux]) {
        const names = namesIn(tree, folder);
        if (names === undefined) return undefined;
        for (const n of names) out.add(n).add(n.slice(0, Math.max(n.indexOf('.'), 0)));
      }
      out.delete('');
      return out;
    });
  }
}

/** A code's text and, for a hook, its key: the same code wherever it is written. */
function textKey(code: InlineCode): string {
  return `${code.hook === undefined ? 'c' : `h${code.hook}`}\0${code.text}`;
}

/** A code text's folders, each with how many codes of a tree hold the text there. */
type FoldersByText = Map<string, Map<string, number>>;

function foldersByText(codes: readonly InlineCode[], out: FoldersByText = new Map(), by = 1): FoldersByText {
  for (const code of codes) {
    const key = textKey(code);
    let folders = out.get(key);
    if (!folders) out.set(key, (folders = new Map()));
    const dir = dirOf(code.file);
    folders.set(dir, (folders.get(dir) ?? 0) + by);
  }
  return out;
}

/**
 * Whether the head holds some code in some folder more often than the base (a code moved there),
 * counted from the names the trees do not define alike alone: a name both define with the very
 * same definitions (the pair shares an unchanged file's: src/core/pair/) gives both trees the
 * same codes, which add as much to each side's count. Work that grows with the change.
 */
function heldMoreOnHead(base: Project, head: Project): boolean {
  const more = foldersByText(codesOf(head, base));
  foldersByText(codesOf(base, head), more, -1);
  for (const folders of more.values()) for (const n of folders.values()) if (n > 0) return true;
  return false;
}

/** A folder as the words of a change name it. */
const folderWords = (dir: string): string => (dir === '' ? 'the root' : q(dir));

/** A folder and each above it, the root last: where a code's imports are looked for. */
function foldersUp(dir: string): string[] {
  const out = [dir];
  for (let at = dir; at !== '';) out.push((at = dirOf(at)));
  return out;
}

/**
 * Whether what a code loads may be found otherwise from its new folder than from its old ones:
 * a name it imports (`helper` of `import helper.x`) or a file it names (`scripts` of
 * `"scripts/x.sh"`) that stands, in either tree, in a folder on one way up and not on the other
 * (the new folder's `helper.py`, or the old one's, which it found before and no longer finds). A
 * code that loads by a computed name or imports relatively may load anything from there, and so
 * may a hook but one that names a file or a module's dotted path alone (hookFirst). Where a folder
 * cannot be listed, it may too.
 */
function foundElsewhere(
  code: InlineCode,
  from: readonly string[],
  to: string,
  stemsIn: (folder: string) => ReadonlySet<string> | undefined,
  /** Folders whose names do not count (a folder moved along with the code, compared file by file). */
  besides: ReadonlySet<string> = new Set(),
): boolean {
  const firsts = code.hook === undefined ? codeFirsts(code.text) : hookFirst(code.text);
  if (firsts === undefined) return true;
  firsts.delete('');
  if (firsts.size === 0) return false;
  const now = new Set(foldersUp(to));
  const before = from.map((f) => new Set(foldersUp(f)));
  const differing = new Set([...now].filter((d) => before.some((b) => !b.has(d))));
  for (const b of before) for (const d of b) if (!now.has(d)) differing.add(d);
  for (const folder of differing) {
    if (besides.has(folder)) continue;
    const stems = stemsIn(folder);
    if (stems === undefined || [...firsts].some((f) => stems.has(f))) return true;
  }
  return false;
}

/**
 * A tree read as if its folder `from` stood at `to`: each path in `to` is read at `from`, each
 * other path as it is; `to` itself is no folder of the tree otherwise.
 */
function movedTree(tree: AuxFileReader, from: string, to: string): AuxFileReader {
  const at = (path: string): string =>
    path === to ? from : path.startsWith(`${to}/`) ? `${from}${path.slice(to.length)}` : path;
  const fromPrefix = `${from}/`;
  const back = (line: string): string =>
    line.startsWith(fromPrefix) ? `${to}/${line.slice(fromPrefix.length)}` : line;
  const reader: AuxFileReader = { read: (path) => tree.read(at(path)) };
  if (tree.blobId) reader.blobId = (path) => tree.blobId?.(at(path));
  if (tree.folderListing) reader.folderListing = (dir) => tree.folderListing?.(at(dir))?.map(back);
  if (tree.folderNames) reader.folderNames = (dir) => tree.folderNames?.(at(dir));
  if (tree.unentered) reader.unentered = (path) => tree.unentered?.(at(path));
  if (tree.throughLinks)
    reader.throughLinks = (path) => {
      const found = tree.throughLinks?.(at(path));
      return found === undefined ? undefined : back(found);
    };
  return reader;
}

/**
 * The first name of each module a code imports and each file it names, the name a folder holds
 * where it is found; undefined where it loads by a name it computes or imports relatively.
 */
function codeFirsts(text: string): Set<string> | undefined {
  const loads = loadsOf('python', text);
  if (loads.dynamic !== undefined || loads.anywhere !== undefined) return undefined;
  if (loads.imports.some((i) => i.level > 0)) return undefined;
  return new Set([
    ...loads.imports.map((i) => i.module.split('.')[0] as string),
    ...loads.names.map((n) => n.replace(/^(\.\/)+/, '').split('/')[0] as string),
  ]);
}

/** A hook that names a file (`hooks/activate.py`, `hooks/activate.py:main`) by plain names. */
const HOOK_FILE = /^(?:\.\/)*((?:[\w-][\w.-]*\/)*[\w-][\w.-]*)(?::[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)?$/;

/**
 * The name a hook's folder holds where what it loads is found: the first of the file it names
 * (`hooks` of `hooks/activate.py`) or of the module its dotted path does (`ops_lib` of
 * `ops_lib.hooks:activate`), a file and a module both where it reads as either (`activate.py`);
 * none for an absolute path, found from no folder. Undefined for any other hook (a command line,
 * a path through `..`, a variable a runtime may expand), which may load anything from there.
 */
function hookFirst(hook: string): Set<string> | undefined {
  const text = hook.trim();
  if (text.startsWith('/') && !/\s/.test(text)) return new Set();
  const file = HOOK_FILE.exec(text)?.[1];
  if (file === undefined || file.split('/').some((part) => /^\.+$/.test(part))) return undefined;
  const out = new Set([file.split('/')[0] as string]);
  const dotted = DOTTED.exec(text);
  if (dotted) out.add((dotted[1] ?? '').split('.')[0] as string);
  return out;
}

/**
 * The names in a folder of a tree: none where nothing stands at its path (the folder a move
 * emptied); undefined where the tree cannot list folders, or a link or a file stands on the way.
 */
function namesIn(tree: AuxFileReader, folder: string): readonly string[] | undefined {
  if (!tree.folderNames) return undefined;
  const names = tree.folderNames(folder);
  if (names !== undefined) return names;
  const read = tree.read(folder);
  const nothing =
    read.kind === 'missing' && read.link === undefined && tree.unentered?.(folder) === undefined;
  return nothing ? [] : undefined;
}

/** A code by its text and the folder it is read from; a hook by its key too, which its words name. */
function codeKey(code: InlineCode): string {
  // Once per code object: a definition's codes are one list (inlineCodes), asked by every
  // reading of it and gathered for the graph, and one key string is hashed once.
  let key = codeKeys.get(code);
  if (key === undefined) {
    const kind = code.hook === undefined ? 'c' : `h${code.hook}`;
    codeKeys.set(code, (key = `${kind}\0${dirOf(code.file)}\0${code.text}`));
  }
  return key;
}

const codeKeys = new WeakMap<InlineCode, string>();

/**
 * Every code and lifecycle hook of a tree's registered tools (each definition's readings), named anonymous tools,
 * and overrides (a forbidden-override a runtime that merges it runs) of a skill's listed tools,
 * of its includes' entries and of its `mcp_servers` items' tools; `besides` another tree, only
 * those of the names it does not define with the very same definitions.
 */
function codesOf(tree: Project, besides?: Project): InlineCode[] {
  const out: InlineCode[] = [];
  for (const [name, infos] of tree.toolsByName) {
    if (besides && sameObjects(infos, besides.toolsByName.get(name))) continue;
    const tool = tree.tool(name);
    if (tool) out.push(...inlineCodes(tool), ...hookCodes(tool));
  }
  for (const [name, infos] of tree.skillsByName) {
    if (besides && sameObjects(infos, besides.skillsByName.get(name))) continue;
    const skill = tree.skill(name);
    if (!skill) continue;
    for (const anon of skill.anonymousTools)
      if (anon.name !== undefined) {
        const info = anonymousToolInfo(skill, anon);
        out.push(...inlineCodes(info), ...hookCodes(info));
      }
    for (const { override } of skill.tools) if (override) appendCodes(out, override);
    for (const { overrides } of [...skill.includes, ...skill.mcpServers])
      for (const override of overrides) appendCodes(out, override);
  }
  return out;
}

/** Whether two lists hold the very same objects in the same order. */
function sameObjects<T>(a: readonly T[], b: readonly T[] | undefined): boolean {
  return b !== undefined && a.length === b.length && a.every((x, i) => x === b[i]);
}

function appendCodes(out: InlineCode[], override: Parameters<typeof overrideCodes>[0]): void {
  for (const { code } of [...overrideCodes(override), ...overrideHooks(override)]) out.push(code);
}

/**
 * A code as a program of Python given on a command line, read from its file's folder: its imports
 * from there and each folder above, the root among them (ProgramGraph), its strings from there and
 * the root (CodePrograms's graph); where it loads by a name it computes, any file of the repository (the root
 * run as a package is every file of it), not only below its folder.
 */
function codeProgram(code: InlineCode): Program {
  const node: JsonNode = { type: 'string', value: code.text, offset: 0, length: 0 };
  // Read once: the graph follows what the code loads from these very loads.
  const loads = loadsOf('python', code.text);
  const { dynamic } = loads;
  return {
    named: dynamic === undefined ? [] : [{ path: '', node, as: 'package', why: dynamic }],
    inline: [{ language: 'python', code: code.text, node, shown: 'its code', loads }],
    starts: [dirOf(code.file)],
    // No other code's folder, which every import of every code would be read from.
    pythonRoots: [],
    nodeRoots: [],
  };
}

/** A module's dotted path, as a hook names it: `ops_lib.hooks.activate`, `ops_lib.hooks:activate`. */
const DOTTED = /^([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)(?::([A-Za-z_]\w*)(?:\.[A-Za-z_]\w*)*)?$/;

/**
 * A lifecycle hook as what the runtime may load, read from its file's folder and the root as a
 * code is (codeProgram): the file it names, and, where it is a dotted path, the modules that path
 * resolves to. The hook is no code, but Python code that imports it (`import ops_lib.hooks.activate`,
 * `from ops_lib.hooks import activate`) loads exactly those modules, so that code is given to the
 * graph, which resolves it as it resolves a server's `python -m module` (server-programs.ts). A hook
 * holding white space is also a command line (`python scripts/activate.py`, `sh -c '…'`, `uv run
 * …`), which a runtime may hand a shell: it is read as a server's command line is
 * (commandLinesProgram), from the same two folders.
 */
function hookProgram(code: InlineCode): Program {
  const text = code.text.trim();
  const node: JsonNode = { type: 'string', value: code.text, offset: 0, length: 0 };
  const dir = dirOf(code.file);
  const named: Program['named'] = [];
  // A file, or a file and what it calls there (`scripts/activate.py:main`, as entry points write it).
  const colon = text.lastIndexOf(':');
  const files = colon > 0 ? [text, text.slice(0, colon)] : [text];
  for (const path of new Set(files.flatMap((f) => [fromRoot(f, ''), fromRoot(f, dir)])))
    if (path !== undefined && path !== '') named.push({ path, node, as: 'file' });
  const program: Program = {
    named,
    inline: dottedImports(text, node),
    starts: [dir],
    pythonRoots: [],
    nodeRoots: [],
  };
  return /\s/.test(text) ? withCommandLine(program, text, dir) : program;
}

/** The Python code that imports what a hook's dotted path names, none where it is no dotted path. */
function dottedImports(text: string, node: JsonNode): Program['inline'] {
  const dotted = DOTTED.exec(text);
  if (!dotted) return [];
  const [, module = '', attribute] = dotted;
  const dot = module.lastIndexOf('.');
  const imports = [`import ${module}`];
  if (attribute !== undefined) imports.push(`from ${module} import ${attribute}`);
  else if (dot > 0) imports.push(`from ${module.slice(0, dot)} import ${module.slice(dot + 1)}`);
  return [{ language: 'python', code: imports.join('\n'), node, shown: text }];
}

/**
 * A hook's program with what its text runs as a command line, started from the hook file's folder
 * and the root: the files it names, the code it gives an interpreter, the folders it moves into.
 * Python's and Node's paths stay the hook's own (a script's imports are read from its folder and
 * those above): one pooled for every code would read every other code's imports from it too. But
 * the folders the command line sets as `PYTHONPATH` or `NODE_PATH` (`PYTHONPATH=lib python -m
 * hooks`) are kept: what it runs is found there, and another code's import read from them too is
 * more read, never less.
 */
function withCommandLine(program: Program, text: string, dir: string): Program {
  const line: JsonNode = { type: 'string', value: text, offset: 0, length: 0 };
  const run = commandLinesProgram([line], [dir, '']);
  const named = [...program.named];
  const seen = new Set(named.map((n) => `${n.as}\0${n.path}`));
  for (const n of run.named) if (!seen.has(`${n.as}\0${n.path}`)) named.push(n);
  return {
    named,
    inline: [...program.inline, ...run.inline],
    starts: [...new Set([...program.starts, ...run.starts])],
    pythonRoots: [...(run.pathsSet?.python ?? [])],
    nodeRoots: [...(run.pathsSet?.node ?? [])],
    ...(run.pathsSet === undefined ? {} : { pathsSet: run.pathsSet }),
  };
}

/**
 * The change as the tool shows it: at the changed file's first changed line (line 1 where it
 * cannot be read); reached by its code, or by its lifecycle hook `hook`.
 */
function codeRun(found: ProgramFound, hook: string | undefined): CodeRun {
  const { path, change, via } = found;
  const what =
    hook === undefined ? 'its code' : hook === '' ? 'its lifecycle hook' : `its lifecycle hook ${q(hook)}`;
  const how =
    typeof via === 'object'
      ? `${what} may load any file of ${via.folder === '' ? 'the repository' : q(via.folder)} (${via.why}), among them ${q(path)}`
      : `${what} loads ${q(path)}`;
  const runs = `${how}, which ${changedFileWords(change.was)}`;
  if (change.was === 'removed') return { runs };
  if (typeof change.was === 'object') return { runs, shown: { file: path, text: '', line: 1 } };
  return { runs, shown: { file: path, text: change.text, line: change.line } };
}
