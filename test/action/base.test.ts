// Which commit the Action compares against: the first parent of GitHub's merge commit, else the
// pull request's base; on push, `before`; a base missing from a shallow clone is fetched alone;
// and when none can be had, the head is checked on its own.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveBase } from '../../src/action.js';
import type { EventInfo } from '../../src/event.js';
import { git } from '../git-helpers.js';

function commit(dir: string, file: string, text: string, message: string): string {
  writeFileSync(join(dir, file), text);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', message);
  return git(dir, 'rev-parse', 'HEAD');
}

/** main: A - B; pr branch from A: P; M = merge of P into B (what GitHub checks out for a PR). */
function mergeRepo(): { dir: string; a: string; b: string; p: string; m: string } {
  const dir = mkdtempSync(join(tmpdir(), 'acc-base-'));
  git(dir, 'init', '-q', '-b', 'main');
  const a = commit(dir, 'a.txt', 'a', 'A');
  const b = commit(dir, 'b.txt', 'b', 'B');
  git(dir, 'checkout', '-q', '-b', 'pr', a);
  const p = commit(dir, 'p.txt', 'p', 'P');
  git(dir, 'checkout', '-q', 'main');
  git(dir, 'merge', '-q', '--no-ff', '-m', 'M', 'pr');
  const m = git(dir, 'rev-parse', 'HEAD');
  return { dir, a, b, p, m };
}

const pullRequest = (baseSha: string): EventInfo => ({
  name: 'pull_request',
  action: 'opened',
  label: undefined,
  pullRequest: { number: 1, baseSha, headSha: undefined, labels: [] },
  before: undefined,
  workflowRun: undefined,
});

const log = (): void => undefined;
const savedSha = process.env.GITHUB_SHA;
afterEach(() => {
  process.env.GITHUB_SHA = savedSha;
});

describe('base resolution', () => {
  it("on GitHub's merge commit: its first parent, not the (older) pull_request.base.sha", () => {
    const { dir, a, b, m } = mergeRepo();
    process.env.GITHUB_SHA = m;
    expect(resolveBase(pullRequest(a), dir, undefined, log)).toEqual({ sha: b });
  });

  it("on GitHub's merge commit of the head checked out by ref (GITHUB_SHA another commit): its first parent", () => {
    const { dir, a, b, p } = mergeRepo();
    process.env.GITHUB_SHA = b;
    const event = pullRequest(a);
    event.pullRequest = { ...event.pullRequest!, headSha: p };
    expect(resolveBase(event, dir, undefined, log)).toEqual({ sha: b });
    // A merge commit of another head is not taken for the pull request's: notTheHead fails it.
    event.pullRequest = { ...event.pullRequest, headSha: a };
    expect(resolveBase(event, dir, undefined, log)).toEqual({ sha: a });
  });

  it('on a plain head commit: pull_request.base.sha', () => {
    const { dir, a, p } = mergeRepo();
    git(dir, 'checkout', '-q', p);
    process.env.GITHUB_SHA = p;
    expect(resolveBase(pullRequest(a), dir, undefined, log)).toEqual({ sha: a });
  });

  it('on push: the commit before the push; the input base wins over both', () => {
    const { dir, a, b } = mergeRepo();
    const push: EventInfo = {
      name: 'push',
      action: undefined,
      label: undefined,
      pullRequest: undefined,
      before: a,
      workflowRun: undefined,
    };
    expect(resolveBase(push, dir, undefined, log)).toEqual({ sha: a });
    expect(resolveBase(push, dir, 'main~1', log)).toEqual({ sha: b });
  });

  it('a base missing from a shallow clone is fetched; one that cannot be had means no base', () => {
    const { dir: origin, b } = mergeRepo();
    const clone = join(mkdtempSync(join(tmpdir(), 'acc-shallow-')), 'ws');
    git(origin, 'clone', '-q', '--depth', '1', `file://${origin}`, clone);
    const logged: string[] = [];
    process.env.GITHUB_SHA = '';
    expect(resolveBase(pullRequest(b), clone, undefined, (m) => logged.push(m))).toEqual({ sha: b });
    expect(logged).toEqual([`fetching base commit ${b}`]);
    expect(resolveBase(pullRequest('0'.repeat(39) + '1'), clone, undefined, log)).toEqual({
      none: `base commit ${'0'.repeat(39)}1 could not be fetched`,
    });
    const noEvent: EventInfo = {
      name: 'workflow_dispatch',
      action: undefined,
      label: undefined,
      pullRequest: undefined,
      before: undefined,
      workflowRun: undefined,
    };
    expect(resolveBase(noEvent, clone, undefined, log)).toEqual({
      none: "no base commit for a 'workflow_dispatch' event",
    });
  });
  it("on a merge queue's run: the group's parent commit (the entry ahead, or the branch), whatever the event's pull request", () => {
    const { dir, a, b } = mergeRepo();
    const group: EventInfo = {
      name: 'merge_group',
      action: 'checks_requested',
      label: undefined,
      pullRequest: undefined,
      before: undefined,
      workflowRun: undefined,
      mergeGroup: { baseSha: b, headSha: a, pullNumber: 7 },
    };
    expect(resolveBase(group, dir, undefined, log)).toEqual({ sha: b });
    expect(
      resolveBase(
        { ...group, mergeGroup: { baseSha: undefined, headSha: a, pullNumber: 7 } },
        dir,
        undefined,
        log,
      ),
    ).toEqual({
      none: "no base commit for a 'merge_group' event",
    });
  });
});

// A container job's user on the runner's checkout: git refuses the repository as another user's,
// and the base was told as one that could not be fetched. Git's own switch for its tests makes it
// take the clone as another user's.
describe('a workspace git refuses as another user’s', () => {
  const saved = process.env.GIT_TEST_ASSUME_DIFFERENT_OWNER;
  afterEach(() => {
    if (saved === undefined) delete process.env.GIT_TEST_ASSUME_DIFFERENT_OWNER;
    else process.env.GIT_TEST_ASSUME_DIFFERENT_OWNER = saved;
  });

  it('names safe.directory as why there is no base, for the event’s base and the input’s', () => {
    const { dir, a } = mergeRepo();
    process.env.GITHUB_SHA = '';
    process.env.GIT_TEST_ASSUME_DIFFERENT_OWNER = '1';
    const none =
      "git refuses the repository as another user's (git's safe.directory): add the workspace with git config --global --add safe.directory before this step, or run as the checkout's owner";
    expect(resolveBase(pullRequest(a), dir, undefined, log)).toEqual({ none });
    expect(resolveBase(pullRequest(a), dir, 'main', log)).toEqual({ none });
  });
});
