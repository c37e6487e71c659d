// With a base, the gate reads the base's builtin groups and Agent Skills patterns by the base's
// configuration, and the head's by the stronger of the two (run.ts checkAgainstBase). Explain
// with a base read the base by the shipped defaults: a base whose configuration made
// `lint_operations` read-only, and a head that lists it without a capability (the most it could
// be), was explained with the entry unchanged, where the diff escalates its read_only, writes,
// unsafe and side effects. Explain now reads both sides by the gate's power settings.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runExplain } from '../../src/run.js';

const CASE = join(import.meta.dirname, '..', 'diff', 'builtin-group-capability-dropped');

describe('explain with a base whose configuration gives a builtin group its power', () => {
  it('marks what the head changes as the gate reads it', () => {
    const { explanation } = runExplain({
      name: 'team/ops',
      root: join(CASE, 'head'),
      base: { kind: 'dir', path: join(CASE, 'base') },
    });
    const entry = explanation.entries?.find((e) => e.name === 'builtin:lint_operations');
    expect(entry?.change).toBe('changed');
    const marked = (field: string): unknown[] => {
      const origin = entry?.capability[field];
      return [origin?.value, origin?.change, origin?.from];
    };
    expect(marked('read_only')).toEqual([false, 'changed', true]);
    expect(marked('writes')).toEqual([true, 'changed', false]);
    expect(marked('unsafe')).toEqual([true, 'changed', false]);
  });
});
