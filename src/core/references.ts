// Every reference in the project with what it should name; shared by the rules that check them.
import type { NamedRef, Project } from './project.js';

export type ReferenceRole = 'tool' | 'wraps' | 'include' | 'actor-skill';

export function* allReferences(project: Project): Generator<{ entry: NamedRef; role: ReferenceRole }> {
  for (const tool of project.tools) if (tool.wraps) yield { entry: tool.wraps, role: 'wraps' };
  for (const skill of project.skills) {
    for (const entry of skill.tools) yield { entry, role: 'tool' };
    for (const entry of skill.includes) yield { entry, role: 'include' };
  }
  for (const actor of project.actors) for (const entry of actor.skills) yield { entry, role: 'actor-skill' };
}
