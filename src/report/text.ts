// --format text: `file:line:column: severity: message [rule]`, then a one-line summary.
import type { ReportDiff, SkillDiff } from '../core/diff/types.js';
import { showInvisible } from './escape.js';
import type { Report } from './report.js';
import { pathWords, shownPaths } from './via.js';

const COLORS = {
  error: '\u001b[31m',
  warning: '\u001b[33m',
  note: '\u001b[36m',
  dim: '\u001b[2m',
  reset: '\u001b[0m',
};

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/**
 * Control characters in user text would move the cursor or forge lines, and invisible ones (bidi,
 * zero-width) hide what a name really is; show them all escaped.
 */
export function printable(text: string): string {
  // eslint-disable-next-line no-control-regex
  return showInvisible(text).replace(/[\u0000-\u001f\u007f\u009b]/g, (c) =>
    c === '\n' ? '\\n' : `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`,
  );
}

export function formatText(report: Report, options: { color?: boolean } = {}): string {
  const color = options.color === true;
  const paint = (code: string, text: string): string => (color ? `${code}${text}${COLORS.reset}` : text);
  const lines = report.diagnostics.map((d) => {
    const where = `${printable(d.file)}:${d.line}:${d.column}`;
    return `${where}: ${paint(COLORS[d.severity], d.severity)}: ${printable(d.message)} ${paint(COLORS.dim, `[${d.rule}]`)}`;
  });
  const { summary } = report;
  const scope = `${plural(summary.files, 'file')} (${plural(summary.tools, 'tool')}, ${plural(summary.skills, 'skill')}, ${plural(summary.actors, 'actor')})`;
  const found = summary.errors + summary.warnings + summary.notes;
  const counts = [
    plural(summary.errors, 'error'),
    plural(summary.warnings, 'warning'),
    plural(summary.notes, 'note'),
  ].join(', ');
  const verdict = found === 0 ? `No problems in ${scope}.` : `${counts} in ${scope}.`;
  if (report.diff) {
    if (lines.length > 0) lines.push('');
    lines.push(...diffLines(report, paint));
  }
  lines.push(lines.length > 0 ? `\n${verdict}` : verdict);
  return `${lines.join('\n')}\n`;
}

/**
 * Where a cascaded change came from: the include path, or the listed tools that changed (a
 * skill changed only through a tool's edit has no include path to print).
 */
function cascade(skill: SkillDiff, diff: ReportDiff): string {
  const path = viaText(skill, diff);
  if (path !== '') return `via ${path}`;
  const tools = skill.changedTools ?? [];
  if (tools.length > 0) return `through ${tools.map(printable).join(', ')}`;
  return 'cascaded';
}

function diffLines(report: Report, paint: (code: string, text: string) => string): string[] {
  const diff = report.diff;
  if (!diff) return [];
  const out = [
    `Against ${printable(report.base ?? 'the base')}: ${plural(diff.skills.length, 'skill')} changed, ${plural(diff.actors.length, 'actor')} affected.`,
  ];
  const { tools } = diff;
  if (tools.added.length + tools.removed.length + tools.changed.length > 0) {
    out.push(
      `  tools: ${[
        ...tools.added.map((t) => `+${printable(t)}`),
        ...tools.removed.map((t) => `-${printable(t)}`),
        ...tools.changed.map((c) => `~${printable(c.name)} (${c.fields.map(printable).join(', ')})`),
      ].join('  ')}`,
    );
  }
  for (const skill of diff.skills) {
    const how =
      skill.status !== 'changed' ? skill.status : skill.direct ? 'own change' : cascade(skill, diff);
    const entries = [
      ...skill.added.map((e) => paint(COLORS.note, `+${printable(e)}`)),
      ...skill.removed.map((e) => paint(COLORS.warning, `-${printable(e)}`)),
      ...skill.changed.map((c) => `~${printable(c.name)} (${c.fields.map(printable).join(', ')})`),
    ];
    const tokens =
      skill.tokens.before !== skill.tokens.after
        ? `  [tokens ${skill.tokens.before ?? '-'} → ${skill.tokens.after ?? '-'}]`
        : '';
    out.push(`  ${printable(skill.name)} (${how}): ${entries.join('  ')}${tokens}`);
  }
  for (const actor of diff.actors) {
    out.push(
      `  actor ${printable(actor.name)} through ${actor.skills.map(printable).join(', ')}: +${actor.added.length} -${actor.removed.length} ~${actor.changed.length}`,
    );
  }
  for (const s of diff.suppressions ?? []) {
    const rules = s.rules.length > 0 ? s.rules.map(printable).join(', ') : '(no rule)';
    out.push(
      `  suppression added at ${printable(s.file)}:${s.line}:${s.column}: disable-${s.scope} ${rules}`,
    );
  }
  return out;
}

/** The first include path, whole up to 32 names (as `via` holds them), else by its ends. */
function viaText(skill: SkillDiff, diff: ReportDiff): string {
  const path = shownPaths(skill, diff, 32)[0];
  return path ? pathWords(path, printable, (n) => `… ${n} more …`) : '';
}
