// Whether the pull request's approval label approves this run (README "How to approve"). GitHub
// keeps labels across pushes, so a label approves the commit it was added on, not the pull request:
// a push after it carries power nobody read. The run the label's own `labeled` event starts
// approves its head; our comment then records that head (and who added the label, whom the comment
// names), so other events on the same commit (another label, an edit, a reopen) keep the approval.
// A commit pushed since has no record: the label must be added again. Without the record (a fork's
// read-only token, a comment that could not be written) only the label's own event approves: what
// cannot be seen is not taken as approval. Retargeting the pull request (an `edited` event that
// changes its base) is not approved by a label added before it, and its comment drops the record.
// The record names the base branch too: a run after a retarget whose own `edited` run never ran or
// never wrote (not subscribed to, cancelled by the next run, its write failed) finds another base
// and is not approved either. A re-run is given its first attempt's payload, the labels and the
// label's adder of that moment: the label's own run, re-run, is not the label being added now
// (it may have been removed since, or added again by someone else), and only the record approves it.
// The record names what the label approved too (a digest of the causes of new power, their reach
// named): the same head against the same base branch grants more when the branch has moved (a
// merge queue puts other pull requests before it, a later run merges a newer base), and power
// that reaches an actor the reader never saw is approved by no one. And the label's own event
// approves its head only where our comment showed that head when the label was added (headTag): a
// push just before the label, whose run has not written the comment yet, names a head in the
// label's event that the reviewer never read; and it approves the causes the comment showed, not
// those a base branch moved since carries further. Nor where someone else edited our comment last:
// what it showed (its head tag too) was theirs. Nor where there is no comment of ours at all (the
// earlier heads were clean under `comment: auto`, the head's first run has not commented yet),
// unless none could have been written for the label's adder to read (commentCouldShow).
import { hexDigest } from './core/text/digest.js';
import { COMMENT_MARKER } from './report/markdown.js';
import { afterStart } from './report/comment-root.js';
import type { EventInfo } from './event.js';
import { byCodeUnits } from './core/text/order.js';
import type { Report } from './report/report.js';

/** `approved`: the label approves this head; `earlier`: it is on, but was added to another commit. */
export type LabelApproval = 'approved' | 'earlier' | undefined;

/** What a record names: a commit id, and a digest of the base branch's name (any text a ref may be). */
const KEY = /^[0-9a-f]{40,64} base [0-9a-f]{16}$/;

/** A GitHub login: a user's (letters, digits, hyphens) or a GitHub App's bot (`name[bot]`). */
const LOGIN_TEXT = '[A-Za-z0-9][A-Za-z0-9-]{0,38}(?:\\[bot\\])?';
const LOGIN = new RegExp(`^${LOGIN_TEXT}$`);

/** A digest of the causes a label approved (causesDigest). */
const CAUSES = /^[0-9a-f]{16}$/;

/**
 * A record: the approved head and base, the causes approved, and who added the label where the
 * run that wrote it knew.
 */
const RECORD = new RegExp(
  `^<!-- approved ([0-9a-f]{40,64} base [0-9a-f]{16})(?: causes ([0-9a-f]{16}))?(?: by (${LOGIN_TEXT}))? -->`,
);

/** The most a record's `causes <digest> by <login>` adds to approvalRecord(key). */
export const MAX_RECORD_EXTRA = ' causes '.length + 16 + ' by '.length + 39 + '[bot]'.length;

/**
 * What the label approves of a run's report: its causes of new power, each by the entry, what it
 * grants and the skills and actors it reaches (not its line, which a merge of a newer base moves),
 * as a digest a record can hold.
 */
export function causesDigest(report: Pick<Report, 'diff'>): string {
  const causes = (report.diff?.causes ?? []).map((c) =>
    JSON.stringify([c.entry, c.kinds ?? [c.kind], c.grant, c.skills, c.actors]),
  );
  return hexDigest('sha256', causes.sort(byCodeUnits).join('\n')).slice(0, 16);
}

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

/** Whether this run is the one adding the label starts (not a re-run of it, with a payload of then). */
function addsLabel(event: EventInfo, label: string): boolean {
  return event.action === 'labeled' && event.label === label && event.rerun === undefined;
}

export function labelApproval(event: EventInfo, label: string, approved: string | undefined): LabelApproval {
  const pr = event.pullRequest;
  if (!pr?.labels.includes(label)) return undefined;
  if (addsLabel(event, label)) return 'approved';
  // Retargeted: the record names the base it was read against, which this event leaves.
  if (event.baseChanged) return 'earlier';
  const key = approvalKey(event);
  return key !== undefined && key === approved ? 'approved' : 'earlier';
}

/**
 * Whether a comment of ours could have shown the label's adder what this head grants. Where there
 * is none, the label's own run approves nothing, unless none could have been written (`comment:
 * never`, a fork's `pull_request` run, whose token GitHub makes read-only): the step's result and
 * its job summary are then all there is to read.
 */
export function commentCouldShow(event: EventInfo, comment: 'auto' | 'always' | 'never'): boolean {
  return comment !== 'never' && !(event.name === 'pull_request' && event.pullRequest?.fork === true);
}

/** Whether this run must read the comment's record to decide (the label is on, not just added). */
export function needsRecord(event: EventInfo, label: string): boolean {
  return labelApproval(event, label, undefined) === 'earlier' && !event.baseChanged;
}

/**
 * The record of an approved head and base (an approvalKey) and of who approved it (a login), put
 * right after the marker on the comment's first line; none for anything else (nothing else goes
 * into the comment's markup), and no `by` for what is not a login.
 */
export function approvalRecord(key: string, approver?: string, causes?: string): string {
  if (!KEY.test(key)) return '';
  const approved = causes !== undefined && CAUSES.test(causes) ? ` causes ${causes}` : '';
  return `<!-- approved ${key}${approved}${approver !== undefined && LOGIN.test(approver) ? ` by ${approver}` : ''} -->`;
}

/** The head and base an earlier run of ours recorded as approved (an approvalKey), from our comment's body. */
export function approvedHeadOf(body: string): string | undefined {
  return recordOf(body)?.[1];
}

/** Who added the label, as the record in our comment's body names them (none in a record written without). */
export function recordedApprover(body: string): string | undefined {
  return recordOf(body)?.[3];
}

/** The causes the label approved, as the record in our comment's body names them (causesDigest). */
export function recordedCauses(body: string): string | undefined {
  return recordOf(body)?.[2];
}

/**
 * The head whose result a comment of ours shows, after the record on its first line, and the causes
 * of new power it shows (causesDigest): the label's own run approves its head only where the comment
 * showed that head when the label was added (or showed none), not where it still showed an earlier
 * head's (shownHeadOf); and only the causes it showed, not those of a base branch that has moved
 * since (shownCausesOf).
 */
export function headTag(headSha: string | undefined, causes?: string): string {
  if (headSha === undefined || !/^[0-9a-f]{40,64}$/.test(headSha)) return '';
  return `<!-- head ${headSha}${causes !== undefined && CAUSES.test(causes) ? ` causes ${causes}` : ''} -->`;
}

/**
 * The tag of a comment saying its head was not checked (notCheckedOf): it shows no causes, so a
 * label added while it stood approves nothing (shownUncheckedOf), whatever a later check of the
 * head finds.
 */
export function uncheckedTag(headSha: string | undefined): string {
  return headSha === undefined || !/^[0-9a-f]{40,64}$/.test(headSha)
    ? ''
    : `<!-- head ${headSha} unchecked -->`;
}

/** Whether our comment's body says its head was not checked (uncheckedTag). */
export function shownUncheckedOf(body: string): boolean {
  return shownOf(body)?.[3] !== undefined;
}

/** The head our comment's body says it shows (headTag); none in a comment that names none. */
export function shownHeadOf(body: string): string | undefined {
  return shownOf(body)?.[1];
}

/** The causes our comment's body says it shows (headTag); none in one written before it named them. */
export function shownCausesOf(body: string): string | undefined {
  return shownOf(body)?.[2];
}

function shownOf(body: string): RegExpExecArray | null {
  if (!body.startsWith(COMMENT_MARKER)) return null;
  const rest = afterStart(body);
  const record = RECORD.exec(rest);
  return /^<!-- head ([0-9a-f]{40,64})(?: causes ([0-9a-f]{16})| (unchecked))? -->/.exec(
    record ? rest.slice(record[0].length) : rest,
  );
}

function recordOf(body: string): RegExpExecArray | null {
  return body.startsWith(COMMENT_MARKER) ? RECORD.exec(afterStart(body)) : null;
}

/**
 * Who approved this run with the label, where it is approved ('approved'): who added it, from the
 * label's own event, else as our comment's record (`recorded`) names them; none where neither tells.
 */
export function approverOf(
  event: EventInfo,
  label: string,
  recorded: string | undefined,
): string | undefined {
  const login = addsLabel(event, label) ? event.sender : recorded;
  return login !== undefined && LOGIN.test(login) ? login : undefined;
}
