// Text that reaches the model but not the reviewer's eye: tag characters, bidirectional controls,
// zero-width characters and stray variation selectors in a description (an actor's too, a resource
// slot's), a title, a schema's texts, an MCP server's instructions and description, a SKILL.md or
// the other text files of its folder (references/*.md, a REFERENCE without an extension) and the
// files outside it that it links to (../../docs/guide.md), and the
// characters a terminal writes other text over them with; found at the first such character and
// decoded in the message.
import type { Span } from '../model/diagnostic.js';
import { findHidden, mayHide, type HiddenText } from '../text/hidden-chars.js';
import { describeModelText, skillMdBodyStart, visitModelTexts } from '../model/model-texts.js';
import type { AgentSkillFolder } from '../kinds/agent-skill.js';
import type { ParsedDocument, LoadedText } from '../yaml/load.js';
import { LineIndex } from '../text/text-position.js';
import { quotedSource } from '../text/quoted-source.js';
import { pointerSegments, toPointer, valueAtPointer } from '../text/pointer.js';
import { isRecord } from '../model/model.js';
import type { RuleContext, RuleModule } from './rule.js';

/**
 * Whether a file's text may hide anything, by its parse: the language server keeps the parses of
 * the files an edit left alone, so each check after an edit reads only the edited file's text.
 */
const suspect = new WeakMap<LoadedText, boolean>();

function check(rule: RuleContext): void {
  const ctx = oncePerPlace(rule);
  for (const def of ctx.project.definitions) {
    const loaded = def.file.loaded;
    if (!loaded) continue;
    let may = suspect.get(loaded);
    if (may === undefined) suspect.set(loaded, (may = mayHide(loaded.text)));
    if (!may) continue;
    // A schema is read whole: a client may give it to the model as it stands.
    const visit = (text: string, pointer: () => string, key: boolean): void => {
      const hidden = findHidden(text);
      if (!hidden) return;
      const at = pointer();
      report(ctx, def.file.path, loaded, def.doc, at, key, text, hidden, ownerOf(def.name, def.value, at));
    };
    visitModelTexts(def.kind, def.value, visit, 'whole');
  }
  // A file of nested folders is in each one's files, and is checked once, at its own place.
  const checked = new Set<string>();
  const named = new Set<string>();
  for (const folder of ctx.project.referencedAgentSkills()) {
    checkSkillMd(ctx, folder);
    checkNames(ctx, folder.dir, ctx.project.agentSkillFilePaths(folder), named);
    for (const file of ctx.project.agentSkillTextFiles(folder)) {
      if (checked.has(file.path)) continue;
      checked.add(file.path);
      checkFileText(ctx, file.path, file.text, 0, 'the file');
    }
    for (const file of ctx.project.agentSkillLinkedFiles(folder)) {
      if (checked.has(file.path)) continue;
      checked.add(file.path);
      checkFileText(ctx, file.path, file.text, 0, `the file, which ${folder.skillMd} links to,`);
    }
  }
}

/** The context, and whether a finding already stands at a place of a file. */
interface OnceContext extends RuleContext {
  taken(file: string, span: Span): boolean;
}

/**
 * The context, reporting each finding once: a definition file kept in an Agent Skills folder
 * (`tools/lint/tool.yaml` beside its SKILL.md) is read as a definition and as a file of the
 * folder, and a hidden character in its description is one finding, the definition's (a file's
 * finding is dropped where one is `taken`). Two definitions that read one text (a schema an alias
 * gives a second tool) are two findings at its place, each naming whose it is: one of them dropped,
 * a new tool reading the hidden text read as the first one's finding (`--only-new`).
 */
function oncePerPlace(ctx: RuleContext): OnceContext {
  const places = new Set<string>();
  const said = new Set<string>();
  const placeOf = (file: string, span: Span): string => `${span.line}:${span.column}:${file}`;
  const report: RuleContext['report'] = (file, span, message, ...rest) => {
    const place = placeOf(file, span);
    const finding = `${place}\u0000${message}`;
    if (said.has(finding)) return;
    said.add(finding);
    places.add(place);
    ctx.report(file, span, message, ...rest);
  };
  const taken = (file: string, span: Span): boolean => places.has(placeOf(file, span));
  return Object.create(ctx, { report: { value: report }, taken: { value: taken } }) as OnceContext;
}

/**
 * A SKILL.md: every string of its frontmatter (as a client reads it), then the rest of its
 * frontmatter as written (a comment: a model that opens the file reads it whole), then its body.
 */
function checkSkillMd(ctx: OnceContext, folder: AgentSkillFolder): void {
  const fm = folder.frontmatter;
  const loaded = fm?.file.loaded;
  let found = false;
  if (fm?.doc && loaded) {
    const doc = fm.doc;
    visitModelTexts('skill-md-frontmatter', doc.value, (text, pointer, key) => {
      const hidden = findHidden(text);
      if (hidden) report(ctx, folder.skillMd, loaded, doc, pointer(), key, text, hidden);
      found ||= hidden !== undefined;
    });
  }
  const text = folder.text;
  if (text === undefined) return;
  // Where the body starts as written: a frontmatter clients read two ways (not parsed) is still
  // the frontmatter to the reviewer who is told where the character is.
  const bodyStart = folder.bodyStart ?? skillMdBodyStart(text, loaded);
  if (!found) checkFileText(ctx, folder.skillMd, text.slice(0, bodyStart), 0, 'the frontmatter');
  checkFileText(ctx, folder.skillMd, text, bodyStart, 'the body');
}

/**
 * The names of a folder's files and folders, below it: the model reads them when it lists the
 * folder (`ls references/`), a reviewer in the pull request's list of files, where a tag shows as
 * nothing and an override turns `\u202Edm.txt` into `txt.md`. At the file's start; a folder's
 * name once (`named`, the paths whose names were judged), at its first file.
 */
function checkNames(ctx: OnceContext, dir: string, paths: readonly string[], named: Set<string>): void {
  for (const path of paths) {
    const name = dir === '' ? path : path.slice(dir.length + 1);
    const hidden = findHidden(name);
    if (!hidden) continue;
    const end = name.indexOf('/', hidden.index);
    const shown = end === -1 ? name : name.slice(0, end);
    const whole = dir === '' ? shown : `${dir}/${shown}`;
    if (named.has(whole)) continue;
    named.add(whole);
    const what = `the name of the ${end === -1 ? 'file' : 'folder'} ${shown}`;
    ctx.report(path, { line: 1, column: 1, endLine: 1, endColumn: 1 }, message(what, hidden));
  }
}

/**
 * A text the model reads whole, from `start` on: a SKILL.md's body, a file of its folder
 * (`references/forms.md`). At its first hidden character, on the file's own lines.
 */
function checkFileText(ctx: OnceContext, file: string, text: string, start: number, where: string): void {
  const hidden = findHidden(start === 0 ? text : text.slice(start), start === 0);
  if (!hidden) return;
  const at = start + hidden.index;
  // A byte-order mark is no column, as in every other file (load.ts strips it before counting).
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const span = new LineIndex(text.slice(bom)).span(at - bom, at - bom + hidden.char.length);
  if (!ctx.taken(file, span)) ctx.report(file, span, message(where, hidden));
}

function report(
  ctx: RuleContext,
  file: string,
  loaded: LoadedText,
  doc: ParsedDocument,
  pointer: string,
  key: boolean,
  text: string,
  hidden: HiddenText,
  /** Whose text it is (ownerOf). */
  owner = '',
): void {
  const span = hiddenSpan(loaded, key ? doc.keySpan(pointer) : doc.valueSpan(pointer), text, hidden);
  const where = describeModelText(pointer);
  ctx.report(file, span, message(key ? `the name of ${where}` : where, hidden, owner));
}

function message(where: string, hidden: HiddenText, owner = ''): string {
  return `${where} hides ${hidden.what}: the model reads it, a reviewer does not see it${owner}`;
}

/**
 * Whose text it is, by name: the definition, and the item of its list the text is in where that
 * item has a name (`tools[0]` of an inventory, a skill's `tools[1]` with its override, an anonymous
 * tool, a resource slot). Findings are matched to the base's by file and message (`--only-new`),
 * and a place by its index is no one's: text hidden in one tool and moved to another (one that
 * deletes, or that other actors reach) at the same index or in the same file must not read as the
 * base's finding.
 */
function ownerOf(definition: string | undefined, value: unknown, pointer: string): string {
  const names = definition === undefined ? [] : [definition];
  const [list, index] = pointerSegments(pointer);
  if (list !== undefined && index !== undefined && /^\d+$/.test(index)) {
    const item = valueAtPointer(value, toPointer([list, index]));
    const name = isRecord(item) ? (item.name ?? item.skill) : undefined;
    if (typeof name === 'string') names.push(name);
  }
  return names.length === 0 ? '' : ` (in ${names.map((n) => `'${n}'`).join(' at ')})`;
}

/**
 * The span of the hidden character in the file. In a double-quoted string (JSON's, YAML's), what
 * wrote it: the character, or the escape (`"\u200B"`, `"\U000E0041"`) a reviewer must find. Written
 * as it is read (plain, single-quoted and block scalars), the character is the n-th of its kind in
 * the value's source as in the value; where neither tells (an alias), the value's start.
 */
function hiddenSpan(loaded: LoadedText, value: Span, text: string, hidden: HiddenText): Span {
  const lines = loaded.lines;
  const start = lines.offset(value.line, value.column);
  const source = loaded.text.slice(start, lines.offset(value.endLine, value.endColumn));
  const quoted = quotedSource(source);
  if (quoted?.value === text) {
    const last = hidden.index + hidden.char.length - 1;
    return lines.span(start + (quoted.starts[hidden.index] as number), start + (quoted.ends[last] as number));
  }
  const nth = occurrences(text.slice(0, hidden.index), hidden.char);
  if (occurrences(source, hidden.char) !== occurrences(text, hidden.char)) return value;
  let at = -1;
  for (let k = 0; k <= nth; k++) at = source.indexOf(hidden.char, at + 1);
  return lines.span(start + at, start + at + hidden.char.length);
}

function occurrences(text: string, char: string): number {
  let n = 0;
  for (let i = text.indexOf(char); i !== -1; i = text.indexOf(char, i + char.length)) n++;
  return n;
}

export const rule: RuleModule = {
  meta: {
    id: 'hidden-text',
    defaultSeverity: 'error',
    description:
      "Text that reaches the model (a description, a title, a schema text, an override, a resource slot's description, an MCP server's instructions and description, a SKILL.md, a text file of its folder or a file it links to) holds characters a reviewer cannot see: Unicode tag characters, bidirectional controls, zero-width characters, stray variation selectors or other default-ignorable characters (soft hyphens, invisible operators, Hangul fillers), a carriage return, backspace or escape with which a terminal writes other text over it, or another control character (NUL, BEL, DEL, a C1 control).",
    scope: 'project',
    // Text a reviewer cannot see steers what the model does with its tools: a head that lowers
    // this rule for its own change hides that text from the gate (SPEC §6), so that needs approval.
    incompleteReading: true,
  },
  check,
};
