// The fast mode (fast YAML reader, base and head sharing parses, records and flattened sets) and
// the plain reference (the yaml package for every file, nothing shared) give byte-identical JSON
// reports: on the random pairs of the diff property test, laid out in files in varying ways, and
// on every fixture repository of the project.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { formatJson } from '../../src/report/json.js';
import { runCheck, type RunRequest } from '../../src/run.js';
import { plainJsonReport } from '../plain-run.js';
import { genRepo } from './random-repos.js';

const ROOT = join(import.meta.dirname, '..', '..');
const scratch = mkdtempSync(join(tmpdir(), 'acc-fast-plain-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let trees = 0;
function writeTree(files: Record<string, string>): string {
  const dir = join(scratch, String(trees++));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const plainJson = await plainJsonReport();

function bothPaths(request: RunRequest): [string, string] {
  return [formatJson(runCheck(request).report), plainJson(request)];
}

const anonymous = (description: string): string =>
  `anonymous_tools:\n  - name: x/fmt\n    description: ${description}\n    source: builtin\n`;

/**
 * Where each skill of a random repository lives and what it adds: its own file, a file in another
 * folder (a move, when the other side keeps it in place), or one file with several documents; and
 * an anonymous tool whose two spellings make name conflicts in the skills that include both.
 */
const laidOut = fc
  .tuple(
    genRepo,
    fc.array(fc.constantFrom('own', 'moved', 'together'), { minLength: 6, maxLength: 6 }),
    fc.array(fc.constantFrom('', 'one', 'two'), { minLength: 6, maxLength: 6 }),
  )
  .map(([files, places, fmt]) => {
    const out: Record<string, string> = {};
    const together: string[] = [];
    for (const [path, text] of Object.entries(files)) {
      const skill = /^skills\/s(\d+)\.yaml$/.exec(path);
      if (!skill) {
        out[path] = text;
        continue;
      }
      const i = Number(skill[1]);
      const body = fmt[i] ? text + anonymous(fmt[i]) : text;
      if (places[i] === 'together') together.push(body);
      else out[places[i] === 'moved' ? `skills/moved/s${i}.yaml` : path] = body;
    }
    if (together.length > 0) out['skills/all.yaml'] = together.join('---\n');
    return out;
  });

describe('fast and plain reports are byte-identical', () => {
  it('on the random pairs of the diff property test, diffed', () => {
    let findings = 0;
    fc.assert(
      fc.property(laidOut, laidOut, (base, head) => {
        const baseDir = writeTree(base);
        const headDir = writeTree(head);
        const [fastDiff, plainDiff] = bothPaths({ root: headDir, base: { kind: 'dir', path: baseDir } });
        expect(fastDiff).toBe(plainDiff);
        findings += (JSON.parse(fastDiff) as { diagnostics: unknown[] }).diagnostics.length;
      }),
      { seed: 15, numRuns: Number(process.env.IDENTITY_RUNS ?? 30) },
    );
    expect(findings).toBeGreaterThan(30);
  });

  it('when tools with one code move between folders, the moved codes counted from the unshared definitions alone', () => {
    // The moved-code check (diff/code-programs.ts) counts only the names the trees do not define
    // with the very same definitions; the plain path shares none, so it counts every code.
    const folders = ['tools/ops', 'tools/release', 'tools/ops/sub'];
    const codes = ['import helper\n  helper.run()', 'print("unchanged")'];
    const tool = (i: number, code: string): string =>
      `name: x/t${i}\ndescription: Tool ${i}.\nsource: custom\ncode: |\n  ${code}\ncapability:\n  writes: true\n`;
    const placed = fc.array(
      fc.record({ folder: fc.nat(2), code: fc.nat(1), together: fc.boolean() }),
      { minLength: 4, maxLength: 4 },
    );
    const layOut = (tools: { folder: number; code: number; together: boolean }[]): Record<string, string> => {
      const out: Record<string, string> = {
        'skills/s.yaml': `name: x/s\ntools: [${tools.map((_, i) => `x/t${i}`).join(', ')}]\n`,
        'actors/a.yaml': 'name: x/bot\nskills: [x/s]\n',
        'tools/ops/helper.py': 'def run():\n    print("ops")\n',
        'tools/release/helper.py': 'import shutil\n\n\ndef run():\n    shutil.rmtree("/srv")\n',
      };
      tools.forEach((t, i) => {
        const text = tool(i, codes[t.code] as string);
        const dir = folders[t.folder] as string;
        const path = t.together ? `${dir}/all.yaml` : `${dir}/t${i}.yaml`;
        out[path] = out[path] === undefined ? text : `${out[path]}---\n${text}`;
      });
      return out;
    };
    let moved = 0;
    fc.assert(
      fc.property(placed, placed, (before, after) => {
        const base = writeTree(layOut(before));
        const head = writeTree(layOut(after));
        const [fast, plain] = bothPaths({ root: head, base: { kind: 'dir', path: base } });
        expect(fast).toBe(plain);
        if (fast.includes('is read from')) moved++;
      }),
      { seed: 42, numRuns: Number(process.env.IDENTITY_RUNS ?? 30) },
    );
    expect(moved).toBeGreaterThan(3);
  });

  it('when an unchanged skill moves to another file, its finding there is new or not alike on both paths', () => {
    const anon = (skill: string, description: string): string => `name: ${skill}\n${anonymous(description)}`;
    const children = { 'skills/a.yaml': anon('x/a', 'left'), 'skills/b.yaml': anon('x/b', 'right') };
    const conflicted = 'name: x/c\nincludes:\n  - x/a\n  - x/b\n';
    const base = writeTree({ ...children, 'skills/c.yaml': conflicted });
    // Its file moved whole: not new (the same file, movedFiles). Moved into a file that holds
    // another skill too: new (findings are matched by file). Shifted down in its own file, which
    // changed: not new. The base takes the head's flattened set in no case.
    for (const [moved, isNew] of [
      [{ 'skills/moved/c.yaml': conflicted }, false],
      [{ 'skills/moved/c.yaml': `name: x/d\n---\n${conflicted}` }, true],
      [{ 'skills/c.yaml': `name: x/d\n---\n${conflicted}` }, false],
    ] as const) {
      const head = writeTree({ ...children, ...moved });
      const [fast, plain] = bothPaths({ root: head, base: { kind: 'dir', path: base } });
      expect(fast).toBe(plain);
      const { diagnostics } = JSON.parse(fast) as { diagnostics: { rule: string; new: boolean }[] };
      expect(diagnostics.filter((d) => d.rule === 'name-conflict')).toMatchObject([{ new: isNew }]);
    }
  });

  it('on every fixture repository', () => {
    for (const root of [
      'examples/config-repo',
      'examples/config-repo-base',
      'examples/broken-repo',
      'test/golden/config-and-suppressions/repo',
      // Nesting past the limit included: its finding no longer depends on how warm the engine is.
      'test/hostile/fixtures/corpus',
    ]) {
      const [fast, plain] = bothPaths({ root: join(ROOT, root) });
      expect(fast, root).toBe(plain);
      const [fastDiff, plainDiff] = bothPaths({
        root: join(ROOT, root),
        base: { kind: 'dir', path: join(ROOT, 'examples/config-repo') },
      });
      expect(fastDiff, root).toBe(plainDiff);
    }
  });
});
