// The non-backtracking glob matcher, held to picomatch on every path a tree can list, and fast on
// the glob that makes picomatch's regular expression backtrack.
import fc from 'fast-check';
import picomatch from 'picomatch';
import { describe, expect, it } from 'vitest';
import { anyGlobMatcher, globMatcher, globsCover } from '../../src/core/text/glob.js';
import { cpuMs } from '../cpu-clock.js';

const segment = fc
  .array(fc.constantFrom('a', 'b', '.', 'é', '$', '@', '+', '!', '^', '#', '[', ']', '-'), {
    minLength: 1,
    maxLength: 4,
  })
  .map((c) => c.join(''))
  .filter((s) => s !== '.' && s !== '..');
const path = fc.array(segment, { minLength: 1, maxLength: 5 }).map((s) => s.join('/'));
const globPart = fc.constantFrom(
  'a',
  'b',
  '.',
  '*',
  '**',
  '?',
  '/',
  '/**/',
  '{a,b}',
  '{a,.b}',
  'é',
  '[a]',
  '[ab]',
  '[a-c]',
  '[^a]',
  '[!a]',
  '[.]',
  '[.a]',
  '[a-]',
  '[-a]',
  '[!]',
  '[é]',
  '[a',
  ']',
  '[[a]]',
  '!',
  '$',
  '#',
  '^',
  '@',
  '+',
  '<',
  '`',
  '@(a)',
  '+(a)',
  '!(a)',
  '{!a,b}',
);
const glob = fc.array(globPart, { minLength: 1, maxLength: 7 }).map((p) => p.join(''));

describe('glob matching', () => {
  it('matches what picomatch matches, with and without dot', () => {
    fc.assert(
      fc.property(glob, fc.array(path, { minLength: 1, maxLength: 8 }), fc.boolean(), (g, paths, dot) => {
        let regex: RegExp;
        try {
          regex = picomatch.makeRe(g, { dot });
        } catch {
          return;
        }
        let ours: (path: string) => boolean;
        try {
          ours = globMatcher(g, dot);
        } catch (error) {
          // Refused only where picomatch would backtrack: too many wildcards beside its extglobs.
          expect((error as Error).message).toMatch(/cannot be matched in linear time/);
          return;
        }
        for (const p of paths) expect([g, p, dot, ours(p)]).toEqual([g, p, dot, regex.test(p)]);
      }),
      { seed: 15, numRuns: 3000 },
    );
  });

  it('a list of globs matches where picomatch matches one of them, or a path is one', () => {
    // Globs that share and differ in their literal segments, beside those that have none.
    const listed = fc.array(
      fc
        .tuple(
          fc.constantFrom('', 'a/', 'a/b/', 'b/', '**/a/', '*/b/', 'a/**/', './a/', '../a/', 'a//'),
          glob,
        )
        .map(([lead, g]) => lead + g),
      { minLength: 1, maxLength: 6 },
    );
    fc.assert(
      fc.property(
        listed,
        fc.array(path, { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        (globs, paths, dot) => {
          let regexes: RegExp[];
          let ours: (path: string) => boolean;
          try {
            regexes = globs.map((g) => picomatch.makeRe(g, { dot }));
            ours = anyGlobMatcher(globs, dot);
          } catch {
            return;
          }
          for (const p of [...paths, ...globs.filter((g) => g !== '')]) {
            const theirs = globs.some((g, i) => p === g || (regexes[i] as RegExp).test(p));
            expect([globs, p, dot, ours(p)]).toEqual([globs, p, dot, theirs]);
          }
        },
      ),
      { seed: 51, numRuns: 3000 },
    );
    // Braces whose alternatives hold a `/`: no segment of the text is one of a path's.
    const braced = anyGlobMatcher(['{x/a,b/y}', '@(x/b|c)'], true);
    expect(['x/a', 'b/y', 'x/b', 'c', 'a,b'].map(braced)).toEqual([true, true, true, true, false]);
  });

  it('the usual globs', () => {
    const cases: [string, string, boolean, boolean][] = [
      ['**/tools/**/*.{yml,yaml}', 'a/tools/x/y.yaml', false, true],
      ['**/tools/**/*.{yml,yaml}', 'tools/y.yml', false, true],
      ['**/tools/**/*.{yml,yaml}', 'tools/.y.yml', false, false],
      ['**/tools/**/*.{yml,yaml}', '.a/tools/y.yml', false, false],
      ['**/node_modules/**', 'a/node_modules/b/c.yaml', true, true],
      ['**/.git/**', '.git/config', true, true],
    ];
    for (const [g, p, dot, want] of cases) expect([g, p, globMatcher(g, dot)(p)]).toEqual([g, p, want]);
  });

  it('does not backtrack on many stars in one segment', () => {
    const match = globMatcher('**/*a*a*a*a*a*a*a*a*a*a*a*b', true);
    const started = cpuMs();
    expect(match(`tools/${'a'.repeat(36)}`)).toBe(false);
    expect(match(`tools/${'a'.repeat(2000)}`)).toBe(false);
    expect(match(`tools/${'a'.repeat(36)}b`)).toBe(true);
    expect(cpuMs() - started).toBeLessThan(2000);
  });

  // Each refusal says what the glob holds that sends it to picomatch: `**/**/**/t.yaml` was told
  // of parentheses and classes it has none of.
  it('says why a glob is refused in the words of what it holds', () => {
    const refusal = (g: string): string => {
      try {
        globMatcher(g, false);
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    const why =
      "in a glob with parentheses, classes that span segments, or '**' beside other characters or twice in a row, which cannot be matched in linear time";
    expect(
      ['**/**/**/t.yaml', '@(a)*a*a*b', '**/**/*a*b', '@(a|a)@(a|a)@(a|a)@(a|a)@(a|a)', '**/**/t.yaml'].map(
        refusal,
      ),
    ).toEqual([
      `more than 2 '**' segments ${why}`,
      `more than 2 wildcards in one segment ${why}`,
      `more than 3 wildcards and '**' segments together ${why}`,
      `alternatives and classes that match one text in more than 16 ways ${why}`,
      'accepted',
    ]);
  });
});

// What the gate takes as one glob written otherwise (a configuration's `ignore`, kind globs and
// `overrides`): whatever globsCover says `wide` covers, picomatch matches with `wide` too, and the
// usual rewrites are covered while a wider glob is not.
describe('globs that cover another', () => {
  it('covers only paths picomatch matches with the wider globs', () => {
    let checked = 0;
    fc.assert(
      fc.property(glob, fc.array(path, { minLength: 1, maxLength: 8 }), fc.boolean(), (g, paths, dot) => {
        const pairs: [string[], string][] = [
          [[`${g}/**`], `${g}/**/*`],
          [[`${g}/**`], `${g}/**/*.yaml`],
          [[`${g}/*.{yml,yaml}`], `${g}/*.yaml`],
          [[`${g}/{a,b}/**`, 'c'], `${g}/a/**/*`],
          [[`${g}a**`], `${g}a**/*`],
          [['**'], '**/*'],
          [[g], `{${g},a}`],
        ];
        for (const [wide, narrow] of pairs) {
          if (!globsCover(wide, narrow)) continue;
          let regexes: RegExp[];
          try {
            regexes = [narrow, ...wide].map((w) => picomatch.makeRe(w, { dot }));
          } catch {
            continue;
          }
          const [narrowRe, ...wideRes] = regexes as [RegExp, ...RegExp[]];
          checked++;
          for (const p of paths)
            if (narrowRe.test(p))
              expect([wide, narrow, p, wideRes.some((r) => r.test(p))]).toEqual([wide, narrow, p, true]);
        }
      }),
      { seed: 15, numRuns: 2000 },
    );
    expect(checked).toBeGreaterThan(1000);
  });

  it.each([
    [['**/drafts/**'], '**/drafts/**/*', true],
    [['**/tools/**/*.{yml,yaml}'], '**/tools/**/*.yaml', true],
    [['tools/**/*.yaml', 'tools/**/*.yml'], 'tools/**/*.{yml,yaml}', true],
    [['tools/**'], 'tools/**/*', true],
    [['tools/**/*'], 'tools/**', false],
    [['**/tools/**/*.yaml'], '**/tools/**/*.{yml,yaml}', false],
    [['tools/a**'], 'tools/a**/*', false],
    [['tools/**'], 'sub/tools/**', false],
  ] as [string[], string, boolean][])('%j covers %s: %s', (wide, narrow, covers) => {
    expect(globsCover(wide, narrow)).toBe(covers);
  });
});
