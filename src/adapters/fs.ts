// The filesystem side: walk the root without following links, read files
// without following them either, and answer the core's requests for Agent Skills files. What
// cannot be read (a file, a folder) is reported, never thrown (README.md).
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readlinkSync,
  readSync,
  realpathSync,
  statSync,
  type Dirent,
  type Stats,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, isAbsolute, join, resolve, sep } from 'node:path';
import {
  EXECUTABLE,
  UNREAD_ID,
  type AuxFileReader,
  type AuxRead,
  type RepoFile,
  type RepoInput,
} from '../core/model/model.js';
import type { CommittedFile, CommittedFiles, LeftOut } from './git.js';
import { linkedFolder, linkIdentity, linkLines, throughLinks, type LinkedEntry } from './linked-files.js';
import { ComposedListings, type FolderEntries, type ListBudget } from './folder-listing.js';
import { foldedName } from '../core/text/fold.js';
import type { Classified, PathClassifier } from '../core/config/discover.js';
import { FILE_START, GATE_ONLY } from '../core/model/diagnostic.js';
import {
  cannotRead,
  decodeText,
  FILE_NAME_NOT_UTF8,
  FOLDER_LINK,
  FOLDER_LINK_OUTSIDE,
  LEFT_OUT_OF_CHECKOUT,
  FOLDER_NAME_NOT_UTF8,
  gitBlobHash,
  gitBlobId,
  LINK_REFUSED,
  linkRefused,
  overSizeLimit,
  SUBMODULE,
  submoduleAt,
  submoduleIdentity,
  unreadableRead,
  type Unread,
} from './read-text.js';

type ReadResult = { text: string; blobId?: string } | Unread | 'missing';

// Opening with O_NOFOLLOW refuses a link at the last step atomically, so nothing can swap one in
// between a check and the read; O_NONBLOCK keeps a FIFO swapped in after the look from blocking
// the open. fstat then decides on the file actually opened (openRegular).
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

/** The longest name a folder holds, in bytes (Linux, macOS, Windows alike). */
const NAME_MAX = 255;

/** Why a folder, a device or a pipe at a file's path is not read. */
const NOT_REGULAR = 'not a regular file';

/** What fileBlobId gives for a file it could hash (else it says why not). */
const BLOB_ID = /^[0-9a-f]{40,64}$/;

/** What fileBlobId gives, as a listing writes it, for a file it could hash. */
const LISTED_ID = /^(?:exec:)?[0-9a-f]{40,64}$/;

/** How much of a file fileBlobId holds at once. */
const HASH_PIECE = 1024 * 1024;

/** A file of the size fstat gave. */
function readSized(fd: number, size: number, maxSize: number): Buffer {
  // One byte more than fstat's size tells a file that grew since; having read exactly that
  // size, the file is whole (a read of a regular file is short only at its end).
  const buffer = Buffer.allocUnsafe(Math.min(size, maxSize) + 1);
  let length = 0;
  for (let n = 1; n > 0 && length < buffer.length && length !== size; length += n)
    n = readSync(fd, buffer, length, buffer.length - length, null);
  return buffer.subarray(0, length);
}

/** How much of a file of no known size is asked for at once: little at first, most are empty. */
const UNSIZED_FIRST = 4 * 1024;
const UNSIZED_PIECE = 64 * 1024;

/**
 * A regular file of size 0: empty, or one the system makes as it is read (/proc, /sys), whose
 * size fstat does not give. Read to its end, at most one byte over the limit, so that one the
 * system refuses to read (/proc/self/mem) is refused, not taken for an empty file.
 */
function readToEnd(fd: number, maxSize: number): Buffer {
  const pieces: Buffer[] = [];
  let length = 0;
  for (let n = 1; n > 0 && length <= maxSize; length += n) {
    const piece = Buffer.allocUnsafe(
      Math.min(length === 0 ? UNSIZED_FIRST : UNSIZED_PIECE, maxSize + 1 - length),
    );
    n = readSync(fd, piece, 0, piece.length, null);
    pieces.push(piece.subarray(0, n));
  }
  return Buffer.concat(pieces, length);
}

/** A user's file open for reading, or why it is not: a link, no regular file, or the system's error. */
type Opened = { fd: number; stat: Stats } | { refused: 'link' | 'not-regular' } | { error: unknown };

/**
 * Opens a user's file (a definition, an inventory, an Agent Skills folder's file, a schema, the
 * configuration) for reading: the one place that does. What is there is looked at first, so a
 * FIFO, a socket or a device is refused unopened: opening a FIFO's read end, even non-blocking
 * and at once closed, releases a writer waiting on it. The file may be swapped between the look
 * and the open: the open's flags and fstat refuse what was swapped in, and nothing waits.
 * On success the caller closes the descriptor.
 */
function openRegular(absolute: FsPath): Opened {
  try {
    const seen = lstatSync(absolute);
    if (seen.isSymbolicLink()) return { refused: 'link' };
    if (!seen.isFile()) return { refused: 'not-regular' };
  } catch (error) {
    return { error };
  }
  let fd: number;
  try {
    fd = openSync(absolute, OPEN_FLAGS);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ELOOP' || code === 'EMLINK' ? { refused: 'link' } : { error };
  }
  try {
    const stat = fstatSync(fd);
    if (stat.isFile()) return { fd, stat };
    closeSync(fd);
    return { refused: 'not-regular' };
  } catch (error) {
    closeSync(fd);
    return { error };
  }
}

/** Why a file openRegular did not open is not read; `link` says it for a link. */
function notOpened(opened: Exclude<Opened, { fd: number }>, link: string): Unread | 'missing' {
  const code = 'error' in opened ? (opened.error as NodeJS.ErrnoException).code : undefined;
  // A file on the way (`gh.js/x`) stands where a folder would: no file is there.
  if (code === 'ENOENT' || code === 'ENOTDIR') return 'missing';
  return { unreadable: notOpenedReason(opened, link) };
}

/** The reason a file openRegular did not open gives, whatever it was (a missing one too). */
function notOpenedReason(opened: Exclude<Opened, { fd: number }>, link = LINK_REFUSED): string {
  if ('error' in opened) return cannotRead('file', opened.error);
  return opened.refused === 'link' ? link : NOT_REGULAR;
}

/**
 * A file's text. `link`: the words for a link, after the subject the reader names it by (a
 * definition "the file is", a path the user or the configuration names "it is").
 */
function readRegularFile(
  absolute: string,
  maxSize: number,
  withBlobId = false,
  link = LINK_REFUSED,
): ReadResult {
  const opened = openRegular(absolute);
  if (!('fd' in opened)) return notOpened(opened, link);
  const { fd, stat } = opened;
  try {
    if (stat.size > maxSize) return { unreadable: overSizeLimit(stat.size, maxSize) };
    const bytes = stat.size === 0 ? readToEnd(fd, maxSize) : readSized(fd, stat.size, maxSize);
    const decoded = decodeText(bytes, maxSize);
    return withBlobId && 'text' in decoded ? { text: decoded.text, blobId: gitBlobId(bytes) } : decoded;
  } catch (error) {
    return { unreadable: cannotRead('file', error) };
  } finally {
    closeSync(fd);
  }
}

/** What a walk of the root found. */
interface Listing {
  /** Every entry that is not a folder, POSIX and relative to the root: links are listed, never entered. */
  paths: string[];
  /** The folders below the root that the walk found: real folders, never links to them. */
  folders: string[];
  /** Folders that could not be read, and why ('.' the root itself): their files are not checked. */
  unreadable: {
    path: string;
    reason: string;
    behind?: string;
    below?: true;
    gateOnly?: true;
    /** A link to a file here: a folder's only where it leads out of the root (linksHidingFiles). */
    toFile?: true;
  }[];
  /** Empty folders where the globs would look in or below: a submodule a checkout did not fetch looks like one. */
  empty: string[];
}

/**
 * The commits of submodules (relative to the root): those the walk did not enter (with their own
 * `.git`) and empty folders, which git may hold as ones a checkout did not fetch (git.ts submoduleCommits).
 */
type GitlinksAmong = (entered: readonly string[], empty: readonly string[]) => ReadonlyMap<string, string>;

/**
 * A walk that read more entries than its limit allows (listFiles), or folders' listings that read
 * more than their budget between them (`folder`: the one listed when it ran out).
 */
export class TooManyEntries extends Error {
  constructor(
    readonly limit: number,
    readonly folder?: string,
  ) {
    super(`more than ${limit} files and folders`);
  }
}

/**
 * The entries under the root that could be definitions, for the classifier to match: every
 * entry that is not a folder (a link is listed, never entered, so a link to a folder or a loop of
 * links costs one entry). Folders no glob can reach are not read: folders below which no glob
 * can take a file (`docs` where every glob starts `agents/`; the default globs, which start with
 * `**`, reach `.github/actors` and `actors/.drafts` as Python's pathlib glob does, so the
 * classifier reads them), and folders an ignore glob ending in `/**` covers whole, node_modules
 * and .git among them. Nor are submodules
 * (folders with their own `.git`). Iterative, so a deeply nested tree cannot exhaust the stack.
 *
 * Not fast-glob: its `**` is picomatch 2's regular expression, whose `.` does not match a newline,
 * so it silently drops every path with one (a hostile file name would escape the check), and
 * every ignore glob would go to a matcher that backtracks. It measured the same as this walk.
 *
 * `limit` bounds the entries read (the language server's: an editor opened at a home folder is
 * answered, not walked for minutes); past it the walk stops with a TooManyEntries.
 */
export function listFiles(root: string, classifier: PathClassifier, limit = Infinity): Listing {
  const listing: Listing = { paths: [], folders: [], unreadable: [], empty: [] };
  const pending: string[] = [''];
  let read = 0;
  while (pending.length > 0) {
    const dir = pending.pop() as string;
    let entries: Dirent[];
    try {
      entries = readdirSync(dir === '' ? root : join(root, dir), { withFileTypes: true });
    } catch (error) {
      // A folder that vanished during the walk is no finding; one the system refuses is, and so
      // is one whose name is not UTF-8: it reads back with U+FFFD, a name no folder has, while
      // the runtime's loader (Python's glob) enters it.
      const vanished = (error as NodeJS.ErrnoException).code === 'ENOENT';
      if (vanished && dir.includes('\uFFFD'))
        listing.unreadable.push({
          path: dir,
          reason: FOLDER_NAME_NOT_UTF8,
        });
      else if (!vanished && !classifier.ignoresFolder(dir || '.'))
        listing.unreadable.push({
          path: dir || '.',
          reason: `${cannotRead('folder', error)}; the files in it are not checked`,
        });
      continue;
    }
    read += entries.length;
    if (read > limit) throw new TooManyEntries(limit);
    // A folder below the root with its own `.git` (a submodule, or a repository inside this
    // one) is another repository: a git base sees only its commit id, never its files, so the
    // walk does not list them either, and the head and the base see the same files.
    if (dir !== '' && entries.some((e) => e.name === '.git')) {
      if (classifier.mayLookBelow(dir)) listing.unreadable.push({ path: dir, reason: SUBMODULE });
      continue;
    }
    if (dir !== '' && entries.length === 0 && classifier.mayLookBelow(dir)) listing.empty.push(dir);
    for (const entry of entries) {
      const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
      if (entry.isSymbolicLink()) {
        // One below which the globs look hides files only where it leads where the walk does not
        // read, and one to a file here is that file only where it stays in the root
        // (linksHidingFiles, once a reader can follow it).
        const toFile = linksToFile(join(root, path)) ? { toFile: true as const } : {};
        if (classifier.mayLookIn(path)) listing.unreadable.push({ path, reason: FOLDER_LINK, ...toFile });
        else if (classifier.mayLookBelow(path))
          listing.unreadable.push({ path, reason: FOLDER_LINK, below: true, ...toFile });
      }
      if (!entry.isDirectory()) listing.paths.push(path);
      else if (classifier.mayReach(path)) {
        listing.folders.push(path);
        pending.push(path);
      }
    }
  }
  return listing;
}

/** A path as the system takes it: its bytes where a name on it is not UTF-8, which no string spells. */
type FsPath = string | Buffer;

/**
 * A folder as a listing reads it (folder-listing.ts): its files, links and submodules (a line),
 * its subfolders by key, and how many entries it read; or the line saying it cannot be read.
 */
type ReadFolder =
  | {
      path: string;
      entries: (
        | { kind: 'file'; path: string; full: FsPath }
        | { kind: 'link'; path: string; target: string }
        | { kind: 'line'; line: string }
      )[];
      folders: { key: string; path: string }[];
      read: number;
    }
  | { failed: string };

/** The first folder on a path's way that is a symbolic link ('link') or no folder at all ('none'). */
type Blocked = { dir: string; kind: 'link' | 'none' };

/**
 * The key a folder's listing is kept by: its path, or where a name on it is not UTF-8 (two such
 * names may read alike), its bytes, which no path spells (a path holds no NUL).
 */
function folderKey(path: string, full: FsPath): string {
  return typeof full === 'string' ? path : `\u0000${full.toString('hex')}`;
}

/**
 * A folder entry's path: a string while every name on it is UTF-8 (a name that is not reads back
 * as U+FFFD, a name no file has, so its file was "unreadable" whatever it held), else its bytes.
 */
function entryPath(folder: FsPath, name: string, bytes: Buffer): FsPath {
  if (typeof folder === 'string' && (!name.includes('\uFFFD') || Buffer.from(name).equals(bytes)))
    return `${folder}/${name}`;
  return Buffer.concat([Buffer.from(folder), Buffer.from('/'), bytes]);
}

/** A link's target as its bytes, or why it cannot be read (it went during the walk). */
function linkTargetHex(full: Buffer): string {
  try {
    return readlinkSync(full, 'buffer').toString('hex');
  } catch (error) {
    return cannotRead('file', error);
  }
}

/**
 * What a folder whose name is not UTF-8 holds, found by its name's bytes (the walk cannot open it
 * by its name): a digest of each file's path and blob id below it, a link by its target, so that
 * an edit in it is a change of its finding, as a link's target is (SPEC §6: never silence).
 */
function contentByNameBytes(root: string, path: string): string {
  const slash = path.lastIndexOf('/');
  const parent = join(root, slash < 0 ? '' : path.slice(0, slash));
  const name = path.slice(slash + 1);
  const lines: string[] = [];
  const pending: { full: FsPath; shown: string }[] = [];
  try {
    for (const bytes of readdirSync(parent, { encoding: 'buffer' }))
      if (bytes.toString('utf8') === name)
        pending.push({ full: entryPath(parent, name, bytes), shown: bytes.toString('hex') });
  } catch {
    return '';
  }
  // Iterative, each entry once: a deep or wide folder costs its entries, never the stack.
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    let entries: Dirent<Buffer>[];
    try {
      entries = readdirSync(next.full, { encoding: 'buffer', withFileTypes: true });
    } catch (error) {
      lines.push(`${next.shown} ${cannotRead('folder', error)}`);
      continue;
    }
    for (const entry of entries) {
      const full = Buffer.concat([Buffer.from(next.full), Buffer.from('/'), entry.name]);
      const shown = `${next.shown}/${entry.name.toString('hex')}`;
      if (entry.isDirectory()) pending.push({ full, shown });
      else if (entry.isSymbolicLink()) lines.push(`${shown} link:${linkTargetHex(full)}`);
      else lines.push(`${shown} ${fileBlobId(full, true)}`);
    }
  }
  return createHash('sha1').update(lines.sort().join('\n')).digest('hex');
}

/**
 * A file's git blob id, hashed a piece at a time: a file over the size limit is never held whole,
 * yet a change to it is a change (SPEC §3), and its id is the one a git base lists. Opened as
 * reads are (no link followed, a FIFO never waited on); anything but a regular file, by what it is.
 * `listed`: as a folder's listing writes it, marked where the file is executable, as git would
 * hold it (a file system without modes, Windows's, has none to tell).
 */
function fileBlobId(absolute: FsPath, listed = false): string {
  const opened = openRegular(absolute);
  if (!('fd' in opened)) return notOpenedReason(opened);
  const { fd, stat } = opened;
  try {
    const { size } = stat;
    const hash = gitBlobHash(size);
    const piece = Buffer.allocUnsafe(Math.max(1, Math.min(size, HASH_PIECE)));
    let length = 0;
    for (let n = 1; n > 0 && length < size; length += n) {
      n = readSync(fd, piece, 0, Math.min(piece.length, size - length), null);
      hash.update(piece.subarray(0, n));
    }
    // A file that shrank while it was hashed has no one id: say so rather than a wrong one.
    if (length !== size) return 'changed while it was being read';
    const executable = listed && process.platform !== 'win32' && (stat.mode & 0o100) !== 0;
    return `${executable ? EXECUTABLE : ''}${hash.digest('hex')}`;
  } catch (error) {
    return cannotRead('file', error);
  } finally {
    closeSync(fd);
  }
}

/**
 * Whether a file holds git's blob `id` as it is: the blob's bytes, or, the blob being a Git LFS
 * pointer, the content it names (which a pointer changes with). A checkout that converts (CRLF
 * line ends, `working-tree-encoding`, `ident`, another filter) writes bytes that the runtime reads
 * and the blob does not hold: where the attributes deciding them are not the base's, such a file
 * is its bytes on disk (a script read as Big5, where `許` ends in a backslash, or with CRLF,
 * where `X=1` sets `1\r`, runs what it did not before).
 */
function writtenFrom(absolute: FsPath, id: string, maxSize: number): boolean {
  const opened = openRegular(absolute);
  if (!('fd' in opened)) return false;
  const { fd, stat } = opened;
  try {
    if (stat.size > maxSize) return hashedAsWritten(fd, stat.size, id);
    const bytes = readSized(fd, stat.size, maxSize);
    if (bytes.length !== stat.size) return false;
    return (
      gitBlobId(bytes) === id ||
      gitBlobId(lfsPointer(createHash('sha256').update(bytes).digest('hex'), bytes.length)) === id
    );
  } catch {
    return false;
  } finally {
    closeSync(fd);
  }
}

/** writtenFrom for a file over the size limit, never held whole: its bytes, or the content of an LFS pointer. */
function hashedAsWritten(fd: number, size: number, id: string): boolean {
  const blob = gitBlobHash(size);
  const content = createHash('sha256');
  const piece = Buffer.allocUnsafe(Math.min(size, HASH_PIECE));
  let length = 0;
  for (let n = 1; n > 0 && length < size; length += n) {
    n = readSync(fd, piece, 0, Math.min(piece.length, size - length), null);
    blob.update(piece.subarray(0, n));
    content.update(piece.subarray(0, n));
  }
  if (length !== size) return false;
  return blob.digest('hex') === id || gitBlobId(lfsPointer(content.digest('hex'), size)) === id;
}

/** The pointer Git LFS commits for content of this SHA-256 and size, which its smudge filter turns back. */
function lfsPointer(sha256: string, size: number): Buffer {
  return Buffer.from(`version https://git-lfs.github.com/spec/v1\noid sha256:${sha256}\nsize ${size}\n`);
}

/**
 * Whether a link leads to a regular file here: asked of its target, which is never read. One that
 * leads to a folder, or to nothing here (`/opt/shared/skills`, a path a runtime's host may have),
 * may be a folder the runtime loads through it: counted as one, as a git base counts every link;
 * so is one to a file out of the root (linksHidingFiles).
 */
function linksToFile(absolute: string): boolean {
  try {
    return statSync(absolute).isFile();
  } catch {
    return false;
  }
}

export class FolderReader implements AuxFileReader {
  private readonly safeDirs = new Map<string, 'folder' | 'link' | 'none'>();

  constructor(
    readonly root: string,
    private readonly maxSize: number,
    /** Compute git blob ids, for a comparison with a git base. */
    private readonly withBlobIds = false,
    /** Folders a walk found to be folders (not links to them): no lstat needed for them. */
    folders: readonly string[] = [],
    /** Git's ids of the files whose working copy is as git holds it, and what an install put beside them (git.ts committedIds): asked for once, when a folder is listed or a file read. */
    private readonly committed?: () => CommittedFiles | undefined,
    /** The entries folders' listings may read between them (the language server's); past it, TooManyEntries. */
    private readonly listBudget: ListBudget = { limit: Infinity, left: Infinity },
    /** The files a sparse checkout left out of the work tree, with git's ids (git.ts leftOutOfWorkTree). */
    private readonly leftOut?: LeftOut,
  ) {
    for (const dir of folders) this.safeDirs.set(dir, 'folder');
  }

  /** A listed path joined to the root: listed paths are already clean, so no path.join to normalise them. */
  private absolute(relative: string): string {
    return `${this.root}/${relative}`;
  }

  /**
   * Why a relative path cannot be inside the root: the first folder on the way that is a
   * symbolic link ('link', never followed) or no folder at all ('none'); undefined when every
   * folder on the way is a real one.
   */
  private blockedAt(relative: string): Blocked | undefined {
    const slash = relative.lastIndexOf('/');
    return slash < 0 ? undefined : (this.blockedFolder(relative.slice(0, slash)) ?? undefined);
  }

  /** blockedAt of a folder's files, by folder: a path's folders are looked at once for all its files. */
  private readonly blockedMemo = new Map<string, Blocked | null>();

  /** The first folder from the root down to `dir`, itself included, that blocks the way (blockedAt). */
  private blockedFolder(dir: string): Blocked | null {
    // Up to the first folder answered before, then down again: paths may be deep.
    const unanswered: string[] = [];
    let found: Blocked | null | undefined;
    for (let at = dir; found === undefined;) {
      found = this.blockedMemo.get(at);
      if (found !== undefined) break;
      unanswered.push(at);
      const slash = at.lastIndexOf('/');
      if (slash < 0) found = null;
      else at = at.slice(0, slash);
    }
    for (let i = unanswered.length - 1; i >= 0; i--) {
      const at = unanswered[i] as string;
      found ??= this.blocks(at);
      this.blockedMemo.set(at, found);
    }
    return found;
  }

  /** How a folder on the way blocks it, by what it is itself: a link, no folder, one an install put there. */
  private blocks(dir: string): Blocked | null {
    let kind = this.safeDirs.get(dir);
    if (kind === undefined && !this.leftOutIn(dir) && this.surelyAbsent(dir))
      this.safeDirs.set(dir, (kind = 'none'));
    if (kind === undefined) {
      try {
        const stat = lstatSync(this.absolute(dir));
        kind = stat.isSymbolicLink() ? 'link' : stat.isDirectory() ? 'folder' : 'none';
      } catch {
        kind = 'none';
      }
      // A folder a sparse checkout left out whole is one, as the commit holds it (leftOutIn).
      if (kind === 'none' && this.leftOutIn(dir)) kind = 'folder';
      this.safeDirs.set(dir, kind);
    }
    if (kind !== 'folder') return { dir, kind };
    // A folder an install put there holds nothing a commit holds (`installed`).
    return this.installed(dir) ? { dir, kind: 'none' } : null;
  }

  /**
   * Whether a path leads out of the plain files below the root: a symbolic link at it or on the
   * way to it, or something there that is no regular file. An editor that opens such a path shows
   * what it leads to, which is never read.
   */
  leadsOut(path: string): boolean {
    if (this.blockedAt(path)?.kind === 'link') return true;
    try {
      return !lstatSync(this.absolute(path)).isFile();
    } catch {
      return false;
    }
  }

  /** Each folder's names as a system that ignores case and normalisation compares them (surelyAbsent). */
  private readonly foldedNamesMemo = new Map<string, ReadonlySet<string> | undefined>();

  /**
   * Whether nothing can stand at a path whose folders on the way are real ones: its folder, listed
   * once, holds no name that could open as its own, in any case or normalisation (core/text/fold).
   * A program's command lines name thousands of paths that are no file: one listing of their
   * folder answers for all of them, where each was an `open` or an `lstat` that failed.
   */
  private surelyAbsent(path: string): boolean {
    const slash = path.lastIndexOf('/');
    const dir = slash < 0 ? '' : path.slice(0, slash);
    const name = path.slice(slash + 1);
    // The root itself, and names no listing holds.
    if (name === '' || name === '.' || name === '..') return false;
    if (!this.foldedNamesMemo.has(dir)) {
      let names: ReadonlySet<string> | undefined;
      try {
        names = new Set(readdirSync(this.absolute(dir)).map(foldedName));
      } catch {
        names = undefined;
      }
      this.foldedNamesMemo.set(dir, names);
    }
    const names = this.foldedNamesMemo.get(dir);
    return names !== undefined && !names.has(foldedName(name));
  }

  /** Reads by path, kept: a base asks for ids the head reads anyway, and a file is read once. */
  private readonly auxReads = new Map<string, { read: AuxRead; blobId: string | undefined }>();

  private auxRead(path: string): { read: AuxRead; blobId: string | undefined } {
    const kept = this.auxReads.get(path);
    if (kept) return kept;
    let entry: { read: AuxRead; blobId: string | undefined };
    const blocked = this.blockedAt(path);
    // A name longer than a folder can hold (NAME_MAX) names no file, as a git tree gives it: an
    // argument of a server's entry that is a long token is no program (server-programs.ts).
    let result =
      blocked ||
      this.installed(path) ||
      path.split('/').some((name) => Buffer.byteLength(name) > NAME_MAX) ||
      this.surelyAbsent(path)
        ? 'missing'
        : readRegularFile(this.absolute(path), this.maxSize, this.withBlobIds);
    // A submodule's folder holds no file, as a git tree gives it (the checker never enters one).
    if (
      result !== 'missing' &&
      'unreadable' in result &&
      result.unreadable === NOT_REGULAR &&
      this.gitlinkOf(path) !== undefined
    )
      result = 'missing';
    // A file a sparse checkout left out is one the runtime's full checkout holds: not read, by its id.
    const leftOut = result === 'missing' ? this.leftOut?.files.get(path) : undefined;
    if (blocked?.kind === 'link') entry = { read: { kind: 'missing', link: blocked.dir }, blobId: undefined };
    else if (leftOut !== undefined)
      entry = { read: { kind: 'unreadable', reason: LEFT_OUT_OF_CHECKOUT }, blobId: leftOut };
    else if (result === 'missing') entry = { read: { kind: 'missing' }, blobId: undefined };
    else if ('text' in result) entry = { read: { kind: 'text', text: result.text }, blobId: result.blobId };
    else
      entry = {
        read: unreadableRead(result),
        blobId: this.unreadId(result.unreadable, path),
      };
    this.auxReads.set(path, entry);
    return entry;
  }

  /**
   * A regular file's id where it is not read as text (binary, over the size limit), as a git tree
   * gives it, with or without blob ids for the rest: an unchanged one is the same file there (a
   * server's program, relaunched-servers.ts), whose text cannot tell.
   */
  private unreadId(reason: string, path: string): string | undefined {
    if (reason === LINK_REFUSED) return undefined;
    const id = fileBlobId(this.absolute(path));
    return BLOB_ID.test(id) ? id : undefined;
  }

  read(path: string): AuxRead {
    return this.auxRead(path).read;
  }

  blobId(path: string): string | undefined {
    const entry = this.auxRead(path);
    return this.withBlobIds || entry.read.kind === 'unreadable' ? entry.blobId : undefined;
  }

  /**
   * Every file below a folder as `path blob-id` (a link as the blob of its target's name, then
   * what it leads to: linked-files.ts), in path order. A submodule is one line, as a git tree lists
   * it: its commit id where git's ids know it (fetched or not). A folder with its own `.git` that
   * git's index does not hold (a repository inside a folder base, which has no index) lists its
   * files: one line for all would hide every change to them.
   */
  folderListing(dir: string): string[] | undefined {
    if (this.blockedAt(`${dir}/x`)) return undefined;
    return this.listingOf(true, dir);
  }

  folderDigest(dir: string): string | undefined {
    if (this.blockedAt(`${dir}/x`)) return undefined;
    const listings = this.composedListings(true);
    const digest = listings.digest(dir);
    if (digest !== undefined) return digest;
    this.listingOf(true, dir);
    return listings.digest(dir);
  }

  /** Listings whose links are followed (folderListing), and those that list a link alone (entryAt). */
  private readonly composed = new Map<boolean, ComposedListings>();

  /** A folder's listing (folder-listing.ts), a copy: the composed one is kept for the folders above. */
  private listingOf(followLinks: boolean, dir: string): string[] {
    if (!this.listedPaths.has(dir)) this.listedPaths.set(dir, { path: dir, full: this.absolute(dir) });
    return [...this.composedListings(followLinks).listing(dir, dir)];
  }

  private composedListings(followLinks: boolean): ComposedListings {
    let listings = this.composed.get(followLinks);
    if (!listings) {
      listings = new ComposedListings(
        (key) => this.folderEntries(key, followLinks),
        this.listBudget,
        (folder) => new TooManyEntries(this.listBudget.limit, folder),
      );
      this.composed.set(followLinks, listings);
    }
    return listings;
  }

  /** Each folder a listing met, by its key: its path, and its path as the system takes it. */
  private readonly listedPaths = new Map<string, { path: string; full: FsPath }>();

  /** Each folder a listing met as read once, by its key: its entries, or why it cannot be read. */
  private readonly readFolders = new Map<string, ReadFolder>();

  private folderEntries(key: string, followLinks: boolean): FolderEntries {
    const folder = this.readFolder(key);
    if ('failed' in folder) return folder;
    const at = (path: string): LinkedEntry => this.entryAt(path);
    const lines = (): string[] =>
      folder.entries.flatMap((e) => {
        if (e.kind === 'file') return [`${e.path} ${this.listedIdOf(e.path, e.full)}`];
        if (e.kind === 'line') return [e.line];
        const id = gitBlobId(Buffer.from(e.target));
        return followLinks ? linkLines(at, e.path, id, e.target) : [`${e.path} link:${id}`];
      });
    return { path: folder.path, lines, folders: folder.folders, read: folder.read };
  }

  /**
   * A folder's entries, read once. Never `.git` (git will not add the name: a repository's own
   * records), nor what an install or a build put there (`installed`: no commit holds it).
   */
  private readFolder(key: string): ReadFolder {
    const kept = this.readFolders.get(key);
    if (kept) return kept;
    const { path: dir, full: dirFull } = this.listedPaths.get(key) as { path: string; full: FsPath };
    let read: ReadFolder;
    try {
      const found = readdirSync(dirFull, { withFileTypes: true, encoding: 'buffer' });
      read = { path: dir, entries: [], folders: [], read: found.length };
      for (const entry of found) this.addEntry(read, dirFull, entry);
    } catch (error) {
      read = this.leftOutIn(dir)
        ? { path: dir, entries: [], folders: [], read: 0 }
        : { failed: `${dir}/ ${cannotRead('folder', error)}` };
    }
    if (!('failed' in read)) this.addLeftOut(read);
    this.readFolders.set(key, read);
    return read;
  }

  /** The files and folders a sparse checkout left out, by the folder they lie directly in. */
  private leftOutByFolder: Map<string, { files: string[]; folders: Set<string> }> | undefined;

  /**
   * What a sparse checkout left out directly in a folder (files and submodules, and the folders on
   * the way to them), where it left out anything there: a listing holds it as the commit does, so
   * that a file left out and unchanged lists as the base lists it, not as removed.
   */
  private leftOutIn(dir: string): { files: string[]; folders: Set<string> } | undefined {
    if (!this.leftOut || this.leftOut.listed.size === 0) return undefined;
    if (!this.leftOutByFolder) {
      const byFolder = new Map<string, { files: string[]; folders: Set<string> }>();
      const at = (folder: string): { files: string[]; folders: Set<string> } => {
        let held = byFolder.get(folder);
        if (!held) byFolder.set(folder, (held = { files: [], folders: new Set() }));
        return held;
      };
      for (const path of this.leftOut.listed.keys()) {
        let child = path.slice(0, Math.max(0, path.lastIndexOf('/')));
        at(child).files.push(path);
        // Each folder on the way, in the one above it, up to one added before.
        while (child !== '') {
          const parent = child.slice(0, Math.max(0, child.lastIndexOf('/')));
          const held = at(parent);
          if (held.folders.has(child)) break;
          held.folders.add(child);
          child = parent;
        }
      }
      this.leftOutByFolder = byFolder;
    }
    return this.leftOutByFolder.get(dir);
  }

  /** A folder's entries with what a sparse checkout left out of it and the work tree does not hold. */
  private addLeftOut(folder: Exclude<ReadFolder, { failed: string }>): void {
    const held = this.leftOutIn(folder.path);
    if (!held) return;
    const present = new Set<string>(folder.folders.map((f) => f.path));
    for (const e of folder.entries)
      present.add(e.kind === 'line' ? e.line.slice(0, e.line.lastIndexOf(' ')) : e.path);
    for (const path of held.files) {
      if (present.has(path)) continue;
      folder.entries.push({ kind: 'line', line: `${path} ${this.leftOut?.listed.get(path) as string}` });
      folder.read++;
    }
    for (const path of held.folders) {
      if (present.has(path)) continue;
      const full = this.absolute(path);
      if (!this.listedPaths.has(path)) this.listedPaths.set(path, { path, full });
      folder.folders.push({ key: path, path });
      folder.read++;
    }
  }

  private addEntry(
    folder: Exclude<ReadFolder, { failed: string }>,
    dirFull: FsPath,
    entry: Dirent<Buffer>,
  ): void {
    const name = entry.name.toString('utf8');
    if (name === '.git') return;
    // The root's own files (an Agent Skills folder at `.`) by their paths, as a git tree names them.
    const path = folder.path === '' ? name : `${folder.path}/${name}`;
    if (this.installed(path)) return;
    const full = entryPath(dirFull, name, entry.name);
    const commit = entry.isDirectory() ? this.gitlinkOf(path) : undefined;
    if (commit !== undefined) folder.entries.push({ kind: 'line', line: `${path} ${commit}` });
    else if (entry.isDirectory()) {
      const key = folderKey(path, full);
      if (!this.listedPaths.has(key)) this.listedPaths.set(key, { path, full });
      folder.folders.push({ key, path });
    } else if (entry.isSymbolicLink())
      folder.entries.push({ kind: 'link', path, target: readlinkSync(full) });
    else folder.entries.push({ kind: 'file', path, full });
  }

  private readonly namesMemo = new Map<string, readonly string[] | undefined>();

  /**
   * A submodule's names are none, as a git tree gives them: a checkout that did not fetch it holds
   * an empty folder, one that did its files, and the checker reads neither (a twin `Agent-Skills`
   * that is a submodule may hold any `pdf/SKILL.md`). Nor is a name an install put there (`installed`).
   */
  folderNames(dir: string): readonly string[] | undefined {
    if (!this.namesMemo.has(dir)) {
      let names: string[] | undefined;
      if (dir === '' || (!this.blockedAt(`${dir}/x`) && this.gitlinkOf(dir) === undefined)) {
        try {
          names = readdirSync(this.absolute(dir)).filter(
            (name) => !this.installed(dir === '' ? name : `${dir}/${name}`),
          );
        } catch {
          names = undefined;
        }
        // With what a sparse checkout left out there, as the commit holds it.
        const held = this.leftOutIn(dir);
        if (held) {
          const from = dir === '' ? 0 : dir.length + 1;
          const present = new Set(names);
          for (const path of [...held.files, ...held.folders])
            if (!present.has(path.slice(from))) (names ??= []).push(path.slice(from));
        }
      }
      this.namesMemo.set(dir, names);
    }
    return this.namesMemo.get(dir);
  }

  private committedMemo: CommittedFiles | undefined | null = null;

  private committedIds(): CommittedFiles | undefined {
    if (this.committedMemo === null) this.committedMemo = this.committed?.();
    return this.committedMemo;
  }

  /**
   * Git's record of a file whose working copy is as git holds it: written as the base's checkout
   * wrote its blob (the attributes are the base's), else with the blob's own bytes (writtenFrom).
   */
  private committedAsOnDisk(path: string, full: FsPath): CommittedFile | undefined {
    const committed = this.committedIds();
    const file = committed?.files.get(path);
    if (!file) return undefined;
    return committed?.attributesAsBase || writtenFrom(full, file.id, this.maxSize) ? file : undefined;
  }

  /**
   * A listed file's id: git's, where the working copy is as git holds it, so that a file a
   * checkout wrote otherwise (CRLF) lists as the git base does; else the bytes on disk.
   */
  private readonly idOf = (path: string, full: FsPath): string =>
    this.committedAsOnDisk(path, full)?.id ?? fileBlobId(full);

  /** A listed file's id as a listing writes it, executable or not as git holds it where it does. */
  private readonly listedIdOf = (path: string, full: FsPath): string => {
    let id = this.listedIds.get(path);
    if (id === undefined) {
      const committed = this.committedAsOnDisk(path, full);
      id = !committed
        ? fileBlobId(full, true)
        : committed.executable
          ? `${EXECUTABLE}${committed.id}`
          : committed.id;
      if (!LISTED_ID.test(id)) id = `${UNREAD_ID}${encodeURIComponent(id)}`;
      this.listedIds.set(path, id);
    }
    return id;
  };

  /**
   * Each listed file's id, read once: a folder's listing that follows links and one that does not
   * (a link's target, entryAt) list the same files, and so do the identities of links to them.
   */
  private readonly listedIds = new Map<string, string>();

  /**
   * Whether a file or folder of the root is one an install or a build put there, which no commit
   * holds (git.ts installedPaths): none, as a git base has it.
   */
  private readonly installed = (path: string): boolean => {
    const installed = this.committedIds()?.installed;
    return installed !== undefined && (installed.has(path) || installed.has(`${path}/`));
  };

  /** A folder's commit id where git holds it as a submodule (a file's id is none: it is no submodule). */
  private readonly gitlinkOf = (path: string): string | undefined => {
    const committed = this.committedIds()?.files.get(path);
    return committed?.gitlink ? committed.id : undefined;
  };

  /**
   * A link's identity (linked-files.ts linkIdentity): what it leads to, for the gate to compare.
   * Undefined where the path is no link (any more).
   */
  linkIdentity(path: string): string | undefined {
    let target: string;
    try {
      target = readlinkSync(this.absolute(path));
    } catch {
      return undefined;
    }
    const at = (p: string): LinkedEntry => this.entryAt(p);
    return linkIdentity(at, path, gitBlobId(Buffer.from(target)), target);
  }

  /** Where a link leads (linked-files.ts linkedFolder); `none` where the path is no link (any more). */
  linkedFolder(path: string): { folder: string } | 'outside' | 'none' {
    let target: string;
    try {
      target = readlinkSync(this.absolute(path));
    } catch {
      return 'none';
    }
    return linkedFolder((p) => this.entryAt(p), path, target);
  }

  /** By path: a program's every file is asked about each folder on its way (server-programs.ts). */
  private readonly unenteredMemo = new Map<string, string | undefined>();

  unentered(path: string): string | undefined {
    if (!this.unenteredMemo.has(path)) this.unenteredMemo.set(path, this.unenteredAt(path));
    return this.unenteredMemo.get(path);
  }

  private unenteredAt(path: string): string | undefined {
    if (this.blockedAt(path)) return undefined;
    const commit = this.gitlinkOf(path);
    if (commit !== undefined) return submoduleIdentity(commit);
    // A folder the walk or a read found to be one is no link.
    return this.safeDirs.get(path) === 'folder' ? undefined : this.linkIdentity(path);
  }

  /**
   * A file discovery skipped (two kinds match it), as a git base gives it: a link by what it leads
   * to (the runtime follows it), a file by git's id where the working copy is as git holds it
   * (a CRLF checkout), else by its bytes.
   */
  skippedId(path: string): string {
    return this.linkIdentity(path) ?? this.idOf(path, this.absolute(path));
  }

  throughLinks(path: string): string | undefined {
    return throughLinks((p) => this.entryAt(p), path);
  }

  /** What is at a path of the root, for a link that points there: a link on the way is not followed. */
  private entryAt(path: string): LinkedEntry {
    const blocked = this.blockedAt(path);
    if (blocked) return { kind: blocked.kind === 'link' ? 'unseen' : 'missing' };
    if (this.installed(path)) return { kind: 'missing' };
    const full = this.absolute(path);
    try {
      const stat = lstatSync(full);
      if (stat.isSymbolicLink()) return { kind: 'link', target: readlinkSync(full) };
      if (stat.isFile()) return { kind: 'file', id: this.idOf(path, full) };
      if (stat.isDirectory())
        return {
          kind: 'folder',
          // A submodule in it as its commit, as a git base lists it (where git's ids are known).
          lines: () => this.listingOf(false, path),
        };
    } catch {
      // Gone, or not ours to read: nothing there.
    }
    return { kind: 'missing' };
  }

  /**
   * The id of a file whose name is not UTF-8, found by its name's bytes in its folder: its blob id,
   * or where several names read alike (`c\xfe.yaml`, `c\xff.yaml`), a digest of theirs. Undefined
   * where none can be hashed.
   */
  private idByNameBytes(path: string): string | undefined {
    const slash = path.lastIndexOf('/');
    const folder = this.absolute(slash < 0 ? '' : path.slice(0, slash));
    const name = path.slice(slash + 1);
    let names: Buffer[];
    try {
      names = readdirSync(folder, { encoding: 'buffer' });
    } catch {
      return undefined;
    }
    const ids = names
      .filter((bytes) => bytes.toString('utf8') === name)
      .map((bytes) => fileBlobId(entryPath(folder, name, bytes)))
      .filter((id) => BLOB_ID.test(id))
      .sort();
    if (ids.length <= 1) return ids[0];
    return createHash('sha1').update(ids.join('\n')).digest('hex');
  }

  /**
   * A file the walk listed. Its folders are the ones the walk entered, never links, so unlike
   * `read` it needs no check of the folders above it; the open itself refuses a link.
   */
  listedFile(path: string, kind: RepoFile['kind']): RepoFile {
    const result = readRegularFile(this.absolute(path), this.maxSize, this.withBlobIds);
    if (result === 'missing') {
      // The walk lists a name that is not UTF-8 with U+FFFD in it, a name no file has: the file
      // is not read, but its content is still part of it (an edit to it is a change).
      if (!path.includes('\uFFFD'))
        return { path, kind, unreadable: 'the file disappeared while it was being read' };
      const id = this.idByNameBytes(path);
      const unreadable = FILE_NAME_NOT_UTF8;
      return id === undefined ? { path, kind, unreadable } : { path, kind, unreadable, blobId: id };
    }
    if (!('text' in result)) {
      // Its id all the same (hashed a piece at a time): an edit to a file the checker cannot read
      // is a change the gate must see (src/core/diff/actors.ts).
      // A link, by what it leads to: another target, or an edit behind it, is a change too.
      if (result.unreadable === LINK_REFUSED) {
        const link = this.linkIdentity(path);
        return link === undefined
          ? { path, kind, unreadable: result.unreadable }
          : { path, kind, unreadable: result.unreadable, blobId: link };
      }
      const id = fileBlobId(this.absolute(path));
      return BLOB_ID.test(id)
        ? { path, kind, unreadable: result.unreadable, blobId: id }
        : { path, kind, unreadable: result.unreadable };
    }
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
  /** For a comparison with a git base: git's ids of the files it holds as they are (git.ts committedIds). */
  committed?: () => CommittedFiles | undefined,
  /**
   * Which empty folders are submodules: a checkout that does not fetch submodules (the default
   * of actions/checkout) leaves each an empty folder with no `.git`, and the walk must not take
   * one where the globs would look for an empty folder (SPEC §6: unreadable-file, never silence).
   */
  gitlinks?: GitlinksAmong,
  /** The files a sparse checkout left out of the work tree (git.ts leftOutOfWorkTree). */
  leftOut?: LeftOut,
): RepoInput {
  const listing = listFiles(root, classifier);
  if (gitlinks) namedSubmodules(listing, gitlinks);
  // The Agent Skills files read later lie in folders the walk has seen: no lstat for each again.
  const reader = new FolderReader(root, maxSize, withBlobIds, listing.folders, committed, undefined, leftOut);
  linksHidingFiles(listing, classifier, reader);
  for (const u of listing.unreadable) {
    const behind =
      u.reason === FOLDER_LINK || u.reason === FOLDER_LINK_OUTSIDE
        ? reader.linkIdentity(u.path)
        : u.reason === FOLDER_NAME_NOT_UTF8
          ? contentByNameBytes(root, u.path)
          : undefined;
    if (behind !== undefined) u.behind = behind;
  }
  const { files, discovery } = classifyListing(classifier, listing);
  // A skipped file's content is part of its finding: an edit to it is another unseen file.
  for (const d of discovery) if (d.unread) d.behind = reader.skippedId(d.file);
  return { files: files.map((f) => reader.listedFile(f.path, f.kind)), aux: reader, discovery };
}

/**
 * The submodules of a listing with their commits: those the walk did not enter (with their own
 * `.git`), at the commit checked out there, and the empty folders a checkout that did not fetch
 * them leaves, at the one the index records.
 */
export function namedSubmodules(listing: Listing, gitlinks: GitlinksAmong): void {
  const entered = listing.unreadable.filter((u) => u.reason === SUBMODULE);
  if (entered.length === 0 && listing.empty.length === 0) return;
  const commits = gitlinks(
    entered.map((u) => u.path),
    listing.empty,
  );
  for (const u of entered) u.reason = submoduleAt(commits.get(u.path));
  for (const path of listing.empty) {
    const commit = commits.get(path);
    if (commit !== undefined) listing.unreadable.push({ path, reason: submoduleAt(commit) });
  }
}

/**
 * A listing with the links below which the globs look kept only where they hide files, as a git
 * base reads them: where they lead to a folder inside the root the walk does not read
 * (PathClassifier.linkHides), or, for the gate alone, out of the root (linkLeavesSight). A link
 * to a file here is that file where it leads to one inside the root; one that leads out of it is
 * judged as a link to a folder the checker cannot see, since on the runtime's host the same path
 * may be one (SPEC §6: what the checker cannot see counts as the most it could be).
 */
export function linksHidingFiles(listing: Listing, classifier: PathClassifier, reader: FolderReader): void {
  listing.unreadable = listing.unreadable.filter((u) => {
    if (!u.below && !u.toFile) return true;
    const leads = reader.linkedFolder(u.path);
    if (u.toFile && leads !== 'outside') return false;
    if (!u.below) return true;
    if (classifier.linkHides(u.path, leads)) return true;
    if (!classifier.linkLeavesSight(u.path, leads)) return false;
    u.reason = FOLDER_LINK_OUTSIDE;
    u.gateOnly = true;
    return true;
  });
}

/** A listing's definition files, and what discovery found: files two kinds match, unreadable folders. */
export function classifyListing(classifier: PathClassifier, listing: Listing): Classified {
  const { files, discovery } = classifier.classify(listing.paths);
  // A link to a folder that a glob takes for a definition file is refused as one, as a git base
  // (which cannot tell where a link leads) refuses it: one finding on both, not a second one here.
  const definitions = new Set(files.map((f) => f.path));
  for (const { path, reason, behind, gateOnly } of listing.unreadable.filter(
    (u) => u.reason !== FOLDER_LINK || !definitions.has(u.path),
  ))
    discovery.push({
      rule: gateOnly ? GATE_ONLY : 'unreadable-file',
      file: path,
      ...FILE_START,
      message: reason,
      ...(behind !== undefined ? { behind } : {}),
      ...(gateOnly ? { unread: true as const } : {}),
    });
  return { files, discovery };
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

/**
 * Whether a folder is the file system's root, or a path that leads to it (`//`, `/proc/self/root`):
 * no repository, and walked, every definition-like file of the disk.
 */
export function isFileSystemRoot(path: string): boolean {
  try {
    const real = realpathSync(path);
    return dirname(real) === real;
  } catch {
    return false;
  }
}

/**
 * The first symbolic link on the way from the top of the work tree a root is in (the nearest
 * folder above it, or itself, that holds a `.git`) down to the root, as a path from that top;
 * undefined where there is none, or no `.git` above. A pull request can put a link where the root
 * was: the runtime that loads the folder follows it wherever it leads, out of the repository too,
 * while a git base would be read at the path it leads to, the same files as the head.
 */
export function linkBelowTop(root: string): string | undefined {
  const top = repositoryTop(root);
  if (top === undefined) return undefined;
  // The top is one of the root's own folders, as written (repositoryTop walks up its path).
  const below = resolve(root)
    .slice(top.length)
    .split(sep)
    .filter((name) => name !== '');
  for (let i = 1; i <= below.length; i++) {
    const path = below.slice(0, i).join('/');
    try {
      if (lstatSync(join(top, path)).isSymbolicLink()) return path;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** A file or folder inside a root, reached without passing through a link or leaving the root. */
type RootPath =
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
      const reason = last ? NAMED_LINK : linkRefused(`'${parts.slice(0, i + 1).join('/')}' on its path is`);
      return { kind: 'refused', reason };
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
  return found.kind === 'file' ? namedFile(found.absolute, maxSize) : found;
}

/**
 * A link at a path the user or the configuration names, which may be a file or a folder: one
 * wording inside the root and out of it (a configuration above the root, or named by --config).
 */
const NAMED_LINK = linkRefused('it is');

/** A file at a path the user or the configuration names, read as definitions are (openRegular). */
function namedFile(absolute: string, maxSize: number): RootPath {
  const result = readRegularFile(absolute, maxSize, false, NAMED_LINK);
  if (result === 'missing') return { kind: 'missing' };
  if ('text' in result) return { kind: 'file', text: result.text };
  return { kind: 'refused', reason: result.unreadable };
}

/**
 * The repository's top: the nearest folder at or above `folder` holding `.git` (a folder, or the
 * file a worktree or submodule has), or undefined outside any repository.
 */
export function repositoryTop(folder: string): string | undefined {
  for (let dir = resolve(folder); ; dir = dirname(dir)) {
    try {
      lstatSync(join(dir, '.git'));
      return dir;
    } catch {
      // Not here: one folder up.
    }
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * Reads a file the user named or that lies above the root (a configuration file): the path may
 * pass through links as the user's shell would, but the file itself is never one.
 */
export function readFileOutside(absolute: string, maxSize: number): RootPath {
  return pathKind(absolute) === 'folder' ? { kind: 'folder' } : namedFile(absolute, maxSize);
}
