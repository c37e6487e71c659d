// The approval label approves the commit it was added on (src/approval.ts): a table of events,
// with and without the head our comment records.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  approvalKey,
  approvalRecord,
  approvedHeadOf,
  approverOf,
  causesDigest,
  commentCouldShow,
  headTag,
  labelApproval,
  needsRecord,
  recordedApprover,
  recordedCauses,
  shownCausesOf,
  shownHeadOf,
} from '../../src/approval.js';
import type { PowerCause } from '../../src/core/diff/types.js';
import { readEvent, type EventInfo } from '../../src/event.js';

const H1 = 'a'.repeat(40);
const H2 = 'b'.repeat(40);
const LABEL = 'allow-escalation';
const MARKER = '<!-- agents-config-check -->';

function event(
  action: string,
  labels: string[],
  headSha: string | undefined,
  label?: string,
  baseRef = 'main',
): EventInfo {
  return {
    name: 'pull_request',
    action,
    label,
    pullRequest: { number: 7, baseSha: undefined, baseRef, headSha, labels },
    before: undefined,
    workflowRun: undefined,
  };
}

/** What the label's run on a head against main records. */
const recorded = (head: string, baseRef = 'main'): string =>
  approvalKey(event('labeled', [LABEL], head, LABEL, baseRef)) as string;
const K1 = recorded(H1);

describe('labelApproval', () => {
  const cases: [string, EventInfo, string | undefined, ReturnType<typeof labelApproval>][] = [
    ['no label: nothing to approve with', event('opened', [], H1), H1, undefined],
    ['another label only', event('labeled', ['docs'], H1, 'docs'), H1, undefined],
    ["the label's own event approves its head", event('labeled', [LABEL], H1, LABEL), undefined, 'approved'],
    [
      "the label's own event approves whatever was recorded",
      event('labeled', [LABEL], H2, LABEL),
      K1,
      'approved',
    ],
    [
      'another label added on the approved head',
      event('labeled', [LABEL, 'docs'], H1, 'docs'),
      K1,
      'approved',
    ],
    ['another label added after a push', event('labeled', [LABEL, 'docs'], H2, 'docs'), K1, 'earlier'],
    ['a push after the label', event('synchronize', [LABEL], H2), K1, 'earlier'],
    ['an edit on the approved head', event('edited', [LABEL], H1), K1, 'approved'],
    [
      'a reopen on the approved head, against another base branch (a retarget no run saw)',
      event('reopened', [LABEL], H1, undefined, 'release'),
      K1,
      'earlier',
    ],
    [
      'a record of the head alone (written before the base was recorded)',
      event('edited', [LABEL], H1),
      H1,
      'earlier',
    ],
    ['a payload without the base branch', event('edited', [LABEL], H1, undefined, ''), K1, 'earlier'],
    [
      'a reopen with no record (a fork, a failed write)',
      event('reopened', [LABEL], H1),
      undefined,
      'earlier',
    ],
    ['opened with the label and no record', event('opened', [LABEL], H1), undefined, 'earlier'],
    ['a head the payload does not give', event('edited', [LABEL], undefined), undefined, 'earlier'],
    ['the label removed', event('unlabeled', [], H1, LABEL), K1, undefined],
    [
      'a label of the same name removed while ours stays',
      event('unlabeled', [LABEL], H1, LABEL),
      K1,
      'approved',
    ],
  ];
  it.each(cases)('%s', (_name, e, recorded, expected) => {
    expect(labelApproval(e, LABEL, recorded)).toBe(expected);
    // The record is read only where the event alone cannot tell.
    expect(needsRecord(e, LABEL)).toBe(labelApproval(e, LABEL, undefined) === 'earlier');
  });

  it('a push event or a run without a pull request approves nothing', () => {
    const push: EventInfo = {
      name: 'push',
      action: undefined,
      label: undefined,
      pullRequest: undefined,
      before: H1,
      workflowRun: undefined,
    };
    expect(labelApproval(push, LABEL, K1)).toBeUndefined();
  });
});

describe('a change of the base branch', () => {
  it('is not approved by a label added before it, and reads no record', () => {
    // GitHub's `edited` with `changes.base`: the same head, compared with another branch, grants
    // other power than the label's reader saw.
    const retargeted: EventInfo = { ...event('edited', [LABEL], H1), baseChanged: true };
    expect(labelApproval(retargeted, LABEL, K1)).toBe('earlier');
    expect(needsRecord(retargeted, LABEL)).toBe(false);
    // Adding the label is what approves, whatever the base.
    expect(labelApproval({ ...event('labeled', [LABEL], H1, LABEL), baseChanged: true }, LABEL, K1)).toBe(
      'approved',
    );
  });

  it('is read from the edited payload, and only from its changes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-event-'));
    const read = (payload: unknown): EventInfo => {
      writeFileSync(join(dir, 'event.json'), JSON.stringify(payload));
      return readEvent('pull_request', join(dir, 'event.json'));
    };
    const pr = { number: 7, head: { sha: H1 }, base: { sha: H2 }, labels: [{ name: LABEL }] };
    const base = { ref: { from: 'staging' }, sha: { from: H2 } };
    expect(read({ action: 'edited', pull_request: pr, changes: { base } }).baseChanged).toBe(true);
    expect(read({ action: 'edited', pull_request: pr, changes: { title: { from: 'x' } } }).baseChanged).toBe(
      undefined,
    );
    expect(read({ action: 'edited', pull_request: pr }).baseChanged).toBe(undefined);
    expect(
      read({ action: 'reopened', pull_request: { ...pr, base: { sha: H2, ref: 'main' } } }).pullRequest
        ?.baseRef,
    ).toBe('main');
  });
});

describe('a merge queue event', () => {
  it("reads the group's base, head and the pull request its branch names; nothing from a branch of another shape", () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-event-'));
    const read = (head_ref: unknown): EventInfo => {
      const group = { base_sha: H2, head_sha: H1, base_ref: 'refs/heads/main', head_ref };
      writeFileSync(
        join(dir, 'event.json'),
        JSON.stringify({ action: 'checks_requested', merge_group: group }),
      );
      return readEvent('merge_group', join(dir, 'event.json'));
    };
    expect(read(`refs/heads/gh-readonly-queue/main/pr-42-${H2}`).mergeGroup).toEqual({
      baseSha: H2,
      headSha: H1,
      pullNumber: 42,
    });
    // A base branch whose own name looks like an entry's: the last segment is the entry's.
    expect(read(`refs/heads/gh-readonly-queue/rel/pr-1-${H1}/pr-9-${H2}`).mergeGroup?.pullNumber).toBe(9);
    for (const other of [`refs/heads/pr-42-${H2}`, `refs/heads/gh-readonly-queue/main/pr-42`, 'x', 42, null])
      expect(read(other).mergeGroup?.pullNumber).toBeUndefined();
    expect(read(`refs/heads/gh-readonly-queue/main/pr-42-${H2}`).pullRequest).toBeUndefined();
    // A merge_group event whose payload names no group: nothing to compare against, not another event.
    writeFileSync(join(dir, 'event.json'), JSON.stringify({ action: 'checks_requested' }));
    expect(readEvent('merge_group', join(dir, 'event.json')).mergeGroup).toEqual({
      baseSha: undefined,
      headSha: undefined,
      pullNumber: undefined,
    });
    writeFileSync(join(dir, 'event.json'), JSON.stringify({ merge_group: { base_sha: H2 } }));
    expect(readEvent('push', join(dir, 'event.json')).mergeGroup).toBeUndefined();
  });

  // GitHub pushes the entry's branch too: a workflow on every push ran on it as a new branch's
  // push, checked the entry's commit alone (no escalation can be found so) and passed, under a
  // check of the same name as the merge_group run's.
  it("reads a push of an entry's branch as the entry, its base the commit the branch name ends with", () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-event-'));
    const read = (ref: unknown, name = 'push'): EventInfo => {
      writeFileSync(join(dir, 'event.json'), JSON.stringify({ ref, before: '0'.repeat(40), after: H1 }));
      return readEvent(name, join(dir, 'event.json'));
    };
    expect(read(`refs/heads/gh-readonly-queue/main/pr-42-${H2}`).mergeGroup).toEqual({
      baseSha: H2,
      headSha: H1,
      pullNumber: 42,
    });
    for (const [ref, name] of [
      ['refs/heads/main', 'push'],
      [`refs/heads/gh-readonly-queue/main/pr-42`, 'push'],
      [`refs/heads/gh-readonly-queue/main/pr-42-${H2}`, 'workflow_dispatch'],
    ] as const)
      expect(read(ref, name).mergeGroup).toBeUndefined();
  });
});

describe('the record in our comment', () => {
  it('round-trips a commit id and its base on the marker line, and nothing else', () => {
    const body = `${MARKER}${approvalRecord(K1)}\n### agents-config-check\n`;
    expect(approvedHeadOf(body)).toBe(K1);
    expect(approvedHeadOf(`${MARKER}\n${approvalRecord(K1)}`)).toBeUndefined();
    expect(approvedHeadOf(`x${MARKER}${approvalRecord(K1)}`)).toBeUndefined();
    expect(approvedHeadOf(`${MARKER}<!-- approved ${H1.slice(1)}z -->`)).toBeUndefined();
    // A branch name is any text a ref may be: only its digest is written.
    const odd = recorded(H1, 'x--><img src=y>');
    expect(approvalRecord(odd)).toMatch(/^<!-- approved a{40} base [0-9a-f]{16} -->$/);
    expect(odd).not.toBe(K1);
  });

  it('writes no markup for what is not a commit id and a base', () => {
    expect(approvalRecord(`${H1} --><script>`)).toBe('');
    expect(approvalRecord('HEAD')).toBe('');
    expect(approvalRecord(H1)).toBe('');
    const c = recorded('c'.repeat(64));
    expect(approvalRecord(c)).toBe(`<!-- approved ${c} -->`);
  });
});

// The same head against the same base branch grants more once the branch has moved under it (a
// merge queue's entry ahead, a newer base merged): a record of the head and the branch alone
// approved an actor's gaining a tool that writes which nobody had read.
describe('what the record approves', () => {
  const cause = (over: Partial<PowerCause> = {}): PowerCause => ({
    file: 'tools/t.yaml',
    line: 5,
    column: 3,
    kind: 'writes',
    entry: 'team/grep',
    grant: "'team/grep' now writes",
    skills: ['team/search'],
    actors: [],
    approved: false,
    ...over,
  });
  const digest = (...causes: PowerCause[]): string => causesDigest({ diff: { causes } as never });

  it('is a digest of the causes by what they grant and whom they reach, not by their line or order', () => {
    const one = digest(cause());
    expect(one).toMatch(/^[0-9a-f]{16}$/);
    expect(digest(cause({ line: 9, column: 1, approved: true }))).toBe(one);
    expect(digest(cause({ actors: ['team/bot'] }))).not.toBe(one);
    expect(digest(cause({ skills: ['team/search', 'team/ops'] }))).not.toBe(one);
    expect(digest(cause({ grant: "adds 'team/grep', which writes" }))).not.toBe(one);
    expect(digest(cause(), cause({ entry: 'team/rm' }))).toBe(digest(cause({ entry: 'team/rm' }), cause()));
    expect(digest(cause(), cause({ entry: 'team/rm' }))).not.toBe(one);
  });

  it('is kept on the record beside the head and who approved, and read back', () => {
    const body = `${MARKER}${approvalRecord(K1, 'alice', 'c'.repeat(16))}\n### agents-config-check\n`;
    expect(body.split('\n')[0]).toBe(`${MARKER}<!-- approved ${K1} causes ${'c'.repeat(16)} by alice -->`);
    expect(approvedHeadOf(body)).toBe(K1);
    expect(recordedApprover(body)).toBe('alice');
    expect(recordedCauses(body)).toBe('c'.repeat(16));
    // A record written before it named none; what is no digest is not written.
    expect(recordedCauses(`${MARKER}${approvalRecord(K1, 'alice')}`)).toBeUndefined();
    expect(approvalRecord(K1, undefined, 'x -->')).toBe(`<!-- approved ${K1} -->`);
  });
});

// A push just before the label: the label's event names a head whose result the comment did not
// show yet, and the reviewer never read what it grants.
describe('the head a comment shows', () => {
  it('is named after the record, or after the marker where there is none, and read back', () => {
    expect(shownHeadOf(`${MARKER}${approvalRecord(K1, 'alice', 'c'.repeat(16))}${headTag(H2)}\n`)).toBe(H2);
    expect(shownHeadOf(`${MARKER}${headTag(H2)}\n### x`)).toBe(H2);
    // An earlier version's comment names none; nor does one that is not ours, or a tag further on.
    expect(shownHeadOf(`${MARKER}${approvalRecord(K1)}\n`)).toBeUndefined();
    expect(shownHeadOf(`x${MARKER}${headTag(H2)}`)).toBeUndefined();
    expect(shownHeadOf(`${MARKER}\n${headTag(H2)}`)).toBeUndefined();
    // Nothing but a commit id is written.
    expect(headTag('HEAD --><img src=x>')).toBe('');
    expect(headTag(undefined)).toBe('');
  });

  it('names the causes it shows beside the head, read back; none in one written before it named them', () => {
    const causes = 'c'.repeat(16);
    const body = `${MARKER}${approvalRecord(K1, 'alice', 'd'.repeat(16))}${headTag(H2, causes)}\n`;
    expect(headTag(H2, causes)).toBe(`<!-- head ${H2} causes ${causes} -->`);
    expect(shownHeadOf(body)).toBe(H2);
    expect(shownCausesOf(body)).toBe(causes);
    expect(shownCausesOf(`${MARKER}${headTag(H2)}\n`)).toBeUndefined();
    // What is no digest is not written.
    expect(headTag(H2, 'x -->')).toBe(`<!-- head ${H2} -->`);
  });
});

describe('who approved', () => {
  it("is who added the label on its own event, else whom our comment's record names", () => {
    const added = { ...event('labeled', [LABEL], H1, LABEL), sender: 'alice' };
    expect(approverOf(added, LABEL, 'bob')).toBe('alice');
    // Another label's event, an edit: the label's adder is not this event's sender.
    expect(
      approverOf({ ...event('labeled', [LABEL, 'docs'], H1, 'docs'), sender: 'carol' }, LABEL, 'bob'),
    ).toBe('bob');
    expect(
      approverOf({ ...event('edited', [LABEL], H1), sender: 'carol' }, LABEL, undefined),
    ).toBeUndefined();
    expect(approverOf({ ...added, sender: 'github-actions[bot]' }, LABEL, undefined)).toBe(
      'github-actions[bot]',
    );
    // What no login is names nobody.
    expect(approverOf({ ...added, sender: 'x --><img src=y>' }, LABEL, undefined)).toBeUndefined();
  });

  it('is kept on the record, beside the head, and read back; a record without it still approves', () => {
    const body = `${MARKER}${approvalRecord(K1, 'alice')}\n### agents-config-check\n`;
    expect(body.split('\n')[0]).toBe(`${MARKER}<!-- approved ${K1} by alice -->`);
    expect(approvedHeadOf(body)).toBe(K1);
    expect(recordedApprover(body)).toBe('alice');
    const without = `${MARKER}${approvalRecord(K1)}\n`;
    expect(approvedHeadOf(without)).toBe(K1);
    expect(recordedApprover(without)).toBeUndefined();
    // No markup for what is not a login, and a record naming something else is none.
    expect(approvalRecord(K1, 'a -->')).toBe(`<!-- approved ${K1} -->`);
    expect(approvedHeadOf(`${MARKER}<!-- approved ${K1} by a b -->`)).toBeUndefined();
    expect(recordedApprover(`x${MARKER}${approvalRecord(K1, 'alice')}`)).toBeUndefined();
  });

  it("is read from the payload's sender, and the author from the pull request's user", () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-event-'));
    writeFileSync(
      join(dir, 'event.json'),
      JSON.stringify({
        action: 'labeled',
        label: { name: LABEL },
        sender: { login: 'alice' },
        pull_request: { number: 7, head: { sha: H1 }, base: { sha: H2 }, user: { login: 'bob' }, labels: [] },
      }),
    );
    const read = readEvent('pull_request', join(dir, 'event.json'));
    expect(read.sender).toBe('alice');
    expect(read.pullRequest?.author).toBe('bob');
  });
});

describe('a comment that could have shown the head', () => {
  // The label's own run approves a head no comment of ours shows only where none could have been
  // written: the workflow never comments, or GitHub gave a fork's run a read-only token.
  const own = event('labeled', [LABEL], H1, LABEL);
  const fork = { ...own, pullRequest: { ...own.pullRequest!, fork: true as const } };

  it("could be written but under `comment: never`, or on a fork's `pull_request` run", () => {
    expect(commentCouldShow(own, 'auto')).toBe(true);
    expect(commentCouldShow(own, 'always')).toBe(true);
    expect(commentCouldShow(own, 'never')).toBe(false);
    expect(commentCouldShow(fork, 'auto')).toBe(false);
    expect(commentCouldShow(fork, 'always')).toBe(false);
    // pull_request_target's token writes, a fork's pull request or not.
    expect(commentCouldShow({ ...fork, name: 'pull_request_target' }, 'auto')).toBe(true);
  });

  it("reads a fork from the payload's head and base repositories, only where both are named", () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-event-'));
    const read = (head: unknown, base: unknown): true | undefined => {
      writeFileSync(
        join(dir, 'event.json'),
        JSON.stringify({
          action: 'labeled',
          pull_request: {
            number: 7,
            head: { sha: H1, repo: head },
            base: { sha: H2, repo: base },
            labels: [],
          },
        }),
      );
      return readEvent('pull_request', join(dir, 'event.json')).pullRequest?.fork;
    };
    expect(read({ id: 2 }, { id: 1 })).toBe(true);
    expect(read({ id: 1 }, { id: 1 })).toBeUndefined();
    // GitHub names no head repository once a fork is deleted: a branch of the base's is not gone.
    expect(read(null, { id: 1 })).toBe(true);
    // One the payload does not give, or gives oddly, or no base repository: not a fork's.
    expect(read(undefined, { id: 1 })).toBeUndefined();
    expect(read({ id: '2' }, { id: 1 })).toBeUndefined();
    expect(read({ id: 2 }, undefined)).toBeUndefined();
    expect(read(null, null)).toBeUndefined();
  });
});

describe('a re-run', () => {
  // GitHub re-runs a job with the payload of its first attempt: the labels as they were then. A
  // re-run of the label's own run, after the label was removed (or after its adder's approval was
  // replaced by the author's own), would approve again in the name of whoever added it first.
  const rerun = (e: EventInfo): EventInfo => ({ ...e, rerun: true });
  const added = { ...event('labeled', [LABEL], H1, LABEL), sender: 'alice' };

  it("of the label's own run approves only what our comment still records", () => {
    expect(labelApproval(rerun(added), LABEL, undefined)).toBe('earlier');
    expect(needsRecord(rerun(added), LABEL)).toBe(true);
    expect(labelApproval(rerun(added), LABEL, K1)).toBe('approved');
    expect(labelApproval(rerun(added), LABEL, recorded(H2))).toBe('earlier');
  });

  it("names whom the record names, not the first attempt's sender", () => {
    expect(approverOf(rerun(added), LABEL, 'bob')).toBe('bob');
    expect(approverOf(rerun(added), LABEL, undefined)).toBeUndefined();
  });

  it('is read from the run attempt the runner gives', () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-event-'));
    writeFileSync(join(dir, 'event.json'), JSON.stringify({ action: 'labeled', label: { name: LABEL } }));
    const path = join(dir, 'event.json');
    expect(readEvent('pull_request', path, '2').rerun).toBe(true);
    expect(readEvent('pull_request', path, '1').rerun).toBeUndefined();
    expect(readEvent('pull_request', path, undefined).rerun).toBeUndefined();
    // What no attempt number is cannot be told from a re-run: read as one.
    expect(readEvent('pull_request', path, 'x').rerun).toBe(true);
  });
});
