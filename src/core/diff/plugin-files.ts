// The MCP client files of Claude Code's plugins that a repository holds (client-files.ts reads
// them as it reads the other clients' files). A repository that is a plugin marketplace lists its
// plugins in `.claude-plugin/marketplace.json`, each by its `source`: a folder of the marketplace
// (`./plugins/gh`, or a bare name under `metadata.pluginRoot`); a repository that is one plugin
// holds `.claude-plugin/plugin.json` at its top. A plugin starts the servers of its `.mcp.json`
// (with or without the `mcpServers` key) and of its plugin.json's `mcpServers` (an object, or the
// path of a file of them) and those its marketplace entry writes itself (`"strict": false`, read
// whatever the source), `${CLAUDE_PLUGIN_ROOT}` standing for its folder, `${NAME}` expanded as in
// a project's `.mcp.json` (https://code.claude.com/docs/en/plugins-reference, "MCP servers",
// "Plugin manifest schema"; https://code.claude.com/docs/en/plugin-marketplaces, "Plugin sources").
// A source elsewhere (a git repository, a URL, a package) holds no file a pull request changes.
// The project's settings (`.claude/settings.json`, and `.claude/settings.local.json`, which Claude
// Code reads too) may name more marketplaces, `extraKnownMarketplaces`, each by a source: a
// `directory` holding `.claude-plugin/marketplace.json`, or the marketplace's own `file`, a path
// from the project's folder (https://code.claude.com/docs/en/plugins/marketplace-reference,
// "Marketplace sources"). Such a marketplace is read as the root's is, its plugins' sources from
// its own root, the folder holding its `.claude-plugin/` ("every relative plugin source resolves
// from it"; for a `file`, also the file's own folder). Every plugin a marketplace lists is read,
// whatever `enabledPlugins` says: what the settings leave off on one machine another turns on.
// A source of another kind (`github`, `git`, `url`, `npm`, `settings`, whose plugins come from
// elsewhere) reads nothing, nor a path leaving the root: such a source the head newly names, or a
// plugin from elsewhere a marketplace of the repository newly lists, may start any server
// (`elsewhereSources`, relaunched-servers.ts). So may a plugin the settings newly turn on
// (`enabledPlugins`, `"name@marketplace": true`) of a marketplace the repository does not hold: one
// the user's machine knows (added by hand, or a name the settings give a source elsewhere), whose
// plugins are read nowhere either.
// Each file is read as every spelling a tree holds that a case-folding disk (macOS's default,
// Windows's) opens for it: Claude Code there reads `.Claude/Settings.json`, a marketplace's
// `.Claude-Plugin/Marketplace.json` and a plugin's `.MCP.json` as the names it asks for.
import type { Node as JsonNode } from 'jsonc-parser';
import type { AuxFileReader } from '../model/model.js';
import { readClientJson } from '../mcp/client-json.js';
import { foldedName } from '../text/fold.js';
import { dirOf, joined, spelledAlike } from './tree-paths.js';

export const MARKETPLACE = '.claude-plugin/marketplace.json';
const MANIFEST = '.claude-plugin/plugin.json';

/**
 * Claude Code's project settings, shared and local: either may name more marketplaces; one that
 * cannot be read may name any (client-files.ts). Their `env` is given to every session, so to every
 * server it starts from `.mcp.json` (relaunched-servers.ts).
 */
export const CLAUDE_SETTINGS = ['.claude/settings.json', '.claude/settings.local.json'] as const;

/** A file of a plugin's servers, and the plugin's folder (`${CLAUDE_PLUGIN_ROOT}`), from the root. */
interface PluginServersFile {
  path: string;
  /** The plugin's folder, from the root (`''`: the root); undefined for a plugin from elsewhere. */
  folder: string | undefined;
  /** Whether its servers may stand at its top, without the `mcpServers` key (`.mcp.json`). */
  bare: boolean;
  /** The marketplace's plugin whose entry holds the servers (`"strict": false` entries write them there). */
  plugin?: string;
  /** A marketplace the settings name: it starts nothing itself, but lists what does. */
  marketplace?: true;
}

/**
 * A marketplace's file and the folders its plugins' sources are read from, each as how many
 * folders up from the file (a `.claude-plugin/marketplace.json`'s: 2), so that a spelling of the
 * file gives its folders as spelled.
 */
interface Marketplace {
  file: string;
  roots: readonly number[];
}

/** The files of servers of the plugins one tree holds (the root's own `.mcp.json` is a fixed client file). */
export function pluginServersFiles(aux: AuxFileReader): PluginServersFile[] {
  const out: PluginServersFile[] = [];
  const folders = new Set<string>();
  const inlines: PluginServersFile[] = [];
  for (const marketplace of marketplaces(aux)) {
    if (foldedName(marketplace.file) !== MARKETPLACE)
      out.push({ path: marketplace.file, folder: undefined, bare: false, marketplace: true });
    for (const [plugin, folder] of marketplacePlugins(aux, marketplace, folders))
      inlines.push({ path: marketplace.file, folder, bare: false, plugin });
  }
  if (alike(aux, MANIFEST).some((m) => aux.read(m).kind !== 'missing')) folders.add('');
  for (const written of folders)
    for (const folder of written === '' ? [''] : alike(aux, written)) {
      if (folder !== '')
        for (const path of alike(aux, '.mcp.json', folder)) out.push({ path, folder, bare: true });
      for (const manifest of alike(aux, MANIFEST, folder)) {
        out.push({ path: manifest, folder, bare: false });
        for (const path of manifestServerFiles(aux, folder, manifest)) out.push({ path, folder, bare: true });
      }
    }
  return [...out, ...inlines];
}

/**
 * The marketplaces one tree holds: the root's, and each one the project's settings name by a
 * `directory` or a `file` source inside the root (a name or a key written twice: each), once each.
 */
function marketplaces(aux: AuxFileReader): Marketplace[] {
  const out: Marketplace[] = [];
  const seen = new Set<string>();
  const named = [{ file: MARKETPLACE, roots: [2] }, ...settingsSources(aux).flatMap(sourceMarketplaces)];
  for (const { file: written, roots } of named)
    for (const file of alike(aux, written))
      if (!seen.has(file)) {
        seen.add(file);
        out.push({ file, roots });
      }
  return out;
}

/** A path (from `under`) and each other spelling of it the tree holds (spelledAlike). */
function alike(aux: AuxFileReader, path: string, under = ''): string[] {
  return spelledAlike([aux], path, under);
}

/** Each source the project's settings name a marketplace by (`extraKnownMarketplaces.<name>.source`). */
function settingsSources(aux: AuxFileReader): JsonNode[] {
  return CLAUDE_SETTINGS.flatMap((file) => alike(aux, file)).flatMap((settings) => {
    const object = objectOf(aux, settings);
    return object ? sourcesIn(object) : [];
  });
}

/** The marketplace sources of one settings file's object. */
function sourcesIn(settings: JsonNode): JsonNode[] {
  const out: JsonNode[] = [];
  for (const known of valuesOf(settings, 'extraKnownMarketplaces'))
    for (const property of known.type === 'object' ? (known.children ?? []) : [])
      for (const source of valuesOf(property.children?.[1] ?? property, 'source')) out.push(source);
  return out;
}

/**
 * A source of plugins the repository names and does not hold: a marketplace the settings name by
 * a source of another kind (`github`, `git`, `url`, `npm`) or by a path leaving the root, or a
 * plugin a marketplace of the repository lists so. What its plugins start is read nowhere; `file`
 * is the file read (where a link leads), `text` its text, `node` the source.
 */
interface ElsewhereSource {
  file: string;
  text: string;
  node: JsonNode;
  what: 'marketplace' | 'plugin' | 'enabled plugin';
}

/** The sources elsewhere one tree's settings and marketplaces name, in their files' order. */
export function elsewhereSources(aux: AuxFileReader): ElsewhereSource[] {
  const out: ElsewhereSource[] = [];
  const settingsRead = CLAUDE_SETTINGS.flatMap((file) => alike(aux, file)).flatMap((settings) => {
    const read = readObject(aux, settings);
    return read ? [read] : [];
  });
  for (const read of settingsRead)
    for (const node of sourcesIn(read.root))
      if (
        valuesOf(node, 'source').some((k) => stringOf(k) !== undefined) &&
        sourceMarketplaces(node).length === 0
      )
        out.push({ file: read.at, text: read.text, node, what: 'marketplace' });
  const held = heldMarketplaces(aux, settingsRead);
  for (const read of settingsRead)
    for (const node of enabledPlugins(read.root))
      if (!held.has(marketplaceOf(node.value as string)))
        out.push({ file: read.at, text: read.text, node, what: 'enabled plugin' });
  for (const { file, roots } of marketplaces(aux)) {
    const read = readObject(aux, file);
    if (!read) continue;
    const pluginRoot = pluginRootOf(read.root);
    for (const plugins of valuesOf(read.root, 'plugins'))
      for (const plugin of plugins.type === 'array' ? (plugins.children ?? []) : [])
        for (const node of valuesOf(plugin, 'source')) {
          const written = stringOf(node);
          const path = written === undefined ? undefined : pluginPath(written, pluginRoot);
          const inside =
            path !== undefined && roots.some((up) => inRoot(path, upFrom(file, up)) !== undefined);
          if (node.type === 'object' || (path !== undefined && !inside))
            out.push({ file: read.at, text: read.text, node, what: 'plugin' });
        }
  }
  return out;
}

/**
 * The key of each plugin a settings file's `enabledPlugins` turns on (`"gh@team": true`): any value
 * but `false`, which a loader of another version may read as on.
 */
function enabledPlugins(settings: JsonNode): JsonNode[] {
  const out: JsonNode[] = [];
  for (const enabled of valuesOf(settings, 'enabledPlugins'))
    for (const property of enabled.type === 'object' ? (enabled.children ?? []) : []) {
      const [key, value] = property.children ?? [];
      if (key?.type === 'string' && !(value?.type === 'boolean' && value.value === false)) out.push(key);
    }
  return out;
}

/** The marketplace of a plugin's id (`name@marketplace`); none (`''`) where it names none. */
function marketplaceOf(id: string): string {
  const at = id.lastIndexOf('@');
  return at < 0 ? '' : id.slice(at + 1);
}

/**
 * The names of the marketplaces a tree holds: each the settings name by a source inside the root,
 * and the root's own marketplace by its `name`. A plugin of one is read wherever it is listed.
 */
function heldMarketplaces(aux: AuxFileReader, settingsRead: readonly { root: JsonNode }[]): Set<string> {
  const held = new Set<string>();
  for (const { root } of settingsRead)
    for (const known of valuesOf(root, 'extraKnownMarketplaces'))
      for (const property of known.type === 'object' ? (known.children ?? []) : []) {
        const [key, value] = property.children ?? [];
        const sources = value ? valuesOf(value, 'source') : [];
        if (
          key?.type === 'string' &&
          sources.length > 0 &&
          sources.every((s) => sourceMarketplaces(s).length > 0)
        )
          held.add(key.value as string);
      }
  for (const file of alike(aux, MARKETPLACE)) {
    const marketplace = objectOf(aux, file);
    for (const name of marketplace ? valuesOf(marketplace, 'name') : []) {
      const written = stringOf(name);
      if (written !== undefined) held.add(written);
    }
  }
  return held;
}

/**
 * The marketplaces a source names inside the root: a `directory`'s `.claude-plugin/marketplace.json`,
 * its plugins read from the directory; a `file` itself, its plugins read from its folder and, where
 * that is a `.claude-plugin`, from the folder holding it.
 */
function sourceMarketplaces(source: JsonNode): Marketplace[] {
  const kinds = new Set(valuesOf(source, 'source').map(stringOf));
  const found: Marketplace[] = [];
  for (const written of valuesOf(source, 'path').map(stringOf)) {
    const path = written === undefined ? undefined : inRoot(written);
    if (path === undefined) continue;
    if (kinds.has('directory')) found.push({ file: joined(path, MARKETPLACE), roots: [2] });
    if (!kinds.has('file') || path === '') continue;
    const folder = foldedName(dirOf(path));
    const inPluginFolder = folder === '.claude-plugin' || folder.endsWith('/.claude-plugin');
    found.push({ file: path, roots: inPluginFolder ? [1, 2] : [1] });
  }
  return found;
}

/**
 * The plugins a marketplace lists: the folders of those the repository holds (into `folders`); and
 * returned, each plugin whose entry writes servers itself, by name, with its folder where it is one.
 */
function marketplacePlugins(
  aux: AuxFileReader,
  { file, roots }: Marketplace,
  folders: Set<string>,
): Map<string, string | undefined> {
  const inline = new Map<string, string | undefined>();
  const marketplace = objectOf(aux, file);
  if (!marketplace) return inline;
  const pluginRoot = pluginRootOf(marketplace);
  for (const plugins of valuesOf(marketplace, 'plugins'))
    for (const plugin of plugins.type === 'array' ? (plugins.children ?? []) : []) {
      let folder: string | undefined;
      for (const source of valuesOf(plugin, 'source')) {
        const written = stringOf(source);
        if (written === undefined) continue;
        const path = pluginPath(written, pluginRoot);
        for (const up of roots) {
          const at = inRoot(path, upFrom(file, up));
          if (at === undefined) continue;
          folder ??= at;
          folders.add(at);
        }
      }
      const name = stringOf(valuesOf(plugin, 'name')[0]);
      if (name !== undefined && valuesOf(plugin, 'mcpServers').length > 0 && !inline.has(name))
        inline.set(name, folder);
    }
  return inline;
}

/** A marketplace's `metadata.pluginRoot`, where it names one. */
function pluginRootOf(marketplace: JsonNode): string | undefined {
  return stringOf(valuesOf(marketplace, 'metadata').flatMap((m) => valuesOf(m, 'pluginRoot'))[0]);
}

/** A plugin's source path from its marketplace's root: a bare name is a folder of `metadata.pluginRoot`; a `./` path is the marketplace's. */
function pluginPath(written: string, pluginRoot: string | undefined): string {
  return written.startsWith('./') || pluginRoot === undefined ? written : `${pluginRoot}/${written}`;
}

/** The folder `levels` folders up from a path (`''`: the root). */
function upFrom(path: string, levels: number): string {
  let at = path;
  for (let i = 0; i < levels; i++) at = dirOf(at);
  return at;
}

/** The files a plugin's manifest names for its servers (`"mcpServers": "./mcp.json"`, or a list of such), from the root. */
function manifestServerFiles(aux: AuxFileReader, folder: string, manifest: string): string[] {
  const object = objectOf(aux, manifest);
  if (!object) return [];
  const out: string[] = [];
  for (const value of valuesOf(object, 'mcpServers'))
    for (const node of value.type === 'array' ? (value.children ?? []) : [value]) {
      const written = stringOf(node);
      const path = written === undefined ? undefined : inRoot(written, folder);
      if (path) out.push(...alike(aux, path));
    }
  return out;
}

/**
 * A JSON object file of a tree, or nothing where it cannot be read as one. Through a symbolic link
 * to a file inside the root, as Claude Code follows it.
 */
function objectOf(aux: AuxFileReader, path: string): JsonNode | undefined {
  return readObject(aux, path)?.root;
}

/** A JSON object file as objectOf reads it, with the file read (`at`: where a link leads) and its text. */
function readObject(
  aux: AuxFileReader,
  path: string,
): { root: JsonNode; at: string; text: string } | undefined {
  let at = path;
  let read = aux.read(path);
  if (read.kind !== 'text') {
    const through = aux.throughLinks?.(path);
    if (through !== undefined && through !== path) read = aux.read((at = through));
  }
  if (read.kind !== 'text') return undefined;
  // A byte-order mark stands as a space, so that offsets stay the file's.
  const text = read.text.replace(/^\uFEFF/, ' ');
  const json = readClientJson(text);
  return json.kind === 'tree' && json.root.type === 'object' ? { root: json.root, at, text } : undefined;
}

/** Each value of a key of an object (a key written twice: both). */
function valuesOf(node: JsonNode, key: string): JsonNode[] {
  if (node.type !== 'object') return [];
  const out: JsonNode[] = [];
  for (const property of node.children ?? []) {
    const [k, v] = property.children ?? [];
    if (k?.value === key && v) out.push(v);
  }
  return out;
}

function stringOf(node: JsonNode | undefined): string | undefined {
  return node?.type === 'string' ? (node.value as string) : undefined;
}

/**
 * Claude Code's name for the project's folder, in the environment of the programs it starts (its
 * hooks: https://code.claude.com/docs/en/hooks; its MCP servers: anthropics/claude-code#58314): a
 * path starting with it is read from the root, whoever expands it (a path it is not expanded in
 * names no folder, so reading it so adds files to compare and hides none).
 */
const PROJECT_DIR = /^(?:\$\{CLAUDE_PROJECT_DIR\}|\$CLAUDE_PROJECT_DIR)(?=[/\\]|$)/;

/**
 * A path written relative to `from` (a folder from the root; `''`: the root) as a path from the
 * root (`''`: the root), or undefined where it leaves the root or is absolute.
 */
function inRoot(written: string, from = ''): string | undefined {
  if (PROJECT_DIR.test(written)) return inRoot(`.${written.replace(PROJECT_DIR, '')}`);
  if (/^[/\\~]|^[A-Za-z]:|^[a-z][a-z0-9+.-]*:\/\//i.test(written) || written.includes('\0')) return undefined;
  const parts = from === '' ? [] : from.split('/');
  for (const segment of written.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment !== '..') parts.push(segment);
    else if (parts.pop() === undefined) return undefined;
  }
  return parts.join('/');
}
