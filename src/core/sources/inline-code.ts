// A tool's inline `code` (a `custom` tool's Python, SPEC §3) may import modules of the repository
// (`from ops_lib import deploy`, `import scripts.cleanup`): a pull request that rewrites
// `ops_lib/deploy.py`, or a file it imports in turn, changes what the tool runs while its `code`
// stays as it was (SPEC §6: what the checker cannot see is taken as the most it could be). On a
// comparison's head, the first such file that changed (SourceContext.codeRun, which
// diff/code-programs.ts reads through both trees) is part of the tool's code as the gate reads it
// (`code_hash`), so that a `code` change on a writing or unsafe entry is an escalation caused at
// that file's line, and on another entry a change listed as a `code` change is.
import { canonicalJson, unitedLines, type EffectiveTool } from '../power/effective.js';
import { readingsOf, type ToolInfo } from '../kinds/tool.js';
import { hexDigest } from '../text/digest.js';
import { own, valuesAt, type Site } from '../model/model.js';
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

/** Every code a tool's readings (its definitions, each value of a repeated `code`) give it, each once. */
export function inlineCodes(tool: ToolInfo): InlineCode[] {
  const out = new Map<string, InlineCode>();
  for (const reading of readingsOf(tool)) {
    const code = inlineCodeOf(own(reading.value, 'code'), reading.def.file.path);
    if (code) out.set(`${code.file}\0${code.text}`, code);
  }
  return [...out.values()];
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
 * The line a changed file a code runs adds to the code's digest (`code_hash`, one line a code):
 * where it changed and how the code reaches it, so that another change is another line.
 */
export function codeRunMark(run: CodeRun): string {
  const at = run.shown ? `${run.shown.file}:${run.shown.line}` : '';
  return hexDigest('sha256', `outside ${at} ${run.runs}`).slice(0, 16);
}

/**
 * A tool as the head of a comparison reads it (registered-tools.ts registeredTool): where a code
 * of its readings imports a file the head changed, that change is a line of its code's digest.
 */
export function withCodeRuns(
  tree: SourceContext,
  read: EffectiveTool,
  from: ToolInfo | Override,
): EffectiveTool {
  const ask = tree.codeRun;
  if (!ask || read.code_hash === null) return read;
  if ('site' in from) return withMarks(read, overrideMarks(tree, from));
  const marks: string[] = [];
  for (const code of inlineCodes(from)) {
    const run = ask(code);
    if (run) marks.push(codeRunMark(run));
  }
  return withMarks(read, marks);
}

/**
 * An entry under the overrides a runtime may apply to it (an include's, an `mcp_servers` item's:
 * each reading a loader may keep, `undefined` for none), as the head of a comparison reads it:
 * where a code one of them holds imports a file the head changed, that change is a line of the
 * entry's code digest, as for a listed tool's override (withCodeRuns).
 */
export function withOverridesCodeRuns(
  tree: SourceContext,
  read: EffectiveTool,
  overrides: readonly (Override | undefined)[],
): EffectiveTool {
  if (!tree.codeRun || read.code_hash === null) return read;
  const marks: string[] = [];
  for (const o of overrides) if (o) for (const mark of overrideMarks(tree, o)) marks.push(mark);
  return withMarks(read, marks);
}

function withMarks(read: EffectiveTool, marks: readonly string[]): EffectiveTool {
  return marks.length === 0 ? read : { ...read, code_hash: unitedLines([read.code_hash, ...marks]) };
}

/**
 * Each override's marks per tree (by the tree's way of asking, SourceContext.codeRun): thousands
 * of entries of an included set may ask of one override.
 */
const marksByTree = new WeakMap<
  NonNullable<SourceContext['codeRun']>,
  WeakMap<Override, readonly string[]>
>();

/**
 * The lines the changed files an override's codes import add to a code's digest (codeRunMark),
 * none where they import none; worked out once per override, and each code asked once
 * (diff/code-programs.ts keeps every answer).
 */
export function overrideMarks(tree: SourceContext, override: Override): readonly string[] {
  const ask = tree.codeRun;
  if (!ask) return [];
  let memo = marksByTree.get(ask);
  if (!memo) marksByTree.set(ask, (memo = new WeakMap()));
  let marks = memo.get(override);
  if (!marks) {
    const found: string[] = [];
    for (const { code } of overrideCodes(override)) {
      const run = ask(code);
      if (run) found.push(codeRunMark(run));
    }
    memo.set(override, (marks = found));
  }
  return marks;
}

/** Whether an override's code imports a file the head changed (the skill that holds it changed). */
export function importsChanged(head: SourceContext, override: Override): boolean {
  return overrideMarks(head, override).length > 0;
}

/** Where an override's code changed through a file it imports, as codeRunCause says for a tool's. */
export function overrideCodeCause(tree: SourceContext, override: Override): Site | undefined {
  const ask = tree.codeRun;
  if (!ask) return undefined;
  for (const { code, pointer } of overrideCodes(override)) {
    const run = ask(code);
    if (run) return runSite(run, { def: override.site.def, pointer });
  }
  return undefined;
}

/** A change a code reaches, shown at the changed file's line, else at the code (`at`). */
function runSite(run: CodeRun, at: Site): Site {
  if (run.shown) return { ...textLineSite(run.shown.file, run.shown.text, run.shown.line), runs: run.runs };
  return { ...at, runs: run.runs };
}

/**
 * Where a tool's code changed through a file it imports (the first of its readings whose code
 * reaches one): at that file's first changed line, or at the `code` that imports a file the head
 * removed. Undefined where none did.
 */
export function codeRunCause(tree: SourceContext, tool: ToolInfo): Site | undefined {
  const ask = tree.codeRun;
  if (!ask) return undefined;
  for (const reading of readingsOf(tool)) {
    const code = inlineCodeOf(own(reading.value, 'code'), reading.def.file.path);
    const run = code && ask(code);
    if (run) return runSite(run, { def: reading.def, pointer: `${reading.pointer}/code` });
  }
  return undefined;
}
