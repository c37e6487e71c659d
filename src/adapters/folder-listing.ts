// Folders' listings (AuxFileReader.folderListing) composed from their subfolders' listings, each
// folder read once however many listings hold it: a hundred Agent Skills folders nested in one
// another each list every file below them, and a walk per listing read and hashed every file a
// hundred times. Both tree readers compose so, and give the same lines in the same order.
import { createHash } from 'node:crypto';
import { byCodeUnits } from '../core/text/order.js';

/** What one folder holds as read once, or the line saying it could not be read. */
export type FolderEntries =
  | {
      /** Its path (`''`: the root): its own lines start with it and a slash. */
      path: string;
      /**
       * The lines of the entries directly in it (files, links, submodules), in any order; made when
       * the listing is composed, after the walk: a folder past the budget costs its names, never
       * its files' bytes.
       */
      lines: () => string[];
      /** Its subfolders: the key each is read by (FolderSource) and its path. */
      folders: readonly { key: string; path: string }[];
      /** The entries it read, as the budget counts them. */
      read: number;
    }
  | { failed: string };

/** A folder's entries by its key (its path, or what tells apart names that read alike). */
type FolderSource = (key: string) => FolderEntries;

/**
 * A walk that read more entries than its budget allows (`folder`: the one listed when it ran out).
 * Thrown by the budget's owner's error, so the caller tells it apart.
 */
type OverBudget = (folder: string) => Error;

/**
 * How many entries folders' listings may still read, shared between them: a folder named by many
 * definitions, or many nested ones, counts once per name, each listing what a walk of its whole
 * tree reads.
 */
export interface ListBudget {
  readonly limit: number;
  left: number;
}

/** The listings of one tree's folders, each composed once. */
export class ComposedListings {
  private readonly composed = new Map<string, Composed>();

  constructor(
    private readonly source: FolderSource,
    private readonly budget?: ListBudget,
    private readonly overBudget?: OverBudget,
  ) {}

  /**
   * Every line below a folder, in code-unit order (as a sort of them all gives it). Each folder
   * listed before is taken whole, and counts against the budget as the entries it read: a listing
   * costs the budget what a walk of its tree reads, whether or not it was read before.
   */
  listing(key: string, path: string): readonly string[] {
    const order: string[] = [];
    const pending = [key];
    while (pending.length > 0) {
      const at = pending.pop() as string;
      const done = this.composed.get(at);
      if (done) {
        this.charge(done.read, path);
        continue;
      }
      const entries = this.source(at);
      order.push(at);
      if ('failed' in entries) continue;
      this.charge(entries.read, path);
      for (const folder of entries.folders) pending.push(folder.key);
    }
    // A folder's subfolders come after it in `order`: composed from the last, each finds theirs.
    for (let i = order.length - 1; i >= 0; i--) {
      const at = order[i] as string;
      if (!this.composed.has(at)) this.composed.set(at, this.compose(at));
    }
    return (this.composed.get(key) as Composed).lines;
  }

  /** The digest of a folder's listing (AuxFileReader.folderDigest), where it was listed. */
  digest(key: string): string | undefined {
    return this.composed.get(key)?.digest;
  }

  private charge(read: number, path: string): void {
    if (!this.budget) return;
    this.budget.left -= read;
    if (this.budget.left < 0 && this.overBudget) throw this.overBudget(path);
  }

  /**
   * A folder's lines: its own and each subfolder's, whole. Every line of a subfolder starts with
   * its path and a slash, so a sort of all of them keeps each subfolder's lines together, where its
   * path and slash fall among the folder's own lines: the units are sorted, never the lines below.
   * Where an own line starts so too (a link's `-> target/…` beside a folder named like it) or two
   * subfolders' names read alike, the lines are sorted whole, as they would be.
   */
  private compose(key: string): Composed {
    const entries = this.source(key);
    if ('failed' in entries)
      return { lines: [entries.failed], read: 0, digest: digestOf([`failed ${entries.failed}`]) };
    const units: { key: string; lines: readonly string[]; digest?: string }[] = [];
    let read = entries.read;
    const starts = new Set<string>();
    let tangled = false;
    for (const folder of entries.folders) {
      const below = this.composed.get(folder.key) as Composed;
      read += below.read;
      const start = `${folder.path}/`;
      if (starts.has(start)) tangled = true;
      starts.add(start);
      if (below.lines.length > 0) units.push({ key: start, lines: below.lines, digest: below.digest });
    }
    const from = entries.path === '' ? 0 : entries.path.length + 1;
    for (const line of entries.lines()) {
      if (startsLikeFolder(line, from, starts)) tangled = true;
      units.push({ key: line, lines: [line] });
    }
    // The digest names each entry from the folder, as a git tree does: a folder moved whole, its
    // files unchanged, digests alike, so an Agent Skills folder moved is not a change of its code.
    if (tangled) {
      const lines = units.flatMap((u) => u.lines).sort();
      return { lines, read, digest: digestOf(lines.map((line) => `line ${line.slice(from)}`)) };
    }
    units.sort((a, b) => byCodeUnits(a.key, b.key));
    const lines: string[] = [];
    for (const unit of units) for (const line of unit.lines) lines.push(line);
    const parts = units.map((u) =>
      u.digest === undefined ? `line ${u.key.slice(from)}` : `folder ${u.key.slice(from)} ${u.digest}`,
    );
    return { lines, read, digest: digestOf(parts) };
  }
}

/** A folder's listing as composed, with the entries it read and its digest. */
interface Composed {
  lines: readonly string[];
  read: number;
  /** `''` where it lists nothing: no file, as where nothing is there. */
  digest: string;
}

/**
 * The digest of a folder's parts: each line of its own, and each subfolder's path and digest, named
 * from the folder (a line may hold a line break: each is preceded by its length). Equal listings
 * compose alike, and so do a folder and the same folder moved.
 */
function digestOf(parts: readonly string[]): string {
  if (parts.length === 0) return '';
  const hash = createHash('sha256');
  for (const part of parts) hash.update(`${part.length}:${part}\n`);
  return hash.digest('hex');
}

/** Whether a line starts with one of `starts` (`path/`): a slash in it after `from`, the folder's own path. */
function startsLikeFolder(line: string, from: number, starts: ReadonlySet<string>): boolean {
  if (starts.size === 0) return false;
  for (let slash = line.indexOf('/', from); slash !== -1; slash = line.indexOf('/', slash + 1))
    if (starts.has(line.slice(0, slash + 1))) return true;
  return false;
}
