// Hover text (Markdown) for a symbol: a tool with its effective capability at that reference, a
// skill's flattened set, an actor's effective set, what an override changes. Pure; every name or
// value taken from the repository is shown as code, so that it cannot inject Markdown.
import {
  applyOverride,
  CAPABILITY_DEFAULTS,
  type Capability,
  type EffectiveTool,
} from '../core/effective.js';
import { builtinEntryName, type FlatEntry } from '../core/flatten.js';
import type { ActorInfo, Project, SkillInfo, ToolInfo } from '../core/project.js';
import { policyVerdict } from '../core/rules/skill-access.js';
import type { FileSymbol } from './symbols.js';

/** Entries listed in a hover before "and N more": a hover is read at a glance. */
const LISTED = 40;

/** Inline code that holds any text: a run of backticks longer than any inside it. */
export function code(text: string): string {
  const clean = text.replace(/[\r\n]+/g, ' ');
  const longest = Math.max(0, ...(clean.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = clean.startsWith('`') || clean.endsWith('`') || clean === '' ? ' ' : '';
  return `${fence}${pad}${clean}${pad}${fence}`;
}

/** Plain words from the repository (a description) with Markdown's special characters escaped. */
export function words(text: string): string {
  return text.replace(/[\\`*_{}[\]()<>#+\-.!|~@&]/g, (c) => `\\${c}`).replace(/[\r\n]+/g, ' ');
}

const CAPABILITY_FIELDS = Object.keys(CAPABILITY_DEFAULTS) as (keyof Capability)[];

function value(v: unknown): string {
  return code(JSON.stringify(v) ?? 'null');
}

/** The fields of a capability that differ from the defaults, as `field: value` items. */
function capabilityLines(capability: Capability): string[] {
  const set = CAPABILITY_FIELDS.filter(
    (f) => JSON.stringify(capability[f]) !== JSON.stringify(CAPABILITY_DEFAULTS[f]),
  );
  if (set.length === 0)
    return ['- every capability field at its default (reads and writes nothing declared)'];
  return set.map((f) => `- ${code(f)}: ${value(capability[f])}`);
}

/** A few words on what a tool may do: the flags a reviewer looks for first. */
export function powerWords(tool: EffectiveTool): string {
  const c = tool.capability;
  const out: string[] = [];
  if (c.read_only) out.push('read-only');
  if (c.writes) out.push(c.write_scope ? `writes (${code(c.write_scope)})` : 'writes');
  if (c.unsafe) out.push('unsafe');
  if (c.human_approval_required) out.push('needs approval');
  if (c.checkpointable) out.push('checkpointable');
  if (c.side_effects.length > 0) out.push(`side effects ${c.side_effects.map(code).join(', ')}`);
  return out.length > 0 ? out.join(', ') : 'nothing declared';
}

function where(info: ToolInfo | SkillInfo | ActorInfo): string {
  return `${code(info.def.file.path)} line ${info.def.doc.valueSpan('/name').line}`;
}

function toolHover(tool: ToolInfo, effective: EffectiveTool, context: string): string {
  return [
    `**tool** ${code(tool.name)} — ${code(effective.source)}, defined in ${where(tool)}`,
    '',
    words(effective.description),
    '',
    `Effective capability ${context}: ${powerWords(effective)}`,
    '',
    ...capabilityLines(effective.capability),
  ].join('\n');
}

function entryLine(entry: FlatEntry, extra = ''): string {
  const via = entry.sites[0]?.via;
  return `- ${code(entry.name)} — ${powerWords(entry.tool)}${via ? `, through ${code(via)}` : ''}${extra}`;
}

function listed<T>(items: T[], line: (item: T) => string): string[] {
  const shown = items.slice(0, LISTED).map(line);
  if (items.length > LISTED) shown.push(`- … and ${items.length - LISTED} more`);
  return shown;
}

function skillHover(project: Project, skill: SkillInfo): string {
  const set = project.flatten(skill.name);
  const head = `**skill** ${code(skill.name)}, defined in ${where(skill)}`;
  if (!set) return `${head}\n\nIts flattened set is unknown: an include is unknown or on an include cycle.`;
  const entries = [...set.entries.values()].sort((a, b) => (a.name < b.name ? -1 : 1));
  const conflicts = set.conflicts.length > 0 ? `, ${set.conflicts.length} name conflict(s) qualified` : '';
  return [
    head,
    '',
    `Flattened set: ${entries.length} entr${entries.length === 1 ? 'y' : 'ies'}, about ${set.tokens} tokens${conflicts}.`,
    '',
    ...listed(entries, (e) => entryLine(e)),
  ].join('\n');
}

/** An actor's effective set: the union of the flattened sets of the skills its policy allows. */
export function actorSet(
  project: Project,
  actor: ActorInfo,
): { entries: Map<string, { entry: FlatEntry; skills: string[] }>; denied: string[]; unknown: string[] } {
  const entries = new Map<string, { entry: FlatEntry; skills: string[] }>();
  const denied: string[] = [];
  const unknown: string[] = [];
  for (const ref of actor.skills) {
    if (ref.ref.kind !== 'local') continue;
    const name = ref.ref.name;
    const verdict = policyVerdict(actor, name);
    if (verdict) {
      denied.push(`${code(name)}: ${verdict}`);
      continue;
    }
    const set = project.skill(name) ? project.flatten(name) : undefined;
    if (!set) {
      unknown.push(name);
      continue;
    }
    for (const entry of set.entries.values()) {
      const known = entries.get(entry.name);
      if (known) known.skills.push(name);
      else entries.set(entry.name, { entry, skills: [name] });
    }
  }
  return { entries, denied, unknown };
}

function actorHover(project: Project, actor: ActorInfo): string {
  const { entries, denied, unknown } = actorSet(project, actor);
  const sorted = [...entries.values()].sort((a, b) => (a.entry.name < b.entry.name ? -1 : 1));
  const lines = [
    `**actor** ${code(actor.name)}, defined in ${where(actor)}${actor.readOnly ? ' — policy: read-only' : ''}`,
    '',
    `Effective set: ${sorted.length} entr${sorted.length === 1 ? 'y' : 'ies'} from ${actor.skills.length} skill(s).`,
    '',
    ...listed(sorted, ({ entry, skills }) => entryLine(entry, ` (from ${skills.map(code).join(', ')})`)),
  ];
  if (denied.length > 0) lines.push('', 'Denied by its policy:', ...denied.map((d) => `- ${d}`));
  if (unknown.length > 0) lines.push('', `Unknown sets: ${unknown.map(code).join(', ')}`);
  return lines.join('\n');
}

/** What an override changes, field by field, against the entry as it was before it. */
function overrideHover(project: Project, symbol: Extract<FileSymbol, { kind: 'override' }>): string {
  let before: EffectiveTool | undefined;
  if (symbol.include !== undefined) before = project.flatten(symbol.include)?.entries.get(symbol.entry)?.tool;
  else before = project.tool(symbol.entry)?.effective;
  const head = `**override** of ${code(symbol.entry)} in ${code(symbol.skill.name)}${symbol.include ? `, through ${code(symbol.include)}` : ''}`;
  if (!before) return `${head}\n\nThe entry it targets is unknown here, so it changes nothing.`;
  const after = applyOverride(before, symbol.value);
  const changes: string[] = [];
  if (after.description !== before.description) changes.push(`- description: ${words(after.description)}`);
  for (const f of CAPABILITY_FIELDS) {
    const a = JSON.stringify(before.capability[f]);
    const b = JSON.stringify(after.capability[f]);
    if (a !== b) changes.push(`- ${code(f)}: ${code(a ?? 'null')} → ${code(b ?? 'null')}`);
  }
  return [
    head,
    '',
    changes.length > 0
      ? 'Changes, for this skill only:'
      : 'Changes nothing: every field it sets has that value already.',
    ...changes,
    '',
    `Effective there: ${powerWords(after)}`,
  ].join('\n');
}

export function hoverText(
  project: Project,
  symbol: FileSymbol,
  builtinGroups: readonly string[],
): string | undefined {
  switch (symbol.kind) {
    case 'definition':
      if (symbol.target === 'tool') {
        const tool = symbol.info as ToolInfo;
        return toolHover(tool, tool.effective, 'as defined');
      }
      return symbol.target === 'skill'
        ? skillHover(project, symbol.info as SkillInfo)
        : actorHover(project, symbol.info as ActorInfo);
    case 'reference': {
      if (symbol.target === 'skill') {
        const skill = project.skill(symbol.name);
        return skill ? skillHover(project, skill) : `Unknown skill ${code(symbol.name)}.`;
      }
      const tool = project.tool(symbol.name);
      if (!tool) return `Unknown tool ${code(symbol.name)}.`;
      // In a skill's tools, the tool with that entry's override: what the skill itself contributes.
      const entry = symbol.skill?.tools.find((t) => t.ref.kind === 'local' && t.ref.name === symbol.name);
      const effective = entry?.override
        ? applyOverride(tool.effective, entry.override.value)
        : tool.effective;
      return toolHover(tool, effective, symbol.skill ? `in ${code(symbol.skill.name)}` : 'as defined');
    }
    case 'override':
      return overrideHover(project, symbol);
    case 'builtin': {
      const known = builtinGroups.includes(symbol.group);
      return [
        `**builtin group** ${code(symbol.group)} — contributes ${code(builtinEntryName(symbol.group))}; builtins cannot be overridden.`,
        '',
        known
          ? 'A configured builtin group.'
          : `Not a configured group (${builtinGroups.map(code).join(', ')}).`,
      ].join('\n');
    }
  }
}
