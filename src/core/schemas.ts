// The JSON Schemas shipped with the package (schemas/*.schema.json), bundled into the build.
import actorSchema from '../../schemas/actor.schema.json' with { type: 'json' };
import skillSchema from '../../schemas/skill.schema.json' with { type: 'json' };
import toolSchema from '../../schemas/tool.schema.json' with { type: 'json' };
import type { SchemaSet } from './validate.js';

export const SHIPPED_SCHEMAS: SchemaSet = {
  tool: toolSchema as Record<string, unknown>,
  skill: skillSchema as Record<string, unknown>,
  actor: actorSchema as Record<string, unknown>,
};
