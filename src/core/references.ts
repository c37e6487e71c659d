// Every reference in the project with what it should name; shared by the rules that check them.
import type { Project } from './project.js';
import type { NamedRef } from './kinds/refs.js';

export type ReferenceRole = 'tool' | 'wraps' | 'include' | 'actor-skill';

const referencesOf = new WeakMap<Project, { entry: NamedRef; role: ReferenceRole }[]>();

/** Every reference of a project, listed once however many rules walk them. */
export function allReferences(project: Project): readonly { entry: NamedRef; role: ReferenceRole }[] {
  let references = referencesOf.get(project);
  if (references) return references;
  references = [];
  // Indexed loops: this runs once per tree, too few times for V8 to optimise a for-of loop
  // before it has paid for thousands of iterator results (see rule.ts).
  const { tools, skills, actors } = project;
  for (let i = 0; i < tools.length; i++) {
    const wraps = (tools[i] as (typeof tools)[number]).wraps;
    if (wraps) references.push({ entry: wraps, role: 'wraps' });
  }
  for (let i = 0; i < skills.length; i++) {
    const skill = skills[i] as (typeof skills)[number];
    for (let j = 0; j < skill.tools.length; j++)
      references.push({ entry: skill.tools[j] as NamedRef, role: 'tool' });
    for (let j = 0; j < skill.includes.length; j++)
      references.push({ entry: skill.includes[j] as NamedRef, role: 'include' });
  }
  for (let i = 0; i < actors.length; i++) {
    const actor = actors[i] as (typeof actors)[number];
    for (let j = 0; j < actor.skills.length; j++)
      references.push({ entry: actor.skills[j] as NamedRef, role: 'actor-skill' });
  }
  referencesOf.set(project, references);
  return references;
}
