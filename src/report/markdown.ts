// --format markdown: the pull-request comment and job summary. A verdict first, then escalations,
// findings, one collapsible section per changed skill, affected actors and an include graph.
// Sections are dropped whole from the end to stay within the size limit, never cut inside.
import { SEVERITY_RANK, type Diagnostic } from '../core/diagnostic.js';
import type { SkillDiff } from '../core/diff/types.js';
import { code, escapeMarkdown, escapeMermaid } from './escape.js';
import type { Report } from './report.js';

export const COMMENT_MARKER = '<!-- agents-config-check -->';
export const COMMENT_LIMIT = 65_536;

export interface MarkdownOptions {
  /** Longest allowed body, in UTF-16 code units (GitHub's comment limit by default). */
  maxLength?: number;
  /** `https://github.com/o/r/blob/SHA`: findings then link to their lines. */
  linkBase?: string;
  /** Where the full report is, named in the truncation note. */
  fullReport?: string;
  /** Findings listed before the rest are only counted. */
  maxFindings?: number;
  /** How maxLength is measured: characters (a comment) or UTF-8 bytes (a job summary). */
  unit?: 'characters' | 'utf8-bytes';
}

const ICON = { error: '❌', warning: '⚠️', note: 'ℹ️' } as const;

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function location(d: Diagnostic, linkBase: string | undefined): string {
  const text = code(`${d.file}:${d.line}:${d.column}`);
  if (!linkBase) return text;
  const path = d.file.split('/').map(encodeURIComponent).join('/');
  return `[${text}](${linkBase}/${path}#L${d.line})`;
}

/** Rows a table shows before the rest are only counted: one huge table must not crowd out the others. */
const MAX_ROWS = 100;

function capRows(rows: string[], max: number, what: string): string[] {
  if (rows.length <= max) return rows;
  const columns = rows[0]?.split(' | ').length ?? 1;
  const filler = ' |'.repeat(Math.max(0, columns - 1));
  return [...rows.slice(0, max), `| …and ${rows.length - max} more ${what} in the full report |${filler}`];
}

function verdict(report: Report): string {
  const { errors, warnings, notes } = report.summary;
  const escalations = report.diff ? report.diff.skills.reduce((n, s) => n + s.escalations.length, 0) : 0;
  const parts: string[] = [];
  if (errors + warnings + notes === 0) parts.push('no findings');
  else parts.push([plural(errors, 'error'), plural(warnings, 'warning'), plural(notes, 'note')].join(', '));
  if (report.diff) {
    parts.push(`${plural(report.diff.skills.length, 'skill')} changed`);
    if (escalations > 0)
      parts.push(`${plural(escalations, 'escalation')}${report.approval.approved ? ' (approved)' : ''}`);
  }
  const icon = errors > 0 ? '❌' : warnings > 0 ? '⚠️' : '✅';
  return `### ${icon} agents-config-check: ${parts.join(' · ')}`;
}

function escalationSection(report: Report): string | undefined {
  const rows: string[] = [];
  for (const skill of report.diff?.skills ?? []) {
    for (const e of skill.escalations) {
      const change =
        e.kind === 'side_effects'
          ? `side_effects + ${escapeMarkdown(JSON.stringify(e.to))}`
          : e.kind.startsWith('added-')
            ? `added, ${e.kind === 'added-dynamic-mcp' ? 'dynamic MCP server (every tool)' : e.kind.slice(6)}`
            : `${e.kind}: ${escapeMarkdown(String(e.from))} → ${escapeMarkdown(String(e.to))}`;
      const path = skill.via[0] ? skill.via[0].map(code).join(' → ') : skill.direct ? 'own change' : '';
      rows.push(`| ${code(skill.name)} | ${code(e.entry)} | ${change} | ${path} |`);
    }
  }
  if (rows.length === 0) return undefined;
  const how = report.approval.approved
    ? `Approved by the ${code(report.approval.label)} label.`
    : `These fail the check until the pull request carries the ${code(report.approval.label)} label.`;
  return [
    '#### Escalations',
    '',
    how,
    '',
    '| Skill | Entry | Change | Include path |',
    '| --- | --- | --- | --- |',
    ...capRows(rows, MAX_ROWS, 'escalations'),
  ].join('\n');
}

function findingsSection(report: Report, options: MarkdownOptions): string | undefined {
  if (report.diagnostics.length === 0) return undefined;
  const max = options.maxFindings ?? 50;
  const sorted = [...report.diagnostics].sort(
    (a, b) =>
      SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] ||
      (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line),
  );
  const rows = sorted.slice(0, max).map((d) => {
    const isNew = d.new === false ? ' (on base)' : '';
    return `| ${ICON[d.severity]} | ${location(d, options.linkBase)} | ${escapeMarkdown(d.message)}${isNew} | ${code(d.rule)} |`;
  });
  const more = sorted.length > max ? `\n\n…and ${sorted.length - max} more in the full report.` : '';
  return (
    ['#### Findings', '', '| | Location | Message | Rule |', '| --- | --- | --- | --- |', ...rows].join(
      '\n',
    ) + more
  );
}

function skillSection(skill: SkillDiff): string {
  const counts = `+${skill.added.length} −${skill.removed.length} ~${skill.changed.length}`;
  const kind = skill.status === 'changed' ? (skill.direct ? 'changed' : 'cascaded') : skill.status;
  const tokens =
    skill.tokens.before !== skill.tokens.after
      ? ` · tokens ${skill.tokens.before ?? '–'} → ${skill.tokens.after ?? '–'}`
      : '';
  const lines = [`<details><summary>${code(skill.name)} — ${kind}: ${counts}${tokens}</summary>`, ''];
  for (const path of skill.via) lines.push(`Via ${path.map(code).join(' → ')}  `);
  if (skill.changedTools?.length)
    lines.push(`Changed tools it lists: ${skill.changedTools.map(code).join(', ')}  `);
  if (skill.via.length > 0 || skill.changedTools?.length) lines.push('');
  if (skill.flattened && !skill.flattened.head) {
    lines.push('Cannot be flattened on the head (an include cycle or an unknown include).', '');
  } else if (skill.flattened && !skill.flattened.base) {
    lines.push('Could not be flattened on the base; every entry is listed as it is now.', '');
  }
  const rows: string[] = [];
  for (const r of skill.renames)
    rows.push(`| renamed | ${code(r.from)} → ${code(r.to)} | prompts using the old name break |`);
  const renamed = new Set(skill.renames.flatMap((r) => [r.from, r.to]));
  for (const a of skill.added) if (!renamed.has(a)) rows.push(`| added | ${code(a)} | |`);
  for (const r of skill.removed) if (!renamed.has(r)) rows.push(`| removed | ${code(r)} | |`);
  for (const c of skill.changed) {
    const breaking = c.breaking?.length
      ? ` — **breaking**: ${c.breaking.map(escapeMarkdown).join('; ')}`
      : '';
    rows.push(`| changed | ${code(c.name)} | ${c.fields.map(code).join(', ')}${breaking} |`);
  }
  if (rows.length > 0)
    lines.push('| | Entry | Detail |', '| --- | --- | --- |', ...capRows(rows, MAX_ROWS, 'entries'), '');
  lines.push('</details>');
  return lines.join('\n');
}

function actorsSection(report: Report): string | undefined {
  const actors = report.diff?.actors ?? [];
  if (actors.length === 0) return undefined;
  const rows = actors.map(
    (a) =>
      `| ${code(a.name)} | ${a.skills.map(code).join(', ')} | ${a.added.length} | ${a.removed.length} | ${a.changed.length} |`,
  );
  return [
    '#### Affected actors',
    '',
    '| Actor | Through | Added | Removed | Changed |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

function graphSection(report: Report): string | undefined {
  const graph = report.graph;
  const skills = report.diff?.skills ?? [];
  if (!graph || skills.length === 0) return undefined;
  const ids = new Map<string, string>();
  const id = (name: string): string => {
    let v = ids.get(name);
    if (!v) ids.set(name, (v = `s${ids.size}`));
    return v;
  };
  const lines = ['#### Include graph of the change', '', '```mermaid', 'graph TD'];
  for (const s of skills) lines.push(`  ${id(s.name)}["${escapeMermaid(s.name)}"]`);
  for (const [from, to] of graph.edges) lines.push(`  ${id(from)} --> ${id(to)}`);
  const changed = graph.changed.filter((n) => ids.has(n));
  if (changed.length > 0) {
    lines.push('  classDef changed fill:#fde2e1,stroke:#d1242f');
    lines.push(`  class ${changed.map(id).join(',')} changed`);
  }
  lines.push('```', '', 'Red: skills whose own document changed; the others changed through their includes.');
  return lines.join('\n');
}

export function formatMarkdown(report: Report, options: MarkdownOptions = {}): string {
  const limit = options.maxLength ?? COMMENT_LIMIT;
  const head = `${COMMENT_MARKER}\n${verdict(report)}`;
  const sections: { name: string; text: string }[] = [];
  const push = (name: string, text: string | undefined): void => {
    if (text) sections.push({ name, text });
  };
  push('escalations', escalationSection(report));
  push('findings', findingsSection(report, options));
  const skills = report.diff?.skills ?? [];
  if (skills.length > 0) sections.push({ name: 'skill changes', text: '#### Skill changes' });
  for (const s of skills) push(`skill ${s.name}`, skillSection(s));
  push('actors', actorsSection(report));
  push('graph', graphSection(report));
  if (!report.base && report.diff === null) {
    sections.push({ name: 'base', text: '_No base to compare against: the head was checked on its own._' });
  }

  // GitHub limits a comment in characters and a job summary in bytes; measure what applies.
  const encoder = new TextEncoder();
  const size =
    options.unit === 'utf8-bytes'
      ? (t: string): number => encoder.encode(t).length
      : (t: string): number => t.length;
  const unit = options.unit === 'utf8-bytes' ? 'bytes' : 'characters';
  const out = [head];
  let length = size(head);
  // Room for the note that names what was left out (at most this many names, then a count).
  const reserve = 1200;
  const dropped: string[] = [];
  for (const section of sections) {
    const cost = size(section.text) + 2;
    if (dropped.length === 0 && length + cost + reserve <= limit) {
      out.push(section.text);
      length += cost;
    } else dropped.push(section.name);
  }
  if (dropped.length > 0) {
    const where = options.fullReport ? ` See ${escapeMarkdown(options.fullReport)}.` : '';
    const named = dropped
      .slice(0, 12)
      .map((n) => escapeMarkdown(n))
      .join(', ');
    const more = dropped.length > 12 ? ` and ${dropped.length - 12} more` : '';
    out.push(`> [!NOTE]\n> Left out to stay within ${limit} ${unit}: ${named}${more}.${where}`);
  }
  return `${out.join('\n\n')}\n`;
}
