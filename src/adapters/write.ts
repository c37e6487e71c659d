// Writing a report that comes in pieces (see Formatter.chunks): gathered into blocks of about a
// megabyte, so that neither one string nor thousands of system calls hold the whole of it.
import { closeSync, openSync, writeSync } from 'node:fs';

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

/** Writes the pieces to a file, made or emptied first; errors are the caller's to word. */
export function writeChunks(path: string, chunks: Iterable<string>): void {
  const fd = openSync(path, 'w');
  try {
    inBlocks(chunks, (block) => writeSync(fd, block));
  } finally {
    closeSync(fd);
  }
}
