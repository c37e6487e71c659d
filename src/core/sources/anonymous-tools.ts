// Anonymous tools (SPEC §3): inline tool definitions of one skill, read as a registered tool is:
// never less powerful than what it stands for (an MCP inventory's tool, a SKILL.md, a wrapped
// tool), which lies outside the skill's document and may change without it.
import type { SkillInfo } from '../kinds/skill.js';
import type { NamedRef } from '../kinds/refs.js';
import { readTool, type ToolInfo } from '../kinds/tool.js';
import { floorReadsDifferently, registeredTool, sourceCause } from './registered-tools.js';
import { ownSite, type Contribution, type EntrySource, type SourceContext } from './types.js';
import { atPointer } from '../model/model.js';
import { unitedTool } from '../kinds/duplicates.js';

type AnonymousTool = SkillInfo['anonymousTools'][number];

const infos = new WeakMap<AnonymousTool, ToolInfo>();

/**
 * An anonymous tool read as a tool document, once: its floor is memoised per tree by this object.
 * The other definitions of its name (`others`) are more of its readings, as a registered tool's
 * are: whichever the runtime keeps, its source floors the tool.
 */
export function anonymousToolInfo(skill: SkillInfo, anon: AnonymousTool): ToolInfo {
  let info = infos.get(anon);
  if (!info) {
    const read = (a: Omit<AnonymousTool, 'others'>): ToolInfo =>
      readTool(skill.def, a.name ?? '', a.value, a.site.pointer);
    info = read(anon);
    // Its capability, code, hooks and slots are already every definition's (unitedAnonymousTools);
    // the MCP tools the others call and the texts they tell are added as a registered name's are.
    if (anon.others && anon.others.length > 0) info = unitedTool([info, ...anon.others.map(read)]);
    infos.set(anon, info);
  }
  return info;
}

/** What a skill's named anonymous tools wrap, each reference as it reads in the skill's namespace. */
export function anonymousWraps(skill: SkillInfo): NamedRef[] {
  return skill.anonymousTools.flatMap((anon) => {
    const wraps = anon.name === undefined ? undefined : anonymousToolInfo(skill, anon).wraps;
    return wraps ? [wraps] : [];
  });
}

function contributions(tree: SourceContext, info: SkillInfo): Contribution[] {
  const out: Contribution[] = [];
  for (const anon of info.anonymousTools) {
    if (anon.name === undefined) continue;
    out.push({
      name: anon.name,
      tool: registeredTool(tree, anonymousToolInfo(info, anon)),
      contributor: info.name,
      site: ownSite(anon.site),
    });
  }
  return out;
}

/**
 * Whether an entry of the skill's set is this anonymous tool: by its name, or qualified by the
 * skill where a conflict with an included skill's entry of that name renames it (`x/s.x/c`).
 */
export function isEntryOf(anon: AnonymousTool, entry: string, skill: SkillInfo): boolean {
  return anon.name !== undefined && (anon.name === entry || entry === `${skill.name}.${anon.name}`);
}

export const anonymousTools: EntrySource = {
  contributions,
  changedBetween: (skill, base, head) =>
    skill.anonymousTools.some((anon) => {
      const tool = anonymousToolInfo(skill, anon);
      return anon.name !== undefined && floorReadsDifferently(tool, tool, base, head);
    }),
  // As for a registered tool: the line of its source that changed (the inventory's annotation, the
  // SKILL.md's `allowed-tools`), else another definition of its name in the skill that stands for
  // what none on the base did (an MCP tool that writes): the key that names its source. An
  // anonymous tool new on the head is its own cause.
  causeOf: (trees, skill, site, entry, field) => {
    const anon = atPointer(skill.anonymousTools, site.pointer).find((a) => isEntryOf(a, entry, skill));
    const base = trees.base.skill(skill.name);
    const before = base?.anonymousTools.find((a) => a.name === anon?.name);
    if (!anon || !base || !before) return undefined;
    return sourceCause(trees, anonymousToolInfo(base, before), anonymousToolInfo(skill, anon), field);
  },
};
