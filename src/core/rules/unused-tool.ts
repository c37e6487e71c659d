// A registered tool no skill reaches is dead configuration (or a forgotten tools entry).
import { anonymousWraps } from '../sources/anonymous-tools.js';
import type { RuleContext, RuleModule } from './rule.js';

function check(ctx: RuleContext): void {
  const { project } = ctx;
  const { skills, tools } = project;
  const reached = new Set<string>();
  const queue: string[] = [];
  for (const skill of skills) {
    for (const { ref } of skill.tools) if (ref.kind === 'local') queue.push(ref.name);
    // An anonymous validation runs the tool it wraps, as a registered one does.
    for (const { ref } of anonymousWraps(skill)) if (ref.kind === 'local') queue.push(ref.name);
  }
  while (queue.length > 0) {
    const name = queue.pop() as string;
    if (reached.has(name)) continue;
    reached.add(name);
    const wraps = project.tool(name)?.wraps?.ref;
    if (wraps?.kind === 'local') queue.push(wraps.name);
  }
  for (const tool of tools) {
    if (!reached.has(tool.name)) {
      ctx.reportAt(
        { def: tool.def, pointer: '/name' },
        'value',
        `tool '${tool.name}' is not used by any skill`,
      );
    }
  }
}

export const rule: RuleModule = {
  meta: {
    id: 'unused-tool',
    defaultSeverity: 'note',
    description:
      'A registered tool that no skill reaches (directly, or through a validation, registered or anonymous, that wraps it).',
    scope: 'project',
  },
  check,
};
