// The diff of a head tree against a base tree, as data (SPEC §6). The JSON report carries it.
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
  | 'added-dynamic-mcp';

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
  via: string[][];
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
  /** Every widening of the actor's effective set. */
  escalations?: Escalation[];
}

/** One head-side cause of a widening of power, with its reach; never repeated per skill. */
export interface PowerCause {
  file: string;
  line: number;
  column: number;
  kind: EscalationKind;
  /** The entry name that gains power. */
  entry: string;
  /** Short words for what it grants, e.g. "adds 'x/deploy', which writes". */
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
  /** Produced with the actor gate; absent in reports from before it. */
  causes?: PowerCause[];
  /** Suppression comments the head adds (set by the run, from `addedSuppressions`). */
  suppressions?: AddedSuppression[];
}

/** An escalation with the head-side place that caused it, for the escalation rule. */
export interface EscalationFinding extends Escalation {
  /** The skill where the change was made. */
  skill: string;
  /** Every skill whose flattened set shows this escalation. */
  skills: string[];
  site: Site;
  /** The include path that carried it, from the skill down. */
  path: string[];
}

export interface BaseComparison {
  label: string;
  diff: ReportDiff;
  escalations: EscalationFinding[];
}
