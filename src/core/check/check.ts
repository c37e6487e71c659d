// The driver: builds the project, runs every enabled rule, applies configured severities and
// suppression comments, and returns the findings sorted and de-duplicated.
import {
  sortAndDedupe,
  type Diagnostic,
  type Severity,
  type SeveritySetting,
  type Span,
} from '../model/diagnostic.js';
import { YamlLoader, type LoadedText } from '../yaml/load.js';
import { appendAll, type RepoInput, type Site } from '../model/model.js';
import { Project } from '../project/project.js';
import {
  optionValue,
  spanOf,
  type CheckOptions,
  type RuleContext,
  type RuleMeta,
  type RuleModule,
} from '../rules/rule.js';
import { GATE_RULES, RULES, RULE_IDS, RULE_META } from '../rules/index.js';
import { RuleSeverities } from '../config/overrides.js';
import { findSuppressions, unusedSuppressionMessage, type Suppression } from '../config/suppress.js';
import type { SchemaValidator } from '../schema/validator.js';

export interface CheckSettings extends CheckOptions {
  /** Severity per rule id; rules not named keep their default. */
  rules: Readonly<Record<string, SeveritySetting>>;
}

interface CheckResult {
  project: Project;
  diagnostics: Diagnostic[];
}

export function check(
  input: RepoInput,
  settings: CheckSettings,
  validator: SchemaValidator,
  loadText: (text: string, blobId?: string) => LoadedText = new YamlLoader().load,
): CheckResult {
  const project = new Project(input, loadText);
  return { project, diagnostics: runRules(project, settings, validator) };
}

/**
 * Runs every enabled rule, or only those in `onlyRules`. Suppression comments of the rules left
 * out then look unused: the `config` findings saying so are only right when every rule ran.
 */
export function runRules(
  project: Project,
  settings: CheckSettings,
  validator: SchemaValidator,
  onlyRules?: ReadonlySet<string>,
): Diagnostic[] {
  const rules = onlyRules ? RULES.filter((r) => onlyRules.has(r.meta.id)) : RULES;
  return reportedFindings(project, ruleFindings(project, rules, settings, validator), settings);
}

// With a base the gate's severities are the base's to set: the head's overrides leave them be,
// and the base's may raise them, in a file and where the base held what it defines.
function severitiesOf(settings: CheckSettings): RuleSeverities {
  return new RuleSeverities(
    settings.rules,
    settings.overrides,
    settings.changes
      ? { rules: GATE_RULES, overrides: settings.gateOverrides ?? [], alsoAt: settings.gateFilesOf }
      : undefined,
  );
}

/**
 * A finding's severity, the same for every finding: an approved one's own (`final`), else the
 * configured one, else the default of its kind (`severity`), else its rule's default.
 */
function severityOf(
  meta: RuleMeta,
  configured: Severity | undefined,
  severity?: Severity,
  final?: boolean,
): Severity {
  return (final ? severity : undefined) ?? configured ?? severity ?? meta.defaultSeverity;
}

/**
 * What some rules find in a project, at their configured severities, before suppression comments
 * and in no order. A check is `reportedFindings` of every rule's findings; the language server
 * keeps the findings of the rules whose scope is a file, per file, between checks.
 */
export function ruleFindings(
  project: Project,
  rules: readonly RuleModule[],
  settings: CheckSettings,
  validator: SchemaValidator,
  /** Where a site's key or value is: the language server keeps them for files an edit left alone. */
  locate: (site: Site, at: 'key' | 'value') => Span = spanOf,
): Diagnostic[] {
  const raw: Diagnostic[] = [];
  const severities = severitiesOf(settings);
  for (const rule of rules) {
    if (!severities.mayReport(rule.meta.id)) continue;
    const emit = (file: string, span: Span, message: string, severity?: Severity, final?: boolean): void => {
      const configured = severities.settingFor(rule.meta.id, file);
      if (configured === 'off') return;
      raw.push({
        rule: rule.meta.id,
        severity: severityOf(rule.meta, configured, severity, final),
        file,
        line: span.line,
        column: span.column,
        endLine: span.endLine,
        endColumn: span.endColumn,
        message,
      });
    };
    const context: RuleContext = {
      project,
      options: settings,
      validator,
      option: (option) => optionValue(settings.ruleOptions, option),
      report: emit,
      reportAt: (site, at, message, severity, final) =>
        emit(site.def.file.path, locate(site, at), message, severity, final),
    };
    rule.check(context);
  }
  return raw;
}

/**
 * The findings a check reports from the rules' findings in `project`: suppression comments
 * applied (and those that silence nothing reported), sorted and de-duplicated.
 */
export function reportedFindings(project: Project, raw: Diagnostic[], settings: CheckSettings): Diagnostic[] {
  return applySuppressions(project, raw, severitiesOf(settings));
}

/**
 * Next-line suppressions on an `agent_skills` entry (or an `agent_skill_path`), by the SKILL.md
 * of the folder it names: they silence those rules in that file, which a vendored folder may not
 * be the place to edit.
 */
function entrySuppressions(
  project: Project,
  byFile: Map<string, SuppressionIndex>,
): Map<string, Map<string, Suppression[]>> {
  const out = new Map<string, Map<string, Suppression[]>>();
  for (const ref of project.agentSkillReferences()) {
    const suppressions = byFile.get(ref.site.def.file.path);
    if (!suppressions) continue;
    const line = spanOf(ref.site, 'value').line;
    const onLine = suppressions.nextLine.get(line);
    if (!onLine) continue;
    const folder = project.agentSkill(ref.path);
    if (folder.status !== 'ok' && folder.status !== 'unreadable') continue;
    let byRule = out.get(folder.skillMd);
    if (!byRule) out.set(folder.skillMd, (byRule = new Map()));
    for (const [rule, list] of onLine) {
      const known = byRule.get(rule);
      if (known) appendAll(known, list);
      else byRule.set(rule, [...list]);
    }
  }
  return out;
}

/** A file's suppressions by rule: those of the whole file, and by the line each next-line one silences. */
interface SuppressionIndex {
  file: Map<string, Suppression[]>;
  nextLine: Map<number, Map<string, Suppression[]>>;
}

function indexSuppressions(suppressions: readonly Suppression[]): SuppressionIndex {
  const index: SuppressionIndex = { file: new Map(), nextLine: new Map() };
  const push = (byRule: Map<string, Suppression[]>, s: Suppression): void => {
    const list = byRule.get(s.rule);
    if (list) list.push(s);
    else byRule.set(s.rule, [s]);
  };
  for (const s of suppressions) {
    if (s.scope === 'file') push(index.file, s);
    else {
      let byRule = index.nextLine.get(s.line + 1);
      if (!byRule) index.nextLine.set(s.line + 1, (byRule = new Map()));
      push(byRule, s);
    }
  }
  return index;
}

/**
 * Texts without a suppression comment, by parse: a diff runs the rules on base and head, which
 * share the parse of every file they have in common, and searching all of them twice shows.
 */
const withoutSuppressions = new WeakSet<LoadedText>();

function applySuppressions(project: Project, raw: Diagnostic[], severities: RuleSeverities): Diagnostic[] {
  const byFile = new Map<string, Suppression[]>();
  const files = project.suppressibleFiles();
  for (const file of files) {
    if (!file.loaded || withoutSuppressions.has(file.loaded)) continue;
    const found = findSuppressions(file.path, file.loaded);
    if (found.length === 0) withoutSuppressions.add(file.loaded);
    else byFile.set(file.path, found);
  }
  if (byFile.size === 0) return sortAndDedupe(raw);
  // Indexed by file, then line and rule: a file of thousands of comments and thousands of
  // findings was matched each against each (5,000 next-line comments: 11 s).
  const indexed = new Map<string, SuppressionIndex>();
  for (const [file, suppressions] of byFile) indexed.set(file, indexSuppressions(suppressions));
  const viaEntry = entrySuppressions(project, indexed);
  const kept = raw.filter((d) => {
    const suppressions = indexed.get(d.file);
    const viaEntries = viaEntry.get(d.file);
    // The power gate cannot be talked past by a comment in the change it judges.
    if ((!suppressions && !viaEntries) || GATE_RULES.has(d.rule)) return true;
    const silencing = [
      ...(suppressions?.file.get(d.rule) ?? []),
      ...(suppressions?.nextLine.get(d.line)?.get(d.rule) ?? []),
      ...(viaEntries?.get(d.rule) ?? []),
    ];
    for (const s of silencing) s.used = true;
    return silencing.length === 0;
  });
  const config = RULE_META.get('config') as RuleMeta;
  if (severities.mayReport(config.id)) {
    for (const suppressions of byFile.values()) {
      for (const s of suppressions) {
        const configSeverity = severities.settingFor(config.id, s.file);
        if (s.used || configSeverity === 'off') continue;
        const message = unusedSuppressionMessage(s.rule, RULE_IDS, GATE_RULES);
        kept.push({
          rule: config.id,
          severity: severityOf(config, configSeverity, config.kindSeverity?.['stale-suppression']),
          file: s.file,
          ...s.span,
          message,
        });
      }
    }
  }
  return sortAndDedupe(kept);
}
