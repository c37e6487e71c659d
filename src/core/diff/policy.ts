// How an actor's skill_access_policy loosens between base and head (SPEC §6): `read_only` dropped,
// a `deny` pattern removed, an `allow` list widened or removed. A loosening is a guard taken away:
// the escalation rule judges what it adds to the actor's set now, and the review shows the
// loosening itself either way, since it decides what later changes can reach the actor.
import { canonicalJson } from '../power/effective.js';
import type { ActorInfo } from '../kinds/actor.js';
import { isRecord, own, valueSpan } from '../model/model.js';
import type { FieldValues } from './fields.js';
import { patternCovers } from '../project/actor-set.js';

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

/** Pattern pairs compared at most (a pull request rewriting two lists of thousands of patterns). */
const MAX_PAIRS = 100_000;

/**
 * Whether each of `patterns` is one of `by` or matches only names a pattern of `by` matches: an
 * allow list rewritten narrower (`x/*` to `x/a`, `x/b`), or a deny list wider (`x/admin-*` to
 * `x/*`), takes no guard away. Past MAX_PAIRS of comparisons, only a pattern written in `by`
 * counts: a loosening shown that is not one is noise, never a guard hidden.
 */
function allCovered(patterns: readonly string[], by: readonly string[]): boolean {
  const written = new Set(by);
  const rest = patterns.filter((p) => !written.has(p));
  if (rest.length === 0) return true;
  if (rest.length * by.length > MAX_PAIRS) return false;
  return rest.every((p) => by.some((wide) => patternCovers(wide, p)));
}

/**
 * Whether an allow list lets in more than `was`: removed, or a pattern `was` does not cover, or
 * emptied where `was` named some (a runtime that asks `if policy.allow:` then lets every skill in).
 */
function allowWidens(now: readonly string[] | undefined, was: readonly string[]): boolean {
  return now === undefined || (now.length === 0 && was.length > 0) || !allCovered(now, was);
}

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
    deny: (d) => !allCovered(was.deny, d.deny),
    allow: (d) => was.allow !== undefined && allowWidens(d.allow, was.allow),
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
  if (!allCovered(was.deny, now.deny)) at('deny', base.deny, now.deny);
  if (was.allow !== undefined && allowWidens(now.allow, was.allow)) at('allow', base.allow, now.allow);
  return out;
}
