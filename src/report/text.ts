// --format text: `file:line:column: severity: message [rule]`, then a one-line summary.
import type { ChangedEntry, ReportDiff, SkillDiff } from '../core/diff/types.js';
import { appendAll } from '../core/model/model.js';
import { inertLines, printable } from './escape.js';
import { placePath, READER_OF, type PlacePath } from './paths.js';
import type { Formatter } from './formatter.js';
import type { Report } from './report.js';
import { renamedPair } from './renamed.js';
import { someNames, toldLines } from './text-told.js';
import { plural } from './words.js';
import { contributes, entryOrigins, type EntryOrigin } from './origins.js';
import { pathEnd, pathWords, shownPaths } from './via.js';
import { sharedWords, withSharedChanges } from './shared-changes.js';

type Paint = (code: string, text: string) => string;

const COLORS = {
  error: '\u001b[31m',
  warning: '\u001b[33m',
  note: '\u001b[36m',
  dim: '\u001b[2m',
  reset: '\u001b[0m',
};

/**
 * An error that quotes the repository's text (a configuration's value, a JSON parser's snippet of
 * a file), a line at a time after `command: `: no control of it reaches the terminal, and no line
 * of it is a workflow command.
 */
export function errorLines(command: string, message: string): string {
  return message
    .split('\n')
    .map((line) => `${inertLines(`${command}: ${printable(line)}`, 'text')}\n`)
    .join('');
}

/**
 * A usage error (errorLines: it quotes the arguments, which a workflow may fill in from text it
 * does not control, a branch name or an input), then the usage.
 */
export function usageErrorLines(command: string, message: string, usage: string): string {
  return `${errorLines(command, message)}\n${usage}\n`;
}

interface TextOptions {
  color?: boolean;
  /** The base as the user named it (`--base main`), shown beside the commit it resolved to. */
  baseRef?: string;
  /** How a path is written (paths.ts): from the current folder, when run by the CLI. */
  place?: PlacePath;
}

export function formatText(report: Report, options: TextOptions = {}): string {
  const color = options.color === true;
  const place = options.place ?? ((file: string) => file);
  const paint = (code: string, text: string): string => (color ? `${code}${text}${COLORS.reset}` : text);
  const lines = report.diagnostics.map((d) => {
    const where = `${printable(place(d.file))}:${d.line}:${d.column}`;
    return `${where}: ${paint(COLORS[d.severity], d.severity)}: ${printable(d.message)} ${paint(COLORS.dim, `[${d.rule}]`)}`;
  });
  const { summary } = report;
  const servers = summary.mcpServers === undefined ? '' : `, ${plural(summary.mcpServers, 'MCP server')}`;
  const scope = `${plural(summary.files, 'file')} (${plural(summary.tools, 'tool')}, ${plural(summary.skills, 'skill')}, ${plural(summary.actors, 'actor')}${servers})`;
  const found = summary.errors + summary.warnings + summary.notes;
  const counts = [
    plural(summary.errors, 'error'),
    plural(summary.warnings, 'warning'),
    plural(summary.notes, 'note'),
  ].join(', ');
  const verdict = found === 0 ? `No problems in ${scope}.` : `${counts} in ${scope}.`;
  if (report.diff) {
    if (lines.length > 0) lines.push('');
    appendAll(lines, diffLines(report, paint, place, options.baseRef));
  }
  lines.push(lines.length > 0 ? `\n${verdict}` : verdict);
  return `${inertLines(lines.join('\n'), 'path')}\n`;
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

function diffLines(report: Report, paint: Paint, place: PlacePath, baseRef: string | undefined): string[] {
  const diff = report.diff;
  if (!diff) return [];
  const out = [
    `Against ${printable(baseWords(report.base, baseRef))}: ${plural(diff.skills.length, 'skill')} changed, ${plural(diff.actors.length, 'actor')} affected.`,
  ];
  const { tools } = diff;
  // Each entry's changed fields with long values, once: a change met again (the skills above the
  // one that changed, the skills listing a changed tool) names its fields "as above".
  const told = new Set<string>();
  if (tools.added.length + tools.removed.length + tools.changed.length > 0) {
    out.push(
      `  tools: ${[
        ...tools.added.map((t) => `+${printable(t)}`),
        ...tools.removed.map((t) => `-${printable(t)}`),
        ...tools.changed.map((c) => changedWords(c, told)),
      ].join('  ')}`,
    );
  }
  for (const r of diff.renamed ?? []) out.push(`  renamed ${printable(r.kind)} ${renamedPair(r, printable)}`);
  // One at a time: a diff may have more lines than a call takes arguments (135,000 causes).
  for (const skill of withSharedChanges(diff, report.graph?.edges ?? []))
    appendAll(out, skillLines(skill, report, paint, told));
  for (const part of [causeLines(diff, place), actorLines(diff, paint), toldLines(diff, printable, place)])
    appendAll(out, part);
  for (const s of diff.suppressions ?? []) {
    const rules = s.rules.length > 0 ? s.rules.map(printable).join(', ') : '(no rule)';
    out.push(
      `  suppression added at ${printable(place(s.file))}:${s.line}:${s.column}: disable-${s.scope} ${rules}`,
    );
  }
  return out;
}

/** A field with its values: `writes: false → true`, `(none)` where a side has none. */
function fieldChange(v: { field: string; from: string | null; to: string | null }): string {
  const side = (value: string | null): string => (value === null ? '(none)' : printable(value));
  return `${printable(v.field)}: ${side(v.from)} → ${side(v.to)}`;
}

/** Each changed field, with its values where the report has them. */
function fieldChanges(c: ChangedEntry): string {
  const values = new Map((c.values ?? []).map((v) => [v.field, v]));
  return c.fields
    .map((f) => {
      const v = values.get(f);
      return v ? fieldChange(v) : printable(f);
    })
    .join(', ');
}

/** The longest fields-and-values text repeated in each line that shows its change. */
const MAX_REPEATED = 100;

/** A changed entry with its fields' values, or, where `told` already holds them, its fields "as above". */
function changedWords(c: ChangedEntry, told: Set<string>): string {
  const fields = fieldChanges(c);
  // Short values (`capability.writes: false → true`) are read faster than "as above".
  if (!c.values?.length || fields.length <= MAX_REPEATED) return `~${printable(c.name)} (${fields})`;
  const key = `${c.name}\u0000${fields}`;
  if (told.has(key)) return `~${printable(c.name)} (${c.fields.map(printable).join(', ')}: as above)`;
  told.add(key);
  return `~${printable(c.name)} (${fields})`;
}

/**
 * A skill's change, one line per origin: what its own document did ("own change"), what came
 * through each include, what came through the tools it lists; a skill added or removed, one line.
 */
function skillLines(skill: SkillDiff, report: Report, paint: Paint, told: Set<string>): string[] {
  const diff = report.diff as ReportDiff;
  const origins = entryOrigins(skill, diff, report.graph?.edges ?? []);
  const groups = new Map<string, { origin: EntryOrigin; entries: string[]; tools: string[] }>();
  const put = (origin: EntryOrigin, entry: string, name: string): void => {
    const key = origin.by === 'include' ? `include ${origin.skill}` : origin.by;
    const group = groups.get(key) ?? { origin, entries: [], tools: [] };
    groups.set(key, group);
    group.entries.push(entry);
    if (origin.by === 'tool') group.tools.push(printable(name));
  };
  // A skill added or removed whole has one line: there is no other origin to tell apart.
  const whole: EntryOrigin | undefined = skill.status === 'changed' ? undefined : { by: 'cascade' };
  for (const e of skill.added) put(whole ?? origins('added', e), paint(COLORS.note, `+${printable(e)}`), e);
  for (const e of skill.removed)
    put(whole ?? origins('removed', e), paint(COLORS.warning, `-${printable(e)}`), e);
  for (const c of skill.changed) put(whole ?? origins('changed', c), changedWords(c, told), c.name);
  const { sharedWith } = skill;
  if (sharedWith)
    put({ by: 'include', skill: sharedWith.skill }, sharedWords(sharedWith, printable), sharedWith.skill);
  const tokens =
    skill.tokens.before !== skill.tokens.after
      ? `  [tokens ${skill.tokens.before ?? '-'} → ${skill.tokens.after ?? '-'}]`
      : '';
  // Where an include's line shows its path, a change no include shows did not come that way.
  const pathShown = [...groups.values()].some((g) => g.origin.by === 'include');
  const label = (g: { origin: EntryOrigin; tools: string[] }): string =>
    whole
      ? skill.status
      : g.origin.by === 'cascade' && pathShown
        ? 'cascaded'
        : originLabel(skill, diff, g.origin, g.tools);
  if (groups.size === 0)
    return [`  ${printable(skill.name)} (${label({ origin: { by: 'cascade' }, tools: [] })}):${tokens}`];
  // What the skill's own document did first, then what came to it.
  const ordered = [...groups.values()].sort(
    (a, b) => Number(b.origin.by === 'own') - Number(a.origin.by === 'own'),
  );
  return ordered.map(
    (g, i) => `  ${printable(skill.name)} (${label(g)}): ${g.entries.join('  ')}${i === 0 ? tokens : ''}`,
  );
}

function originLabel(skill: SkillDiff, diff: ReportDiff, origin: EntryOrigin, tools: string[]): string {
  switch (origin.by) {
    case 'own':
      return 'own change';
    case 'tool':
      return `through ${tools.join(', ')}`;
    case 'source':
      return 'its source changed';
    case 'include': {
      const path = shownPaths(skill, diff, 32).find((p) => p.head[1] === origin.skill);
      return `via ${path ? pathWords(path, printable, (n) => `… ${n} more …`) : `${printable(skill.name)} → ${printable(origin.skill)}`}`;
    }
    default:
      return cascade(skill, diff);
  }
}

/** One line per cause of new power, with everything it reaches: skills and actors by name. */
function causeLines(diff: ReportDiff, place: PlacePath): string[] {
  return (diff.causes ?? []).map((cause) => {
    const reach = [
      cause.skills.length > 0 ? `skills ${someNames(cause.skills, printable)}` : '',
      cause.actors.length > 0 ? `actors ${someNames(cause.actors, printable)}` : '',
    ].filter(Boolean);
    const where = `${printable(place(cause.file))}:${cause.line}:${cause.column}`;
    return `  new power at ${where}: ${[printable(cause.grant), ...reach].join('; ')}${cause.approved ? ' (approved)' : ''}`;
  });
}

/** Each affected actor with the entries it gains, loses and sees changed, by name, and its policy's loosening. */
function actorLines(diff: ReportDiff, paint: Paint): string[] {
  return diff.actors.map((actor) => {
    const entries = [
      ...actor.added.map((e) => paint(COLORS.note, `+${printable(e)}`)),
      ...actor.removed.map((e) => paint(COLORS.warning, `-${printable(e)}`)),
      ...actor.changed.map((e) => `~${printable(e)}`),
    ];
    const policy = (actor.policy ?? []).map((p) => fieldChange(p));
    const parts = [
      ...(entries.length > 0 || policy.length === 0
        ? [entries.length > 0 ? entries.join('  ') : 'no entry changed']
        : []),
      ...(policy.length > 0 ? [`its access policy loosens: ${policy.join(', ')}`] : []),
    ];
    const through = actor.skills.length > 0 ? ` through ${actor.skills.map(printable).join(', ')}` : '';
    return `  actor ${printable(actor.name)}${through}: ${parts.join('; ')}`;
  });
}

/** `main (1a2b3c4d5e6f)`: the ref as given, and the commit when the ref is not (a prefix of) it. */
function baseWords(base: string | null, ref: string | undefined): string {
  if (base === null) return ref ?? 'the base';
  if (ref === undefined || base.startsWith(ref)) return ref ?? base;
  return `${ref} (${base.slice(0, 12)})`;
}

/**
 * The first include path that leads to a skill whose change this one shows, whole up to 32 names
 * (as `via` holds them), else by its ends.
 */
function viaText(skill: SkillDiff, diff: ReportDiff): string {
  const path = shownPaths(skill, diff, 32).find((p) => p.open || contributes(skill, diff, pathEnd(p)));
  return path ? pathWords(path, printable, (n) => `… ${n} more …`) : '';
}

/** `--format text`, the CLI's default. */
export const textFormat = {
  name: 'text',
  note: 'default',
  format: (report, context) =>
    formatText(report, {
      color: context.color,
      place: placePath(context.places, READER_OF.text),
      baseRef: context.baseRef,
    }),
} as const satisfies Formatter;
