// The Action's pipeline: inputs, base resolution, the shared check, then every GitHub output —
// annotations, job summary, outputs, SARIF, the sticky comment — and the step's result, which the
// findings alone decide (a failed comment only warns).
import * as core from '@actions/core';
import { lstatSync } from 'node:fs';
import { dirname, isAbsolute, join, posix, relative, resolve } from 'node:path';
import pkg from '../package.json' with { type: 'json' };
import { leadsOut } from './adapters/config-file.js';
import { linkBelowTop, readFileOutside } from './adapters/fs.js';
import { commitParents, fetchCommit, hasCommit, refusedAsAnothers, resolveCommit } from './adapters/git.js';
import {
  createClient,
  httpStatus,
  ourCommentAsShown,
  ourCommentBody,
  upsertComment,
  type Repo,
} from './adapters/github.js';
import {
  approvalKey,
  approvalRecord,
  approvedHeadOf,
  approverOf,
  causesDigest,
  commentCouldShow,
  headTag,
  shownCausesOf,
  shownHeadOf,
  shownUncheckedOf,
  uncheckedTag,
  MAX_RECORD_EXTRA,
  recordedApprover,
  recordedCauses,
  labelApproval,
  needsRecord,
  type LabelApproval,
} from './approval.js';
import { isPullRequestEvent, pullRequestOf, type EventInfo } from './event.js';
import { InputError, readInputs, type ActionInputs } from './inputs.js';
import { planAnnotations } from './report/annotations.js';
import { printable } from './report/escape.js';
import { plural } from './report/words.js';
import { COMMENT_LIMIT, noBaseNote, notHeadNote } from './report/markdown.js';
import type { Report } from './report/report.js';
import { commentOf, commentStart, notCheckedOf } from './report/comment-root.js';
import { render, renderChunks } from './report/render.js';
import { makeFolders, writeChunks, writeProblem } from './adapters/write.js';
import { actionRulesDoc } from './report/rule-docs.js';
import { MAX_REPORT_BYTES, parseReport } from './report/validate-report.js';
import { placePath, posixPath, READER_OF, type PathPlaces, type PlacePath } from './report/paths.js';
import { checkRoot, ConfigError, runCheck, type RunResult } from './run.js';

/** Where the job summary, and the comment past its sections' caps, send a reader for the rest. */
const JSON_REPORT = 'the JSON report (output report-file)';

/** GitHub's job summary limit is 1 MiB of UTF-8; keep room for the no-base note. */
const SUMMARY_LIMIT = 1024 * 1024 - 4096;

/**
 * Why git cannot read the workspace's repository at all, where it refuses it as another user's (a
 * container job on the runner's checkout): the base was then told as one that could not be fetched.
 */
function refusal(workspace: string): string | undefined {
  return refusedAsAnothers(workspace)
    ? "git refuses the repository as another user's (git's safe.directory): add the workspace with git config --global --add safe.directory before this step, or run as the checkout's owner"
    : undefined;
}

/** The commit to compare against, or why there is none. */
export function resolveBase(
  event: EventInfo,
  workspace: string,
  override: string | undefined,
  log: (m: string) => void,
): { sha: string } | { none: string } {
  let candidate: string | undefined;
  if (override) {
    const resolved = resolveCommit(workspace, override);
    candidate =
      'commit' in resolved ? resolved.commit : /^[0-9a-f]{40}$/.test(override) ? override : undefined;
    if (!candidate)
      return { none: refusal(workspace) ?? `input 'base' (${override}) is not a commit in this clone` };
  } else if (event.pullRequest) {
    // On GitHub's merge commit for the pull request, its first parent is what was merged against:
    // the event's commit, or one whose second parent is the pull request's head (a checkout of
    // `refs/pull/N/merge` made after the base branch moved, as under pull_request_target), where
    // the payload's base is older and may hold power the branch has since taken away.
    const parents = commitParents(workspace, 'HEAD');
    const head = safeHead(workspace);
    const isMerge =
      parents.length === 2 &&
      head !== undefined &&
      (head === process.env.GITHUB_SHA || parents[1] === event.pullRequest.headSha);
    candidate = isMerge ? parents[0] : event.pullRequest.baseSha;
  } else if (event.mergeGroup) {
    candidate = event.mergeGroup.baseSha;
  } else if (event.before) {
    candidate = event.before;
  }
  if (!candidate)
    return {
      none:
        !event.pullRequest && isPullRequestEvent(event.name)
          ? `the '${printable(event.name)}' event's payload names no pull request`
          : `no base commit for a '${printable(event.name)}' event`,
    };
  if (!hasCommit(workspace, candidate)) {
    log(`fetching base commit ${candidate}`);
    if (!fetchCommit(workspace, candidate))
      return { none: refusal(workspace) ?? `base commit ${candidate} could not be fetched` };
  }
  return { sha: candidate };
}

/**
 * Why the workspace is not the pull request's head, if it is not: neither the head's commit nor
 * GitHub's merge commit of it (whose second parent is the head), as a `pull_request_target`
 * workflow's checkout of the base branch is; on a merge queue's run, not the merge group's commit.
 * A payload that names no head leaves no commit the workspace could be shown to hold: it is not
 * the head, as a merge group's is not. None where the event names no pull request (resolveBase
 * fails that run).
 */
export function notTheHead(event: EventInfo, workspace: string): string | undefined {
  const at = safeHead(workspace);
  const holds = at === undefined ? 'no commit' : `commit ${at}`;
  if (event.mergeGroup) {
    const group = event.mergeGroup.headSha;
    return at === group ? undefined : `holds ${holds}, not the merge group's head ${group ?? '(none named)'}`;
  }
  if (event.pullRequest === undefined) return undefined;
  const head = event.pullRequest.headSha;
  if (head === undefined) return `holds ${holds}, not the pull request's head (none named)`;
  if (at === head) return undefined;
  const parents = at === undefined ? [] : commitParents(workspace, 'HEAD');
  if (parents.length === 2 && parents[1] === head) return undefined;
  return `holds ${holds}, not the pull request's head ${head} nor GitHub's merge commit of it`;
}

function safeHead(workspace: string): string | undefined {
  const resolved = resolveCommit(workspace, 'HEAD');
  return 'commit' in resolved ? resolved.commit : undefined;
}

function repoFromEnv(): Repo | undefined {
  const [owner, repo] = (process.env.GITHUB_REPOSITORY ?? '').split('/');
  return owner && repo ? { owner, repo } : undefined;
}

function inWorkspace(workspace: string, path: string): string {
  return isAbsolute(path) ? path : join(workspace, path);
}

/**
 * GitHub opens every path the Action writes from the workspace: the root's path from there goes
 * before each file's (SPEC §2). A report read back (post-only) names its root the same way.
 */
function workspacePlaces(workspace: string, root: string): PathPlaces {
  const top = posixPath(workspace);
  return { root: posix.resolve(top, posixPath(root)), cwd: top, repository: top };
}

/** The root as the report names it: from the workspace when inside it, as given otherwise. */
/** The root a run's comment is of (comment-root.ts): the root as its report names it. */
function commentRootOf(inputs: ActionInputs): string {
  const workspace = resolve(process.env.GITHUB_WORKSPACE ?? process.cwd());
  return rootFromWorkspace(workspace, resolve(workspace, inputs.root), inputs.root);
}

function rootFromWorkspace(workspace: string, root: string, given: string): string {
  const rel = relative(workspace, root);
  if (leadsOut(rel)) return given;
  return rel === '' ? '.' : posixPath(rel);
}

function emitAnnotations(report: Report, place: PlacePath, reservedErrors: number): void {
  const plan = planAnnotations(report.diagnostics, report.diff?.causes ?? [], undefined, reservedErrors);
  for (const a of plan.annotations) {
    const properties = {
      title: a.title,
      file: place(a.file),
      startLine: a.startLine,
      startColumn: a.startColumn,
      endLine: a.endLine,
      endColumn: a.endColumn,
    };
    if (a.level === 'error') core.error(a.message, properties);
    else if (a.level === 'warning') core.warning(a.message, properties);
    else core.notice(a.message, properties);
  }
  if (plan.overflow) core.notice(plan.overflow, { title: 'agents-config-check' });
}

function githubClient(inputs: ActionInputs): ReturnType<typeof createClient> {
  return createClient(inputs.token, process.env.GITHUB_API_URL, (m) => core.info(m));
}

function hasContent(report: Report): boolean {
  const diff = report.diff;
  return (
    report.diagnostics.length > 0 ||
    (diff?.skills.length ?? 0) > 0 ||
    (diff?.actors.length ?? 0) > 0 ||
    (diff?.suppressions?.length ?? 0) > 0 ||
    (diff?.toldDifferently?.length ?? 0) > 0
  );
}

/** docs/rules.md at the repository and ref this Action was taken from, for rule links. */
function rulesDoc(): string {
  return actionRulesDoc(
    process.env.GITHUB_SERVER_URL,
    process.env.GITHUB_ACTION_REPOSITORY,
    process.env.GITHUB_ACTION_REF,
  );
}

/** What an approval record the comment holds becomes (postComment's `record`). */
interface CommentRecord {
  /** The head (and base branch) the label approved on this run, recorded for later runs on it (src/approval.ts). */
  approvedHead?: string;
  /** Who added the label that approved it, recorded with it. */
  approver?: string | undefined;
  /**
   * The causes of new power the comment shows (causesDigest), named beside its head, and
   * recorded with an approval as what the label approved.
   */
  causes?: string;
  /** The head whose result the comment shows (headTag). */
  head?: string | undefined;
  /**
   * The head whose record this run keeps if the comment holds one by the time it is written: the
   * label is on and this run did not see it added on this head, but the label's own run, running
   * alongside, may have recorded it since this one read the comment.
   */
  keepFor?: string;
}

/**
 * The comment's body for the comment as it stands when written. Rendered before anything is
 * sent: a failure to render is a bug, not a failed write.
 */
function commentBody(
  inputs: ActionInputs,
  report: Report,
  links: { linkBase: string | undefined; places: PathPlaces },
  { approvedHead, approver, causes, keepFor, head }: CommentRecord,
  { note, fails }: { note: string; fails: boolean },
): (current: string | undefined) => string {
  /** The body with `line` (a record) on the marker's line, rendered within what is left of the limit beside `room`. */
  const bodyWith = (line: string, room = 0): string => {
    // The root's tag and the record go on the marker's line, which truncation never reaches.
    const comment = commentOf(report.root, line, note);
    const rendered = render(report, 'markdown', {
      version: pkg.version,
      places: links.places,
      fails,
      posted: {
        maxLength: comment.room(COMMENT_LIMIT) - room,
        limit: COMMENT_LIMIT,
        linkBase: links.linkBase,
        fullReport: inputs.postOnly ? 'the JSON report' : 'the job summary',
        // The job summary lists no more rows than the comment's caps.
        pastCaps: inputs.postOnly ? 'the JSON report' : JSON_REPORT,
        rulesDoc: rulesDoc(),
      },
    });
    return comment.body(rendered);
  };
  const shows = headTag(head, causes);
  const record = approvedHead === undefined ? '' : approvalRecord(approvedHead, approver, causes);
  const body = bodyWith(`${record}${shows}`);
  if (approvedHead !== undefined || keepFor === undefined) return () => body;
  // The record a concurrent run wrote, kept with whom it names: rendered with room for any login.
  const kept = approvalRecord(keepFor);
  const keptBody = bodyWith(`${kept}${shows}`, MAX_RECORD_EXTRA);
  const start = commentStart(report.root);
  return (current) =>
    current !== undefined && approvedHeadOf(current) === keepFor
      ? `${start}${keptRecord(keepFor, current)}${keptBody.slice(start.length + kept.length)}`
      : body;
}

/** The record of `key` that the comment's body as it stands holds, with what it names: kept as it is. */
function keptRecord(key: string, current: string): string {
  return approvalRecord(key, recordedApprover(current), recordedCauses(current));
}

async function postComment(
  inputs: ActionInputs,
  report: Report,
  issue: number,
  links: { linkBase: string | undefined; places: PathPlaces },
  record: CommentRecord = {},
  /** Why no base was compared against, where that fails the check: said even in a clean report. */
  note = '',
  /** The step fails (publish's reasons): the comment's verdict says so. */
  fails = false,
): Promise<void> {
  const repo = repoFromEnv();
  if (inputs.comment === 'never' || !repo) return;
  if (inputs.token === '') {
    core.warning('No github-token: the pull request comment was skipped.');
    return;
  }
  const bodyFor = commentBody(inputs, report, links, record, { note, fails });
  const octokit = githubClient(inputs);
  try {
    const outcome = await upsertComment(
      octokit,
      repo,
      issue,
      report.root,
      bodyFor,
      inputs.comment === 'always' || hasContent(report) || note !== '',
    );
    core.info(`pull request comment: ${outcome}`);
  } catch (error) {
    const status = httpStatus(error);
    if (status === 403 || status === 401 || status === 404) {
      core.warning(
        `Could not write the pull request comment (HTTP ${status}): the token needs the 'pull-requests: write' permission, which pull requests from forks never get. Everything else ran; see the job summary. For forks, post the comment from a workflow_run workflow with post-only.`,
      );
    } else {
      core.warning(`Could not write the pull request comment: ${(error as Error).message}`);
    }
  }
}

/**
 * The step's outputs. Where they cannot be written, a later step reads `errors` as empty, which
 * an expression compares equal to 0: the step fails, so that nothing reads a pass from them.
 */
function setOutputs(report: Report, reportFile: string): void {
  try {
    core.setOutput('errors', report.summary.errors);
    core.setOutput('warnings', report.summary.warnings);
    core.setOutput('affected-skills', JSON.stringify((report.diff?.skills ?? []).map((s) => s.name)));
    core.setOutput('report-file', reportFile);
  } catch (error) {
    core.setFailed(
      `agents-config-check: cannot write the step's outputs (GITHUB_OUTPUT '${process.env.GITHUB_OUTPUT}'): ${writeProblem(error)}`,
    );
  }
}

/**
 * The text of a report file another run's artifact holds (`given`, as the input names it), or the
 * failure to say. A link is not followed, a FIFO not waited on; read as every user's file is
 * (openRegular), so that a file swapped in since the look is refused by the open.
 */
function readReportFile(path: string, given: string): { text: string } | { failure: string } {
  const unread = { failure: `post-only: cannot read the report file ${given}` };
  const rejected = (why: string) => ({ failure: `post-only: the report file was rejected: ${why}` });
  let stat;
  try {
    stat = lstatSync(path);
  } catch {
    return unread;
  }
  if (stat.isSymbolicLink()) return rejected('it is a symbolic link; links are not followed');
  if (!stat.isFile()) return rejected('it is not a regular file');
  if (stat.size > MAX_REPORT_BYTES) return rejected(`it is larger than ${MAX_REPORT_BYTES} bytes`);
  const read = readFileOutside(path, MAX_REPORT_BYTES);
  if (read.kind === 'missing') return unread;
  if (read.kind === 'folder') return rejected('it is not a regular file');
  return read.kind === 'refused' ? rejected(read.reason) : { text: read.text };
}

async function postOnly(inputs: ActionInputs, event: EventInfo, workspace: string): Promise<void> {
  const path = inWorkspace(workspace, inputs.reportFile as string);
  const read = readReportFile(path, inputs.reportFile as string);
  if ('failure' in read) {
    core.setFailed(read.failure);
    return;
  }
  const parsed = parseReport(read.text);
  if ('error' in parsed) {
    core.setFailed(`post-only: the report file was rejected: it ${shownError(parsed.error)}`);
    return;
  }
  const { report } = parsed;
  const issue = await postOnlyPullRequest(inputs, event, report);
  setOutputs(report, path);
  if (issue === undefined) {
    core.warning('post-only: no pull request matches this run; nothing was posted.');
    return;
  }
  const elsewhere = reportElsewhere(event, report, issue);
  if (elsewhere !== undefined) {
    core.warning(`post-only: ${elsewhere}; nothing was posted.`);
    return;
  }
  // A report of a head the pull request has left (a run that finished after a newer head's, an
  // old run re-run) would put that head's verdict over the newer one's, as the pull request's.
  const headSha = event.workflowRun?.headSha;
  if (headSha !== undefined && (await movedFrom(inputs, issue, headSha))) {
    core.info(
      "post-only: the pull request's head is no longer the one this report is of; nothing was posted.",
    );
    return;
  }
  // The report names its root from the workspace (a report naming a root outside it gets paths
  // that link nowhere: placePath writes them absolute).
  const places = workspacePlaces(workspace, report.root);
  // A pull request's report made with no base is of a run that failed for it (run's `unreviewed`):
  // the comment says so, as that run's own would have, not that the head has no findings.
  const note = report.base === null ? noBaseNote('the report compares the head with no base', true) : '';
  const links = { linkBase: runLinkBase(headSha), places };
  const shown = { head: headSha, causes: causesDigest(report) };
  await postComment(inputs, withRunHead(report, issue, headSha), issue, links, shown, note, note !== '');
}

/**
 * The report naming as its pull request's head the commit the trusted run names (or none), as its
 * links do: the head the comment names in words is never one the report claims (one naming the
 * run's is the same; one naming none gets it).
 */
function withRunHead(report: Report, issue: number, headSha: string | undefined): Report {
  const trusted = headSha !== undefined && /^[0-9a-f]{40,64}$/.test(headSha) ? headSha : null;
  return { ...report, pullRequest: { number: issue, headSha: trusted } };
}

/** The events whose runs compare a pull request's head with its base: the reports post-only posts. */
const PULL_REQUEST_RUNS = ['pull_request', 'pull_request_target'];

/**
 * Why a report is not of pull request `issue`'s head, if it is not: GitHub associates a push's run
 * with the open pull requests of its branch, and that run's report compares the push with the
 * commit before it (a last push that only fixes a typo shows nothing of the power the pull request
 * grants); and a report that names another pull request or another head is of that one.
 */
function reportElsewhere(event: EventInfo, report: Report, issue: number): string | undefined {
  const run = event.workflowRun;
  if (run?.event !== undefined && !PULL_REQUEST_RUNS.includes(run.event))
    return `the report was made by a '${printable(run.event)}' run, which does not compare a pull request with its base`;
  const named = report.pullRequest;
  if (named !== undefined && named.number !== issue)
    return `the report is of pull request ${named.number}, not of ${issue}`;
  if (named?.headSha && run?.headSha !== undefined && named.headSha !== run.headSha)
    return `the report is of commit ${named.headSha}, not of the run's head ${printable(run.headSha)}`;
  return undefined;
}

/** Where lines link in a post-only comment: the head the trusted run names, never a commit the report claims. */
function runLinkBase(headSha: string | undefined): string | undefined {
  const repo = repoFromEnv();
  return repo && headSha && /^[0-9a-f]{40,64}$/.test(headSha)
    ? `${process.env.GITHUB_SERVER_URL ?? 'https://github.com'}/${repo.owner}/${repo.repo}/blob/${headSha}`
    : undefined;
}

/** The pull request to post to: the run's own, or the one the report names if its head matches. */
async function postOnlyPullRequest(
  inputs: ActionInputs,
  event: EventInfo,
  report: Report,
): Promise<number | undefined> {
  const fromEvent = event.workflowRun?.pullRequests[0] ?? event.pullRequest?.number;
  if (fromEvent !== undefined) return fromEvent;
  const claimed = report.pullRequest?.number;
  const repo = repoFromEnv();
  if (claimed === undefined || !repo || !event.workflowRun?.headSha || inputs.token === '') return undefined;
  // A fork's run names no pull request; trust the report's only when its head is this run's head.
  try {
    const octokit = githubClient(inputs);
    const { data } = await octokit.rest.pulls.get({ ...repo, pull_number: claimed });
    return data.head.sha === event.workflowRun.headSha ? claimed : undefined;
  } catch {
    return undefined;
  }
}

/** The Action's inputs, or undefined once a bad one has failed the step. */
function inputsOrFail(): ActionInputs | undefined {
  try {
    return readInputs();
  } catch (error) {
    if (error instanceof InputError) {
      // Named as the checker's, as its other errors are; the value quoted as the workflow gave it.
      core.setFailed(`agents-config-check: ${shownError(error.message)}`);
      return undefined;
    }
    throw error;
  }
}

/**
 * An error that quotes text from the pull request (a configuration's keys and values, a JSON
 * parser's snippet of a report), as the CLI's errorLines writes it: each of its lines with its
 * control and invisible characters written out (ESC, a bidi override), which the job's log and the
 * annotation would otherwise act on or hide.
 */
function shownError(message: string): string {
  return message.split('\n').map(printable).join('\n');
}

/**
 * A configuration mistake fails the step with its message, each mistake's file named from the
 * workspace as the annotations name theirs (SPEC §2); any other error is thrown on.
 */
function failOnConfigError(error: unknown, places: PathPlaces): void {
  if (!(error instanceof ConfigError)) throw error;
  core.setFailed(
    `agents-config-check: ${shownError(error.placed(placePath(places, READER_OF.annotations)))}`,
  );
}

/**
 * A pull request run that could not check its head (a configuration the pull request broke, a
 * root it removed) fails the step, and leaves no result of its own; but the comment an earlier
 * run wrote still claims one (a clean verdict, say) for another commit, as the pull request's.
 * That comment is replaced by one saying the head was not checked and why; none is created where
 * there was none (but with `comment: always`), and a comment left to a newer head's run is left
 * alone.
 */
async function retractComment(inputs: ActionInputs, event: EventInfo, error: unknown): Promise<void> {
  const repo = repoFromEnv();
  const pr = event.pullRequest;
  if (!(error instanceof ConfigError) || !pr || !repo || inputs.comment === 'never' || inputs.token === '')
    return;
  if (await headMoved(inputs, event)) return;
  const root = commentRootOf(inputs);
  const start = commentStart(root);
  // A record of the label approving this very head stays: the check that failed to run here (a
  // base whose configuration broke since) may run again on it, and the label still approves it.
  const key = approvalKey(event);
  const record = key === undefined ? 0 : approvalRecord(key).length + MAX_RECORD_EXTRA;
  const body = notCheckedOf(root, error.message, pr.headSha, record, uncheckedTag(pr.headSha));
  const bodyFor = (current: string | undefined): string =>
    key !== undefined && current !== undefined && approvedHeadOf(current) === key
      ? `${start}${keptRecord(key, current)}${body.slice(start.length)}`
      : body;
  try {
    const create = inputs.comment === 'always';
    const outcome = await upsertComment(githubClient(inputs), repo, pr.number, root, bodyFor, create);
    core.info(`pull request comment: ${outcome}`);
  } catch (failure) {
    core.warning(
      `Could not replace the pull request comment, which holds the result of an earlier run: ${(failure as Error).message}`,
    );
  }
}

/**
 * The check, approved as read; but where our comment's record approved it for other causes than
 * the run finds (the base branch has moved under the same head, a merge queue put other entries
 * before it), checked again as not approved: the label was added for what the pull request
 * granted then, and power that now reaches another actor or skill was read by no one.
 */
function checkApproved(
  inputs: ActionInputs,
  read: Omit<Approval, 'unread'> & { author?: string | undefined },
  workspace: string,
  root: string,
  base: ReturnType<typeof resolveBase>,
): { result: RunResult; approval: LabelApproval } {
  const { approval, author, recorded } = read;
  const approver = approval === 'approved' ? read.approver : undefined;
  const result = checkWorkspace(inputs, { approval, approver, author }, workspace, root, base);
  if (approval !== 'approved' || recorded === undefined || recorded === causesDigest(result.report))
    return { result, approval };
  core.warning(
    `The '${inputs.escalationLabel}' label was added when this pull request granted other power than it grants now (its base branch has moved, or a merge queue put other changes before it): it does not approve this run. Remove it and add it again once the causes of new power are read.`,
  );
  return {
    result: checkWorkspace(inputs, { approval: 'earlier', author }, workspace, root, base),
    approval: 'earlier',
  };
}

function checkWorkspace(
  inputs: ActionInputs,
  { approval, approver, author }: { approval: LabelApproval; approver?: string; author?: string },
  workspace: string,
  root: string,
  base: ReturnType<typeof resolveBase>,
): RunResult {
  return runCheck({
    root,
    rootLabel: inputs.root,
    configPath: inputs.config ? resolve(workspace, inputs.config) : undefined,
    overrides: inputs.failOn ? { 'fail-on': inputs.failOn } : {},
    base: 'sha' in base ? { kind: 'git', ref: base.sha } : undefined,
    onlyNew: inputs.onlyNew,
    approvedBy: approval === 'approved' ? 'label' : undefined,
    approver: approver === undefined ? undefined : { login: approver, isAuthor: approver === author },
    labelOnEarlierCommit: approval === 'earlier',
    escalationLabel: inputs.escalationLabel,
  });
}

/**
 * What approves this run: `recorded`, where our comment's record approved it, is the causes it
 * names (causesDigest; '' for a record that names none), and where the label's own event did, the
 * causes the comment showed when it was added (where it names them): the run's own must be those.
 */
interface Approval {
  approval: LabelApproval;
  approver?: string;
  recorded?: string;
  unread?: true;
}

/**
 * Whether the approval label approves this run (src/approval.ts): from the event when the label's
 * own `labeled` event started it and our comment showed its head (or there was none, and none
 * could have been written), else from the head our comment records as approved. `unread`: the
 * record was needed and could not be read, so the run is not approved and the comment that
 * may hold the record is left as it is (rewriting it would drop the record and say the label was
 * added to an earlier commit, which nobody knows).
 */
async function approvalOf(inputs: ActionInputs, event: EventInfo): Promise<Approval> {
  const label = inputs.escalationLabel;
  const repo = repoFromEnv();
  event = await labelsNow(inputs, event);
  const read = (body: string | undefined): Approval => {
    const approval = labelApproval(event, label, body === undefined ? undefined : approvedHeadOf(body));
    if (approval !== 'approved') return { approval };
    const approver = approverOf(event, label, body === undefined ? undefined : recordedApprover(body));
    // A body read means the label's own event did not approve: the record did, for what it names.
    const record = body === undefined ? {} : { recorded: recordedCauses(body) ?? '' };
    return { approval, ...record, ...(approver === undefined ? {} : { approver }) };
  };
  const pr = event.pullRequest;
  // The label's own event approves its head, where the comment showed that head when it was added.
  const own = labelApproval(event, label, undefined) === 'approved';
  if ((!own && !needsRecord(event, label)) || !repo || inputs.token === '' || !pr) return read(undefined);
  if (own) return labelShown(inputs, event, repo, pr, () => read(undefined));
  let body: string | undefined;
  try {
    body = await ourCommentBody(githubClient(inputs), repo, pr.number, commentRootOf(inputs), (m) =>
      core.warning(m),
    );
  } catch (error) {
    commentUnread(label, error);
    return { approval: labelApproval(event, label, undefined), unread: true };
  }
  return read(body);
}

function commentUnread(label: string, error: unknown): void {
  core.warning(
    `Could not read the pull request comment, which records the commit the '${label}' label approved: ${(error as Error).message}. The label does not approve this run, and the comment was left as it was.`,
  );
}

/**
 * The label's own event: `approved()` where our comment, as the reviewer saw it when adding the
 * label, showed this head (or there was none, and none could have been written: commentCouldShow);
 * not where it showed an earlier head's result, nor where there was none to show this head, nor
 * where someone else edited it last (the head it names and all it says are then their words).
 */
async function labelShown(
  inputs: ActionInputs,
  event: EventInfo,
  repo: Repo,
  pr: NonNullable<EventInfo['pullRequest']>,
  approved: () => Approval,
): Promise<Approval> {
  const label = inputs.escalationLabel;
  let seen: Awaited<ReturnType<typeof ourCommentAsShown>>;
  try {
    seen = await ourCommentAsShown(githubClient(inputs), repo, pr.number, commentRootOf(inputs));
  } catch (error) {
    commentUnread(label, error);
    return { approval: 'earlier', unread: true };
  }
  if (seen !== undefined && 'editor' in seen) {
    core.warning(
      `The pull request comment of ${seen.identity} was last edited by ${seen.editor}: the '${label}' label added while it showed what someone else wrote does not approve this run. Remove it and add it again once this run has written the comment anew.`,
    );
    return { approval: 'earlier' };
  }
  if (seen !== undefined && shownUncheckedOf(seen.body)) {
    core.warning(
      `The '${label}' label was added while the pull request's comment said its head was not checked, showing no power for it: it does not approve this run. Remove it and add it again once the comment shows what the head grants.`,
    );
    return { approval: 'earlier' };
  }
  if (seen === undefined && commentCouldShow(event, inputs.comment)) {
    core.warning(
      `The '${label}' label was added while the pull request had no comment of ours showing what its head ${printable(pr.headSha ?? '')} grants (a push just before the label, whose run had not written the comment yet, over earlier heads that granted nothing new): it does not approve this run. Remove it and add it again once the comment shows this head.`,
    );
    return { approval: 'earlier' };
  }
  const shown = seen === undefined ? undefined : shownHeadOf(seen.body);
  if (shown === undefined || shown === pr.headSha) {
    // The causes the comment showed are those the label approves: checkApproved compares them
    // with this run's, which a base branch moved since the comment was written may have widened.
    const causes = seen === undefined ? undefined : shownCausesOf(seen.body);
    return causes === undefined ? approved() : { ...approved(), recorded: causes };
  }
  core.warning(
    `The '${label}' label was added while the pull request's comment showed what commit ${shown} grants, not what its head ${printable(pr.headSha ?? '')} grants (a push just before the label, whose run had not written the comment yet): it does not approve this run. Remove it and add it again once the comment shows this head.`,
  );
  return { approval: 'earlier' };
}

/**
 * A re-run's event with the pull request's labels as they are now: GitHub hands a re-run its first
 * attempt's payload, in which a label removed since is still on, and the run that removing it
 * started may have been cancelled by this one before it wrote the comment, leaving its record.
 * Where the API cannot say, no labels: a label this run cannot see approves nothing.
 */
async function labelsNow(inputs: ActionInputs, event: EventInfo): Promise<EventInfo> {
  const pr = event.pullRequest;
  const repo = repoFromEnv();
  if (!event.rerun || !pr?.labels.includes(inputs.escalationLabel)) return event;
  let labels: string[] = [];
  try {
    if (!repo || inputs.token === '') throw new Error('no repository or token to ask');
    const { data } = await githubClient(inputs).rest.pulls.get({ ...repo, pull_number: pr.number });
    labels = pullRequestOf(data)?.labels ?? [];
  } catch (error) {
    core.warning(
      `Could not read the pull request's labels for this re-run, whose event holds those of its first attempt: ${(error as Error).message}. The '${inputs.escalationLabel}' label does not approve it.`,
    );
  }
  return { ...event, pullRequest: { ...pr, labels } };
}

/**
 * A merge queue's run as a run of the pull request its entry merges, as the API has it now: the
 * entry's change is that pull request's, onto the entries ahead of it, and what approves the pull
 * request (the label, and our comment's record of the head it was added on) approves the entry.
 * Where the API cannot say, the event as it is: no label approves the entry.
 */
async function queuedPullRequest(inputs: ActionInputs, event: EventInfo): Promise<EventInfo> {
  const repo = repoFromEnv();
  const number = event.mergeGroup?.pullNumber;
  try {
    if (number === undefined) throw new Error("the merge group's branch names no pull request");
    if (!repo || inputs.token === '') throw new Error('no repository or token to ask');
    const { data } = await githubClient(inputs).rest.pulls.get({ ...repo, pull_number: number });
    // Read as a payload's pull request is, field by field: an answer of another shape approves
    // nothing (a base branch that is no string would throw where the record's key digests it).
    const pullRequest = pullRequestOf({ ...data, number });
    if (!pullRequest) throw new Error('the API gave no pull request');
    // Not the label's own event, nor a re-run of one: only the record approves.
    return {
      name: event.name,
      action: undefined,
      label: undefined,
      pullRequest,
      before: undefined,
      workflowRun: undefined,
    };
  } catch (error) {
    core.warning(
      `Could not read the pull request this merge group's entry merges: ${(error as Error).message}. The '${inputs.escalationLabel}' label approves nothing in it.`,
    );
    return event;
  }
}

/**
 * Whether the pull request's head is no longer the one this run checked (a push since, a re-run of
 * an old run): the newer head's run owns the comment and the approval it records. Unknown (no
 * token, the API failing) is not moved: the comment is written as before.
 */
async function headMoved(inputs: ActionInputs, event: EventInfo): Promise<boolean> {
  const pr = event.pullRequest;
  return pr?.headSha !== undefined && movedFrom(inputs, pr.number, pr.headSha);
}

/** Whether pull request `number`'s head is no longer `headSha`, as the API says now (headMoved). */
async function movedFrom(inputs: ActionInputs, number: number, headSha: string): Promise<boolean> {
  const repo = repoFromEnv();
  if (!repo || inputs.token === '' || inputs.comment === 'never') return false;
  try {
    const { data } = await githubClient(inputs).rest.pulls.get({ ...repo, pull_number: number });
    return data.head.sha !== headSha;
  } catch {
    return false;
  }
}

/**
 * The JSON report (always) and the SARIF file (when asked for): the JSON report's path, or
 * undefined once a file that could not be written (a path that is a folder, a file on the way, no
 * permission) has failed the step.
 */
function writeReportFiles(
  inputs: ActionInputs,
  workspace: string,
  report: Report,
  places: PathPlaces,
): string | undefined {
  const reportFile = inputs.reportFile
    ? inWorkspace(workspace, inputs.reportFile)
    : join(process.env.RUNNER_TEMP ?? workspace, 'agents-config-check', 'report.json');
  const files: [string, string, () => Iterable<string>][] = [
    [
      inputs.reportFile ? "input 'report-file'" : 'the report',
      reportFile,
      () => renderChunks(report, 'json', { version: pkg.version }),
    ],
  ];
  if (inputs.sarifFile)
    files.push([
      "input 'sarif-file'",
      inWorkspace(workspace, inputs.sarifFile),
      () => [render(report, 'sarif', { version: pkg.version, places })],
    ]);
  for (const [name, path, body] of files) {
    // The workspace is the pull request's: a link it puts on the path would have the file written
    // wherever it leads (a file of the runner's, out of the workspace).
    const link = linkBelowTop(path);
    if (link !== undefined) {
      core.setFailed(
        `agents-config-check: cannot write ${name} '${path}': it is reached through '${link}', a symbolic link in the repository, which is not followed`,
      );
      return undefined;
    }
    try {
      makeFolders(dirname(path));
      writeChunks(path, body());
    } catch (error) {
      core.setFailed(`agents-config-check: cannot write ${name} '${path}': ${writeProblem(error, path)}`);
      return undefined;
    }
  }
  return reportFile;
}

/** Where the head's files are browsed on GitHub, for links to findings' lines. */
function headLinkBase(event: EventInfo): string | undefined {
  const serverUrl = process.env.GITHUB_SERVER_URL ?? 'https://github.com';
  const repo = repoFromEnv();
  const headSha = event.pullRequest?.headSha ?? process.env.GITHUB_SHA;
  return repo && headSha ? `${serverUrl}/${repo.owner}/${repo.repo}/blob/${headSha}` : undefined;
}

async function writeJobSummary(
  report: Report,
  base: ReturnType<typeof resolveBase>,
  links: { linkBase: string | undefined; places: PathPlaces },
  pullRequest: boolean,
  /** Why the workspace is not the pull request's head (notTheHead), if it is not. */
  wrongHead: string | undefined,
  subject: Subject,
  /** The step fails (publish's reasons): the summary's verdict says so. */
  fails: boolean,
): Promise<void> {
  let summary = render(report, 'markdown', {
    version: pkg.version,
    places: links.places,
    fails,
    posted: {
      maxLength: SUMMARY_LIMIT,
      unit: 'utf8-bytes',
      linkBase: links.linkBase,
      fullReport: JSON_REPORT,
      rulesDoc: rulesDoc(),
    },
  });
  if ('none' in base) summary += noBaseNote(base.none, pullRequest);
  if (wrongHead !== undefined) summary += notHeadNote(wrongHead, subject.checkout);
  const path = process.env.GITHUB_STEP_SUMMARY;
  if (!path) return;
  try {
    await core.summary.addRaw(summary).write();
  } catch (error) {
    // A report the reviewer could read elsewhere (the annotations, the comment): a warning, as a
    // comment that cannot be written is, and the findings alone decide the step.
    core.warning(`Could not write the job summary (GITHUB_STEP_SUMMARY '${path}'): ${writeProblem(error)}`);
  }
}

/**
 * The pull request's comment, with the approval it records, unless the pull request has moved on
 * to a head this run did not check; `unreviewed` says why no base was compared against.
 */
async function commentOn(
  inputs: ActionInputs,
  event: EventInfo,
  report: Report,
  links: { linkBase: string | undefined; places: PathPlaces },
  approval: LabelApproval,
  { unreviewed, wrongHead, fails }: { unreviewed?: string; wrongHead?: string; fails: boolean },
): Promise<void> {
  if (!event.pullRequest) return;
  if (await headMoved(inputs, event)) {
    core.info(
      "pull request comment: left to the run for the pull request's newer head, which this run did not check",
    );
    return;
  }
  const key = approvalKey(event);
  const record = {
    approvedHead: approval === 'approved' ? key : undefined,
    approver: report.approval.approver,
    causes: causesDigest(report),
    head: event.pullRequest.headSha,
    // Not after a retarget: its record named the head against the old base.
    keepFor: approval === 'earlier' && !event.baseChanged ? key : undefined,
  };
  const note =
    (unreviewed === undefined ? '' : noBaseNote(unreviewed, true)) +
    (wrongHead === undefined ? '' : notHeadNote(wrongHead));
  await postComment(inputs, report, event.pullRequest.number, links, record, note, fails);
}

/**
 * Whether the run gates a change, so that a base it cannot have fails it. A pull request whose base
 * cannot be had is a change no one could review: what the gate cannot see counts as the most it
 * could be (a pull request can bring it about, with a submodule or a link where the root was). A
 * push without one (a new branch's, a force push's) is checked alone. A merge queue's entry is
 * gated: it is the last look at what a pull request grants before it lands; and so is a pull
 * request's event whose payload names none (no number): what it grants is unseen.
 */
function gatedRun(event: EventInfo): boolean {
  return event.pullRequest !== undefined || event.mergeGroup !== undefined || isPullRequestEvent(event.name);
}

/** The pipeline for the workflow's event (readEvent, which index.ts calls before loading this). */
export async function run(event: EventInfo): Promise<void> {
  const inputs = inputsOrFail();
  if (!inputs) return;
  const workspace = resolve(process.env.GITHUB_WORKSPACE ?? process.cwd());
  if (inputs.postOnly) {
    await postOnly(inputs, event, workspace);
    return;
  }

  const root = resolve(workspace, inputs.root);
  try {
    // Before the base is fetched: a root that is not there is the mistake to name, not the base.
    checkRoot(root, inputs.root);
  } catch (error) {
    failOnConfigError(error, workspacePlaces(workspace, root));
    await retractComment(inputs, event, error);
    return;
  }
  const base = resolveBase(event, root, inputs.base, (m) => core.info(m));
  const gated = gatedRun(event);
  const unreviewed = 'none' in base && gated ? base.none : undefined;
  // A workspace that is not the pull request's head holds none of what it grants: nothing it
  // shows is approved, and the step fails.
  const wrongHead = gated ? notTheHead(event, root) : undefined;
  const approving = event.mergeGroup ? await queuedPullRequest(inputs, event) : event;
  const asRead = await approvalOf(inputs, approving);
  const { unread } = asRead;
  let result: RunResult;
  let approval: LabelApproval;
  try {
    const author = approving.pullRequest?.author;
    const given = wrongHead === undefined ? asRead : { approval: undefined };
    ({ result, approval } = checkApproved(inputs, { ...given, author }, workspace, root, base));
  } catch (error) {
    failOnConfigError(error, workspacePlaces(workspace, root));
    // Not where the comment could not be read: it may hold a record nobody can see now.
    if (!unread) await retractComment(inputs, event, error);
    return;
  }
  const report: Report = {
    ...result.report,
    root: rootFromWorkspace(workspace, root, inputs.root),
    ...(event.pullRequest
      ? { pullRequest: { number: event.pullRequest.number, headSha: event.pullRequest.headSha ?? null } }
      : {}),
  };

  await publish(
    inputs,
    event,
    report,
    result.failed,
    { workspace, root, base },
    { unreviewed, wrongHead, approval, unread },
  );
}

/**
 * What a run that checked the head reports: why the step fails, the annotations, the report files,
 * the job summary, the outputs and the comment.
 */
async function publish(
  inputs: ActionInputs,
  event: EventInfo,
  report: Report,
  failed: boolean,
  { workspace, root, base }: { workspace: string; root: string; base: ReturnType<typeof resolveBase> },
  state: {
    unreviewed: string | undefined;
    wrongHead: string | undefined;
    approval: LabelApproval;
    unread: true | undefined;
  },
): Promise<void> {
  const { unreviewed, wrongHead, approval, unread } = state;
  const places = workspacePlaces(workspace, root);
  // Why the step fails comes first: GitHub shows the first 10 error annotations of a step, and
  // findings would push the reason (an unread base, say) past them.
  const reasons = failureReasons(report, failed, { wrongHead, unreviewed }, subjectOf(event));
  for (const reason of reasons) core.setFailed(reason);
  // A file that cannot be written (a folder where `sarif-file` points, which a pull request can
  // put there) fails the step, with an error of its own before the findings' annotations, and
  // leaves the outputs unset; the summary and the comment still say what the head grants: an
  // earlier run's comment would otherwise keep its verdict.
  const reportFile = writeReportFiles(inputs, workspace, report, places);
  const reserved = reasons.length + (reportFile === undefined ? 1 : 0);
  const fails = reserved > 0;
  if (inputs.annotations) emitAnnotations(report, placePath(places, READER_OF.annotations), reserved);
  const links = { linkBase: headLinkBase(event), places };
  await writeJobSummary(report, base, links, unreviewed !== undefined, wrongHead, subjectOf(event), fails);
  if (reportFile !== undefined) setOutputs(report, reportFile);

  if (!unread) await commentOn(inputs, event, report, links, approval, { unreviewed, wrongHead, fails });
}

/** What a gated run checks, as its failures name it, and the checkout that holds its head. */
interface Subject {
  name: 'pull request' | 'merge group';
  checkout: string;
}

function subjectOf(event: EventInfo): Subject {
  return event.mergeGroup
    ? { name: 'merge group', checkout: "Check out the merge group's head (`merge_group`'s default checkout)" }
    : {
        name: 'pull request',
        checkout:
          "Check out the pull request's head, or GitHub's merge commit of it (`pull_request`'s default checkout)",
      };
}

/**
 * Why the step fails, each reason its own line: a workspace that is not the pull request's head
 * (notTheHead), a base no one could read, findings that reach `fail-on`.
 */
function failureReasons(
  report: Report,
  failed: boolean,
  { wrongHead, unreviewed }: { wrongHead: string | undefined; unreviewed: string | undefined },
  { name, checkout }: Subject,
): string[] {
  const reasons: string[] = [];
  if (wrongHead !== undefined)
    reasons.push(
      `agents-config-check did not check the ${name}'s head: the workspace ${wrongHead}. ${checkout}.`,
    );
  if (unreviewed !== undefined)
    reasons.push(
      `agents-config-check could not read the ${name}'s base (${unreviewed}), so what it grants was not reviewed.`,
    );
  if (failed) {
    const { errors, warnings, notes } = report.summary;
    reasons.push(
      `agents-config-check found ${plural(errors, 'error')}, ${plural(warnings, 'warning')} and ${plural(notes, 'note')}.`,
    );
  }
  return reasons;
}
