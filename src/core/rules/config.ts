// Problems with agents-config-check's own setup that show up as findings: a file matched by two
// kinds' globs (skipped), and suppression comments that silence nothing (added by the driver).
import type { RuleContext } from '../rule.js';

export const id = 'config';
export const defaultSeverity = 'error';
export const description =
  "agents-config-check's own configuration is wrong: a file matched by two kinds, an unknown rule in a suppression, or a suppression that silences nothing.";

export function check(ctx: RuleContext): void {
  for (const d of ctx.project.discovery) ctx.report(d.file, d, d.message, d.severity);
}
