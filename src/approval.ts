// Whether the pull request's approval label approves this run (README "How to approve"). GitHub
// keeps labels across pushes, so a label approves the commit it was added on, not the pull
// request: a push after it carries power nobody read. The run the label's own `labeled` event
// starts approves its head; our comment then records that head, so other events on the same
// commit (another label, an edit, a reopen) keep the approval. A commit pushed since has no
// record: the label must be added again. Without the record (a fork's read-only token, a comment
// that could not be written) only the label's own event approves: what cannot be seen is not
// taken as approval. Retargeting the pull request (an `edited` event that changes its base) is
// not approved by a label added before it, and its comment drops the record.
import { COMMENT_MARKER } from './report/markdown.js';
import type { EventInfo } from './event.js';

/** `approved`: the label approves this head; `earlier`: it is on, but was added to another commit. */
export type LabelApproval = 'approved' | 'earlier' | undefined;

const RECORD = /^<!-- approved ([0-9a-f]{40,64}) -->/;

export function labelApproval(
  event: EventInfo,
  label: string,
  approvedHead: string | undefined,
): LabelApproval {
  const pr = event.pullRequest;
  if (!pr?.labels.includes(label)) return undefined;
  if (event.action === 'labeled' && event.label === label) return 'approved';
  // Retargeted: the record names the head, not the base it was read against.
  if (event.baseChanged) return 'earlier';
  return pr.headSha !== undefined && pr.headSha === approvedHead ? 'approved' : 'earlier';
}

/** Whether this run must read the comment's record to decide (the label is on, not just added). */
export function needsRecord(event: EventInfo, label: string): boolean {
  return labelApproval(event, label, undefined) === 'earlier' && !event.baseChanged;
}

/**
 * The record of an approved head, put right after the marker on the comment's first line; none
 * for what is not a commit id (nothing else goes into the comment's markup).
 */
export function approvalRecord(headSha: string): string {
  return /^[0-9a-f]{40,64}$/.test(headSha) ? `<!-- approved ${headSha} -->` : '';
}

/** The head an earlier run of ours recorded as approved, from our comment's body. */
export function approvedHeadOf(body: string): string | undefined {
  if (!body.startsWith(COMMENT_MARKER)) return undefined;
  return RECORD.exec(body.slice(COMMENT_MARKER.length))?.[1];
}
