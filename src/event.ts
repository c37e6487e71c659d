// What the Action needs from the workflow's event payload, read defensively: the pull request,
// its labels, and where its base is.
import { readFileOutside } from './adapters/fs.js';

/** GitHub caps a webhook's payload at 25 MB; a runner's event file is no larger. */
const MAX_EVENT_BYTES = 32 * 1024 * 1024;

/**
 * The runner named an event payload that cannot be read. Without it the pull request, its base
 * and its labels are unknown, and a run without them would pass a change it cannot gate.
 */
export class EventError extends Error {}

interface PullRequestInfo {
  number: number;
  baseSha: string | undefined;
  /** The base branch's name (`main`): what a retarget changes. */
  baseRef?: string;
  headSha: string | undefined;
  labels: string[];
  /** Who opened the pull request (its `user`'s login). */
  author?: string;
  /**
   * Its head is another repository's than its base (a fork's, or none: a fork deleted since):
   * GitHub gives a `pull_request` run of it a read-only token, which cannot write our comment.
   */
  fork?: true;
}

export interface EventInfo {
  name: string;
  /** The activity type (`opened`, `synchronize`, `labeled`, …), where the event has one. */
  action: string | undefined;
  /** `labeled` and `unlabeled`: the label added or removed. */
  label: string | undefined;
  /** Who caused the event (its `sender`'s login): on `labeled`, who added the label. */
  sender?: string;
  pullRequest: PullRequestInfo | undefined;
  /** push: the commit before the push, when there was one. */
  before: string | undefined;
  /**
   * `edited` with `changes.base`: the pull request was retargeted, so its head now grants power
   * against another branch than the one it had when the approval label was added.
   */
  baseChanged?: true;
  /**
   * A re-run (the runner's GITHUB_RUN_ATTEMPT past 1): GitHub gives it the payload of the first
   * attempt, whose labels, head and sender are those of that moment, not of now.
   */
  rerun?: true;
  /**
   * merge_group: a merge queue's entry. Its head is the queue's commit of the pull request merged
   * onto the entries ahead of it (or the base branch), its base that commit's parent (GitHub's
   * `base_sha`, "the merge group's parent commit"), so the two differ by this entry's pull request.
   * The payload names the pull request only in the entry's branch, `gh-readonly-queue/<base>/pr-<n>-<sha>`.
   */
  mergeGroup?: { baseSha: string | undefined; headSha: string | undefined; pullNumber: number | undefined };
  /**
   * workflow_run: the run's head commit, the pull requests GitHub associates with it, and the
   * event that started it (`pull_request`, `push`), where the payload names one.
   */
  workflowRun: { headSha: string | undefined; pullRequests: number[]; event?: string } | undefined;
}

/**
 * Whether the runner names an event of a pull request (`pull_request`, `pull_request_target`, a
 * review's): its payload names the pull request, and one that names none is a pull request the
 * run cannot gate, not a push to check alone.
 */
export function isPullRequestEvent(name: string): boolean {
  return /^pull_request(?:_|$)/.test(name);
}

const obj = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * A pull request as a webhook payload's `pull_request` and the API's `pulls.get` both give it, read
 * field by field: a field of another shape is none. None without a number.
 */
export function pullRequestOf(value: unknown): PullRequestInfo | undefined {
  const pr = obj(value);
  if (typeof pr.number !== 'number') return undefined;
  const baseRef = str(obj(pr.base).ref);
  const author = str(obj(pr.user).login);
  const head = obj(pr.head);
  const baseRepo = obj(obj(pr.base).repo).id;
  // Another than the base's, or none where GitHub names none (`null`: a fork deleted since, for a
  // branch of the base's own is not gone while the base is); one the payload does not give, or
  // gives oddly, is not taken for a fork's.
  const fork =
    typeof baseRepo === 'number' &&
    (head.repo === null || (typeof obj(head.repo).id === 'number' && obj(head.repo).id !== baseRepo));
  return {
    number: pr.number,
    baseSha: str(obj(pr.base).sha),
    ...(baseRef === undefined ? {} : { baseRef }),
    headSha: str(head.sha),
    labels: (Array.isArray(pr.labels) ? pr.labels : []).flatMap((l) =>
      str(obj(l).name) ? [obj(l).name as string] : [],
    ),
    ...(author === undefined ? {} : { author }),
    ...(fork ? { fork: true as const } : {}),
  };
}

/**
 * The event, from the payload at `path` if one is named (a runner always names one); else none.
 * `attempt` is the runner's GITHUB_RUN_ATTEMPT: anything but none or `1` is taken for a re-run.
 */
export function readEvent(name: string, path: string | undefined, attempt?: string): EventInfo {
  const payload = path ? readPayload(path) : {};
  const before = str(payload.before);
  const run = obj(payload.workflow_run);
  const sender = str(obj(payload.sender).login);
  const group = obj(payload.merge_group);
  return {
    name,
    action: str(payload.action),
    label: str(obj(payload.label).name),
    ...(sender === undefined ? {} : { sender }),
    pullRequest: pullRequestOf(payload.pull_request),
    ...(payload.action === 'edited' && obj(payload.changes).base !== undefined
      ? { baseChanged: true as const }
      : {}),
    ...(attempt === undefined || attempt === '' || attempt === '1' ? {} : { rerun: true as const }),
    before: before && !/^0+$/.test(before) ? before : undefined,
    // By the event's name, which the runner gives: a merge_group payload that names nothing has
    // no base to compare against, and fails as a pull request without one does.
    ...(name !== 'merge_group'
      ? name === 'push'
        ? pushedEntry(payload)
        : {}
      : {
          mergeGroup: {
            baseSha: str(group.base_sha),
            headSha: str(group.head_sha),
            pullNumber: queuedEntry(str(group.head_ref))?.pullNumber,
          },
        }),
    workflowRun: payload.workflow_run
      ? {
          headSha: str(run.head_sha),
          ...(str(run.event) === undefined ? {} : { event: str(run.event) as string }),
          pullRequests: (Array.isArray(run.pull_requests) ? run.pull_requests : []).flatMap((p) =>
            typeof obj(p).number === 'number' ? [obj(p).number as number] : [],
          ),
        }
      : undefined,
  };
}

/**
 * The pull request a merge queue's entry branch (`refs/heads/gh-readonly-queue/main/pr-7-<sha>`)
 * merges, and the commit it is built on, which its name ends with (the group's `base_sha`).
 */
function queuedEntry(ref: string | undefined): { pullNumber: number; parent: string } | undefined {
  const match = /^refs\/heads\/gh-readonly-queue\/.+\/pr-([1-9][0-9]{0,9})-([0-9a-f]{40,64})$/.exec(
    ref ?? '',
  );
  return match ? { pullNumber: Number(match[1]), parent: match[2] as string } : undefined;
}

/**
 * A push that makes a merge queue's entry branch: GitHub pushes it as it makes the entry, and a
 * workflow on every push runs on it, at the entry's commit, reporting its check there as the
 * `merge_group` run does. Read as that entry (its base the commit the branch name ends with): as a
 * push of a new branch it was checked alone, and a check of the same name passed on the commit
 * whatever power the entry's pull request grants.
 */
function pushedEntry(payload: Record<string, unknown>): Pick<EventInfo, 'mergeGroup'> {
  const entry = queuedEntry(str(payload.ref));
  if (!entry) return {};
  return { mergeGroup: { baseSha: entry.parent, headSha: str(payload.after), pullNumber: entry.pullNumber } };
}

/** The payload as a JSON object; a file that is not one is an EventError saying why. */
function readPayload(path: string): Record<string, unknown> {
  const fail = (why: string): never => {
    throw new EventError(
      `agents-config-check: cannot read the event payload GITHUB_EVENT_PATH '${path}': ${why}`,
    );
  };
  const read = readFileOutside(path, MAX_EVENT_BYTES);
  if (read.kind === 'missing') return fail('it does not exist');
  if (read.kind === 'folder') return fail('it is a folder');
  if (read.kind === 'refused') return fail(read.reason);
  let payload: unknown;
  try {
    payload = JSON.parse(read.text);
  } catch {
    return fail('it is not JSON');
  }
  return obj(payload) === payload ? (payload as Record<string, unknown>) : fail('it is not a JSON object');
}
