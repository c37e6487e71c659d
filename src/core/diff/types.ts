// The diff of a head tree against a base tree, as data (SPEC §6). The JSON report carries it.
import type { Span } from '../diagnostic.js';
import type { Site } from '../model.js';
import type { AddedSuppression } from '../suppress.js';

export type EscalationKind =
  | 'read_only'
  | 'writes'
  | 'unsafe'
  | 'human_approval_required'
  | 'side_effects'
  | 'added-writes'
  | 'added-unsafe'
  | 'added-dynamic-mcp'
  /** The head's configuration weakens the gate's own settings (only in causes and findings). */
  | 'gate-setting';

export interface Escalation {
  entry: string;
  kind: EscalationKind;
  from?: unknown;
  to?: unknown;
}

export interface ChangedEntry {
  name: string;
  fields: string[];
  /** Field paths of input_schema changes that break callers. */
  breaking?: string[];
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
  removed: string[];
  changed: ChangedEntry[];
  escalations: Escalation[];
  renames: { from: string; to: string }[];
  tokens: { before: number | null; after: number | null };
  /** Registered tools this skill lists that changed: the cause when it is not `direct`. */
  changedTools?: string[];
  /** Present when the skill could be flattened on one side only (a cycle or an unknown include). */
  flattened?: { base: boolean; head: boolean };
}

export interface ActorDiff {
  name: string;
  skills: string[];
  added: string[];
  removed: string[];
  changed: string[];
  /** How the actor's effective set widened power; absent when it did not. */
  escalations?: Escalation[];
}

/** One head-side cause of a widening of power: the same change once, with everything it reaches. */
export interface PowerCause {
  file: string;
  line: number;
  column: number;
  kind: EscalationKind;
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

export interface ReportDiff {
  tools: { added: string[]; removed: string[]; changed: ChangedEntry[] };
  skills: SkillDiff[];
  actors: ActorDiff[];
  /** One row per cause; always produced, absent only in reports from before the actor gate. */
  causes?: PowerCause[];
  /** Suppression comments the head adds (set by the run, from `addedSuppressions`). */
  suppressions?: AddedSuppression[];
}

/** An escalation with the head-side place that caused it, for the escalation rule. */
export interface EscalationFinding extends Escalation {
  /** The skill where the change was made (for an actor's cause, the skill that carries it). */
  skill: string;
  /** Every skill whose flattened set shows this escalation. */
  skills: string[];
  /** Every actor whose effective set shows it. */
  actors: string[];
  site: Site;
  /** The include path that carried it, from the skill down. */
  path: string[];
  /** Set when the cause is in an actor's own document: which actor, and how it came to gain. */
  actor?: { name: string; why: string };
}

/** A head configuration that weakens a setting the gate takes from the base (SPEC §6). */
export interface GateSettingFinding {
  file: string;
  span: Span;
  /** The setting, e.g. `rules.escalation` or `fail-on`. */
  setting: string;
  message: string;
  grant: string;
}

export interface BaseComparison {
  label: string;
  diff: ReportDiff;
  escalations: EscalationFinding[];
  /** Settings the head's configuration weakens, judged by the base's; set by the run. */
  gateSettings?: GateSettingFinding[];
}
