// An MCP server's inventory (SPEC §3) as `mcp pin` writes it and `mcp verify` reads it back: one
// stable text per server, so that a re-pin of an unchanged server changes no byte.
import { isRecord } from '../model/model.js';
import type { SchemaValidator } from '../schema/validator.js';
import { globMatcher } from '../text/glob.js';
import { jsonText } from '../text/json.js';
import { byCodeUnits } from '../text/order.js';
import { cutAt } from '../text/words.js';
import { LOAD_LIMITS } from '../yaml/load.js';

/** One MCP `Tool` object as the server lists it. */
export type McpTool = Record<string, unknown> & { name: string };

/** What `initialize` said about the server: the inventory's `pinned` provenance, less the date. */
export interface Provenance {
  serverName: string;
  serverVersion: string;
  protocolVersion: string;
}

/** What one server offers, as `initialize` and `tools/list` answered. */
export interface ServerListing {
  provenance: Provenance;
  tools: readonly Record<string, unknown>[];
  /** `initialize`'s `instructions`: text clients put before the model; absent when none is given. */
  instructions?: string;
}

/** A pinned inventory as read back: its tools and instructions, and what a re-pin keeps. */
export interface PinnedInventory {
  /**
   * The server its `server` names, which the check reads the inventory as; undefined where that is
   * no name (absent, empty, not text), and the check reads it as its file's server.
   */
  server: string | undefined;
  tools: McpTool[];
  instructions: string | undefined;
  description: string | undefined;
  provenance: Provenance | undefined;
  date: string | undefined;
}

// The MCP schema's order of a Tool's and of its annotations' fields; any other key follows, sorted.
const TOOL_KEYS = [
  'name',
  'title',
  'description',
  'inputSchema',
  'outputSchema',
  'annotations',
  'execution',
  'icons',
  '_meta',
];
const ANNOTATION_KEYS = ['title', 'readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'];

/** `value` with the keys of every object in it sorted: a server's key order is not a change. */
function sortedDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedDeep);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort(byCodeUnits)
      .map((key) => [key, sortedDeep(value[key])]),
  );
}

/** `value`'s keys in the order `first` gives, then the rest sorted; values sorted deep. */
function ordered(value: Record<string, unknown>, first: readonly string[]): Record<string, unknown> {
  const keys = Object.keys(value);
  const known = first.filter((key) => keys.includes(key));
  const rest = keys.filter((key) => !first.includes(key)).sort(byCodeUnits);
  return Object.fromEntries([...known, ...rest].map((key) => [key, sortedDeep(value[key])]));
}

/** The tools in their written form: sorted by name, each one's keys in the fixed order. */
export function canonicalTools(tools: readonly Record<string, unknown>[]): McpTool[] {
  const written = tools.map((tool) => {
    const out = ordered(tool, TOOL_KEYS) as McpTool;
    if (isRecord(out.annotations)) out.annotations = ordered(out.annotations, ANNOTATION_KEYS);
    return out;
  });
  const text = new Map(written.map((tool) => [tool, jsonText(tool)]));
  // Names should be unique; when a server repeats one, the full text keeps the order fixed.
  return written.sort(
    (a, b) => byCodeUnits(String(a.name), String(b.name)) || byCodeUnits(text.get(a)!, text.get(b)!),
  );
}

/** Whether `value`, at level `depth`, nests a collection deeper than `maxDepth` levels. */
function nestsPast(value: unknown, depth: number, maxDepth: number): boolean {
  const stack: [unknown, number][] = [[value, depth]];
  while (stack.length > 0) {
    const [item, level] = stack.pop() as [unknown, number];
    if (typeof item !== 'object' || item === null) continue;
    if (level > maxDepth) return true;
    for (const child of Object.values(item)) stack.push([child, level + 1]);
  }
  return false;
}

/**
 * The name of the first tool that nests a collection deeper than `maxDepth` levels below the
 * inventory's root, as the check's loader counts them (the root is level 0, a tool level 2): the
 * check reads such an inventory no further, and writing one would recurse as deep. Walked without
 * recursion: one message of a few megabytes can nest a million levels.
 */
export function toolNestedPast(tools: readonly unknown[], maxDepth: number): string | undefined {
  const deep = tools.find((tool) => nestsPast(tool, 2, maxDepth));
  return deep === undefined ? undefined : String(isRecord(deep) ? deep.name : deep);
}

/** A tool name that `check` reports in an inventory: the rule, and its message in `check`'s words. */
export interface RejectedName {
  rule: 'schema' | 'duplicate-name';
  message: string;
}

const NAME_POINTER = /^\/tools\/\d+\/name$/;

/**
 * The names among an inventory's `tools` (in its written order) that `check` reports: those the
 * inventory schema refuses, found by the validator `check` runs (the `schema` rule, in its words),
 * and those listed more than once (`duplicate-name`). The inventory still holds them all: it is
 * what the server lists, so that `verify` compares the truth.
 */
export function rejectedToolNames(tools: readonly McpTool[], validator: SchemaValidator): RejectedName[] {
  const refused = validator
    .validate('mcp-server', { tools })
    .filter((issue) => NAME_POINTER.test(issue.pointer))
    .map((issue) => ({ rule: 'schema' as const, message: issue.message }));
  const listings = new Map<string, { first: number; times: number }>();
  tools.forEach((tool, i) => {
    const seen = listings.get(tool.name);
    if (seen) seen.times++;
    else listings.set(tool.name, { first: i, times: 1 });
  });
  const repeated = [...listings]
    .filter(([, { times }]) => times > 1)
    .map(([name, { first, times }]) => ({
      rule: 'duplicate-name' as const,
      message: `MCP tool '${name}' is listed ${times} times (first at tools[${first}])`,
    }));
  return [...refused, ...repeated];
}

function inventoryText(
  server: string,
  description: string | undefined,
  listing: { provenance: Provenance; instructions?: string },
  date: string,
  tools: McpTool[],
): string {
  const { provenance, instructions } = listing;
  const pinned = {
    serverInfo: { name: provenance.serverName, version: provenance.serverVersion },
    protocolVersion: provenance.protocolVersion,
    date,
  };
  // The server's own words after its provenance, before its tools; no key when it gives none, so
  // an inventory of a server without instructions reads as it always has.
  const document = {
    server,
    ...(description === undefined ? {} : { description }),
    pinned,
    ...(instructions === undefined ? {} : { instructions }),
    tools,
  };
  // `1e999` in the server's JSON is kept so, not written as `null`: the check reads both ways.
  return `${jsonText(document, 2)}\n`;
}

/**
 * The inventory file for `server`. `pinned.date` is the day the file's content last changed: a
 * re-pin that finds the same tools, instructions and provenance keeps the previous file's date, so its bytes do
 * not change; a `description` written into the previous file by hand is kept.
 */
export function pinnedText(
  server: string,
  listing: ServerListing,
  previous: { text: string; inventory: PinnedInventory } | undefined,
  today: string,
): string {
  const tools = canonicalTools(listing.tools);
  const description = previous?.inventory.description;
  const date = previous?.inventory.date;
  if (date !== undefined) {
    const same = inventoryText(server, description, listing, date, tools);
    if (same === previous!.text) return same;
  }
  return inventoryText(server, description, listing, today, tools);
}

function provenanceOf(pinned: unknown): Provenance | undefined {
  if (!isRecord(pinned) || !isRecord(pinned.serverInfo)) return undefined;
  const { name, version } = pinned.serverInfo;
  const { protocolVersion } = pinned;
  if (typeof name !== 'string' || typeof version !== 'string' || typeof protocolVersion !== 'string')
    return undefined;
  return { serverName: name, serverVersion: version, protocolVersion };
}

/** A name or key of the file's for a message, cut where it is long. */
export const shownName = (name: string): string => (name.length > 80 ? `${cutAt(name, 80)}…` : name);

/**
 * A pinned inventory file read back, or what is wrong with it. One nested past the levels the
 * check reads (anywhere: in a tool, or in a key beside them) is not read: the check refuses it
 * whole, and comparing or showing it walks it (a file written by hand may nest as deep as its
 * size allows); a re-pin replaces it.
 */
export function parseInventory(text: string): { inventory: PinnedInventory } | { problem: string } {
  const { maxDepth } = LOAD_LIMITS;
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { problem: `it is not JSON: ${(error as Error).message}` };
  }
  if (!isRecord(value) || !Array.isArray(value.tools)) return { problem: "it has no 'tools' list" };
  const bad = value.tools.findIndex((tool) => !isRecord(tool) || typeof tool.name !== 'string');
  if (bad >= 0) return { problem: `its tools[${bad}] is not a tool with a 'name'` };
  const deepTool = toolNestedPast(value.tools, maxDepth);
  if (deepTool !== undefined)
    return {
      problem: `its tool '${shownName(deepTool)}' nests deeper than the ${maxDepth} levels the check reads`,
    };
  const deepKey = Object.keys(value).find((key) => key !== 'tools' && nestsPast(value[key], 1, maxDepth));
  if (deepKey !== undefined)
    return {
      problem: `its "${shownName(deepKey)}" nests deeper than the ${maxDepth} levels the check reads`,
    };
  const pinned = isRecord(value.pinned) ? value.pinned : {};
  return {
    inventory: {
      server: typeof value.server === 'string' && value.server !== '' ? value.server : undefined,
      tools: value.tools as McpTool[],
      instructions: typeof value.instructions === 'string' ? value.instructions : undefined,
      description: typeof value.description === 'string' ? value.description : undefined,
      provenance: provenanceOf(pinned),
      date: typeof pinned.date === 'string' ? pinned.date : undefined,
    },
  };
}

/** A server's name becomes a file name: nothing that climbs, hides or needs quoting. */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
/** The names Windows gives its devices, whatever follows the first dot: `CON.json` is the console. */
const DEVICE_NAME = /^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i;

/**
 * Why a server's inventory cannot be the file `<name>.json`, or undefined when it can. `others`
 * are the other servers of the run and `inFolder` the names of the files the folder holds already
 * (`github.json`): two names alike but for case are one file where the file system ignores
 * case (macOS, Windows), so one server's inventory would be written over the other's.
 */
export function inventoryNameProblem(
  name: string,
  others: readonly string[],
  inFolder: readonly string[] = [],
): string | undefined {
  if (!FILE_NAME.test(name))
    return 'its name cannot be a file name: letters, digits, ".", "_" and "-" only, not first "."';
  if (DEVICE_NAME.test(name))
    return `its name cannot be a file name: '${name}.json' is a device on Windows, not a file`;
  const twin = caseTwin(name, others);
  if (twin !== undefined)
    return `its name differs from '${twin}' only by case: where the file system ignores case (macOS, Windows) both would be one file; pin each alone`;
  const pinned = caseTwin(name, inFolder, inventoryStem);
  if (pinned !== undefined)
    return `its name differs only by case from '${pinned}', which the folder holds: where the file system ignores case (macOS, Windows) both would be one file; rename or remove that one first`;
  return undefined;
}

/** The extensions of an inventory file, which `mcp pin` reads as the check does (MCP_SERVER_GLOBS). */
export const INVENTORY_EXTENSION = /\.(json|ya?ml)$/i;

/** An inventory file's name without its extension, as a server's name. */
function inventoryStem(file: string): string {
  return file.replace(INVENTORY_EXTENSION, '');
}

/** Of `names` (each read as `nameOf` says), one that is `name` but for case, if any. */
function caseTwin(name: string, names: readonly string[], nameOf = (n: string) => n): string | undefined {
  return namesByCase(names, nameOf)
    .get(name.toLowerCase())
    ?.find((other) => nameOf(other) !== name);
}

const byCase = new WeakMap<readonly string[], Map<string, string[]>>();

/**
 * A run's server names (or the folder's file names, by `nameOf`) by their lower case, gathered
 * once: each server asks of all the others.
 */
function namesByCase(names: readonly string[], nameOf = (name: string) => name): Map<string, string[]> {
  let index = byCase.get(names);
  if (!index) {
    index = new Map();
    for (const name of names) {
      const key = nameOf(name).toLowerCase();
      const alike = index.get(key);
      if (alike) alike.push(name);
      else index.set(key, [name]);
    }
    byCase.set(names, index);
  }
  return index;
}

/** The `mcp-server` kind's default globs (SPEC §2). */
export const MCP_SERVER_GLOBS = ['**/mcp-servers/**/*.{json,yml,yaml}'];

/**
 * Where `mcp pin` writes by default: the literal folder at the head of the first glob whose
 * matches include `<folder>/<server>.json` (`**` heads skipped), else `mcp-servers`. A folder
 * outside the root (`..`, an absolute path, a drive) is none: the repository's configuration chooses it,
 * and the check reads globs from the root only.
 */
export function defaultOutDir(globs: readonly string[]): string {
  for (const glob of globs) {
    if (glob.startsWith('/')) continue;
    const segments = glob.split('/').slice(0, -1);
    while (segments[0] === '**') segments.shift();
    const literal: string[] = [];
    for (const segment of segments) {
      // A drive (`C:`) or a backslash leads anywhere where Windows reads the path.
      if (/[*?[\]{}()!+@:\\]/.test(segment) || segment === '.' || segment === '..') break;
      literal.push(segment);
    }
    const folder = literal.join('/');
    if (folder !== '' && takes(glob, `${folder}/server.json`)) return folder;
  }
  return 'mcp-servers';
}

/** Whether a glob matches a path; a glob picomatch refuses (the check's "bad glob") matches none. */
function takes(glob: string, path: string): boolean {
  try {
    return globMatcher(glob, false)(path);
  } catch {
    return false;
  }
}
