// What changed between a server's pinned inventory and what it offers now, as data, in the order a
// review reads it: tools added and removed, then annotations that widen power, then the rest.
import { appendAll, isRecord } from '../model/model.js';
import { canonicalTools, type McpTool } from './inventory.js';
import { annotatedCapability } from '../kinds/mcp-server.js';
import { jsonText } from '../text/json.js';
import { byCodeUnits } from '../text/order.js';

/** The kinds of change, most telling first: the report's order. */
const DRIFT_TYPES = [
  'tool-added',
  'tool-removed',
  'power-widened',
  'annotation-changed',
  'instructions-changed',
  'title-changed',
  'description-changed',
  'schema-changed',
  'field-changed',
] as const;

type DriftType = (typeof DRIFT_TYPES)[number];

/** A power a tool's annotations grant, in the words of SPEC §3's table. */
type Power = 'writes' | 'unsafe' | 'open_world';

export interface Drift {
  type: DriftType;
  /** The tool that changed; absent for the server's own text (`instructions-changed`). */
  tool?: string;
  /** The field that changed: an annotation's name, `description`, `inputSchema`, …. */
  field?: string;
  /** Where in a structured field the change is, as a JSON pointer (`''` for the whole). */
  pointer?: string;
  /** The pinned and the current value; `null` where there is none. */
  old?: unknown;
  new?: unknown;
  /** For `tool-added`, every power the tool has; for `power-widened`, the one it gains. */
  power?: Power[];
}

const hints = (tool: McpTool): Record<string, unknown> =>
  isRecord(tool.annotations) ? tool.annotations : {};

/** A tool's powers as the gate reads its annotations, with the MCP defaults (kinds/mcp-server.ts). */
function powers(tool: McpTool): Power[] {
  const c = annotatedCapability(tool);
  const out: Power[] = [];
  if (c.writes) out.push('writes');
  if (c.unsafe) out.push('unsafe');
  if (c.side_effects.includes('open_world')) out.push('open_world');
  return out;
}

/** The annotation that grants each power, named in the change. */
const GRANTED_BY: Record<Power, string> = {
  writes: 'readOnlyHint',
  unsafe: 'destructiveHint',
  open_world: 'openWorldHint',
};

/** A value's JSON for comparing: `1e999` is not `null` (jsonText). */
const text = (value: unknown): string => jsonText(value ?? null);
const present = (value: unknown): unknown => (value === undefined ? null : value);

/** Every place two JSON values differ, by pointer; objects are compared key by key. */
function differences(
  old: unknown,
  now: unknown,
  pointer = '',
): { pointer: string; old: unknown; new: unknown }[] {
  if (isRecord(old) && isRecord(now)) {
    const keys = [...new Set([...Object.keys(old), ...Object.keys(now)])].sort();
    // A key given null on one side and none on the other reads null both ways (`present`): the
    // object holding it is the change, shown whole. The check tells the two apart.
    const nulled = (key: string) =>
      Object.hasOwn(old, key) ? !Object.hasOwn(now, key) && old[key] === null : now[key] === null;
    if (keys.some(nulled)) return [{ pointer, old, new: now }];
    const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
    return keys.flatMap((key) => differences(old[key], now[key], `${pointer}/${escape(key)}`));
  }
  return text(old) === text(now) ? [] : [{ pointer, old: present(old), new: present(now) }];
}

const STRUCTURED = ['inputSchema', 'outputSchema'];
const COMPARED_APART = new Set(['name', 'title', 'description', 'annotations', ...STRUCTURED]);

/** The changes of one tool that both lists hold. */
function toolChanges(old: McpTool, now: McpTool): Drift[] {
  const tool = now.name;
  const out: Drift[] = [];
  const gained = powers(now).filter((p) => !powers(old).includes(p));
  const widened = new Set(gained.map((p) => GRANTED_BY[p]));
  for (const power of gained) {
    const field = GRANTED_BY[power];
    out.push({
      type: 'power-widened',
      tool,
      field,
      old: present(hints(old)[field]),
      new: present(hints(now)[field]),
      power: [power],
    });
  }
  for (const d of differences(hints(old), hints(now))) {
    const field = d.pointer === '' ? 'annotations' : (d.pointer.slice(1).split('/')[0] as string);
    if (!widened.has(field)) out.push({ type: 'annotation-changed', tool, field, old: d.old, new: d.new });
  }
  for (const field of ['title', 'description'] as const)
    if (text(old[field]) !== text(now[field]))
      out.push({ type: `${field}-changed`, tool, field, old: present(old[field]), new: present(now[field]) });
  const others = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter(
    (k) => !COMPARED_APART.has(k),
  );
  for (const field of [...STRUCTURED, ...others.sort()]) {
    const type = STRUCTURED.includes(field) ? 'schema-changed' : 'field-changed';
    for (const d of differences(old[field], now[field])) out.push({ type, tool, field, ...d });
  }
  return out;
}

/** Tools by name, in their written order; a name the server repeats has each listing. */
function byName(tools: readonly McpTool[]): Map<string, McpTool[]> {
  const out = new Map<string, McpTool[]>();
  for (const tool of canonicalTools(tools)) {
    const same = out.get(tool.name);
    if (same) same.push(tool);
    else out.set(tool.name, [tool]);
  }
  return out;
}

/**
 * The listings of one name on each side. A server should list a name once; where it repeats one,
 * the gate reads every listing (the stronger wins), so each counts: listings alike on both sides
 * are no change, the others are compared in their written order, and any left over are added or
 * removed.
 */
function listingChanges(name: string, olds: readonly McpTool[], nows: readonly McpTool[]): Drift[] {
  if (olds.length === 1 && nows.length === 1) return toolChanges(olds[0]!, nows[0]!);
  if (olds.length === 0) return nows.map((tool) => ({ type: 'tool-added', tool: name, power: powers(tool) }));
  if (nows.length === 0) return olds.map(() => ({ type: 'tool-removed', tool: name }));
  const left = new Map<string, number>();
  for (const tool of olds) left.set(text(tool), (left.get(text(tool)) ?? 0) + 1);
  const added: McpTool[] = [];
  for (const tool of nows) {
    const n = left.get(text(tool)) ?? 0;
    if (n > 0) left.set(text(tool), n - 1);
    else added.push(tool);
  }
  const removed = olds.filter((tool) => {
    const n = left.get(text(tool)) ?? 0;
    if (n > 0) left.set(text(tool), n - 1);
    return n > 0;
  });
  const paired = Math.min(added.length, removed.length);
  return [
    ...added.slice(0, paired).flatMap((now, i) => toolChanges(removed[i]!, now)),
    ...added.slice(paired).map((tool): Drift => ({ type: 'tool-added', tool: name, power: powers(tool) })),
    ...removed.slice(paired).map((): Drift => ({ type: 'tool-removed', tool: name })),
  ];
}

/** The drift from the pinned tools to the current ones, in the report's order; [] when none. */
function compareTools(pinned: readonly McpTool[], current: readonly McpTool[]): Drift[] {
  const before = byName(pinned);
  const after = byName(current);
  const out: Drift[] = [];
  // One at a time: a name may be listed more times than a call takes arguments.
  for (const [name, nows] of after) appendAll(out, listingChanges(name, before.get(name) ?? [], nows));
  for (const [name, olds] of before) if (!after.has(name)) appendAll(out, listingChanges(name, olds, []));
  return inReportOrder(out);
}

const rank = (d: Drift) => DRIFT_TYPES.indexOf(d.type);

/** A stable sort: within one tool and type, the fields stay in the order found. */
function inReportOrder(drift: Drift[]): Drift[] {
  return drift.sort((a, b) => rank(a) - rank(b) || byCodeUnits(a.tool ?? '', b.tool ?? ''));
}

/** What a server offers: its tools and, when it gives them, its instructions. */
interface Offer {
  tools: readonly McpTool[];
  instructions?: string | undefined;
}

/**
 * The drift from a pinned inventory to what its server offers now: its tools as compareTools
 * finds them, and its `instructions` (text many clients put in the system prompt, so a change is
 * shown whole, like a description's) added, removed or rewritten. [] when none.
 */
export function compareOffers(pinned: Offer, current: Offer): Drift[] {
  const out = compareTools(pinned.tools, current.tools);
  if (text(pinned.instructions) === text(current.instructions)) return out;
  const change: Drift = {
    type: 'instructions-changed',
    field: 'instructions',
    old: present(pinned.instructions),
    new: present(current.instructions),
  };
  return inReportOrder([...out, change]);
}
