// Explain with a base (SPEC §10): the head's explanation with what the head changes marked — an
// entry (or a skill or actor reaching a tool) added, removed or changed, and each changed field
// with its base value. A base entry under a name a rename changed is read under its new name.
import { canonicalJson } from '../power/effective.js';
import {
  entryTools,
  type CapabilityOrigins,
  type ExplainedEntry,
  type ExplainedReach,
  type Explanation,
} from './explain.js';
import type { EffectiveTool } from '../power/effective.js';
import { powerOf } from '../power/power.js';
import { GRANTS_WHEN, type FlagField } from '../model/power-fields.js';
import { judgedBefore, unresolvedOnBase } from '../diff/sets.js';
import type { EntryRun } from './runs.js';
import type { Change } from '../diff/changes.js';
import { targetParts } from '../power/effective.js';

/**
 * Marks `head` against `base`; either may be missing (the subject is new, or gone). `renamed`
 * gives a base entry's name on the head (the diff's renames), so a rename is no addition.
 */
export function markChanges(
  head: Explanation | undefined,
  base: Explanation | undefined,
  renamed: (entry: string) => string = (entry) => entry,
): Explanation {
  if (!head) {
    const gone = base as Explanation;
    return {
      ...gone,
      ...(gone.entries && { entries: gone.entries.map((e) => ({ ...e, change: 'removed' as const })) }),
      ...(gone.reachedBy && { reachedBy: gone.reachedBy.map((r) => ({ ...r, change: 'removed' as const })) }),
    };
  }
  const out: Explanation = { ...head };
  if (head.entries)
    out.entries = markList(
      head.entries,
      base?.entries ?? [],
      (e) => e.name,
      (e) => renamed(e.name),
    );
  // A skill or actor reaches a renamed tool under the tool's new name: the same reach.
  const reachKey = (r: ExplainedReach, entry: string): string => `${r.kind}\0${r.name}\0${entry}`;
  if (head.reachedBy)
    out.reachedBy = markList(
      head.reachedBy,
      base?.reachedBy ?? [],
      (r) => reachKey(r, r.entry),
      (r) => reachKey(r, renamed(r.entry)),
    );
  return out;
}

/** `baseKey`: a base item's key as the head names it. */
function markList<T extends ExplainedEntry | ExplainedReach>(
  head: T[],
  base: T[],
  key: (item: T) => string,
  baseKey: (item: T) => string = key,
): T[] {
  const before = new Map(base.map((item) => [baseKey(item), item]));
  const out: T[] = head.map((item) => {
    const was = before.get(key(item));
    before.delete(key(item));
    if (!was) return { ...item, change: 'added' };
    const capability = markFields(item.capability, was.capability, judgedBase(was, item));
    const sourceChanged = 'source' in item && 'source' in was && item.source !== was.source;
    const runs = markRuns(item.runs, was.runs);
    const changed =
      sourceChanged ||
      runs?.some((r) => r.change !== undefined) === true ||
      Object.values(capability).some((f) => f.change !== undefined);
    return changed ? { ...item, capability, ...(runs ? { runs } : {}), change: 'changed' } : item;
  });
  // What the base had and the head lost, after the head's own, in the base's order.
  before.forEach((item) => out.push({ ...item, change: 'removed' }));
  return out;
}

function markFields(
  head: CapabilityOrigins,
  base: CapabilityOrigins,
  judged: Partial<Record<string, boolean>>,
): CapabilityOrigins {
  const out: CapabilityOrigins = {};
  for (const [field, origin] of Object.entries(head)) {
    const was = base[field];
    const from = judged[field] ?? was?.value;
    out[field] =
      was && canonicalJson(from) !== canonicalJson(origin.value)
        ? { ...origin, change: 'changed', from }
        : origin;
  }
  return out;
}

/**
 * The flags the gate reads a base entry with where they differ from its power: a restraint written
 * so that a loader may or may not apply it, which the head writes otherwise, is read as that
 * restraint (diff/sets.ts judgedBefore). For an entry one definition brings on each side, as the
 * gate judges it; none otherwise.
 */
function judgedBase(
  was: ExplainedEntry | ExplainedReach,
  now: ExplainedEntry | ExplainedReach,
): Partial<Record<string, boolean>> {
  const [before, after] = [entryTools(was), entryTools(now)];
  if (before.length !== 1 || after.length !== 1) return {};
  const [b, a] = [before[0] as EffectiveTool, after[0] as EffectiveTool];
  if (unresolvedOnBase(b, a)) return {};
  const [power, judged] = [powerOf(b), judgedBefore(b, a)];
  const out: Partial<Record<string, boolean>> = {};
  for (const field of Object.keys(GRANTS_WHEN) as FlagField[])
    if (judged[field] !== power[field]) out[field] = judged[field];
  return out;
}

/** What an entry runs, as a run is told apart across trees: by what it is, not by its line. */
const runKey = (r: EntryRun): string =>
  canonicalJson([r.kind, r.text ?? null, r.digest ?? null, r.source ?? null]);

/**
 * The head's runs with those the base lacks marked added, then the base's the head lacks, marked
 * removed; undefined where neither runs anything.
 */
function markRuns(head: EntryRun[] | undefined, base: EntryRun[] | undefined): EntryRun[] | undefined {
  if (!head && !base) return undefined;
  const had = new Set((base ?? []).map(runKey));
  const has = new Set((head ?? []).map(runKey));
  return [
    ...(head ?? []).map((r) => (had.has(runKey(r)) ? r : { ...r, change: 'added' as const })),
    ...(base ?? []).filter((r) => !has.has(runKey(r))).map((r) => ({ ...r, change: 'removed' as const })),
  ];
}

/**
 * The head's explanation with each entry that calls a pinned MCP server the head starts otherwise
 * (`relaunches`: the diff's `mcp-launch` changes, relaunched-servers.ts) marked changed, the launch
 * listed among its runs at the configuration's line: the server's inventory may no longer be what
 * answers, which the gate judges as an escalation of what calls it.
 */
export function markRelaunched(explanation: Explanation, relaunches: readonly Change[]): Explanation {
  const launches = new Map<string, EntryRun>();
  for (const c of relaunches) {
    if (c.kind !== 'mcp-launch' || !c.subject.startsWith('mcp:')) continue;
    const server = c.subject.slice('mcp:'.length);
    const source = `${c.grant}: its inventory may not be what answers now`;
    launches.set(server, {
      kind: 'launch',
      text: server,
      source,
      file: c.site.file,
      line: c.site.span.line,
      change: 'added',
    });
  }
  if (launches.size === 0) return explanation;
  const mark = <T extends ExplainedEntry | ExplainedReach>(item: T): T => {
    if (item.change === 'removed') return item;
    const named = /(?:^|\.)mcp:(.+)\/[^/]*$/.exec('entry' in item ? item.entry : item.name)?.[1];
    const servers = new Set(named === undefined ? [] : [named]);
    for (const r of item.runs ?? []) if (r.kind === 'calls' && r.text) servers.add(targetParts(r.text)[0]);
    const added = [...servers].flatMap((s) => launches.get(s) ?? []);
    if (added.length === 0) return item;
    return { ...item, runs: [...(item.runs ?? []), ...added], change: item.change ?? 'changed' };
  };
  return {
    ...explanation,
    ...(explanation.entries && { entries: explanation.entries.map(mark) }),
    ...(explanation.reachedBy && { reachedBy: explanation.reachedBy.map(mark) }),
  };
}
