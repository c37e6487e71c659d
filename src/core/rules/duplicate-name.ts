// Two definitions share a name in one registry (tools and validations share one). Each is
// reported at its own name, pointing at the others.
import type { Definition } from '../model.js';
import type { RuleContext, RuleModule } from '../rule.js';

function check(ctx: RuleContext): void {
  const { project } = ctx;
  const registries: [string, Map<string, { def: Definition }[]>][] = [
    ['tool', project.toolsByName],
    ['skill', project.skillsByName],
    ['actor', project.actorsByName],
  ];
  for (const [kind, registry] of registries) {
    registry.forEach((infos, name) => {
      if (infos.length < 2) return;
      for (const info of infos) {
        const others = infos
          .filter((o) => o !== info)
          .map((o) => `${o.def.file.path}:${o.def.doc.valueSpan('/name').line}`);
        ctx.reportAt(
          { def: info.def, pointer: '/name' },
          'value',
          `${kind} '${name}' is also defined at ${others.join(', ')}`,
        );
      }
    });
  }
}

export const rule: RuleModule = {
  meta: {
    id: 'duplicate-name',
    defaultSeverity: 'error',
    description:
      'Two definitions share a name in one registry (tools and validations share one); reported at each, naming the other.',
    scope: 'project',
  },
  check,
};
