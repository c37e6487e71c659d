// What changed in each affected skill's flattened set (SPEC §6): entries added, removed and
// changed, renames, and the escalations they bring. Most skills above a change are not compared
// whole: a skill whose own document is unchanged, that lists no changed tool and has no name
// conflict on either side, takes each name's first definition from the same own list and the same
// includes on both sides, so its entries can differ only under the names that differ in what it
// includes. Its diff compares just those names, and a change at the bottom of a deep chain costs
// each skill above it the size of the change, not the size of its set.
import { toolKey, type EffectiveTool } from '../effective.js';
import type { FlatEntry, FlatSet } from '../flatten.js';
import type { Project } from '../project.js';
import { powerOf } from '../power.js';
import { addedWidenings, widenings } from './changes.js';
import { breakingChanges, changedToolFields } from './fields.js';
import type { ChangedEntry, Escalation, SkillDiff } from './types.js';

/** What changed between a skill's two flattened sets, in the order found (unsorted). */
export interface EntryChanges {
  added: string[];
  removed: string[];
  changed: ChangedEntry[];
  escalations: Escalation[];
  renames: { from: string; to: string }[];
}

/** One affected skill's two sets and what changed between them. */
export interface SetDiff {
  status: SkillDiff['status'];
  before: FlatSet | undefined;
  after: FlatSet | undefined;
  changes: EntryChanges;
  /**
   * The names whose entry differs between the sides (present on one only, or another tool), or
   * undefined when a side cannot be flattened: then the skills above it are compared whole.
   */
  differing: Set<string> | undefined;
}

/**
 * The set diff of every affected skill. Included skills come first, so that a skill above them
 * can take the names to compare from their `differing`.
 */
export function diffAffectedSets(
  base: Project,
  head: Project,
  affected: ReadonlySet<string>,
  origins: ReadonlySet<string>,
): Map<string, SetDiff> {
  const out = new Map<string, SetDiff>();
  for (const name of includedFirst(base, head, affected)) {
    out.set(name, diffSets(base, head, name, namesToCompare(base, head, name, affected, origins, out)));
  }
  return out;
}

/**
 * The names a skill's sets can differ under, from its includes' diffs; undefined when the skill
 * must be compared whole: its own document or tools changed, a side has a name conflict (which
 * qualifies names), or an include's diff is not known.
 */
function namesToCompare(
  base: Project,
  head: Project,
  name: string,
  affected: ReadonlySet<string>,
  origins: ReadonlySet<string>,
  done: ReadonlyMap<string, SetDiff>,
): Set<string> | undefined {
  if (origins.has(name) || !base.skill(name) || !head.skill(name)) return undefined;
  const before = base.flatten(name);
  const after = head.flatten(name);
  if (!before || !after || before.conflicts.length > 0 || after.conflicts.length > 0) return undefined;
  const names = new Set<string>();
  for (const child of head.includeGraph.children(name)) {
    if (!affected.has(child)) continue;
    const differing = done.get(child)?.differing;
    if (!differing) return undefined;
    differing.forEach((n) => names.add(n));
  }
  return names;
}

/** The affected skills, each after the affected skills it includes (on either side) unless a cycle prevents it. */
function includedFirst(base: Project, head: Project, affected: ReadonlySet<string>): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const children = (name: string): string[] =>
    [...new Set([...base.includeGraph.children(name), ...head.includeGraph.children(name)])].filter((c) =>
      affected.has(c),
    );
  // Without recursion: include chains can be thousands deep.
  for (const start of affected) {
    if (seen.has(start)) continue;
    seen.add(start);
    const stack = [{ name: start, next: children(start), at: 0 }];
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as { name: string; next: string[]; at: number };
      const child = top.next[top.at++];
      if (child === undefined) {
        stack.pop();
        order.push(top.name);
      } else if (!seen.has(child)) {
        seen.add(child);
        stack.push({ name: child, next: children(child), at: 0 });
      }
    }
  }
  return order;
}

function diffSets(base: Project, head: Project, name: string, names: Set<string> | undefined): SetDiff {
  const status: SkillDiff['status'] = !base.skill(name) ? 'added' : !head.skill(name) ? 'removed' : 'changed';
  const before = status === 'added' ? undefined : base.flatten(name);
  const after = status === 'removed' ? undefined : head.flatten(name);
  if (names && before && after) {
    return {
      status,
      before,
      after,
      changes: compareNames(before, after, names),
      differing: differ(before, after, names),
    };
  }
  const changes = entryChanges(status, before, after);
  const differing =
    before && after
      ? differ(before, after, new Set([...before.entries.keys(), ...after.entries.keys()]))
      : undefined;
  return { status, before, after, changes, differing };
}

function sameTool(a: EffectiveTool, b: EffectiveTool): boolean {
  return a === b || toolKey(a) === toolKey(b);
}

/** Of `names`, those whose entry differs between the two sets. */
function differ(before: FlatSet, after: FlatSet, names: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const n of names) {
    const a = before.entries.get(n);
    const b = after.entries.get(n);
    if (!a || !b ? a !== b : !sameTool(a.tool, b.tool)) out.add(n);
  }
  return out;
}

/**
 * Both sides known, compared under `names` only (every other name holds the same entry on both
 * sides). Renames pair removed and added names in flattening's order: where more than one could
 * pair, both lists are put back in that order first.
 */
function compareNames(before: FlatSet, after: FlatSet, names: Set<string>): EntryChanges {
  const changes: EntryChanges = { added: [], removed: [], changed: [], escalations: [], renames: [] };
  names.forEach((n) => {
    const inBefore = before.entries.has(n);
    const inAfter = after.entries.has(n);
    if (inAfter && !inBefore) changes.added.push(n);
    if (inBefore && !inAfter) changes.removed.push(n);
  });
  if (
    changes.added.length > 0 &&
    changes.removed.length > 0 &&
    changes.added.length + changes.removed.length > 2
  ) {
    changes.added = inOrder(after, new Set(changes.added));
    changes.removed = inOrder(before, new Set(changes.removed));
  }
  compareEntries(before.entries, after.entries, names, changes);
  return changes;
}

/** `names` in the order of the set's entries. */
function inOrder(set: FlatSet, names: Set<string>): string[] {
  const out: string[] = [];
  for (const n of set.entries.keys()) if (names.has(n)) out.push(n);
  return out;
}

function entryChanges(
  status: SkillDiff['status'],
  before: FlatSet | undefined,
  after: FlatSet | undefined,
): EntryChanges {
  const changes: EntryChanges = { added: [], removed: [], changed: [], escalations: [], renames: [] };
  const { added, removed, escalations } = changes;
  const beforeEntries = before?.entries ?? new Map<string, FlatEntry>();
  const afterEntries = after?.entries ?? new Map<string, FlatEntry>();
  // A side that cannot be flattened has no known entries: say so rather than list everything as gone.
  const comparable = status !== 'changed' || (before !== undefined && after !== undefined);
  if (after && comparable) {
    for (const entryName of afterEntries.keys()) if (!beforeEntries.has(entryName)) added.push(entryName);
  }
  if (before && comparable) {
    for (const entryName of beforeEntries.keys()) if (!afterEntries.has(entryName)) removed.push(entryName);
  }
  if (before && after) {
    compareEntries(before.entries, after.entries, afterEntries.keys(), changes);
  } else if (after) {
    // The base side is unknown (no such skill, or one that cannot be flattened): taken as empty,
    // so that every entry with power is an escalation, never silently nothing (SPEC §6).
    for (const [entryName, entry] of afterEntries)
      escalations.push(...addedWidenings(powerOf(entry.tool), entryName));
  }
  return changes;
}

/** Both sides known: the changed entries among `names`, the renames, and every escalation they bring. */
function compareEntries(
  beforeEntries: ReadonlyMap<string, FlatEntry>,
  afterEntries: ReadonlyMap<string, FlatEntry>,
  names: Iterable<string>,
  { added, removed, changed, escalations, renames }: EntryChanges,
): void {
  for (const entryName of names) {
    const entry = afterEntries.get(entryName);
    const old = beforeEntries.get(entryName);
    if (!old || !entry) continue;
    const c = changedEntry(entryName, old.tool, entry.tool);
    if (c) changed.push(c);
    // Compared even when the declared definitions are equal: an override may hide what changed.
    if (old.tool !== entry.tool) escalations.push(...escalationsOf(old.tool, entry.tool, entryName));
  }
  for (const from of removed) {
    const candidates = added.filter((a) => a.endsWith(`.${from}`));
    const oldKey = toolKey(beforeEntries.get(from)!.tool);
    const to = candidates.find((a) => toolKey(afterEntries.get(a)!.tool) === oldKey) ?? candidates[0];
    if (to) {
      renames.push({ from, to });
      const old = beforeEntries.get(from);
      const now = afterEntries.get(to);
      if (old && now) escalations.push(...escalationsOf(old.tool, now.tool, to));
    }
  }
  const renamedTo = new Set(renames.map((r) => r.to));
  for (const entryName of added) {
    if (renamedTo.has(entryName)) continue;
    escalations.push(...addedWidenings(powerOf(afterEntries.get(entryName)!.tool), entryName));
  }
}

/** A tool's change, field by field; undefined when both sides are the same tool. */
export function changedEntry(
  name: string,
  before: EffectiveTool,
  after: EffectiveTool,
): ChangedEntry | undefined {
  if (before === after || toolKey(before) === toolKey(after)) return undefined;
  const fields = changedToolFields(before, after);
  const breaking = breakingChanges(before.input_schema, after.input_schema);
  return breaking.length > 0 ? { name, fields, breaking } : { name, fields };
}

function escalationsOf(before: EffectiveTool, after: EffectiveTool, entry: string): Escalation[] {
  return widenings(powerOf(before), powerOf(after), entry);
}
