// Overrides may only change description and capability, and never a builtin entry.
import { isRecord, type Site } from '../model/model.js';
import { toPointer } from '../text/pointer.js';
import type { RuleContext, RuleModule } from './rule.js';

const ALLOWED = new Set(['description', 'capability']);

function check(ctx: RuleContext): void {
  const checkKeys = (site: Site, value: unknown): void => {
    if (!isRecord(value)) return;
    for (const key of Object.keys(value)) {
      if (ALLOWED.has(key)) continue;
      ctx.reportAt(
        { def: site.def, pointer: site.pointer + toPointer([key]) },
        'key',
        `an override may only change description and capability, not '${key}'`,
      );
    }
  };
  for (const skill of ctx.project.skills) {
    for (const entry of skill.tools) if (entry.override) checkKeys(entry.override.site, entry.override.value);
    for (const o of [
      ...skill.includes.flatMap((i) => i.overrides),
      ...skill.mcpServers.flatMap((m) => m.overrides),
    ]) {
      if (o.key.startsWith('builtin:')) {
        ctx.reportAt(o.site, 'key', `builtin entry '${o.key}' cannot be overridden`);
        continue;
      }
      checkKeys(o.site, o.value);
    }
  }
}

export const rule: RuleModule = {
  meta: {
    id: 'forbidden-override',
    defaultSeverity: 'error',
    description: 'An override holds keys other than description and capability, or targets a builtin entry.',
    scope: 'file',
    // The runtime shallow-merges overrides (ADR-012): a key it may apply that the gate does not
    // read (`mcp_tool_name`, `code`) is power only this finding shows, so a head may not lower it.
    incompleteReading: true,
  },
  check,
};
