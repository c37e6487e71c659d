// What the model is told differently (SPEC §7): each changed entry whose texts the model reads
// changed — its description, every description and title in its schemas, an Agent Skill's SKILL.md
// frontmatter and body and its folder's other text files — and each MCP server whose instructions
// changed, with the old and the new text; and each entry an affected actor gains, every text of it
// new. Worked out once per definition (or pair of definitions) and shared by every skill and actor
// that reads it: a rewritten MCP description or a new read-only tool grants no capability, so the
// gate lets it pass, and this is how the reviewer still reads the sentence.
import { byCodeUnits } from '../text/order.js';
import { groupBy, isRecord, own } from '../model/model.js';
import type { AgentSkillFolder } from '../kinds/agent-skill.js';
import type { ActorInfo } from '../kinds/actor.js';
import type { InventoryInfo } from '../kinds/mcp-server.js';
import type { SkillInfo } from '../kinds/skill.js';
import { reachable } from '../project/include-graph.js';
import { policyBlock } from '../project/actor-set.js';
import { isUnknownTool } from '../project/unknown.js';
import { canonicalJson, toldTexts, toolKey, type EffectiveTool } from '../power/effective.js';
import { powerOf } from '../power/power.js';
import {
  describeModelText,
  SCHEMA_MAPS,
  SCHEMA_VALUE_KEYS,
  skillMdBodyStart,
  visitModelTexts,
} from '../model/model-texts.js';
import { OCCURRENCE, repeatedValues, type LoadedText } from '../yaml/load.js';
import { pointerSegments, toPointer, valueAtPointer, withKey } from '../text/pointer.js';
import { toldWhere } from '../kinds/duplicates.js';
import type { Project } from '../project/project.js';
import type { ActorSets } from './actors.js';
import { ownToldDifferently } from './told-own.js';
import type { SetDiff } from './sets.js';
import type { ActorDiff, SkillDiff, TextChange, ToldEntry } from './types.js';
import {
  FolderFileChanges,
  sameWords,
  type FileChange,
  type FolderChanges,
  type FolderSide,
} from './told-files.js';

/** Changed fields that can carry a text the model reads (`content`: an Agent Skill's files). */
const TEXT_FIELDS =
  /^(description|title|annotations_title|input_schema|output_schema|resource_slots|content|agent_skill_path|also_told)(\.|\[|$)/;

/**
 * The entries of the changed skills whose model texts changed, one record per entry and pair of
 * definitions, naming the skills that show it and the actors that read it through one of them;
 * then the entries the affected actors gain, one record per entry and definition.
 */
export function toldDifferently(
  trees: { base: Project; head: Project },
  skills: readonly SkillDiff[],
  sets: ReadonlyMap<string, SetDiff>,
  actors: { diffs: readonly ActorDiff[]; sets: ReadonlyMap<string, ActorSets> },
  renamed: { skills: ReadonlyMap<string, string>; actors: ReadonlyMap<string, string> },
): ToldEntry[] {
  const texts = new Map<string, TextChange[]>();
  const records = new Map<string, ToldEntry>();
  const compared = new FolderComparisons();
  for (const skill of skills) {
    const set = sets.get(skill.name);
    const after = trees.head.flatten(skill.name);
    if (skill.status !== 'changed' || !set || !after) continue;
    for (const changed of skill.changed) {
      if (!changed.fields.some((f) => TEXT_FIELDS.test(f))) continue;
      const old = set.before(changed.name)?.tool;
      const now = after.entries.get(changed.name)?.tool;
      if (!old || !now) continue;
      const pair = `${toolKey(old)}\u0000${toolKey(now)}`;
      const folderEntry = AGENT_SKILL_ENTRY.test(changed.name);
      let changes = texts.get(`${pair}\u0000${folderEntry}`);
      if (!changes) {
        changes = definitionChanges(trees, folderEntry, old, now, compared);
        texts.set(`${pair}\u0000${folderEntry}`, changes);
      }
      if (changes.length === 0) continue;
      const key = `${changed.name}\u0000${pair}`;
      const record =
        records.get(key) ?? withPower({ entry: changed.name, texts: changes, skills: [], actors: [] }, now);
      record.skills.push(skill.name);
      records.set(key, record);
    }
  }
  addReaders(trees.head, [...records.values()], actors.diffs);
  new GainedEntries(trees, records, skills, compared).add(actors.diffs, actors.sets);
  const told = [...records.values()];
  for (const record of told) {
    record.skills.sort(byCodeUnits);
    record.actors.sort(byCodeUnits);
  }
  // By entry, a change before a new definition of the same name.
  return [...told, ...serverTexts(trees), ...ownToldDifferently(trees, renamed)].sort(
    (a, b) => byCodeUnits(a.entry, b.entry) || Number(a.new ?? false) - Number(b.new ?? false),
  );
}

/**
 * A record with what its entry may do on the head beyond reading (`writes`, `unsafe`, `any tool`:
 * one the checker cannot see), where it may: a sentence rewritten in such an entry's description
 * ("never deploy without asking" dropped) is the one a reviewer must read first, and a comment that
 * lists a hundred rewrites of read-only tools before it would leave it to the full report.
 */
function withPower(record: ToldEntry, tool: EffectiveTool): ToldEntry {
  const p = powerOf(tool);
  const power = [
    ...(p.writes ? ['writes'] : []),
    ...(p.unsafe ? ['unsafe'] : []),
    ...(p.dynamic ? ['any tool'] : []),
  ];
  return power.length > 0 ? { ...record, power } : record;
}

/**
 * One record per MCP server whose `instructions` or `description` differ: a client puts them
 * before the model beside every tool of the server, so they are read by every skill that holds
 * one of its tools and every actor that uses such a skill, whether or not a tool changed. The
 * readers are the head's: the server's texts reach the model only where the server is still used.
 */
function serverTexts(trees: { base: Project; head: Project }): ToldEntry[] {
  const { base, head } = trees;
  const out: ToldEntry[] = [];
  const servers = new Set([...base.inventoriesByName.keys(), ...head.inventoriesByName.keys()]);
  for (const server of [...servers].sort(byCodeUnits)) {
    const [before, after] = [base.inventory(server), head.inventory(server)];
    // One parse on both sides (an unchanged file, src/core/pair/) says nothing changed.
    if (before.length === after.length && before.every((b, i) => b.def.doc === after[i]?.def.doc)) continue;
    const texts = textChanges(serverOwnTexts(before), serverOwnTexts(after));
    if (texts.length === 0) continue;
    const skills = [...serverReaders(head, server)].sort(byCodeUnits);
    const reading = new Set(skills);
    const actors = [...head.actorsByName]
      .filter(([, defs]) =>
        defs.some((def) =>
          def.skills.some(
            (s) => s.ref.kind === 'local' && reading.has(s.ref.name) && readsThrough(defs, s.ref.name),
          ),
        ),
      )
      .map(([name]) => name)
      .sort(byCodeUnits);
    out.push({ entry: `mcp:${server}`, server, texts, skills, actors });
  }
  return out;
}

/**
 * A server's own texts by where they sit: `instructions`, `description`, or, where two inventories
 * pin the server (a duplicate-name finding; a client may load either), each with its file.
 */
function serverOwnTexts(inventories: readonly InventoryInfo[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const inventory of inventories) {
    const file = inventories.length === 1 ? '' : ` in ${inventory.def.file.path}`;
    if (inventory.instructions !== undefined) out.set(`instructions${file}`, inventory.instructions);
    if (inventory.description !== undefined) out.set(`description${file}`, inventory.description);
  }
  return out;
}

/**
 * The head's skills whose flattened set holds a tool of `server`: those that list it (a
 * `mcp_servers` item, a registered or anonymous `source: mcp` tool of it), and every skill that
 * includes one of them, however far up. A skill that cannot be flattened holds no known set.
 */
function serverReaders(head: Project, server: string): Set<string> {
  const ofServer = (tool: unknown): boolean =>
    own(tool, 'source') === 'mcp' && own(tool, 'mcp_server') === server;
  const lists = (skill: SkillInfo): boolean =>
    skill.mcpServers.some((s) => s.server === server) ||
    skill.anonymousTools.some((a) => ofServer(a.value)) ||
    skill.tools.some((t) => t.ref.kind === 'local' && ofServer(head.tool(t.ref.name)?.effective));
  const users = head.skills.filter(lists).map((skill) => skill.name);
  const readers = reachable(users, (name) => head.includeGraph.parents(name));
  for (const name of readers) if (!head.flatten(name)) readers.delete(name);
  return readers;
}

/** Each record's actors: those whose set changed under its entry, through a skill that shows it. */
/** Whether an actor (its definitions on the head) lists the skill and its policy lets it through. */
function readsThrough(defs: readonly ActorInfo[], skill: string): boolean {
  return defs.some(
    (def) =>
      def.skills.some((s) => s.ref.kind === 'local' && s.ref.name === skill) &&
      policyBlock(def, skill) === undefined,
  );
}

function addReaders(head: Project, told: ToldEntry[], actors: readonly ActorDiff[]): void {
  const byEntry = groupBy(told, (record) => record.entry);
  for (const actor of actors) {
    const defs = head.actorsByName.get(actor.name) ?? [];
    const through = new Set(actor.skills.filter((skill) => readsThrough(defs, skill)));
    for (const entry of actor.changed) {
      for (const record of byEntry.get(entry) ?? []) {
        if (record.skills.some((s) => through.has(s))) record.actors.push(actor.name);
      }
    }
  }
}

/** A string item of a schema's list of values: `…/enum/2`, `…/examples/0`. */
const LIST_ITEM = /\/\d+$/;

/** An `agent-skill:` entry, qualified or not (a skill name holds no dot). */
const AGENT_SKILL_ENTRY = /(^|\.)agent-skill:/;

/** The entry that stands for what cannot be known: its description is the checker's, not the model's. */
const UNKNOWN_ENTRY = /(^|\.)unknown:/;

/** Asked once per actor and entry that changed: most names hold no `unknown:` to look for. */
function isUnknownEntry(entry: string): boolean {
  return entry.includes('unknown:') && UNKNOWN_ENTRY.test(entry);
}

/**
 * An entry's name without the contributors a conflict qualifies it with (`x/s.x/t` is `x/t`):
 * contributors are skill names, with a `/` and no `:` (an MCP tool's dots are never one).
 */
function unqualified(name: string): string {
  let rest = name;
  for (let dot = rest.indexOf('.'); dot > 0; dot = rest.indexOf('.')) {
    const contributor = rest.slice(0, dot);
    if (!contributor.includes('/') || contributor.includes(':')) break;
    rest = rest.slice(dot + 1);
  }
  return rest;
}

/**
 * The entries the affected actors gain (SPEC §7): every text of the definition an actor now reads
 * is new to it, and may be new to every reviewer too (a read-only tool added to an inventory is no
 * escalation, and the actors section names it only). One record per entry and definition, with
 * every actor that gains it and the skills it comes through. An entry a conflict now qualifies, or
 * no longer does, is the entry it was: not new when its texts are the same, and a change of its
 * texts when they are not. So is another definition of a name the actor had.
 */
class GainedEntries {
  /** Each head definition's texts, by its key and whether it is an Agent Skill's entry. */
  private readonly texts = new Map<string, Map<string, string>>();

  /**
   * The texts that differ from one base definition to one head definition, as an Agent Skill's
   * entry or not: asked once per actor and entry, for the few pairs of definitions there are.
   */
  private readonly changes = [true, false].map(
    () => new WeakMap<EffectiveTool, WeakMap<EffectiveTool, TextChange[]>>(),
  );

  /** Each record's skills and actors so far, as sets: thousands of actors may gain one entry. */
  private readonly readers = new Map<ToldEntry, { skills: Set<string>; actors: Set<string> }>();

  /**
   * Every change the skills' diffs already show an actor: by entry, then the definition's key,
   * the actors. Nested, not one joined key: it is asked once per actor and entry that changed.
   */
  private readonly shown = new Map<string, Map<string, Set<string>>>();

  /** The record of each definition gained as nothing it was, by entry (null: it has no text). */
  private readonly newRecords = new WeakMap<EffectiveTool, Map<string, ToldEntry | null>>();

  /** Per skill, the renames its diff pairs: head entry → the base entry it was. */
  private readonly renamedTo = new Map<string, Map<string, string>>();

  constructor(
    private readonly trees: { base: Project; head: Project },
    private readonly records: Map<string, ToldEntry>,
    skills: readonly SkillDiff[],
    private readonly compared: FolderComparisons,
  ) {
    for (const skill of skills) {
      if (skill.renames.length > 0)
        this.renamedTo.set(skill.name, new Map(skill.renames.map((r) => [r.to, r.from])));
    }
    for (const [key, record] of records) {
      const [entry = '', , now = ''] = key.split('\u0000');
      let byKey = this.shown.get(entry);
      if (!byKey) this.shown.set(entry, (byKey = new Map()));
      let actors = byKey.get(now);
      if (!actors) byKey.set(now, (actors = new Set()));
      for (const actor of record.actors) actors.add(actor);
    }
  }

  add(diffs: readonly ActorDiff[], sets: ReadonlyMap<string, ActorSets>): void {
    for (const actor of diffs) {
      const both = sets.get(actor.name);
      if (!both) continue;
      this.addGained(actor, both);
      this.addDefinitions(actor, both);
    }
  }

  /** The entries an actor gains under a name it did not have. */
  private addGained(actor: ActorDiff, both: ActorSets): void {
    if (actor.added.length === 0) return;
    // What the actor lost under each unqualified name: what a gained entry may have been.
    const lost = groupBy(actor.removed, unqualified);
    for (const entry of actor.added) {
      if (isUnknownEntry(entry)) continue;
      const now = both.after.entries.get(entry);
      if (!now) continue;
      // An actor that lost nothing gains each entry as nothing it was (and no name work per entry).
      const was = lost.size === 0 ? [] : (lost.get(unqualified(entry)) ?? []);
      const oldTools = (name: string): EffectiveTool[] => both.before.entries.get(name)?.tools ?? [];
      // The entry it was, where a skill's diff pairs it as a rename.
      const paired =
        was.length === 0
          ? undefined
          : now.skills
              .map((skill) => this.renamedTo.get(skill)?.get(entry))
              .find((from) => from !== undefined && was.includes(from));
      for (const tool of now.tools) {
        if (isUnknownTool(tool)) continue;
        const through = now.tools.length === 1 ? now.skills : this.bringing(now.skills, entry, tool);
        this.gain(actor.name, entry, tool, through, {
          was: was.flatMap(oldTools),
          renamed: paired === undefined ? undefined : oldTools(paired)[0],
        });
      }
    }
  }

  /**
   * The definitions an actor gains under a name it had (a skill it takes on lists the tool with
   * another override, which the runtime may give the model): each that no skill's diff already
   * shows it as a change, as the change from the definition it had.
   */
  private addDefinitions(actor: ActorDiff, both: ActorSets): void {
    for (const entry of actor.changed) {
      const now = both.after.entries.get(entry);
      const had = both.before.entries.get(entry)?.tools ?? [];
      const [first] = had;
      if (!now || !first || isUnknownEntry(entry)) continue;
      const shown = this.shown.get(entry);
      for (const tool of now.tools) {
        if (had.includes(tool) || isUnknownTool(tool)) continue;
        const key = toolKey(tool);
        if (shown?.get(key)?.has(actor.name) || had.some((old) => toolKey(old) === key)) continue;
        this.gain(actor.name, entry, tool, this.bringing(now.skills, entry, tool), {
          was: had,
          renamed: first,
        });
      }
    }
  }

  /** Of the skills that bring an entry, those that bring it as `tool`. */
  private bringing(skills: readonly string[], entry: string, tool: EffectiveTool): string[] {
    const key = toolKey(tool);
    return skills.filter((skill) => {
      const brought = this.trees.head.flatten(skill)?.entries.get(entry)?.tool;
      return brought !== undefined && toolKey(brought) === key;
    });
  }

  /**
   * One definition an actor gains: nothing when it told the actor the same texts as one it had
   * (`was`: under the same name, or lost under the entry's unqualified name, a rename); the change
   * of its texts from `renamed` (the definition a skill's diff pairs it with, or the one the actor
   * had under the name), else a new entry.
   */
  private gain(
    actor: string,
    entry: string,
    tool: EffectiveTool,
    skills: readonly string[],
    before: { was: EffectiveTool[]; renamed: EffectiveTool | undefined },
  ): void {
    // Most actors gain an entry as nothing it was: the same record for the same definition, found
    // without building its keys again (thousands of actors may gain thousands of entries).
    const plain = before.was.length === 0 && before.renamed === undefined;
    let known = plain ? this.newRecords.get(tool) : undefined;
    if (plain && known === undefined) this.newRecords.set(tool, (known = new Map()));
    const memo = known?.get(entry);
    if (memo === null) return;
    if (memo) {
      this.addReader(memo, actor, skills);
      return;
    }
    const folderEntry = AGENT_SKILL_ENTRY.test(entry);
    const changesFrom = (old: EffectiveTool): TextChange[] => this.changesBetween(folderEntry, old, tool);
    if (before.was.some((old) => changesFrom(old).length === 0)) return;
    const { renamed } = before;
    let key: string;
    let record: ToldEntry | undefined;
    if (renamed) {
      key = `${entry}\u0000${toolKey(renamed)}\u0000${toolKey(tool)}`;
      record =
        this.records.get(key) ??
        withPower({ entry, texts: changesFrom(renamed), skills: [], actors: [] }, tool);
    } else {
      key = `${entry}\u0000\u0000${toolKey(tool)}`;
      record = this.records.get(key);
      if (!record) {
        const after = this.textsOf(folderEntry, tool);
        const texts = textChanges(new Map(), after).filter((t) => t.after !== '');
        if (texts.length === 0) {
          known?.set(entry, null);
          return;
        }
        record = withPower({ entry, texts, skills: [], actors: [], new: true }, tool);
      }
    }
    this.records.set(key, record);
    known?.set(entry, record);
    this.addReader(record, actor, skills);
  }

  /** An actor that gains a record's entry, through these skills. */
  private addReader(record: ToldEntry, actor: string, skills: readonly string[]): void {
    let readers = this.readers.get(record);
    if (!readers) {
      readers = { skills: new Set(record.skills), actors: new Set(record.actors) };
      this.readers.set(record, readers);
    }
    const { skills: seen, actors: gaining } = readers;
    for (const skill of skills) {
      if (seen.has(skill)) continue;
      seen.add(skill);
      record.skills.push(skill);
    }
    if (!gaining.has(actor)) {
      gaining.add(actor);
      record.actors.push(actor);
    }
  }

  private changesBetween(folderEntry: boolean, old: EffectiveTool, tool: EffectiveTool): TextChange[] {
    const memo = this.changes[folderEntry ? 0 : 1] as WeakMap<
      EffectiveTool,
      WeakMap<EffectiveTool, TextChange[]>
    >;
    let fromOld = memo.get(old);
    if (!fromOld) memo.set(old, (fromOld = new WeakMap()));
    let changes = fromOld.get(tool);
    if (!changes) {
      changes = definitionChanges(this.trees, folderEntry, old, tool, this.compared);
      fromOld.set(tool, changes);
    }
    return changes;
  }

  /** A head definition's texts, every one new to the actors that gain it. */
  private textsOf(folderEntry: boolean, tool: EffectiveTool): Map<string, string> {
    const key = `${toolKey(tool)}\u0000${folderEntry}`;
    let texts = this.texts.get(key);
    if (!texts) {
      texts = entryTexts(this.trees.head, folderEntry, tool);
      this.texts.set(key, texts);
    }
    return texts;
  }
}

/**
 * The comparisons of Agent Skills folders one diff makes: each pair of folders (and subfolders)
 * compared once, and each file the same on both sides found once (sameFolderFiles).
 */
class FolderComparisons {
  readonly files = new FolderFileChanges();
  readonly same = { base: new Map<string, boolean>(), head: new Map<string, boolean>() };
}

/**
 * The texts that differ between a base definition of an entry and a head one. A folder's files
 * come from comparing the two folders (told-files.ts), each file once however many nested folders
 * hold it, where each side is one definition; a name defined several times (`also_told`), whose
 * texts merge several folders', has its texts gathered whole, as has a file whose name starts
 * with the mark that sets files apart (textChanges names it by what the other texts hold).
 */
function definitionChanges(
  trees: { base: Project; head: Project },
  folderEntry: boolean,
  old: EffectiveTool,
  now: EffectiveTool,
  compared: FolderComparisons,
): TextChange[] {
  if (sameDefinitionsTold(old, now)) return [];
  if (!old.also_told && !now.also_told) {
    const files = compared.files.between(folderSide(trees.base, old), folderSide(trees.head, now));
    if (![...files.head, ...files.baseOnly].some((change) => change.at.startsWith(FILE)))
      return textChanges(
        entryTexts(trees.base, folderEntry, old, undefined, 'none'),
        entryTexts(trees.head, folderEntry, now, old, 'none'),
        files,
      );
  }
  const alike = sameFolderFiles(trees, old, now, compared.same);
  return textChanges(
    entryTexts(trees.base, folderEntry, old, undefined, alike?.base),
    entryTexts(trees.head, folderEntry, now, old, alike?.head),
  );
}

/** A definition's folder and its text files as one side of a comparison (none: no folder). */
function folderSide(project: Project, tool: EffectiveTool): FolderSide {
  if (tool.agent_skill_path === null) return { dir: '', files: undefined };
  const folder = project.agentSkill(tool.agent_skill_path);
  return { dir: folder.dir, files: project.agentSkillTextFiles(folder), own: folder.skillMd };
}

/**
 * Where an entry's folder is the same folder in the base and the head (and no other definition
 * tells otherwise): whether a text file of it, by its path in that tree, holds the same text in
 * both, which tells no change (textChanges) and is left out of both sides' texts. Nested folders
 * hold one file each, and a file changed deep below is a change of every folder above it: each
 * told its every file again. By each tree's own paths, each worked out once.
 */
function sameFolderFiles(
  trees: { base: Project; head: Project },
  old: EffectiveTool,
  now: EffectiveTool,
  same: { base: Map<string, boolean>; head: Map<string, boolean> },
): { base: (path: string) => boolean; head: (path: string) => boolean } | undefined {
  const path = now.agent_skill_path;
  if (path === null || path !== old.agent_skill_path || old.also_told || now.also_told) return undefined;
  // Both sides' files listed and read, the same SKILL.md left out of them, so that a file one
  // holds alike is in both sides' texts, and each side leaves out the same ones.
  const [before, after] = [trees.base.agentSkill(path), trees.head.agentSkill(path)];
  if (
    before.skillMd !== after.skillMd ||
    !trees.base.agentSkillListed(before) ||
    !trees.head.agentSkillListed(after)
  )
    return undefined;
  trees.base.agentSkillTextFiles(before);
  trees.head.agentSkillTextFiles(after);
  const alike = (side: 'base' | 'head') => (file: string) => {
    let found = same[side].get(file);
    if (found === undefined) {
      const text = trees.base.agentSkillTextFileAt(file);
      found = text !== undefined && text === trees.head.agentSkillTextFileAt(file);
      same[side].set(file, found);
    }
    return found;
  };
  return { base: alike('base'), head: alike('head') };
}

/**
 * Whether a name defined several times tells the model the same texts in the base and the head,
 * only by definitions in another order (its files swapped or reordered): which one stands first
 * is no change of what the model may be told.
 */
function sameDefinitionsTold(old: EffectiveTool, now: EffectiveTool): boolean {
  // What also_told does not carry: the inventory's title, of the standing definition, and what
  // its folders hold (their paths are the same, a SKILL.md in them rewritten).
  if (!old.also_told || !now.also_told || old.annotations_title !== now.annotations_title) return false;
  if (old.content !== now.content) return false;
  // The slots of every definition, united in each (effective.ts): their descriptions too.
  const slots = (tool: EffectiveTool): string => canonicalJson(tool.resource_slots.map((x) => x.description));
  if (slots(old) !== slots(now)) return false;
  const told = (tool: EffectiveTool): string[] =>
    [toldTexts(tool), ...(tool.also_told ?? [])].map((texts) => canonicalJson(texts)).sort(byCodeUnits);
  return canonicalJson(told(old)) === canonicalJson(told(now));
}

/**
 * What entryTexts left out of its map as told alike at the same place (another definition's
 * description the same as the one shown), under the place it would have been shown: where the
 * other tree shows a text there, this one is what it was or became, not nothing (an inventory
 * that rewrites the description its registered tool also writes is a rewrite, not a new text).
 */
const leftOut = new WeakMap<Map<string, string>, Map<string, string>>();

/**
 * Every text of an entry the model reads, by where it sits (`description`, `input_schema.….title`).
 * `folderEntry`: an `agent-skill:` entry, whose description is its SKILL.md's. A name defined
 * several times tells every definition's texts, which a runtime may keep instead: each other
 * definition's under the definition it is written in (`description (its definition in
 * tools/b.yaml)`), its folder's too, but none that a text already shown at that place tells alike.
 * The definition shown unmarked is the one the base's entry (`facing`) stands for, where the name
 * still has it: which of them stands for the name tells the model nothing.
 */
function entryTexts(
  project: Project,
  folderEntry: boolean,
  tool: EffectiveTool,
  facing?: EffectiveTool,
  /**
   * The folder's files left out: those the other tree holds alike (sameFolderFiles), or all of
   * them (`none`: compared apart, told-files.ts).
   */
  alike?: ((path: string) => boolean) | 'none',
): Map<string, string> {
  const out = new Map<string, string>();
  const also = tool.also_told;
  const definitions = also ? [toldTexts(tool), ...also] : [];
  const faced = facing && also ? canonicalJson(toldTexts(facing)) : undefined;
  const unmarked = Math.max(
    0,
    definitions.findIndex((texts) => canonicalJson(texts) === faced),
  );
  const first = unmarked === 0 ? tool : { ...tool, ...definitions[unmarked] };
  toolTexts(first, out);
  if (first.agent_skill_path !== null)
    folderTexts(
      project,
      project.agentSkill(first.agent_skill_path),
      folderEntry ? first.description : undefined,
      out,
      alike,
    );
  if (!also) return out;
  const shown = new Map([...out].map(([at, text]) => [at, new Set([text])]));
  const hidden = new Map<string, string>();
  leftOut.set(out, hidden);
  definitions.forEach((texts, i) => {
    if (i === unmarked) return;
    const own = new Map<string, string>();
    toolTexts(texts, own);
    // Its own folder, which the runtime reads where it keeps this definition.
    if (texts.agent_skill_path !== null && texts.agent_skill_path !== first.agent_skill_path)
      folderTexts(
        project,
        project.agentSkill(texts.agent_skill_path),
        folderEntry ? texts.description : undefined,
        own,
      );
    const suffix = ` (its definition ${toldWhere(also, texts) ?? `${i + 1} of the ${definitions.length} that tell otherwise`})`;
    for (const [at, text] of own) {
      let alike = shown.get(at);
      if (!alike) shown.set(at, (alike = new Set()));
      if (alike.has(text)) {
        if (!hidden.has(`${at}${suffix}`)) hidden.set(`${at}${suffix}`, text);
        continue;
      }
      alike.add(text);
      out.set(`${at}${suffix}`, text);
    }
  });
  return out;
}

/**
 * A tool's texts, each under what it is: every string of its schemas, as
 * `hidden-text` reads them (a client may put a schema before the model as it stands, so an
 * `x-usage` keyword, a `$comment` or a `pattern` is read as much as a description), and the names
 * its schemas give (a property's, a keyword of their own), one list per mapping. Left out are only
 * the words of the schema's own vocabulary (`type: string`, `required`, a keyword's name), which
 * the entry's changed fields list.
 */
function toolTexts(tool: unknown, out: Map<string, string>): void {
  const slotTexts = new Map<string, Set<string>>();
  /** The lists of values told whole (offeredValues). */
  const valueLists = new Set<string>();
  const add = (at: string, text: string): void => {
    const before = out.get(at);
    out.set(at, before === undefined ? text : `${before}\n${text}`);
  };
  visitModelTexts(
    'tool',
    tool,
    (text, pointer, key) => {
      const at = pointer();
      const slot = SLOT_DESCRIPTION.exec(at);
      if (slot) {
        // By the slot's name, not its place in the list: a slot put first shifts no other. A slot
        // read two ways (a repeated key) is two slots of one name, most often of one description.
        const name = valueAtPointer(tool, `/resource_slots/${slot[1]}/name`);
        const place = withKey(withKey('resource_slots', String(name)), 'description');
        const told = slotTexts.get(place) ?? new Set<string>();
        slotTexts.set(place, told);
        if (text !== '' && !told.has(text)) add(place, text);
        told.add(text);
        return;
      }
      const slash = at.lastIndexOf('/');
      const parent = at.slice(0, slash);
      const [last = '', above = ''] = [at.slice(slash + 1), parent.slice(parent.lastIndexOf('/') + 1)].map(
        (segment) => segment.split(OCCURRENCE)[0],
      );
      if (key) {
        if (!SCHEMA_MAPS.has(above) && SCHEMA_VALUE_KEYS.includes(text) && !withinValue(parent))
          offeredValues(namedAt(tool, at), at, out, valueLists);
        // A name in a map of schemas (a property's) is read whatever it is; elsewhere, a keyword's is the schema's own.
        if (!SCHEMA_MAPS.has(above) && SCHEMA_KEYWORDS.has(text)) return;
        add(`${describeModelText(parent)} (keys)`, text);
        return;
      }
      if (vocabulary(last, above, text)) {
        // A required name is shown where its property is defined; one no property of the schema
        // defines ("IMPORTANT: before answering, call …") is prose the schema carries, as is any
        // item of a keyword of its own that is called `required`.
        if (!(above === 'required' && LIST_ITEM.test(at)) || definesProperty(tool, parent, text)) return;
      }
      // A list of values (an enum's) is one text, so that a value put first shifts no other.
      const listed = LIST_ITEM.exec(at);
      if (!listed) out.set(describeModelText(at), text);
      else if (!valueLists.has(at.slice(0, listed.index)))
        add(describeModelText(at.slice(0, listed.index)), text);
    },
    'whole',
  );
}

/** Whether a place lies in a value a schema offers (below `default`, not a property of that name). */
function withinValue(at: string): boolean {
  const segments = pointerSegments(at).map((segment) => segment.split(OCCURRENCE)[0] ?? '');
  return segments.some(
    (segment, i) => SCHEMA_VALUE_KEYS.includes(segment) && !SCHEMA_MAPS.has(segments[i - 1] ?? ''),
  );
}

/**
 * The values a schema offers the model that are no strings (`default: false`, `enum: [1, 2]`,
 * `const: null`), as JSON, below a value keyword at `at`: a function-calling prompt lists them as
 * it lists the strings, and `dry_run`'s default made `false` tells the model that leaving it out
 * acts. A list holding one is told whole here, its strings among them in order (`lists`, whose
 * strings the visit then passes over); a mapping's such member at its own place.
 */
function offeredValues(value: unknown, at: string, out: Map<string, string>, lists: Set<string>): void {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') {
    out.set(describeModelText(at), JSON.stringify(value));
  } else if (Array.isArray(value)) {
    if (value.some((item) => item === null || typeof item === 'number' || typeof item === 'boolean')) {
      const told = value.filter((item) => item === null || typeof item !== 'object');
      out.set(
        describeModelText(at),
        told.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join('\n'),
      );
      lists.add(at);
    }
    value.forEach((item, i) => {
      if (item !== null && typeof item === 'object') offeredValues(item, `${at}/${i}`, out, lists);
    });
  } else if (isRecord(value)) {
    for (const key of Object.keys(value))
      if (typeof value[key] !== 'string') offeredValues(value[key], `${at}${toPointer([key])}`, out, lists);
  }
}

/** A resource slot's description in an effective tool, whose slots are a list. */
const SLOT_DESCRIPTION = /^\/resource_slots\/(\d+)\/description$/;

/**
 * Whether the schema holding the `required` list at `list` (a pointer in `tool`) defines a property
 * `name` in its own `properties`. A list the pointer cannot reach (a repeated key's later value) is
 * told whole.
 */
function definesProperty(tool: unknown, list: string, name: string): boolean {
  const properties = own(valueAtPointer(tool, list.slice(0, list.lastIndexOf('/'))), 'properties');
  return properties !== null && typeof properties === 'object' && Object.hasOwn(properties, name);
}

/** JSON Schema's keywords (2020-12's vocabularies, and draft 7's that MCP servers still write). */
const SCHEMA_KEYWORDS = new Set([
  ...[
    '$schema',
    '$id',
    '$ref',
    '$anchor',
    '$dynamicRef',
    '$dynamicAnchor',
    '$vocabulary',
    '$comment',
    '$defs',
  ],
  ...['allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else', 'dependentSchemas', 'prefixItems', 'items'],
  ...['contains', 'properties', 'patternProperties', 'additionalProperties', 'propertyNames'],
  ...['unevaluatedItems', 'unevaluatedProperties', 'type', 'enum', 'const', 'multipleOf', 'maximum'],
  ...['exclusiveMaximum', 'minimum', 'exclusiveMinimum', 'maxLength', 'minLength', 'pattern', 'maxItems'],
  ...['minItems', 'uniqueItems', 'maxContains', 'minContains', 'maxProperties', 'minProperties', 'required'],
  ...['dependentRequired', 'title', 'description', 'default', 'deprecated', 'readOnly', 'writeOnly'],
  ...['examples', 'format', 'contentEncoding', 'contentMediaType', 'contentSchema'],
  ...['definitions', 'dependencies', 'additionalItems'],
]);

const TYPE_NAMES = new Set(['array', 'boolean', 'integer', 'null', 'number', 'object', 'string']);

/**
 * Whether a string at `…/above/last` is a word of the schema's vocabulary, no prose: a type's name
 * (`type: string`, or in a list of types), a required property's name (its name is shown where it
 * is defined), a format JSON Schema or OpenAPI names (`date-time`), a JSON Schema dialect's address
 * (`$schema`).
 */
function vocabulary(last: string, above: string, text: string): boolean {
  const item = /^\d+$/.test(last);
  if (last === 'type' || (item && above === 'type')) return TYPE_NAMES.has(text);
  if (item && above === 'required') return true;
  if (last === 'format') return FORMATS.has(text);
  if (last === '$schema') return /^https?:\/\/json-schema\.org\/[\w./-]*#?$/.test(text);
  return false;
}

/** The formats JSON Schema (2020-12) and OpenAPI name: any other word may be prose run together. */
const FORMATS = new Set([
  ...['date-time', 'date', 'time', 'duration', 'email', 'idn-email', 'hostname', 'idn-hostname'],
  ...['ipv4', 'ipv6', 'uri', 'uri-reference', 'iri', 'iri-reference', 'uuid', 'uri-template'],
  ...['json-pointer', 'relative-json-pointer', 'regex', 'int32', 'int64', 'float', 'double'],
  ...['byte', 'binary', 'password'],
]);

/**
 * What an Agent Skills folder tells the model: its SKILL.md's frontmatter strings and body, then
 * every other text file the SKILL.md may send it to (`references/forms.md`), by its path in the
 * folder. An `agent-skill:` entry's description is its frontmatter's, already read as
 * `description` (`toldAs`, the entry's description, where the entry is the folder's own), unless
 * an override tells the entry another: the model that opens the file still reads the frontmatter's,
 * so a rewrite of it under an override is shown as `SKILL.md description`. `allowed-tools` is a
 * grant, which the gate judges as power (an escalation row), not words the model is told.
 */
function folderTexts(
  project: Project,
  folder: AgentSkillFolder,
  toldAs: string | undefined,
  out: Map<string, string>,
  alike?: ((path: string) => boolean) | 'none',
): void {
  const fm = folder.frontmatter;
  const loaded = fm?.file.loaded;
  if (fm?.doc) frontmatterTexts(fm.doc.value, loaded, toldAs, out);
  // A frontmatter the checker cannot read whole is told as written: a lenient client reads on.
  if (loaded && (!fm?.doc || loaded.problems.some((p) => p.kind === 'yaml-syntax')))
    out.set('SKILL.md frontmatter', loaded.text);
  if (folder.text !== undefined) {
    out.set('SKILL.md body', folder.text.slice(skillMdBodyStart(folder.text, fm?.file.loaded)));
  }
  // The files outside it its SKILL.md links to, by the link's path from the folder (`../`…).
  for (const file of project.agentSkillLinkedFiles(folder))
    out.set(`${FILE}${fromFolder(folder.dir, file.path)}`, file.text);
  if (alike === 'none') return;
  const inFolder = folder.dir === '' ? 0 : folder.dir.length + 1;
  for (const file of project.agentSkillTextFiles(folder))
    if (!alike?.(file.path)) out.set(`${FILE}${file.path.slice(inFolder)}`, file.text);
}

/** A path from the root as a path from `dir` (`../../docs/guide.md`), for a file outside it. */
function fromFolder(dir: string, path: string): string {
  const from = dir === '' ? [] : dir.split('/');
  const to = path.split('/');
  let common = 0;
  while (common < from.length && common < to.length - 1 && from[common] === to[common]) common++;
  return [...from.slice(common).map(() => '..'), ...to.slice(common)].join('/');
}

/**
 * A SKILL.md frontmatter's texts, each at its place (`SKILL.md metadata.team`): its strings, and
 * where a key holds no string and nothing below it (`"Before answering, deploy": true`), its value
 * as JSON, so that the key, which the model reads, is shown at its place. Then its comments, which
 * a model that opens the file reads as much as its fields. A field named as the file's own texts
 * (`body`, `comments`) is written quoted, `SKILL.md ["body"]`: under the same place, the file's
 * body, the same on both sides, would stand in for the field's rewrite.
 */
function frontmatterTexts(
  value: unknown,
  loaded: LoadedText | undefined,
  toldAs: string | undefined,
  out: Map<string, string>,
): void {
  visitModelTexts('skill-md-frontmatter', value, (text, pointer, key) => {
    const at = pointer();
    const field = at.split('/')[1]?.split(OCCURRENCE)[0];
    if (field === 'allowed-tools') return;
    if (key) {
      const named = namedAt(value, at);
      if (!toldBelow(named)) out.set(fieldPlace(at), named === undefined ? '' : valueJson(named));
      return;
    }
    if (at === '/description' && text === toldAs) return;
    out.set(fieldPlace(at), text);
  });
  const text = loaded?.text;
  const comments = (loaded?.comments() ?? []).map((at) => {
    COMMENT_LINE.lastIndex = at;
    return (text && COMMENT_LINE.exec(text)?.[0]) ?? '';
  });
  if (comments.length > 0) out.set('SKILL.md comments', comments.join('\n'));
}

/**
 * Whether the visit tells what a key holds by what it finds below: a string, a mapping's keys
 * (each its own visit), a list of those. A `true`, a number, an empty mapping or a list holding
 * such a value is told as JSON at the key.
 */
function toldBelow(named: unknown): boolean {
  if (typeof named === 'string') return true;
  if (Array.isArray(named))
    return (
      named.length > 0 &&
      named.every((item) => (isRecord(item) ? Object.keys(item).length > 0 : typeof item === 'string'))
    );
  return isRecord(named) && Object.keys(named).length > 0;
}

/**
 * A value told at its key, as JSON, each mapping within it written `{…}`: its keys are told at
 * their own places, so a value nested under many keys is written once, not once per key above it.
 */
function valueJson(value: unknown): string {
  return JSON.stringify(value, (key, inner: unknown) =>
    key !== '' && isRecord(inner) && Object.keys(inner).length > 0 ? '{…}' : inner,
  );
}

/** What a pointer of visitModelTexts names, a repeated key's later value (`key` OCCURRENCE n) too. */
function namedAt(value: unknown, at: string): unknown {
  let node = value;
  for (const segment of pointerSegments(at)) {
    const [key = '', n] = segment.split(OCCURRENCE);
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = n === undefined ? (node as Record<string, unknown>)[key] : repeatedValues(node, key)?.[Number(n)];
  }
  return node;
}

/** A comment, from its `#` to the end of its line. */
const COMMENT_LINE = /[^\r\n]*/y;

/** The SKILL.md's own texts beside its fields' (frontmatterTexts). */
const FILE_TEXTS: ReadonlySet<string> = new Set(['body', 'comments', 'frontmatter']);

/** A frontmatter text's place: `SKILL.md metadata.team`; a field named as a file's own text, quoted. */
function fieldPlace(at: string): string {
  const described = describeModelText(at);
  return `SKILL.md ${FILE_TEXTS.has(described) ? `[${JSON.stringify(described)}]` : described}`;
}

/**
 * Where a folder's file stands among an entry's texts: apart from every other place, so that a
 * file named like one (`description`) never takes a text's place (its unchanged text told instead
 * of a rewritten description), until told by its path (textChanges).
 */
const FILE = '\u0001';

/**
 * The texts that differ, in the head's order, then those only the base has; a folder's file by its
 * path in the folder (`./description` where a text of the entry stands at that name too).
 */
function textChanges(
  before: Map<string, string>,
  after: Map<string, string>,
  /** The folder's files compared apart (told-files.ts): after the head's texts, and after the base's. */
  files?: FolderChanges,
): TextChange[] {
  const out: TextChange[] = [];
  const told = (at: string): string => {
    if (!at.startsWith(FILE)) return at;
    const path = at.slice(FILE.length);
    return before.has(path) || after.has(path) ? `./${path}` : path;
  };
  const fileChange = (change: FileChange): TextChange => ({
    at: told(`${FILE}${change.at}`),
    before: change.before ?? null,
    after: change.after ?? null,
  });
  for (const [at, text] of after) {
    const old = before.get(at) ?? leftOut.get(before)?.get(at);
    if (!sameWords(old, text)) out.push({ at: told(at), before: old ?? null, after: text });
  }
  for (const change of files?.head ?? []) out.push(fileChange(change));
  for (const [at, old] of before) {
    if (after.has(at)) continue;
    const now = leftOut.get(after)?.get(at);
    if (!sameWords(old, now)) out.push({ at: told(at), before: old, after: now ?? null });
  }
  for (const change of files?.baseOnly ?? []) out.push(fileChange(change));
  return out;
}
