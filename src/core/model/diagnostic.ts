// Diagnostics are plain data: a rule id, a severity and an exact 1-based span in a file.
import { byCodeUnits } from '../text/order.js';
import type { Span } from '../text/text-position.js';

export type Severity = 'error' | 'warning' | 'note';
export type SeveritySetting = Severity | 'off';
export type FailOn = Severity | 'never';

/** How much a severity weighs: a finding that reaches `fail-on`, a setting that lowers a rule. */
export const SEVERITY_RANK: Readonly<Record<SeveritySetting, number>> = {
  off: 0,
  note: 1,
  warning: 2,
  error: 3,
};

// A span is a place in a file's text, defined there; a diagnostic is one with a rule and a message.
export type { Span } from '../text/text-position.js';

/**
 * What a finding is before a severity is given to it: data with a rule id. Discovery makes these
 * before the rules run; the rule they name reports them, at its configured or default severity.
 */
export interface Finding extends Span {
  rule: string;
  file: string;
  message: string;
  /**
   * For a link the walk does not follow, what it leads to (linked-files.ts, digested): never
   * shown, but part of the finding when a base's is compared with a head's (diff/actors.ts), so a
   * link pointed elsewhere, or an edit behind it, is another folder the checker cannot read.
   */
  behind?: string;
  /**
   * A file the checker does not read that the runtime may still load (one two kinds' globs match:
   * it is skipped; a folder link out of the root, GATE_ONLY), with `behind` its content's identity: the diff counts it as unknown power where
   * it is new or its content changed (diff/actors.ts), whatever its finding's severity.
   */
  unread?: true;
}

/**
 * The rule a discovery finding names that no rule reports (`unread`): what the walk cannot see
 * and a runtime may load, which only the gate reads, as unknown power (a link out of the root
 * below the globs' reach: PathClassifier.linkLeavesSight).
 */
export const GATE_ONLY = 'escalation';

/** Whether a discovery finding is one only the gate reads (GATE_ONLY): no rule reports it. */
export function gateOnly(finding: Finding): boolean {
  return finding.unread === true && finding.rule === GATE_ONLY;
}

export interface Diagnostic extends Finding {
  severity: Severity;
  /** Set once a base tree is known: false when the same finding exists on the base. */
  new?: boolean;
}

export const FILE_START: Span = { line: 1, column: 1, endLine: 1, endColumn: 1 };

function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return (
    byCodeUnits(a.file, b.file) ||
    a.line - b.line ||
    a.column - b.column ||
    byCodeUnits(a.rule, b.rule) ||
    byCodeUnits(a.message, b.message)
  );
}

/** Sorts by file, line, column, rule and message, and drops exact repeats. */
export function sortAndDedupe(diagnostics: Diagnostic[]): Diagnostic[] {
  const sorted = [...diagnostics].sort(compareDiagnostics);
  const out: Diagnostic[] = [];
  for (const d of sorted) {
    const last = out[out.length - 1];
    if (
      last &&
      last.file === d.file &&
      last.line === d.line &&
      last.column === d.column &&
      last.rule === d.rule &&
      last.message === d.message
    ) {
      continue;
    }
    out.push(d);
  }
  return out;
}

export function reaches(severity: Severity, failOn: FailOn): boolean {
  return failOn !== 'never' && SEVERITY_RANK[severity] >= SEVERITY_RANK[failOn];
}

interface Counts {
  errors: number;
  warnings: number;
  notes: number;
}

export function countBySeverity(diagnostics: readonly Diagnostic[]): Counts {
  const counts: Counts = { errors: 0, warnings: 0, notes: 0 };
  for (const d of diagnostics) {
    if (d.severity === 'error') counts.errors++;
    else if (d.severity === 'warning') counts.warnings++;
    else counts.notes++;
  }
  return counts;
}
