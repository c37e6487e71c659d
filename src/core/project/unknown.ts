// What the checker cannot see, read as the most it could be (SPEC §6): on the head of a
// comparison, an include that cannot be flattened (unknown, on a cycle, in a file that does not
// parse) and an actor's skill that cannot be known stand as one dynamic entry each, which writes,
// is unsafe and reaches the open world, rather than as nothing.
import { syntheticTool, type EffectiveTool } from '../power/effective.js';
import type { Site } from '../model/model.js';
import type { SkillInfo } from '../kinds/skill.js';
import { unknownEntryName } from '../sources/unknown.js';

/** As a tool document: flattening reads it as any anonymous tool. */
function unknownDocument(raw: string): Record<string, unknown> {
  return Object.assign(Object.create(null) as Record<string, unknown>, {
    description: `what '${raw}' brings cannot be known; read as the most it could be`,
    source: 'mcp',
    mcp_server: raw,
    mcp_tool_name: '*',
    capability: { writes: true, unsafe: true, side_effects: ['open_world'] },
  });
}

/** The anonymous tool that stands, in a skill, for an include at `site` that cannot be known. */
export function unknownAnonymousTool(site: Site, raw: string): SkillInfo['anonymousTools'][number] {
  return { site, value: unknownDocument(raw), name: unknownEntryName(raw) };
}

const tools = new Map<string, EffectiveTool>();

/** The entry's definition, for an actor's skill that cannot be known: one object per name. */
export function unknownTool(raw: string): EffectiveTool {
  let tool = tools.get(raw);
  if (!tool) {
    tool = syntheticTool({
      source: 'mcp',
      description: `what '${raw}' brings cannot be known; read as the most it could be`,
      mcp_server: raw,
      mcp_tool_name: '*',
      capability: {
        ...syntheticTool({ source: 'mcp' }).capability,
        writes: true,
        unsafe: true,
        side_effects: ['open_world'],
      },
    });
    tools.set(raw, tool);
  }
  return tool;
}

/** Whether a tool is the stand-in `unknownTool` gives: its description is the checker's words. */
export function isUnknownTool(tool: EffectiveTool): boolean {
  return tool.mcp_server !== null && tools.get(tool.mcp_server) === tool;
}
