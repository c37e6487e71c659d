// The MCP clients' project files: the files of a repository a client reads to start MCP servers
// (relaunched-servers.ts compares them between base and head; server-programs.ts reads the files
// an entry runs). Each file is described once: its path from the root, the objects in it that map
// server names to entries, and how an entry names the program it starts. Each format as its
// client documents it (the source cited at each).
import type { Node as JsonNode } from 'jsonc-parser';
import { BINARY_FILE, type AuxFileReader } from '../model/model.js';
import { tooDeep } from '../mcp/client-json.js';
import { foldedName } from '../text/fold.js';
import { CLAUDE_SETTINGS, MARKETPLACE, pluginServersFiles } from './plugin-files.js';
import { spelledAlike } from './tree-paths.js';

/** How an entry names the program it starts. */
export type EntryShape =
  /** `command` (a string), `args` (an array), `cwd`: Claude Code's `.mcp.json` and the clients that copy it. */
  | 'command-args'
  /** `command`: an array, the program then its arguments; `cwd`: OpenCode's `mcp` entries. */
  | 'argv'
  /** `command` as a string with `args`, or as an object `{path, args, env}` (Zed's older form). */
  | 'zed';

export interface ClientFile {
  /** The file, from the root (a client started at the repository's top reads it there). */
  path: string;
  /**
   * The objects mapping server names to entries, each as its keys from the file's top
   * (`['mcp', 'servers']`: `{"mcp": {"servers": {…}}}`). A key written twice is read each time.
   */
  lists: readonly (readonly string[])[];
  shape: EntryShape;
  /** JSON (with comments and trailing commas), YAML (Continue's blocks), or TOML (Codex's). */
  format?: 'json' | 'yaml' | 'toml';
  /** Whether each list is an array of entries named by their `name` (Continue's), not an object of entries by name. */
  named?: boolean;
  /** Whether the client puts a file's content for `{file:path}` in the text before reading it (OpenCode). */
  fileReferences?: boolean;
  /** The dotenv file the client reads variables from for these servers. */
  env?: EnvFile;
  /** What the client's own placeholders in an entry stand for (`${workspaceFolder}`: the root). */
  placeholders?: Readonly<Record<string, string>>;
  /**
   * Whether the client expands `${NAME}` and `${NAME:-default}` in an entry's strings (Claude Code's
   * `.mcp.json`: `command`, `args`, `env`, `url`, `headers`; https://code.claude.com/docs/en/mcp,
   * "Environment variable expansion in .mcp.json"): a name the session's environment sets (its
   * settings' `env`) stands for that value, else for its default; one with neither is passed as
   * written, as is `$NAME`.
   */
  expands?: boolean;
  /**
   * Why the file, where it stands, makes what the client starts something the checker cannot tell
   * (it is then a file that cannot be read: any change of it may start every pinned server).
   */
  opaque?: string;
  /**
   * The plugin of a Claude Code marketplace whose entry holds the lists, where they are not at the
   * file's top: each element of its `plugins` named so (plugin-files.ts).
   */
  plugin?: string;
}

/** A dotenv file a client reads variables from, and how an entry names them. */
export interface EnvFile {
  /** The files it looks for, from the root: the first that stands there is read. */
  paths: readonly string[];
  /** The variables a string of an entry names. */
  names: (text: string) => string[];
  /** Whether a server started as a program (an entry with a `command`) gets every variable in its environment. */
  inherited: boolean;
  /**
   * Whether a value is put in the configuration's text before it is parsed, where one that leaves
   * its string (a quote, a line break, `:`) may write any server.
   */
  textual: boolean;
}

/**
 * Gemini CLI's: `.gemini/.env`, else `.env`, in the folder it starts in (then up the folders; a
 * trusted workspace's), each variable put in its own environment where not already set
 * (packages/cli/src/config/settings.ts `findEnvFile`, `loadEnvironment`); a stdio server's
 * environment is Gemini CLI's with the entry's `env` over it (packages/core/src/tools/mcp-client.ts
 * `createTransport`); `$NAME` and `${NAME}` in a setting's string are the variable's value
 * (packages/cli/src/utils/envVarResolver.ts). google-gemini/gemini-cli.
 */
const GEMINI_ENV: EnvFile = {
  paths: ['.gemini/.env', '.env'],
  names: (text) => [...text.matchAll(/\$(?:(\w+)|\{([^}]+)\})/g)].map((m) => (m[1] ?? m[2]) as string),
  inherited: true,
  textual: false,
};

/** Qwen Code's, as its fork of Gemini CLI reads it: from its own folder first. */
const QWEN_ENV: EnvFile = { ...GEMINI_ENV, paths: ['.qwen/.env', '.env'] };

/**
 * Continue's: `${{ secrets.NAME }}` in a block is the value of `NAME` in the workspace's `.env`
 * where the user's own `~/.continue/.env` does not set it (core/config/yaml/LocalPlatformClient.ts
 * `findSecretInWorkspaceEnvFiles`, continuedev/continue; docs/customize/deep-dives/mcp.mdx, "How to
 * Work with Secrets"). A secret's name may be qualified (`org/package/NAME`): its last part. The
 * value is put in the text of the blocks, merged into one YAML document, before it is parsed again
 * (packages/config-yaml/src/load/unroll.ts `unrollAssistantFromContent`, `renderTemplateData`).
 */
const CONTINUE_ENV: EnvFile = {
  paths: ['.env'],
  names: (text) =>
    [...text.matchAll(/\$\{\{\s*secrets\.([^}\s]+)\s*\}\}/g)].map(
      (m) => (m[1] as string).split('/').pop() as string,
    ),
  inherited: false,
  textual: true,
};

/** Claude Code's lists, and VS Code's `servers`: both read in every such file, as before. */
const CLAUDE_LISTS = [['mcpServers'], ['servers']] as const;

/**
 * GitHub Copilot CLI's: `.mcp.json` and `.github/mcp.json` in a trusted folder, each with
 * `mcpServers` or, since 0.0.401, its servers at the top without that key ("Support Claude-style
 * .mcp.json format without mcpServers wrapper"; "Auto-load MCP servers from .github/mcp.json
 * workspace config file", 1.0.61: github/copilot-cli changelog.md). The top object is read as a
 * list of servers too (its `mcpServers` key as a server of that name, which no one pins).
 */
const COPILOT_LISTS = [...CLAUDE_LISTS, []] as const;

/**
 * OpenCode's project configuration: `opencode.json(c)` in each folder from the one it starts in up
 * to the worktree, then `.opencode/opencode.json(c)` (packages/opencode/src/config/config.ts and
 * paths.ts in anomalyco/opencode; https://opencode.ai/docs/config/). Servers under `mcp` by name
 * (V1, https://opencode.ai/v1/docs/mcp-servers/) or under `mcp.servers` (V2, read by V1 too:
 * config/v2-compat.ts `normalizeMcp`); a local entry `{type: "local", command: [program, …args],
 * environment, enabled, cwd}` (V2 `disabled`), a remote one `{type: "remote", url, headers, oauth}`
 * (config/mcp.ts). `{env:VAR}` and `{file:path}` are replaced in the text before it is parsed, a
 * path from the configuration's folder (config/variable.ts `substitute`): the files are read
 * (relaunched-servers.ts), the environment is the user's.
 */
const OPENCODE = (path: string): ClientFile => ({
  path,
  lists: [['mcp'], ['mcp', 'servers']],
  shape: 'argv',
  fileReferences: true,
});

/**
 * Claude Code's name for the project's folder, which it sets in the environment of the servers it
 * starts as of its hooks (https://code.claude.com/docs/en/hooks; anthropics/claude-code#58314): in
 * an entry's strings, expanded by Claude Code or by a shell the entry runs, it stands for the root.
 * Read so wherever it stands (as written, the path would name no file of the repository).
 */
const CLAUDE_PROJECT_DIR: Readonly<Record<string, string>> = {
  '${CLAUDE_PROJECT_DIR}': '${workspaceFolder}',
  $CLAUDE_PROJECT_DIR: '${workspaceFolder}',
};

/** The client configurations a checkout holds, at the root. */
export const CLIENT_FILES: readonly ClientFile[] = [
  // Claude Code's (also `mcp pin`'s and GitHub Copilot CLI's), Cursor's, VS Code's (which names
  // its servers `servers`).
  // A repository that is a Claude Code plugin starts the same file's servers, its folder standing
  // for `${CLAUDE_PLUGIN_ROOT}` (plugin-files.ts).
  {
    path: '.mcp.json',
    lists: COPILOT_LISTS,
    shape: 'command-args',
    expands: true,
    placeholders: { '${CLAUDE_PLUGIN_ROOT}': '${workspaceFolder}', ...CLAUDE_PROJECT_DIR },
  },
  // Claude Code's plugin marketplace: the plugins it lists are read from it (plugin-files.ts); it
  // starts nothing itself, but where it cannot be read, what they start cannot be told.
  { path: MARKETPLACE, lists: [], shape: 'command-args' },
  // Claude Code's project settings, which may name more marketplaces (`extraKnownMarketplaces`,
  // plugin-files.ts): the same, where they cannot be read.
  ...CLAUDE_SETTINGS.map((path): ClientFile => ({ path, lists: [], shape: 'command-args' })),
  { path: '.github/mcp.json', lists: COPILOT_LISTS, shape: 'command-args' },
  { path: '.cursor/mcp.json', lists: CLAUDE_LISTS, shape: 'command-args' },
  { path: '.vscode/mcp.json', lists: CLAUDE_LISTS, shape: 'command-args' },
  // Gemini CLI's, Roo Code's and Kiro's project files, each with `mcpServers`.
  { path: '.gemini/settings.json', lists: CLAUDE_LISTS, shape: 'command-args', env: GEMINI_ENV },
  { path: '.roo/mcp.json', lists: CLAUDE_LISTS, shape: 'command-args' },
  { path: '.kiro/settings/mcp.json', lists: CLAUDE_LISTS, shape: 'command-args' },
  // Qwen Code's (a Gemini CLI fork) project settings, `mcpServers` where `qwen mcp add` writes
  // them: `.qwen/settings.json`, and `.qwen/settings.local.json` for its `local` scope
  // (https://qwenlm.github.io/qwen-code-docs/en/users/features/mcp/, "Configuration scopes").
  { path: '.qwen/settings.json', lists: CLAUDE_LISTS, shape: 'command-args', env: QWEN_ENV },
  { path: '.qwen/settings.local.json', lists: CLAUDE_LISTS, shape: 'command-args', env: QWEN_ENV },
  OPENCODE('opencode.json'),
  OPENCODE('opencode.jsonc'),
  OPENCODE('.opencode/opencode.json'),
  OPENCODE('.opencode/opencode.jsonc'),
  // Amazon Q Developer in the IDE and its CLI, the workspace's legacy file (read while
  // `useLegacyMcpJson` is on, the default): `mcpServers` with `command`, `args`, `env`
  // (https://docs.aws.amazon.com/amazonq/latest/qdeveloper-ug/mcp-ide.html).
  { path: '.amazonq/mcp.json', lists: [['mcpServers']], shape: 'command-args' },
  // …and where its MCP settings page stores a workspace's servers, the default agent's file
  // (same page: "At the local scope: .amazonq/default.json"), in the agent format's `mcpServers`.
  { path: '.amazonq/default.json', lists: [['mcpServers']], shape: 'command-args' },
  // Zed's project settings: `context_servers` by name, `{source: "custom", command, args, env}`
  // (https://zed.dev/docs/ai/mcp), or the older `{command: {path, args, env}}`, or `{url, headers}`;
  // a worktree's settings hold their own (zed_extension_api `ContextServerSettings::for_project`).
  { path: '.zed/settings.json', lists: [['context_servers']], shape: 'zed' },
  // Codex's project configuration, read in a trusted project: `[mcp_servers.<name>]` tables with
  // `command`, `args`, `env`, `cwd` (or `url`, `http_headers`), as in its user file
  // (https://developers.openai.com/codex/mcp; openai/codex docs/config.md, "MCP servers").
  { path: '.codex/config.toml', lists: [['mcp_servers']], shape: 'command-args', format: 'toml' },
  // JetBrains Junie's project file (the IDE's and the CLI's): `mcpServers` with `command`, `args`,
  // `env` (or `url`, `headers`), under a `mcp` folder in both scopes
  // (https://junie.jetbrains.com/docs/junie-cli-mcp-configuration.html).
  { path: '.junie/mcp/mcp.json', lists: [['mcpServers']], shape: 'command-args' },
  // Kilo Code's project file, `mcpServers` as Roo Code's (https://kilo.ai/docs/automate/mcp/using-in-cli,
  // "Project-Level Configuration"); and its newer configuration, an OpenCode fork's: `mcp` in
  // `kilo.json(c)` at the root or in `.kilo/` (Kilo-Org/kilocode
  // packages/kilo-docs/pages/automate/mcp/using-in-kilo-code.md).
  { path: '.kilocode/mcp.json', lists: [['mcpServers']], shape: 'command-args' },
  OPENCODE('kilo.json'),
  OPENCODE('kilo.jsonc'),
  OPENCODE('.kilo/kilo.json'),
  OPENCODE('.kilo/kilo.jsonc'),
  // Amp's workspace settings, merged with the user's where `amp` runs: servers under the one key
  // `amp.mcpServers` (a dot in its name), `command`, `args`, `env` or `url`, `headers`
  // (https://ampcode.com/manual, "Workspace settings"; `amp mcp add --workspace`).
  { path: '.amp/settings.json', lists: [['amp.mcpServers']], shape: 'command-args' },
  // Factory's droid, the project's `.factory/mcp.json`: `mcpServers` with `command`, `args`, `env`
  // or `type: "http"`, `url`, `headers` (https://docs.factory.ai/cli/configuration/mcp).
  { path: '.factory/mcp.json', lists: [['mcpServers']], shape: 'command-args' },
  // Windsurf (`~/.codeium/windsurf/mcp_config.json`, https://docs.windsurf.com/windsurf/cascade/mcp)
  // and Cline (`cline_mcp_settings.json` in its global storage; cline/cline#13596, #14121) read
  // no project file.
];

/** A folder whose files are each a client file, and what each of its names is. */
interface ClientFolder {
  folder: string;
  file: (name: string) => ClientFile | undefined;
}

export const CLIENT_FOLDERS: readonly ClientFolder[] = [
  // Continue's project blocks: every YAML file in `.continue/mcpServers/` at the top of the
  // workspace, a block with `name`, `version`, `schema` and `mcpServers`, a list of `{name, type,
  // command, args, env, url}`; and the JSON files there, in the format of Claude Desktop and
  // Cursor (`mcpServers` by name). continuedev/continue docs/customize/deep-dives/mcp.mdx
  // (https://docs.continue.dev/customize/deep-dives/mcp).
  {
    folder: '.continue/mcpServers',
    file: (name) => {
      const path = `.continue/mcpServers/${name}`;
      if (/\.ya?ml$/i.test(name))
        return {
          path,
          lists: [['mcpServers']],
          shape: 'command-args',
          format: 'yaml',
          named: true,
          env: CONTINUE_ENV,
        };
      if (/\.json$/i.test(name))
        return { path, lists: [['mcpServers']], shape: 'command-args', env: CONTINUE_ENV };
      return undefined;
    },
  },
  // Gemini CLI's workspace extensions: each `.gemini/extensions/<name>/gemini-extension.json`,
  // whose `mcpServers` it starts (its `$NAME`s read as in its settings; `${extensionPath}`,
  // `${workspacePath}` and `${/}` in a string hydrated), in a trusted workspace whose settings turn
  // `experimental.extensionManagement` off (packages/cli/src/config/extension.ts `loadExtensions`,
  // `loadExtension`; extensions/variables.ts `hydrateString`). An extension installed as a link
  // (`.gemini-extension-install.json`, `type: "link"`) is read from its `source` instead: that
  // file's change may start any server.
  {
    folder: '.gemini/extensions',
    file: (name) => {
      const folder = `.gemini/extensions/${name}`;
      return {
        path: `${folder}/gemini-extension.json`,
        lists: [['mcpServers']],
        shape: 'command-args',
        env: GEMINI_ENV,
        placeholders: {
          '${extensionPath}': `\${workspaceFolder}/${folder}`,
          '${workspacePath}': '${workspaceFolder}',
          '${/}': '/',
          '${pathSeparator}': '/',
        },
      };
    },
  },
  {
    folder: '.gemini/extensions',
    file: (name) => ({
      path: `.gemini/extensions/${name}/.gemini-extension-install.json`,
      lists: [],
      shape: 'command-args',
      opaque: 'it installs the extension from elsewhere',
    }),
  },
  // Amazon Q Developer CLI's workspace agents: each `.amazonq/cli-agents/<agent>.json`, whose
  // `mcpServers` the agent starts (`command`, `args`, `env`, `timeout`): aws/amazon-q-developer-cli
  // docs/agent-file-locations.md and docs/agent-format.md.
  {
    folder: '.amazonq/cli-agents',
    file: (name) =>
      /\.json$/i.test(name)
        ? { path: `.amazonq/cli-agents/${name}`, lists: [['mcpServers']], shape: 'command-args' }
        : undefined,
  },
];

/** What an entry runs, as nodes of the configuration: its program(s), argument lists and `cwd`s. */
interface EntryProgram {
  commands: JsonNode[];
  /** The arguments, each list in its order. */
  args: JsonNode[][];
  cwds: JsonNode[];
  /**
   * Files the client reads the server's environment from: VS Code's `envFile` ("Path to an
   * environment file to load more variables", `${workspaceFolder}/.env`: microsoft/vscode-docs
   * docs/copilot/reference/mcp-configuration.md).
   */
  envFiles: JsonNode[];
}

/**
 * The program an entry (a JSON object) starts, as its client reads it. A repeated key is read both
 * ways: its first value (as some parsers keep) and its last (JSON.parse).
 */
export function entryProgram(entry: JsonNode, shape: EntryShape): EntryProgram {
  const values = keyValues(entry);
  const out: EntryProgram = {
    commands: [],
    args: [],
    cwds: values.get('cwd') ?? [],
    envFiles: shape === 'command-args' ? (values.get('envFile') ?? []) : [],
  };
  for (const command of values.get('command') ?? []) {
    if (shape === 'argv' && command.type === 'array') {
      const [program, ...args] = command.children ?? [];
      if (program) out.commands.push(program);
      out.args.push(args);
    } else if (shape === 'zed' && command.type === 'object') {
      const inner = keyValues(command);
      out.commands.push(...(inner.get('path') ?? []));
      for (const a of inner.get('args') ?? []) if (a.type === 'array') out.args.push(a.children ?? []);
    } else out.commands.push(command);
  }
  if (shape !== 'argv')
    for (const a of values.get('args') ?? []) if (a.type === 'array') out.args.push(a.children ?? []);
  return out;
}

/** Each key of an object with its first and last value (a key written once: that value). */
export function keyValues(node: JsonNode): Map<string, JsonNode[]> {
  const values = new Map<string, JsonNode[]>();
  if (node.type !== 'object') return values;
  for (const p of node.children ?? []) {
    const [k, v] = p.children ?? [];
    if (!k || !v) continue;
    const key = String(k.value);
    const had = values.get(key);
    values.set(key, had ? [had[0] as JsonNode, v] : [v]);
  }
  return values;
}

/**
 * How `mcp pin` re-pins a server as the client file at `path` starts it: `.mcp.json` is the file it
 * reads by itself; another in the `mcpServers` (or VS Code's `servers`) format, or a plugin's
 * `.mcp.json` or manifest, it reads when named with `--mcp-config`; any other (OpenCode's, Zed's,
 * Codex's, Continue's blocks) it cannot read, so the server is named on the command line
 * (`unread`: with what that file starts).
 */
export function repinCommand(server: string, path: string): { command: string; unread: boolean } {
  const pin = `agents-config-check mcp pin ${server}`;
  if (path === '.mcp.json') return { command: pin, unread: false };
  // A Claude Code plugin's: its `.mcp.json`, or its manifest's `mcpServers` (plugin-files.ts).
  if (/(?:^|\/)(?:\.mcp\.json|\.claude-plugin\/plugin\.json)$/.test(path))
    return { command: `${pin} --mcp-config ${path}`, unread: false };
  const folded = foldedName(path);
  const client =
    CLIENT_FILES.find((c) => foldedName(c.path) === folded) ??
    CLIENT_FOLDERS.map(({ folder, file }) =>
      folded.startsWith(`${foldedName(folder)}/`) ? file(path.slice(folder.length + 1)) : undefined,
    ).find((c) => c !== undefined);
  const readable =
    client !== undefined &&
    client.shape === 'command-args' &&
    (client.format ?? 'json') === 'json' &&
    client.named !== true &&
    client.lists.some((l) => l.length === 1 && (l[0] === 'mcpServers' || l[0] === 'servers'));
  return readable
    ? { command: `${pin} --mcp-config ${path}`, unread: false }
    : { command: `${pin} -- COMMAND [ARGS…]`, unread: true };
}

/** A client's project file that the checker cannot read and a client can. */
interface UnreadClientFile {
  /** The client's path. */
  client: string;
  /** The file read for it: the client's path, or where a link inside the root leads. */
  path: string;
  why: string;
}

/**
 * The clients' project files that the checker cannot read while a client can (the fixed ones, and
 * each file of a client's folder): over the size limit, not UTF-8, or (JSON) nested deeper than it
 * reads; a link is followed where it leads inside the root, as the client follows it. What such a
 * file starts is read by no diff (the same unread file on both sides is no change), so a change to
 * the program of a server it starts would go unseen: the unreadable-file rule reports it on every
 * check (SPEC §6).
 */
export function unreadClientFiles(aux: AuxFileReader): UnreadClientFile[] {
  const out: UnreadClientFile[] = [];
  // A marketplace's plugins share its file: each file read once.
  const seen = new Set<string>();
  // A fixed file as each spelling a case-folding disk opens for it (`.Claude/Settings.json`).
  const fixed = CLIENT_FILES.flatMap((c) => spelledAlike([aux], c.path).map((path) => ({ ...c, path })));
  for (const client of [...fixed, ...folderClientFiles(aux), ...pluginClientFiles(aux)]) {
    if (seen.has(client.path)) continue;
    seen.add(client.path);
    const first = aux.read(client.path);
    const path = (first.kind === 'text' ? undefined : aux.throughLinks?.(client.path)) ?? client.path;
    const read = path === client.path ? first : aux.read(path);
    // A link that leads out of the root, or nowhere, is the diff's to compare by where it leads.
    if (path === client.path && aux.unentered?.(path) !== undefined) continue;
    // A file holding NUL bytes is no JSON, TOML or YAML a client reads either.
    const why =
      read.kind === 'unreadable'
        ? read.reason === BINARY_FILE
          ? undefined
          : read.reason
        : read.kind === 'text' && (client.format ?? 'json') === 'json'
          ? tooDeep(read.text)?.why
          : undefined;
    if (why !== undefined) out.push({ client: client.path, path, why });
  }
  return out;
}

/**
 * The client files of the plugins one tree holds (plugin-files.ts), read as the root's `.mcp.json`
 * is, `${CLAUDE_PLUGIN_ROOT}` standing for the plugin's folder.
 */
export function pluginClientFiles(aux: AuxFileReader): ClientFile[] {
  return pluginServersFiles(aux).map(({ path, folder, bare, plugin, marketplace }): ClientFile => ({
    path,
    // A marketplace the settings name lists plugins, and starts nothing itself.
    lists: marketplace ? [] : bare ? COPILOT_LISTS : [['mcpServers']],
    shape: 'command-args',
    expands: true,
    // A plugin from elsewhere: its folder is none of the repository's.
    placeholders:
      folder === undefined
        ? CLAUDE_PROJECT_DIR
        : {
            '${CLAUDE_PLUGIN_ROOT}': folder === '' ? '${workspaceFolder}' : `\${workspaceFolder}/${folder}`,
            ...CLAUDE_PROJECT_DIR,
          },
    ...(plugin === undefined ? {} : { plugin }),
  }));
}

/** The client files the clients' folders hold in one tree, by the names the clients read. */
function folderClientFiles(aux: AuxFileReader): ClientFile[] {
  const out: ClientFile[] = [];
  for (const { folder, file } of CLIENT_FOLDERS)
    for (const name of aux.folderNames?.(folder) ?? []) {
      const client = file(name);
      if (client) out.push(client);
    }
  return out;
}
