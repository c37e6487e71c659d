// Properties of the diff on random repositories: a tree against itself is empty; swapping base
// and head swaps added and removed; and the base does work only for skills a change can reach.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { diffTrees } from '../../src/core/diff/diff-trees.js';
import { Project } from '../../src/core/project/project.js';
import { SchemaValidator } from '../../src/core/schema/validator.js';
import { memoryInput } from '../helpers.js';
import { genRepo } from './random-repos.js';

const project = (files: Record<string, string>): Project => new Project(memoryInput(files));

describe('diff properties', () => {
  it('diff(a, a) is empty', () => {
    fc.assert(
      fc.property(genRepo, (files) => {
        const { diff, changes } = diffTrees(project(files), project(files), { label: 'same' });
        expect(diff).toEqual({
          tools: { added: [], removed: [], changed: [] },
          skills: [],
          actors: [],
          suppressions: [],
        });
        expect(changes).toEqual([]);
      }),
      { seed: 7, numRuns: 200 },
    );
  });

  it('swapping base and head swaps added and removed', () => {
    fc.assert(
      fc.property(genRepo, genRepo, (a, b) => {
        const forward = diffTrees(project(a), project(b), { label: 'a' }).diff;
        const backward = diffTrees(project(b), project(a), { label: 'b' }).diff;
        expect(backward.tools.added).toEqual(forward.tools.removed);
        expect(backward.tools.removed).toEqual(forward.tools.added);
        expect(backward.skills.map((s) => s.name)).toEqual(forward.skills.map((s) => s.name));
        for (const [i, s] of forward.skills.entries()) {
          const back = backward.skills[i]!;
          expect(back.added).toEqual(s.removed);
          expect(back.removed).toEqual(s.added);
          expect(back.changed.map((c) => c.name)).toEqual(s.changed.map((c) => c.name));
          const swapped = { added: 'removed', removed: 'added', changed: 'changed' } as const;
          expect(back.status).toBe(swapped[s.status]);
        }
      }),
      { seed: 11, numRuns: 200 },
    );
  });
});

describe('proportional work', () => {
  it('flattens on the base only the skill that lists the change; the nine above it derive', () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 200; i++) {
      files[`tools/t${i}.yaml`] = `name: x/t${i}\ndescription: d\nsource: builtin\n`;
      files[`skills/s${i}.yaml`] = `name: x/s${i}\ntools: [x/t${i}]\n${i % 10 !== 0 ? `includes: [x/s${i - (i % 10)}]\n` : ''}`;
    }
    const head = { ...files, 'tools/t0.yaml': 'name: x/t0\ndescription: changed\nsource: builtin\n' };
    const baseProject = project(files);
    const headProject = project(head);
    for (let i = 0; i < 200; i++) headProject.flatten(`x/s${i}`);
    // The skills asked for on the base (flattening one walks only what it includes, here x/s0).
    const asked = vi.spyOn(baseProject, 'flatten');
    const comparison = diffTrees(baseProject, headProject, { label: 'base' });
    // x/t0 is listed by x/s0, which x/s1..x/s9 include: ten skills can reach the change.
    expect([...comparison.affected].sort()).toEqual(Array.from({ length: 10 }, (_, i) => `x/s${i}`).sort());
    // Their diffs come from x/s0's: the base flattens x/s0 alone.
    expect([...new Set(asked.mock.calls.map(([name]) => name))]).toEqual(['x/s0']);
    expect(comparison.diff.skills).toHaveLength(10);
  });
});

describe('reuse across base and head', () => {
  it('parses and validates a file that is identical on both sides once', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { runCheck } = await import('../../src/run.js');
    const write = (files: Record<string, string>): string => {
      const dir = mkdtempSync(join(tmpdir(), 'acc-reuse-'));
      for (const [p, t] of Object.entries(files)) {
        mkdirSync(join(dir, p, '..'), { recursive: true });
        writeFileSync(join(dir, p), t);
      }
      return dir;
    };
    const files: Record<string, string> = {};
    for (let i = 0; i < 30; i++) files[`tools/t${i}.yaml`] = `name: x/t${i}\ndescription: d\nsource: builtin\n`;
    const base = write(files);
    // Each document ajv is given goes through the validator's one private `run` (a cached result does not).
    const run = vi.spyOn(SchemaValidator.prototype as unknown as { run: () => unknown }, 'run');
    const validated = (changed: string): number => {
      const head = write({ ...files, 'tools/t0.yaml': changed });
      run.mockClear();
      runCheck({ root: head, base: { kind: 'dir', path: base } });
      return run.mock.calls.length;
    };
    // With a schema finding on the head the base is checked too: 30 head documents, plus only the
    // one base document that differs.
    expect(validated('name: x/t0\ndescription: ""\nsource: builtin\n')).toBe(31);
    // Without one, the base's schema findings could not match anything: the rule does not run there.
    expect(validated('name: x/t0\ndescription: changed\nsource: builtin\n')).toBe(30);
    run.mockRestore();
  });
});
