// The gate judges the base's flags as the runtime may have kept them: a restraint written so that a
// loader may or may not apply it (a repeated `overrides` whose last asks for approval, a YAML 1.1
// `yes`, a merge key, an inventory's hint written as text), which the head writes otherwise, is
// read on the base as the restraint (diff/sets.ts judgedBefore), so dropping it is an escalation.
// Explain compared the two sides' values alone, `human_approval_required: false` on both, and
// showed the entries unchanged. It now marks each such field changed, from the restraint.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runExplain } from '../../src/run.js';

const at = (name: string): { head: string; base: { kind: 'dir'; path: string } } => {
  const dir = join(import.meta.dirname, '..', 'diff', name);
  return { head: join(dir, 'head'), base: { kind: 'dir', path: join(dir, 'base') } };
};

function marked(fixture: string, subject: string, entry: string, field: string): unknown[] {
  const { head, base } = at(fixture);
  const { explanation } = runExplain({ name: subject, root: head, base });
  const found = explanation.entries?.find((e) => e.name === entry);
  const origin = found?.capability[field];
  return [found?.change, origin?.value, origin?.change, origin?.from];
}

describe('explain with a base that held a restraint a loader may have kept', () => {
  it.each([
    ['override-repeated-restraint-dropped', 'x/ops', 'x/deploy'],
    ['override-repeated-restraint-dropped', 'x/ops', 'mcp:gh/push'],
    ['override-repeated-restraint-dropped', 'x/bot', 'x/send'],
    ['tool-yaml11-restraint-dropped', 'x/ops', 'x/push'],
    ['override-restraint-from-merge-key-dropped', 'x/reader', 'x/push'],
  ])('%s: %s %s human_approval_required', (fixture, subject, entry) => {
    expect(marked(fixture, subject, entry, 'human_approval_required')).toEqual([
      'changed',
      false,
      'changed',
      true,
    ]);
  });

  it('an inventory hint written as text, dropped: read_only and writes', () => {
    const fixture = 'mcp-inventory-hint-as-text-dropped';
    expect(marked(fixture, 'team/gh', 'mcp:github/get_me', 'read_only')).toEqual([
      'changed',
      false,
      'changed',
      true,
    ]);
    expect(marked(fixture, 'team/gh', 'mcp:github/get_me', 'writes')).toEqual([
      'changed',
      true,
      'changed',
      false,
    ]);
  });
});
