// The tool kind: a tool document read into what the rules, the flattening and the diff use. Its
// effective definition (every field with its default, the capability table) is effective.ts's.
import { effectiveTool, type EffectiveTool } from '../power/effective.js';
import { own, type Definition, type Site } from '../model/model.js';
import { parseReference } from '../model/names.js';
import type { NamedRef } from './refs.js';

export interface ToolInfo {
  def: Definition;
  name: string;
  /** Where the tool's document lies in its definition: '' for a tool file, an anonymous tool's item. */
  pointer: string;
  value: Record<string, unknown>;
  effective: EffectiveTool;
  wraps: NamedRef | undefined;
  agentSkillPath: { site: Site; path: string } | undefined;
}

/** A tool document: a tool file's, or an anonymous tool's inside a skill (`value` at `pointer`). */
export function readTool(def: Definition, name: string, value = def.value, pointer = ''): ToolInfo {
  const wrapsRaw = own(value, 'wraps');
  const pathRaw = own(value, 'agent_skill_path');
  return {
    def,
    name,
    pointer,
    value,
    effective: effectiveTool(value),
    wraps:
      typeof wrapsRaw === 'string'
        ? {
            site: { def, pointer: `${pointer}/wraps` },
            raw: wrapsRaw,
            ref: parseReference(wrapsRaw, def.namespace),
          }
        : undefined,
    agentSkillPath:
      typeof pathRaw === 'string' && pathRaw !== ''
        ? { site: { def, pointer: `${pointer}/agent_skill_path` }, path: pathRaw }
        : undefined,
  };
}
