// A tool's inline `code` (a `custom` tool's Python, SPEC §3) may import modules of the repository
// (`from ops_lib import deploy`, `import scripts.cleanup`): a pull request that rewrites
// `ops_lib/deploy.py`, or a file it imports in turn, changes what the tool runs while its `code`
// stays as it was (SPEC §6: what the checker cannot see is taken as the most it could be). On a
// comparison's head, the first such file that changed (SourceContext.codeRun, which
// diff/code-programs.ts reads through both trees) is part of the tool's code as the gate reads it
// (`code_hash`), so that a `code` change on a writing or unsafe entry is an escalation caused at
// that file's line, and on another entry a change listed as a `code` change is.
//
// A `lifecycle` hook (`activate: ops_lib.hooks.activate`, `ops_lib.hooks:activate`, a file
// `scripts/activate.py`, or a command line `python scripts/activate.py`) names what the runtime loads and runs without the model asking: a changed
// file it reaches is, the same way, part of the tool's hooks as the gate reads them
// (`lifecycle_hash`), a `lifecycle` change caused at that file's line.
import { canonicalJson, unitedLines, type EffectiveTool } from '../power/effective.js';
import { readingsOf, type ToolInfo } from '../kinds/tool.js';
import { hexDigest } from '../text/digest.js';
import { isRecord, own, valuesAt, type Site } from '../model/model.js';
import { newAt } from '../power/occurrences.js';
import { textLineSite } from './agent-skills.js';
import type { CodeRun, InlineCode, SourceContext } from './types.js';

/**
 * A `code` value as the code a runtime runs, from the file it is written in: text as written; code
 * written otherwise (a list of lines: a schema finding a comment may silence) as its JSON, as its
 * digest reads it (effective.ts), whose strings name what it imports all the same.
 */
export function inlineCodeOf(value: unknown, file: string): InlineCode | undefined {
  if (value === undefined || value === null) return undefined;
  return { text: typeof value === 'string' ? value : canonicalJson(value), file };
}

/**
 * Each tool's codes and hooks, worked out once per definition: the pair makes an unchanged
 * definition one object on both trees (src/core/pair/), and the head's readings, the graph of the
 * head's codes and the moved-code check all ask for them. The same code objects then key the
 * graph's answers (diff/code-programs.ts).
 */
const codesByTool = new WeakMap<ToolInfo, readonly InlineCode[]>();
const hooksByTool = new WeakMap<ToolInfo, readonly InlineCode[]>();

/** Every code a tool's readings (its definitions, each value of a repeated `code`) give it, each once. */
export function inlineCodes(tool: ToolInfo): readonly InlineCode[] {
  let codes = codesByTool.get(tool);
  if (!codes) {
    const out = new Map<string, InlineCode>();
    for (const reading of readingsOf(tool)) {
      const code = inlineCodeOf(own(reading.value, 'code'), reading.def.file.path);
      if (code) out.set(`${code.file}\0${code.text}`, code);
    }
    codesByTool.set(tool, (codes = [...out.values()]));
  }
  return codes;
}

/** The deepest a hook is looked for inside a `lifecycle` value (a mapping of hooks, a list of them). */
const MAX_HOOK_DEPTH = 8;

/**
 * The hooks a `lifecycle` value holds, each string in it under the key it stands at (every value
 * of a repeated key, what a merge key brings), from the file it is written in; each node once, so
 * that aliases of one node cost it once.
 */
export function lifecycleHooks(
  value: unknown,
  file: string,
  pointer: string,
): { code: InlineCode; pointer: string }[] {
  const out: { code: InlineCode; pointer: string }[] = [];
  const seen = new Set<object>();
  const visit = (v: unknown, hook: string, at: string, depth: number): void => {
    if (typeof v === 'string') {
      out.push({ code: { text: v, file, hook }, pointer: at });
      return;
    }
    if (depth >= MAX_HOOK_DEPTH || typeof v !== 'object' || v === null || seen.has(v)) return;
    seen.add(v);
    if (Array.isArray(v)) v.forEach((item, i) => visit(item, hook, `${at}/${i}`, depth + 1));
    else if (isRecord(v))
      for (const key of Object.keys(v))
        for (const kv of valuesAt(v, key, at))
          visit(kv.value, key === '<<' ? hook : key, kv.pointer, depth + 1);
  };
  visit(value, '', pointer, 0);
  return out;
}

/** Every hook a tool's readings give it (each definition's `lifecycle`), each once. */
export function hookCodes(tool: ToolInfo): readonly InlineCode[] {
  let hooks = hooksByTool.get(tool);
  if (!hooks) {
    const out = new Map<string, InlineCode>();
    for (const reading of readingsOf(tool))
      for (const { code } of lifecycleHooks(own(reading.value, 'lifecycle'), reading.def.file.path, ''))
        out.set(`${code.hook ?? ''}\0${code.file}\0${code.text}`, code);
    hooksByTool.set(tool, (hooks = [...out.values()]));
  }
  return hooks;
}

/**
 * An override a skill writes: of a listed tool, at its `overrides` mapping; of an include's or an
 * `mcp_servers` item's entry, at its key inside the item's `overrides`.
 */
interface Override {
  site: Site;
  value: unknown;
}

/**
 * The codes an override holds (a `forbidden-override` finding, which a runtime that shallow-merges
 * it runs beside the tool's: effective.ts), each value a loader may keep, from the skill's file.
 */
export function overrideCodes(override: Override): { code: InlineCode; pointer: string }[] {
  const { def, pointer } = override.site;
  return valuesAt(override.value, 'code', pointer).flatMap((v) => {
    const code = inlineCodeOf(v.value, def.file.path);
    return code ? [{ code, pointer: v.pointer }] : [];
  });
}

/**
 * The hooks an override holds in its `lifecycle` (a `forbidden-override` finding, which a runtime
 * that shallow-merges it runs), each value a loader may keep, from the skill's file.
 */
export function overrideHooks(override: Override): { code: InlineCode; pointer: string }[] {
  const { def, pointer } = override.site;
  return valuesAt(override.value, 'lifecycle', pointer).flatMap((v) =>
    lifecycleHooks(v.value, def.file.path, v.pointer),
  );
}

/**
 * The line a changed file a code runs adds to the code's digest (`code_hash`, one line a code):
 * where it changed and how the code reaches it, so that another change is another line.
 */
export function codeRunMark(run: CodeRun): string {
  const at = run.shown ? `${run.shown.file}:${run.shown.line}` : '';
  return hexDigest('sha256', `outside ${at} ${run.runs}`).slice(0, 16);
}

/**
 * The lines the changed files a tool's or an override's codes and hooks reach add to its digests
 * (codeRunMark): `code` to `code_hash`, `lifecycle` to `lifecycle_hash`.
 */
interface RunMarks {
  code: readonly string[];
  lifecycle: readonly string[];
}

const NO_MARKS: RunMarks = { code: [], lifecycle: [] };

/** The marks of the changes each code a tool or an override holds reaches, none where `ask` finds none. */
function marksOf(ask: NonNullable<SourceContext['codeRun']>, codes: readonly InlineCode[]): RunMarks {
  const code: string[] = [];
  const lifecycle: string[] = [];
  for (const c of codes) {
    const run = ask(c);
    if (run) (c.hook === undefined ? code : lifecycle).push(codeRunMark(run));
  }
  return code.length === 0 && lifecycle.length === 0 ? NO_MARKS : { code, lifecycle };
}

/**
 * A tool as the head of a comparison reads it (registered-tools.ts registeredTool): where a code
 * of its readings imports a file the head changed, that change is a line of its code's digest;
 * where a hook loads one, a line of its hooks' digest.
 */
export function withCodeRuns(
  tree: SourceContext,
  read: EffectiveTool,
  from: ToolInfo | Override,
): EffectiveTool {
  const ask = tree.codeRun;
  if (!ask) return read;
  if ('site' in from) return withMarks(read, overrideMarks(tree, from));
  return withMarks(read, marksOf(ask, [...inlineCodes(from), ...hookCodes(from)]));
}

/**
 * An entry under the overrides a runtime may apply to it (an include's, an `mcp_servers` item's:
 * each reading a loader may keep, `undefined` for none), as the head of a comparison reads it:
 * where a code one of them holds imports a file the head changed, that change is a line of the
 * entry's code digest (a hook's, of its hooks' digest), as for a listed tool's override (withCodeRuns).
 */
export function withOverridesCodeRuns(
  tree: SourceContext,
  read: EffectiveTool,
  overrides: readonly (Override | undefined)[],
): EffectiveTool {
  if (!tree.codeRun) return read;
  const code: string[] = [];
  const lifecycle: string[] = [];
  for (const o of overrides)
    if (o) {
      const marks = overrideMarks(tree, o);
      code.push(...marks.code);
      lifecycle.push(...marks.lifecycle);
    }
  return withMarks(read, { code, lifecycle });
}

function withMarks(read: EffectiveTool, marks: RunMarks): EffectiveTool {
  let out = read;
  if (marks.code.length > 0 && read.code_hash !== null)
    out = { ...out, code_hash: unitedLines([read.code_hash, ...marks.code]) };
  if (marks.lifecycle.length > 0 && read.lifecycle_hash !== null)
    out = { ...out, lifecycle_hash: unitedLines([read.lifecycle_hash, ...marks.lifecycle]) };
  return out;
}

/**
 * Each override's marks per tree (by the tree's way of asking, SourceContext.codeRun): thousands
 * of entries of an included set may ask of one override.
 */
const marksByTree = new WeakMap<NonNullable<SourceContext['codeRun']>, WeakMap<Override, RunMarks>>();

/**
 * The lines the changed files an override's codes import, and its hooks load, add to the entry's
 * digests (codeRunMark), none where they reach none; worked out once per override, and each code
 * asked once (diff/code-programs.ts keeps every answer).
 */
export function overrideMarks(tree: SourceContext, override: Override): RunMarks {
  const ask = tree.codeRun;
  if (!ask) return NO_MARKS;
  let memo = marksByTree.get(ask);
  if (!memo) marksByTree.set(ask, (memo = new WeakMap()));
  let marks = memo.get(override);
  if (!marks) {
    const codes = [...overrideCodes(override), ...overrideHooks(override)].map((c) => c.code);
    memo.set(override, (marks = marksOf(ask, codes)));
  }
  return marks;
}

/** Whether marks hold any line. */
export function hasMarks(marks: RunMarks): boolean {
  return marks.code.length > 0 || marks.lifecycle.length > 0;
}

/** Whether an override's code imports, or a hook of it loads, a file the head changed (the skill that holds it changed). */
export function importsChanged(head: SourceContext, override: Override): boolean {
  return hasMarks(overrideMarks(head, override));
}

/** What a change is read at: a tool's `code`, or its `lifecycle` hooks. */
export type RunPointer = '/code' | '/lifecycle';

/** Whether a cause's pointer is one a changed file a code or a hook reaches may cause. */
export function isRunPointer(pointer: string | undefined): pointer is RunPointer {
  return pointer === '/code' || pointer === '/lifecycle';
}

/**
 * Where an override's code (or, at `/lifecycle`, a hook of it) changed through a file it reaches,
 * as codeRunCause says for a tool's.
 */
export function overrideCodeCause(
  tree: SourceContext,
  override: Override,
  at: RunPointer = '/code',
): Site | undefined {
  const ask = tree.codeRun;
  if (!ask) return undefined;
  const codes = at === '/code' ? overrideCodes(override) : overrideHooks(override);
  return firstRunSite(ask, codes, override.site.def);
}

/**
 * Where one of the overrides a runtime may apply (each with `was`, the base's overrides under its
 * key) changed through a file its code (or, at `/lifecycle`, a hook) reaches, of those whose value
 * there the base wrote alike: code new on the head is the override's own change, placed at it.
 */
export function keptOverrideCodeCause(
  head: SourceContext,
  overrides: readonly { override: Override; was: readonly Site[] }[],
  at: RunPointer,
): Site | undefined {
  for (const { override, was } of overrides) {
    if (newAt(override.site, at, was) !== undefined) continue;
    const cause = overrideCodeCause(head, override, at);
    if (cause) return cause;
  }
  return undefined;
}

/** Where the first of `codes` (each at its pointer in `def`) reaches a changed file (runSite). */
function firstRunSite(
  ask: (code: InlineCode) => CodeRun | undefined,
  codes: readonly { code: InlineCode | undefined; pointer: string }[],
  def: Site['def'],
): Site | undefined {
  for (const { code, pointer } of codes) {
    const run = code && ask(code);
    if (run) return runSite(run, { def, pointer });
  }
  return undefined;
}

/** A change a code reaches, shown at the changed file's line, else at the code (`at`). */
function runSite(run: CodeRun, at: Site): Site {
  if (run.shown) return { ...textLineSite(run.shown.file, run.shown.text, run.shown.line), runs: run.runs };
  return { ...at, runs: run.runs };
}

/**
 * Where a tool's code (or, at `/lifecycle`, a hook of it) changed through a file it reaches (the
 * first of its readings whose code or hook reaches one): at that file's first changed line, or at
 * the `code` (the hook) that loads a file the head removed. Undefined where none did.
 */
export function codeRunCause(
  tree: SourceContext,
  tool: ToolInfo,
  at: RunPointer = '/code',
): Site | undefined {
  const ask = tree.codeRun;
  if (!ask) return undefined;
  for (const reading of readingsOf(tool)) {
    const file = reading.def.file.path;
    const codes =
      at === '/code'
        ? [{ code: inlineCodeOf(own(reading.value, 'code'), file), pointer: `${reading.pointer}/code` }]
        : lifecycleHooks(own(reading.value, 'lifecycle'), file, `${reading.pointer}/lifecycle`);
    const site = firstRunSite(ask, codes, reading.def);
    if (site) return site;
  }
  return undefined;
}
