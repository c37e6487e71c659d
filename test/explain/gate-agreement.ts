// Explain held to the gate (SPEC §6, §10): of an actor a pull request adds, explain lists exactly
// the entries the gate reads it gaining, and states new power of exactly those the gate escalates.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { runCheck, runExplain } from '../../src/run.js';
import type { ExplainedEntry } from '../../src/core/explain/explain.js';
import { writeTree, type TreeContent } from '../git-helpers.js';

/** What explain states of an entry that the gate reads as new power when an actor gains it. */
export function statesNewPower(entry: ExplainedEntry): boolean {
  const value = (field: string): unknown => entry.capability[field]?.value;
  const effects = (value('side_effects') ?? []) as string[];
  return (
    value('writes') === true ||
    value('unsafe') === true ||
    effects.some((s) => value('read_only') !== true || s !== 'open_world') ||
    entry.name.endsWith('/*') ||
    (entry.runs ?? []).some((r) => r.kind === 'lifecycle' || r.kind === 'command' || r.kind === 'hooks')
  );
}

/** The base's files, and a head that adds `actors/a.yaml` (the actor `actor` names): both readings agree. */
export function expectExplainOfAddedActor(
  files: Record<string, TreeContent>,
  actorText: string,
  actor: string,
): void {
  const work = mkdtempSync(join(tmpdir(), 'acc-gate-agreement-'));
  try {
    writeTree(join(work, 'base'), files);
    writeTree(join(work, 'head'), { ...files, 'actors/a.yaml': actorText });
    const head = join(work, 'head');
    const { report } = runCheck({ root: head, base: { kind: 'dir', path: join(work, 'base') } });
    const gained = report.diff?.actors.find((a) => a.name === actor)?.added ?? [];
    const escalated = new Set(
      (report.diff?.causes ?? []).filter((c) => c.actors.includes(actor)).map((c) => c.entry),
    );
    const entries = runExplain({ name: actor, root: head }).explanation.entries ?? [];
    expect(entries.map((e) => e.name).sort()).toEqual([...gained].sort());
    expect(
      entries
        .filter(statesNewPower)
        .map((e) => e.name)
        .sort(),
    ).toEqual([...escalated].sort());
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
