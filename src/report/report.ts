// The JSON report (shared/report.schema.json, version 1): the one data structure every output is
// rendered from, so that a report file can be posted later exactly as the run saw it.
import { countBySeverity, type Diagnostic } from '../core/diagnostic.js';
import type { Project } from '../core/project.js';
import type { ReportDiff } from '../core/diff/types.js';
import { DEFAULT_APPROVAL_LABEL, type ApprovedBy } from '../core/diff/changes.js';
import { byCodeUnits } from '../core/order.js';

interface ReportSkill {
  name: string;
  file: string;
  flattened: boolean;
  readonly tools: string[];
  /** The set's tokens (SPEC §12), where the run counted them: near max-tokens, or named by the diff. */
  tokens?: number;
}

export interface Report {
  version: 1;
  root: string;
  base: string | null;
  summary: {
    files: number;
    tools: number;
    skills: number;
    actors: number;
    errors: number;
    warnings: number;
    notes: number;
  };
  diagnostics: Diagnostic[];
  skills: ReportSkill[];
  diff: ReportDiff | null;
  /**
   * How escalations are approved, whether this run had the approval and, when it had, who gave
   * it: the label on the pull request or `--allow-escalations`.
   */
  approval: { label: string; approved: boolean; by?: ApprovedBy };
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
  diff: ReportDiff | null;
  graph?: Report['graph'];
  approval?: Report['approval'];
}): Report {
  const { project } = args;
  const skills: ReportSkill[] = [];
  // forEach: one pass over every skill, run once, so optimised late; a for-of would pay for an
  // iterator result at every step until then.
  project.skillsByName.forEach((infos, name) => {
    const info = infos[0];
    if (!info) return;
    const flat = project.flatten(name);
    const tokens = flat?.tokens.counted();
    skills.push({
      name,
      file: info.def.file.path,
      flattened: flat !== undefined,
      // Listed when read: only the JSON report writes them, and across a deep chain's skills
      // the listing is quadratic in the depth.
      get tools() {
        return flat ? Array.from(flat.entries.keys()).sort() : [];
      },
      ...(tokens === undefined ? {} : { tokens }),
    });
  });
  skills.sort((a, b) => byCodeUnits(a.name, b.name));
  const counts = countBySeverity(args.diagnostics);
  return {
    version: 1,
    root: args.root,
    base: args.base,
    summary: {
      files: project.files.length,
      tools: project.toolsByName.size,
      skills: project.skillsByName.size,
      actors: project.actorsByName.size,
      ...counts,
    },
    diagnostics: args.diagnostics,
    skills,
    diff: args.diff,
    approval: args.approval ?? { label: DEFAULT_APPROVAL_LABEL, approved: false },
    graph: args.graph ?? null,
  };
}
