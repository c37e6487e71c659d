// The actor kind: an actor document read into the skills it lists and its skill access policy.
// Where a loader may read the document more than one way (a repeated key, a merge key), every
// skill any reading lists counts, and the policy is the loosest reading (SPEC §6).
import {
  isRecord,
  runtimeItemsAt,
  unreadableItem,
  valuesAt,
  type Definition,
  type Site,
} from '../model/model.js';
import { parseReference, patternReadAlike } from '../model/names.js';
import { withEvery } from '../model/power-fields.js';
import { canonicalJson, pythonTruth } from '../power/effective.js';
import type { NamedRef } from './refs.js';

export interface ActorInfo {
  def: Definition;
  name: string;
  skills: NamedRef[];
  allow: string[] | undefined;
  deny: string[];
  readOnly: boolean;
  /**
   * The policy as its strictest reading (of a repeated or merged key, any value may be the one a
   * loader kept; a `read_only` any loader may read as true: `yes`, `"true"`), with the text of the
   * policy as written: a base whose policy the head writes otherwise is judged by it
   * (diff/actors.ts), as the runtime may have kept that restraint.
   */
  strictest: Policy & { text: string };
  /**
   * Deny patterns read as the reader that denies the most with them reads them (widestPattern),
   * each shown as written: a base judged at its strictest, for the patterns the head drops.
   */
  denyAtWidest?: ReadonlySet<string>;
  policySite: Site;
}

export function readActor(def: Definition, name: string): ActorInfo {
  return {
    def,
    name,
    skills: readSkillRefs(def),
    ...loosestPolicy(def.value),
    strictest: strictestPolicy(def.value),
    policySite: { def, pointer: '/skill_access_policy' },
  };
}

/**
 * The skills every reading lists: a list written as a mapping lists its keys, and an item of a
 * shape that names no skill is a reference to none, which is unknown power (SPEC §6).
 */
function readSkillRefs(def: Definition): NamedRef[] {
  return runtimeItemsAt(def.value, 'skills').flatMap(({ item, pointer }) => {
    const names = isRecord(item)
      ? valuesAt(item, 'name', pointer).filter((n) => typeof n.value === 'string')
      : [];
    const raws = names.length > 0 ? names.map((n) => n.value as string) : [unreadableItem(item)];
    return raws.map((raw) => ({ site: { def, pointer }, raw, ref: parseReference(raw, def.namespace) }));
  });
}

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];

type Policy = Pick<ActorInfo, 'allow' | 'deny' | 'readOnly'>;

/**
 * The policy that allows the most of every reading a loader may take: a policy, an `allow` list
 * or a `read_only` only a merge key brings may be absent; of a repeated key, any value may be kept.
 * An allow list is the union of the readings' (none: anything), a deny list what every reading
 * denies, and read_only only when every reading is `true`.
 */
function loosestPolicy(actor: Record<string, unknown>): Policy {
  const policies = valuesAt(actor, 'skill_access_policy');
  const readings = policies.map((p) => p.value);
  if (policies.length === 0 || policies.some((p) => p.merged)) readings.push(undefined);
  let allow: string[] | undefined = [];
  let deny: string[] | undefined;
  let readOnly = true;
  for (const policy of readings) {
    const allows = isRecord(policy) ? valuesAt(policy, 'allow') : [];
    if (allows.length === 0 || allows.some((a) => a.merged || !Array.isArray(a.value))) allow = undefined;
    else if (allow)
      allow = withEvery(
        allow,
        allows.flatMap((a) => strings(a.value)),
      );
    const denies = isRecord(policy) ? valuesAt(policy, 'deny') : [];
    const denied =
      denies.length === 0 || denies.some((d) => d.merged) ? [] : common(denies.map((d) => strings(d.value)));
    deny = deny === undefined ? denied : common([deny, denied]);
    const flags = isRecord(policy) ? valuesAt(policy, 'read_only') : [];
    readOnly &&= flags.length > 0 && flags.every((f) => !f.merged && f.value === true);
  }
  return { allow, deny: deny ?? [], readOnly };
}

/**
 * The policy that allows the least of every reading: an allow list what every given one allows
 * (none given: anything), a deny list what any denies, read_only when any value may be read true.
 */
function strictestPolicy(actor: Record<string, unknown>): ActorInfo['strictest'] {
  const policies = valuesAt(actor, 'skill_access_policy').map((p) => p.value);
  const all = (key: string): unknown[] =>
    policies.flatMap((p) => (isRecord(p) ? valuesAt(p, key).map((f) => f.value) : []));
  const allows = all('allow');
  // An allow pattern some reader reads otherwise (patternReadAlike), as the reader that allows
  // the least with it: SPEC §3's, for which it allows no skill. Deny patterns as written: the
  // diff reads those the head drops at their widest (diff/actors.ts judgedBase).
  const allowed = (a: unknown): string[] => strings(a).filter(patternReadAlike);
  return {
    allow: allows.length === 0 ? undefined : common(allows.map(allowed)),
    deny: all('deny').reduce<string[]>((denied, d) => withEvery(denied, strings(d)), []),
    readOnly: all('read_only').some((v) => v === true || pythonTruth(v)),
    text: canonicalJson(policies),
  };
}

/** The patterns every list holds. */
function common(lists: string[][]): string[] {
  const [first = [], ...rest] = lists;
  const sets = rest.map((l) => new Set(l));
  return first.filter((p) => sets.every((l) => l.has(p)));
}
