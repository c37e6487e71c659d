// How an actor's skill_access_policy loosens between base and head (SPEC §6): `read_only` dropped,
// a `deny` pattern removed, an `allow` list widened or removed. A loosening is a guard taken away:
// the escalation rule judges what it adds to the actor's set now, and the review shows the
// loosening itself either way, since it decides what later changes can reach the actor.
import { canonicalJson } from '../power/effective.js';
import type { ActorInfo } from '../kinds/actor.js';
import { isRecord, own, valueSpan } from '../model/model.js';
import type { FieldValues } from './fields.js';

/** One policy key that loosens, with its values as JSON text and the head-side place that says so. */
export interface PolicyLoosening extends FieldValues {
  file: string;
  line: number;
  column: number;
}

type Policy = Pick<ActorInfo, 'allow' | 'deny' | 'readOnly'>;

/** The policy of every definition of a name together: the loosest, as the actor's set reads it. */
function policyOf(defs: readonly ActorInfo[]): Policy {
  const lists = defs.map((d) => d.allow);
  return {
    allow: lists.some((l) => l === undefined) ? undefined : [...new Set(lists.flatMap((l) => l ?? []))],
    deny: defs.reduce<string[]>(
      (common, d, i) => (i === 0 ? [...d.deny] : common.filter((p) => d.deny.includes(p))),
      [],
    ),
    readOnly: defs.length > 0 && defs.every((d) => d.readOnly),
  };
}

const text = (value: unknown): string | null => (value === undefined ? null : canonicalJson(value));

/**
 * The keys of the policy that loosen from `before` to `after` (nothing for an actor new on the
 * head). `headName` reads a base pattern under the head's names: a skill renamed with its content
 * unchanged is the same skill, so an allow list that follows the rename has not widened.
 */
export function loosenedPolicy(
  before: readonly ActorInfo[],
  after: readonly ActorInfo[],
  headName: (pattern: string) => string,
): PolicyLoosening[] {
  const head = after[0];
  if (before.length === 0 || !head) return [];
  const base = policyOf(before);
  const was = { ...base, allow: base.allow?.map(headName), deny: base.deny.map(headName) };
  const now = policyOf(after);
  const out: PolicyLoosening[] = [];
  // Of an actor defined twice, the definition that loosens the key, not another the pull request
  // did not touch.
  const loosens: Record<string, (d: ActorInfo) => boolean> = {
    read_only: (d) => !d.readOnly,
    deny: (d) => was.deny.some((p) => !d.deny.includes(p)),
    allow: (d) => d.allow === undefined || d.allow.some((p) => !was.allow?.includes(p)),
  };
  const at = (key: string, from: unknown, to: unknown): void => {
    const def = after.find((d) => loosens[key]?.(d) === true) ?? head;
    const policy = own(def.def.value, 'skill_access_policy');
    const pointer = isRecord(policy)
      ? Object.hasOwn(policy, key)
        ? `/skill_access_policy/${key}`
        : '/skill_access_policy'
      : '/name';
    const { line, column } = valueSpan({ def: def.def, pointer });
    const field = `skill_access_policy.${key}`;
    out.push({ field, from: text(from), to: text(to), file: def.def.file.path, line, column });
  };
  if (was.readOnly && !now.readOnly) at('read_only', true, false);
  if (was.deny.some((p) => !now.deny.includes(p))) at('deny', base.deny, now.deny);
  const allowWidened =
    was.allow !== undefined && (now.allow === undefined || now.allow.some((p) => !was.allow?.includes(p)));
  if (allowWidened) at('allow', base.allow, now.allow);
  return out;
}
