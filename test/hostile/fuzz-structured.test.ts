// Random structured definitions, checked and diffed against another random tree, through the
// whole pipeline (see fuzz.ts).
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { fuzz, pipeline, structuredRepo } from './fuzz.js';

describe('fuzzing the pipeline', () => {
  it('random structured definitions, checked and diffed against another random tree', () => {
    fuzz(
      fc.property(structuredRepo, structuredRepo, (base, head) => {
        pipeline(base, head);
      }),
      { seed: 62, numRuns: 300 },
    );
  });
});
