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

/** Each boolean field that grants power, with the value that grants it. */
export const GRANTS_WHEN = {
  read_only: false,
  writes: true,
  unsafe: true,
  human_approval_required: false,
} as const;

type FlagField = keyof typeof GRANTS_WHEN;

const FLAG_FIELDS = Object.keys(GRANTS_WHEN) as FlagField[];

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
  const out: T = { ...a, side_effects: [...a.side_effects] };
  for (const f of FLAG_FIELDS) if (b[f] === GRANTS_WHEN[f]) out[f] = GRANTS_WHEN[f];
  for (const s of b.side_effects) if (!out.side_effects.includes(s)) out.side_effects.push(s);
  return out;
}

/** What the checker cannot see, read as the most it could be: it writes, is unsafe, reaches the world. */
export const UNKNOWN_POWER: Readonly<PowerFields> = Object.freeze({
  read_only: false,
  writes: true,
  unsafe: true,
  human_approval_required: false,
  side_effects: Object.freeze(['open_world']) as unknown as string[],
});
