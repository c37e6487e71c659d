// Issue 29: small helpers every module needs are written once: the string order (src/core/text/order.ts),
// a shortened text and a counted noun (src/core/text/words.ts), the rank of
// severities (src/core/model/diagnostic.ts). A copy drifts from the original; this fails when one comes back.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from './module-graph.js';

/** What each helper looks like where it is written, and the one file it is written in. */
const HELPERS: [RegExp, string][] = [
  [/\?\s*-1\s*:/, 'src/core/text/order.ts'],
  [/\bfunction\s+clip\b/, 'src/core/text/words.ts'],
  // A counted noun: `plural` and `noun`, not an inline `n === 1 ? '' : 's'`.
  [/\?\s*''\s*:\s*'s'|===\s*1\s*\?\s*word\b/, 'src/core/text/words.ts'],
  [/\bSEVERITY_RANK\s*(:[^=]+)?=\s*\{/, 'src/core/model/diagnostic.ts'],
];

describe('helpers written once', () => {
  it('each is written only in its own module', () => {
    const found: string[] = [];
    for (const file of sourceFiles('src')) {
      const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
      lines.forEach((line, i) => {
        for (const [pattern, home] of HELPERS)
          if (file !== home && pattern.test(line)) found.push(`${file}:${i + 1} ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });
});
