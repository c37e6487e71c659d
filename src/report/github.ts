// --format github: one workflow command per finding (`::error file=…,line=…::message`), for the
// CLI run in one's own GitHub Actions job, where the runner turns them into annotations. Values
// are escaped as @actions/core escapes them, so user text cannot end a command or start another.
import type { Severity } from '../core/model/diagnostic.js';
import { annotationText, byAnnotationRank, MESSAGE_LIMIT } from './annotations.js';
import { printable } from './escape.js';
import { placePath, READER_OF, type PlacePath } from './paths.js';
import type { Formatter } from './formatter.js';
import type { Report } from './report.js';
import { plural } from './words.js';

const COMMAND: Record<Severity, string> = { error: 'error', warning: 'warning', note: 'notice' };

/** A command's message: `%`, CR and LF escaped, so that it stays on its line. */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A property value: also `:` and `,`, which would end the value. */
function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** `place` writes a path from the job's working folder, where the runner resolves `file=`. */
export function formatGithub(report: Report, place: PlacePath = (file) => file): string {
  // In the Action's order: GitHub shows ten annotations of each level, and in file order ten
  // lesser findings (a schema error, a grant that writes) would leave an unsafe one unshown.
  const ordered = byAnnotationRank(report.diagnostics, report.diff?.causes ?? []);
  const lines = ordered.map((d) => {
    // Columns only for a span on one line: GitHub takes none where the lines differ.
    const oneLine = d.endLine === d.line;
    const properties = [
      // A file name holding ESC would reach the terminal too, and one holding a bidi control or a
      // line separator would read as another name or break the annotation's line: written as the
      // text output writes it, and as the message is.
      `file=${escapeProperty(printable(place(d.file)))}`,
      `line=${d.line}`,
      ...(oneLine ? [`col=${d.column}`] : []),
      `endLine=${d.endLine}`,
      ...(oneLine ? [`endColumn=${d.endColumn}`] : []),
      `title=${escapeProperty(d.rule)}`,
    ].join(',');
    const rule = ` [${d.rule}]`;
    return `::${COMMAND[d.severity]} ${properties}::${escapeData(`${annotationText(d.message, MESSAGE_LIMIT - rule.length)}${rule}`)}`;
  });
  const { summary } = report;
  lines.push(
    `agents-config-check: ${plural(summary.errors, 'error')}, ${plural(summary.warnings, 'warning')}, ${plural(summary.notes, 'note')} in ${plural(summary.files, 'file')}.`,
  );
  return `${lines.join('\n')}\n`;
}

/** `--format github`: workflow commands, which GitHub shows as annotations. */
export const githubFormat = {
  name: 'github',
  note: 'workflow commands',
  format: (report, context) => formatGithub(report, placePath(context.places, READER_OF.github)),
} as const satisfies Formatter;
