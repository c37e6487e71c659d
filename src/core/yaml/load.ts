// YAML text -> plain documents, with exact positions looked up on demand from the parsed syntax
// tree. Parsing is pinned to YAML 1.2 (core schema), merge keys off and duplicate keys reported.
// Everything the parser or the conversion rejects becomes a FileProblem, never an exception.
import type {
  Alias,
  CST,
  Document,
  Node as YamlNode,
  Pair,
  ParseOptions,
  DocumentOptions,
  SchemaOptions,
  YAMLMap,
  YAMLSeq,
} from 'yaml';
import type { Node as JsonNode } from 'jsonc-parser';
import lazyPackages from '../packages/lazy-packages.cjs';
import { LineIndex, type Span } from '../text/text-position.js';
import { pointerSegments, toPointer } from '../text/pointer.js';
import {
  entryOf,
  FastReader,
  newMapping,
  type FastNode,
  type FastReading,
  type FastResult,
} from './fast-reader.js';
import { withHint } from './hints.js';
import { byCodeUnits } from '../text/order.js';
import { jsonValue } from './json-text.js';
import { positionsByKey, WIDE } from './key-index.js';
import { yaml11Float, yaml11Formatted, yaml11Text } from './yaml11.js';

/** The `yaml` package: only files the fast reader leaves to it load it. */
const yaml = lazyPackages.yaml;

export type ProblemKind = 'yaml-syntax' | 'duplicate-key' | 'unreadable-file';

export interface FileProblem {
  kind: ProblemKind;
  span: Span;
  message: string;
}

/** Limits that keep hostile documents from costing more than an honest one. */
interface LoadLimits {
  readonly maxDepth: number;
  readonly maxAliases: number;
  readonly maxExpandedNodes: number;
}

/** The limits every run loads with. */
export const LOAD_LIMITS: LoadLimits = Object.freeze({
  maxDepth: 200,
  maxAliases: 100,
  maxExpandedNodes: 200_000,
});

const YAML_OPTIONS: ParseOptions & DocumentOptions & SchemaOptions = {
  version: '1.2',
  schema: 'core',
  merge: false,
  uniqueKeys: false,
  strict: true,
  prettyErrors: false,
  resolveKnownTags: false,
  keepSourceTokens: false,
};

export interface ParsedDocument {
  /** 0-based position of the document in its file. */
  index: number;
  value: unknown;
  /** Span of the document's content (its first line when it is a mapping). */
  span: Span;
  /** Span of the key of the mapping entry at a JSON pointer, falling back to the nearest ancestor. */
  keySpan(pointer: string): Span;
  /** Span of the value at a JSON pointer, falling back to the nearest ancestor. */
  valueSpan(pointer: string): Span;
  /**
   * The first alias the walk to a JSON pointer meets (`capability: *c` on the way to
   * `/capability/writes`, or the value itself): its own pointer, and the pointer of the node it
   * names where that has one. Past an alias, `keySpan` and `valueSpan` are in the anchor's text,
   * which may be another entry's.
   */
  aliasOnPath?(pointer: string): { pointer: string; anchored: string | undefined } | undefined;
}

export interface LoadedText {
  documents: ParsedDocument[];
  problems: FileProblem[];
  lines: LineIndex;
  text: string;
  /**
   * The offset of the `#` of every real comment, in text order: never a `#` inside a quoted or
   * block scalar. Only suppression comments need them; each parse keeps them, as it finds them.
   */
  comments(): readonly number[];
}

class ConversionError extends Error {}

/** Removes a leading byte-order mark so that positions match the file without one. */
function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export interface LoadOptions {
  /** Take the `yaml` package's path for every file (the reference the fast reader is held to). */
  plain?: boolean;
  /** Limits other than LOAD_LIMITS: smaller ones are reached by a small document. */
  limits?: LoadLimits;
  /**
   * Read NEL, U+2028 and U+2029 as text, as YAML 1.2 loaders do (JavaScript clients of a
   * SKILL.md), not as the line breaks PyYAML reads (withLoadersBreaks). A lone carriage return is
   * a line break either way.
   */
  yaml12Breaks?: boolean;
}

/**
 * The YAML loader of a run (or of a language server's session): the fast reader where it gives
 * `yaml`'s answer, the `yaml` package everywhere else. It owns one fast reader, and so the
 * reader's memory across files; every text it loaded keeps it (to read positions again).
 */
export class YamlLoader {
  private readonly reader: FastReader | undefined;
  private readonly limits: LoadLimits;
  private readonly yaml12Breaks: boolean;

  constructor(options: LoadOptions = {}) {
    this.limits = options.limits ?? LOAD_LIMITS;
    this.yaml12Breaks = options.yaml12Breaks === true;
    this.reader = options.plain
      ? undefined
      : new FastReader({ maxDepth: this.limits.maxDepth, maxNodes: this.limits.maxExpandedNodes });
  }

  /** A text's documents and problems (a function of the loader's, to pass as it is). */
  readonly load = (rawText: string): LoadedText => {
    // Read with the runtime's line breaks; positioned on the file's own lines (at line feeds, as git
    // and GitHub number them): the breaks are written one unit for one, so every offset stands.
    const text = withLoadersBreaks(rawText, this.yaml12Breaks);
    return (
      (this.reader && (loadJson(text, this.limits, rawText) ?? loadFast(this.reader, text, rawText))) ??
      loadWithYamlPackage(text, this.limits, rawText)
    );
  };
}

/**
 * Line breaks the `yaml` package reads as text and the runtime's loader as line breaks: a lone
 * carriage return (a break in YAML 1.2 as well, and Python's `open()` turns it into `\n`), and
 * NEL, U+2028 and U+2029 (breaks in YAML 1.1: PyYAML, ruamel). Read as text, they hid whatever
 * followed them on the line from the gate: `# note<U+2028>skills: [x/deploy]` is a comment to
 * `yaml` and a `skills` key to PyYAML, which handed an actor a skill with exit 0.
 */
const LOADERS_BREAKS = /\r(?!\n)|[\u0085\u2028\u2029]/;
/** The breaks of YAML 1.1 that YAML 1.2 reads as text. */
export const YAML11_ONLY_BREAK = /[\u0085\u2028\u2029]/;
const LOADERS_BREAKS_ALL = new RegExp(LOADERS_BREAKS.source, 'g');
const LONE_CR = /\r(?!\n)/g;

/**
 * The text with each such break written as a line feed, one unit for one, so that every offset
 * stays where it was and `yaml` reads the lines PyYAML reads. In valid JSON a lone carriage return
 * can only be whitespace, and the others only inside a string, where JSON.parse (an MCP client)
 * keeps them: there only the carriage returns are written as line feeds.
 */
function withLoadersBreaks(text: string, yaml12Breaks: boolean): string {
  if (!LOADERS_BREAKS.test(text)) return text;
  if (yaml12Breaks) return text.replace(LONE_CR, '\n');
  try {
    JSON.parse(text);
    return text.replace(LONE_CR, '\n');
  } catch {
    return text.replace(LOADERS_BREAKS_ALL, '\n');
  }
}

/**
 * A JSON text whose value JSON.parse gives as `yaml` would (json-text.ts), or undefined. Its
 * positions are read from jsonc-parser's syntax tree, built on the first one asked for (most runs
 * ask for none in such a file); test/core/json-text.test.ts holds them to the `yaml` package's.
 */
function loadJson(text: string, limits: LoadLimits, shown = text): LoadedText | undefined {
  const value = jsonValue(text, limits);
  if (value === undefined) return undefined;
  const lines = new LineIndex(shown);
  let root: JsonNode | undefined;
  // Text JSON.parse read always has a tree.
  const contents = (): JsonNode => (root ??= lazyPackages.jsonc().parseTree(text) as JsonNode);
  const document = makeDocument(0, value, contents, JSON_TREE, lines);
  // JSON holds a `#` only inside strings: no comment.
  return { documents: [document], problems: [], lines, text: shown, comments: () => [] };
}

/** One text loaded on its own (a configuration file, say): a run's files go through its `YamlLoader`. */
export function loadYaml(text: string, options: LoadOptions = {}): LoadedText {
  return new YamlLoader(options).load(text);
}

/** The fast reader's result in the loader's shape, or undefined when the file needs `yaml`. */
function loadFast(reader: FastReader, text: string, shown = text): LoadedText | undefined {
  const result = reader.parse(text, false);
  if (!result) return undefined;
  // A repeated key's other values are kept for the power gate (see repeatedValues).
  for (const { owner, key, value } of result.repeats) keepRepeatedValue(owner, key, value);
  const lines = new LineIndex(shown);
  // The first read recorded the root's entries only; a position deeper than that reads the file
  // again, once, with nodes.
  let withNodes: FastResult | undefined = result.withNodes ? result : undefined;
  // The roots alone are kept, not the reader's whole result.
  const roots = result.documents.map((d) => d.contents);
  const contentsOf =
    (i: number) =>
    (deep: boolean): FastNode => {
      if (!deep && !withNodes) return roots[i]!;
      withNodes ??= reader.parse(text, true) as FastResult;
      return withNodes.documents[i]!.contents;
    };
  const problems: FileProblem[] = result.duplicates.map((d) => ({
    kind: 'duplicate-key',
    span: lines.span(d.keyStart, d.keyEnd),
    message: `key '${d.key}' is repeated; first defined at line ${lines.position(d.firstStart).line}`,
  }));
  const documents = result.documents.map((d, i) => {
    noteFastReadings(d.value, d.readings);
    return makeDocument(d.index, d.value, contentsOf(i), FAST_TREE, lines);
  });
  // Of the reader's results, only the comments' offsets are kept (sorted, at their length): read
  // again on demand, a diff read each file twice more, for each tree's suppressions.
  const offsets = sortedOffsets(result.comments);
  const comments = (): readonly number[] => offsets;
  return { documents, problems, lines, text: shown, comments };
}

function sortedOffsets(offsets: readonly number[]): number[] {
  return [...offsets].sort((a, b) => a - b);
}

/**
 * The comments of a text as the `yaml` package's concrete syntax tree holds them: every source
 * token of type `comment`, wherever in the tree it sits (before a key, after a value, in a block
 * scalar's header, at the end of a document). Scalars are single tokens, so their text never is.
 */
function commentsIn(tokens: readonly unknown[]): number[] {
  const offsets: number[] = [];
  const stack: unknown[] = [...tokens];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      for (const item of node) stack.push(item);
    } else if (node !== null && typeof node === 'object') {
      const token = node as { type?: unknown; offset?: unknown };
      if (token.type === 'comment' && typeof token.offset === 'number') offsets.push(token.offset);
      else for (const value of Object.values(node)) if (typeof value === 'object') stack.push(value);
    }
  }
  return sortedOffsets(offsets);
}

function loadWithYamlPackage(rawText: string, limits: LoadLimits, shownRaw = rawText): LoadedText {
  const text = stripBom(rawText);
  const shown = stripBom(shownRaw);
  const lines = new LineIndex(shown);
  const problems: FileProblem[] = [];
  const documents: ParsedDocument[] = [];
  let composed: ComposedText;
  try {
    composed = composeWithinDepth(text, limits.maxDepth, limits.maxExpandedNodes);
  } catch (error) {
    // The parser's own limits (a stack overflow on absurd nesting): such a file has a yaml-syntax
    // finding, and no comment of it can silence anything.
    problems.push({
      kind: 'yaml-syntax',
      span: lines.span(0, 0),
      message: error instanceof RangeError ? TOO_DEEP : `cannot parse: ${String(error)}`,
    });
    return { documents, problems, lines, text: shown, comments: () => [] };
  }
  const comments = (): readonly number[] => composed.comments;
  composed.parsed.forEach((doc, index) => {
    const deep = composed.tooDeep.get(index);
    if (deep !== undefined) {
      const message = nestedTooDeep(limits.maxDepth);
      problems.push({ kind: 'yaml-syntax', span: lines.span(deep, deep + 1), message });
      return;
    }
    const large = composed.tooLarge.get(index);
    if (large !== undefined) {
      // The syntax errors before the cut come first, as they did in the whole document.
      const before = (e: { pos: [number, number] }): boolean => e.pos[0] < large.end;
      doc.errors.splice(0, doc.errors.length, ...doc.errors.filter(before));
      doc.warnings.splice(0, doc.warnings.length, ...doc.warnings.filter(before));
      const own = syntaxProblems(doc, text, lines, limits.maxDepth);
      const message = tooManyNodes(limits.maxExpandedNodes);
      const at = lines.span(large.offset, large.offset + 1);
      problems.push(...(own.length > 0 ? own : [{ kind: 'yaml-syntax' as const, span: at, message }]));
      return;
    }
    const own = syntaxProblems(doc, text, lines, limits.maxDepth);
    if (own.length > 0) {
      for (const problem of own) problems.push(problem);
      return;
    }
    const document = convertDocument(doc, index, lines, problems, limits);
    if (document) documents.push(document);
  });
  return { documents, problems, lines, text: shown, comments };
}

interface ComposedText {
  parsed: Document.Parsed[];
  /** The offsets of its comments (commentsIn), taken from the syntax tree the documents came from. */
  comments: readonly number[];
  /** Documents nested past the limit, by index: where, and read no further. */
  tooDeep: Map<number, number>;
  /**
   * Documents of far more nodes than the limit, by index: where the limit was passed, and where
   * the parse stopped (the document is composed up to there, for the syntax errors before it).
   */
  tooLarge: Map<number, Cut>;
}

/**
 * The text's documents, each nested past `maxDepth` composed empty and listed in `tooDeep`, each
 * of far more than `maxNodes` nodes composed up to where it was cut and listed in `tooLarge`.
 */
export function composeWithinDepth(text: string, maxDepth: number, maxNodes: number): ComposedText {
  const tooDeep = new Map<number, number>();
  const tooLarge = new Map<number, Cut>();
  // As parseAllDocuments does it, with the syntax tree in between: the parser builds it without
  // recursion, the composer recurses over it. Where the composer's stack would run out depends
  // on the engine and how warm it is, so a document nested past the limit never reaches it.
  const { tokens, cut } = parseWithinLimits(text, maxDepth, maxNodes);
  // A text without a `#` has no comment: its tree is not walked.
  const comments = text.includes('#') ? commentsIn(tokens) : [];
  let index = 0;
  for (const token of tokens) {
    if (token.type !== 'document') continue;
    const stopped = cut.get(index);
    // A document cut for its size may also be too deep before the cut, as the whole one was.
    const deep = tooDeepIn(token, maxDepth) ?? (stopped?.why === 'deep' ? stopped.offset : undefined);
    if (deep !== undefined) {
      tooDeep.set(index, deep);
      token.value = undefined;
    } else if (stopped) tooLarge.set(index, stopped);
    index++;
  }
  const parsed = Array.from(new (yaml().Composer)(YAML_OPTIONS).compose(tokens)) as Document.Parsed[];
  return { parsed, comments, tooDeep, tooLarge };
}

/** Where a document's parse was cut short, and why (the tree then holds the bracket too deep). */
interface Cut {
  offset: number;
  why: 'deep' | 'large';
  /** Where the parse stopped. */
  end: number;
}

/** A document marker, where the lexer reads the text on after a document cut short. */
const DOCUMENT_MARKER = /^(?:---|\.\.\.)(?=[ \t\r\n]|$)/gm;

/**
 * The text's syntax tree, as `Parser.parse` builds it, with each document counted as it is lexed:
 * one nested past `maxDepth` in brackets, or holding more than twice `maxNodes` of the lexemes
 * that each start a node (a scalar, an alias, a bracket, `-`, `?`), is parsed no further (its tree
 * ends there, its index in `cut`) and the text is read on from the next document marker. The
 * limits were only looked at in the finished tree: a 37 MB inventory nested a million deep took
 * 56 s and 2.7 GB to be called too deep, and a 12 MB flat list ran the heap out (exit 134).
 * A document the converter reads (at most `maxNodes` values, each with its key or its `-` at most
 * two such lexemes) is never cut; one of keys only (`{a, b, …}`, which hold no value) may be.
 */
function parseWithinLimits(
  text: string,
  maxDepth: number,
  maxNodes: number,
): { tokens: CST.Token[]; cut: Map<number, Cut> } {
  const { Lexer, Parser } = yaml();
  const tokens: CST.Token[] = [];
  const cut = new Map<number, Cut>();
  let documents = 0;
  const take = (produced: Iterable<CST.Token>): void => {
    for (const token of produced) {
      tokens.push(token);
      if (token.type === 'document') documents++;
    }
  };
  let start: number | undefined = 0;
  while (start !== undefined) {
    const parser = new Parser();
    parser.offset = start;
    const counter = new LexemeCounter(start, maxDepth, maxNodes);
    let stopped: Cut | undefined;
    for (const lexeme of new Lexer().lex(start === 0 ? text : text.slice(start))) {
      stopped = counter.count(lexeme);
      if (stopped?.why === 'large') break;
      take(parser.next(lexeme));
      counter.advance(lexeme);
      // The bracket past the depth is in the tree, so that tooDeepIn finds where it is too deep.
      if (stopped) break;
    }
    const index = documents;
    take(parser.end());
    start = undefined;
    if (stopped) {
      cut.set(index, stopped);
      DOCUMENT_MARKER.lastIndex = counter.offset + 1;
      start = DOCUMENT_MARKER.exec(text)?.index;
    }
  }
  return { tokens, cut };
}

/** A document's brackets and nodes, counted lexeme by lexeme (parseWithinLimits). */
class LexemeCounter {
  private depth = 0;
  private nodes = 0;
  /** Where the node past `maxNodes` starts. */
  private past = 0;
  /** Whether the lexeme before was a scalar's mark: this one is the scalar's text, whatever it starts with. */
  private scalar = false;
  private source = false;
  /**
   * The lexer's marks that stand for no character of the text (CST.SCALAR: a scalar follows,
   * CST.DOCUMENT: doc mode, CST.FLOW_END: flow ends), as the package names them. The package is
   * loaded by now: the counter counts what its lexer gives.
   */
  private readonly marks = yaml().CST;

  constructor(
    /** The offset in the text of the lexeme being counted. */
    public offset: number,
    private readonly maxDepth: number,
    private readonly maxNodes: number,
  ) {}

  /** Counts a lexeme: the cut it calls for, if any. */
  count(lexeme: string): Cut | undefined {
    this.source = this.scalar;
    this.scalar = !this.source && lexeme === this.marks.SCALAR;
    if (this.source) return undefined;
    let deep = false;
    const first = lexeme.charCodeAt(0);
    let node =
      this.scalar || lexeme === '-' || lexeme === '?' || first === 0x22 || first === 0x27 || first === 0x2a;
    if (lexeme === '---' || lexeme === '...') this.depth = this.nodes = 0;
    else if (lexeme === this.marks.FLOW_END) this.depth = 0;
    else if (lexeme === '[' || lexeme === '{') {
      // The outermost bracket is at depth 0, as tooDeepIn counts.
      deep = ++this.depth > this.maxDepth + 1;
      node = true;
    } else if (lexeme === ']' || lexeme === '}') this.depth = Math.max(0, this.depth - 1);
    if (node && ++this.nodes === this.maxNodes + 1) this.past = this.offset;
    if (this.nodes > 2 * this.maxNodes) return { offset: this.past, why: 'large', end: this.offset };
    return deep ? { offset: this.offset, why: 'deep', end: this.offset } : undefined;
  }

  /** Moves past a lexeme counted: the lexer's marks stand for no character of the text. */
  advance(lexeme: string): void {
    const { SCALAR, DOCUMENT, FLOW_END } = this.marks;
    if (this.source || (lexeme !== SCALAR && lexeme !== DOCUMENT && lexeme !== FLOW_END))
      this.offset += lexeme.length;
  }
}

/** A document's syntax errors and warnings as problems. */
function syntaxProblems(
  doc: Document.Parsed,
  text: string,
  lines: LineIndex,
  maxDepth: number,
): FileProblem[] {
  const own: FileProblem[] = [];
  // After the first error a parser's further errors are mostly echoes of it.
  for (const error of [...doc.errors.slice(0, 1), ...doc.warnings]) {
    let message = cleanYamlMessage(error.message);
    let [start, end] = error.pos;
    // Where the parser's stack ran out depends on the engine and how warm it is; where the
    // nesting passes the limit does not.
    if (message === TOO_DEEP) start = end = tooDeepAt(text, maxDepth);
    else ({ message, start, end } = withHint(text, { message, start, end }, (o) => lines.position(o).line));
    // At the end of the text (an unclosed quote or bracket), after the final line break, is on
    // no line of the file as an editor or GitHub numbers it: the end of its last line instead.
    const last = beforeFinalBreaks(text);
    own.push({ kind: 'yaml-syntax', span: lines.span(Math.min(start, last), Math.min(end, last)), message });
  }
  return own;
}

/** The offset before the line breaks that end a text (its length when it ends in none). */
function beforeFinalBreaks(text: string): number {
  let i = text.length;
  while (i > 0 && (text.charCodeAt(i - 1) === 0x0a || text.charCodeAt(i - 1) === 0x0d)) i--;
  return i;
}

/**
 * A document without syntax problems converted to plain values; undefined when it is empty or
 * cannot be converted (the conversion's problems then go to `problems`).
 */
function convertDocument(
  doc: Document.Parsed,
  index: number,
  lines: LineIndex,
  problems: FileProblem[],
  limits: LoadLimits,
): ParsedDocument | undefined {
  const contents = doc.contents as YamlNode | null;
  if (contents === null || (yaml().isScalar(contents) && contents.value === null && !contents.tag))
    return undefined;
  const converter = new Converter(doc, lines, problems, limits);
  let value: unknown;
  try {
    value = converter.convert(contents, 0);
    if (converter.metYaml11 && typeof value === 'object' && value !== null)
      yaml11Documents.set(value, undefined);
  } catch (error) {
    if (error instanceof ConversionError) return undefined;
    if (error instanceof RangeError) {
      problems.push({
        kind: 'yaml-syntax',
        span: nodeSpan(lines, contents),
        message: 'the document is nested too deeply',
      });
      return undefined;
    }
    throw error;
  }
  if (converter.failed) return undefined;
  return makeDocument(index, value, () => contents, yamlTree(doc), lines);
}

const TOO_DEEP = 'the document is nested too deeply to parse';
function tooManyNodes(maxNodes: number): string {
  return `the document has more than ${maxNodes} nodes, the most one document may hold; split it into several files`;
}
function nestedTooDeep(maxDepth: number): string {
  return `the document is nested deeper than ${maxDepth} levels`;
}

/**
 * Where the first collection nested deeper than the limit starts in a document's syntax tree
 * (keys count: the composer recurses into them too), or undefined. Without recursion.
 */
function tooDeepIn(document: CST.Document, maxDepth: number): number | undefined {
  const stack: [CST.Token, number][] = document.value ? [[document.value, 0]] : [];
  while (stack.length > 0) {
    const [token, depth] = stack.pop() as [CST.Token, number];
    if (token.type !== 'block-map' && token.type !== 'block-seq' && token.type !== 'flow-collection')
      continue;
    if (depth > maxDepth) return token.offset;
    // Pushed last to first, so that the first in the text is taken first.
    for (const item of token.items.toReversed()) {
      if (item.value) stack.push([item.value, depth + 1]);
      if (item.key) stack.push([item.key, depth + 1]);
    }
  }
  return undefined;
}

/** The first flow bracket past the depth limit, or the start when brackets are not what is deep. */
function tooDeepAt(text: string, maxDepth: number): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 91 || c === 123) {
      if (++depth > maxDepth) return i;
    } else if ((c === 93 || c === 125) && depth > 0) depth--;
  }
  return 0;
}

function cleanYamlMessage(message: string): string {
  // The parser turns its own stack overflow into a document error; say what it means.
  if (message.includes('Maximum call stack size exceeded')) return TOO_DEEP;
  // yaml appends a code excerpt after a blank line; the position already says where.
  const first = message.split('\n')[0] ?? message;
  return first.replace(/ at line \d+, column \d+:?$/, '').trim();
}

function nodeSpan(lines: LineIndex, node: YamlNode): Span {
  const range = node.range;
  if (!range) return lines.span(0, 0);
  return lines.span(range[0], range[1]);
}

/** How `locate` walks a syntax tree: the `yaml` package's, or the fast reader's. */
interface Tree<N> {
  isMap(n: N): boolean;
  isSeq(n: N): boolean;
  flow(n: N): boolean;
  /** The first entry with this key: its key node and its value (the key itself when empty). */
  entry(n: N, key: string): { key: N; value: N } | undefined;
  item(n: N, index: number): N | undefined;
  range(n: N): [number, number] | undefined;
  resolve(n: N): N | null;
  /**
   * Of an alias, the pointer of the node it names (undefined where it names none, or one no
   * pointer reaches); undefined for any other node. Absent where the tree has no aliases (the fast
   * reader's, JSON's).
   */
  aliased?(n: N): { anchored: string | undefined } | undefined;
  /** Whether the node's entries or items were left out (then the walk takes the whole tree). */
  partial(n: N): boolean;
}

const FAST_TREE: Tree<FastNode> = {
  isMap: (n) => n.kind === 'map',
  isSeq: (n) => n.kind === 'seq',
  flow: (n) => n.flow,
  entry: (n, segment) => entryOf(n, ...keyAndSkip(segment)),
  item: (n, index) => n.items?.[index],
  range: (n) => [n.start, n.end],
  resolve: (n) => n,
  partial: (n) => n.partial === true,
};

function yamlTree(doc: Document.Parsed): Tree<YamlNode> {
  return {
    isMap: (n) => yaml().isMap(n),
    isSeq: (n) => yaml().isSeq(n),
    flow: (n) => (yaml().isMap(n) || yaml().isSeq(n) ? n.flow === true : false),
    entry: (n, key) => {
      const pair = yaml().isMap(n) ? nthWithKey(n.items as Pair[], key, (p) => keyString(p.key)) : undefined;
      if (!pair) return undefined;
      return { key: pair.key as YamlNode, value: (pair.value as YamlNode | null) ?? (pair.key as YamlNode) };
    },
    item: (n, index) =>
      yaml().isSeq(n) ? ((n.items[index] as YamlNode | undefined) ?? undefined) : undefined,
    range: (n) => (n.range ? [n.range[0], n.range[1]] : undefined),
    resolve: (n) => resolveAlias(doc, n),
    aliased: (n) => (yaml().isAlias(n) ? { anchored: anchoredPointer(doc, n) } : undefined),
    partial: () => false,
  };
}

/** A JSON text's syntax tree (jsonc-parser's): every node with its offset and length. */
const JSON_TREE: Tree<JsonNode> = {
  isMap: (n) => n.type === 'object',
  isSeq: (n) => n.type === 'array',
  flow: () => true,
  entry: (n, segment) => {
    const property = n.type === 'object' ? nthWithKey(n.children ?? [], segment, jsonKey) : undefined;
    const [key, value] = property?.children ?? [];
    return key ? { key, value: value ?? key } : undefined;
  },
  item: (n, index) => (n.type === 'array' ? n.children?.[index] : undefined),
  range: (n) => [n.offset, n.offset + n.length],
  resolve: (n) => n,
  partial: () => false,
};

function jsonKey(property: JsonNode): string | undefined {
  const key = property.children?.[0]?.value as unknown;
  return typeof key === 'string' ? key : undefined;
}

function makeDocument<N>(
  index: number,
  value: unknown,
  /** The document's root node; `deep` asks for every node, not only the root's entries. */
  contentsOf: (deep: boolean) => N,
  tree: Tree<N>,
  lines: LineIndex,
): ParsedDocument {
  return new TreeDocument(index, value, contentsOf, tree, lines);
}

/**
 * A document with positions looked up in its syntax tree on demand. A class, not closures: every
 * file holds one per document for the whole run, and methods on the prototype cost nothing each.
 */
class TreeDocument<N> implements ParsedDocument {
  constructor(
    readonly index: number,
    readonly value: unknown,
    private readonly contentsOf: (deep: boolean) => N,
    private readonly tree: Tree<N>,
    private readonly lines: LineIndex,
  ) {}

  get span(): Span {
    return this.firstLineSpan();
  }

  keySpan(pointer: string): Span {
    return this.locate(pointer, 'key');
  }

  valueSpan(pointer: string): Span {
    return this.locate(pointer, 'value');
  }

  private spanOf(n: N): Span {
    const r = this.tree.range(n);
    return r ? this.lines.span(r[0], this.lines.trimmedEnd(r[0], r[1])) : this.lines.span(0, 0);
  }

  private firstLineSpan(): Span {
    const start = this.tree.range(this.contentsOf(false))?.[0] ?? 0;
    const pos = this.lines.position(start);
    return { line: pos.line, column: pos.column, endLine: pos.line, endColumn: this.endColumn(pos.line) };
  }

  /**
   * The column after a line's last character, counted from the line index's checkpoints: spread
   * into code points, a one-line file of a megabyte took 15 ms for each pointer that names nothing.
   */
  private endColumn(line: number): number {
    return this.lines.position(this.lines.offset(line, 1) + this.lines.lineText(line).length).column;
  }

  /** A block collection's span is cut to its first line: the whole block would bury the point. */
  private valueSpanOf(n: N): Span {
    const tree = this.tree;
    const span = this.spanOf(n);
    if ((tree.isMap(n) || tree.isSeq(n)) && span.endLine > span.line && !tree.flow(n))
      return {
        line: span.line,
        column: span.column,
        endLine: span.line,
        endColumn: this.endColumn(span.line),
      };
    return span;
  }

  aliasOnPath(pointer: string): { pointer: string; anchored: string | undefined } | undefined {
    const tree = this.tree;
    if (!tree.aliased) return undefined;
    const segments = pointerSegments(pointer);
    let node: N | null = this.contentsOf(true);
    for (let i = 0; node !== null; i++) {
      const alias = tree.aliased(node);
      if (alias) return { pointer: toPointer(segments.slice(0, i)), anchored: alias.anchored };
      const segment = segments[i];
      if (segment === undefined) return undefined;
      if (tree.isMap(node)) node = tree.entry(node, segment)?.value ?? null;
      else if (tree.isSeq(node) && /^\d+$/.test(segment)) node = tree.item(node, Number(segment)) ?? null;
      else return undefined;
    }
    return undefined;
  }

  private locate(pointer: string, want: 'key' | 'value', deep = false): Span {
    const tree = this.tree;
    const contents = this.contentsOf(deep);
    let node: N | null = contents;
    let keyNode: N | null = null;
    for (const segment of pointerSegments(pointer)) {
      node = node === null ? null : tree.resolve(node);
      if (node === null) break;
      if (tree.partial(node)) return this.locate(pointer, want, true);
      if (tree.isMap(node)) {
        const entry = tree.entry(node, segment);
        if (!entry) break;
        keyNode = entry.key;
        node = entry.value;
      } else if (tree.isSeq(node)) {
        const item: N | undefined = /^\d+$/.test(segment) ? tree.item(node, Number(segment)) : undefined;
        if (!item) break;
        keyNode = null;
        node = item;
      } else {
        break;
      }
    }
    if (node === contents && keyNode === null) return this.firstLineSpan();
    if (want === 'key' && keyNode !== null) return this.spanOf(keyNode);
    if (node !== null && (tree.isMap(node) || tree.isSeq(node)) && keyNode === null && want === 'key')
      return this.spanOf(node);
    return node !== null ? this.valueSpanOf(node) : this.firstLineSpan();
  }
}

function resolveAlias(doc: Document.Parsed, node: YamlNode | null): YamlNode | null {
  if (node && yaml().isAlias(node)) return aliasTargets(doc).get(node) ?? null;
  return node;
}

/**
 * The pointer of the node an alias names, by the keys and indexes down to it (a repeated key's
 * first occurrence); undefined where the alias names none or the node is a key.
 */
function anchoredPointer(doc: Document.Parsed, alias: Alias): string | undefined {
  const target = aliasTargets(doc).get(alias);
  if (!target) return undefined;
  // Each anchor's walk once: thousands of entries may read one anchor.
  if (anchoredPointers.has(target)) return anchoredPointers.get(target);
  let found: string | undefined;
  yaml().visit(doc, {
    Node: (_key, node, path) => {
      if (node !== target) return undefined;
      const segments: string[] = [];
      const chain = [...path.slice(1), node];
      for (let i = 0; i < chain.length - 1; i++) {
        const parent = chain[i];
        const child = chain[i + 1];
        if (yaml().isSeq(parent)) segments.push(String(parent.items.indexOf(child)));
        else if (yaml().isPair(parent)) {
          const key = keyString(parent.key);
          if (key === undefined || parent.key === child) return yaml().visit.BREAK;
          segments.push(key);
        }
      }
      found = toPointer(segments);
      return yaml().visit.BREAK;
    },
  });
  anchoredPointers.set(target, found);
  return found;
}

const anchoredPointers = new WeakMap<YamlNode, string | undefined>();

const targetsByDocument = new WeakMap<Document.Parsed, Map<Alias, YamlNode>>();

/**
 * The node each alias of a document names: the last with its anchor before it, as the `yaml`
 * package's `Alias.resolve` finds it. That walks the whole document for each alias it is asked
 * about, so a document of thousands of anchors cost its size times its aliases; here the document
 * is walked once, in the same order.
 */
function aliasTargets(doc: Document.Parsed): Map<Alias, YamlNode> {
  let targets = targetsByDocument.get(doc);
  if (targets) return targets;
  const found = new Map<Alias, YamlNode>();
  const lastByAnchor = new Map<string, YamlNode>();
  yaml().visit(doc, {
    Node: (_key, node) => {
      if (yaml().isAlias(node)) {
        const target = lastByAnchor.get(node.source);
        if (target) found.set(node, target);
      } else if (node.anchor) lastByAnchor.set(node.anchor, node as YamlNode);
    },
  });
  targetsByDocument.set(doc, (targets = found));
  return targets;
}

/**
 * The entry a pointer segment names: the first with its key, or the repetition it names
 * (OCCURRENCE); in a wide mapping, from its index (key-index.ts).
 */
function nthWithKey<T>(
  entries: readonly T[],
  segment: string,
  keyOf: (entry: T) => string | undefined,
): T | undefined {
  const [key, skip] = keyAndSkip(segment);
  if (entries.length > WIDE) {
    const same = positionsByKey(entries, entries.length, (i) => keyOf(entries[i] as T)).get(key);
    // Not a whole number (NaN, 1.5, -1): no repetition, as the search below finds none.
    const at = Number.isInteger(skip) && skip >= 0 ? same?.[skip] : undefined;
    return at === undefined ? undefined : entries[at];
  }
  let seen = 0;
  for (const entry of entries) {
    if (keyOf(entry) === key && seen++ === skip) return entry;
  }
  return undefined;
}

/** A pointer segment's key, and how many of its repetitions come before the one it names. */
function keyAndSkip(segment: string): [string, number] {
  const mark = segment.indexOf(OCCURRENCE);
  return mark < 0 ? [segment, 0] : [segment.slice(0, mark), Number(segment.slice(mark + 1))];
}

function keyString(key: unknown): string | undefined {
  if (key === null || key === undefined) return '';
  if (yaml().isScalar(key)) return key.value === null ? '' : String(key.value);
  return undefined;
}

/**
 * In a pointer segment, what follows the key names which of its repetitions is meant
 * (`tools\u00001`, the second `tools`): no key a loader reads from YAML text holds it.
 */
export const OCCURRENCE = '\u0000';

/**
 * What a copy made by withEntries notes of its keys (their repeated values, PyYAML's readings):
 * the notes of the mapping it copies, but for the keys written over it (or left out of it). Kept so rather than as a
 * filtered copy of each note: a tool document read many ways (kinds/tool.ts) is thousands of copies.
 */
class Copied {
  constructor(
    readonly of: object,
    readonly over: Record<string, unknown>,
  ) {}
}

/** Notes of a mapping's keys, by the mapping: its own, or a copy's (Copied). */
type Notes<V> = WeakMap<object, Map<string, V> | Copied>;

/** The note of one key of a mapping, through the mappings a copy copies. */
function noteOf<V>(notes: Notes<V>, mapping: object, key: string): V | undefined {
  let at = notes.get(mapping);
  while (at instanceof Copied) {
    if (Object.hasOwn(at.over, key)) return undefined;
    at = notes.get(at.of);
  }
  return at?.get(key);
}

/** Every note of a mapping by key (a copy's made when asked for); undefined where it has none. */
function notesAt<V>(notes: Notes<V>, mapping: object): ReadonlyMap<string, V> | undefined {
  const at = notes.get(mapping);
  if (!(at instanceof Copied)) return at;
  const copied = notesAt(notes, at.of);
  return copied && new Map([...copied].filter(([key]) => !Object.hasOwn(at.over, key)));
}

/** The notes of a mapping being read (never a copy), made on first use. */
function ownNotes<V>(notes: Notes<V>, owner: object): Map<string, V> {
  let map = notes.get(owner);
  if (!(map instanceof Map)) notes.set(owner, (map = new Map()));
  return map;
}

/** Every value of each repeated key, by the mapping that holds it: the first is the one kept. */
const repeatedKeys: Notes<unknown[]> = new WeakMap();

/**
 * Every value a key was given, in order, when the mapping repeats it (a `duplicate-key` finding):
 * a loader may keep any of them, so the power gate reads the most powerful. Undefined otherwise.
 */
export function repeatedValues(mapping: object, key: string): unknown[] | undefined {
  return noteOf(repeatedKeys, mapping, key);
}

/**
 * Keeps a later value of a repeated key beside the first, which `mapping[key]` holds, and says
 * which occurrence of the key it is the value of.
 */
function keepRepeatedValue(mapping: object, key: string, value: unknown): number {
  const byKey = ownNotes(repeatedKeys, mapping);
  const values = byKey.get(key);
  if (values) values.push(value);
  else byKey.set(key, [(mapping as Record<string, unknown>)[key], value]);
  return (byKey.get(key) as unknown[]).length - 1;
}

/** Every repeated key of a mapping with all its values, in key order; undefined when none is. */
export function repeatedEntries(mapping: object): [string, unknown[]][] | undefined {
  const byKey = notesAt(repeatedKeys, mapping);
  return byKey && [...byKey].sort(([a], [b]) => byCodeUnits(a, b));
}

/**
 * What PyYAML reads otherwise than YAML 1.2, as the text a runtime formats it to (yaml11.ts): by
 * mapping, each key's values (with the occurrence of the key, 0 for the first, as repeatedValues
 * counts them) and its keys (YAML 1.2's text of the key, PyYAML's); by list, its items by index.
 */
const yaml11Texts: Notes<{ occurrence: number; text: string }[]> = new WeakMap();
/** As yaml11Texts, for floats and booleans (yaml11Formatted): a name's reading, never a flag's. */
const yaml11NameTexts: Notes<{ occurrence: number; text: string }[]> = new WeakMap();
const yaml11KeyTexts: Notes<string[]> = new WeakMap();
const yaml11ItemTexts = new WeakMap<readonly unknown[], Map<number, string>>();

/**
 * The values PyYAML gives a key where YAML 1.2 read a number and YAML 1.1 reads a string
 * (`unsafe: 0e0` is 0 here, "0e0" there), each with the occurrence of the key it is the value of.
 * Undefined when there are none.
 */
export function yaml11Values(
  mapping: object,
  key: string,
): readonly { occurrence: number; text: string }[] | undefined {
  return noteOf(yaml11Texts, mapping, key);
}

/**
 * The names PyYAML gives a key where it reads a float or a boolean that Python writes otherwise
 * than YAML 1.2's reading (`name: 1.0` is "1" here, "1.0" there; `name: on` "on" here, "True"
 * there). Only for what names: a flag's truth is the same in both readings.
 */
export function yaml11Names(
  mapping: object,
  key: string,
): readonly { occurrence: number; text: string }[] | undefined {
  return noteOf(yaml11NameTexts, mapping, key);
}

/**
 * PyYAML's texts of a mapping's key YAML 1.2 read otherwise (`1e3:` is "1000" here, "1e3" there),
 * one for each occurrence of the key that PyYAML reads so: `1000:` and `1e3:` are one key here,
 * repeated, and two there.
 */
export function yaml11Keys(mapping: object, key: string): readonly string[] | undefined {
  return noteOf(yaml11KeyTexts, mapping, key);
}

/** PyYAML's text of a list's item that YAML 1.2 read as a number (`[1e3]`). */
export function yaml11Item(list: readonly unknown[], index: number): string | undefined {
  return yaml11ItemTexts.get(list)?.get(index);
}

/**
 * Explicit tags under which PyYAML reads a scalar by its own rules, plain or quoted: `!` resolves
 * it as it does a plain scalar (`! "010"` is 8), `!!int` constructs an integer of it.
 */
const YAML11_TAGS = new Set(['!', 'tag:yaml.org,2002:int']);

/**
 * PyYAML's text of a plain scalar where it reads it otherwise than YAML 1.2 (yaml11.ts), of a
 * scalar tagged `!` or `!!int`, quoted or not, and of any scalar tagged `!!float` (`!!float 1e3` is
 * "1000.0" there); none under another explicit tag (`!!str 010` is "010" to PyYAML as well).
 */
function yaml11TextOf(node: YamlNode | null | undefined): string | undefined {
  if (!node || !yaml().isScalar(node) || typeof node.source !== 'string') return undefined;
  if (node.tag === FLOAT_TAG) return yaml11Float(node.source, node.value);
  if (node.tag === undefined ? node.type !== 'PLAIN' : !YAML11_TAGS.has(node.tag)) return undefined;
  return yaml11Text(node.source, node.value);
}

/** The tag under which PyYAML constructs a float of any scalar, plain or quoted (yaml11Float). */
const FLOAT_TAG = 'tag:yaml.org,2002:float';

/**
 * Whether PyYAML's reading of a scalar is how Python writes a float, a boolean or a date and time
 * (yaml11Formatted, or one tagged `!!float`): a name's reading, never a flag's.
 */
function formattedNode(node: YamlNode | null): boolean {
  const { source, tag } = node as { source: string; tag?: string };
  return tag === FLOAT_TAG || yaml11Formatted(source);
}

/** The map a weak map holds for `owner`, made on first use. */
function textsOf<O extends object, K, V>(maps: WeakMap<O, Map<K, V>>, owner: O): Map<K, V> {
  let map = maps.get(owner);
  if (!map) maps.set(owner, (map = new Map()));
  return map;
}

/** Records a mapping value that PyYAML reads otherwise than YAML 1.2. */
function noteYaml11(mapping: object, key: string, occurrence: number, node: YamlNode | null): boolean {
  const text = yaml11TextOf(node);
  if (text === undefined) return false;
  const byKey = ownNotes(formattedNode(node) ? yaml11NameTexts : yaml11Texts, mapping);
  const texts = byKey.get(key);
  if (texts) texts.push({ occurrence, text });
  else byKey.set(key, [{ occurrence, text }]);
  return true;
}

/**
 * A parsed mapping with `entries` written over it, read as the loader read the original for every
 * other key: their PyYAML readings (yaml11Values, yaml11Names, yaml11Keys) and repeated values
 * (repeatedValues) go with the copy, which a copy made by `Object.assign` would lose.
 */
export function withEntries(
  mapping: Record<string, unknown>,
  entries: Record<string, unknown>,
): Record<string, unknown> {
  const out = Object.assign(newMapping(), mapping, entries);
  noteCopied(out, new Copied(mapping, entries));
  return out;
}

/**
 * A parsed mapping with only those of its keys `kept` holds, each read as the loader read the
 * original (withEntries).
 */
export function withKeysOnly(
  mapping: Record<string, unknown>,
  kept: ReadonlySet<string>,
): Record<string, unknown> {
  const out = newMapping();
  const dropped: Record<string, unknown> = {};
  for (const key of Object.keys(mapping)) {
    if (kept.has(key)) out[key] = mapping[key];
    else dropped[key] = undefined;
  }
  noteCopied(out, new Copied(mapping, dropped));
  return out;
}

/** What a copy notes of its keys: the original's, where the original has notes of that kind. */
function noteCopied(out: object, copied: Copied): void {
  for (const notes of [yaml11Texts, yaml11NameTexts, yaml11KeyTexts, repeatedKeys] as Notes<unknown>[])
    if (notes.has(copied.of)) notes.set(out, copied);
}

/** Records what the fast reader found PyYAML reads otherwise in a document, as the Converter does. */
function noteFastReadings(value: unknown, readings: readonly FastReading[]): void {
  if (readings.length === 0 || typeof value !== 'object' || value === null) return;
  for (const { owner, at, occurrence, text, source } of readings) {
    if (typeof at === 'number') textsOf(yaml11ItemTexts, owner as unknown[]).set(at, text);
    else {
      const byKey = ownNotes(yaml11Formatted(source) ? yaml11NameTexts : yaml11Texts, owner);
      const texts = byKey.get(at);
      if (texts) texts.push({ occurrence, text });
      else byKey.set(at, [{ occurrence, text }]);
    }
  }
  yaml11Documents.set(value, undefined);
}

/** Documents (their values) that hold a scalar PyYAML reads otherwise, with their signatures once asked for. */
const yaml11Documents = new WeakMap<object, string | undefined>();

/**
 * Every reading PyYAML gives otherwise in a document, each with where it sits (its path, from the
 * root) and as what, in order: two documents of equal values and equal signatures are read alike
 * by both loaders. Not where each is written: an offset does not tell which key a scalar is the
 * value of (`a:      1e3` and `tools: [1e3]` write it at the same one), nor an alias from its
 * anchor. Undefined for a document that holds none.
 */
export function yaml11Signature(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !yaml11Documents.has(value)) return undefined;
  let signature = yaml11Documents.get(value);
  if (signature === undefined) {
    signature = yaml11Readings(value);
    yaml11Documents.set(value, signature);
  }
  return signature;
}

/**
 * Every reading PyYAML gives otherwise below a parsed value, with its path from there, one a line:
 * two values of equal canonical JSON and equal readings are read alike by both loaders (`1e3` and
 * `1000` are one number to YAML 1.2, two names to PyYAML). Empty where there are none.
 */
export function yaml11Readings(value: unknown): string {
  return readingsBelow(value, '', []).sort(byCodeUnits).join('\n');
}

/**
 * The readings below `value` (yaml11Values, yaml11Names, yaml11Keys, yaml11Item), added to `out` as
 * JSON lines. `path` names where `value` is: each key as a JSON string, each index as its digits,
 * each later value of a repeated key as `!` and its occurrence, comma-separated (a JSON string
 * ends at its own closing quote, so no key can pass for another path).
 */
function readingsBelow(value: unknown, path: string, out: string[]): string[] {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const at = `${path},${i}`;
      const text = yaml11Item(value, i);
      if (text !== undefined) out.push(JSON.stringify([at, 'item', text]));
      readingsBelow(value[i], at, out);
    }
  } else if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      const at = `${path},${JSON.stringify(key)}`;
      for (const [kind, texts] of [
        ['value', yaml11Values(value, key)],
        ['name', yaml11Names(value, key)],
      ] as const)
        for (const { occurrence, text } of texts ?? [])
          out.push(JSON.stringify([at, kind, occurrence, text]));
      for (const keyText of yaml11Keys(value, key) ?? []) out.push(JSON.stringify([at, 'key', keyText]));
      readingsBelow((value as Record<string, unknown>)[key], at, out);
    }
    for (const [key, values] of repeatedEntries(value) ?? [])
      for (let i = 1; i < values.length; i++)
        readingsBelow(values[i], `${path},${JSON.stringify(key)},!${i}`, out);
  }
  return out;
}

/** Converts the syntax tree to null-prototype objects, arrays and scalars, within the loader's limits. */
class Converter {
  failed = false;
  /** Whether the document holds a scalar PyYAML reads otherwise (yaml11Signature). */
  metYaml11 = false;
  private aliases = 0;
  private expanded = 0;
  private readonly inProgress = new Set<YamlNode>();
  private readonly done = new Map<YamlNode, { value: unknown; size: number }>();

  constructor(
    private readonly doc: Document.Parsed,
    private readonly lines: LineIndex,
    private readonly problems: FileProblem[],
    private readonly limits: LoadLimits,
  ) {}

  private fail(node: YamlNode | null | undefined, message: string): never {
    this.failed = true;
    this.problems.push({
      kind: 'yaml-syntax',
      span: node ? nodeSpan(this.lines, node) : this.lines.span(0, 0),
      message,
    });
    throw new ConversionError(message);
  }

  convert(node: YamlNode | null, depth: number): unknown {
    return this.visit(node, depth).value;
  }

  private visit(node: YamlNode | null, depth: number): { value: unknown; size: number } {
    if (node === null || node === undefined) return { value: null, size: 1 };
    if (depth > this.limits.maxDepth) this.fail(node, nestedTooDeep(this.limits.maxDepth));
    if (yaml().isAlias(node)) return this.visitAlias(node, depth);
    let result: { value: unknown; size: number };
    if (yaml().isScalar(node)) {
      this.count(node, 1);
      result = { value: node.value, size: 1 };
    } else if (yaml().isSeq(node)) {
      result = this.visitSeq(node, depth);
    } else if (yaml().isMap(node)) {
      result = this.visitMap(node, depth);
    } else {
      this.fail(node, 'unsupported YAML node');
    }
    if (node.anchor) this.done.set(node, result);
    return result;
  }

  /**
   * The node an alias names (already visited, so it resolves), else the node itself: `unsafe: *z`
   * is read as its anchor `&z 0e0` is, by PyYAML as by YAML 1.2.
   */
  private aliased(node: YamlNode | null): YamlNode | null {
    return resolveAlias(this.doc, node);
  }

  private visitAlias(node: Alias, depth: number): { value: unknown; size: number } {
    this.aliases++;
    if (this.aliases > this.limits.maxAliases) {
      this.fail(node, `more than ${this.limits.maxAliases} aliases in one document`);
    }
    const target = aliasTargets(this.doc).get(node);
    if (!target) this.fail(node, `alias *${node.source} has no anchor before it`);
    if (this.inProgress.has(target))
      this.fail(node, `alias *${node.source} refers to a node that contains it`);
    const result = this.done.get(target) ?? this.visit(target, depth);
    this.count(node, result.size);
    return result;
  }

  private visitSeq(node: YAMLSeq, depth: number): { value: unknown; size: number } {
    this.inProgress.add(node);
    const out: unknown[] = [];
    let size = 1;
    this.count(node, 1);
    for (const item of node.items) {
      const child = this.visit(item as YamlNode | null, depth + 1);
      const read = this.aliased(item as YamlNode | null);
      const text = yaml11TextOf(read);
      if (text !== undefined) {
        this.metYaml11 = true;
        textsOf(yaml11ItemTexts, out).set(out.length, text);
      }
      out.push(child.value);
      size += child.size;
    }
    this.inProgress.delete(node);
    return { value: out, size };
  }

  private visitMap(node: YAMLMap, depth: number): { value: unknown; size: number } {
    this.inProgress.add(node);
    const out = newMapping();
    const seen = new Map<string, YamlNode>();
    let size = 1;
    this.count(node, 1);
    for (const pair of node.items) {
      if (!yaml().isPair(pair)) continue;
      const keyNode = pair.key as YamlNode | null;
      const key = keyString(keyNode);
      if (key === undefined) this.fail(keyNode, 'only scalar mapping keys are supported');
      const first = seen.get(key);
      if (first) {
        const at = this.lines.position(first.range?.[0] ?? 0);
        this.problems.push({
          kind: 'duplicate-key',
          span: nodeSpan(this.lines, keyNode as YamlNode),
          message: `key '${key}' is repeated; first defined at line ${at.line}`,
        });
        this.noteKey(out, key, keyNode);
        this.keepRepeated(out, key, pair.value as YamlNode | null, depth + 1);
        continue;
      }
      if (keyNode) seen.set(key, keyNode);
      const child = this.visit(pair.value as YamlNode | null, depth + 1);
      const read = this.aliased(pair.value as YamlNode | null);
      if (noteYaml11(out, key, 0, read)) this.metYaml11 = true;
      this.noteKey(out, key, keyNode);
      out[key] = child.value;
      size += child.size;
    }
    this.inProgress.delete(node);
    return { value: out, size };
  }

  /**
   * Records a key PyYAML reads otherwise than YAML 1.2, at each occurrence of a repeated one, and a
   * key both read as a boolean, which Python writes "True" where a key's YAML 1.2 text is "true".
   */
  private noteKey(out: object, key: string, keyNode: YamlNode | null): void {
    const value = yaml().isScalar(keyNode) ? keyNode.value : undefined;
    const text =
      yaml11TextOf(keyNode) ?? (typeof value === 'boolean' ? (value ? 'True' : 'False') : undefined);
    if (text === undefined) return;
    this.metYaml11 = true;
    const texts = ownNotes(yaml11KeyTexts, out);
    const known = texts.get(key);
    if (!known) texts.set(key, [text]);
    else if (!known.includes(text)) known.push(text);
  }

  /**
   * Reads a repeated key's value aside, for repeatedValues. A value that cannot be read (past the
   * alias or node limit) fails the document, as any of its values would: PyYAML, which keeps the
   * last value, reads it, so leaving it out read `capability: {writes: true, …}` after
   * `capability: {read_only: true}` as read-only.
   */
  private keepRepeated(
    out: Record<string, unknown>,
    key: string,
    node: YamlNode | null,
    depth: number,
  ): void {
    const value = this.visit(node, depth).value;
    const occurrence = keepRepeatedValue(out, key, value);
    if (noteYaml11(out, key, occurrence, this.aliased(node))) this.metYaml11 = true;
  }

  private count(node: YamlNode, size: number): void {
    this.expanded += size;
    if (this.expanded > this.limits.maxExpandedNodes) {
      // Only aliases make a document larger than its text: without any, it is merely large.
      this.fail(
        node,
        this.aliases > 0
          ? `its aliases expand the document to more than ${this.limits.maxExpandedNodes} nodes, the most one document may hold`
          : tooManyNodes(this.limits.maxExpandedNodes),
      );
    }
  }
}
