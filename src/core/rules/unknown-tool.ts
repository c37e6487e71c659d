// A skill's tools entry, a wraps, or an override key that names nothing that exists.
import { BrokenFiles, brokenDefinerNote } from '../model/broken-files.js';
import { didYouMean, suggesterFor } from '../model/names.js';
import type { NamedRef } from '../kinds/refs.js';
import { entriesNamedShort } from '../project/applied-overrides.js';
import type { SkillInfo } from '../kinds/skill.js';
import type { ToolInfo } from '../kinds/tool.js';
import type { RuleContext, RuleMeta, RuleModule } from './rule.js';

const meta: RuleMeta = {
  id: 'unknown-tool',
  defaultSeverity: 'error',
  description:
    "A skill's tools entry, a validation's wraps, or an override key names no tool (or no entry of the included skill); an mcp_servers tools name or an mcp_tool_name that the server's pinned inventory lacks.",
  scope: 'project',
  incompleteReading: true,
  // A name a broken tool file probably defines: the mistake is in that file, reported there.
  kindSeverity: { 'broken-definer': 'note' },
};
const BROKEN_DEFINER = meta.kindSeverity?.['broken-definer'];

function check(ctx: RuleContext): void {
  const { project } = ctx;
  const hint = (name: string): string => {
    return didYouMean(suggesterFor(project.toolsByName).closest(name));
  };
  const broken = new BrokenFiles(project.files, 'tool');
  /** Reports an unknown tool, or a note when a broken tool file probably defines it. */
  const unknown = (entry: NamedRef, message: string): void => {
    const name = (entry.ref as { name: string }).name;
    const definer = broken.definerOf(name);
    // A bare name is near what it was written as: 'read-file' near 'team/read-file'.
    const near = /[/:]/.test(entry.raw) ? name : entry.raw;
    if (definer) ctx.reportAt(entry.site, 'value', brokenDefinerNote('tool', name, definer), BROKEN_DEFINER);
    else ctx.reportAt(entry.site, 'value', `${message}${hint(near)}`);
  };
  const { tools, skills } = project;
  const pinned = pinnedLookup(ctx);
  for (const tool of tools) {
    checkMcpToolName(ctx, tool, pinned);
    const ref = tool.wraps?.ref;
    if (tool.wraps && ref?.kind === 'local' && !project.tool(ref.name)) {
      unknown(tool.wraps, `'${tool.name}' wraps unknown tool '${ref.name}'`);
    }
  }
  for (const skill of skills) {
    for (const entry of skill.tools) {
      if (entry.ref.kind === 'local' && !project.tool(entry.ref.name)) {
        unknown(entry, `unknown tool '${entry.ref.name}'`);
      }
    }
    checkIncludeOverrides(ctx, skill);
    checkMcpOverrides(ctx, skill);
    checkMcpToolLists(ctx, skill, pinned);
  }
}

/** The names a server's pinned inventories list; undefined when it has none (nothing to check against). */
type Pinned = (server: string) => ReadonlyMap<string, unknown> | undefined;

/**
 * Each server's pinned names, gathered once per check: gathered again for every tool that names
 * the server, they cost the inventory's length each time (5,000 tools of a server of 20,000: 31 s).
 * A server's one inventory gives its own map, so "did you mean" indexes it once (suggesterFor).
 */
function pinnedLookup(ctx: RuleContext): Pinned {
  const found = new Map<string, ReadonlyMap<string, unknown> | undefined>();
  return (server) => {
    if (!found.has(server)) {
      const inventories = ctx.project.inventory(server);
      found.set(
        server,
        inventories.length <= 1
          ? inventories[0]?.tools
          : new Map(inventories.flatMap((inventory) => [...inventory.tools])),
      );
    }
    return found.get(server);
  };
}

function notPinned(server: string, tool: string, pinned: ReadonlyMap<string, unknown>): string {
  const near = suggesterFor(pinned).closest(tool);
  return `MCP server '${server}' has no tool '${tool}' in its inventory${didYouMean(near)}`;
}

/** A static `mcp_servers[].tools` name that the server's inventory lacks. */
function checkMcpToolLists(ctx: RuleContext, skill: SkillInfo, pinnedOf: Pinned): void {
  for (const server of skill.mcpServers) {
    const pinned = server.tools && pinnedOf(server.server);
    if (!pinned) continue;
    for (const tool of server.tools ?? []) {
      if (!pinned.has(tool.name))
        ctx.reportAt(tool.site, 'value', notPinned(server.server, tool.name, pinned));
    }
  }
}

/** A registered MCP tool's `mcp_tool_name` that its server's inventory lacks. */
function checkMcpToolName(ctx: RuleContext, tool: ToolInfo, pinnedOf: Pinned): void {
  const { source, mcp_server: server, mcp_tool_name: name } = tool.effective;
  if (source !== 'mcp' || server === null || name === null || name === '*') return;
  const pinned = pinnedOf(server);
  if (pinned && !pinned.has(name))
    ctx.reportAt({ def: tool.def, pointer: '/mcp_tool_name' }, 'value', notPinned(server, name, pinned));
}

/**
 * Override keys of an included skill that name no entry of it: neither by its name nor as a bare
 * key (`send` for `x/send`, `*` for `mcp:gh/*`), which flattening applies too (flatten.ts overrideFor).
 */
function checkIncludeOverrides(ctx: RuleContext, skill: SkillInfo): void {
  for (const include of skill.includes) {
    if (include.ref.kind !== 'local' || include.overrides.length === 0) continue;
    const child = ctx.project.flatten(include.ref.name);
    if (!child) continue;
    for (const o of include.overrides) {
      if (child.entries.has(o.key) || entriesNamedShort(child, o.key).length > 0) continue;
      const near = suggesterFor(child.entries).closest(o.key);
      ctx.reportAt(
        o.site,
        'key',
        `override targets '${o.key}', which is not an entry of '${child.skill}'${didYouMean(near)}`,
      );
    }
  }
}

/**
 * Override keys of an MCP server with a static tool list that name no tool of that list. `*`
 * names every tool of it, as flattening applies it (sources/mcp-servers.ts keyedFor).
 */
function checkMcpOverrides(ctx: RuleContext, skill: SkillInfo): void {
  for (const server of skill.mcpServers) {
    if (!server.tools) continue;
    const names = new Map(server.tools.map((t) => [t.name, t]));
    for (const o of server.overrides) {
      if (o.key === '*') continue;
      const short = o.key.startsWith(`mcp:${server.server}/`)
        ? o.key.slice(`mcp:${server.server}/`.length)
        : o.key;
      if (!names.has(short)) {
        const near = suggesterFor(names).closest(short);
        const shown = near && o.key !== short ? `mcp:${server.server}/${near}` : near;
        ctx.reportAt(
          o.site,
          'key',
          `override targets '${o.key}', which is not among the tools this skill lists of MCP server '${server.server}'${didYouMean(shown)}`,
        );
      }
    }
  }
}

export const rule: RuleModule = { meta, check };
