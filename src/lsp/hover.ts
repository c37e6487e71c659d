// Hover text (Markdown) for a symbol: a tool with its effective capability at that reference,
// a skill's flattened set and an actor's effective set as explain gives them, what an override
// changes. Pure; every name or value from the repository is shown as code, so it cannot inject Markdown.
import {
  applyOverride,
  CAPABILITY_DEFAULTS,
  readingsOfOverride,
  sameCapability,
  type Capability,
  type EffectiveTool,
} from '../core/power/effective.js';
import { gateCapability } from '../core/power/power.js';
import { explain, type ExplainedEntry } from '../core/explain/explain.js';
import { entryRuns, MAX_RUNS, type EntryRun } from '../core/explain/runs.js';
import { builtinEntryName } from '../core/sources/builtins.js';
import { agentSkillEntry } from '../core/sources/agent-skills.js';
import { powerOriginOf } from '../core/sources/index.js';
import { mcpServerEntry } from '../core/sources/mcp-servers.js';
import { registeredTool } from '../core/sources/registered-tools.js';
import type { InventoryTool } from '../core/kinds/mcp-server.js';
import type { Definition } from '../core/model/model.js';
import type { Project } from '../core/project/project.js';
import type { ActorInfo } from '../core/kinds/actor.js';
import type { SkillInfo } from '../core/kinds/skill.js';
import type { ToolInfo } from '../core/kinds/tool.js';
import type { FileSymbol } from './symbols.js';
import { printable } from '../report/escape.js';

/** Entries listed in a hover before "and N more": a hover is read at a glance. */
const LISTED = 40;

/**
 * Inline code that holds any text: a run of backticks longer than any inside it; control and
 * invisible characters written out (`\x1b`, `\u202E`), as the text output writes them, for an
 * editor shows a hover's code as it is: a bidi override in a name would reorder what it reads.
 */
function code(text: string): string {
  const clean = printable(text.replace(/[\r\n]+/g, ' '));
  // A loop, not Math.max(...runs): a name may hold more runs than a call takes arguments.
  let longest = 0;
  for (const run of clean.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  const fence = '`'.repeat(longest + 1);
  const pad = clean.startsWith('`') || clean.endsWith('`') || clean === '' ? ' ' : '';
  return `${fence}${pad}${clean}${pad}${fence}`;
}

/**
 * Plain words from the repository (a description) with Markdown's special characters escaped, and
 * its control and invisible characters written out (code).
 */
function words(text: string): string {
  return printable(text.replace(/[\r\n]+/g, ' ')).replace(/[\\`*_{}[\]()<>#+\-.!|~@&]/g, (c) => `\\${c}`);
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
function powerWords(c: Capability): string {
  const out: string[] = [];
  if (c.read_only) out.push('read-only');
  if (c.writes) out.push(c.write_scope ? `writes (${code(c.write_scope)})` : 'writes');
  if (c.unsafe) out.push('unsafe');
  if (c.human_approval_required) out.push('needs approval');
  if (c.checkpointable) out.push('checkpointable');
  if (c.side_effects.length > 0) out.push(`side effects ${c.side_effects.map(code).join(', ')}`);
  return out.length > 0 ? out.join(', ') : 'nothing declared';
}

/** The power the gate reads for an MCP tool, in the words of MCP's annotations. */
export function mcpPowerWords(c: Capability): string {
  const out = [c.read_only ? 'read-only' : 'writes'];
  if (c.unsafe) out.push('unsafe');
  if (c.side_effects.includes('open_world')) out.push('open world');
  if (c.idempotent) out.push('idempotent');
  return out.join(', ');
}

const UNKNOWN_POWER_WORDS =
  'its power is unknown, so it is taken as the most it could be (writes, unsafe, open world)';

function pinAdvice(server: string): string {
  return `Pin what it offers with ${code(`agents-config-check mcp pin ${server}`)} to review its tools.`;
}

function inventoryWhere(def: Definition, pointer: string): string {
  return `${code(def.file.path)} line ${def.doc.valueSpan(pointer).line}`;
}

/** One inventory tool as the gate reads it: its description, power and the annotations set. */
function inventoryToolLines(project: Project, server: string, listed: InventoryTool): string[] {
  const entry = mcpServerEntry(project.inventory(server), server, listed.name);
  const annotations = listed.value.annotations;
  const hints =
    annotations !== null && typeof annotations === 'object' && !Array.isArray(annotations)
      ? Object.entries(annotations).map(([k, v]) => code(`${k}: ${JSON.stringify(v) ?? 'null'}`))
      : [];
  return [
    `**MCP tool** ${code(listed.name)} of ${code(server)} (${code(`mcp:${server}/${listed.name}`)}), in ${inventoryWhere(listed.site.def, `${listed.site.pointer}/name`)}`,
    '',
    words(entry.description),
    '',
    `Power the gate reads: ${mcpPowerWords(entry.capability)}`,
    '',
    hints.length > 0
      ? `Annotations: ${hints.join(', ')} (MCP's defaults for the rest)`
      : "No annotations: MCP's defaults (writes, destructive, open world)",
  ];
}

/** An MCP tool named in a skill's list or a tool's `mcp_tool_name`. */
function mcpToolHover(project: Project, server: string, tool: string): string {
  const inventories = project.inventory(server);
  if (inventories.length === 0)
    return `**MCP tool** ${code(tool)} of ${code(server)}: the server has no inventory, so ${UNKNOWN_POWER_WORDS}.\n\n${pinAdvice(server)}`;
  const listed = inventories.flatMap((inventory) => inventory.tools.get(tool) ?? []);
  const first = listed[0];
  if (!first)
    return `**MCP tool** ${code(tool)} is not in the inventory of ${code(server)} (${inventories.map((i) => code(i.def.file.path)).join(', ')}): ${UNKNOWN_POWER_WORDS}.`;
  const lines = inventoryToolLines(project, server, first);
  if (listed.length > 1)
    lines.push('', `Listed ${listed.length} times: the gate reads the stronger of the listings.`);
  return lines.join('\n');
}

/** An MCP server with the tools exposed there, each with the power the gate reads. */
function mcpServerHover(project: Project, server: string, tools: readonly string[] | undefined): string {
  const inventories = project.inventory(server);
  if (inventories.length === 0)
    return `**MCP server** ${code(server)} has no inventory: ${UNKNOWN_POWER_WORDS}.\n\n${pinAdvice(server)}`;
  const all = [...new Set(inventories.flatMap((inventory) => [...inventory.tools.keys()]))];
  const shown = tools ?? all;
  const head = `**MCP server** ${code(server)}, inventory ${inventories.map((i) => inventoryWhere(i.def, '')).join(', ')}: ${all.length} tool(s)`;
  const scope =
    tools === undefined ? 'Exposed whole: every tool of its inventory.' : `Lists ${tools.length}:`;
  const line = (name: string): string => {
    const known = all.includes(name);
    const entry = mcpServerEntry(inventories, server, name);
    return `- ${code(name)} — ${known ? mcpPowerWords(entry.capability) : `not in the inventory: ${UNKNOWN_POWER_WORDS}`}`;
  };
  return [head, '', scope, ...listed(shown, line)].join('\n');
}

function where(info: ToolInfo | SkillInfo | ActorInfo): string {
  return `${code(info.def.file.path)} line ${info.def.doc.valueSpan('/name').line}`;
}

/**
 * A tool as the gate reads it: its real capability, with its claim beside it where that says less,
 * and what it runs and calls (an override given with it in a skill's list too).
 */
function toolHover(
  project: Project,
  tool: ToolInfo,
  effective: EffectiveTool,
  context: string,
  override?: { def: Definition; pointer: string; value: unknown },
): string {
  const real = gateCapability(effective);
  const overrides = override
    ? readingsOfOverride(override.value).map((value) => ({ ...override, value }))
    : [];
  const runs = entryRuns(project, tool.name, [{ tools: [tool], folders: [], overrides }], [effective]);
  return [
    `**tool** ${code(tool.name)} — ${code(effective.source)}, defined in ${where(tool)}`,
    '',
    words(effective.description),
    '',
    `Effective capability ${context}: ${powerWords(real)}`,
    ...claimLine(effective),
    ...definitionsLine(project, tool.name),
    '',
    ...capabilityLines(real),
    ...(runs
      ? [
          '',
          'What it runs and calls, as the gate reads it:',
          ...runLines(runs.runs, runs.runsCount, MAX_RUNS),
        ]
      : []),
  ].join('\n');
}

/**
 * Every definition of a name defined more than once, and the power the gate reads for the name:
 * the stronger of them (SPEC §6), whichever one is hovered.
 */
function definitionsLine(project: Project, name: string): string[] {
  const defs = [...new Set((project.toolsByName.get(name) ?? []).map((i) => i.def))];
  const united = project.tool(name);
  if (defs.length < 2 || !united) return [];
  // As many as a list here shows (LISTED), then how many more: a name may be defined thousands of times.
  const shown = defs
    .slice(0, LISTED)
    .map((d) => `${code(d.file.path)} line ${d.doc.valueSpan('/name').line}`);
  if (defs.length > LISTED) shown.push(`and ${defs.length - LISTED} more`);
  const sites = shown.join(', ');
  const power = powerWords(gateCapability(registeredTool(project, united)));
  return [
    '',
    `Defined ${defs.length} times: ${sites}; the gate reads the name as the stronger of them: ${power}.`,
  ];
}

/** The claim of a tool that says less than it has (an override, or its source gives more), if any. */
function claimLine(tool: EffectiveTool): string[] {
  return sameCapability(gateCapability(tool), tool.capability)
    ? []
    : ['', `It claims less: ${powerWords(tool.capability)}; the gate reads what it really has.`];
}

function listed<T>(items: readonly T[], line: (item: T) => string): string[] {
  const shown = items.slice(0, LISTED).map(line);
  if (items.length > LISTED) shown.push(`- … and ${items.length - LISTED} more`);
  return shown;
}

/** An explained entry's capability as values, for the few words on its power. */
function capabilityOf(entry: ExplainedEntry): Capability {
  const out = { ...CAPABILITY_DEFAULTS } as Record<string, unknown>;
  for (const [field, origin] of Object.entries(entry.capability)) out[field] = origin.value;
  return out as unknown as Capability;
}

function entryLine(entry: ExplainedEntry): string {
  const path = entry.via[0];
  const via = path && path.length > 1 ? `, via ${path.map(code).join(' → ')}` : '';
  // explain's count stops at 2⁵³ − 1: there, it is a floor.
  const atLeast = entry.viaCount >= Number.MAX_SAFE_INTEGER ? 'at least ' : '';
  const more =
    entry.viaCount > 1 ? ` (+${atLeast}${entry.viaCount - 1} more path${entry.viaCount > 2 ? 's' : ''})` : '';
  const qualified = entry.qualifiedFrom !== undefined ? `, qualified from ${code(entry.qualifiedFrom)}` : '';
  const line = `- ${code(entry.name)} (${code(entry.source)}) — ${powerWords(capabilityOf(entry))}${via}${more}${qualified}`;
  return [line, ...runLines(entry.runs, entry.runsCount, RUNS_PER_ENTRY, '  ')].join('\n');
}

/** What runs listed under each entry of a set's hover; the whole list is explain's. */
const RUNS_PER_ENTRY = 4;

const RUN_WORDS: Record<EntryRun['kind'], string> = {
  lifecycle: 'runs lifecycle hook',
  code: 'runs code',
  hooks: 'runs SKILL.md hook',
  command: 'runs on invocation',
  shell: 'in the shell',
  calls: 'calls MCP tool',
  launch: 'MCP server',
  slot: 'writes resource slot',
};

/**
 * What an entry runs and calls (explain's runs), a bullet each with where it is written: at most
 * `max`, then how many more.
 */
function runLines(
  runs: readonly EntryRun[] | undefined,
  count: number | undefined,
  max: number,
  indent = '',
): string[] {
  if (!runs) return [];
  const out = runs.slice(0, max).map((r) => {
    // As explain writes it: a bidi override or an escape in a command is shown, never acted on.
    const what = r.kind === 'code' ? RUN_WORDS.code : `${RUN_WORDS[r.kind]} ${code(printable(r.text ?? ''))}`;
    const how = r.source !== undefined ? `, ${words(r.source)}` : '';
    const at = r.file !== undefined ? ` at ${code(r.file)} line ${r.line ?? 0}` : '';
    return `${indent}- ${what}${how}${at}`;
  });
  const total = count ?? runs.length;
  if (total > out.length) out.push(`${indent}- … and ${total - out.length} more`);
  return out;
}

/** A skill's flattened set or an actor's effective set, as `explain` gives it, in a few lines each. */
function setHover(project: Project, kind: 'skill' | 'actor', info: SkillInfo | ActorInfo): string {
  const explanation = explain(project, info.name, kind);
  const entries = explanation.entries ?? [];
  const lines = [`**${kind}** ${code(info.name)}, defined in ${where(info)}`, ''];
  if (kind === 'skill') {
    const set = project.flatten(info.name);
    if (!set)
      return `${lines.join('\n')}Its flattened set is unknown: an include is unknown or on an include cycle.`;
    const conflicts = set.conflicts.length > 0 ? `, ${set.conflicts.length} name conflict(s) qualified` : '';
    lines.push(`Flattened set: ${count(entries.length)}, about ${set.tokens.count()} tokens${conflicts}.`);
  } else {
    const actor = info as ActorInfo;
    const policy = actor.readOnly ? ' Its policy is read-only.' : '';
    lines.push(`Effective set: ${count(entries.length)} from ${actor.skills.length} skill(s).${policy}`);
  }
  lines.push('', ...listed(entries, entryLine));
  if (explanation.removedByPolicy?.length) {
    lines.push('', 'Removed by the skill access policy:');
    lines.push(
      ...listed(
        explanation.removedByPolicy,
        (r) => `- ${code(r.name)} through ${code(r.skill)}: ${words(r.reason)}`,
      ),
    );
  }
  if (explanation.unknownSkills?.length)
    lines.push('', `Unknown sets: ${explanation.unknownSkills.map(code).join(', ')}`);
  lines.push('', `Where each field comes from: ${code(`agents-config-check explain ${info.name}`)}`);
  return lines.join('\n');
}

const count = (n: number): string => `${n} entr${n === 1 ? 'y' : 'ies'}`;

/**
 * An Agent Skills folder as the gate reads it (sources/agent-skills.ts): its entry, what its
 * SKILL.md grants and where, and what it runs when the skill is invoked.
 */
function agentSkillHover(project: Project, path: string): string {
  const folder = project.agentSkill(path);
  const { name, tool } = agentSkillEntry(project, folder);
  const head = `**Agent Skill** ${code(name)}, folder ${code(folder.dir)}`;
  if (folder.status !== 'ok')
    return `${head}: its \`SKILL.md\` cannot be read (${folder.status}): ${UNKNOWN_POWER_WORDS}.`;
  const from = originWords(project, name, tool);
  const runs = entryRuns(project, name, [{ tools: [], folders: [path], overrides: [] }], [tool]);
  return [
    `${head}, in ${code(folder.skillMd)}`,
    '',
    words(tool.description),
    '',
    `Power the gate reads: ${powerWords(gateCapability(tool))}${from}`,
    ...(runs
      ? [
          '',
          'What it runs when the skill is invoked, as the gate reads it:',
          ...runLines(runs.runs, runs.runsCount, MAX_RUNS),
        ]
      : []),
  ].join('\n');
}

/** Where the power the gate reads for an entry from a source comes from, in parentheses; empty for none. */
function originWords(project: Project, name: string, tool: EffectiveTool): string {
  const origin = powerOriginOf(project, name, tool, 'writes');
  if (!origin) return '';
  const at = origin.file !== undefined ? ` at ${code(origin.file)} line ${origin.line ?? 0}` : '';
  return ` (${words(origin.source)}${at})`;
}

/**
 * A `builtins` item: the group's entry, and the power the gate reads for it in this skill (the
 * configuration's `builtin-groups`, or the most it could be), with where that comes from.
 */
function builtinHover(
  project: Project,
  symbol: Extract<FileSymbol, { kind: 'builtin' }>,
  builtinGroups: readonly string[],
): string {
  const name = builtinEntryName(symbol.group);
  const tool = project.flatten(symbol.skill.name)?.entries.get(name)?.tool;
  return [
    `**builtin group** ${code(symbol.group)} — contributes ${code(name)}; builtins cannot be overridden.`,
    '',
    builtinGroups.includes(symbol.group)
      ? 'A configured builtin group.'
      : `Not a configured group (${builtinGroups.map(code).join(', ')}).`,
    ...(tool
      ? ['', `Power the gate reads: ${powerWords(gateCapability(tool))}${originWords(project, name, tool)}`]
      : []),
  ].join('\n');
}

/** What an override changes, field by field, against the entry as it was before it. */
function overrideHover(project: Project, symbol: Extract<FileSymbol, { kind: 'override' }>): string {
  let before: EffectiveTool | undefined;
  if (symbol.include !== undefined) before = project.flatten(symbol.include)?.entries.get(symbol.entry)?.tool;
  else {
    const tool = project.tool(symbol.entry);
    before = tool && registeredTool(project, tool);
  }
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
    `Effective there: ${powerWords(gateCapability(after))}`,
    ...claimLine(after),
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
        return toolHover(project, tool, registeredTool(project, tool), 'as defined');
      }
      return symbol.target === 'skill'
        ? setHover(project, 'skill', symbol.info as SkillInfo)
        : setHover(project, 'actor', symbol.info as ActorInfo);
    case 'reference': {
      if (symbol.target === 'skill') {
        const skill = project.skill(symbol.name);
        return skill ? setHover(project, 'skill', skill) : `Unknown skill ${code(symbol.name)}.`;
      }
      const tool = project.tool(symbol.name);
      if (!tool) return `Unknown tool ${code(symbol.name)}.`;
      // In a skill's tools, the tool with that entry's override: what the skill itself contributes.
      const entry = symbol.skill?.tools.find((t) => t.ref.kind === 'local' && t.ref.name === symbol.name);
      const read = registeredTool(project, tool);
      const effective = entry?.override ? applyOverride(read, entry.override.value) : read;
      const override = entry?.override &&
        symbol.skill && {
          def: symbol.skill.def,
          pointer: entry.override.site.pointer,
          value: entry.override.value,
        };
      return toolHover(
        project,
        tool,
        effective,
        symbol.skill ? `in ${code(symbol.skill.name)}` : 'as defined',
        override || undefined,
      );
    }
    case 'override':
      return overrideHover(project, symbol);
    case 'mcp-server':
      return mcpServerHover(project, symbol.server, symbol.tools);
    case 'mcp-tool':
      return mcpToolHover(project, symbol.server, symbol.tool);
    case 'agent-skill':
      return agentSkillHover(project, symbol.path);
    case 'builtin':
      return builtinHover(project, symbol, builtinGroups);
  }
}
