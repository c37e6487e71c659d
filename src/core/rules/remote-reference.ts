// server:namespace/name points into a registry this tool cannot see; it is kept opaque.
import type { RuleContext, RuleModule } from './rule.js';
import { allReferences } from '../project/references.js';

/**
 * Where an entry the report names `builtin:G`, `mcp:S/T` or `agent-skill:N` is written instead: a
 * reference of that spelling is read as one into a registry of that name, which is seldom meant.
 */
function entryHint(raw: string): string {
  const colon = raw.indexOf(':');
  const registry = raw.slice(0, colon);
  const rest = raw.slice(colon + 1);
  if (registry === 'builtin') return `; a builtin group is listed under builtins (builtins: [${rest}])`;
  if (registry === 'agent-skill') return '; an Agent Skill is listed by its folder under agent_skills';
  if (registry === 'mcp') {
    const [server = '', tool] = rest.split('/');
    const tools = tool === undefined || tool === '*' ? '' : `, tools: [${tool}]`;
    return `; an MCP server's tools are listed under mcp_servers (- name: ${server}${tools})`;
  }
  return '';
}

function check(ctx: RuleContext): void {
  const references = allReferences(ctx.project);
  for (const { entry } of references) {
    if (entry.ref.kind === 'remote') {
      const message = `'${entry.raw}' is in a remote registry and is not checked here${entryHint(entry.raw)}`;
      ctx.reportAt(entry.site, 'value', message);
    }
  }
}

export const rule: RuleModule = {
  meta: {
    id: 'remote-reference',
    defaultSeverity: 'note',
    description:
      'A server:namespace/name reference to a remote registry; kept as an opaque entry, not checked.',
    scope: 'file',
  },
  check,
};
