// What the model is told differently (SPEC §7): each changed entry whose texts the model reads
// changed — its description, every description and title in its schemas, an Agent Skill's SKILL.md
// frontmatter and body — and each MCP server whose instructions changed, with the old and the new
// text. Worked out once per changed definition and shared by every skill and actor that reads it:
// a rewritten MCP description grants no capability, so the gate lets it pass, and this is how the
// reviewer still reads the sentence.
import { byCodeUnits } from '../text/order.js';
import { groupBy, own } from '../model/model.js';
import type { AgentSkillFolder } from '../kinds/agent-skill.js';
import type { InventoryInfo } from '../kinds/mcp-server.js';
import type { SkillInfo } from '../kinds/skill.js';
import { reachable } from '../project/include-graph.js';
import { policyBlock } from '../project/actor-set.js';
import { toolKey, type EffectiveTool } from '../power/effective.js';
import { describeModelText, skillMdBodyStart, visitModelTexts } from '../model/model-texts.js';
import { OCCURRENCE } from '../yaml/load.js';
import type { Project } from '../project/project.js';
import type { SetDiff } from './sets.js';
import type { ActorDiff, SkillDiff, TextChange, ToldEntry } from './types.js';

/** Changed fields that can carry a text the model reads (`content`: an Agent Skill's files). */
const TEXT_FIELDS =
  /^(description|title|annotations_title|input_schema|output_schema|content|agent_skill_path)(\.|$)/;

/**
 * The entries of the changed skills whose model texts changed, one record per entry and pair of
 * definitions, naming the skills that show it and the actors that read it through one of them.
 */
export function toldDifferently(
  trees: { base: Project; head: Project },
  skills: readonly SkillDiff[],
  sets: ReadonlyMap<string, SetDiff>,
  actors: readonly ActorDiff[],
): ToldEntry[] {
  const texts = new Map<string, TextChange[]>();
  const records = new Map<string, ToldEntry>();
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
        changes = textChanges(
          entryTexts(trees.base, folderEntry, old),
          entryTexts(trees.head, folderEntry, now),
        );
        texts.set(`${pair}\u0000${folderEntry}`, changes);
      }
      if (changes.length === 0) continue;
      const key = `${changed.name}\u0000${pair}`;
      const record = records.get(key) ?? { entry: changed.name, texts: changes, skills: [], actors: [] };
      record.skills.push(skill.name);
      records.set(key, record);
    }
  }
  const told = [...records.values()];
  addReaders(trees.head, told, actors);
  return [...told, ...serverInstructions(trees)].sort((a, b) => byCodeUnits(a.entry, b.entry));
}

/**
 * One record per MCP server whose `instructions` differ: a client puts them before the model
 * beside every tool of the server, so they are read by every skill that holds one of its tools
 * and every actor that uses such a skill, whether or not a tool changed. The readers are the
 * head's: instructions reach the model only where the server is still used.
 */
function serverInstructions(trees: { base: Project; head: Project }): ToldEntry[] {
  const { base, head } = trees;
  const out: ToldEntry[] = [];
  const servers = new Set([...base.inventoriesByName.keys(), ...head.inventoriesByName.keys()]);
  for (const server of [...servers].sort(byCodeUnits)) {
    const [before, after] = [base.inventory(server), head.inventory(server)];
    // One parse on both sides (an unchanged file, src/core/pair/) says nothing changed.
    if (before.length === after.length && before.every((b, i) => b.def.doc === after[i]?.def.doc)) continue;
    const texts = textChanges(instructionTexts(before), instructionTexts(after));
    if (texts.length === 0) continue;
    const skills = [...serverReaders(head, server)].sort(byCodeUnits);
    const reading = new Set(skills);
    const actors = [...head.actorsByName]
      .filter(([, defs]) =>
        defs.some((def) =>
          def.skills.some(
            (s) =>
              s.ref.kind === 'local' && reading.has(s.ref.name) && policyBlock(def, s.ref.name) === undefined,
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
 * A server's instructions by where they sit: `instructions`, or, where two inventories pin the
 * server (a duplicate-name finding; a client may load either), each with its file.
 */
function instructionTexts(inventories: readonly InventoryInfo[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const inventory of inventories) {
    if (inventory.instructions === undefined) continue;
    const at = inventories.length === 1 ? 'instructions' : `instructions in ${inventory.def.file.path}`;
    out.set(at, inventory.instructions);
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
function addReaders(head: Project, told: ToldEntry[], actors: readonly ActorDiff[]): void {
  const byEntry = groupBy(told, (record) => record.entry);
  for (const actor of actors) {
    const defs = head.actorsByName.get(actor.name) ?? [];
    // A skill the actor lists on the head and its policy lets through.
    const reads = (skill: string): boolean =>
      defs.some(
        (def) =>
          def.skills.some((s) => s.ref.kind === 'local' && s.ref.name === skill) &&
          policyBlock(def, skill) === undefined,
      );
    const through = new Set(actor.skills.filter(reads));
    for (const entry of actor.changed) {
      for (const record of byEntry.get(entry) ?? []) {
        if (record.skills.some((s) => through.has(s))) record.actors.push(actor.name);
      }
    }
  }
  for (const record of told) record.actors.sort(byCodeUnits);
}

/** A string item of a schema's list of values: `…/enum/2`, `…/examples/0`. */
const LIST_ITEM = /\/\d+$/;

/** An `agent-skill:` entry, qualified or not (a skill name holds no dot). */
const AGENT_SKILL_ENTRY = /(^|\.)agent-skill:/;

/**
 * Every text of an entry the model reads, by where it sits (`description`, `input_schema.….title`).
 * `folderEntry`: an `agent-skill:` entry, whose description is its SKILL.md's.
 */
function entryTexts(project: Project, folderEntry: boolean, tool: EffectiveTool): Map<string, string> {
  const out = new Map<string, string>();
  // A property's name is read too, but its change is listed with the entry's changed fields.
  visitModelTexts('tool', tool, (text, pointer, key) => {
    if (key) return;
    const at = pointer();
    // A list of values (an enum's) is one text, so that a value put first shifts no other.
    const listed = LIST_ITEM.exec(at);
    if (!listed) out.set(describeModelText(at), text);
    else {
      const list = describeModelText(at.slice(0, listed.index));
      const before = out.get(list);
      out.set(list, before === undefined ? text : `${before}\n${text}`);
    }
  });
  if (tool.agent_skill_path !== null)
    skillMdTexts(project.agentSkill(tool.agent_skill_path), folderEntry, out);
  return out;
}

/**
 * A SKILL.md's frontmatter strings and its body. An `agent-skill:` entry's description is its
 * frontmatter's, already read as `description`; `allowed-tools` is a grant, which the gate
 * judges as power (an escalation row), not words the model is told.
 */
function skillMdTexts(folder: AgentSkillFolder, folderEntry: boolean, out: Map<string, string>): void {
  const fm = folder.frontmatter;
  if (fm?.doc) {
    visitModelTexts('skill-md-frontmatter', fm.doc.value, (text, pointer, key) => {
      if (key) return;
      const at = pointer();
      const field = at.split('/')[1]?.split(OCCURRENCE)[0];
      if (field === 'allowed-tools') return;
      if (at === '/description' && folderEntry) return;
      out.set(`SKILL.md ${describeModelText(at)}`, text);
    });
  }
  if (folder.text !== undefined) {
    out.set('SKILL.md body', folder.text.slice(skillMdBodyStart(folder.text, fm?.file.loaded)));
  }
}

/** The texts that differ, in the head's order, then those only the base has. */
function textChanges(before: Map<string, string>, after: Map<string, string>): TextChange[] {
  const out: TextChange[] = [];
  for (const [at, text] of after) {
    const old = before.get(at);
    if (old !== text) out.push({ at, before: old ?? null, after: text });
  }
  for (const [at, old] of before) if (!after.has(at)) out.push({ at, before: old, after: null });
  return out;
}
