// The names in a file that the server answers questions about: definitions' names, references to
// tools and skills, override keys, builtin groups, MCP servers and their tools and Agent Skills
// folders, each with its exact span; and, for a name,
// where it is defined and where it is referred to. Pure: read from the project, nothing else.
import type { Span } from '../core/model/diagnostic.js';
import { keySpan, own, valueSpan, type Site } from '../core/model/model.js';
import type { Project } from '../core/project/project.js';
import type { ActorInfo } from '../core/kinds/actor.js';
import type { NamedRef } from '../core/kinds/refs.js';
import type { SkillInfo } from '../core/kinds/skill.js';
import type { ToolInfo } from '../core/kinds/tool.js';
import { allReferences, type ReferenceRole } from '../core/project/references.js';
import { spanContains } from './positions.js';

type NameKind = 'tool' | 'skill' | 'actor';

export type FileSymbol =
  | { kind: 'definition'; target: NameKind; name: string; span: Span; info: ToolInfo | SkillInfo | ActorInfo }
  | {
      kind: 'reference';
      target: 'tool' | 'skill';
      name: string;
      span: Span;
      /** The skill whose `tools` or `includes` holds the reference, if any. */
      skill: SkillInfo | undefined;
    }
  | {
      kind: 'override';
      /** The entry of the flattened set the override changes (a tool's name for a `tools` entry). */
      entry: string;
      span: Span;
      skill: SkillInfo;
      value: unknown;
      /** The included skill whose entry it changes; undefined for a `tools` entry or an MCP server. */
      include: string | undefined;
    }
  | { kind: 'builtin'; group: string; span: Span; skill: SkillInfo }
  /** An MCP server named by a skill's `mcp_servers` item or a tool's `mcp_server`, with the tools it exposes there (undefined: all). */
  | { kind: 'mcp-server'; server: string; span: Span; tools: readonly string[] | undefined }
  /** One tool of an MCP server: listed in a skill's `mcp_servers` item, or a tool's `mcp_tool_name`. */
  | { kind: 'mcp-tool'; server: string; tool: string; span: Span }
  /** An Agent Skills folder: a skill's `agent_skills` item, or a tool's `agent_skill_path`. */
  | { kind: 'agent-skill'; path: string; span: Span };

export interface Location {
  file: string;
  span: Span;
}

const TARGET_OF: Record<ReferenceRole, 'tool' | 'skill'> = {
  tool: 'tool',
  wraps: 'tool',
  include: 'skill',
  'actor-skill': 'skill',
};

interface FileDefinitions {
  tools: ToolInfo[];
  skills: SkillInfo[];
  actors: ActorInfo[];
}

const definitionsByProject = new WeakMap<Project, Map<string, FileDefinitions>>();
const symbolsByProject = new WeakMap<Project, Map<string, FileSymbol[]>>();

/** The definitions of each file, indexed once per project; no position is looked up for it. */
function definitionsByFile(project: Project): Map<string, FileDefinitions> {
  let index = definitionsByProject.get(project);
  if (index) return index;
  index = new Map();
  const at = (file: string): FileDefinitions => {
    let entry = index!.get(file);
    if (!entry) index!.set(file, (entry = { tools: [], skills: [], actors: [] }));
    return entry;
  };
  for (const tool of project.tools) at(tool.def.file.path).tools.push(tool);
  for (const skill of project.skills) at(skill.def.file.path).skills.push(skill);
  for (const actor of project.actors) at(actor.def.file.path).actors.push(actor);
  definitionsByProject.set(project, index);
  return index;
}

/** The symbols of one file, in no particular order (positions are looked up for this file only). */
function symbolsOf(project: Project, file: string): readonly FileSymbol[] {
  let byFile = symbolsByProject.get(project);
  if (!byFile) symbolsByProject.set(project, (byFile = new Map()));
  const known = byFile.get(file);
  if (known) return known;
  const symbols: FileSymbol[] = [];
  const defs = definitionsByFile(project).get(file) ?? { tools: [], skills: [], actors: [] };
  const definition = (target: NameKind, info: ToolInfo | SkillInfo | ActorInfo): void => {
    symbols.push({
      kind: 'definition',
      target,
      name: info.name,
      span: valueSpan({ def: info.def, pointer: '/name' }),
      info,
    });
  };
  const reference = (entry: NamedRef, target: 'tool' | 'skill', skill: SkillInfo | undefined): void => {
    if (entry.ref.kind !== 'local') return;
    symbols.push({ kind: 'reference', target, name: entry.ref.name, span: valueSpan(entry.site), skill });
  };
  for (const tool of defs.tools) {
    definition('tool', tool);
    if (tool.wraps) reference(tool.wraps, 'tool', undefined);
    mcpOfTool(tool, symbols);
    const folder = tool.agentSkillPath;
    if (folder) symbols.push({ kind: 'agent-skill', path: folder.path, span: valueSpan(folder.site) });
  }
  for (const skill of defs.skills) {
    definition('skill', skill);
    const override = (entry: string, o: { site: Site; value: unknown }, into?: string): void => {
      symbols.push({ kind: 'override', entry, span: keySpan(o.site), skill, value: o.value, include: into });
    };
    for (const entry of skill.tools) {
      reference(entry, 'tool', skill);
      if (entry.override && entry.ref.kind === 'local') override(entry.ref.name, entry.override);
    }
    for (const include of skill.includes) {
      reference(include, 'skill', skill);
      const child = include.ref.kind === 'local' ? include.ref.name : undefined;
      for (const o of include.overrides) override(o.key, o, child);
    }
    for (const server of skill.mcpServers) {
      for (const o of server.overrides) override(o.key, o);
      mcpOfSkill(server, symbols);
    }
    for (const b of skill.builtins)
      symbols.push({ kind: 'builtin', group: b.group, span: valueSpan(b.site), skill });
    for (const a of skill.agentSkills)
      symbols.push({ kind: 'agent-skill', path: a.path, span: valueSpan(a.site) });
  }
  for (const actor of defs.actors) {
    definition('actor', actor);
    for (const entry of actor.skills) reference(entry, 'skill', undefined);
  }
  byFile.set(file, symbols);
  return symbols;
}

/** A skill's `mcp_servers` item: its server's name, and each tool it lists. */
function mcpOfSkill(server: SkillInfo['mcpServers'][number], symbols: FileSymbol[]): void {
  const tools = server.tools?.map((t) => t.name);
  symbols.push({ kind: 'mcp-server', server: server.server, span: valueSpan(server.site), tools });
  for (const tool of server.tools ?? [])
    symbols.push({ kind: 'mcp-tool', server: server.server, tool: tool.name, span: valueSpan(tool.site) });
}

/** A registered MCP tool's `mcp_server` and `mcp_tool_name` (`*`: the whole server). */
function mcpOfTool(tool: ToolInfo, symbols: FileSymbol[]): void {
  const { source, mcp_server: server, mcp_tool_name: name } = tool.effective;
  if (source !== 'mcp' || server === null || typeof own(tool.def.value, 'mcp_server') !== 'string') return;
  const whole = name === null || name === '*';
  const at = (pointer: string): Span => valueSpan({ def: tool.def, pointer });
  symbols.push({ kind: 'mcp-server', server, span: at('/mcp_server'), tools: whole ? undefined : [name] });
  if (!whole && typeof own(tool.def.value, 'mcp_tool_name') === 'string')
    symbols.push({ kind: 'mcp-tool', server, tool: name, span: at('/mcp_tool_name') });
}

/** The innermost symbol at a 1-based line and column of a file, if any. */
export function symbolAt(
  project: Project,
  file: string,
  line: number,
  column: number,
): FileSymbol | undefined {
  let best: FileSymbol | undefined;
  for (const symbol of symbolsOf(project, file)) {
    if (!spanContains(symbol.span, line, column)) continue;
    if (!best || size(symbol.span) < size(best.span)) best = symbol;
  }
  return best;
}

function size(span: Span): number {
  return (span.endLine - span.line) * 1e6 + (span.endColumn - span.column);
}

/** The name a symbol stands for, when it names a tool, skill or actor. */
export function nameOf(symbol: FileSymbol): { target: NameKind; name: string } | undefined {
  if (symbol.kind === 'definition' || symbol.kind === 'reference')
    return { target: symbol.target, name: symbol.name };
  if (symbol.kind === 'override' && symbol.include === undefined && !symbol.entry.includes(':'))
    return { target: 'tool', name: symbol.entry };
  return undefined;
}

/** Where a name is defined (every definition, when it is defined twice). */
export function definitionsOf(project: Project, target: NameKind, name: string): Location[] {
  const registry =
    target === 'tool'
      ? project.toolsByName
      : target === 'skill'
        ? project.skillsByName
        : project.actorsByName;
  return (registry.get(name) ?? []).map((info: ToolInfo | SkillInfo | ActorInfo) => ({
    file: info.def.file.path,
    span: valueSpan({ def: info.def, pointer: '/name' }),
  }));
}

/** Every reference to a name, in file and position order. */
export function referencesTo(project: Project, target: NameKind, name: string): Location[] {
  const out: Location[] = [];
  for (const { entry, role } of allReferences(project)) {
    if (TARGET_OF[role] !== target || entry.ref.kind !== 'local' || entry.ref.name !== name) continue;
    out.push({ file: entry.site.def.file.path, span: valueSpan(entry.site) });
  }
  return out.sort((a, b) =>
    a.file !== b.file
      ? a.file < b.file
        ? -1
        : 1
      : a.span.line - b.span.line || a.span.column - b.span.column,
  );
}
