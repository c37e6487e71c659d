// An override may make a tool more careful, never less (SPEC §5): one that claims read_only or no
// writes on a tool that writes, safe for an unsafe tool, no approval where the tool requires it,
// or fewer side effects, is a lie that would let a read-only actor or the escalation gate pass.
import { appliedOverrides, type AppliedOverride } from '../applied-overrides.js';
import { applyOverride, downgrades, realCapability, type Downgrade } from '../effective.js';
import { isRecord, own } from '../model.js';
import type { RuleContext, RuleModule } from '../rule.js';

function describe(lie: Downgrade, name: string): string {
  switch (lie.field) {
    case 'read_only':
      return `override declares '${name}' read_only, but it writes`;
    case 'writes':
      return `override declares that '${name}' does not write, but it writes`;
    case 'unsafe':
      return `override declares '${name}' safe, but it is unsafe`;
    case 'human_approval_required':
      return `override drops human approval from '${name}', which requires it`;
    case 'side_effects':
      return `override drops side effects ${JSON.stringify(lie.dropped)} that '${name}' declares`;
  }
}

/** Reports each field of one override that claims less than the tool it is applied to. */
function checkOverride(ctx: RuleContext, { site, value: override, tool, name }: AppliedOverride): void {
  const capability = own(override, 'capability');
  if (!isRecord(capability)) return;
  const declared = applyOverride(tool, override).capability;
  for (const lie of downgrades(realCapability(tool), declared)) {
    // Only the fields this override sets: a lie further down is reported where it is told.
    if (!Object.hasOwn(capability, lie.field)) continue;
    ctx.reportAt(
      { def: site.def, pointer: `${site.pointer}/capability/${lie.field}` },
      'key',
      `${describe(lie, name)}; an override may make a tool more careful, never less`,
    );
  }
}

function check(ctx: RuleContext): void {
  const { project } = ctx;
  const { skills } = project;
  for (const skill of skills) {
    // An override of a `builtin:` entry is forbidden-override's finding, not this one's.
    for (const applied of appliedOverrides(project, skill))
      if (!applied.name.startsWith('builtin:')) checkOverride(ctx, applied);
  }
}

export const rule: RuleModule = {
  meta: {
    id: 'capability-downgrade',
    defaultSeverity: 'error',
    description:
      'An override declares a tool less powerful than its own definition: read_only: true or writes: false on a tool that writes, unsafe: false on an unsafe tool, human_approval_required: false where the tool requires approval, or side_effects that drop a declared effect.',
    scope: 'project',
  },
  check,
};
