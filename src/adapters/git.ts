// Reads a base tree from git: one `git ls-tree`, then the sizes of the blobs it needs through one
// `git cat-file --batch-check` and the blobs within the size limit through one `--batch`. Git runs with an argument array (no shell), refs are checked before use.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { PathClassifier } from '../core/config/discover.js';
import {
  EXECUTABLE,
  type AuxFileReader,
  type AuxRead,
  type RepoFile,
  type RepoInput,
} from '../core/model/model.js';
import { FILE_START, GATE_ONLY, type Finding } from '../core/model/diagnostic.js';
import {
  decodeText,
  FILE_NAME_NOT_UTF8,
  FOLDER_LINK,
  FOLDER_LINK_OUTSIDE,
  FOLDER_NAME_NOT_UTF8,
  LEFT_OUT_OF_CHECKOUT,
  LINK_REFUSED,
  overSizeLimit,
  submoduleAt,
  submoduleIdentity,
  unreadableRead,
  type Unread,
} from './read-text.js';
import { linkedFolder, linkIdentity, linkLines, throughLinks, type LinkedEntry } from './linked-files.js';
import { ComposedListings, type FolderEntries } from './folder-listing.js';

const MAX_BUFFER = 1024 * 1024 * 1024;

/**
 * Settings no repository's files may choose, since git runs what they name: a clone's own
 * `core.fsmonitor` is a command that `ls-files` and `diff-files` run (empty: off, old git and
 * new). And a folder a pull request adds can be laid out as a repository (HEAD, objects/, refs/,
 * config): found from a root inside it, git would read its config, commands and all, and its
 * objects and refs, which can put any tree in the base commit's place. Git then takes only a
 * `.git` as the repository (a bare one named by GIT_DIR or --git-dir is still read).
 */
const SAFE = ['-c', 'core.fsmonitor=', '-c', 'safe.bareRepository=explicit'];

/**
 * Variables that name a repository, a work tree or an index other than the one git finds from the
 * root. A git hook sets some (`GIT_DIR=.git` in a pre-commit hook, relative to the top): run from
 * a root below the top, git would find no repository there, or another one.
 */
const REPOSITORY_VARIABLES =
  /^GIT_(?:DIR|WORK_TREE|INDEX_FILE|OBJECT_DIRECTORY|ALTERNATE_OBJECT_DIRECTORIES|COMMON_DIR|NAMESPACE|PREFIX)$/;

/** The environment git runs in: the process's, without REPOSITORY_VARIABLES, never prompting. */
function gitEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0' };
  for (const [name, value] of Object.entries(process.env))
    if (!REPOSITORY_VARIABLES.test(name) && !(name in env)) env[name] = value;
  return env;
}

function git(cwd: string, args: string[], input?: string | Buffer): Buffer {
  return execFileSync('git', [...SAFE, ...args], {
    cwd,
    input,
    maxBuffer: MAX_BUFFER,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: gitEnvironment(),
  });
}

/**
 * Git's blob id of each file below `root` whose working copy is as git holds it (tracked, stage 0,
 * not modified since it was checked out or staged), by path from `root`: what a git base lists for
 * that file. A checkout may write a file otherwise than git stores it (`.gitattributes`
 * `eol=crlf`, a clean filter such as Git LFS), so the bytes on disk would call an untouched file
 * changed. A submodule's path has its commit id, as a git tree lists it, fetched or not (a
 * checkout that did not fetch it leaves an empty folder). With them, what an install or a build
 * put beside the checkout (installedPaths). Undefined where `root` is in no work tree git can read.
 */
export function committedIds(
  root: string,
  /** The base's commit, as resolveCommit gives it (asked for once a file is read). */
  base: () => ResolvedBase,
  /** The index as stagedIndex lists it, where it was listed already (null: it could not be). */
  listed?: string | null,
): CommittedFiles | undefined {
  try {
    const staged = listed === undefined ? stagedIndex(root) : listed;
    if (staged === null) return undefined;
    const modified = git(root, ['diff-files', '--name-only', '--relative', '-z']).toString('utf8');
    const dirty = new Set(modified.split('\0'));
    const files = new Map<string, CommittedFile>();
    for (const record of staged.split('\0')) {
      const entry = /^\S (10(?:0644|0755)|160000) ([0-9a-f]{40}|[0-9a-f]{64}) 0\t(.+)$/s.exec(record);
      // A name that is not UTF-8 reads as U+FFFD for any such byte: `run\xfe.sh` and `run\xff.sh`
      // would share one id, the edited file listed by its twin's. Such a file is its bytes.
      if (entry && !dirty.has(entry[3] as string) && !(entry[3] as string).includes('\uFFFD'))
        files.set(entry[3] as string, {
          id: entry[2] as string,
          executable: entry[1] === '100755',
          gitlink: entry[1] === '160000',
        });
    }
    return { files, attributesAsBase: attributesAsBase(root, base()), installed: installedPaths(root) };
  } catch {
    return undefined;
  }
}

/**
 * The files and folders below `root` an install or a build put beside the checkout, which no commit
 * holds, so a git base never has them and no pull request changes them: those git ignores and does
 * not track (a `.env`, a `dist/`), and any untracked in a `node_modules` (`npm ci` in a repository
 * that does not ignore it). A folder wholly so is `name/`. Nothing where git cannot tell.
 */
function installedPaths(root: string): ReadonlySet<string> {
  const untracked = (args: string[]): string[] => {
    try {
      const out = git(root, ['ls-files', '-z', '--others', '--directory', ...args]).toString('utf8');
      return out.split('\0').filter((path) => path !== '');
    } catch {
      return [];
    }
  };
  return new Set([
    ...untracked(['--ignored', '--exclude-standard', '--', '.']),
    ...untracked(['--', ':(glob)**/node_modules/**']),
  ]);
}

/**
 * The files below `root` that the index (stagedIndex) holds but a sparse checkout (`git
 * sparse-checkout`, actions/checkout's `sparse-checkout`: the skip-worktree bit) left out of the
 * work tree, by path with their ids, and the submodules so left out, by their commits. None outside
 * a work tree git can read.
 */
export interface LeftOut {
  files: ReadonlyMap<string, string>;
  submodules: ReadonlyMap<string, string>;
  /**
   * Each of them, files and submodules, by path, with its id as a folder's listing writes it (as
   * a git tree lists it: an executable file's and a link's marked), for the listings the work
   * tree cannot give (fs.ts FolderReader).
   */
  listed: ReadonlyMap<string, string>;
}

export function leftOutOfWorkTree(staged: string | null): LeftOut {
  const files = new Map<string, string>();
  const submodules = new Map<string, string>();
  const listed = new Map<string, string>();
  for (const record of staged?.split('\0') ?? []) {
    const entry = /^S (\d+) ([0-9a-f]+) \d\t(.+)$/s.exec(record);
    if (!entry) continue;
    const [, mode, id, path] = entry as unknown as [string, string, string, string];
    (mode === '160000' ? submodules : files).set(path, id);
    listed.set(path, mode === '120000' ? `link:${id}` : listedId({ mode, sha: id }));
  }
  return { files, submodules, listed };
}

/**
 * Git's index below `root`, each entry tagged (`S` where a sparse checkout left it out), as
 * committedIds and leftOutOfWorkTree read it: listed once for both. Null outside a work tree git
 * can read.
 */
export function stagedIndex(root: string): string | null {
  try {
    return git(root, ['ls-files', '--stage', '-t', '-z', '--', '.']).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * The definition files of `leftOut` that the walk so never saw (`present`: what it read): the
 * runtime's full checkout of the commit loads them. Each is an unreadable-file finding with its
 * blob id, so an edit to one is new unknown power for the gate (diff/actors.ts). So is a submodule
 * left out below which the globs look, by its commit, as a git base names it (unenteredFolders): a
 * checkout leaves no empty folder for the walk to find. A file an MCP server's entry runs is read
 * as one the checker cannot read (fs.ts FolderReader).
 */
export function leftOutOfCheckout(
  leftOut: LeftOut,
  classifier: PathClassifier,
  present: ReadonlySet<string>,
): Finding[] {
  const out: Finding[] = [];
  for (const [path, id] of leftOut.submodules)
    if (classifier.walksInto(path) && classifier.mayLookBelow(path))
      out.push({ rule: 'unreadable-file', file: path, ...FILE_START, message: submoduleAt(id) });
  const absent = [...leftOut.files.keys()].filter((path) => !present.has(path));
  if (absent.length === 0) return out;
  const files = classifier.classify(absent).files.map((f) => ({
    rule: 'unreadable-file',
    file: f.path,
    ...FILE_START,
    message: LEFT_OUT_OF_CHECKOUT,
    behind: leftOut.files.get(f.path) as string,
  }));
  return [...files, ...out];
}

/** Git's index below a root, as committedIds reads it. */
export interface CommittedFiles {
  /** The files whose working copy is as git holds it, by path from the root. */
  files: ReadonlyMap<string, CommittedFile>;
  /**
   * Whether every `.gitattributes` of the repository is the base's: then a checkout writes a blob
   * the head shares with the base as it wrote it for the base, whatever it converts (line ends,
   * an encoding, `ident`, a filter), and git's id stands for the working copy. A pull request
   * that adds `eol=crlf` or `working-tree-encoding` changes what the runtime reads while every
   * blob stays the same.
   */
  attributesAsBase: boolean;
  /** What an install or a build put beside the checkout (installedPaths): a folder as `name/`. */
  installed: ReadonlySet<string>;
}

/** A file as git's index holds it: its id (a submodule's commit), and whether it is executable. */
export interface CommittedFile {
  id: string;
  executable: boolean;
  /** A submodule, its id the commit: not a file. */
  gitlink: boolean;
}

/**
 * Whether no `.gitattributes` of the repository (anywhere, above the root too) differs from the
 * base's: none tracked is changed, added or removed in the work tree, and none lies untracked
 * (but ignored: a checkout in CI has none).
 */
function attributesAsBase(root: string, resolved: ResolvedBase): boolean {
  if ('problem' in resolved) return false;
  const attributes = ':(top,glob)**/.gitattributes';
  const changed = git(root, ['diff-index', '--name-only', '-z', resolved.commit, '--', attributes]);
  const untracked = git(root, ['ls-files', '--others', '--exclude-standard', '-z', '--', attributes]);
  return changed.length === 0 && untracked.length === 0;
}

/** How many folders one `git ls-files` is asked about: a command line has a limit. */
const PATHS_PER_CALL = 200;

/**
 * Which of the folders (relative to `root`, POSIX) the index holds as submodules (mode 160000):
 * what a checkout without its submodules leaves as empty folders. None outside a work tree git
 * can read. The paths are literal (no pathspec magic in a folder's name).
 */
function gitlinksAmong(root: string, folders: readonly string[]): ReadonlyMap<string, string> {
  const found = new Map<string, string>();
  try {
    for (let i = 0; i < folders.length; i += PATHS_PER_CALL) {
      const paths = folders.slice(i, i + PATHS_PER_CALL);
      const staged = git(root, ['--literal-pathspecs', 'ls-files', '--stage', '-z', '--', ...paths]);
      for (const record of staged.toString('utf8').split('\0')) {
        const entry = /^160000 ([0-9a-f]+) 0\t(.+)$/s.exec(record);
        if (entry) found.set(entry[2] as string, entry[1] as string);
      }
    }
  } catch {
    // No work tree git can read here: nothing is known of submodules.
  }
  return found;
}

/**
 * The commits of the submodules a walk of `root` found, for their findings (fs.ts
 * namedSubmodules): one it found checked out (with its own `.git`) by the commit that working
 * copy is at, since its files are what the runtime beside it loads (a working copy moved but not
 * staged is another folder, and a folder base that is no work tree, its submodule a clone, names
 * the same commit as the head); an empty one (not fetched) by the commit the index records.
 */
export function submoduleCommits(
  root: string,
  entered: readonly string[],
  empty: readonly string[],
): ReadonlyMap<string, string> {
  const found = new Map(gitlinksAmong(root, [...entered, ...empty]));
  for (const path of entered) {
    const at = checkedOutCommit(join(root, path));
    if (at !== undefined) found.set(path, at);
  }
  return found;
}

/** The commit a folder's own repository has checked out (its `.git` alone, never one above it). */
function checkedOutCommit(folder: string): string | undefined {
  try {
    const args = ['--git-dir', join(folder, '.git'), 'rev-parse', '--verify', '--quiet', 'HEAD^{commit}'];
    const out = git(folder, args).toString('utf8').trim();
    return /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(out) ? out : undefined;
  } catch {
    return undefined;
  }
}

/** A ref the user gave that names no commit here, in words that say how to get it. */
interface RefProblem {
  problem: string;
}

/** A base ref resolved to its commit, or why it cannot be (resolveCommit). */
export type ResolvedBase = { commit: string } | RefProblem;

/** The commit a ref names, or why it names none (the entry makes that a usage error). */
export function resolveCommit(cwd: string, ref: string): ResolvedBase {
  if (ref === '' || ref.startsWith('-') || /[\0\n\r]/.test(ref))
    return { problem: `invalid base ref '${ref}'` };
  const path = writtenAsPath(cwd, ref);
  if (path !== undefined) return { problem: path };
  try {
    // The ref alone, then its object peeled: `:/fix^{commit}` would search for that text, and a
    // negation (`^main`) is printed as `^<id>`, which names no object to read a tree from.
    const named = revParse(cwd, ref);
    if (!OBJECT_ID.test(named)) return { problem: `base '${ref}' names a range of commits, not one commit` };
    const twins = sameNamedRefs(cwd, ref);
    if (twins.length > 1)
      return {
        problem: `base '${ref}' is ambiguous: it names ${twins.join(' and ')}, and git would take the first; give the one meant in full (${twins.map((t) => `--base ${t}`).join(' or ')})`,
      };
    return { commit: revParse(cwd, `${named}^{commit}`) };
  } catch {
    return { problem: refProblem(cwd, ref) };
  }
}

const OBJECT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/**
 * The refs a ref's leading name may mean, where it means more than one (a branch and a tag of one
 * name, `main` and `origin/main` under refs/remotes and refs/tags…): git takes the first in its
 * order (gitrevisions) and only warns, so `--base main` could compare against a tag that a fetch
 * brought; and a short commit id that is also a ref's name (git takes the ref). In git's order;
 * empty where the name is one ref or none.
 */
function sameNamedRefs(cwd: string, ref: string): string[] {
  const name = /^[^~^@:{}]+/.exec(ref)?.[0];
  if (name === undefined || name.startsWith('refs/')) return [];
  const candidates = [
    `refs/${name}`,
    `refs/tags/${name}`,
    `refs/heads/${name}`,
    `refs/remotes/${name}`,
    `refs/remotes/${name}/HEAD`,
  ];
  let listed: Set<string>;
  try {
    const out = git(cwd, ['for-each-ref', '--format=%(refname)', ...candidates]).toString('utf8');
    listed = new Set(out.split('\n'));
  } catch {
    return [];
  }
  const refs = candidates.filter((c) => listed.has(c));
  // A short commit id that is a ref's name too: git takes the ref, and only warns.
  return refs.length > 0 && SHORT_ID.test(name) ? [...refs, ...objectsBeginning(cwd, name)] : refs;
}

/** What git may read as an abbreviated object id: 4 hex digits or more, fewer than a SHA-1's 40. */
const SHORT_ID = /^[0-9a-fA-F]{4,39}$/;

/** The objects whose id begins with `prefix`, each in full; none where git cannot list them. */
function objectsBeginning(cwd: string, prefix: string): string[] {
  try {
    const out = git(cwd, ['rev-parse', `--disambiguate=${prefix.toLowerCase()}`]).toString('utf8');
    return out.split('\n').filter((id) => OBJECT_ID.test(id));
  } catch {
    return [];
  }
}

/**
 * A base written as a path (`../x`, `./old`, `/tmp/base`, `..`), which no branch or tag can be
 * (git check-ref-format: no name starts with `/` or a `.` segment): the user meant a folder, and
 * git would read `../x` as a range. Why it names no commit, and where it points (the path is the
 * caller's, as --base-dir's is), or undefined for a ref not written so.
 */
function writtenAsPath(cwd: string, ref: string): string | undefined {
  if (!/^(?:\.{1,2}(?:\/|$)|\/)/.test(ref)) return undefined;
  const top = repositoryTop(cwd);
  const from = top === undefined ? undefined : relative(top, realOrResolved(ref));
  const outside = from !== undefined && (from === '..' || from.startsWith(`..${sep}`) || isAbsolute(from));
  const where = outside ? ' outside the repository' : '';
  return `base '${ref}' is a path${where}, not a commit, branch or tag; to compare against a folder, use --base-dir ${ref}`;
}

/** The top folder of the work tree `cwd` is in, as git gives it (links resolved), if any. */
function repositoryTop(cwd: string): string | undefined {
  try {
    return git(cwd, ['rev-parse', '--show-toplevel']).toString('utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * A path from the current folder with its links resolved, as git resolves the top (`/tmp` may be
 * a link); one that does not exist, by its folder's.
 */
function realOrResolved(path: string): string {
  const full = resolve(path);
  for (const real of [() => realpathSync(full), () => join(realpathSync(dirname(full)), basename(full))]) {
    try {
      return real();
    } catch {
      // Not there: try its folder, else take the path as written.
    }
  }
  return full;
}

/**
 * The ways back from a commit git reads after it: `~`, `^`, each with a count or none, and a peel
 * (`^{commit}`). `HEAD~-1` is none of them: not a revision at all.
 */
const ANCESTRY = /^(?:~\d*|\^\d*|\^\{[^}]*\})+$/;

/** The object id `git rev-parse --verify` prints for a name (it throws when it names none). */
function revParse(cwd: string, name: string): string {
  return git(cwd, ['rev-parse', '--verify', '--quiet', '--end-of-options', name]).toString('utf8').trim();
}

/** What git says on failing, or undefined when it does not fail. */
function failure(cwd: string, args: string[]): string | undefined {
  try {
    git(cwd, args);
    return undefined;
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? '');
  }
}

/**
 * Why git cannot be started at all, or undefined when it can: with no `git` on PATH, every
 * question fails as it does outside a repository, and the user would be told the wrong thing.
 */
function cannotRun(cwd: string): string | undefined {
  try {
    git(cwd, ['--version']);
    return undefined;
  } catch (error) {
    const { code, stderr } = error as { code?: unknown; stderr?: unknown };
    if (code === 'ENOENT') return "no 'git' command on PATH";
    return stderr == null && typeof code === 'string' ? `the system says ${code}` : undefined;
  }
}

/**
 * Whether git refuses the repository `cwd` is in as another user's (`safe.directory`: a container
 * job's user on a runner's checkout): every question to it then fails as outside a repository.
 */
export function refusedAsAnothers(cwd: string): boolean {
  return failure(cwd, ['rev-parse', '--git-dir'])?.includes('safe.directory') === true;
}

function succeeds(cwd: string, args: string[]): boolean {
  return failure(cwd, args) === undefined;
}

/**
 * Why a ref names no commit, and what would make it name one: a fetch only for a name that a
 * fetch can bring (a branch, a tag, a commit id), never for a path or an ancestor expression.
 */
function refProblem(cwd: string, ref: string): string {
  const unrunnable = cannotRun(cwd);
  if (unrunnable !== undefined)
    return `--base '${ref}' names a git commit, but git cannot be run (${unrunnable}); install it, or use --base-dir to compare against a folder`;
  const noRepository = failure(cwd, ['rev-parse', '--git-dir']);
  if (noRepository?.includes('safe.bareRepository'))
    return `--base '${ref}' cannot be read: the root is in a folder laid out as a git repository (HEAD, objects, refs), not a clone's .git, and git is not asked to read it as one`;
  // A checkout owned by another user than the one running (a container job on a runner's
  // workspace): git refuses it, and "in no git repository" would send the user the wrong way.
  if (noRepository?.includes('safe.directory'))
    return `--base '${ref}' cannot be read: git refuses the repository the root is in, as it belongs to another user (git's safe.directory); if it is yours to trust, add its top folder with git config --global --add safe.directory, or run as its owner`;
  if (noRepository !== undefined)
    return `--base '${ref}' names a git commit, but the root is in no git repository; use --base-dir to compare against a folder`;
  const unborn = unbornBranch(cwd, /^[^~^]*/.exec(ref)?.[0] ?? ref);
  if (unborn !== undefined)
    return `base '${ref}' names no commit: the branch '${unborn}' has none yet; commit first, or use --base-dir to compare against a folder`;
  const colon = ref.indexOf(':');
  if (colon > 0)
    return `base '${ref}' names a path inside a commit, not a commit; give the commit (--base ${ref.slice(0, colon)}): the root already chooses the folder`;
  const other = notOneCommit(cwd, ref);
  if (other) return other;
  const ancestor = /^(.+?)([~^].*)$/.exec(ref);
  if (ancestor) {
    const [, start, way] = ancestor as unknown as [string, string, string];
    if (!ANCESTRY.test(way))
      return `base '${ref}' is not a valid revision: after '${start}', '${way}' is no way back (~N or ^N, N a whole number)`;
    const peeled = failedPeel(cwd, start, way);
    if (peeled !== undefined) return `base '${ref}' ${peeled}`;
    const known = succeeds(cwd, [
      'rev-parse',
      '--verify',
      '--quiet',
      '--end-of-options',
      `${start}^{commit}`,
    ]);
    const shallow = git(cwd, ['rev-parse', '--is-shallow-repository']).toString('utf8').trim() === 'true';
    if (known && shallow)
      return `base '${ref}' is older than this shallow clone's history; deepen it first (git fetch --unshallow, or --deepen=N) or use --base-dir`;
    if (known) return `base '${ref}' goes further back than the history of '${start}'`;
    return `base '${ref}': '${start}' is not a commit in this clone${fetchAdvice(cwd, start, way)}`;
  }
  return `base '${ref}' is not a commit in this clone${fetchAdvice(cwd, ref)}`;
}

/**
 * The branch HEAD is on where it has no commit yet (a repository just made by `git init`, or a
 * `git checkout --orphan`) and `name` is HEAD or that branch, or undefined: no fetch brings it.
 */
function unbornBranch(cwd: string, name: string): string | undefined {
  if (succeeds(cwd, ['rev-parse', '--verify', '--quiet', 'HEAD'])) return undefined;
  try {
    const branch = git(cwd, ['symbolic-ref', '--quiet', '--short', 'HEAD']).toString('utf8').trim();
    const names = ['HEAD', '@', branch, `heads/${branch}`, `refs/heads/${branch}`];
    return branch !== '' && names.includes(name) ? branch : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Why a peel names nothing where the way back up to it is there (`HEAD^{blob}`, a message search
 * `HEAD^{/fix}` that finds none), or undefined where a step back fails first. Each step of `way` is
 * taken in turn, as git takes them; without this such a ref was told it goes further back than the
 * history.
 */
function failedPeel(cwd: string, start: string, way: string): string | undefined {
  let walked = start;
  for (const [step] of way.matchAll(/~\d*|\^\d*(?!\{)|\^\{[^}]*\}/g)) {
    const next = `${walked}${step}`;
    if (succeeds(cwd, ['rev-parse', '--verify', '--quiet', '--end-of-options', next])) {
      walked = next;
      continue;
    }
    const peel = /^\^\{(.*)\}$/.exec(step)?.[1];
    if (peel === undefined) return undefined;
    return peel.startsWith('/')
      ? `names no commit: none reachable from '${walked}' has a message matching '${peel.slice(1)}'`
      : `names no commit: git cannot peel '${walked}' to ^{${peel}}`;
  }
  return undefined;
}

/**
 * Why a ref that no fetch can help names no commit: a range, another kind of object (`HEAD^{tree}`,
 * a tree's id), or a reflog entry or message search that is not there (`HEAD@{5}`, `:/fix`).
 */
function notOneCommit(cwd: string, ref: string): string | undefined {
  if (/\.\.|\^[@!-]/.test(ref)) return `base '${ref}' names a range of commits, not one commit`;
  try {
    const object = git(cwd, ['rev-parse', '--verify', '--quiet', '--end-of-options', ref])
      .toString('utf8')
      .trim();
    const type = git(cwd, ['cat-file', '-t', object]).toString('utf8').trim();
    return `base '${ref}' names a ${type}, not a commit`;
  } catch {
    return /^:\/|@\{/.test(ref) ? `base '${ref}' is not a commit in this clone` : undefined;
  }
}

/**
 * The fetch that brings a name, and the base that names it then (`way`: what followed the name in
 * the ref, kept), as the end of refProblem's message. A fetch of a bare name writes only
 * FETCH_HEAD: `git fetch origin main` in a clone of another branch left `--base main` refused
 * again, with the same advice. So a branch or tag is fetched into origin's remote-tracking ref
 * (an annotated tag too, which a branch cannot hold) and named there; a commit id, a remote-tracking
 * ref (`origin/x` comes from origin's `x`) or a full `refs/heads/` or `refs/tags/` ref is fetched
 * to where it names. A name git gives itself (FETCH_HEAD, ORIG_HEAD) no fetch brings, nor one no
 * branch or tag can have (`ma in`, `~1`), which the fetch advised would fail on.
 */
function fetchAdvice(cwd: string, name: string, way = ''): string {
  const advice = (wanted: string, base?: string): string =>
    `; fetch it first (git fetch --no-tags --depth=1 origin ${wanted}${base ? `, then --base ${base}${way}` : ''}) or use --base-dir`;
  if (/^[A-Z_]*HEAD$/.test(name)) return '';
  if (OBJECT_ID.test(name)) return advice(name);
  if (!succeeds(cwd, ['check-ref-format', '--allow-onelevel', name]))
    return `, and no branch or tag can be named '${name}'`;
  const tracked = /^(?:refs\/remotes\/)?origin\/(.+)$/.exec(name)?.[1];
  if (tracked !== undefined) return advice(`${tracked}:refs/remotes/origin/${tracked}`);
  if (/^refs\/(?:heads|tags)\//.test(name)) return advice(`${name}:${name}`);
  return advice(`${name}:refs/remotes/origin/${name}`, `origin/${name}`);
}

interface TreeEntry {
  mode: string;
  type: string;
  sha: string;
  path: string;
  /**
   * Whether the file's own name is not UTF-8 (its folders' are): the folder walk lists it with
   * U+FFFD, opens no such file, and refuses it (fs.ts listedFile), its content still part of it.
   */
  nameNotUtf8?: true;
  /**
   * Where a folder on its way is the first whose name is not UTF-8: that folder (as the walk
   * spells it, U+FFFD for what is not) and the path's names from it on, each as its bytes in hex.
   * The walk cannot open the folder by that name: it refuses it whole (fs.ts listFiles), with a
   * digest of what it holds by those names (fs.ts contentByNameBytes), and lists none of its files.
   */
  underNotUtf8?: { folder: string; shown: string };
}

/**
 * The blobs and links of the commit below the working folder, by paths relative to it: without
 * --full-tree, ls-tree lists just the current folder's part of the tree, the way the walk of the
 * head sees it.
 */
function listTree(cwd: string, commit: string): TreeEntry[] {
  // Without -l: sizes would make git look up every blob in the tree, and only the few blobs the
  // head does not have are read from git at all (their sizes are asked for then).
  const bytes = git(cwd, ['ls-tree', '-r', '-z', '--end-of-options', commit]);
  const out = bytes.toString('utf8');
  const entries: TreeEntry[] = [];
  const records = out.split('\0');
  // Each record's bytes, where some name is not UTF-8 (a NUL ends a record in both alike).
  const raw = out.includes('\uFFFD') ? splitBytes(bytes, 0) : undefined;
  for (const [i, record] of records.entries()) {
    if (record === '') continue;
    // "<mode> SP <type> SP <object> TAB <path>"
    const tab = record.indexOf('\t');
    const afterMode = record.indexOf(' ');
    const afterType = record.indexOf(' ', afterMode + 1);
    const entry: TreeEntry = {
      mode: record.slice(0, afterMode),
      type: record.slice(afterMode + 1, afterType),
      sha: record.slice(afterType + 1, tab),
      path: record.slice(tab + 1),
    };
    const own = raw?.[i];
    if (own && entry.path.includes('\uFFFD') && !isUtf8(own)) {
      const names = splitBytes(own.subarray(own.indexOf(0x09) + 1), 0x2f);
      const first = names.findIndex((name) => !isUtf8(name));
      if (first === names.length - 1) entry.nameNotUtf8 = true;
      else if (first >= 0)
        entry.underNotUtf8 = {
          // A byte that is not UTF-8 decodes to U+FFFD, never to a slash: the names line up.
          folder: entry.path.split('/', first + 1).join('/'),
          shown: names
            .slice(first)
            .map((name) => name.toString('hex'))
            .join('/'),
        };
    }
    entries.push(entry);
  }
  return entries;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function isUtf8(bytes: Uint8Array): boolean {
  try {
    strictUtf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

function splitBytes(bytes: Buffer, separator: number): Buffer[] {
  const out: Buffer[] = [];
  let start = 0;
  for (let at = bytes.indexOf(separator); at >= 0; at = bytes.indexOf(separator, start)) {
    out.push(bytes.subarray(start, at));
    start = at + 1;
  }
  out.push(bytes.subarray(start));
  return out;
}

/**
 * The base's tree as listTree lists it, or why it cannot be had: a folder of it the clone lacks (a
 * partial clone whose remote is gone, a damaged store), which no comparison can stand in for.
 */
function listedTree(cwd: string, ref: string, commit: string): TreeEntry[] | RefProblem {
  try {
    return listTree(cwd, commit);
  } catch (error) {
    const said =
      String((error as { stderr?: Buffer }).stderr ?? '')
        .trim()
        .split('\n')[0] ?? '';
    const why = said === '' ? '' : ` (${said})`;
    return {
      problem: `base '${ref}' cannot be read: git cannot list its files${why}; fetch it whole (git fetch --refetch origin, or without --filter) or use --base-dir`,
    };
  }
}

/**
 * Reads blobs: their content by object id, or their size when it is over `maxSize` (such a blob
 * is never read). Blobs missing from the clone are left out.
 */
function readBlobs(
  cwd: string,
  shas: string[],
  maxSize: number,
  /** Blobs read too while their sizes together stay within `aheadBytesLeft`: those likely asked for next. */
  ahead: readonly string[] = [],
  aheadBytesLeft = 0,
): Map<string, Buffer | number> {
  const blobs = new Map<string, Buffer | number>();
  const required = new Set(shas);
  const unique = [...new Set([...shas, ...ahead])];
  if (unique.length === 0) return blobs;
  const wanted: string[] = [];
  let aheadBytes = 0;
  // "<object> SP <type> SP <size>" a line, or "<object> SP missing".
  for (const line of git(cwd, ['cat-file', '--batch-check'], `${unique.join('\n')}\n`)
    .toString('utf8')
    .split('\n')) {
    const [sha, type, size] = line.split(' ');
    if (sha === undefined || size === undefined || type === 'missing') continue;
    const bytes = Number(size);
    if (bytes > maxSize) blobs.set(sha, bytes);
    else if (required.has(sha)) wanted.push(sha);
    else if ((aheadBytes += bytes) <= aheadBytesLeft) wanted.push(sha);
  }
  if (wanted.length === 0) return blobs;
  const out = git(cwd, ['cat-file', '--batch'], `${wanted.join('\n')}\n`);
  let offset = 0;
  while (offset < out.length) {
    const newline = out.indexOf(0x0a, offset);
    if (newline < 0) break;
    const header = out.subarray(offset, newline).toString('utf8');
    const [sha, type, size] = header.split(' ');
    offset = newline + 1;
    if (type === 'missing' || size === undefined || sha === undefined) continue;
    const length = Number(size);
    blobs.set(sha, out.subarray(offset, offset + length));
    offset += length + 1;
  }
  return blobs;
}

/**
 * The folder walk's findings for folders it does not enter, as the tree holds them: a submodule
 * (a commit entry) and a link where the globs would look (a link's target is not read here, so
 * one to a file counts too, unless a glob takes it for a definition file: that is refused as one).
 */
function unenteredFolders(
  tree: BaseTree,
  entries: readonly TreeEntry[],
  classifier: PathClassifier,
): Finding[] {
  const out: Finding[] = [];
  for (const e of entries) {
    const reason = e.type === 'commit' ? submoduleAt(e.sha) : e.mode === '120000' ? FOLDER_LINK : undefined;
    if (!reason) continue;
    const hides = hidesFiles(tree, e, classifier);
    if (!hides) continue;
    const finding: Finding =
      hides === 'gate'
        ? { rule: GATE_ONLY, file: e.path, ...FILE_START, message: FOLDER_LINK_OUTSIDE, unread: true }
        : { rule: 'unreadable-file', file: e.path, ...FILE_START, message: reason };
    if (e.mode === '120000') finding.behind = linkIdentityOf(tree, e);
    out.push(finding);
  }
  return out;
}

/**
 * Whether a folder the walk does not enter hides files the globs would take: a submodule every
 * file below it (PathClassifier.mayLookBelow), a link those the walk does not read where it leads
 * (PathClassifier.linkHides), or from the gate alone where it leads out of the root
 * (linkLeavesSight: `gate`). The link's target is read as the folder walk reads it.
 */
function hidesFiles(tree: BaseTree, e: TreeEntry, classifier: PathClassifier): boolean | 'gate' {
  if (e.type === 'commit') return classifier.walksInto(e.path) && classifier.mayLookBelow(e.path);
  if (classifier.mayLookIn(e.path)) return true;
  if (!classifier.walksInto(e.path)) return false;
  const leads = linkedFolder((p) => entryAt(tree, p), e.path, linkText(tree, e));
  if (classifier.linkHides(e.path, leads)) return true;
  return classifier.linkLeavesSight(e.path, leads) ? 'gate' : false;
}

/**
 * The folders whose names are not UTF-8 that the walk would enter, refused as it refuses them
 * (fs.ts listFiles), each with what it holds as the walk digests it (fs.ts contentByNameBytes):
 * each file's names in hex and its id as a listing writes it, a link by its target's bytes, sorted.
 * A submodule in one is a folder the walk finds empty or holding another repository's files: none.
 */
function foldersNotUtf8(tree: BaseTree, classifier: PathClassifier): Finding[] {
  const lines = new Map<string, string[]>();
  for (const e of tree.entries) {
    const under = e.underNotUtf8;
    if (!under) continue;
    let held = lines.get(under.folder);
    if (!held) lines.set(under.folder, (held = []));
    if (e.type === 'commit') continue;
    const id =
      e.mode === '120000'
        ? `link:${linkBytes(tree, e).toString('hex')}`
        : `${e.mode === '100755' ? EXECUTABLE : ''}${e.sha}`;
    held.push(`${under.shown} ${id}`);
  }
  const out: Finding[] = [];
  for (const [folder, held] of lines) {
    if (!classifier.walksInto(folder)) continue;
    const behind = createHash('sha1').update(held.sort().join('\n')).digest('hex');
    out.push({ rule: 'unreadable-file', file: folder, ...FILE_START, message: FOLDER_NAME_NOT_UTF8, behind });
  }
  return out;
}

/** A link's target as its bytes. */
function linkBytes(tree: BaseTree, entry: TreeEntry): Buffer {
  if (!tree.blobs.has(entry.sha)) addBlobs(tree, [entry.sha]);
  const bytes = tree.blobs.get(entry.sha);
  return bytes instanceof Buffer ? bytes : Buffer.alloc(0);
}

/** A link's identity (linked-files.ts linkIdentity), as the folder reader gives it. */
function linkIdentityOf(tree: BaseTree, e: TreeEntry): string {
  return linkIdentity((path) => entryAt(tree, path), e.path, e.sha, linkText(tree, e));
}

/** A file discovery skipped, as the folder walk gives it (fs.ts skippedId): a link by what it leads to. */
function skippedId(tree: BaseTree, path: string): string {
  const entry = tree.byPath.get(path);
  if (!entry) return '';
  return entry.mode === '120000' ? linkIdentityOf(tree, entry) : entry.sha;
}

/** The commit's tree as read so far: its entries, by path too, and the blobs asked of git. */
interface BaseTree {
  cwd: string;
  entries: readonly TreeEntry[];
  /** The tree's folders (treeFolders), built when first asked. */
  folders?: ReadonlyMap<string, TreeFolder>;
  /** Folders' listings (folder-listing.ts): links followed, and a link listed alone. */
  listings?: Map<boolean, ComposedListings>;
  byPath: ReadonlyMap<string, TreeEntry>;
  /** Content by object id, or the size of a blob over the limit; grows as more are read. */
  blobs: Map<string, Buffer | number>;
  maxFileSize: number;
  /** Whether the clone is partial (partialClone), found when first asked. */
  partial?: boolean;
  /** What reads ahead (unreadAround) may still hold of files nothing asked for: a bound on memory. */
  aheadLeft: number;
}

export function readGitTree(
  cwd: string,
  ref: string,
  classifier: PathClassifier,
  maxFileSize: number,
  /** Files already read (the head): a base file with the same blob id reuses their text. */
  known: readonly RepoFile[] = [],
  /** The head's reader of other files: a SKILL.md with the same blob id is read there, not here. */
  knownAux?: AuxFileReader,
  /** `ref` resolved already (the head's read asked for it first). */
  resolved: ResolvedBase = resolveCommit(cwd, ref),
  /** Files of the settings (the root's configuration), read with the definitions: the gate keeps the base's. */
  settings: readonly string[] = [],
): { input: RepoInput; label: string } | RefProblem {
  if ('problem' in resolved) return resolved;
  const { commit } = resolved;
  const entries = listedTree(cwd, ref, commit);
  if (!Array.isArray(entries)) return entries;
  const byPath = new Map<string, TreeEntry>();
  for (const entry of entries) {
    byPath.set(entry.path, entry);
  }
  // A file under a folder whose name is not UTF-8 is not the walk's to list: the folder is refused.
  const { files: classified, discovery } = classifier.classify(
    entries.filter((e) => e.type === 'blob' && !e.underNotUtf8).map((e) => e.path),
  );
  const definitionFiles = new Set(classified.map((f) => f.path));
  const knownById = new Map<string, string>();
  for (const f of known) {
    if (f.blobId && f.text !== undefined) knownById.set(f.blobId, f.text);
  }
  const asked = [...classified.map((f) => f.path), ...settings]
    .map((path) => byPath.get(path))
    .filter((e): e is TreeEntry => e?.type === 'blob' && !knownById.has(e.sha) && readable(e));
  const blobs = readBlobs(
    cwd,
    asked.map((e) => e.sha),
    maxFileSize,
  );
  const lacking = lackingBlob(ref, asked, blobs);
  if (lacking) return lacking;
  const tree: BaseTree = { cwd, entries, byPath, blobs, maxFileSize, aheadLeft: AHEAD_TREE_BYTES };
  // A skipped file's content is part of its finding, as the folder walk gives it (fs.ts readFolder).
  for (const d of discovery) if (d.unread) d.behind = skippedId(tree, d.file);
  discovery.push(
    ...unenteredFolders(
      tree,
      entries.filter((e) => !definitionFiles.has(e.path)),
      classifier,
    ),
    ...foldersNotUtf8(tree, classifier),
  );
  const files = classified.map((f) => baseFile(tree, f, byPath.get(f.path) as TreeEntry, knownById));
  return { input: { files, aux: auxReader(tree, knownAux), discovery }, label: commit };
}

/**
 * Why the base cannot be read where the clone lacks the blob of a file asked for (a partial clone
 * whose remote cannot be reached, objects lost): read as a file the checker cannot read, a
 * definition would count on the base as the most it could be, so the head's change to it was no
 * escalation, and a configuration as none, the gate keeping the defaults for the base's settings.
 * As a tree the clone lacks (listedTree).
 */
function lackingBlob(
  ref: string,
  asked: readonly TreeEntry[],
  blobs: ReadonlyMap<string, unknown>,
): RefProblem | undefined {
  const lacking = asked.find((e) => !blobs.has(e.sha));
  return (
    lacking && {
      problem: `base '${ref}' cannot be read: the clone lacks the content of ${lacking.path} (git has no blob ${lacking.sha}); fetch it whole (git fetch --refetch origin, or without --filter) or use --base-dir`,
    }
  );
}

/** A definition file of the base, as the folder walk would give it (fs.ts listedFile). */
function baseFile(
  tree: BaseTree,
  f: { path: string; kind: RepoFile['kind'] },
  entry: TreeEntry,
  knownById: ReadonlyMap<string, string>,
): RepoFile {
  // A name the folder walk cannot open is refused, its content still part of it (fs.ts listedFile).
  if (entry.nameNotUtf8)
    return { path: f.path, kind: f.kind, unreadable: FILE_NAME_NOT_UTF8, blobId: entry.sha };
  const same = knownById.get(entry.sha);
  // Spelled out rather than spread: thousands of these, and a spread copies through a slow path.
  if (same !== undefined && entry.mode !== '120000')
    return { path: f.path, kind: f.kind, text: same, blobId: entry.sha };
  const result = decode(tree, entry);
  return 'text' in result
    ? { path: f.path, kind: f.kind, text: result.text, blobId: entry.sha }
    : entry.mode === '120000'
      ? { path: f.path, kind: f.kind, unreadable: result.unreadable, blobId: linkIdentityOf(tree, entry) }
      : { path: f.path, kind: f.kind, unreadable: result.unreadable, blobId: entry.sha };
}

/** Links are never read; a blob's size is only known once it is asked for. */
function readable(e: TreeEntry): boolean {
  return e.mode !== '120000';
}

/** The text of an entry from the blobs read so far, or why it has none. */
function decode(tree: BaseTree, entry: TreeEntry): { text: string } | Unread {
  if (entry.mode === '120000') return { unreadable: LINK_REFUSED };
  const bytes = tree.blobs.get(entry.sha);
  if (typeof bytes === 'number') return { unreadable: overSizeLimit(bytes, tree.maxFileSize) };
  return bytes ? decodeText(bytes, tree.maxFileSize) : { unreadable: 'the blob is missing from the clone' };
}

/** Reads these blobs from git into the tree's blobs, and those of `ahead` as readBlobs takes them. */
function addBlobs(tree: BaseTree, shas: string[], ahead: readonly string[] = []): void {
  const asked = new Set(shas);
  const budget = Math.min(AHEAD_BYTES, tree.aheadLeft);
  for (const [sha, bytes] of readBlobs(tree.cwd, shas, tree.maxFileSize, ahead, budget)) {
    if (!asked.has(sha) && typeof bytes !== 'number') tree.aheadLeft -= bytes.length;
    tree.blobs.set(sha, bytes);
  }
}

/**
 * Whether the clone is partial (`git clone --filter=blob:none`, `actions/checkout`'s `filter`): git
 * fetches each blob it lacks from the remote when asked even its size, one request a blob, so the
 * neighbours a read brings along (unreadAround) would cost a round trip each, fetching files
 * nothing asked for.
 */
function partialClone(cwd: string): boolean {
  try {
    const config = git(cwd, [
      'config',
      '--get-regexp',
      '^(extensions\\.partialclone|remote\\..*\\.promisor)$',
    ]);
    return config.toString('utf8').trim() !== '';
  } catch {
    // No such setting (git exits 1): a whole clone.
    return false;
  }
}

/**
 * What one git process reads besides the file asked for (readBlobs' `ahead`), and what all of a
 * tree's do: bounds on memory.
 */
const AHEAD_BYTES = 32 * 1024 * 1024;
const AHEAD_TREE_BYTES = 128 * 1024 * 1024;
const AHEAD_FILES = 10_000;

/**
 * The files not read yet in the folder of `path` and the folders below it (among the first
 * AHEAD_FILES looked at) that `wanted` keeps: what is asked for after one file is most often its
 * neighbours (an Agent Skills folder's text files, the modules a program loads), and a git process
 * for each file costs milliseconds.
 */
function unreadAround(tree: BaseTree, path: string, wanted: (entry: TreeEntry) => boolean): string[] {
  const folders = treeFolders(tree);
  const slash = path.lastIndexOf('/');
  const pending = [slash < 0 ? '' : path.slice(0, slash)];
  const out: string[] = [];
  // Files looked at, not only those taken: a miss costs at most AHEAD_FILES of them, however many
  // of the folder's files were read before.
  let seen = 0;
  for (let dir = pending.pop(); dir !== undefined && seen < AHEAD_FILES; dir = pending.pop()) {
    const folder = folders.get(dir);
    if (!folder) continue;
    for (const e of folder.entries) {
      if (++seen > AHEAD_FILES) break;
      if (e.type === 'blob' && readable(e) && !tree.blobs.has(e.sha) && wanted(e)) out.push(e.sha);
    }
    for (const sub of folder.folders) pending.push(sub);
  }
  return out;
}

/** The reader of the other files of the base (SKILL.md files and the like), read as asked for. */
function auxReader(tree: BaseTree, knownAux: AuxFileReader | undefined): AuxFileReader {
  const { byPath, blobs } = tree;
  const sameAsKnown = (entry: TreeEntry): boolean => knownAux?.blobId?.(entry.path) === entry.sha;
  // SKILL.md (and skill.md) files are read on the first request, all that differ from the head's
  // in one batch.
  let skillFilesRead = false;
  const readSkillFiles = (): void => {
    skillFilesRead = true;
    const differing = tree.entries.filter((e) => SKILL_FILE.test(e.path) && readable(e) && !sameAsKnown(e));
    addBlobs(
      tree,
      differing.map((e) => e.sha),
    );
  };
  return {
    read(path: string): AuxRead {
      const entry = byPath.get(path);
      if (!entry || entry.type !== 'blob') {
        const link = linkOnTheWay(byPath, path);
        return link === undefined ? { kind: 'missing' } : { kind: 'missing', link };
      }
      if (knownAux && readable(entry) && sameAsKnown(entry)) return knownAux.read(path);
      if (!skillFilesRead) readSkillFiles();
      if (readable(entry) && !blobs.has(entry.sha)) {
        // Not a SKILL.md (or not fetched above): read it with its neighbours the head does not hold
        // alike, unless the clone lacks them (partialClone).
        tree.partial ??= partialClone(tree.cwd);
        addBlobs(tree, [entry.sha], tree.partial ? [] : unreadAround(tree, path, (e) => !sameAsKnown(e)));
      }
      const result = decode(tree, entry);
      return 'text' in result ? { kind: 'text', text: result.text } : unreadableRead(result);
    },
    blobId(path: string): string | undefined {
      const entry = byPath.get(path);
      return entry?.type === 'blob' && entry.mode !== '120000' ? entry.sha : undefined;
    },
    folderNames(dir: string): readonly string[] | undefined {
      if (dir !== '' && linkOnTheWay(byPath, `${dir}/x`) !== undefined) return undefined;
      return treeFolders(tree).get(dir)?.names;
    },
    unentered: (path: string) => unenteredAt(tree, path),
    throughLinks: (path: string) => throughLinks((p) => entryAt(tree, p), path),
    folderListing(dir: string): string[] | undefined {
      if (linkOnTheWay(byPath, `${dir}/x`) !== undefined) return undefined;
      return listingOf(tree, dir, true);
    },
    folderDigest(dir: string): string | undefined {
      if (linkOnTheWay(byPath, `${dir}/x`) !== undefined) return undefined;
      if (!treeFolders(tree).has(dir)) return '';
      listingOf(tree, dir, true);
      return tree.listings?.get(true)?.digest(dir);
    },
  };
}

/** What stands at a path that is never entered (AuxFileReader.unentered): a link, a submodule. */
function unenteredAt(tree: BaseTree, path: string): string | undefined {
  if (linkOnTheWay(tree.byPath, path) !== undefined) return undefined;
  const entry = tree.byPath.get(path);
  if (entry?.mode === '120000') return linkIdentityOf(tree, entry);
  return entry?.type === 'commit' ? submoduleIdentity(entry.sha) : undefined;
}

const SKILL_FILE = /(^|\/)(SKILL|skill)\.md$/;

/** A folder of the tree: the names directly in it, its entries that are no folder, its subfolders. */
interface TreeFolder {
  names: string[];
  entries: TreeEntry[];
  folders: string[];
}

/**
 * The tree's folders by path (`''`: its top), built once when first asked: each entry is put in its
 * folder, and each folder in its own when first met (a path's every folder is not spelt out again).
 * A folder's names are in the order the tree first names them.
 */
function treeFolders(tree: BaseTree): ReadonlyMap<string, TreeFolder> {
  if (tree.folders) return tree.folders;
  const folders = new Map<string, TreeFolder & { named: Set<string> }>();
  const name = (folder: TreeFolder & { named: Set<string> }, child: string): void => {
    if (folder.named.has(child)) return;
    folder.named.add(child);
    folder.names.push(child);
  };
  // Up a new folder's path to the first folder met before, without recursion: paths may be deep.
  const folderOf = (path: string): TreeFolder & { named: Set<string> } => {
    const found = folders.get(path);
    if (found) return found;
    const folder = { names: [], entries: [], folders: [], named: new Set<string>() };
    folders.set(path, folder);
    for (let child = path; child !== '';) {
      const slash = child.lastIndexOf('/');
      const parentPath = slash < 0 ? '' : child.slice(0, slash);
      let parent = folders.get(parentPath);
      const known = parent !== undefined;
      if (!parent)
        folders.set(parentPath, (parent = { names: [], entries: [], folders: [], named: new Set() }));
      parent.folders.push(child);
      name(parent, child.slice(slash + 1));
      child = known ? '' : parentPath;
    }
    return folder;
  };
  for (const entry of tree.entries) {
    const slash = entry.path.lastIndexOf('/');
    const folder = folderOf(slash < 0 ? '' : entry.path.slice(0, slash));
    folder.entries.push(entry);
    name(folder, entry.path.slice(slash + 1));
  }
  tree.folders = folders;
  return folders;
}

/**
 * A folder's listing (AuxFileReader.folderListing), composed from its subfolders' (folder-listing.ts):
 * each file's line, and a link's with what it leads to (`followLinks`) or alone; none where
 * nothing is below it.
 */
function listingOf(tree: BaseTree, dir: string, followLinks: boolean): string[] {
  if (!treeFolders(tree).has(dir)) return [];
  tree.listings ??= new Map();
  let listings = tree.listings.get(followLinks);
  if (!listings) {
    listings = new ComposedListings((key) => treeFolderEntries(tree, key, followLinks));
    tree.listings.set(followLinks, listings);
  }
  return [...listings.listing(dir, dir)];
}

function treeFolderEntries(tree: BaseTree, dir: string, followLinks: boolean): FolderEntries {
  const folder = treeFolders(tree).get(dir) as TreeFolder;
  const at = (path: string): LinkedEntry => entryAt(tree, path);
  const lines = (): string[] =>
    folder.entries.flatMap((e) => {
      if (e.mode !== '120000') return [`${e.path} ${listedId(e)}`];
      return followLinks ? linkLines(at, e.path, e.sha, linkText(tree, e)) : [`${e.path} link:${e.sha}`];
    });
  return { path: dir, lines, folders: folder.folders.map((path) => ({ key: path, path })), read: 0 };
}

/** A link's target, as its blob holds it (read from git when first asked). */
function linkText(tree: BaseTree, entry: TreeEntry): string {
  if (!tree.blobs.has(entry.sha)) addBlobs(tree, [entry.sha]);
  const bytes = tree.blobs.get(entry.sha);
  return bytes instanceof Buffer ? bytes.toString('utf8') : '';
}

/** What is at a path of the tree, for a link that points there (linked-files.ts), as the folder reader says it. */
function entryAt(tree: BaseTree, path: string): LinkedEntry {
  if (linkOnTheWay(tree.byPath, path) !== undefined) return { kind: 'unseen' };
  const entry = tree.byPath.get(path);
  if (entry?.mode === '120000') return { kind: 'link', target: linkText(tree, entry) };
  if (entry?.type === 'blob') return { kind: 'file', id: entry.sha };
  if (entry || !treeFolders(tree).has(path)) return { kind: 'missing' };
  return { kind: 'folder', lines: () => listingOf(tree, path, false) };
}

/** A file's id as a folder's listing writes it: an executable one's marked (model.ts EXECUTABLE). */
function listedId(entry: Pick<TreeEntry, 'mode' | 'sha'>): string {
  return entry.mode === '100755' ? `${EXECUTABLE}${entry.sha}` : entry.sha;
}

/** The first folder on the way to a path that the tree holds as a symbolic link (never followed). */
function linkOnTheWay(byPath: ReadonlyMap<string, TreeEntry>, path: string): string | undefined {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? undefined : (linkAtOrAbove(byPath, path.slice(0, slash)) ?? undefined);
}

/**
 * Per tree, the link at or above each folder asked (null: none), each folder worked out once from
 * its parent's: a file of a folder nested hundreds deep asked each folder above it again, and
 * every file of it again (each name of its path times each file).
 */
const linksAbove = new WeakMap<ReadonlyMap<string, TreeEntry>, Map<string, string | null>>();

function linkAtOrAbove(byPath: ReadonlyMap<string, TreeEntry>, dir: string): string | null {
  let known = linksAbove.get(byPath);
  if (!known) linksAbove.set(byPath, (known = new Map()));
  // Up to the nearest folder known (or the root), then down again, each folder's from its parent's.
  const pending: string[] = [];
  let at: string | undefined = dir;
  let above: string | null = null;
  while (at !== undefined) {
    const found = known.get(at);
    if (found !== undefined) {
      above = found;
      break;
    }
    pending.push(at);
    const slash = at.lastIndexOf('/');
    at = slash < 0 ? undefined : at.slice(0, slash);
  }
  for (let i = pending.length - 1; i >= 0; i--) {
    const folder = pending[i] as string;
    if (above === null && byPath.get(folder)?.mode === '120000') above = folder;
    known.set(folder, above);
  }
  return above;
}

/** True when the commit is in the local object store. */
export function hasCommit(cwd: string, sha: string): boolean {
  if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha)) return false;
  try {
    git(cwd, ['cat-file', '-e', `${sha}^{commit}`]);
    return true;
  } catch {
    return false;
  }
}

/** Fetches one commit from origin without tags or history (a shallow clone lacks the PR's base). */
export function fetchCommit(cwd: string, sha: string): boolean {
  if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha)) return false;
  try {
    git(cwd, ['fetch', '--no-tags', '--no-recurse-submodules', '--depth=1', 'origin', sha]);
    return hasCommit(cwd, sha);
  } catch {
    return false;
  }
}

/** The parents a commit object names (a shallow clone's HEAD still lists them). */
export function commitParents(cwd: string, ref: string): string[] {
  const resolved = resolveCommit(cwd, ref);
  if ('problem' in resolved) return [];
  try {
    const text = git(cwd, ['cat-file', 'commit', resolved.commit]).toString('utf8');
    const header = text.split('\n\n')[0] ?? '';
    return header
      .split('\n')
      .filter((line) => line.startsWith('parent '))
      .map((line) => line.slice('parent '.length).trim());
  } catch {
    return [];
  }
}

/**
 * A file of a commit by its path from the working folder (`../.agents-config-check.yml`: git reads
 * a path that starts with `./` or `../` from there), or undefined when the commit has none.
 */
export function readCommitFile(
  cwd: string,
  commit: string,
  path: string,
  maxSize: number,
): string | undefined {
  if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(commit) || /[\0\n\r]/.test(path)) return undefined;
  const spec = `${commit}:${path.startsWith('../') ? path : `./${path}`}`;
  try {
    const size = Number(git(cwd, ['cat-file', '-s', spec]).toString('utf8').trim());
    if (!(size <= maxSize)) return undefined;
    const decoded = decodeText(git(cwd, ['cat-file', 'blob', spec]), maxSize);
    return 'text' in decoded ? decoded.text : undefined;
  } catch {
    return undefined;
  }
}
