import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'vitest';
import { runCheck, runExplain } from '../../src/run.js';
it('s', () => {
  const ROOT = join(import.meta.dirname, '..', '..');
  let cases = 0, misses = 0;
  for (const n of readdirSync(join(ROOT, 'test/diff'))) {
    const head = join(ROOT, 'test/diff', n, 'head'), base = join(ROOT, 'test/diff', n, 'base');
    if (!existsSync(head) || !existsSync(base)) continue;
    let report;
    try { report = runCheck({ root: head, base: { kind: 'dir', path: base } }).report; } catch { continue; }
    cases++;
    const diff = report.diff as any;
    for (const [kind, list] of [['skill', diff?.skills ?? []], ['actor', diff?.actors ?? []]] as const) {
      for (const s of list as any[]) {
        const escal = (s.escalations ?? []) as { entry: string; kind: string }[];
        if (escal.length === 0) continue;
        let ex;
        try { ex = runExplain({ name: s.name, root: head, base: { kind: 'dir', path: base } }).explanation; } catch (e) { console.log('EXPLAIN-ERR', n, s.name, (e as Error).message.slice(0, 100)); continue; }
        for (const e of escal) {
          if (e.entry === undefined) continue;
          const entry = ex.entries?.find((x) => x.name === e.entry);
          if (!entry) { misses++; console.log('NOENTRY', n, kind, s.name, e.entry, e.kind); continue; }
          if (!entry.change) { misses++; console.log('UNMARKED', n, kind, s.name, e.entry, e.kind); }
        }
      }
    }
  }
  console.log('cases', cases, 'misses', misses);
}, 600000);
