// The files `mcp pin` and `mcp verify` read and write: a client configuration, the pinned
// inventories. Errors come back as words for the user, never thrown.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const reasons: Record<string, string> = {
  EISDIR: 'it is a folder',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOTDIR: 'a folder on its path is a file',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
};

const reason = (error: unknown): string => {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  return reasons[code] ?? `the system says ${code || (error as Error).message}`;
};

/** A text file's content, or that it is missing, or why it cannot be read. */
export function readTextFile(path: string): { text: string } | { missing: true } | { problem: string } {
  try {
    return { text: readFileSync(path, 'utf8') };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { missing: true };
    return { problem: reason(error) };
  }
}

/** Writes the file whole or not at all (a temporary file renamed over it); the folder is made. */
export function writeTextFile(path: string, text: string): string | undefined {
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(temporary, text);
    renameSync(temporary, path);
    return undefined;
  } catch (error) {
    rmSync(temporary, { force: true });
    return reason(error);
  }
}
