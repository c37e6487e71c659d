// The file is not valid YAML (or a document could not be read safely: alias bombs, deep nesting).
import type { RuleContext } from '../rule.js';

export const id = 'yaml-syntax';
export const defaultSeverity = 'error';
export const description =
  'The file is not valid YAML 1.2; reported at the parser position. Other files are still checked.';

export function check(ctx: RuleContext): void {
  for (const file of ctx.project.files) {
    for (const p of file.problems) if (p.kind === 'yaml-syntax') ctx.report(file.path, p.span, p.message);
  }
}
