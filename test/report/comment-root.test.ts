// Which comment is a run's (src/report/comment-root.ts): one per root, each naming it.
import { describe, expect, it } from 'vitest';
import { afterStart, commentStart, isCommentOf, namesNoRoot } from '../../src/report/comment-root.js';
import { approvedHeadOf } from '../../src/approval.js';
import { COMMENT_MARKER } from '../../src/report/markdown.js';

const KEY = `${'a'.repeat(40)} base ${'b'.repeat(16)}`;

describe("a run's comment", () => {
  it.each([
    ['.', `${COMMENT_MARKER}<!-- root . -->`],
    ['', `${COMMENT_MARKER}<!-- root . -->`],
    ['./', `${COMMENT_MARKER}<!-- root . -->`],
    ['agents', `${COMMENT_MARKER}<!-- root agents -->`],
    ['./agents/', `${COMMENT_MARKER}<!-- root agents -->`],
    ['services/a', `${COMMENT_MARKER}<!-- root services%2Fa -->`],
    // A folder named with a backslash is its own root on POSIX, as the report names it.
    ['a\\b', `${COMMENT_MARKER}<!-- root a%5Cb -->`],
    // A root's name never closes the comment it stands in.
    ['x --><b>', `${COMMENT_MARKER}<!-- root x%20--%3E%3Cb%3E -->`],
  ])('of root %j starts %j', (root, start) => {
    expect(commentStart(root)).toBe(start);
    expect(isCommentOf(`${start}\nbody`, root)).toBe(true);
  });

  it("is no other root's", () => {
    const a = `${commentStart('a')}\nbody`;
    const workspace = `${commentStart('.')}\nbody`;
    expect([isCommentOf(a, 'b'), isCommentOf(a, '.'), isCommentOf(a, 'a/b')]).toEqual([false, false, false]);
    expect([isCommentOf(workspace, 'a'), isCommentOf(`${COMMENT_MARKER}\nbody`, '.')]).toEqual([
      false,
      false,
    ]);
    expect(isCommentOf(`quoted ${commentStart('.')}`, '.')).toBe(false);
  });

  it('names no root where an earlier version wrote it', () => {
    expect([namesNoRoot(`${COMMENT_MARKER}\nbody`), namesNoRoot(`${commentStart('.')}\n`)]).toEqual([
      true,
      false,
    ]);
    expect(namesNoRoot('a comment of somebody else')).toBe(false);
  });

  it("keeps the record of approval after the root's tag", () => {
    const body = `${commentStart('a')}<!-- approved ${KEY} -->\n### verdict`;
    expect(afterStart(body)).toBe(`<!-- approved ${KEY} -->\n### verdict`);
    expect(approvedHeadOf(body)).toBe(KEY);
    // An earlier version's record, right after the marker.
    expect(approvedHeadOf(`${COMMENT_MARKER}<!-- approved ${KEY} -->\n`)).toBe(KEY);
  });

  // A report read back for post-only is untrusted: its root is any JSON string, half of a
  // surrogate pair too, on which encodeURIComponent threw, and the Action ended in "internal error
  // — this is a bug" before posting or refusing anything.
  it('of a root holding half of a surrogate pair names it as U+FFFD', () => {
    expect(commentStart('a\ud800')).toBe(`${COMMENT_MARKER}<!-- root a%EF%BF%BD -->`);
    expect(isCommentOf(`${commentStart('a\udc00')}\nbody`, 'a\udc00')).toBe(true);
  });
});
