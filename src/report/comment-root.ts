// Which of a pull request's comments is this run's. A workflow may check several roots of one
// repository (a step per folder): each keeps its own comment, or the last step to finish would
// write its verdict over the others' (a clean root's ✅ over another's escalations). The comment
// of the workspace itself starts with the marker alone, as it always did; one of a root below it
// carries the root right after the marker, on the line that truncation never reaches.
import { COMMENT_MARKER } from './markdown.js';

const ROOT_TAG = /^<!-- root ([^\s<>]*) -->/;

/** A root as its comment names it (as the report does: from the workspace, `/`-separated), '' for the workspace. */
function rootKey(root: string): string {
  const parts = root.split(/[\\/]+/).filter((p) => p !== '' && p !== '.');
  return parts.join('/');
}

/** What the comment of `root` starts with: the marker, then the root's tag where it is not the workspace. */
export function commentStart(root: string): string {
  const key = rootKey(root);
  return key === '' ? COMMENT_MARKER : `${COMMENT_MARKER}<!-- root ${encodeURIComponent(key)} -->`;
}

/** Whether `body` is the comment of `root`: it starts as commentStart(root) and names no other root. */
export function isCommentOf(body: string, root: string): boolean {
  if (!body.startsWith(COMMENT_MARKER)) return false;
  const tag = ROOT_TAG.exec(body.slice(COMMENT_MARKER.length));
  const key = rootKey(root);
  return tag ? tag[1] === encodeURIComponent(key) && key !== '' : key === '';
}

/**
 * Whether `root`'s run takes over a comment that names no root when it has none of its own: one
 * written before comments named their root, by a step that checked it alone.
 */
export function adoptsUnnamed(root: string): boolean {
  return rootKey(root) !== '';
}

/** A comment's body after its start (the marker and any root's tag): where a record of approval stands. */
export function afterStart(body: string): string {
  const rest = body.slice(COMMENT_MARKER.length);
  const tag = ROOT_TAG.exec(rest);
  return tag ? rest.slice(tag[0].length) : rest;
}
