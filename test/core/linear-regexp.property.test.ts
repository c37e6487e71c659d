// The linear matcher of replacement schemas' patterns decides as the native engine does, on
// random patterns of atoms, classes, groups, choices, quantifiers and anchors.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linearRegExp } from '../../src/core/schema/linear-regexp.js';

const atom = fc.constantFrom(
  'a',
  'b',
  '.',
  '[ab]',
  '[^a]',
  '\\s',
  '\\w',
  '\\d',
  ' ',
  '😀',
  '\\u{1F600}',
  '\\p{L}',
  '[]',
  '[^]',
);
const quantifier = fc.constantFrom('', '', '*', '+', '?', '{2}', '{1,3}', '{0,}', '*?', '+?', '{2,}?');
// Groups repeated without bound make the native engine, the reference here, take minutes.
const groupQuantifier = fc.constantFrom('', '', '?', '{2}', '{1,2}', '??');

const pattern: fc.Arbitrary<string> = fc.letrec((tie) => ({
  term: fc.oneof(
    { maxDepth: 3, withCrossShrink: true },
    atom,
    // Not `\\B`: V8 finds it between the halves of a surrogate pair even with the `u` flag.
    fc.constantFrom('^', '$', '\\b'),
    tie('group'),
  ),
  group: fc
    .tuple(fc.constantFrom('(', '(?:', '(?<n>'), tie('choice'))
    .map(([open, inner]) => `${open}${inner as string})`),
  piece: fc.tuple(tie('term'), quantifier, groupQuantifier).map(([term, q, gq]) => {
    const t = term as string;
    if (/^[$^]$|^\\b$/.test(t)) return t;
    return t.startsWith('(') ? `${t}${gq}` : `${t}${q}`;
  }),
  sequence: fc.array(tie('piece'), { maxLength: 4 }).map((pieces) => (pieces as string[]).join('')),
  choice: fc.array(tie('sequence'), { minLength: 1, maxLength: 3 }).map((s) => (s as string[]).join('|')),
})).choice as fc.Arbitrary<string>;

const text = fc
  .array(fc.constantFrom('a', 'b', ' ', '1', '😀', '\n', 'é'), { maxLength: 8 })
  .map((c) => c.join(''));

describe('linearRegExp', () => {
  it('matches where the native engine matches', () => {
    fc.assert(
      fc.property(pattern, fc.array(text, { minLength: 1, maxLength: 8 }), (source, texts) => {
        // Only one named group of a name per pattern compiles: number them.
        let n = 0;
        const p = source.replace(/\(\?<n>/g, () => `(?<n${n++}>`);
        for (const flags of ['u', '']) {
          let native: RegExp;
          try {
            native = new RegExp(p, flags);
          } catch {
            continue;
          }
          const linear = linearRegExp(p, flags);
          for (const t of texts) expect([p, flags, t, linear.test(t)]).toEqual([p, flags, t, native.test(t)]);
        }
      }),
      { numRuns: 1500 },
    );
  });
});
