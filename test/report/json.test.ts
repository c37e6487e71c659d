// The JSON report is written in pieces; joined and parsed, they are the report as JSON.stringify
// gives it, on fixed reports, on every diff case and on random values in the report's place; an
// object or array of scalars only is written on one line, anything holding a container a member a line.
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

const asData = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;
const joined = (report: Report): string => [...jsonChunks(report)].join('');
const parsedBack = (report: Report): unknown => JSON.parse(joined(report)) as unknown;

describe('the JSON report in pieces', () => {
  it('joins to the report on a fixed report and on every diff case', () => {
    expect(parsedBack(powerReport())).toEqual(asData(powerReport()));
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
      expect(parsedBack(report), name).toEqual(asData(report));
    }
  });

  it('joins to the value on any object in the report place (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 6 }), (value) => {
        const text = joined(value as unknown as Report);
        expect(JSON.parse(text)).toEqual(asData(value));
        // Indented two spaces a level, a line per member of a container that holds one.
        expect(text.endsWith('\n')).toBe(true);
        expect(text.split('\n').every((line) => /^( {2})*\S/.test(line) || line === '')).toBe(true);
      }),
      { seed: 7, numRuns: 300 },
    );
  });

  it('writes a container of scalars on one line, and one holding a container a member a line', () => {
    const report = {
      version: 2,
      summary: { files: 1, errors: 0 },
      skills: [{ name: 'x/s', tools: ['x/a', 'x/b'] }],
      diff: null,
    };
    expect(joined(report as unknown as Report)).toBe(
      [
        '{',
        '  "version": 2,',
        '  "summary": {"files":1,"errors":0},',
        '  "skills": [',
        '    {',
        '      "name": "x/s",',
        '      "tools": ["x/a","x/b"]',
        '    }',
        '  ],',
        '  "diff": null',
        '}',
        '',
      ].join('\n'),
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
