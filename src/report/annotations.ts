// Which findings become workflow annotations. GitHub shows at most 10 annotations of each level
// per step (and 50 per job), so the most severe come first, within a level the gate's findings by
// the danger of their cause, and one notice counts the rest.
import { SEVERITY_RANK, type Diagnostic } from '../core/model/diagnostic.js';
import { dangerOf, type Cause } from './causes.js';
import { printable } from './escape.js';
import { clip, shortNames } from './words.js';

const ANNOTATIONS_PER_LEVEL = 10;

/** The runner cuts an annotation's message past this (actions/runner, `_maxIssueMessageLength`). */
export const MESSAGE_LIMIT = 4096;
/** Longest name quoted in an annotation's message, as the comment shows names. */
const MAX_NAME = 200;

/**
 * A finding's message as an annotation shows it: its names cut, so that the gate's words after a
 * long name are within the runner's limit; its invisible and control characters written out as the
 * text output writes them (the runner writes the message to the job's log, whose viewer reads ANSI
 * sequences), a line break too (every message of ours is one line: a break is the repository's,
 * and the line after it would read as ours); within `limit`.
 */
export function annotationText(message: string, limit = MESSAGE_LIMIT): string {
  return clip(printable(shortNames(message, MAX_NAME)), limit);
}

interface Annotation {
  level: 'error' | 'warning' | 'notice';
  message: string;
  title: string;
  file: string;
  startLine: number;
  /** Columns only for a span on one line: GitHub takes none where the lines differ. */
  startColumn?: number;
  endLine: number;
  endColumn?: number;
}

interface AnnotationPlan {
  annotations: Annotation[];
  /** A notice about the findings left out, when any were. */
  overflow: string | undefined;
}

const LEVEL = { error: 'error', warning: 'warning', note: 'notice' } as const;

/**
 * Where a finding ranks within its level: an escalation by the danger of the cause at its place
 * (report/causes.ts), before any other finding, so that ten annotations cannot all be lesser
 * grants while an unsafe one is only counted.
 */
function ranking(causes: readonly Cause[]): (d: Diagnostic) => number {
  const danger = new Map<string, number>();
  for (const c of causes) {
    if (!('file' in c)) continue;
    const at = `${c.file}:${c.line}:${c.column}`;
    danger.set(at, Math.min(danger.get(at) ?? Number.MAX_SAFE_INTEGER, dangerOf(c)));
  }
  // After every level a cause can have (an escalation whose cause is not in the report), then the rest.
  const unplaced = Number.MAX_SAFE_INTEGER - 1;
  return (d) =>
    d.rule === 'escalation' ? (danger.get(`${d.file}:${d.line}:${d.column}`) ?? unplaced) : unplaced + 1;
}

/**
 * The findings in the order GitHub should meet them: most severe first, within a level the gate's
 * findings by the danger of their cause. The Action annotates in this order, and `--format github`
 * writes its workflow commands in it, for GitHub shows only the first ten of each level either way.
 */
export function byAnnotationRank(
  diagnostics: readonly Diagnostic[],
  causes: readonly Cause[] = [],
): Diagnostic[] {
  return [...diagnostics].sort(annotationOrder(causes));
}

/** How byAnnotationRank compares two findings (0 for two of one rank: the sort keeps their order). */
export function annotationOrder(causes: readonly Cause[]): (a: Diagnostic, b: Diagnostic) => number {
  const rank = ranking(causes);
  return (a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] || rank(a) - rank(b);
}

export function planAnnotations(
  diagnostics: readonly Diagnostic[],
  causes: readonly Cause[] = [],
  perLevel = ANNOTATIONS_PER_LEVEL,
  /** Error annotations the step writes first (why it fails), which take error slots. */
  reservedErrors = 0,
): AnnotationPlan {
  const sorted = byAnnotationRank(diagnostics, causes);
  const byLevel = { error: [] as Diagnostic[], warning: [] as Diagnostic[], note: [] as Diagnostic[] };
  for (const d of sorted) byLevel[d.severity].push(d);
  const over = (list: Diagnostic[], cap: number): number => Math.max(0, list.length - cap);
  // The overflow notice takes one of the notice slots.
  const anyOver =
    over(byLevel.error, perLevel - reservedErrors) +
      over(byLevel.warning, perLevel) +
      over(byLevel.note, perLevel) >
    0;
  const caps = {
    error: Math.max(0, perLevel - reservedErrors),
    warning: perLevel,
    note: anyOver ? perLevel - 1 : perLevel,
  };
  const annotations: Annotation[] = [];
  let left = 0;
  for (const severity of ['error', 'warning', 'note'] as const) {
    const list = byLevel[severity];
    left += over(list, caps[severity]);
    for (const d of list.slice(0, caps[severity])) {
      annotations.push({
        level: LEVEL[severity],
        message: annotationText(d.message),
        title: d.rule,
        file: d.file,
        startLine: d.line,
        endLine: d.endLine,
        ...(d.endLine === d.line ? { startColumn: d.column, endColumn: d.endColumn } : {}),
      });
    }
  }
  return {
    annotations,
    overflow:
      left > 0
        ? `${left} more finding${left === 1 ? ' is' : 's are'} not annotated (GitHub shows ${perLevel} per level); see the job summary.`
        : undefined,
  };
}
