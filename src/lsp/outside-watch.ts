// Watching what the configuration is read from outside the workspace folder (a configuration
// file above it, the schemas folder it names): a client's watchers cover the folder it opened
// only, and a `git checkout` there changes these files with no save in the editor. The client is
// asked to watch them where it takes patterns relative to any folder; else the server watches
// them itself (fs.watch: one folder each, never the tree below).
import { watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FileSystemWatcher } from 'vscode-languageserver/node';
import { CONFIG_FILES } from './workspace.js';

/** What to watch: the folders a configuration file is looked for in, and a schemas folder. */
interface OutsideSources {
  folders: readonly string[];
  schemas: string | undefined;
}

/** One key per set of sources: watchers are made again only when it changes. */
export function sourcesKey(sources: OutsideSources): string {
  return JSON.stringify([sources.folders, sources.schemas ?? null]);
}

/** The client's watchers for the sources, as patterns relative to each folder. */
export function clientWatchers(sources: OutsideSources): FileSystemWatcher[] {
  const watchers: FileSystemWatcher[] = sources.folders.map((folder) => ({
    globPattern: { baseUri: pathToFileURL(folder).href, pattern: `{${CONFIG_FILES.join(',')}}` },
  }));
  if (sources.schemas !== undefined)
    watchers.push({ globPattern: { baseUri: pathToFileURL(sources.schemas).href, pattern: '**/*' } });
  return watchers;
}

/**
 * Watches the sources on the server's side, calling `changed` with the absolute path of a file
 * that may have changed. A folder that cannot be watched (gone, unreadable, out of watches) is
 * passed over: the configuration is then read again at a save or a close, as before.
 */
export function watchOutside(sources: OutsideSources, changed: (absolute: string) => void): () => void {
  const watchers: FSWatcher[] = [];
  const follow = (folder: string, names: readonly string[] | undefined): void => {
    try {
      const watcher = watch(folder, { persistent: false }, (_event, name) => {
        // No name (a platform that cannot tell): any of the names may have changed.
        const which = name === null ? (names ?? ['']) : [String(name)];
        for (const file of which)
          if (names === undefined || names.includes(file)) changed(join(folder, file));
      });
      watcher.on('error', () => watcher.close());
      watchers.push(watcher);
    } catch {
      // Not watched: see above.
    }
  };
  for (const folder of sources.folders) follow(folder, CONFIG_FILES);
  if (sources.schemas !== undefined) follow(sources.schemas, undefined);
  return () => {
    for (const watcher of watchers) watcher.close();
  };
}
