// A file that matched a kind's globs but could not be read as UTF-8 text within the size limit,
// and a folder that could not be read at all (discovery found it; its files are not checked).
import { reportFileProblems, type RuleContext } from '../rule.js';

export const id = 'unreadable-file';
export const defaultSeverity = 'error';
export const description =
  'A file is over the size limit, not UTF-8 text, not a regular file, or cannot be read.';
export const scope = 'project';

export function check(ctx: RuleContext): void {
  reportFileProblems(ctx, id);
  for (const d of ctx.project.discovery) if (d.rule === id) ctx.report(d.file, d, d.message);
}
