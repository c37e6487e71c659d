// Random YAML-ish text in every kind of file, through the whole pipeline (see fuzz.ts).
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { fuzz, pipeline, yamlish } from './fuzz.js';

describe('fuzzing the pipeline', () => {
  it('random YAML text in every kind of file', () => {
    fuzz(
      fc.property(yamlish, yamlish, yamlish, (t, s, a) => {
        pipeline({}, { 'tools/t.yaml': t, 'skills/s.yaml': s, 'actors/a.yaml': a });
      }),
      { seed: 61, numRuns: 1000 },
    );
  });
});
