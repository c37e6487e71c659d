// A folder link's files, taken by the kind globs below the link, are taken alike below where it
// leads (PathClassifier.takesAlikeBelow): on random globs and folders, every file below the link
// that a glob takes is taken at the same path below the target, wherever it says so.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PathClassifier } from '../../src/core/config/discover.js';

const segment = fc.constantFrom('a', 'b', 'defs', 'actors', '.x');
const folder = fc.array(segment, { minLength: 1, maxLength: 3 }).map((s) => s.join('/'));
const part = fc.constantFrom('a', 'defs', 'actors', '*', '**', '{a,b}', 'a*', '.x', '[ab]', '{a/b,defs}');
const glob = fc.array(part, { minLength: 0, maxLength: 4 }).map((p) => [...p, '*.yaml'].join('/'));

describe('a folder link taken alike where it leads', () => {
  it('takes below the target every file the globs take below the link, where it says so', () => {
    let alike = 0;
    fc.assert(
      fc.property(
        fc.array(glob, { minLength: 1, maxLength: 2 }),
        folder,
        folder,
        fc.array(segment, { maxLength: 3 }),
        (globs, link, target, rest) => {
          let classifier: PathClassifier;
          try {
            classifier = new PathClassifier({
              tools: [],
              skills: [],
              actors: globs,
              mcpServers: [],
              ignore: [],
            });
          } catch {
            return; // a glob the configuration refuses (not matchable in linear time)
          }
          if (!classifier.takesAlikeBelow(link, target)) return;
          alike++;
          const file = [...rest, 'f.yaml'].join('/');
          if (classifier.kindsOf(`${link}/${file}`).includes('actor'))
            expect(classifier.kindsOf(`${target}/${file}`)).toContain('actor');
        },
      ),
      { numRuns: 3000 },
    );
    // Not vacuous: links taken alike were met.
    expect(alike).toBeGreaterThan(100);
  });
});
