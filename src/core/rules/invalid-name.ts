// Names and references must follow the grammar of SPEC §3: namespace/short_name, each segment
// lowercase letters and digits joined by single '-' or '_'.
import { nameProblem } from '../names.js';
import type { RuleContext } from '../rule.js';
import { allReferences } from '../references.js';

export const id = 'invalid-name';
export const defaultSeverity = 'error';
export const description =
  "A definition's name or a reference breaks the name grammar (namespace/short_name).";

export function check(ctx: RuleContext): void {
  const { project } = ctx;
  for (const def of project.definitions) {
    if (def.name === undefined) continue;
    const problem = nameProblem(def.name);
    if (problem) ctx.reportAt({ def, pointer: '/name' }, 'value', `${def.kind} name ${problem}`);
  }
  for (const skill of project.skills) {
    for (const anon of skill.anonymousTools) {
      const problem = anon.name === undefined ? undefined : nameProblem(anon.name);
      if (problem)
        ctx.reportAt(
          { def: anon.site.def, pointer: `${anon.site.pointer}/name` },
          'value',
          `tool name ${problem}`,
        );
    }
  }
  for (const { entry } of allReferences(project)) {
    if (entry.ref.kind === 'invalid')
      ctx.reportAt(entry.site, 'value', `invalid reference: ${entry.ref.reason}`);
  }
}
