// Positions between the core and the protocol, converted here only: the core counts 1-based lines
// and columns in Unicode code points; the protocol counts 0-based lines and UTF-16 code units.
import type { Span } from '../core/model/diagnostic.js';

export interface LspPosition {
  line: number;
  character: number;
}

interface LspRange {
  start: LspPosition;
  end: LspPosition;
}

/**
 * A position a client sent, if it lies on one of `count` lines: its line and character whole
 * numbers, not negative (the protocol's `uinteger`), the character at most its line's length (the
 * protocol reads one past the end as the end). Undefined for any other: no range built from it
 * can then start or end before a line's start or on a line the text lacks.
 */
export function positionIn(
  position: LspPosition,
  count: number,
  lengthOf: (line: number) => number,
): LspPosition | undefined {
  const { line, character } = position;
  if (!Number.isInteger(line) || !Number.isInteger(character)) return undefined;
  if (line < 0 || line >= count || character < 0) return undefined;
  return { line, character: Math.min(character, lengthOf(line)) };
}

/** Columns walked directly: one further along its line is walked from a mark this many back. */
const MARK_EVERY = 1024;

/** Where a text's lone carriage returns break the protocol's lines inside the core's. */
interface LoneReturns {
  /** Each core line's lone returns, by their offsets in it. */
  byLine: Map<number, number[]>;
  /** Each core line's first protocol line. */
  firstOf: number[];
  /** Each protocol line's core line, and its offset there. */
  lspLines: { line: number; start: number }[];
}

/**
 * The lines of a text, as the core numbers them (at line feeds; a byte-order mark is not a
 * column), and as the protocol does: a lone carriage return breaks its lines too. A text the
 * editor holds (`held`, an open document's) is the protocol's as it is, a byte-order mark there
 * one character of its first line; one read from disk is the editor's once opened, which takes
 * the mark off as it reads.
 */
export class TextLines {
  private readonly lines: string[];
  /** Of each long line asked, the UTF-16 offset of every MARK_EVERY-th column, made on first use. */
  private readonly marks = new Map<number, number[]>();
  /** Undefined where the text holds no lone carriage return: the two count the same lines. */
  private readonly lone: LoneReturns | undefined;
  /** The protocol's characters before the core's first column: a held text's byte-order mark. */
  private readonly lead: number;

  constructor(text: string, held = false) {
    const mark = text.charCodeAt(0) === 0xfeff;
    const body = mark ? text.slice(1) : text;
    this.lead = mark && held ? 1 : 0;
    this.lines = body.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
    if (this.lines.some((line) => line.includes('\r'))) this.lone = loneReturns(this.lines);
  }

  /** The protocol's line `index`, without its break. */
  line(index: number): string {
    const text = this.bodyLine(index);
    return index === 0 && this.lead > 0 ? `\ufeff${text}` : text;
  }

  /** The protocol's line `index` after the byte-order mark. */
  private bodyLine(index: number): string {
    if (!this.lone) return this.lines[index] ?? '';
    const at = this.lone.lspLines[index];
    if (!at) return '';
    const text = this.lines[at.line] as string;
    const end = text.indexOf('\r', at.start);
    return text.slice(at.start, end < 0 ? text.length : end);
  }

  /** The protocol's count of lines. */
  get count(): number {
    return this.lone ? this.lone.lspLines.length : this.lines.length;
  }

  /** A position a client sent, if the text has it (`positionIn`). */
  position(position: LspPosition): LspPosition | undefined {
    return positionIn(position, this.count, (line) => this.line(line).length);
  }

  /** A 1-based line and code-point column as a protocol position (clamped to the line). */
  toLsp(line: number, column: number): LspPosition {
    const text = this.lines[line - 1] ?? '';
    // As many steps as `for (point = 1; point < column; point++)` takes (none for NaN).
    let steps = column > 1 ? Math.ceil(column - 1) : 0;
    let offset = 0;
    // Every finding of a one-line file of a megabyte, walked from the line's start each, took
    // 10 s to publish for 4,000 of them: far along a line, the walk starts at a mark.
    if (steps > MARK_EVERY) {
      const marks = this.marksOf(line - 1, text);
      const k = Math.min(Math.floor(steps / MARK_EVERY), marks.length - 1);
      offset = marks[k] as number;
      steps -= k * MARK_EVERY;
    }
    for (; steps > 0 && offset < text.length; steps--) offset = stepOver(text, offset);
    const at = this.lspOf(Math.max(0, line - 1), offset);
    return at.line === 0 ? { line: 0, character: at.character + this.lead } : at;
  }

  /** The protocol's position of a UTF-16 offset in a core line (0-based), after the byte-order mark. */
  private lspOf(index: number, offset: number): LspPosition {
    const returns = this.lone?.byLine.get(index);
    if (!this.lone) return { line: index, character: offset };
    const first = this.lone.firstOf[index] ?? index + this.lone.lspLines.length - this.lines.length;
    if (!returns) return { line: first, character: offset };
    // The protocol's line is the one after each lone return before the offset.
    let k = 0;
    while (k < returns.length && (returns[k] as number) < offset) k++;
    const start = k === 0 ? 0 : (returns[k - 1] as number) + 1;
    return { line: first + k, character: offset - start };
  }

  private marksOf(index: number, text: string): number[] {
    let marks = this.marks.get(index);
    if (!marks) {
      marks = [0];
      for (let offset = 0, n = 1; offset < text.length; n++) {
        offset = stepOver(text, offset);
        if (n % MARK_EVERY === 0) marks.push(offset);
      }
      this.marks.set(index, marks);
    }
    return marks;
  }

  /** A protocol position as a 1-based line and code-point column. */
  fromLsp(position: LspPosition): { line: number; column: number } {
    const at = this.lone ? this.lone.lspLines[position.line] : { line: position.line, start: 0 };
    // Past the end: as far past the core's last line.
    if (!at) return { line: position.line - this.count + this.lines.length + 1, column: 1 };
    const text = this.lines[at.line] ?? '';
    // The byte-order mark, and a position on it, are before the first column.
    const character = position.line === 0 ? Math.max(0, position.character - this.lead) : position.character;
    const end = at.start + Math.min(character, this.bodyLine(position.line).length);
    let column = 1;
    for (let offset = 0; offset < end; column++) offset = stepOver(text, offset);
    return { line: at.line + 1, column };
  }

  range(span: Span): LspRange {
    return { start: this.toLsp(span.line, span.column), end: this.toLsp(span.endLine, span.endColumn) };
  }
}

/** Each core line's lone carriage returns, and the protocol's lines over the core's. */
function loneReturns(lines: readonly string[]): LoneReturns {
  const byLine = new Map<number, number[]>();
  const firstOf: number[] = [];
  const lspLines: { line: number; start: number }[] = [];
  lines.forEach((text, line) => {
    firstOf.push(lspLines.length);
    lspLines.push({ line, start: 0 });
    const returns: number[] = [];
    for (let at = text.indexOf('\r'); at >= 0; at = text.indexOf('\r', at + 1)) {
      returns.push(at);
      lspLines.push({ line, start: at + 1 });
    }
    if (returns.length > 0) byLine.set(line, returns);
  });
  return { byLine, firstOf, lspLines };
}

/**
 * The offset one column on, as the core counts columns (core/text/text-position.ts `position`): a
 * surrogate pair is one, and a lone surrogate, which an editor's text may hold, one of its own.
 */
function stepOver(text: string, offset: number): number {
  const code = text.charCodeAt(offset);
  if (code < 0xd800 || code > 0xdbff) return offset + 1;
  const next = text.charCodeAt(offset + 1);
  return offset + (next >= 0xdc00 && next <= 0xdfff ? 2 : 1);
}

/** Whether a 1-based position lies in a span (its end excluded, unless the span is empty there). */
export function spanContains(span: Span, line: number, column: number): boolean {
  const afterStart = line > span.line || (line === span.line && column >= span.column);
  const beforeEnd = line < span.endLine || (line === span.endLine && column <= span.endColumn);
  return afterStart && beforeEnd;
}
