// The file is not valid YAML (or a document could not be read safely: alias bombs, deep nesting).
import type { FileProblem } from '../load.js';
import type { SourceFile } from '../model.js';
import type { RuleContext } from '../rule.js';

export const id = 'yaml-syntax';
export const defaultSeverity = 'error';
export const description =
  'The file is not valid YAML 1.2; reported at the parser position. Other files are still checked.';

export function check(ctx: RuleContext): void {
  const { files } = ctx.project;
  for (let i = 0; i < files.length; i++) {
    const file = files[i] as SourceFile;
    for (let j = 0; j < file.problems.length; j++) {
      const p = file.problems[j] as FileProblem;
      if (p.kind === 'yaml-syntax') ctx.report(file.path, p.span, p.message);
    }
  }
}
