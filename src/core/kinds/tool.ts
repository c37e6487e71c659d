// The tool kind: a tool document read into what the rules, the flattening and the diff use. Its
// effective definition (every field with its default, the capability table) is effective.ts's.
import { effectiveTool, type EffectiveTool } from '../power/effective.js';
import { own, type Definition, type Site } from '../model/model.js';
import { parseReference } from '../model/names.js';
import type { NamedRef } from './refs.js';

export interface ToolInfo {
  def: Definition;
  name: string;
  effective: EffectiveTool;
  wraps: NamedRef | undefined;
  agentSkillPath: { site: Site; path: string } | undefined;
}

export function readTool(def: Definition, name: string): ToolInfo {
  const wrapsRaw = own(def.value, 'wraps');
  const pathRaw = own(def.value, 'agent_skill_path');
  return {
    def,
    name,
    effective: effectiveTool(def.value),
    wraps:
      typeof wrapsRaw === 'string'
        ? { site: { def, pointer: '/wraps' }, raw: wrapsRaw, ref: parseReference(wrapsRaw, def.namespace) }
        : undefined,
    agentSkillPath:
      typeof pathRaw === 'string' && pathRaw !== ''
        ? { site: { def, pointer: '/agent_skill_path' }, path: pathRaw }
        : undefined,
  };
}
