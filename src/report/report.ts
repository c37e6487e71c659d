// The JSON report (schemas/report.schema.json, version 2): the one data structure every output is
// rendered from, so that a report file can be posted later exactly as the run saw it. Its size
// grows with the definitions and the change (SPEC §7): every skill has its set's size and digest,
// and its entries only where the diff names it as changed (or the run was asked for every set).
import { countBySeverity, type Diagnostic } from '../core/model/diagnostic.js';
import type { Project } from '../core/project/project.js';
import type {
  ChangedEntry,
  Comparison,
  Escalation,
  PowerCause,
  ReportDiff,
  ToldEntry,
} from '../core/diff/types.js';
import { clip } from '../core/text/words.js';
import type { ApprovedBy, Change } from '../core/diff/changes.js';
import { DEFAULT_APPROVAL_LABEL } from '../core/config/config.js';
import { byCodeUnits } from '../core/text/order.js';

interface ReportSkill {
  name: string;
  file: string;
  flattened: boolean;
  /** How many entries the flattened set holds; null when it could not be flattened. */
  size: number | null;
  /** The set's digest (core/sets/set-digest.ts); null when it could not be flattened. */
  digest: string | null;
  /** The set's tokens (SPEC §12), where the run counted them: near max-tokens, or named by the diff. */
  tokens?: number;
  /** The set's entry names, sorted: for a skill the diff names as changed (namedByDiff), or every skill with `--sets`. */
  readonly tools?: string[];
}

export interface Report {
  version: 2;
  root: string;
  base: string | null;
  summary: {
    files: number;
    tools: number;
    skills: number;
    actors: number;
    /** The MCP servers the tree pins an inventory of, by name (absent where none). */
    mcpServers?: number;
    errors: number;
    warnings: number;
    notes: number;
  };
  diagnostics: Diagnostic[];
  skills: ReportSkill[];
  diff: ReportDiff | null;
  /**
   * How escalations are approved, whether this run had the approval and, when it had, who gave
   * it: the label on the pull request or `--allow-escalations`; or that the label is on but was
   * added to an earlier commit, so it approves not this one. `escalationsFail: false`: the run's
   * causes of new power do not fail it (the base's configuration turns the escalation rule off or
   * keeps it under fail-on), so the comment does not say they do. `approver`: who added the label
   * that approves it, where known; `approverIsAuthor`: they opened the pull request themselves.
   */
  approval: {
    label: string;
    approved: boolean;
    by?: ApprovedBy;
    approver?: string;
    approverIsAuthor?: true;
    labelOnEarlierCommit?: true;
    escalationsFail?: false;
  };
  /** Include edges among the skills the diff touches, for the review comment's graph. */
  graph: { edges: [string, string][]; changed: string[] } | null;
  /** Set by the Action: the pull request the report is about (post-only checks it). */
  pullRequest?: { number: number; headSha: string | null };
}

export function buildReport(args: {
  project: Project;
  diagnostics: Diagnostic[];
  root: string;
  base: string | null;
  /** With a base, the head compared with it. */
  comparison?: Pick<Comparison, 'diff' | 'changes' | 'graph'> | null;
  approval?: Report['approval'];
  /** List every skill's entries, not only those of the skills the diff names (`--sets`). */
  sets?: boolean;
}): Report {
  const { project } = args;
  const approval = args.approval ?? { label: DEFAULT_APPROVAL_LABEL, approved: false };
  const diff = args.comparison ? reportDiff(args.comparison, approval.approved) : null;
  const skills = reportSkills(project, args.sets ? undefined : namedByDiff(diff));
  const counts = countBySeverity(args.diagnostics);
  return {
    version: 2,
    root: args.root,
    base: args.base,
    summary: {
      files: project.files.length,
      tools: project.toolsByName.size,
      skills: project.skillsByName.size,
      actors: project.actorsByName.size,
      ...(project.inventoriesByName.size > 0 ? { mcpServers: project.inventoriesByName.size } : {}),
      ...counts,
    },
    diagnostics: args.diagnostics,
    skills,
    diff,
    approval,
    graph: args.comparison?.graph ?? null,
  };
}

/** The comparison's diff with its changes as cause rows, in the order the report has its keys. */
function reportDiff(comparison: Pick<Comparison, 'diff' | 'changes'>, approved: boolean): ReportDiff {
  const { tools, skills, actors, renamed, toldDifferently, suppressions } = comparison.diff;
  return {
    tools: tools.changed.some(longField) ? { ...tools, changed: tools.changed.map(boundedFields) } : tools,
    skills: skills.map((s) => {
      const changed = s.changed.some(longField) ? s.changed.map(boundedFields) : s.changed;
      if (changed === s.changed && !s.escalations.some(tooLong)) return s;
      return { ...s, changed, escalations: s.escalations.map(bounded) };
    }),
    actors: actors.map((a) =>
      a.escalations?.some(tooLong) ? { ...a, escalations: a.escalations.map(bounded) } : a,
    ),
    ...(renamed ? { renamed } : {}),
    causes: causeRows(comparison.changes, approved),
    ...(toldDifferently ? { toldDifferently: toldDifferently.map(boundedPlaces) } : {}),
    suppressions,
  };
}

/**
 * A field's path or a text's place, at most MAX_VALUE long: a schema's property may be named by
 * thousands of characters (a JSON inventory, an explicit YAML key), and post-only's reader takes
 * a name of at most 4,096. The name itself is shown whole where the model reads it, as a text
 * (`input_schema.properties (keys)`).
 */
const longPlace = (place: string): boolean => place.length > MAX_VALUE;

const longField = (c: ChangedEntry): boolean =>
  c.fields.some(longPlace) ||
  (c.breaking?.some(longPlace) ?? false) ||
  (c.values?.some((v) => longPlace(v.field)) ?? false);

function boundedFields(c: ChangedEntry): ChangedEntry {
  if (!longField(c)) return c;
  const place = (p: string): string => clip(p, MAX_VALUE);
  return {
    ...c,
    fields: c.fields.map(place),
    ...(c.breaking ? { breaking: c.breaking.map(place) } : {}),
    ...(c.values ? { values: c.values.map((v) => ({ ...v, field: place(v.field) })) } : {}),
  };
}

function boundedPlaces(told: ToldEntry): ToldEntry {
  if (!told.texts.some((t) => longPlace(t.at))) return told;
  return {
    ...told,
    texts: told.texts.map((t) => (longPlace(t.at) ? { ...t, at: clip(t.at, MAX_VALUE) } : t)),
  };
}

/**
 * The longest text an escalation's value has in the report: what post-only's reader takes
 * (report-input.schema.json). Every MCP tool a name defined hundreds of times calls, one a line,
 * is longer, as is a server's name of thousands of characters; the finding's words name the first.
 */
const MAX_VALUE = 4096;

const tooLong = (e: Escalation): boolean =>
  [e.from, e.to].some((v) => typeof v === 'string' && v.length > MAX_VALUE);

/** An escalation with each value that is text clipped to MAX_VALUE. */
function bounded(e: Escalation): Escalation {
  const clipped = (v: unknown): unknown => (typeof v === 'string' ? clip(v, MAX_VALUE) : v);
  return tooLong(e) ? { ...e, from: clipped(e.from), to: clipped(e.to) } : e;
}

/** The diff's causes (SPEC §7): a row per change, in its order, each saying whether it is approved. */
function causeRows(changes: readonly Change[], approved: boolean): PowerCause[] {
  return changes.map((c) => ({
    file: c.site.file,
    line: c.site.span.line,
    column: c.site.span.column,
    kind: c.kind,
    ...(c.kinds ? { kinds: c.kinds } : {}),
    entry: c.subject,
    grant: c.grant,
    skills: c.reach.skills,
    actors: c.reach.actors,
    approved,
  }));
}

/** Every skill, sorted by name, with its set's entries where `listed` names it (all when undefined). */
function reportSkills(project: Project, listed: ReadonlySet<string> | undefined): ReportSkill[] {
  const skills: ReportSkill[] = [];
  // forEach: one pass over every skill, run once (see core/rules/rule.ts on loops).
  project.skillsByName.forEach((infos, name) => {
    const info = infos[0];
    if (!info) return;
    const flat = project.flatten(name);
    const tokens = flat?.tokens.counted();
    const skill: ReportSkill = {
      name,
      file: info.def.file.path,
      flattened: flat !== undefined,
      size: flat ? flat.entries.size : null,
      // Worked out when read: only the JSON report writes it.
      get digest() {
        return flat ? flat.digest.hex() : null;
      },
      ...(tokens === undefined ? {} : { tokens }),
    };
    if (!listed || listed.has(name)) {
      // Listed when read, as the digest: the text, SARIF and Markdown outputs never sort them.
      Object.defineProperty(skill, 'tools', {
        enumerable: true,
        get: () => (flat ? Array.from(flat.entries.keys()).sort() : []),
      });
    }
    skills.push(skill);
  });
  skills.sort((a, b) => byCodeUnits(a.name, b.name));
  return skills;
}

/**
 * The skills the diff names as where the change is made: added, their own document changed, or a
 * registered tool they list changed. A skill the change only reaches through its includes has its
 * diff entry (the names it gains, loses and sees change) and its digest: listing its whole set
 * too would make a change at the bottom of a deep or wide include graph depth × width in size.
 */
function namedByDiff(diff: ReportDiff | null): Set<string> {
  const names = new Set<string>();
  for (const skill of diff?.skills ?? []) {
    if (skill.status === 'added' || skill.direct || (skill.changedTools?.length ?? 0) > 0)
      names.add(skill.name);
  }
  return names;
}
