// Names and references must follow the grammar of SPEC §3: namespace/short_name, each segment
// lowercase letters and digits joined by single '-' or '_'.
import { didYouMean, nameProblem, suggesterFor } from '../model/names.js';
import type { RuleContext, RuleModule } from './rule.js';
import { allReferences } from '../project/references.js';

function check(ctx: RuleContext): void {
  const { project } = ctx;
  const { definitions, skills } = project;
  for (const def of definitions) {
    // An inventory is named by its server, which has no namespace.
    if (def.name === undefined || def.kind === 'mcp-server') continue;
    const problem = nameProblem(def.name);
    if (problem) ctx.reportAt({ def, pointer: '/name' }, 'value', `${def.kind} name ${problem}`);
  }
  for (const skill of skills) {
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
  const references = allReferences(project);
  for (const { entry, role } of references) {
    if (entry.ref.kind !== 'invalid') continue;
    // 'Team/Grep' is most often 'team/grep' typed with capitals: name it when it exists.
    const names = role === 'tool' || role === 'wraps' ? project.toolsByName : project.skillsByName;
    const near = suggesterFor(names).closest(entry.raw);
    ctx.reportAt(entry.site, 'value', `invalid reference: ${entry.ref.reason}${didYouMean(near)}`);
  }
}

export const rule: RuleModule = {
  meta: {
    id: 'invalid-name',
    defaultSeverity: 'error',
    description: "A definition's name or a reference breaks the name grammar (namespace/short_name).",
    scope: 'project',
  },
  check,
};
