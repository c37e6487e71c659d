// A check after an edit, doing only what the edit can change: the rules whose scope is a file run
// on the edited files alone and every other file keeps its findings from the check before; the
// skills no edited file can reach keep their flattened sets. Whatever else a check does runs as
// from scratch, so the findings are always those of a fresh check. Pure.
import { reportedFindings, ruleFindings, type CheckSettings } from '../core/check/check.js';
import type { Diagnostic, Span } from '../core/model/diagnostic.js';
import type { FlatSet } from '../core/project/flatten.js';
import { reachable } from '../core/project/include-graph.js';
import type { LoadedText, ParsedDocument } from '../core/yaml/load.js';
import { groupBy, type RepoInput, type Site } from '../core/model/model.js';
import { normaliseRelative, Project, type AgentSkillFolder } from '../core/project/project.js';
import { spanOf } from '../core/rules/rule.js';
import { RULES } from '../core/rules/index.js';
import type { SchemaValidator } from '../core/schema/validator.js';

const FILE_RULES = RULES.filter((r) => r.meta.scope === 'file');
const PROJECT_RULES = RULES.filter((r) => r.meta.scope === 'project');

/** The findings of the rules scoped to a file, kept per file from one check to the next. */
export class FileRuleFindings {
  /** Before suppression comments, by the file they are in; files without any are left out. */
  private byFile = new Map<string, Diagnostic[]>();
  private readonly positions = new Positions();

  /**
   * The findings of a check of `project`. `edited` holds the files whose parse differs from the
   * last check's (see editedFiles); undefined when there was none to go by (the first check, a
   * new configuration): then every file is checked.
   */
  check(
    project: Project,
    edited: { changed: ReadonlySet<string>; project: Project } | undefined,
    settings: CheckSettings,
    validator: SchemaValidator,
  ): Diagnostic[] {
    if (!edited) this.byFile = byFile(ruleFindings(project, FILE_RULES, settings, validator));
    else if (edited.changed.size > 0) {
      for (const path of edited.changed) this.byFile.delete(path);
      for (const [path, found] of byFile(ruleFindings(edited.project, FILE_RULES, settings, validator)))
        this.byFile.set(path, found);
    }
    const raw = ruleFindings(project, PROJECT_RULES, settings, validator, this.positions.locate);
    for (const found of this.byFile.values()) for (const d of found) raw.push(d);
    return reportedFindings(project, raw, settings);
  }
}

/**
 * The positions rules report at, by document: a file an edit leaves alone keeps its parse, and
 * with it the positions found before (the unused tools of a large workspace are thousands).
 */
class Positions {
  private readonly byDocument = new WeakMap<ParsedDocument, Map<string, Span>>();

  readonly locate = (site: Site, at: 'key' | 'value'): Span => {
    let spans = this.byDocument.get(site.def.doc);
    if (!spans) this.byDocument.set(site.def.doc, (spans = new Map()));
    const key = at === 'key' ? `k${site.pointer}` : `v${site.pointer}`;
    let span = spans.get(key);
    if (!span) spans.set(key, (span = spanOf(site, at)));
    return span;
  };
}

function byFile(diagnostics: readonly Diagnostic[]): Map<string, Diagnostic[]> {
  return groupBy(diagnostics, (d) => d.file);
}

/** The flattened set of every skill of a checked project, by name (undefined when it has none). */
export function flattenedSets(project: Project): Map<string, FlatSet | undefined> {
  const sets = new Map<string, FlatSet | undefined>();
  for (const name of project.skillsByName.keys()) sets.set(name, project.flatten(name));
  return sets;
}

/**
 * The Agent Skills folders a checked project read, to lend to the next check: it takes a folder
 * wherever the SKILL.md has the blob id it had here (an open document's has none). Ids are taken
 * now, since the project's reader reads the workspace as it is when asked.
 */
export function agentSkillsOf(project: Project): Pick<Project, 'aux' | 'agentSkill'> {
  const folders = new Map<string, AgentSkillFolder>();
  const ids = new Map<string, string>();
  // The folders the check read: a folder no rule read is read by the next check as by a fresh one.
  for (const folder of project.agentSkillFolders) {
    if (folder.status === 'escapes') continue;
    const skillMd = folder.dir === '' ? 'SKILL.md' : `${folder.dir}/SKILL.md`;
    const id = project.aux.blobId?.(skillMd);
    if (id === undefined) continue;
    folders.set(folder.dir, folder);
    ids.set(skillMd, id);
  }
  return {
    aux: { read: () => ({ kind: 'missing' }), blobId: (path) => ids.get(path) },
    // Asked only for a folder whose SKILL.md has an id here, so one that is in the map.
    agentSkill: (path) => folders.get(normaliseRelative(path) ?? '') as AgentSkillFolder,
  };
}

/**
 * Paths whose parse differs between two projects (added, removed or edited). A project's files
 * are in path order, so the two lists are walked side by side.
 */
export function changedFiles(before: Project, after: Project): Set<string> {
  const changed = new Set<string>();
  const old = before.files;
  const now = after.files;
  let i = 0;
  let j = 0;
  while (i < old.length || j < now.length) {
    const a = old[i];
    const b = now[j];
    if (a && b && a.path === b.path) {
      if (a.loaded !== b.loaded || a.kind !== b.kind || a.loaded === undefined) changed.add(a.path);
      i++;
      j++;
    } else if (b === undefined || (a !== undefined && a.path < b.path)) {
      changed.add((a as (typeof old)[number]).path);
      i++;
    } else {
      changed.add(b.path);
      j++;
    }
  }
  return changed;
}

/**
 * The files whose parse differs from the last check's, and those that are still there as a project
 * of their own: read with the same parses, it holds the very definitions of the whole project.
 */
export function editedFiles(
  input: RepoInput,
  changed: ReadonlySet<string>,
  loadText: (text: string) => LoadedText,
): { changed: ReadonlySet<string>; project: Project } {
  const files = input.files.filter((f) => changed.has(f.path));
  return { changed, project: new Project({ files, aux: input.aux, discovery: [] }, loadText) };
}

/**
 * Which skills an edit can reach, kept from check to check so that an edit costs what it edits:
 * the names each file defines, the skills that list each tool, those that include each skill,
 * those that expose each MCP server, and the tools that stand for another (an MCP tool for its
 * server's inventory, a wrapped validation for what it wraps). Links are added as files change
 * and never taken away, so they may name more skills than the workspace now does: then more
 * skills are flattened again, never fewer.
 */
export class Dependents {
  private readonly defines = new Map<string, { tools: string[]; skills: string[]; servers: string[] }>();
  private readonly listers = new Map<string, Set<string>>();
  private readonly includers = new Map<string, Set<string>>();
  /** By server: the skills whose `mcp_servers` name it. */
  private readonly exposers = new Map<string, Set<string>>();
  /** By server: the registered tools whose power is at least its inventory's. */
  private readonly serverTools = new Map<string, Set<string>>();
  /** By tool: the wrapped validations that wrap it (and so have its power). */
  private readonly wrappers = new Map<string, Set<string>>();

  constructor(project: Project) {
    this.record(project);
  }

  /**
   * The skills whose flattened set the edit may alter, before or after it: those defined in the
   * edited files, those that list a tool defined there or one that stands for it, those that
   * expose a server whose inventory is there, and every skill that includes one of these,
   * transitively.
   */
  affected(edited: { changed: ReadonlySet<string>; project: Project }): Set<string> {
    const tools = new Set<string>();
    const seeds: string[] = [];
    const take = (path: string): void => {
      const names = this.defines.get(path);
      for (const name of names?.tools ?? []) tools.add(name);
      for (const name of names?.skills ?? []) seeds.push(name);
      for (const server of names?.servers ?? []) {
        for (const skill of this.exposers.get(server) ?? []) seeds.push(skill);
        for (const tool of this.serverTools.get(server) ?? []) tools.add(tool);
      }
    };
    for (const path of edited.changed) {
      take(path);
      this.defines.delete(path);
    }
    this.record(edited.project);
    for (const path of edited.changed) take(path);
    const reached = reachable([...tools], (name) => this.wrappers.get(name) ?? []);
    for (const tool of reached) for (const skill of this.listers.get(tool) ?? []) seeds.push(skill);
    return reachable(seeds, (name) => this.includers.get(name) ?? []);
  }

  private record(project: Project): void {
    for (const file of project.files) this.defines.set(file.path, { tools: [], skills: [], servers: [] });
    for (const def of project.definitions) {
      const names = def.name === undefined ? undefined : this.defines.get(def.file.path);
      if (def.kind === 'tool') names?.tools.push(def.name as string);
      else if (def.kind === 'skill') names?.skills.push(def.name as string);
      else if (def.kind === 'mcp-server') names?.servers.push(def.name as string);
    }
    for (const skill of project.skills) {
      for (const t of skill.tools) if (t.ref.kind === 'local') link(this.listers, t.ref.name, skill.name);
      for (const i of skill.includes)
        if (i.ref.kind === 'local') link(this.includers, i.ref.name, skill.name);
      for (const server of skill.mcpServers) link(this.exposers, server.server, skill.name);
    }
    for (const tool of project.tools) {
      const { mcp_server: server } = tool.effective;
      if (server !== null) link(this.serverTools, server, tool.name);
      if (tool.wraps?.ref.kind === 'local') link(this.wrappers, tool.wraps.ref.name, tool.name);
    }
  }
}

function link(links: Map<string, Set<string>>, to: string, from: string): void {
  const set = links.get(to);
  if (set) set.add(from);
  else links.set(to, new Set([from]));
}
