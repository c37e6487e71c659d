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

/** The lines of a text, as the core numbers them (a byte-order mark is not a column). */
export class TextLines {
  private readonly lines: string[];

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
    let offset = 0;
    for (let point = 1; point < column && offset < text.length; point++) {
      const code = text.charCodeAt(offset);
      offset += code >= 0xd800 && code <= 0xdbff && offset + 1 < text.length ? 2 : 1;
    }
    return { line: Math.max(0, line - 1), character: offset };
  }

  /** A protocol position as a 1-based line and code-point column. */
  fromLsp(position: LspPosition): { line: number; column: number } {
    const text = this.line(position.line);
    let column = 1;
    for (let offset = 0; offset < Math.min(position.character, text.length); column++) {
      const code = text.charCodeAt(offset);
      offset += code >= 0xd800 && code <= 0xdbff && offset + 1 < text.length ? 2 : 1;
    }
    return { line: position.line + 1, column };
  }

  range(span: Span): LspRange {
    return { start: this.toLsp(span.line, span.column), end: this.toLsp(span.endLine, span.endColumn) };
  }
}

/** Whether a 1-based position lies in a span (its end excluded, unless the span is empty there). */
export function spanContains(span: Span, line: number, column: number): boolean {
  const afterStart = line > span.line || (line === span.line && column >= span.column);
  const beforeEnd = line < span.endLine || (line === span.endLine && column <= span.endColumn);
  return afterStart && beforeEnd;
}
