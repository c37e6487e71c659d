// `explain --format text`: the subject, then a tree per entry (or per skill and actor reaching a
// tool) with its include paths and each capability field's value and origin as `file:line`.
// With a base, `+`, `-` and `~` mark what the head adds, removes and changes.
import type {
  CapabilityOrigins,
  Change,
  ExplainedEntry,
  ExplainedReach,
  Explanation,
} from '../core/explain/explain.js';
import type { EntryRun } from '../core/explain/runs.js';
import { inertJson, inertLines, printable } from './escape.js';
import type { PlacePath } from './paths.js';
import { plural } from './words.js';

const MARK: Record<Change, string> = { added: '+', removed: '-', changed: '~' };

function mark(change: Change | undefined, marked: boolean): string {
  if (!marked) return '';
  return change ? `${MARK[change]} ` : '  ';
}

function value(v: unknown): string {
  return printable(JSON.stringify(v) ?? 'null');
}

/** A `file:line`, its file (from the root) written as its reader opens it (paths.ts). */
type Place = (file: string | undefined, line: number | undefined) => string;

function placeFor(path: PlacePath): Place {
  return (file, line) => `${printable(file === undefined ? '?' : path(file))}:${line ?? 0}`;
}

/** How a tree is written: marked against a base or not, and its places. */
interface Shown {
  marked: boolean;
  place: Place;
}

/** Where a field's value comes from: a file and line, a source's words, and a lesser claim beside it. */
function origin(o: CapabilityOrigins[string], place: Place): string {
  if (o.default) return 'default';
  const at = o.file !== undefined ? place(o.file, o.line) : '';
  const from = o.source !== undefined ? printable(o.source) + (at ? ` (${at})` : '') : at;
  if (!o.claim) return from;
  // A claim no line makes is the definition's default.
  const where = o.claim.file !== undefined ? ` at ${place(o.claim.file, o.claim.line)}` : ' by default';
  return `${from}; claimed ${value(o.claim.value)}${where}`;
}

function paths(via: string[][], count: number): string[] {
  const lines = via.map((p) => `via ${p.map(printable).join(' → ')}`);
  const more = count - via.length;
  // The count stops at 2⁵³ − 1 (a lattice of 60 levels has 2⁶⁰ paths): past it, it is a floor.
  if (count >= Number.MAX_SAFE_INTEGER) lines.push(`… and at least ${more} more paths`);
  else if (more > 0) lines.push(`… and ${plural(more, 'more path')}`);
  return lines;
}

/**
 * One entry's tree: its name line, its paths, then each capability field that a definition or
 * override sets (or the head changes) on a line of its own with its `file:line`; the fields left at
 * their defaults share one line.
 */
function tree(
  head: string,
  item: ExplainedEntry | ExplainedReach,
  { marked, place }: Shown,
  extra: string[] = [],
): string[] {
  const prefix = mark(item.change, marked);
  const fields = Object.entries(item.capability);
  const own = fields.filter(([, o]) => !o.default || o.change);
  const defaults = fields.filter(([, o]) => o.default && !o.change);
  const width = Math.max(0, ...own.map(([f, o]) => `${f}: ${value(o.value)}`.length));
  const shared = sharedOrigin(own, defaults.length, place);
  const kids = shared
    ? [
        [
          `${shared}:`,
          ...wrap(
            own.map(([f, o]) => `${f} ${value(o.value)}`),
            72,
          ).map((l) => `  ${l}`),
        ].join('\n'),
      ]
    : own.map(([f, o]) => {
        const was = o.change ? ` (was ${value(o.from)})` : '';
        const text = `${f}: ${value(o.value)}`;
        return `${mark(o.change, marked)}${text.padEnd(width)}  ${origin(o, place)}${was}`;
      });
  if (defaults.length > 0) {
    const pad = mark(undefined, marked);
    const lines = wrap(
      defaults.map(([f, o]) => `${f} ${value(o.value)}`),
      72,
    );
    kids.push(lines.map((l, i) => `${pad}${i === 0 ? 'default: ' : '         '}${l}`).join('\n'));
  }
  const children: { text: string; kids?: string[] }[] = [
    ...extra.map((text) => ({ text })),
    ...paths(item.via, item.viaCount).map((text) => ({ text })),
    ...(item.runs ? [{ text: 'runs', kids: runLines(item.runs, item.runsCount, { marked, place }) }] : []),
    { text: 'capability', kids },
  ];
  const out = [`${prefix}${head}`];
  const indent = ' '.repeat(prefix.length);
  children.forEach((child, i) => {
    const last = i === children.length - 1;
    out.push(`${indent}${last ? '└─' : '├─'} ${child.text}`);
    child.kids?.forEach((kid, j) => {
      const lastKid = j === (child.kids as string[]).length - 1;
      const [first, ...rest] = kid.split('\n');
      const stem = `${indent}${last ? '   ' : '│  '}`;
      out.push(`${stem}${lastKid ? '└─' : '├─'} ${first}`);
      for (const line of rest) out.push(`${stem}${lastKid ? '  ' : '│ '} ${line}`);
    });
  });
  return out;
}

const RUN_WORDS: Record<EntryRun['kind'], string> = {
  lifecycle: 'lifecycle hook',
  code: 'code',
  hooks: 'SKILL.md hook',
  command: 'command on invocation',
  shell: 'in the shell',
  calls: 'calls MCP tool',
  launch: 'MCP server',
  slot: 'writes resource slot',
};

/** What an entry runs, a line each: what it is, then where it is written (and how it comes to the entry). */
function runLines(runs: EntryRun[], count: number | undefined, { marked, place }: Shown): string[] {
  const lines = runs.map((r) => {
    const what =
      r.kind === 'code'
        ? `code${r.digest !== undefined ? ` (digest ${r.digest})` : ''}`
        : `${RUN_WORDS[r.kind]}${r.text !== undefined ? ` ${printable(r.text)}` : ''}`;
    const at = r.file !== undefined ? place(r.file, r.line) : '';
    const where = r.source !== undefined ? printable(r.source) + (at ? ` (${at})` : '') : at;
    return `${r.change ? mark(r.change, marked) : mark(undefined, marked)}${what}  ${where}`;
  });
  const more = (count ?? runs.length) - runs.length;
  if (more > 0) lines.push(`${mark(undefined, marked)}… and ${more} more`);
  return lines;
}

/**
 * The one origin every field of an entry has, where they all have it and none changed (a source
 * whose power is unknown sets them all), said once rather than on every field's line.
 */
function sharedOrigin(
  own: [string, CapabilityOrigins[string]][],
  defaults: number,
  place: Place,
): string | undefined {
  if (defaults > 0 || own.length < 2 || own.some(([, o]) => o.change || o.claim)) return undefined;
  const first = origin((own[0] as [string, CapabilityOrigins[string]])[1], place);
  return own.every(([, o]) => origin(o, place) === first) ? first : undefined;
}

/** Items joined by ', ' into lines of about `width` characters. */
function wrap(items: string[], width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const item of items) {
    if (line !== '' && line.length + item.length + 2 > width) {
      lines.push(`${line},`);
      line = item;
    } else line = line === '' ? item : `${line}, ${item}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** Lines of text gathered into one piece of the output: a piece, not the whole, is one string. */
const LINES_A_PIECE = 4096;

/** What explain's text is written with: the base it is marked against, and how a path is written. */
interface ExplainTextOptions {
  base?: string;
  /** From the root as the explanation holds it, by default; the CLI's from the current folder (paths.ts). */
  place?: PlacePath;
}

/**
 * `explain --format text` in pieces, each whole lines: explaining a tool that every skill of a
 * deep override chain reaches under each renamed copy lists half a million rows, past the longest
 * string JavaScript holds.
 */
export function* explainTextChunks(
  explanation: Explanation,
  options: ExplainTextOptions = {},
): Generator<string> {
  let lines: string[] = [];
  for (const line of explainLines(explanation, options)) {
    lines.push(line);
    if (lines.length < LINES_A_PIECE) continue;
    yield `${inertLines(lines.join('\n'), 'text')}\n`;
    lines = [];
  }
  if (lines.length > 0) yield `${inertLines(lines.join('\n'), 'text')}\n`;
}

/** Each line of explain's text, in order, without its line break. */
function* explainLines(explanation: Explanation, options: ExplainTextOptions): Generator<string> {
  const marked = options.base !== undefined;
  const place = placeFor(options.place ?? ((file) => file));
  const shown: Shown = { marked, place };
  const { subject } = explanation;
  yield `${subject.kind} ${printable(subject.name)}  ${place(subject.file, subject.line)}`;
  if (subject.definitions)
    yield `Defined ${subject.definitions.length} times, read as the stronger: ${subject.definitions.map((d) => place(d.file, d.line)).join(', ')}`;
  if (marked) yield `Marked against ${printable(options.base as string)}: + added, - removed, ~ changed.`;
  if (explanation.unknownSkills?.length) {
    yield `Unknown sets (missing, on an include cycle, or with an unknown include): ${explanation.unknownSkills.map(printable).join(', ')}`;
  }
  if (explanation.entries) {
    const n = explanation.entries.length;
    yield* ['', `${n} entr${n === 1 ? 'y' : 'ies'}:`];
    for (const entry of explanation.entries) {
      const qualified =
        entry.qualifiedFrom !== undefined ? `, qualified from ${printable(entry.qualifiedFrom)}` : '';
      const defined = entry.definitions
        ? [
            `defined ${entry.definitions.length} times, read as the stronger: ${entry.definitions.map((d) => place(d.file, d.line)).join(', ')}`,
          ]
        : [];
      yield '';
      yield* tree(
        `${printable(entry.name)}  (${printable(entry.source)}${qualified})`,
        entry,
        shown,
        defined,
      );
    }
  }
  if (explanation.reachedBy) {
    const n = explanation.reachedBy.length;
    yield* ['', n === 0 ? 'Reached by no skill or actor.' : `Reached by ${n}:`];
    for (const reach of explanation.reachedBy) {
      const as = `as ${printable(reach.entry)}`;
      yield '';
      yield* tree(`${reach.kind} ${printable(reach.name)}`, reach, shown, [as]);
    }
  }
  if (explanation.removedByPolicy?.length) {
    yield* ['', 'Removed by the skill access policy:'];
    for (const r of explanation.removedByPolicy) {
      yield `  ${printable(r.name)} (through ${printable(r.skill)}: ${printable(r.reason)})`;
    }
  }
}

/** The version of explain's JSON (schemas/explain.schema.json), as the report carries its own. */
const EXPLAIN_VERSION = 1;

/**
 * `explain --format json` in pieces (explainTextChunks): each item of a top-level list is one, so
 * that no one string holds the whole. Joined, they are `JSON.stringify(data, null, 2)` to the byte.
 */
export function* explainJsonChunks(
  explanation: Explanation,
  options: { base?: string } = {},
): Generator<string> {
  const data: Record<string, unknown> = {
    version: EXPLAIN_VERSION,
    ...explanation,
    ...(options.base !== undefined ? { base: options.base } : {}),
  };
  // JSON.stringify leaves out what JSON has no value for; items of a list it writes `null`.
  const keys = Object.keys(data).filter((key) => JSON.stringify(data[key]) !== undefined);
  yield '{';
  for (const [i, key] of keys.entries()) {
    const value = data[key];
    yield `${i === 0 ? '' : ','}\n  ${JSON.stringify(key)}: `;
    if (!Array.isArray(value) || value.length === 0) {
      yield nested(value, '  ');
      continue;
    }
    yield '[';
    for (const [j, item] of value.entries())
      yield `${j === 0 ? '' : ','}\n    ${nested(item ?? null, '    ')}`;
    yield '\n  ]';
  }
  yield keys.length === 0 ? '}\n' : '\n}\n';
}

/** A value's indented JSON as it stands at `indent` (JSON's strings hold no raw line break). */
function nested(value: unknown, indent: string): string {
  return inertJson((JSON.stringify(value, null, 2) ?? 'null').replaceAll('\n', `\n${indent}`));
}
