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
import type { Node as JsonNode } from 'jsonc-parser';
import type { AuxFileReader } from '../model/model.js';
import { readClientJson } from '../mcp/client-json.js';

export const MARKETPLACE = '.claude-plugin/marketplace.json';
const MANIFEST = '.claude-plugin/plugin.json';

/** A file of a plugin's servers, and the plugin's folder (`${CLAUDE_PLUGIN_ROOT}`), from the root. */
interface PluginServersFile {
  path: string;
  /** The plugin's folder, from the root (`''`: the root); undefined for a plugin from elsewhere. */
  folder: string | undefined;
  /** Whether its servers may stand at its top, without the `mcpServers` key (`.mcp.json`). */
  bare: boolean;
  /** The marketplace's plugin whose entry holds the servers (`"strict": false` entries write them there). */
  plugin?: string;
}

/** The files of servers of the plugins one tree holds (the root's own `.mcp.json` is a fixed client file). */
export function pluginServersFiles(aux: AuxFileReader): PluginServersFile[] {
  const out: PluginServersFile[] = [];
  const { folders, inline } = marketplacePlugins(aux);
  if (aux.read(MANIFEST).kind !== 'missing') folders.add('');
  for (const folder of folders) {
    const manifest = within(folder, MANIFEST);
    if (folder !== '') out.push({ path: within(folder, '.mcp.json'), folder, bare: true });
    out.push({ path: manifest, folder, bare: false });
    for (const path of manifestServerFiles(aux, folder, manifest)) out.push({ path, folder, bare: true });
  }
  for (const [plugin, folder] of inline) out.push({ path: MARKETPLACE, folder, bare: false, plugin });
  return out;
}

function within(folder: string, path: string): string {
  return folder === '' ? path : `${folder}/${path}`;
}

/**
 * The plugins the marketplace at the root lists: the folders of those the repository holds, and
 * each plugin whose entry writes servers itself, by name, with its folder where it is one.
 */
function marketplacePlugins(aux: AuxFileReader): {
  folders: Set<string>;
  inline: Map<string, string | undefined>;
} {
  const folders = new Set<string>();
  const inline = new Map<string, string | undefined>();
  const marketplace = objectOf(aux, MARKETPLACE);
  if (!marketplace) return { folders, inline };
  const metadata = valuesOf(marketplace, 'metadata');
  const pluginRoot = stringOf(metadata.flatMap((m) => valuesOf(m, 'pluginRoot'))[0]);
  for (const plugins of valuesOf(marketplace, 'plugins'))
    for (const plugin of plugins.type === 'array' ? (plugins.children ?? []) : []) {
      let folder: string | undefined;
      for (const source of valuesOf(plugin, 'source')) {
        const written = stringOf(source);
        if (written === undefined) continue;
        // A bare name is a folder of `metadata.pluginRoot`; a `./` path is the marketplace's.
        folder = inRoot(
          written.startsWith('./') || pluginRoot === undefined ? written : `${pluginRoot}/${written}`,
        );
        if (folder !== undefined) folders.add(folder);
      }
      const name = stringOf(valuesOf(plugin, 'name')[0]);
      if (name !== undefined && valuesOf(plugin, 'mcpServers').length > 0 && !inline.has(name))
        inline.set(name, folder);
    }
  return { folders, inline };
}

/** The files a plugin's manifest names for its servers (`"mcpServers": "./mcp.json"`, or a list of such), from the root. */
function manifestServerFiles(aux: AuxFileReader, folder: string, manifest: string): string[] {
  const object = objectOf(aux, manifest);
  if (!object) return [];
  const out: string[] = [];
  for (const value of valuesOf(object, 'mcpServers'))
    for (const node of value.type === 'array' ? (value.children ?? []) : [value]) {
      const written = stringOf(node);
      const path = written === undefined ? undefined : inRoot(within(folder, written));
      if (path) out.push(path);
    }
  return out;
}

/** A JSON object file of a tree, or nothing where it cannot be read as one. */
function objectOf(aux: AuxFileReader, path: string): JsonNode | undefined {
  const read = aux.read(path);
  if (read.kind !== 'text') return undefined;
  const json = readClientJson(read.text.replace(/^\uFEFF/, ' '));
  return json.kind === 'tree' && json.root.type === 'object' ? json.root : undefined;
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

/** A path relative to the root as a folder of it (`''`: the root), or undefined where it leaves the root or is absolute. */
function inRoot(written: string): string | undefined {
  if (/^[/\\~]|^[A-Za-z]:|^[a-z][a-z0-9+.-]*:\/\//i.test(written) || written.includes('\0')) return undefined;
  const parts: string[] = [];
  for (const segment of written.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment !== '..') parts.push(segment);
    else if (parts.pop() === undefined) return undefined;
  }
  return parts.join('/');
}
