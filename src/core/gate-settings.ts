// The gate is judged by the base's rules (SPEC §6): with a base, the severities of the gate's own
// rules and `fail-on` come from the base's configuration file, so that a pull request cannot
// turn the gate off for the very change it should judge; a head file that weakens one is itself
// an escalation at that key.
import { DEFAULT_GLOBS, type RawConfig } from './config.js';
import type { FailOn, SeveritySetting } from './diagnostic.js';
import type { ParsedDocument } from './load.js';
import type { GateSettingFinding } from './diff/types.js';
import { RULES } from './rules/index.js';

/** The rules that make up the power gate. */
export const GATE_RULES = ['escalation', 'capability-downgrade', 'skill-access'] as const;

/** Rules whose findings tell the gate its reading is incomplete or ambiguous. */
const READING_RULES = [
  'yaml-syntax',
  'duplicate-key',
  'unreadable-file',
  'schema',
  'duplicate-name',
  'unknown-tool',
  'unknown-skill',
  'include-cycle',
] as const;

/** Settings that decide which files are read. */
const DISCOVERY_KEYS = ['tools', 'skills', 'actors', 'ignore'] as const;

const SEVERITY_RANK: Record<SeveritySetting, number> = { off: 0, note: 1, warning: 2, error: 3 };
/** How much a fail-on setting fails on: `never` least, `note` most. */
const FAIL_ON_RANK: Record<FailOn, number> = { never: 0, error: 1, warning: 2, note: 3 };

function severityOf(raw: RawConfig, rule: string): SeveritySetting {
  const configured = raw.rules?.[rule];
  if (configured !== undefined) return configured;
  return RULES.find((r) => r.id === rule)?.defaultSeverity ?? 'error';
}

/**
 * The head's configuration file with the gate's settings replaced by the base's: what the run
 * uses when there is a base. Flags and Action inputs still come on top (the workflow is trusted).
 */
export function withBaseGate(head: RawConfig, base: RawConfig): RawConfig {
  const rules: Record<string, SeveritySetting> = { ...head.rules };
  for (const rule of GATE_RULES) {
    const fromBase = base.rules?.[rule];
    if (fromBase === undefined) delete rules[rule];
    else rules[rule] = fromBase;
  }
  const out: RawConfig = { ...head, rules };
  if (base['fail-on'] === undefined) delete out['fail-on'];
  else out['fail-on'] = base['fail-on'];
  return out;
}

/** Each gate setting the head's file weakens, at its key there (the file's first line when gone). */
export function weakenedGateSettings(
  head: { raw: RawConfig; path: string; doc: ParsedDocument | undefined },
  base: RawConfig,
): GateSettingFinding[] {
  const out: GateSettingFinding[] = [];
  const spanAt = (pointer: string) =>
    head.doc ? head.doc.valueSpan(pointer) : { line: 1, column: 1, endLine: 1, endColumn: 1 };
  // The gate's own rules keep the base's severity. Rules that keep the gate's reading honest keep
  // the head's: silenced there, they would hide what the gate cannot see (a second definition, a
  // repeated key, a file that does not parse), so weakening one still needs approval.
  for (const rule of [...GATE_RULES, ...READING_RULES]) {
    const now = severityOf(head.raw, rule);
    const before = severityOf(base, rule);
    if (SEVERITY_RANK[now] >= SEVERITY_RANK[before]) continue;
    const consequence = (GATE_RULES as readonly string[]).includes(rule)
      ? ` for its own change; the gate keeps the base's ${before}`
      : ', which can hide power from the gate';
    out.push({
      file: head.path,
      span: spanAt(`/rules/${rule}`),
      setting: `rules.${rule}`,
      message: `the configuration turns '${rule}' from ${before} to ${now}${consequence}`,
      grant: `turns '${rule}' from ${before} to ${now}`,
    });
  }
  // What is read at all: both trees are read by the head's globs, so a new ignore pattern or
  // narrower globs would hide a file from base and head alike.
  for (const key of DISCOVERY_KEYS) {
    const hidden =
      key === 'ignore'
        ? (head.raw.ignore ?? []).filter((g) => !(base.ignore ?? []).includes(g))
        : (base[key] ?? DEFAULT_GLOBS[key]).filter((g) => !(head.raw[key] ?? DEFAULT_GLOBS[key]).includes(g));
    if (hidden.length === 0) continue;
    const globs = hidden.map((g) => `'${g}'`).join(', ');
    out.push({
      file: head.path,
      span: spanAt(`/${key}`),
      setting: key,
      message:
        key === 'ignore'
          ? `the configuration ignores ${globs} for its own change, hiding files from the gate`
          : `the configuration drops ${globs} from '${key}' for its own change, hiding files from the gate`,
      grant: key === 'ignore' ? `ignores ${globs}` : `drops ${globs} from '${key}'`,
    });
  }
  const sizeNow = head.raw['max-file-size'];
  const sizeBefore = base['max-file-size'];
  if (sizeNow !== undefined && sizeNow < (sizeBefore ?? Number.POSITIVE_INFINITY)) {
    out.push({
      file: head.path,
      span: spanAt('/max-file-size'),
      setting: 'max-file-size',
      message: `the configuration lowers 'max-file-size' to ${sizeNow} for its own change, leaving larger files unread`,
      grant: `lowers 'max-file-size' to ${sizeNow}`,
    });
  }
  const failNow = head.raw['fail-on'] ?? 'error';
  const failBefore = base['fail-on'] ?? 'error';
  if (FAIL_ON_RANK[failNow] < FAIL_ON_RANK[failBefore]) {
    out.push({
      file: head.path,
      span: spanAt('/fail-on'),
      setting: 'fail-on',
      message: `the configuration sets 'fail-on' from ${failBefore} to ${failNow} for its own change; the gate keeps the base's ${failBefore}`,
      grant: `sets 'fail-on' from ${failBefore} to ${failNow}`,
    });
  }
  return out;
}
