// --format markdown: the pull-request comment and job summary, written for a reviewer who asks
// "what power does this pull request grant, to whom, and who approves it" (SPEC §7). A verdict,
// then one row per cause of new power with its reach, the actors with the tools they gain and
// lose, the suppression comments the head adds, the findings, per-skill detail folded away, and
// a graph of the change. Every value from the report is escaped as user text, whatever its field;
// within the size limit each section is cut inside, never dropped while its heading still fits.
import type { Diagnostic } from '../core/model/diagnostic.js';
import type { AddedGrant } from '../core/diff/added-grants.js';
import type { ActorDiff, ChangedEntry, ReportDiff, SkillDiff } from '../core/diff/types.js';
import type { AddedSuppression } from '../core/config/suppress.js';
import { ESCALATION_KINDS, shortKind, type EscalationKind } from '../core/diff/changes.js';
import { shownPair } from '../core/diff/fields.js';
import { byAnnotationRank } from './annotations.js';
import { byDanger, causesOf, DANGER_LEVELS, dangerOfKinds, type Cause } from './causes.js';
import { clipEscaping, code, escapedClip, escapeMarkdown, wellFormed } from './escape.js';
import { fitSections, type Item, type Section, type Size } from './fit.js';
import { powerGraph } from './power-graph.js';
import { toldSection } from './markdown-told.js';
import { placePath, READER_OF, type PlacePath } from './paths.js';
import type { Formatter } from './formatter.js';
import type { Report } from './report.js';
import { renamedPair } from './renamed.js';
import { RULES_DOC, ruleDocLink } from './rule-docs.js';
import { byCodeUnits } from '../core/text/order.js';
import { clip, plural as counted } from './words.js';
import { contributes, entryOrigins, type EntryOrigin } from './origins.js';
import { pathEnd, pathWords, shownPaths } from './via.js';
import { sharedWords } from './shared-changes.js';

export const COMMENT_MARKER = '<!-- agents-config-check -->';
export const COMMENT_LIMIT = 65_536;

interface MarkdownOptions {
  /** Longest allowed body, in UTF-16 code units (GitHub's comment limit by default). */
  maxLength?: number;
  /** The limit a note of what was cut names (GitHub's), where `maxLength` is what is left of it: `maxLength` by default. */
  limit?: number;
  /** `https://github.com/o/r/blob/SHA`: locations then link to their lines. */
  linkBase?: string;
  /** Where the full report is, named wherever something was cut. */
  fullReport?: string;
  /**
   * Where the rows past a section's count cap are (the 51st finding, the 101st actor), where that
   * is not `fullReport`: the Action's job summary has the comment's caps, so the comment names the
   * JSON report for those. `fullReport` by default.
   */
  pastCaps?: string;
  /** Findings listed before the rest are only counted. */
  maxFindings?: number;
  /** How maxLength is measured: characters (a comment) or UTF-8 bytes (a job summary). */
  unit?: 'characters' | 'utf8-bytes';
  /** docs/rules.md to link rule ids to (`#<rule-id>`). */
  rulesDoc?: string;
  /** How a path is written (paths.ts): from the repository's top, where `linkBase` points. */
  place?: PlacePath;
  /** The run fails (FormatContext.fails): the verdict says so, whatever the findings' severities. */
  fails?: boolean;
}

const ICON = { error: '❌', warning: '⚠️', note: 'ℹ️' } as const;
/** Rows or blocks a section lists before the rest are only counted, however much room there is. */
const MAX_ROWS = 100;
const MAX_CAUSES = 200;
/** Longest name shown; a longer one is cut with an ellipsis (the full report has it whole). */
const MAX_NAME = 200;
/** Names listed in one table cell before the rest are counted. */
const MAX_IN_CELL = 20;
/** A reach longer than this is folded into a <details> in its cell. */
const MAX_UNFOLDED = 8;

/** A count from the report, escaped like any text: the report is not trusted to hold numbers. */
function plural(n: number, word: string, many?: string): string {
  return counted(n, word, many, num);
}

/** A name from the report, shown as code, within about twice MAX_NAME characters however it escapes. */
function name(text: string): string {
  return `<code>${escapedClip(text, MAX_NAME)}</code>`;
}

function num(n: number): string {
  return escapeMarkdown(String(n));
}

function nameList(names: string[], max = MAX_IN_CELL, show: (n: string) => string = name): string {
  if (names.length === 0) return '–';
  const listed = names.slice(0, max).map(show).join(', ');
  return names.length > max ? `${listed} and ${names.length - max} more` : listed;
}

/**
 * A changed field with its values: `capability.writes`: `false` → `true` (`–` where a side has
 * none), each cut from a little before where they differ (a policy's are whole in the report).
 */
function valueChange(v: { field: string; from: string | null; to: string | null }): string {
  const side = (value: string | null): string => (value === null ? '–' : code(value));
  const [from, to] = shownPair(v.from, v.to, 120);
  return `${name(v.field)}: ${side(from)} → ${side(to)}`;
}

/** Each changed field of an entry, with its values where the report has them. */
function fieldChanges(c: ChangedEntry): string {
  const values = new Map((c.values ?? []).map((v) => [v.field, v]));
  return nameList(c.fields, 10, (f) => {
    const v = values.get(f);
    return v ? valueChange(v) : name(f);
  });
}

/** What an added entry brings: its source and power, as the report records them. */
function grantWords(grant: AddedGrant | undefined): string {
  if (!grant) return '';
  // A side effect is the repository's text, of any length: a row longer than the comment was
  // never shown, and with it no entry of the skill after it (the most dangerous come first).
  const power =
    grant.power.length > 0 ? ` · ${escapedClip(grant.power.slice(0, 10).join(', '), MAX_WORDS)}` : '';
  return `${escapedClip(grant.source, MAX_NAME)}${power}`;
}

/** Where an entry's change came from; nothing where nothing in the report says which. */
function originWords(origin: EntryOrigin): string {
  if (origin.by === 'own') return 'own change';
  if (origin.by === 'include') return `via ${name(origin.skill)}`;
  if (origin.by === 'tool') return "the tool's definition changed";
  if (origin.by === 'source') return 'its source changed';
  return '';
}

/** A row's detail: its parts that say something, joined. */
function detail(...parts: string[]): string {
  return parts.filter((p) => p !== '').join(' · ');
}

/** About the longest grant shown in a cell, in Markdown: one row can never fill the comment. */
const MAX_GRANT = 4000;
/** Longest run of a grant's words between names (a value such as a side effects list) shown. */
const MAX_WORDS = 500;

/**
 * A grant's words and the names the core quoted in it (core/text/words.ts `quoted`), in order. A
 * name runs to the first quote no backslash escapes, so a quote inside a name cannot close it and
 * turn the rest of it into the gate's words; a quote never closed is text. One pass: a report's
 * grant may hold thousands of quotes.
 */
function grantPieces(grant: string): { text: string; quoted: boolean }[] {
  const pieces: { text: string; quoted: boolean }[] = [];
  let text = '';
  let open = -1;
  let inName = '';
  for (let i = 0; i < grant.length; i++) {
    const ch = grant[i] as string;
    if (open < 0) {
      if (ch !== "'") text += ch;
      else [open, inName] = [i, ''];
    } else if (ch === '\\' && i + 1 < grant.length) inName += grant[++i] as string;
    else if (ch !== "'") inName += ch;
    else {
      pieces.push({ text, quoted: false }, { text: inName, quoted: true });
      [text, open] = ['', -1];
    }
  }
  pieces.push({ text: open < 0 ? text : text + grant.slice(open), quoted: false });
  return pieces;
}

/**
 * Words with names quoted '…' shown as code; all of it escaped, each name cut as names are, and
 * the whole to about MAX_GRANT characters of Markdown, its last words kept ("…, which writes"):
 * a row too long for the room it gets is not shown, nor is any row after it, so a cause with a
 * name of 70,000 characters (or a list of 3,000 patterns) would otherwise hide every cause.
 */
function words(grant: string): string {
  const pieces = grantPieces(grant);
  // The words after the last name: what the grant says the entry does.
  const tail = pieces.pop() as { text: string };
  let out = '';
  let left = MAX_GRANT;
  for (const piece of pieces) {
    if (left <= 0) {
      out = `${out.trimEnd()} …`;
      break;
    }
    const shown = escapedClip(piece.text, piece.quoted ? MAX_NAME : MAX_WORDS);
    const text = piece.quoted ? `<code>${shown}</code>` : shown;
    out += text;
    left -= text.length;
  }
  return out + escapedClip(tail.text, MAX_WORDS);
}

function location(
  site: { file: string; line: number; column: number } | undefined,
  o: Pick<Required<MarkdownOptions>, 'linkBase' | 'place'>,
): string {
  if (!site) return '–';
  const file = o.place(site.file);
  const text = `<code>${escapedClip(file, 1000)}${escapeMarkdown(`:${site.line}:${site.column}`)}</code>`;
  // A file outside the repository (an absolute path) has no page to link to.
  if (!o.linkBase || !Number.isInteger(site.line) || file.startsWith('/')) return text;
  const path = file.split('/').map(urlSegment).join('/');
  const plain = RENDERED.test(file) ? '?plain=1' : '';
  return `[${text}](${o.linkBase}/${path}${plain}#L${site.line})`;
}

/**
 * Files GitHub shows rendered (Markdown such as SKILL.md, other markup, tables, notebooks, images,
 * maps), where `#L3` is no anchor: `?plain=1` shows such a file's lines.
 */
const RENDERED =
  /\.(md|markdown|mdown|mkdn|mkd|mdwn|mdtxt|mdtext|textile|rdoc|org|creole|mediawiki|wiki|rst|asciidoc|adoc|asc|pod|pod6|csv|tsv|ipynb|svg|geojson|topojson)$/i;

/**
 * A path segment for a link target: what a Markdown link destination could end at is encoded too.
 * Half of a surrogate pair (a report's JSON may escape one; no file name holds one) is written as
 * U+FFFD, as encodeURIComponent throws on it.
 */
function urlSegment(text: string): string {
  return encodeURIComponent(wellFormed(text)).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function rule(id: string, rulesDoc: string): string {
  const link = ruleDocLink(id, rulesDoc);
  return link ? `[${name(id)}](${link})` : name(id);
}

function tableHead(columns: string[]): string {
  return `| ${columns.join(' | ')} |\n|${' --- |'.repeat(columns.length)}`;
}

function moreRow(columns: number, text: string): string {
  return `| ${text} |${' |'.repeat(columns - 1)}`;
}

/** A section that is one table: the rows shown, then a row that points at the full report for the rest. */
function tableSection(
  table: { name: string; title: string; columns: string[]; rows: Item[]; total: number; more: string },
  weight: number,
  o: Required<MarkdownOptions>,
): Section {
  const { columns, rows } = table;
  const where = escapeMarkdown(table.total > rows.length ? o.pastCaps : o.fullReport);
  return {
    name: table.name,
    head: `${table.title}\n\n${tableHead(columns)}`,
    items: rows,
    unlisted: table.total - rows.length,
    separator: '\n',
    more: (n) => moreRow(columns.length, `…and ${plural(n, table.more)} in ${where}`),
    weight,
  };
}

/**
 * The comment's first line. Where the run fails without an error among the findings (a base it
 * could not read, a workspace that is not the head, notes or warnings that reach `fail-on`), it
 * says so: a green mark over a failed check reads as a glitch of CI to merge past.
 */
function verdict(report: Report, causes: Cause[], fails: boolean): string {
  const { errors, warnings, notes } = report.summary;
  const parts: string[] = fails && errors === 0 ? ['the check fails'] : [];
  if (causes.length > 0) {
    // The line a reviewer glances at (and a notification's first): an escalation its own author
    // approved reads as reviewed where it says only "approved".
    const approved = !causes.every((c) => c.approved)
      ? ''
      : report.approval.approverIsAuthor === true
        ? ' (approved by its author)'
        : ' (approved)';
    parts.push(`${plural(causes.length, 'cause')} of new power${approved}`);
  }
  if (errors + warnings + notes === 0) parts.push('no findings');
  else parts.push([plural(errors, 'error'), plural(warnings, 'warning'), plural(notes, 'note')].join(', '));
  if (report.diff) {
    parts.push(`${plural(report.diff.skills.length, 'skill')} changed`);
    if (report.diff.actors.length > 0) parts.push(`${plural(report.diff.actors.length, 'actor')} affected`);
  }
  const icon = errors > 0 || fails ? '❌' : warnings > 0 ? '⚠️' : '✅';
  return `### ${icon} agents-config-check: ${parts.join(' · ')}`;
}

/**
 * Under the verdict, the commit it is of, where the report names the pull request's head (the
 * Action's): the comment is the pull request's, and is written again only by a run that checked a
 * newer head. A push whose run never writes (skipped, cancelled, failing before it comments, unable
 * to read the comments) leaves an earlier head's verdict (a ✅, an approval) standing, which read
 * as the pull request's as it is now. The whole commit id: a push can be made to share a short one.
 */
function headLine(report: Report): string {
  const sha = report.pullRequest?.headSha;
  if (typeof sha !== 'string' || !/^[0-9a-f]{40,64}$/.test(sha)) return '';
  return `\n\nOf the pull request's head ${code(sha)}: what a commit pushed after it grants is not in this.`;
}

/** Names listed in a cause's reach when the whole list does not fit the room left. */
const FEW_IN_REACH = 5;

/** A cause's reach, each list of names cut to `max` (the rest counted). */
function reach(cause: Cause, max = MAX_ROWS): string {
  const parts: string[] = [];
  if (cause.actors.length > 0) parts.push(`actors ${nameList(cause.actors, max)}`);
  if (cause.skills.length > 0) parts.push(`skills ${nameList(cause.skills, max)}`);
  if (parts.length === 0) return '–';
  if (cause.actors.length + cause.skills.length <= MAX_UNFOLDED) return parts.join('; ');
  const summary = [plural(cause.actors.length, 'actor'), plural(cause.skills.length, 'skill')].join(', ');
  return `<details><summary>${summary}</summary>${parts.join('; ')}</details>`;
}

/**
 * Who approved the causes with the label, where the run knew (its report's `approver`), and that
 * they opened the pull request themselves, which a reviewer reads as approving their own change.
 */
function approvedWithLabel(approval: Report['approval'], label: string): string {
  if (approval.approver === undefined) return `Approved by the ${label} label.`;
  const who = name(approval.approver);
  return approval.approverIsAuthor === true
    ? `Approved by ${who}, who opened this pull request, with the ${label} label.`
    : `Approved by ${who} with the ${label} label.`;
}

function causesSection(
  report: Report,
  causes: Cause[],
  size: Size,
  o: Required<MarkdownOptions>,
): Section | undefined {
  if (causes.length === 0) return undefined;
  const label = name(report.approval.label);
  const how = !causes.every((c) => c.approved)
    ? report.approval.escalationsFail === false
      ? `These do not fail the check: the configuration turns the ${code('escalation')} rule off or keeps it under ${code('fail-on')}. The ${label} label approves them.`
      : report.approval.labelOnEarlierCommit
        ? `These fail the check: the ${label} label was added to an earlier commit, and approves that one only. Remove it and add it again to approve this one.`
        : `These fail the check until the pull request carries the ${label} label.`
    : report.approval.by === 'option'
      ? `Approved with ${code('--allow-escalations')}.`
      : approvedWithLabel(report.approval, label);
  const columns = ['Where', 'Grants', 'Reaches'];
  const row = (c: Cause, names: number): string =>
    `| ${location('file' in c ? c : undefined, o)} | ${words(c.grant)}${c.approved ? ' (approved)' : ''} | ${reach(c, names)} |`;
  // Only the rows shown are built: a report may hold a million causes. A row whose reach names
  // hundreds of long names is shown with a few of them where the whole would take more than its
  // share of the room left: fitting stops at the first row that does not fit, and every cause
  // after it would be only counted.
  const shown = byDanger(causes).slice(0, MAX_CAUSES);
  const rows = shown.map((c, i) => (room: number) => {
    const whole = row(c, MAX_ROWS);
    return size(whole) <= room / (shown.length - i) ? whole : row(c, FEW_IN_REACH);
  });
  const title = `#### Power this pull request grants\n\n${how}`;
  return tableSection(
    { name: 'causes', title, columns, rows, total: causes.length, more: 'more cause' },
    5,
    o,
  );
}

/** The actor's tools by name, each marked once with every way it gains power there. */
function actorRow(actor: ActorDiff, o: Required<MarkdownOptions>, names = MAX_IN_CELL): string {
  const gains = new Map<string, string[]>();
  const order = (kind: string): number => ESCALATION_KINDS.indexOf(kind as EscalationKind);
  const escalations = [...(actor.escalations ?? [])].sort((a, b) => order(a.kind) - order(b.kind));
  for (const e of escalations) {
    const list = gains.get(e.entry) ?? [];
    // In the Gains column "added" goes without saying: "writes, unsafe", not "added, writes, added, unsafe".
    const words = shortKind(e.kind).replace(/^added, /, '');
    if (!list.includes(words)) list.push(words);
    gains.set(e.entry, list);
  }
  const marked = (entry: string): string => {
    const kinds = gains.get(entry);
    return kinds ? `${name(entry)} (**${escapeMarkdown(kinds.join(', '))}**)` : name(entry);
  };
  // An escalation of an entry the actor had already shows under "changed".
  const added = new Set(actor.added);
  const changed = [...actor.changed];
  const listed = new Set(changed);
  for (const entry of gains.keys()) if (!added.has(entry) && !listed.has(entry)) changed.push(entry);
  const policy = (actor.policy ?? []).slice(0, names).map((p) => `${valueChange(p)} at ${location(p, o)}`);
  const through = [
    ...(actor.skills.length > 0 || policy.length === 0 ? [nameList(actor.skills, Math.min(10, names))] : []),
    ...(policy.length > 0 ? [`its access policy loosens: ${policy.join(', ')}`] : []),
  ].join('; ');
  // The entries that gain power first, the most dangerous of them first (as the causes go):
  // twenty harmless names must not push the one that writes into "and 5 more", nor twenty that
  // write the one that is unsafe.
  const danger = dangerByEntry(escalations);
  const first = (list: readonly string[]): string[] => [
    // A stable sort: the given order within a level.
    ...list
      .filter((e) => gains.has(e))
      .sort((a, b) => (danger.get(a) ?? DANGER_LEVELS) - (danger.get(b) ?? DANGER_LEVELS)),
    ...list.filter((e) => !gains.has(e)),
  ];
  return `| ${name(actor.name)} | ${nameList(first(actor.added), names, marked)} | ${nameList(actor.removed, names)} | ${nameList(first(changed), names, marked)} | ${through} |`;
}

/** Each entry's level in DANGER (dangerOfKinds): that of its most dangerous escalation. */
function dangerByEntry(escalations: readonly { entry: string; kind: string }[]): Map<string, number> {
  const danger = new Map<string, number>();
  for (const e of escalations)
    danger.set(e.entry, Math.min(danger.get(e.entry) ?? DANGER_LEVELS, dangerOfKinds([e.kind])));
  return danger;
}

/**
 * Actors or skills, those that gain power first, the most dangerous first (as the causes go), the
 * given order within a level (a stable sort): a table shows a hundred, fewer where the room runs
 * out, and those that gain a tool that writes must not push the one that gains an unsafe tool
 * into "…and 5 more".
 */
function gainersFirst<T extends { escalations?: { kind: string }[] }>(list: readonly T[]): T[] {
  const rank = (item: T): number =>
    (item.escalations ?? []).length === 0
      ? DANGER_LEVELS + 1
      : dangerOfKinds((item.escalations ?? []).map((e) => e.kind));
  return list
    .map((item) => ({ item, rank: rank(item) }))
    .sort((a, b) => a.rank - b.rank)
    .map((r) => r.item);
}

/**
 * The actors, a row each, those that gain the most dangerous power first. A row names twenty
 * entries a cell, and each name may take 400 characters: a row listing fewer where the whole would
 * take more than its share of the room left (as a cause's reach does), for fitting stops at the
 * first row that does not fit, and every actor after it would be only counted.
 */
function actorsSection(report: Report, size: Size, o: Required<MarkdownOptions>): Section | undefined {
  const actors = report.diff?.actors ?? [];
  if (actors.length === 0) return undefined;
  const columns = ['Actor', 'Gains', 'Loses', 'Changed', 'Through'];
  const shown = gainersFirst(actors).slice(0, MAX_ROWS);
  const rows = shown.map((a, i) => (room: number) => {
    const whole = actorRow(a, o);
    return size(whole) <= room / (shown.length - i) ? whole : actorRow(a, o, FEW_IN_REACH);
  });
  const title = '#### Actors whose tools or access change';
  return tableSection(
    { name: 'actors', title, columns, rows, total: actors.length, more: 'more actor' },
    4,
    o,
  );
}

/** Definitions renamed with their content unchanged, one row each: never counted as added power. */
function renamedSection(report: Report, o: Required<MarkdownOptions>): Section | undefined {
  const renamed = report.diff?.renamed ?? [];
  if (renamed.length === 0) return undefined;
  const columns = ['Renamed', 'Name'];
  const rows = renamed
    .slice(0, MAX_ROWS)
    .map((r) => `| ${escapeMarkdown(r.kind)} | ${renamedPair(r, name)} |`);
  const title =
    '#### Renamed, content unchanged\n\nEach is compared with its old self: nothing it holds counts as added.';
  return tableSection(
    { name: 'renamed', title, columns, rows, total: renamed.length, more: 'more rename' },
    2,
    o,
  );
}

const SCOPE: Record<string, string> = { 'next-line': 'the next line', file: 'the whole file' };

function suppressionsSection(report: Report, o: Required<MarkdownOptions>): Section | undefined {
  const added: AddedSuppression[] = report.diff?.suppressions ?? [];
  if (added.length === 0) return undefined;
  const columns = ['Where', 'Turns off', 'For'];
  const rows = added.slice(0, MAX_ROWS).map((s) => {
    const rules =
      s.rules.length > 0 ? nameList(s.rules, MAX_IN_CELL, (r) => rule(r, o.rulesDoc)) : 'every rule';
    return `| ${location(s, o)} | ${rules} | ${escapeMarkdown(SCOPE[s.scope] ?? s.scope)} |`;
  });
  const title =
    '#### Suppression comments this pull request adds\n\nEach hides findings from this check from now on.';
  const more = 'more suppression';
  return tableSection({ name: 'suppressions', title, columns, rows, total: added.length, more }, 2, o);
}

/**
 * A finding's message as its row shows it: each name quoted in it ('x/deploy', a quote or
 * backslash of its own escaped or not) cut as name() cuts one, then the whole to 2,000 characters
 * and about twice that escaped; so the gate's words after two names of `$` ("which writes") stay.
 */
function messageText(message: string): string {
  const names = message.replace(/'((?:[^'\\]|\\.)*)'/gs, (whole, quoted: string) => {
    const cut = clipEscaping(quoted, MAX_NAME);
    return cut === quoted ? whole : `'${cut}'`;
  });
  return escapedClip(names, 2000);
}

function findingsSection(report: Report, o: Required<MarkdownOptions>): Section | undefined {
  if (report.diagnostics.length === 0) return undefined;
  // By file and line within the annotations' order (a stable sort): the most severe first, the
  // gate's findings by the danger of their cause, so fifty schema errors and lesser grants in files
  // that sort first cannot leave the unsafe grant out of the fifty findings listed.
  const byPlace = [...report.diagnostics].sort((a, b) => byCodeUnits(a.file, b.file) || a.line - b.line);
  const sorted = byAnnotationRank(byPlace, report.diff?.causes ?? []);
  const columns = ['', 'Location', 'Message', 'Rule'];
  const row = (d: Diagnostic): string => {
    const onBase = d.new === false ? ' (on base)' : '';
    return `| ${ICON[d.severity]} | ${location(d, o)} | ${messageText(d.message)}${onBase} | ${rule(d.rule, o.rulesDoc)} |`;
  };
  const rows = sorted.slice(0, o.maxFindings).map(row);
  const total = sorted.length;
  return tableSection(
    { name: 'findings', title: '#### Findings', columns, rows, total, more: 'more finding' },
    3,
    o,
  );
}

/** Where each change of the skill came from; a skill added or removed whole has no other origin to tell apart. */
function skillOrigins(skill: SkillDiff, diff: ReportDiff, edges: readonly [string, string][]): Origins {
  if (skill.status !== 'changed') return () => ({ by: 'cascade' });
  return entryOrigins(skill, diff, edges);
}

type Origins = ReturnType<typeof entryOrigins>;

/**
 * The changed tools it lists whose edit a row's change came from: a tool its own document adds
 * or drops (the registry's too) is its own change, not a changed tool it lists.
 */
function toolCauses(skill: SkillDiff, origin: Origins): string[] {
  const tools = skill.changedTools ?? [];
  if (tools.length === 0) return tools;
  const shown = new Set<string>();
  for (const a of skill.added) if (origin('added', a).by === 'tool') shown.add(a);
  for (const r of skill.removed) if (origin('removed', r).by === 'tool') shown.add(r);
  for (const c of skill.changed) if (origin('changed', c).by === 'tool') shown.add(c.name);
  return tools.filter((t) => shown.has(t));
}

/** One row per entry the skill gains, loses, renames or sees changed, each with what it is and where it came from. */
function entryRows(skill: SkillDiff, origin: Origins): string[] {
  // The entries that gain power first, the most dangerous first (as the causes go), then the rest
  // in the order below: a skill's rows are cut at a hundred, and a hundred entries added that
  // write must not push an unsafe one (added or changed) into "…and 21 more entries".
  const danger = dangerByEntry(skill.escalations ?? []);
  const rows: { row: string; rank: number }[] = [];
  const push = (row: string, entry?: string): void => {
    rows.push({ row, rank: (entry === undefined ? undefined : danger.get(entry)) ?? DANGER_LEVELS + 1 });
  };
  for (const r of skill.renames)
    push(`| renamed | ${name(r.from)} → ${name(r.to)} | prompts using the old name break |`);
  const renamed = new Set(skill.renames.flatMap((r) => [r.from, r.to]));
  const grants = new Map((skill.grants ?? []).map((g) => [g.name, g]));
  for (const a of skill.added) {
    if (renamed.has(a)) continue;
    push(`| added | ${name(a)} | ${detail(grantWords(grants.get(a)), originWords(origin('added', a)))} |`, a);
  }
  for (const r of skill.removed)
    if (!renamed.has(r)) push(`| removed | ${name(r)} | ${originWords(origin('removed', r))} |`);
  for (const c of skill.changed) {
    const breaking = c.breaking?.length
      ? ` — **breaking**: ${nameList(c.breaking, 5, (b) => escapedClip(b, MAX_NAME))}`
      : '';
    const words = detail(`${fieldChanges(c)}${breaking}`, originWords(origin('changed', c)));
    push(`| changed | ${name(c.name)} | ${words} |`, c.name);
  }
  // A report from JSON names the changes an included skill shows alike once (shared-changes.ts).
  if (skill.sharedWith) push(`| changed | | ${escapeMarkdown(sharedWords(skill.sharedWith, (n) => n))} |`);
  // A stable sort: the order above within a level.
  return rows.sort((a, b) => a.rank - b.rank).map((r) => r.row);
}

/**
 * How a changed skill changed, for its summary: 'its source changed' where every change came
 * through what it reads (an inventory re-pinned, an Agent Skills folder edited), as its rows and
 * the text output say; else 'changed' for its own document's edit, 'cascaded' for the rest.
 */
function changeKind(skill: SkillDiff, origin: Origins): string {
  if (skill.status !== 'changed') return escapeMarkdown(skill.status);
  const origins = [
    ...skill.added.map((a) => origin('added', a)),
    ...skill.removed.map((r) => origin('removed', r)),
    ...skill.changed.map((c) => origin('changed', c)),
  ];
  if (origins.length > 0 && origins.every((o) => o.by === 'source')) return 'its source changed';
  return skill.direct ? 'changed' : 'cascaded';
}

/** One skill's change, folded, its entry table cut to `room`. */
function skillBlock(
  skill: SkillDiff,
  diff: ReportDiff,
  edges: readonly [string, string][],
  room: number,
  size: Size,
  { where, pastCaps }: { where: string; pastCaps: string },
): string | undefined {
  const changed = skill.changed.length + (skill.sharedWith?.changed ?? 0);
  const counts = `+${num(skill.added.length)} −${num(skill.removed.length)} ~${num(changed)}`;
  const origin = skillOrigins(skill, diff, edges);
  const kind = changeKind(skill, origin);
  const tokens =
    skill.tokens.before !== skill.tokens.after
      ? ` · tokens ${skill.tokens.before === null ? '–' : num(skill.tokens.before)} → ${skill.tokens.after === null ? '–' : num(skill.tokens.after)}`
      : '';
  const lines = [`<details><summary>${name(skill.name)} — ${kind}: ${counts}${tokens}</summary>`, ''];
  // Only the include paths that lead to a skill whose change this one shows.
  const paths = shownPaths(skill, diff, 8).filter((p) => p.open || contributes(skill, diff, pathEnd(p)));
  for (const path of paths.slice(0, 5)) lines.push(`Via ${pathWords(path, name, () => '…')}  `);
  if (paths.length > 5) lines.push(`…and ${plural(paths.length - 5, 'more include path')}  `);
  const tools = toolCauses(skill, origin);
  if (tools.length > 0) lines.push(`Changed tools it lists: ${nameList(tools)}  `);
  if (paths.length > 0 || tools.length > 0) lines.push('');
  if (skill.flattened && !skill.flattened.head) {
    lines.push('Cannot be flattened on the head (an include cycle or an unknown include).', '');
  } else if (skill.flattened && !skill.flattened.base) {
    lines.push('Could not be flattened on the base; every entry is listed as it is now.', '');
  }
  const rows = entryRows(skill, origin);
  const end = '</details>';
  let text = lines.join('\n');
  if (rows.length > 0) text += `\n${tableHead(['', 'Entry', 'Detail'])}`;
  const more = (n: number): string =>
    `\n${moreRow(3, `…and ${plural(n, 'more entry', 'more entries')} in ${rows.length > MAX_ROWS ? pastCaps : where}`)}`;
  const reserve = rows.length > 0 ? size(more(rows.length)) : 0;
  let used = size(text) + size(`\n\n${end}`) + reserve;
  if (used > room) return undefined;
  let shown = 0;
  for (; shown < Math.min(rows.length, MAX_ROWS); shown++) {
    const cost = size(rows[shown] as string) + 1;
    if (used + cost > room) break;
    text += `\n${rows[shown] as string}`;
    used += cost;
  }
  if (shown < rows.length) text += more(rows.length - shown);
  return `${text}\n\n${end}`;
}

function skillsSection(report: Report, size: Size, o: Required<MarkdownOptions>): Section | undefined {
  const diff = report.diff;
  const skills = diff?.skills ?? [];
  if (!diff || skills.length === 0) return undefined;
  const where = escapeMarkdown(o.fullReport);
  const pastCaps = escapeMarkdown(o.pastCaps);
  const ordered = gainersFirst(skills);
  return {
    name: 'per-skill detail',
    head: `#### Per-skill detail\n\n${plural(skills.length, 'skill')} whose flattened set changed:`,
    items: ordered
      .slice(0, MAX_ROWS)
      .map(
        (s) => (room: number) =>
          skillBlock(s, diff, report.graph?.edges ?? [], room, size, { where, pastCaps }),
      ),
    unlisted: Math.max(0, skills.length - MAX_ROWS),
    separator: '\n\n',
    more: (n) => `…and ${plural(n, 'more skill')} in ${skills.length > MAX_ROWS ? pastCaps : where}.`,
    weight: 1,
  };
}

function graphSection(
  report: Report,
  causes: Cause[],
  size: Size,
  o: Required<MarkdownOptions>,
): Section | undefined {
  // A cause that reaches skills the diff does not show as changed (a configuration key that hides
  // them) is drawn with them, even when nothing else changed.
  const reaching = causes.some((c) => c.skills.length + c.actors.length > 0);
  if (!report.diff || (report.diff.skills.length === 0 && report.diff.actors.length === 0 && !reaching))
    return undefined;
  return {
    name: 'graph',
    head: '#### Graph of the change',
    items: [(room: number) => powerGraph(report, causes, room, size)],
    separator: '\n\n',
    more: () => `_Too large to draw here; see ${escapeMarkdown(o.fullReport)}._`,
    weight: 1,
  };
}

/** A run without a base says so, last. */
function noBaseSection(report: Report): Section | undefined {
  if (report.base || report.diff !== null) return undefined;
  return {
    name: 'base',
    head: '_No base to compare against: the head was checked on its own._',
    items: [],
    separator: '',
    more: () => '',
    weight: 1,
  };
}

export function formatMarkdown(report: Report, options: MarkdownOptions = {}): string {
  const fullReport = clip(options.fullReport ?? 'the full report', MAX_NAME);
  const o: Required<MarkdownOptions> = {
    maxLength: options.maxLength ?? COMMENT_LIMIT,
    limit: options.limit ?? options.maxLength ?? COMMENT_LIMIT,
    linkBase: options.linkBase ?? '',
    fullReport,
    pastCaps: options.pastCaps === undefined ? fullReport : clip(options.pastCaps, MAX_NAME),
    maxFindings: options.maxFindings ?? 50,
    unit: options.unit ?? 'characters',
    rulesDoc: options.rulesDoc ?? RULES_DOC,
    place: options.place ?? ((file: string) => file),
    fails: options.fails ?? false,
  };
  // GitHub limits a comment in characters and a job summary in bytes; measure what applies.
  const encoder = new TextEncoder();
  const size: Size =
    o.unit === 'utf8-bytes'
      ? (t: string): number => encoder.encode(t).length
      : (t: string): number => t.length;
  const unit = o.unit === 'utf8-bytes' ? 'bytes' : 'characters';

  const causes = causesOf(report.diff, report.approval.approved);
  const head = `${COMMENT_MARKER}\n${verdict(report, causes, o.fails)}${headLine(report)}`;
  const sections = [
    causesSection(report, causes, size, o),
    actorsSection(report, size, o),
    renamedSection(report, o),
    toldSection(report.diff, size, { ...o, location: (site) => location(site, o) }),
    suppressionsSection(report, o),
    findingsSection(report, o),
    skillsSection(report, size, o),
    graphSection(report, causes, size, o),
    noBaseSection(report),
  ].filter((s): s is Section => s !== undefined);

  const joiner = '\n\n';
  const note = (cut: string[], dropped: string[]): string => {
    const parts = [];
    if (cut.length > 0) parts.push(`${cut.join(', ')} cut short`);
    if (dropped.length > 0) parts.push(`${dropped.join(', ')} left out`);
    return `> [!NOTE]\n> To stay within ${o.limit} ${unit}: ${parts.join('; ')}. See ${escapeMarkdown(o.fullReport)}.`;
  };
  // Room for the note at its longest: every section named.
  const names = sections.map((s) => s.name);
  const reserve = size(joiner) + size(note(names, names));
  const room = o.maxLength - size(head) - size('\n') - reserve;
  const fitted = fitSections(sections, room, size, joiner);
  const out = [head, ...fitted.texts];
  if (fitted.cut.length + fitted.dropped.length > 0) out.push(note(fitted.cut, fitted.dropped));
  return `${out.join(joiner)}\n`;
}

/**
 * The job summary's note of why there was no base to compare against (and the comment's, on a pull
 * request, where it fails the check: what the pull request grants went unreviewed). The reason may
 * hold the workflow's `base` input, or an event's name: user text, escaped as every other, and
 * clipped, so the note stays within the room the summary keeps for it (4 KiB).
 */
export function noBaseNote(reason: string, pullRequest = false): string {
  const why = `No base to compare against (${escapeMarkdown(clip(reason, MAX_NAME))}): only the head was checked`;
  if (!pullRequest) return `\n> [!NOTE]\n> ${why}.\n`;
  return `\n> [!CAUTION]\n> ${why}, so the power this pull request grants was not reviewed and the check fails. Check out with \`fetch-depth: 0\`, or give the base's commit in the \`base\` input.\n`;
}

/**
 * The workspace checked is not the pull request's head (`reason`: what it holds instead, as a
 * `pull_request_target` workflow's checkout of the base branch does): what the pull request
 * grants was not checked, and the check fails.
 */
export function notHeadNote(
  reason: string,
  checkout = "Check out the pull request's head, or GitHub's merge commit of it (`pull_request`'s default checkout)",
): string {
  return `\n> [!CAUTION]\n> The workspace ${escapeMarkdown(clip(reason, MAX_NAME))}, so the power this pull request grants was not checked, the label approves nothing, and the check fails. ${checkout}.\n`;
}

/** Lines of a reason the comment quotes, before the rest are counted. */
const MAX_REASON_LINES = 20;
/**
 * Characters of each line quoted: escaping writes a character as at most 14 (`$` as
 * `<span>$</span>`), so twenty lines take at most 56,000 of the comment's 65,536 characters; a
 * long root's tag may leave less, and the lines past what it leaves are counted.
 */
const MAX_REASON_LINE = 200;

/**
 * The comment of a pull request run that could not check its head (`reason`: the configuration
 * error, the root that is gone). It replaces the comment an earlier run wrote, which would still
 * claim a result (a clean verdict, say) for another commit as the pull request's. Every line of the
 * reason is user text (a configuration's keys and values), escaped and cut; as many lines as fit
 * `maxLength` are quoted (what the comment's root tag and record leave of GitHub's limit,
 * comment-root.ts), the rest counted.
 */
export function notCheckedComment(
  reason: string,
  headSha: string | undefined,
  maxLength = COMMENT_LIMIT,
): string {
  const lines = reason.split('\n');
  const head = headSha === undefined ? 'head' : `head ${code(headSha)}`;
  const parts = (quoted: string[]): string =>
    [
      `${COMMENT_MARKER}\n### ❌ agents-config-check: this pull request's ${head} was not checked`,
      'The check could not run on it, and fails:',
      quoted.join('\n'),
      'What this pull request grants is unreviewed until the check runs on its head: no earlier result of this comment holds for it.',
    ].join('\n\n') + '\n';
  const more = (n: number): string => `> …and ${plural(n, 'more line')}`;
  /** The lines quoted, and the count of the rest. */
  const withCount = (quoted: string[]): string[] =>
    quoted.length < lines.length ? [...quoted, more(lines.length - quoted.length)] : quoted;
  const shown: string[] = [];
  // A line is quoted only while it fits with the count of the lines after it.
  for (const line of lines.slice(0, MAX_REASON_LINES)) {
    const quoted = [...shown, `> ${escapeMarkdown(clip(line, MAX_REASON_LINE))}`];
    if (parts(withCount(quoted)).length > maxLength) break;
    shown.push(quoted[quoted.length - 1] as string);
  }
  return parts(withCount(shown));
}

/** `--format markdown`, and the Action's comment and job summary (`context.posted`). */
export const markdownFormat = {
  name: 'markdown',
  format: (report, context) =>
    formatMarkdown(report, {
      ...context.posted,
      place: placePath(context.places, READER_OF.markdown),
      ...(context.fails === undefined ? {} : { fails: context.fails }),
    }),
} as const satisfies Formatter;
