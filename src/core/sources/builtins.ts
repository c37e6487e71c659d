// Builtin groups (SPEC §3, §8): `builtin:<group>` with the capability the configuration's
// `builtin-groups` gives it; a group listed without one, or not listed, is unknown: the most it could be.
// A group the head's configuration gives more power is caused at that key of the file.
import { canonicalJson, sameCapability, syntheticTool } from '../power/effective.js';
import type { SkillInfo } from '../kinds/skill.js';
import { atPointer, isRecord, own, type Definition, type Site } from '../model/model.js';
import { toPointer, valueAtPointer } from '../text/pointer.js';
import { builtinCapability, SHIPPED_POWER_SETTINGS } from '../power/power-settings.js';
import {
  ownSite,
  type Contribution,
  type EntrySource,
  type PowerOrigin,
  type SourceContext,
} from './types.js';

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

/** Where the configuration file names a group: its key in the map, its item in the list. */
function groupSite(configuration: Definition | undefined, group: string): Site | undefined {
  const groups = own(configuration?.value, 'builtin-groups');
  if (!configuration || groups === undefined) return undefined;
  if (Array.isArray(groups)) {
    const i = groups.indexOf(group);
    return { def: configuration, pointer: i === -1 ? '/builtin-groups' : `/builtin-groups/${i}` };
  }
  const listed = own(groups, group) !== undefined;
  return { def: configuration, pointer: listed ? toPointer(['builtin-groups', group]) : '/builtin-groups' };
}

/** Where a group's power comes from, for explain: the configuration's key, or the shipped default. */
function originOf(tree: SourceContext, group: string): PowerOrigin {
  const site = groupSite(tree.configuration, group);
  const at = site?.pointer.startsWith('/builtin-groups/')
    ? { file: site.def.file.path, line: site.def.doc.keySpan(site.pointer).line }
    : {};
  if (!tree.power.builtinGroups.get(group))
    return {
      source: `builtin group '${group}' has no capability in the configuration: the most it could be`,
      ...at,
    };
  const shipped =
    site === undefined &&
    sameCapability(builtinCapability(tree.power, group), builtinCapability(SHIPPED_POWER_SETTINGS, group));
  return shipped
    ? { source: `the shipped default builtin-groups.${group}` }
    : { source: `the configuration's builtin-groups.${group}`, ...at };
}

/**
 * The head configuration's key for a group the skill listed before, when the configuration is
 * what gives the group more power: the gate reads the stronger of base and head (SPEC §6).
 */
function causeOf(
  trees: { base: SourceContext; head: SourceContext },
  skill: SkillInfo,
  site: Site,
  entry: string,
): Site | undefined {
  const group = atPointer(skill.builtins, site.pointer)[0]?.group;
  if (group === undefined || entry !== builtinEntryName(group)) return undefined;
  if (!trees.base.skill(skill.name)?.builtins.some((b) => b.group === group)) return undefined;
  if (sameCapability(builtinCapability(trees.base.power, group), builtinCapability(trees.head.power, group)))
    return undefined;
  const at = groupSite(trees.head.configuration, group);
  return at && changedFieldSite(at, builtinCapability(trees.base.power, group));
}

/**
 * Of a group's capability written as a mapping, its first field whose value the base's capability
 * does not have (`writes: true` below an unchanged `read_only: true`): a block mapping's span is
 * its first line. The group's own place where no field is new (its capability dropped).
 */
function changedFieldSite(at: Site, before: unknown): Site {
  const now = valueAtPointer(at.def.value, at.pointer);
  if (!isRecord(now) || !isRecord(before)) return at;
  const field = Object.keys(now).find(
    (key) => GROUP_FIELDS.has(key) && canonicalJson(now[key]) !== canonicalJson(own(before, key)),
  );
  return field === undefined ? at : { def: at.def, pointer: `${at.pointer}${toPointer([field])}` };
}

export const builtins: EntrySource = {
  originOf: (tree, name, tool, field) =>
    tool.source === 'builtin' && name.startsWith('builtin:') && GROUP_FIELDS.has(field)
      ? originOf(tree, name.slice('builtin:'.length))
      : undefined,
  contributions,
  changedBetween: (skill, base, head) =>
    base.power !== head.power &&
    skill.builtins.some(
      (b) => !sameCapability(builtinCapability(base.power, b.group), builtinCapability(head.power, b.group)),
    ),
  causeOf,
};
