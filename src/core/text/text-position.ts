// The one place where offsets into a file's text become 1-based lines and columns. Columns count
// Unicode code points, so a wide or astral character is one column whatever its UTF-16 length.

/** A 1-based, inclusive-start / exclusive-end span, with columns counted in Unicode code points. */
export interface Span {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

export class LineIndex {
  private computed: number[] | undefined;

  constructor(private readonly text: string) {}

  /** Line starts, found on first use: most files never need a position. */
  private get starts(): number[] {
    if (!this.computed) {
      const starts = [0];
      for (let i = this.text.indexOf('\n'); i !== -1; i = this.text.indexOf('\n', i + 1)) starts.push(i + 1);
      this.computed = starts;
    }
    return this.computed;
  }

  get lineCount(): number {
    return this.starts.length;
  }

  /** 1-based line and column of a 0-based UTF-16 offset. */
  position(offset: number): { line: number; column: number } {
    const clamped = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.starts[mid] as number) <= clamped) lo = mid;
      else hi = mid - 1;
    }
    const start = this.starts[lo] as number;
    let column = 1;
    for (let i = start; i < clamped; i++) {
      const code = this.text.charCodeAt(i);
      // A low surrogate continues the code point its high surrogate began.
      if (code >= 0xdc00 && code <= 0xdfff && i > start) {
        const prev = this.text.charCodeAt(i - 1);
        if (prev >= 0xd800 && prev <= 0xdbff) continue;
      }
      // A carriage return before the newline is part of the line ending, not a column.
      if (code === 0x0d && this.text.charCodeAt(i + 1) === 0x0a) continue;
      column++;
    }
    return { line: lo + 1, column };
  }

  /** The 0-based UTF-16 offset of a 1-based line and column: the inverse of `position`. */
  offset(line: number, column: number): number {
    const start = this.starts[Math.max(0, Math.min(line, this.starts.length) - 1)] as number;
    let i = start;
    for (let c = 1; c < column && i < this.text.length; c++) {
      const code = this.text.charCodeAt(i);
      if (code === 0x0d && this.text.charCodeAt(i + 1) === 0x0a) i++;
      i += code >= 0xd800 && code <= 0xdbff && i + 1 < this.text.length ? 2 : 1;
    }
    return i;
  }

  span(start: number, end: number): Span {
    const a = this.position(start);
    const b = this.position(Math.max(start, end));
    return { line: a.line, column: a.column, endLine: b.line, endColumn: b.column };
  }

  /** The text of a 1-based line, without its line ending. */
  lineText(line: number): string {
    const start = this.starts[line - 1];
    if (start === undefined) return '';
    const next = this.starts[line];
    const raw = this.text.slice(start, next === undefined ? undefined : next - 1);
    return raw.endsWith('\r') ? raw.slice(0, -1) : raw;
  }
}
