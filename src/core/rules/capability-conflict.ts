// read_only: true contradicts writes: true and checkpointable: true — in a tool, an anonymous tool,
// or the effective tool an override produces (then reported at the override).
import { appliedOverrides, type AppliedOverride } from '../project/applied-overrides.js';
import {
  applyOverride,
  conflictsWithReadOnly,
  effectiveCapability,
  readingsOfOverride,
} from '../power/effective.js';
import { isRecord, own, valuesAt, type Site } from '../model/model.js';
import { occurrencesAt } from '../power/occurrences.js';
import type { RuleContext, RuleModule } from './rule.js';

const FIELDS = ['read_only', 'writes', 'checkpointable'] as const;

function check(ctx: RuleContext): void {
  const { project } = ctx;
  const checkDocument = (site: Site, raw: unknown, label: string): void => {
    for (const pointer of conflictsIn(raw, site.pointer))
      ctx.reportAt(
        { def: site.def, pointer },
        'key',
        `${label} is read_only but also ${lastKey(pointer)}: true`,
      );
  };
  const { tools, skills } = project;
  for (const tool of tools)
    checkDocument({ def: tool.def, pointer: '' }, tool.def.value, `tool '${tool.name}'`);
  for (const skill of skills) {
    for (const anon of skill.anonymousTools) {
      const label = `anonymous tool '${anon.name ?? '?'}'`;
      for (const definition of [anon, ...(anon.others ?? [])])
        checkDocument(definition.site, definition.value, label);
    }
    for (const applied of appliedOverrides(project, skill)) checkOverride(ctx, applied);
  }
}

/**
 * A tool document's conflicting keys, by its parsed value: a file an edit leaves alone keeps its
 * parse, so the language server's check after an edit works them out for the edited files only.
 */
const toolConflicts = new WeakMap<object, readonly string[]>();

/**
 * The pointer of each conflicting key in the capabilities a loader may read in a definition at
 * `pointer` (a repeated or merged `capability`: each one, at its own key).
 */
function conflictsIn(raw: unknown, pointer: string): readonly string[] {
  const whole = pointer === '' && isRecord(raw);
  let found = whole ? toolConflicts.get(raw) : undefined;
  if (found === undefined) {
    found = valuesAt(raw, 'capability', pointer).flatMap(({ value, pointer: at }) =>
      conflictsWithReadOnly(effectiveCapability(value)).map((field) => `${at}/${field}`),
    );
    if (whole) toolConflicts.set(raw, found);
  }
  return found;
}

function lastKey(pointer: string): string {
  return pointer.slice(pointer.lastIndexOf('/') + 1);
}

/**
 * An override, in each way a loader may read it (a repeated entry, a merge key PyYAML applies), at
 * the capability that reading holds where it is written (readings alike report alike: the check
 * drops repeats, sortAndDedupe).
 */
function checkOverride(ctx: RuleContext, applied: AppliedOverride): void {
  for (const reading of readingsOfOverride(applied.value)) {
    const found = conflictOf({ ...applied, value: reading });
    if (!found) continue;
    const pointer = `${capabilityPointer(applied.site, found.capability)}/${found.field}`;
    const message = `override makes '${applied.name}' read_only but also ${found.conflicts.join(' and ')}: true`;
    ctx.reportAt({ def: applied.site.def, pointer }, 'key', message);
  }
}

/**
 * Where `capability` is written in the override at `site`: in whichever of its places (an entry or
 * an `overrides` written twice) holds it, at its own key or brought by a merge key; the first
 * place's `capability` where none holds that very mapping.
 */
function capabilityPointer(site: Site, capability: Record<string, unknown>): string {
  for (const { pointer, values } of occurrencesAt(site.def.value, site.pointer))
    for (const found of valuesAt(values[0], 'capability', pointer))
      if (found.value === capability) return found.pointer;
  return `${site.pointer}/capability`;
}

function conflictOf({
  value: override,
  tool: source,
}: AppliedOverride): { capability: Record<string, unknown>; field: string; conflicts: string[] } | undefined {
  const capability = own(override, 'capability');
  if (!isRecord(capability)) return undefined;
  const touched = FIELDS.filter((f) => Object.hasOwn(capability, f));
  if (touched.length === 0) return undefined;
  const conflicts = conflictsWithReadOnly(applyOverride(source, override).capability);
  if (conflicts.length === 0) return undefined;
  // Point at the field the override set; when it set read_only, at read_only.
  const field = touched.includes('read_only')
    ? 'read_only'
    : (touched.find((f) => f !== 'read_only') ?? 'read_only');
  return { capability, field, conflicts };
}

export const rule: RuleModule = {
  meta: {
    id: 'capability-conflict',
    defaultSeverity: 'error',
    description:
      'read_only: true together with writes: true or checkpointable: true, in a tool, an anonymous tool, or an effective tool after overrides.',
    scope: 'project',
  },
  check,
};
