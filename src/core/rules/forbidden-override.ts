// Overrides may only change description and capability, and never a builtin entry.
import { isRecord, mergedKeys, type Site } from '../model/model.js';
import { readingsOfOverride } from '../power/effective.js';
import { toPointer } from '../text/pointer.js';
import type { RuleContext, RuleModule } from './rule.js';

const ALLOWED = new Set(['description', 'capability']);

/**
 * The keys an override may not hold, each once, in every way a loader may read it (a repeated
 * entry, a merge key PyYAML applies: power/effective.ts readingsOfOverride), each with where it is
 * written: its key in the override as first written, else that mapping's merge key where it brings
 * the key, else the override. A merge key that brings none of them is itself such a key.
 */
function forbiddenKeys(site: Site, override: unknown): { key: string; site: Site; merged: boolean }[] {
  const readings = readingsOfOverride(override).filter(isRecord);
  const written = readings[0];
  const keys = new Set(readings.flatMap((r) => Object.keys(r)).filter((key) => !ALLOWED.has(key)));
  const merge = keys.delete('<<');
  const brought = new Set(mergedKeys(written));
  const at = (key: string): string => {
    if (written && Object.hasOwn(written, key)) return toPointer([key]);
    return brought.has(key) ? toPointer(['<<']) : '';
  };
  const found = [...keys].map((key) => {
    const pointer = at(key);
    return { key, site: { def: site.def, pointer: site.pointer + pointer }, merged: pointer === '/<<' };
  });
  if (merge && !found.some((f) => f.merged))
    found.push({ key: '<<', site: { def: site.def, pointer: site.pointer + at('<<') }, merged: false });
  return found;
}

function check(ctx: RuleContext): void {
  const checkKeys = (site: Site, override: unknown): void => {
    for (const { key, site: at, merged } of forbiddenKeys(site, override)) {
      const brought = merged ? ', which its merge key brings' : '';
      ctx.reportAt(
        at,
        'key',
        `an override may only change description and capability, not '${key}'${brought}`,
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
