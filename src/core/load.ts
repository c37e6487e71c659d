// YAML text -> plain documents, with exact positions looked up on demand from the parsed syntax
// tree. Parsing is pinned to YAML 1.2 (core schema), merge keys off and duplicate keys reported.
// Everything the parser or the conversion rejects becomes a FileProblem, never an exception.
import {
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  parseAllDocuments,
  type Document,
  type Node as YamlNode,
  type Pair,
  type ParseOptions,
  type DocumentOptions,
  type SchemaOptions,
} from 'yaml';
import type { Span } from './diagnostic.js';
import { LineIndex } from './text-position.js';
import { pointerSegments } from './pointer.js';

export type ProblemKind = 'yaml-syntax' | 'duplicate-key' | 'unreadable-file';

export interface FileProblem {
  kind: ProblemKind;
  span: Span;
  message: string;
}

/** Limits that keep hostile documents from costing more than an honest one. */
export const LOAD_LIMITS = {
  maxDepth: 200,
  maxAliases: 100,
  maxExpandedNodes: 200_000,
};

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
}

export interface LoadedText {
  documents: ParsedDocument[];
  problems: FileProblem[];
  lines: LineIndex;
  text: string;
}

class ConversionError extends Error {}

/** Removes a leading byte-order mark so that positions match the file without one. */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export function loadYaml(rawText: string): LoadedText {
  const text = stripBom(rawText);
  const lines = new LineIndex(text);
  const problems: FileProblem[] = [];
  const documents: ParsedDocument[] = [];
  let parsed: Document.Parsed[];
  try {
    parsed = parseAllDocuments(text, YAML_OPTIONS) as Document.Parsed[];
    if (!Array.isArray(parsed)) parsed = [];
  } catch (error) {
    problems.push({
      kind: 'yaml-syntax',
      span: lines.span(0, 0),
      message:
        error instanceof RangeError
          ? 'the document is nested too deeply to parse'
          : `cannot parse: ${String(error)}`,
    });
    return { documents, problems, lines, text };
  }
  parsed.forEach((doc, index) => {
    const own: FileProblem[] = [];
    // After the first error a parser's further errors are mostly echoes of it.
    for (const error of [...doc.errors.slice(0, 1), ...doc.warnings]) {
      const [start, end] = error.pos;
      own.push({
        kind: 'yaml-syntax',
        span: lines.span(start, end),
        message: cleanYamlMessage(error.message),
      });
    }
    if (own.length > 0) {
      problems.push(...own);
      return;
    }
    const contents = doc.contents as YamlNode | null;
    if (contents === null || (isScalar(contents) && contents.value === null && !contents.tag)) return;
    const converter = new Converter(doc, lines, problems);
    let value: unknown;
    try {
      value = converter.convert(contents, 0);
    } catch (error) {
      if (error instanceof ConversionError) return;
      if (error instanceof RangeError) {
        problems.push({
          kind: 'yaml-syntax',
          span: nodeSpan(lines, contents),
          message: 'the document is nested too deeply',
        });
        return;
      }
      throw error;
    }
    if (converter.failed) return;
    documents.push(makeDocument(index, value, doc, contents, lines));
  });
  return { documents, problems, lines, text };
}

function cleanYamlMessage(message: string): string {
  // yaml appends a code excerpt after a blank line; the position already says where.
  const first = message.split('\n')[0] ?? message;
  return first.replace(/ at line \d+, column \d+:?$/, '').trim();
}

function nodeSpan(lines: LineIndex, node: YamlNode): Span {
  const range = node.range;
  if (!range) return lines.span(0, 0);
  return lines.span(range[0], range[1]);
}

function makeDocument(
  index: number,
  value: unknown,
  doc: Document.Parsed,
  contents: YamlNode,
  lines: LineIndex,
): ParsedDocument {
  const firstLineSpan = (): Span => {
    const start = contents.range?.[0] ?? 0;
    const pos = lines.position(start);
    const text = lines.lineText(pos.line);
    return { line: pos.line, column: pos.column, endLine: pos.line, endColumn: [...text].length + 1 };
  };
  const locate = (pointer: string, want: 'key' | 'value'): Span => {
    let node: YamlNode | null = contents;
    let keyNode: YamlNode | null = null;
    for (const segment of pointerSegments(pointer)) {
      node = resolveAlias(doc, node);
      if (isMap(node)) {
        const pair = findPair(node.items as Pair[], segment);
        if (!pair) break;
        keyNode = pair.key as YamlNode;
        node = (pair.value as YamlNode | null) ?? (pair.key as YamlNode);
      } else if (isSeq(node)) {
        const item = node.items[Number(segment)] as YamlNode | undefined;
        if (!item || !/^\d+$/.test(segment)) break;
        keyNode = null;
        node = item;
      } else {
        break;
      }
    }
    if (node === contents && keyNode === null) return firstLineSpan();
    if (want === 'key' && keyNode) return nodeSpan(lines, keyNode);
    if (node && (isMap(node) || isSeq(node)) && node.range && keyNode === null && want === 'key') {
      return nodeSpan(lines, node);
    }
    return node ? valueSpanOf(lines, node) : firstLineSpan();
  };
  return {
    index,
    value,
    get span() {
      return firstLineSpan();
    },
    keySpan: (pointer) => locate(pointer, 'key'),
    valueSpan: (pointer) => locate(pointer, 'value'),
  };
}

/** A block collection's span is cut to its first line: the whole block would bury the point. */
function valueSpanOf(lines: LineIndex, node: YamlNode): Span {
  const span = nodeSpan(lines, node);
  if ((isMap(node) || isSeq(node)) && span.endLine > span.line && !node.flow) {
    const text = lines.lineText(span.line);
    return { line: span.line, column: span.column, endLine: span.line, endColumn: [...text].length + 1 };
  }
  return span;
}

function resolveAlias(doc: Document.Parsed, node: YamlNode | null): YamlNode | null {
  if (node && isAlias(node)) return (node.resolve(doc) as YamlNode | undefined) ?? null;
  return node;
}

function findPair(items: Pair[], segment: string): Pair | undefined {
  for (const pair of items) {
    if (keyString(pair.key) === segment) return pair;
  }
  return undefined;
}

function keyString(key: unknown): string | undefined {
  if (key === null || key === undefined) return '';
  if (isScalar(key)) return key.value === null ? '' : String(key.value);
  return undefined;
}

/** Converts the syntax tree to null-prototype objects, arrays and scalars, within LOAD_LIMITS. */
class Converter {
  failed = false;
  private aliases = 0;
  private expanded = 0;
  private readonly inProgress = new Set<YamlNode>();
  private readonly done = new Map<YamlNode, { value: unknown; size: number }>();

  constructor(
    private readonly doc: Document.Parsed,
    private readonly lines: LineIndex,
    private readonly problems: FileProblem[],
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
    if (depth > LOAD_LIMITS.maxDepth)
      this.fail(node, `the document is nested deeper than ${LOAD_LIMITS.maxDepth} levels`);
    if (isAlias(node)) {
      this.aliases++;
      if (this.aliases > LOAD_LIMITS.maxAliases) {
        this.fail(node, `more than ${LOAD_LIMITS.maxAliases} aliases in one document`);
      }
      const target = node.resolve(this.doc) as YamlNode | undefined;
      if (!target) this.fail(node, `alias *${node.source} has no anchor before it`);
      if (this.inProgress.has(target))
        this.fail(node, `alias *${node.source} refers to a node that contains it`);
      const result = this.done.get(target) ?? this.visit(target, depth);
      this.count(node, result.size);
      return result;
    }
    let result: { value: unknown; size: number };
    if (isScalar(node)) {
      this.count(node, 1);
      result = { value: node.value, size: 1 };
    } else if (isSeq(node)) {
      this.inProgress.add(node);
      const out: unknown[] = [];
      let size = 1;
      this.count(node, 1);
      for (const item of node.items) {
        const child = this.visit(item as YamlNode | null, depth + 1);
        out.push(child.value);
        size += child.size;
      }
      this.inProgress.delete(node);
      result = { value: out, size };
    } else if (isMap(node)) {
      this.inProgress.add(node);
      const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
      const seen = new Map<string, YamlNode>();
      let size = 1;
      this.count(node, 1);
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
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
          continue;
        }
        if (keyNode) seen.set(key, keyNode);
        const child = this.visit(pair.value as YamlNode | null, depth + 1);
        out[key] = child.value;
        size += child.size;
      }
      this.inProgress.delete(node);
      result = { value: out, size };
    } else {
      this.fail(node, 'unsupported YAML node');
    }
    if (node.anchor) this.done.set(node, result);
    return result;
  }

  private count(node: YamlNode, size: number): void {
    this.expanded += size;
    if (this.expanded > LOAD_LIMITS.maxExpandedNodes) {
      this.fail(
        node,
        `the document expands to more than ${LOAD_LIMITS.maxExpandedNodes} nodes (an alias bomb?)`,
      );
    }
  }
}
