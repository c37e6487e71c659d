// Which comment is a run's (src/report/comment-root.ts): one per root, each naming it.
import { describe, expect, it } from 'vitest';
import {
  afterStart,
  commentOf,
  commentStart,
  isCommentOf,
  namesNoRoot,
  notCheckedOf,
} from '../../src/report/comment-root.js';
import {
  approvalRecord,
  approvedHeadOf,
  shownHeadOf,
  shownUncheckedOf,
  uncheckedTag,
} from '../../src/approval.js';
import { COMMENT_LIMIT, COMMENT_MARKER, formatMarkdown, noBaseNote } from '../../src/report/markdown.js';
import { powerReport } from './fixed-reports.js';

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

// The Action cut the rendered comment to GitHub's limit less the approval's record and the closing
// note, but not the root's tag it puts after the marker: a root of a long or non-ASCII name
// (percent-encoded, nine characters a letter) took the body past 65,536 characters, GitHub refused
// the write, and the comment of an earlier run stayed, with its verdict, over this head.
describe('a comment cut to fit', () => {
  it("stays within GitHub's limit with its root's tag, its record and its note", () => {
    const report = powerReport();
    const finding = report.diagnostics[0]!;
    report.diagnostics = Array.from({ length: 400 }, (_, i) => ({
      ...finding,
      line: i + 1,
      message: `${finding.message} ${'and more words '.repeat(200)}`,
    }));
    report.summary.errors = 400;
    const root = 'エージェント/設定'.repeat(60);
    const record = approvalRecord(KEY);
    const comment = commentOf(root, record, noBaseNote('no commit', true));
    const body = comment.body(formatMarkdown(report, { maxLength: comment.room(COMMENT_LIMIT) }));
    expect(body).toContain('To stay within');
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(body.startsWith(`${commentStart(root)}${record}\n### ❌`)).toBe(true);
    expect([isCommentOf(body, root), approvedHeadOf(body)]).toEqual([true, KEY]);
    expect(body.endsWith(noBaseNote('no commit', true))).toBe(true);
  });
});

// The comment of a head that could not be checked quoted twenty lines of its reason, escaped, in
// up to 56,000 characters, and the Action put the root's tag before them uncounted: with a root of
// 1,600 characters, most of them not ASCII (a 15,000-character tag), the body was 71,156, GitHub
// refused it, and the earlier run's verdict stayed over a head that was never checked.
describe('the comment of a head that was not checked, of a long root', () => {
  const root = 'エージェント/設定'.repeat(200);
  // A value of dollars, each escaped in fourteen characters.
  const reason = Array(25).fill('$'.repeat(5000)).join('\n');
  const record = approvalRecord(KEY, `${'l'.repeat(39)}[bot]`);

  it("quotes what fits beside the root's tag and a record, and counts the rest", () => {
    const body = notCheckedOf(
      root,
      reason,
      'a'.repeat(40),
      approvalRecord(KEY).length + 48,
      uncheckedTag('a'.repeat(40)),
    );
    const start = commentStart(root);
    const written = `${start}${record}${body.slice(start.length)}`;
    expect(written.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(written.length).toBeGreaterThan(COMMENT_LIMIT - 3000);
    expect(isCommentOf(written, root)).toBe(true);
    expect(approvedHeadOf(written)).toBe(KEY);
    expect(body).toMatch(/\n> …and \d+ more lines\n\nWhat this pull request grants is unreviewed/);
    expect(body).toContain("this pull request's head <code>aaaa");
    // It says so to the label's own run: a label added while it stands approves nothing.
    expect(shownUncheckedOf(written)).toBe(true);
    expect(shownHeadOf(written)).toBe('a'.repeat(40));
  });

  it('with a short root, quotes all twenty lines', () => {
    const body = notCheckedOf(
      '.',
      reason.split('\n').slice(0, 20).join('\n'),
      undefined,
      0,
      uncheckedTag(undefined),
    );
    expect(body.split('\n').filter((l) => l.startsWith('> '))).toHaveLength(20);
    expect(body).not.toContain('more line');
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
  });
});
