// Lines and columns (src/core/text/text-position.ts): counted and walked from checkpoints on long
// lines, they are what counting every unit from the line's start gives, in any order asked; and a
// one-line file of a megabyte answers thousands of positions in linear time, in any order (it took
// a minute and more in file order, and seconds asked backwards).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LineIndex } from '../../src/core/text/text-position.js';
import { cpuMs } from '../cpu-clock.js';

/** The definition: walk the line from its start, a column per code point, CR LF one line end. */
function naivePosition(text: string, offset: number): { line: number; column: number } {
  const clamped = Math.max(0, Math.min(offset, text.length));
  const start = clamped === 0 ? 0 : text.lastIndexOf('\n', clamped - 1) + 1;
  const line = text.slice(0, start).split('\n').length;
  let column = 1;
  for (let i = start; i < clamped; i++) {
    const code = text.charCodeAt(i);
    const prev = text.charCodeAt(i - 1);
    if (code >= 0xdc00 && code <= 0xdfff && i > start && prev >= 0xd800 && prev <= 0xdbff) continue;
    if (code === 0x0d && text.charCodeAt(i + 1) === 0x0a) continue;
    column++;
  }
  return { line, column };
}

/** The definition of the inverse: step column by column from the line's start. */
function naiveOffset(text: string, line: number, column: number): number {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  let i = starts[Math.max(0, Math.min(line, starts.length) - 1)] as number;
  for (let c = 1; c < column && i < text.length; c++) {
    const code = text.charCodeAt(i);
    if (code === 0x0d && text.charCodeAt(i + 1) === 0x0a) i++;
    i += code >= 0xd800 && code <= 0xdbff && i + 1 < text.length ? 2 : 1;
  }
  return i;
}

/** Text of the units columns care about, in runs long enough to cross checkpoints. */
const pieces = fc.constantFrom(
  'a',
  'é',
  '😀',
  '\ud83d',
  '\ude00',
  '\r\n',
  '\r',
  '\n',
  'x'.repeat(700),
  // What follows it straddles a checkpoint when the text starts with it.
  'y'.repeat(1023),
  '😀'.repeat(400),
);
const texts = fc.array(pieces, { maxLength: 40 }).map((parts) => parts.join(''));

describe('LineIndex', () => {
  it('gives every offset the line and column counted from its line start, in any order', () => {
    fc.assert(
      fc.property(
        texts,
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 30 }),
        (text, at) => {
          const lines = new LineIndex(text);
          for (const fraction of at) {
            const offset = Math.floor(fraction * (text.length + 2)) - 1;
            expect(lines.position(offset)).toEqual(naivePosition(text, offset));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives every line and column the offset stepped to from its line start, in any order', () => {
    fc.assert(
      fc.property(
        texts,
        fc.array(fc.tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 2000 })), {
          maxLength: 30,
        }),
        (text, asked) => {
          const lines = new LineIndex(text);
          for (const [line, column] of asked)
            expect(lines.offset(line, column)).toBe(naiveOffset(text, line, column));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers 20,000 positions and offsets of a one-line megabyte in well under a second', () => {
    const text = `{"tools":[${Array.from({ length: 10_000 }, (_, i) => `{"name":"t${i}","description":"é😀 ${'w'.repeat(80)}"}`).join(',')}]}`;
    expect(text.length).toBeGreaterThan(1_000_000);
    const names = Array.from(text.matchAll(/"t\d+"/g), (match) => match.index);
    expect(names).toHaveLength(10_000);
    const lines = new LineIndex(text);
    const started = cpuMs();
    for (const at of names) {
      const { line, column } = lines.position(at);
      expect(lines.offset(line, column)).toBe(at);
      expect(lines.span(at, at + 4).endColumn).toBe(column + 4);
    }
    // Counted from the line's start, this took over a minute.
    expect(cpuMs() - started).toBeLessThan(2_000);
  });

  it('answers offsets of a one-line megabyte asked backwards, or between lines, in linear time', () => {
    // A schema's integer-like keys come first in its value, last in its text: hidden-text asks
    // each tool's later column before its earlier one, and walked from the line's start 4,000
    // such findings took 6 s (8 s for 4,000 columns asked backwards here, 10 s between lines).
    const text = `${'é😀abc'.repeat(200_000)}\nshort`;
    const lines = new LineIndex(text);
    const columns = Array.from({ length: 4_000 }, (_, i) => 1 + i * 200);
    const started = cpuMs();
    for (const column of columns.toReversed()) expect(lines.offset(1, column)).toBe((column - 1) * 1.2);
    for (const column of columns) {
      expect(lines.offset(1, column)).toBe((column - 1) * 1.2);
      expect(lines.offset(2, 3)).toBe(text.length - 3);
    }
    expect(cpuMs() - started).toBeLessThan(2_000);
  });
});
