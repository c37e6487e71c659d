// What an entry runs that the gate judges (SPEC §6, §10: explain tells the truth the gate uses): a
// tool's `lifecycle` hooks and its `code` (the gate compares their digests), the hooks and commands
// an Agent Skill's SKILL.md runs when it is invoked and the digest of its folder's files, and the
// MCP tools it calls (`Power`'s `lifecycle`, `code` and `target`), each where it is written. What the gate reads and no place
// found here explains is still listed, without a place, so explain never hides what runs.
import { effectiveTool, mcpTarget, slotPlaces, targetParts, type EffectiveTool } from '../power/effective.js';
import { powerOf } from '../power/power.js';
import { isRecord, valuesAt, type Definition } from '../model/model.js';
import { readingsOf, type ToolInfo } from '../kinds/tool.js';
import { agentSkillEntry, skillMdRunList } from '../sources/agent-skills.js';
import { UNSEEN_FOLDER, type CodeRun } from '../sources/types.js';
import { MAX_WRAPS } from '../sources/registered-tools.js';
import { codeRunMark, inlineCodeOf, lifecycleHooks } from '../sources/inline-code.js';
import type { Project } from '../project/project.js';

/** One thing an entry runs, or an MCP tool it calls, with where it is written. */
export interface EntryRun {
  /**
   * `lifecycle`: a tool's lifecycle hook; `code`: a tool's code, or an Agent Skills folder's
   * files; `hooks`: a SKILL.md frontmatter hook; `command`: a command a SKILL.md runs when the
   * skill is invoked; `shell`: the shell its commands run in; `calls`: an MCP tool it calls (`server/tool`); `launch`, with a base: an MCP
   * server it calls that a client configuration starts otherwise on the head; `slot`: a resource
   * slot it may write (`name: resource_type (binding[ static_resource])`), which the gate reads as
   * writing there.
   */
  kind: 'lifecycle' | 'code' | 'hooks' | 'command' | 'shell' | 'calls' | 'launch' | 'slot';
  /** What runs or is called, cut to MAX_TEXT characters; none for code (a digest is compared). */
  text?: string;
  /** Code's digest, which the gate compares (the first 16 hex digits of its SHA-256). */
  digest?: string;
  /** How it comes to the entry, where not by its own definition (a wrapped tool, a folder, an override). */
  source?: string;
  file?: string;
  line?: number;
  /** With a base: the head adds it, or the base had it and the head does not. */
  change?: 'added' | 'removed';
}

/** Where an entry's own runs are written: the tools and folders it stands for, the overrides on its way. */
export interface RunSources {
  /** The registered or anonymous tool it is (every definition and reading: `readingsOf`). */
  tools: ToolInfo[];
  /** Agent Skills folders it is (an `agent_skills` item). */
  folders: string[];
  /** Overrides applied on its way, each reading a loader may apply, at the override's mapping. */
  overrides: { def: Definition; pointer: string; value: unknown }[];
}

/** Things listed per entry, at most; the rest are counted (`runsCount`). */
export const MAX_RUNS = 32;

/** Characters of a hook's or a command's text shown, at most. */
const MAX_TEXT = 200;

function cut(text: string): string {
  const points = [...text.slice(0, MAX_TEXT * 2)];
  return points.length > MAX_TEXT || text.length > MAX_TEXT * 2
    ? `${points.slice(0, MAX_TEXT).join('')}…`
    : text;
}

/** Digest lines of what was found, to tell what the gate reads that no place explains. */
interface Covered {
  lifecycle: Set<string>;
  code: Set<string>;
  target: Set<string>;
  slot: Set<string>;
}

const lines = (digest: string | null): string[] => (digest === null ? [] : digest.split('\n'));

class Collector {
  readonly out: EntryRun[] = [];
  private readonly keys = new Set<string>();
  readonly covered: Covered = { lifecycle: new Set(), code: new Set(), target: new Set(), slot: new Set() };

  add(run: EntryRun): void {
    const key = JSON.stringify([run.kind, run.text, run.digest, run.file, run.line]);
    if (this.keys.has(key)) return;
    this.keys.add(key);
    this.out.push(run.text === undefined ? run : { ...run, text: cut(run.text) });
  }

  /** Another collector's runs and what it covers, added to this one's. */
  merge(other: Collector): void {
    for (const run of other.out) this.add(run);
    for (const key of ['lifecycle', 'code', 'target', 'slot'] as const)
      for (const line of other.covered[key]) this.covered[key].add(line);
  }
}

/**
 * What each tool and each folder runs, once per tree: every skill and actor that reaches a tool
 * asks again, and a name defined hundreds of times has as many documents to read.
 */
const collected = new WeakMap<Project, WeakMap<object, Collector>>();

function once(project: Project, key: object, collect: (c: Collector) => void): Collector {
  let memo = collected.get(project);
  if (!memo) collected.set(project, (memo = new WeakMap()));
  let c = memo.get(key);
  if (!c) {
    c = new Collector();
    collect(c);
    memo.set(key, c);
  }
  return c;
}

/** Where a key of a mapping written at `pointer` in `def` stands: its file and key line. */
function at(def: Definition, pointer: string): { file: string; line: number } {
  return { file: def.file.path, line: def.doc.keySpan(pointer).line };
}

/** A lifecycle value's hooks: each key with a hook; a value that is no mapping, whole. */
function lifecycleRuns(
  project: Project,
  { def, pointer, value }: { def: Definition; pointer: string; value: unknown },
  source: string | undefined,
  c: Collector,
): void {
  for (const lifecycle of valuesAt(value, 'lifecycle', pointer)) {
    if (lifecycle.value === undefined || lifecycle.value === null) continue;
    for (const line of lines(effectiveTool({ lifecycle: lifecycle.value }).lifecycle_hash))
      c.covered.lifecycle.add(line);
    const from = source === undefined ? {} : { source };
    if (!isRecord(lifecycle.value)) {
      c.add({ kind: 'lifecycle', text: asText(lifecycle.value), ...from, ...at(def, lifecycle.pointer) });
      continue;
    }
    for (const hook of Object.keys(lifecycle.value))
      for (const each of valuesAt(lifecycle.value, hook, lifecycle.pointer)) {
        // A hook named null runs nothing.
        if (each.value === null || each.value === undefined) continue;
        c.add({
          kind: 'lifecycle',
          text: `${hook}: ${asText(each.value)}`,
          ...from,
          ...at(def, each.pointer),
        });
      }
    // With a base: a file of the repository a hook loads, or one that file imports, which the head
    // changed, part of the hooks as the gate reads them (sources/inline-code.ts).
    for (const hook of lifecycleHooks(lifecycle.value, def.file.path, lifecycle.pointer))
      changedRun(c, 'lifecycle', project.codeRun?.(hook.code), source, at(def, hook.pointer));
  }
}

/** A changed file a code or a hook reaches, which the gate reads as part of it, at its changed line (else `written`). */
function changedRun(
  c: Collector,
  kind: 'code' | 'lifecycle',
  run: CodeRun | undefined,
  source: string | undefined,
  written: { file: string; line: number },
): void {
  if (!run) return;
  c.covered[kind].add(codeRunMark(run));
  const runs = source === undefined ? run.runs : `${source}: ${run.runs}`;
  const place = run.shown ? { file: run.shown.file, line: run.shown.line } : written;
  c.add({ kind, source: runs, ...place });
}

function codeRuns(
  project: Project,
  { def, pointer, value }: { def: Definition; pointer: string; value: unknown },
  source: string | undefined,
  c: Collector,
): void {
  for (const code of valuesAt(value, 'code', pointer)) {
    if (code.value === undefined || code.value === null) continue;
    const digest = effectiveTool({ code: code.value }).code_hash;
    for (const line of lines(digest)) c.covered.code.add(line);
    c.add({
      kind: 'code',
      ...(digest === null ? {} : { digest }),
      ...(source === undefined ? {} : { source }),
      ...at(def, code.pointer),
    });
    // With a base: a file of the repository the code imports, or one that file imports, which the
    // head changed, part of the code as the gate reads it (sources/inline-code.ts). Without one,
    // the files it imports are not listed: what each loads is followed through both trees, for a
    // change only.
    const inline = inlineCodeOf(code.value, def.file.path);
    changedRun(c, 'code', inline && project.codeRun?.(inline), source, at(def, code.pointer));
  }
}

/** The resource slots a reading may write, as the gate reads them (Power's `slot_bindings`), at each slot's access. */
function slotRuns(reading: ToolInfo, source: string | undefined, c: Collector): void {
  const { read_write_slots: names, slot_bindings: bindings } = powerOf(reading.effective);
  const places = valuesAt(reading.value, 'resource_slots', reading.pointer).flatMap((v) =>
    slotPlaces(v.value, v.pointer),
  );
  names.forEach((name, i) => {
    const text = bindings[i] as string;
    c.covered.slot.add(text);
    const pointer = places.find((p) => p.name === name)?.pointer;
    c.add({
      kind: 'slot',
      text,
      ...(source === undefined ? {} : { source }),
      ...(pointer === undefined ? {} : at(reading.def, pointer)),
    });
  });
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
}

/** Where a tool document names the MCP tool `target` it calls: its `mcp_tool_name`, else `mcp_server`. */
function targetAt(reading: ToolInfo): { file: string; line: number } {
  const { mcp_tool_name: tool, mcp_server: server } = reading.effective;
  for (const [key, name] of [
    ['mcp_tool_name', tool],
    ['mcp_server', server],
  ] as const) {
    const found = valuesAt(reading.value, key, reading.pointer).find((v) => v.value === name);
    if (name !== null && found) return at(reading.def, found.pointer);
  }
  return at(reading.def, `${reading.pointer}/name`);
}

/**
 * What a tool runs and calls, through every reading of every definition, the folder it names and
 * the tools it wraps (as the gate floors it: registered-tools.ts), each once.
 */
function toolRuns(
  project: Project,
  tool: ToolInfo,
  source: string | undefined,
  c: Collector,
  seen: Set<ToolInfo>,
  depth = 0,
): void {
  if (seen.has(tool) || depth > MAX_WRAPS) return;
  seen.add(tool);
  const written = new Map<Definition, Set<string>>();
  for (const reading of readingsOf(tool)) {
    // Each document as written, once (the first of its readings; the others are copies of it with
    // one value of a repeated key each): every value of `lifecycle` and `code` is read from it.
    const pointers = written.get(reading.def) ?? new Set<string>();
    written.set(reading.def, pointers);
    if (!pointers.has(reading.pointer)) {
      pointers.add(reading.pointer);
      lifecycleRuns(project, reading, source, c);
      codeRuns(project, reading, source, c);
    }
    slotRuns(reading, source, c);
    // A reading's own digests are of values listed from its document.
    for (const line of lines(reading.effective.lifecycle_hash)) c.covered.lifecycle.add(line);
    for (const line of lines(reading.effective.code_hash)) c.covered.code.add(line);
    const target = mcpTarget(reading.effective);
    if (target !== null) {
      c.add({
        kind: 'calls',
        text: target,
        ...(source === undefined ? {} : { source }),
        ...targetAt(reading),
      });
      c.covered.target.add(target);
    }
    if (reading.agentSkillPath)
      folderRuns(project, reading.agentSkillPath.path, `its Agent Skill '${reading.agentSkillPath.path}'`, c);
    const wraps = reading.wraps?.ref;
    const wrapped = wraps?.kind === 'local' ? project.tool(wraps.name) : undefined;
    if (wrapped) {
      const through =
        source === undefined ? `the tool it wraps, '${wrapped.name}'` : `${source} → '${wrapped.name}'`;
      toolRuns(project, wrapped, through, c, seen, depth + 1);
    }
  }
}

/** What an Agent Skills folder's SKILL.md runs when the skill is invoked (sources/agent-skills.ts). */
function folderRuns(project: Project, path: string, source: string | undefined, c: Collector): void {
  const folder = project.agentSkill(path);
  const from = source === undefined ? {} : { source };
  const { tool } = agentSkillEntry(project, folder);
  for (const line of lines(tool.lifecycle_hash)) c.covered.lifecycle.add(line);
  // The folder's files, scripts included, as the gate compares them (its `content`, Power's code):
  // first, so that a long list of commands never cuts it from what a base is marked against.
  if (tool.content !== null) {
    const unseen = tool.content.startsWith(UNSEEN_FOLDER);
    // On a comparison's head, a changed file outside the folder that it runs is part of its content.
    const outside =
      project.outsideRun?.(folder) === undefined ? '' : ', with the changed file outside it that it runs';
    const some = `${unseen ? ', some the checker cannot see' : ''}${outside}`;
    const digest = tool.content.slice(unseen ? UNSEEN_FOLDER.length : 0).slice(0, 16);
    const files =
      source === undefined
        ? `the files of its folder '${folder.dir}', scripts included${some}`
        : `${source}: its files, scripts included${some}`;
    c.add({ kind: 'code', digest, source: files });
  }
  for (const run of skillMdRunList(folder)) {
    const note = run.frontmatter
      ? { source: `${source === undefined ? '' : `${source}: `}written in its frontmatter` }
      : from;
    c.add({ kind: run.kind, text: run.text, ...note, file: folder.skillMd, line: run.line });
  }
  // With a base: a file outside the folder that its SKILL.md runs, or one that file loads, which
  // the head changed, part of the folder's content as the gate reads it (diff/skill-programs.ts).
  // Without one, the files it runs outside the folder are not listed: what each loads is followed
  // through both trees, for a change only.
  const outside = project.outsideRun?.(folder);
  if (outside) {
    const runs = source === undefined ? outside.runs : `${source}: ${outside.runs}`;
    c.add({ kind: 'code', source: runs, file: outside.file, line: outside.line });
  }
}

/**
 * Everything `sources` say the entry runs and calls, and what the gate reads of `tools` (the
 * entry's readings: an actor's entry may hold several) that none of them places. `name` is the
 * entry's: an `mcp:S/T` entry calls `S/T`, which its name already says. Undefined where it runs
 * and calls nothing, so that the output of such an entry does not change.
 */
export function entryRuns(
  project: Project,
  name: string,
  sources: readonly RunSources[],
  tools: readonly EffectiveTool[],
): { runs: EntryRun[]; runsCount?: number } | undefined {
  const c = new Collector();
  for (const s of sources) {
    for (const tool of s.tools)
      c.merge(once(project, tool, (own) => toolRuns(project, tool, undefined, own, new Set())));
    for (const path of s.folders)
      c.merge(once(project, project.agentSkill(path), (own) => folderRuns(project, path, undefined, own)));
    for (const o of s.overrides) {
      const source = 'its override, which a runtime that merges it runs';
      lifecycleRuns(project, o, source, c);
      codeRuns(project, o, source, c);
    }
  }
  // An Agent Skills folder another reading of the entry names (an anonymous namesake's, united as
  // the stronger: power/effective.ts), whose files and commands the gate reads as the entry's.
  const folders = new Set(
    sources.flatMap((s) => [...s.folders, ...s.tools.map((t) => t.effective.agent_skill_path)]),
  );
  for (const tool of tools)
    for (const told of tool.also_told ?? []) {
      const path = told.agent_skill_path;
      if (path === null || folders.has(path)) continue;
      folders.add(path);
      folderRuns(project, path, `another reading of the entry, its Agent Skill '${path}'`, c);
    }
  const entryTarget = /(?:^|\.)mcp:(.+)$/.exec(name)?.[1];
  if (entryTarget !== undefined) c.covered.target.add(entryTarget);
  for (const tool of tools) {
    const power = powerOf(tool);
    const unplaced = (digest: string | null, covered: Set<string>): boolean =>
      lines(digest).some((line) => !covered.has(line));
    if (unplaced(power.lifecycle, c.covered.lifecycle))
      c.add({ kind: 'lifecycle', source: 'lifecycle hooks another reading of the entry brings' });
    if (tool.code_hash !== null && unplaced(tool.code_hash, c.covered.code))
      c.add({ kind: 'code', source: 'code another reading of the entry brings' });
    for (const slot of power.slot_bindings)
      if (!c.covered.slot.has(slot)) {
        c.covered.slot.add(slot);
        c.add({ kind: 'slot', text: slot, source: 'a slot another reading or listing of the entry brings' });
      }
    for (const target of lines(power.target))
      if (!c.covered.target.has(target)) {
        c.covered.target.add(target);
        c.add({ kind: 'calls', text: target, ...overrideNaming(sources, target) });
      }
  }
  if (c.out.length === 0) return undefined;
  if (c.out.length <= MAX_RUNS) return { runs: c.out };
  return { runs: c.out.slice(0, MAX_RUNS), runsCount: c.out.length };
}

/**
 * Where an MCP tool the gate reads the entry calling, which no definition on the way names, is
 * named: an override's `mcp_tool_name` or `mcp_server` (a runtime that merges it calls it), else
 * another reading of the entry.
 */
function overrideNaming(sources: readonly RunSources[], target: string): Omit<EntryRun, 'kind' | 'text'> {
  const [server, tool] = targetParts(target);
  for (const s of sources)
    for (const o of s.overrides)
      for (const [key, name] of [
        ['mcp_tool_name', tool],
        ['mcp_server', server],
      ] as const) {
        const found = valuesAt(o.value, key, o.pointer).find((v) => v.value === name);
        if (found)
          return {
            source: 'its override, which a runtime that merges it calls',
            ...at(o.def, found.pointer),
          };
      }
  return { source: 'another reading or listing of the entry calls it' };
}
