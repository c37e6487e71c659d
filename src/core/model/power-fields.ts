// The capability fields that grant power, and which way each grants it: the one table the gate,
// the repeated-key reading, the stronger of two readings and the change kinds are read from.

/** A tool's capability fields (SPEC §3), each with its default filled in. */
export interface Capability {
  read_only: boolean;
  writes: boolean;
  write_scope: string | null;
  checkpointable: boolean;
  checkpoint_scope: string | null;
  side_effects: string[];
  idempotent: boolean;
  unsafe: boolean;
  human_approval_required: boolean;
  cost_profile: string | null;
}

/** The configuration's word on entries only it can describe (SPEC §8): builtin groups, Agent Skills patterns. */
export interface PowerSettings {
  /** Each listed builtin group's capability; undefined where it is listed without one (unknown). */
  readonly builtinGroups: ReadonlyMap<string, Capability | undefined>;
  readonly readOnlyAgentTools: ReadonlySet<string>;
}

/**
 * Each boolean field that grants power: the value that grants it, which way a declaration lies
 * about it (capability-downgrade), and the words of that lie after "override" or a tool's name.
 * `withheld`: the declaration denies the entry a power it has (read_only: true on a tool that
 * writes; `alsoGrants`: only where the entry also has that field's power). `granted`: it lifts a
 * restraint the entry has (human_approval_required: false where the tool requires it).
 */
const POWER_FLAGS = {
  read_only: {
    grants: false,
    lie: 'withheld',
    alsoGrants: 'writes',
    claims: (n: string) => `declares '${n}' read_only, but it writes`,
  },
  writes: {
    grants: true,
    lie: 'withheld',
    claims: (n: string) => `declares that '${n}' does not write, but it writes`,
  },
  unsafe: { grants: true, lie: 'withheld', claims: (n: string) => `declares '${n}' safe, but it is unsafe` },
  human_approval_required: {
    grants: false,
    lie: 'granted',
    claims: (n: string) => `drops human approval from '${n}', which requires it`,
  },
} as const satisfies Record<string, FlagSpec>;

interface FlagSpec {
  grants: boolean;
  lie: 'withheld' | 'granted';
  alsoGrants?: string;
  claims: (name: string) => string;
}

/** The capability fields a flag of power is read from. */
export type FlagField = keyof typeof POWER_FLAGS;

const FLAG_FIELDS = Object.keys(POWER_FLAGS) as FlagField[];

/** Each boolean field that grants power, with the value that grants it. */
export const GRANTS_WHEN = Object.fromEntries(FLAG_FIELDS.map((f) => [f, POWER_FLAGS[f].grants])) as {
  readonly [F in FlagField]: (typeof POWER_FLAGS)[F]['grants'];
};

/** The fields that grant power: the flags, and `side_effects`, where each effect listed grants. */
export interface PowerFields extends Record<FlagField, boolean> {
  side_effects: string[];
}

export function isFlagField(field: string): field is FlagField {
  return Object.hasOwn(GRANTS_WHEN, field);
}

/**
 * The more powerful of two readings in every field that grants power (a flag that grants in
 * either, every side effect of both); other fields as `a` has them.
 */
export function strongerFields<T extends PowerFields>(a: T, b: PowerFields): T {
  return strongestFields(a, [b]);
}

/**
 * `a` made the strongest of itself and every one of `others` at once (a key repeated thousands of
 * times, a name defined as often): uniting them two by two would copy the growing list of side
 * effects once per reading.
 */
export function strongestFields<T extends PowerFields>(a: T, others: readonly PowerFields[]): T {
  const out: T = {
    ...a,
    side_effects: withEvery(
      a.side_effects,
      others.flatMap((b) => b.side_effects),
    ),
  };
  for (const b of others) for (const f of FLAG_FIELDS) if (b[f] === GRANTS_WHEN[f]) out[f] = GRANTS_WHEN[f];
  return out;
}

/*
 * Side effects are free strings, and a tool may list thousands (SPEC §9): lists of them are
 * compared through sets, never by searching one list for each item of another.
 */

/** `list`, then each item of `more` it lacks, once. */
export function withEvery(list: readonly string[], more: readonly string[]): string[] {
  const out = [...list];
  const seen = new Set(list);
  for (const s of more) {
    if (seen.has(s)) continue;
    seen.add(s);
    out.push(s);
  }
  return out;
}

/** The items of `list` that `other` lacks, in order. */
export function lacking(list: readonly string[], other: readonly string[]): string[] {
  if (list.length === 0) return [];
  const has = new Set(other);
  return list.filter((s) => !has.has(s));
}

/** What the checker cannot see, read as the most it could be: it writes, is unsafe, reaches the world. */
export const UNKNOWN_POWER: Readonly<PowerFields> = Object.freeze({
  read_only: false,
  writes: true,
  unsafe: true,
  human_approval_required: false,
  side_effects: Object.freeze(['open_world']) as unknown as string[],
});

/** A power field a declaration claims less of than the entry has. */
type Downgrade = { field: FlagField; dropped?: undefined } | { field: 'side_effects'; dropped: string[] };

/**
 * How `declared` claims less than `real` (SPEC §5 capability-downgrade), field by field in the
 * table's order: a flag withheld from an entry that has its power, side effects left out.
 */
export function downgrades<T extends PowerFields>(real: T, declared: T): Downgrade[] {
  const out: Downgrade[] = [];
  for (const field of FLAG_FIELDS) {
    const spec: FlagSpec & { alsoGrants?: FlagField } = POWER_FLAGS[field];
    if (spec.alsoGrants !== undefined && real[spec.alsoGrants] !== GRANTS_WHEN[spec.alsoGrants]) continue;
    const [has, says] = [real[field] === spec.grants, declared[field] === spec.grants];
    if (spec.lie === 'withheld' ? has && !says : !has && says) out.push({ field });
  }
  const dropped = lacking(real.side_effects, declared.side_effects);
  if (dropped.length > 0) out.push({ field: 'side_effects', dropped });
  return out;
}

/** What a declaration claims in a downgrade, after "override" or a tool's name: capability-downgrade's words. */
export function claimWords(lie: Downgrade, name: string): string {
  return lie.field === 'side_effects'
    ? `drops side effects ${JSON.stringify(lie.dropped)} that '${name}' declares`
    : POWER_FLAGS[lie.field].claims(name);
}
