// The skill kind: a skill document read into its entries (tools, includes, MCP servers, Agent
// Skills folders, builtins, anonymous tools), each at its site; what they bring is flatten.ts's.
// A list key that is repeated or merged in (`<<`) brings the items of every value (SPEC §6).
import { isRecord, itemsAt, own, valuesAt, type Definition, type Site } from '../model/model.js';
import { parseReference } from '../model/names.js';
import { toPointer } from '../text/pointer.js';
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

interface McpServerEntry {
  site: Site;
  server: string;
  tools: { name: string; site: Site }[] | undefined;
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
  anonymousTools: { site: Site; value: Record<string, unknown>; name: string | undefined }[];
}

export function readSkill(def: Definition, name: string): SkillInfo {
  const ns = def.namespace;
  return {
    def,
    name,
    tools: readToolRefs(def, ns),
    includes: readIncludes(def, ns),
    mcpServers: readMcpServers(def),
    agentSkills: readAgentSkills(def),
    builtins: readBuiltins(def),
    anonymousTools: readAnonymousTools(def),
  };
}

function readToolRefs(def: Definition, ns: string | undefined): ToolRefEntry[] {
  const tools: ToolRefEntry[] = [];
  for (const { item, pointer } of itemsAt(def.value, 'tools')) {
    if (typeof item === 'string') {
      tools.push({ site: { def, pointer }, raw: item, ref: parseReference(item, ns) });
      continue;
    }
    for (const name of valuesAt(item, 'name', pointer)) {
      if (typeof name.value !== 'string') continue;
      const entry: ToolRefEntry = {
        site: { def, pointer: name.pointer },
        raw: name.value,
        ref: parseReference(name.value, ns),
      };
      if (isRecord(item) && Object.hasOwn(item, 'overrides')) {
        entry.override = { site: { def, pointer: `${pointer}/overrides` }, value: item.overrides };
      }
      tools.push(entry);
    }
  }
  return tools;
}

function readIncludes(def: Definition, ns: string | undefined): IncludeEntry[] {
  const includes: IncludeEntry[] = [];
  for (const { item, pointer } of itemsAt(def.value, 'includes')) {
    if (typeof item === 'string') {
      includes.push({ site: { def, pointer }, raw: item, ref: parseReference(item, ns), overrides: [] });
      continue;
    }
    for (const skill of valuesAt(item, 'skill', pointer)) {
      if (typeof skill.value !== 'string') continue;
      includes.push({
        site: { def, pointer: skill.pointer },
        raw: skill.value,
        ref: parseReference(skill.value, ns),
        overrides: readOverrides(def, `${pointer}/overrides`, own(item, 'overrides')),
      });
    }
  }
  return includes;
}

function readMcpServers(def: Definition): McpServerEntry[] {
  const servers: McpServerEntry[] = [];
  for (const { item, pointer } of itemsAt(def.value, 'mcp_servers')) {
    const lists = valuesAt(item, 'tools', pointer);
    // Without a list of tools (or with one a loader may not see), every tool of the server.
    const listed = itemsAt(item, 'tools', pointer).flatMap((t) =>
      typeof t.item === 'string' ? [{ name: t.item, site: { def, pointer: t.pointer } }] : [],
    );
    const whole = lists.length === 0 || lists.some((l) => l.merged || !Array.isArray(l.value));
    for (const name of valuesAt(item, 'name', pointer)) {
      // A server named by a number (`name: 42`, a schema finding a comment may silence) is the
      // server "42" to a runtime that formats it as a string: the gate reads it so, not as nothing.
      const server = typeof name.value === 'number' ? String(name.value) : name.value;
      if (typeof server !== 'string' || server === '') continue;
      const overrides = readOverrides(def, `${pointer}/overrides`, own(item, 'overrides'));
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

function readAgentSkills(def: Definition): SkillInfo['agentSkills'] {
  const agentSkills: SkillInfo['agentSkills'] = [];
  for (const { item, pointer } of itemsAt(def.value, 'agent_skills')) {
    if (typeof item === 'string') agentSkills.push({ site: { def, pointer }, path: item });
    else
      for (const path of valuesAt(item, 'path', pointer))
        if (typeof path.value === 'string')
          agentSkills.push({ site: { def, pointer: path.pointer }, path: path.value });
  }
  return agentSkills;
}

function readBuiltins(def: Definition): SkillInfo['builtins'] {
  return itemsAt(def.value, 'builtins').flatMap(({ item, pointer }) =>
    typeof item === 'string' ? [{ site: { def, pointer }, group: item }] : [],
  );
}

function readAnonymousTools(def: Definition): SkillInfo['anonymousTools'] {
  const anonymousTools: SkillInfo['anonymousTools'] = [];
  for (const { item, pointer } of itemsAt(def.value, 'anonymous_tools')) {
    if (!isRecord(item)) continue;
    const names = valuesAt(item, 'name', pointer).filter((n) => typeof n.value === 'string');
    // A repeated `name` defines the tool under each (SPEC §6).
    if (names.length === 0) anonymousTools.push({ site: { def, pointer }, value: item, name: undefined });
    for (const n of names)
      anonymousTools.push({ site: { def, pointer }, value: item, name: n.value as string });
  }
  return anonymousTools;
}

function readOverrides(def: Definition, pointer: string, raw: unknown): OverrideEntry[] {
  if (!isRecord(raw)) return [];
  return Object.keys(raw).map((key) => ({
    key,
    site: { def, pointer: `${pointer}${toPointer([key])}` },
    value: raw[key],
  }));
}
