// What an entry a skill gains brings with it, in a few fixed words, so that the reviewer reads an
// added row as "custom · writes, unsafe" rather than a bare name (SPEC §7).
import { targetParts, type EffectiveTool } from '../power/effective.js';
import { powerOf } from '../power/power.js';
import { someOf } from '../text/words.js';

/** An added entry: where it comes from, and the power it has as the gate reads it. */
export interface AddedGrant {
  name: string;
  /** The tool's source (`custom`, `builtin`, `mcp`, …), with the MCP server and tool it calls. */
  source: string;
  /** `read-only`, `writes`, `unsafe`, `side effects […]`, `any tool`, `needs human approval`. */
  power: string[];
}

export function addedGrant(name: string, tool: EffectiveTool | undefined): AddedGrant {
  if (!tool) return { name, source: 'unknown', power: [] };
  const p = powerOf(tool);
  const power: string[] = [];
  if (p.read_only) power.push('read-only');
  if (p.writes) power.push('writes');
  if (p.unsafe) power.push('unsafe');
  if (p.side_effects.length > 0) power.push(`side effects ${JSON.stringify(p.side_effects)}`);
  if (p.dynamic) power.push('any tool');
  if (p.human_approval_required) power.push('needs human approval');
  return { name, source: p.target === null ? tool.source : `${tool.source} ${callsAll(p.target)}`, power };
}

/** The MCP tools an entry calls, up to three, then how many more: a name defined hundreds of times may call as many. */
function callsAll(target: string): string {
  return someOf(target.split('\n'), calls);
}

/** An MCP server and tool an entry calls (power.ts `target`), saying which part its definition does not name. */
function calls(target: string): string {
  const [server, toolName] = targetParts(target);
  if (server !== '' && toolName === '') return `${server} (no mcp_tool_name)`;
  if (server === '' && toolName !== '') return `${toolName} (no mcp_server)`;
  return target;
}
