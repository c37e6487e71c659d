// The name grammar (SPEC §3), written out by hand for speed, held to its regular expression.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidSegment, nameProblem, parseReference } from '../../src/core/names.js';

const SEGMENT = /^[a-z0-9]+(?:[_-][a-z0-9]+)*$/;
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
