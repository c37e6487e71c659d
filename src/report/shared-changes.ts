// A skill's changes that an included skill of the diff shows alike, written once. Down a chain of
// includes each skill shows the changes of the one it includes and a few of its own: listed in
// every skill, a change reaching a thousand skills through a thousand entries each was a million
// rows (SPEC §7: the report grows with the repository's definitions and the change, never with
// depth × width). A skill that shares at least SHARE_MIN changes with an included skill lists only
// the rest and names that skill (`sharedWith`); the reviewer reads the shared ones there.
import type { ChangedEntry, Escalation, ReportDiff, SharedChanges, SkillDiff } from '../core/diff/types.js';
import { byCodeUnits } from '../core/text/order.js';
import { includedInDiff } from './origins.js';

/** Fewer shared changes than this are listed: a reference would be no shorter to read. */
const SHARE_MIN = 32;

/** Included skills weighed per skill, at most: a clique's skills each include hundreds. */
const MAX_CANDIDATES = 8;

/** The diff's skills, each sharing what an included one shows alike (the rest as they are). */
export function withSharedChanges(diff: ReportDiff, edges: readonly [string, string][]): SkillDiff[] {
  return diff.skills.map((skill) => {
    if (skill.status !== 'changed' || skill.sharedWith || skill.changed.length < SHARE_MIN) return skill;
    const best = includedInDiff(skill, diff, edges)
      .slice(0, MAX_CANDIDATES)
      .map((other) => shared(skill, other))
      .reduce<Shared | undefined>((a, b) => (a && a.names.size >= b.names.size ? a : b), undefined);
    if (!best || best.names.size < SHARE_MIN) return skill;
    const { names, with: sharedWith } = best;
    return {
      ...skill,
      changed: skill.changed.filter((c) => !names.has(c.name)),
      escalations: skill.escalations.filter((e) => !names.has(e.entry)),
      sharedWith,
    };
  });
}

interface Shared {
  names: Set<string>;
  with: SharedChanges;
}

/**
 * The entries `skill` shows exactly as `other` does: the same change (fields and values) and the
 * same escalations. `except`: the entries `other` shows that `skill` does not show alike, so that
 * the skill's changes are its own list and `other`'s but those.
 */
function shared(skill: SkillDiff, other: SkillDiff): Shared {
  const mine = new Map(skill.changed.map((c) => [c.name, c]));
  const escalations = byEntry(skill.escalations);
  const theirs = byEntry(other.escalations);
  const names = new Set<string>();
  const except = new Set<string>();
  let escalated = 0;
  for (const c of other.changed) {
    const alike =
      sameChange(mine.get(c.name), c) && sameEscalations(escalations.get(c.name), theirs.get(c.name));
    if (alike) {
      names.add(c.name);
      escalated += theirs.get(c.name)?.length ?? 0;
    } else except.add(c.name);
  }
  // An escalation of an entry `other` does not list as changed (an added one) is not shared.
  theirs.forEach((_, entry) => {
    if (!names.has(entry)) except.add(entry);
  });
  return {
    names,
    with: {
      skill: other.name,
      changed: names.size,
      escalations: escalated,
      ...(except.size > 0 ? { except: [...except].sort(byCodeUnits) } : {}),
    },
  };
}

function byEntry(escalations: readonly Escalation[]): Map<string, Escalation[]> {
  const out = new Map<string, Escalation[]>();
  for (const e of escalations) {
    const list = out.get(e.entry) ?? [];
    if (list.length === 0) out.set(e.entry, list);
    list.push(e);
  }
  return out;
}

function sameChange(a: ChangedEntry | undefined, b: ChangedEntry): boolean {
  return a !== undefined && sameData({ ...a, name: '' }, { ...b, name: '' });
}

function sameEscalations(a: readonly Escalation[] = [], b: readonly Escalation[] = []): boolean {
  return sameData(a, b);
}

/** Whether two pieces of JSON data are equal, without writing them out: this runs per entry. */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const [keysA, keysB] = [Object.keys(a), Object.keys(b)];
  if (keysA.length !== keysB.length) return false;
  const [recA, recB] = [a as Record<string, unknown>, b as Record<string, unknown>];
  return keysA.every((k) => Object.hasOwn(recB, k) && sameData(recA[k], recB[k]));
}

/** The shared changes in words: "and 997 changes as 'x/b' shows them, but 'x/t'". */
export function sharedWords(shared: SharedChanges, name: (n: string) => string): string {
  const but = shared.except?.length ? `, but ${shared.except.map(name).join(', ')}` : '';
  return `and ${shared.changed} ${shared.changed === 1 ? 'change' : 'changes'} as ${name(shared.skill)} shows them${but}`;
}
