// The tool kind: a tool document read into what the rules, the flattening and the diff use. Its
// effective definition (every field with its default, the capability table) is effective.ts's.
import {
  effectiveTool,
  readAlike,
  readingEffective,
  strongestTool,
  TOOL_KEYS,
  type EffectiveTool,
} from '../power/effective.js';
import { UNKNOWN_POWER } from '../model/power-fields.js';
import { isRecord, namesAt, own, type Definition, type Site } from '../model/model.js';
import {
  repeatedEntries,
  repeatedValues,
  withEntries,
  withKeysOnly,
  yaml11Names,
  yaml11Values,
} from '../yaml/load.js';
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
  /** The document's other readings, when a power key is repeated: each floors the tool too. */
  others?: ToolInfo[];
}

/** A tool's every reading: its own, then its others' (a repeated power key, other definitions). */
export function readingsOf(tool: ToolInfo): ToolInfo[] {
  return tool.others ? [tool, ...tool.others] : [tool];
}

/** A tool document: a tool file's, or an anonymous tool's inside a skill (`value` at `pointer`). */
export function readTool(def: Definition, name: string, value = def.value, pointer = ''): ToolInfo {
  const info = readOne(def, name, value, pointer, effectiveTool(value));
  const others = otherReadings(value).map((reading) =>
    readOne(def, name, reading, pointer, readingEffective(reading)),
  );
  if (others.length === 0) return info;
  // Whichever value of a repeated key the runtime keeps: the entry holds the power of every reading
  // (its code, hooks and slots), and each reading's source floors it (sources/registered-tools.ts).
  return { ...info, effective: strongestTool([info.effective, ...others.map((o) => o.effective)]), others };
}

/** The keys whose value says what a tool runs or stands for, beyond its capability (effective.ts). */
const POWER_KEYS = [
  'source',
  'tool_type',
  'mcp_server',
  'mcp_tool_name',
  'agent_skill_path',
  'wraps',
  'code',
  'lifecycle',
  'resource_slots',
] as const;

/**
 * Past this many readings a document's combinations are not read (a hostile file need not cost
 * more): it reads as unknown power, and each value of each key once.
 */
const MAX_READINGS = 64;

/**
 * The document as a loader may read it otherwise (SPEC §6, a repeated key anywhere): each other
 * value of a repeated power key, or of a key repeated inside one (a hook, a slot), each value a
 * merge key brings to a power key the document does not write itself, and PyYAML's reading of a
 * scalar YAML 1.2 reads otherwise; in every combination, since a loader reads every key at once:
 * PyYAML reads `mcp_server: on` and `mcp_tool_name: off` as the tool "False" of the server "True".
 */
function otherReadings(doc: Record<string, unknown>): Record<string, unknown>[] {
  const choices: [string, unknown[]][] = [];
  let combinations = 1;
  for (const key of POWER_KEYS) {
    const { values: others, tooMany } = otherValues(doc, key);
    if (others.length === 0) continue;
    choices.push([key, others]);
    // Each combination takes one of a key's other values or the document's own.
    combinations *= tooMany ? Infinity : others.length + 1;
  }
  if (combinations - 1 > MAX_READINGS) {
    // Too many to combine: the capability is unknown, and every value still runs (its code,
    // hooks, slots, MCP tool and source), one key at a time. A code repeated 66 times read as
    // its first alone hid the last, which PyYAML keeps, from the gate.
    const capability = own(doc, 'capability');
    const unknown = withKey(doc, 'capability', {
      ...(isRecord(capability) ? capability : {}),
      ...UNKNOWN_POWER,
    });
    // Each value's reading holds only the keys a tool is read by: a copy of every key of a document
    // of thousands for each of thousands of values would cost their product.
    const read = withKeysOnly(unknown, TOOL_KEYS);
    return [unknown, ...choices.flatMap(([key, others]) => others.map((v) => withKey(read, key, v)))];
  }
  let readings: Record<string, unknown>[] = [doc];
  for (const [key, others] of choices)
    readings = readings.flatMap((reading) => [reading, ...others.map((v) => withKey(reading, key, v))]);
  return readings.slice(1);
}

/**
 * The values other than its own a loader may give a power key of the document (otherReadings),
 * each once: values read alike by both loaders are one (readAlike), and two of equal JSON that
 * PyYAML reads otherwise are two (`static_resource: 1e3` and `static_resource: 1000`). `tooMany`
 * where they are more than MAX_READINGS and `values` holds them otherwise (itemsReadOtherwise).
 */
function otherValues(doc: Record<string, unknown>, key: string): { values: unknown[]; tooMany: boolean } {
  const out = new Map<string, unknown>();
  // A key only a merge key (`<<`) brings: PyYAML applies it, a loader without merges does not.
  if (!Object.hasOwn(doc, key)) {
    for (const { value } of Object.hasOwn(doc, '<<') ? namesAt(doc, key) : [])
      out.set(readAlike(value), value);
    return { values: [...out.values()], tooMany: false };
  }
  let tooMany = false;
  for (const value of repeatedValues(doc, key) ?? [doc[key]]) {
    const items = HASHED_WHOLE.has(key) ? undefined : slotsReadOtherwise(value);
    if (items) {
      if (value !== doc[key]) out.set(readAlike(value), value);
      for (const item of items) out.set(readAlike(item), item);
      tooMany = true;
      continue;
    }
    // A value read whole is its canonical JSON, which holds every value of each key repeated
    // inside it (effective.ts): past the limit its variants, each a copy of the whole (thousands
    // of hooks, each written twice, cost their square), add no reading its digest does not.
    const whole = HASHED_WHOLE.has(key) && variantCount(value, 2) > MAX_READINGS;
    for (const reading of whole ? [value] : [value, ...variants(value, 2)])
      if (reading !== doc[key]) out.set(readAlike(reading), reading);
  }
  // PyYAML's reading of a scalar YAML 1.2 reads otherwise (`mcp_server: 1.0` is "1.0" there).
  for (const { text } of [...(yaml11Values(doc, key) ?? []), ...(yaml11Names(doc, key) ?? [])])
    out.set(readAlike(text), text);
  return { values: [...out.values()], tooMany };
}

/**
 * The power keys whose value is read whole (its digest: effective.ts), so that each way of reading
 * it is a value of its own. Of the others, `resource_slots` is read slot by slot, and a value of
 * a key that names something (a source, a server, a folder, a wrapped tool) names nothing unless
 * it is a scalar: for those, slotsReadOtherwise's readings are read as the variants are.
 */
const HASHED_WHOLE: ReadonlySet<string> = new Set(['code', 'lifecycle']);

/**
 * The slots of a `resource_slots` value that more than MAX_READINGS of its variants read otherwise
 * (a key repeated inside each slot, or a slot's name repeated), in the order variants gives them:
 * of a list, one list of those slots; of a mapping, a mapping of each one alone, under its name.
 * Read one variant at a time, each of thousands of readings would copy every slot; past the limit
 * each value runs (otherReadings), and the slots a tool runs are the union of its readings' slots,
 * which these add alike. Undefined for fewer, and for a mapping with a merge key (`<<`), whose
 * slots depend on the rest of it.
 */
function slotsReadOtherwise(value: unknown): unknown[] | undefined {
  // Two readings of one slot alike are one reading of the whole (otherValues).
  const distinct = (places: Iterable<unknown[]>): number => {
    let count = 0;
    for (const others of places)
      count += others.length < 2 ? others.length : new Set(others.map(readAlike)).size;
    return count;
  };
  if (Array.isArray(value)) {
    const places = value.map((item) => variants(item, 1));
    return distinct(places) > MAX_READINGS ? [places.flat()] : undefined;
  }
  if (!isRecord(value) || Object.hasOwn(value, '<<')) return undefined;
  const places = new Map<string, unknown[]>();
  const slots: unknown[] = [];
  const add = (key: string, others: unknown[]): void => {
    places.set(key, [...(places.get(key) ?? []), ...others]);
    for (const other of others) slots.push(Object.fromEntries([[key, other]]));
  };
  for (const [key, values] of repeatedEntries(value) ?? [])
    add(
      key,
      values.filter((alt) => alt !== value[key]),
    );
  for (const [key, child] of Object.entries(value)) add(key, variants(child, 1));
  return distinct(places.values()) > MAX_READINGS ? slots : undefined;
}

/** How many values `variants` gives, without making them. */
function variantCount(value: unknown, depth: number): number {
  if (depth === 0) return 0;
  let count = 0;
  if (Array.isArray(value)) for (const item of value) count += variantCount(item, depth - 1);
  if (!isRecord(value)) return count;
  for (const [key, values] of repeatedEntries(value) ?? [])
    for (const alt of values) if (alt !== value[key]) count++;
  for (const child of Object.values(value)) count += variantCount(child, depth - 1);
  return count;
}

/** A value read with one of its repeated keys given another of its values, `depth` levels down. */
function variants(value: unknown, depth: number): unknown[] {
  if (depth === 0) return [];
  if (Array.isArray(value))
    return value.flatMap((item, i) =>
      variants(item, depth - 1).map((alt) => value.map((v, j) => (j === i ? alt : v))),
    );
  if (!isRecord(value)) return [];
  const out: unknown[] = [];
  for (const [key, values] of repeatedEntries(value) ?? [])
    for (const alt of values) if (alt !== value[key]) out.push(withKey(value, key, alt));
  // A mapping's values as a list's items: slots written under their names (`db: {access: …}`).
  for (const [key, child] of Object.entries(value))
    for (const alt of variants(child, depth - 1)) out.push(withKey(value, key, alt));
  return out;
}

/** A mapping with `key` given `value`, its other keys read as the loader read them (withEntries). */
function withKey(mapping: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  return withEntries(mapping, { [key]: value });
}

function readOne(
  def: Definition,
  name: string,
  value: Record<string, unknown>,
  pointer: string,
  effective: EffectiveTool,
): ToolInfo {
  const wrapsRaw = own(value, 'wraps');
  const pathRaw = own(value, 'agent_skill_path');
  return {
    def,
    name,
    pointer,
    value,
    effective,
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
