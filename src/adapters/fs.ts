// The filesystem side: walk the root without following links, read files without following
// them either, and answer the core's requests for Agent Skills files. Everything unreadable is
// reported, not thrown.
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readSync,
  statSync,
  type Dirent,
} from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { globMatcher } from '../core/glob.js';
import type { AuxFileReader, AuxRead, RepoFile, RepoInput } from '../core/model.js';
import type { PathClassifier } from '../core/discover.js';
import { hexDigest } from '../core/digest.js';

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${bytes} bytes`;
}

/**
 * UTF-16 or UTF-32 text, which editors on Windows save and which is not binary, by its byte order
 * mark, or, without one, by the NUL byte beside every ASCII character of its start.
 */
function wideEncoding(bytes: Uint8Array): string | undefined {
  const [a, b, c, d] = bytes;
  if (a === 0xff && b === 0xfe && c === 0 && d === 0) return 'UTF-32LE';
  if (a === 0 && b === 0 && c === 0xfe && d === 0xff) return 'UTF-32BE';
  if (a === 0xff && b === 0xfe) return 'UTF-16LE';
  if (a === 0xfe && b === 0xff) return 'UTF-16BE';
  const sample = bytes.subarray(0, Math.min(bytes.length, 256) & ~1);
  if (sample.length < 4) return undefined;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < sample.length; i += 2) {
    if (sample[i] === 0 && sample[i + 1] !== 0) evenNul++;
    if (sample[i + 1] === 0 && sample[i] !== 0) oddNul++;
  }
  const pairs = sample.length / 2;
  if (oddNul === pairs) return 'UTF-16LE';
  if (evenNul === pairs) return 'UTF-16BE';
  return undefined;
}

/** Bytes to text, or why they are not text we read. */
export function decodeText(bytes: Uint8Array, maxSize: number): { text: string } | { unreadable: string } {
  if (bytes.length > maxSize) {
    return {
      unreadable: `the file is ${formatSize(bytes.length)}, over the ${formatSize(maxSize)} limit (max-file-size)`,
    };
  }
  const wide = wideEncoding(bytes);
  if (wide)
    return { unreadable: `the file is ${wide} text; definitions are read as UTF-8, so save it as UTF-8` };
  if (bytes.includes(0)) return { unreadable: 'the file is binary (it contains NUL bytes)' };
  try {
    return { text: decoder.decode(bytes) };
  } catch {
    return { unreadable: 'the file is not valid UTF-8 text' };
  }
}

/** The id git gives these bytes as a blob, so that a folder can be matched against a git tree. */
export function gitBlobId(bytes: Uint8Array): string {
  return hexDigest('sha1', Buffer.concat([Buffer.from(`blob ${bytes.length}\0`, 'latin1'), bytes]));
}

type ReadResult = { text: string; blobId?: string } | { unreadable: string } | 'missing';

// Opening with O_NOFOLLOW refuses a link at the last step atomically, so nothing can swap one in
// between a check and the read; O_NONBLOCK keeps a FIFO from blocking the open. fstat then
// decides on the file actually opened.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);
const LINK = 'the file is a symbolic link; links are not followed';

/**
 * One buffer for every read, grown when a file needs more: the bytes are decoded (copied into a
 * string) and hashed before the next read, and thousands of small files then allocate nothing.
 */
let scratchBuffer = Buffer.alloc(0);
function scratch(size: number): Buffer {
  if (scratchBuffer.length < size) scratchBuffer = Buffer.allocUnsafe(Math.max(size, 64 * 1024));
  return scratchBuffer.subarray(0, size);
}

/** Room left in front of the content for git's blob header, `blob <size>\0`. */
const HEADER_ROOM = 32;
/** What one read of a file the walk saw as regular asks for: most files fit. */
const FIRST_READ = 256 * 1024;

/**
 * A file the walk listed as a regular file, read with one `read`: a read of a regular file is
 * short only at its end, so a file smaller than what was asked for is whole, with no fstat for
 * its size. Anything else (a file that fills the read, or one that cannot be opened) takes the
 * path that looks first. A file swapped for another kind since the walk is still opened without
 * following links or blocking.
 */
function readListedRegularFile(absolute: string, maxSize: number, withBlobId: boolean): ReadResult {
  let fd: number;
  try {
    fd = openSync(absolute, OPEN_FLAGS);
  } catch {
    return readRegularFile(absolute, maxSize, withBlobId);
  }
  let length: number;
  const buffer = scratch(HEADER_ROOM + Math.min(maxSize + 1, FIRST_READ));
  try {
    length = readSync(fd, buffer, HEADER_ROOM, buffer.length - HEADER_ROOM, null);
  } catch {
    length = -1;
  } finally {
    closeSync(fd);
  }
  if (length < 0 || length >= buffer.length - HEADER_ROOM)
    return readRegularFile(absolute, maxSize, withBlobId);
  return textRead(buffer, length, maxSize, withBlobId);
}

/**
 * The text of `length` bytes read into `buffer` at HEADER_ROOM, with git's blob id when wanted:
 * the blob header is written just in front of the content, so the id is one digest of one range.
 */
function textRead(buffer: Buffer, length: number, maxSize: number, withBlobId: boolean): ReadResult {
  const decoded = decodeText(buffer.subarray(HEADER_ROOM, HEADER_ROOM + length), maxSize);
  if (!withBlobId || !('text' in decoded)) return decoded;
  const header = `blob ${length}\0`;
  buffer.write(header, HEADER_ROOM - header.length, 'latin1');
  return {
    text: decoded.text,
    blobId: hexDigest('sha1', buffer.subarray(HEADER_ROOM - header.length, HEADER_ROOM + length)),
  };
}

function readRegularFile(absolute: string, maxSize: number, withBlobId = false): ReadResult {
  if (constants.O_NOFOLLOW === undefined) {
    // No O_NOFOLLOW on this platform: fall back to looking before opening.
    try {
      if (lstatSync(absolute).isSymbolicLink()) return { unreadable: LINK };
    } catch {
      return 'missing';
    }
  }
  let fd: number;
  try {
    fd = openSync(absolute, OPEN_FLAGS);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return 'missing';
    if (code === 'ELOOP' || code === 'EMLINK') return { unreadable: LINK };
    return { unreadable: `the file cannot be read (${code ?? 'error'})` };
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return { unreadable: 'not a regular file' };
    if (stat.size > maxSize) {
      return {
        unreadable: `the file is ${formatSize(stat.size)}, over the ${formatSize(maxSize)} limit (max-file-size)`,
      };
    }
    // One byte more than the limit tells a file that grew since fstat. Having read exactly the
    // size fstat gave, the file is whole: a read of a regular file is short only at its end, so
    // asking again would be one more system call per file just to be told so.
    const buffer = scratch(HEADER_ROOM + Math.min(stat.size, maxSize) + 1);
    const room = buffer.length - HEADER_ROOM;
    let length = 0;
    for (let n = 1; n > 0 && length < room && length !== stat.size; length += n)
      n = readSync(fd, buffer, HEADER_ROOM + length, room - length, null);
    return textRead(buffer, length, maxSize, withBlobId);
  } catch (error) {
    return { unreadable: `the file cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})` };
  } finally {
    closeSync(fd);
  }
}

/**
 * Paths under the root that could be definitions, POSIX and relative: every entry that is not a
 * folder (links are listed, never entered), for the classifier to match. Folders no glob can
 * reach are not read: folders whose names start with a dot when no glob names one (globs do not
 * match dot segments otherwise), and folders an ignore glob ending in `/**` covers whole —
 * node_modules and .git among them, by the ignore globs every configuration has. Nor are
 * submodules (folders with their own `.git`). Iterative, so a deeply nested tree cannot exhaust
 * the stack.
 */
export function listFiles(
  root: string,
  classifier: PathClassifier,
  /** Receives every folder the walk entered: folders, not links to them (links are never entered). */
  entered?: (dir: string) => void,
  /** Receives every listed entry that was not a regular file when listed (a link, a FIFO, unknown). */
  irregular?: (path: string) => void,
): string[] {
  const dotGlobs = classifier.patterns.some((g) => /(^|[/{,])\./.test(g));
  // `X/**` ignores everything below a folder matching X: such folders are not read.
  const prunes = classifier.ignorePatterns
    .filter((g) => g.length > 3 && g.endsWith('/**'))
    .map((g) => {
      const prefix = g.slice(0, -3);
      const matches = globMatcher(prefix, true);
      return (path: string): boolean => path === prefix || matches(path);
    });
  const out: string[] = [];
  const pending: string[] = [''];
  while (pending.length > 0) {
    const dir = pending.pop() as string;
    let entries: Dirent[];
    try {
      entries = readdirSync(dir === '' ? root : join(root, dir), { withFileTypes: true });
    } catch {
      continue; // An unreadable folder is skipped, as a glob walk would.
    }
    // A folder below the root with its own `.git` (a submodule, or a repository inside this
    // one) is another repository: a git base sees only its commit id, never its files, so the
    // walk does not list them either, and the head and the base see the same files.
    if (dir !== '' && entries.some((e) => e.name === '.git')) continue;
    for (const entry of entries) {
      const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
      if (!entry.isDirectory()) {
        out.push(path);
        if (!entry.isFile()) irregular?.(path);
        continue;
      }
      if (entry.name.startsWith('.') && !dotGlobs) continue;
      if (prunes.some((covers) => covers(path))) continue;
      entered?.(path);
      pending.push(path);
    }
  }
  return out;
}

export class FolderReader implements AuxFileReader {
  private readonly safeDirs = new Map<string, 'folder' | 'link' | 'none'>();
  /** Folders the walk entered ('' the root): their every entry was listed. */
  private readonly walked = new Set<string>();
  /** Entries of the walked folders that were not regular files (the others were). */
  private readonly irregular = new Set<string>();

  constructor(
    readonly root: string,
    private readonly maxSize: number,
    /** Compute git blob ids, for a comparison with a git base. */
    private readonly withBlobIds = false,
  ) {}

  /** A listed path joined to the root: listed paths are already clean, so no path.join to normalise them. */
  private absolute(relative: string): string {
    return `${this.root}/${relative}`;
  }

  /** Folders the walk found to be folders: no lstat needed to know they are not links. */
  trustFolder(dir: string): void {
    this.safeDirs.set(dir, 'folder');
    this.walked.add(dir);
  }

  /**
   * Reads a file: with one read when the walk listed its folder and did not see something other
   * than a regular file there (the file may also have been missing then; the open says so).
   */
  private readFile(relative: string): ReadResult {
    const slash = relative.lastIndexOf('/');
    const listed = this.walked.has(slash === -1 ? '' : relative.slice(0, slash));
    return listed && !this.irregular.has(relative) && constants.O_NOFOLLOW !== undefined
      ? readListedRegularFile(this.absolute(relative), this.maxSize, this.withBlobIds)
      : readRegularFile(this.absolute(relative), this.maxSize, this.withBlobIds);
  }

  /** An entry the walk listed that was not a regular file: read it the way that looks first. */
  markIrregular(path: string): void {
    this.irregular.add(path);
  }

  /**
   * Why a relative path cannot be inside the root: the first folder on the way that is a
   * symbolic link ('link', never followed) or no folder at all ('none'); undefined when every
   * folder on the way is a real one.
   */
  private blockedAt(relative: string): { dir: string; kind: 'link' | 'none' } | undefined {
    const parts = relative.split('/');
    let dir = '';
    for (const part of parts.slice(0, -1)) {
      dir = dir === '' ? part : `${dir}/${part}`;
      let kind = this.safeDirs.get(dir);
      if (kind === undefined) {
        try {
          const stat = lstatSync(this.absolute(dir));
          kind = stat.isSymbolicLink() ? 'link' : stat.isDirectory() ? 'folder' : 'none';
        } catch {
          kind = 'none';
        }
        this.safeDirs.set(dir, kind);
      }
      if (kind !== 'folder') return { dir, kind };
    }
    return undefined;
  }

  /** Reads by path, kept when blob ids are wanted: the base asks for ids the head reads anyway. */
  private readonly auxReads = new Map<string, { read: AuxRead; blobId: string | undefined }>();

  private auxRead(path: string): { read: AuxRead; blobId: string | undefined } {
    const kept = this.auxReads.get(path);
    if (kept) return kept;
    let entry: { read: AuxRead; blobId: string | undefined };
    const blocked = this.blockedAt(path);
    const result = blocked ? 'missing' : this.readFile(path);
    if (blocked?.kind === 'link') entry = { read: { kind: 'missing', link: blocked.dir }, blobId: undefined };
    else if (result === 'missing') entry = { read: { kind: 'missing' }, blobId: undefined };
    else if ('text' in result) entry = { read: { kind: 'text', text: result.text }, blobId: result.blobId };
    else entry = { read: { kind: 'unreadable', reason: result.unreadable }, blobId: undefined };
    if (this.withBlobIds) this.auxReads.set(path, entry);
    return entry;
  }

  read(path: string): AuxRead {
    return this.auxRead(path).read;
  }

  blobId(path: string): string | undefined {
    return this.withBlobIds ? this.auxRead(path).blobId : undefined;
  }

  /**
   * A file the walk listed. Its folders are the ones the walk entered, never links, so unlike
   * `read` it needs no check of the folders above it; the open itself refuses a link.
   */
  listedFile(path: string, kind: RepoFile['kind']): RepoFile {
    const result = this.readFile(path);
    if (result === 'missing')
      return { path, kind, unreadable: 'the file disappeared while it was being read' };
    if (!('text' in result)) return { path, kind, unreadable: result.unreadable };
    return result.blobId
      ? { path, kind, text: result.text, blobId: result.blobId }
      : { path, kind, text: result.text };
  }
}

export function readFolder(
  root: string,
  classifier: PathClassifier,
  maxSize: number,
  withBlobIds = false,
): RepoInput {
  const reader = new FolderReader(root, maxSize, withBlobIds);
  reader.trustFolder('');
  // The Agent Skills files read later lie in folders the walk has seen: no lstat for each again.
  const { files, discovery } = classifier.classify(
    listFiles(
      root,
      classifier,
      (dir) => reader.trustFolder(dir),
      (path) => reader.markIrregular(path),
    ),
  );
  return { files: files.map((f) => reader.listedFile(f.path, f.kind)), aux: reader, discovery };
}

/** What is at a path the user named (a root, a base folder): the path itself may be a link. */
export function pathKind(path: string): 'folder' | 'file' | 'missing' | 'other' {
  try {
    const stat = statSync(path);
    return stat.isDirectory() ? 'folder' : stat.isFile() ? 'file' : 'other';
  } catch {
    return 'missing';
  }
}

/** A file or folder inside a root, reached without passing through a link or leaving the root. */
export type RootPath =
  | { kind: 'file'; text: string }
  | { kind: 'folder' }
  | { kind: 'missing' }
  | { kind: 'refused'; reason: string };

/** The walk from the root down a relative path, looking at each step before taking it. */
function walkInRoot(
  root: string,
  relative: string,
): { kind: 'file'; absolute: string } | Exclude<RootPath, { kind: 'file' }> {
  const parts = relative.split(/[/\\]/).filter((p) => p !== '' && p !== '.');
  if (isAbsolute(relative) || parts.includes('..'))
    return { kind: 'refused', reason: 'it is outside the root' };
  let path = root;
  for (const [i, part] of parts.entries()) {
    path = join(path, part);
    let stat;
    try {
      stat = lstatSync(path);
    } catch {
      return { kind: 'missing' };
    }
    const last = i === parts.length - 1;
    if (stat.isSymbolicLink()) {
      const what = last ? 'it is' : `'${parts.slice(0, i + 1).join('/')}' on its path is`;
      return { kind: 'refused', reason: `${what} a symbolic link; links are not followed` };
    }
    if (!last && !stat.isDirectory()) return { kind: 'missing' };
    if (last && !stat.isDirectory()) return { kind: 'file', absolute: path };
  }
  return { kind: 'folder' };
}

/** What a relative path inside the root is, by the rules of readInRoot, without reading it. */
export function probeInRoot(
  root: string,
  relative: string,
): { kind: 'file' } | Exclude<RootPath, { kind: 'file' }> {
  const found = walkInRoot(root, relative);
  return found.kind === 'file' ? { kind: 'file' } : found;
}

/**
 * Reads what the configuration names (the configuration file, a schemas folder and its files) by
 * the rules definitions are read by: a relative path that stays inside the root, no symbolic link
 * followed on the way or at the end. A refusal says why, never what the file holds.
 */
export function readInRoot(root: string, relative: string, maxSize: number): RootPath {
  const found = walkInRoot(root, relative);
  if (found.kind !== 'file') return found;
  const result = readRegularFile(found.absolute, maxSize);
  if (result === 'missing') return { kind: 'missing' };
  if ('text' in result) return { kind: 'file', text: result.text };
  return { kind: 'refused', reason: result.unreadable };
}
