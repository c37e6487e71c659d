// A loopback stand-in for the GitHub REST API. Every request is checked against GitHub's published
// OpenAPI description (@octokit/openapi): the path and method must exist and a JSON body must
// match the operation's request schema. Requests are recorded for the tests to assert on.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';

const require = createRequire(import.meta.url);

interface OpenApi {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: unknown }> } }>>;
}

let spec: OpenApi | undefined;
let ajv: Ajv | undefined;
let routes: { template: string; pattern: RegExp }[] = [];

function loadSpec(): OpenApi {
  if (!spec) {
    spec = require('@octokit/openapi/generated/api.github.com.json') as OpenApi;
    ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    ajv.addSchema(spec as object, 'rest');
    routes = Object.keys(spec.paths).map((template) => ({
      template,
      pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    }));
  }
  return spec;
}

const VIEWER = /^query\s*\{\s*viewer\s*\{\s*login\s*\}\s*\}$/;
const EDITOR =
  /^query\(\$id: ID!\) \{ node\(id: \$id\) \{ \.\.\. on IssueComment \{ lastEditedAt editor \{ __typename login \} \} \} \}$/;

/** An editor as GraphQL names them: a bot by its name without `[bot]`. */
function editorOf(login: string): { __typename: 'Bot' | 'User'; login: string } {
  return login.endsWith('[bot]')
    ? { __typename: 'Bot', login: login.slice(0, -'[bot]'.length) }
    : { __typename: 'User', login };
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  /** Why the request does not match GitHub's API description; empty when it does. */
  violations: string[];
}

export interface StoredComment {
  id: number;
  node_id: string;
  body: string;
  user: { login: string; type: string };
  created_at: string;
}

export interface FakeGitHubOptions {
  /** Status for every comment write (POST / PATCH / DELETE), e.g. 403 for a read-only token. */
  writeStatus?: number;
  /** Fail the first comment creation once with this status, e.g. 502. */
  failFirstCreateWith?: number;
  /** Pull requests the API knows, for GET /repos/{o}/{r}/pulls/{n}. */
  pulls?: Record<
    number,
    {
      headSha: string;
      labels?: string[];
      author?: string;
      /** Any JSON, as a broken answer may give. */ baseRef?: unknown;
    }
  >;
  /** Fail the first `times` comment listings with `status`, e.g. a 404 or a 500. */
  failCommentLists?: { status: number; times: number };
  /** The first comment listing answers with these, as it would have before another run wrote. */
  firstListing?: StoredComment[];
  /** GET /user: this status instead of the installation token's 403 (a 200 names `login`, `octocat` unless given; given as undefined, none). */
  user?: { status: number; login?: string | undefined };
  /**
   * The installation token is a GitHub App's, not the workflow's: comments it writes are this
   * login's, and GraphQL's `viewer` names it (`github-actions[bot]` by default).
   */
  appLogin?: string;
  /** Every page of the comment listing names a next page: a `Link: next` that never ends. */
  endlessComments?: boolean;
  /** The first request whose path matches is never answered: an API that stalls once. */
  stallFirst?: RegExp;
  /** POST /graphql: this status instead of an answer. */
  graphqlStatus?: number;
  /** Every request is redirected (307: method and body kept) to the same path on this origin. */
  redirectTo?: string;
  /** The token the API takes, `test-token` unless given (a GitHub App's `ghs_…`, a `github_pat_…`). */
  token?: string;
  /** Requests whose path matches are answered 200 with this text, as a proxy's page would be. */
  notJson?: { path: RegExp; text: string };
}

export class FakeGitHub {
  readonly requests: RecordedRequest[] = [];
  readonly comments: StoredComment[] = [];
  options: FakeGitHubOptions = {};
  private server: Server | undefined;
  private nextId = 1000;
  /** Who edited each comment last, as GraphQL names them (a bot without `[bot]`); none if nobody. */
  private editors = new Map<number, { __typename: 'Bot' | 'User'; login: string }>();
  private failedOnce = false;
  private stalled: ServerResponse[] = [];
  private failedLists = 0;
  private lists = 0;
  url = '';

  async start(): Promise<void> {
    loadSpec();
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.release();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** Ends the connections of requests left unanswered. */
  private release(): void {
    for (const res of this.stalled.splice(0)) res.destroy();
  }

  reset(options: FakeGitHubOptions = {}): void {
    this.release();
    this.requests.length = 0;
    this.options = options;
    this.failedOnce = false;
    this.failedLists = 0;
    this.lists = 0;
  }

  addComment(body: string, login: string): StoredComment {
    const id = this.nextId++;
    const comment = {
      id,
      node_id: `IC_${id}`,
      body,
      user: { login, type: login.endsWith('[bot]') ? 'Bot' : 'User' },
      created_at: new Date(Date.now() - 60_000 + this.nextId).toISOString(),
    };
    this.comments.push(comment);
    return comment;
  }

  /** Someone edits a comment in GitHub's page: it keeps its author, and names them as its editor. */
  editAs(comment: StoredComment, body: string, login: string): void {
    comment.body = body;
    this.editors.set(comment.id, editorOf(login));
  }

  /** Requests that change something: a GraphQL query does not. */
  writes(): RecordedRequest[] {
    return this.requests.filter((r) => r.method !== 'GET' && r.path !== '/graphql');
  }

  private validate(method: string, path: string, body: unknown): string[] {
    // The REST description leaves GraphQL out: the queries asked are who the token is and who
    // edited a comment last.
    if (path === '/graphql') {
      const query = (body as { query?: string })?.query ?? '';
      return method === 'POST' && (VIEWER.test(query) || EDITOR.test(query))
        ? []
        : ['not the viewer or the editor query'];
    }
    const api = loadSpec();
    const route = routes.find((r) => r.pattern.test(path));
    if (!route) return [`no such path in GitHub's API: ${path}`];
    const operation = api.paths[route.template]?.[method.toLowerCase()];
    if (!operation) return [`${method} is not an operation of ${route.template}`];
    const schema = operation.requestBody?.content?.['application/json']?.schema;
    if (method === 'GET' || method === 'DELETE' || !schema) return [];
    const pointer = `rest#/paths/${route.template.replace(/~/g, '~0').replace(/\//g, '~1')}/${method.toLowerCase()}/requestBody/content/application~1json/schema`;
    const validate = ajv!.getSchema(pointer) ?? ajv!.compile({ $ref: pointer });
    return validate(body) ? [] : (validate.errors ?? []).map((e) => `body${e.instancePath} ${e.message}`);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', this.url);
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const record: RecordedRequest = {
      method,
      path: url.pathname,
      body,
      violations: this.validate(method, url.pathname, body),
    };
    const token = this.options.token ?? 'test-token';
    if (req.headers.authorization !== `token ${token}` && req.headers.authorization !== `Bearer ${token}`)
      record.violations.push('missing or wrong token');
    this.requests.push(record);
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}): void => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(payload));
    };
    const path = url.pathname;
    const away = this.options.redirectTo;
    if (away !== undefined) {
      res.writeHead(307, { location: new URL(`${url.pathname}${url.search}`, away).toString() }).end();
      return;
    }
    const garbled = this.options.notJson;
    if (garbled?.path.test(path)) {
      res.writeHead(200, { 'content-type': 'text/html' }).end(garbled.text);
      return;
    }
    const stall = this.options.stallFirst;
    if (stall?.test(path)) {
      this.options = { ...this.options, stallFirst: undefined };
      this.stalled.push(res);
      return;
    }
    if (method === 'GET' && path === '/user') {
      const user = this.options.user;
      if (user?.status === 200) send(200, { login: 'login' in user ? user.login : 'octocat', type: 'User' });
      else if (user) send(user.status, { message: 'Server Error' });
      // The workflow token is an installation token: it cannot ask who it is.
      else send(403, { message: 'Resource not accessible by integration' });
      return;
    }
    if (method === 'POST' && path === '/graphql') {
      const { query, variables } = (body ?? {}) as { query?: string; variables?: { id?: string } };
      if (this.options.graphqlStatus) send(this.options.graphqlStatus, { message: 'Server Error' });
      else if (EDITOR.test(query ?? '')) {
        const comment = this.comments.find((c) => c.node_id === variables?.id);
        const editor = comment && this.editors.get(comment.id);
        send(200, {
          data: {
            node: comment
              ? { lastEditedAt: editor ? new Date().toISOString() : null, editor: editor ?? null }
              : null,
          },
        });
      } else send(200, { data: { viewer: { login: this.options.appLogin ?? 'github-actions[bot]' } } });
      return;
    }
    const list = /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/.exec(path);
    const one = /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/.exec(path);
    const pull = /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)$/.exec(path);
    if (method !== 'GET' && this.options.writeStatus) {
      send(this.options.writeStatus, { message: 'Resource not accessible by integration' });
      return;
    }
    if (list && method === 'GET') {
      const fail = this.options.failCommentLists;
      if (fail && this.failedLists < fail.times) {
        this.failedLists++;
        send(fail.status, { message: 'Server Error' });
        return;
      }
      const first = this.options.firstListing;
      if (first && this.lists++ === 0) {
        send(200, first);
        return;
      }
      // Pages as GitHub serves them: per_page at most, a Link to the next while there is one.
      const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 30) || 30, 100);
      const page = Math.max(Number(url.searchParams.get('page') ?? 1) || 1, 1);
      const last = Math.max(Math.ceil(this.comments.length / perPage), 1);
      const next = new URL(url);
      next.searchParams.set('page', String(page + 1));
      const more = this.options.endlessComments || page < last;
      send(
        200,
        this.comments.slice((page - 1) * perPage, page * perPage),
        more ? { link: `<${next.toString()}>; rel="next"` } : {},
      );
      return;
    }
    if (list && method === 'POST') {
      if (this.options.failFirstCreateWith && !this.failedOnce) {
        this.failedOnce = true;
        send(this.options.failFirstCreateWith, { message: 'Bad gateway' });
        return;
      }
      const login = this.options.appLogin ?? 'github-actions[bot]';
      const comment = this.addComment((body as { body: string }).body, login);
      send(201, comment);
      return;
    }
    if (one) {
      const comment = this.comments.find((c) => c.id === Number(one[1]));
      if (!comment) {
        send(404, { message: 'Not Found' });
        return;
      }
      if (method === 'PATCH') {
        comment.body = (body as { body: string }).body;
        this.editors.set(comment.id, editorOf(this.options.appLogin ?? 'github-actions[bot]'));
        send(200, comment);
        return;
      }
      if (method === 'DELETE') {
        this.comments.splice(this.comments.indexOf(comment), 1);
        res.writeHead(204).end();
        return;
      }
    }
    if (pull && method === 'GET') {
      const known = this.options.pulls?.[Number(pull[1])];
      if (known)
        send(200, {
          number: Number(pull[1]),
          head: { sha: known.headSha },
          base: { ref: known.baseRef ?? 'main', sha: '0'.repeat(40) },
          user: { login: known.author ?? 'octo-author' },
          labels: (known.labels ?? []).map((name) => ({ name })),
        });
      else send(404, { message: 'Not Found' });
      return;
    }
    send(404, { message: 'Not Found' });
  }
}
