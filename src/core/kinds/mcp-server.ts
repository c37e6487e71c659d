// The MCP server inventory kind (SPEC §3): what a server offers, pinned as its `tools/list`
// result and its `initialize` instructions, and the power of each of its tools read from its annotations with the MCP defaults (an
// unannotated tool is not read-only, destructive and open-world).
import {
  CAPABILITY_DEFAULTS,
  pythonTruth,
  syntheticTool,
  type Capability,
  type EffectiveTool,
} from '../power/effective.js';
import { isRecord, itemsAt, own, ownAsRead, valuesAt, type Definition, type Site } from '../model/model.js';
import { repeatedValues } from '../yaml/load.js';

/** One tool of an inventory, at its place in the document. */
export interface InventoryTool {
  name: string;
  site: Site;
  value: Record<string, unknown>;
}

export interface InventoryInfo {
  def: Definition;
  /** The server's name: `server`, else the file's name without its extension. */
  name: string;
  /**
   * The server's `instructions` as a client's loader reads them (a repeated key's last value):
   * text the model reads beside every tool of the server. Undefined when there are none, or when
   * they are not a string (a `schema` finding).
   */
  instructions: string | undefined;
  /**
   * The inventory's `description` (what the server is for), read as `instructions` are: a client
   * may show it to the model beside the server's tools.
   */
  description: string | undefined;
  /** By name; a name listed twice keeps every listing (the gate reads the stronger). */
  tools: ReadonlyMap<string, readonly InventoryTool[]>;
  /**
   * Where the inventory lists what cannot be read as tools (no `tools` list, an item that is not
   * a tool object with a string `name`: a `schema` finding; or a `nextCursor`, a first page of a
   * longer list): power the gate cannot see,
   * so a skill that uses the server whole also gets its dynamic entry `mcp:<server>/*` (SPEC §6).
   * Undefined when every listing is read.
   */
  unread: Site | undefined;
}

export function readInventory(def: Definition, name: string): InventoryInfo {
  const tools = new Map<string, InventoryTool[]>();
  const lists = valuesAt(def.value, 'tools');
  const notList = lists.find((l) => !Array.isArray(l.value));
  let unread: Site | undefined =
    lists.length === 0 ? { def, pointer: '' } : notList && { def, pointer: notList.pointer };
  // A `tools/list` page with a `nextCursor` says the server lists more tools than it holds: in any
  // reading (a repeated key, one a merge key brings), as a hint holds only where every one does.
  // An empty one too: MCP's cursor is any string, present or not, and `mcp pin` follows it, as a
  // client may (one that tests it for truth stops; the gate takes the reading that sees more).
  const cursor = valuesAt(def.value, 'nextCursor').find((c) => c.value !== null);
  if (cursor) unread ??= { def, pointer: cursor.pointer };
  // Every listing under every `tools` key (a repeated key unites them, SPEC §6).
  itemsAt(def.value, 'tools').forEach(({ item, pointer }) => {
    // A repeated `name` lists the tool under each (a client may keep either, SPEC §6).
    const names = valuesAt(item, 'name', pointer).filter((n) => typeof n.value === 'string');
    if (!isRecord(item) || names.length === 0) {
      unread ??= { def, pointer };
      return;
    }
    for (const { value: toolName } of names as { value: string }[]) {
      const tool = { name: toolName, site: { def, pointer }, value: item };
      const list = tools.get(toolName);
      if (list) list.push(tool);
      else tools.set(toolName, [tool]);
    }
  });
  const instructions = ownAsRead(def.value, 'instructions');
  const description = ownAsRead(def.value, 'description');
  return {
    def,
    name,
    instructions: typeof instructions === 'string' ? instructions : undefined,
    description: typeof description === 'string' ? description : undefined,
    tools,
    unread,
  };
}

/**
 * Every value an annotation was given (a repeated key gives several, and so does a repeated or
 * merged `annotations`): the hint holds only when each of them says so, so an ambiguous hint
 * never narrows power.
 */
function hint(readings: readonly unknown[], key: string, value: boolean): boolean {
  return readings.every((annotations) => {
    if (!isRecord(annotations)) return false;
    const values = repeatedValues(annotations, key) ?? [own(annotations, key)];
    return values.every((v) => v === value);
  });
}

/** A tool's power as its annotations declare it, MCP's defaults where they say nothing. */
export function annotatedCapability(tool: Record<string, unknown>): Capability {
  const given = valuesAt(tool, 'annotations');
  const annotations: unknown[] = given.map((a) => a.value);
  // Annotations only a merge key brings are absent to a reader that does not apply it.
  if (given.length === 0 || given.some((a) => a.merged)) annotations.push(undefined);
  const readOnly = hint(annotations, 'readOnlyHint', true);
  return {
    ...CAPABILITY_DEFAULTS,
    read_only: readOnly,
    writes: !readOnly,
    unsafe: !readOnly && !hint(annotations, 'destructiveHint', false),
    idempotent: hint(annotations, 'idempotentHint', true),
    side_effects: hint(annotations, 'openWorldHint', false) ? [] : ['open_world'],
  };
}

/**
 * The capability flags each hint sets, and the hint's value that restrains them. A read-only tool
 * is safe too (MCP reads destructiveHint only where readOnlyHint is false); where destructiveHint
 * restrains as well, its own values stand for `unsafe` (the later one here).
 */
const RESTRAINING_HINTS = [
  { key: 'readOnlyHint', restrains: true, fields: ['read_only', 'writes', 'unsafe'] },
  { key: 'destructiveHint', restrains: false, fields: ['unsafe'] },
] as const;

/**
 * The flags a hint sets that a client may have read as a restraint though the gate could not (a
 * text `"true"` a client tests for truth, one value of a repeated key), with the hint's values as
 * written: where the head writes the hint otherwise, the base is judged by the restraint
 * (diff/sets.ts judgedBefore). Undefined where every hint reads one way.
 */
function annotatedRestraints(tool: Record<string, unknown>): EffectiveTool['restrained'] {
  let out: EffectiveTool['restrained'];
  const annotations = valuesAt(tool, 'annotations').map((a) => a.value);
  for (const { key, restrains, fields } of RESTRAINING_HINTS) {
    const values = annotations.flatMap((a) =>
      isRecord(a) ? (repeatedValues(a, key) ?? [own(a, key)]).filter((v) => v !== undefined) : [],
    );
    const may = values.some(
      (v) => v === restrains || (typeof v !== 'boolean' && pythonTruth(v) === restrains),
    );
    if (!may || values.every((v) => v === restrains)) continue;
    out ??= {};
    for (const field of fields) out[field] = values;
  }
  return out;
}

/**
 * A tool's field as a client reads it: the tool's own, or the one a merge key of a YAML inventory
 * brings (which PyYAML applies, and the power of its annotations is read with), else the one a
 * `__proto__` key holds. The MCP SDK's schemas copy a key they do not know by assignment, which
 * makes that key's value the object's prototype, so what it holds is the client's description,
 * title or schema where the tool writes none: a server cannot tell the model a text the checker
 * does not read.
 */
function asClientReads(value: unknown, key: string): unknown {
  const read = ownAsRead(value, key);
  if (read !== undefined || !isRecord(value)) return read;
  // A repeated `__proto__` key is its last, as JSON.parse keeps it (ownAsRead).
  return ownAsRead(ownAsRead(value, '__proto__'), key);
}

const entryCache = new WeakMap<object, EffectiveTool>();

/**
 * The effective definition of `mcp:<server>/<tool>` for an inventory tool: its power from the
 * annotations, its description and schemas as the server lists them. An inventory identical on
 * base and head is one parsed object, so both trees share the entry.
 */
export function inventoryEntry(server: string, tool: InventoryTool): EffectiveTool {
  let entry = entryCache.get(tool.value);
  if (!entry || entry.mcp_server !== server || entry.mcp_tool_name !== tool.name) {
    const description = asClientReads(tool.value, 'description');
    const [listedTitle, annotationsTitle] = [
      asClientReads(tool.value, 'title'),
      asClientReads(asClientReads(tool.value, 'annotations'), 'title'),
    ];
    const title = typeof listedTitle === 'string' ? listedTitle : annotationsTitle;
    const restrained = annotatedRestraints(tool.value);
    entry = syntheticTool({
      ...(restrained ? { restrained } : {}),
      ...(typeof listedTitle === 'string' && typeof annotationsTitle === 'string'
        ? { annotations_title: annotationsTitle }
        : {}),
      source: 'mcp',
      mcp_server: server,
      mcp_tool_name: tool.name,
      description: typeof description === 'string' ? description : '',
      title: typeof title === 'string' ? title : null,
      capability: annotatedCapability(tool.value),
      input_schema: asClientReads(tool.value, 'inputSchema') ?? null,
      output_schema: asClientReads(tool.value, 'outputSchema') ?? null,
    });
    entryCache.set(tool.value, entry);
  }
  return entry;
}
