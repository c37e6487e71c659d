// Writing a report that comes in pieces (see Formatter.chunks): gathered into blocks of about a
// megabyte, so that neither one string nor thousands of system calls hold the whole of it.
import { closeSync, existsSync, mkdirSync, openSync, statSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

const BLOCK = 1 << 20;

/** Calls `write` with the pieces joined into blocks, in order. */
export function inBlocks(chunks: Iterable<string>, write: (block: string) => void): void {
  let pending: string[] = [];
  let size = 0;
  for (const chunk of chunks) {
    pending.push(chunk);
    size += chunk.length;
    if (size >= BLOCK) {
      write(pending.join(''));
      pending = [];
      size = 0;
    }
  }
  if (pending.length > 0) write(pending.join(''));
}

/**
 * Makes a folder and each missing folder above it, one at a time: Node's recursive mkdirSync
 * never returns for a path under /proc, where it is told the folder is missing again and again.
 * Errors are the caller's to word.
 */
export function makeFolders(folder: string): void {
  const missing: string[] = [];
  for (let at = folder; !existsSync(at) && dirname(at) !== at; at = dirname(at)) missing.push(at);
  for (const path of missing.reverse()) {
    try {
      mkdirSync(path);
    } catch (error) {
      // Made meanwhile by another process: as good as made here.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/**
 * Which of `files` a path is, if any: the same file on the disk (by device and inode), so that a
 * link to it or another spelling of its path is it too. Nothing for a path that does not exist.
 */
export function sameFileAs(path: string, files: Iterable<string>): string | undefined {
  const target = fileId(path);
  if (target === undefined) return undefined;
  for (const file of files) if (fileId(file) === target) return file;
  return undefined;
}

/** A regular file's device and inode, where the path leads to one. */
function fileId(path: string): string | undefined {
  try {
    const stat = statSync(path);
    return stat.isFile() ? `${stat.dev}:${stat.ino}` : undefined;
  } catch {
    // Missing, or a file on the way: no file the check read.
    return undefined;
  }
}

/** Writes the pieces to a file, made or emptied first; errors are the caller's to word. */
export function writeChunks(path: string, chunks: Iterable<string>): void {
  const fd = openSync(path, 'w');
  try {
    inBlocks(chunks, (block) => writeSync(fd, block));
  } finally {
    closeSync(fd);
  }
}

/** Why a write failed, in words for the user; `path` when it went to a file they named. */
export function writeProblem(error: unknown, path?: string): string {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  const reasons: Record<string, string> = {
    ...(path !== undefined && {
      ENOENT: `the folder '${dirname(path)}' does not exist`,
      ENOTDIR: 'a folder on its path is a file',
      EEXIST: 'a folder on its path is a file',
    }),
    EISDIR: 'it is a folder',
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    EROFS: 'the file system is read-only',
    ENOSPC: 'no space left on the device',
    EIO: 'an input/output error',
    EBADF: 'it is not open for writing',
  };
  return reasons[code] ?? (code ? `the system says ${code}` : String((error as Error).message));
}
