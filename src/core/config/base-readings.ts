// A base configuration that repeats a key (SPEC §6: the base's rules judge the head). A loader
// keeps the key's first value or its last; counted as empty, the shipped defaults judged the head,
// and a pull request that removed the repeat and weakened a setting could pass. Both readings are
// taken instead, and each gate setting read the stricter way: the way that lets the gate find more
// in the head.
import { SEVERITY_RANK, type FailOn, type SeveritySetting } from '../model/diagnostic.js';
import { repeatedValues } from '../yaml/load.js';
import type { RawConfig } from './raw-config.js';
import { canonicalJson, type Capability } from '../power/effective.js';
import { strongerFields } from '../model/power-fields.js';
import {
  DEFAULT_BUILTIN_GROUPS,
  DEFAULT_READ_ONLY_AGENT_TOOLS,
  powerSettingsOf,
  type BuiltinGroups,
} from '../power/power-settings.js';

/**
 * A loaded value as a loader that keeps each repeated key's last value reads it (the loaded value
 * holds the first). A subtree shared by aliases is read once, and stays shared.
 */
export function lastReading(value: unknown, done = new WeakMap<object, unknown>()): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const known = done.get(value);
  if (known !== undefined) return known;
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    done.set(value, out);
    for (const item of value) out.push(lastReading(item, done));
    return out;
  }
  const out: Record<string, unknown> = {};
  done.set(value, out);
  for (const [key, v] of Object.entries(value)) {
    const all = repeatedValues(value, key);
    out[key] = lastReading(all ? all[all.length - 1] : v, done);
  }
  return out;
}

/** What a file that says nothing of a setting means: config.ts's shipped values. */
interface ShippedSettings {
  defaultSeverity: ReadonlyMap<string, SeveritySetting>;
  maxFileSize: number;
  globs: Readonly<Record<'tools' | 'skills' | 'actors' | 'mcpServers', readonly string[]>>;
}

const FAIL_ON_RANK: Record<FailOn, number> = { never: 0, error: 1, warning: 2, note: 3 };

/** The kinds' glob keys: a glob of either reading reads files the gate then sees dropped. */
const KIND_GLOBS = {
  tools: 'tools',
  skills: 'skills',
  actors: 'actors',
  'mcp-servers': 'mcpServers',
} as const;

/**
 * Two readings of a base's file as one, each gate setting the stricter way: every rule at the
 * higher severity, `fail-on` failing on more, the larger `max-file-size`, each kind's globs of
 * both readings, the `ignore` globs both have, a pattern read-only where both call it so, each
 * builtin group the weaker (the base's power is read as least, the head's as most: what the head
 * makes of it shows). Any other key as the first reading has it.
 */
export function stricterReading(a: RawConfig, b: RawConfig, shipped: ShippedSettings): RawConfig {
  const out: RawConfig = { ...a };
  const ids = new Set([...Object.keys(a.rules ?? {}), ...Object.keys(b.rules ?? {})]);
  if (ids.size > 0) {
    const severity = (raw: RawConfig, id: string): SeveritySetting =>
      raw.rules?.[id] ?? (shipped.defaultSeverity.get(id) as SeveritySetting);
    out.rules = Object.fromEntries(
      [...ids].map((id) => {
        const [x, y] = [severity(a, id), severity(b, id)];
        return [id, SEVERITY_RANK[y] > SEVERITY_RANK[x] ? y : x];
      }),
    );
  }
  const failOn = (raw: RawConfig): FailOn => raw['fail-on'] ?? 'error';
  if (a['fail-on'] !== undefined || b['fail-on'] !== undefined)
    out['fail-on'] = FAIL_ON_RANK[failOn(b)] > FAIL_ON_RANK[failOn(a)] ? failOn(b) : failOn(a);
  if (a['max-file-size'] !== undefined || b['max-file-size'] !== undefined)
    out['max-file-size'] = Math.max(
      a['max-file-size'] ?? shipped.maxFileSize,
      b['max-file-size'] ?? shipped.maxFileSize,
    );
  for (const [key, name] of Object.entries(KIND_GLOBS) as [
    keyof typeof KIND_GLOBS,
    keyof ShippedSettings['globs'],
  ][]) {
    if (a[key] === undefined && b[key] === undefined) continue;
    const globs = (raw: RawConfig): readonly string[] => raw[key] ?? shipped.globs[name];
    out[key] = [...new Set([...globs(a), ...globs(b)])];
  }
  if (a.ignore !== undefined || b.ignore !== undefined)
    out.ignore = (a.ignore ?? []).filter((g) => (b.ignore ?? []).includes(g));
  const readOnly = (raw: RawConfig): string[] =>
    (raw['read-only-agent-tools'] as string[] | undefined) ?? [...DEFAULT_READ_ONLY_AGENT_TOOLS];
  if (a['read-only-agent-tools'] !== undefined || b['read-only-agent-tools'] !== undefined)
    out['read-only-agent-tools'] = readOnly(a).filter((p) => readOnly(b).includes(p));
  if (a['builtin-groups'] !== undefined || b['builtin-groups'] !== undefined)
    out['builtin-groups'] = weakerGroups(
      (a['builtin-groups'] as BuiltinGroups | undefined) ?? DEFAULT_BUILTIN_GROUPS,
      (b['builtin-groups'] as BuiltinGroups | undefined) ?? DEFAULT_BUILTIN_GROUPS,
    );
  return out;
}

/**
 * Each group as the reading that grants it less, by its raw setting: a group one reading lists
 * and the other not is unknown there (the most it could be), so the listing reading's; two
 * capabilities neither of which holds the other, the first's.
 */
function weakerGroups(a: BuiltinGroups, b: BuiltinGroups): BuiltinGroups {
  if (canonicalJson(a) === canonicalJson(b)) return a;
  if (Array.isArray(a) && Array.isArray(b)) return [...new Set([...a, ...b])];
  const raw = (groups: BuiltinGroups, group: string): unknown =>
    Array.isArray(groups) ? null : (groups as Record<string, unknown>)[group];
  const [x, y] = [powerSettingsOf(a).builtinGroups, powerSettingsOf(b).builtinGroups];
  // Whether `big` grants at least all that `small` does.
  const holds = (big: Capability, small: Capability): boolean =>
    canonicalJson(strongerFields(big, small)) === canonicalJson(strongerFields(big, big));
  const out: Record<string, unknown> = {};
  for (const group of new Set([...x.keys(), ...y.keys()])) {
    const [p, q] = [x.get(group), y.get(group)];
    // Unknown (a list's name, or listed by one reading only) yields to a known capability.
    if (p === undefined) out[group] = y.has(group) ? raw(b, group) : raw(a, group);
    else if (q === undefined) out[group] = raw(a, group);
    else out[group] = !holds(q, p) && holds(p, q) ? raw(b, group) : raw(a, group);
  }
  return out;
}
