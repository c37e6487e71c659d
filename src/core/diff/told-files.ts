// Which text files of an Agent Skills folder tell the model something else in the head (told.ts):
// the base's folder and the head's compared file by file, by each file's path in the folder.
// Nested folders each list every file below them, and a hundred of them nested in a chain, moved
// by the head (no file where the base held it) or not, compared every file once per folder above
// it: folders times files. Here a folder's changes are composed from its subfolders' (each pair
// of subfolders compared once, however many folders above hold it), so a comparison costs the
// files once and then what changed below each folder.
import type { FolderTextFile } from '../kinds/agent-skill.js';

/** A file that differs, by its path in the compared folders; undefined where a side lacks it. */
export interface FileChange {
  at: string;
  before: string | undefined;
  after: string | undefined;
}

/**
 * The files that differ: those of the head whose text the base holds otherwise or not at all, in
 * the head's order; then those only the base holds, in the base's order (as textChanges tells).
 */
export interface FolderChanges {
  head: readonly FileChange[];
  baseOnly: readonly FileChange[];
}

/**
 * One side of a comparison: a folder (`dir`, `''` the root) and its text files, as listed in path
 * order (AuxFileReader.folderListing: every file below a folder is one run of its listing), or
 * undefined where the folder is not listed. `own`: a file of the folder left out (its SKILL.md,
 * told apart).
 */
export interface FolderSide {
  dir: string;
  files: readonly FolderTextFile[] | undefined;
  own?: string;
}

/** A folder's files from `from` to `to` of a list: its own (by name) and its subfolders' runs. */
interface Scan {
  direct: Map<string, string>;
  /** Its subfolders' runs, by name. */
  folders: Map<string, { from: number; to: number }>;
  /** In the list's order: a file's name, or a subfolder's (`folder`). */
  items: ({ file: string; text: string } | { folder: string })[];
}

/** A range of one side's list: the files below `dir`. */
interface Range {
  dir: string;
  files: readonly FolderTextFile[];
  from: number;
  to: number;
}

const NONE: Range = { dir: '', files: [], from: 0, to: 0 };

/** Comparisons of folders between a base and a head, each pair of subfolders worked out once. */
export class FolderFileChanges {
  private readonly pairs = new Map<string, FolderChanges>();

  /** What differs between two folders, each side's own file (its SKILL.md) left out. */
  between(base: FolderSide, head: FolderSide): FolderChanges {
    const [b, h] = [rangeOf(base), rangeOf(head)];
    const [bScan, hScan] = [scan(b, base.own), scan(h, head.own)];
    for (const child of childPairs(b, bScan, h, hScan)) this.pair(child.base, child.head);
    return this.compose(b, bScan, h, hScan);
  }

  /**
   * A pair of subfolders, worked out from the deepest up without recursion (paths may nest
   * thousands of folders deep): each pair's subfolders before it.
   */
  private pair(base: Range, head: Range): void {
    const pending: { base: Range; head: Range; scans?: [Scan, Scan] }[] = [{ base, head }];
    while (pending.length > 0) {
      const top = pending[pending.length - 1] as (typeof pending)[number];
      const key = pairKey(top.base, top.head);
      if (this.pairs.has(key)) {
        pending.pop();
        continue;
      }
      if (top.scans) {
        pending.pop();
        this.pairs.set(key, this.compose(top.base, top.scans[0], top.head, top.scans[1]));
        continue;
      }
      top.scans = [scan(top.base), scan(top.head)];
      for (const child of childPairs(top.base, top.scans[0], top.head, top.scans[1]))
        if (!this.pairs.has(pairKey(child.base, child.head))) pending.push(child);
    }
  }

  /** A pair's changes from its own files and its subfolders' changes, each pair's composed before. */
  private compose(base: Range, bScan: Scan, head: Range, hScan: Scan): FolderChanges {
    const out: { head: FileChange[]; baseOnly: FileChange[] } = { head: [], baseOnly: [] };
    const below = (name: string): FolderChanges =>
      this.pairs.get(pairKey(sub(base, bScan, name), sub(head, hScan, name))) as FolderChanges;
    for (const item of hScan.items) {
      if ('file' in item) {
        const old = bScan.direct.get(item.file);
        if (!sameWords(old, item.text)) out.head.push({ at: item.file, before: old, after: item.text });
        continue;
      }
      for (const change of below(item.folder).head) out.head.push(inFolder(item.folder, change));
    }
    for (const item of bScan.items) {
      if ('file' in item) {
        if (!hScan.direct.has(item.file))
          out.baseOnly.push({ at: item.file, before: item.text, after: undefined });
        continue;
      }
      // A subfolder both hold told its base-only files in the head's walk's pair; one the head
      // lacks is all base-only.
      for (const change of below(item.folder).baseOnly) out.baseOnly.push(inFolder(item.folder, change));
    }
    return out;
  }
}

/** A side's whole list as a range (none where it is not listed). */
function rangeOf(side: FolderSide): Range {
  return side.files === undefined
    ? { ...NONE, dir: side.dir }
    : { dir: side.dir, files: side.files, from: 0, to: side.files.length };
}

/** A side's subfolder `name`, as its run of the list (empty where the side has none). */
function sub(range: Range, scanned: Scan, name: string): Range {
  const dir = range.dir === '' ? name : `${range.dir}/${name}`;
  const run = scanned.folders.get(name);
  return run ? { dir, files: range.files, ...run } : { ...NONE, dir };
}

/** The pairs of subfolders either side holds, each once. */
function childPairs(base: Range, bScan: Scan, head: Range, hScan: Scan): { base: Range; head: Range }[] {
  const names = new Set([...hScan.folders.keys(), ...bScan.folders.keys()]);
  return [...names].map((name) => ({ base: sub(base, bScan, name), head: sub(head, hScan, name) }));
}

/** A pair's key: each side's folder, or that it lists nothing there. */
function pairKey(base: Range, head: Range): string {
  const side = (r: Range): string => (r.to > r.from ? `+${r.dir}` : '-');
  return `${side(base)}\u0000${side(head)}`;
}

/**
 * A range's own files by name and its subfolders' runs, in the list's order; `own` left out. A
 * subfolder's run ends where the paths stop starting with its path and a slash, found by halving:
 * in path order every path below it stands together, and those before sort before it.
 */
function scan(range: Range, own?: string): Scan {
  const out: Scan = { direct: new Map(), folders: new Map(), items: [] };
  const start = range.dir === '' ? 0 : range.dir.length + 1;
  for (let i = range.from; i < range.to;) {
    const file = range.files[i] as FolderTextFile;
    const slash = file.path.indexOf('/', start);
    if (slash < 0) {
      const name = file.path.slice(start);
      if (file.path !== own) {
        out.direct.set(name, file.text);
        out.items.push({ file: name, text: file.text });
      }
      i++;
      continue;
    }
    const prefix = file.path.slice(0, slash + 1);
    const end = runEnd(range.files, i, range.to, prefix);
    const folder = file.path.slice(start, slash);
    out.folders.set(folder, { from: i, to: end });
    out.items.push({ folder });
    i = end;
  }
  return out;
}

/** The first index from `from` (whose path starts with `prefix`) to `to` whose path does not. */
function runEnd(files: readonly FolderTextFile[], from: number, to: number, prefix: string): number {
  let [low, high] = [from + 1, to];
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((files[mid] as FolderTextFile).path.startsWith(prefix)) low = mid + 1;
    else high = mid;
  }
  return low;
}

function inFolder(folder: string, change: FileChange): FileChange {
  return { ...change, at: `${folder}/${change.at}` };
}

/**
 * Whether two texts tell the model the same words: the same, or the same but for line endings
 * turned from LF to CR LF or back (a file saved on another system), which the model reads as the
 * same lines and a reviewer could not tell apart. A lone CR stays a difference: a terminal writes
 * the text after it over the text before it (`hidden-text` reports it).
 */
export function sameWords(old: string | undefined, now: string | undefined): boolean {
  if (old === now) return true;
  if (old === undefined || now === undefined || (!old.includes('\r') && !now.includes('\r'))) return false;
  return old.replace(CR_LF, '\n') === now.replace(CR_LF, '\n');
}

const CR_LF = /\r\n/g;
