// Watching what the configuration is read from outside the workspace folder (a configuration
// file above it, the schemas folder it names): a client's watchers cover the folder it opened
// only, and a `git checkout` there changes these files with no save in the editor. The client is
// asked to watch them where it takes patterns relative to any folder; else the server watches
// them itself (fs.watch: one folder each, never the tree below), and the root's configuration
// and schemas too where the client watches no files at all.
import { statSync, watch, type FSWatcher } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FileSystemWatcher } from 'vscode-languageserver/node';
import { leadsOut } from '../adapters/config-file.js';
import { posixPath } from '../report/paths.js';
import { CONFIG_FILES } from './workspace.js';

/** What to watch: the folders a configuration file is looked for in, and a schemas folder. */
interface OutsideSources {
  folders: readonly string[];
  schemas: string | undefined;
}

/**
 * One key per set of sources: watchers are made again only when it changes, as when the schemas
 * folder, or a folder on its way, comes or goes (it is watched from the nearest that exists).
 */
export function sourcesKey(sources: OutsideSources): string {
  const schemas = sources.schemas;
  return JSON.stringify([
    sources.folders,
    schemas ?? null,
    schemas === undefined ? null : existingBase(schemas),
  ]);
}

/** The folder itself where it exists, else the nearest folder above it that does. */
function existingBase(folder: string): string {
  for (let at = folder; ; at = dirname(at)) {
    try {
      if (statSync(at).isDirectory()) return at;
    } catch {
      // Not there: one folder up.
    }
    if (dirname(at) === at) return at;
  }
}

/**
 * The client's watchers for the sources, as patterns relative to each folder. A schemas folder
 * not made yet is watched for from the nearest folder there is, by a pattern that reaches it:
 * an editor's watcher may watch no path that does not exist (VS Code's does not), and its making,
 * or a schema made in it, would be told by none. Not from above the repository's top: a folder
 * there is outside the configuration's, never read (the checker refuses it by its path).
 */
export function clientWatchers(sources: OutsideSources): FileSystemWatcher[] {
  const watchers: FileSystemWatcher[] = sources.folders.map((folder) => ({
    globPattern: { baseUri: pathToFileURL(folder).href, pattern: `{${CONFIG_FILES.join(',')}}` },
  }));
  const schemas = sources.schemas;
  if (schemas === undefined) return watchers;
  const base = existingBase(schemas);
  const top = sources.folders.at(-1);
  if (base === schemas) {
    watchers.push({ globPattern: { baseUri: pathToFileURL(schemas).href, pattern: '**/*' } });
    // A watcher sees no change to its own folder: the folder's deletion is told from the one
    // above, and the configuration read again then watches for it anew as for one not made yet.
    const parent = dirname(schemas);
    if (top !== undefined && parent !== schemas && !leadsOut(relative(top, parent)))
      watchers.push({
        globPattern: { baseUri: pathToFileURL(parent).href, pattern: wayFrom(parent, schemas) },
      });
  } else if (top !== undefined && !leadsOut(relative(top, base))) {
    const way = wayFrom(base, schemas);
    watchers.push({ globPattern: { baseUri: pathToFileURL(base).href, pattern: `{${way},${way}/**}` } });
  }
  return watchers;
}

/**
 * The pattern of a folder's path below `base`. A name's own glob characters match any one
 * character: a file beside the folder that the pattern takes too is told, and passed over
 * (configurationAt finds it none of the configuration's).
 */
function wayFrom(base: string, folder: string): string {
  return posixPath(relative(base, folder)).replace(/[*?[\]{},\\]/g, '?');
}

/**
 * Watches the sources on the server's side, calling `changed` with the absolute path of a file
 * that may have changed. A folder that cannot be watched (gone, unreadable, out of watches) is
 * passed over: the configuration is then read again at a save or a close, as before.
 */
export function watchOutside(sources: OutsideSources, changed: (absolute: string) => void): () => void {
  const watchers: FSWatcher[] = [];
  /** Watches `folder` for changes to `names` (any where undefined), told as the path `as` names. */
  const follow = (
    folder: string,
    names: readonly string[] | undefined,
    as: (file: string) => string = (file) => join(folder, file),
  ): void => {
    try {
      const watcher = watch(folder, { persistent: false }, (_event, name) => {
        // No name (a platform that cannot tell): any of the names may have changed.
        const which = name === null ? (names ?? ['']) : [String(name)];
        for (const file of which) if (names === undefined || names.includes(file)) changed(as(file));
      });
      watcher.on('error', () => watcher.close());
      watchers.push(watcher);
    } catch {
      // Not watched: see above.
    }
  };
  for (const folder of sources.folders) follow(folder, CONFIG_FILES);
  const schemas = sources.schemas;
  if (schemas !== undefined) {
    // A schemas folder not made yet is watched for from the nearest folder there is: its making
    // is told as a change to it (the configuration is read again, and the folder watched anew).
    const base = existingBase(schemas);
    if (base === schemas) {
      follow(schemas, undefined);
      // Its deletion, told from the folder above (then watched for anew, as above).
      if (dirname(schemas) !== schemas) follow(dirname(schemas), [basename(schemas)], () => schemas);
    } else follow(base, [relative(base, schemas).split(sep)[0] as string], () => schemas);
  }
  return () => {
    for (const watcher of watchers) watcher.close();
  };
}
