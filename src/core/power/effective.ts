// The effective definition of a flattened entry: the tool with every default filled in, which is
// what flattening compares (deep equality) and what the diff reports field by field.
import {
  appendAll,
  isRecord,
  mergedKeys,
  namesAt,
  own,
  ownAsRead,
  PairCache,
  unreadableItem,
  valuesAt,
} from '../model/model.js';
import { repeatedEntries, yaml11Names, yaml11Readings, yaml11Values } from '../yaml/load.js';
import { hexDigest } from '../text/digest.js';
import { byCodeUnits } from '../text/order.js';
import { toPointer } from '../text/pointer.js';
import {
  downgrades,
  GRANTS_WHEN,
  isFlagField,
  strongerFields,
  strongestFields,
  UNKNOWN_POWER,
  withEvery,
  type Capability,
  type FlagField,
} from '../model/power-fields.js';

export type { Capability } from '../model/power-fields.js';

interface EffectiveResourceSlot {
  name: string;
  resource_type: string;
  access: string;
  description: string;
  binding: string;
  static_resource: string | null;
  required: boolean;
}

export interface EffectiveTool {
  source: string;
  tool_type: string;
  description: string;
  /** An MCP tool's title (its `title`, else its annotations' `title`): text put before the model. */
  title: string | null;
  /**
   * An MCP tool's annotations' `title` where it has a `title` too: clients show one or the other,
   * so both are texts a change can rewrite. Absent otherwise (every other tool's key is unchanged).
   */
  annotations_title?: string;
  /** What the tool claims: its definition's `capability`, with its override's. */
  capability: Capability;
  /**
   * What the tool really has where its claim says less (SPEC §3, §6): an override that understates
   * (a capability-downgrade finding), a definition under an inventory, a SKILL.md or a wrapped tool
   * that gives more. Absent where the claim is the truth, so every other tool's key is unchanged;
   * `realCapability` reads either.
   */
  real_capability?: Capability;
  /**
   * The power flags its `capability` sets that a loader may also read as a restraint
   * (`human_approval_required: yes`, true to PyYAML), each with its values as written: where the
   * head writes one otherwise, the base is judged by the restraint (diff/sets.ts). Absent where
   * there are none, so every other tool's key is unchanged.
   */
  restrained?: Partial<Record<FlagField, unknown[]>>;
  /**
   * The MCP tools its other readings or definitions call (`mcpTarget` of each), where they differ
   * from its own: a runtime may keep any, so it calls them all. Absent where there are none, so
   * every other tool's key is unchanged.
   */
  also_calls?: string[];
  /**
   * What the model may be told instead where its name has other definitions (a runtime may keep
   * any: kinds/duplicates.ts): each other definition's texts, where they differ from its own.
   * Absent where there are none, so every other tool's key is unchanged.
   */
  also_told?: ToldTexts[];
  input_schema: unknown;
  output_schema: unknown;
  resource_slots: EffectiveResourceSlot[];
  timeout: number;
  mcp_server: string | null;
  mcp_tool_name: string | null;
  agent_skill_path: string | null;
  wraps: string | null;
  code_hash: string | null;
  /** A digest of the lifecycle hooks, when the tool has any. */
  lifecycle_hash: string | null;
  /** An Agent Skill's `allowed-tools` patterns, as its SKILL.md lists them. */
  allowed_tools: string[] | null;
  /** A digest of every file of an Agent Skill's folder: any change to one is a change of the entry. */
  content: string | null;
}

/**
 * The fields of a tool whose texts reach the model (model/model-texts.ts reads them as a tool's),
 * and the Agent Skills folder whose SKILL.md and files it tells.
 */
export type ToldTexts = Pick<
  EffectiveTool,
  'description' | 'title' | 'annotations_title' | 'input_schema' | 'output_schema' | 'agent_skill_path'
>;

/**
 * A tool's texts that reach the model, as `also_told` lists them: an inventory's second title
 * only where it has one, so that every other tool's texts read as they did.
 */
export function toldTexts(tool: EffectiveTool): ToldTexts {
  const { description, title, annotations_title, input_schema, output_schema, agent_skill_path } = tool;
  const told = { description, title, input_schema, output_schema, agent_skill_path };
  return annotations_title === undefined ? told : { ...told, annotations_title };
}

export const CAPABILITY_DEFAULTS: Readonly<Capability> = Object.freeze({
  read_only: false,
  writes: false,
  write_scope: null,
  checkpointable: false,
  checkpoint_scope: null,
  side_effects: [],
  idempotent: false,
  unsafe: false,
  human_approval_required: false,
  cost_profile: null,
});

/** Every capability field, in the order of the defaults. */
export const CAPABILITY_FIELDS = Object.keys(CAPABILITY_DEFAULTS) as (keyof Capability)[];

/**
 * Whether two capabilities read alike field by field: what their canonical JSON would say, since
 * a capability is built with exactly these fields, but without writing it (it is asked per tool).
 */
export function sameCapability(a: Capability, b: Capability): boolean {
  if (a === b) return true;
  for (const field of CAPABILITY_FIELDS) {
    const [x, y] = [a[field], b[field]];
    if (x === y) continue;
    if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
    if (x.some((effect, i) => effect !== y[i])) return false;
  }
  return true;
}

const BOOLEAN_FIELDS = [
  'read_only',
  'writes',
  'checkpointable',
  'idempotent',
  'unsafe',
  'human_approval_required',
] as const;
/** The boolean fields that grant power (power-fields.ts), which a restraint may hold back. */
const FLAG_FIELDS = BOOLEAN_FIELDS.filter(isFlagField);
const NULLABLE_STRING_FIELDS = ['write_scope', 'checkpoint_scope', 'cost_profile'] as const;

const bool = (v: unknown, d: boolean): boolean => (typeof v === 'boolean' ? v : d);

/**
 * Words a Python loader may read as a boolean where YAML 1.2 reads a string or a number: YAML 1.1
 * booleans (PyYAML), and what pydantic's bool accepts (`1`, `"true"`, `t`), any case. One table:
 * the gate reads a power field each way it may be read.
 */
const LOOSE_BOOLEANS: Readonly<Record<string, boolean>> = {
  y: true,
  yes: true,
  on: true,
  true: true,
  t: true,
  '1': true,
  n: false,
  no: false,
  off: false,
  false: false,
  f: false,
  '0': false,
};

/**
 * The readings a loader may give a power field's value: a boolean as it is; a word or number of
 * the table, or a one-item list of one (`[true]`), its sense or the default (the runtime may
 * refuse it); anything else, the default. And always its truth as Python tests it (`if
 * capability.get("writes"):`): `"false"`, `"only /tmp"` and `[false]` are true, `""` and null false.
 */
function readings(v: unknown, fallback: boolean): boolean[] {
  if (typeof v === 'boolean') return [v];
  return [...looseReadings(v, fallback), pythonTruth(v)];
}

/** `bool(v)` in Python: empty strings, lists and mappings, zero and None are false. */
export function pythonTruth(v: unknown): boolean {
  if (typeof v === 'boolean') return v;
  if (v === null || v === undefined) return false;
  if (typeof v === 'string' || Array.isArray(v)) return v.length > 0;
  if (typeof v === 'number') return v !== 0;
  return typeof v !== 'object' || Object.keys(v).length > 0;
}

function looseReadings(v: unknown, fallback: boolean): boolean[] {
  if (Array.isArray(v) && v.length === 1) return [...readings(v[0], fallback), fallback];
  // Python reads every number but zero as true.
  const word =
    typeof v === 'string'
      ? v.trim().toLowerCase()
      : typeof v === 'number'
        ? v === 0
          ? '0'
          : '1'
        : undefined;
  const loose = word === undefined ? undefined : LOOSE_BOOLEANS[word];
  return loose === undefined ? [fallback] : [loose, fallback];
}

/**
 * A power field as the gate reads it: of every reading of every value the key may have (a
 * repeated key, a loose boolean, a merge key's value or its absence), the most powerful.
 * Other fields read as written. Undefined when the mapping does not set the field.
 */
function powerField(raw: Record<string, unknown>, field: string, fallback: boolean): boolean | undefined {
  const values = valuesAt(raw, field);
  if (values.length === 0) return undefined;
  if (!isFlagField(field)) return values[0]!.merged ? undefined : bool(values[0]!.value, fallback);
  const all = values.flatMap((v) => readings(v.value, fallback));
  // Brought only by a merge key: a loader that does not apply merges reads the default.
  if (values.every((v) => v.merged)) all.push(fallback);
  const grantsWhen = GRANTS_WHEN[field];
  return all.includes(grantsWhen) ? grantsWhen : !grantsWhen;
}
const str = (v: unknown, d: string): string => (typeof v === 'string' ? v : d);
const strOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/**
 * A relative folder path as the folder it names, whatever the empty and `.` parts written in it
 * (`./agent-skills//pdf/` is `agent-skills/pdf`, as `agent_skills` entries read): a respelling is
 * no change of the tool. A `..`, an absolute path or one that names the root is kept as written.
 */
function folderSpelling(path: string | null): string | null {
  if (path === null || path.startsWith('/')) return path;
  const parts = path.split('/').filter((part) => part !== '' && part !== '.');
  return parts.length > 0 ? parts.join('/') : path;
}

/**
 * A field that names what a tool calls or binds, as a runtime formats it (a schema finding but for
 * a string, which a comment may silence): a number as its digits (`mcp_server: 1000` is the server
 * "1000"), a boolean as Python writes it. Null only for null or no value.
 */
function nameOrNull(v: unknown): string | null {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  return null;
}

/**
 * The resource a slot binds, as text: each reading of it (a number PyYAML reads otherwise, `1.0`,
 * is both "1" and "1.0"), so that a rebinding in either reading is a change; one of another shape
 * as written. Read `merged` (as PyYAML reads the slot), one the slot does not write is what its
 * merge keys (`<<`) bring, each merged mapping's. Null only for null or no value.
 */
function staticResource(slot: Record<string, unknown>, merged: boolean): string | null {
  const key = 'static_resource';
  const values =
    merged && !Object.hasOwn(slot, key)
      ? namesAt(slot, key).map((v) => v.value)
      : [
          own(slot, key),
          ...[...(yaml11Values(slot, key) ?? []), ...(yaml11Names(slot, key) ?? [])].map((v) => v.text),
        ];
  const texts = new Set(
    values.filter((v) => v !== undefined && v !== null).map((v) => nameOrNull(v) ?? canonicalJson(v)),
  );
  return texts.size === 0 ? null : [...texts].join(' or ');
}

/**
 * The effects a `side_effects` value names as a runtime may read it (a schema finding but for a
 * list of strings, which a comment may silence): a list's items, a lone string (a membership test
 * finds it in itself), a mapping's keys (Python iterates them); an item or value of another shape
 * as its text, an effect nobody declared. Nothing only for null.
 */
function namedEffects(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (isRecord(value)) return Object.keys(value);
  if (!Array.isArray(value)) return [unreadableItem(value)];
  return value.flatMap((item) =>
    typeof item === 'string' ? [item] : item === null ? [] : [unreadableItem(item)],
  );
}

/** Fills capability defaults; fields of the wrong type (already a schema finding) take the default. */
export function effectiveCapability(raw: unknown, base: Capability = CAPABILITY_DEFAULTS): Capability {
  const out: Capability = { ...base, side_effects: [...base.side_effects] };
  // One of a shape no reader understands (a list of flag names, a word: a schema finding a comment
  // may silence) may grant anything: the most it could be. An empty one (`[]`, null) grants nothing.
  if (!isRecord(raw))
    return pythonTruth(raw)
      ? { ...out, ...UNKNOWN_POWER, side_effects: withEvery(out.side_effects, UNKNOWN_POWER.side_effects) }
      : out;
  for (const f of BOOLEAN_FIELDS) {
    const value = powerField(raw, f, base[f]);
    if (value !== undefined) out[f] = value;
  }
  for (const f of NULLABLE_STRING_FIELDS) {
    if (Object.hasOwn(raw, f)) out[f] = strOrNull(raw[f]);
  }
  // A write scope a loader may read two ways (a repeated key, a merge key's value or none) writes
  // in both: everywhere (null), as two definitions' scopes are (power.ts stronger()).
  const scopes = valuesAt(raw, 'write_scope');
  if (scopes.length > 0) {
    const read = new Set(scopes.map((v) => strOrNull(v.value)));
    if (scopes.every((v) => v.merged)) read.add(base.write_scope);
    out.write_scope = oneScope(read);
  }
  const lists = valuesAt(raw, 'side_effects');
  if (lists.length > 0) {
    // Every effect any value names (a repeated key, a merge key): the more powerful reading.
    const named = lists.flatMap(({ value }) => namedEffects(value));
    out.side_effects = withEvery(lists.every((l) => l.merged) ? base.side_effects : [], named);
  }
  return out;
}

/**
 * The capability of a document whose `capability` key may be repeated or merged in: each value
 * read on top of `base`, and the power fields taken the stronger way across them.
 */
function capabilityOf(owner: Record<string, unknown>, base: Capability = CAPABILITY_DEFAULTS): Capability {
  const values = valuesAt(owner, 'capability');
  const first = effectiveCapability(values[0]?.value, base);
  const others = values.slice(1).map((value) => effectiveCapability(value.value, base));
  // Brought only by a merge key: a loader that does not apply merges reads `base`.
  if (values.length > 0 && values.every((v) => v.merged)) others.push(effectiveCapability(undefined, base));
  return others.length === 0 ? first : strongestFields(first, others);
}

/** The stronger of several effective definitions of one name (SPEC §6): the first, with every power. */
export function strongestTool(tools: readonly EffectiveTool[]): EffectiveTool {
  if (tools.length === 1) return tools[0] as EffectiveTool;
  const first = tools[keptWhole(tools)] as EffectiveTool;
  const rest = tools.filter((t) => t !== first);
  const capability = strongestFields(
    realCapability(first),
    rest.map((t) => realCapability(t)),
  );
  // Definitions that write in different places write in each: everywhere (null), as power.ts's
  // stronger() reads two; where one alone writes, its scope.
  const scopes = new Set(
    tools.map((t) => realCapability(t)).flatMap((c) => (c.writes ? [c.write_scope] : [])),
  );
  if (scopes.size > 0) capability.write_scope = oneScope(scopes);
  // Whichever the runtime keeps runs: the code, hooks, slots and MCP tools of every definition count,
  // and so do the files and patterns of each Agent Skills folder (two folders of one name).
  const kept = { ...first, ...runsMore(first, rest), ...callsMore(first, rest), ...foldersOf(first, rest) };
  return claiming(kept, capability, capability);
}

/**
 * The `allowed-tools` patterns and folder contents of `others` with `tool`'s, united once (as
 * withFolder unites one source's): where two Agent Skills folders give one entry (`agent-skill:deploy`
 * from `agent-skills/deploy` and `packs/deploy`), a runtime may load either, so a script changed in
 * the second, or a pattern it gains, is a change of the entry. Nothing where no other has a folder.
 */
function foldersOf(
  tool: EffectiveTool,
  others: readonly EffectiveTool[],
): Pick<EffectiveTool, 'allowed_tools' | 'content'> | undefined {
  const withFolders = others.filter((t) => t.allowed_tools !== null || t.content !== null);
  if (withFolders.length === 0) return undefined;
  const all = [tool, ...withFolders];
  const granting = all.filter((t) => t.allowed_tools !== null);
  return {
    allowed_tools:
      granting.length === 0 ? null : [...new Set(granting.flatMap((t) => t.allowed_tools ?? []))],
    content: unitedLines(all.map((t) => t.content)),
  };
}

/** Where writes that name `scopes` land: the one scope where they name one, else everywhere (null). */
function oneScope(scopes: ReadonlySet<string | null>): string | null {
  return scopes.size === 1 ? (scopes.values().next().value as string | null) : null;
}

/**
 * The MCP tool a tool calls, `server/tool`; a part its definition does not give is left empty
 * (`gh/`: no `mcp_tool_name`), so that no name reads as a tool called "null". Null for none.
 */
export function mcpTarget(tool: EffectiveTool): string | null {
  if (tool.mcp_server === null && tool.mcp_tool_name === null) return null;
  return `${tool.mcp_server ?? ''}/${tool.mcp_tool_name ?? ''}`;
}

/** An mcpTarget's server and tool: a tool's name holds no `/` (an inventory's schema), a server's may. */
export function targetParts(target: string): [server: string, tool: string] {
  const slash = target.lastIndexOf('/');
  return [target.slice(0, slash), target.slice(slash + 1)];
}

/** The MCP tools `others` call besides `tool`'s own, each once, as `also_calls`; nothing where there are none. */
function callsMore(tool: EffectiveTool, others: readonly EffectiveTool[]): Pick<EffectiveTool, 'also_calls'> {
  const own = mcpTarget(tool);
  const more = new Set(tool.also_calls);
  for (const other of others)
    for (const target of [mcpTarget(other), ...(other.also_calls ?? [])])
      if (target !== null && target !== own) more.add(target);
  return more.size === 0 ? {} : { also_calls: [...more].sort(byCodeUnits) };
}

/**
 * strongestTool of the definitions that differ (by toolKey): the one definition itself where all
 * are the same, so an entry two contributors bring alike stays the very object they share.
 */
export function strongestDistinct(tools: readonly EffectiveTool[]): EffectiveTool {
  const keys = new Set<string>();
  const distinct = tools.filter((tool) => {
    const key = toolKey(tool);
    if (keys.has(key)) return false;
    keys.add(key);
    return true;
  });
  return toldByAll(strongestTool(distinct), distinct);
}

/**
 * `kept` with what each of `tools` tells the model besides it, as more of its `also_told`: where
 * one entry stands for several readings a runtime may keep instead (an override under a bare key
 * or a repeated one, an include listed twice with other overrides, an anonymous tool beside a
 * listed namesake), the description of any of them may reach the model, though only one stands
 * for the entry. `kept` itself where they tell nothing else.
 */
function toldByAll(kept: EffectiveTool, tools: readonly EffectiveTool[]): EffectiveTool {
  if (tools.length < 2) return kept;
  const known = new Set([toldTexts(kept), ...(kept.also_told ?? [])].map((texts) => canonicalJson(texts)));
  const also = [...(kept.also_told ?? [])];
  for (const tool of tools) {
    for (const texts of [toldTexts(tool), ...(tool.also_told ?? [])]) {
      const key = canonicalJson(texts);
      if (known.has(key)) continue;
      known.add(key);
      also.push(texts);
    }
  }
  return also.length === (kept.also_told?.length ?? 0) ? kept : { ...kept, also_told: also };
}

/**
 * Which of several readings strongestTool keeps whole, its fields other than the flags and side
 * effects with it: the first, or a dynamic MCP definition (`mcp_tool_name: '*'`), which stays dynamic.
 */
export function keptWhole(tools: readonly EffectiveTool[]): number {
  const dynamic = tools.findIndex((t) => t.source === 'mcp' && t.mcp_tool_name === '*');
  return dynamic >= 0 ? dynamic : 0;
}

function hashCode(code: string): string {
  return hexDigest('sha256', code).slice(0, 16);
}

/**
 * `read` of a value written in a tool document, once per value that is a mapping or a list: a
 * document read many ways (a repeated key: kinds/tool.ts) is copies that share the values of their
 * other keys, and so what is read of them (a field of the effective tool, and its parts).
 */
function readOnce<T>(memo: WeakMap<object, T>, value: unknown, read: (value: unknown) => T): T {
  if (typeof value !== 'object' || value === null) return read(value);
  if (!memo.has(value)) memo.set(value, read(value));
  return memo.get(value) as T;
}

/**
 * The value `owner` gives `key` where it writes one alone (not repeated, not brought by a merge
 * key): a field read from it depends on it alone. Undefined otherwise.
 */
function soleValue(owner: Record<string, unknown>, key: string): unknown {
  const values = valuesAt(owner, key);
  return values.length === 1 && !values[0]?.merged ? values[0]?.value : undefined;
}

const slotLists = new WeakMap<object, EffectiveResourceSlot[]>();
const lifecycleHashes = new WeakMap<object, string | null>();
const capabilities = new WeakMap<object, Capability>();
const restraints = new WeakMap<object, EffectiveTool['restrained']>();

/** effectiveSlots, once per written value (readOnce), and so their slots and the slots' keys. */
function slotsOf(raw: unknown): EffectiveResourceSlot[] {
  return readOnce(slotLists, raw, effectiveSlots);
}

/**
 * What a tool document's `capability` gives (`read` of the document), once per value where it
 * writes one alone (readOnce): its readings share the capability and its restraints.
 */
function ofCapability<T>(
  memo: WeakMap<object, T>,
  raw: Record<string, unknown>,
  read: (raw: Record<string, unknown>) => T,
): T {
  const value = soleValue(raw, 'capability');
  return isRecord(value) ? readOnce(memo, value, () => read(raw)) : read(raw);
}

/**
 * A tool's resource slots as a runtime may read them (SPEC §6: what the gate cannot see is the most
 * it could be): slots written as a mapping are its values, each named by its key where it names
 * none (Python iterates a mapping's items as readily as a list), and an item that is no mapping is
 * a slot of unknown access, named by its text. Whether a slot writes is `slotMayWrite`'s to say.
 */
function effectiveSlots(raw: unknown): EffectiveResourceSlot[] {
  return slotEntries(raw).flatMap(([key, item]) => {
    const slot: Record<string, unknown> = isRecord(item) ? item : {};
    const written = readSlot(key, slot, false);
    // Keys a merge key brings to the slot: PyYAML applies it, a loader without merges does not.
    if (mergedKeys(slot).length === 0) return [written];
    const merged = readSlot(key, slot, true);
    return canonicalJson(merged) === canonicalJson(written) ? [written] : [written, merged];
  });
}

/**
 * A `resource_slots` value's items, each with the name it has where it names none: a list's (a
 * text item by its text); a mapping's values by their keys, with those a merge key (`<<`) brings,
 * which PyYAML applies.
 */
export function slotEntries(raw: unknown): [key: string, item: unknown][] {
  if (Array.isArray(raw)) return raw.map((item) => [typeof item === 'string' ? item : '', item]);
  if (!isRecord(raw)) return [];
  return [
    ...Object.entries(raw),
    ...mergedKeys(raw).map((key): [string, unknown] => [key, ownAsRead(raw, key)]),
  ];
}

/**
 * Where each slot of a `resource_slots` value written at `pointer` stands, read as slotEntries
 * reads them (a list's items, a mapping's values by key): its name as effectiveSlots gives it, and
 * the pointer of its `access` where it writes one, else of the slot (a mapping's key, a list's
 * item); a slot a merge key brings, at the value it is brought into.
 */
export function slotPlaces(raw: unknown, pointer: string): { name: string; pointer: string }[] {
  const written = Array.isArray(raw)
    ? raw.map((_, i) => `${pointer}/${i}`)
    : isRecord(raw)
      ? Object.keys(raw).map((key) => `${pointer}${toPointer([key])}`)
      : [];
  return slotEntries(raw).map(([key, item], i) => {
    const at = written[i] ?? pointer;
    return {
      name: str(own(item, 'name'), key),
      pointer: own(item, 'access') !== undefined ? `${at}/access` : at,
    };
  });
}

/** A slot as written, or `merged` as PyYAML reads it: a key the slot does not write is its merge keys'. */
function readSlot(key: string, slot: Record<string, unknown>, merged: boolean): EffectiveResourceSlot {
  const read = (field: string): unknown =>
    merged && !Object.hasOwn(slot, field) ? ownAsRead(slot, field) : own(slot, field);
  return {
    name: str(read('name'), key),
    resource_type: str(read('resource_type'), ''),
    access: str(read('access'), ''),
    description: str(read('description'), ''),
    binding: str(read('binding'), 'contextual'),
    static_resource: staticResource(slot, merged),
    required: bool(read('required'), true),
  };
}

/**
 * Whether a slot may write the resource bound to it: every access but `read_only`, since a runtime
 * may read any other (`read_write`, `READ_WRITE`, `write`, none at all) as writing (SPEC §6).
 */
export function slotMayWrite(slot: Pick<EffectiveResourceSlot, 'access'>): boolean {
  return slot.access !== 'read_only';
}

const effectiveCache = new WeakMap<object, EffectiveTool>();

/**
 * The effective definition of a tool document (registered or anonymous). A document identical on
 * base and head is one parsed object, so both trees share one effective definition.
 */
export function effectiveTool(raw: Record<string, unknown>): EffectiveTool {
  let tool = effectiveCache.get(raw);
  if (!tool) {
    tool = computeEffectiveTool(raw);
    effectiveCache.set(raw, tool);
  }
  return tool;
}

/**
 * The effective definition of a document made to be read once (another reading of a tool document:
 * kinds/tool.ts): not kept, as effectiveTool keeps one per document asked for again.
 */
export function readingEffective(raw: Record<string, unknown>): EffectiveTool {
  return computeEffectiveTool(raw);
}

/** The fields a tool document gives; an inventory's second title is no tool document's. */
type DocumentField = Exclude<
  keyof EffectiveTool,
  'annotations_title' | 'real_capability' | 'restrained' | 'also_calls' | 'also_told'
>;

/**
 * How each field of the effective tool is read from a tool document. A field missing or of the
 * wrong type (already a schema finding) takes its default, which is what the reader gives for an
 * empty document — and what entries that are not registered tools have. A new tool field is a
 * line here, its type in EffectiveTool, and its place in schemas/tool.schema.json.
 */
const TOOL_FIELDS: {
  readonly [F in DocumentField]: (raw: Record<string, unknown>) => EffectiveTool[F];
} = {
  source: (raw) => str(own(raw, 'source'), ''),
  tool_type: (raw) => str(own(raw, 'tool_type'), 'tool'),
  description: (raw) => str(ownAsRead(raw, 'description'), ''),
  title: (raw) => strOrNull(ownAsRead(raw, 'title')),
  capability: (raw) => ofCapability(capabilities, raw, (doc) => capabilityOf(doc)),
  // As the description: the schema PyYAML keeps (a repeated key's last value, a merge key's), which
  // is the one the model is told; the first of a repeated key hid a rewritten parameter's text.
  input_schema: (raw) => ownAsRead(raw, 'input_schema') ?? null,
  output_schema: (raw) => ownAsRead(raw, 'output_schema') ?? null,
  resource_slots: (raw) => slotsOf(own(raw, 'resource_slots')),
  timeout: (raw) => {
    const timeout = own(raw, 'timeout');
    return typeof timeout === 'number' && Number.isInteger(timeout) && timeout >= 1 ? timeout : 300;
  },
  mcp_server: (raw) => nameOrNull(own(raw, 'mcp_server')),
  mcp_tool_name: (raw) => nameOrNull(own(raw, 'mcp_tool_name')),
  agent_skill_path: (raw) => folderSpelling(strOrNull(own(raw, 'agent_skill_path'))),
  wraps: (raw) => strOrNull(own(raw, 'wraps')),
  code_hash: (raw) => {
    const code = own(raw, 'code');
    // Code written otherwise than as text (a list of lines, a mapping: a schema finding a comment
    // may silence) is still what a runtime may run: its change is a change of code.
    if (code === undefined || code === null) return null;
    return hashCode(typeof code === 'string' ? code : canonicalJson(code));
  },
  lifecycle_hash: (raw) => {
    const lifecycle = own(raw, 'lifecycle');
    return readOnce(lifecycleHashes, lifecycle, (hooks) =>
      hooks === undefined || hooks === null ? null : hashCode(canonicalJson(hooks)),
    );
  },
  allowed_tools: () => null,
  content: () => null,
};

const FIELD_NAMES = Object.keys(TOOL_FIELDS) as DocumentField[];

/**
 * The keys a tool document is read by: its effective definition's (TOOL_FIELDS: the tool schema's
 * keys and an MCP tool's `title`), what its source is found by (sources/registered-tools.ts), and
 * the merge key that may bring any of them. A reading of it (kinds/tool.ts) needs no other.
 */
export const TOOL_KEYS: ReadonlySet<string> = new Set([
  'name',
  'description',
  'title',
  'source',
  'tool_type',
  'code',
  'mcp_server',
  'mcp_tool_name',
  'agent_skill_path',
  'input_schema',
  'output_schema',
  'capability',
  'resource_slots',
  'lifecycle',
  'timeout',
  'wraps',
  '<<',
]);

function computeEffectiveTool(raw: Record<string, unknown>): EffectiveTool {
  const tool: Partial<Record<keyof EffectiveTool, unknown>> = {};
  for (const field of FIELD_NAMES) tool[field] = TOOL_FIELDS[field](raw);
  const restrained = ofCapability(restraints, raw, restrainedFlags);
  if (restrained) tool.restrained = restrained;
  return tool as EffectiveTool;
}

/**
 * The flags of `owner`'s capability a loader may read either way (a YAML 1.1 word, a repeated
 * key), with their values as written; undefined where there are none.
 */
function restrainedFlags(owner: Record<string, unknown>): EffectiveTool['restrained'] {
  let out: EffectiveTool['restrained'];
  for (const { value } of valuesAt(owner, 'capability')) {
    if (!isRecord(value)) continue;
    for (const field of BOOLEAN_FIELDS) {
      if (!isFlagField(field)) continue;
      const values = valuesAt(value, field);
      const all = values.flatMap((v) => readings(v.value, CAPABILITY_DEFAULTS[field]));
      if (!all.includes(true) || !all.includes(false)) continue;
      out ??= {};
      out[field] = values.map((v) => v.value);
    }
  }
  return out;
}

/** An entry that is not a registered tool (MCP, Agent Skill, builtin or remote): defaults, then `fields`. */
export function syntheticTool(fields: Partial<EffectiveTool> & { source: string }): EffectiveTool {
  return { ...computeEffectiveTool({}), ...fields };
}

const overrideReadings = new WeakMap<object, readonly unknown[]>();

/**
 * An override a loader may read several ways (its `overrides` key repeated, or brought by a merge
 * key, which a loader may not apply: `undefined`, no override): applied, it gives the strongest of
 * them (SPEC §6). One reading is that reading itself.
 */
export function overrideOfReadings(readings: readonly unknown[]): unknown {
  if (readings.length === 1) return readings[0];
  const override = Object.create(null) as object;
  overrideReadings.set(override, readings);
  return override;
}

/** Each way a loader may read an override (overrideOfReadings): it alone where there is one. */
export function readingsOfOverride(override: unknown): readonly unknown[] {
  return (isRecord(override) && overrideReadings.get(override)) || [override];
}

/** Whether an override is one a loader may read several ways (overrideOfReadings). */
export function hasReadings(override: unknown): boolean {
  return isRecord(override) && overrideReadings.has(override);
}

/** Applies an override (description, capability shallow-merged); never mutates its input. */
export function applyOverride(tool: EffectiveTool, override: unknown): EffectiveTool {
  const readings = isRecord(override) ? overrideReadings.get(override) : undefined;
  if (readings) return strongestReading(tool, readings);
  if (!isRecord(override)) return tool;
  const description = ownAsRead(override, 'description');
  const capability = own(override, 'capability');
  const merged = runtimeMerged(tool, override);
  // A source the override names, which a runtime that merges it dispatches on (a tool to wrap, a
  // folder, an MCP tool), runs what an override cannot be floored by: the most it could be.
  const runsUnseen = overrideSourceKey(override) !== undefined;
  if (typeof description !== 'string' && !isRecord(capability) && merged === undefined && !runsUnseen)
    return tool;
  const result: EffectiveTool = {
    ...tool,
    ...merged,
    description: typeof description === 'string' ? description : tool.description,
    capability: isRecord(capability) ? capabilityOf(override, tool.capability) : tool.capability,
  };
  if (isRecord(capability)) result.restrained = overriddenRestraints(tool.restrained, override, capability);
  if (result.restrained === undefined) delete result.restrained;
  const real = realCapability(tool);
  const lies = downgrades(real, result.capability);
  // What the tool really has: the override's word, except where it claims less than the tool.
  const honest: Capability = { ...result.capability, side_effects: [...result.capability.side_effects] };
  for (const lie of lies) {
    if (lie.field === 'side_effects') appendAll(honest.side_effects, lie.dropped);
    else honest[lie.field] = real[lie.field];
  }
  if (!runsUnseen) return claiming(result, result.capability, honest);
  // The most it could be, but for the approval the runtime asks before it calls the entry, which
  // nothing it runs lifts (atLeast).
  const unseen = strongerFields(honest, UNKNOWN_POWER);
  unseen.human_approval_required = honest.human_approval_required;
  return claiming(result, result.capability, unseen);
}

/** The keys of an override that name what the tool runs: the source and where it is found. */
const SOURCE_OVERRIDE_KEYS = ['source', 'mcp_server', 'mcp_tool_name', 'agent_skill_path', 'wraps'];

/**
 * The first key of an override that names a source (a `forbidden-override` finding a comment may
 * silence), written or brought by a merge key, whose entry is then the most it could be
 * (applyOverride); undefined where none does.
 */
export function overrideSourceKey(override: unknown): string | undefined {
  if (!isRecord(override)) return undefined;
  const merged = mergedKeys(override);
  return SOURCE_OVERRIDE_KEYS.find((key) => Object.hasOwn(override, key) || merged.includes(key));
}

/**
 * A tool under an override a loader may read several ways: the strongest of the readings (SPEC
 * §6), and each flag that one reading restrains (`human_approval_required: true`, PyYAML keeping
 * the last of a repeated `overrides`) while the strongest lifts it, kept as a restraint with each
 * reading's values as written: where the head writes the override otherwise, the base is judged
 * by the restraint the runtime may have kept (diff/sets.ts judgedBefore).
 */
function strongestReading(tool: EffectiveTool, readings: readonly unknown[]): EffectiveTool {
  const tools = readings.map((r) => applyOverride(tool, r));
  const strongest = strongestTool(tools);
  const lifted = realCapability(strongest);
  let restrained = strongest.restrained;
  for (const field of FLAG_FIELDS) {
    const restrains = (t: EffectiveTool): boolean =>
      realCapability(t)[field] !== GRANTS_WHEN[field] || t.restrained?.[field] !== undefined;
    if (lifted[field] !== GRANTS_WHEN[field] || !tools.some(restrains)) continue;
    const written = tools.map((t, i) => t.restrained?.[field] ?? writtenFlag(readings[i], field));
    restrained = { ...restrained, [field]: written };
  }
  const read = restrained === strongest.restrained ? strongest : { ...strongest, restrained };
  return toldByAll(read, tools);
}

/** The values an override's capability gives a flag as written (a repeated key: each), none: `[]`. */
function writtenFlag(override: unknown, field: FlagField): unknown[] {
  return valuesAt(override, 'capability').flatMap(({ value }) => valuesAt(value, field).map((v) => v.value));
}

/** A tool's restraints once an override's capability sets some flags (its own readings counted). */
function overriddenRestraints(
  restrained: EffectiveTool['restrained'],
  override: Record<string, unknown>,
  capability: Record<string, unknown>,
): EffectiveTool['restrained'] {
  const kept = Object.entries(restrained ?? {}).filter(([field]) => !Object.hasOwn(capability, field));
  const out = { ...Object.fromEntries(kept), ...restrainedFlags(override) };
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The tool document's keys an override may not hold, by the effective field each one gives. */
const FORBIDDEN_OVERRIDE_FIELDS: Readonly<Record<string, DocumentField>> = {
  source: 'source',
  tool_type: 'tool_type',
  input_schema: 'input_schema',
  output_schema: 'output_schema',
  resource_slots: 'resource_slots',
  timeout: 'timeout',
  mcp_server: 'mcp_server',
  mcp_tool_name: 'mcp_tool_name',
  agent_skill_path: 'agent_skill_path',
  wraps: 'wraps',
  code: 'code_hash',
  lifecycle: 'lifecycle_hash',
};

/**
 * What an override's other keys give where a runtime shallow-merges it (ADR-012: overrides are
 * shallow-merged), though only `description` and `capability` are allowed (a
 * `forbidden-override` finding, which a comment may silence): the gate reads them the more
 * powerful way (SPEC §6), so another `mcp_tool_name` or `mcp_server` is a change of the entry, and
 * the override's code, hooks and slots run beside the tool's. Undefined when it holds none.
 */
function runtimeMerged(
  tool: EffectiveTool,
  override: Record<string, unknown>,
): Partial<EffectiveTool> | undefined {
  const keys = [...Object.keys(override), ...mergedKeys(override)].filter((key) =>
    Object.hasOwn(FORBIDDEN_OVERRIDE_FIELDS, key),
  );
  if (keys.length === 0) return undefined;
  const fields: Partial<Record<keyof EffectiveTool, unknown>> = {};
  const readings: EffectiveTool[] = [];
  for (const key of keys) {
    const field = FORBIDDEN_OVERRIDE_FIELDS[key] as DocumentField;
    const value = Object.hasOwn(override, key) ? override[key] : ownAsRead(override, key);
    fields[field] = TOOL_FIELDS[field]({ [key]: value });
    // Every value a loader may keep (a repeated key's, one a merge key brings) runs: PyYAML keeps
    // the last `code` of an override that writes it twice, and applies a merged one.
    for (const other of valuesAt(override, key))
      readings.push({ ...tool, [field]: TOOL_FIELDS[field]({ [key]: other.value }) } as EffectiveTool);
  }
  const merged = { ...tool, ...fields } as EffectiveTool;
  return { ...fields, ...runsMore(tool, [merged, ...readings]) } as Partial<EffectiveTool>;
}

/**
 * `tool` read as at least as powerful as the entry it stands for (SPEC §3: an inventory tool, a
 * SKILL.md, a wrapped tool): where it declares less, its real capability is the stronger one (a
 * capability-downgrade finding); an Agent Skill's patterns and content are its folders'. What the
 * source runs is what the tool runs: a wrapped tool's code, lifecycle hooks and resource slots
 * (a `read_write` slot writes) are the wrapping tool's too, so a change to them is a change of it.
 */
function atLeast(tool: EffectiveTool, source: EffectiveTool): EffectiveTool {
  const own = realCapability(tool);
  const real = strongerFields(own, slotCapability(realCapability(source), source.resource_slots));
  // Human approval is the runtime's, asked before it calls this tool, whatever the tool runs: an
  // inventory, a SKILL.md or a wrapped tool that asks none does not lift the tool's own. Declaring
  // it is more careful than the source, never less (capability-downgrade), so it stands, and a
  // pull request that drops it drops a restraint (SPEC §6).
  real.human_approval_required = own.human_approval_required;
  // A source that writes in a place it names (a wrapped tool's write_scope) writes there when the
  // tool runs it: there, or where the tool writes too, both (everywhere, as power.ts's stronger()
  // reads two). A source that names none (an inventory's tool, a folder) leaves the tool's word.
  const theirs = realCapability(source);
  if (theirs.writes && theirs.write_scope !== null)
    real.write_scope = own.writes && own.write_scope !== theirs.write_scope ? null : theirs.write_scope;
  const fromFolder = source.allowed_tools !== null || source.content !== null;
  const runs = runsMore(tool, [source]);
  const restrained = flooredRestraints(tool, source);
  if (!fromFolder && !runs && sameCapability(real, own) && restrained === tool.restrained) return tool;
  const result: EffectiveTool = fromFolder ? { ...tool, ...withFolder(tool, source) } : { ...tool };
  if (runs) Object.assign(result, runs);
  if (restrained) result.restrained = restrained;
  return claiming(result, result.capability, real);
}

/**
 * `tool` read as at least as powerful as each of `sources`, one after another (atLeast), with
 * their folders' contents united once at the end: united one source at a time, a name's thousands
 * of folders would each copy every line the ones before it gave. The result is the same, since a
 * union of lines does not depend on their order (unitedLines).
 */
export function atLeastAll(tool: EffectiveTool, sources: readonly EffectiveTool[]): EffectiveTool {
  if (sources.length !== 1) return flooredByAll(tool, sources);
  // A tool with one source (its inventory's tool, its folder's entry, the tool it wraps) read once
  // per pair of objects: a tool and a source both trees of a diff share floor to one object there,
  // which the diff passes by (registered-tools.ts floorReadsDifferently).
  return flooredOnce.get(tool, sources[0] as EffectiveTool, () => flooredByAll(tool, sources));
}

/** atLeastAll's answers for a tool of one source, by the tool and the source. */
const flooredOnce = new PairCache<EffectiveTool, EffectiveTool, EffectiveTool>();

function flooredByAll(tool: EffectiveTool, sources: readonly EffectiveTool[]): EffectiveTool {
  const contents: string[] = [];
  let read = tool;
  for (const source of sources) {
    if (source.content !== null) contents.push(source.content);
    // A folder's content stands in as one line until the end: a folder read before still makes the
    // next one's patterns a union (withFolder), each pattern once.
    read = atLeast(read, source.content === null ? source : { ...source, content: CONTENT_LATER });
  }
  if (contents.length === 0) return read;
  return { ...read, content: unitedLines([tool.content, ...contents]) };
}

/** What atLeastAll floors a tool with in place of a folder's content, united once at the end. */
const CONTENT_LATER = '\u0000content';

/**
 * A tool's Agent Skill patterns and content once `source` (a folder's entry) floors it: the folder's,
 * or with a folder already read (another definition's, a repeated `agent_skill_path`: a runtime
 * may keep either) both folders' patterns and one digest of both contents, so that a second folder
 * is a change of code, not hidden behind the first's.
 */
function withFolder(
  tool: EffectiveTool,
  source: EffectiveTool,
): Pick<EffectiveTool, 'allowed_tools' | 'content'> {
  if (tool.allowed_tools === null && tool.content === null)
    return { allowed_tools: source.allowed_tools, content: source.content };
  const patterns = [...(tool.allowed_tools ?? []), ...(source.allowed_tools ?? [])];
  return {
    allowed_tools:
      tool.allowed_tools === null && source.allowed_tools === null ? null : [...new Set(patterns)],
    content: unitedLines([tool.content, source.content]),
  };
}

/**
 * A tool's restraints with its source's (an inventory's `"readOnlyHint": "true"`, which a client
 * may test for truth), each flag's values as written, the tool's first: the source's count where
 * the tool's own word leaves the flag as the default, or restrains it, since then what the client
 * makes of the source is what the tool does. `tool.restrained` itself where the source adds none.
 */
function flooredRestraints(tool: EffectiveTool, source: EffectiveTool): EffectiveTool['restrained'] {
  let out = tool.restrained;
  for (const [field, values] of Object.entries(source.restrained ?? {}) as [FlagField, unknown[]][]) {
    const claimed = tool.capability[field];
    const claimsThePower = claimed !== CAPABILITY_DEFAULTS[field] && claimed === GRANTS_WHEN[field];
    if (claimsThePower) continue;
    // Each value once: a tool that wraps itself through its other definitions meets its own again.
    const own = tool.restrained?.[field];
    const added = values.filter((v) => !own?.includes(v));
    if (own === undefined || added.length > 0) out = { ...out, [field]: [...(own ?? []), ...new Set(added)] };
  }
  return out;
}

/** A capability with the power its resource slots give: a slot that may write writes (SPEC §6). */
function slotCapability(capability: Capability, slots: readonly EffectiveResourceSlot[]): Capability {
  if (capability.writes && !capability.read_only) return capability;
  let writes = writingLists.get(slots);
  if (writes === undefined) writingLists.set(slots, (writes = slots.some(slotMayWrite)));
  return writes ? { ...capability, read_only: false, writes: true } : capability;
}

/** Whether a list of slots holds one that may write, once per list: every tool floored by a source asks of its list. */
const writingLists = new WeakMap<readonly EffectiveResourceSlot[], boolean>();

/**
 * Several values as one, each line once, sorted (digests of code and hooks here; power.ts's
 * MCP targets), so that the diff tells a definition's code dropped from code added: the one
 * itself where all that are not null are one; null where none has one.
 */
export function unitedLines(values: readonly (string | null)[]): string | null {
  // Each text once: the readings of one document share most of theirs.
  const present = [...new Set(values)].filter((v): v is string => v !== null);
  const widest = present.reduce<string | null>((a, v) => (a === null || v.length > a.length ? v : a), null);
  if (widest === null || present.every((v) => v === widest)) return widest;
  // The widest, with the lines the others add: itself where they add none and it is sorted, so
  // that the thousands of tools one wrapped name floors share its text; and a text united one
  // source at a time (a name's thousands of folders) is split once, not again at each source.
  const { lines, sorted } = linesOf(widest);
  const added = new Set<string>();
  for (const v of present)
    if (v !== widest) for (const line of v.split('\n')) if (!lines.has(line)) added.add(line);
  if (added.size === 0 && sorted) return widest;
  // Sorted lines and a few more: the sort meets two runs.
  const distinct = [...lines, ...added].sort(byCodeUnits);
  const united = distinct.join('\n');
  remember(united, { lines: new Set(distinct), sorted: true });
  return united;
}

/** A united text's lines, and whether they are sorted and distinct as unitedLines writes them. */
interface Lines {
  lines: ReadonlySet<string>;
  sorted: boolean;
}

/** linesOf, per text, for the few texts in use at a time. */
const textLines = new Map<string, Lines>();

function linesOf(text: string): Lines {
  if (!text.includes('\n')) return { lines: new Set([text]), sorted: true };
  const known = textLines.get(text);
  if (known) return known;
  const split = text.split('\n');
  const sorted = split.every((line, i) => i === 0 || byCodeUnits(split[i - 1] as string, line) < 0);
  return remember(text, { lines: new Set(split), sorted });
}

function remember(text: string, lines: Lines): Lines {
  if (textLines.size >= 64) textLines.clear();
  textLines.set(text, lines);
  return lines;
}

const slotKeys = new WeakMap<EffectiveResourceSlot, string>();

/** A slot's canonical JSON, once per slot: the tools floored by one source share its slots. */
function slotKey(slot: EffectiveResourceSlot): string {
  let key = slotKeys.get(slot);
  if (key === undefined) slotKeys.set(slot, (key = canonicalJson(slot)));
  return key;
}

const slotSets = new WeakMap<readonly EffectiveResourceSlot[], ReadonlySet<string>>();

/** A list's slot keys, kept per list: one list of thousands of slots floors thousands of tools. */
function slotKeysOf(list: readonly EffectiveResourceSlot[]): ReadonlySet<string> {
  let keys = slotSets.get(list);
  if (!keys) slotSets.set(list, (keys = new Set(list.map(slotKey))));
  return keys;
}

const slotListTexts = new WeakMap<readonly EffectiveResourceSlot[], string>();

/**
 * A slot list's canonical JSON, once per list, made of its slots' (slotKey): one list of thousands
 * of slots is shared by the tools it floors, and each tool's key and change writes it.
 */
function slotsJson(list: readonly EffectiveResourceSlot[]): string {
  let text = slotListTexts.get(list);
  if (text === undefined) slotListTexts.set(list, (text = `[${list.map(slotKey).join(',')}]`));
  return text;
}

/** The canonical JSON of an effective tool's field at `path` (a slot list's: slotsJson). */
export function fieldJson(path: string, value: unknown): string {
  return path === 'resource_slots' && Array.isArray(value)
    ? slotsJson(value as EffectiveResourceSlot[])
    : canonicalJson(value);
}

/** Whether a list of distinct slots holds each of `slots`. */
function holdsAll(list: EffectiveResourceSlot[], slots: readonly EffectiveResourceSlot[]): boolean {
  const keys = slotKeysOf(list);
  return keys.size === list.length && slots.every((slot) => keys.has(slotKey(slot)));
}

/**
 * What `tool` runs once `others` run with it (a wrapped tool, another definition of its name):
 * the code and lifecycle hooks of all (one digest of them), every resource slot; undefined
 * where the others add nothing.
 */
function runsMore(
  tool: EffectiveTool,
  others: readonly EffectiveTool[],
): Pick<EffectiveTool, 'code_hash' | 'lifecycle_hash' | 'resource_slots'> | undefined {
  const all = [tool, ...others];
  const code_hash = unitedLines(all.map((t) => t.code_hash));
  const lifecycle_hash = unitedLines(all.map((t) => t.lifecycle_hash));
  let resource_slots = tool.resource_slots;
  const withSlots = others.filter((other) => other.resource_slots.length > 0);
  const [only] = withSlots;
  // One that already runs every slot the tool has (the name it wraps, whose definitions include
  // this one): its list itself, shared, so hundreds of definitions do not each copy all slots.
  if (
    withSlots.length === 1 &&
    only &&
    only.resource_slots.length > tool.resource_slots.length &&
    holdsAll(only.resource_slots, tool.resource_slots)
  ) {
    resource_slots = only.resource_slots;
  } else if (withSlots.length > 0) {
    // Keyed only where another has slots: a tool floored by hundreds of sources meets few that do.
    const keys = slotKeysOf(tool.resource_slots);
    const added = new Map<string, EffectiveResourceSlot>();
    // The readings of one document share its list (slotsOf): each list once.
    for (const list of new Set(withSlots.map((other) => other.resource_slots)))
      for (const slot of list) {
        const key = slotKey(slot);
        if (!keys.has(key) && !added.has(key)) added.set(key, slot);
      }
    if (added.size > 0) resource_slots = [...tool.resource_slots, ...added.values()];
  }
  if (
    code_hash === tool.code_hash &&
    lifecycle_hash === tool.lifecycle_hash &&
    resource_slots.length === tool.resource_slots.length
  )
    return undefined;
  return { code_hash, lifecycle_hash, resource_slots };
}

/**
 * JSON with object keys sorted: equal for deep-equal values, whatever their key order. A mapping
 * that repeats a key lists every value after its own keys: a document that only adds a
 * repetition is another document (the power gate reads every value). A number JSON cannot write
 * (`1e999` in a JSON text, `.inf` or `.nan` in YAML, which parse to Infinity and NaN) is written
 * as JavaScript writes it, not as JSON.stringify's `null`: changing it to `null` is a change, and
 * no JSON text gives those words.
 */
export function canonicalJson(value: unknown): string {
  return withCanonical('', value);
}

/**
 * `out` with the canonical JSON of `value` appended. Appending to one string (which V8 keeps as a
 * rope until it is read) rather than joining each level's parts allocates a third less, and
 * tool keys canonicalise every tool of the repository.
 */
function withCanonical(out: string, value: unknown): string {
  if (value === null || typeof value !== 'object') return out + scalarJson(value);
  if (Array.isArray(value)) {
    out += '[';
    for (let i = 0; i < value.length; i++) out = withCanonical(i > 0 ? `${out},` : out, value[i]);
    return `${out}]`;
  }
  const keys = Object.keys(value).sort();
  out += '{';
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    out = withCanonical(
      `${i > 0 ? `${out},` : out}${JSON.stringify(key)}:`,
      (value as Record<string, unknown>)[key],
    );
  }
  out += '}';
  const repeated = repeatedEntries(value);
  return repeated ? withCanonical(`${out}\u0000`, Object.fromEntries(repeated)) : out;
}

/**
 * A value as a key: equal for values read alike, by YAML 1.2 and by PyYAML (`static_resource: 1e3`
 * and `static_resource: 1000` are one value to YAML 1.2, and bind two resources to PyYAML).
 */
export function readAlike(value: unknown): string {
  return `${canonicalJson(value)}\u0000${yaml11Readings(value)}`;
}

/** A scalar's JSON; a number JSON cannot write, as JavaScript writes it (canonicalJson). */
function scalarJson(value: unknown): string {
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return JSON.stringify(value) ?? 'null';
}

const canonicalCache = new WeakMap<EffectiveTool, string>();

/**
 * A key equal for deep-equal effective tools (what they claim and what they really have, so an
 * inventory that widens a tool under a definition that claims less changes the entry): a digest
 * of the canonical JSON, so that what stays cached is 64 characters, not the whole canonical text.
 */
export function toolKey(tool: EffectiveTool): string {
  let key = canonicalCache.get(tool);
  if (key === undefined) {
    key = hexDigest('sha256', toolJson(tool));
    canonicalCache.set(tool, key);
  }
  return key;
}

/**
 * An effective tool's canonical JSON, field by field (fieldJson). It is a plain object, never one a
 * loader noted a repeated key of, so canonicalJson would write just this.
 */
function toolJson(tool: EffectiveTool): string {
  const fields = Object.keys(tool).sort();
  let out = '{';
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i] as keyof EffectiveTool;
    const value = tool[field];
    out += `${i > 0 ? ',' : ''}${JSON.stringify(field)}:`;
    out =
      field === 'resource_slots' && Array.isArray(value) ? out + slotsJson(value) : withCanonical(out, value);
  }
  return `${out}}`;
}

/**
 * The capability a tool really has: its own where an override claimed less (a lie the
 * capability-downgrade rule reports), the override's where it claimed more.
 */
export function realCapability(tool: EffectiveTool): Capability {
  return tool.real_capability ?? tool.capability;
}

/**
 * `tool` claiming `claimed` and really having `real` (at least the claim): the one place an
 * effective tool's two capabilities are set, so a tool made from another never keeps a real
 * capability that was the other's.
 */
function claiming(tool: EffectiveTool, claimed: Capability, real: Capability): EffectiveTool {
  const { real_capability: _was, ...rest } = tool;
  return sameCapability(real, claimed)
    ? { ...rest, capability: claimed }
    : { ...rest, capability: claimed, real_capability: real };
}

export function conflictsWithReadOnly(capability: Capability): ('writes' | 'checkpointable')[] {
  if (!capability.read_only) return [];
  const out: ('writes' | 'checkpointable')[] = [];
  if (capability.writes) out.push('writes');
  if (capability.checkpointable) out.push('checkpointable');
  return out;
}
