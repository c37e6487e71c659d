// What a symbolic link in an Agent Skills folder points at, for the folder's content digest
// (SPEC §6: what the checker cannot see counts as the most it could be). A link is never followed
// to be read as text, but what it points at is what the skill runs: where the target lies inside
// the root its content is listed with the link (a file's blob id, a folder's files), so a change
// behind the link is a change of the folder; a target outside the root, or a chain of links that
// does not end, is listed as unseen. Both readers (a folder, a git tree) give the same lines.

import { hexDigest } from '../core/text/digest.js';

/** How many links in a row are followed to what they point at. */
const MAX_LINK_HOPS = 8;
/** How many files of a folder a link points at are listed; past that, the folder is one line. */
const MAX_LINKED_FILES = 1000;

/** What a reader finds at a path relative to the root, without following a link there. */
export type LinkedEntry =
  | { kind: 'link'; target: string }
  | { kind: 'file'; id: string }
  /** A folder's files as listing lines (`path id`, a link in it as `path link:id`, not followed). */
  | { kind: 'folder'; lines: () => string[] }
  /** Nothing there, or a link on the way to it (which is not followed either). */
  | { kind: 'missing' | 'unseen' };

/** Where a link's target lies, relative to the root, or undefined where it leaves the root. */
function linkTarget(linkPath: string, target: string): string | undefined {
  if (target === '' || target.startsWith('/') || /^[A-Za-z]:|[\\\0]/.test(target)) return undefined;
  const parts = linkPath.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment !== '..') parts.push(segment);
    else if (parts.pop() === undefined) return undefined;
  }
  return parts.length === 0 ? undefined : parts.join('/');
}

/**
 * Where a link leads, through further links (at most MAX_LINK_HOPS), read alike by both readers:
 * a folder inside the root; `outside` where it leaves the root, where the checker cannot follow
 * it (a link on the way, past the hops), or where it leads to nothing here, and a runtime's host
 * may find a folder (`node_modules/x` that an install puts there after the check, `NODE_MODULES/x`
 * that a system folding case opens as `node_modules/x`); `none` where it leads inside the root to
 * a file, or round a loop: no folder anywhere.
 */
export function linkedFolder(
  at: (path: string) => LinkedEntry,
  linkPath: string,
  target: string,
): { folder: string } | 'outside' | 'none' {
  let path = linkTarget(linkPath, target);
  const seen = new Set<string>();
  for (let hop = 0; path !== undefined && hop < MAX_LINK_HOPS; hop++) {
    if (seen.has(path)) return 'none';
    seen.add(path);
    const found = at(path);
    if (found.kind === 'folder') return { folder: path };
    if (found.kind === 'unseen' || found.kind === 'missing') return 'outside';
    if (found.kind !== 'link') return 'none';
    path = linkTarget(path, found.target);
  }
  return 'outside';
}

/** What a link points at, as listing lines (without the link's own): followed through further links. */
function targetLines(at: (path: string) => LinkedEntry, linkPath: string, target: string): string[] {
  let path = linkTarget(linkPath, target);
  for (let hop = 0; path !== undefined && hop < MAX_LINK_HOPS; hop++) {
    const found = at(path);
    if (found.kind === 'link') {
      path = linkTarget(path, found.target);
      continue;
    }
    if (found.kind === 'file') return [`${path} ${found.id}`];
    if (found.kind !== 'folder') return [`${path} ${found.kind}`];
    const lines = found.lines();
    if (lines.length > MAX_LINKED_FILES) return [`${path}/ more than ${MAX_LINKED_FILES} files: unseen`];
    return lines.length === 0 ? [`${path}/`] : lines;
  }
  return ['unseen'];
}

/**
 * A link's lines in a folder's listing: its own (`path link:<id of its target's name>`), then one
 * per file it leads to (`… -> target-path <id>`), or why that is unseen.
 */
export function linkLines(
  at: (path: string) => LinkedEntry,
  linkPath: string,
  nameId: string,
  target: string,
): string[] {
  const own = `${linkPath} link:${nameId}`;
  return [own, ...targetLines(at, linkPath, target).map((line) => `${own} -> ${line}`)];
}

/**
 * A link's identity for the gate (a link refused as a definition file, a link to a folder where
 * the globs look): the digest of its lines, so another target, or a change behind it inside the
 * root, is another identity. Links in a folder it leads to are followed in turn (each once), since
 * the runtime loads through them too. Both readers give the same one.
 */
export function linkIdentity(
  at: (path: string) => LinkedEntry,
  linkPath: string,
  nameId: string,
  target: string,
): string {
  const own = `${linkPath} link:${nameId}`;
  const lines = behind(at, linkPath, target, new Set([linkPath]), 0).map((line) => `${own} -> ${line}`);
  if (lines.length > MAX_IDENTITY_LINES) lines.length = MAX_IDENTITY_LINES;
  return `link:${hexDigest('sha1', [own, ...lines].join('\n'))}`;
}

/** How many links one identity follows, and how many of its lines it keeps: past that, unseen. */
const MAX_FOLLOWED_LINKS = 100;
const MAX_IDENTITY_LINES = 10 * MAX_LINKED_FILES;

/** A link's target lines, each link listed in a folder there followed to its own (`… -> …`). */
function behind(
  at: (path: string) => LinkedEntry,
  linkPath: string,
  target: string,
  followed: Set<string>,
  depth: number,
): string[] {
  const out: string[] = [];
  for (const line of targetLines(at, linkPath, target)) {
    out.push(line);
    const inner = /^(.+) link:[0-9a-f]+$/s.exec(line)?.[1];
    if (inner === undefined || followed.has(inner) || followed.size > MAX_FOLLOWED_LINKS) continue;
    followed.add(inner);
    const found = at(inner);
    if (found.kind !== 'link') continue;
    const more = depth < MAX_LINK_HOPS ? behind(at, inner, found.target, followed, depth + 1) : ['unseen'];
    out.push(...more.map((l) => `${inner} link -> ${l}`));
  }
  return out;
}

/**
 * The regular file a path leads to inside the root where symbolic links stand at it or on the way
 * (AuxFileReader.throughLinks): each link replaced by where it points, at most MAX_LINK_HOPS of
 * them. Undefined where one leads out of the root, to no file, or past the hops.
 */
export function throughLinks(at: (path: string) => LinkedEntry, path: string): string | undefined {
  let parts = path.split('/');
  let hops = 0;
  // Each prefix asked from the root, so that `at` never meets a link on the way.
  for (let i = 0; i < parts.length;) {
    const prefix = parts.slice(0, i + 1).join('/');
    const found = at(prefix);
    if (found.kind === 'link') {
      const target = hops++ < MAX_LINK_HOPS ? linkTarget(prefix, found.target) : undefined;
      if (target === undefined) return undefined;
      parts = [...target.split('/'), ...parts.slice(i + 1)];
      i = 0;
    } else if (i === parts.length - 1) return found.kind === 'file' ? parts.join('/') : undefined;
    else if (found.kind !== 'folder') return undefined;
    else i++;
  }
  return undefined;
}
