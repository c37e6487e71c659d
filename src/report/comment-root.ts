// Which of a pull request's comments is this run's. A workflow may check several roots of one
// repository (a step per folder): each keeps its own comment, or the last step to finish would
// write its verdict over the others' (a clean root's ✅ over another's escalations). Every comment
// names its root right after the marker (`.` for the workspace itself), on the line that
// truncation never reaches; a comment that names none was written by an earlier version.
import { wellFormed } from './escape.js';
import { COMMENT_LIMIT, COMMENT_MARKER, notCheckedComment } from './markdown.js';

const ROOT_TAG = /^<!-- root ([^\s<>]+) -->/;

/**
 * A root as its comment names it: from the workspace, as the report does, percent-encoded; `.` for
 * the workspace. A report read back (post-only) may name any string, half of a surrogate pair too.
 */
function rootTag(root: string): string {
  const key = root
    .split('/')
    .filter((p) => p !== '' && p !== '.')
    .join('/');
  return key === '' ? '.' : encodeURIComponent(wellFormed(key));
}

/** What the comment of `root` starts with: the marker, then the root's tag. */
export function commentStart(root: string): string {
  return `${COMMENT_MARKER}<!-- root ${rootTag(root)} -->`;
}

/**
 * The comment of `root` made from the Markdown rendered for it, which starts with the marker: the
 * root's tag and `record` (an approval's, src/approval.ts) right after the marker, `note` at the
 * end. `room` is the longest the rendered Markdown may be for the comment to stay within `limit`:
 * the tag counts too (a root's name percent-encoded may be thousands of characters), or a body
 * cut to fit went over GitHub's limit, its write was refused, and the comment of an earlier run
 * stayed, claiming its verdict for this head.
 */
export function commentOf(
  root: string,
  record: string,
  note: string,
): { room: (limit: number) => number; body: (rendered: string) => string } {
  const start = `${commentStart(root)}${record}`;
  return {
    room: (limit) => limit - (start.length - COMMENT_MARKER.length) - note.length,
    body: (rendered) => `${start}${rendered.slice(COMMENT_MARKER.length)}${note}`,
  };
}

/**
 * The comment of `root` saying its head was not checked (`reason`, notCheckedComment), after `tag`
 * (approval.ts uncheckedTag), with room for a record of `record` characters that may be put after its tag when written: the reason is
 * quoted within what the tag and the record leave of GitHub's limit, as commentOf measures it. A
 * long root's tag took the comment past the limit, its write was refused, and the earlier run's
 * verdict stayed as this head's.
 */
export function notCheckedOf(
  root: string,
  reason: string,
  headSha: string | undefined,
  record: number,
  tag: string,
): string {
  const comment = commentOf(root, tag, '');
  return comment.body(notCheckedComment(reason, headSha, comment.room(COMMENT_LIMIT) - record));
}

/** The root tag a comment of ours names, '' where it names none, undefined where it is no comment of ours. */
function tagOf(body: string): string | undefined {
  if (!body.startsWith(COMMENT_MARKER)) return undefined;
  return ROOT_TAG.exec(body.slice(COMMENT_MARKER.length))?.[1] ?? '';
}

/** Whether `body` is the comment of `root`. */
export function isCommentOf(body: string, root: string): boolean {
  return tagOf(body) === rootTag(root);
}

/**
 * Whether `body` is a comment of ours that names no root, which a run takes over when it has none
 * of its own: one an earlier version wrote, for whichever root its step checked.
 */
export function namesNoRoot(body: string): boolean {
  return tagOf(body) === '';
}

/** A comment's body after its start (the marker and its root's tag): where a record of approval stands. */
export function afterStart(body: string): string {
  const rest = body.slice(COMMENT_MARKER.length);
  const tag = ROOT_TAG.exec(rest);
  return tag ? rest.slice(tag[0].length) : rest;
}
