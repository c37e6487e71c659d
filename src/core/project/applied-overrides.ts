// The tool overrides a skill applies, each with the tool it applies to: a tool entry's `overrides`
// and an include's `overrides.<entry>` (the entry as the included skill's flattened set holds it).
// The capability rules read both kinds alike.
import type { EffectiveTool } from '../power/effective.js';
import type { SkillInfo } from '../kinds/skill.js';
import type { Site } from '../model/model.js';
import type { Project } from './project.js';
import { bareKeyOf, type FlatSet } from './flatten.js';
import type { FlatEntry } from '../sets/flat-entries.js';
import { mcpServerEntry } from '../sources/mcp-servers.js';
import { registeredTool } from '../sources/registered-tools.js';

export interface AppliedOverride {
  site: Site;
  /** The override mapping as written. */
  value: unknown;
  /** The tool before the override. */
  tool: EffectiveTool;
  /** The tool's name, or the included entry's name. */
  name: string;
}

/** Per project and skill: two capability rules ask for every skill's. */
const applied = new WeakMap<Project, WeakMap<SkillInfo, readonly AppliedOverride[]>>();

export function appliedOverrides(project: Project, skill: SkillInfo): readonly AppliedOverride[] {
  let bySkill = applied.get(project);
  if (!bySkill) applied.set(project, (bySkill = new WeakMap()));
  let list = bySkill.get(skill);
  if (!list) bySkill.set(skill, (list = overridesOf(project, skill)));
  return list;
}

function overridesOf(project: Project, skill: SkillInfo): AppliedOverride[] {
  const out: AppliedOverride[] = [];
  for (const { ref, override } of skill.tools) {
    const tool = ref.kind === 'local' && override ? project.tool(ref.name) : undefined;
    // Held to what the tool really is: at least its source (an inventory, a SKILL.md, a wrapped tool).
    if (tool && override) out.push({ ...override, tool: registeredTool(project, tool), name: tool.name });
  }
  for (const include of skill.includes) {
    if (include.ref.kind !== 'local' || include.overrides.length === 0) continue;
    const child = project.flatten(include.ref.name);
    for (const o of include.overrides) {
      const target = child?.entries.get(o.key);
      if (target) out.push({ site: o.site, value: o.value, tool: target.tool, name: o.key });
      else if (child) {
        // A bare key (`send`) applies to each entry of that short name (`x/send`), as flattening
        // reads it (flatten.ts overrideFor).
        for (const [name, entry] of entriesNamedShort(child, o.key))
          out.push({ site: o.site, value: o.value, tool: entry.tool, name });
      }
    }
  }
  for (const server of skill.mcpServers) {
    const inventories = project.inventory(server.server);
    for (const o of server.overrides) {
      const prefix = `mcp:${server.server}/`;
      const tool = o.key.startsWith(prefix) ? o.key.slice(prefix.length) : o.key;
      out.push({
        site: o.site,
        value: o.value,
        tool: mcpServerEntry(inventories, server.server, tool),
        name: `${prefix}${tool}`,
      });
    }
  }
  return out;
}

/** Each flattened set's entries by short name (`send` for `x/send`), built once where asked. */
const byShortName = new WeakMap<FlatSet, Map<string, [string, FlatEntry][]>>();

/**
 * The entries of a set a bare override key may name, by the name the set holds each under:
 * `…/<key>` (`*` for a whole server's dynamic `mcp:<server>/*`).
 */
export function entriesNamedShort(set: FlatSet, key: string): readonly [string, FlatEntry][] {
  let index = byShortName.get(set);
  if (!index) {
    index = new Map();
    for (const [name, entry] of set.entries) {
      // As flattening reads it (flatten.ts overrideFor): by the entry's own name.
      const short = bareKeyOf(entry.name);
      if (short === undefined) continue;
      const list = index.get(short) ?? [];
      list.push([name, entry]);
      index.set(short, list);
    }
    byShortName.set(set, index);
  }
  return index.get(key) ?? [];
}
