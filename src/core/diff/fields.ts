// Field-level differences between two effective tools, with the values a reviewer reads beside them,
// and the input_schema changes that break callers (a new required property, a removed property, a
// narrowed type, a removed enum value).
import {
  canonicalJson,
  fieldJson,
  mcpTarget,
  realCapability,
  targetParts,
  toldTexts,
  type EffectiveTool,
} from '../power/effective.js';
import { byCodeUnits } from '../text/order.js';
import { clip, shownFrom } from '../text/words.js';
import { withKey } from '../text/pointer.js';
import { appendAll, isRecord } from '../model/model.js';

const MAX_DEPTH = 4;

/** A changed field with its values as JSON text (`null`: absent on that side), clipped to be shown. */
export interface FieldValues {
  field: string;
  from: string | null;
  to: string | null;
}

/** Longest value shown beside a field; a longer one is cut with an ellipsis (explain shows it whole). */
const MAX_VALUE = 80;
/**
 * Fields whose values say only that something changed, which the field's name already says:
 * digests, and another definition's texts (shown as what the model is told, told.ts).
 */
const UNSHOWN = new Set(['code_hash', 'lifecycle_hash', 'content', 'also_told']);

/** Dotted paths where two JSON values differ, with both values; arrays and deep subtrees whole. */
function changedPaths(before: unknown, after: unknown, prefix = '', depth = 0): FieldValues[] {
  if (before === after) return [];
  if (isRecord(before) && isRecord(after) && depth < MAX_DEPTH) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((k) =>
      changedPaths(
        Object.hasOwn(before, k) ? before[k] : undefined,
        Object.hasOwn(after, k) ? after[k] : undefined,
        // A key with a dot quoted (`properties["a.description"]`): two fields never share a name.
        withKey(prefix, k),
        depth + 1,
      ),
    );
  }
  const [was, now] = [fieldJson(prefix, before), fieldJson(prefix, after)];
  if (was === now) return [];
  const [from, to] = shownPair(written(before, was), written(after, now));
  return [{ field: prefix, from, to }];
}

/** A value as written, by its canonical JSON (`json`): without the other values of its repeated keys. */
function written(value: unknown, json: string): string | null {
  if (value === undefined) return null;
  const repeated = json.indexOf('\u0000');
  return repeated < 0 ? json : json.slice(0, repeated);
}

/** Characters shown before the place where two long values first differ. */
const LEAD = 20;

/**
 * Both values clipped to `max`, from a little before where they first differ when that is past
 * the cut: two values alike in their first 80 characters (a list of patterns padded in front of
 * the one added, a description edited at its end) would otherwise show the same, `[…]… → […]…`.
 * The comment shows an actor's policy values (whole in the report) so too.
 */
export function shownPair(
  from: string | null,
  to: string | null,
  max = MAX_VALUE,
): [string | null, string | null] {
  if (from === null || to === null) return [from && clip(from, max), to && clip(to, max)];
  const start = shownFrom(from, to, max, LEAD);
  const cut = (text: string): string =>
    start === 0 ? clip(text, max) : `…${clip(text.slice(start), max - 1)}`;
  return [cut(from), cut(to)];
}

/**
 * `after` as it is shown beside `before`: a name defined several times shows as its own what one of
 * its definitions holds alike with `before` (the texts it tells, the MCP tool it calls), and the
 * standing definition's among the others (`also_told`, `also_calls`). Which definition stands for
 * the name (kinds/duplicates.ts) is no change; what the others add still is.
 */
export function shownBeside(before: EffectiveTool, after: EffectiveTool): EffectiveTool {
  let shown = after;
  const also = after.also_told;
  const told = also && canonicalJson(toldTexts(before));
  const i = also ? also.findIndex((texts) => canonicalJson(texts) === told) : -1;
  if (also && i >= 0)
    shown = { ...shown, ...also[i], also_told: also.map((texts, j) => (j === i ? toldTexts(after) : texts)) };
  const [target, own] = [mcpTarget(before), mcpTarget(after)];
  const calls = after.also_calls;
  if (target !== null && own !== null && target !== own && calls?.includes(target)) {
    const [server, tool] = targetParts(target);
    shown = {
      ...shown,
      mcp_server: server === '' ? null : server,
      mcp_tool_name: tool === '' ? null : tool,
      also_calls: [...calls.filter((c) => c !== target), own].sort(byCodeUnits),
    };
  }
  return shown;
}

/** The changed fields, each with its values unless it is a digest. */
export function changedToolFields(
  before: EffectiveTool,
  shown: EffectiveTool,
): { fields: string[]; values: FieldValues[] } {
  const after = shownBeside(before, shown);
  const changes = changedPaths(claimOf(before), claimOf(after));
  const claimed = changes.length;
  // What it really has, where that changed and its claim did not (an inventory widened it).
  const listed = new Set(changes.map((c) => c.field));
  const real = changedPaths(realCapability(before), realCapability(after), 'capability', 1);
  for (const c of real) {
    if (listed.has(c.field)) continue;
    listed.add(c.field);
    changes.push(c);
  }
  // A flag written so a loader may read it either way (`yes`), changed where neither reading shows
  // it: its values as written.
  const written = changedPaths(before.restrained ?? {}, after.restrained ?? {}, 'capability', 1);
  for (const c of written) if (!listed.has(c.field)) changes.push({ ...c, field: `${c.field} (as written)` });
  if (changes.length > claimed) changes.sort((a, b) => byCodeUnits(a.field, b.field));
  return {
    fields: changes.map((c) => c.field),
    values: changes.filter((c) => !UNSHOWN.has(c.field)),
  };
}

/** The tool as it claims to be: what it really has is compared as `capability` beside it. */
function claimOf(tool: EffectiveTool): Omit<EffectiveTool, 'real_capability' | 'restrained'> {
  const { real_capability: _real, restrained: _written, ...claim } = tool;
  return claim;
}

function types(schema: Record<string, unknown>): Set<string> | undefined {
  const t = schema.type;
  if (typeof t === 'string') return new Set(t === 'number' ? ['number', 'integer'] : [t]);
  if (Array.isArray(t)) {
    const out = new Set<string>();
    for (const x of t) {
      if (typeof x !== 'string') continue;
      out.add(x);
      if (x === 'number') out.add('integer');
    }
    return out;
  }
  return undefined;
}

/**
 * A `required` item as named in a message: a string as it is, anything else (a schema the schema
 * rule refuses, or a mapping `["a": b]` writes, whose loader object has no prototype) as JSON.
 */
function requiredName(item: unknown): string {
  return typeof item === 'string' ? item : canonicalJson(item);
}

/** Human descriptions of the breaking changes from one input_schema to the next. */
export function breakingChanges(before: unknown, after: unknown, path = ''): string[] {
  if (!isRecord(before) || !isRecord(after)) return [];
  const out: string[] = [];
  const at = path === '' ? '' : ` of '${path}'`;
  const beforeTypes = types(before);
  const afterTypes = types(after);
  if (afterTypes && (!beforeTypes || [...beforeTypes].some((t) => !afterTypes.has(t)))) {
    const from = beforeTypes
      ? [...beforeTypes].filter((t) => !(t === 'integer' && beforeTypes.has('number'))).join('|')
      : 'any';
    out.push(
      `narrows the type${at} from ${from} to ${[...afterTypes].filter((t) => !(t === 'integer' && afterTypes.has('number'))).join('|')}`,
    );
  }
  if (Array.isArray(before.enum) && Array.isArray(after.enum)) {
    const kept = new Set(after.enum.map((v) => canonicalJson(v)));
    for (const v of before.enum) {
      if (!kept.has(canonicalJson(v))) out.push(`removes enum value ${JSON.stringify(v)}${at}`);
    }
  } else if (!Array.isArray(before.enum) && Array.isArray(after.enum)) {
    out.push(`restricts${at === '' ? ' the input' : at} to an enum`);
  }
  const beforeRequired = new Set(Array.isArray(before.required) ? before.required.map(requiredName) : []);
  const afterRequired = Array.isArray(after.required) ? after.required.map(requiredName) : [];
  for (const r of afterRequired) {
    if (!beforeRequired.has(r)) out.push(`adds required property '${path === '' ? r : `${path}.${r}`}'`);
  }
  const beforeProps = isRecord(before.properties) ? before.properties : {};
  const afterProps = isRecord(after.properties) ? after.properties : {};
  for (const name of Object.keys(beforeProps).sort()) {
    const child = path === '' ? name : `${path}.${name}`;
    if (!Object.hasOwn(afterProps, name)) out.push(`removes property '${child}'`);
    // One at a time: a nested object may gain more required names than a call takes arguments.
    else appendAll(out, breakingChanges(beforeProps[name], afterProps[name], child));
  }
  return out;
}
