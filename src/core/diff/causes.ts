// The diff's causes (SPEC §7): one row per head-side cause of a widening of power, with what it
// grants and everything it reaches, for the comment to render; never one row per skill. Each row
// is a `Change` (changes.ts) as the JSON report carries it.
import { escalationChanges, gateSettingChange, type Change } from './changes.js';
import type { EscalationFinding, GateSettingFinding, PowerCause } from './types.js';
import { byCodeUnits } from '../text/order.js';

/** A change as the report's `diff.causes` row. */
function causeOf(c: Change, approved: boolean): PowerCause {
  return {
    file: c.site.file,
    line: c.site.span.line,
    column: c.site.span.column,
    kind: c.kind,
    ...(c.kinds ? { kinds: c.kinds } : {}),
    entry: c.subject,
    grant: c.grant,
    skills: c.reach.skills,
    actors: c.reach.actors,
    approved,
  };
}

export function causesOf(
  findings: readonly EscalationFinding[],
  settings: readonly GateSettingFinding[],
  approved: boolean,
): PowerCause[] {
  const changes = [...escalationChanges(findings), ...settings.map(gateSettingChange)];
  return changes
    .map((c) => causeOf(c, approved))
    .sort(
      (a, b) =>
        byCodeUnits(a.file, b.file) ||
        a.line - b.line ||
        a.column - b.column ||
        byCodeUnits(a.entry, b.entry) ||
        byCodeUnits(a.kind, b.kind),
    );
}
