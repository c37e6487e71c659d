// Bytes to text for both adapters (a folder and a git tree), and the words they give for what
// they do not read: a file over the size limit, a link, an encoding other than UTF-8, a read
// that failed. Written once, so a file refused on the head and on the base reads the same.
import { createHash, type Hash } from 'node:crypto';
import { hexDigest } from '../core/text/digest.js';
import { BINARY_FILE } from '../core/model/model.js';

/** Why a link is not read, after its subject: "the file is", "'a/b' on its path is". */
export function linkRefused(subject: string): string {
  return `${subject} a symbolic link; links are not followed`;
}

export const LINK_REFUSED = linkRefused('the file is');

/**
 * Folders where the kind globs would look that the walk does not enter (SPEC §6: never silence):
 * a link to one, and a submodule (another repository, of which a git base sees only a commit id).
 */
export const FOLDER_LINK =
  'a symbolic link to a folder, which is never followed; the files in it are not checked; an ignore glob that covers it says they are not yours to check';
/**
 * A link below which the globs look that leads out of the root, or to nothing here that a host
 * may have (PathClassifier.linkLeavesSight).
 */
export const FOLDER_LINK_OUTSIDE =
  'a symbolic link to a folder the checker cannot see (out of the root, or not there when checked), below which the globs look; a loader that follows links may read definitions there';
/** A file of the commit a sparse checkout left out of the work tree (git.ts leftOutOfCheckout). */
export const LEFT_OUT_OF_CHECKOUT =
  'not in the work tree: a sparse checkout leaves it out, so it is not checked (a full checkout, as the runtime reads the commit, holds it)';
export const SUBMODULE =
  'a submodule (a repository of its own), which is not read; the files in it are not checked; an ignore glob that covers it says they are not yours to check';

/**
 * A submodule at the commit its superproject records, where that is known: a bump is then another
 * finding, so the gate sees the new commit as a folder it cannot read (diff/actors.ts).
 */
export function submoduleAt(commit: string | undefined): string {
  return commit === undefined
    ? SUBMODULE
    : `a submodule (a repository of its own, at commit ${commit}), which is not read; the files in it are not checked; an ignore glob that covers it says they are not yours to check`;
}

/** A submodule as a reader's `unentered` gives it (model.ts): its commit, however it was read. */
export function submoduleIdentity(commit: string): string {
  return `submodule:${commit}`;
}

/**
 * A name that is not UTF-8 reads back with U+FFFD (a name no file has, and a string cannot spell);
 * the runtime's loader opens it all the same. Its file, or the files of its folder, are not read.
 */
export const FILE_NAME_NOT_UTF8 = "the file's name is not UTF-8 text, so the file is not read";
export const FOLDER_NAME_NOT_UTF8 = "the folder's name is not UTF-8 text, so the files in it are not read";

export function overSizeLimit(bytes: number, maxSize: number): string {
  const [size, limit] = [formatSize(bytes), formatSize(maxSize)];
  // Rounded alike ("1.0 MiB, over the 1.0 MiB limit" for a file a few bytes over), both in bytes.
  if (size === limit)
    return `the file is ${inBytes(bytes)}, over the ${inBytes(maxSize)} limit (max-file-size)`;
  return `the file is ${size}, over the ${limit} limit (max-file-size)`;
}

function inBytes(bytes: number): string {
  return `${bytes.toLocaleString('en-US')} bytes`;
}

/** A read the system refused (permissions, a folder swapped for a file), by its error code. */
export function cannotRead(what: 'file' | 'folder', error: unknown): string {
  return `the ${what} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`;
}

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function formatSize(bytes: number): string {
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

/** Why bytes are not text we read; for bytes that are text all the same, their text too (AuxRead's `decoded`). */
export type Unread = { unreadable: string; decoded?: string };

/** Bytes to text, or why they are not text we read. */
export function decodeText(bytes: Uint8Array, maxSize: number): { text: string } | Unread {
  if (bytes.length > maxSize) {
    return { unreadable: overSizeLimit(bytes.length, maxSize) };
  }
  const wide = wideEncoding(bytes);
  if (wide) return wideDecoded(bytes, wide);
  if (bytes.includes(0)) return withNulBytes(bytes);
  try {
    return { text: decoder.decode(bytes) };
  } catch {
    return { unreadable: NOT_UTF8 };
  }
}

const NOT_UTF8 = 'the file is not valid UTF-8 text';

/** Bytes holding NUL bytes: binary, with their text where they are UTF-8 all the same. */
function withNulBytes(bytes: Uint8Array): Unread {
  try {
    return { unreadable: BINARY_FILE, decoded: decoder.decode(bytes) };
  } catch {
    return { unreadable: BINARY_FILE };
  }
}

/**
 * UTF-16 bytes, refused, with their text as an editor or a client decodes it (a byte-order mark
 * dropped, what does not decode replaced); UTF-32, which no TextDecoder reads, refused alone.
 */
function wideDecoded(bytes: Uint8Array, encoding: string): Unread {
  const refused = { unreadable: wideText(encoding) };
  if (!encoding.startsWith('UTF-16')) return refused;
  return { ...refused, decoded: new TextDecoder(encoding.toLowerCase()).decode(bytes) };
}

/** An unreadable AuxRead of an adapter's reason, its `decoded` text kept. */
export function unreadableRead(result: Unread): { kind: 'unreadable'; reason: string; decoded?: string } {
  return result.decoded === undefined
    ? { kind: 'unreadable', reason: result.unreadable }
    : { kind: 'unreadable', reason: result.unreadable, decoded: result.decoded };
}

function wideText(encoding: string): string {
  return `the file is ${encoding} text; the checker reads UTF-8, so save it as UTF-8`;
}

/**
 * Whether a file is refused for its bytes' encoding (UTF-16 or UTF-32, or not UTF-8): an editor
 * decodes them, shows text, and saves it back in that encoding, so its text does not lift that.
 */
export function encodingRefused(reason: string): boolean {
  return (
    reason === NOT_UTF8 ||
    ['UTF-32LE', 'UTF-32BE', 'UTF-16LE', 'UTF-16BE'].some((e) => reason === wideText(e))
  );
}

/**
 * Text an editor holds for a file, by the rules its bytes are read by once saved (as UTF-8): over
 * the size limit, or holding a NUL, it is not read.
 */
export function editorText(text: string, maxSize: number): { text: string } | Unread {
  const size = Buffer.byteLength(text, 'utf8');
  if (size > maxSize) return { unreadable: overSizeLimit(size, maxSize) };
  if (text.includes('\0')) return { unreadable: BINARY_FILE, decoded: text };
  return { text };
}

/** The id git gives these bytes as a blob, so that a folder can be matched against a git tree. */
export function gitBlobId(bytes: Uint8Array): string {
  // One call, no hash object: a diff takes thousands of these (core/text/digest.ts).
  return hexDigest('sha1', Buffer.concat([Buffer.from(blobHeader(bytes.length), 'latin1'), bytes]));
}

function blobHeader(size: number): string {
  return `blob ${size}\0`;
}

/** A git blob id's hash of `size` bytes, its header written: the bytes are fed to it as they are read. */
export function gitBlobHash(size: number): Hash {
  return createHash('sha1').update(blobHeader(size), 'latin1');
}
