// The files of the repository an MCP server is started with (relaunched-servers.ts). A client
// configuration that runs `node servers/gh.js` (or `./bin/gh-server`, `python server.py` from a
// `cwd`, `--config servers/gh.json`, `python -m servers.gh`) starts a program the repository
// holds: a pull request that changes that file and leaves the configuration and the inventory
// alone starts another program under the pinned name. What counts as the program (what the
// checker cannot see counting as the most it could be):
// - the files the entry names (programOf): its command and arguments, the words of an argument
//   that is a command line (`sh -c "node servers/gh.js"`, `cmd /c`, `pwsh -Command`), of each
//   `env` value (`NODE_OPTIONS=--require ./hook.js`, `PYTHONSTARTUP`) and an `envFile`, from its
//   `cwd` and a folder the command line moves into (`cd servers && …`, `uv --directory`); a name
//   in another case too (a case-insensitive disk); code given inline (`python -c`, `node -e`);
// - what an interpreter or a package runner reads where it starts and above (`.npmrc`'s
//   `node-options`, `bunfig.toml`'s `preload`, `deno.json`, `uv.toml`, `.env`, …), and Python's
//   `sitecustomize.py` in a `PYTHONPATH` folder;
// - after an interpreter (`node`, `tsx`, `python`, …), a name as its loader resolves it: a folder
//   is its `package.json` and what its `main`, `bin`, `exports` and install scripts name, or its
//   `index.*`, `__init__.py`, `__main__.py`;
// - a folder a package runner installs (`npx ./servers/gh`, `npx file:…`, `uvx --from`,
//   `uv --directory`, `pip -e`) or a container mounts and runs from (`docker run -v
//   ./servers:/app node node /app/gh.js`): every file of it, since its build and install scripts
//   may run any; and the copy of a registry package a Node runner runs where the repository holds
//   one (`npx -y gh-mcp@1`: `node_modules/gh-mcp`, `node_modules/.bin`);
// - what each of those files loads (program-loads.ts), followed through the repository's files of
//   either tree (a name resolving to another file on the head, or to none, is compared too): its
//   imports and every string literal naming a file; a package a `node_modules` of the repository
//   or its workspaces hold, whole; the `package.json`, `tsconfig.json` and `jsconfig.json` on the way up from a
//   JavaScript file; and every file below a file's folder where it loads by a name it computes
//   (`require(name)`, `importlib`, `eval`, a child process, a shell variable), and there each
//   string that reads as a Python module's name (`import_module("pkg.mod")`) as that module; every file of its
//   package where it imports a `#name` or its package's own name; and every file of the repository
//   where a file of source code (by its name) cannot be read as text (over max-file-size, Latin-1).
// An argument that names a folder after no interpreter or runner names data (`server-filesystem
// ./docs`), and a path leaving the root is never read.
import type { Node as JsonNode } from 'jsonc-parser';
import { BINARY_FILE, type AuxFileReader } from '../model/model.js';
import { firstChangedLine } from '../text/text-position.js';
import { foldedName } from '../text/fold.js';
import { entryProgram, keyValues, type EntryShape } from './client-files.js';
import { isCommandLine, shellWords } from './shell-words.js';
import { languageOf, loadsOf, type Language, type Loads } from './program-loads.js';
import { dirOf, joined } from './tree-paths.js';

/** How an entry runs a path it names. */
type RunAs =
  /** A file, read as it stands (a program, a configuration the program reads). */
  | 'file'
  /** After an interpreter (`node servers/gh`, `python servers/gh`): as its loader resolves a name. */
  | 'module'
  /** A package a runner installs (`npx ./servers/gh`, `uvx --from ./servers/gh`, `pip install -e`). */
  | 'package';

/** A file an entry names, from the root, with the node of the configuration that names it. */
interface NamedFile {
  path: string;
  node: JsonNode;
  as: RunAs;
  /** Why every file of a `package` folder counts, where not for a runner installing it. */
  why?: string;
}

/**
 * What a server's entry runs: the files it names, and where its programs look for what they load:
 * the folders it starts in (`cwd`, `uv --directory`), Python's path (`PYTHONPATH`, the folders of
 * the files it runs), Node's (`NODE_PATH`).
 */
export interface Program {
  named: NamedFile[];
  /** Code the command line gives an interpreter itself (`python -c …`, `node -e …`), read from where it starts. */
  inline: {
    language: 'js' | 'python';
    code: string;
    node: JsonNode;
    shown?: string;
    /** What the code loads, where its reader has read it already (code-programs.ts): read once. */
    loads?: Loads;
  }[];
  starts: string[];
  pythonRoots: string[];
  nodeRoots: string[];
  /**
   * The folders of those the entry itself sets as `PYTHONPATH` and `NODE_PATH` (its `env`, its
   * command line), not those read from where it starts: what a hook's command line keeps
   * (code-programs.ts).
   */
  pathsSet?: { python: readonly string[]; node: readonly string[] };
}

/** VS Code's and Cursor's name for the folder they open: the root. */
const WORKSPACE = '${workspaceFolder}';

/**
 * A value VS Code and Cursor put in an entry's string from the user's machine as they start the
 * server: a variable of its environment, an input the user types or picks (a default in the file
 * is only offered), a setting, a command's result
 * (https://code.visualstudio.com/docs/reference/variables-reference; https://cursor.com/docs/context/mcp,
 * "Config interpolation"). What it stands for is not the repository's to tell. So, too, what a
 * shell or Claude Code fills in: a variable none of the repository's files sets (`${SRV}`, which
 * Claude Code takes from the user's environment, `$SRV`, cmd.exe's `%SRV%`), the shell's own
 * (`$PWD`, `~+`, `$(…)`), and a pattern it matches against the files there (`servers/*.sh`,
 * `g?.sh`, `[g]h.sh`, `{gh,x}.sh`): written so, a program rewritten there passed with exit 0.
 * Each part stops at the next character that could start another, so that a word of thousands of
 * `[` or `${env:` is read in time linear in it.
 */
const UNKNOWN_VALUE =
  /\$\{(?:env|input|config|command):[^{}$]*\}|\$\{(?!workspaceFolder\})[A-Za-z_]\w*\}|\$[A-Za-z_]\w*|\$\(|`|^~\+|%[A-Za-z_]\w*%|[*?]|\[[^[\]/]*\]|\{[^{}/,]*,[^{}/]*\}/;

/**
 * A value naming the user's home, a temporary folder or where a tool is installed (`$JAVA_HOME`,
 * `$VIRTUAL_ENV`, `%ProgramFiles%`), outside any checkout.
 */
const OUTSIDE_ROOT =
  /^(?:\$\{env:|\$\{|\$|%)(?:HOME|USERPROFILE|HOMEDRIVE|HOMEPATH|APPDATA|LOCALAPPDATA|TMP|TEMP|TMPDIR|XDG_[A-Z_]+|[A-Z_]+_HOME|VIRTUAL_ENV|CONDA_PREFIX|NVM_DIR|PYENV_ROOT|GOPATH|GOROOT|PROGRAMFILES|SYSTEMROOT|WINDIR|SHELL|USERHOME)[}%]?$/i;

/** The end of a name of a file a program is started with: code a loader or a shell reads, or a binary. */
const CODE_FILE = /\.(?:[cm]?[jt]sx?|py[wz]?|sh|bash|zsh|rb|pl|php|ps1|psm1|bat|cmd|exe|jar)$/i;

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

/** The longest path a folder is started in (PATH_MAX): a longer one names none, and each of its files would cost its length. */
const MAX_FOLDER_PATH = 4096;

/** A folder a path names from `from` (fromRoot), none where it is longer than any folder's. */
function folderFrom(raw: string, from: string | undefined): string | undefined {
  const folder = fromRoot(raw, from);
  return folder !== undefined && folder.length <= MAX_FOLDER_PATH ? folder : undefined;
}

/**
 * A path as written and, where it holds a backslash, as a Windows client reads it: `servers\\gh.js`
 * and `${workspaceFolder}\\servers\\gh.js` run `servers/gh.js` there (a POSIX name may hold one).
 */
function spellings(raw: string): string[] {
  return raw.includes('\\') ? [raw, raw.replace(/\\/g, '/')] : [raw];
}

/** A word of an entry's command line, with the node of the configuration it was read from. */
interface Word {
  text: string;
  node: JsonNode;
}

/** Programs that run a file they are given: what follows them is resolved as their loaders do. */
const INTERPRETER =
  /(^|[/\\])(node|nodejs|tsx|ts-node|ts-node-esm|bun|deno|python[\d.]*|pythonw|py|pypy[\d.]*)(\.exe|\.cmd)?$/i;

/** Programs that install a package they are given and run it (or its build). */
const RUNNER =
  /(^|[/\\])(npx|npm|pnpm|pnpx|yarn|bunx|bun|uvx|uv|pip[\d.]*|pipx|poetry|pdm|hatch|rye)(\.exe|\.cmd)?$/i;

/**
 * Programs that build or load code of a language whose loads the checker does not follow (a Go
 * module's packages, a crate, a Ruby `require`, a classpath, a Makefile's recipes): every file of
 * where one starts, and of each path it is given, may be part of what runs.
 */
const UNFOLLOWED =
  /(^|[/\\])(go|cargo|rustc|dotnet|java|javaw|mvn|mvnw|gradle|gradlew|sbt|scala|kotlin|ruby|bundle|rake|perl|php|swift|zig|lua|luajit|rscript|julia|elixir|mix|dart|make|gmake)(\.exe|\.cmd|\.bat)?$/i;

/**
 * The runners that run a registry package's copy in a `node_modules` on the way up from where they
 * start, where one is there, before fetching it (`npm exec` looks in the local project first).
 */
const NODE_RUNNER = /(^|[/\\])(npx|npm|pnpm|pnpx|yarn|bunx|bun)(\.exe|\.cmd)?$/i;

/** A registry package as a runner is given it (`gh-mcp`, `@acme/gh@1.2`, `gh-mcp@latest`): its name. */
const REGISTRY_PACKAGE = /^((?:@[a-z0-9][\w.~-]*\/)?[a-z0-9][\w.~-]*)(?:@[^/\\]*)?$/i;

/** A runner's words naming a package to install (or, `--directory`, `--project`, a project folder). */
const PACKAGE_FLAGS = new Set([
  '--from',
  '--with',
  '--with-editable',
  '--directory',
  '--project',
  '-p',
  '--package',
  '-e',
  '--editable',
  '--spec',
]);

/** A runner's words that are no package: its subcommands. */
const SUBCOMMANDS = new Set(['run', 'exec', 'dlx', 'x', 'tool', 'install', 'i', 'add', 'start']);

/** A dotted Python module name. */
const PY_MODULE = /^[A-Za-z_]\w*(\.[A-Za-z_]\w*)*$/;

/** Node's options whose value is a module it loads before the program. */
const PRELOAD_FLAGS = new Set(['-r', '--require', '--import', '--loader', '--experimental-loader']);

/** An interpreter's options whose value is code (`node -e`, `bun --eval`, `deno eval`). */
const EVAL_FLAGS = new Set(['-e', '--eval', '-p', '--print']);

/** The files an interpreter or a package runner reads where it starts, and above (programOf). */
const RUN_CONFIGURATIONS = [
  '.npmrc',
  '.yarnrc',
  '.yarnrc.yml',
  '.pnpmfile.cjs',
  'pnpm-workspace.yaml',
  'bunfig.toml',
  'deno.json',
  'deno.jsonc',
  'package.json',
  'tsconfig.json',
  'uv.toml',
  'pyproject.toml',
  'pip.conf',
  '.python-version',
  '.node-version',
  '.nvmrc',
  '.tool-versions',
  'mise.toml',
  '.mise.toml',
  '.env',
  '.env.local',
  // What a runner installs from as it starts: `uv run` syncs the environment to `uv.lock`, Bun
  // installs on import from `bun.lock` where no `node_modules` stands, Deno fetches what
  // `deno.lock` pins, and `yarn node`/`yarn run` load Yarn's Plug'n'Play files first.
  'uv.lock',
  'bun.lock',
  'bun.lockb',
  'deno.lock',
  '.pnp.cjs',
  '.pnp.loader.mjs',
  // What the build backend runs when `uv run` installs the project it starts in (editable, where
  // `pyproject.toml` names a build system): setuptools' `setup.py` and `setup.cfg`, hatchling's
  // and PDM's build hooks.
  'setup.py',
  'setup.cfg',
  'hatch_build.py',
  'pdm_build.py',
];

/**
 * How deep a command line inside a command line is split (`sh -c 'bash -c "node x.js"'` is split
 * three times): each level's words are a few times its text at most (a POSIX and a Windows
 * reading, each also without its quotes), so a bound keeps a text of nested quotes near-linear.
 */
const MAX_NESTING = 3;

/** The most folders an entry is read from: each costs a lookup of every word. */
const MAX_STARTS = 32;

/** The words after which a command line works in another folder. */
const MOVES_INTO = new Set([
  'cd',
  'pushd',
  'chdir',
  'Set-Location',
  'sl',
  '--directory',
  '--project',
  '--cwd',
  '--prefix',
  '--chdir',
  '-C',
]);

/**
 * The folder a command line works in, as a shell writes it at the start of a path
 * (`PYTHONPATH=$PWD/lib`, `"$(pwd)/lib"`, cmd.exe's `%CD%\lib`): where the entry starts.
 */
const WORKING_FOLDER = /^(?:\$PWD|\$\{PWD\}|\$\(pwd\)|%CD%)(?=[/\\]|$)/i;

/** The environment variables that list folders a loader looks in, by the loader. */
const PATH_VARIABLES: Record<string, 'python' | 'node'> = { PYTHONPATH: 'python', NODE_PATH: 'node' };

/**
 * What a server's entry runs (a JSON object), in its order: its `command`, each of its `args` (and
 * the value of a `--flag=value` or `NAME=value`), from its `cwd` where it has one; an argument that
 * is a command line (`sh -c "node servers/gh.js"`, `cmd /c …`, `pwsh -Command …`) split into its
 * words, each an argument (shell-words.ts); each `env` value the same way (`NODE_OPTIONS=--require
 * ./hook.js`, `PYTHONSTARTUP`), `PYTHONPATH` and `NODE_PATH` as folders modules are found in; an
 * `envFile`. After an interpreter, a path is resolved as its loader does (`node servers/gh`: the
 * folder's `package.json` and what it points at, or its `index.js`); after a package runner, the
 * package it installs (`npx ./servers/gh`, `uvx --from`, `uv --directory`, `pip -e`) is its whole
 * folder. Paths only: whether a file stands there is the trees' to say.
 */
export function programOf(
  entry: JsonNode,
  inherited?: JsonNode,
  shape: EntryShape = 'command-args',
  placeholders: Readonly<Record<string, string>> = {},
  expands = false,
): Program {
  if (entry.type !== 'object') return { named: [], inline: [], starts: [], pythonRoots: [], nodeRoots: [] };
  return new EntryReader(entry, placeholders, expands ? variablesOf(inherited) : undefined).read(
    inherited,
    shape,
  );
}

/** A node of jsonc-parser's tree being built. */
type Building = { -readonly [K in keyof JsonNode]: JsonNode[K] };

/**
 * Command lines a client runs without writing an entry for them (an Agent Skills folder's hooks,
 * a tool's lifecycle hook written as a command line), read as one entry's (programOf): each line
 * an argument, split into its words, started from each folder of `cwds` (from the root; two at
 * most, as a repeated `cwd` is read: its first value and its last). Each line's node is the one
 * given, so that what it names is told at it.
 */
export function commandLinesProgram(
  lines: readonly JsonNode[],
  cwds: readonly [string] | readonly [string, string],
  placeholders: Readonly<Record<string, string>> = {},
): Program {
  const entry: Building = { type: 'object', offset: 0, length: 0, children: [] };
  const property = (key: string, value: JsonNode): JsonNode => {
    const p: Building = { type: 'property', offset: 0, length: 0, parent: entry };
    const keyNode: JsonNode = { type: 'string', value: key, offset: 0, length: 0, parent: p };
    p.children = [keyNode, value];
    return p;
  };
  const args: JsonNode = { type: 'array', offset: 0, length: 0, children: [...lines] };
  const text = (value: string): JsonNode => ({ type: 'string', value, offset: 0, length: 0 });
  entry.children = [property('args', args), ...cwds.map((cwd) => property('cwd', text(cwd)))];
  return programOf(entry, undefined, 'command-args', placeholders);
}

/** A variable as a client expands it in an entry's strings: `${NAME}`, `${NAME:-default}`. */
// A default up to the next brace of either kind: `[^}]*` read each `${A:-` of thousands to the end of the text.
const VARIABLE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^{}]*))?\}/g;

/**
 * The string values of an environment object (the session's `env`), by name, over the one Claude
 * Code sets itself: `CLAUDE_PROJECT_DIR`, the root (client-files.ts), so that
 * `${CLAUDE_PROJECT_DIR:-lib}` is read as the root and not as its default.
 */
function variablesOf(env: JsonNode | undefined): ReadonlyMap<string, string> {
  const out = new Map<string, string>([['CLAUDE_PROJECT_DIR', WORKSPACE]]);
  for (const p of env?.type === 'object' ? (env.children ?? []) : []) {
    const [k, v] = p.children ?? [];
    if (k && v?.type === 'string') out.set(String(k.value), v.value as string);
  }
  return out;
}

/** A container's bind mount (`-v ./servers:/app`): its folder, where it is mounted, and whether a word names that place. */
interface Mount {
  source: string;
  target: string;
  word: Word;
  used: boolean;
}

/** One entry read (programOf): its words, in its order, and what has been read of them so far. */
class EntryReader {
  readonly program: Program = { named: [], inline: [], starts: [], pythonRoots: [], nodeRoots: [] };
  /** The entry's values by key. */
  private readonly values: Map<string, JsonNode[]>;
  /** Where the entry starts the server, and the folders its command line moves into. */
  private readonly starts: (string | undefined)[];
  private readonly words: Word[] = [];
  /** The folders modules are found in (`PYTHONPATH`, `NODE_PATH`), by loader. */
  private readonly roots: { python: Word[]; node: Word[] } = { python: [], node: [] };
  /** The named files added, by how they run and their path. */
  private readonly seen = new Set<string>();
  private readonly mounts: Mount[] = [];
  private builds: Word | undefined;
  /** The first word that runs a program whose loads the checker does not follow (UNFOLLOWED). */
  private unfollowed: Word | undefined;
  /** The nodes of the entry's program (its `command`), each with its text as the client fills it in. */
  private readonly commands = new Map<JsonNode, string>();
  private interpreter = false;
  private tool = false;
  private container = false;
  private python = false;
  private runner = false;
  /** The runner is one of NODE_RUNNER's. */
  private nodeRunner = false;
  private positional = false;
  private previous = '';
  /** The path `$env:PYTHONPATH` names where its `=` and value are words of their own. */
  private pathPending: 'python' | 'node' | undefined;

  constructor(
    private readonly entry: JsonNode,
    private readonly placeholders: Readonly<Record<string, string>>,
    /** Where the client expands variables (ClientFile.expands): the values the session sets. */
    private readonly variables: ReadonlyMap<string, string> | undefined,
  ) {
    // A repeated key read both ways: its first value (as some parsers keep) and its last (JSON.parse).
    this.values = keyValues(entry);
    const cwds = this.values.get('cwd') ?? [];
    // Where the entry starts the server: the root, or each `cwd` (none that leaves the root, or that
    // is not a string: then only a `${workspaceFolder}` path resolves).
    this.starts =
      cwds.length === 0
        ? ['']
        : cwds.flatMap((c) =>
            c.type === 'string' ? spellings(c.value as string).map((v) => folderFrom(v, '')) : [undefined],
          );
  }

  read(inherited: JsonNode | undefined, shape: EntryShape): Program {
    this.commandWords(shape);
    this.environmentWords(inherited);
    for (const file of [...(this.values.get('envFile') ?? []), ...(this.values.get('env_file') ?? [])])
      this.push(file);
    this.movesInto();
    for (const word of this.words) this.readWord(word);
    this.finish();
    return this.program;
  }

  /**
   * A client's own placeholders (`${extensionPath}`) as what they stand for, and the variables it
   * expands: a name the session sets as its value, else as its default (what a machine that does
   * not set it runs), else as written.
   */
  private placed(text: string): string {
    const placed = Object.entries(this.placeholders).reduce(
      (t, [placeholder, value]) => t.split(placeholder).join(value),
      text,
    );
    const variables = this.variables;
    if (variables === undefined || !placed.includes('${')) return placed;
    return placed.replace(
      VARIABLE,
      (written, name: string, fallback: string | undefined) => variables.get(name) ?? fallback ?? written,
    );
  }

  private push(node: JsonNode): void {
    if (node.type !== 'string') return;
    this.pushText(this.placed(node.value as string), node);
  }

  /**
   * A text as a word, and each word of it where it is a command line; so on for a word of it that is
   * one in turn (`sh -c 'node servers/gh.js'`, whose third word runs `servers/gh.js`), MAX_NESTING
   * deep, each text split once.
   */
  private pushText(text: string, node: JsonNode): void {
    this.words.push({ text, node });
    this.pushWordsOf(text, node, 0);
  }

  /** The texts already split into their words (pushWordsOf). */
  private readonly split = new Set<string>();

  private pushWordsOf(text: string, node: JsonNode, depth: number): void {
    if (depth >= MAX_NESTING || !isCommandLine(text) || this.split.has(text)) return;
    this.split.add(text);
    for (const w of shellWords(text))
      if (w !== text) {
        this.words.push({ text: w, node });
        this.pushWordsOf(w, node, depth + 1);
      }
  }

  private commandWords(shape: EntryShape): void {
    // A command or arguments written otherwise than a client reads them (a list, a string) are read
    // too: some client may read them so.
    if (shape === 'command-args')
      for (const key of ['command', 'args'])
        for (const value of this.values.get(key) ?? []) {
          const program = value.type === 'array' ? value.children?.[0] : value;
          if (key === 'command' && program) this.noteCommand(program);
          if (value.type === 'array') for (const a of value.children ?? []) this.push(a);
          else this.push(value);
        }
    else {
      // OpenCode's `command` array, Zed's `command.path` and its `args`, as their clients read them.
      const { commands, args } = entryProgram(this.entry, shape);
      for (const command of commands) this.noteCommand(command);
      for (const command of commands) this.push(command);
      for (const list of args) for (const a of list) this.push(a);
    }
  }

  private environmentWords(inherited: JsonNode | undefined): void {
    // The entry's `env`, and the environment the client gives every server it starts (`inherited`:
    // Claude Code's `.claude/settings.json` `env`), whose words stand at the entry.
    const environments: [JsonNode, JsonNode | undefined][] = [
      ...(this.values.get('env') ?? []).map((env): [JsonNode, JsonNode | undefined] => [env, undefined]),
      ...(inherited ? [[inherited, this.entry] as [JsonNode, JsonNode]] : []),
    ];
    for (const [env, at] of environments) {
      if (env.type !== 'object') continue;
      for (const p of env.children ?? []) {
        const [k, v] = p.children ?? [];
        if (!k || v?.type !== 'string') continue;
        const node = at ?? v;
        const text = this.placed(v.value as string);
        this.pushText(text, node);
        const loader = PATH_VARIABLES[String(k.value).toUpperCase()];
        if (loader)
          for (const folder of text.split(/[:;]/))
            if (folder !== '') this.roots[loader].push({ text: folder, node });
      }
    }
  }

  private movesInto(): void {
    const { words, starts } = this;
    // A folder the command line moves into (`cd servers && node gh.js`, `uv --directory servers/gh`):
    // its words are read from there too.
    for (const [i, word] of words.entries()) {
      // `env --chdir=servers`, `uv --directory=servers/gh`: the option and its folder in one word.
      const withFolder = /^(--[a-z-]+)=(.+)$/s.exec(word.text);
      const named = [
        ...(i > 0 && MOVES_INTO.has((words[i - 1] as Word).text) ? [word.text] : []),
        ...(withFolder && MOVES_INTO.has(withFolder[1] as string) ? [withFolder[2] as string] : []),
      ];
      if (named.length === 0 || starts.length >= MAX_STARTS) continue;
      for (const form of named.flatMap(spellings))
        for (const at of [...starts]) {
          const folder = folderFrom(form, at);
          if (folder !== undefined && !starts.includes(folder)) starts.push(folder);
        }
    }
  }

  private add(
    word: Word,
    as: RunAs,
    from: readonly (string | undefined)[] = this.starts,
    why?: string,
  ): void {
    const raw = word.text;
    const forms = spellings(raw);
    // `--flag=value`, `NAME=value`: the value too.
    const eq = raw.indexOf('=');
    if (eq > 0 && /^(-|[A-Za-z_][\w.-]*=)/.test(raw)) forms.push(...spellings(raw.slice(eq + 1)));
    if (raw.startsWith('file:')) forms.push(...spellings(raw.slice('file:'.length)));
    for (const form of forms)
      for (const at of from) {
        const path = fromRoot(form, at);
        if (path === undefined || (path === '' && as !== 'package')) continue;
        const key = `${as}\0${path}`;
        if (this.seen.has(key)) continue;
        this.seen.add(key);
        this.program.named.push({ path, node: word.node, as, ...(why === undefined ? {} : { why }) });
      }
  }

  private readWord(word: Word): void {
    this.unknownProgram(word);
    this.pathAssignment(word);
    this.add(word, this.interpreter ? 'module' : 'file');
    const unfollowed = this.unfollowed;
    if (unfollowed) this.add(word, 'package', this.starts, unfollowedWhy(unfollowed));
    if (this.python) this.pythonWord(word);
    this.importStringWord(word);
    this.nodeWord(word);
    if (this.runner) this.packageWord(word);
    this.containerWord(word);
    this.noteTool(word);
    this.previous = word.text;
  }

  /**
   * A program named by a value only the user's machine gives (UNKNOWN_VALUE): the entry's command,
   * or a word naming a file of code (`servers/${env:GH_SERVER}.js`), may be any file of the folder
   * written before the value (where it starts, the value written first), as a file that cannot be
   * read may. A value naming the user's home leads outside the root, and one in no such word (a
   * token, `--token=${env:GH_TOKEN}`) names no program.
   */
  private unknownProgram(word: Word): void {
    const match = UNKNOWN_VALUE.exec(word.text);
    if (match === null) return;
    const before = word.text.slice(0, match.index);
    if (before === '' && OUTSIDE_ROOT.test(match[0])) return;
    const tail = word.text.slice(match.index + match[0].length);
    // The command itself, a file of code, or all that an interpreter or a runner is given.
    const program =
      this.commands.get(word.node) === word.text ||
      CODE_FILE.test(tail) ||
      (before === '' && tail === '' && this.givenProgram());
    if (!program) return;
    const folder = before.slice(0, before.lastIndexOf('/') + 1);
    const why = /^\$\{\w+:/.test(match[0])
      ? `its program is named by ${JSON.stringify(match[0])}, which only the user's machine fills in`
      : `its program is named by ${JSON.stringify(word.text)}, which a shell or the user's machine fills in`;
    // Written first: from each folder the entry starts in (not yet gathered: `finish`).
    const from = folder === '' && !before.startsWith(WORKSPACE) ? this.starts : undefined;
    for (const at of from ?? [''])
      if (at !== undefined)
        this.add(
          { text: from ? at || '.' : folder || WORKSPACE, node: word.node },
          'package',
          from ? [''] : this.starts,
          why,
        );
  }

  /** A node of the entry's program, its text filled in once: each word split from it is compared with it. */
  private noteCommand(node: JsonNode): void {
    if (node.type === 'string') this.commands.set(node, this.placed(node.value as string));
  }

  /** Whether the next word is what a runner installs or an interpreter runs first (`npx X`, `node X`). */
  private givenProgram(): boolean {
    return (
      (this.runner && !this.positional && !this.previous.startsWith('-')) || INTERPRETER.test(this.previous)
    );
  }

  /**
   * A search path the command line sets itself (`PYTHONPATH=lib python -m gh`, `env
   * NODE_PATH=./lib node …`, `export PYTHONPATH=lib; …`, cmd.exe's `set`, PowerShell's
   * `$env:PYTHONPATH='lib'`): its folders, as an `env` value's. Wherever the word stands (an
   * argument a program reads otherwise adds folders to look in, never fewer files). A word that is
   * a whole command line (`PYTHONPATH=lib python -m gh` before it is split) gives also its value up
   * to the first white space: a quoted value may hold white space (`PYTHONPATH="my lib"`).
   */
  private pathAssignment(word: Word): void {
    const pending = this.pathPending;
    this.pathPending = undefined;
    // PowerShell's `$env:PYTHONPATH = 'lib'`: the value is a word of its own, after `=`.
    const alone = /^\$env:([A-Za-z_]\w*)=?$/i.exec(word.text);
    if (alone || (pending && word.text === '=')) {
      this.pathPending = alone ? PATH_VARIABLES[(alone[1] as string).toUpperCase()] : pending;
      return;
    }
    // `NAME=value`, bash's `NAME+=value` (an unset NAME is then the value), `$env:` in any case.
    const assignment = /^(?:\$env:)?([A-Za-z_]\w*)\+?=/i.exec(word.text);
    const loader =
      pending ?? (assignment ? PATH_VARIABLES[(assignment[1] as string).toUpperCase()] : undefined);
    if (!loader) return;
    const value = pending
      ? word.text.replace(/^=/, '')
      : word.text.slice((assignment as RegExpExecArray)[0].length);
    const first = /^\S*/.exec(value)?.[0] ?? '';
    for (const text of first === value ? [value] : [value, first])
      for (const folder of text.split(/[:;]/))
        if (folder !== '') this.roots[loader].push({ text: folder, node: word.node });
  }

  /** After Python: the module `-m` runs, the code `-c` gives. */
  private pythonWord(word: Word): void {
    const { text } = word;
    const previous = this.previous;
    // `-mservers.gh`, `-c'import x'`: an option and its value in one word.
    const module = previous === '-m' ? text : /^-m(.+)$/s.exec(text)?.[1];
    if (module !== undefined) {
      for (const file of moduleFiles({ text: module, node: word.node })) this.add(file, 'file');
      // Found on Python's path too (PYTHONPATH): as an import of it finds it.
      this.pythonImport(module, word);
    }
    if (previous === '-c' || /^-c./.test(text))
      this.program.inline.push({
        language: 'python',
        code: previous === '-c' ? text : text.slice(2),
        node: word.node,
      });
  }

  /**
   * A program and the object in it that a runner loads, written `file:name` or `module:name`
   * (`fastmcp run servers/gh.py:mcp`, `uvicorn servers.gh:app`): the file, or the module as Python
   * imports it.
   */
  private importStringWord(word: Word): void {
    const target = /^(.+):[A-Za-z_]\w*$/s.exec(word.text)?.[1];
    // `C:name` is a drive's folder, not a program.
    if (target === undefined || /^[A-Za-z]$/.test(target)) return;
    this.add({ text: target, node: word.node }, this.interpreter ? 'module' : 'file');
    this.pythonImport(target, word);
  }

  /** A dotted module name read as the code `import <module>`, resolved as Python's import does. */
  private pythonImport(module: string, word: Word): void {
    if (PY_MODULE.test(module))
      this.program.inline.push({
        language: 'python',
        code: `import ${module}`,
        node: word.node,
        shown: module,
      });
  }

  /** The code another interpreter evaluates (`node -e`), and a module Node loads first. */
  private nodeWord(word: Word): void {
    const { text } = word;
    const previous = this.previous;
    if (this.interpreter && !this.python) {
      const eq = /^--(eval|print)=/.exec(text);
      if (eq) this.program.inline.push({ language: 'js', code: text.slice(eq[0].length), node: word.node });
      else if (EVAL_FLAGS.has(previous) || previous === 'eval')
        this.program.inline.push({ language: 'js', code: text, node: word.node });
    }
    // A module Node loads first (`-r @acme/hook`, `--import=./hook.mjs`; after any word, as
    // NODE_OPTIONS gives it to every node a runner starts), resolved as `require` resolves it: a
    // package of the repository's workspaces or `node_modules` too.
    const preload = /^--(require|import|loader|experimental-loader)=(.+)$/s.exec(text)?.[2];
    const spec = preload ?? (PRELOAD_FLAGS.has(previous) ? text : undefined);
    if (spec !== undefined)
      this.program.inline.push({
        language: 'js',
        code: `require(${JSON.stringify(spec)})`,
        node: word.node,
        shown: spec,
      });
  }

  /** After a runner: the package it installs. */
  private packageWord(word: Word): void {
    const { text } = word;
    // A runner's package: the value of a package flag, or its first word that is no option or
    // subcommand.
    const flagged = PACKAGE_FLAGS.has(this.previous);
    const eq = text.indexOf('=');
    const valued = text.startsWith('--') && eq > 0 && PACKAGE_FLAGS.has(text.slice(0, eq));
    if (flagged || valued || (!this.positional && !text.startsWith('-') && !SUBCOMMANDS.has(text))) {
      this.add(word, 'package');
      if (this.nodeRunner) this.installedCopy(word, valued ? text.slice(eq + 1) : text);
      if (!flagged && !valued) this.positional = true;
    }
  }

  /**
   * A registry package's copy the repository holds, which a Node runner runs before fetching the
   * package: `node_modules/<name>` in the folder it starts in or one above, whole, and the commands
   * `node_modules/.bin` links there. A copy an install put there, which git ignores, is none (the
   * fs adapter's reader): no commit holds it.
   */
  private installedCopy(word: Word, spec: string): void {
    const name = REGISTRY_PACKAGE.exec(spec)?.[1];
    if (name === undefined) return;
    const from = [...new Set(this.starts.flatMap((at) => (at === undefined ? [] : ancestors(at))))];
    const why = `a package runner runs the copy of '${name}' the repository holds`;
    this.add({ text: `node_modules/${name}`, node: word.node }, 'package', from, why);
    this.add({ text: 'node_modules/.bin', node: word.node }, 'package', from, why);
  }

  /** A container's mounts, the place a word names of those mounted before it, its env file, a build. */
  private containerWord(word: Word): void {
    const { text } = word;
    const previous = this.previous;
    // A container's bind mount: the folder it mounts runs where the command line names the place
    // it is mounted at (`docker run -v ./servers:/app node node /app/gh.js`, `-w /app`); a mount
    // no word names is data, as a folder argument is (`-v ${workspaceFolder}:/repo` for a git server).
    const named = text.includes('=') ? [text, text.slice(text.indexOf('=') + 1)] : [text];
    for (const mount of this.mounts)
      if (!mount.used && word !== mount.word)
        mount.used = named.some((t) => t === mount.target || t.startsWith(`${mount.target}/`));
    if (!this.container) return;
    const volume =
      previous === '-v' || previous === '--volume'
        ? /^(.+?):([^:]+)(:[^:]*)?$/.exec(text)
        : /^(?:-v|--volume=)(.+?):([^:]+)(:[^:]*)?$/.exec(text);
    const bind = previous === '--mount' || text.startsWith('--mount=') ? text : undefined;
    const source = volume?.[1] ?? (bind ? /(?:^|,|=)(?:source|src)=([^,]+)/.exec(bind)?.[1] : undefined);
    const target =
      volume?.[2] ?? (bind ? /(?:^|,)(?:target|dst|destination)=([^,]+)/.exec(bind)?.[1] : undefined);
    if (source !== undefined && target !== undefined && this.mounts.length < MAX_STARTS)
      this.mounts.push({ source, target: target.replace(/\/+$/, '') || '/', word, used: false });
    if (previous === '--env-file' || text.startsWith('--env-file=')) this.add(word, 'file');
    // A build (`docker build`, `docker compose up`) may copy any file of where it starts.
    if (text === 'build' || text === 'compose' || text === 'buildx') this.builds = word;
  }

  /** Which tool a word is: how the words after it are read. */
  private noteTool(word: Word): void {
    const { text } = word;
    if (/(^|[/\\])(docker|podman|nerdctl|docker-compose)(\.exe)?$/i.test(text)) this.container = true;
    if (/(^|[/\\])docker-compose(\.exe)?$/i.test(text)) this.builds = word;
    if (UNFOLLOWED.test(text)) this.unfollowed ??= word;
    if (INTERPRETER.test(text) || RUNNER.test(text)) this.tool = true;
    if (INTERPRETER.test(text)) this.interpreter = true;
    if (PYTHON.test(text) || PYTHON_RUNNER.test(text)) this.python = true;
    if (RUNNER.test(text)) [this.runner, this.positional] = [true, false];
    if (RUNNER.test(text)) this.nodeRunner = NODE_RUNNER.test(text);
  }

  private finish(): void {
    const { program } = this;
    for (const at of this.starts)
      if (at !== undefined && !program.starts.includes(at)) program.starts.push(at);
    this.containerFolders();
    this.unfollowedFolders();
    this.pathRoots();
    this.runConfigurations();
    // Python's first path entry: the folder of the script it runs (or where it starts, for `-m`).
    // Gathered in a set: a command line of thousands of words names thousands of folders.
    const roots = new Set(program.pythonRoots);
    for (const f of program.named) roots.add(f.path.slice(0, Math.max(0, f.path.lastIndexOf('/'))));
    for (const at of program.starts) roots.add(at);
    program.pythonRoots = [...roots];
  }

  /** Each folder a container mounts where a word names its place, and where a container build starts. */
  private containerFolders(): void {
    for (const mount of this.mounts)
      if (mount.used)
        this.add(
          { text: mount.source, node: mount.word.node },
          'package',
          this.starts,
          'a container mounts it, and may run any file of it',
        );
    if (this.builds) this.everyStartFolder(this.builds, 'a container build may copy any file of it');
  }

  /** Each folder the entry starts in, where it runs a program whose loads the checker does not follow. */
  private unfollowedFolders(): void {
    if (this.unfollowed) this.everyStartFolder(this.unfollowed, unfollowedWhy(this.unfollowed));
  }

  /** Each folder the entry starts in as one any file of which may run (`why`), named at `word`. */
  private everyStartFolder(word: Word, why: string): void {
    for (const at of this.program.starts)
      this.add({ text: at === '' ? '.' : at, node: word.node }, 'package', [''], why);
  }

  /**
   * The folders of `PYTHONPATH` and `NODE_PATH`, from each folder the entry starts in. Gathered in
   * a set: a command line may set thousands, each looked for among the others.
   */
  private pathRoots(): void {
    for (const [loader, list] of [
      ['python', this.roots.python],
      ['node', this.roots.node],
    ] as const) {
      const into = loader === 'python' ? this.program.pythonRoots : this.program.nodeRoots;
      const found = new Set(into);
      for (const w of list)
        for (const form of spellings(w.text.replace(WORKING_FOLDER, '.')))
          for (const at of this.starts) {
            const folder = folderFrom(form, at);
            if (folder !== undefined && !found.has(folder)) {
              found.add(folder);
              into.push(folder);
            }
          }
    }
    const { pythonRoots, nodeRoots } = this.program;
    if (pythonRoots.length > 0 || nodeRoots.length > 0)
      this.program.pathsSet = { python: [...pythonRoots], node: [...nodeRoots] };
  }

  private runConfigurations(): void {
    // What an interpreter or a package runner reads where it starts and in each folder above:
    // `.npmrc`'s `node-options` and `registry`, `bunfig.toml`'s `preload`, `deno.json`'s imports,
    // `uv.toml`'s index, a `.env` Bun and dotenv load, the version a `.tool-versions` picks.
    const command = this.words[0]?.node;
    if (this.tool && command)
      for (const at of this.program.starts)
        for (const folder of ancestors(at))
          for (const name of RUN_CONFIGURATIONS)
            this.add({ text: joined(folder, name), node: command }, 'file', ['']);
    // Python imports `sitecustomize` and `usercustomize` from its path as it starts.
    if (this.python && command)
      for (const folder of this.program.pythonRoots)
        for (const name of ['sitecustomize.py', 'usercustomize.py'])
          this.add({ text: joined(folder, name), node: command }, 'file', ['']);
  }
}

/** Why a program UNFOLLOWED matches may run any file of a folder: `go may build or load any file of it`. */
function unfollowedWhy(word: Word): string {
  const name = /[^/\\]*$/.exec(word.text)?.[0].replace(/\.(exe|cmd|bat)$/i, '') ?? word.text;
  return `${name} may build or load any file of it, which the checker does not follow`;
}

/**
 * The runners of Python projects: each runs a command in the project's environment, where the
 * project is installed (`poetry run gh-server`: an entry point of its `pyproject.toml`).
 */
const PYTHON_RUNNER = /(^|[/\\])(uvx?|poetry|pdm|hatch|rye)(\.exe)?$/i;

/** A Python interpreter, by its name or path (`python3`, `/usr/bin/python3.12`, `python.exe`). */
const PYTHON = /(^|[/\\])python[\d.]*(\.exe)?$/i;

/** The deepest package whose `__init__.py` a module's name is read for. */
const PACKAGE_DEPTH = 32;

/**
 * The files `python -m a.b` runs from where it starts (its first path entry): `a/b.py`, or the
 * package's `a/b/__main__.py`, and the `__init__.py` of each package on the way. As nodes of the
 * argument, so that a finding stands at it.
 */
function moduleFiles(arg: Word): Word[] {
  if (!/^[A-Za-z_]\w*(\.[A-Za-z_]\w*)*$/.test(arg.text)) return [];
  const parts = arg.text.split('.');
  const files: string[] = [];
  // The packages on the way, down to a depth no module reaches: every one of thousands of parts
  // (`-m a.a.a…`, a long argument) was a file to look up, minutes for a few hundred kilobytes.
  let at = '';
  for (const part of parts.slice(0, Math.min(parts.length, PACKAGE_DEPTH) - 1))
    files.push(`${(at = at === '' ? part : `${at}/${part}`)}/__init__.py`);
  const path = parts.join('/');
  files.push(`${path}.py`, `${path}/__init__.py`, `${path}/__main__.py`);
  return files.map((text) => ({ text, node: arg.node }));
}

/** What stands at a path of one tree, as far as a program goes. */
type Standing =
  | { kind: 'none' }
  | { kind: 'text'; text: string; id: string | undefined }
  | { kind: 'unread'; why: string; id: string | undefined };

/** How a file an entry names differs between the trees, where it does. */
export type ProgramChange =
  { was: 'added' | 'changed'; text: string; line: number } | { was: 'removed' } | { was: { unread: string } };

/**
 * What `read` answers for `key`, asked once: the answer kept, none (null) too. The readers of the
 * files a SKILL.md or a tool's code runs ask per folder or code, of a graph built on the first.
 */
export function askedOnce<K, V>(memo: Map<K, V | null>, key: K, read: () => V | undefined): V | undefined {
  let found = memo.get(key);
  if (found === undefined) {
    found = read() ?? null;
    memo.set(key, found);
  }
  return found ?? undefined;
}

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
 * A tree's listing of a folder: none where nothing stands at its path (a folder the other tree
 * adds or removes holds its files as new or removed ones), undefined where a link stands at it or
 * on the way, or something that is no folder.
 */
function listingOf(aux: AuxFileReader, folder: string): string[] | undefined {
  const listed = aux.folderListing?.(folder);
  if (listed !== undefined) return listed;
  const read = aux.read(folder);
  return read.kind === 'missing' && read.link === undefined && aux.unentered?.(folder) === undefined
    ? []
    : undefined;
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

/** Where a change of a program was found, and how the file its entry names reaches it. */
export interface ProgramFound {
  named: NamedFile;
  /** The file that changed (a file of the folder, where a folder was compared). */
  path: string;
  change: ProgramChange;
  /** The named file itself; a file it loads; or a folder it may load any file of, and why. */
  via: 'self' | 'loads' | { folder: string; why: string };
}

/** The names in a folder of either tree: each, by its stem (`tools` for `tools.test.js`), as a case-insensitive disk folds it. */
interface Names {
  exact: Set<string>;
  byStem: Map<string, string[]>;
  byFolded: Map<string, string[]>;
}

/** A change reached from a file: the file, and the folder whose files counted where one did. */
interface Reached {
  path: string;
  change: ProgramChange;
  folder?: { folder: string; why: string };
}

/** A file to compare and follow, or a folder every file of which counts (`why`). */
type ProgramNode =
  | { key: string; file: string }
  | { key: string; folder: string; why: string }
  /** Code the command line holds (`python -c`), read as if a file of the folder it starts in. */
  | { key: string; code: string; language: Language; dir: string; loads?: Loads };

/**
 * The most paths that read as one name where case is ignored (caseVariants): a checkout on such a
 * disk holds one of them, the last it writes, which the tree does not tell.
 */
const MAX_SPELLINGS = 8;

/** The most files the programs' loads are read from: past that, what one loads is any file of the repository. */
const MAX_PROGRAM_FILES = 20_000;

/** A relative path that needs no resolving: no `.` or `..` part, no empty one, no backslash, no leading `/`, `~` or `${…}`. */
const PLAIN_PATH = /^(?![./~$])(?!.*(?:^|\/)\.\.?(?:\/|$))(?!.*\/\/)[^\\]*[^/\\]$/;

/** A Python module's name, as a string may hold one. */
const PY_NAME = /^[A-Za-z_]\w*$/;

/** The manifests a package manager installs a project's dependencies from, or a runtime maps names by (Deno's `imports`). */
const MANIFEST = /(^|\/)(package\.json|pyproject\.toml|deno\.jsonc?)$/;

/**
 * The folders a manifest's text names as dependencies, as written (from the manifest's folder):
 * npm's `file:`, `link:` and Yarn's `portal:` specs, and a relative one (`"./pkgs/ghlib"`); uv's,
 * Poetry's and PDM's `path = "…"`; a PEP 508 `file:` reference from the project
 * (`ghlib @ file:///${PROJECT_ROOT}/pkgs/ghlib`); Deno's import map entry (`"ghlib/": "./pkgs/ghlib/"`); a uv workspace's members. Read from the text, as loads are: a table or
 * key written another way still names its folder.
 */
function localDependencies(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/["'@]\s*(?:file|link|portal):([^"'\s;]+)/g))
    out.push((m[1] as string).replace(/^\/*(\$\{PROJECT_ROOT\}|\{root:uri\})?\/*/, ''));
  for (const m of text.matchAll(/\bpath\s*=\s*["']([^"'\n]+)["']/g)) out.push(m[1] as string);
  for (const m of text.matchAll(/"(\.\.?\/[^"\n]*)"/g)) out.push(m[1] as string);
  // A uv workspace's members (`members = ["pkgs/*"]`), which its sources install editable: each
  // glob as the folder before its first wildcard.
  for (const m of text.matchAll(/\bmembers\s*=\s*\[([^\][]*)\]/g))
    for (const member of (m[1] as string).matchAll(/["']([^"'\n]+)["']/g))
      out.push((member[1] as string).replace(/[*?[{].*$/s, ''));
  return out.slice(0, 1000);
}

/**
 * An import string, `module:attr` (`servers.gh:app`, `pkg.cli:main.run`), or an entry point
 * naming one (`gh-server = servers.gh:main [extra]`, as `setup.py` lists `console_scripts`): the module.
 */
const IMPORT_STRING =
  /^(?:[\w.-]+ *= *)?([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*):[A-Za-z_][\w.]*(?: *\[[\w, -]*\])?$/;

/** The most folders names are read from (starts, Python's and Node's paths, the folders above a file). */
const MAX_ROOTS = 32;

/**
 * Any file of the repository, where a program sets a folder of its Python or Node path that the
 * graph does not look in (more than MAX_ROOTS in all): named at its first word.
 */
function unfollowedPath(
  program: Program,
  pythonRoots: readonly string[],
  nodeRoots: readonly string[],
): NamedFile | undefined {
  const set = program.pathsSet;
  if (!set) return undefined;
  const python = new Set(pythonRoots);
  const node = new Set(nodeRoots);
  if (set.python.every((at) => python.has(at)) && set.node.every((at) => node.has(at))) return undefined;
  const at: JsonNode = program.named[0]?.node ?? { type: 'string', value: '', offset: 0, length: 0 };
  const why = `it sets more than ${MAX_ROOTS} folders to find modules in, which the checker does not all follow`;
  return { path: '', node: at, as: 'package', why };
}

/** `folders` added to `into` where not in it already, up to MAX_ROOTS in all. */
function addRoots(into: string[], folders: readonly string[]): void {
  for (const at of folders) if (!into.includes(at) && into.length < MAX_ROOTS) into.push(at);
}

/** The deepest module path (`a.b.c…`, `./a/b/c…`) resolved. */
const MODULE_DEPTH = 32;

/**
 * Whether a file is one a runtime, a runner or a loader looks for in each folder above where it
 * starts or a file lies (RUN_CONFIGURATIONS, MANIFESTS): found alike from any folder below its own.
 */
export function readOnTheWayUp(path: string): boolean {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return RUN_CONFIGURATIONS.includes(name) || MANIFESTS.includes(name);
}

/** The files that tell Node and TypeScript how the files below their folder load. */
const MANIFESTS = ['package.json', 'tsconfig.json', 'jsconfig.json'];

/** The files named in a package's `package.json` that a loader or an installer runs. */
const PACKAGE_POINTERS = ['main', 'module', 'bin', 'exports', 'browser'];
const INSTALL_SCRIPTS = [
  'preinstall',
  'install',
  'postinstall',
  'prepare',
  'preprepare',
  'postprepare',
  'prepack',
];

function fileNode(file: string): ProgramNode {
  return { key: `f\0${file}`, file };
}

function folderNode(folder: string, why: string): ProgramNode {
  return { key: `d\0${folder}\0${why}`, folder, why };
}

/**
 * A program's files followed from each file its entry names (server-programs.ts's top; what a
 * file loads: program-loads.ts), over both trees: a name resolves to what either tree holds there,
 * so that a file the head removes, adds or shadows (`tools.js` gone, `tools.ts` now loaded) is
 * compared too. Each file is read for its loads once; what a file reaches is kept, per set of
 * folders the entry starts and looks in, so thousands of programs loading each other are followed
 * once each.
 */
export class ProgramGraph {
  private readonly loads = new Map<string, { loads: Loads; language: Language } | null>();
  private readonly names = new Map<string, Names>();
  private readonly folders = new Map<string, boolean>();
  /** The files reached as code (named by an entry, or resolved as a module), not as data a program reads. */
  private readonly code = new Set<string>();
  private readonly listings = new Map<string, Reached | null>();
  /**
   * Where the programs' names are read from besides each text's own folder: where every entry
   * starts, at once (more, never fewer), or the folders the graph is given for all.
   */
  private readonly starts: string[] = [];
  private readonly pythonRoots: string[] = [];
  private readonly nodeRoots: string[] = [];
  /** The nearest change each node followed reaches, or null: built on the first question. */
  private nearest: Map<string, Reached | null> | undefined;

  constructor(
    private readonly files: ProgramFiles,
    private readonly base: AuxFileReader,
    private readonly head: AuxFileReader,
    private readonly programs: readonly Program[],
    namesFrom?: readonly string[],
    /**
     * Where a text of a folder also reads its names, besides that folder and where the programs
     * start: the Agent Skills folder a script of it lies in, which the model runs it from
     * (skill-programs.ts).
     */
    private readonly textStarts?: (dir: string) => readonly string[],
  ) {
    if (namesFrom) this.starts.push(...namesFrom.slice(0, MAX_ROOTS));
    // The folders the entries set as their paths first: where they find what they run.
    for (const program of programs) {
      addRoots(this.pythonRoots, program.pathsSet?.python ?? []);
      addRoots(this.nodeRoots, program.pathsSet?.node ?? []);
    }
    for (const program of programs) {
      if (!namesFrom) addRoots(this.starts, program.starts);
      addRoots(this.pythonRoots, program.pythonRoots);
      addRoots(this.nodeRoots, program.nodeRoots);
    }
    for (const program of programs) {
      const unfollowed = unfollowedPath(program, this.pythonRoots, this.nodeRoots);
      if (unfollowed) this.unfollowedPaths.set(program, unfollowed);
    }
    this.onlyCode =
      programs.every((p) => p.named.length === 0 && !this.unfollowedPaths.has(p)) &&
      programs.reduce((n, p) => n + p.inline.length * p.starts.length, 0) <= MAX_PROGRAM_FILES;
  }

  /**
   * Whether the programs give code only, no file, and no more of it than the files the walk reads:
   * the walk then starts from code alone, and every code is read before any file it loads, so a
   * code that loads nothing reaches nothing, whatever the others load (change).
   */
  private readonly onlyCode: boolean;

  /**
   * For each program that sets a folder of its paths the graph does not look in (past MAX_ROOTS):
   * any file of the repository, which a module it loads may be found as.
   */
  private readonly unfollowedPaths = new Map<Program, NamedFile>();

  /** What a program names, and last any file of the repository where it sets paths past those followed. */
  private namedOf(program: Program): readonly NamedFile[] {
    const unfollowed = this.unfollowedPaths.get(program);
    return unfollowed ? [...program.named, unfollowed] : program.named;
  }

  /** The first change a program's named files reach, in the entry's order, or null. */
  change(program: Program): ProgramFound | null {
    // A named file that changed itself first, told as the file the entry names.
    for (const named of program.named) {
      if (named.as === 'package' && this.isFolder(named.path)) continue;
      const change = this.files.change(named.path);
      if (change !== null) return { named, path: named.path, change, via: 'self' };
    }
    // Thousands of tools' code that imports nothing and names no file of the repository: no walk.
    if (this.onlyCode && !this.nearest && codeStarts(program).every((c) => this.edges(c.start).length === 0))
      return null;
    this.nearest ??= this.follow();
    for (const named of this.namedOf(program)) {
      for (const start of this.startsOf(named)) {
        const found = this.nearest.get(start.key);
        if (!found) continue;
        const via = found.folder ?? (found.path === named.path && 'file' in start ? 'self' : 'loads');
        return { named, path: found.path, change: found.change, via };
      }
    }
    for (const { code, node, start } of codeStarts(program)) {
      const found = this.nearest.get(start.key);
      if (found)
        return {
          named: { path: code, node, as: 'file' },
          path: found.path,
          change: found.change,
          via: found.folder ?? 'loads',
        };
    }
    return null;
  }

  /**
   * The first file a program names or reaches through what each file loads that stands outside
   * the folder `dir` in either tree, or a folder outside it any file of which it may load, with
   * the named file (or code) that reaches it: undefined where it reaches none. Past
   * MAX_PROGRAM_FILES nodes, any file of the repository.
   */
  reachedOutside(
    program: Program,
    dir: string,
    /** A file outside `dir` that does not count (followed all the same). */
    besides: (path: string) => boolean = () => false,
  ): { named: NamedFile; path: string; why?: string } | undefined {
    const outside = (path: string): boolean => dir !== '' && path !== dir && !path.startsWith(`${dir}/`);
    const seen = new Set<string>();
    const starts: { named: NamedFile; nodes: ProgramNode[] }[] = [
      ...this.namedOf(program).map((named) => ({ named, nodes: this.startsOf(named) })),
      ...codeStarts(program).map(({ code, node, start }) => ({
        named: { path: code, node, as: 'file' as const },
        nodes: [start],
      })),
    ];
    for (const { named, nodes } of starts) {
      const queue = nodes.filter((n) => !seen.has(n.key));
      for (const n of queue) seen.add(n.key);
      for (let i = 0; i < queue.length; i++) {
        const node = queue[i] as ProgramNode;
        if ('folder' in node && outside(node.folder)) return { named, path: node.folder, why: node.why };
        if (
          'file' in node &&
          outside(node.file) &&
          !besides(node.file) &&
          (this.isFile(node.file) || this.linkOnTheWay(node.file))
        )
          return { named, path: node.file };
        if (seen.size > MAX_PROGRAM_FILES)
          return { named, path: '', why: `it loads more than ${MAX_PROGRAM_FILES} files` };
        for (const next of this.edges(node))
          if (!seen.has(next.key)) {
            seen.add(next.key);
            queue.push(next);
          }
      }
    }
    return undefined;
  }

  private startsOf(named: NamedFile): ProgramNode[] {
    // A name in another case is the same file to a client on a case-insensitive disk, beside the
    // one named too: a checkout there holds whichever it writes last.
    const cased = this.caseVariants(named.path);
    if (named.as !== 'package')
      for (const path of [named.path, ...cased.flatMap((n) => ('file' in n ? [n.file] : []))])
        this.code.add(path);
    if (named.as === 'file') return [fileNode(named.path), ...cased];
    if (named.as === 'package')
      return this.isFolder(named.path)
        ? [
            folderNode(
              named.path,
              named.why ?? 'a package runner installs it: its build and scripts may run any file of it',
            ),
          ]
        : [fileNode(named.path)];
    return [fileNode(named.path), ...cased, ...this.module(named.path, 'any')];
  }

  /**
   * Every node the programs reach, each followed once, and the nearest change each reaches: from
   * the nodes that changed, back along the loads (breadth first, in the order they were found).
   * Past MAX_PROGRAM_FILES files read, a file is not: what it loads is any file of the repository.
   */
  private follow(): Map<string, Reached | null> {
    const order: ProgramNode[] = [];
    const loadedBy = new Map<string, string[]>();
    const found = new Set<string>();
    const visit = (node: ProgramNode, from: string | undefined): void => {
      if (from !== undefined) {
        const list = loadedBy.get(node.key);
        if (list) list.push(from);
        else loadedBy.set(node.key, [from]);
      }
      if (found.has(node.key)) return;
      found.add(node.key);
      order.push(node);
    };
    for (const program of this.programs) {
      for (const named of this.namedOf(program))
        for (const start of this.startsOf(named)) visit(start, undefined);
      for (const { start } of codeStarts(program)) visit(start, undefined);
    }
    const nearest = new Map<string, Reached | null>();
    const queue: string[] = [];
    const over = `it loads more than ${MAX_PROGRAM_FILES} files`;
    let read = 0;
    for (const node of order) {
      // Only a file the head holds as text loads anything: the rest (no file there, a folder) are
      // compared, not read.
      const text = 'code' in node || ('file' in node && this.head.read(node.file).kind === 'text');
      let own = this.own(node);
      if (own === null && text && read >= MAX_PROGRAM_FILES) own = this.own(folderNode('', over));
      if (own !== null) {
        nearest.set(node.key, own);
        queue.push(node.key);
      }
      // Code the head holds but the checker cannot read as text (over max-file-size, saved in
      // another encoding that a `coding` line declares) runs all the same, and loads what it loads.
      const unread = text || !('file' in node) ? undefined : this.unreadCode(node.file);
      if (unread !== undefined) visit(folderNode('', unread), node.key);
      if (!text || read >= MAX_PROGRAM_FILES) continue;
      read++;
      for (const next of this.edges(node)) visit(next, node.key);
    }
    for (let i = 0; i < queue.length; i++) {
      const key = queue[i] as string;
      const reached = nearest.get(key) as Reached;
      for (const from of loadedBy.get(key) ?? [])
        if (!nearest.has(from)) {
          nearest.set(from, reached);
          queue.push(from);
        }
    }
    return nearest;
  }

  /**
   * Why a file whose name says it is source code (`.py`, `.js`, `.sh`, …) may load any file of the
   * repository: the head holds it but it cannot be read as text (too large, another encoding),
   * which its interpreter runs all the same. None for another file (an image, native code), nor
   * for bytes holding NUL, taken for a compiled program or data as a server's binary program is,
   * nor for a link (compared by what it leads to): those are compared only.
   */
  private unreadCode(path: string): string | undefined {
    const read = this.head.read(path);
    if (read.kind !== 'unreadable' || read.reason === BINARY_FILE || languageOf(path, '') === 'data')
      return undefined;
    return this.head.unentered?.(path) === undefined ? `it cannot be read: ${read.reason}` : undefined;
  }

  /** A node's own change: the file's, or the first file that differs in the folder's listing. */
  private own(node: ProgramNode): Reached | null {
    if ('code' in node) return null;
    if ('file' in node) {
      const change = this.files.change(node.file);
      return change === null ? null : { path: node.file, change };
    }
    let listed = this.listings.get(node.folder);
    if (listed === undefined) this.listings.set(node.folder, (listed = this.listingChange(node.folder)));
    return listed === null ? null : { ...listed, folder: { folder: node.folder, why: node.why } };
  }

  /** The first file whose line differs between the trees' listings of a folder (as a git tree lists it). */
  private listingChange(folder: string): Reached | null {
    const was = listingOf(this.base, folder);
    const now = listingOf(this.head, folder);
    if (was === undefined && now === undefined) return null;
    if (was === undefined || now === undefined)
      return { path: folder, change: { was: { unread: 'a symbolic link stands on its way' } } };
    const before = new Set(was);
    const after = new Set(now);
    const line = now.find((l) => !before.has(l)) ?? was.find((l) => !after.has(l));
    if (line === undefined) return null;
    const path = /^(.+?) (?:(?:link:|exec:)?[0-9a-f]{40,}(?: -> .*)?|unread:\S*)$/s.exec(line)?.[1] ?? line;
    return { path, change: this.files.change(path) ?? { was: 'changed', text: '', line: 1 } };
  }

  private readonly edgesOf = new Map<string, ProgramNode[]>();

  private edges(node: ProgramNode): ProgramNode[] {
    if ('folder' in node) return [];
    let out = this.edgesOf.get(node.key);
    if (!out) {
      if ('code' in node)
        out = this.loadEdges(node.loads ?? loadsOf(node.language, node.code), node.language, node.dir);
      else {
        const read = this.loadsOf(node.file);
        out = read === null ? [] : this.loadEdges(read.loads, read.language, dirOf(node.file));
        if (read !== null && MANIFEST.test(node.file)) out.push(...this.localPackages(node.file));
        if (read !== null && /(^|\/)setup\.cfg$/.test(node.file)) this.cfgEntryPoints(node.file, out);
      }
      this.edgesOf.set(node.key, out);
    }
    return out;
  }

  /**
   * The folders of the repository a manifest installs as dependencies (localDependencies), each
   * whole: an editable or linked install runs its files as they stand, and its build any of them.
   */
  private localPackages(manifest: string): ProgramNode[] {
    const read = this.head.read(manifest);
    if (read.kind !== 'text') return [];
    const dir = dirOf(manifest);
    const why = `'${manifest}' installs it as a dependency, and its build and scripts may run any file of it`;
    return localDependencies(read.text)
      .map((path) => folderFrom(path, dir))
      .filter((folder): folder is string => folder !== undefined && folder !== '' && this.isFolder(folder))
      .map((folder) => folderNode(folder, why));
  }

  /**
   * The modules `setup.cfg`'s entry points name, written unquoted (`gh-server = servers.gh:main`
   * under `console_scripts =`), each read as its import: `uv run gh-server` installs and runs one.
   */
  private cfgEntryPoints(file: string, out: ProgramNode[]): void {
    const read = this.head.read(file);
    if (read.kind !== 'text') return;
    const imports = read.text
      .split('\n')
      .flatMap((line) => IMPORT_STRING.exec(line.trim())?.[1] ?? [])
      .map((module) => ({ level: 0, module, names: [] }));
    this.importEdges(imports.slice(0, 1000), dirOf(file), out);
  }

  /** What a text of `language` in folder `dir` loads, as nodes. */
  private loadEdges(loads: Loads, language: Language, dir: string): ProgramNode[] {
    const out: ProgramNode[] = [];
    // A text that loads by a name it computes (`importlib.import_module("pkg.mod")`, `__import__`,
    // `runpy.run_module`) may be given the name as a constant: each string that reads as a
    // module's name is then a module Python imports, from where its imports are found.
    const modules = loads.dynamic !== undefined && (language === 'python' || language === 'any');
    this.nameEdges(loads.names, language, dir, out, modules);
    this.specifierEdges(loads.specifiers, dir, out);
    this.importEdges(loads.imports, dir, out);
    if (loads.dynamic !== undefined) out.push(folderNode(dir, loads.dynamic));
    if (loads.anywhere !== undefined) out.push(folderNode('', loads.anywhere));
    if (language === 'js') this.manifestEdges(dir, out);
    return out;
  }

  /**
   * The files a text's strings name (Loads.names), from its folder and where the programs start;
   * with `modules`, each that reads as a dotted module name also as the module it names.
   */
  private nameEdges(
    names: Loads['names'],
    language: Language,
    dir: string,
    out: ProgramNode[],
    modules: boolean,
  ): void {
    const seen = new Set<string>();
    for (const name of names) {
      if (
        name.length === 0 ||
        name.length > 1024 ||
        seen.has(name) ||
        /[\n\0]|^[a-z][\w+.-]*:\/\//i.test(name)
      )
        continue;
      seen.add(name);
      // Texts of one folder name the same strings (`"file"`, `"table"`): each resolved once.
      const key = `${language}\0${dir}\0${name}`;
      let nodes = this.named.get(key);
      if (nodes === undefined) this.named.set(key, (nodes = this.nameNodes(name, language, dir)));
      out.push(...nodes);
      if (modules && PY_MODULE.test(name)) out.push(...this.moduleNamed(name, dir));
    }
  }

  private readonly named = new Map<string, ProgramNode[]>();
  private readonly modulesNamed = new Map<string, ProgramNode[]>();

  /**
   * The module a string names, as `import <name>` from a file of folder `dir` finds it (importEdges):
   * looked for only in the folders that hold a name its first part starts, so that thousands of
   * strings naming nothing cost a lookup each, not a folder's path each.
   */
  private moduleNamed(name: string, dir: string): ProgramNode[] {
    const key = `${dir}\0${name}`;
    let nodes = this.modulesNamed.get(key);
    if (nodes === undefined) {
      nodes = [];
      const parts = name.split('.');
      const first = parts[0] as string;
      for (const root of new Set([...ancestors(dir), ...this.pythonRoots]))
        if (this.namesIn(root).byStem.has(first)) nodes.push(...this.pythonModule(root, parts));
      this.modulesNamed.set(key, nodes);
    }
    return nodes;
  }

  /** What one string names, read from folder `dir`. */
  private nameNodes(name: string, language: Language, dir: string): ProgramNode[] {
    const out: ProgramNode[] = [];
    const js = language === 'js';
    const relative = /^\.\.?([/\\]|$)/.test(name);
    const plain = PLAIN_PATH.test(name);
    const froms = [dir, ...this.starts];
    for (const at of this.textStarts?.(dir) ?? []) if (!froms.includes(at)) froms.push(at);
    for (const from of froms) {
      for (const form of plain ? [name] : spellings(name)) {
        const target = plain ? joined(from, name) : fromRoot(form, from);
        if (target === undefined || target === '') continue;
        if (this.isFile(target) || this.linkOnTheWay(target))
          out.push(fileNode(target), ...this.caseVariants(target));
        else if (relative && js && from === dir) out.push(...this.module(target, 'js'));
        // A name in another case, where it reads as a module (`./Tools.js`).
        else if (relative && !this.isFolder(target)) out.push(...this.caseVariants(target));
      }
    }
    // A module Python may import by this name (`__all__ = ['tools']`, `import_module('tools')`).
    if ((language === 'python' || language === 'any') && PY_NAME.test(name))
      out.push(...this.pythonModule(dir, [name]));
    // An import string (`servers.gh:app`): an entry point of a `pyproject.toml`, which `uv run`
    // installs and runs by its name, or what `uvicorn.run`, gunicorn or a shell line imports.
    const imported = language === 'js' ? undefined : IMPORT_STRING.exec(name)?.[1];
    if (imported !== undefined) this.importEdges([{ level: 0, module: imported, names: [] }], dir, out);
    return out;
  }

  /** The modules a JavaScript text imports or requires (Loads.specifiers). */
  private specifierEdges(specifiers: Loads['specifiers'], dir: string, out: ProgramNode[]): void {
    for (const spec of specifiers) {
      if (spec.startsWith('#'))
        out.push(
          folderNode(
            this.packageOf(dir)?.folder ?? dir,
            `it imports '${spec}' through its package's imports`,
          ),
        );
      else if (/^\.\.?([/\\]|$)/.test(spec))
        for (const form of spellings(spec)) {
          const target = fromRoot(form, dir);
          if (target !== undefined) out.push(...this.module(target, 'js'));
        }
      else if (!/^[a-z][\w+.-]*:/i.test(spec)) out.push(...this.bare(spec, dir));
    }
  }

  /** The modules a Python text imports (Loads.imports). */
  private importEdges(imports: Loads['imports'], dir: string, out: ProgramNode[]): void {
    for (const imp of imports) {
      const parts = imp.module === '' ? [] : imp.module.split('.');
      // An absolute import from where Python looks: the script's folder (one on the way up, for
      // a file below it), where the server starts, PYTHONPATH.
      const roots = imp.level > 0 ? [upFrom(dir, imp.level - 1)] : [...ancestors(dir), ...this.pythonRoots];
      for (const root of roots) {
        if (root === undefined) continue;
        out.push(...this.pythonModule(root, parts));
        for (const name of imp.names) out.push(...this.pythonModule(root, [...parts, name]));
      }
    }
  }

  private manifestEdges(dir: string, out: ProgramNode[]): void {
    // What tells Node and TypeScript how to load a module's names (`type`, `imports`, `paths`),
    // in each folder on the way up; a `paths` or `baseUrl` maps names to any file of its folder.
    for (let at: string | undefined = dir; at !== undefined; at = at === '' ? undefined : dirOf(at))
      for (const manifest of MANIFESTS) {
        const file = joined(at, manifest);
        if (!this.isFile(file)) continue;
        out.push(fileNode(file));
        const read = manifest === 'package.json' ? undefined : this.head.read(file);
        if (read?.kind === 'text' && /"(paths|baseUrl)"/.test(read.text))
          out.push(folderNode(at, `'${file}' maps module names to its files`));
      }
  }

  /** What the head's file at `path` loads, read once, and its language; null where it is no text. */
  private loadsOf(path: string): { loads: Loads; language: Language } | null {
    let kept = this.loads.get(path);
    if (kept === undefined) {
      const read = this.head.read(path);
      let language = read.kind === 'text' ? languageOf(path, read.text) : undefined;
      // Code whose name and `#!` line tell no language (`node servers/gh` of a file `gh`): either.
      if (language === 'data' && this.code.has(path) && !/\.[^./]+$/.test(path)) language = 'any';
      kept = read.kind === 'text' && language ? { loads: loadsOf(language, read.text), language } : null;
      this.loads.set(path, kept);
    }
    return kept;
  }

  /** A bare specifier: a package the repository holds in a `node_modules` on the way up, or in `NODE_PATH`. */
  private bare(spec: string, dir: string): ProgramNode[] {
    const parts = spec.split('/');
    const name = spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string);
    const out: ProgramNode[] = [];
    // The package the file is in, by its own name (`exports` may map it to any of its files).
    const own = this.packageOf(dir);
    if (own !== undefined && own.name === name)
      out.push(folderNode(own.folder, `it imports its own package '${name}'`));
    for (let at: string | undefined = dir; at !== undefined; at = at === '' ? undefined : dirOf(at)) {
      const folder = joined(joined(at, 'node_modules'), name);
      if (this.isFolder(folder))
        out.push(folderNode(folder, `it imports package '${name}', which the repository holds`));
    }
    // A package of the repository's workspaces (`workspaces`, `pnpm-workspace.yaml`), which an
    // install links into `node_modules`.
    for (let at: string | undefined = dir; at !== undefined; at = at === '' ? undefined : dirOf(at)) {
      const folder = this.workspaces(at).get(name);
      if (folder !== undefined) out.push(folderNode(folder, `it imports workspace package '${name}'`));
    }
    for (const root of this.nodeRoots) {
      const target = fromRoot(spec, root);
      if (target !== undefined && target !== '') out.push(...this.module(target, 'js'));
    }
    return out;
  }

  /** A Python module's files from a path entry: each package's `__init__`, the module's file or package. */
  private pythonModule(root: string, parts: readonly string[]): ProgramNode[] {
    const out: ProgramNode[] = [];
    let at = root;
    for (const [i, part] of parts.slice(0, MODULE_DEPTH).entries()) {
      const parent = at;
      at = joined(at, part);
      if (i < Math.min(parts.length, MODULE_DEPTH) - 1) {
        // A module of the package's name is imported instead of a folder without `__init__.py`
        // beside it, and of any folder later on the path; it may put any submodule in
        // `sys.modules` (`import a.b` then takes that), so it is read whether a folder stands or not.
        out.push(...this.pythonStemFiles(parent, part));
        if (!this.isFolder(at)) return out;
        out.push(...this.pythonStemFiles(at, '__init__'));
      }
    }
    if (parts.length === 0) return this.pythonStemFiles(root, '__init__');
    out.push(...this.module(at, 'python'));
    return out;
  }

  /**
   * The files a loader may take for a path: the file there; else any file named after it with an
   * extension (`tools.js`, `tools.ts`, `tools.cpython-312.so`; a `.js` name also its `.ts`); a
   * folder's `package.json` and what it points at, its `index.*`, `__init__.*`, `__main__.*`.
   */
  private module(path: string, language: 'js' | 'python' | 'any'): ProgramNode[] {
    if (path.split('/').length > MODULE_DEPTH * 8) return [];
    // A file, or what a link on the way leads to (compared by the link's identity).
    if (this.isFile(path) || this.linkOnTheWay(path)) {
      this.code.add(path);
      return [fileNode(path)];
    }
    const dir = dirOf(path);
    const name = path.slice(dir.length === 0 ? 0 : dir.length + 1);
    const out = language === 'js' ? this.stemFiles(dir, name) : this.pythonStemFiles(dir, name);
    const stem = name.replace(/\.(m|c)?jsx?$/i, '');
    if (stem !== name && language !== 'python') out.push(...this.stemFiles(dir, stem));
    if (path === '' || this.isFolder(path)) out.push(...this.folderEntry(path));
    return out;
  }

  private readonly entries = new Map<string, ProgramNode[]>();

  /**
   * A folder run as a module (module): read once; a `package.json` pointing back at its folder, or
   * at another pointing back (`"main": "."`), reads as what is read so far.
   */
  private folderEntry(folder: string): ProgramNode[] {
    const kept = this.entries.get(folder);
    if (kept) return kept;
    const out: ProgramNode[] = [];
    this.entries.set(folder, out);
    out.push(...this.stemFiles(folder, 'index'));
    for (const stem of ['__init__', '__main__']) out.push(...this.pythonStemFiles(folder, stem));
    const manifest = joined(folder, 'package.json');
    if (!this.isFile(manifest)) return out;
    out.push(fileNode(manifest));
    const read = this.head.read(manifest);
    if (read.kind !== 'text') return out;
    let value: unknown;
    try {
      value = JSON.parse(read.text);
    } catch {
      out.push(folderNode(folder, 'its package.json cannot be read'));
      return out;
    }
    if (typeof value !== 'object' || value === null) return out;
    const record = value as Record<string, unknown>;
    const pointers: string[] = [];
    for (const key of PACKAGE_POINTERS) stringsIn(record[key], pointers, 0);
    const scripts = record.scripts;
    if (typeof scripts === 'object' && scripts !== null)
      for (const key of INSTALL_SCRIPTS) {
        const script = (scripts as Record<string, unknown>)[key];
        if (typeof script === 'string') pointers.push(...shellWords(script));
      }
    for (const pointer of pointers.slice(0, 1000))
      for (const form of spellings(pointer)) {
        const target = fromRoot(form, folder);
        if (target !== undefined && target !== '') out.push(...this.module(target, 'js'));
      }
    return out;
  }

  /**
   * A Python module's files in `dir` (stemFiles), and its cached bytecode in `dir/__pycache__`
   * (`hooks.cpython-311.pyc`): Python runs an unchecked-hash `.pyc` there instead of the source
   * beside it, which it never reads (PEP 552), so committing one changes what the module runs.
   */
  private pythonStemFiles(dir: string, stem: string): ProgramNode[] {
    return [...this.stemFiles(dir, stem), ...this.stemFiles(joined(dir, '__pycache__'), stem)];
  }

  /** The files in `dir` (of either tree) named `stem` or `stem.` and more. */
  private stemFiles(dir: string, stem: string): ProgramNode[] {
    return (this.namesIn(dir).byStem.get(stem) ?? [])
      .map((name) => joined(dir, name))
      .filter((path) => this.isFile(path))
      .map(fileNode);
  }

  private namesIn(dir: string): Names {
    let kept = this.names.get(dir);
    if (!kept) {
      // Only a folder either tree holds has names (isFolder asks its way down, never this one).
      const stands = this.isFolder(dir);
      const exact = new Set(
        stands ? [...(this.head.folderNames?.(dir) ?? []), ...(this.base.folderNames?.(dir) ?? [])] : [],
      );
      const byStem = new Map<string, string[]>();
      const byFolded = new Map<string, string[]>();
      for (const name of exact) {
        const folded = foldedName(name);
        const list = byFolded.get(folded);
        if (list) list.push(name);
        else byFolded.set(folded, [name]);
      }
      for (const name of exact)
        for (let dot = name.indexOf('.', 1); ; dot = name.indexOf('.', dot + 1)) {
          const stem = dot < 0 ? name : name.slice(0, dot);
          const list = byStem.get(stem);
          if (list) list.push(name);
          else byStem.set(stem, [name]);
          if (dot < 0) break;
        }
      this.names.set(dir, (kept = { exact, byStem, byFolded }));
    }
    return kept;
  }

  /** Whether either tree holds something other than a folder (a link) at a folder on the way to `path`. */
  private linkOnTheWay(path: string): boolean {
    // Down the folders that stand there only: a path of many made-up folders costs one look.
    for (let at = path.indexOf('/'); at > 0; at = path.indexOf('/', at + 1)) {
      const folder = path.slice(0, at);
      if (this.isFile(folder)) return true;
      if (!this.isFolder(folder)) return false;
    }
    return false;
  }

  private readonly workspaceNames = new Map<string, Map<string, string>>();

  /**
   * The packages the workspaces declared in a folder hold, by name: its `package.json`'s
   * `workspaces` and its `pnpm-workspace.yaml`'s `packages`, each a folder or a folder's children
   * (`packages/*`; `**` read as `*`).
   */
  private workspaces(folder: string): Map<string, string> {
    let kept = this.workspaceNames.get(folder);
    if (kept) return kept;
    kept = new Map();
    this.workspaceNames.set(folder, kept);
    const patterns: string[] = [];
    const manifest = this.head.read(joined(folder, 'package.json'));
    if (manifest.kind === 'text')
      try {
        const value: unknown = JSON.parse(manifest.text);
        const w =
          typeof value === 'object' && value !== null
            ? (value as Record<string, unknown>).workspaces
            : undefined;
        stringsIn(w, patterns, 0);
      } catch {
        // Not JSON: no workspaces read; the file itself is compared where it is on the way.
      }
    const pnpm = this.head.read(joined(folder, 'pnpm-workspace.yaml'));
    if (pnpm.kind === 'text')
      for (const m of pnpm.text.matchAll(/^\s*-\s*['"]?([^'"#\n]+?)['"]?\s*$/gm))
        patterns.push(m[1] as string);
    for (const pattern of patterns.slice(0, 100)) {
      if (pattern.startsWith('!')) continue;
      const base = fromRoot(pattern.replace(/\/\*\*?$/, ''), folder);
      if (base === undefined) continue;
      const folders = /\/\*\*?$/.test(pattern)
        ? this.namesIn(base).exact.size > 0
          ? [...this.namesIn(base).exact].map((n) => joined(base, n))
          : []
        : [base];
      for (const at of folders.slice(0, 1000)) {
        const name = this.packageOf(at);
        if (name?.folder === at && name.name !== undefined && !kept.has(name.name)) kept.set(name.name, at);
      }
    }
    return kept;
  }

  /** Whether either tree holds anything at `path`. */
  private exists(path: string): boolean {
    return this.isFolder(path) || this.isFile(path);
  }

  /**
   * The paths either tree holds that read as `path` to a disk that folds case and normalisation
   * (foldedName): what a client there opens for it, as files. Past MAX_SPELLINGS of them, which
   * one a checkout writes last is not told by the tree: every file of the folder they share counts.
   */
  private caseVariants(path: string): ProgramNode[] {
    let found = [''];
    let shared = '';
    for (const part of path.split('/')) {
      if (found.length === 1) shared = found[0] as string;
      const folded = foldedName(part);
      const next: string[] = [];
      for (const dir of found)
        for (const name of this.namesIn(dir).byFolded.get(folded) ?? []) {
          if (next.length === MAX_SPELLINGS)
            return [
              folderNode(
                shared,
                `more than ${MAX_SPELLINGS} of its paths read as '${path}' where case is ignored`,
              ),
            ];
          next.push(joined(dir, name));
        }
      if (next.length === 0) return [];
      found = next;
    }
    return found.filter((p) => p !== path).map(fileNode);
  }

  private readonly packages = new Map<string, { folder: string; name: string | undefined } | undefined>();

  /** The nearest folder on the way up from `dir` (itself included) holding a `package.json`, and the name it gives. */
  private packageOf(dir: string): { folder: string; name: string | undefined } | undefined {
    if (this.packages.has(dir)) return this.packages.get(dir);
    let found: { folder: string; name: string | undefined } | undefined;
    const manifest = joined(dir, 'package.json');
    if (this.isFile(manifest)) {
      const read = this.head.read(manifest);
      let name: string | undefined;
      try {
        const value: unknown = read.kind === 'text' ? JSON.parse(read.text) : undefined;
        const named =
          typeof value === 'object' && value !== null ? (value as Record<string, unknown>).name : undefined;
        name = typeof named === 'string' ? named : undefined;
      } catch {
        name = undefined;
      }
      found = { folder: dir, name };
    } else if (dir !== '') found = this.packageOf(dirOf(dir));
    this.packages.set(dir, found);
    return found;
  }

  /** Whether either tree holds a folder at `path`. */
  private isFolder(path: string): boolean {
    if (path === '') return true;
    let kept = this.folders.get(path);
    if (kept !== undefined) return kept;
    // Where the folder above is known, its names tell.
    const dir = dirOf(path);
    const above = dir === '' || this.folders.get(dir);
    if (
      above === false ||
      (above === true && !this.namesIn(dir).exact.has(path.slice(dir.length === 0 ? 0 : dir.length + 1)))
    ) {
      this.folders.set(path, false);
      return false;
    }
    // Down from the root, each folder's names first: a name missing on the way is no folder, and
    // no reader is asked (a made-up path of every string a program holds costs a lookup each).
    let at = '';
    kept = true;
    for (const part of path.split('/')) {
      if (!this.namesIn(at).exact.has(part)) {
        kept = false;
        break;
      }
      at = joined(at, part);
      let folder = this.folders.get(at);
      if (folder === undefined) {
        folder = this.head.folderNames?.(at) !== undefined || this.base.folderNames?.(at) !== undefined;
        this.folders.set(at, folder);
      }
      if (!folder) {
        kept = false;
        break;
      }
    }
    this.folders.set(path, kept);
    return kept;
  }

  /**
   * Whether either tree holds something other than a folder at `path` (a file, a link): a folder
   * at the path in one tree does not hide a file there in the other, whose loader runs it.
   */
  private isFile(path: string): boolean {
    const dir = dirOf(path);
    const name = path.slice(dir.length === 0 ? 0 : dir.length + 1);
    if (!this.namesIn(dir).exact.has(name)) return false;
    if (!this.isFolder(path)) return true;
    // Kept: every folder on the way to each name a program writes is asked of (linkOnTheWay).
    let file = this.fileBesideFolder.get(path);
    if (file === undefined) {
      file = [this.head, this.base].some(
        (tree) => this.treeNames(tree, dir).has(name) && tree.folderNames?.(path) === undefined,
      );
      this.fileBesideFolder.set(path, file);
    }
    return file;
  }

  /** Whether a tree holds a file where the other holds a folder, by path (isFile). */
  private readonly fileBesideFolder = new Map<string, boolean>();

  private readonly namesByTree = new Map<AuxFileReader, Map<string, ReadonlySet<string>>>();

  /** One tree's names in a folder, kept: a folder of thousands is asked of for each. */
  private treeNames(tree: AuxFileReader, dir: string): ReadonlySet<string> {
    let byDir = this.namesByTree.get(tree);
    if (!byDir) this.namesByTree.set(tree, (byDir = new Map()));
    let names = byDir.get(dir);
    if (!names) byDir.set(dir, (names = new Set(tree.folderNames?.(dir) ?? [])));
    return names;
  }
}

/** A program's inline code, as a node for each folder it may start in. */
function codeStarts(program: Program): { code: string; node: JsonNode; start: ProgramNode }[] {
  return program.inline.flatMap(({ language, code, node, shown, loads }) =>
    program.starts.map((dir) => ({
      code: shown ?? code,
      node,
      start: { key: `c\0${language}\0${dir}\0${code}`, code, language, dir, loads } as ProgramNode,
    })),
  );
}

/** A folder and those above it, the root last (at most MAX_ROOTS). */
function ancestors(dir: string): string[] {
  const out = [dir];
  for (let at = dir; at !== '' && out.length < MAX_ROOTS;) out.push((at = dirOf(at)));
  return out;
}

/** The folder `levels` above `dir`, or undefined above the root. */
function upFrom(dir: string, levels: number): string | undefined {
  let at: string | undefined = dir;
  for (let i = 0; i < levels && at !== undefined; i++) at = at === '' ? undefined : dirOf(at);
  return at;
}

/** Every string in a `package.json` value (`bin`'s object, `exports`' conditions), bounded. */
function stringsIn(value: unknown, out: string[], depth: number): void {
  if (out.length > 1000 || depth > 16) return;
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'object' && value !== null)
    for (const v of Object.values(value as Record<string, unknown>)) stringsIn(v, out, depth + 1);
}
