// What the Action needs from the workflow's event payload, read defensively: the pull request,
// its labels, and where its base is.
import { readFileSync } from 'node:fs';

interface PullRequestInfo {
  number: number;
  baseSha: string | undefined;
  headSha: string | undefined;
  labels: string[];
}

export interface EventInfo {
  name: string;
  /** The activity type (`opened`, `synchronize`, `labeled`, …), where the event has one. */
  action: string | undefined;
  /** `labeled` and `unlabeled`: the label added or removed. */
  label: string | undefined;
  pullRequest: PullRequestInfo | undefined;
  /** push: the commit before the push, when there was one. */
  before: string | undefined;
  /**
   * `edited` with `changes.base`: the pull request was retargeted, so its head now grants power
   * against another branch than the one it had when the approval label was added.
   */
  baseChanged?: true;
  /** workflow_run: the run's head commit and the pull requests GitHub associates with it. */
  workflowRun: { headSha: string | undefined; pullRequests: number[] } | undefined;
}

const obj = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

export function readEvent(name: string, path: string | undefined): EventInfo {
  let payload: Record<string, unknown> = {};
  if (path) {
    try {
      payload = obj(JSON.parse(readFileSync(path, 'utf8')));
    } catch {
      payload = {};
    }
  }
  const pr = obj(payload.pull_request);
  const number = typeof pr.number === 'number' ? pr.number : undefined;
  const before = str(payload.before);
  const run = obj(payload.workflow_run);
  return {
    name,
    action: str(payload.action),
    label: str(obj(payload.label).name),
    pullRequest:
      number === undefined
        ? undefined
        : {
            number,
            baseSha: str(obj(pr.base).sha),
            headSha: str(obj(pr.head).sha),
            labels: (Array.isArray(pr.labels) ? pr.labels : []).flatMap((l) =>
              str(obj(l).name) ? [obj(l).name as string] : [],
            ),
          },
    ...(payload.action === 'edited' && obj(payload.changes).base !== undefined
      ? { baseChanged: true as const }
      : {}),
    before: before && !/^0+$/.test(before) ? before : undefined,
    workflowRun: payload.workflow_run
      ? {
          headSha: str(run.head_sha),
          pullRequests: (Array.isArray(run.pull_requests) ? run.pull_requests : []).flatMap((p) =>
            typeof obj(p).number === 'number' ? [obj(p).number as number] : [],
          ),
        }
      : undefined,
  };
}
