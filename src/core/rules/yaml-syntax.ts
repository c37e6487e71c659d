// The file is not valid YAML (or a document could not be read safely: alias bombs, deep nesting).
import { reportFileProblems, type RuleContext } from '../rule.js';

export const id = 'yaml-syntax';
export const defaultSeverity = 'error';
export const description =
  'The file is not valid YAML 1.2; reported at the parser position. Other files are still checked.';
export const scope = 'file';

export function check(ctx: RuleContext): void {
  reportFileProblems(ctx, 'yaml-syntax');
}
