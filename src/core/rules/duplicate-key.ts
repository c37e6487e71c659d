// A mapping repeats a key: YAML forbids it, and parsers disagree on which value wins.
import { reportFileProblems, type RuleContext } from '../rule.js';

export const id = 'duplicate-key';
export const defaultSeverity = 'error';
export const description = 'A mapping repeats a key; reported at the second occurrence.';
export const scope = 'file';

export function check(ctx: RuleContext): void {
  reportFileProblems(ctx, 'duplicate-key');
}
