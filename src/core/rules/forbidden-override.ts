// Overrides may only change description and capability, and never a builtin entry.
import { isRecord, mergedKeys, type Site } from '../model/model.js';
import { readingsOfOverride } from '../power/effective.js';
import { occurrencesAt } from '../power/occurrences.js';
import { toPointer } from '../text/pointer.js';
import type { RuleContext, RuleModule } from './rule.js';

const ALLOWED = new Set(['description', 'capability']);

type Found = { key: string; site: Site; merged: boolean };

/**
 * The keys an override may not hold, in every way a loader may read it, each where it is written:
 * in each place the override is written (an entry or an `overrides` written twice: every
 * occurrence), at its key, or at the merge key that brings it; a merge key that brings none of
 * them is itself such a key. A key no written place holds (an override a merge key brings to its
 * item) is named at the override (power/effective.ts readingsOfOverride).
 */
function forbiddenKeys(site: Site, override: unknown): Found[] {
  const found: Found[] = [];
  const named = new Set<string>();
  const add = (key: string, pointer: string, merged: boolean): void => {
    named.add(key);
    found.push({ key, site: { def: site.def, pointer }, merged });
  };
  for (const { pointer, values } of occurrencesAt(site.def.value, site.pointer)) {
    const [written] = values;
    if (!isRecord(written)) continue;
    const brought = mergedKeys(written).filter((key) => !ALLOWED.has(key));
    for (const key of Object.keys(written)) {
      if (ALLOWED.has(key) || (key === '<<' && brought.length > 0)) continue;
      add(key, pointer + toPointer([key]), false);
    }
    for (const key of brought) add(key, pointer + toPointer(['<<']), true);
  }
  for (const reading of readingsOfOverride(override).filter(isRecord)) {
    for (const key of [...Object.keys(reading), ...mergedKeys(reading)])
      if (!ALLOWED.has(key) && key !== '<<' && !named.has(key)) add(key, site.pointer, false);
  }
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
