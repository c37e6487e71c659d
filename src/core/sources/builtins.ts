// Builtin groups (SPEC §3, §8): `builtin:<group>` with the capability the configuration's
// `builtin-groups` gives it; a group listed without one, or not listed, is unknown: the most it could be.
import { canonicalJson, syntheticTool } from '../effective.js';
import type { SkillInfo } from '../kinds/skill.js';
import { builtinCapability } from '../power-settings.js';
import { ownSite, type Contribution, type EntrySource, type SourceContext } from './types.js';

export function builtinEntryName(group: string): string {
  return `builtin:${group}`;
}

function contributions(tree: SourceContext, info: SkillInfo): Contribution[] {
  return info.builtins.map((builtin) => ({
    name: builtinEntryName(builtin.group),
    tool: syntheticTool({ source: 'builtin', capability: builtinCapability(tree.power, builtin.group) }),
    contributor: info.name,
    site: ownSite(builtin.site),
  }));
}

/** The fields a group's capability in the configuration gives (the rest keep their defaults). */
const GROUP_FIELDS = new Set([
  'read_only',
  'writes',
  'unsafe',
  'human_approval_required',
  'side_effects',
  'idempotent',
  'checkpointable',
]);

export const builtins: EntrySource = {
  originOf: (tree, name, tool, field) => {
    if (tool.source !== 'builtin' || !name.startsWith('builtin:') || !GROUP_FIELDS.has(field))
      return undefined;
    const group = name.slice('builtin:'.length);
    return tree.power.builtinGroups.get(group)
      ? { source: `the configuration's builtin-groups.${group}` }
      : { source: `builtin group '${group}' has no capability in the configuration: the most it could be` };
  },
  contributions,
  changedBetween: (skill, base, head) =>
    base.power !== head.power &&
    skill.builtins.some(
      (b) =>
        canonicalJson(builtinCapability(base.power, b.group)) !==
        canonicalJson(builtinCapability(head.power, b.group)),
    ),
};
