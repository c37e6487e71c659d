// Agent Skills (SPEC §3): an `agent_skills` folder is one entry `agent-skill:<name>`, whose power is
// what its SKILL.md's `allowed-tools` grants (read-only when every pattern is one the configuration
// calls read-only) and whose `content` digests every file of the folder, scripts included.
import { CAPABILITY_DEFAULTS, syntheticTool, type Capability, type EffectiveTool } from '../effective.js';
import { canonicalJson } from '../effective.js';
import { own } from '../model.js';
import type { AgentSkillFolder } from '../agent-skill.js';
import type { SkillInfo } from '../kinds/skill.js';
import { unknownCapability, type PowerSettings } from '../power-settings.js';
import { LINKED_FOLDER, ownSite, type Contribution, type EntrySource, type SourceContext } from './types.js';

/** `allowed-tools` as patterns: a list of strings, or a string split on spaces and commas outside parentheses. */
function allowedToolPatterns(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  if (typeof value !== 'string') return [];
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of value) {
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && (ch === ',' || /\s/.test(ch))) {
      if (current !== '') out.push(current);
      current = '';
    } else current += ch;
  }
  if (current !== '') out.push(current);
  return out;
}

/** What a SKILL.md's `allowed-tools` grants: read-only when every pattern only reads, else it writes. */
function agentSkillCapability(patterns: readonly string[], power: PowerSettings): Capability {
  const readOnly = patterns.every((p) => power.readOnlyAgentTools.has(p));
  return { ...CAPABILITY_DEFAULTS, read_only: readOnly, writes: !readOnly };
}

/**
 * The entry a folder is. One the checker cannot read (missing, unreadable, behind a link, without
 * a frontmatter or a name) is `agent-skill:<path>`, unknown: the most it could be (SPEC §6), as is
 * one whose frontmatter has a merge key, which a YAML 1.1 loader applies and this reading does not,
 * and one whose folder holds a symbolic link (a script that runs what the checker cannot see).
 */
export function agentSkillEntry(
  tree: SourceContext,
  folder: AgentSkillFolder,
): { name: string; tool: EffectiveTool } {
  const name = folder.frontmatter?.name;
  const values = folder.frontmatter?.values;
  const content = tree.folderContent(folder);
  // A link in the folder (a script that points elsewhere) runs what the checker cannot see.
  const linked = content?.startsWith(LINKED_FOLDER) === true;
  if (folder.status !== 'ok' || name === undefined || own(values, '<<') !== undefined || linked) {
    return {
      name: `agent-skill:${name ?? folder.dir}`,
      tool: syntheticTool({
        source: 'agent_skill',
        agent_skill_path: folder.dir,
        capability: unknownCapability(),
        content,
      }),
    };
  }
  const description = own(values, 'description');
  const patterns = allowedToolPatterns(own(values, 'allowed-tools'));
  return {
    name: `agent-skill:${name}`,
    tool: syntheticTool({
      source: 'agent_skill',
      description: typeof description === 'string' ? description : '',
      agent_skill_path: folder.dir,
      capability: agentSkillCapability(patterns, tree.power),
      allowed_tools: patterns,
      content,
    }),
  };
}

function contributions(tree: SourceContext, info: SkillInfo): Contribution[] {
  const out: Contribution[] = [];
  for (const skill of info.agentSkills) {
    const entry = agentSkillEntry(tree, tree.agentSkill(skill.path));
    out.push({ ...entry, contributor: info.name, site: ownSite(skill.site) });
  }
  return out;
}

/** Whether a folder reads differently in two trees: its status, frontmatter or any file in it. */
export function agentSkillChanged(base: SourceContext, head: SourceContext, path: string): boolean {
  const a = base.agentSkill(path);
  const b = head.agentSkill(path);
  if (a === b && base.power === head.power) return false;
  return (
    a.status !== b.status ||
    canonicalJson(a.frontmatter?.values ?? null) !== canonicalJson(b.frontmatter?.values ?? null) ||
    base.folderContent(a) !== head.folderContent(b) ||
    canonicalJson([...base.power.readOnlyAgentTools]) !== canonicalJson([...head.power.readOnlyAgentTools])
  );
}

const FROM_ALLOWED_TOOLS = new Set(['read_only', 'writes']);

export const agentSkills: EntrySource = {
  originOf: (tree, _name, tool, field) => {
    if (tool.source !== 'agent_skill' || tool.agent_skill_path === null || !FROM_ALLOWED_TOOLS.has(field))
      return undefined;
    const folder = tree.agentSkill(tool.agent_skill_path);
    const doc = folder.frontmatter?.doc;
    const line =
      doc && own(folder.frontmatter?.values, 'allowed-tools') !== undefined
        ? doc.keySpan('/allowed-tools').line
        : undefined;
    return line === undefined
      ? { source: 'no allowed-tools: grants nothing', file: folder.skillMd, line: 1 }
      : { source: 'allowed-tools', file: folder.skillMd, line };
  },
  contributions,
  changedBetween: (skill, base, head) => skill.agentSkills.some((a) => agentSkillChanged(base, head, a.path)),
};
