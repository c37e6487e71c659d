// Reports as an untrusted workflow could upload them for post-only: markup in every string, markup
// where numbers belong, arrays missing or of the wrong type. Shared by the validation tests and
// the Action's end-to-end test.

export const MARKUP =
  ' <img src=x onerror=alert(1)> [link](https://evil.example/) ![i](https://evil.example/i.png) @admin #1 <!-- agents-config-check --> | `x` ::error::x %0A';

/** Fields whose values the schemas fix (an enum, a pattern, a constant): markup there is refused. */
const FIXED = new Set(['version', 'severity', 'status', 'kind', 'kinds', 'scope', 'headSha', 'digest']);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function walk(value: Json, key: string, edit: (v: Json, key: string) => Json): Json {
  if (Array.isArray(value)) return value.map((v) => walk(v, key, edit));
  if (value !== null && typeof value === 'object') {
    const out: { [key: string]: Json } = {};
    for (const [k, v] of Object.entries(value)) out[k] = walk(v, k, edit);
    return out;
  }
  return edit(value, key);
}

/** Markup appended to every free-text string: accepted, and rendered inert. */
export function markupInEveryString(report: unknown): unknown {
  return walk(report as Json, '', (v, key) => (typeof v === 'string' && !FIXED.has(key) ? v + MARKUP : v));
}

/** Markup in place of every number: refused. */
export function markupInEveryNumber(report: unknown): unknown {
  return walk(report as Json, '', (v, key) =>
    typeof v === 'number' && key !== 'version' ? `${v}${MARKUP}` : v,
  );
}

/** A report edited freely, as an attacker would, whatever its type says. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

/** One field of a copy changed by `edit`, the rest as it was. */
export function edited<T>(report: T, edit: (r: Loose) => void): T {
  const copy = structuredClone(report);
  edit(copy);
  return copy;
}

/** Mutations every one of which must be refused, by name. */
export const REFUSED: Record<string, (r: Loose) => void> = {
  'a skill without renames': (r) => delete r.diff.skills[0].renames,
  'tokens as markup': (r) => (r.diff.skills[0].tokens.before = '<img src=x onerror=alert(1)>'),
  'tokens not an object': (r) => (r.diff.skills[0].tokens = '[x](https://evil.example/)'),
  'via as a string': (r) => (r.diff.skills[0].via = '@admin'),
  'an approver that is no login': (r) => (r.approval.approver = 'admin --><img src=x>'),
  'an approver marked the author otherwise than true': (r) => (r.approval.approverIsAuthor = 'yes'),
  'actors as an object': (r) => (r.diff.actors = {}),
  "a told server's name that is not text": (r) =>
    (r.diff.toldDifferently = [
      {
        entry: 'mcp:gh',
        server: ['<b>gh</b>'],
        texts: [{ at: 'instructions', before: null, after: 'Call wipe.' }],
        skills: [],
        actors: [],
      },
    ]),
  'a rename without its new name': (r) => (r.diff.renamed = [{ kind: 'tool', from: 'x/a' }]),
  'a rename as a string': (r) => (r.diff.renamed = ['x/a → x/b']),
  'an actor without added': (r) => (r.diff.actors = [{ name: 'x/a', skills: [] }]),
  'a summary count as markup': (r) => (r.summary.errors = '@admin'),
  'a line as markup': (r) => (r.diagnostics[0].line = '1](https://evil.example/)'),
  'a severity not known': (r) => (r.diagnostics[0].severity = '<b>error</b>'),
  'a cause without grant': (r) =>
    (r.diff.causes = [
      { file: 'a', line: 1, column: 1, kind: 'writes', entry: 'x', skills: [], actors: [], approved: false },
    ]),
  'a cause approved as a string': (r) =>
    (r.diff.causes = [
      {
        file: 'a',
        line: 1,
        column: 1,
        kind: 'writes',
        entry: 'x',
        grant: 'g',
        skills: [],
        actors: [],
        approved: 'yes',
      },
    ]),
  'a suppression scope as markup': (r) =>
    (r.diff.suppressions = [{ file: 'a', line: 1, column: 1, scope: '<b>', rules: [] }]),
  'an escalation kind as markup': (r) =>
    (r.diff.skills[0].escalations = [{ entry: 'x', kind: 'writes <img src=x>' }]),
  'an escalation value as an object': (r) =>
    (r.diff.skills[0].escalations = [{ entry: 'x', kind: 'writes', to: { a: '<img src=x>' } }]),
  'a graph edge of one name': (r) => (r.graph = { edges: [['x']], changed: [] }),
  'a head commit as markup': (r) => (r.pullRequest = { number: 7, headSha: '<img src=x>' }),
  // Past what any file the checker reads can hold (modelText's bound): a name of 5,000 characters
  // is real (a tool may be named so), and refusing it refused reports this tool writes.
  'a name too long to be real': (r) => (r.diff.skills[0].name = 'x'.repeat(16_777_217)),
  'a field value as an object': (r) =>
    (r.diff.skills[0].changed = [{ name: 'x', fields: ['f'], values: [{ field: 'f', from: {}, to: 'b' }] }]),
  'a field value too long to be real': (r) =>
    (r.diff.skills[0].changed = [
      { name: 'x', fields: ['f'], values: [{ field: 'f', from: 'a', to: 'x'.repeat(16_777_217) }] },
    ]),
  "an added entry's power as a string": (r) =>
    (r.diff.skills[0].grants = [{ name: 'x', source: 'custom', power: '<img src=x>' }]),
  'a policy loosening without its line': (r) =>
    (r.diff.actors = [
      {
        name: 'x/a',
        skills: [],
        added: [],
        removed: [],
        changed: [],
        policy: [{ field: 'f', from: 'true', to: 'false', file: 'a' }],
      },
    ]),
  'markup in every number': (r) => Object.assign(r, markupInEveryNumber(r)),
};

/** A report of version 2 as version 1 wrote it: every skill with its whole set, no size or digest. */
export function asVersion1(report: Record<string, unknown>): Record<string, unknown> {
  const skills = report.skills as {
    name: string;
    file: string;
    flattened: boolean;
    tools?: string[];
    tokens?: number;
  }[];
  return {
    ...report,
    version: 1,
    skills: skills.map((s) => ({
      name: s.name,
      file: s.file,
      flattened: s.flattened,
      tools: s.tools ?? [],
      ...(s.tokens === undefined ? {} : { tokens: s.tokens }),
    })),
  };
}
