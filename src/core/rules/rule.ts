// What a rule is and what it may do: read the project, report findings. Rules never sort,
// filter, format or print; the driver (check.ts) does that once for all of them.
import type { Severity, Span } from '../model/diagnostic.js';
import type { RuleOverride } from '../config/overrides.js';
import type { OptionValues } from '../config/config.js';
import type { ProblemKind } from '../yaml/load.js';
import { keySpan, valueSpan, type Site } from '../model/model.js';
import type { Project } from '../project/project.js';
import type { SchemaValidator } from '../schema/validator.js';

/**
 * A setting a rule reads: a top-level key of the configuration file, declared by the rule (as an
 * ESLint rule's `meta.schema`). The configuration's validation and its schema are assembled from
 * these; the value reaches the rule through `RuleContext.option`.
 */
export interface RuleOption<T> {
  /** The configuration key, e.g. `max-tools`. */
  readonly key: string;
  /**
   * Its JSON Schema in schemas/config.schema.json: type and bounds (an integer's `minimum` and
   * `maximum` give its "whole number from … to …" message), `default`, and the editor's
   * `description` and `markdownDescription`.
   */
  readonly schema: { readonly default: T } & Readonly<Record<string, unknown>>;
}

export type { OptionValues };

/** An option's value among configured ones. */
export function optionValue<T>(values: OptionValues, option: RuleOption<T>): T {
  return (Object.hasOwn(values, option.key) ? values[option.key] : option.schema.default) as T;
}

/**
 * A widening of power as the escalation rule reports it: the site of its cause and its words. The
 * diff makes these (diff/diff-trees.ts `diffTrees`); the rules know only this much of it.
 */
interface RuleChange {
  readonly site: { readonly file: string; readonly span: Span };
  readonly message: string;
}

export interface CheckOptions {
  /** The rules' options (`RuleMeta.options`) as configured. */
  ruleOptions: OptionValues;
  /** Severities per path (the configuration's `overrides`), over `rules` in the files they match. */
  overrides?: readonly RuleOverride[];
  /** With a base, what the head changes that the gate judges, one per cause and entry (the escalation rule reports them). */
  changes?: readonly RuleChange[];
  /** With a base, the base's `overrides`: they may raise the gate's rules in the files they match (SPEC §6). */
  gateOverrides?: readonly RuleOverride[];
  /**
   * With a base, the base's files that held what a head file defines (gateFiles): the base's
   * `overrides` raise the gate there too.
   */
  gateFilesOf?: (file: string) => readonly (readonly string[])[];
  /** `--allow-escalations` or the approval label: escalations are reported as notes. */
  escalationsApproved?: boolean;
  escalationLabel?: string;
  /** The approval label is on the pull request but was added to an earlier commit (src/approval.ts). */
  labelOnEarlierCommit?: boolean;
}

export interface RuleContext {
  readonly project: Project;
  readonly options: CheckOptions;
  readonly validator: SchemaValidator;
  /** The configured value of one of this rule's options. */
  option<T>(option: RuleOption<T>): T;
  /**
   * Reports at a span of a file. The severity is the configured one, else `severity`, else the
   * rule's default; `final` makes `severity` win over the configuration (an approved escalation).
   */
  report(file: string, span: Span, message: string, severity?: Severity, final?: boolean): void;
  /** Reports at the key (or value) a site points at. */
  reportAt(site: Site, at: 'key' | 'value', message: string, severity?: Severity, final?: boolean): void;
}

/**
 * What a rule's findings depend on. `file`: the findings in a file come from that file's text
 * alone (and the configuration), and the rule reports nowhere else, so a rule run over any set of
 * files finds in each exactly what a run over the whole project finds there; the language server
 * then runs it on the edited files only. `project`: anything in the project (other files'
 * definitions, flattened sets, Agent Skills folders, discovery).
 */
type RuleScope = 'file' | 'project';

/** What a rule is, apart from what it checks: read by the registry, the configuration, SARIF and the docs test. */
export interface RuleMeta {
  readonly id: string;
  readonly defaultSeverity: Severity;
  readonly description: string;
  readonly scope: RuleScope;
  /**
   * A rule of the power gate (SPEC §5, §6): suppression comments cannot silence it, and with a
   * base its severity is the base configuration's to set.
   */
  readonly gate?: true;
  /**
   * Its findings say the gate's reading is incomplete or ambiguous (a file that does not parse, a
   * second definition): a head configuration that lowers it is an escalation, as for a gate rule.
   */
  readonly incompleteReading?: true;
  /**
   * Kinds of this rule's findings whose default severity is not `defaultSeverity` (the docs'
   * "warning for …"); the configured severity of the rule still wins over them.
   */
  readonly kindSeverity?: Readonly<Record<string, Severity>>;
  /** The configuration keys this rule reads, if any. */
  readonly options?: readonly RuleOption<unknown>[];
}

/** One rule: \`src/core/rules/<meta.id>.ts\` exports it as \`rule\` (ESLint's meta and create, here check). */
export interface RuleModule {
  readonly meta: RuleMeta;
  check(context: RuleContext): void;
}

/** A rule that reports only the problems of its own kind that reading the files found. */
export function fileProblemsRule(meta: RuleMeta & { id: ProblemKind }): RuleModule {
  return { meta, check: (ctx) => reportFileProblems(ctx, meta.id) };
}

/** Reports the problems of one kind that reading the files found (the rules of unreadable files, YAML syntax, repeated keys). */
export function reportFileProblems(ctx: RuleContext, kind: ProblemKind): void {
  const { files } = ctx.project;
  for (const file of files) {
    for (const p of file.problems) {
      if (p.kind === kind) ctx.report(file.path, p.span, p.message);
    }
  }
}

export function spanOf(site: Site, at: 'key' | 'value'): Span {
  return at === 'key' ? keySpan(site) : valueSpan(site);
}
