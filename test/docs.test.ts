// docs/rules.md stays in step with the registry: one section per rule in registry order, the
// default severity as the code has it, each option the rule reads named, and every example
// failing or passing as it claims.
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HELP, MCP_HELP } from '../src/cli-options.js';
import { RULES } from '../src/core/rules/index.js';
import { runCheck } from '../src/run.js';

const ROOT = join(import.meta.dirname, '..');
const doc = readFileSync(join(ROOT, 'docs', 'rules.md'), 'utf8');
const sections = doc
  .split(/^## /m)
  .slice(1)
  .map((s) => ({ id: s.split('\n')[0]!.trim(), body: s }));

function example(body: string, label: 'Fails' | 'Passes'): Record<string, string> | undefined {
  const match = new RegExp(`${label}:\\n\\n\`\`\`yaml\\n([\\s\\S]*?)\`\`\``).exec(body);
  if (!match) return undefined;
  const files: Record<string, string> = {};
  let current: string | undefined;
  for (const line of match[1]!.split('\n')) {
    const header = /^# file: (.+)$/.exec(line);
    if (header) current = header[1]!;
    else if (current) files[current] = `${files[current] ?? ''}${line}\n`;
  }
  return files;
}

function findingsOf(files: Record<string, string>, rule: string): number {
  const dir = mkdtempSync(join(tmpdir(), 'acc-doc-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return runCheck({ root: dir }).report.diagnostics.filter((d) => d.rule === rule).length;
}

describe('docs/rules.md', () => {
  it('has one section per registered rule, in registry order', () => {
    expect(sections.map((s) => s.id)).toEqual(RULES.map((r) => r.meta.id));
  });

  it.each(RULES.map((r) => [r.meta.id, r.meta] as const))('%s: default severity and examples', (id, rule) => {
    const section = sections.find((s) => s.id === id)!;
    expect(section.body).toMatch(new RegExp(`Default severity: \\*\\*${rule.defaultSeverity}\\*\\*`));
    // A kind of finding with a severity of its own says so beside the default.
    const stated = /Default severity: .*/.exec(section.body)![0];
    for (const severity of Object.values(rule.kindSeverity ?? {}))
      expect(stated, severity).toContain(severity);
    for (const option of rule.options ?? []) expect(section.body, option.key).toContain(`\`${option.key}\``);
    const fails = example(section.body, 'Fails');
    const passes = example(section.body, 'Passes');
    if (id === 'escalation') return;
    expect(fails, 'a failing example').toBeDefined();
    expect(passes, 'a passing example').toBeDefined();
    expect(findingsOf(fails!, id)).toBeGreaterThan(0);
    expect(findingsOf(passes!, id)).toBe(0);
  });
});

describe('README', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

  /** The code block that follows a heading of the README. */
  function blockAfter(heading: string): string {
    const start = readme.indexOf('```\n', readme.indexOf(heading)) + 4;
    return readme.slice(start, readme.indexOf('```', start));
  }
  const options = (text: string) =>
    [...text.matchAll(/(?<=^ {2}|, )(--?[a-z][a-z-]*)/gm)].map((m) => m[0]).sort();

  it("'Command line' names the commands and options --help names, and no others", () => {
    const block = blockAfter('## Command line');
    const commands = (text: string) =>
      [...text.matchAll(/agents-config-check (explain|lsp|mcp)\b/g)].map((m) => m[1]).sort();
    expect(commands(block)).toEqual(['explain', 'lsp', 'mcp']);
    expect(commands(HELP.slice(0, HELP.indexOf('\n\n')))).toEqual(commands(block));
    expect(options(HELP).length).toBeGreaterThan(15);
    expect(options(block)).toEqual(options(HELP));
  });

  it("'Pinning MCP servers' names the options mcp --help names, and no others", () => {
    expect(options(MCP_HELP).length).toBeGreaterThan(5);
    expect(options(blockAfter('## Pinning MCP servers'))).toEqual(options(MCP_HELP));
  });

  // Each explain example of the README, and the golden case of test/explain that runs it.
  const EXPLAINED: Record<string, string> = {
    'team/s test/explain/runs': 'runs-team-s',
    'acme/team test/explain/layered': 'layered-team',
  };

  it('shows each explain example as the CLI prints it (test/explain keeps that in step)', () => {
    const shown = [...readme.matchAll(/^\$ agents-config-check explain (.+)\n([\s\S]*?)```/gm)];
    expect(shown.map((m) => m[1])).toEqual(Object.keys(EXPLAINED));
    for (const [, args, text] of shown) {
      const golden = join(ROOT, 'test', 'explain', 'expected', `${EXPLAINED[args!]}.out`);
      const printed = readFileSync(golden, 'utf8').split('\n');
      const lines = text!.split('\n').filter((l) => l.trim() !== '...' && l !== '');
      expect(lines.length).toBeGreaterThan(5);
      for (const line of lines) expect(printed, line).toContain(line);
    }
  });

  // Each check example of the README, and the golden case of test/golden that runs it.
  it.each([
    ['examples/broken-repo', 'examples-broken-repo', 2],
    ['examples/config-repo --base-dir examples/config-repo-base', 'examples-config-repo-vs-base', 6],
  ])('shows `%s` as the CLI prints it (test/golden/%s keeps that in step)', (args, golden, least) => {
    const command = `$ agents-config-check ${args}\n`;
    const start = readme.indexOf(command);
    expect(start).toBeGreaterThan(0);
    const shown = readme.slice(start + command.length, readme.indexOf('```', start)).split('\n');
    // The golden case runs from the example's root; the README runs from the repository's top.
    const printed = readFileSync(join(ROOT, 'test', 'golden', golden, 'expected.text'), 'utf8').split('\n');
    const lines = shown.filter((l) => l.trim() !== '...' && l !== '');
    expect(lines.length).toBeGreaterThanOrEqual(least);
    for (const line of lines) expect(printed, line).toContain(line.replaceAll(`${args.split(' ')[0]!}/`, ''));
  });
});
