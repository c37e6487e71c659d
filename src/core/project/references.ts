// Every reference in the project with what it should name; shared by the rules that check them.
import type { Project } from './project.js';
import type { NamedRef } from '../kinds/refs.js';

export type ReferenceRole = 'tool' | 'wraps' | 'include' | 'actor-skill';

const referencesOf = new WeakMap<Project, { entry: NamedRef; role: ReferenceRole }[]>();

/** Every reference of a project, listed once however many rules walk them. */
export function allReferences(project: Project): readonly { entry: NamedRef; role: ReferenceRole }[] {
  let references = referencesOf.get(project);
  if (references) return references;
  references = [];
  const { tools, skills, actors } = project;
  for (const { wraps } of tools) if (wraps) references.push({ entry: wraps, role: 'wraps' });
  for (const skill of skills) {
    for (const entry of skill.tools) references.push({ entry, role: 'tool' });
    for (const entry of skill.includes) references.push({ entry, role: 'include' });
  }
  for (const actor of actors)
    for (const entry of actor.skills) references.push({ entry, role: 'actor-skill' });
  referencesOf.set(project, references);
  return references;
}
