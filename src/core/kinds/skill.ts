// The skill kind: a skill document read into its entries (tools, includes, MCP servers, Agent
// Skills folders, builtins, anonymous tools), each at its site; what they bring is flatten.ts's.
import { arrayAt, isRecord, own, type Definition, type Site } from '../model.js';
import { parseReference } from '../names.js';
import { toPointer } from '../pointer.js';
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
  arrayAt(def.value, 'tools').forEach((item, i) => {
    if (typeof item === 'string') {
      tools.push({ site: { def, pointer: `/tools/${i}` }, raw: item, ref: parseReference(item, ns) });
    } else if (isRecord(item) && typeof own(item, 'name') === 'string') {
      const raw = item.name as string;
      const entry: ToolRefEntry = {
        site: { def, pointer: `/tools/${i}/name` },
        raw,
        ref: parseReference(raw, ns),
      };
      if (Object.hasOwn(item, 'overrides')) {
        entry.override = { site: { def, pointer: `/tools/${i}/overrides` }, value: item.overrides };
      }
      tools.push(entry);
    }
  });
  return tools;
}

function readIncludes(def: Definition, ns: string | undefined): IncludeEntry[] {
  const includes: IncludeEntry[] = [];
  arrayAt(def.value, 'includes').forEach((item, i) => {
    if (typeof item === 'string') {
      includes.push({
        site: { def, pointer: `/includes/${i}` },
        raw: item,
        ref: parseReference(item, ns),
        overrides: [],
      });
    } else if (isRecord(item) && typeof own(item, 'skill') === 'string') {
      const raw = item.skill as string;
      includes.push({
        site: { def, pointer: `/includes/${i}/skill` },
        raw,
        ref: parseReference(raw, ns),
        overrides: readOverrides(def, `/includes/${i}/overrides`, own(item, 'overrides')),
      });
    }
  });
  return includes;
}

function readMcpServers(def: Definition): McpServerEntry[] {
  const servers: McpServerEntry[] = [];
  arrayAt(def.value, 'mcp_servers').forEach((item, i) => {
    const server = own(item, 'name');
    if (typeof server !== 'string' || server === '') return;
    const toolsRaw = own(item, 'tools');
    servers.push({
      site: { def, pointer: `/mcp_servers/${i}/name` },
      server,
      tools: Array.isArray(toolsRaw)
        ? toolsRaw.flatMap((t, j) =>
            typeof t === 'string'
              ? [{ name: t, site: { def, pointer: `/mcp_servers/${i}/tools/${j}` } }]
              : [],
          )
        : undefined,
      overrides: readOverrides(def, `/mcp_servers/${i}/overrides`, own(item, 'overrides')),
    });
  });
  return servers;
}

function readAgentSkills(def: Definition): SkillInfo['agentSkills'] {
  const agentSkills: SkillInfo['agentSkills'] = [];
  arrayAt(def.value, 'agent_skills').forEach((item, i) => {
    if (typeof item === 'string')
      agentSkills.push({ site: { def, pointer: `/agent_skills/${i}` }, path: item });
    else if (typeof own(item, 'path') === 'string') {
      agentSkills.push({
        site: { def, pointer: `/agent_skills/${i}/path` },
        path: own(item, 'path') as string,
      });
    }
  });
  return agentSkills;
}

function readBuiltins(def: Definition): SkillInfo['builtins'] {
  const builtins: SkillInfo['builtins'] = [];
  arrayAt(def.value, 'builtins').forEach((item, i) => {
    if (typeof item === 'string') builtins.push({ site: { def, pointer: `/builtins/${i}` }, group: item });
  });
  return builtins;
}

function readAnonymousTools(def: Definition): SkillInfo['anonymousTools'] {
  const anonymousTools: SkillInfo['anonymousTools'] = [];
  arrayAt(def.value, 'anonymous_tools').forEach((item, i) => {
    if (!isRecord(item)) return;
    const n = own(item, 'name');
    anonymousTools.push({
      site: { def, pointer: `/anonymous_tools/${i}` },
      value: item,
      name: typeof n === 'string' ? n : undefined,
    });
  });
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
