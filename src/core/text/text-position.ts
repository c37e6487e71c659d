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
  /**
   * At each multiple of CHECKPOINT, where `offset`'s walk from the text's start is (there, or one
   * unit on when a surrogate pair or CR LF straddles it) and the steps it took to get there.
   */
  private walkCheckpoints: { at: Int32Array; steps: Float64Array } | undefined;

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
    const start = this.starts[Math.max(0, Math.min(line, this.starts.length) - 1)] as number;
    // As many steps as `for (c = 1; c < column; c++)` takes (none for NaN, each one a column).
    const steps = column > 1 ? Math.ceil(column - 1) : 0;
    if (steps <= CHECKPOINT) return this.walk(start, steps);
    // Far from the line's start, in any order asked (findings of a one-line file come out of
    // order when a schema's keys do): the walk from the text's start passes every line start, so
    // the column is so many steps on from the line start's in that walk, found from a checkpoint.
    const { at, steps: before } = this.walkIndex();
    const target = this.stepsTo(start) + steps;
    let lo = 0;
    let hi = at.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((before[mid] as number) <= target) lo = mid;
      else hi = mid - 1;
    }
    return this.walk(at[lo] as number, target - (before[lo] as number));
  }

  /** Where `steps` columns on from `from` are, the end of the text at the most. */
  private walk(from: number, steps: number): number {
    let i = from;
    for (let n = 0; n < steps && i < this.text.length; n++) i = this.step(i);
    return i;
  }

  /**
   * One column on: CR LF is one, and a high surrogate takes the unit after it (whatever it is, as
   * `offset` always has). No step ends past a newline: every line start is a step's end.
   */
  private step(i: number): number {
    const code = this.text.charCodeAt(i);
    if (code === 0x0d && this.text.charCodeAt(i + 1) === 0x0a) return i + 2;
    return i + (code >= 0xd800 && code <= 0xdbff && i + 1 < this.text.length ? 2 : 1);
  }

  /** The steps the walk from the text's start takes to `offset`, a line start (one it stops at). */
  private stepsTo(offset: number): number {
    const { at, steps } = this.walkIndex();
    const k = Math.floor(offset / CHECKPOINT);
    let i = at[k] as number;
    let n = steps[k] as number;
    for (; i < offset; n++) i = this.step(i);
    return n;
  }

  private walkIndex(): { at: Int32Array; steps: Float64Array } {
    if (!this.walkCheckpoints) {
      const count = Math.floor(this.text.length / CHECKPOINT) + 1;
      const at = new Int32Array(count);
      const steps = new Float64Array(count);
      let i = 0;
      let n = 0;
      for (let k = 0; k < count; k++) {
        for (; i < k * CHECKPOINT; n++) i = this.step(i);
        at[k] = i;
        steps[k] = n;
      }
      this.walkCheckpoints = { at, steps };
    }
    return this.walkCheckpoints;
  }

  /**
   * `end` moved back over the spaces, tabs and line breaks before it (never before `start`): a
   * block scalar's node ends after its last line break, and a span ending there would end on the
   * line after the value (past the file's last line when the value is the file's last).
   */
  trimmedEnd(start: number, end: number): number {
    let i = Math.min(end, this.text.length);
    while (i > start) {
      const code = this.text.charCodeAt(i - 1);
      if (code !== 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) break;
      i--;
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

/**
 * The 1-based line of `now` where it first differs from `was` (its last line where `now` only ends
 * earlier). Line endings are set aside unless they are all that differs: a checkout may write CRLF
 * where git holds LF, and the line a change was made on is the one to show.
 */
export function firstChangedLine(was: string, now: string): number {
  // The same text: only its mode changed (it became executable), a change of the file as a whole.
  if (was === now) return 1;
  const lf = (text: string): string => text.replace(/\r\n/g, '\n');
  const [wasLf, nowLf] = [lf(was), lf(now)];
  const [a, b] = wasLf === nowLf ? [was, now] : [wasLf, nowLf];
  let at = 0;
  while (at < a.length && at < b.length && a.charCodeAt(at) === b.charCodeAt(at)) at++;
  let line = 1;
  for (let i = b.indexOf('\n'); i !== -1 && i < Math.min(at, b.length - 1); i = b.indexOf('\n', i + 1))
    line++;
  return line;
}

/** The span of one whole 1-based line of a text, without its line ending. */
export function wholeLineSpan(text: string, line: number): Span {
  const width = (text.split('\n')[line - 1] ?? '').replace(/\r$/, '').length;
  return { line, column: 1, endLine: line, endColumn: width + 1 };
}
