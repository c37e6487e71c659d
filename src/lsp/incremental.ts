// A check after an edit, doing only what the edit can change: the rules whose scope is a file run
// on the edited files alone and every other file keeps its findings from the check before; the
// skills no edited file can reach keep their flattened sets. Whatever else a check does runs as
// from scratch, so the findings are always those of a fresh check. Pure.
import { reportedFindings, ruleFindings, type CheckSettings } from '../core/check.js';
import type { Diagnostic, Span } from '../core/diagnostic.js';
import type { FlatSet } from '../core/flatten.js';
import type { LoadedText, ParsedDocument } from '../core/load.js';
import type { RepoInput, Site } from '../core/model.js';
import { normaliseRelative, Project, type AgentSkillFolder } from '../core/project.js';
import { spanOf } from '../core/rule.js';
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
   * The findings of a check of `project`, read from `input` with `loadText`. `changed` names the
   * files whose parse differs from the last check's (added, removed or edited); undefined when
   * there was none to go by (the first check, a new configuration): then every file is checked.
   */
  check(
    project: Project,
    input: RepoInput,
    loadText: (text: string) => LoadedText,
    changed: ReadonlySet<string> | undefined,
    settings: CheckSettings,
    validator: SchemaValidator,
  ): Diagnostic[] {
    if (!changed) this.byFile = byFile(ruleFindings(project, FILE_RULES, settings, validator));
    else if (changed.size > 0) {
      for (const path of changed) this.byFile.delete(path);
      // The edited files as a project of their own: the same parses give the same definitions.
      const files = input.files.filter((f) => changed.has(f.path));
      const edited = new Project({ files, aux: input.aux, discovery: [] }, loadText);
      for (const [path, found] of byFile(ruleFindings(edited, FILE_RULES, settings, validator)))
        this.byFile.set(path, found);
    }
    const raw = ruleFindings(project, PROJECT_RULES, settings, validator, this.positions.locate);
    this.byFile.forEach((found) => {
      for (let i = 0; i < found.length; i++) raw.push(found[i] as Diagnostic);
    });
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
  const out = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    const list = out.get(d.file);
    if (list) list.push(d);
    else out.set(d.file, [d]);
  }
  return out;
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
  for (const folder of project.referencedAgentSkills()) {
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
 * The skills whose flattened set an edit of `changed` may alter, in either project: the skills
 * defined there, those that list a tool defined there, and every skill that includes one of
 * these, transitively.
 */
export function affectedSkills(before: Project, after: Project, changed: ReadonlySet<string>): Set<string> {
  const affected = new Set<string>();
  if (changed.size === 0) return affected;
  const tools = new Set<string>();
  const seeds: string[] = [];
  for (const project of [before, after]) {
    for (const def of project.definitions) {
      if (def.name === undefined || !changed.has(def.file.path)) continue;
      if (def.kind === 'tool') tools.add(def.name);
      else if (def.kind === 'skill') seeds.push(def.name);
    }
  }
  if (tools.size > 0) {
    for (const project of [before, after])
      for (const skill of project.skills)
        if (skill.tools.some((t) => t.ref.kind === 'local' && tools.has(t.ref.name))) seeds.push(skill.name);
  }
  while (seeds.length > 0) {
    const name = seeds.pop() as string;
    if (affected.has(name)) continue;
    affected.add(name);
    for (const project of [before, after])
      for (const parent of project.includeGraph.parents(name)) seeds.push(parent);
  }
  return affected;
}
