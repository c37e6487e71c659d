// Whether the pull request's approval label approves this run (README "How to approve"). GitHub
// keeps labels across pushes, so a label approves the commit it was added on, not the pull
// request: a push after it carries power nobody read. The run the label's own `labeled` event
// starts approves its head; our comment then records that head, so other events on the same
// commit (another label, an edit, a reopen) keep the approval. A commit pushed since has no
// record: the label must be added again. Without the record (a fork's read-only token, a comment
// that could not be written) only the label's own event approves: what cannot be seen is not
// taken as approval. Retargeting the pull request (an `edited` event that changes its base) is
// not approved by a label added before it, and its comment drops the record. The record names the
// base branch too: a run after a retarget whose own `edited` run never ran or never wrote (not
// subscribed to, cancelled by the next run, its write failed) finds another base and is not
// approved either.
import { hexDigest } from './core/text/digest.js';
import { COMMENT_MARKER } from './report/markdown.js';
import { afterStart } from './report/comment-root.js';
import type { EventInfo } from './event.js';

/** `approved`: the label approves this head; `earlier`: it is on, but was added to another commit. */
export type LabelApproval = 'approved' | 'earlier' | undefined;

/** What a record names: a commit id, and a digest of the base branch's name (any text a ref may be). */
const KEY = /^[0-9a-f]{40,64} base [0-9a-f]{16}$/;
const RECORD = /^<!-- approved ([0-9a-f]{40,64} base [0-9a-f]{16}) -->/;

/**
 * What the label approves on this run: the pull request's head against its base branch, as a
 * record writes it; none where the payload does not give both (then only the label's own event
 * approves).
 */
export function approvalKey(event: EventInfo): string | undefined {
  const pr = event.pullRequest;
  if (pr?.headSha === undefined || !pr.baseRef || !/^[0-9a-f]{40,64}$/.test(pr.headSha)) return undefined;
  return `${pr.headSha} base ${hexDigest('sha256', pr.baseRef).slice(0, 16)}`;
}

export function labelApproval(event: EventInfo, label: string, approved: string | undefined): LabelApproval {
  const pr = event.pullRequest;
  if (!pr?.labels.includes(label)) return undefined;
  if (event.action === 'labeled' && event.label === label) return 'approved';
  // Retargeted: the record names the base it was read against, which this event leaves.
  if (event.baseChanged) return 'earlier';
  const key = approvalKey(event);
  return key !== undefined && key === approved ? 'approved' : 'earlier';
}

/** Whether this run must read the comment's record to decide (the label is on, not just added). */
export function needsRecord(event: EventInfo, label: string): boolean {
  return labelApproval(event, label, undefined) === 'earlier' && !event.baseChanged;
}

/**
 * The record of an approved head and base (an approvalKey), put right after the marker on the
 * comment's first line; none for anything else (nothing else goes into the comment's markup).
 */
export function approvalRecord(key: string): string {
  return KEY.test(key) ? `<!-- approved ${key} -->` : '';
}

/** The head and base an earlier run of ours recorded as approved (an approvalKey), from our comment's body. */
export function approvedHeadOf(body: string): string | undefined {
  if (!body.startsWith(COMMENT_MARKER)) return undefined;
  return RECORD.exec(afterStart(body))?.[1];
}
