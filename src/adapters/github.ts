// The GitHub side: an Octokit with retry and throttling (bounded waits) and the one sticky pull
// request comment, found by marker and author, with the approval it records. Only this file and
// the Action's pipeline talk to GitHub.
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { isCommentOf, namesNoRoot } from '../report/comment-root.js';

type Octokit = ReturnType<typeof getOctokit>;

/** The identity the workflow token acts as when it cannot say (GET /user is not for app tokens). */
const ACTIONS_BOT = 'github-actions[bot]';

export interface Repo {
  owner: string;
  repo: string;
}

export function createClient(
  token: string,
  baseUrl: string | undefined,
  log: (message: string) => void,
): Octokit {
  return getOctokit(
    token,
    {
      ...(baseUrl ? { baseUrl } : {}),
      retry: { doNotRetry: [400, 401, 403, 404, 410, 422, 451], retries: 3, retryAfterBaseValue: 200 },
      throttle: {
        onRateLimit: (retryAfter: number, _options: unknown, _octokit: unknown, retryCount: number) => {
          log(`GitHub rate limit: retrying after ${retryAfter}s`);
          return retryCount < 1 && retryAfter <= 30;
        },
        onSecondaryRateLimit: (
          retryAfter: number,
          _options: unknown,
          _octokit: unknown,
          retryCount: number,
        ) => {
          log(`GitHub secondary rate limit: retrying after ${retryAfter}s`);
          return retryCount < 1 && retryAfter <= 30;
        },
      },
      request: { timeout: 30_000 },
    },
    retry,
    throttling,
  );
}

export function httpStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown })?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * The login the token acts as. An installation token (the workflow's, or a GitHub App's) cannot
 * ask GET /user (403): GraphQL's `viewer` names its bot, and where that cannot say either the
 * token is taken for the workflow's, the Actions bot. Any other failure of GET /user is thrown: a
 * guessed identity would trust comments someone else wrote.
 */
async function tokenIdentity(octokit: Octokit): Promise<string> {
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return data.login;
  } catch (error) {
    if (httpStatus(error) !== 403) throw error;
  }
  try {
    const { viewer } = await octokit.graphql<{ viewer?: { login?: unknown } }>('query { viewer { login } }');
    if (typeof viewer?.login === 'string' && viewer.login !== '') return viewer.login;
  } catch {
    // No answer: the workflow's token, as before GraphQL was asked.
  }
  return ACTIONS_BOT;
}

type CommentOutcome = 'created' | 'updated' | 'unchanged' | 'skipped';

interface IssueComment {
  id: number;
  body?: string | null;
  user: { login: string } | null;
  created_at: string;
}

/**
 * Our comments for `root`, oldest first: ours carries the marker and names the root (comment-root.ts)
 * *and* was written by the token's identity, so a comment that merely quotes the marker (or a record
 * of approval) is never read as ours.
 */
async function ourComments(
  octokit: Octokit,
  repo: Repo,
  issue: number,
  root: string,
): Promise<IssueComment[]> {
  const identity = await tokenIdentity(octokit);
  const comments = (await octokit.paginate(octokit.rest.issues.listComments, {
    ...repo,
    issue_number: issue,
    per_page: 100,
  })) as IssueComment[];
  const mine = comments.filter((c) => c.user?.login === identity);
  let ours = mine.filter((c) => isCommentOf(c.body ?? '', root));
  if (ours.length === 0) ours = mine.filter((c) => namesNoRoot(c.body ?? ''));
  return ours.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

/** The body of our comment (the oldest of ours, the one upsertComment keeps), if there is one. */
export async function ourCommentBody(
  octokit: Octokit,
  repo: Repo,
  issue: number,
  root: string,
): Promise<string | undefined> {
  return (await ourComments(octokit, repo, issue, root))[0]?.body ?? undefined;
}

/**
 * Creates or updates our one comment, whose body is made from the one it replaces (as it is now,
 * not as it was when the run began). Duplicates left by overlapping runs collapse to the oldest;
 * an unchanged body sends no write.
 */
export async function upsertComment(
  octokit: Octokit,
  repo: Repo,
  issue: number,
  root: string,
  bodyFor: (current: string | undefined) => string,
  shouldCreate: boolean,
): Promise<CommentOutcome> {
  const [keep, ...duplicates] = await ourComments(octokit, repo, issue, root);
  for (const extra of duplicates) await octokit.rest.issues.deleteComment({ ...repo, comment_id: extra.id });
  const body = bodyFor(keep?.body ?? undefined);
  if (keep) {
    if (keep.body === body) return 'unchanged';
    await octokit.rest.issues.updateComment({ ...repo, comment_id: keep.id, body });
    return 'updated';
  }
  if (!shouldCreate) return 'skipped';
  await octokit.rest.issues.createComment({ ...repo, issue_number: issue, body });
  return 'created';
}
