// The skill kind: a skill document read into its entries (tools, includes, MCP servers, Agent
// Skills folders, builtins, anonymous tools), each at its site; what they bring is flatten.ts's.
// A list key that is repeated or merged in (`<<`) brings the items of every value, a list written
// as a mapping its keys, and an item of a shape none of these readers understands is `unreadable`:
// it stands for unknown power, never for nothing (SPEC §6).
import {
  isRecord,
  mergedKeys,
  own,
  ownAsRead,
  runtimeItemsAt as itemsAt,
  unreadableItem,
  namesAt,
  valuesAt,
  type Definition,
  type Site,
} from '../model/model.js';
import { parseReference } from '../model/names.js';
import { overrideOfReadings } from '../power/effective.js';
import { toPointer } from '../text/pointer.js';
import { repeatedValues, withEntries } from '../yaml/load.js';
import type { NamedRef } from './refs.js';

export interface OverrideEntry {
  key: string;
  /** The override's key, inside its overrides mapping. */
  site: Site;
  value: unknown;
}

interface ToolRefEntry extends NamedRef {
  /** The `{name, overrides}` form's override, when present. */
  override?: { site: Site; value: unknown };
}

export interface IncludeEntry extends NamedRef {
  overrides: OverrideEntry[];
}

/** A tool a server's `tools` list names, at the value that names it. */
interface McpToolItem {
  name: string;
  site: Site;
}

interface McpServerEntry {
  site: Site;
  server: string;
  tools: McpToolItem[] | undefined;
  overrides: OverrideEntry[];
}

export interface SkillInfo {
  def: Definition;
  name: string;
  tools: ToolRefEntry[];
  includes: IncludeEntry[];
  mcpServers: McpServerEntry[];
  agentSkills: { site: Site; path: string }[];
  builtins: { site: Site; group: string }[];
  anonymousTools: {
    site: Site;
    value: Record<string, unknown>;
    name: string | undefined;
    /** The other definitions of its name in the skill, made one with it (kinds/duplicates.ts). */
    others?: { site: Site; value: Record<string, unknown>; name: string | undefined }[];
    /** Its own document as written, where `value` is the one made of every definition of its name. */
    written?: Record<string, unknown>;
  }[];
  /** Items of `mcp_servers`, `agent_skills`, `builtins` or `anonymous_tools` that cannot be read. */
  unreadable: { site: Site; raw: string }[];
}

export function readSkill(def: Definition, name: string): SkillInfo {
  const ns = def.namespace;
  const unreadable: SkillInfo['unreadable'] = [];
  const cannotRead = (item: unknown, pointer: string): void => {
    unreadable.push({ site: { def, pointer }, raw: unreadableItem(item) });
  };
  return {
    def,
    name,
    tools: readToolRefs(def, ns),
    includes: readIncludes(def, ns),
    mcpServers: readMcpServers(def, cannotRead),
    agentSkills: readAgentSkills(def, cannotRead),
    builtins: readBuiltins(def, cannotRead),
    anonymousTools: readAnonymousTools(def, cannotRead),
    unreadable,
  };
}

type CannotRead = (item: unknown, pointer: string) => void;

/** A reference written as a string, or as another scalar a runtime formats as one (`42`). */
const referenceText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

function readToolRefs(def: Definition, ns: string | undefined): ToolRefEntry[] {
  const tools: ToolRefEntry[] = [];
  for (const { item, pointer } of itemsAt(def.value, 'tools')) {
    const names = isRecord(item) ? valuesAt(item, 'name', pointer) : [];
    if (!names.some((n) => typeof n.value === 'string')) {
      // A string, or what no reading names: a reference to no tool, which is unknown power.
      const raw = referenceText(item) ?? unreadableItem(item);
      tools.push({ site: { def, pointer }, raw, ref: parseReference(raw, ns) });
      continue;
    }
    for (const name of names) {
      if (typeof name.value !== 'string') continue;
      const entry: ToolRefEntry = {
        site: { def, pointer: name.pointer },
        raw: name.value,
        ref: parseReference(name.value, ns),
      };
      const overrides = overrideReadings(item, pointer);
      if (overrides.length > 0 && overrides.some((o) => o !== undefined)) {
        entry.override = {
          site: { def, pointer: `${pointer}/overrides` },
          value: overrideOfReadings(overrides),
        };
      }
      tools.push(entry);
    }
  }
  return tools;
}

function readIncludes(def: Definition, ns: string | undefined): IncludeEntry[] {
  const includes: IncludeEntry[] = [];
  for (const { item, pointer } of itemsAt(def.value, 'includes')) {
    const skills = isRecord(item) ? valuesAt(item, 'skill', pointer) : [];
    if (!skills.some((n) => typeof n.value === 'string')) {
      // A string, or what no reading names: an include of no skill, which is unknown power.
      const raw = referenceText(item) ?? unreadableItem(item);
      includes.push({ site: { def, pointer }, raw, ref: parseReference(raw, ns), overrides: [] });
      continue;
    }
    for (const skill of skills) {
      if (typeof skill.value !== 'string') continue;
      includes.push({
        site: { def, pointer: skill.pointer },
        raw: skill.value,
        ref: parseReference(skill.value, ns),
        overrides: readOverrides(def, `${pointer}/overrides`, overrideReadings(item, pointer)),
      });
    }
  }
  return includes;
}

function readMcpServers(def: Definition, cannotRead: CannotRead): McpServerEntry[] {
  const servers: McpServerEntry[] = [];
  for (const { item, pointer } of itemsAt(def.value, 'mcp_servers')) {
    // A server named alone (`[github]`, or a mapping's key) is the whole server, as without `tools`.
    if (typeof item === 'string' && item !== '') {
      servers.push({ site: { def, pointer }, server: item, tools: undefined, overrides: [] });
      continue;
    }
    const names = namesAt(item, 'name', pointer);
    if (!names.some((n) => referenceText(n.value))) cannotRead(item, pointer);
    const lists = valuesAt(item, 'tools', pointer);
    const items = itemsAt(item, 'tools', pointer).map((t) => ({ ...t, names: listedTools(def, t) }));
    const listed = items.flatMap((t) => t.names);
    // Without a list of tools (or with one a loader may not see, or an item that names no tool it
    // can read: any tool of the server, to a loose runtime), every tool of the server.
    const whole =
      lists.length === 0 ||
      lists.some((l) => l.merged || !Array.isArray(l.value)) ||
      items.some((t) => t.names.length === 0);
    for (const name of names) {
      // A server named by a number (`name: 42`, a schema finding a comment may silence) is the
      // server "42" to a runtime that formats it as a string: the gate reads it so, not as nothing.
      const server = referenceText(name.value);
      if (!server) continue;
      const overrides = readOverrides(def, `${pointer}/overrides`, overrideReadings(item, pointer));
      const site = { def, pointer: name.pointer };
      if (whole && lists.length > 0) servers.push({ site, server, tools: undefined, overrides });
      servers.push({
        site,
        server,
        tools: whole && lists.length === 0 ? undefined : listed,
        overrides,
      });
    }
  }
  return servers;
}

/**
 * The tools an item of a server's `tools` list names: a string; a number as a runtime formats it;
 * a mapping's `name` (each value of a repeated one), as a skill's own `tools` items are written.
 * A schema finding but the last, which a comment may silence: the gate still reads the tool.
 */
function listedTools(def: Definition, { item, pointer }: { item: unknown; pointer: string }): McpToolItem[] {
  const text = typeof item === 'string' ? item : referenceText(item);
  if (text !== undefined) return [{ name: text, site: { def, pointer } }];
  return namesAt(item, 'name', pointer).flatMap((n) => {
    const name = referenceText(n.value);
    return name === undefined ? [] : [{ name, site: { def, pointer: n.pointer } }];
  });
}

function readAgentSkills(def: Definition, cannotRead: CannotRead): SkillInfo['agentSkills'] {
  const agentSkills: SkillInfo['agentSkills'] = [];
  for (const { item, pointer } of itemsAt(def.value, 'agent_skills')) {
    if (typeof item === 'string') {
      agentSkills.push({ site: { def, pointer }, path: item });
      continue;
    }
    const paths = valuesAt(item, 'path', pointer).filter((p) => typeof p.value === 'string');
    if (paths.length === 0) cannotRead(item, pointer);
    for (const path of paths)
      agentSkills.push({ site: { def, pointer: path.pointer }, path: path.value as string });
  }
  return agentSkills;
}

function readBuiltins(def: Definition, cannotRead: CannotRead): SkillInfo['builtins'] {
  return itemsAt(def.value, 'builtins').flatMap(({ item, pointer }) => {
    if (typeof item === 'string') return [{ site: { def, pointer }, group: item }];
    cannotRead(item, pointer);
    return [];
  });
}

function readAnonymousTools(def: Definition, cannotRead: CannotRead): SkillInfo['anonymousTools'] {
  const anonymousTools: SkillInfo['anonymousTools'] = [];
  for (const { item, pointer } of itemsAt(def.value, 'anonymous_tools')) {
    if (!isRecord(item)) {
      cannotRead(item, pointer);
      continue;
    }
    const names = valuesAt(item, 'name', pointer).filter((n) => typeof n.value === 'string');
    // A repeated `name` defines the tool under each (SPEC §6). One with none (a schema finding a
    // comment may silence) is still a tool a runtime may offer under a name of its choosing: its
    // entry is unknown, as an item no reader understands is.
    if (names.length === 0) {
      anonymousTools.push({ site: { def, pointer }, value: item, name: undefined });
      cannotRead(item, pointer);
    }
    for (const n of names)
      anonymousTools.push({ site: { def, pointer }, value: item, name: n.value as string });
  }
  return anonymousTools;
}

/**
 * Every value a loader may give an item's `overrides` (a repeated key: each; one a merge key
 * brings: it, or none, `undefined`). Empty when the item has none.
 */
function overrideReadings(item: unknown, pointer: string): unknown[] {
  const values = valuesAt(item, 'overrides', pointer);
  const readings: unknown[] = values.flatMap((v) => asWrittenAndMerged(v.value));
  if (values.some((v) => v.merged)) readings.push(undefined);
  return readings;
}

/**
 * An override as written and, where a merge key brings keys it does not write (`<<: {capability:
 * …}`), as PyYAML reads it, which applies them: two readings, so that a restraint only the merge
 * sets (`human_approval_required: true`) is one the runtime may keep (power/effective.ts).
 */
function asWrittenAndMerged(value: unknown): unknown[] {
  const keys = mergedKeys(value);
  if (keys.length === 0) return [value];
  const merged = Object.fromEntries(keys.map((key) => [key, ownAsRead(value, key)]));
  return [value, withEntries(value as Record<string, unknown>, merged)];
}

/**
 * Each entry's override, of every reading: where the readings differ, the strongest applies. An
 * entry's key repeated in one reading gives a reading per value (PyYAML keeps the last, which
 * may drop the restraint the first sets).
 */
function readOverrides(def: Definition, pointer: string, readings: unknown[]): OverrideEntry[] {
  const keys = [...new Set(readings.flatMap((r) => (isRecord(r) ? Object.keys(r) : [])))];
  const valuesOf = (r: unknown, key: string): unknown[] =>
    ((isRecord(r) && repeatedValues(r, key)) || [own(r, key)]).flatMap(asWrittenAndMerged);
  return keys.map((key) => ({
    key,
    site: { def, pointer: `${pointer}${toPointer([key])}` },
    value: overrideOfReadings(readings.flatMap((r) => valuesOf(r, key))),
  }));
}
