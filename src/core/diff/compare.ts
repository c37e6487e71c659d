// The diff of a head tree against a base tree (SPEC §6). Only skills that can reach a change are
// flattened on the base and compared; every other skill's set is identical by construction (the
// base may take the head's: src/core/pair/), so the work grows with the change, not the repository.
import {
  canonicalJson,
  hasReadings,
  overrideSourceKey,
  readAlike,
  readingsOfOverride,
  realCapability,
  type EffectiveTool,
} from '../power/effective.js';
import { ENTRY_SOURCES, sourcesChanged } from '../sources/index.js';
import { importedCodeCause, MAX_WRAPS, sourceCause } from '../sources/registered-tools.js';
import { anonymousToolInfo, isEntryOf } from '../sources/anonymous-tools.js';
import {
  isRunPointer,
  keptOverrideCodeCause,
  overrideCodeCause,
  type RunPointer,
} from '../sources/inline-code.js';
import { valueAtPointer } from '../text/pointer.js';
import { appendAll, atPointer, groupBy, own, siteKey, type Definition, type Site } from '../model/model.js';
import { reachable } from '../project/include-graph.js';
import { includeOverrideReadings } from '../project/flatten.js';
import type { IncludeEntry, SkillInfo } from '../kinds/skill.js';
import type { ToolInfo } from '../kinds/tool.js';
import type { EntrySite, SourceContext } from '../sources/types.js';
import type { Project } from '../project/project.js';
import { addedGrant } from './added-grants.js';
import { EscalationIndex, FindingsBySkill } from './by-escalation.js';
import { diffActors } from './actors.js';
import { fieldOf, toolPointerOf, type EscalationFinding } from './changes.js';
import { IncludePaths } from './include-paths.js';
import { baseUnderHeadNames, findRenames, type Renames } from './renames.js';
import { changedEntry, diffAffectedSets, type SetDiff } from './sets.js';
import { sourcedEntries } from './sourced.js';
import { toldDifferently } from './told.js';
import type {
  ChangedEntry,
  Escalation,
  EscalationKind,
  ReportDiff,
  SkillDiff,
  TreeDiff,
  Comparison,
} from './types.js';
import { byCodeUnits } from '../text/order.js';
import { yaml11Signature } from '../yaml/load.js';
import { newAt, newOccurrence, parentSite } from '../power/occurrences.js';

/** What the walk over both trees finds; diff-trees.ts makes the comparison of it. */
interface TreeComparison extends Pick<Comparison, 'graph' | 'affected'> {
  diff: Omit<TreeDiff, 'suppressions'>;
  /** Each widening, located at its head-side cause: the changes are made of these. */
  escalations: EscalationFinding[];
}

function sameDocument(a: Definition | undefined, b: Definition | undefined): boolean {
  if (!a || !b) return a === b;
  if (a.doc === b.doc) return true;
  // Equal values may name other things where PyYAML reads a scalar otherwise (`1e3`, `1000`):
  // unless each such scalar is written alike in both.
  if (yaml11Signature(a.value) !== yaml11Signature(b.value)) return false;
  return canonicalJson(a.value) === canonicalJson(b.value);
}

export function compareTrees(
  base: Project,
  head: Project,
  /** Told which skills can reach a change, before any is flattened on the base (src/core/pair/). */
  reached?: (affected: ReadonlySet<string>) => void,
): TreeComparison {
  const renames = findRenames(base, head);
  const tools = diffTools(base, head, renames);
  // A renamed tool is no change of its own, but the skills that list it by either name read another name.
  const changedTools = new Set([
    ...tools.added,
    ...tools.removed,
    ...tools.changed.map((c) => c.name),
    ...[...renames.tools].flat(),
  ]);
  const { origins, toolOrigins } = changeOrigins(base, head, changedTools);
  // Every skill that includes an origin, on either side, however far up.
  const affected = reachable(origins, (name) => [
    ...base.includeGraph.parents(name),
    ...head.includeGraph.parents(name),
  ]);
  reached?.(affected);

  const { skills, perSkill, sets } = diffAffectedSkills(
    { base, head, renames },
    affected,
    origins,
    toolOrigins,
  );
  const changedSkills = new Set(skills.map((s) => s.name));
  const { findings, bySkill } = locateEscalations({ base, head, renames }, skills, perSkill);
  const {
    actors,
    findings: actorFindings,
    sets: actorSets,
  } = diffActors(base, head, { skills: changedSkills, sets }, bySkill, renames);
  const escalations = [...findings, ...actorFindings];
  const renamed = renames.list();
  const told = toldDifferently({ base, head }, skills, sets, { diffs: actors, sets: actorSets }, renames);
  // Listed only when there are some: reports of changes without a rename or a retold text stay as they were.
  const diff = {
    tools,
    skills,
    actors,
    ...(renamed.length > 0 ? { renamed } : {}),
    ...(told.length > 0 ? { toldDifferently: told } : {}),
  };
  return {
    diff,
    escalations,
    affected,
    graph: {
      edges: changedIncludeEdges(base, head, changedSkills),
      changed: skills.filter((s) => s.direct).map((s) => s.name),
    },
  };
}

/**
 * Where changes enter the include graph: skills whose document changed, that list a changed
 * registered tool directly (`toolOrigins`: which), or that read something else that changed
 * through one of their sources (an inventory, a folder, a builtin group's capability).
 */
function changeOrigins(
  base: Project,
  head: Project,
  changedTools: Set<string>,
): { origins: Set<string>; toolOrigins: Map<string, Set<string>> } {
  const origins = new Set<string>();
  const toolOrigins = new Map<string, Set<string>>();
  const skillNames = new Set([...base.skillsByName.keys(), ...head.skillsByName.keys()]);
  // Indexed loops and forEach: this runs once, over every skill and tool, and a function run once
  // is optimised late, while a for-of pays for an iterator result at every step until it is.
  // A definition the base shares with the head (src/core/pair/: an unchanged file's records) is
  // one object on both sides and reads the same on both passes: the head's pass skips it.
  const shared = new Set<SkillInfo>(base.skills);
  for (const project of [base, head]) {
    const { skills } = project;
    for (let i = 0; i < skills.length; i++) {
      const skill = skills[i] as SkillInfo;
      if (project === head && shared.has(skill)) continue;
      const touched = skill.tools.flatMap((t) =>
        t.ref.kind === 'local' && changedTools.has(t.ref.name) ? [t.ref.name] : [],
      );
      if (touched.length > 0) {
        origins.add(skill.name);
        const list = toolOrigins.get(skill.name) ?? new Set<string>();
        for (const t of touched) list.add(t);
        toolOrigins.set(skill.name, list);
      }
      if (sourcesChanged(skill, base, head)) origins.add(skill.name);
    }
  }
  skillNames.forEach((name) => {
    // Every definition of a name counts (a name defined twice resolves to all: project.ts).
    const [before, after] = [base.skillsByName.get(name) ?? [], head.skillsByName.get(name) ?? []];
    if (before.length !== after.length || before.some((b, i) => !sameDocument(b.def, after[i]?.def)))
      origins.add(name);
  });
  return { origins, toolOrigins };
}

/** A changed skill's entries its sources changed, where each side defines it once (sourced.ts). */
function sourcedOf(
  base: Project,
  head: Project,
  { name, from }: { name: string; from: string },
  diff: SkillDiff,
): string[] {
  const [before, after] = [base.skillsByName.get(from) ?? [], head.skillsByName.get(name) ?? []];
  if (diff.status !== 'changed' || before.length !== 1 || after.length !== 1) return [];
  return sourcedEntries(
    { base, head },
    { before: before[0] as SkillInfo, after: after[0] as SkillInfo },
    diff,
  );
}

/** The diffs of the affected skills that changed, by name, with each one's escalations by key. */
function diffAffectedSkills(
  { base, head, renames }: { base: Project; head: Project; renames: Renames },
  affected: Set<string>,
  origins: Set<string>,
  toolOrigins: Map<string, Set<string>>,
): { skills: SkillDiff[]; perSkill: EscalationIndex; sets: Map<string, SetDiff> } {
  const skills: SkillDiff[] = [];
  const perSkill = new EscalationIndex();
  const sets = diffAffectedSets({ base, head, renames }, affected, origins);
  const paths = {
    base: new IncludePaths(base.includeGraph, origins),
    head: new IncludePaths(head.includeGraph, origins),
  };
  for (const name of [...affected].sort(byCodeUnits)) {
    // A renamed skill is diffed once, under its new name, against its old self.
    if (renames.skills.has(name)) continue;
    const diff = diffSkill(
      base,
      head,
      { name, from: renames.baseSkill(name) },
      sets.get(name) as SetDiff,
      paths,
    );
    if (!diff) continue;
    const tools = toolOrigins.get(name);
    if (tools) diff.changedTools = [...tools].sort(byCodeUnits);
    const sourced = sourcedOf(base, head, { name, from: renames.baseSkill(name) }, diff);
    if (sourced.length > 0) diff.sourced = sourced.sort(byCodeUnits);
    skills.push(diff);
    for (const e of diff.escalations) perSkill.add(name, e);
  }
  return { skills, perSkill, sets };
}

/** The includes between changed skills, as the head has them (the base for a removed skill). */
function changedIncludeEdges(base: Project, head: Project, changedSkills: Set<string>): [string, string][] {
  const edges: [string, string][] = [];
  for (const name of [...changedSkills].sort(byCodeUnits)) {
    const info = head.skill(name) ?? base.skill(name);
    for (const inc of info?.includes ?? []) {
      if (inc.ref.kind === 'local' && changedSkills.has(inc.ref.name)) edges.push([name, inc.ref.name]);
    }
  }
  return edges;
}

function diffTools(base: Project, head: Project, renames: Renames): ReportDiff['tools'] {
  const added: string[] = [];
  const removed: string[] = [];
  const changed: ChangedEntry[] = [];
  const renamedTo = new Set(renames.tools.values());
  head.toolsByName.forEach((_, name) => {
    if (!base.tool(name) && !renamedTo.has(name)) added.push(name);
  });
  base.toolsByName.forEach((_, name) => {
    const before = base.tool(name);
    const after = head.tool(name);
    if (!after) {
      if (!renames.tools.has(name)) removed.push(name);
      return;
    }
    // The same documents on both sides are the same tool. Every definition of the name counts, not
    // only the one that stands for it: a name defined twice reads as all of them (duplicates.ts),
    // so a second definition that joins, leaves or is edited (a hook, other code) changes it.
    if (!before || sameDefinitions(base, head, name)) return;
    const entry = changedEntry(name, before.effective, after.effective);
    if (entry) changed.push(entry);
  });
  return {
    added: added.sort(byCodeUnits),
    removed: removed.sort(byCodeUnits),
    changed: changed.sort((a, b) => byCodeUnits(a.name, b.name)),
  };
}

/** Whether a tool name's definitions are, one by one, the very same documents on both sides. */
function sameDefinitions(base: Project, head: Project, name: string): boolean {
  const [before, after] = [base.toolsByName.get(name) ?? [], head.toolsByName.get(name) ?? []];
  return before.length === after.length && before.every((b, i) => b.def.doc === after[i]?.def.doc);
}

function diffSkill(
  base: Project,
  head: Project,
  { name, from }: { name: string; from: string },
  { status, flattened, tokens, changes }: SetDiff,
  paths: { base: IncludePaths; head: IncludePaths },
): SkillDiff | undefined {
  const beforeInfo = base.skill(from);
  const afterInfo = head.skill(name);
  const { added, removed, changed, escalations, renames } = changes;
  const flattenedChanged = status === 'changed' && flattened.base !== flattened.head;
  if (
    status === 'changed' &&
    !flattenedChanged &&
    added.length === 0 &&
    removed.length === 0 &&
    changed.length === 0 &&
    escalations.length === 0
  ) {
    return undefined;
  }
  // A renamed skill's document is its old one under a new name: what changed came from elsewhere.
  const direct = status !== 'changed' || (from === name && !sameDocument(beforeInfo?.def, afterInfo?.def));
  const { via, viaNext } = (afterInfo ? paths.head : paths.base).of(name);
  const entries = added.length > 0 ? head.flatten(name)?.entries : undefined;
  return {
    name,
    status,
    direct,
    via,
    ...(viaNext.length > 0 ? { viaNext } : {}),
    added: added.sort(byCodeUnits),
    ...(entries ? { grants: added.map((a) => addedGrant(a, entries.get(a)?.tool)) } : {}),
    removed: removed.sort(byCodeUnits),
    changed: changed.sort((a, b) => byCodeUnits(a.name, b.name)),
    escalations: escalations.sort((a, b) => byCodeUnits(a.entry, b.entry) || byCodeUnits(a.kind, b.kind)),
    renames,
    tokens: tokens(),
    ...(flattenedChanged ? { flattened } : {}),
  };
}

/**
 * Finds, for every escalation, the head-side place that caused it: down the include path while
 * the included skill shows the same escalation, then the override, the tool's capability key, or
 * the tools / includes entry that brought the entry in. Escalations with one cause are grouped.
 */
function locateEscalations(
  { base, head, renames }: { base: Project; head: Project; renames: Renames },
  skills: SkillDiff[],
  perSkill: EscalationIndex,
): { findings: EscalationFinding[]; bySkill: FindingsBySkill } {
  const groups = new Map<string, EscalationFinding>();
  /** The finding each skill's escalation joined. */
  const joined = new Map<Escalation, EscalationFinding>();
  const causes = new CauseWalk(base, head, perSkill, baseUnderHeadNames(base, renames));
  for (const skill of skills) {
    for (const e of skill.escalations) {
      const walk = causes.from(skill.name, e);
      const origin = causes.cause(walk, skill.name, e.entry);
      // Walks that end at one step share its key (a step belongs to one kind): built once.
      const key = origin.end ? (origin.end.key ??= causeKey(origin, e.kind)) : causeKey(origin, e.kind);
      let finding = groups.get(key);
      if (finding) {
        // A skill's escalations come one after another, several of them may end at one cause
        // (entries a conflict qualified, each brought down to the same tool): the skill once.
        if (finding.skills.at(-1) !== skill.name) finding.skills.push(skill.name);
      } else {
        finding = {
          ...e,
          entry: origin.entry,
          skill: origin.skill,
          skills: [skill.name],
          actors: [],
          site: origin.site,
        };
        groups.set(key, finding);
      }
      joined.set(e, finding);
    }
  }
  const findings = [...groups.values()];
  for (const g of findings) g.skills.sort(byCodeUnits);
  return { findings, bySkill: new FindingsBySkill(perSkill, joined) };
}

/**
 * A site whose value the head reads through an alias (`capability: *c`), at the alias where the
 * anchor's text there is as the base wrote it: the pull request put the alias there, and the
 * anchor's text is another entry's, often a line it did not touch. Where that text changed, or the
 * base had none, the site stands in it.
 */
function aliasCause(base: Project, site: Site): Site {
  const alias = site.def.doc.aliasOnPath?.(site.pointer);
  if (!alias || alias.anchored === undefined || alias.pointer === site.pointer) return site;
  const was = baseDefinition(base, site.def)?.value;
  const before = valueAtPointer(was, `${alias.anchored}${site.pointer.slice(alias.pointer.length)}`);
  const now = valueAtPointer(site.def.value, site.pointer);
  if (before === undefined || canonicalJson(before) !== canonicalJson(now)) return site;
  return { ...site, pointer: alias.pointer };
}

/** The base's definition of a head's: in the same file, of the same kind and name (else at its index). */
function baseDefinition(base: Project, def: Definition): Definition | undefined {
  let byFile = definitionsByFile.get(base);
  if (!byFile) definitionsByFile.set(base, (byFile = groupBy(base.definitions, (d) => d.file.path)));
  const inFile = (byFile.get(def.file.path) ?? []).filter((d) => d.kind === def.kind);
  return (
    (def.name === undefined ? undefined : inFile.find((d) => d.name === def.name)) ??
    inFile.find((d) => d.doc.index === def.doc.index)
  );
}

const definitionsByFile = new WeakMap<Project, Map<string, Definition[]>>();

/** Escalations with one cause (a site, the entry as named there, a kind) are one finding. */
function causeKey(origin: { site: Site; entry: string }, kind: EscalationKind): string {
  return `${siteKey(origin.site)}\u0000${origin.entry}\u0000${kind}`;
}

/** A walk down the includes gives up after this many steps (the cause is then the skill's name). */
const MAX_WALK = 10_000;

/**
 * One skill's step of the walk from an escalation to its cause, shared by every skill above that
 * walks through it: `last` is the step where the walk ends, with the cause's site (none when the
 * walk found no cause). Only the end and the count are kept: nothing reads the skills between.
 */
interface WalkStep {
  skill: string;
  entry: string;
  last: WalkStep;
  /** Steps from here to `last`. */
  steps: number;
  site: Site | undefined;
  /** On a last step: the key of the finding of the walks that end here (`causeKey`). */
  key?: string;
}

/**
 * Where an entry is in a skill's head set, whatever the escalation's kind (a skill's entry often
 * escalates in several): its tool, where the skill lists it, and the include it came through.
 */
interface Place {
  info: SkillInfo;
  tool: EffectiveTool;
  own: EntrySite | undefined;
  /** The include the entry came through, when the skill does not list it itself. */
  via: { child: string; childEntry: string; site: Site; include: IncludeEntry | undefined } | undefined;
}

/**
 * The walks from escalations down to their causes, each step worked out once for the whole diff:
 * a change at the bottom of a deep chain is walked to once, not once per skill above it.
 */
class CauseWalk {
  /** By the escalation each step walks from (a walk only passes skills that show it). */
  private readonly steps = new Map<Escalation, WalkStep>();
  private readonly places = new Map<string, { entry: string; place: Place | undefined }>();
  private readonly toolSites = new Map<string, Site | null>();

  constructor(
    private readonly base: Project,
    private readonly head: Project,
    private readonly perSkill: EscalationIndex,
    /** The base as the head names it, for the sources' causes: a renamed definition's old self. */
    private readonly renamedBase: SourceContext,
  ) {}

  /** The walk from one skill's escalation, without recursion (include chains can be thousands deep). */
  from(skill: string, escalation: Escalation): WalkStep {
    const { kind } = escalation;
    const pending: { skill: string; e: Escalation }[] = [];
    let at = { skill, e: escalation };
    let tail: WalkStep | undefined;
    // Bounded by the skills a walk can pass; past that only a cycle could be walking.
    for (let guard = 0; !tail; guard++) {
      tail = this.steps.get(at.e);
      if (tail) break;
      const step = guard > this.head.skillsByName.size ? undefined : this.step(at.skill, at.e.entry, kind);
      if (step && 'child' in step) {
        pending.push(at);
        at = { skill: step.child, e: step.e };
        continue;
      }
      const end: WalkStep = {
        skill: at.skill,
        entry: at.e.entry,
        steps: 0,
        site: step?.site,
      } as WalkStep;
      end.last = end;
      this.steps.set(at.e, (tail = end));
    }
    for (let p = pending.pop(); p; p = pending.pop()) {
      const step: WalkStep = {
        skill: p.skill,
        entry: p.e.entry,
        last: tail.last,
        steps: tail.steps + 1,
        site: undefined,
      };
      this.steps.set(p.e, (tail = step));
    }
    return tail;
  }

  /**
   * The cause a walk ends at, with the skills it passed; a walk too long or without a cause ends
   * at the skill's name. `end`: the walk's last step, when that is the cause.
   */
  cause(
    walk: WalkStep,
    skill: string,
    entry: string,
  ): { skill: string; entry: string; site: Site; end?: WalkStep } {
    const { last } = walk;
    if (last.site && walk.steps < MAX_WALK)
      return { skill: last.skill, entry: last.entry, site: aliasCause(this.base, last.site), end: last };
    const info = this.head.skill(skill) as SkillInfo;
    return { skill, entry, site: { def: info.def, pointer: '/name' } };
  }

  /**
   * One step: the cause in this skill, the included skill that shows the same escalation (to walk
   * on to), or nothing when the entry is not found.
   */
  private step(
    current: string,
    entry: string,
    kind: EscalationKind,
  ): { site: Site } | { child: string; e: Escalation } | undefined {
    // Down a chain most steps pass an entry on from the only include, which shows it alike.
    const only = this.head.flatten(current)?.onlyIncludeOf(entry);
    const passed = only === undefined ? undefined : this.perSkill.get(only, entry, kind);
    if (only !== undefined && passed) return { child: only, e: passed };
    const place = this.placeOf(current, entry);
    if (!place) return undefined;
    const { info, tool, own, via } = place;
    if (own || !via) {
      if (!own) return undefined;
      const trees = { base: this.base, head: this.head, renamedBase: this.renamedBase };
      const toolSite = (name: string, pointer: string): Site | undefined => this.toolSite(name, pointer);
      return { site: ownOrigin(trees, info, own.site, tool, entry, kind, toolSite) };
    }
    const { child, childEntry, include } = via;
    const shown = this.perSkill.get(child, childEntry, kind);
    if (shown) return { child, e: shown };
    // The included skill did not change this way: the include itself or its override did.
    const field = fieldOf(kind);
    const dropped = this.droppedInclude(current, info, { child, entry: childEntry, field, besides: include });
    // Its code as written is the same: a file of the repository it imports changed (inline-code.ts).
    const at = toolPointerOf(kind);
    const imported =
      include && isRunPointer(at)
        ? importedByInclude({ base: this.base, head: this.head }, current, include, { entry: childEntry, at })
        : undefined;
    const override = include?.overrides.find((o) => o.key === childEntry);
    if (!include || !override) return { site: dropped ?? imported ?? via.site };
    const item = parentSite(include.site);
    const before = (this.base.skill(current)?.includes ?? [])
      .filter((i) => i.raw === include.raw)
      .map((i) => parentSite(i.site));
    const written = { item, before, below: override.site.pointer.slice(item.pointer.length) };
    // Where it writes the field, or the value a kind without one reads (its `code`): as a tool's.
    const change = { tool, field, ...(at === undefined ? {} : { pointer: at }) };
    return {
      site:
        overrideCause(override.value, written, change, true) ??
        dropped ??
        imported ??
        overrideCause(override.value, written, change) ??
        via.site,
    };
  }

  /**
   * Where the skill includes `child` again (besides the include at the entry's first site, which
   * the base has as it is: in its other definition, a repeated item) with no override of `entry`
   * that sets `field`, new on the head, while an include of the base's set it: the restraint a
   * runtime that keeps that include drops is dropped there, not at an include the pull request did
   * not touch.
   */
  private droppedInclude(
    current: string,
    info: SkillInfo,
    {
      child,
      entry,
      field,
      besides,
    }: { child: string; entry: string; field: string | undefined; besides: IncludeEntry | undefined },
  ): Site | undefined {
    if (field === undefined) return undefined;
    const ofChild = (i: IncludeEntry): boolean => i.ref.kind === 'local' && i.ref.name === child;
    const sets = (i: IncludeEntry): boolean =>
      i.overrides.some((o) => o.key === entry && overrideSetsField(o.value, field));
    const written = (i: IncludeEntry): string => canonicalJson(i.overrides.map((o) => [o.key, o.value]));
    const before = (this.base.skill(current)?.includes ?? []).filter(ofChild);
    if (!before.some(sets)) return undefined;
    const was = new Set(before.map(written));
    // The include at the first site changed itself: it is the cause, as before.
    if (besides && !was.has(written(besides))) return undefined;
    return info.includes.find((i) => i !== besides && ofChild(i) && !sets(i) && !was.has(written(i)))?.site;
  }

  /**
   * Where the head sets a tool's field (changedToolSite), worked out once per tool and field: every
   * skill that lists the tool asks, and the answer reads the whole value (a list of slots, say).
   */
  private toolSite(name: string, pointer: string): Site | undefined {
    const key = `${name}\u0000${pointer}`;
    let site = this.toolSites.get(key);
    if (site === undefined) {
      site = changedToolSite({ base: this.base, head: this.head }, name, pointer) ?? null;
      this.toolSites.set(key, site);
    }
    return site ?? undefined;
  }

  /**
   * Where the entry is in the skill's head set, worked out once for every kind it escalates in.
   * Only each skill's last answer is kept: a skill's escalations come by entry, its kinds one
   * after another, and each kind's walk passes the skills below in the same order, so the next
   * ask of a skill is of the same entry or of one never asked again. A map of every answer would
   * hold an entry per escalation of the diff.
   */
  private placeOf(skill: string, entry: string): Place | undefined {
    const last = this.places.get(skill);
    if (last?.entry === entry) return last.place;
    const place = this.findPlace(skill, entry);
    this.places.set(skill, { entry, place });
    return place;
  }

  private findPlace(skill: string, entry: string): Place | undefined {
    const { head } = this;
    const info = head.skill(skill);
    const flat = head.flatten(skill);
    const found = flat?.entries.get(entry);
    if (!info || !flat || !found) return undefined;
    const first = flat.firstSite(entry);
    if (first?.via === undefined) return { info, tool: found.tool, own: first, via: undefined };
    const child = first.via;
    const childEntry = flat.namedAsIncluded(entry) ? entry : includedName(head, child, entry);
    const include = atPointer(info.includes, first.site.pointer)[0];
    return { info, tool: found.tool, own: undefined, via: { child, childEntry, site: first.site, include } };
  }
}

/** The name a qualified entry has in the set of the include it came through. */
function includedName(head: Project, child: string, entry: string): string {
  if (head.flatten(child)?.entries.has(entry)) return entry;
  return entry.startsWith(`${child}.`) ? entry.slice(child.length + 1) : entry;
}

/** `pointer` where the document holds it, else its nearest parent that it holds (a removed key's mapping). */
function presentPointer(value: unknown, pointer: string): string {
  const parts = pointer.split('/').slice(1);
  let at: unknown = value;
  let found = '';
  for (const part of parts) {
    const next = own(at, part);
    // A tool's key not written, but a top-level merge key (`<<`) may bring it (PyYAML applies it):
    // the merge is the cause, not the tool's name. (Within a key, the loader's span finds it.)
    if (next === undefined && found === '' && own(at, '<<') !== undefined) return '/<<';
    at = next;
    if (at === undefined) break;
    found += `/${part}`;
  }
  return found === '' ? '/name' : found;
}

/**
 * Where the head sets what `pointer` reads for the tool `name`: the first of its definitions, or of
 * the tools it wraps (it runs them), whose value there no base definition of that name has. A
 * second definition of a name, or the wrapped tool, is where such a change is made, not the first
 * definition's name; of a repeated key, the first occurrence with a new value. Undefined where
 * none sets a new value (a key removed: the tool's own place).
 */
function changedToolSite(
  trees: { base: Project; head: Project },
  name: string,
  pointer: string,
): Site | undefined {
  const chain: ToolInfo[] = [];
  let next: string | undefined = name;
  for (let depth = 0; next !== undefined && depth <= MAX_WRAPS; depth++) {
    const defs: ToolInfo[] = trees.head.toolsByName.get(next) ?? [];
    appendAll(chain, defs);
    const wraps = defs.find((d) => d.effective.source === 'wrapped')?.wraps;
    next = wraps?.ref.kind === 'local' && wraps.ref.name !== next ? wraps.ref.name : undefined;
  }
  // One list per name: the base's documents are read once for all the head's definitions.
  const befores = new Map<string, unknown[]>();
  for (const t of chain) {
    let before = befores.get(t.name);
    if (!before)
      befores.set(t.name, (before = (trees.base.toolsByName.get(t.name) ?? []).map((b) => b.def.value)));
    // Of a repeated key, the occurrence whose value is new, not the first the mapping holds.
    const at = newOccurrence(t.def.value, pointer, before);
    if (at !== undefined) return { def: t.def, pointer: at };
  }
  // No tool of the chain sets a new value there, but one of them wraps another tool than on the
  // base: what it now runs brings the value, and its `wraps` is the line the pull request wrote.
  for (const t of chain) {
    if (t.effective.source !== 'wrapped') continue;
    const at = newOccurrence(t.def.value, '/wraps', befores.get(t.name) ?? []);
    if (at !== undefined) return { def: t.def, pointer: at };
  }
  return undefined;
}

/**
 * Where a change of the field at `pointer` may be written: a tool stops being read-only where
 * `read_only` changes, or, with `read_only: true` left as it was, where it starts writing; it
 * starts writing where `writes` changes, or where it gains a slot it may write (power.ts).
 */
function causePointers(pointer: string): string[] {
  if (pointer === '/capability/read_only') return [pointer, '/capability/writes', '/resource_slots'];
  return pointer === '/capability/writes' ? [pointer, '/resource_slots'] : [pointer];
}

/** Whether an override sets the field, in any reading a loader may keep (a repeated `overrides`). */
function overrideSetsField(override: unknown, field: string): boolean {
  return readingsOfOverride(override).some((o) => own(own(o, 'capability'), field) !== undefined);
}

/** Whether a tool's declared field is what it really has: an override that lied is not the cause. */
function believed(tool: EffectiveTool, field: string): boolean {
  const real = realCapability(tool) as unknown as Record<string, unknown>;
  const declared = tool.capability as unknown as Record<string, unknown>;
  return canonicalJson(real[field]) === canonicalJson(declared[field]);
}

function ownOrigin(
  trees: { base: Project; head: Project; renamedBase: SourceContext },
  info: SkillInfo,
  site: Site,
  tool: EffectiveTool,
  entry: string,
  kind: EscalationKind,
  toolSite: (name: string, pointer: string) => Site | undefined,
): Site {
  const { head } = trees;
  const field = fieldOf(kind);
  const pointer = toolPointerOf(kind);
  const sourceTrees = { base: trees.renamedBase, head };
  for (const source of ENTRY_SOURCES) {
    const cause = source.causeOf?.(sourceTrees, info, site, entry, field, pointer);
    if (cause) return cause;
  }
  if (!pointer) return site;
  // One item may name several tools (`1e3` is x/1000 to YAML 1.2, x/1e3 to PyYAML): the entry's.
  const refs = atPointer(info.tools, site.pointer);
  const ref = refs.find((r) => r.ref.kind === 'local' && r.ref.name === entry) ?? refs[0];
  // An entry listed again (in the skill's other definition, say): the listing whose override is new.
  const listings = ref
    ? [ref, ...info.tools.filter((r) => r !== ref && r.override && r.raw === ref.raw)]
    : [];
  const overridden =
    listings.reduce<Site | undefined>(
      (found, r) => found ?? overrideOrigin(trees.base, info, r, { tool, field, pointer }, true),
      undefined,
    ) ??
    (ref && droppedListing(trees.base, info, ref, field)) ??
    (isRunPointer(pointer) ? importedByListing(head, listings, pointer) : undefined) ??
    (ref && overrideOrigin(trees.base, info, ref, { tool, field, pointer }));
  if (overridden) return overridden;
  const listed = ref?.ref.kind === 'local' ? head.tool(ref.ref.name) : undefined;
  if (ref && listed) return listedOrigin(trees, info, { ref, tool: listed }, { field, pointer }, toolSite);
  const anon = atPointer(info.anonymousTools, site.pointer).find((a) => isEntryOf(a, entry, info));
  return anon ? anonymousToolOrigin(trees, info, anon, pointer, toolSite) : site;
}

/**
 * Where a listing's override holding code (a forbidden-override a runtime that merges it runs)
 * changed through a file of the repository its code imports (inline-code.ts), before the override
 * is taken as the cause for holding code at all.
 */
function importedByListing(head: Project, listings: readonly ToolRef[], at: RunPointer): Site | undefined {
  for (const { override } of listings) {
    const cause = override && overrideCodeCause(head, override, at);
    if (cause) return cause;
  }
  return undefined;
}

/**
 * Where an include's override of `entry` holding code (a forbidden-override a runtime that merges
 * it runs) changed through a file of the repository its code imports (inline-code.ts), of the
 * overrides a runtime may apply to it (includeOverrideReadings) one whose code the base's includes
 * of that skill wrote alike: code new on the head is the override's own change.
 */
function importedByInclude(
  trees: { base: Project; head: Project },
  skill: string,
  include: IncludeEntry,
  { entry, at }: { entry: string; at: RunPointer },
): Site | undefined {
  const before = (trees.base.skill(skill)?.includes ?? []).filter((i) => i.raw === include.raw);
  const overrides = includeOverrideReadings(include.overrides, entry)
    .filter((o) => o !== undefined)
    .map((override) => ({
      override,
      was: before.flatMap((i) => i.overrides.filter((b) => b.key === override.key).map((b) => b.site)),
    }));
  return keptOverrideCodeCause(trees.head, overrides, at);
}

/** Where a listed tool's change of what `pointer` reads is made, when no override of it made it. */
function listedOrigin(
  trees: { base: Project; head: Project },
  info: SkillInfo,
  { ref, tool }: { ref: ToolRef; tool: ToolInfo },
  { field, pointer }: { field: string | undefined; pointer: string },
  toolSite: (name: string, pointer: string) => Site | undefined,
): Site {
  const changed = causePointers(pointer).reduce<Site | undefined>(
    (found, p) => found ?? toolSite(tool.name, p),
    undefined,
  );
  if (changed) return changed;
  const namesake = namesakeOrigin(trees, info, tool.name, { field, pointer });
  if (namesake) return namesake;
  // Its code as written is the same: a file of the repository it imports changed (inline-code.ts).
  const imported = isRunPointer(pointer) ? importedCodeCause(trees.head, tool, pointer) : undefined;
  if (imported) return imported;
  // The tool sets nothing new there, and the base listed it here with an override that set the
  // field (an approval it asked for): the item that no longer sets it is the cause, not a line
  // of the tool's file that the pull request did not touch.
  if (field && droppedOverride(trees.base, info, ref, field)) return ref.site;
  // The base's skill did not list the tool (its entry came another way: an include, an
  // anonymous tool): the listing the head adds is the cause, not the tool's untouched file.
  const baseInfo = trees.base.skill(info.name);
  if (baseInfo && listingsOf(baseInfo, tool.name).length === 0) return ref.site;
  return { def: tool.def, pointer: presentPointer(tool.def.value, pointer) };
}

/**
 * An anonymous tool of a listed tool's name in the skill is another definition of the entry (the
 * set holds the stronger of them): where it sets the new value, or its source changed (its
 * inventory, its SKILL.md), it is the cause, not a line of the listed tool's file that the pull
 * request did not touch; so is one the base's skill does not define alike (new, or rewritten).
 */
function namesakeOrigin(
  trees: { base: Project; head: Project },
  info: SkillInfo,
  name: string,
  { field, pointer }: { field: string | undefined; pointer: string },
): Site | undefined {
  const namesake = info.anonymousTools.find((a) => a.name === name);
  if (!namesake) return undefined;
  const { definitions, before } = anonymousDefinitions(trees.base, info, namesake);
  const anonymous = anonymousChange(definitions, before, pointer);
  if (anonymous) return anonymous;
  const baseSkill = trees.base.skill(info.name);
  const was = baseSkill?.anonymousTools.find((a) => a.name === namesake.name);
  const source =
    baseSkill && was
      ? sourceCause(trees, anonymousToolInfo(baseSkill, was), anonymousToolInfo(info, namesake), field)
      : undefined;
  if (source) return source;
  const written = new Set(before.map((b) => readAlike(b.value)));
  return definitions.some((d) => !written.has(readAlike(d.value)))
    ? anonymousOrigin(trees.base, info, namesake, pointer)
    : undefined;
}

/**
 * Where an anonymous tool's change of what `pointer` reads is made: its own new value, else (a
 * wrapped validation runs the tool it wraps) where that tool, or one it wraps, sets the new value,
 * as for a registered validation (changedToolSite), not a line of the skill that the pull request
 * did not touch; else its `wraps`, where it wraps another tool than on the base; else, for its
 * code, a file its code imports that changed; else anonymousOrigin.
 */
function anonymousToolOrigin(
  { base, head }: { base: Project; head: Project },
  info: SkillInfo,
  anon: AnonymousTool,
  pointer: string,
  toolSite: (name: string, pointer: string) => Site | undefined,
): Site {
  const { definitions, before } = anonymousDefinitions(base, info, anon);
  const tool = anonymousToolInfo(info, anon);
  const wraps = tool.wraps?.ref;
  const wrapped =
    wraps?.kind === 'local'
      ? causePointers(pointer).reduce<Site | undefined>(
          (found, p) => found ?? toolSite(wraps.name, p),
          undefined,
        )
      : undefined;
  // Its code as written is the same: a file of the repository it imports changed (inline-code.ts).
  const imported = isRunPointer(pointer) ? importedCodeCause(head, tool, pointer) : undefined;
  // It wraps another tool than on the base: what it now runs brings the value (changedToolSite).
  const rewrapped = tool.wraps ? anonymousChange(definitions, before, '/wraps') : undefined;
  return (
    anonymousChange(definitions, before, pointer) ??
    wrapped ??
    rewrapped ??
    imported ??
    anonymousOrigin(base, info, anon, pointer)
  );
}

type ToolRef = SkillInfo['tools'][number];

/**
 * Where the skill lists the tool of `ref` again (`ref` being as the base has it: in its other
 * definition, a repeated item) with no override that sets `field`, new on the head, while a
 * listing of the base's set it: the restraint a runtime that keeps that listing drops is dropped
 * there, not at a listing the pull request did not touch.
 */
function droppedListing(
  base: Project,
  info: SkillInfo,
  ref: ToolRef,
  field: string | undefined,
): Site | undefined {
  const name = ref.ref.kind === 'local' ? ref.ref.name : undefined;
  if (field === undefined || name === undefined) return undefined;
  const here = listingsOf(info, name);
  if (here.length < 2) return undefined;
  const sets = (r: ToolRef): boolean =>
    r.override !== undefined && overrideSetsField(r.override.value, field);
  const written = (r: ToolRef): string => canonicalJson(r.override?.value ?? null);
  const baseInfo = base.skill(info.name);
  const before = baseInfo ? listingsOf(baseInfo, name) : [];
  if (!before.some(sets)) return undefined;
  const was = new Set(before.map(written));
  // The listing itself changed: it is the cause, as before.
  if (!was.has(written(ref))) return undefined;
  return here.find((r) => r !== ref && !sets(r) && !was.has(written(r)))?.site;
}

/** Each skill's listings of a tool by its name, indexed once: every escalation of a wide skill asks. */
const listingIndex = new WeakMap<SkillInfo, Map<string, ToolRef[]>>();

function listingsOf(info: SkillInfo, name: string): readonly ToolRef[] {
  let index = listingIndex.get(info);
  if (!index) {
    index = new Map();
    for (const r of info.tools) {
      if (r.ref.kind !== 'local') continue;
      const listed = index.get(r.ref.name);
      if (listed) listed.push(r);
      else index.set(r.ref.name, [r]);
    }
    listingIndex.set(info, index);
  }
  return index.get(name) ?? [];
}

/** Whether the base's skill listed the tool of `ref` with an override that sets `field`, which the head's `ref` does not. */
function droppedOverride(base: Project, info: SkillInfo, ref: ToolRef, field: string): boolean {
  if (ref.override && overrideSetsField(ref.override.value, field)) return false;
  return (base.skill(info.name)?.tools ?? []).some(
    (r) => r.raw === ref.raw && r.override !== undefined && overrideSetsField(r.override.value, field),
  );
}

/** Where a tools-list item's override makes the change, when it does (overrideCause). */
function overrideOrigin(
  base: Project,
  info: SkillInfo,
  ref: ToolRef,
  change: { tool: EffectiveTool; field: string | undefined; pointer: string },
  onlyNew = false,
): Site | undefined {
  const { override } = ref;
  if (!override) return undefined;
  const before = (base.skill(info.name)?.tools ?? [])
    .filter((r) => r.override && r.raw === ref.raw)
    .map((r) => parentSite(r.site));
  return overrideCause(
    override.value,
    { item: parentSite(override.site), before, below: '/overrides' },
    change,
    onlyNew,
  );
}

/**
 * Where an override (a tools-list item's, or an include's of one entry) makes the change, when it
 * does: a loader may read it several ways (its repeated or merged key), it sets the field (and the
 * tool has it), it sets what `pointer` of the tool reads (a key an override may not hold,
 * `mcp_tool_name` or `code`, which the gate reads as a runtime that shallow-merges overrides
 * would), or it names a source, which makes the entry the most it could be (effective.ts). Written
 * at `below` under `item`; of a repeated key, the occurrence none of the base's items (`before`)
 * writes; `onlyNew`: only such an occurrence, nothing where the base's items write the same.
 */
function overrideCause(
  override: unknown,
  { item, before, below }: { item: Site; before: readonly Site[]; below: string },
  { tool, field, pointer }: { tool: EffectiveTool; field: string | undefined; pointer?: string },
  onlyNew = false,
): Site | undefined {
  const at = (under: string): Site | undefined =>
    newAt(item, under, before) ??
    (onlyNew ? undefined : { def: item.def, pointer: `${item.pointer}${under}` });
  if (hasReadings(override)) return at('/overrides');
  if (field && overrideSetsField(override, field) && believed(tool, field))
    return at(`${below}/capability/${field}`);
  if (!field && pointer !== undefined && valueAtPointer(override, pointer) !== undefined)
    return at(`${below}${pointer}`);
  const source = overrideSourceKey(override);
  if (field && source) return at(`${below}/${source}`);
  return undefined;
}

type AnonymousTool = SkillInfo['anonymousTools'][number];
type Written = { site: Site; value: Record<string, unknown> };

/** An anonymous tool's definitions in the head's skill, and those of its name in the base's. */
function anonymousDefinitions(
  base: Project,
  info: SkillInfo,
  anon: AnonymousTool,
): { definitions: Written[]; before: Written[] } {
  const written = (a: AnonymousTool): Written[] => [
    { site: a.site, value: a.written ?? a.value },
    ...(a.others ?? []),
  ];
  const before = (base.skill(info.name)?.anonymousTools ?? [])
    .filter((a) => a.name === anon.name)
    .flatMap(written);
  return { definitions: written(anon), before };
}

/** The first of `definitions` that sets a value at (a cause pointer of) `pointer` that none of `before` has, there. */
function anonymousChange(
  definitions: readonly Written[],
  before: readonly Written[],
  pointer: string,
): Site | undefined {
  const values = before.map((b) => b.value);
  for (const at of causePointers(pointer)) {
    for (const d of definitions) {
      const found = newOccurrence(d.value, at, values, d.site.pointer);
      if (found !== undefined) return { def: d.site.def, pointer: found };
    }
  }
  return undefined;
}

/**
 * Where an anonymous tool's change of what `pointer` reads is made: of its definitions in the
 * skill (one name written twice is one tool: kinds/duplicates.ts), the first that sets a value
 * there that none of the base's has, at that occurrence of a repeated key, as for a registered
 * tool (changedToolSite); else the first that no base definition writes alike (the change is in
 * it: a merge key, say), else the definition that stands for them; there, where it sets the value
 * or nearest.
 */
function anonymousOrigin(base: Project, info: SkillInfo, anon: AnonymousTool, pointer: string): Site {
  const { definitions, before } = anonymousDefinitions(base, info, anon);
  const changed = anonymousChange(definitions, before, pointer);
  if (changed) return changed;
  const documents = new Set(before.map((b) => readAlike(b.value)));
  const made = definitions.find((d) => !documents.has(readAlike(d.value))) ?? (definitions[0] as Written);
  return { def: made.site.def, pointer: `${made.site.pointer}${presentPointer(made.value, pointer)}` };
}
