// A mapping repeats a key: YAML forbids it, and parsers disagree on which value wins.
import type { FileProblem } from '../load.js';
import type { SourceFile } from '../model.js';
import type { RuleContext } from '../rule.js';

export const id = 'duplicate-key';
export const defaultSeverity = 'error';
export const description = 'A mapping repeats a key; reported at the second occurrence.';

export function check(ctx: RuleContext): void {
  const { files } = ctx.project;
  for (let i = 0; i < files.length; i++) {
    const file = files[i] as SourceFile;
    for (let j = 0; j < file.problems.length; j++) {
      const p = file.problems[j] as FileProblem;
      if (p.kind === 'duplicate-key') ctx.report(file.path, p.span, p.message);
    }
  }
}
