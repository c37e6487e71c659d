// Which skills an edit can reach, so that a check after it flattens only those and takes every
// other skill's flattened set from the check before. Pure.
import type { FlatSet } from '../core/flatten.js';
import type { Project } from '../core/project.js';

/** The flattened set of every skill of a checked project, by name (undefined when it has none). */
export function flattenedSets(project: Project): Map<string, FlatSet | undefined> {
  const sets = new Map<string, FlatSet | undefined>();
  for (const name of project.skillsByName.keys()) sets.set(name, project.flatten(name));
  return sets;
}

/** Paths whose parse differs between two projects (added, removed or edited). */
export function changedFiles(before: Project, after: Project): Set<string> {
  const old = new Map(before.files.map((f) => [f.path, f.loaded]));
  const changed = new Set<string>();
  for (const f of after.files) {
    if (!old.has(f.path) || old.get(f.path) !== f.loaded) changed.add(f.path);
    old.delete(f.path);
  }
  for (const path of old.keys()) changed.add(path);
  return changed;
}

/**
 * The skills whose flattened set an edit of `changed` may alter, in either project: the skills
 * defined there, those that list a tool defined there, and every skill that includes one of
 * these, transitively.
 */
export function affectedSkills(before: Project, after: Project, changed: ReadonlySet<string>): Set<string> {
  const tools = new Set<string>();
  const seeds: string[] = [];
  for (const project of [before, after]) {
    for (const tool of project.tools) if (changed.has(tool.def.file.path)) tools.add(tool.name);
    for (const skill of project.skills) if (changed.has(skill.def.file.path)) seeds.push(skill.name);
  }
  const parents = new Map<string, string[]>();
  for (const project of [before, after]) {
    for (const skill of project.skills) {
      for (const inc of skill.includes) {
        if (inc.ref.kind !== 'local') continue;
        const list = parents.get(inc.ref.name);
        if (list) list.push(skill.name);
        else parents.set(inc.ref.name, [skill.name]);
      }
      if (skill.tools.some((t) => t.ref.kind === 'local' && tools.has(t.ref.name))) seeds.push(skill.name);
    }
  }
  const affected = new Set<string>();
  while (seeds.length > 0) {
    const name = seeds.pop() as string;
    if (affected.has(name)) continue;
    affected.add(name);
    for (const parent of parents.get(name) ?? []) seeds.push(parent);
  }
  return affected;
}
