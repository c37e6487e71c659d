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

/** Columns walked directly: one further along its line is walked from a mark this many back. */
const MARK_EVERY = 1024;

/** The lines of a text, as the core numbers them (a byte-order mark is not a column). */
export class TextLines {
  private readonly lines: string[];
  /** Of each long line asked, the UTF-16 offset of every MARK_EVERY-th column, made on first use. */
  private readonly marks = new Map<number, number[]>();

  constructor(text: string) {
    const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    this.lines = body.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
  }

  line(index: number): string {
    return this.lines[index] ?? '';
  }

  get count(): number {
    return this.lines.length;
  }

  /** A 1-based line and code-point column as a protocol position (clamped to the line). */
  toLsp(line: number, column: number): LspPosition {
    const text = this.line(line - 1);
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
    return { line: Math.max(0, line - 1), character: offset };
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
    const text = this.line(position.line);
    let column = 1;
    for (let offset = 0; offset < Math.min(position.character, text.length); column++)
      offset = stepOver(text, offset);
    return { line: position.line + 1, column };
  }

  range(span: Span): LspRange {
    return { start: this.toLsp(span.line, span.column), end: this.toLsp(span.endLine, span.endColumn) };
  }
}

/** The offset one code point on (a high surrogate takes the unit after it, whatever it is). */
function stepOver(text: string, offset: number): number {
  const code = text.charCodeAt(offset);
  return offset + (code >= 0xd800 && code <= 0xdbff && offset + 1 < text.length ? 2 : 1);
}

/** Whether a 1-based position lies in a span (its end excluded, unless the span is empty there). */
export function spanContains(span: Span, line: number, column: number): boolean {
  const afterStart = line > span.line || (line === span.line && column >= span.column);
  const beforeEnd = line < span.endLine || (line === span.endLine && column <= span.endColumn);
  return afterStart && beforeEnd;
}
