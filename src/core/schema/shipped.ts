// The JSON Schemas shipped with the package (schemas/*.schema.json), bundled into the build, and
// the shape of a set of definition schemas.
import actorSchema from '../../../schemas/actor.schema.json' with { type: 'json' };
import skillSchema from '../../../schemas/skill.schema.json' with { type: 'json' };
import toolSchema from '../../../schemas/tool.schema.json' with { type: 'json' };
import mcpServerSchema from '../../../schemas/mcp-server.schema.json' with { type: 'json' };

/** One schema per definition kind. */
export interface SchemaSet {
  tool: Record<string, unknown>;
  skill: Record<string, unknown>;
  actor: Record<string, unknown>;
  'mcp-server': Record<string, unknown>;
}

export const SHIPPED_SCHEMAS: SchemaSet = {
  tool: toolSchema as Record<string, unknown>,
  skill: skillSchema as Record<string, unknown>,
  actor: actorSchema as Record<string, unknown>,
  'mcp-server': mcpServerSchema as Record<string, unknown>,
};

/** Where the shipped schemas live: their ids, and the base of ids a replacement leaves relative. */
export const SCHEMA_BASE =
  'https://raw.githubusercontent.com/agents-config-check/agents-config-check/main/schemas/';
