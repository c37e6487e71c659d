// The JSON report is written in pieces; joined, they are exactly JSON.stringify's text, on fixed
// reports, on every diff case and on random values in the report's place.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inBlocks } from '../../src/adapters/write.js';
import { jsonChunks } from '../../src/report/json.js';
import { FORMAT_NAMES, render, renderChunks } from '../../src/report/render.js';
import type { Report } from '../../src/report/report.js';
import { runCheck } from '../../src/run.js';
import { powerReport } from './fixed-reports.js';

const stringified = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;
const joined = (report: Report): string => [...jsonChunks(report)].join('');

describe('the JSON report in pieces', () => {
  it('joins to JSON.stringify on a fixed report and on every diff case', () => {
    expect(joined(powerReport())).toBe(stringified(powerReport()));
    const diffs = join(import.meta.dirname, '..', 'diff');
    const cases = readdirSync(diffs, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => join(diffs, d.name));
    expect(cases.length).toBeGreaterThan(10);
    for (const name of cases) {
      const { report } = runCheck({
        root: join(name, 'head'),
        base: { kind: 'dir', path: join(name, 'base') },
      });
      expect(joined(report), name).toBe(stringified(report));
    }
  });

  it('joins to JSON.stringify on any object in the report place (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 6 }), (value) => {
        expect(joined(value as unknown as Report)).toBe(stringified(value));
      }),
      { seed: 7, numRuns: 300 },
    );
  });

  it('every format gives the same text in pieces as whole, and blocks keep the order', () => {
    const report = powerReport();
    const context = { version: '1.2.3' };
    for (const format of FORMAT_NAMES) {
      expect([...renderChunks(report, format, context)].join('')).toBe(render(report, format, context));
    }
    const blocks: string[] = [];
    const pieces = Array.from({ length: 3000 }, (_, i) => `${i}`.repeat(500));
    inBlocks(pieces, (block) => blocks.push(block));
    expect(blocks.length).toBeGreaterThan(1);
    expect(blocks.join('')).toBe(pieces.join(''));
  });
});
