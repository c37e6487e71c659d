// The diff of a head tree against a base tree, as data (SPEC §6). The JSON report carries it.
import type { AddedSuppression } from '../config/suppress.js';
import type { RenamedDefinition } from './renames.js';
import type { AddedGrant } from './added-grants.js';
import type { FieldValues } from './fields.js';
import type { PolicyLoosening } from './policy.js';
import type { Change, Escalation, EscalationKind } from './changes.js';

export type { Escalation, EscalationKind } from './changes.js';
export type { RenamedDefinition } from './renames.js';

export interface ChangedEntry {
  name: string;
  fields: string[];
  /** Field paths of input_schema changes that break callers. */
  breaking?: string[];
  /** Each changed field's values as JSON text, for the reviewer (digests have none worth showing). */
  values?: FieldValues[];
}

export interface SkillDiff {
  name: string;
  status: 'added' | 'removed' | 'changed';
  direct: boolean;
  /** Include paths down to skills whose own document changed, each of at most 32 names. */
  via: string[][];
  /**
   * For each longer path, its next hop: the included skill it goes on through (its own entry in
   * the diff, where it has one, goes on from there). Absent when every path fits in `via`.
   */
  viaNext?: string[];
  added: string[];
  /** What each added entry brings (its source and power), in `added`'s order. */
  grants?: AddedGrant[];
  removed: string[];
  changed: ChangedEntry[];
  escalations: Escalation[];
  renames: { from: string; to: string }[];
  tokens: { before: number | null; after: number | null };
  /** Registered tools this skill lists that changed: the cause when it is not `direct`. */
  changedTools?: string[];
  /**
   * Its own entries whose change came from what it reads outside its document (an inventory, an
   * Agent Skills folder, a builtin group's capability, a listed tool or its source), not its edit.
   */
  sourced?: string[];
  /** Present when the skill could be flattened on one side only (a cycle or an unknown include). */
  flattened?: { base: boolean; head: boolean };
  /**
   * In a report, where an included skill shows many of this one's changes alike: `changed` and
   * `escalations` then list the rest, and the skill's changes are those and `sharedWith.skill`'s,
   * but for the entries in `except` (report/shared-changes.ts).
   */
  sharedWith?: SharedChanges;
}

/** The changes a skill of the report shows exactly as an included skill does, named once. */
export interface SharedChanges {
  skill: string;
  /** How many changed entries, and escalations, are shared. */
  changed: number;
  escalations: number;
  /** Entries the included skill shows changed or escalating that this one does not show alike. */
  except?: string[];
}

export interface ActorDiff {
  name: string;
  skills: string[];
  added: string[];
  removed: string[];
  changed: string[];
  /** How the actor's effective set widened power; absent when it did not. */
  escalations?: Escalation[];
  /** The keys of its skill_access_policy that loosen, whether or not its set widens. */
  policy?: PolicyLoosening[];
}

/** One head-side cause of a widening of power: the same change once, with everything it reaches. */
export interface PowerCause {
  file: string;
  line: number;
  column: number;
  kind: EscalationKind;
  /** Every kind, where the cause widens the entry in several ways (`kind` is the first). */
  kinds?: EscalationKind[];
  /** The entry that gains power (for a gate setting, the setting). */
  entry: string;
  /** What it grants, in a few words: "adds 'x/deploy', which writes". */
  grant: string;
  /** Skills whose flattened set shows it, sorted. */
  skills: string[];
  /** Actors whose effective set shows it, sorted. */
  actors: string[];
  /** Approved by the label or --allow-escalations. */
  approved: boolean;
}

/** One text the model reads that differs: where it sits, and its old and new wording. */
export interface TextChange {
  /** `description`, `input_schema.properties.q.description`, `SKILL.md body`. */
  at: string;
  /** Null where the base has no such text. */
  before: string | null;
  /** Null where the head has no such text. */
  after: string | null;
  /**
   * Where the head writes the text, for a skill's or an actor's own (`skill`, `actor`): its file,
   * and the line and column its value starts at; a removed text at the head definition's name.
   */
  file?: string;
  line?: number;
  column?: number;
}

/**
 * An entry whose texts the model reads changed (SPEC §7), with who reads it; or, marked `new`, an
 * entry its actors gain, every text of it new to them (`before` null).
 */
export interface ToldEntry {
  /** The entry; `mcp:<server>` for a server's own texts (`server`). */
  entry: string;
  /**
   * Set when the texts are an MCP server's own, its `instructions`, which the model reads beside
   * every tool of the server: `skills` are then those whose set holds one of its tools, changed or
   * not, and `actors` those that use one of them.
   */
  server?: string;
  /**
   * Set when the texts are a skill's own, its `description`, which the model reads beside the
   * tools the skill brings: `skills` are then the skill and every skill that includes it, and
   * `actors` those that use one of them; `power`, what the skill's own set may do.
   */
  skill?: string;
  /**
   * Set when the texts are an actor's own, its `description`, which a model that delegates reads
   * to pick the actor: `actors` is then the actor alone, `skills` empty; `power`, what its set may do.
   */
  actor?: string;
  texts: TextChange[];
  /**
   * Changed skills whose set shows this change, sorted; for a `new` entry, the skills its actors
   * gain it through.
   */
  skills: string[];
  /** Actors that read the entry through one of those skills (a `new` one: that gain it), sorted. */
  actors: string[];
  /** Present (true) when the entry is new to its actors: no text of it was read before. */
  new?: true;
  /**
   * What the entry may do on the head beyond reading: `writes`, `unsafe`, `any tool` (an entry the
   * checker cannot see); absent where it only reads, and for a server's own texts. The comment
   * shows such rewrites first.
   */
  power?: string[];
}

export interface ReportDiff {
  tools: { added: string[]; removed: string[]; changed: ChangedEntry[] };
  skills: SkillDiff[];
  actors: ActorDiff[];
  /**
   * Tools, skills and actors renamed with their content unchanged (renames.ts): each compared with
   * its old self, never counted as added. Absent when nothing was renamed.
   */
  renamed?: RenamedDefinition[];
  /** One row per cause; always produced, absent only in reports from before the actor gate. */
  causes?: PowerCause[];
  /** Suppression comments the head adds (set by the run, from `addedSuppressions`). */
  suppressions?: AddedSuppression[];
  /** What the model is told differently; absent when no text it reads changed. */
  toldDifferently?: ToldEntry[];
}

/**
 * The diff as the comparison holds it: everything the report's `diff` has but its causes, whose
 * rows say whether this run approved them (the report decides that, report/report.ts).
 */
export type TreeDiff = Omit<ReportDiff, 'causes' | 'suppressions'> & {
  readonly suppressions: AddedSuppression[];
};

/**
 * A head tree compared with its base (diff-trees.ts): what changed, and every widening the gate
 * judges as one list of changes. Nothing is set on it after it is made; it carries no approval.
 */
export interface Comparison {
  readonly label: string;
  readonly diff: Readonly<TreeDiff>;
  /** Each entry's widening once per cause, and each gate setting the head weakens, by place. */
  readonly changes: readonly Change[];
  readonly graph: { readonly edges: [string, string][]; readonly changed: string[] };
  /** Skills that could reach a change: the only ones flattened on the base and compared. */
  readonly affected: ReadonlySet<string>;
}
