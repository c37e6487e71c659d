// A file that matched a kind's globs but could not be read as UTF-8 text within the size limit,
// and a folder that could not be read at all (discovery found it; its files are not checked).
import { reportFileProblems, type RuleContext, type RuleModule } from './rule.js';

const id = 'unreadable-file';

function check(ctx: RuleContext): void {
  reportFileProblems(ctx, id);
  for (const d of ctx.project.discovery) if (d.rule === id) ctx.report(d.file, d, d.message);
}

export const rule: RuleModule = {
  meta: {
    id,
    defaultSeverity: 'error',
    description: 'A file is over the size limit, not UTF-8 text, not a regular file, or cannot be read.',
    scope: 'project',
    incompleteReading: true,
  },
  check,
};
