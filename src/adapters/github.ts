// The GitHub side: an Octokit with retry and throttling (bounded waits) and the one sticky pull
// request comment, found by marker and author, with the approval it records. Only this file and
// the Action's pipeline talk to GitHub.
import { getOctokit } from '@actions/github';
import { defaults } from '@actions/github/lib/utils';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { afterStart, isCommentOf, namesNoRoot } from '../report/comment-root.js';

type Octokit = ReturnType<typeof getOctokit>;

/** The identity the workflow token acts as when it cannot say (GET /user is not for app tokens). */
const ACTIONS_BOT = 'github-actions[bot]';

export interface Repo {
  owner: string;
  repo: string;
}

/** How long one request may take, its answer read to the end. */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The runner's fetch (through its proxy, as @actions/github sets it up), with a deadline on each
 * request. Octokit's own `request.timeout` is no longer read: without a signal a request the API
 * never answers waits on fetch's five minutes, each retry again, and an answer sent a byte at a
 * time waits for ever. Options of our own for `request` replace @actions/github's whole, its
 * proxy's fetch included, so that one is taken and wrapped.
 */
const timedFetch = async (url: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
  const base = (defaults.request?.fetch ?? globalThis.fetch) as typeof globalThis.fetch;
  const deadline = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const response = await base(url, {
    ...init,
    signal: init.signal ? AbortSignal.any([init.signal, deadline]) : deadline,
  });
  return asJson(url, init.method, onHost(url, response));
};

/**
 * The answer, where it succeeded with JSON, or with none (a 204's). Another (a proxy's HTML page, a
 * body cut short) reached the code as text, which failed on its shape with an error that quoted it
 * whole: a megabyte of someone else's page in a warning, and no word of what happened.
 */
async function asJson(
  url: string | URL | Request,
  method: string | undefined,
  response: Response,
): Promise<Response> {
  if (!response.ok || response.status === 204) return response;
  try {
    JSON.parse(await response.clone().text());
    return response;
  } catch {
    const { pathname } = new URL(url instanceof Request ? url.url : url);
    throw new Error(
      `GitHub's API answered ${method ?? 'GET'} ${pathname} with what is not JSON, which is not read`,
    );
  }
}

/**
 * The answer, where it came from the host asked. fetch follows a redirect to another host (without
 * the token): that host's answer is not GitHub's, and read as one it could name a comment of ours
 * holding a record of approval, or say a comment was written that never was.
 */
function onHost(url: string | URL | Request, response: Response): Response {
  const asked = new URL(url instanceof Request ? url.url : url).origin;
  const answered = response.url === '' ? asked : new URL(response.url).origin;
  if (answered === asked) return response;
  void response.body?.cancel();
  throw new Error(
    `GitHub's API at ${asked} redirected the request to ${answered}, another host, whose answer is not read`,
  );
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
      request: { ...defaults.request, fetch: timedFetch },
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
    // An answer that names no login is no identity: taken for one, it was `undefined`, which
    // every comment of a deleted account (whose `user` is null) matched, its record of approval too.
    if (typeof data?.login === 'string' && data.login !== '') return data.login;
    throw new Error('GET /user named no login for the token');
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
  node_id?: string;
  body?: string | null;
  user: { login: string } | null;
  created_at: string;
}

/** 10,000 comments: more than a pull request anyone reviews holds. */
const MAX_COMMENT_PAGES = 100;

/**
 * The pull request's comments, page by page; an error past MAX_COMMENT_PAGES, where an API whose
 * every page names a next one would keep the run going for ever.
 */
async function allComments(octokit: Octokit, repo: Repo, issue: number): Promise<IssueComment[]> {
  const comments: IssueComment[] = [];
  let pages = 0;
  const parameters = { ...repo, issue_number: issue, per_page: 100 };
  for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, parameters)) {
    if (++pages > MAX_COMMENT_PAGES)
      throw new Error(`the pull request's comments go on past ${MAX_COMMENT_PAGES} pages`);
    comments.push(...(page.data as IssueComment[]));
  }
  return comments;
}

/**
 * Our comments for `root`, oldest first: ours carries the marker and names the root (comment-root.ts)
 * *and* was written by the token's identity, so a comment that merely quotes the marker (or a record
 * of approval) is never read as ours. With them, that identity.
 */
async function ourComments(
  octokit: Octokit,
  repo: Repo,
  issue: number,
  root: string,
): Promise<{ ours: IssueComment[]; identity: string }> {
  const identity = await tokenIdentity(octokit);
  const comments = await allComments(octokit, repo, issue);
  const mine = comments.filter((c) => c.user?.login === identity);
  let ours = mine.filter((c) => isCommentOf(c.body ?? '', root));
  if (ours.length === 0) ours = mine.filter((c) => namesNoRoot(c.body ?? ''));
  ours.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  return { ours, identity };
}

/** Who edited a comment last, as GraphQL tells (the REST API does not): none where nobody has. */
const EDITOR_QUERY =
  'query($id: ID!) { node(id: $id) { ... on IssueComment { lastEditedAt editor { __typename login } } } }';

interface EditorAnswer {
  node?: { lastEditedAt?: unknown; editor?: { __typename?: unknown; login?: unknown } | null } | null;
}

/**
 * Who wrote a comment of ours as it stands, where that is not `identity`: anyone with write access
 * to the repository may edit any comment, ours too, and put a record of approval into its first
 * line, which keeps the comment's author. `someone` where GraphQL cannot say who edited it last.
 * GraphQL names a bot without the `[bot]` that the REST API and `viewer` give it.
 */
async function foreignEditor(
  octokit: Octokit,
  comment: IssueComment,
  identity: string,
): Promise<string | undefined> {
  if (!comment.node_id) return 'someone';
  try {
    const { node } = await octokit.graphql<EditorAnswer>(EDITOR_QUERY, { id: comment.node_id });
    if (node && node.lastEditedAt === null && node.editor === null) return undefined;
    const login = node?.editor?.login;
    if (typeof login !== 'string' || login === '') return 'someone';
    const asRest = node?.editor?.__typename === 'Bot' && !login.endsWith('[bot]') ? `${login}[bot]` : login;
    return asRest === identity ? undefined : asRest;
  } catch {
    return 'someone';
  }
}

/**
 * A comment of ours as a record may be read from it: its body where it holds none (nothing on the
 * record's place after the start) or we were the last to edit it; else none, and who edited it.
 */
async function vouchedBody(
  octokit: Octokit,
  comment: IssueComment,
  identity: string,
): Promise<{ body: string | undefined; editor?: string }> {
  const body = comment.body ?? undefined;
  if (body === undefined || !afterStart(body).startsWith('<!-- approved ')) return { body };
  const editor = await foreignEditor(octokit, comment, identity);
  return editor === undefined ? { body } : { body: undefined, editor };
}

/**
 * The body of our comment (the oldest of ours, the one upsertComment keeps), if there is one: none
 * where someone else edited a record into it (`warn` says so).
 */
export async function ourCommentBody(
  octokit: Octokit,
  repo: Repo,
  issue: number,
  root: string,
  warn: (message: string) => void,
): Promise<string | undefined> {
  const { ours, identity } = await ourComments(octokit, repo, issue, root);
  const [comment] = ours;
  if (comment === undefined) return undefined;
  const { body, editor } = await vouchedBody(octokit, comment, identity);
  if (editor !== undefined)
    warn(
      `The pull request comment of ${identity} was last edited by ${editor}: what it records is not taken as approval.`,
    );
  return body;
}

/**
 * Our comment as the reviewer saw it, for the label's own run: its body, or who else edited it last
 * (any edit, not only one of its record: the head it says it shows, and all it says, are then
 * someone else's words); none where there is no comment of ours.
 */
export async function ourCommentAsShown(
  octokit: Octokit,
  repo: Repo,
  issue: number,
  root: string,
): Promise<{ body: string } | { editor: string; identity: string } | undefined> {
  const { ours, identity } = await ourComments(octokit, repo, issue, root);
  const [comment] = ours;
  if (comment === undefined) return undefined;
  const editor = await foreignEditor(octokit, comment, identity);
  return editor === undefined ? { body: comment.body ?? '' } : { editor, identity };
}

/**
 * Creates or updates our one comment, whose body is made from the one it replaces (as it is now,
 * not as it was when the run began; none where someone else edited a record into it). Duplicates
 * left by overlapping runs collapse to the oldest; an unchanged body sends no write.
 */
export async function upsertComment(
  octokit: Octokit,
  repo: Repo,
  issue: number,
  root: string,
  bodyFor: (current: string | undefined) => string,
  shouldCreate: boolean,
): Promise<CommentOutcome> {
  const { ours, identity } = await ourComments(octokit, repo, issue, root);
  const [keep, ...duplicates] = ours;
  for (const extra of duplicates) await octokit.rest.issues.deleteComment({ ...repo, comment_id: extra.id });
  // A record is carried over only from a body we wrote: never from one someone edited into ours.
  const body = bodyFor(keep === undefined ? undefined : (await vouchedBody(octokit, keep, identity)).body);
  if (keep) {
    if (keep.body === body) return 'unchanged';
    await octokit.rest.issues.updateComment({ ...repo, comment_id: keep.id, body });
    return 'updated';
  }
  if (!shouldCreate) return 'skipped';
  await octokit.rest.issues.createComment({ ...repo, issue_number: issue, body });
  return 'created';
}
