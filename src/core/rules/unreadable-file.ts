// A file that matched a kind's globs but could not be read as UTF-8 text within the size limit.
import type { FileProblem } from '../load.js';
import type { SourceFile } from '../model.js';
import type { RuleContext } from '../rule.js';

export const id = 'unreadable-file';
export const defaultSeverity = 'error';
export const description =
  'A file is over the size limit, not UTF-8 text, not a regular file, or cannot be read.';

export function check(ctx: RuleContext): void {
  const { files } = ctx.project;
  for (let i = 0; i < files.length; i++) {
    const file = files[i] as SourceFile;
    for (let j = 0; j < file.problems.length; j++) {
      const p = file.problems[j] as FileProblem;
      if (p.kind === 'unreadable-file') ctx.report(file.path, p.span, p.message);
    }
  }
}
