// Anonymous tools (SPEC §3): inline tool definitions of one skill, read as a registered tool is.
import { effectiveTool } from '../power/effective.js';
import type { SkillInfo } from '../kinds/skill.js';
import { ownSite, type Contribution, type EntrySource } from './types.js';

function contributions(_tree: unknown, info: SkillInfo): Contribution[] {
  const out: Contribution[] = [];
  for (const anon of info.anonymousTools) {
    if (anon.name === undefined) continue;
    out.push({
      name: anon.name,
      tool: effectiveTool(anon.value),
      contributor: info.name,
      site: ownSite(anon.site),
    });
  }
  return out;
}

/** Everything an anonymous tool is lies in the skill's own document. */
export const anonymousTools: EntrySource = { contributions, changedBetween: () => false };
