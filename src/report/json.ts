// --format json: the report with two-space indentation, where an object or array that holds only
// scalars (a diagnostic, a skill's summary, a list of names) stays on one line, without spaces: a
// reader sees one finding a line, and a change that reaches thousands of skills writes a line,
// not a dozen, for each (SPEC §7: the report grows with the change; 2,000 changed skills were
// 2.3 MB indented throughout, 1.7 MB so). Written in pieces (each container that holds another,
// member by member) because a report with --sets on a deep chain, or a change that reaches
// thousands of actors through thousands of entries, can pass the longest string JavaScript holds.
// Parsed, the pieces joined are the report, as JSON.stringify gives it.
import { inertJson } from './escape.js';
import type { Formatter } from './formatter.js';
import type { Report } from './report.js';
import { withSharedChanges } from './shared-changes.js';

export function formatJson(report: Report): string {
  return [...jsonChunks(report)].join('');
}

/** The report's pieces, each with its C1 controls escaped (escape.ts `inertJson`). */
export function* jsonChunks(report: Report): Generator<string> {
  for (const chunk of rawChunks(report)) yield inertJson(chunk);
}

function* rawChunks(full: Report): Generator<string> {
  const report = withShared(full);
  let first = true;
  yield '{';
  for (const [key, value] of Object.entries(report)) {
    if (value === undefined) continue;
    yield `${first ? '' : ','}\n  ${JSON.stringify(key)}: `;
    first = false;
    if (Array.isArray(value) && !scalarsOnly(value)) {
      yield '[';
      for (let i = 0; i < value.length; i++) {
        yield `${i === 0 ? '' : ','}\n    `;
        yield* laidOut(plainData(value[i] ?? null), '    ', 2);
      }
      yield '\n  ]';
    } else yield* laidOut(value, '  ');
  }
  yield first ? '}\n' : '\n}\n';
}

/**
 * An item as plain data properties: a report's `skills[].tools` and `digest` are getters (worked
 * out only when written), and JSON.stringify takes its fast path only on plain data.
 */
function plainData(item: unknown): unknown {
  return typeof item === 'object' && item !== null && !Array.isArray(item) ? { ...item } : item;
}

/** The report with each skill's changes an included skill shows alike named once (shared-changes.ts). */
function withShared(report: Report): Report {
  const { diff } = report;
  if (!diff) return report;
  return { ...report, diff: { ...diff, skills: withSharedChanges(diff, report.graph?.edges ?? []) } };
}

const isContainer = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** The members JSON writes: an array's every item, an object's defined values (as JSON.stringify). */
function members(value: object): [string | undefined, unknown][] {
  if (Array.isArray(value)) return value.map((v: unknown) => [undefined, v ?? null]);
  return Object.entries(value).filter(([, v]) => v !== undefined && typeof v !== 'function');
}

function scalarsOnly(value: object): boolean {
  for (const v of Array.isArray(value) ? value : Object.values(value)) if (isContainer(v)) return false;
  return true;
}

/** How deep the report is written in pieces: below, a value (one actor's changes) is one string. */
const PIECES_DEPTH = 3;

/**
 * A value as JSON at `prefix`'s depth: on one line when it holds no container, else a member a
 * line; in pieces down to PIECES_DEPTH (a diff that reaches thousands of actors through thousands
 * of entries is tens of megabytes, which are never one string).
 */
function* laidOut(value: unknown, prefix: string, depth = 1): Generator<string> {
  if (depth >= PIECES_DEPTH || !isContainer(value) || scalarsOnly(value)) {
    yield laidOutText(value, prefix);
    return;
  }
  const inner = `${prefix}  `;
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  let first = true;
  for (const [key, v] of members(value)) {
    yield `${first ? open : ','}\n${inner}${key === undefined ? '' : `${JSON.stringify(key)}: `}`;
    first = false;
    yield* laidOut(v, inner, depth + 1);
  }
  yield `\n${prefix}${close}`;
}

/** The same as one string. */
function laidOutText(value: unknown, prefix: string): string {
  if (!isContainer(value) || scalarsOnly(value)) return JSON.stringify(value) ?? 'null';
  const inner = `${prefix}  `;
  if (Array.isArray(value)) {
    // Items one by one: an actor's list of thousands of escalations is most of a large report.
    const items: string[] = [];
    for (const v of value) items.push(inner + laidOutText(v ?? null, inner));
    return `[\n${items.join(',\n')}\n${prefix}]`;
  }
  const lines = members(value).map(([key, v]) => `${inner}${JSON.stringify(key)}: ${laidOutText(v, inner)}`);
  return `{\n${lines.join(',\n')}\n${prefix}}`;
}

/** `--format json`, written in pieces: a large report is longer than one string holds. */
export const jsonFormat = {
  name: 'json',
  format: (report) => formatJson(report),
  chunks: (report) => jsonChunks(report),
} as const satisfies Formatter;
