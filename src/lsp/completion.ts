// Where a name is expected at the cursor, read from the text as typed (it may not parse yet): a
// skill's `tools`, `includes` and `builtins` entries and its `mcp_servers` names and tools, an
// actor's `skills`, a tool's `wraps`, `mcp_server` and `mcp_tool_name`. And the candidates offered
// there: an MCP server's tools from its inventory, with the power the gate reads. Pure.
import type { DefinitionKind } from '../core/model/model.js';
import type { Project } from '../core/project/project.js';
import { mcpServerEntry } from '../core/sources/mcp-servers.js';
import { mcpPowerWords } from './hover.js';
import { byCodeUnits } from '../core/text/order.js';
import { positionIn } from './positions.js';

type Expected = 'tool' | 'skill' | 'builtin' | 'mcp-server' | 'mcp-tool';

interface CompletionSpot {
  expected: Expected;
  /** For an MCP tool, the server whose inventory holds it. */
  server?: string;
  /** What is typed of the name so far, and the 0-based character where it starts. */
  prefix: string;
  start: number;
}

/** Which list a key holds names of, per kind of file. */
const LISTS: Record<DefinitionKind, Record<string, Expected>> = {
  skill: { tools: 'tool', includes: 'skill', builtins: 'builtin' },
  actor: { skills: 'skill' },
  tool: {},
  'mcp-server': {},
};

/** Keys of a `{key: name}` list item that hold the name: `- name: x` in tools, `- skill: x` in includes. */
const ITEM_KEYS: Record<string, string> = { tools: 'name', includes: 'skill' };

const indentOf = (line: string): number => line.length - line.trimStart().length;

/** The key whose block holds a line indented by `indent`: the nearest line above that is less indented. */
function parentKey(lines: readonly string[], row: number, indent: number): string | undefined {
  for (let i = row - 1; i >= 0; i--) {
    const line = lines[i] as string;
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const own = indentOf(line);
    // A list may sit at its key's own indentation (`tools:` then `- x` below it).
    if (own < indent || (own === indent && !line.trimStart().startsWith('-'))) {
      const key = /^\s*(?:-\s+)?([A-Za-z_][\w-]*)\s*:\s*(#.*)?$/.exec(line);
      return key ? key[1] : undefined;
    }
  }
  return undefined;
}

export function completionSpot(
  kind: DefinitionKind,
  lines: readonly string[],
  row: number,
  character: number,
): CompletionSpot | undefined {
  // A position the text does not have (a negative character would slice from the line's end).
  const at = positionIn({ line: row, character }, lines.length, (line) => (lines[line] as string).length);
  if (!at) return undefined;
  const before = (lines[row] as string).slice(0, at.character);
  const lists = LISTS[kind];
  if (kind === 'tool') return toolSpot(lines, before);
  // A flow list on the key's own line: `tools: [a/b, a/`
  const flow = /^\s*([A-Za-z_]+):\s*\[(?:[^\]]*,)?\s*(["']?)([^\s,"'\]]*)$/.exec(before);
  if (flow) {
    const prefix = flow[3] as string;
    const start = before.length - prefix.length;
    if (flow[1] === 'tools' && kind === 'skill') {
      const server = mcpItemServer(lines, row);
      if (server !== undefined) return { expected: 'mcp-tool', server, prefix, start };
    }
    const expected = lists[flow[1] as string];
    return expected ? { expected, prefix, start } : undefined;
  }
  if (kind === 'skill') {
    const spot = mcpNameSpot(lines, row, before);
    if (spot) return spot;
  }
  // A block list item: `  - a/` or `  - name: a/`
  const item = /^(\s*)-\s+(?:([A-Za-z_]+):\s*)?(["']?)([^\s"']*)$/.exec(before);
  if (!item) return undefined;
  const key = parentKey(lines, row, (item[1] as string).length);
  if (key === undefined) return undefined;
  const prefix = item[4] as string;
  const start = before.length - prefix.length;
  if (key === 'tools' && kind === 'skill' && item[2] === undefined) {
    const server = mcpItemServer(lines, keyRow(lines, row, (item[1] as string).length));
    if (server !== undefined) return { expected: 'mcp-tool', server, prefix, start };
  }
  const expected = lists[key];
  if (!expected) return undefined;
  if (item[2] !== undefined && ITEM_KEYS[key] !== item[2]) return undefined;
  return { expected, prefix, start };
}

/** A tool's `wraps`, `mcp_server` or `mcp_tool_name` (of the server its `mcp_server` names). */
function toolSpot(lines: readonly string[], before: string): CompletionSpot | undefined {
  const at = /^(wraps|mcp_server|mcp_tool_name):\s*(["']?)([^\s"']*)$/.exec(before);
  if (!at) return undefined;
  const prefix = at[3] as string;
  const start = before.length - prefix.length;
  if (at[1] === 'wraps') return { expected: 'tool', prefix, start };
  if (at[1] === 'mcp_server') return { expected: 'mcp-server', prefix, start };
  const server = lines.map((l) => /^mcp_server:\s*["']?([^\s"'#]+)/.exec(l)?.[1]).find((s) => s);
  return server === undefined ? undefined : { expected: 'mcp-tool', server, prefix, start };
}

/** The row of the key whose block holds a line indented by `indent` (as parentKey finds it; -1: none). */
function keyRow(lines: readonly string[], row: number, indent: number): number {
  for (let i = row - 1; i >= 0; i--) {
    const line = lines[i] as string;
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const own = indentOf(line);
    if (own < indent || (own === indent && !line.trimStart().startsWith('-'))) return i;
  }
  return -1;
}

/** Where a line's key starts: after the `- ` of a list item. */
const keyIndentOf = (line: string): number => /^\s*(?:-\s+)?/.exec(line)?.[0].length ?? 0;

/** The row of the `mcp_servers` item (its `- ` line) that holds the key on line `row`; -1: none. */
function mcpItemRow(lines: readonly string[], row: number): number {
  const line = lines[row] ?? '';
  let dash = line.trimStart().startsWith('-') ? row : -1;
  for (let i = row - 1; i >= 0 && dash < 0; i--) {
    const above = lines[i] as string;
    if (above.trim() === '' || above.trimStart().startsWith('#')) continue;
    if (indentOf(above) < indentOf(line)) dash = above.trimStart().startsWith('-') ? i : -2;
  }
  if (dash < 0) return -1;
  return parentKey(lines, dash, indentOf(lines[dash] as string)) === 'mcp_servers' ? dash : -1;
}

/** The server named by the `mcp_servers` item that holds the key on line `row`, if any. */
function mcpItemServer(lines: readonly string[], row: number): string | undefined {
  const dash = mcpItemRow(lines, row);
  if (dash < 0) return undefined;
  const dashLine = lines[dash] as string;
  const keys = keyIndentOf(dashLine);
  for (let i = dash; i < lines.length; i++) {
    const text = lines[i] as string;
    if (i > dash && text.trim() !== '' && indentOf(text) <= indentOf(dashLine)) break;
    if (i > dash && keyIndentOf(text) !== keys) continue;
    const name = /^\s*(?:-\s+)?name:\s*["']?([^\s"'#,}]+)/.exec(text);
    if (name) return name[1];
  }
  return undefined;
}

/** A skill's `mcp_servers` item name: `  - name: gi`, or `    name: gi` further in the item. */
function mcpNameSpot(lines: readonly string[], row: number, before: string): CompletionSpot | undefined {
  const name = /^(\s*)(-\s+)?name:\s*(["']?)([^\s"']*)$/.exec(before);
  if (!name) return undefined;
  const indent = (name[1] as string).length;
  const listKey = name[2] !== undefined ? parentKey(lines, row, indent) : undefined;
  const inItem = name[2] === undefined && indent > 0 && mcpItemRow(lines, row) >= 0;
  if (listKey !== 'mcp_servers' && !inItem) return undefined;
  const prefix = name[4] as string;
  return { expected: 'mcp-server', prefix, start: before.length - prefix.length };
}

/** At most this many candidates are sent: the editor filters further as more is typed. */
const MAX_CANDIDATES = 500;

interface Candidate {
  name: string;
  /** For an MCP tool: the power the gate reads; its description as documentation. */
  detail?: string;
  documentation?: string;
}

/** Every name that may stand where the spot expects one, with what an MCP tool brings. */
function allCandidates(
  project: Project,
  spot: CompletionSpot,
  builtinGroups: readonly string[],
): Candidate[] {
  const names = (keys: Iterable<string>): Candidate[] => [...keys].map((name) => ({ name }));
  switch (spot.expected) {
    case 'tool':
      return names(project.toolsByName.keys());
    case 'skill':
      return names(project.skillsByName.keys());
    case 'builtin':
      return names(builtinGroups);
    case 'mcp-server':
      return names(project.inventoriesByName.keys());
    case 'mcp-tool': {
      const server = spot.server as string;
      const inventories = project.inventory(server);
      const tools = new Set(inventories.flatMap((inventory) => [...inventory.tools.keys()]));
      return [...tools].map((name) => {
        const entry = mcpServerEntry(inventories, server, name);
        return { name, detail: mcpPowerWords(entry.capability), documentation: entry.description };
      });
    }
  }
}

/**
 * Whether a name, inserted as it is, reads back as itself in a YAML list (`[a, b]` or `- a`): a
 * name an inventory or a definition holds may be any string, and one with a line break, a flow
 * indicator, a comment or a leading indicator would be inserted as other names, or other YAML.
 * Such a name breaks the format's rules anyway: it is not offered.
 */
function plainScalar(name: string): boolean {
  return name !== '' && !/[\p{Cc}\p{Z},[\]{}#]|:$|^[-?:!&*|>'"%@`]/u.test(name);
}

export function candidates(
  project: Project,
  spot: CompletionSpot,
  builtinGroups: readonly string[],
): { items: Candidate[]; complete: boolean } {
  const { prefix } = spot;
  const items = allCandidates(project, spot, builtinGroups).filter(
    (c) => plainScalar(c.name) && (c.name.startsWith(prefix) || c.name.includes(prefix)),
  );
  const starts = (c: Candidate): number => Number(!c.name.startsWith(prefix));
  items.sort((a, b) => starts(a) - starts(b) || byCodeUnits(a.name, b.name));
  return { items: items.slice(0, MAX_CANDIDATES), complete: items.length <= MAX_CANDIDATES };
}
