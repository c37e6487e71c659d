// What changed in each affected skill's flattened set (SPEC §6): entries added, removed and
// changed, renames, and the escalations they bring. Most skills above a change are not compared
// whole: a skill whose own document is unchanged, that lists no changed tool and has no name
// conflict on either side, takes each name's first definition from the same own list and the same
// includes on both sides, so its entries can differ only under the names that differ in what it
// includes. Its diff compares just those names, and a change at the bottom of a deep chain costs
// each skill above it the size of the change, not the size of its set.
import { canonicalJson, toolKey, type EffectiveTool } from '../power/effective.js';
import { overMap, type FlatEntry } from '../sets/flat-entries.js';
import type { FlatSet } from '../project/flatten.js';
import type { Project } from '../project/project.js';
import { powerOf, type Power } from '../power/power.js';
import { GRANTS_WHEN, type FlagField } from '../model/power-fields.js';
import { neededFirst } from '../text/order.js';
import { addedWidenings, widenings } from './changes.js';
import { breakingChanges, changedToolFields, shownBeside } from './fields.js';
import type { Renames } from './renames.js';
import type { ChangedEntry, Escalation, SkillDiff } from './types.js';

/** What changed between a skill's two flattened sets, in the order found (unsorted). */
interface EntryChanges {
  added: string[];
  removed: string[];
  changed: ChangedEntry[];
  escalations: Escalation[];
  renames: { from: string; to: string }[];
}

/** A side's entry under a name, or undefined when it has none. */
type Lookup = (name: string) => FlatEntry | undefined;

/** One affected skill's two sets and what changed between them. */
export interface SetDiff {
  status: SkillDiff['status'];
  /** Whether each side's set is known (flattened; a side without the skill is not). */
  flattened: { base: boolean; head: boolean };
  /** Counted when asked: only the skills the diff lists need their counts (SPEC §12). */
  tokens(): { before: number | null; after: number | null };
  changes: EntryChanges;
  /**
   * The names whose entry differs between the sides (present on one only, or another tool), or
   * undefined when a side cannot be flattened: then the skills above it are compared whole.
   */
  differing: Set<string> | undefined;
  /** The base's entry under a name (under a name not in `differing`, the head's holds the same). */
  before: Lookup;
}

/**
 * The set diff of every affected skill. Included skills come first, so that a skill above them
 * can be derived from their diffs.
 */
export function diffAffectedSets(
  trees: { base: Project; head: Project; renames: Renames },
  affected: ReadonlySet<string>,
  origins: ReadonlySet<string>,
): Map<string, SetDiff> {
  const { base, head, renames } = trees;
  const out = new Map<string, SetDiff>();
  for (const name of includedFirst(base, head, affected)) {
    const derived = origins.has(name) ? undefined : derive(trees, name, affected, out);
    out.set(name, derived ?? wholeDiff(base, head, name, renames));
  }
  return out;
}

/**
 * A skill's diff from its includes' diffs, without flattening its base side: its own list and
 * includes are the same on both sides, so each name its includes' diffs list is looked up on the
 * base through them (the first definition, as flattening takes it), and every other name holds
 * the same entry on both sides. Undefined where the skill must be compared whole: a side has a
 * name conflict (which qualifies names), an include's diff is not known, or renames need the
 * base's order.
 */
function derive(
  { base, head, renames }: { base: Project; head: Project; renames: Renames },
  name: string,
  affected: ReadonlySet<string>,
  done: ReadonlyMap<string, SetDiff>,
): SetDiff | undefined {
  if (!base.skill(name) || !head.skill(name)) return undefined;
  const after = head.flatten(name);
  if (!after || after.conflicts.length > 0) return undefined;
  const names = new Set<string>();
  for (const child of head.includeGraph.children(name)) {
    if (!affected.has(child)) continue;
    const differing = done.get(child)?.differing;
    if (!differing) return undefined;
    differing.forEach((n) => names.add(n));
  }
  const beforeEntries = new Map<string, FlatEntry | undefined>();
  for (const n of names) {
    // An included skill outside the diff, or a name its diff does not list: the head's entry.
    const read = (child: FlatSet): FlatEntry | undefined =>
      (done.get(child.skill)?.before ?? ((x: string) => child.entries.get(x)))(n);
    const [first, ...others] = after.definitionsOf(n, read);
    if (first && others.some((e) => !sameTool(e.tool, first.tool))) return undefined; // a conflict on the base
    beforeEntries.set(n, first);
  }
  const before: Lookup = (n) => (names.has(n) ? beforeEntries.get(n) : after.entries.get(n));
  const changes = compareNames(before, after, names, renames);
  if (!changes) return undefined;
  return {
    status: 'changed',
    flattened: { base: true, head: true },
    // Counted from the head's set and the names that differ: work that grows with the change.
    tokens: () => ({
      before: after.tokens.countWith(
        [...names].map(
          (n) => [before(n), after.entries.get(n)] as [FlatEntry | undefined, FlatEntry | undefined],
        ),
      ),
      after: after.tokens.count(),
    }),
    changes,
    differing: differ(before, (n) => after.entries.get(n), names),
    before,
  };
}

/** The affected skills, each after the affected skills it includes (on either side) unless a cycle prevents it. */
function includedFirst(base: Project, head: Project, affected: ReadonlySet<string>): string[] {
  return neededFirst(affected, (name) => [
    ...new Set([...base.includeGraph.children(name), ...head.includeGraph.children(name)]),
  ]);
}

/** A skill's diff from its two whole sets (a renamed skill's base side is its old name's). */
function wholeDiff(base: Project, head: Project, name: string, renames: Renames): SetDiff {
  const from = renames.baseSkill(name);
  const status: SkillDiff['status'] = !base.skill(from) ? 'added' : !head.skill(name) ? 'removed' : 'changed';
  const before = status === 'added' ? undefined : base.flatten(from);
  const after = status === 'removed' ? undefined : head.flatten(name);
  const lookup: Lookup = (n) => before?.entries.get(n);
  // Renamed entries pair names the layers do not know: those sets are compared whole.
  const layered =
    before && after && renames.tools.size === 0 && renames.skills.size === 0
      ? layeredDiff(before, after)
      : undefined;
  const differing =
    layered?.differing ??
    (before && after
      ? differ(
          lookup,
          (n) => after.entries.get(n),
          new Set([...before.entries.keys(), ...after.entries.keys()]),
        )
      : undefined);
  return {
    status,
    flattened: { base: before !== undefined, head: after !== undefined },
    tokens: () => ({ before: before?.tokens.count() ?? null, after: after?.tokens.count() ?? null }),
    changes: layered?.changes ?? entryChanges(status, before, after, renames),
    differing,
    before: lookup,
  };
}

/** What one name's entry does between the sides; undefined when nothing (the same tool, or none). */
interface NameChange {
  added: boolean;
  removed: boolean;
  changed: ChangedEntry | undefined;
  escalations: Escalation[];
  /** Present on one side only, or another tool (not merely another object). */
  differs: boolean;
}

function nameChange(
  name: string,
  old: FlatEntry | undefined,
  now: FlatEntry | undefined,
): NameChange | undefined {
  if (old?.tool === now?.tool) return undefined;
  if (old && now) return entryChange(name, old, now) ?? undefined;
  const escalations = now ? addedWidenings(powerOf(now.tool), name) : [];
  return { added: !old, removed: !now, changed: undefined, escalations, differs: true };
}

/**
 * An entry's change by its two objects: down a chain each skill holds the entries of the one it
 * includes as the very same objects (a set with a conflict copies them into a map of its own),
 * so each pair is judged once, not once per skill above it, and every skill that holds the pair
 * holds the same escalations, as skills holding the same maps do (pairDiff): the walk to their
 * causes is then walked once for all of them. Null when nothing changed.
 */
const changesOfEntries = new WeakMap<
  FlatEntry,
  WeakMap<FlatEntry, { name: string; change: NameChange | null }>
>();

function entryChange(name: string, old: FlatEntry, now: FlatEntry): NameChange | null {
  let byNow = changesOfEntries.get(old);
  if (!byNow) changesOfEntries.set(old, (byNow = new WeakMap()));
  const known = byNow.get(now);
  // The words of a change name the entry: a pair met under another name is judged anew.
  if (known?.name === name) return known.change;
  const change = judgedChange(name, old.tool, now.tool);
  if (!known) byNow.set(now, { name, change });
  return change;
}

function judgedChange(name: string, old: EffectiveTool, now: EffectiveTool): NameChange | null {
  const changed = changedEntry(name, old, now);
  // Compared even when the declared definitions are equal: an override may hide what changed.
  const escalations = escalationsOf(old, now, name);
  const differs = !sameTool(old, now);
  // Two parses of one tool are two objects: kept only when they differ, so that a re-read
  // inventory costs each skill above it what changed in it.
  if (!changed && escalations.length === 0 && !differs) return null;
  return { added: false, removed: false, changed, escalations, differs };
}

type Entries = ReadonlyMap<string, FlatEntry>;

/**
 * The changes between two maps of entries, name by name, worked out once per pair: many sets
 * hold the very same maps (each skill using one whole server, say, or the same override of it),
 * so a changed inventory costs each of those skills the size of the change, not of the server.
 */
const pairDiffs = new WeakMap<Entries, WeakMap<Entries, ReadonlyMap<string, NameChange>>>();

function pairDiff(
  before: Entries,
  after: Entries,
  diff: (before: Entries, after: Entries) => ReadonlyMap<string, NameChange>,
): ReadonlyMap<string, NameChange> {
  let byAfter = pairDiffs.get(before);
  if (!byAfter) pairDiffs.set(before, (byAfter = new WeakMap()));
  let out = byAfter.get(after);
  if (!out) byAfter.set(after, (out = diff(before, after)));
  return out;
}

/** Two plain maps' changes (pairDiff). */
function mapDiff(before: Entries, after: Entries): ReadonlyMap<string, NameChange> {
  return pairDiff(before, after, (before, after) => {
    const out = new Map<string, NameChange>();
    if (before === after) return out;
    for (const [n, old] of before) {
      const change = nameChange(n, old, after.get(n));
      if (change) out.set(n, change);
    }
    for (const [n, now] of after) {
      if (before.has(n)) continue;
      const change = nameChange(n, undefined, now);
      if (change) out.set(n, change);
    }
    return out;
  });
}

/**
 * Two sets' entries' changes (pairDiff), read as layers over plain maps (flat-entries.ts): the
 * names the layers hold compared one by one, every other name read from the maps' own diff.
 */
function entriesDiff(before: Entries, after: Entries): ReadonlyMap<string, NameChange> {
  return pairDiff(before, after, (before, after) => {
    const b = overMap(before);
    const a = overMap(after);
    const out = new Map<string, NameChange>();
    const over = new Set([...b.over, ...a.over]);
    mapDiff(b.under, a.under).forEach((change, n) => {
      if (!over.has(n)) out.set(n, change);
    });
    for (const n of over) {
      const change = nameChange(n, before.get(n), after.get(n));
      if (change) out.set(n, change);
    }
    return out;
  });
}

/**
 * Both sets' changes (entriesDiff) as a set's diff lists them. Undefined where renames could pair
 * names (they need the whole sets' order): then the sets are compared whole.
 */
function layeredDiff(
  before: FlatSet,
  after: FlatSet,
): { changes: EntryChanges; differing: Set<string> } | undefined {
  const changes: EntryChanges = { added: [], removed: [], changed: [], escalations: [], renames: [] };
  const differing = new Set<string>();
  entriesDiff(before.entries, after.entries).forEach((change, n) => {
    if (change.added) changes.added.push(n);
    if (change.removed) changes.removed.push(n);
    if (change.changed) changes.changed.push(change.changed);
    changes.escalations.push(...change.escalations);
    if (change.differs) differing.add(n);
  });
  if (changes.added.length > 0 && changes.removed.length > 0) return undefined;
  // A qualified name gone while its name stays (a conflict gone): whole, to judge the name's entry
  // against the definition the base had under the qualified one (compareEntries).
  if (
    changes.removed.some(
      (r) => after.entries.has(r.slice(r.indexOf('.') + 1)) && qualifies(r, r.slice(r.indexOf('.') + 1)),
    )
  )
    return undefined;
  return { changes, differing };
}

/** Whether two entries are the same tool, as the diff compares them. */
export function sameTool(a: EffectiveTool, b: EffectiveTool): boolean {
  return a === b || toolKey(a) === toolKey(b);
}

/** Of `names`, those whose entry differs between the two sides. */
function differ(before: Lookup, after: Lookup, names: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const n of names) {
    const a = before(n);
    const b = after(n);
    if (!a || !b ? a !== b : !sameTool(a.tool, b.tool)) out.add(n);
  }
  return out;
}

/**
 * Both sides known, compared under `names` only (every other name holds the same entry on both
 * sides). Renames pair removed and added names in flattening's order: where more than one could
 * pair, that order is the whole sets' (undefined: compare them whole).
 */
function compareNames(
  before: Lookup,
  after: FlatSet,
  names: Set<string>,
  renames: Renames,
): EntryChanges | undefined {
  const changes: EntryChanges = { added: [], removed: [], changed: [], escalations: [], renames: [] };
  for (const n of names) {
    const inBefore = before(n) !== undefined;
    const inAfter = after.entries.has(n);
    if (inAfter && !inBefore) changes.added.push(n);
    if (inBefore && !inAfter) changes.removed.push(n);
  }
  pairRenamed(changes, renames, before, (n) => after.entries.get(n));
  const { added, removed } = changes;
  if (added.length > 0 && removed.length > 0 && added.length + removed.length > 2) return undefined;
  compareEntries(before, (n) => after.entries.get(n), names, changes);
  return changes;
}

function entryChanges(
  status: SkillDiff['status'],
  before: FlatSet | undefined,
  after: FlatSet | undefined,
  renames: Renames,
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
    const was: Lookup = (n) => beforeEntries.get(n);
    const now: Lookup = (n) => afterEntries.get(n);
    pairRenamed(changes, renames, was, now);
    compareEntries(was, now, afterEntries.keys(), changes);
  } else if (after) {
    // The base side is unknown (no such skill, or one that cannot be flattened): taken as empty,
    // so that every entry with power is an escalation, never silently nothing (SPEC §6).
    for (const [entryName, entry] of afterEntries)
      escalations.push(...addedWidenings(powerOf(entry.tool), entryName));
  }
  return changes;
}

/**
 * Takes out of `added` and `removed` each pair of entries that a renamed definition renames (a
 * tool's new name, a renamed skill's qualification): a rename, judged as the entry it was.
 */
function pairRenamed(changes: EntryChanges, renames: Renames, before: Lookup, after: Lookup): void {
  if (changes.added.length === 0 || changes.removed.length === 0) return;
  const added = new Set(changes.added);
  const paired = new Map<string, string>();
  for (const from of changes.removed) {
    const to = renames.entry(from);
    if (to !== from && added.has(to) && !paired.has(to)) paired.set(to, from);
  }
  if (paired.size === 0) return;
  const gone = new Set(paired.values());
  changes.added = changes.added.filter((n) => !paired.has(n));
  changes.removed = changes.removed.filter((n) => !gone.has(n));
  for (const [to, from] of paired) {
    const old = before(from) as FlatEntry;
    const now = after(to) as FlatEntry;
    changes.renames.push({ from, to });
    const c = changedEntry(to, old.tool, now.tool);
    if (c) changes.changed.push(c);
    if (old.tool !== now.tool) changes.escalations.push(...escalationsOf(old.tool, now.tool, to));
  }
}

/** Both sides known: the changed entries among `names`, the renames, and every escalation they bring. */
function compareEntries(
  before: Lookup,
  after: Lookup,
  names: Iterable<string>,
  { added, removed, changed, escalations, renames }: EntryChanges,
): void {
  for (const entryName of names) {
    const entry = after(entryName);
    const old = before(entryName);
    if (!old || !entry) continue;
    const c = changedEntry(entryName, old.tool, entry.tool);
    if (c) changed.push(c);
    // Compared even when the declared definitions are equal: an override may hide what changed.
    // Where a conflict gone hands the name to a definition the base had under a qualified name
    // (`x/s2.x/a` is `x/a` now, the base's `x/a` another skill's), judged against that one.
    if (old.tool !== entry.tool)
      escalations.push(
        ...escalationsOf(
          unqualifiedFrom(entryName, entry.tool, removed, before) ?? old.tool,
          entry.tool,
          entryName,
        ),
      );
  }
  for (const from of removed) {
    const candidates = added.filter((a) => a.endsWith(`.${from}`));
    const oldKey = toolKey(before(from)!.tool);
    const to = candidates.find((a) => toolKey(after(a)!.tool) === oldKey) ?? candidates[0];
    if (to) {
      renames.push({ from, to });
      const old = before(from);
      const now = after(to);
      if (old && now) escalations.push(...escalationsOf(old.tool, now.tool, to));
    }
  }
  const renamedTo = new Set(renames.map((r) => r.to));
  // The other way: a conflict gone (a tool dropped from one included skill) unqualifies the name
  // the other contributor's entry had (`x/s2.x/a` is `x/a` again). Only the same definition is the
  // entry it was; another is new.
  const renamedFrom = new Set(renames.map((r) => r.from));
  for (const to of added) {
    if (renamedTo.has(to)) continue;
    const key = toolKey(after(to)!.tool);
    const from = removed.find(
      (r) => !renamedFrom.has(r) && qualifies(r, to) && toolKey(before(r)!.tool) === key,
    );
    if (from === undefined) continue;
    renames.push({ from, to });
    renamedFrom.add(from);
    renamedTo.add(to);
    escalations.push(...escalationsOf(before(from)!.tool, after(to)!.tool, to));
  }
  for (const entryName of added) {
    if (renamedTo.has(entryName)) continue;
    escalations.push(...addedWidenings(powerOf(after(entryName)!.tool), entryName));
  }
}

/** The base's definition of a removed `<contributor>.<name>` alike to the head's `tool` of `name`, if any. */
function unqualifiedFrom(
  name: string,
  tool: EffectiveTool,
  removed: readonly string[],
  before: Lookup,
): EffectiveTool | undefined {
  const candidates = removed.filter((r) => qualifies(r, name));
  if (candidates.length === 0) return undefined;
  const key = toolKey(tool);
  for (const r of candidates) {
    const was = before(r)?.tool;
    if (was && toolKey(was) === key) return was;
  }
  return undefined;
}

/** Whether `qualified` is `name` qualified by a contributor: `<skill>.<name>` (a skill's name has a `/`, no `:`). */
function qualifies(qualified: string, name: string): boolean {
  if (!qualified.endsWith(`.${name}`)) return false;
  const contributor = qualified.slice(0, qualified.length - name.length - 1);
  return contributor.includes('/') && !contributor.includes(':');
}

/**
 * A tool's change, field by field, without its name, by the two tools: one tool's change reaches
 * every skill above it (9,000 of them in a deep chain) as the same two objects, compared once.
 */
const toolChanges = new WeakMap<EffectiveTool, WeakMap<EffectiveTool, Omit<ChangedEntry, 'name'> | null>>();

/** A tool's change, field by field; undefined when both sides are the same tool. */
export function changedEntry(
  name: string,
  before: EffectiveTool,
  after: EffectiveTool,
): ChangedEntry | undefined {
  if (before === after) return undefined;
  let byAfter = toolChanges.get(before);
  if (!byAfter) toolChanges.set(before, (byAfter = new WeakMap()));
  let change = byAfter.get(after);
  if (change === undefined) {
    change = toolKey(before) === toolKey(after) ? null : fieldChanges(before, after);
    byAfter.set(after, change);
  }
  return change ? { name, ...change } : undefined;
}

function fieldChanges(before: EffectiveTool, after: EffectiveTool): Omit<ChangedEntry, 'name'> {
  const { fields, values } = changedToolFields(before, after);
  const breaking = breakingChanges(before.input_schema, shownBeside(before, after).input_schema);
  return { fields, ...(breaking.length > 0 ? { breaking } : {}), values };
}

function escalationsOf(before: EffectiveTool, after: EffectiveTool, entry: string): Escalation[] {
  // A base entry that resolved to nothing (a tool missing, unparseable or unreadable on the base)
  // is unknown there, and an unknown base is no excuse (SPEC §6): read as absent, not as the most
  // it could be, or the tool the head brings would be judged against everything.
  if (unresolvedOnBase(before, after)) return addedWidenings(powerOf(after), entry);
  return widenings(judgedBefore(before, after), powerOf(after), entry);
}

/**
 * The base's power as the head is judged against it: a flag its capability sets in a way a loader
 * may read as a restraint (`human_approval_required: yes`, true to PyYAML), which the head writes
 * otherwise, is that restraint, as the runtime may have kept it (SPEC §6).
 */
export function judgedBefore(before: EffectiveTool, after: EffectiveTool): Power {
  const power = powerOf(before);
  const restrained = before.restrained;
  if (!restrained) return power;
  const out = { ...power };
  for (const [field, values] of Object.entries(restrained) as [FlagField, unknown[]][])
    if (canonicalJson(after.restrained?.[field]) !== canonicalJson(values)) out[field] = !GRANTS_WHEN[field];
  return out;
}

/** Whether an entry the base could not resolve is a known entry on the head. */
export function unresolvedOnBase(before: EffectiveTool, after: EffectiveTool): boolean {
  return before.source === 'unresolved' && after.source !== 'unresolved';
}
