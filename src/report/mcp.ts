// What `mcp pin` and `mcp verify` print: pure formatters over the outcome of each server.
import type { Drift } from '../core/mcp/drift.js';
import type { Provenance, RejectedName } from '../core/mcp/inventory.js';
import { jsonText } from '../core/text/json.js';
import { inertJson, inertLines, showInvisible } from './escape.js';
import { plural } from './words.js';

/** One server's outcome. `inventory` is the file's path as the user reads it. */
export interface ServerOutcome {
  server: string;
  inventory: string | undefined;
  status: 'pinned' | 'unchanged' | 'same' | 'drift' | 'failed' | 'unpinned';
  tools?: number;
  failure?: string;
  /** The end of the server's stderr, shown only when it failed. */
  stderr?: string;
  changes?: Drift[];
  /** Tool names the check will report in the pinned inventory, which keeps them as listed. */
  rejected?: RejectedName[];
  /** `initialize`'s answer, when it differs from the pinned one (not drift: the tools are the same). */
  provenance?: { pinned: Provenance | undefined; now: Provenance };
}

/**
 * A server's string made safe for a terminal: control, bidi and zero-width characters shown; so
 * too the line and paragraph separators (U+2028, U+2029), which a browser showing a job's log
 * breaks the line at, where the line after would start at no indent, as a line of ours.
 */
function safe(text: string): string {
  // eslint-disable-next-line no-control-regex
  return showInvisible(text).replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g, (c) =>
    c === '\t' ? c : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** `safe`, and a line break shown too: for what must stay on its one line. */
const oneLine = (text: string): string => safe(text).replaceAll('\n', '\\u000a');

const value = (v: unknown): string => (v === null || v === undefined ? 'absent' : safe(jsonText(v)));

/** Text indented under a change, every line of it. */
const block = (label: string, text: unknown): string[] => {
  const lines = typeof text === 'string' ? safe(text).split('\n') : [value(text)];
  return lines.map((line, i) => `      ${i === 0 ? label : ' '.repeat(label.length)}${line}`);
};

function changeLines(d: Drift): string[] {
  // The tool's name, and a field's and pointer's key names, are the server's: on one line.
  const tool = `'${oneLine(d.tool ?? '')}'`;
  const field = oneLine(d.field ?? '');
  switch (d.type) {
    case 'instructions-changed':
      // The server's own text, before every tool: shown whole as a description is.
      return [
        `  ~ instructions ${d.old === null ? 'added' : d.new === null ? 'removed' : 'changed'}:`,
        ...(d.old === null ? [] : block('was: ', d.old)),
        ...(d.new === null ? [] : block('now: ', d.new)),
      ];
    case 'tool-added':
      return [`  + ${tool} added: ${d.power?.length ? d.power.join(', ') : 'read-only'}`];
    case 'tool-removed':
      return [`  - ${tool} removed`];
    case 'power-widened':
      return [`  ! ${tool} now ${d.power?.join(', ')} (${field}: ${value(d.old)} → ${value(d.new)})`];
    case 'annotation-changed':
      return [`  ~ ${tool} annotation ${field}: ${value(d.old)} → ${value(d.new)}`];
    case 'title-changed':
    case 'description-changed':
      return [
        `  ~ ${tool} ${field} changed:`,
        ...block('was: ', d.old ?? ''),
        ...block('now: ', d.new ?? ''),
      ];
    default:
      return [`  ~ ${tool} ${field}${oneLine(d.pointer ?? '')}: ${value(d.old)} → ${value(d.new)}`];
  }
}

const where = (o: ServerOutcome) => (o.inventory ? ` (${oneLine(o.inventory)})` : '');

function stderrLines(o: ServerOutcome): string[] {
  const text = o.stderr?.trimEnd();
  if (!text) return [];
  return [
    '  its stderr ends:',
    ...text
      .split('\n')
      .slice(-40)
      .map((line) => `    | ${safe(line)}`),
  ];
}

function provenanceNote(o: ServerOutcome): string {
  if (!o.provenance) return '';
  const { pinned, now } = o.provenance;
  const was = pinned
    ? `${pinned.serverName} ${pinned.serverVersion}, protocol ${pinned.protocolVersion}`
    : 'nothing';
  return `; the server now says ${oneLine(`${now.serverName} ${now.serverVersion}, protocol ${now.protocolVersion}`)} (pinned: ${oneLine(was)})`;
}

function outcomeLines(o: ServerOutcome): string[] {
  const name = oneLine(o.server);
  switch (o.status) {
    case 'pinned':
      return [`${name}: pinned ${plural(o.tools ?? 0, 'tool')} in ${oneLine(o.inventory ?? '')}`];
    case 'unchanged':
      return [`${name}: pinned ${plural(o.tools ?? 0, 'tool')} in ${oneLine(o.inventory ?? '')}, unchanged`];
    case 'same':
      return [`${name}: no drift, ${plural(o.tools ?? 0, 'tool')}${where(o)}${provenanceNote(o)}`];
    case 'drift':
      return [`${name}: drift${where(o)}`, ...(o.changes ?? []).flatMap(changeLines)];
    case 'unpinned':
      return [`${name}: not pinned: ${oneLine(o.failure ?? '')}`];
    default:
      return [`${name}: failed: ${oneLine(o.failure ?? '')}`, ...stderrLines(o)];
  }
}

function tally(outcomes: ServerOutcome[]): string {
  const count = (status: ServerOutcome['status']) => outcomes.filter((o) => o.status === status).length;
  const parts = [
    [count('drift'), 'drifted'],
    [count('failed'), 'failed'],
    [count('unpinned'), 'not pinned'],
    [count('same'), 'as pinned'],
  ] as const;
  return `${plural(outcomes.length, 'server')}: ${parts.map(([n, word]) => `${n} ${word}`).join(', ')}.`;
}

/** `mcp pin`'s lines: one per server; a failed server with the end of its stderr. */
export function formatPinText(outcomes: ServerOutcome[]): string {
  return inertLines(outcomes.map((o) => `${outcomeLines(o).join('\n')}\n`).join(''), 'text');
}

/** `mcp pin`'s warnings: each server whose inventory holds tool names the check will report. */
export function formatPinWarnings(outcomes: ServerOutcome[]): string {
  const text = outcomes
    .filter((o) => o.rejected?.length)
    .map((o) => {
      const header = `${oneLine(o.server)}: warning: ${oneLine(o.inventory ?? '')} holds these tool names as the server lists them, and the check will report them:`;
      const lines = (o.rejected ?? []).map((r) => `  ${oneLine(r.message)} [${r.rule}]`);
      return `${[header, ...lines].join('\n')}\n`;
    })
    .join('');
  return inertLines(text, 'text');
}

/** `mcp verify --format text`: each server's drift, most telling change first, and a tally. */
export function formatVerifyText(outcomes: ServerOutcome[]): string {
  const body = outcomes.flatMap(outcomeLines);
  const failing = outcomes.some((o) => o.status !== 'same');
  const hint = failing
    ? [
        '',
        'Review the drift, then re-pin with `agents-config-check mcp pin [NAME…]` and let the pull request show it.',
      ]
    : [];
  return inertLines(`${[...body, '', tally(outcomes), ...hint].join('\n')}\n`, 'text');
}

/** `mcp verify --format json`: the same as data; `passed` is false when the run fails (exit 1). */
export function formatVerifyJson(outcomes: ServerOutcome[], version: string): string {
  const servers = outcomes.map((o) => ({
    server: o.server,
    inventory: o.inventory ?? null,
    status: o.status,
    ...(o.tools === undefined ? {} : { tools: o.tools }),
    ...(o.failure === undefined ? {} : { failure: o.failure }),
    ...(o.stderr ? { stderr: o.stderr } : {}),
    ...(o.provenance ? { provenance: o.provenance } : {}),
    changes: o.changes ?? [],
  }));
  return `${inertJson(jsonText({ version, passed: outcomes.every((o) => o.status === 'same'), servers }, 2))}\n`;
}
