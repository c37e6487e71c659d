// Which comment is a run's (src/report/comment-root.ts): one per root, the workspace's naming none.
import { describe, expect, it } from 'vitest';
import { adoptsUnnamed, afterStart, commentStart, isCommentOf } from '../../src/report/comment-root.js';
import { approvedHeadOf } from '../../src/approval.js';
import { COMMENT_MARKER } from '../../src/report/markdown.js';

const KEY = `${'a'.repeat(40)} base ${'b'.repeat(16)}`;

describe("a run's comment", () => {
  it.each([
    ['.', COMMENT_MARKER],
    ['', COMMENT_MARKER],
    ['./', COMMENT_MARKER],
    ['agents', `${COMMENT_MARKER}<!-- root agents -->`],
    ['./agents/', `${COMMENT_MARKER}<!-- root agents -->`],
    ['services\\a', `${COMMENT_MARKER}<!-- root services%2Fa -->`],
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
    expect([isCommentOf(workspace, 'a'), isCommentOf('quoted <!-- agents-config-check -->', '.')]).toEqual([
      false,
      false,
    ]);
    expect([adoptsUnnamed('.'), adoptsUnnamed('a')]).toEqual([false, true]);
  });

  it("keeps the record of approval after the root's tag", () => {
    const body = `${commentStart('a')}<!-- approved ${KEY} -->\n### verdict`;
    expect(afterStart(body)).toBe(`<!-- approved ${KEY} -->\n### verdict`);
    expect(approvedHeadOf(body)).toBe(KEY);
    expect(approvedHeadOf(`${commentStart('.')}<!-- approved ${KEY} -->\n`)).toBe(KEY);
  });
});
