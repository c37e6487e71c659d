// The one place where offsets into a file's text become 1-based lines and columns. Columns count
// Unicode code points, so a wide or astral character is one column whatever its UTF-16 length.

/** A 1-based, inclusive-start / exclusive-end span, with columns counted in Unicode code points. */
export interface Span {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/**
 * Units of text a column is counted over directly; a column further from its line's start is
 * counted from checkpoints this far apart, so that every position of a one-line file (a minified
 * JSON inventory of a megabyte) costs this much, not the length of the line.
 */
const CHECKPOINT = 1024;

export class LineIndex {
  private computed: number[] | undefined;
  /** At each multiple of CHECKPOINT, the units before it that are no column of their own. */
  private checkpoints: Int32Array | undefined;
  /** Where `offset` last stopped: a later column of the same line goes on from there. */
  private walked = { line: -1, column: 1, offset: 0 };

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
    return { line: lo + 1, column: 1 + clamped - start - this.noColumns(start, clamped) };
  }

  /**
   * The units in [from, to) that are no column of their own: the low half of a surrogate pair (the
   * code point is one column), a carriage return before a newline (part of the line ending).
   */
  private noColumns(from: number, to: number): number {
    if (to - from <= CHECKPOINT) return this.noColumnsIn(from, to);
    return this.noColumnsBefore(to) - this.noColumnsBefore(from);
  }

  private noColumnsBefore(offset: number): number {
    if (!this.checkpoints) {
      const checkpoints = new Int32Array(Math.floor(this.text.length / CHECKPOINT) + 1);
      for (let k = 1; k < checkpoints.length; k++)
        checkpoints[k] =
          (checkpoints[k - 1] as number) + this.noColumnsIn((k - 1) * CHECKPOINT, k * CHECKPOINT);
      this.checkpoints = checkpoints;
    }
    const k = Math.floor(offset / CHECKPOINT);
    return (this.checkpoints[k] as number) + this.noColumnsIn(k * CHECKPOINT, offset);
  }

  private noColumnsIn(from: number, to: number): number {
    let n = 0;
    for (let i = from; i < to; i++) {
      const code = this.text.charCodeAt(i);
      if (code >= 0xdc00 && code <= 0xdfff) {
        const prev = this.text.charCodeAt(i - 1);
        if (prev >= 0xd800 && prev <= 0xdbff) n++;
      } else if (code === 0x0d && this.text.charCodeAt(i + 1) === 0x0a) n++;
    }
    return n;
  }

  /** The 0-based UTF-16 offset of a 1-based line and column: the inverse of `position`. */
  offset(line: number, column: number): number {
    const index = Math.max(0, Math.min(line, this.starts.length) - 1);
    // Columns of a line are asked in order (a finding's start, then its end; findings in file
    // order): from where the last walk stopped, a one-line file is walked once, not per column.
    const from = this.walked;
    const resume = from.line === index && from.column <= column;
    let i = resume ? from.offset : (this.starts[index] as number);
    let c = resume ? from.column : 1;
    for (; c < column && i < this.text.length; c++) {
      const code = this.text.charCodeAt(i);
      if (code === 0x0d && this.text.charCodeAt(i + 1) === 0x0a) i++;
      i += code >= 0xd800 && code <= 0xdbff && i + 1 < this.text.length ? 2 : 1;
    }
    this.walked = { line: index, column: c, offset: i };
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
