// Paths of a tree as the diff writes them: from the root, `/` between folders, `''` the root.
import { groupBy, type AuxFileReader } from '../model/model.js';
import { foldedName } from '../text/fold.js';

/** The folder holding a path (`''`: the root). */
export function dirOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

/** A name inside a folder (`''`: the root), as a path from the root. */
export function joined(dir: string, name: string): string {
  return dir === '' ? name : `${dir}/${name}`;
}

/**
 * A path as it is written, and each other spelling of it that one of the trees holds and that a
 * file system folding case and normalisation (macOS's, Windows's) opens for it: a client there
 * reading `.mcp.json` reads a checkout's `.MCP.json`, which a pull request may add beside no
 * `.mcp.json`. `path` from the folder `under` (as held: it is not spelled otherwise), the spellings
 * from the root. Each spelling found is a name a tree holds, so the spellings of a path are no more
 * than the entries of the trees along it.
 */
export function spelledAlike(trees: readonly AuxFileReader[], path: string, under = ''): string[] {
  let found = [under];
  for (const segment of path.split('/')) {
    const folded = foldedName(segment);
    const next = new Set<string>();
    for (const at of found) {
      next.add(joined(at, segment));
      for (const aux of trees)
        for (const name of foldedNames(aux, at)?.get(folded) ?? []) next.add(joined(at, name));
    }
    found = [...next];
  }
  return found;
}

/**
 * A folder's names by their folded form, once per tree and folder: thousands of paths looked up
 * in one folder of thousands of names would otherwise fold each name for each path.
 */
function foldedNames(aux: AuxFileReader, dir: string): ReadonlyMap<string, string[]> | undefined {
  let folders = FOLDED.get(aux);
  if (!folders) FOLDED.set(aux, (folders = new Map()));
  if (folders.has(dir)) return folders.get(dir);
  const names = aux.folderNames?.(dir);
  const byFold = names ? groupBy(names, foldedName) : undefined;
  folders.set(dir, byFold);
  return byFold;
}

const FOLDED = new WeakMap<AuxFileReader, Map<string, Map<string, string[]> | undefined>>();

/**
 * The paths of a tree's files below the folders `enter` lets the walk into, by the reader's
 * listings: a name the reader lists nothing under is a file (or a link, which is not entered).
 * Empty where the reader cannot list folders.
 */
export function* filesBelow(aux: AuxFileReader, enter: (dir: string) => boolean): Iterable<string> {
  const folders = [''];
  while (folders.length > 0) {
    const dir = folders.pop() as string;
    for (const name of aux.folderNames?.(dir) ?? []) {
      const path = joined(dir, name);
      if (aux.folderNames?.(path) === undefined) yield path;
      else if (enter(path)) folders.push(path);
    }
  }
}
