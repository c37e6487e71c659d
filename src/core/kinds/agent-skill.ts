// Agent Skills folders read the way the format's reference validator (`skills-ref`) reads them:
// SKILL.md (or, failing that, skill.md) opening with a `---` line, its frontmatter's scalars read
// as strings, and the checks of its name, description and compatibility, lengths in code points.
// Where this reading departs from the reference on purpose, docs/rules.md lists it and says why.
import type { Span } from '../model/diagnostic.js';
import { loadYaml, YAML11_ONLY_BREAK, type LoadedText, type ParsedDocument } from '../yaml/load.js';
import { toPointer } from '../text/pointer.js';
import type { LineIndex } from '../text/text-position.js';
import { byCodeUnits } from '../text/order.js';
import { foldedName } from '../text/fold.js';
import {
  BINARY_FILE,
  EXECUTABLE,
  groupBy,
  UNREAD_ID,
  isRecord,
  type AuxFileReader,
  type AuxRead,
  type DefinitionKind,
  type SourceFile,
} from '../model/model.js';

const MAX_NAME_LENGTH = 64;
const MAX_DESCRIPTION_LENGTH = 1024;
const MAX_COMPATIBILITY_LENGTH = 500;

/** The top-level fields of the Agent Skills format. */
export const FORMAT_FIELDS: readonly string[] = [
  'name',
  'description',
  'license',
  'compatibility',
  'metadata',
  'allowed-tools',
];

export interface AgentSkillFolder {
  dir: string;
  /** The file read: `<dir>/SKILL.md`, or `<dir>/skill.md` when only that one exists. */
  skillMd: string;
  status: 'ok' | 'missing' | 'escapes' | 'unreadable';
  reason?: string;
  /** For a missing SKILL.md: the symbolic link on the way to it, which was not followed. */
  link?: string;
  frontmatter?: Frontmatter;
  /** Problems with the SKILL.md itself (no frontmatter, bad YAML). */
  problems: { span: Span; message: string }[];
  /** The SKILL.md as read (its body reaches the model as well as its frontmatter). */
  text?: string;
  /**
   * Where its body starts as written: after the first closing `---` line, whether the frontmatter
   * above it parsed or not (a reader still sees it as the frontmatter); undefined without one.
   */
  bodyStart?: number;
}

export interface Frontmatter {
  file: SourceFile;
  /** Top-level fields, every scalar among them read as the string it is written as. */
  values: Record<string, unknown>;
  /** The name as the reference compares it: trimmed and NFKC-normalised; undefined unless a string. */
  name: string | undefined;
  doc: ParsedDocument | undefined;
  /** The opening `---` line: where a missing field is reported. */
  span: Span;
}

/**
 * The shell commands a SKILL.md runs when the skill is invoked, before the model reads it, with the
 * line each starts on: Claude Code's dynamic context, `` !`command` `` and blocks opened by three
 * backticks and `!`. Its preprocessor finds them in the plain text, inside code spans and fences
 * too (a skill documenting the syntax runs its examples), and a block anywhere, not only at a
 * line's start (`/```!\s*\n?([\s\S]*?)\n?```/g`: after text or `> ` on its line, closed by the next
 * three backticks wherever they stand, its command starting right after the `!`, on the opening
 * line too: ```` ```!sh ```` runs `sh`). So the whole text is read so, an inline command across line
 * breaks too (`[^`]` takes them, as other clients read it). A block never closed is read both ways
 * where it opens its line, as a fence does: running to the end, and as text. A CRLF checkout runs
 * the same commands as an LF one.
 */
export function skillMdCommands(text: string): { command: string; line: number }[] {
  const out: { command: string; line: number }[] = [];
  const asLf = (command: string): string => command.replace(/\r\n/g, '\n').trim();
  let line = 1;
  let at = 0;
  const lineOf = (index: number): number => {
    for (; at < index; at++) if (text.charCodeAt(at) === 10) line++;
    return line;
  };
  for (let open = text.indexOf('```!'); open !== -1; open = text.indexOf('```!', open + 1)) {
    const close = text.indexOf('```', open + 4);
    // Never closed, it runs to the end only as a fence does: opening its line (`` ```! `` in prose
    // below which no three backticks stand runs nothing).
    if (close === -1 && !/^\s*$/.test(text.slice(text.lastIndexOf('\n', open) + 1, open))) continue;
    out.push({ command: asLf(text.slice(open + 4, close === -1 ? undefined : close)), line: lineOf(open) });
  }
  [line, at] = [1, 0];
  for (const m of text.matchAll(/!`([^`]+)`/g)) {
    // As an LF checkout reads it: a CRLF checkout runs the same command.
    out.push({ command: (m[1] as string).replace(/\r\n/g, '\n'), line: lineOf(m.index) });
  }
  return out.sort((a, b) => a.line - b.line);
}

const OPENING_SPAN: Span = { line: 1, column: 1, endLine: 1, endColumn: 4 };

/** Reads the Agent Skills folder at `dir` (undefined: the path escapes the root). */
export function readAgentSkillFolder(
  aux: AuxFileReader,
  dir: string | undefined,
  raw: string,
  /** The run's loader: a frontmatter is read like any file of the run. */
  load: (text: string) => LoadedText = loadYaml,
): AgentSkillFolder {
  if (dir === undefined) return { dir: raw, skillMd: raw, status: 'escapes', problems: [] };
  const climbed = linkClimbedOver(aux, raw);
  if (climbed !== undefined) return { dir, skillMd: raw, status: 'missing', link: climbed, problems: [] };
  const upper = dir === '' ? 'SKILL.md' : `${dir}/SKILL.md`;
  let skillMd = upper;
  let read = safeRead(aux, upper);
  // The reference prefers SKILL.md and accepts skill.md; a link on the way stops both.
  if (read.kind === 'missing' && read.link === undefined) {
    const lower = dir === '' ? 'skill.md' : `${dir}/skill.md`;
    const second = safeRead(aux, lower);
    if (second.kind !== 'missing') {
      skillMd = lower;
      read = second;
    }
  }
  if (read.kind === 'missing') {
    const folder: AgentSkillFolder = { dir, skillMd, status: 'missing', problems: [] };
    if (read.link !== undefined) folder.link = read.link;
    return folder;
  }
  if (read.kind === 'unreadable')
    return { dir, skillMd, status: 'unreadable', reason: read.reason, problems: [] };
  return parseSkillMd(dir, skillMd, read.text, load);
}

/**
 * The files of a folder the model reads as text besides its SKILL.md: those the SKILL.md points it
 * to on demand (`references/*.md`, `forms.md`, a `.txt`, a page of documentation written in
 * reStructuredText, AsciiDoc, MDX or HTML), by extension; and the data and templates it loads as
 * it needs them (`assets/template.json`, a lookup table in `.csv`, a schema in `.yaml`, a `.j2`
 * template), whose strings reach the model as the documentation's do. Scripts are run, not read
 * to the model (a change to one is a change of what the skill runs), and left out.
 */
const TEXT_FILE =
  /\.(md|markdown|mdx|txt|text|rst|adoc|asciidoc|html?|json[c5l]?|ndjson|ya?ml|toml|csv|tsv|xml|ini|tmpl|tpl|j2|jinja2?|mustache|hbs)$/i;

/**
 * A file whose name has no extension at all (`REFERENCE`, `LICENSE`, `references/FORMS`): nothing
 * in its name says it is not documentation a SKILL.md may send the model to, so it is read when it
 * is text. Not when git holds it executable, or it opens with `#!`: a script, run and not read; a
 * binary one (NUL bytes) is not text. A dot file (`.gitignore`) is the tools' settings, not prose.
 */
const BARE_NAME = /(?:^|\/)[^./]+$/;

/**
 * The extensions of what is run or loaded, not read to the model: scripts and source (as above),
 * and compiled, archived, image, audio, video, font, office and model-weight files, which are not
 * text, or not read as such. Any other extension says nothing either way: a SKILL.md may send the
 * model to `policy.cfg`, `rules.conf` or `notes.org`, and a client reads it as text, so it is read
 * as a file without an extension is, only where it is text (`other`).
 */
const NOT_READ =
  /\.(py[cdiow]?|[cm]?[jt]sx?|sh|bash|zsh|fish|ksh|csh|ps[dm]?1|bat|cmd|vbs|rb|pl|pm|php|lua|go|rs|java|kts?|scala|groovy|swift|[ch]|cc|cpp|cxx|hh|hpp|cs|fs|jl|dart|exs?|erl|hs|clj|wasm|exe|dll|so|dylib|o|a|lib|bin|class|jar|png|jpe?g|gif|webp|bmp|ico|tiff?|pdf|zip|gz|tgz|bz2|xz|zst|7z|tar|rar|ttf|otf|woff2?|eot|mp[34]|wav|ogg|flac|mov|avi|webm|mkv|sqlite3?|db|parquet|np[yz]|pkl|pickle|h5|onnx|pt|safetensors|docx?|xlsx?|pptx?|od[tsp])$/i;

/**
 * How a listed file is read: by its extension (`named`), only if it is text (`bare`: no extension;
 * `other`: an extension neither TEXT_FILE nor NOT_READ names), or not. Never a dot file, nor one
 * git holds executable.
 */
function textFileKind(path: string, id: string): 'named' | 'bare' | 'other' | undefined {
  if (TEXT_FILE.test(path)) return 'named';
  if (id.startsWith(EXECUTABLE) || /(?:^|\/)\.[^/]*$/.test(path)) return undefined;
  if (BARE_NAME.test(path)) return 'bare';
  return NOT_READ.test(path) ? undefined : 'other';
}

/**
 * A folder listing's id for a file that can be read: git's blob id (SHA-1 or SHA-256), marked
 * where it is executable. A link, a submodule or a file the listing could not hash has another.
 */
const READABLE_ID = /^(?:exec:)?(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/** One text file of an Agent Skills folder, as read. */
export interface FolderTextFile {
  path: string;
  text: string;
}

/** The text files of a folder: those read, and those that could not be, with why. */
export interface FolderTextFiles {
  read: FolderTextFile[];
  /** `decoded`: its text read all the same, as a client decodes it (compared, checked for hidden text). */
  unreadable: { path: string; reason: string; decoded?: true }[];
}

/**
 * A listed file the model may read as text: read, or not readable, with why; or both, where its
 * bytes are text all the same (AuxRead's `decoded`: UTF-8 but for NUL bytes, UTF-16): refused, and
 * its text read.
 */
export type ListedText =
  { path: string; text: string; unreadable?: string } | { path: string; unreadable: string };

/**
 * The text files of a folder other than its SKILL.md, from its listing (`path blob-id` lines,
 * model.ts), each as `textOf` gives its line (listedText). A file that cannot be read so is one the
 * model may still read (its client decodes what it can) and nobody checked: listed with why, for
 * `unreadable-file`.
 */
export function readFolderTextFiles(
  folder: AgentSkillFolder,
  listing: readonly string[],
  textOf: (line: string) => ListedText | undefined,
): FolderTextFiles {
  const out: FolderTextFiles = { read: [], unreadable: [] };
  for (const line of listing) {
    const file = textOf(line);
    if (file === undefined || file.path === folder.skillMd) continue;
    if ('text' in file) out.read.push({ path: file.path, text: file.text });
    if (file.unreadable === undefined) continue;
    const refused = { path: file.path, reason: file.unreadable };
    out.unreadable.push('text' in file ? { ...refused, decoded: true } : refused);
  }
  return out;
}

/**
 * A line of a folder's listing as a text file the model may read (readFolderTextFiles), read as
 * every file is (never through a link, within max-file-size, UTF-8); undefined where it is none.
 * The same for every folder that lists it: nested folders list one file each.
 */
export function listedText(aux: AuxFileReader, line: string): ListedText | undefined {
  const space = line.lastIndexOf(' ');
  const [path, id] = [line.slice(0, space), line.slice(space + 1)];
  const kind = space < 0 ? undefined : textFileKind(path, id);
  // A file the listing could not hash (a FIFO) is read all the same: the read says why it is not.
  if (kind === undefined || !(READABLE_ID.test(id) || id.startsWith(UNREAD_ID))) return undefined;
  const read = safeRead(aux, path);
  // Binary for its NUL bytes alone, or UTF-16, it is text all the same: a client reads it, and
  // GitHub shows its diff as "binary", so the reviewer sees it only here. It is refused as before
  // (unreadable-file) where a file of its name was: one named as text (a `.md`), or one without an
  // extension in UTF-16.
  if (read.kind === 'unreadable' && read.decoded !== undefined) {
    const refused = kind === 'named' || (kind === 'bare' && mayBeText(read));
    return refused ? { path, text: read.decoded, unreadable: read.reason } : { path, text: read.decoded };
  }
  if (kind === 'bare' && !mayBeText(read)) return undefined;
  // Of an extension that says nothing, only what reads as text: a data file in an encoding of its
  // own, or over the size limit, is no text file the checker failed to read.
  if (kind === 'other' && (read.kind !== 'text' || !mayBeText(read))) return undefined;
  if (read.kind === 'text') return { path, text: read.text };
  return read.kind === 'unreadable' ? { path, unreadable: read.reason } : undefined;
}

/** Whether a file with no extension to go by is one the model may read as text. */
function mayBeText(read: AuxRead): boolean {
  if (read.kind === 'text') return !read.text.replace(/^\uFEFF/, '').startsWith('#!');
  // Over the size limit, UTF-16 or not UTF-8, it may be text all the same; with NUL bytes it is not.
  return read.kind !== 'unreadable' || read.reason !== BINARY_FILE;
}

/**
 * What a line of a folder's listing says of the folder that holds its file, worked out once per
 * line (nested folders list one file each): whether it is a link's, and, where its file's name is
 * `SKILL.md` in any case (otherSkillMd), the folder that holds it.
 */
export interface ListedLine {
  path: string;
  link: boolean;
  skillMdIn: string | undefined;
}

export function listedLine(line: string): ListedLine {
  const path = line.slice(0, line.lastIndexOf(' '));
  const slash = path.lastIndexOf('/');
  const skillMd = foldedName(path.slice(slash + 1)) === 'skill.md';
  return {
    path,
    link: line.includes(' link:'),
    skillMdIn: skillMd ? path.slice(0, Math.max(slash, 0)) : undefined,
  };
}

/**
 * A file of the folder, besides the SKILL.md read, whose name is `SKILL.md` in another case
 * (`skill.md`, `Skill.md`, `ſkill.md`, `SKILL\u200c.md` on HFS+), folded as twin folders are: a
 * case-insensitive checkout holds one file for both, with either's text, and a loader that looks
 * the name up without case may take it. Its path, if any. A file of a folder below is none.
 */
export function otherSkillMd(
  folder: AgentSkillFolder,
  listing: readonly string[],
  lineOf: (line: string) => ListedLine = listedLine,
): string | undefined {
  for (const line of listing) {
    const { path, skillMdIn } = lineOf(line);
    if (skillMdIn !== undefined && skillMdIn === folder.dir && path !== folder.skillMd) return path;
  }
  return undefined;
}

/** Each folder's names by their folded form, per reader: thousands of folders may share a parent. */
const namesByFold = new WeakMap<AuxFileReader, Map<string, Map<string, string[]> | undefined>>();

function foldedNames(aux: AuxFileReader, dir: string): Map<string, string[]> | undefined {
  let byDir = namesByFold.get(aux);
  if (!byDir) namesByFold.set(aux, (byDir = new Map()));
  if (!byDir.has(dir)) {
    const names = aux.folderNames?.(dir);
    byDir.set(dir, names && groupBy(names, foldedName));
  }
  return byDir.get(dir);
}

/**
 * More twins than this are not followed: one is enough to make the folder unknown. The folder's
 * own path is always followed, and a twin past the bound counts as one not looked into.
 */
const MAX_TWINS = 8;

/**
 * The other paths of the tree that are `dir` in another case or Unicode normalisation, in any
 * segment (`Agent-Skills/pdf` or `agent-skills/PDF` beside `agent-skills/pdf`): a case-insensitive
 * checkout holds one folder for all of them, with any one's files, so a runtime there may read a
 * SKILL.md the checker did not. None where the reader cannot list folders.
 */
export function twinFolders(aux: AuxFileReader, dir: string): string[] {
  if (dir === '' || !aux.folderNames) return [];
  const { matching, blind } = twinWalk(aux, dir);
  const unread = blind.map((b) => (typeof b === 'string' ? b : `${b.path}${dir.slice(b.from)}`));
  return [...unread, ...matching.filter((path) => path !== dir)].sort(byCodeUnits);
}

/**
 * The walk down a path's segments (twinFolders): every path of the tree that matches it so far,
 * itself included; and the twins that cannot be looked into (a link, a file), which may hold
 * anything below: a path, or one cut past the bound, whose rest is the walked path's from `from`.
 */
interface TwinWalk {
  matching: readonly string[];
  blind: readonly (string | { path: string; from: number })[];
}

/** Each reader's walks by the path walked: nested folders walk their parents' path once for all. */
const twinWalks = new WeakMap<AuxFileReader, Map<string, TwinWalk>>();

function twinWalk(aux: AuxFileReader, dir: string): TwinWalk {
  let walks = twinWalks.get(aux);
  if (!walks) twinWalks.set(aux, (walks = new Map([['', { matching: [''], blind: [] }]])));
  // Up to the nearest path walked before, then down again a segment at a time: paths may be deep.
  const ends: number[] = [];
  let end = dir.length;
  let walk = walks.get(dir);
  while (walk === undefined) {
    ends.push(end);
    end = dir.lastIndexOf('/', end - 1);
    walk = walks.get(end < 0 ? '' : dir.slice(0, end));
  }
  for (let i = ends.length - 1; i >= 0; i--) {
    const next = ends[i] as number;
    const own = end < 0 ? '' : dir.slice(0, end);
    walk = twinStep(aux, walk, own, dir.slice(end + 1, next), dir.slice(0, next));
    walks.set(dir.slice(0, next), walk);
    end = next;
  }
  return walk;
}

/** A walk one segment further down, from `own` (the path walked) to `ownNext`. */
function twinStep(
  aux: AuxFileReader,
  walk: TwinWalk,
  own: string,
  segment: string,
  ownNext: string,
): TwinWalk {
  const want = foldedName(segment);
  const next: string[] = [];
  const blind = [...walk.blind];
  for (const at of walk.matching) {
    const names = foldedNames(aux, at);
    if (!names && at !== own) blind.push(at);
    for (const name of names?.get(want) ?? []) {
      const path = at === '' ? name : `${at}/${name}`;
      // Cutting the folder's own path (git lists `Agent-skills` before `agent-skills`) would hide
      // the twins below it; a twin cut unread still counts, as the folder would be below it
      // (`AGENT-skills/pdf`): its content is then that folder's files, not all the twin holds.
      if (path === ownNext || next.length < MAX_TWINS) next.push(path);
      else if (blind.length < MAX_TWINS) blind.push({ path, from: ownNext.length });
    }
  }
  return { matching: next, blind };
}

/**
 * The folders a path climbs back out of with `..` (`as/tmp` of `as/tmp/../pdf`), each as a path
 * from the root; none when it never climbs over a folder it named.
 */
export function climbedFolders(raw: string): string[] {
  const out: string[] = [];
  const parts: string[] = [];
  for (const part of raw.split('/')) {
    if (part === '' || part === '.') continue;
    if (part !== '..') parts.push(part);
    else if (parts.length > 0) {
      out.push(parts.join('/'));
      parts.pop();
    }
  }
  return out;
}

/**
 * A symbolic link among the folders a path climbs back out of: the checker reads the path as
 * written (`as/tmp/../pdf` is `as/pdf`), a runtime that opens it follows the link first and climbs
 * out of where it leads (`vendor/deep/..`), another folder the checker never read.
 */
function linkClimbedOver(aux: AuxFileReader, raw: string): string | undefined {
  for (const folder of climbedFolders(raw)) {
    const read = safeRead(aux, `${folder}/SKILL.md`);
    if (read.kind === 'missing' && read.link !== undefined) return read.link;
  }
  return undefined;
}

function safeRead(aux: AuxFileReader, path: string): AuxRead {
  try {
    return aux.read(path);
  } catch (error) {
    return { kind: 'unreadable', reason: String(error) };
  }
}

type FolderProblem = AgentSkillFolder['problems'][number];

/** Where the frontmatter's closing line starts, or why the text has no frontmatter to read. */
function frontmatterEnd(text: string, file: string): number | FolderProblem {
  if (text.charCodeAt(0) === 0xfeff)
    return {
      span: { line: 1, column: 1, endLine: 1, endColumn: 2 },
      message: `${file} starts with a byte-order mark; the Agent Skills format requires it to start with its '---' frontmatter line`,
    };
  const opening = /^---[ \t]*(\r?\n|$)/.exec(text);
  if (!opening)
    return {
      span: OPENING_SPAN,
      message: `${file} must start with YAML frontmatter: a '---' line, the fields, and a closing '---' line`,
    };
  const closing = closingLine(text, opening[0].length);
  if (closing === undefined)
    return { span: OPENING_SPAN, message: `${file} frontmatter is not closed with a '---' line` };
  // `--- ` closes it for a client that trims the line, not for one that reads a line of exactly
  // `---`: that one reads on to a later `---`, and the fields in between (`allowed-tools: Bash`)
  // are its own. What the checker cannot tell is taken as the most it could be.
  // So is a carriage return after it where the opening line has none (`---\r\n` below `---\n`): a
  // client that splits at line feeds and reads `---` exactly opened at the first and reads on.
  const rest = text.slice(closing);
  const spaces = /^---[ \t]/.test(rest);
  if (spaces || (rest.startsWith('---\r') && !opening[0].includes('\r'))) {
    const line = text.slice(0, closing).split('\n').length;
    const after = spaces ? "spaces after '---'" : "a carriage return after '---' and the opening line none";
    return {
      span: { line, column: 1, endLine: line, endColumn: 4 },
      message: `${file} frontmatter's closing line has ${after}: some clients close it there and others read on, and they read different fields: its power is taken as unknown; write the line as '---'`,
    };
  }
  return closing;
}

/** The frontmatter of a SKILL.md's text: between a first line `---` and the next line `---`. */
function parseSkillMd(dir: string, skillMd: string, text: string, load = loadYaml): AgentSkillFolder {
  const folder: AgentSkillFolder = { dir, skillMd, status: 'ok', problems: [], text, ...writtenBody(text) };
  const file = skillMd.slice(skillMd.lastIndexOf('/') + 1);
  const closing = frontmatterEnd(text, file);
  if (typeof closing !== 'number') {
    folder.problems.push(closing);
    return folder;
  }
  // Parsing the text up to the closing line keeps every position relative to the whole file.
  const front = text.slice(0, closing);
  const loaded = load(front);
  const split = splitByLineBreaks(front, loaded);
  if (split !== undefined) {
    folder.problems.push({
      span: split.span,
      message: `${file} frontmatter holds a ${split.character}, a line break to YAML 1.1 loaders (PyYAML) and text to YAML 1.2 ones, and they read its fields differently: its power is taken as unknown; write a line feed instead`,
    });
    return folder;
  }
  const second = loaded.documents[1];
  if (second !== undefined) {
    // `--- # note` or `...` inside the frontmatter starts another YAML document: the checker read
    // only the first, while a client that reads them all (or the last) reads fields it never saw.
    folder.problems.push({
      span: second.span,
      message: `${file} frontmatter holds more than one YAML document (a '---' or '...' line inside it): clients that read the others read fields the first does not hold: its power is taken as unknown; keep the frontmatter one document`,
    });
    return folder;
  }
  const source: SourceFile = {
    path: skillMd,
    kind: 'skill' as DefinitionKind,
    loaded,
    problems: loaded.problems,
  };
  for (const p of loaded.problems) {
    const message = p.kind === 'yaml-syntax' ? `invalid YAML in frontmatter: ${p.message}` : p.message;
    folder.problems.push({ span: p.span, message });
  }
  const doc = loaded.documents[0];
  const values = doc && isRecord(doc.value) ? fieldsAsWritten(doc, doc.value, loaded.lines) : noFields();
  if (!(doc && isRecord(doc.value)) && loaded.problems.length === 0) {
    folder.problems.push({
      span: doc ? doc.span : OPENING_SPAN,
      message: doc
        ? `${file} frontmatter must be a YAML mapping of fields, not ${kindOf(doc.value)}`
        : `${file} frontmatter is empty; it needs at least 'name' and 'description'`,
    });
  }
  const name = values.name;
  folder.frontmatter = {
    file: source,
    values,
    name: typeof name === 'string' ? normaliseName(name) : undefined,
    doc,
    span: OPENING_SPAN,
  };
  return folder;
}

/** Where a SKILL.md's body starts as written (`bodyStart`): the line after its first closing `---` line. */
function writtenBody(text: string): Pick<AgentSkillFolder, 'bodyStart'> {
  const opening = /^---[ \t]*(\r?\n|$)/.exec(text);
  const closing = opening ? closingLine(text, opening[0].length) : undefined;
  if (closing === undefined) return {};
  const newline = text.indexOf('\n', closing);
  return { bodyStart: newline === -1 ? text.length : newline + 1 };
}

/**
 * Where the frontmatter's closing `---` line starts, searching from `from` (the line after the
 * opening one): a line that ends at a line feed (or the end of the text), never at the other line
 * terminators of a JavaScript multiline pattern (U+2028, U+2029, a lone carriage return). Clients
 * split the file at `\n---`; closing it at a `---` after a U+2028 hid the fields below it
 * (`allowed-tools: Bash`) from the gate while a client granted them.
 */
function closingLine(text: string, from: number): number | undefined {
  const found = /(^|\n)---[ \t]*\r?(?=\n|$)/.exec(text.slice(from));
  return found ? from + found.index + (found[1] as string).length : undefined;
}

/**
 * Where a frontmatter that clients read two ways starts to differ: NEL, U+2028 and U+2029 are line
 * breaks to PyYAML (the run's loader reads them so) and text to JavaScript's YAML loaders, so
 * `# note<U+2028>allowed-tools: Bash` grants Bash to one client and nothing to the other. The
 * position of the first such character, where the two readings differ; undefined where they agree.
 */
function splitByLineBreaks(front: string, loaded: LoadedText): { span: Span; character: string } | undefined {
  const at = front.search(YAML11_ONLY_BREAK);
  if (at < 0) return undefined;
  const asText = loadYaml(front, { yaml12Breaks: true });
  const values = (l: LoadedText): string => JSON.stringify(l.documents.map((d) => d.value));
  if (values(asText) === values(loaded) && asText.problems.length === loaded.problems.length)
    return undefined;
  return { span: loaded.lines.span(at, at + 1), character: describeCharacter(front.charAt(at)) };
}

const noFields = (): Record<string, unknown> => Object.create(null) as Record<string, unknown>;

/** The frontmatter's fields, each as the reference's reader gives it (asWritten). */
function fieldsAsWritten(
  doc: ParsedDocument,
  fields: Record<string, unknown>,
  lines: LineIndex,
): Record<string, unknown> {
  const values = noFields();
  const codePoints = codePointsByLine(lines);
  for (const key of Object.keys(fields)) values[key] = asWritten(doc, codePoints, key, fields[key]);
  return values;
}

/**
 * A top-level value as the reference's strict YAML reader gives it: every scalar is the string it
 * is written as (`name: 123` is "123", `version: 1.0` is "1.0", an empty value is "").
 */
function asWritten(
  doc: ParsedDocument,
  codePoints: (line: number) => string[],
  key: string,
  value: unknown,
): unknown {
  if (typeof value === 'string' || (value !== null && typeof value === 'object')) return value;
  const pointer = toPointer([key]);
  const at = doc.valueSpan(pointer);
  const keyAt = doc.keySpan(pointer);
  // An empty value is located at its key.
  if (at.line === keyAt.line && at.column === keyAt.column) return '';
  if (at.line !== at.endLine) return String(value);
  return codePoints(at.line)
    .slice(at.column - 1, at.endColumn - 1)
    .join('');
}

/**
 * A line's code points, spread once: a one-line frontmatter (`{a: 1, b: 2, ...}`) of 8,000 keys
 * spread its whole line again for each of them, 10 s of a 13 s check.
 */
function codePointsByLine(lines: LineIndex): (line: number) => string[] {
  const spread = new Map<number, string[]>();
  return (line) => {
    let points = spread.get(line);
    if (!points) spread.set(line, (points = [...lines.lineText(line)]));
    return points;
  };
}

/** What Python's str.isspace() calls whitespace: the reference trims these, not String.trim's set. */
const PYTHON_SPACE = new Set(
  [
    [0x09, 0x0d],
    [0x1c, 0x20],
    [0x85, 0x85],
    [0xa0, 0xa0],
    [0x1680, 0x1680],
    [0x2000, 0x200a],
    [0x2028, 0x2029],
    [0x202f, 0x202f],
    [0x205f, 0x205f],
    [0x3000, 0x3000],
  ].flatMap(([from, to]) =>
    Array.from({ length: (to as number) - (from as number) + 1 }, (_, i) => (from as number) + i),
  ),
);

/** Python's str.strip(), as the reference trims a name and tests a description for blankness. */
function pythonStrip(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && PYTHON_SPACE.has(text.charCodeAt(start))) start++;
  while (end > start && PYTHON_SPACE.has(text.charCodeAt(end - 1))) end--;
  return text.slice(start, end);
}

function normaliseName(name: string): string {
  return pythonStrip(name).normalize('NFKC');
}

/** Length in code points, as the reference counts (an emoji is one, not two UTF-16 units). */
function codePoints(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0xd800 || c > 0xdbff || i + 1 === text.length) n++;
    else {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
      n++;
    }
  }
  return n;
}

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null || value === undefined) return 'empty';
  if (typeof value === 'object') return 'a mapping';
  return `a ${typeof value}`;
}

const NAME_CHARACTER = /^[\p{L}\p{N}-]$/u;

/**
 * What is wrong with a frontmatter name, each problem one message, as the reference finds them
 * (all of them, not the first). `folderName` undefined: the folder is the root, whose name the
 * core does not know.
 */
export function nameProblems(raw: unknown, folderName: string | undefined): string[] {
  if (typeof raw !== 'string') return [`field 'name' must be a non-empty string, not ${kindOf(raw)}`];
  if (pythonStrip(raw) === '')
    return [`field 'name' must be a non-empty string; it is ${raw === '' ? 'empty' : 'blank'}`];
  const name = normaliseName(raw);
  const problems: string[] = [];
  const length = codePoints(name);
  if (length > MAX_NAME_LENGTH)
    problems.push(`name '${name}' is ${length} characters, over the ${MAX_NAME_LENGTH}-character limit`);
  const lower = name.toLowerCase();
  if (name !== lower) problems.push(`name '${name}' must be lowercase ('${lower}')`);
  if (name.startsWith('-') || name.endsWith('-'))
    problems.push(`name '${name}' must not start or end with a hyphen`);
  if (name.includes('--')) problems.push(`name '${name}' must not contain consecutive hyphens ('--')`);
  const invalid = [...new Set([...name].filter((c) => !NAME_CHARACTER.test(c)))];
  if (invalid.length > 0) {
    problems.push(
      `name '${name}' contains ${invalid.map(describeCharacter).join(', ')}; only letters, digits and hyphens are allowed`,
    );
  }
  if (folderName !== undefined && folderName.normalize('NFKC') !== name)
    problems.push(`name '${name}' must match its folder's name '${folderName}'`);
  return problems;
}

function describeCharacter(c: string): string {
  const code = (c.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0');
  // Spaces, controls and combining marks are invisible or misleading quoted alone: name them.
  return /^[\p{L}\p{N}\p{P}\p{S} ]$/u.test(c) ? `'${c}'` : `U+${code}`;
}

export function descriptionProblems(raw: unknown): string[] {
  if (typeof raw !== 'string') return [`field 'description' must be a non-empty string, not ${kindOf(raw)}`];
  if (pythonStrip(raw) === '')
    return [`field 'description' must be a non-empty string; it is ${raw === '' ? 'empty' : 'blank'}`];
  const length = codePoints(raw);
  return length > MAX_DESCRIPTION_LENGTH
    ? [`description is ${length} characters, over the ${MAX_DESCRIPTION_LENGTH}-character limit`]
    : [];
}

export function compatibilityProblems(raw: unknown): string[] {
  if (typeof raw !== 'string') return [`field 'compatibility' must be a string, not ${kindOf(raw)}`];
  const length = codePoints(raw);
  return length > MAX_COMPATIBILITY_LENGTH
    ? [`compatibility is ${length} characters, over the ${MAX_COMPATIBILITY_LENGTH}-character limit`]
    : [];
}
