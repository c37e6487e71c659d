// The causes of new power as the comment shows them: the report's `diff.causes` rows as they are
// (one per head-side site, SPEC §7), or, for a report from before they were recorded, the skills'
// escalations grouped by entry and change so that one change is still one row, however many
// skills show it (without a site, and without the actors it reaches, which such a report does
// not tie to a change).
import { ESCALATION_KINDS, unsitedGrant, type EscalationKind } from '../core/diff/changes.js';
import type { PowerCause, ReportDiff } from '../core/diff/types.js';
import { byCodeUnits } from '../core/text/order.js';

/** A row of the report's causes, or one made of an older report's escalations, which has no site. */
export type Cause = PowerCause | Omit<PowerCause, 'file' | 'line' | 'column'>;

/** "adds 'x', which writes" and "adds 'x', which is unsafe" as "adds 'x', which writes and is unsafe". */
function withPower(grant: string, other: string): string {
  const which = (g: string): string[] => {
    const at = g.indexOf(', which ');
    return at < 0 ? [] : g.slice(at + ', which '.length).split(/, | and /);
  };
  // In the order the kinds are listed (changes.ts), as the gate's own combined words are.
  const rank = (w: string): number => {
    const i = ESCALATION_KINDS.findIndex(
      (k) => k.startsWith('added-') && unsitedGrant({ entry: '', kind: k }).endsWith(w),
    );
    return i < 0 ? ESCALATION_KINDS.length : i;
  };
  const words = [...new Set([...which(grant), ...which(other)])].sort((a, b) => rank(a) - rank(b));
  const at = grant.indexOf(', which ');
  if (at < 0 || words.length === 0) return grant;
  const list = words.length < 2 ? words[0] : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
  return `${grant.slice(0, at)}, which ${list}`;
}

export function causesOf(diff: ReportDiff | null, approved: boolean): Cause[] {
  if (!diff) return [];
  if (diff.causes) return diff.causes;
  const groups = new Map<string, Cause>();
  for (const skill of diff.skills) {
    for (const e of skill.escalations) {
      // An entry added with several powers is one change: "adds 'x', which writes and is unsafe".
      const added = e.kind.startsWith('added-');
      const key = JSON.stringify([e.entry, added ? 'added' : e.kind, e.from ?? null, e.to ?? null]);
      let cause = groups.get(key);
      if (cause && added) {
        cause.grant = withPower(cause.grant, unsitedGrant(e));
        // Skills come one after another: the skill is listed already if it was the last one.
        if (cause.skills.at(-1) !== skill.name) cause.skills.push(skill.name);
        continue;
      }
      if (!cause) {
        cause = {
          kind: e.kind,
          entry: e.entry,
          grant: unsitedGrant(e),
          skills: [],
          actors: [],
          approved,
        };
        groups.set(key, cause);
      }
      cause.skills.push(skill.name);
    }
  }
  // The actors it reaches are not worked out here: the actors' own rows name what each gains.
  const causes = [...groups.values()];
  for (const cause of causes) cause.skills.sort(byCodeUnits);
  return causes;
}

/**
 * How much a kind of change can do, most first: entries the checker cannot see and a weakened
 * gate; unsafe; no human approval; writing (and what a writing entry runs or calls); the rest.
 */
const DANGER: readonly (readonly EscalationKind[])[] = [
  ['added-dynamic-mcp', 'gate-setting', 'mcp-launch'],
  ['unsafe', 'added-unsafe'],
  ['human_approval_required'],
  ['writes', 'added-writes', 'read_only', 'mcp_target', 'code', 'lifecycle', 'added-lifecycle'],
];

/** A cause's level in DANGER (0 the most dangerous; DANGER.length for the rest). */
export function dangerOf(cause: Cause): number {
  return dangerOfKinds(cause.kinds ?? [cause.kind]);
}

/** Levels of danger a kind can have: DANGER_LEVELS is below them all (no escalation). */
export const DANGER_LEVELS = DANGER.length;

/** The level in DANGER of the most dangerous of `kinds` (DANGER_LEVELS for none or unknown ones). */
export function dangerOfKinds(kinds: readonly string[]): number {
  let least = DANGER_LEVELS;
  for (const k of kinds) {
    const level = DANGER.findIndex((l) => (l as readonly string[]).includes(k));
    if (level >= 0 && level < least) least = level;
  }
  return least;
}

/**
 * The causes, most dangerous first and otherwise in the order given (file and line): a pull
 * request cannot bury an unsafe grant under hundreds of lesser ones that sort before it, past
 * the rows the comment has room for. Linear: a report may hold a million causes.
 */
export function byDanger<C extends Cause>(causes: readonly C[]): C[] {
  const levels: C[][] = Array.from({ length: DANGER.length + 1 }, () => []);
  for (const cause of causes) (levels[dangerOf(cause)] as C[]).push(cause);
  return levels.flat();
}
