// The files `mcp pin` and `mcp verify` read and write: a client configuration, the pinned
// inventories. Errors come back as words for the user, never thrown.
import { lstatSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { readFileOutside } from './fs.js';
import { makeFolders, writeProblem } from './write.js';
import { INVENTORY_EXTENSION } from '../core/mcp/inventory.js';

/**
 * The largest file read: the largest `max-file-size` a configuration may set. The bound is for
 * what the system would hand over without end; the check judges an inventory's size itself.
 */
const MAX_SIZE = 1024 * 1024 * 1024;

/**
 * A text file's content, or that it is missing, or why it cannot be read: read as the check
 * reads files (fs.ts), so a link is not followed (nothing it leads to is shown), a FIFO is not
 * waited on, and bytes that are not UTF-8 are said to be so.
 */
export function readTextFile(path: string): { text: string } | { missing: true } | { problem: string } {
  const read = readFileOutside(path, MAX_SIZE);
  if (read.kind === 'file') return { text: read.text };
  if (read.kind === 'missing') return { missing: true };
  return { problem: read.kind === 'folder' ? 'it is a folder' : read.reason };
}

/**
 * Writes the file whole or not at all (a temporary file renamed over it); the folder is made. The
 * temporary file is made anew (`wx`: never opened through a link or a file already at its name,
 * which are removed first), so nothing is written outside the folder.
 */
export function writeTextFile(path: string, text: string): string | undefined {
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    makeFolders(dirname(path));
    rmSync(temporary, { force: true });
    writeFileSync(temporary, text, { flag: 'wx' });
    renameSync(temporary, path);
    return undefined;
  } catch (error) {
    removeQuietly(temporary);
    return writeProblem(error, path);
  }
}

/** Removes a file if it can: a failure to write is told by its own reason, not by this one's. */
function removeQuietly(path: string): void {
  try {
    rmSync(path, { force: true });
  } catch {
    // Nothing is there to remove (a file on the folder's path), or it cannot be: the writer's reason stands.
  }
}

/**
 * The first symbolic link on the way from the current folder down to `folder`, if any: the check
 * follows no link, so an inventory read or written through one (a committed `mcp-servers` that
 * leads out of the repository) is one the check never sees, and lies outside the folder. Only the
 * part below the current folder is the repository's; a folder named outside it is the user's own.
 */
export function linkOnPath(folder: string): string | undefined {
  const below = relative(process.cwd(), resolve(folder));
  if (below === '' || below === '..' || below.startsWith(`..${sep}`) || isAbsolute(below)) return undefined;
  let at = '';
  for (const segment of below.split(sep)) {
    at = at === '' ? segment : join(at, segment);
    try {
      if (lstatSync(at).isSymbolicLink()) return at;
    } catch {
      // Not there (yet): nothing further down is a link.
      return undefined;
    }
  }
  return undefined;
}

/**
 * The names of the inventory files (`.json`, `.yaml`, `.yml`) directly in `folder`, as the file
 * system spells them; none where it is no folder (yet).
 */
export function inventoryFilesIn(folder: string): string[] {
  try {
    return readdirSync(folder).filter((name) => INVENTORY_EXTENSION.test(name));
  } catch {
    return [];
  }
}
