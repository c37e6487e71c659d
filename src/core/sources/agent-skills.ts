// Agent Skills (SPEC §3): an `agent_skills` folder is one entry `agent-skill:<name>`, whose power is
// what its SKILL.md's `allowed-tools` grants (read-only when every pattern is one the configuration
// calls read-only) and whose `content` digests every file of the folder, scripts included. A
// change to what it grants is caused at the SKILL.md's `allowed-tools` line; a change to its files
// alone, at the first line that changed in the first file that changed.
import { folderLinks, MAX_LINKED_OUTSIDE } from '../kinds/skill-md-links.js';
import {
  CAPABILITY_DEFAULTS,
  syntheticTool,
  type Capability,
  type EffectiveTool,
} from '../power/effective.js';
import { canonicalJson, realCapability, sameCapability } from '../power/effective.js';
import {
  atPointer,
  besideDocument,
  groupBy,
  isRecord,
  own,
  PairCache,
  valuesAt,
  type Site,
  type SourceFile,
} from '../model/model.js';
import { hexDigest } from '../text/digest.js';
import { clip, quoted } from '../text/words.js';
import { toPointer } from '../text/pointer.js';
import { firstChangedLine, LineIndex, wholeLineSpan } from '../text/text-position.js';
import { repeatedValues, type ParsedDocument } from '../yaml/load.js';
import { newOccurrence } from '../power/occurrences.js';
import { skillMdCommands, type AgentSkillFolder } from '../kinds/agent-skill.js';
import { skillMdBodyStart } from '../model/model-texts.js';
import type { SkillInfo } from '../kinds/skill.js';
import { unknownCapability, type PowerSettings } from '../power/power-settings.js';
import {
  UNSEEN_FOLDER,
  ownSite,
  type Contribution,
  type EntrySource,
  type PowerOrigin,
  type SourceContext,
} from './types.js';

/**
 * `allowed-tools` as patterns: a list of strings, or a string split on spaces and commas outside
 * parentheses. Undefined for a shape the checker cannot read as patterns (a mapping, a list holding
 * a list, a mapping or a number): a client may read it as grants (`[[Bash]]` stringifies to
 * `Bash`), so it is the most it could be. An empty value or list item grants nothing.
 */
function allowedToolPatterns(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) {
    if (!value.every((v) => v === null || typeof v === 'string')) return undefined;
    return value.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  }
  if (typeof value !== 'string') return undefined;
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of value) {
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && (ch === ',' || /\s/.test(ch))) {
      if (current !== '') out.push(current);
      current = '';
    } else current += ch;
  }
  if (current !== '') out.push(current);
  return out;
}

/**
 * A key a lenient loader may read as `allowed-tools`: another case, `_` for `-` (`allowed_tools`,
 * the name of a Python model's field, which many fill by name as well as by alias), or no
 * separator at all (`allowedTools`, the field of a camel-case model). The case as Unicode folds
 * it, as Go's `strings.EqualFold` and `encoding/json` match a key to a field: `allowed_toolſ` (a
 * long s) is `allowed_tools` there.
 */
const isAllowedToolsTwin = (key: string): boolean =>
  key !== 'allowed-tools' && key.toUpperCase().toLowerCase().replace(/[-_]/g, '') === 'allowedtools';

const isScalar = (v: unknown): boolean => v !== null && typeof v !== 'object' && v !== undefined;
const asWritten = (v: unknown): unknown => (isScalar(v) ? String(v) : v);

/**
 * Every pattern any value of `allowed-tools` grants: a repeated key is read every way a loader may
 * keep it (PyYAML keeps the last, this reading the first), so the patterns of all its values unite,
 * as do those of a twin key (`allowed_tools`, an agent-skill-field warning that a loader may still
 * read as the grant). Undefined when one of them cannot be read as patterns.
 */
function allowedTools(folder: AgentSkillFolder): string[] | undefined {
  const front = folder.frontmatter;
  const first = own(front?.values, 'allowed-tools');
  const parsed = front?.doc?.value;
  const later =
    parsed !== null && typeof parsed === 'object' ? repeatedValues(parsed, 'allowed-tools') : undefined;
  const twins = Object.keys(front?.values ?? {}).filter(isAllowedToolsTwin);
  const values = [
    first,
    ...(later ?? []).slice(1).map(asWritten),
    // A repeated twin too: PyYAML keeps its last value, this reading its first.
    ...twins.flatMap((key) => [
      own(front?.values, key),
      ...(isRecord(parsed) ? (repeatedValues(parsed, key) ?? []) : []).slice(1).map(asWritten),
    ]),
  ];
  const patterns: string[] = [];
  for (const value of values) {
    const read = allowedToolPatterns(value);
    if (read === undefined) return undefined;
    for (const p of read) patterns.push(p);
  }
  return values.length > 1 ? [...new Set(patterns)] : patterns;
}

/** Every value of the frontmatter's `hooks` a loader may keep. */
const frontmatterHooks = (folder: AgentSkillFolder): unknown[] =>
  valuesAt(folder.frontmatter?.doc?.value, 'hooks')
    .map((v) => v.value)
    .filter((v) => v !== undefined && v !== null);

/** Every value of the frontmatter's `shell` a loader may keep: what runs its text's commands. */
const frontmatterShells = (folder: AgentSkillFolder): unknown[] =>
  valuesAt(folder.frontmatter?.doc?.value, 'shell').map((v) => v.value);

/**
 * A digest of what a SKILL.md runs without the model asking, whatever `allowed-tools` grants: the
 * hooks its frontmatter declares (`hooks:`, which an agent client such as Claude Code runs at its
 * lifecycle events, `PreToolUse` and the rest), every value a loader may keep (a repeated or merged
 * key), and the commands of its text (skillMdCommands); null where it has neither. The gate reads
 * it as a tool's `lifecycle` hooks.
 */
function skillMdLifecycle(folder: AgentSkillFolder): string | null {
  const hooks = frontmatterHooks(folder);
  const { body, frontmatter } = skillMdRuns(folder);
  const commands = (list: { command: string }[]): string[] => list.map((c) => c.command);
  // The shell that runs them (`shell: powershell` for bash) is part of what they run.
  // A mapping beside the hooks' list: no value of `hooks` (a `{'!': …}` the client runs nothing of)
  // digests as the commands do.
  const runs =
    body.length + frontmatter.length === 0
      ? hooks
      : { hooks, '!': commands(body), frontmatter: commands(frontmatter), shell: frontmatterShells(folder) };
  return runs === hooks && hooks.length === 0 ? null : hexDigest('sha256', canonicalJson(runs)).slice(0, 16);
}

/**
 * The commands of a SKILL.md's text (skillMdCommands): those of its body apart from those written
 * in its frontmatter, which Claude Code leaves out of the text it renders and does not run. Both
 * count, but one moved from the frontmatter (a `description`) into the body starts running: a
 * change. A frontmatter that cannot be read leaves the whole text body.
 */
function skillMdRuns(
  folder: AgentSkillFolder,
): Record<'body' | 'frontmatter', { command: string; line: number }[]> {
  const text = folder.text ?? '';
  const bodyLine = text.slice(0, skillMdBodyStart(text, folder.frontmatter?.file.loaded)).split('\n').length;
  const all = skillMdCommands(text);
  return { body: all.filter((c) => c.line >= bodyLine), frontmatter: all.filter((c) => c.line < bodyLine) };
}

/** One thing a SKILL.md runs without the model asking, where it is written (skillMdRunList). */
interface SkillMdRun {
  kind: 'hooks' | 'command' | 'shell';
  /** A hook's event and the commands under it, a command, a shell's name. */
  text: string;
  /** The line it is written on, in the SKILL.md. */
  line: number;
  /** A command written in the frontmatter, which Claude Code leaves out of what it runs. */
  frontmatter?: true;
}

/**
 * What skillMdLifecycle digests, each part where it is written, for explain: every value of the
 * frontmatter's `hooks` (each event of a mapping on its own), the commands of the body and of the
 * frontmatter, and the `shell` that runs them where there are any. Hooks that are not a mapping are
 * one item at their key.
 */
export function skillMdRunList(folder: AgentSkillFolder): SkillMdRun[] {
  const doc = folder.frontmatter?.doc;
  const out: SkillMdRun[] = [];
  for (const hooks of valuesAt(doc?.value, 'hooks')) {
    if (hooks.value === undefined || hooks.value === null) continue;
    const line = (pointer: string): number => doc?.keySpan(pointer).line ?? 1;
    if (!isRecord(hooks.value)) {
      out.push({ kind: 'hooks', text: compactJson(hooks.value), line: line(hooks.pointer) });
      continue;
    }
    for (const event of Object.keys(hooks.value)) {
      for (const each of valuesAt(hooks.value, event, hooks.pointer)) {
        const commands = commandsIn(each.value, each.pointer).map((c) => c.command);
        const text = commands.length > 0 ? commands.join('; ') : compactJson(each.value);
        out.push({ kind: 'hooks', text: `${event}: ${text}`, line: line(each.pointer) });
      }
    }
  }
  const { body, frontmatter } = skillMdRuns(folder);
  for (const c of body) out.push({ kind: 'command', text: c.command, line: c.line });
  for (const c of frontmatter)
    out.push({ kind: 'command', text: c.command, line: c.line, frontmatter: true });
  if (body.length + frontmatter.length > 0)
    for (const shell of valuesAt(doc?.value, 'shell'))
      out.push({
        kind: 'shell',
        text: compactJson(shell.value),
        line: doc?.keySpan(shell.pointer).line ?? 1,
      });
  return out;
}

/**
 * The strings under `command` keys of a hooks value (Claude Code's `{type: command, command}`), in
 * order, each with its pointer (below `pointer`, the value's own).
 */
function commandsIn(value: unknown, pointer: string, depth = 0): { command: string; pointer: string }[] {
  if (depth > 8) return [];
  if (Array.isArray(value))
    return value.flatMap((v, i) => commandsIn(v, `${pointer}${toPointer([i])}`, depth + 1));
  if (!isRecord(value)) return [];
  // Every value of a repeated key (a loader may keep either) and of a merged one.
  return Object.keys(value).flatMap((k) =>
    valuesAt(value, k, pointer).flatMap((v) =>
      k === 'command' && typeof v.value === 'string'
        ? [{ command: v.value, pointer: v.pointer }]
        : commandsIn(v.value, v.pointer, depth + 1),
    ),
  );
}

/**
 * Every command line a SKILL.md runs without the model asking, with the line it is written on: each
 * `command` of its frontmatter's `hooks` (every value a loader may keep), then the commands of its
 * text (skillMdCommands; those of the frontmatter too, as skillMdLifecycle counts them). What files
 * of the repository they run is the diff's to follow (diff/skill-programs.ts).
 */
export function skillMdCommandLines(folder: AgentSkillFolder): { command: string; line: number }[] {
  const doc = folder.frontmatter?.doc;
  const out: { command: string; line: number }[] = [];
  for (const hooks of valuesAt(doc?.value, 'hooks'))
    for (const c of commandsIn(hooks.value, hooks.pointer))
      out.push({ command: c.command, line: doc?.valueSpan(c.pointer).line ?? 1 });
  const { body, frontmatter } = skillMdRuns(folder);
  return [...out, ...body, ...frontmatter];
}

/** A value as one line of JSON (a string as written). */
function compactJson(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
}

/**
 * Where the frontmatter runs the skill in a subagent, if it does: `agent` (the subagent type) or
 * `context: fork` (Claude Code's, where the skill runs as a general-purpose subagent unless `agent`
 * names another), in any reading a loader may keep. The subagent has its own tools (every tool,
 * where its definition lists none), defined outside the folder, so the folder grants what the
 * checker cannot see. Values as a YAML loader reads them: `agent:` or `agent: null` names none.
 */
function subagentPointer(folder: AgentSkillFolder): string | undefined {
  const doc = folder.frontmatter?.doc?.value;
  const agent = valuesAt(doc, 'agent').find((v) => v.value !== null && v.value !== '');
  const fork = valuesAt(doc, 'context').find(
    (v) => typeof v.value === 'string' && v.value.trim().toLowerCase() === 'fork',
  );
  return (agent ?? fork)?.pointer;
}

/** What a SKILL.md's `allowed-tools` grants: read-only when every pattern only reads, else it writes. */
function agentSkillCapability(patterns: readonly string[], power: PowerSettings): Capability {
  const readOnly = patterns.every((p) => power.readOnlyAgentTools.has(p));
  return { ...CAPABILITY_DEFAULTS, read_only: readOnly, writes: !readOnly };
}

/**
 * Where the frontmatter holds a mapping under `__proto__`, if it does: YAML loaders for JavaScript
 * (`yaml`, `js-yaml`) keep it as an own key, and a client that copies the fields by assignment
 * (`Object.assign(defaults, fields)`) makes it the copy's prototype, so that every field it holds
 * (`allowed-tools: Bash`, `hooks`, `context: fork`) reads as the skill's own where the frontmatter
 * writes none, as MCP tools' fields do (kinds/mcp-server.ts asClientReads).
 */
function prototypePointer(folder: AgentSkillFolder): string | undefined {
  return valuesAt(folder.frontmatter?.doc?.value, '__proto__').find((v) => isRecord(v.value))?.pointer;
}

/**
 * The line of a SKILL.md's first link to a file outside its folder past the MAX_LINKED_OUTSIDE it
 * follows (skill-md-links.ts), if it has one.
 */
function linkPastLimit(folder: AgentSkillFolder): number | undefined {
  const { past } = folderLinks(folder);
  return past === undefined ? undefined : new LineIndex(folder.text as string).position(past).line;
}

/**
 * Why the checker cannot tell what a folder grants, if it cannot (agentSkillEntry), with the line
 * that makes it so, for explain: the entry is then the most it could be.
 */
function unknownReason(tree: SourceContext, folder: AgentSkillFolder): PowerOrigin | undefined {
  const doc = folder.frontmatter?.doc;
  const values = folder.frontmatter?.values;
  const unknown = (why: string, pointer?: string): PowerOrigin => ({
    source: `${why}: the most it could be`,
    file: folder.skillMd,
    line: (pointer === undefined ? undefined : doc?.keySpan(pointer).line) ?? 1,
  });
  if (folder.status !== 'ok')
    return { source: `a folder the checker cannot read (${folder.status}): the most it could be` };
  if (folder.frontmatter?.name === undefined) return unknown('a SKILL.md without a name');
  if (own(values, '<<') !== undefined)
    return unknown('a merge key (<<), which a YAML 1.1 loader applies', '/<<');
  const prototype = prototypePointer(folder);
  if (prototype !== undefined)
    return unknown(
      'a __proto__ key, whose fields a JavaScript client copying them takes as its own',
      prototype,
    );
  const subagent = subagentPointer(folder);
  if (subagent !== undefined) return unknown("runs in a subagent, whose tools are the subagent's", subagent);
  const past = linkPastLimit(folder);
  if (past !== undefined)
    return {
      source: `links to more than ${MAX_LINKED_OUTSIDE} files outside its folder, past which the checker reads none and the model may open any: the most it could be`,
      file: folder.skillMd,
      line: past,
    };
  // A link in the folder (a script that points elsewhere) runs what the checker cannot see, and a
  // second SKILL.md or a twin folder may be the one read (kinds/agent-skill.ts).
  if (tree.folderContent(folder)?.startsWith(UNSEEN_FOLDER) === true)
    return unknown('a link, a second SKILL.md or a twin folder in another case, which a runtime may read');
  if (allowedTools(folder) === undefined)
    return unknown('allowed-tools the checker cannot read as patterns', '/allowed-tools');
  return undefined;
}

/**
 * The entry a folder is. One whose power the checker cannot tell (unknownReason: unreadable, no
 * name, a merge key, a subagent, a link, a second SKILL.md or a twin, allowed-tools it cannot read)
 * is unknown: the most it could be (SPEC §6), named by its name or, without one, its path.
 */
export function agentSkillEntry(
  tree: SourceContext,
  folder: AgentSkillFolder,
): { name: string; tool: EffectiveTool } {
  // What it reads of the tree is the folder's content and the power settings: one entry for each,
  // the same object for two trees that share the folder (a diff's, src/core/pair/) where both
  // read it alike.
  const content = tree.folderContent(folder);
  const byContent = entries.get(folder, tree.power, () => new Map());
  let entry = byContent.get(content);
  if (!entry) byContent.set(content, (entry = readEntry(tree, folder, content)));
  return entry;
}

/** agentSkillEntry's answers, by folder and power settings, then by the folder's content. */
const entries = new PairCache<
  AgentSkillFolder,
  SourceContext['power'],
  Map<string | null, { name: string; tool: EffectiveTool }>
>();

function readEntry(
  tree: SourceContext,
  folder: AgentSkillFolder,
  content: string | null,
): { name: string; tool: EffectiveTool } {
  const name = folder.frontmatter?.name;
  const values = folder.frontmatter?.values;
  // Read only where nothing makes the folder unknown; a known folder has a name and patterns.
  const patterns = unknownReason(tree, folder) === undefined ? allowedTools(folder) : undefined;
  // What the model is told of the folder, even where what it grants is unknown.
  const description = own(values, 'description');
  const told = typeof description === 'string' ? description : '';
  if (name === undefined || patterns === undefined) {
    return {
      name: `agent-skill:${name ?? folder.dir}`,
      tool: syntheticTool({
        source: 'agent_skill',
        description: told,
        agent_skill_path: folder.dir,
        capability: unknownCapability(),
        content,
      }),
    };
  }
  return {
    name: `agent-skill:${name}`,
    tool: syntheticTool({
      source: 'agent_skill',
      description: told,
      agent_skill_path: folder.dir,
      capability: agentSkillCapability(patterns, tree.power),
      allowed_tools: patterns,
      content,
      lifecycle_hash: skillMdLifecycle(folder),
    }),
  };
}

function contributions(tree: SourceContext, info: SkillInfo): Contribution[] {
  const out: Contribution[] = [];
  for (const skill of info.agentSkills) {
    const entry = agentSkillEntry(tree, tree.agentSkill(skill.path));
    out.push({ ...entry, contributor: info.name, site: ownSite(skill.site) });
  }
  return out;
}

/** Whether a folder reads differently in two trees: its status, frontmatter or any file in it. */
export function agentSkillChanged(base: SourceContext, head: SourceContext, path: string): boolean {
  const a = base.agentSkill(path);
  const b = head.agentSkill(path);
  // One folder object where the pair shares an unchanged SKILL.md (project.ts): its other files
  // may still differ, each side's listing says; one settings object where they read the same.
  return (
    (a !== b &&
      (a.status !== b.status ||
        canonicalJson(a.frontmatter?.values ?? null) !== canonicalJson(b.frontmatter?.values ?? null))) ||
    base.folderContent(a) !== head.folderContent(b) ||
    (base.power !== head.power &&
      canonicalJson([...base.power.readOnlyAgentTools]) !== canonicalJson([...head.power.readOnlyAgentTools]))
  );
}

const FROM_ALLOWED_TOOLS = new Set(['read_only', 'writes']);

/**
 * The key of a frontmatter that grants (`allowed-tools`, or a twin a loader may read as it) whose
 * value the head writes otherwise, else `allowed-tools` where the head has it.
 */
function changedGrantKey(before: unknown, after: Record<string, unknown>): string | undefined {
  const keys = ['allowed-tools', ...Object.keys(after).filter(isAllowedToolsTwin)];
  const changed = keys.find(
    (k) => Object.hasOwn(after, k) && canonicalJson(own(before, k)) !== canonicalJson(after[k]),
  );
  return changed ?? (Object.hasOwn(after, 'allowed-tools') ? 'allowed-tools' : undefined);
}

/**
 * Of the places a frontmatter grants patterns (`allowed-tools` and its twins, each occurrence of a
 * repeated one), the first in the document that grants one the base's folder (`before`) does not,
 * by any key: where the new grant is written, not a key's first occurrence, which may grant only
 * what the base did. A value that cannot be read as patterns grants what it could. Undefined where
 * none grants anew (patterns removed), or the base's cannot be read.
 */
function grantingOccurrence(before: AgentSkillFolder, after: AgentSkillFolder): string | undefined {
  const had = allowedTools(before);
  const front = after.frontmatter;
  const doc = front?.doc;
  if (had === undefined || !doc) return undefined;
  const known = new Set(had);
  const grants = (value: unknown): boolean =>
    allowedToolPatterns(asWritten(value))?.some((p) => !known.has(p)) ?? true;
  let first: { pointer: string; line: number; column: number } | undefined;
  for (const key of Object.keys(front.values).filter((k) => k === 'allowed-tools' || isAllowedToolsTwin(k))) {
    for (const place of valuesAt(doc.value, key)) {
      if (place.merged || !grants(place.value)) continue;
      // In a list, the item that grants anew: a block list's span is its first line, an item the
      // base may have listed alike.
      const item = Array.isArray(place.value) ? place.value.findIndex(grants) : -1;
      const pointer = item === -1 ? place.pointer : `${place.pointer}/${item}`;
      const { line, column } = doc.valueSpan(pointer);
      if (!first || line < first.line || (line === first.line && column < first.column))
        first = { pointer, line, column };
    }
  }
  return first?.pointer;
}

/**
 * The head-side place outside the skill that changed what the folder at `path` grants, where the
 * folder was read on the base too (SPEC §6: at the `SKILL.md`'s `allowed-tools`): a merge key the
 * frontmatter gained, the `allowed-tools` line where the patterns changed, the `hooks` key where
 * its hooks did (the line of a command of its text where it gained one), the configuration's
 * `read-only-agent-tools` where they stayed and their reading changed; where only its files changed
 * (a script), the first line that changed (changedFileCause). Undefined where a link makes the
 * folder unknown, or files were only removed: the skill's own line is then the cause.
 */
export function skillMdCause(
  trees: { base: SourceContext; head: SourceContext },
  path: string,
  /** Where the base read the folder, when the head moved it. */
  basePath = path,
): Site | undefined {
  const [before, after] = [trees.base.agentSkill(basePath), trees.head.agentSkill(path)];
  const front = after.frontmatter;
  const linked = trees.head.folderContent(after)?.startsWith(UNSEEN_FOLDER) === true;
  if (before.status !== 'ok' || after.status !== 'ok' || !front?.doc || linked) return undefined;
  const at = (pointer: string): Site => ({
    def: besideDocument(front.file, front.doc as ParsedDocument, 'agent-skill'),
    pointer,
  });
  if (own(front.values, '<<') !== undefined && own(before.frontmatter?.values, '<<') === undefined)
    return at('/<<');
  const prototype = prototypePointer(after);
  if (prototype !== undefined && prototypePointer(before) === undefined) return at(prototype);
  const subagent = subagentPointer(after);
  if (subagent !== undefined && subagentPointer(before) === undefined) return at(subagent);
  const past = linkPastLimit(after);
  if (past !== undefined && linkPastLimit(before) === undefined)
    return textLineSite(after.skillMd, after.text as string, past);
  const [was, now] = [agentSkillEntry(trees.base, before).tool, agentSkillEntry(trees.head, after).tool];
  if (canonicalJson(was.allowed_tools) !== canonicalJson(now.allowed_tools)) {
    const granting = grantingOccurrence(before, after);
    if (granting !== undefined) return at(granting);
    const key = changedGrantKey(before.frontmatter?.values, front.values);
    // Of a repeated key, the first occurrence the base's frontmatter does not write.
    const base = [before.frontmatter?.doc?.value];
    if (key !== undefined) return at(newOccurrence(front.doc.value, `/${key}`, base) ?? `/${key}`);
    // Patterns only dropped (no key grants more): what else changed is the cause, below.
  }
  if (now.lifecycle_hash !== null && now.lifecycle_hash !== was.lifecycle_hash)
    return lifecycleCause(before, after, at) ?? at('/hooks');
  const config = trees.head.configuration;
  if (!sameCapability(was.capability, now.capability))
    return config && own(config.value, 'read-only-agent-tools') !== undefined
      ? { def: config, pointer: '/read-only-agent-tools' }
      : undefined;
  // A file outside that it runs, before one its text names (a command's path is both): the words
  // of how it runs the file are the cause's, not that a command may read any file.
  const folderFile = changedFileCause(trees, before.dir, after.dir);
  const changed = folderFile ?? outsideCause(trees.head, after) ?? linkedFileCause(trees, after);
  if (changed === undefined || (folderFile === undefined && changed.runs !== undefined)) return changed;
  return now.lifecycle_hash === null ? changed : { ...changed, runs: commandsWords(after) };
}

/** The longest command a message quotes of a SKILL.md: the rest is the reviewer's to read there. */
const SHOWN_COMMAND = 60;

/**
 * Why a changed file of a folder whose SKILL.md runs commands is code that runs: the commands may
 * read any file of the folder, which the checker cannot tell apart (changes.ts `code`). Names the
 * first command and its line, so that a prose edit that changes nothing a command reads is seen
 * to be one by the reviewer who approves it.
 */
function commandsWords(folder: AgentSkillFolder): string {
  const commands = skillMdCommandLines(folder);
  const first = commands[0];
  const which =
    first === undefined
      ? 'its SKILL.md runs commands'
      : `its SKILL.md runs ${commands.length === 1 ? 'a command' : `${commands.length} commands`} (${quoted(clip(first.command, SHOWN_COMMAND))} at line ${first.line}${commands.length > 1 ? ', …' : ''})`;
  return `${which}, which may read any file of its folder`;
}

/**
 * Where a file outside the folder that its SKILL.md runs changed (SourceContext.outsideRun), with
 * the words of how the skill runs it: its own files changed first, as a reviewer reads the folder.
 */
function outsideCause(head: SourceContext, folder: AgentSkillFolder): Site | undefined {
  const run = head.outsideRun?.(folder);
  return run && { ...textLineSite(run.file, run.text, run.line), runs: run.runs };
}

/**
 * Where what a SKILL.md runs changed when its `hooks` did not: the line of the first command of its
 * text (skillMdCommands) that the base's does not run, else its `shell` where that changed.
 * Undefined where its hooks changed.
 */
function lifecycleCause(
  before: AgentSkillFolder,
  after: AgentSkillFolder,
  at: (pointer: string) => Site,
): Site | undefined {
  if (canonicalJson(frontmatterHooks(before)) !== canonicalJson(frontmatterHooks(after))) return undefined;
  const [was, now] = [skillMdRuns(before), skillMdRuns(after)];
  const newIn = (part: 'body' | 'frontmatter') => {
    const had = new Set(was[part].map((c) => c.command));
    return now[part].find((c) => !had.has(c.command));
  };
  const commands = [...now.body, ...now.frontmatter];
  const added = newIn('body') ?? newIn('frontmatter');
  if (!added && canonicalJson(frontmatterShells(before)) !== canonicalJson(frontmatterShells(after)))
    return at(valuesAt(after.frontmatter?.doc?.value, 'shell')[0]?.pointer ?? '/shell');
  const first = added ?? commands[0];
  return first && textLineSite(after.skillMd, after.text ?? '', first.line);
}

/** A line of a folder's listing: a file's path and its blob id (a link, an unread file: none). */
const LISTED_FILE = /^(.+) (?:exec:)?([0-9a-f]{40}|[0-9a-f]{64})$/;

/**
 * The first file of the folder (in path order) that the head added or changed and that reads as
 * text, at its first line that differs from the base's: where a change to a script alone (a
 * `curl … | sh` gained) was made, for the reviewer to see on that line. Each file is compared with
 * the base's at the same place in the folder: where the head moved the folder, its unchanged
 * SKILL.md is not read as new (at its first line) before the script that changed.
 */
function changedFileCause(
  trees: { base: SourceContext; head: SourceContext },
  baseDir: string,
  headDir: string,
): Site | undefined {
  const was = trees.base.aux.folderListing?.(baseDir);
  const now = trees.head.aux.folderListing?.(headDir);
  if (!was || !now) return undefined;
  const [fromBase, fromHead] = [inFolder(baseDir), inFolder(headDir)];
  const unchanged = new Set(was.map(fromBase));
  const basePaths = new Set(was.map((line) => LISTED_FILE.exec(fromBase(line))?.[1]));
  for (const line of now) {
    const own = fromHead(line);
    const at = unchanged.has(own) ? undefined : LISTED_FILE.exec(own)?.[1];
    const path = at === undefined ? undefined : LISTED_FILE.exec(line)?.[1];
    const head = path === undefined ? undefined : trees.head.aux.read(path);
    if (at === undefined || path === undefined || head?.kind !== 'text') continue;
    const base = basePaths.has(at)
      ? trees.base.aux.read(baseDir === '' ? at : `${baseDir}/${at}`)
      : undefined;
    return textLineSite(path, head.text, firstChangedLine(base?.kind === 'text' ? base.text : '', head.text));
  }
  return undefined;
}

/** A line of the listing of the folder at `dir` as from the folder: its path without `dir/`. */
const inFolder =
  (dir: string) =>
  (line: string): string =>
    dir === '' || !line.startsWith(`${dir}/`) ? line : line.slice(dir.length + 1);

/**
 * The first line that changed of a file outside the folder that its SKILL.md links to
 * (folderContent), or of a file in a folder it links to.
 */
function linkedFileCause(
  trees: { base: SourceContext; head: SourceContext },
  after: AgentSkillFolder,
): Site | undefined {
  for (const path of folderLinks(after).paths) {
    if (trees.head.aux.folderNames?.(path) !== undefined) {
      const changed = changedFileCause(trees, path, path);
      if (changed !== undefined) return changed;
      continue;
    }
    const [was, now] = [trees.base.aux.read(path), trees.head.aux.read(path)];
    if (now.kind !== 'text' || (was.kind === 'text' && was.text === now.text)) continue;
    return textLineSite(path, now.text, firstChangedLine(was.kind === 'text' ? was.text : '', now.text));
  }
  return undefined;
}

/** A site at one whole line of a file that is not YAML (a script), for a cause to point at. */
export function textLineSite(path: string, text: string, line: number): Site {
  const span = wholeLineSpan(text, line);
  const file: SourceFile = { path, kind: 'skill', loaded: undefined, problems: [] };
  const doc = { index: 0, value: {}, span, keySpan: () => span, valueSpan: () => span };
  return { def: besideDocument(file, doc, 'agent-skill'), pointer: '' };
}

/**
 * The SKILL.md's line for an `agent_skills` entry the skill listed before too: its `name` where
 * it renamed the entry, else as skillMdCause says; so too for the same entry's folder that the
 * head moved (the base listed another path that gave the entry, the head no longer lists).
 */
function causeOf(
  trees: { base: SourceContext; head: SourceContext },
  skill: SkillInfo,
  site: Site,
  entry: string,
): Site | undefined {
  const path = atPointer(skill.agentSkills, site.pointer)[0]?.path;
  if (path === undefined) return undefined;
  const first = folderCause(trees, skill, path, entry);
  if (first !== undefined) return first;
  // Another folder the skill lists that gives the entry too (two folders of one name, united as
  // one entry: power/effective.ts) may be where it changed: the first that says where. One the
  // base's skill did not list is the cause where it is new to the skill: its own item.
  const others = (itemsByEntry(trees.head, skill).get(entry) ?? []).filter((a) => a.path !== path);
  if (others.length === 0) return undefined;
  const listed = new Set((trees.base.skill(skill.name)?.agentSkills ?? []).map((a) => a.path));
  for (const at of others) {
    const cause = folderCause(trees, skill, at.path, entry) ?? (listed.has(at.path) ? undefined : at.site);
    if (cause !== undefined) return cause;
  }
  return undefined;
}

/**
 * A skill's `agent_skills` items by the entry each folder gives in `tree`, worked out once per
 * skill and tree: a skill listing thousands of folders, each changed, asks for each of them.
 */
function itemsByEntry(tree: SourceContext, skill: SkillInfo): Map<string, SkillInfo['agentSkills']> {
  return itemsByEntryOf.get(skill, tree, () =>
    groupBy(skill.agentSkills, (a) => agentSkillEntry(tree, tree.agentSkill(a.path)).name),
  );
}

const itemsByEntryOf = new PairCache<SkillInfo, SourceContext, Map<string, SkillInfo['agentSkills']>>();

/** causeOf for the folder at `path`, one the skill lists that gives `entry` on the head. */
function folderCause(
  trees: { base: SourceContext; head: SourceContext },
  skill: SkillInfo,
  path: string,
  entry: string,
): Site | undefined {
  const listed = trees.base.skill(skill.name)?.agentSkills ?? [];
  const after = trees.head.agentSkill(path);
  if (agentSkillEntry(trees.head, after).name !== entry) return undefined;
  if (!listed.some((a) => a.path === path)) {
    const moved = listed.find(
      (a) =>
        !skill.agentSkills.some((h) => h.path === a.path) &&
        agentSkillEntry(trees.base, trees.base.agentSkill(a.path)).name === entry,
    );
    return moved && skillMdCause(trees, path, moved.path);
  }
  const front = after.frontmatter;
  const renamed = agentSkillEntry(trees.base, trees.base.agentSkill(path)).name !== entry;
  if (renamed && front?.doc && own(front.values, 'name') !== undefined)
    return { def: besideDocument(front.file, front.doc, 'agent-skill'), pointer: '/name' };
  return skillMdCause(trees, path);
}

/**
 * Of the folders an entry stands for (its own, and those its other readings name: two folders
 * whose SKILL.md give one name, united as the stronger: power/effective.ts), the first whose own
 * entry gives the entry's value of `field`, as the gate reads it: the folder the power comes from.
 */
function givingFolder(tree: SourceContext, tool: EffectiveTool, field: string): AgentSkillFolder {
  const path = tool.agent_skill_path as string;
  const others = (tool.also_told ?? []).flatMap((t) =>
    t.agent_skill_path === null || t.agent_skill_path === path ? [] : [t.agent_skill_path],
  );
  const folder = tree.agentSkill(path);
  if (others.length === 0) return folder;
  const value = canonicalJson(own(realCapability(tool), field));
  for (const other of [path, ...new Set(others)]) {
    const read = tree.agentSkill(other);
    if (canonicalJson(own(agentSkillEntry(tree, read).tool.capability, field)) === value) return read;
  }
  return folder;
}

/**
 * Where an entry of another source gets a power from the Agent Skills folder of another reading of
 * its name (an anonymous tool of `source: agent_skill` beside a listed namesake, united as the
 * stronger: power/effective.ts): that folder's `allowed-tools`, where it grants what the entry's
 * field holds beyond the default (`writes: true`); undefined otherwise.
 */
function namesakeFolderOrigin(
  tree: SourceContext,
  tool: EffectiveTool,
  field: string,
): PowerOrigin | undefined {
  if (!FROM_ALLOWED_TOOLS.has(field)) return undefined;
  const value = own(realCapability(tool), field);
  if (value === own(CAPABILITY_DEFAULTS, field)) return undefined;
  for (const told of tool.also_told ?? []) {
    if (told.agent_skill_path === null) continue;
    const folder = tree.agentSkill(told.agent_skill_path);
    if (own(agentSkillEntry(tree, folder).tool.capability, field) !== value) continue;
    const unknown = unknownReason(tree, folder);
    if (unknown) return unknown;
    const doc = folder.frontmatter?.doc;
    if (doc && own(folder.frontmatter?.values, 'allowed-tools') !== undefined)
      return { source: 'allowed-tools', file: folder.skillMd, line: doc.keySpan('/allowed-tools').line };
  }
  return undefined;
}

export const agentSkills: EntrySource = {
  originOf: (tree, _name, tool, field) => {
    if (tool.source !== 'agent_skill' || tool.agent_skill_path === null)
      return namesakeFolderOrigin(tree, tool, field);
    const folder = givingFolder(tree, tool, field);
    const unknown = unknownReason(tree, folder);
    if (unknown || !FROM_ALLOWED_TOOLS.has(field)) return unknown;
    const doc = folder.frontmatter?.doc;
    const line =
      doc && own(folder.frontmatter?.values, 'allowed-tools') !== undefined
        ? doc.keySpan('/allowed-tools').line
        : undefined;
    return line === undefined
      ? { source: 'no allowed-tools: grants nothing', file: folder.skillMd, line: 1 }
      : { source: 'allowed-tools', file: folder.skillMd, line };
  },
  contributions,
  changedBetween: (skill, base, head) => skill.agentSkills.some((a) => agentSkillChanged(base, head, a.path)),
  causeOf,
};
