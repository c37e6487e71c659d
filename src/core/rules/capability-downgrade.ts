// An override may make a tool more careful, never less (SPEC §5): one that claims read_only or no
// writes on a tool that writes, safe for an unsafe tool, no approval where the tool requires it,
// or fewer side effects, is a lie that would let a read-only actor or the escalation gate pass.
import { appliedOverrides, type AppliedOverride } from '../project/applied-overrides.js';
import { applyOverride, realCapability } from '../power/effective.js';
import { claimWords, downgrades } from '../model/power-fields.js';
import { isRecord, own } from '../model/model.js';
import type { RuleContext, RuleModule } from './rule.js';
import type { ToolInfo } from '../kinds/tool.js';
import { callsUnpinnedServer, namesNoSource, registeredTool } from '../sources/registered-tools.js';
import { anonymousToolInfo } from '../sources/anonymous-tools.js';

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
      `override ${claimWords(lie, name)}; an override may make a tool more careful, never less`,
    );
  }
}

/** What a registered tool claims against what its source has: the inventory, the SKILL.md, the wrapped tool. */
const SOURCE_WORDS: Readonly<Record<string, string>> = {
  mcp: "its MCP server's inventory",
  agent_skill: 'its SKILL.md',
  wrapped: 'the tool it wraps',
};

/** Each capability field a tool declares that claims less than the entry it stands for. */
function checkToolDefinition(ctx: RuleContext, tool: ToolInfo): void {
  const read = registeredTool(ctx.project, tool);
  if (read === tool.effective) return;
  const capability = own(tool.value, 'capability');
  if (!isRecord(capability)) return;
  const real = realCapability(read);
  for (const lie of downgrades(real, tool.effective.capability)) {
    if (!Object.hasOwn(capability, lie.field)) continue;
    const source = namesNoSource(tool)
      ? 'a source it does not name (unknown)'
      : callsUnpinnedServer(ctx.project, tool)
        ? 'its unpinned MCP server (no inventory: unknown)'
        : (SOURCE_WORDS[tool.effective.source] ?? 'its source');
    const declared = JSON.stringify(tool.effective.capability[lie.field]);
    ctx.reportAt(
      { def: tool.def, pointer: `${tool.pointer}/capability/${lie.field}` },
      'key',
      `'${tool.name}' declares ${lie.field}: ${declared}, but ${source} gives it ${JSON.stringify(real[lie.field])}; a tool may declare itself more careful than its source, never less`,
    );
  }
}

function check(ctx: RuleContext): void {
  const { project } = ctx;
  const { skills } = project;
  for (const tool of project.tools) checkToolDefinition(ctx, tool);
  for (const skill of skills) {
    for (const anon of skill.anonymousTools)
      if (anon.name !== undefined) checkToolDefinition(ctx, anonymousToolInfo(skill, anon));
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
      'An override, a tool definition or a wrapped validation declares an entry less powerful than its source (an MCP inventory or the unknown reading, a SKILL.md, the wrapped tool) or its own definition: read_only: true or writes: false on a tool that writes, unsafe: false on an unsafe tool, human_approval_required: false where the tool requires approval, or side_effects that drop an effect.',
    scope: 'project',
    gate: true,
  },
  check,
};
