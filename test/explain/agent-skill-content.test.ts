// The gate compares an Agent Skill's `content`, a digest of every file of its folder, scripts
// included, and a change to it on an entry that writes is an escalation (SPEC §6, `code`). Explain
// listed no such thing: against a base whose `scripts/deploy.sh` lacks a `curl … | sh` line, the
// writing entry `agent-skill:deploy` was shown unchanged while the diff escalated it. Its runs now
// list the folder's digest as the code it runs, so that a change there marks the entry changed.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runExplain } from '../../src/run.js';

const CASE = join(import.meta.dirname, '..', 'diff', 'agent-skill-script-changed');

describe("explain of an Agent Skill whose folder's script changed", () => {
  const source = "the files of its folder 'agent-skills/deploy', scripts included";

  it('lists the digest of its files among what it runs', () => {
    const entry = runExplain({ name: 'team/ops', root: join(CASE, 'head') }).explanation.entries?.[0];
    expect(entry?.runs?.filter((r) => r.kind === 'code')).toEqual([
      { kind: 'code', digest: expect.stringMatching(/^[0-9a-f]{16}$/) as unknown, source },
    ]);
  });

  it('marks the entry changed against the base, as the gate escalates it', () => {
    const { explanation } = runExplain({
      name: 'team/ops',
      root: join(CASE, 'head'),
      base: { kind: 'dir', path: join(CASE, 'base') },
    });
    const entry = explanation.entries?.[0];
    expect(entry?.change).toBe('changed');
    expect(entry?.runs?.filter((r) => r.kind === 'code').map((r) => [r.change, r.source])).toEqual([
      ['added', source],
      ['removed', source],
    ]);
  });
});
