// A fast reader for the plain block YAML that configuration files are made of: block mappings
// and sequences, single-line plain and quoted scalars, one-line flow sequences of scalars and flow
// mappings of plain keys and scalars, and literal block scalars. It gives the same values, problems
// and node ranges as the `yaml` package or returns undefined, and the file then takes the `yaml`
// path: for anything else (anchors, tags, nested flow collections, folded or multi-line scalars,
// tabs, CRLF) and wherever yaml's answer turns on a
// rule not mirrored here, each such boundary a check that steps aside. A differential test holds
// it to that on the official YAML test suite and a grammar fuzzer aimed at those boundaries.
import { positionsByKey, WIDE } from './key-index.js';
import { yaml11Text } from './yaml11.js';

/** A node with the offsets the `yaml` package would give it: [start, valueEnd). */
export interface FastNode {
  kind: 'map' | 'seq' | 'scalar';
  start: number;
  end: number;
  flow: boolean;
  /** Mapping entries in order, a repeated key's each time (entryOf finds each). */
  keys?: { text: string; start: number; end: number }[];
  values?: FastNode[];
  items?: FastNode[];
  /** Set when the entries or items were not recorded (a read without nodes, below the root). */
  partial?: true;
  /**
   * The root mapping of a read without nodes: per entry five numbers — key start and end, value
   * start and end, the value's shape (kind and flags, below) — and the text they index. Every
   * document keeps its root's positions for the whole run, so they are numbers, not nodes.
   */
  entries?: number[];
  source?: string;
}

// A node's kind and flags as one number, for `FastNode.entries` and the node a read last read.
const SCALAR = 0;
const MAP = 1;
const SEQ = 2;
const FLOW = 4;
const PARTIAL = 8;

/** A node back from its range and shape. */
function nodeFromShape(start: number, end: number, shape: number): FastNode {
  const kind = (shape & 3) === SCALAR ? 'scalar' : (shape & 3) === MAP ? 'map' : 'seq';
  const node: FastNode = { kind, start, end, flow: (shape & FLOW) !== 0 };
  if (shape & PARTIAL) node.partial = true;
  return node;
}

/**
 * The entry of a mapping node with this key, `skip` of its repetitions after the first (the
 * first by default): its key node and its value node.
 */
export function entryOf(
  map: FastNode,
  key: string,
  skip = 0,
): { key: FastNode; value: FastNode } | undefined {
  const i = entryIndex(map, key, skip);
  if (i === undefined) return undefined;
  if (map.entries) {
    const at = (j: number): number => map.entries![j] as number;
    return {
      key: { kind: 'scalar', start: at(i), end: at(i + 1), flow: false },
      value: nodeFromShape(at(i + 2), at(i + 3), at(i + 4)),
    };
  }
  const k = map.keys![i]!;
  return { key: { kind: 'scalar', start: k.start, end: k.end, flow: false }, value: map.values![i]! };
}

/**
 * Where a mapping's entry with this key is, `skip` repetitions after the first: in `entries`, the
 * first of its five numbers; in `keys`, its index. A `skip` that is not a whole number finds
 * none. A wide mapping is looked up in its index (key-index.ts).
 */
function entryIndex(map: FastNode, key: string, skip: number): number | undefined {
  const { entries, keys } = map;
  const source = map.source ?? '';
  if (entries) {
    if (entries.length / 5 > WIDE) {
      const keyAt = (i: number): string => source.slice(entries[5 * i], entries[5 * i + 1]);
      const at = positionsByKey(map, entries.length / 5, keyAt).get(key)?.[skip];
      return at === undefined ? undefined : 5 * at;
    }
    let seen = 0;
    for (let i = 0; i < entries.length; i += 5) {
      const keyStart = entries[i] as number;
      const same = (entries[i + 1] as number) - keyStart === key.length && source.startsWith(key, keyStart);
      if (same && seen++ === skip) return i;
    }
    return undefined;
  }
  if ((keys?.length ?? 0) > WIDE)
    return positionsByKey(map, keys!.length, (i) => keys![i]!.text).get(key)?.[skip];
  let seen = 0;
  for (let i = 0; i < (keys?.length ?? 0); i++) if (keys![i]!.text === key && seen++ === skip) return i;
  return undefined;
}

interface FastDocument {
  index: number;
  value: unknown;
  contents: FastNode;
  /** Its plain scalars PyYAML reads otherwise (yaml11.ts), in the order they are written. */
  readings: FastReading[];
}

/**
 * A plain scalar PyYAML reads otherwise than YAML 1.2 (`0e0`, `010`, `on`, `1.0`): the mapping and
 * key or the list and index it is the value of, PyYAML's text of it, and as what it is written.
 */
export interface FastReading {
  owner: Record<string, unknown> | unknown[];
  at: string | number;
  /** Which occurrence of a repeated key `at` is (0 for the first; 0 for a list's item). */
  occurrence: number;
  text: string;
  source: string;
}

/** A later value of a repeated key: `owner[key]` holds the first. */
interface FastRepeat {
  owner: Record<string, unknown>;
  key: string;
  value: unknown;
}

export interface FastResult {
  /** Whether `contents` are real nodes (positions) or placeholders. */
  withNodes: boolean;
  documents: FastDocument[];
  duplicates: { keyStart: number; keyEnd: number; key: string; firstStart: number }[];
  /** Every later value of a repeated key, in the order read (only a read with nodes has any). */
  repeats: FastRepeat[];
  /** The offset of every comment's `#`: suppression comments are read from these only. */
  comments: number[];
}

/** How deep a document may nest and how many nodes it may hold before the reader steps aside. */
interface FastLimits {
  maxDepth: number;
  maxNodes: number;
}

/**
 * The fast reader. `parse(text)` gives `yaml`'s reading of a text, or undefined and the text then
 * takes the `yaml` path. A run, or a language server's session, reads every file with one reader,
 * which keeps what pays across files (see `ReaderMemory`); reads never overlap.
 */
export class FastReader {
  private readonly memory = new ReaderMemory();

  constructor(private readonly limits: FastLimits) {}

  /**
   * Reads `text`, or returns undefined when it needs the yaml package. Without `withNodes` the
   * result's `contents` are placeholders (the root's entries as numbers, see `FastNode.entries`):
   * positions cost nothing until a diagnostic asks for one, and then the same text is read again
   * with nodes.
   */
  parse(text: string, withNodes = true): FastResult | undefined {
    if (text.includes('\t') || text.includes('\r') || text.charCodeAt(0) === 0xfeff) return undefined;
    try {
      return new Reader(text, this.limits, this.memory, withNodes).read();
    } catch (error) {
      if (error === NEEDS_NODES) return this.parse(text, true);
      if (error === FALLBACK) return undefined;
      if (error instanceof RangeError) return undefined;
      throw error;
    }
  }
}

/**
 * An array grown by push keeps room for 16 more elements; what the run keeps (parsed sequences,
 * positions) is copied to its exact length once complete.
 */
function exact<T>(array: T[]): T[] {
  return array.slice();
}

/**
 * The prototype of every parsed mapping: no properties and no prototype of its own, frozen, so a
 * mapping inherits nothing and a `__proto__` key is plain data (nothing in its chain defines it).
 * Made by a constructor, mappings keep V8's fast object layout; `Object.create(null)` starts an
 * object in dictionary mode, three times the memory and slower to build, read and copy.
 */
const NOTHING = Object.freeze(Object.create(null) as object);
function ParsedMapping(): void {}
ParsedMapping.prototype = NOTHING;

export function newMapping(): Record<string, unknown> {
  return new (ParsedMapping as unknown as new () => Record<string, unknown>)();
}

/** Where a mapping's key first appeared, and how many times it has so far. */
interface SeenKey {
  start: number;
  occurrences: number;
}

class Fallback extends Error {}
const FALLBACK = new Fallback();
/** A repeated key needs the first key's position: read again with nodes. */
const NEEDS_NODES = new Fallback();

const NULLS = new Set(['', '~', 'null', 'Null', 'NULL']);
const TRUES = new Set(['true', 'True', 'TRUE']);
const FALSES = new Set(['false', 'False', 'FALSE']);
const INT = /^[-+]?[0-9]+$/;
const OCT = /^0o[0-7]+$/;
const HEX = /^0x[0-9a-fA-F]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;
const INF = /^[-+]?\.(?:inf|Inf|INF)$/;
const NAN = /^\.(?:nan|NaN|NAN)$/;
/** After `-` or `:` in a flow collection, what makes either an indicator, not part of a plain scalar. */
const FLOW_INDICATOR_NEXT = ' ,]}';
/** Characters that cannot start a plain scalar here (or start something this reader leaves alone). */
const BAD_START = new Set([
  '[',
  ']',
  '{',
  '}',
  ',',
  '#',
  '&',
  '*',
  '!',
  '|',
  '>',
  "'",
  '"',
  '%',
  '@',
  '`',
  '?',
  ':',
  '-',
]);

/** YAML 1.2 core schema resolution of a plain scalar, as the `yaml` package does it. */
function resolvePlain(text: string): unknown {
  if (NULLS.has(text)) return null;
  if (TRUES.has(text)) return true;
  if (FALSES.has(text)) return false;
  if (INT.test(text)) return parseInt(text, 10);
  if (OCT.test(text)) return parseInt(text.slice(2), 8);
  if (HEX.test(text)) return parseInt(text.slice(2), 16);
  if (FLOAT.test(text)) return parseFloat(text);
  if (INF.test(text)) return text.startsWith('-') ? -Infinity : Infinity;
  if (NAN.test(text)) return NaN;
  return text;
}

/**
 * Whether a key is a plain word this reader takes, `[A-Za-z0-9_$][A-Za-z0-9_$./:@+-]*`: -1 when
 * not, else a hash of it for `ReaderMemory.keyAt`.
 */
function plainKeyHash(text: string, from: number, to: number): number {
  if (from >= to) return -1;
  let hash = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    hash = (Math.imul(hash, 31) + c) | 0;
    if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 36)
      continue;
    // . / : @ + - may follow the first character
    if (i > from && (c === 46 || c === 47 || c === 58 || c === 64 || c === 43 || c === 45)) continue;
    return -1;
  }
  return hash & 0x7fffffff;
}

/**
 * Strings seen lately, one per slot, the slot picked by a hash of the caller's choosing: a string
 * is only handed back when it equals the text asked about, so a collision costs a miss, never a
 * wrong string.
 */
class RecentStrings {
  private readonly strings: (string | undefined)[];

  constructor(private readonly slots: number) {
    this.strings = new Array<string | undefined>(slots).fill(undefined);
  }

  slotOf(hash: number): number {
    return hash & (this.slots - 1);
  }

  /** The string kept in `slot`, if it is `text[from, to)`. */
  find(slot: number, text: string, from: number, to: number): string | undefined {
    const kept = this.strings[slot];
    return kept !== undefined && kept.length === to - from && text.startsWith(kept, from) ? kept : undefined;
  }

  keep(slot: number, value: string): void {
    this.strings[slot] = value;
  }
}

/** Per line of a text: start offset, end offset (before the newline), indent, and whether it is blank or a comment. */
interface LineTables {
  starts: Int32Array;
  ends: Int32Array;
  indents: Int32Array;
  empty: Uint8Array;
}

function lineTables(size: number): LineTables {
  return {
    starts: new Int32Array(size),
    ends: new Int32Array(size),
    indents: new Int32Array(size),
    empty: new Uint8Array(size),
  };
}

/**
 * What a reader keeps across the texts it reads, each bounded whatever it reads: recent keys,
 * recent short values, and line tables grown to the longest text rather than allocated per text.
 */
class ReaderMemory {
  /**
   * Keys seen lately. Files of one repository repeat the same few hundred keys; a key found here
   * costs no new string, and it is one V8 has already made a property name (internalized), which
   * is what makes storing and looking up the property fast.
   */
  private readonly keys = new RecentStrings(4096);
  /**
   * Short plain scalars seen lately, by hash: names, types and enum words recur across the files
   * of a repository. A value found here is the very string object seen before, so a tool's name
   * and every reference to it are one string, and the maps keyed by names (every registry, every
   * flattened set) match them by identity instead of comparing characters; nor is a new string
   * made. A kept value may be a slice of the text it was read from and keep that text alive; a
   * run keeps every text it read anyway, and this holds at most this many.
   */
  private readonly values = new RecentStrings(1 << 15);
  private tables = lineTables(0);

  /** The line tables, with room for `lines` lines (their contents are the last text's). */
  linesFor(lines: number): LineTables {
    if (this.tables.starts.length < lines)
      this.tables = lineTables(Math.max(lines, this.tables.starts.length * 2));
    return this.tables;
  }

  /**
   * The key `text[from, to)` (plain, `hash` from `plainKeyHash`), or undefined when it resolves to
   * a non-string (to YAML 1.2 or PyYAML).
   */
  keyAt(text: string, from: number, to: number, hash: number): string | undefined {
    const slot = this.keys.slotOf(hash);
    const kept = this.keys.find(slot, text, from, to);
    if (kept !== undefined) return kept;
    const key = text.slice(from, to);
    if (resolvePlain(key) !== key) return undefined;
    // A key PyYAML reads otherwise (`1_000` and `0b1` are numbers there, `on` is True): the `yaml`
    // path keeps that reading (yaml11.ts), as it does for values.
    if (yaml11Text(key, key) !== undefined) return undefined;
    // The name V8 keeps for a property key, not the slice: an object's own key is that name.
    const name = Object.keys({ [key]: 0 })[0] as string;
    this.keys.keep(slot, name);
    return name;
  }

  /** PyYAML's text of the scalar plainValueAt last read, where it reads it otherwise (yaml11.ts). */
  reading: string | undefined;

  /** The value of the plain scalar `text[from, to)`, which ends before any comment or trailing space. */
  plainValueAt(text: string, from: number, to: number): unknown {
    this.reading = undefined;
    const length = to - from;
    let slot = -1;
    if (length <= MAX_SHARED_VALUE) {
      // A few characters and the length pick the slot (the text is compared anyway): names that
      // differ tend to differ at their ends, and hashing every character would cost a second pass.
      let hash = length;
      if (length <= 8) for (let i = from; i < to; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
      else {
        hash = (Math.imul(hash, 31) + text.charCodeAt(from)) | 0;
        hash = (Math.imul(hash, 31) + text.charCodeAt(from + 1)) | 0;
        hash = (Math.imul(hash, 31) + text.charCodeAt(from + (length >> 1))) | 0;
        hash = (Math.imul(hash, 31) + text.charCodeAt(to - 3)) | 0;
        hash = (Math.imul(hash, 31) + text.charCodeAt(to - 2)) | 0;
        hash = (Math.imul(hash, 31) + text.charCodeAt(to - 1)) | 0;
      }
      slot = this.values.slotOf(hash ^ (hash >>> 15));
      const kept = this.values.find(slot, text, from, to);
      if (kept !== undefined) return kept;
    }
    const raw = text.slice(from, to);
    if (raw.includes(': ') || raw.endsWith(':')) throw FALLBACK;
    const value = resolvePlain(raw);
    // A scalar PyYAML reads otherwise (`0e0`, `010`, `on`) is the reader's to note (`reading`).
    this.reading = yaml11Text(raw, value);
    if (this.reading !== undefined) return value;
    // Only scalars that stay strings and that PyYAML reads alike are kept, so a kept one needs
    // none of the checks above again.
    if (slot !== -1 && value === raw) this.values.keep(slot, raw);
    return value;
  }
}

const MAX_SHARED_VALUE = 64;

/** How far after the start of an implicit key yaml accepts its `:`. */
const MAX_KEY_REACH = 1024;

/** The items of a sequence whose items are not recorded: never pushed to. */
const NO_NODES: FastNode[] = Object.freeze([]) as unknown as FastNode[];

class Reader {
  /** The line tables (see `LineTables`), the reader's: this text's lines come first. */
  private readonly starts: Int32Array;
  private readonly ends: Int32Array;
  private readonly indents: Int32Array;
  private readonly empty: Uint8Array;
  private readonly lineCount: number;
  private line = 0;
  private nodes = 0;
  private readonly duplicates: FastResult['duplicates'] = [];
  private readonly repeats: FastRepeat[] = [];
  private readonly comments: number[] = [];
  /** The current document's readings (FastReading). */
  private readings: FastReading[] = [];
  // The node a method last read, as fields rather than a returned object: without nodes, most
  // values need only their range, and thousands of small result objects per file were garbage.
  /** Its range, [start, end). */
  private nodeStart = 0;
  private nodeEnd = 0;
  /** Its kind and flags (SCALAR, MAP or SEQ, with FLOW and PARTIAL). */
  private nodeShape = 0;
  /** Where the enclosing block's range ends after it (values on one line: past the newline). */
  private blockEnd = 0;
  /** The node itself, when one was made: always with nodes, and for a document's root. */
  private node: FastNode | undefined;

  private readonly maxDepth: number;
  private readonly maxNodes: number;

  constructor(
    private readonly text: string,
    limits: FastLimits,
    private readonly memory: ReaderMemory,
    private readonly withNodes: boolean,
  ) {
    this.maxDepth = limits.maxDepth;
    this.maxNodes = limits.maxNodes;
    let lines = 1;
    for (let k = text.indexOf('\n'); k !== -1; k = text.indexOf('\n', k + 1)) lines++;
    const tables = memory.linesFor(lines);
    this.starts = tables.starts;
    this.ends = tables.ends;
    this.indents = tables.indents;
    this.empty = tables.empty;
    this.lineCount = lines;
    let start = 0;
    for (let line = 0; line < lines; line++) {
      let end = text.indexOf('\n', start);
      if (end === -1) end = text.length;
      let indent = 0;
      while (text.charCodeAt(start + indent) === 32) indent++;
      const first = start + indent < end ? text.charCodeAt(start + indent) : -1;
      // yaml folds indented comment lines into the ranges of the nodes around them by rules this
      // reader does not mirror: such files take the yaml path.
      if (first === 35 && indent > 0) throw FALLBACK;
      if (first === 35) this.comments.push(start);
      this.starts[line] = start;
      this.ends[line] = end;
      this.indents[line] = indent;
      this.empty[line] = first === -1 || first === 35 ? 1 : 0;
      start = end + 1;
    }
  }

  /** Offset just past the newline of a line (the text's end for the last line). */
  private after(line: number): number {
    const end = this.ends[line] as number;
    return end < this.text.length ? end + 1 : end;
  }

  private skipEmpty(): void {
    while (this.line < this.lineCount && this.empty[this.line]) this.line++;
  }

  private isMarker(line: number, marker: string): boolean {
    const s = this.starts[line] as number;
    if (this.indents[line] !== 0 || !this.text.startsWith(marker, s)) return false;
    // Spaces alone, not what trim() drops: that also takes characters YAML does not count as
    // space (no-break space, U+2028, U+FEFF, …), and after those yaml reads no marker.
    const end = this.ends[line] as number;
    for (let i = s + 3; i < end; i++) if (this.text.charCodeAt(i) !== 32) throw FALLBACK;
    return true;
  }

  read(): FastResult {
    const documents: FastDocument[] = [];
    let index = 0;
    let started = false;
    for (;;) {
      this.skipEmpty();
      if (this.line >= this.lineCount) break;
      if (this.isMarker(this.line, '---')) {
        // A marker ends the document before it, even an empty one, unless it opens the stream.
        if (started) index++;
        started = true;
        this.line++;
        continue;
      }
      const s = this.starts[this.line] as number;
      if (this.isMarker(this.line, '...') || this.text[s] === '%' || this.indents[this.line] !== 0)
        throw FALLBACK;
      started = true;
      this.readings = [];
      // The node limit is each document's, as the yaml path counts it (load.ts tooManyNodes).
      this.nodes = 0;
      const value = this.block(0, 0);
      documents.push({ index, value, contents: this.lastNode(), readings: this.readings });
      this.skipEmpty();
      if (this.line < this.lineCount && !this.isMarker(this.line, '---')) throw FALLBACK;
    }
    return {
      withNodes: this.withNodes,
      documents: exact(documents),
      duplicates: this.duplicates,
      repeats: this.repeats,
      comments: this.comments,
    };
  }

  private count(): void {
    if (++this.nodes > this.maxNodes) throw FALLBACK;
  }

  /** PyYAML's reading of the plain scalar inlineValue last read, where it differs (noteReading). */
  private scalarReading: { text: string; source: string } | undefined;

  /** The reading of the scalar just read, if any, as the value of `owner`'s `at`. */
  private noteReading(owner: Record<string, unknown> | unknown[], at: string | number, occurrence = 0): void {
    const reading = this.scalarReading;
    if (reading === undefined) return;
    this.scalarReading = undefined;
    this.readings.push({ owner, at, occurrence, text: reading.text, source: reading.source });
  }

  /** The node last read, made now if it was not made then. */
  private lastNode(): FastNode {
    return this.node ?? nodeFromShape(this.nodeStart, this.nodeEnd, this.nodeShape);
  }

  /** Records the node just read: its range, shape and, when made, the node. */
  private nodeRead(start: number, end: number, shape: number, node: FastNode | undefined): void {
    this.nodeStart = start;
    this.nodeEnd = end;
    this.nodeShape = shape;
    this.node = node;
  }

  private scalarRead(start: number, end: number): void {
    this.nodeRead(
      start,
      end,
      SCALAR,
      this.withNodes ? { kind: 'scalar', start, end, flow: false } : undefined,
    );
  }

  /** The block node whose first content starts at `column` on the current line. */
  private block(column: number, depth: number): unknown {
    if (depth > this.maxDepth) throw FALLBACK;
    const s = (this.starts[this.line] as number) + column;
    const ch = this.text[s];
    if (ch === '-' && (this.text[s + 1] === ' ' || s + 1 === this.ends[this.line]))
      return this.sequence(column, depth);
    return this.mapping(column, depth);
  }

  private sequence(column: number, depth: number): unknown[] {
    this.count();
    // The root's entries are recorded even without nodes: most positions asked for are one level
    // down (a tool's name), and those then need no second read.
    const record = this.withNodes || depth === 0;
    const items: FastNode[] = record ? [] : NO_NODES;
    const value: unknown[] = [];
    const firstReading = this.readings.length;
    const start = (this.starts[this.line] as number) + column;
    const firstLine = this.line;
    let end = start;
    for (;;) {
      this.skipEmpty();
      if (this.line >= this.lineCount) break;
      const indent = this.indents[this.line] as number;
      const s = (this.starts[this.line] as number) + indent;
      if (indent < column) break;
      if (indent > column) throw FALLBACK;
      if (this.text[s] !== '-' || !(this.text[s + 1] === ' ' || s + 1 === this.ends[this.line])) break;
      let rest = s + 1;
      while (this.text.charCodeAt(rest) === 32) rest++;
      const lineEnd = this.ends[this.line] as number;
      if (rest >= lineEnd || this.text[rest] === '#') {
        end = this.bareDashItem(column, depth, firstLine, rest, value);
        if (record) items.push(this.lastNode());
        continue;
      }
      const itemColumn = rest - (this.starts[this.line] as number);
      if (this.text[rest] === '-' && (this.text[rest + 1] === ' ' || rest + 1 === lineEnd)) throw FALLBACK;
      // A flow mapping's first key is no block key (`- {a: 1}`).
      if (this.text[rest] !== '{' && this.keyColon(rest, lineEnd) !== -1) {
        value.push(this.mapping(itemColumn, depth + 1));
        end = this.nodeEnd;
      } else {
        value.push(this.inlineValue(rest, column, depth + 1));
        this.noteReading(value, value.length - 1);
        end = this.blockEnd;
      }
      if (record) items.push(this.lastNode());
    }
    this.nodeRead(
      start,
      end,
      record ? SEQ : SEQ | PARTIAL,
      record ? { kind: 'seq', start, end, flow: false, items } : undefined,
    );
    return this.exactList(value, firstReading);
  }

  /** A list copied to its exact length (exact), its readings since `firstReading` moved to the copy. */
  private exactList(list: unknown[], firstReading: number): unknown[] {
    const out = exact(list);
    for (let i = firstReading; i < this.readings.length; i++) {
      const reading = this.readings[i] as FastReading;
      if (reading.owner === list) reading.owner = out;
    }
    return out;
  }

  /** "-" alone: the item is the block on the following lines, or null; returns where it ends. */
  private bareDashItem(
    column: number,
    depth: number,
    firstLine: number,
    rest: number,
    value: unknown[],
  ): number {
    const lineEnd = this.ends[this.line] as number;
    this.emptyValueGuard(rest, lineEnd);
    const dashLine = this.line;
    this.line++;
    this.skipEmpty();
    if (this.line < this.lineCount && (this.indents[this.line] as number) > column) {
      value.push(this.block(this.indents[this.line] as number, depth + 1));
      return this.nodeEnd;
    }
    // A sequence that ends in a bare `-` after a comment line at column 0 among its lines ends, for
    // yaml, past that line's break; not mirrored: such a sequence takes the yaml path (without the
    // comment line yaml ends it where this reader does).
    if (this.commentLineBetween(firstLine, dashLine)) throw FALLBACK;
    this.scalarRead(rest, rest);
    value.push(null);
    return lineEnd;
  }

  /** Comment lines before each line, counted once a bare `-` asks (see `commentLineBetween`). */
  private commentsBefore: Int32Array | undefined;

  /** Whether a comment line lies in [from, to). */
  private commentLineBetween(from: number, to: number): boolean {
    if (!this.commentsBefore) {
      const counts = new Int32Array(this.lineCount + 1);
      for (let line = 0; line < this.lineCount; line++) {
        const comment = this.empty[line] && this.text.charCodeAt(this.starts[line] as number) === 35;
        counts[line + 1] = (counts[line] as number) + (comment ? 1 : 0);
      }
      this.commentsBefore = counts;
    }
    return (this.commentsBefore[to] as number) > (this.commentsBefore[from] as number);
  }

  /**
   * An empty value's range in the yaml package takes in a comment on its line and comment lines
   * after it; rather than mirror that, such files take the yaml path.
   */
  private emptyValueGuard(rest: number, lineEnd: number): void {
    if (rest < lineEnd) throw FALLBACK;
    for (let probe = this.line + 1; probe < this.lineCount && this.empty[probe]; probe++) {
      if ((this.starts[probe] as number) + (this.indents[probe] as number) < (this.ends[probe] as number))
        throw FALLBACK;
    }
  }

  private keyColon(at: number, lineEnd: number): number {
    const text = this.text;
    for (let i = at; i < lineEnd; i++) {
      const c = text.charCodeAt(i);
      if (c === 58 /* : */ && (i + 1 === lineEnd || text.charCodeAt(i + 1) === 32)) return i;
      if (c === 35 /* # */ && text.charCodeAt(i - 1) === 32) return -1;
      if (c === 32 && i > at) {
        // `key :` (space before the colon) is a key to yaml but not to this reader.
        let j = i + 1;
        while (j < lineEnd && text.charCodeAt(j) === 32) j++;
        if (text.charCodeAt(j) === 58) throw FALLBACK;
        i = j - 1;
      }
    }
    return -1;
  }

  /**
   * yaml rejects an implicit key whose `:` lies more than 1024 characters after where it counts
   * the key from: the end of the token before it, which after an empty value comes before the
   * blank lines (spaces and all) that follow. Rather than mirror which token that is, the reader
   * steps aside when the colon is that far from the last character before the key that is not a
   * space or a line break (never later than yaml's start, so never a key yaml would reject).
   */
  private keyTooFar(keyStart: number, colon: number): boolean {
    // Before the text's start charCodeAt gives NaN: a key there is never too far.
    for (let p = keyStart - 1; p >= colon - MAX_KEY_REACH - 1; p--) {
      const c = this.text.charCodeAt(p);
      if (c !== 32 && c !== 10) return false;
    }
    return true;
  }

  private mapping(column: number, depth: number): Record<string, unknown> {
    this.count();
    // The root of a read without nodes keeps its entries' positions as numbers.
    const entries: number[] | undefined = !this.withNodes && depth === 0 ? [] : undefined;
    const keys: { text: string; start: number; end: number }[] | undefined = this.withNodes ? [] : undefined;
    const values: FastNode[] | undefined = this.withNodes ? [] : undefined;
    const value = newMapping();
    const seen = this.withNodes ? new Map<string, SeenKey>() : undefined;
    const start = (this.starts[this.line] as number) + column;
    let end = start;
    let first = true;
    for (;;) {
      this.skipEmpty();
      if (this.line >= this.lineCount) break;
      const indent = this.indents[this.line] as number;
      // The first key of a compact mapping in a sequence item sits after "- ", not at the indent.
      const keyStart = first ? start : (this.starts[this.line] as number) + indent;
      if (!first) {
        if (indent < column) break;
        if (indent > column) throw FALLBACK;
        if (this.isMarker(this.line, '---')) break;
      }
      first = false;
      const lineEnd = this.ends[this.line] as number;
      const colon = this.keyColon(keyStart, lineEnd);
      if (colon === -1) throw FALLBACK;
      if (this.keyTooFar(keyStart, colon)) throw FALLBACK;
      const hash = plainKeyHash(this.text, keyStart, colon);
      if (hash === -1) throw FALLBACK;
      const keyText = this.memory.keyAt(this.text, keyStart, colon, hash);
      if (keyText === undefined) throw FALLBACK;
      this.count();
      keys?.push({ text: keyText, start: keyStart, end: colon });
      const duplicatesBefore = this.duplicates.length;
      let rest = colon + 1;
      while (this.text.charCodeAt(rest) === 32) rest++;
      const childValue =
        rest >= lineEnd || this.text[rest] === '#'
          ? this.emptyValue(rest, lineEnd, column, depth + 1)
          : this.inlineValue(rest, column, depth + 1);
      end = this.blockEnd;
      if (values) values.push(this.node as FastNode);
      else entries?.push(keyStart, colon, this.nodeStart, this.nodeEnd, this.nodeShape);
      const occurrence = this.setEntry(value, keyText, childValue, seen, keyStart, colon, duplicatesBefore);
      this.noteReading(value, keyText, occurrence);
    }
    this.nodeRead(
      start,
      end,
      this.withNodes || entries ? MAP : MAP | PARTIAL,
      this.withNodes
        ? { kind: 'map', start, end, flow: false, keys, values }
        : entries
          ? { kind: 'map', start, end, flow: false, entries: exact(entries), source: this.text }
          : undefined,
    );
    return value;
  }

  /**
   * The value of a key with nothing after its colon on its line: the block on the following lines,
   * or null. Like `inlineValue`, sets `blockEnd`.
   */
  private emptyValue(rest: number, lineEnd: number, parentIndent: number, depth: number): unknown {
    this.emptyValueGuard(rest, lineEnd);
    this.line++;
    this.skipEmpty();
    const nextIndent = this.line < this.lineCount ? (this.indents[this.line] as number) : -1;
    const nextStart = this.line < this.lineCount ? (this.starts[this.line] as number) + nextIndent : -1;
    const dash =
      nextStart >= 0 &&
      this.text[nextStart] === '-' &&
      (this.text[nextStart + 1] === ' ' || nextStart + 1 === this.ends[this.line]);
    if (nextIndent > parentIndent || (nextIndent === parentIndent && dash)) {
      const value = this.block(nextIndent, depth);
      this.blockEnd = this.nodeEnd;
      return value;
    }
    // The yaml package places an empty value where the line's text after the colon resumes.
    // …and ends the enclosing block at the end of that line, comment included.
    this.scalarRead(rest, rest);
    this.blockEnd = lineEnd;
    return null;
  }

  /**
   * Sets a key's value in its mapping and says which occurrence of the key it is. Without nodes a
   * repeated key asks for a read with them; with nodes it is recorded as a duplicate, reported
   * before anything inside its value (as the `yaml` path reports it), and its value is kept aside
   * as a repeat.
   */
  private setEntry(
    mapping: Record<string, unknown>,
    keyText: string,
    value: unknown,
    seen: Map<string, SeenKey> | undefined,
    keyStart: number,
    keyEnd: number,
    duplicatesBefore: number,
  ): number {
    if (!this.withNodes) {
      if (Object.hasOwn(mapping, keyText)) throw NEEDS_NODES;
      mapping[keyText] = value;
      return 0;
    }
    const first = seen?.get(keyText);
    if (first === undefined) {
      seen?.set(keyText, { start: keyStart, occurrences: 1 });
      mapping[keyText] = value;
      return 0;
    }
    const duplicate = { keyStart, keyEnd, key: keyText, firstStart: first.start };
    this.duplicates.splice(duplicatesBefore, 0, duplicate);
    this.repeats.push({ owner: mapping, key: keyText, value });
    return first.occurrences++;
  }

  /**
   * A value that starts on the current line at `at`: a scalar, a flow sequence or a block
   * scalar. Consumes its lines; `blockEnd` is where the enclosing block's range would end.
   */
  private inlineValue(at: number, parentIndent: number, depth: number): unknown {
    this.count();
    this.scalarReading = undefined;
    const lineEnd = this.ends[this.line] as number;
    const c = this.text[at];
    if (c === '|') return this.literal(at, parentIndent);
    let value: unknown;
    if (c === '"' || c === "'") {
      value = this.quoted(at, lineEnd);
      this.scalarRead(at, this.quotedEnd);
    } else if (c === '[') {
      value = this.flowSequence(at, lineEnd, depth);
    } else if (c === '{') {
      value = this.flowMapping(at, lineEnd, depth);
    } else {
      if (BAD_START.has(c as string) && !(c === '-' && this.text[at + 1] !== ' ' && at + 1 < lineEnd))
        throw FALLBACK;
      if (c === ':' || c === '?') throw FALLBACK;
      // A comment starts at " #"; searched within the line only (indexOf would run to the file's end).
      let e = lineEnd;
      for (let i = at + 1; i < lineEnd; i++) {
        if (this.text.charCodeAt(i) === 35 && this.text.charCodeAt(i - 1) === 32) {
          e = i - 1;
          break;
        }
      }
      while (e > at && this.text.charCodeAt(e - 1) === 32) e--;
      value = this.memory.plainValueAt(this.text, at, e);
      if (this.memory.reading !== undefined)
        this.scalarReading = { text: this.memory.reading, source: this.text.slice(at, e) };
      this.scalarRead(at, e);
    }
    this.trailing(this.nodeEnd, lineEnd);
    const valueLine = this.line;
    this.line++;
    // A following line indented deeper would continue a multi-line scalar: not for this reader.
    let probe = this.line;
    while (probe < this.lineCount && this.empty[probe]) probe++;
    if (probe < this.lineCount && (this.indents[probe] as number) > parentIndent) throw FALLBACK;
    this.blockEnd = this.after(valueLine);
    return value;
  }

  /** After a value on its line only spaces and a comment may follow. */
  private trailing(from: number, lineEnd: number): void {
    let i = from;
    while (i < lineEnd && this.text.charCodeAt(i) === 32) i++;
    if (i < lineEnd && !(this.text[i] === '#' && i > from)) throw FALLBACK;
    if (i < lineEnd) this.comments.push(i);
  }

  /** Where the last quoted scalar read ends (past its closing quote). */
  private quotedEnd = 0;

  private quoted(at: number, lineEnd: number): string {
    const q = this.text[at];
    // Whole runs are sliced, not built a character at a time: a string grown by `+=` keeps one
    // rope node per character alive for as long as the value lives.
    const parts: string[] = [];
    let runStart = at + 1;
    for (let i = at + 1; i < lineEnd; i++) {
      const c = this.text[i] as string;
      if (q === "'") {
        if (c !== "'") continue;
        parts.push(this.text.slice(runStart, i));
        if (this.text[i + 1] === "'") {
          parts.push("'");
          i++;
          runStart = i + 1;
          continue;
        }
        this.quotedEnd = i + 1;
        return parts.length === 1 ? (parts[0] as string) : parts.join('');
      }
      if (c === '"') {
        parts.push(this.text.slice(runStart, i));
        this.quotedEnd = i + 1;
        return parts.length === 1 ? (parts[0] as string) : parts.join('');
      }
      if (c === '\\') {
        parts.push(this.text.slice(runStart, i));
        const n = this.text[++i];
        if (n === '"' || n === '\\' || n === '/') parts.push(n);
        else if (n === 'n') parts.push('\n');
        else if (n === 't') parts.push('\t');
        else throw FALLBACK;
        runStart = i + 1;
      }
    }
    throw FALLBACK;
  }

  private flowSequence(at: number, lineEnd: number, depth: number): unknown[] {
    if (depth > this.maxDepth) throw FALLBACK;
    const items: FastNode[] = this.withNodes ? [] : NO_NODES;
    const value: unknown[] = [];
    const firstReading = this.readings.length;
    const done = (end: number): unknown[] => {
      // Without nodes, an empty sequence is whole (it has no items to leave out), as before.
      const partial = !this.withNodes && value.length > 0;
      const node: FastNode | undefined = this.withNodes
        ? { kind: 'seq', start: at, end, flow: true, items }
        : undefined;
      this.nodeRead(at, end, partial ? SEQ | FLOW | PARTIAL : SEQ | FLOW, node);
      return partial ? this.exactList(value, firstReading) : value;
    };
    let i = at + 1;
    const skipSpaces = (): void => {
      while (i < lineEnd && this.text.charCodeAt(i) === 32) i++;
    };
    skipSpaces();
    if (this.text[i] === ']') return done(i + 1);
    for (;;) {
      skipSpaces();
      if (i >= lineEnd) throw FALLBACK;
      this.count();
      const item = this.flowScalar(i, lineEnd);
      if (this.withNodes) items.push(this.lastNode());
      if (this.flowReading) {
        const { text, source } = this.flowReading;
        this.readings.push({ owner: value, at: value.length, occurrence: 0, text, source });
      }
      value.push(item);
      i = this.flowEnd;
      skipSpaces();
      const d = this.text[i];
      if (d === ',') {
        i++;
        skipSpaces();
        if (this.text[i] === ']') throw FALLBACK;
        continue;
      }
      if (d === ']') return done(i + 1);
      throw FALLBACK;
    }
  }

  /** Where the scalar flowScalar last read stops, trailing spaces included. */
  private flowEnd = 0;
  /** PyYAML's reading of the scalar flowScalar last read, where it differs. */
  private flowReading: { text: string; source: string } | undefined;

  /**
   * A quoted or plain scalar of a flow sequence or mapping at `at`: its value. Its range is the
   * node last read (without trailing spaces), `flowEnd` where it stops, and PyYAML's
   * reading of it where it differs (`flowReading`), as in plainValueAt.
   */
  private flowScalar(at: number, lineEnd: number): unknown {
    this.flowReading = undefined;
    if (this.text[at] === '"' || this.text[at] === "'") {
      const value = this.quoted(at, lineEnd);
      this.flowEnd = this.quotedEnd;
      this.scalarRead(at, this.quotedEnd);
      return value;
    }
    this.flowEnd = this.flowPlainEnd(at, lineEnd);
    let end = this.flowEnd;
    while (end > at && this.text.charCodeAt(end - 1) === 32) end--;
    if (end === at) throw FALLBACK;
    const raw = this.text.slice(at, end);
    const value = resolvePlain(raw);
    const reading = yaml11Text(raw, value);
    if (reading !== undefined) this.flowReading = { text: reading, source: raw };
    this.scalarRead(at, end);
    return value;
  }

  /**
   * Where a plain scalar of a flow sequence or mapping stops (at `,`, `]`, `}`, …); FALLBACK where
   * yaml reads it otherwise.
   */
  private flowPlainEnd(s: number, lineEnd: number): number {
    const c = this.text[s] as string;
    if (BAD_START.has(c) && !(c === '-' && !FLOW_INDICATOR_NEXT.includes(this.text[s + 1] as string)))
      throw FALLBACK;
    let i = s;
    while (i < lineEnd && !',[]{}#'.includes(this.text[i] as string)) {
      if (this.text[i] === ':' && FLOW_INDICATOR_NEXT.includes(this.text[i + 1] as string)) throw FALLBACK;
      i++;
    }
    return i;
  }

  /**
   * A flow mapping on one line, of plain keys and scalar values (`{name: a, access: "read"}`);
   * FALLBACK for anything else (quoted or empty keys, `a:1`, nested collections, a trailing comma).
   */
  private flowMapping(at: number, lineEnd: number, depth: number): Record<string, unknown> {
    if (depth > this.maxDepth) throw FALLBACK;
    const text = this.text;
    const keys: { text: string; start: number; end: number }[] | undefined = this.withNodes ? [] : undefined;
    const values: FastNode[] | undefined = this.withNodes ? [] : undefined;
    const seen = this.withNodes ? new Map<string, SeenKey>() : undefined;
    const value = newMapping();
    let empty = true;
    const done = (end: number): Record<string, unknown> => {
      // Without nodes, as a flow sequence: an empty mapping is whole.
      const partial = !this.withNodes && !empty;
      const node: FastNode | undefined = this.withNodes
        ? { kind: 'map', start: at, end, flow: true, keys, values }
        : undefined;
      this.nodeRead(at, end, partial ? MAP | FLOW | PARTIAL : MAP | FLOW, node);
      return value;
    };
    let i = at + 1;
    const skipSpaces = (): void => {
      while (i < lineEnd && text.charCodeAt(i) === 32) i++;
    };
    skipSpaces();
    if (text[i] === '}') return done(i + 1);
    for (;;) {
      skipSpaces();
      const keyStart = i;
      const colon = text.indexOf(':', keyStart);
      // The key's colon, on this line, before yaml's limit on a key's length, and a space after it.
      if (colon === -1 || colon >= lineEnd || colon - keyStart > MAX_KEY_REACH) throw FALLBACK;
      if (text.charCodeAt(colon + 1) !== 32) throw FALLBACK;
      const hash = plainKeyHash(text, keyStart, colon);
      if (hash === -1) throw FALLBACK;
      const keyText = this.memory.keyAt(text, keyStart, colon, hash);
      if (keyText === undefined) throw FALLBACK;
      this.count();
      i = colon + 1;
      skipSpaces();
      this.count();
      const item = this.flowScalar(i, lineEnd);
      const reading = this.flowReading;
      keys?.push({ text: keyText, start: keyStart, end: colon });
      values?.push(this.lastNode());
      i = this.flowEnd;
      const occurrence = this.setEntry(value, keyText, item, seen, keyStart, colon, this.duplicates.length);
      if (reading) this.readings.push({ owner: value, at: keyText, occurrence, ...reading });
      empty = false;
      skipSpaces();
      const d = text[i];
      if (d === ',') {
        i++;
        skipSpaces();
        if (text[i] === '}') throw FALLBACK;
        continue;
      }
      if (d === '}') return done(i + 1);
      throw FALLBACK;
    }
  }

  /** `|`, `|-` or `|+` and the lines indented under it. */
  private literal(at: number, parentIndent: number): string {
    const lineEnd = this.ends[this.line] as number;
    let i = at + 1;
    let chomp: 'clip' | 'strip' | 'keep' = 'clip';
    if (this.text[i] === '-') {
      chomp = 'strip';
      i++;
    } else if (this.text[i] === '+') {
      chomp = 'keep';
      i++;
    }
    this.trailing(i, lineEnd);
    this.line++;
    let contentIndent = -1;
    const firstLine = this.line;
    let lastContent = -1;
    while (this.line < this.lineCount) {
      const s = this.starts[this.line] as number;
      const e = this.ends[this.line] as number;
      const indent = this.indents[this.line] as number;
      const blank = s + indent === e;
      if (blank) {
        // Blank lines inside the block hold no more spaces than its indentation (else yaml's way).
        if (contentIndent === -1 || indent > contentIndent) throw FALLBACK;
        this.line++;
        continue;
      }
      if (contentIndent === -1) {
        if (indent <= parentIndent) break;
        contentIndent = indent;
      }
      if (indent < contentIndent) break;
      lastContent = this.line;
      this.line++;
    }
    if (lastContent === -1) throw FALLBACK;
    // Blank lines after the last content line belong to the block only with keep chomping.
    if (chomp === 'keep') throw FALLBACK;
    // The lines from the first to the last content line, each without the block's indentation (a
    // blank line has no more spaces than that, so it becomes empty). They are the line tables'
    // lines, split at line feeds only: U+2028 and U+2029 are characters of a line to YAML.
    const lines: string[] = [];
    for (let line = firstLine; line <= lastContent; line++) {
      const end = this.ends[line] as number;
      lines.push(this.text.slice(Math.min((this.starts[line] as number) + contentIndent, end), end));
    }
    if (chomp === 'clip') lines.push('');
    const value = lines.join('\n');
    this.line = lastContent + 1;
    const end = this.after(lastContent);
    this.scalarRead(at, end);
    this.blockEnd = end;
    return value;
  }
}
