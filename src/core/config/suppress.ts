// Suppression comments: `# agents-config-check-disable-next-line RULE[, RULE...]` silences those
// rules on the next line, `# agents-config-check-disable-file RULE[, RULE...]` in the whole file.
// Only real YAML comments count (the parser's, never a search of the text), and the power gate's
// rules cannot be silenced by them at all (SPEC §5).
import type { Span } from '../model/diagnostic.js';
import type { LoadedText } from '../yaml/load.js';
import { closest, didYouMean } from '../model/names.js';
import type { Project } from '../project/project.js';
import { byCodeUnits } from '../text/order.js';

/** One suppression comment as written: its place, scope and the rules it names. */
interface SuppressionComment {
  file: string;
  /** The line and column of the comment's `#`. */
  line: number;
  column: number;
  scope: 'next-line' | 'file';
  rules: string[];
  /** Where each of `rules` is written. */
  ruleSpans: Span[];
  /** From the `#` to the end of its line. */
  span: Span;
}

/** One rule of one suppression comment, with whether it silenced a finding in this run. */
export interface Suppression {
  file: string;
  scope: 'next-line' | 'file';
  /** The line the comment is on. */
  line: number;
  rule: string;
  /** The rule's name in the comment (the whole comment when it names none). */
  span: Span;
  used: boolean;
}

const MARKER_WORD = 'agents-config-check-disable-';
const MARKER = /^#\s*agents-config-check-disable-(next-line|file)\b(.*)$/;

type CommentSource = Pick<LoadedText, 'text' | 'lines' | 'comments'>;

/** Comments by parse, without the file's path: base and head share the parse of a common file. */
const commentsByText = new WeakMap<CommentSource, Omit<SuppressionComment, 'file'>[]>();

/** The suppression comments of a file, in text order. */
export function suppressionComments(file: string, loaded: CommentSource): SuppressionComment[] {
  if (!loaded.text.includes(MARKER_WORD)) return [];
  let found = commentsByText.get(loaded);
  if (!found) {
    found = readComments(loaded);
    commentsByText.set(loaded, found);
  }
  return found.map((c) => ({ file, ...c }));
}

function readComments(loaded: CommentSource): Omit<SuppressionComment, 'file'>[] {
  const out: Omit<SuppressionComment, 'file'>[] = [];
  const { text, lines } = loaded;
  for (const offset of loaded.comments()) {
    if (!text.startsWith('#', offset)) continue;
    let end = text.indexOf('\n', offset);
    if (end === -1) end = text.length;
    if (text.charCodeAt(end - 1) === 0x0d) end--;
    const match = MARKER.exec(text.slice(offset, end));
    if (!match) continue;
    const listed = match[2] ?? '';
    const listStart = end - listed.length;
    const rules: string[] = [];
    const ruleSpans: Span[] = [];
    for (const rule of listed.matchAll(/[^,\s]+/g)) {
      rules.push(rule[0]);
      ruleSpans.push(lines.span(listStart + rule.index, listStart + rule.index + rule[0].length));
    }
    const span = lines.span(offset, end);
    const scope = match[1] as 'next-line' | 'file';
    out.push({ line: span.line, column: span.column, scope, rules, ruleSpans, span });
  }
  return out;
}

/** Every rule of every suppression comment of a file, each not yet used. */
export function findSuppressions(file: string, loaded: CommentSource): Suppression[] {
  const out: Suppression[] = [];
  for (const c of suppressionComments(file, loaded)) {
    const base = { file, scope: c.scope, line: c.line, used: false };
    if (c.rules.length === 0) out.push({ ...base, rule: '', span: c.span });
    c.rules.forEach((rule, i) => out.push({ ...base, rule, span: c.ruleSpans[i] ?? c.span }));
  }
  return out;
}

/**
 * What a suppression that names a rule says about that rule, when it is not simply used: `known`
 * are the rules' ids, `gate` those of the power gate (the registry's).
 */
export function unusedSuppressionMessage(
  rule: string,
  known: ReadonlySet<string>,
  gate: ReadonlySet<string>,
): string {
  if (rule === '') return 'suppression comment names no rule';
  if (gate.has(rule))
    return `suppression cannot silence '${rule}': the power gate is changed only by approval (the label or --allow-escalations) or by the configuration's rules`;
  if (!known.has(rule)) return `suppression names unknown rule '${rule}'${didYouMean(closest(rule, known))}`;
  return `suppression of '${rule}' silences nothing`;
}

/** A suppression comment the head adds, for the diff (its span left out: line and column say where). */
export type AddedSuppression = Omit<SuppressionComment, 'span' | 'ruleSpans'>;

/**
 * The suppression comments on the head that the base does not have: matched by file, scope and
 * rules, not by line (edits above a comment move it), one base comment for one head comment; a
 * next-line comment also by the line it silences, so one moved onto another line, or left above
 * a line that changed, silences something new and is listed. A file whose parse both trees share
 * has the same comments on both: it is not read.
 */
export function addedSuppressions(base: Project, head: Project): AddedSuppression[] {
  const baseFiles = new Map(base.suppressibleFiles().map((f) => [f.path, f.loaded]));
  const out: AddedSuppression[] = [];
  for (const file of head.suppressibleFiles()) {
    if (!file.loaded) continue;
    const baseLoaded = baseFiles.get(file.path);
    if (baseLoaded === file.loaded) continue;
    const headComments = suppressionComments(file.path, file.loaded);
    if (headComments.length === 0) continue;
    const onBase = new Map<string, number>();
    const baseKeys = baseLoaded
      ? suppressionComments(file.path, baseLoaded).map((c) => matchKey(c, baseLoaded))
      : [];
    for (const key of baseKeys) onBase.set(key, (onBase.get(key) ?? 0) + 1);
    for (const c of headComments) {
      const key = matchKey(c, file.loaded);
      const left = onBase.get(key) ?? 0;
      if (left > 0) {
        onBase.set(key, left - 1);
        continue;
      }
      out.push({ file: c.file, line: c.line, column: c.column, scope: c.scope, rules: c.rules });
    }
  }
  return out.sort((a, b) => byCodeUnits(a.file, b.file) || a.line - b.line);
}

function matchKey(c: SuppressionComment, loaded: CommentSource): string {
  const rules = `${c.scope}\0${[...c.rules].sort().join(',')}`;
  // The line it silences, without its indentation: a comment moved with its line still matches.
  return c.scope === 'file' ? rules : `${rules}\0${loaded.lines.lineText(c.line + 1).trim()}`;
}
