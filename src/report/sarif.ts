// --format sarif: SARIF 2.1.0 for GitHub code scanning, one rule entry per rule id, each with its
// documentation, and a fingerprint per result that code scanning matches across commits.
import { hexDigest } from '../core/text/digest.js';
import { RULES } from '../core/rules/index.js';
import type { RuleMeta } from '../core/rules/rule.js';
import type { Diagnostic, Severity } from '../core/model/diagnostic.js';
import { annotationOrder } from './annotations.js';
import type { Cause } from './causes.js';
import { placePath, READER_OF, repositoryUri, type PlacePath } from './paths.js';
import type { Formatter } from './formatter.js';
import type { Report } from './report.js';
import { REPOSITORY, ruleDocUrl } from './rule-docs.js';
import { inertJson, printable } from './escape.js';
import { shortNames } from './words.js';
import { cutAt } from '../core/text/words.js';

const LEVEL: Record<Severity, string> = { error: 'error', warning: 'warning', note: 'note' };

/** Code scanning rejects a whole upload whose run holds more results than this. */
const MAX_SARIF_RESULTS = 25_000;

/**
 * The indexes of the findings a run holds, in their order: all of them, or past the limit the
 * first in the order the annotations take (most severe first, within a level the gate's findings
 * by the danger of their cause, annotations.ts), so that the upload is not refused whole and a
 * file of lesser findings cannot push an escalation out of it.
 */
function keptIndexes(diagnostics: readonly Diagnostic[], causes: readonly Cause[]): number[] {
  const all = diagnostics.map((_, i) => i);
  if (all.length <= MAX_SARIF_RESULTS) return all;
  const order = annotationOrder(causes);
  const kept = [...all]
    .sort((a, b) => order(diagnostics[a]!, diagnostics[b]!) || a - b)
    .slice(0, MAX_SARIF_RESULTS);
  return kept.sort((a, b) => a - b);
}

/** The key of our fingerprint in `partialFingerprints`; a new version if its recipe changes. */
const FINGERPRINT_KEY = 'agentsConfigCheck/v1';

/**
 * What identifies a finding when lines move: its rule, its file and its message with every
 * position taken out ("first defined at line 3", "tools/b.yaml:1"), and, for findings alike in all
 * that, which of them it is, in file order. A finding keeps its fingerprint when lines are added
 * above it; code scanning then tracks one alert, not a closed one and a new one.
 */
function fingerprints(diagnostics: readonly Diagnostic[]): string[] {
  const seen = new Map<string, number>();
  return diagnostics.map((d) => {
    const message = d.message.replace(/:\d+(:\d+)?\b/g, '').replace(/\b(line|column) \d+/g, '$1');
    const key = hexDigest('sha256', `${d.rule}\0${d.file}\0${message}`).slice(0, 32);
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return `${key}:${n}`;
  });
}

/** The rule entry of the driver: its id, a name, its description and where it is documented. */
function sarifRule(r: RuleMeta): object {
  return {
    id: r.id,
    // SARIF wants a name that differs from the id: one-word ids go without.
    ...(r.id.includes('-')
      ? { name: r.id.replace(/(^|-)([a-z])/g, (_, _dash: string, c: string) => c.toUpperCase()) }
      : {}),
    shortDescription: { text: r.description },
    fullDescription: { text: r.description },
    helpUri: ruleDocUrl(r.id),
    help: {
      text: `${r.description} Documentation: ${ruleDocUrl(r.id)}`,
      markdown: `${r.description} [Documentation](${ruleDocUrl(r.id)})`,
    },
    defaultConfiguration: { level: LEVEL[r.defaultSeverity] },
  };
}

/**
 * Where a file is, for code scanning: a reference relative to SRCROOT (the repository's top), or
 * a file URI when the file lies outside it.
 */
function artifactLocation(path: string): object {
  if (path.startsWith('/')) return { uri: `file://${encodeURI(path).replace(/[?#]/g, encodeURIComponent)}` };
  // A relative reference: ':' too is escaped, or 'a:b/t.yaml' would read as a scheme.
  return { uri: encodeURI(path).replace(/[?#:]/g, encodeURIComponent), uriBaseId: 'SRCROOT' };
}

/**
 * A plain text message as SARIF reads one: `[text](target)` is an embedded link (§3.11.6), so a
 * literal bracket (and a backslash before one) is escaped, and `{0}` a placeholder (§3.11.5), so a
 * literal brace is doubled. A name or a decoded tag text cannot become a link in a code scanning alert.
 * Its invisible and control characters are written out as the text output writes them, a line
 * break too: every message of ours is one line, and a line after a break would read as ours.
 */
function sarifText(text: string): string {
  return printable(text)
    .replace(/\\(?=[[\]])|[[\]]/g, (c) => `\\${c}`)
    .replace(/[{}]/g, (c) => c + c);
}

/**
 * The longest a result's message is, written out and escaped. GitHub documents no limit on one
 * message, but refuses an upload past 10 MB gzipped, or a run past 25,000 results ("SARIF results
 * file is too large" and "SARIF results exceed one or more limits", docs.github.com,
 * code-security/code-scanning/troubleshooting-sarif-uploads): a decoded hidden text or a name of
 * hundreds of thousands of characters in a few findings filled it. A thousand characters hold
 * every message the rules write of names cut to MAX_NAME; 25,000 of them stay within the upload
 * unless each is its own text of random characters.
 */
const MAX_MESSAGE = 1000;
/** Longest name quoted in a message, as the comment and the annotations show names. */
const MAX_NAME = 200;
const CUT_NOTE = '… (cut: the text and JSON reports hold the whole message)';

/**
 * A finding's message as a result's text: its names cut, so that the words after a long name are
 * kept, and then, past MAX_MESSAGE once written out and escaped, its start, cut between characters
 * (never inside an escape), and a note that it was cut.
 */
function messageText(message: string): string {
  const named = shortNames(message, MAX_NAME);
  const whole = sarifText(named);
  if (whole.length <= MAX_MESSAGE) return whole;
  // The longest start that fits with the note: a character escapes to one or more, so the start
  // is at most the room long, and found by halving the source it is cut from.
  const room = MAX_MESSAGE - CUT_NOTE.length;
  let [fits, over] = [0, Math.min(named.length, room) + 1];
  while (over - fits > 1) {
    const mid = Math.floor((fits + over) / 2);
    if (sarifText(cutAt(named, mid)).length <= room) fits = mid;
    else over = mid;
  }
  return `${sarifText(cutAt(named, fits))}${CUT_NOTE}`;
}

/** One finding as a SARIF result, its place relative to the repository's top. */
function sarifResult(
  d: Diagnostic,
  index: ReadonlyMap<string, number>,
  fingerprint: string | undefined,
  place: PlacePath,
): object {
  return {
    ruleId: d.rule,
    ...(index.has(d.rule) ? { ruleIndex: index.get(d.rule) } : {}),
    level: LEVEL[d.severity],
    message: { text: messageText(d.message) },
    locations: [
      {
        physicalLocation: {
          artifactLocation: artifactLocation(place(d.file)),
          region: {
            startLine: d.line,
            startColumn: d.column,
            ...(d.endLine !== undefined ? { endLine: d.endLine } : {}),
            ...(d.endColumn !== undefined
              ? { endColumn: Math.max(d.endColumn, d.endLine === d.line ? d.column : 1) }
              : {}),
          },
        },
      },
    ],
    partialFingerprints: { [FINGERPRINT_KEY]: fingerprint },
  };
}

/** The run's invocation, saying how many findings it leaves out and where they all are. */
function leftOutNotice(left: number): object {
  return {
    executionSuccessful: true,
    toolExecutionNotifications: [
      {
        level: 'warning',
        message: {
          text: `${left} findings are left out of this run, the last as annotations rank them (the least severe, the gate's own first within a level): code scanning refuses a run of more than ${MAX_SARIF_RESULTS} results. The text and JSON reports list every finding.`,
        },
      },
    ],
  };
}

interface SarifOptions {
  /** How a path is written (paths.ts): from the repository's top, when a run knows where it is. */
  place?: PlacePath;
  /** The repository's top as a `file:` URI ending in `/`, so that SRCROOT resolves. */
  srcroot?: string;
}

export function formatSarif(report: Report, version: string, options: SarifOptions = {}): string {
  const place = options.place ?? ((file: string) => file);
  const index = new Map(RULES.map((r, i) => [r.meta.id, i]));
  const prints = fingerprints(report.diagnostics);
  const kept = keptIndexes(report.diagnostics, report.diff?.causes ?? []);
  const left = report.diagnostics.length - kept.length;
  const sarif = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'agents-config-check',
            version,
            semanticVersion: version,
            informationUri: REPOSITORY,
            rules: RULES.map((r) => sarifRule(r.meta)),
          },
        },
        originalUriBaseIds: {
          SRCROOT: {
            ...(options.srcroot ? { uri: options.srcroot } : {}),
            description: { text: "The repository's top folder." },
          },
        },
        results: kept.map((i) => sarifResult(report.diagnostics[i]!, index, prints[i], place)),
        columnKind: 'unicodeCodePoints',
        ...(left > 0 ? { invocations: [leftOutNotice(left)] } : {}),
      },
    ],
  };
  return `${inertJson(JSON.stringify(sarif, null, 2))}
`;
}

/** `--format sarif`: SARIF 2.1.0 for code scanning. */
export const sarifFormat = {
  name: 'sarif',
  format: (report, context) =>
    formatSarif(report, context.version, {
      place: placePath(context.places, READER_OF.sarif),
      srcroot: repositoryUri(context.places),
    }),
} as const satisfies Formatter;
