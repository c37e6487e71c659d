// The name grammar (SPEC §3), written out by hand for speed, held to its regular expression.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  closest,
  nameProblem,
  parseReference,
  SCAN_BEFORE_INDEX,
  suggesterFor,
} from '../../src/core/model/names.js';
import { cpuMs } from '../cpu-clock.js';

const SEGMENT = /^[a-z0-9]+(?:[_-][a-z0-9]+)*$/;
/** A segment is valid exactly when it makes a valid name after a valid namespace. */
const isValidSegment = (segment: string): boolean => nameProblem(`a/${segment}`) === undefined;

const segmentLike = fc
  .array(fc.constantFrom('a', 'z', '0', '9', '-', '_', 'A', '.', ' ', '/', 'é', '\n'), { maxLength: 8 })
  .map((chars) => chars.join(''));

describe('names', () => {
  it('takes a segment exactly when the grammar does', () => {
    for (const s of ['a', 'a-b', 'a_b-c9', '', '-a', 'a-', 'a--b', 'a-_b', 'A', 'a.b', 'a\n'])
      expect([s, isValidSegment(s)]).toEqual([s, SEGMENT.test(s)]);
    fc.assert(
      fc.property(segmentLike, (s) => isValidSegment(s) === SEGMENT.test(s)),
      { numRuns: 5000 },
    );
  });

  it('reads namespace/name as local, and explains every other shape', () => {
    fc.assert(
      fc.property(segmentLike, segmentLike, (a, b) => {
        const raw = `${a}/${b}`;
        const valid = SEGMENT.test(a) && SEGMENT.test(b);
        expect(nameProblem(raw) === undefined).toBe(valid);
        const ref = parseReference(raw, 'ns');
        if (raw.includes(':')) expect(ref.kind).not.toBe('local');
        else
          expect(ref).toEqual(
            valid ? { kind: 'local', name: raw } : expect.objectContaining({ kind: 'invalid' }),
          );
      }),
      { numRuns: 5000 },
    );
    expect(parseReference('tool', 'ns')).toEqual({ kind: 'local', name: 'ns/tool' });
    expect(parseReference('a/b/c', 'ns').kind).toBe('invalid');
    expect(nameProblem('a/b/c')).toBe("'a/b/c' must be namespace/short_name");
  });
});

describe('did you mean, over many lookups', () => {
  // Few letters, so that near misses (swaps, doubled letters, deletions) are common.
  const word = fc
    .array(fc.constantFrom('a', 'b', 'c', '/', '-'), { minLength: 0, maxLength: 9 })
    .map((c) => c.join(''));
  const long = fc.array(fc.constantFrom('a', 'b'), { minLength: 60, maxLength: 70 }).map((c) => c.join(''));

  it('the indexed suggester answers what a plain scan answers, long names too', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.oneof(word, long), { minLength: 1, maxLength: 400 }),
        fc.array(fc.oneof(word, long), { minLength: 1, maxLength: 300 }),
        (names, words) => {
          const suggester = suggesterFor(new Map(names.map((n) => [n, n])));
          // Past the scanning phase: every later answer comes from the index.
          for (let i = 0; i * names.length <= SCAN_BEFORE_INDEX; i++) suggester.closest('');
          for (const w of words) expect([w, suggester.closest(w)]).toEqual([w, closest(w, names)]);
        },
      ),
      { seed: 15, numRuns: 60 },
    );
  });

  it('stays near linear for thousands of misspellings among thousands of names', () => {
    const names = Array.from({ length: 5000 }, (_, i) => `m/tool-${String(i).padStart(5, '0')}-x`);
    const suggester = suggesterFor(new Map(names.map((n) => [n, n])));
    const started = cpuMs();
    for (let i = 0; i < 4000; i++) expect(suggester.closest(names[i]!.replace(/x$/, 'y'))).toBe(names[i]);
    expect(cpuMs() - started).toBeLessThan(20_000);
  });
});

describe('did you mean, over long names', () => {
  // The whole table of two lengths was worked out for each pair: a million steps for names of a
  // thousand characters that differ only at their ends.
  it('costs their length, not its square, and still finds a name one edit away', () => {
    const stem = `x/${'a'.repeat(2000)}`;
    const names = Array.from({ length: 300 }, (_, i) => `${stem}-${String(i).padStart(5, '0')}`);
    const suggester = suggesterFor(new Map(names.map((n) => [n, n])));
    const started = cpuMs();
    expect(closest(`${stem}-00007x`, names)).toBe(names[7]);
    expect(suggester.closest(`${stem}-0007`)).toBe(names[7]);
    for (let i = 0; i < 300; i++) suggester.closest(`${stem}-zz${String(i).padStart(5, '0')}`);
    expect(cpuMs() - started).toBeLessThan(10_000);
  });
});

/** Optimal-string-alignment distance over the whole table: what the banded one must agree with. */
function fullDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      row[j] = Math.min(up[j]! + 1, row[j - 1]! + 1, up[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

describe('did you mean, against the whole table', () => {
  it('hints a candidate exactly when the full distance is within reach', () => {
    // Short words over three letters, so that swaps, repeats and near misses are common.
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'A'), maxLength: 12 });
    fc.assert(
      fc.property(word, word, (w, c) => {
        const limit = w.length < 5 ? 1 : 2;
        const within = c !== w && fullDistance(w.toLowerCase(), c.toLowerCase()) <= limit;
        expect(closest(w, [c])).toBe(within ? c : undefined);
      }),
      { numRuns: 20_000 },
    );
  });
});
