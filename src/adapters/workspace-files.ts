// The files of a folder kept between checks, for the language server: walked and read once, a
// file read again only when the editor says it changed, and open documents' text in place of
// what is on disk. Reads go through the folder adapter, so its rules hold: nothing outside the
// root, no symbolic link followed.
import { lstatSync } from 'node:fs';
import type { Finding } from '../core/model/diagnostic.js';
import type { PathClassifier } from '../core/config/discover.js';
import type { AuxFileReader, AuxRead, DefinitionKind, RepoFile, RepoInput } from '../core/model/model.js';
import { classifyListing, FolderReader, linksHidingFiles, listFiles, namedSubmodules } from './fs.js';
import type { ListBudget } from './folder-listing.js';
import { submoduleCommits } from './git.js';
import { hexDigest } from '../core/text/digest.js';
import { editorText, encodingRefused, gitBlobId, unreadableRead, type Unread } from './read-text.js';

export class WorkspaceFiles {
  /** Definitions as read from disk, by path. */
  private readonly disk = new Map<string, RepoFile>();
  /** Other files read for the core (SKILL.md), by path, with their git blob ids. */
  private readonly auxReads = new Map<string, { read: AuxRead; blobId: string | undefined }>();
  private readonly open = new Map<string, string>();
  private listed: { path: string; kind: DefinitionKind }[] = [];
  /** The folders the walk found: a document the editor opens at one is no definition. */
  private folders = new Set<string>();
  private discovery: Finding[] = [];
  private reader: FolderReader;
  /**
   * Folder listings (with their digests, kept with them: a reader of a later walk has listed
   * nothing) and names, each kept until a file below its folder changes on disk.
   */
  private readonly listings = new Map<string, { lines: string[] | undefined; digest: string | undefined }>();
  private readonly names = new Map<string, readonly string[] | undefined>();

  /**
   * The entries Agent Skills folders' listings may read in one check, between them (as many as
   * the walk): each definition that names a folder has it listed, its whole tree.
   */
  private readonly budget: ListBudget;

  constructor(
    readonly root: string,
    private readonly classifier: PathClassifier,
    private readonly maxSize: number,
    /** The most entries a walk reads (listFiles); past it the walk throws TooManyEntries. */
    private readonly walkLimit = Infinity,
  ) {
    this.budget = { limit: walkLimit, left: walkLimit };
    this.reader = new FolderReader(root, maxSize, true, [], undefined, this.budget);
    this.rescan();
  }

  /**
   * Walks the folder again (files may have come or gone) and reads the definitions that are new
   * or named in `changed`; every other file keeps the text it had.
   */
  rescan(changed: readonly string[] = []): void {
    for (const path of changed) this.disk.delete(path);
    // A changed path may be a folder (one removed or renamed, told as one change): what was read
    // below it is gone too.
    const below = new Set(changed);
    forgetBelow(this.auxReads, below);
    forgetAround(this.listings, changed);
    forgetAround(this.names, changed);
    forgetBelow(this.listings, below);
    forgetBelow(this.names, below);
    const listing = listFiles(this.root, this.classifier, this.walkLimit);
    // Submodules by their commits, and the empty folders a checkout that did not fetch them leaves,
    // as the command line's walk names them (readFolder).
    namedSubmodules(listing, (entered, empty) => submoduleCommits(this.root, entered, empty));
    // Blob ids let a check take an unchanged SKILL.md's folder from the check before.
    const reader = new FolderReader(this.root, this.maxSize, true, listing.folders, undefined, this.budget);
    linksHidingFiles(listing, this.classifier, reader);
    const { files, discovery } = classifyListing(this.classifier, listing);
    this.reader = reader;
    this.listed = files;
    this.folders = new Set(listing.folders);
    this.discovery = discovery;
    const present = new Set(files.map((f) => f.path));
    for (const path of [...this.disk.keys()]) if (!present.has(path)) this.disk.delete(path);
    for (const f of files)
      if (!this.disk.has(f.path)) this.disk.set(f.path, reader.listedFile(f.path, f.kind));
  }

  /** A folder's listing and its digest, kept. */
  private listedFolder(dir: string): { lines: string[] | undefined; digest: string | undefined } {
    return kept(this.listings, dir, () => {
      const lines = this.reader.folderListing(dir);
      return { lines, digest: lines === undefined ? undefined : this.reader.folderDigest(dir) };
    });
  }

  /** The kind a path has by the configured globs, if it is a definition file (never a folder). */
  kindOf(path: string): DefinitionKind | undefined {
    if (this.folders.has(path)) return undefined;
    return this.classifier.classify([path]).files[0]?.kind;
  }

  setOpen(path: string, text: string): void {
    this.open.set(path, text);
  }

  close(path: string): void {
    this.open.delete(path);
  }

  /**
   * The text the core sees for a path: the open document's, else the disk's when read, or the
   * text a client decodes from a file refused as text (NUL bytes, UTF-16), which the core reads
   * all the same and places findings in (an Agent Skills folder's file hiding a NUL byte).
   */
  textOf(path: string): string | undefined {
    const open = this.open.get(path);
    if (open !== undefined) return open;
    const file = this.disk.get(path);
    if (file) return file.text;
    const aux = this.auxReads.get(path)?.read;
    return aux?.kind === 'text' ? aux.text : aux?.kind === 'unreadable' ? aux.decoded : undefined;
  }

  private auxRead(path: string): { read: AuxRead; blobId: string | undefined } {
    let entry = this.auxReads.get(path);
    if (!entry) {
      entry = { read: this.reader.read(path), blobId: this.reader.blobId(path) };
      this.auxReads.set(path, entry);
    }
    return entry;
  }

  /**
   * An open document's text as the core reads it, by the rules its saved bytes would be read by;
   * undefined where there is none, or where the disk's refusal stands: the path leads out of the
   * root (a link at it or on the way; the editor shows what the link leads to), or the file on
   * disk is in another encoding than UTF-8 (the editor shows it decoded, and saves it so).
   */
  private openRead(path: string): { text: string } | Unread | undefined {
    const text = this.open.get(path);
    if (text === undefined || this.reader.leadsOut(path)) return undefined;
    const disk = this.disk.get(path);
    const aux = disk ? undefined : this.auxRead(path).read;
    const refused = disk ? disk.unreadable : aux?.kind === 'unreadable' ? aux.reason : undefined;
    if (refused !== undefined && encodingRefused(refused)) return undefined;
    return editorText(text, this.maxSize);
  }

  /** What the core checks: every definition file, open documents' text in place of the disk's. */
  input(): RepoInput {
    this.budget.left = this.budget.limit;
    const files: RepoFile[] = [];
    const seen = new Set<string>();
    const opened = new Map<string, { text: string } | Unread>();
    for (const path of this.open.keys()) {
      const read = this.openRead(path);
      if (read) opened.set(path, read);
    }
    for (const f of this.listed) {
      seen.add(f.path);
      const read = opened.get(f.path);
      files.push(
        read === undefined ? (this.disk.get(f.path) as RepoFile) : { path: f.path, kind: f.kind, ...read },
      );
    }
    // An open document not yet saved is checked too, when the globs make it a definition and the
    // walk would list it once saved; one opened at a folder's path (a client may send any URI) is
    // not a file at all.
    const unsaved = [...opened.keys()].filter(
      (p) => !seen.has(p) && !this.folders.has(p) && this.walkedTo(p),
    );
    const extra = this.classifier.classify(unsaved);
    for (const f of extra.files) files.push({ path: f.path, kind: f.kind, ...opened.get(f.path) });
    const notOnDisk = this.notOnDisk(opened);
    const aux: AuxFileReader = {
      read: (path) => {
        const read = opened.get(path);
        if (read === undefined) return this.auxRead(path).read;
        return 'text' in read ? { kind: 'text', text: read.text } : unreadableRead(read);
      },
      // An open document's text has no blob: nothing is taken for it from an earlier check.
      blobId: (path) => (opened.has(path) ? undefined : this.auxRead(path).blobId),
      // Listed as on disk, as the command line lists them: an Agent Skills folder's other files
      // (read for hidden text), its links and its twins in another case; past the check's budget,
      // a TooManyEntries (the listings read before it are kept). Open documents not saved yet are
      // listed too, as saving them would.
      folderListing: (dir) => withUnsaved(this.listedFolder(dir).lines, dir, notOnDisk),
      folderDigest: (dir) => digestWithUnsaved(this.listedFolder(dir).digest, dir, notOnDisk),
      folderNames: (dir) => kept(this.names, dir, () => this.reader.folderNames(dir)),
      unentered: (path) => this.reader.unentered(path),
    };
    return { files, aux, discovery: [...this.discovery, ...extra.discovery] };
  }

  /**
   * The open documents that are no file on disk yet, as listing lines (`path blob-id`, the id of
   * the text as it would be saved): a file the editor made in an Agent Skills folder is the
   * folder's once saved, as the command line would list it. Read before: an open document that
   * is no definition was read from disk (openRead), and found missing, with no link on the way.
   */
  private notOnDisk(opened: ReadonlyMap<string, { text: string } | Unread>): Map<string, string> {
    const lines = new Map<string, string>();
    for (const [path, read] of opened) {
      const aux = this.auxReads.get(path)?.read;
      if (!('text' in read) || aux?.kind !== 'missing' || aux.link !== undefined) continue;
      if (this.folders.has(path) || !this.walkedTo(path)) continue;
      lines.set(path, `${path} ${gitBlobId(Buffer.from(read.text))}`);
    }
    return lines;
  }

  /**
   * Whether every folder on a path's way that is on disk is one the walk entered: not one it
   * leaves alone (a repository of its own, a folder it cannot read), whose files the command line
   * never checks. Folders not on disk yet are the editor's new ones.
   */
  private walkedTo(path: string): boolean {
    for (let end = path.indexOf('/'); end > 0; end = path.indexOf('/', end + 1)) {
      const dir = path.slice(0, end);
      if (this.folders.has(dir)) continue;
      try {
        lstatSync(`${this.root}/${dir}`);
        return false;
      } catch {
        return true;
      }
    }
    return true;
  }
}

/**
 * A folder's listing from disk with the lines of the open documents below it that are not on
 * disk, in the listing's order. A folder the disk does not list but that such documents lie in
 * is a new one the editor made (notOnDisk keeps only documents whose folders on disk are walked
 * ones, never a link or a file): saved, it lists them, as the command line would.
 */
function withUnsaved(
  listing: string[] | undefined,
  dir: string,
  unsaved: ReadonlyMap<string, string>,
): string[] | undefined {
  const added = unsavedBelow(dir, unsaved);
  if (added.length === 0) return listing;
  // Whole lines in code-unit order, as the listing sorts them (folder-listing.ts).
  return [...(listing ?? []), ...added].sort();
}

/**
 * The digest of a folder's listing with its unsaved documents (withUnsaved): the disk's where
 * there are none, else one that changes with them too, as the command line's would once saved.
 */
function digestWithUnsaved(
  digest: string | undefined,
  dir: string,
  unsaved: ReadonlyMap<string, string>,
): string | undefined {
  const added = unsavedBelow(dir, unsaved);
  if (added.length === 0) return digest;
  return hexDigest('sha256', [`listed ${digest ?? ''}`, ...added.sort()].join('\n'));
}

/** The listing lines of the open documents below a folder that are not on disk. */
function unsavedBelow(dir: string, unsaved: ReadonlyMap<string, string>): string[] {
  if (unsaved.size === 0) return [];
  const prefix = dir === '' ? '' : `${dir}/`;
  return [...unsaved].filter(([path]) => path.startsWith(prefix)).map(([, line]) => line);
}

/** The value kept under `key`, worked out and kept when there is none. */
function kept<T>(map: Map<string, T>, key: string, make: () => T): T {
  if (!map.has(key)) map.set(key, make());
  return map.get(key) as T;
}

/**
 * Forgets what was kept of the folders that hold a changed path, at any depth, or are one (a folder
 * removed): their listings and names are no longer what is on disk (a folder of thousands of files
 * is not listed again when one file elsewhere is saved). The folders are worked out from each
 * changed path, not by testing every kept folder against every path: a branch switched under the
 * editor changes thousands of files beside thousands of folders kept.
 */
function forgetAround<T>(kept: Map<string, T>, changed: readonly string[]): void {
  kept.delete('');
  for (const path of changed)
    for (let end = path.length; end > 0; end = path.lastIndexOf('/', end - 1))
      kept.delete(path.slice(0, end));
}

/**
 * Forgets what was kept of the paths that are, or lie below, a changed one, at any depth. Each
 * kept path's own folders are looked up, not every changed path against every kept one.
 */
function forgetBelow<T>(kept: Map<string, T>, changed: ReadonlySet<string>): void {
  if (changed.size === 0) return;
  for (const path of [...kept.keys()])
    for (let end = path.length; end > 0; end = path.lastIndexOf('/', end - 1))
      if (changed.has(path.slice(0, end))) {
        kept.delete(path);
        break;
      }
}
