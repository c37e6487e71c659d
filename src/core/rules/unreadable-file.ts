// A file that matched a kind's globs but could not be read as UTF-8 text within the size limit.
import { reportFileProblems, type RuleContext } from '../rule.js';

export const id = 'unreadable-file';
export const defaultSeverity = 'error';
export const description =
  'A file is over the size limit, not UTF-8 text, not a regular file, or cannot be read.';

export function check(ctx: RuleContext): void {
  reportFileProblems(ctx, 'unreadable-file');
}
