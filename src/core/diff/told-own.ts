// What a skill or an actor tells the model of itself (SPEC §7): a skill's `description`, which the
// model reads beside the tools the skill brings (and every skill that includes it brings them), and
// an actor's, which a model that delegates reads to pick the actor. `hidden-text` reads both as
// text that reaches the model (SPEC §5); a rewrite of either grants no capability, so the gate lets
// it pass, and this is how the reviewer still reads the sentence. Each text is placed where the
// head writes it.
import { byCodeUnits } from '../text/order.js';
import type { Definition } from '../model/model.js';
import { visitModelTexts } from '../model/model-texts.js';
import { reachable } from '../project/include-graph.js';
import { policyBlock } from '../project/actor-set.js';
import { Reachers } from '../project/reachers.js';
import { powerOf } from '../power/power.js';
import { OCCURRENCE, yaml11Signature } from '../yaml/load.js';
import { canonicalJson } from '../power/effective.js';
import type { ActorInfo } from '../kinds/actor.js';
import type { Project } from '../project/project.js';
import type { TextChange, ToldEntry } from './types.js';

/** A text of a definition's own, with the definition and the pointer it sits at. */
interface OwnText {
  text: string;
  def: Definition;
  pointer: string;
}

/**
 * A pointer to a definition's own description: `/description`, a repeated one (`description`
 * OCCURRENCE n), or one a merge key brings (`/<<`, `/<</0`). Every other text of a skill (its name,
 * an override's or an anonymous tool's description) belongs to an entry, told as that entry's.
 */
const OWN_DESCRIPTION = new RegExp(`^(/(<<|\\d+)(${OCCURRENCE}\\d+)?)*/description(${OCCURRENCE}\\d+)?$`);

/**
 * One definition's own texts, by where they sit: its `description` as the runtime's loader reads
 * it, as a tool's is told. Of a repeated key, the last value (PyYAML and JSON keep it); of merge
 * keys (`<<`), which visitModelTexts follows only where the mapping writes none, the first
 * mapping that gives one (PyYAML lets the first merged mapping win).
 */
function definitionTexts(kind: 'skill' | 'actor', def: Definition): Map<string, OwnText> {
  const out = new Map<string, OwnText>();
  visitModelTexts(kind, def.value, (text, pointer) => {
    const at = pointer();
    if (!OWN_DESCRIPTION.test(at) || (at.startsWith('/<<') && out.has('description'))) return;
    out.set('description', { text, def, pointer: at });
  });
  return out;
}

/**
 * A name's own texts on one side. Where several definitions share the name (a duplicate-name
 * finding; the runtime may keep either), as told.ts tells a tool's: the definition that tells what
 * the base's first told (`facing`), else the first, unmarked; each other's texts under the place
 * it is written (`description (its definition in skills/b.yaml)`, `… 2 in skills/b.yaml` where
 * the file holds several), but none that a text already shown at that place tells alike.
 */
function ownTexts(
  kind: 'skill' | 'actor',
  defs: readonly { def: Definition }[],
  facing?: Map<string, OwnText>,
): Map<string, OwnText> {
  const each = defs.map(({ def }) => definitionTexts(kind, def));
  const same = (texts: Map<string, OwnText>): boolean =>
    facing !== undefined &&
    texts.size === facing.size &&
    [...texts].every(([at, t]) => facing.get(at)?.text === t.text);
  const unmarked = Math.max(0, each.findIndex(same));
  const out = new Map(each[unmarked]);
  const shown = new Map([...out].map(([at, t]) => [at, new Set([t.text])]));
  each.forEach((texts, i) => {
    if (i === unmarked) return;
    for (const [at, t] of texts) {
      let alike = shown.get(at);
      if (!alike) shown.set(at, (alike = new Set()));
      if (alike.has(t.text)) continue;
      alike.add(t.text);
      out.set(`${at} (its definition ${whereWritten(defs, i)})`, t);
    }
  });
  return out;
}

/** Where the i-th definition of a name is written: `in skills/b.yaml`, `2 in skills/b.yaml`. */
function whereWritten(defs: readonly { def: Definition }[], i: number): string {
  const file = (defs[i] as { def: Definition }).def.file.path;
  const inFile = defs.filter(({ def }) => def.file.path === file);
  if (inFile.length === 1) return `in ${file}`;
  return `${inFile.findIndex(({ def }) => def === defs[i]?.def) + 1} in ${file}`;
}

/**
 * The texts that differ, in the head's order, then those only the base has; each placed where the
 * head writes it, a removed one at the name of the head's definition (the nearest place that is
 * still there).
 */
function ownChanges(
  before: Map<string, OwnText>,
  after: Map<string, OwnText>,
  head: Definition,
): TextChange[] {
  const out: TextChange[] = [];
  for (const [at, now] of after) {
    const old = before.get(at)?.text ?? null;
    if (old !== now.text) out.push({ at, before: old, after: now.text, ...placed(now.def, now.pointer) });
  }
  for (const [at, old] of before)
    if (!after.has(at)) out.push({ at, before: old.text, after: null, ...placed(head, '/name') });
  return out;
}

/** Where a text sits on the head: its file, and the line and column its value starts at. */
function placed(def: Definition, pointer: string): { file: string; line: number; column: number } {
  const span = def.doc.valueSpan(pointer);
  return { file: def.file.path, line: span.line, column: span.column };
}

/**
 * Whether two sides hold the same definitions: one parse (the head lends the base its records,
 * src/core/pair/), or equal values (no lending), as diff/actors.ts compares them.
 */
function sameDefinitions(
  before: readonly { def: Definition }[],
  after: readonly { def: Definition }[],
): boolean {
  return (
    before.length === after.length &&
    before.every((b, i) => {
      const a = after[i]?.def;
      return (
        a !== undefined &&
        (b.def.doc === a.doc ||
          // Equal values may name other things where PyYAML reads a scalar otherwise (`1e3`, `1000`).
          (yaml11Signature(b.def.value) === yaml11Signature(a.value) &&
            canonicalJson(b.def.value) === canonicalJson(a.value)))
      );
    })
  );
}

/**
 * What the entries the skills bring may do on the head beyond reading, as told.ts's records
 * say it (`writes`, `unsafe`, `any tool`): a skill whose description now says "call x/deploy with
 * force=true" is read first when x/deploy is unsafe.
 */
function powerOfSkills(head: Project, skills: Iterable<string>): string[] | undefined {
  const found = new Set<string>();
  for (const skill of skills) {
    for (const entry of head.flatten(skill)?.entries.values() ?? []) {
      const p = powerOf(entry.tool);
      if (p.writes) found.add('writes');
      if (p.unsafe) found.add('unsafe');
      if (p.dynamic) found.add('any tool');
    }
  }
  const power = ['writes', 'unsafe', 'any tool'].filter((p) => found.has(p));
  return power.length > 0 ? power : undefined;
}

/** The head's actors by each skill they list that their policy lets through. */
function actorsBySkill(head: Project): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [name, defs] of head.actorsByName) {
    const listed = new Set(defs.flatMap((def) => readableSkills(def)));
    for (const skill of listed) {
      const actors = out.get(skill);
      if (actors) actors.push(name);
      else out.set(skill, [name]);
    }
  }
  return out;
}

/** The local skills an actor lists that its policy lets through. */
function readableSkills(def: ActorInfo): string[] {
  return def.skills.flatMap((s) =>
    s.ref.kind === 'local' && policyBlock(def, s.ref.name) === undefined ? [s.ref.name] : [],
  );
}

/** Base name → head name of the renamed skills and actors (renames.ts), and back. */
interface Renamed {
  skills: ReadonlyMap<string, string>;
  actors: ReadonlyMap<string, string>;
}

/**
 * One record per skill and per actor whose own texts differ between the trees (matched by name, or
 * through a rename). A skill's is read by it and every skill that includes it, however far up, and
 * by every actor that uses one of them; an actor's by the model that delegates to it, named by the
 * actor itself. Then, as told.ts tells the entries an actor gains, the own texts of each skill an
 * actor reads on the head and did not on the base, and of each actor new on the head, all new
 * (`new`). What is gone from the head tells the model nothing.
 */
export function ownToldDifferently(trees: { base: Project; head: Project }, renamed: Renamed): ToldEntry[] {
  const { base, head } = trees;
  const out: ToldEntry[] = [];
  const back = (renames: ReadonlyMap<string, string>): Map<string, string> =>
    new Map([...renames].map(([from, to]) => [to, from]));
  const [skillWas, actorWas] = [back(renamed.skills), back(renamed.actors)];
  let readers: Map<string, string[]> | undefined;
  const rewritten = new Set<string>();
  for (const [name, after] of head.skillsByName) {
    const before = base.skillsByName.get(skillWas.get(name) ?? name);
    const texts = before && !sameDefinitions(before, after) ? changesOf('skill', before, after) : [];
    if (texts.length === 0) continue;
    rewritten.add(name);
    const skills = [...reachable([name], (s) => head.includeGraph.parents(s))].sort(byCodeUnits);
    readers ??= actorsBySkill(head);
    const byActor = readers;
    const actors = [...new Set(skills.flatMap((s) => byActor.get(s) ?? []))].sort(byCodeUnits);
    out.push(withPower({ entry: name, skill: name, texts, skills, actors }, head, [name]));
  }
  for (const [name, after] of head.actorsByName) {
    const before = base.actorsByName.get(actorWas.get(name) ?? name);
    if (before && sameDefinitions(before, after)) continue;
    const texts = changesOf('actor', before ?? [], after);
    if (texts.length === 0) continue;
    const record: ToldEntry = { entry: name, actor: name, texts, skills: [], actors: [name] };
    if (!before) record.new = true;
    // A read_only actor is given none of its skills' entries that do more than read.
    const writes = !after.every((def) => def.readOnly);
    out.push(withPower(record, head, writes ? new Set(after.flatMap(readableSkills)) : []));
  }
  return [...out, ...newlyRead(trees, renamed, { skills: skillWas, actors: actorWas }, rewritten)];
}

/** A record with what the skills' own sets may do on the head (powerOfSkills), where they may. */
function withPower(record: ToldEntry, head: Project, skills: Iterable<string>): ToldEntry {
  const power = powerOfSkills(head, skills);
  return power ? { ...record, power } : record;
}

/** The own texts a name's definitions tell differently on the head (all new where the base has none). */
function changesOf(
  kind: 'skill' | 'actor',
  before: readonly { def: Definition }[],
  after: readonly { def: Definition }[],
): TextChange[] {
  const head = after[0];
  if (!head) return [];
  const old = ownTexts(kind, before);
  return ownChanges(old, ownTexts(kind, after, old), head.def);
}

/**
 * The skills each actor reads on the head and did not on the base, their own texts new to it: one
 * record per skill, with every actor that now reads it and the skills it lists that bring it. An
 * actor whose own document changed (or that is new) is compared whole, what it reads on each side.
 * Any other reads something new only through a skill the head adds or gives a new include (a
 * change): the actors listing a change or one of its includers are asked, all together, which of
 * them reach a change they did not reach on the base, and only those, of the skills below the
 * changes. A rewritten description alone, in a chain thousands of skills long that every actor
 * uses, asks no actor anything; nor does an include that shortens a path every actor had. A skill whose own texts the head rewrites is
 * told as the rewrite, to every actor that reads it.
 */
function newlyRead(
  trees: { base: Project; head: Project },
  renamed: Renamed,
  was: { skills: ReadonlyMap<string, string>; actors: ReadonlyMap<string, string> },
  rewritten: ReadonlySet<string>,
): ToldEntry[] {
  const { base, head } = trees;
  const gained = new Gained(head, rewritten);
  const unchanged = new Map<string, string[]>();
  for (const [name, after] of head.actorsByName) {
    const before = base.actorsByName.get(was.actors.get(name) ?? name) ?? [];
    const listed = [...new Set(after.flatMap(readableSkills))];
    if (sameDefinitions(before, after)) unchanged.set(name, listed);
    else {
      const had = readOnBase(base, new Set(before.flatMap(readableSkills)), renamed);
      readsNew(head, listed, had, gained, name);
    }
  }
  const changes = newIncludes(trees, renamed, was.skills);
  if (changes.size === 0) return gained.records();
  const above = reachable(changes, (s) => head.includeGraph.parents(s));
  const asked = new Map([...unchanged].filter(([, listed]) => listed.some((s) => above.has(s))));
  if (asked.size === 0) return gained.records();
  // Only an actor that reaches a change it did not reach on the base can read anything new: a
  // skill it newly reads is below such a change, reached through it.
  const reaching = new ListedReach(trees, groupListing(asked));
  const affected = new Set<string>();
  for (const change of changes)
    for (const [, actor] of reaching.newTo(change, was.skills.get(change) ?? change)) affected.add(actor);
  if (affected.size === 0) return gained.records();
  const reach = new ListedReach(trees, groupListing(new Map([...asked].filter(([a]) => affected.has(a)))));
  for (const read of reachable(changes, (s) => head.includeGraph.children(s))) {
    if (!gained.mayTell(read)) continue;
    for (const [includer, actor] of reach.newTo(read, was.skills.get(read) ?? read))
      gained.add(read, includer, actor);
  }
  return gained.records();
}

/** Which actors reach a skill on each side through the skills they list, all asked at once. */
class ListedReach {
  private readonly base: Reachers;
  private readonly head: Reachers;

  constructor(
    private readonly trees: { base: Project; head: Project },
    private readonly listing: ReadonlyMap<string, readonly string[]>,
  ) {
    this.base = new Reachers(trees.base.includeGraph, listing.keys());
    this.head = new Reachers(trees.head.includeGraph, listing.keys());
  }

  /** Each skill listed and its actor that reach a skill on the head, where the actor did not reach it (`baseName`) on the base. */
  *newTo(skill: string, baseName: string): Iterable<[string, string]> {
    const had = new Set(
      this.trees.base.skillsByName.has(baseName)
        ? this.base.of(baseName).flatMap((s) => this.listing.get(s) ?? [])
        : [],
    );
    for (const listed of this.head.of(skill))
      for (const actor of this.listing.get(listed) ?? []) if (!had.has(actor)) yield [listed, actor];
  }
}

/** The skills a list reads on the base, by their names on the head: each one the base defines. */
function readOnBase(base: Project, listed: Iterable<string>, renamed: Renamed): Set<string> {
  const had = new Set<string>();
  for (const read of reachable(listed, (s) => base.includeGraph.children(s)))
    if (base.skillsByName.has(read)) had.add(renamed.skills.get(read) ?? read);
  return had;
}

/** What an actor listing `listed` reads on the head beyond `had`, each with the listed skills that bring it. */
function readsNew(
  head: Project,
  listed: readonly string[],
  had: ReadonlySet<string>,
  gained: Gained,
  actor: string,
): void {
  const reads = [...reachable(listed, (s) => head.includeGraph.children(s))].filter(
    (read) => !had.has(read) && gained.mayTell(read),
  );
  if (reads.length === 0) return;
  const bringers = new Reachers(head.includeGraph, listed);
  for (const read of reads) for (const skill of bringers.of(read)) gained.add(read, skill, actor);
}

/** The actors by each skill they list. */
function groupListing(listed: ReadonlyMap<string, readonly string[]>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [actor, skills] of listed)
    for (const skill of skills) {
      const actors = out.get(skill);
      if (actors) actors.push(actor);
      else out.set(skill, [actor]);
    }
  return out;
}

/**
 * Where the head changes what an unchanged actor can read: each skill the base does not have
 * (under its name or a rename), and each child a skill now includes that it did not.
 */
function newIncludes(
  trees: { base: Project; head: Project },
  renamed: Renamed,
  skillWas: ReadonlyMap<string, string>,
): Set<string> {
  const { base, head } = trees;
  const changes = new Set<string>();
  for (const [name, after] of head.skillsByName) {
    const was = skillWas.get(name) ?? name;
    const before = base.skillsByName.get(was);
    if (!before) changes.add(name);
    if (before && sameDefinitions(before, after)) continue;
    const then = new Set(
      before ? base.includeGraph.children(was).map((c) => renamed.skills.get(c) ?? c) : [],
    );
    for (const child of head.includeGraph.children(name)) if (!then.has(child)) changes.add(child);
  }
  return changes;
}

/** The records of skills new to actors, as they are found, each skill's own texts read once. */
class Gained {
  private readonly found = new Map<string, { record: ToldEntry; skills: Set<string>; actors: Set<string> }>();

  constructor(
    private readonly head: Project,
    private readonly rewritten: ReadonlySet<string>,
  ) {}

  /** Whether a skill may be told as new: it tells something, and not as a rewrite. */
  mayTell(skill: string): boolean {
    return !this.rewritten.has(skill) && this.entry(skill).record.texts.length > 0;
  }

  add(skill: string, through: string, actor: string): void {
    if (!this.mayTell(skill)) return;
    const gained = this.entry(skill);
    gained.skills.add(through);
    gained.actors.add(actor);
  }

  records(): ToldEntry[] {
    return [...this.found.values()]
      .filter(({ actors }) => actors.size > 0)
      .map(({ record, skills, actors }) => ({
        ...record,
        skills: [...skills].sort(byCodeUnits),
        actors: [...actors].sort(byCodeUnits),
      }));
  }

  private entry(skill: string): { record: ToldEntry; skills: Set<string>; actors: Set<string> } {
    let gained = this.found.get(skill);
    if (!gained) {
      gained = { record: newSkillRecord(this.head, skill), skills: new Set(), actors: new Set() };
      this.found.set(skill, gained);
    }
    return gained;
  }
}

/** A skill's own texts as new: every one of them, before null; a record of none where it has none. */
function newSkillRecord(head: Project, skill: string): ToldEntry {
  const defs = head.skillsByName.get(skill) ?? [];
  const texts = defs[0] ? ownChanges(new Map(), ownTexts('skill', defs), defs[0].def) : [];
  return withPower({ entry: skill, skill, texts, skills: [], actors: [], new: true }, head, [skill]);
}
