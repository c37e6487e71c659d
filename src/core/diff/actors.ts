// Actors in the diff (SPEC §6): each actor's effective set on base and head, matched by name, and
// every widening of it located at its head-side cause. A widening that one of the actor's skills
// already shows is that skill's cause (the actor joins its reach); one that comes from the actor's
// own document (a skill it takes on, a policy it loosens, an actor new on the head) is a cause of
// its own, at the `skills` entry or policy key.
import { patternReadAlike } from '../model/names.js';
import { canonicalJson, toolKey, type EffectiveTool } from '../power/effective.js';
import {
  actorSet,
  allowingPattern,
  policyBlock,
  powerThrough,
  type ActorEntry,
  type ActorSet,
  type PolicyBlock,
} from '../project/actor-set.js';
import { powerOf } from '../power/power.js';
import type { Project } from '../project/project.js';
import type { ActorInfo } from '../kinds/actor.js';
import {
  isRecord,
  own,
  siteKey,
  valuesAt,
  type Definition,
  type Site,
  type SourceFile,
} from '../model/model.js';
import type { Finding, Span } from '../model/diagnostic.js';
import type { ParsedDocument } from '../yaml/load.js';
import { ADDED_KINDS, addedWidenings, shows, widenings, type EscalationFinding } from './changes.js';
import type { Renames } from './renames.js';
import { loosenedPolicy } from './policy.js';
import { judgedBefore, unresolvedOnBase, type SetDiff } from './sets.js';
import type { FindingsBySkill } from './by-escalation.js';
import type { ActorDiff, Escalation } from './types.js';
import { byCodeUnits } from '../text/order.js';
import { yaml11Signature } from '../yaml/load.js';
import { quoted } from '../text/words.js';

/** The same documents: one parse (the head lends the base its records), or equal values (no lending). */
function sameDefinitions(a: readonly ActorInfo[], b: readonly ActorInfo[]): boolean {
  return (
    a.length === b.length &&
    a.every((x, i) => {
      const y = b[i];
      return (
        y !== undefined &&
        (x.def.doc === y.def.doc ||
          // Equal values may name other things where PyYAML reads a scalar otherwise (`1e3`, `1000`).
          (yaml11Signature(x.def.value) === yaml11Signature(y.def.value) &&
            canonicalJson(x.def.value) === canonicalJson(y.def.value)))
      );
    })
  );
}

/** An actor's effective set on each side, the base's under the head's names (what told.ts reads). */
export interface ActorSets {
  before: ActorSet;
  after: ActorSet;
}

export function diffActors(
  base: Project,
  head: Project,
  { skills: changedSkills, sets: skillSets }: { skills: Set<string>; sets: ReadonlyMap<string, SetDiff> },
  bySkill: FindingsBySkill,
  renames: Renames,
): { actors: ActorDiff[]; findings: EscalationFinding[]; sets: Map<string, ActorSets> } {
  const actors: ActorDiff[] = [];
  const sets = new Map<string, ActorSets>();
  const found = new ActorFindings();
  const unread = unreadActors(base, head);
  const names = [
    ...new Set([...base.actorsByName.keys(), ...head.actorsByName.keys(), ...unread.keys()]),
  ].sort(byCodeUnits);
  for (const name of names) {
    // A renamed actor is its old self under the new name; the old name is not diffed on its own,
    // unless a file or folder the checker cannot read still holds it: the runtime may load the
    // old name from there too, whatever the copy under the new name says.
    if (renames.actors.has(name) && !unread.has(name)) continue;
    const before = base.actorsByName.get(renames.baseActor(name)) ?? [];
    const after = head.actorsByName.get(name) ?? unread.get(name) ?? [];
    const docChanged = !sameDefinitions(before, after);
    const beforeSkills = listed(before).map((s) => renames.skills.get(s) ?? s);
    const afterSkills = listed(after);
    const touched =
      beforeSkills.some((s) => changedSkills.has(s)) || afterSkills.some((s) => changedSkills.has(s));
    if (!docChanged && !touched) continue;
    const whole = docChanged || unread.has(name);
    const only = whole ? undefined : differingNames({ base, head }, after, skillSets, renames);
    const a = inHeadNames(actorSet(base, judgedBase(before, after), only), renames);
    const b = actorSet(head, after, only);
    const { added, removed, changed, escalations } = setChanges(a, b);
    const bothSides = before.length > 0 && after.length > 0;
    // A loosened policy is shown even where the set stays the same: a guard is gone.
    const policy = docChanged
      ? loosenedPolicy(judgedBase(before, after), after, (p) => renames.pattern(p, base))
      : [];
    const changes = added.length + removed.length + changed.length + escalations.length + policy.length;
    if (bothSides && changes === 0) continue;
    const carriers = carriersOf(
      changedSkills,
      { skills: beforeSkills, set: a },
      { skills: afterSkills, set: b },
    );
    escalations.sort((x, y) => byCodeUnits(x.entry, y.entry) || byCodeUnits(x.kind, y.kind));
    actors.push({
      name,
      skills: carriers.sort(byCodeUnits),
      added,
      removed,
      changed,
      ...(escalations.length > 0 ? { escalations } : {}),
      ...(policy.length > 0 ? { policy } : {}),
    });
    sets.set(name, { before: a, after: b });
    const onBase = { set: a, defined: before.length > 0, defs: judgedBase(before, after) };
    for (const e of escalations) locate(name, e, onBase, b, after, bySkill, found);
  }
  return { actors, findings: found.done(), sets };
}

/**
 * The names under which an actor whose document did not change may hold another entry on the head:
 * those its skills' diffs say differ (sets.ts), every other entry each skill gives alike on both
 * sides. A chain of thousands of skills, an actor on each, whose foot changes, then builds no
 * actor's whole set twice over. Undefined where the actor must be compared whole: a skill's diff
 * knows no such names, a skill is not local or not flattened alike on both sides, a set holds a
 * conflict (whose qualified names pair across entries), or the pull request renames anything.
 */
function differingNames(
  trees: { base: Project; head: Project },
  defs: readonly ActorInfo[],
  sets: ReadonlyMap<string, SetDiff>,
  renames: Renames,
): Set<string> | undefined {
  if (renames.tools.size > 0 || renames.skills.size > 0) return undefined;
  const names = new Set<string>();
  for (const ref of defs.flatMap((d) => d.skills)) {
    if (ref.ref.kind !== 'local') return undefined;
    const skill = ref.ref.name;
    const [before, after] = [trees.base.flatten(skill), trees.head.flatten(skill)];
    if (!before || !after || before.conflicts.length > 0 || after.conflicts.length > 0) return undefined;
    const diff = sets.get(skill);
    if (!diff) continue;
    if (!diff.differing) return undefined;
    diff.differing.forEach((n) => names.add(n));
  }
  return names;
}

/** What the actors' diff finds: causes in actors' own documents, and the skills' findings they join. */
class ActorFindings {
  /** The actors' own causes, one per site, entry and kind. */
  readonly groups = new Map<string, EscalationFinding>();

  /**
   * The skills' findings each actor joins, sorted once at the end: a skill's change may reach
   * thousands of actors, each through thousands of its entries.
   */
  private readonly joined = new Map<EscalationFinding, Set<string>>();

  join(finding: EscalationFinding, actor: string): void {
    let names = this.joined.get(finding);
    if (!names) this.joined.set(finding, (names = new Set(finding.actors)));
    names.add(actor);
  }

  /** The actors' own findings, once every actor is diffed; each finding's actors and skills in order. */
  done(): EscalationFinding[] {
    this.joined.forEach((names, finding) => {
      finding.actors = [...names].sort(byCodeUnits);
    });
    const findings = [...this.groups.values()];
    for (const f of findings) f.skills.sort(byCodeUnits);
    return findings;
  }
}

/**
 * The base's definitions as the head is judged against them: where the head writes the policy
 * otherwise, each at its strictest reading (SPEC §6): a base `read_only: yes`, which PyYAML reads
 * as true, or a repeated `deny` whose last list PyYAML keeps, restrained the actor for the
 * runtime, so a head that drops it loosens the policy.
 */
export function judgedBase(before: readonly ActorInfo[], after: readonly ActorInfo[]): readonly ActorInfo[] {
  const text = (defs: readonly ActorInfo[]): string => defs.map((d) => d.strictest.text).join('\n');
  if (before.length === 0 || text(before) === text(after)) return before;
  // A deny pattern some reader reads otherwise, kept as written by the head, reads alike on both
  // sides; one the head drops denied what the widest reader denies with it.
  const kept = new Set(after.flatMap((a) => a.strictest.deny));
  return before.map((d) => {
    const { allow, deny, readOnly } = d.strictest;
    const dropped = deny.filter((p) => !kept.has(p) && !patternReadAlike(p));
    return { ...d, allow, deny, readOnly, ...(dropped.length > 0 ? { denyAtWidest: new Set(dropped) } : {}) };
  });
}

/** The skills an actor's definitions list: a remote or invalid one as written (an unknown entry: actor-set.ts). */
function listed(defs: readonly ActorInfo[]): string[] {
  return defs.flatMap((a) => a.skills.map((s) => (s.ref.kind === 'local' ? s.ref.name : s.raw)));
}

/** The skills that carried an actor's change: changed, taken on or dropped, or standing otherwise. */
function carriersOf(
  changedSkills: ReadonlySet<string>,
  a: { skills: string[]; set: ActorSet },
  b: { skills: string[]; set: ActorSet },
): string[] {
  return [...new Set([...a.skills, ...b.skills])].filter(
    (s) =>
      changedSkills.has(s) ||
      a.skills.includes(s) !== b.skills.includes(s) ||
      a.set.skills.get(s)?.status !== b.set.skills.get(s)?.status ||
      a.set.heldBack.has(s) !== b.set.heldBack.has(s),
  );
}

const BROKEN = new Set(['yaml-syntax', 'unreadable-file']);

/** The name of the actor that stands for a broken file's unknown definitions, before its path. */
const UNREAD = 'unreadable:';

/**
 * The actors of head files the checker cannot read or parse, which the runtime may still load
 * (PyYAML accepts a flow list that `yaml` calls badly indented; a suppression comment silences
 * the yaml-syntax finding): SPEC §6, what the checker cannot see counts as the most it could be.
 * Each actor the base defined in such a file and the head does not define elsewhere, or, for a
 * file new or changed with none on the base, one actor named by its path; each with one skill of
 * unknown power, at the file's first problem. A file broken the same way on the base is left out.
 * So for a tool, skill or inventory file: what a broken file the runtime may load defines (a
 * skill an actor uses, a second definition of any name) cannot be known, and an edit to it is
 * otherwise no change at all (the names it defines are unknown on both sides).
 */
function unreadActors(base: Project, head: Project): Map<string, ActorInfo[]> {
  const out = new Map<string, ActorInfo[]>();
  const baseFiles = new Map(base.files.map((f) => [f.path, f]));
  for (const file of head.files) {
    const problem = file.problems.find((p) => BROKEN.has(p.kind)) ?? unreadDocument(file);
    if (!problem) continue;
    const was = baseFiles.get(file.path);
    if (was && sameContent(was, file) && sameProblems(was, file)) continue;
    const lost = [...base.actorsByName]
      .filter(
        ([name, defs]) => !head.actorsByName.has(name) && defs.some((d) => d.def.file.path === file.path),
      )
      .map(([name]) => name);
    for (const name of lost.length > 0 ? lost : [`${UNREAD}${file.path}`])
      out.set(name, [unreadActor(file, problem.span, name)]);
  }
  for (const [name, actor] of unenteredFolderActors(base, head)) if (!out.has(name)) out.set(name, [actor]);
  return out;
}

/**
 * A document of a file that defines nothing the checker can name: no mapping (a list of
 * definitions, a scalar), or a tool, skill or actor with no `name` it can read (none, `42`). Its
 * `schema` finding is one a comment may silence, while a runtime may load a definition from each
 * item, or name one as it formats the value or by its file. As unknown as a file that does not parse.
 */
function unreadDocument(file: SourceFile): { span: Span } | undefined {
  const named = (value: Record<string, unknown>): boolean =>
    file.kind === 'mcp-server' || valuesAt(value, 'name').some((n) => typeof n.value === 'string');
  const doc = file.loaded?.documents.find(
    (d) => d.value !== null && d.value !== undefined && !(isRecord(d.value) && named(d.value)),
  );
  return doc && { span: doc.span };
}

/**
 * The same for a folder the walk does not enter where the globs look (a link to a folder, a
 * submodule, one the system refuses), and for a file it skips (two kinds' globs match it), new on
 * the head or changed: the runtime may load anything from it. Each actor the base defined there
 * and the head defines nowhere, or one actor named by its path, at the finding. Whatever the
 * finding's severity: SPEC §6, never silence.
 */
function unenteredFolderActors(base: Project, head: Project): Map<string, ActorInfo> {
  const out = new Map<string, ActorInfo>();
  const unseen = (f: Finding): boolean => f.rule === 'unreadable-file' || f.unread === true;
  // What a link leads to, or a skipped file holds, is part of it: another target, or an edit, is new.
  const key = (f: Finding): string => `${f.file}\n${f.message}\n${f.behind ?? ''}`;
  const onBase = new Set(base.discovery.filter(unseen).map(key));
  for (const finding of head.discovery) {
    if (!unseen(finding) || onBase.has(key(finding))) continue;
    const folder: SourceFile = { path: finding.file, kind: 'actor', loaded: undefined, problems: [] };
    const below = `${finding.file}/`;
    const there = (path: string): boolean => path === finding.file || path.startsWith(below);
    const lost = [...base.actorsByName]
      .filter(([name, defs]) => !head.actorsByName.has(name) && defs.some((d) => there(d.def.file.path)))
      .map(([name]) => name);
    for (const name of lost.length > 0 ? lost : [`${UNREAD}${finding.file}`])
      out.set(name, unreadActor(folder, finding, name));
  }
  return out;
}

/** The same text, or for files that could not be read the same blob id where both are known. */
function sameContent(a: SourceFile, b: SourceFile): boolean {
  if (a.loaded === undefined && b.loaded === undefined && a.blobId !== undefined && b.blobId !== undefined)
    return a.blobId === b.blobId;
  return a.loaded?.text === b.loaded?.text;
}

function sameProblems(a: SourceFile, b: SourceFile): boolean {
  return (
    JSON.stringify(a.problems.map((p) => p.message)) === JSON.stringify(b.problems.map((p) => p.message))
  );
}

/** An actor of a file that cannot be read: one skill, as written nowhere, of unknown power. */
function unreadActor(file: SourceFile, span: Span, name: string): ActorInfo {
  const value = Object.create(null) as Record<string, unknown>;
  const doc: ParsedDocument = { index: 0, value, span, keySpan: () => span, valueSpan: () => span };
  const def: Definition = { kind: 'actor', file, doc, value, name, namespace: undefined };
  const raw = `${file.path} (cannot be read)`;
  return {
    def,
    name,
    skills: [{ site: { def, pointer: '' }, raw, ref: { kind: 'invalid', reason: raw } }],
    allow: undefined,
    deny: [],
    readOnly: false,
    strictest: { allow: undefined, deny: [], readOnly: false, text: '[]' },
    policySite: { def, pointer: '' },
  };
}

/** What differs between an actor's two sets, and how its power widened. */
function setChanges(
  a: ActorSet,
  b: ActorSet,
): { added: string[]; removed: string[]; changed: string[]; escalations: Escalation[] } {
  const added: string[] = [];
  const changed: string[] = [];
  const escalations: Escalation[] = [];
  let unqualified: Map<string, ActorEntry[]> | undefined;
  for (const [entry, now] of b.entries) {
    const old = a.entries.get(entry);
    if (!old) {
      added.push(entry);
      // A name a new conflict qualifies (`x/a.x/t` for `x/t`, SPEC §6 renames) is the entry it was:
      // judged against it, as the skill's diff judges it, not as new power; so is a name a conflict
      // gone unqualifies (`x/t` for `x/a.x/t`), of a definition the base's qualified entry held.
      unqualified ??= qualifiedGone(a, b);
      const was =
        qualifiedFrom(entry, a, b) ??
        unqualified.get(entry)?.find((o) => now.tools.every((t) => holds(o, t)));
      escalations.push(...(was ? entryWidenings(was, now, entry) : addedWidenings(now.power, entry)));
      continue;
    }
    // The same definitions (one parse on both sides) have the same power: nothing to compare.
    if (sameObjects(old.tools, now.tools)) continue;
    if (!sameKeys(old.tools, now.tools)) changed.push(entry);
    // The name a conflict gone hands to a definition the base had under a qualified name.
    unqualified ??= qualifiedGone(a, b);
    const was = unqualified.get(entry)?.find((o) => now.tools.every((t) => holds(o, t)));
    const [before, after] = [old.tools[0], now.tools[0]];
    if (was) escalations.push(...entryWidenings(was, now, entry));
    else if (old.tools.length === 1 && now.tools.length === 1 && before && after)
      escalations.push(...definitionWidenings(before, after, entry));
    else escalations.push(...entryWidenings(old, now, entry));
  }
  const removed = [...a.entries.keys()].filter((k) => !b.entries.has(k));
  return {
    added: added.sort(byCodeUnits),
    removed: removed.sort(byCodeUnits),
    changed: changed.sort(byCodeUnits),
    escalations,
  };
}

/**
 * The base's entry a head entry's qualified name stands for: `<contributor>.<name>` where the base
 * has `<name>` and the head does not.
 */
function qualifiedFrom(entry: string, a: ActorSet, b: ActorSet): ActorEntry | undefined {
  const now = b.entries.get(entry);
  for (let dot = entry.indexOf('.'); dot > 0; dot = entry.indexOf('.', dot + 1)) {
    const contributor = entry.slice(0, dot);
    // Contributors are skill names (a `/`, no `:`): an MCP tool's dots never are one.
    if (!contributor.includes('/') || contributor.includes(':')) return undefined;
    const name = entry.slice(dot + 1);
    const old = a.entries.get(name);
    // Of two names a new conflict qualifies, the one with the definitions the actor had is the
    // entry it was; the other, a definition new to it, is new (as the skill's diff pairs them).
    if (old && !b.entries.has(name) && !(now && !sharesAny(old, now) && otherHolds(b, entry, name, old)))
      return old;
    // The head keeps `<name>` from another skill, and `<contributor>.<name>` is a definition the
    // actor had under `<name>` (an actor whose two skills brought two definitions of it).
    if (old && now && now.tools.every((t) => holds(old, t))) return old;
  }
  return undefined;
}

/** Whether two entries hold a definition alike. */
function sharesAny(a: ActorEntry, b: ActorEntry): boolean {
  return b.tools.some((t) => holds(a, t));
}

/** Whether another head entry that qualifies `name` than `entry` holds a definition of `old`. */
function otherHolds(b: ActorSet, entry: string, name: string, old: ActorEntry): boolean {
  for (const [other, now] of b.entries)
    if (other !== entry && other.endsWith(`.${name}`) && sharesAny(old, now)) return true;
  return false;
}

/** Whether an entry holds a definition alike to `tool`. */
function holds(entry: ActorEntry, tool: EffectiveTool): boolean {
  return entry.tools.some((o) => o === tool || toolKey(o) === toolKey(tool));
}

/**
 * The base's qualified entries the head no longer has (`<contributor>.<name>`, a skill's name
 * before the first dot: skill names hold none), by the name they qualify.
 */
function qualifiedGone(a: ActorSet, b: ActorSet): Map<string, ActorEntry[]> {
  const out = new Map<string, ActorEntry[]>();
  for (const [name, entry] of a.entries) {
    const dot = name.indexOf('.');
    const contributor = name.slice(0, dot);
    if (dot <= 0 || !contributor.includes('/') || contributor.includes(':') || b.entries.has(name)) continue;
    const plain = name.slice(dot + 1);
    const list = out.get(plain);
    if (list) list.push(entry);
    else out.set(plain, [entry]);
  }
  return out;
}

/** How an entry that several definitions bring, on either side, widened. */
function entryWidenings(old: ActorEntry, now: ActorEntry, entry: string): Escalation[] {
  // An entry the base could not resolve is read as absent there (sets.ts unresolvedOnBase).
  const known = !old.tools.every((t) => now.tools.every((n) => unresolvedOnBase(t, n)));
  return known ? widenings(old.power, now.power, entry) : addedWidenings(now.power, entry);
}

/**
 * How an entry that one definition brings on each side widened, worked out once per pair of
 * definitions and entry: a shared skill's changed entry is in the set of every actor that uses
 * it. The base's flags written as restraints count as such (sets.ts judgedBefore).
 */
const widenedPairs = new WeakMap<EffectiveTool, WeakMap<EffectiveTool, Map<string, Escalation[]>>>();

function definitionWidenings(before: EffectiveTool, after: EffectiveTool, entry: string): Escalation[] {
  let fromBefore = widenedPairs.get(before);
  if (!fromBefore) widenedPairs.set(before, (fromBefore = new WeakMap()));
  let byEntry = fromBefore.get(after);
  if (!byEntry) fromBefore.set(after, (byEntry = new Map()));
  let found = byEntry.get(entry);
  if (!found) {
    found = unresolvedOnBase(before, after)
      ? addedWidenings(powerOf(after), entry)
      : widenings(judgedBefore(before, after), powerOf(after), entry);
    byEntry.set(entry, found);
  }
  return found;
}

/** The base's set under the head's names: renamed skills, and the entries renamed definitions rename. */
function inHeadNames(set: ActorSet, renames: Renames): ActorSet {
  if (renames.tools.size === 0 && renames.skills.size === 0) return set;
  const entries: ActorSet['entries'] = new Map();
  for (const [name, entry] of set.entries) {
    const to = renames.entry(name);
    if (!entries.has(to)) entries.set(to, entry);
  }
  const skills: ActorSet['skills'] = new Map();
  for (const [name, standing] of set.skills) skills.set(renames.skills.get(name) ?? name, standing);
  const heldBack: ActorSet['heldBack'] = new Map();
  for (const [skill, names] of set.heldBack) {
    const to = renames.skills.get(skill) ?? skill;
    const held = heldBack.get(to);
    const renamed = heldInHeadNames(names, renames);
    heldBack.set(to, held ? new Set([...held, ...renamed]) : renamed);
  }
  return { entries, skills, heldBack };
}

/** Each skill's held-back names under the head's names, per diff's renames and per skill's set. */
const renamedHeld = new WeakMap<Renames, WeakMap<ReadonlySet<string>, ReadonlySet<string>>>();

/**
 * A skill's held-back names under the head's names, once per skill's set (actor-set.ts shares it
 * among the read-only actors that use the skill): renamed for each actor, they cost actors ×
 * skills × entries wherever a pull request renames anything.
 */
function heldInHeadNames(names: ReadonlySet<string>, renames: Renames): ReadonlySet<string> {
  let bySet = renamedHeld.get(renames);
  if (!bySet) renamedHeld.set(renames, (bySet = new WeakMap()));
  let renamed = bySet.get(names);
  if (!renamed) bySet.set(names, (renamed = new Set([...names].map((n) => renames.entry(n)))));
  return renamed;
}

function sameObjects(before: readonly EffectiveTool[], after: readonly EffectiveTool[]): boolean {
  return before.length === after.length && before.every((tool) => after.includes(tool));
}

/** Deep-equal tools are one tool, whether or not a tree shares the object. */
function sameKeys(before: readonly EffectiveTool[], after: readonly EffectiveTool[]): boolean {
  if (before.length === 1 && after.length === 1) return toolKey(before[0]!) === toolKey(after[0]!);
  const keys = (tools: readonly EffectiveTool[]): string => [...new Set(tools.map(toolKey))].sort().join(',');
  return keys(before) === keys(after);
}

/**
 * Finds the cause of one widening of an actor's set in each head skill that brings the entry
 * with that power: the actor's own document when the skill is new to it, no longer blocked, or no
 * longer held back by read_only; otherwise the skill's own escalation, which the actor joins.
 */
function locate(
  actor: string,
  e: Escalation,
  onBase: BaseActor,
  after: ActorSet,
  defs: readonly ActorInfo[],
  bySkill: FindingsBySkill,
  found: ActorFindings,
): void {
  const { groups } = found;
  const now = after.entries.get(e.entry);
  if (!now) return;
  let located = false;
  for (const skill of now.skills) {
    const power = powerThrough(now, skill);
    if (power && !shows(power, e)) continue;
    const why = ownCause(onBase, skill, e.entry, actor);
    // The skill's own escalation, if it has one, reaches this actor either way.
    const finding = bySkill.get(skill, e.entry, e.kind) ?? anyOf(bySkill, skill, e.entry);
    if (finding) found.join(finding, actor);
    if (why === undefined && finding) {
      located = true;
      continue;
    }
    const site = actorSite(defs, skill, why?.at ?? 'skills');
    if (!site) continue;
    add(groups, { ...e, actor, skill, site, why: why?.text ?? 'its effective set widens through it' });
    located = true;
  }
  if (located) return;
  // Never nothing: a widening no skill explains is the actor's own, at its first skills entry.
  const skill = now.skills[0] ?? '';
  const site = actorSite(defs, skill, 'skills') ?? { def: (defs[0] as ActorInfo).def, pointer: '/name' };
  add(groups, { ...e, actor, skill, site, why: 'its effective set widens' });
}

function add(
  groups: Map<string, EscalationFinding>,
  f: Escalation & { actor: string; skill: string; site: Site; why: string },
): void {
  const key = `${siteKey(f.site)}\u0000${f.entry}\u0000${f.kind}`;
  const existing = groups.get(key);
  if (existing) {
    if (!existing.skills.includes(f.skill)) existing.skills.push(f.skill);
    return;
  }
  const { actor, why, ...rest } = f;
  groups.set(key, {
    ...rest,
    skills: [f.skill],
    actors: [actor],
    actor: { name: actor, why },
  });
}

function anyOf(bySkill: FindingsBySkill, skill: string, entry: string): EscalationFinding | undefined {
  // An added kind first (a new kind of one is found here too), then the flags a skill's own change widens.
  for (const kind of [...ADDED_KINDS, 'writes', 'unsafe', 'read_only'] as const) {
    const f = bySkill.get(skill, entry, kind);
    if (f) return f;
  }
  return undefined;
}

type CauseAt = 'skills' | 'deny' | 'allow' | 'read_only';

/**
 * The actor on the base: its set, whether the base defines it (with no skills, it still does), and
 * its definitions as the head is judged against them.
 */
interface BaseActor {
  set: ActorSet;
  defined: boolean;
  defs: readonly ActorInfo[];
}

/** Why the actor's own document is the cause, when it is: what the base had for this skill. */
function ownCause(
  base: BaseActor,
  skill: string,
  entry: string,
  actor: string,
): { at: CauseAt; text: string } | undefined {
  if (!base.defined && actor.startsWith(UNREAD))
    return {
      at: 'skills',
      text: 'a file or folder the checker cannot read or parse, which the runtime may load',
    };
  if (!base.defined) return { at: 'skills', text: 'an actor the base does not have' };
  const before = base.set;
  const standing = before.skills.get(skill);
  if (standing === undefined) return { at: 'skills', text: 'a skill it did not use on the base' };
  if (standing.status === 'blocked') {
    const cause = blockedCause(standing.block);
    // A skill renamed out of the policy's reach: the base's own policy lets its new name in, so
    // the policy did not loosen; the skills entry that names it now is the cause.
    return base.defs.some((d) => policyBlock(d, skill)) ? cause : { ...cause, at: 'skills' };
  }
  // Held back by a read_only definition, and brought by none of the others (an actor defined twice).
  if (before.heldBack.get(skill)?.has(entry) && before.entries.get(entry)?.skills.includes(skill) !== true)
    return { at: 'read_only', text: 'no longer held back by read_only' };
  return undefined;
}

function blockedCause(block: PolicyBlock): { at: CauseAt; text: string } {
  return block.by === 'deny'
    ? { at: 'deny', text: `no longer denied by ${quoted(block.pattern)}` }
    : { at: 'allow', text: 'now matched by the allow list' };
}

/** Whether a definition's policy lets the skill in where `at` would keep it out. */
function letsIn(actor: ActorInfo, skill: string, at: CauseAt): boolean {
  if (at === 'read_only') return !actor.readOnly;
  return policyBlock(actor, skill)?.by !== at;
}

/**
 * Of an allow list that now lets the skill in, the item that does (`- x/v`): a block list's span
 * is its first line, a pattern the base may have held alike. The list's own place otherwise.
 */
function allowingItem(
  actor: ActorInfo,
  skill: string,
  at: CauseAt,
  list: { value: unknown; pointer: string },
): string {
  const pattern = at === 'allow' ? allowingPattern(actor, skill) : undefined;
  const item = Array.isArray(list.value) && pattern !== undefined ? list.value.indexOf(pattern) : -1;
  return item === -1 ? list.pointer : `${list.pointer}/${item}`;
}

/**
 * The head-side line of an actor's cause: the policy key when it survives, else the skills entry;
 * of an actor defined twice, in a definition whose policy lets the skill in first (the one that
 * loosened, not another the pull request did not touch).
 */
function actorSite(defs: readonly ActorInfo[], skill: string, at: CauseAt): Site | undefined {
  const loosened = at === 'skills' ? [] : defs.filter((d) => letsIn(d, skill, at));
  for (const actor of [...loosened, ...defs]) {
    const ref = actor.skills.find((s) => (s.ref.kind === 'local' ? s.ref.name === skill : s.raw === skill));
    if (!ref) continue;
    if (at !== 'skills') {
      const policy = own(actor.def.value, 'skill_access_policy');
      // Of a repeated key, the value that loosens: a read_only that is not `true`, else the last.
      const values = valuesAt(policy, at, '/skill_access_policy').filter((v) => !v.merged);
      const loosening =
        values.find((v) => at === 'read_only' && v.value !== true) ?? values[values.length - 1];
      // A deny list that dropped the skill's pattern and holds others: none of them is the change,
      // its key is (an emptied one, `[]`, is the change itself).
      if (loosening && at === 'deny' && Array.isArray(loosening.value) && loosening.value.length > 0)
        return { def: actor.def, pointer: loosening.pointer, key: true };
      if (loosening) return { def: actor.def, pointer: allowingItem(actor, skill, at, loosening) };
      if (isRecord(policy)) return { def: actor.def, pointer: '/skill_access_policy' };
    }
    return ref.site;
  }
  return undefined;
}
