// What a rule is and what it may do: read the project, report findings. Rules never sort,
// filter, format or print; the driver (check.ts) does that once for all of them.
//
// A rule runs once per tree, over thousands of definitions, so its loops over the project's
// lists are indexed: a for-of loop pays for an iterator result at every step until V8 optimises
// the function, and a function that runs once is optimised late or not at all (measured: about
// 150 ns a step against 20). Loops over a definition's few entries may stay for-of.
import { DEFAULT_AGENT_SKILL_FIELDS } from './agent-skill.js';
import type { Severity, Span } from './diagnostic.js';
import type { RuleOverride } from './overrides.js';
import type { FileProblem, ProblemKind } from './load.js';
import { keySpan, valueSpan, type Site } from './model.js';
import type { Project } from './project.js';
import type { SchemaValidator } from './schema/validator.js';
import type { BaseComparison } from './diff/types.js';

export interface CheckOptions {
  maxTools: number;
  maxTokens: number;
  builtinGroups: readonly string[];
  /** Frontmatter fields allowed in SKILL.md beyond the Agent Skills format's own. */
  agentSkillFields: readonly string[];
  /** Severities per path (the configuration's `overrides`), over `rules` in the files they match. */
  overrides?: readonly RuleOverride[];
  /** The base tree, when the run compares against one (the escalation rule reads it). */
  base?: BaseComparison;
  /** `--allow-escalations` or the approval label: escalations are reported as notes. */
  escalationsApproved?: boolean;
  escalationLabel?: string;
}

export const DEFAULT_CHECK_OPTIONS: CheckOptions = {
  maxTools: 128,
  maxTokens: 32000,
  builtinGroups: ['file_operations', 'directory_operations', 'git_operations'],
  agentSkillFields: DEFAULT_AGENT_SKILL_FIELDS,
};

export interface RuleContext {
  readonly project: Project;
  readonly options: CheckOptions;
  readonly validator: SchemaValidator;
  /**
   * Reports at a span of a file. The severity is the configured one, else `severity`, else the
   * rule's default; `final` makes `severity` win over the configuration (an approved escalation).
   */
  report(file: string, span: Span, message: string, severity?: Severity, final?: boolean): void;
  /** Reports at the key (or value) a site points at. */
  reportAt(site: Site, at: 'key' | 'value', message: string, severity?: Severity, final?: boolean): void;
}

export interface RuleModule {
  readonly id: string;
  readonly defaultSeverity: Severity;
  readonly description: string;
  check(context: RuleContext): void;
}

/** Reports the problems of one kind that reading the files found (the rules of unreadable files, YAML syntax, repeated keys). */
export function reportFileProblems(ctx: RuleContext, kind: ProblemKind): void {
  const { files } = ctx.project;
  for (let i = 0; i < files.length; i++) {
    const file = files[i] as Project['files'][number];
    for (let j = 0; j < file.problems.length; j++) {
      const p = file.problems[j] as FileProblem;
      if (p.kind === kind) ctx.report(file.path, p.span, p.message);
    }
  }
}

export function spanOf(site: Site, at: 'key' | 'value'): Span {
  return at === 'key' ? keySpan(site) : valueSpan(site);
}
