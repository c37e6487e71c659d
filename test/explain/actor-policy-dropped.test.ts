// The gate judges a base actor's policy at its strictest reading where the head writes it
// otherwise (diff/actors.ts): a base `read_only: yes`, which PyYAML reads as true, or a repeated
// `deny` whose last list PyYAML keeps, held a writing tool back for the runtime, so a head that
// drops it gives the actor that tool (`added-writes`). Explain with the base read the base's
// policy at its loosest, the tool already there, and marked nothing. It now reads the base as
// the gate judges it: the tool is added.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runExplain } from '../../src/run.js';

describe('explain with a base whose actor policy a loader may have read as a restraint', () => {
  it.each(['actor-yaml11-read-only-dropped', 'actor-repeated-deny-dropped'])('%s', (fixture) => {
    const dir = join(import.meta.dirname, '..', 'diff', fixture);
    const { explanation } = runExplain({
      name: 'x/bot',
      root: join(dir, 'head'),
      base: { kind: 'dir', path: join(dir, 'base') },
    });
    expect(explanation.entries?.find((e) => e.name === 'x/push')?.change).toBe('added');
  });
});
