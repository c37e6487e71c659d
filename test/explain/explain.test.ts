// `agents-config-check explain` through the built CLI (dist/cli.js): golden text and JSON on the
// examples, on a repository with two levels of includes and overrides (layered/) and on one
// with every source of power (sources/), JSON held to
// the published schema, and an unknown name refused with a suggestion. UPDATE_GOLDEN=1 rewrites
// the expected outputs; review the diff before committing.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { git } from '../git-helpers.js';

const ROOT = join(import.meta.dirname, '..', '..');
const CLI = join(ROOT, 'dist', 'cli.js');
const HERE = 'test/explain';

function run(args: string[]): { stdout: string; stderr: string; status: number | null } {
  const r = spawnSync(process.execPath, [CLI, 'explain', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status };
}

/** Explain of a subject, as JSON, on a diff case's head against its base (test/diff/<case>/). */
function explainDiffCase(subject: string, caseDir: string): ReturnType<typeof run> {
  return run([subject, `${caseDir}/head`, '--base-dir', `${caseDir}/base`, '--format', 'json']);
}

const CASES: [name: string, args: string[]][] = [
  ['config-repo-developer', ['local/developer', 'examples/config-repo']],
  ['config-repo-release-bot', ['local/release-bot', 'examples/config-repo']],
  ['config-repo-full-stack-dev', ['local/full-stack-dev', 'examples/config-repo']],
  ['config-repo-helm-deploy', ['devops/helm-deploy', 'examples/config-repo']],
  [
    'config-repo-developer-against-base',
    ['local/developer', 'examples/config-repo', '--base-dir', 'examples/config-repo-base'],
  ],
  // Entries with no definition of their own, explained as tools (SPEC §10): who reaches an MCP
  // inventory's tool, a builtin group and an Agent Skill, and through which includes.
  ['config-repo-semgrep-scan', ['mcp:semgrep-server/scan', 'examples/config-repo']],
  ['config-repo-builtin-file-operations', ['builtin:file_operations', 'examples/config-repo']],
  [
    'config-repo-changelog-against-base',
    ['agent-skill:changelog', 'examples/config-repo', '--base-dir', 'examples/config-repo-base'],
  ],
  ['layered-team', ['acme/team', `${HERE}/layered`]],
  ['layered-dev', ['acme/dev', `${HERE}/layered`]],
  ['layered-write-file', ['acme/write-file', `${HERE}/layered`]],
  ['layered-team-against-base', ['acme/team', `${HERE}/layered`, '--base-dir', `${HERE}/layered-base`]],
  // Every source of power (SPEC §10): an inventory tool and its annotations, a builtin group and
  // its configuration key, an Agent Skill and its SKILL.md line, claims that say less beside the
  // real value, and a name defined twice, as an entry and as the subject.
  ['sources-bot', ['acme/bot', `${HERE}/sources`]],
  ['sources-lookup', ['acme/lookup', `${HERE}/sources`]],
  // Agent Skills whose power the checker cannot see say why, once for every field: a subagent, a
  // merge key, an allowed-tools that reads as no patterns; beside one it can read.
  ['unknown-folders-helper-bot', ['acme/helper-bot', `${HERE}/unknown-folders`]],
  // Flags read otherwise than written: a text, a number PyYAML reads as a string, a value only a
  // merge key brings, a key written twice. Each says what is written and why it reads so.
  ['written-s', ['x/s', `${HERE}/written`]],
  // What entries run that the gate judges, each where it is written: a tool's lifecycle hook and
  // code, an Agent Skill's frontmatter hook and the commands its SKILL.md runs when invoked, and
  // the MCP tool a wrapped validation calls through the tool it wraps.
  ['runs-team-s', ['team/s', `${HERE}/runs`]],
  // A name defined twice whose second definition calls a destructive MCP tool: each field from the
  // listing that gives what the gate reads, not the first definition's tool.
  [
    'duplicate-mcp-ops-against-base',
    [
      'x/ops',
      'test/diff/duplicate-tool-other-source/head',
      '--base-dir',
      'test/diff/duplicate-tool-other-source/base',
    ],
  ],
];

const schema = JSON.parse(readFileSync(join(ROOT, 'schemas', 'explain.schema.json'), 'utf8')) as object;
const validate = new Ajv2020({ strict: false, allErrors: true }).compile(schema);

describe('explain: golden outputs', () => {
  it.each(CASES)('%s (text)', (name, args) => {
    const { stdout, status } = run(args);
    const file = join(ROOT, HERE, 'expected', `${name}.out`);
    if (process.env.UPDATE_GOLDEN) writeFileSync(file, stdout);
    expect(stdout.split('\n')).toEqual(readFileSync(file, 'utf8').split('\n'));
    expect(status).toBe(0);
  });

  it.each(CASES)('%s (json, valid against schemas/explain.schema.json)', (name, args) => {
    const { stdout, status } = run([...args, '--format', 'json']);
    expect(status).toBe(0);
    const data = JSON.parse(stdout) as unknown;
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
    const file = join(ROOT, HERE, 'expected', `${name}.json`);
    if (process.env.UPDATE_GOLDEN) writeFileSync(file, stdout);
    expect(data).toEqual(JSON.parse(readFileSync(file, 'utf8')));
  });

  it('the schema rejects what explain never prints', () => {
    const ok = JSON.parse(run(['acme/team', `${HERE}/layered`, '--format', 'json']).stdout) as {
      version: number;
      entries: { capability: Record<string, unknown> }[];
    };
    // It carries its version, as the report does (SPEC §10), and is not valid without it.
    const { version, ...unversioned } = ok;
    expect(version).toBe(1);
    expect(validate(ok)).toBe(true);
    expect(validate(unversioned)).toBe(false);
    const entry = ok.entries[0] as { capability: Record<string, unknown> };
    entry.capability.writes = { value: true };
    expect(validate(ok)).toBe(false);
    expect(validate({ version: 1, subject: { kind: 'team', name: 'x', file: 'f', line: 1 } })).toBe(false);
  });
});

// SPEC §2: the CLI's text writes a path that opens from the current folder, an absolute one where
// the file lies outside it; explain's text named its files from the root, which opened nowhere from
// the repository's top. Its JSON keeps them from the root, as the report does.
describe('explain: the text names files from the current folder', () => {
  const layered = join(ROOT, HERE, 'layered');
  const firstLines = (cwd: string, root: string, ...more: string[]): string[] => {
    const r = spawnSync(process.execPath, [CLI, 'explain', 'acme/team', root, ...more], {
      cwd,
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    return r.stdout.split('\n');
  };

  it('from above the root, inside it, and outside it', () => {
    const above = firstLines(ROOT, `${HERE}/layered`);
    expect(above[0]).toBe(`skill acme/team  ${HERE}/layered/skills/team.yaml:1`);
    expect(above).toContain(`   ├─ writes: true                   ${HERE}/layered/tools/acme.yaml:12`);
    expect(firstLines(layered, '.')[0]).toBe('skill acme/team  skills/team.yaml:1');
    expect(firstLines(join(layered, 'skills'), '..')[0]).toBe('skill acme/team  team.yaml:1');
    expect(firstLines(tmpdir(), layered)[0]).toBe(`skill acme/team  ${layered}/skills/team.yaml:1`);
  });

  it('the JSON from the root, wherever it is run', () => {
    const subject = (cwd: string, root: string): unknown =>
      (JSON.parse(firstLines(cwd, root, '--format', 'json').join('\n')) as { subject: unknown }).subject;
    expect(subject(ROOT, `${HERE}/layered`)).toEqual({
      kind: 'skill',
      name: 'acme/team',
      file: 'skills/team.yaml',
      line: 1,
    });
    expect(subject(tmpdir(), layered)).toEqual(subject(ROOT, `${HERE}/layered`));
  });
});

describe('explain: usage', () => {
  it('refuses a name that is no actor, skill or tool, with a did-you-mean, exit 2', () => {
    const { stdout, stderr, status } = run(['acme/tema', `${HERE}/layered`]);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      "agents-config-check explain: no actor, skill or tool is named 'acme/tema'; did you mean 'acme/team'?\n",
    );
    const far = run(['nothing/close', `${HERE}/layered`]);
    expect(far.status).toBe(2);
    expect(far.stderr).toBe(
      "agents-config-check explain: no actor, skill or tool is named 'nothing/close'\n",
    );
  });

  // The report names an inventory's tool by its entry; asked for by that name, explain said only
  // that no definition has it (exit 2), and who can call the server's tool went unanswered.
  it("explains an entry no definition is named by (an MCP inventory's tool) as a tool: who reaches it", () => {
    const { stdout, stderr, status } = run(['mcp:semgrep-server/scan', 'examples/config-repo']);
    expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
    const lines = stdout.split('\n');
    expect(lines[0]).toBe(
      'tool mcp:semgrep-server/scan  examples/config-repo/skills/local/code-analysis.yaml:6',
    );
    expect(lines.filter((l) => /^(skill|actor) /.test(l))).toEqual([
      'skill local/code-analysis',
      'skill local/full-stack-dev',
      'skill local/review',
      'actor local/developer',
      'actor local/reviewer-bot',
    ]);
    expect(stdout).toContain('via local/reviewer-bot → local/review → local/code-analysis');
  });

  it("suggests an entry's name for a misspelt one", () => {
    const { stderr, status } = run(['mcp:semgrep-server/scna', 'examples/config-repo']);
    expect(status).toBe(2);
    expect(stderr).toBe(
      "agents-config-check explain: no actor, skill or tool is named 'mcp:semgrep-server/scna'; did you mean 'mcp:semgrep-server/scan'?\n",
    );
  });

  it('finds a name that only the base has, and marks all of it removed', () => {
    const { stdout, status } = run([
      'devops/helm-diff',
      'examples/config-repo',
      '--base-dir',
      'examples/config-repo-base',
      '--format',
      'json',
    ]);
    expect(status).toBe(0);
    const data = JSON.parse(stdout) as { reachedBy: { change?: string }[] };
    expect(data.reachedBy.length).toBeGreaterThan(0);
    expect(new Set(data.reachedBy.map((r) => r.change))).toEqual(new Set(['removed']));
  });

  it.each(['x/release', 'x/top', 'x/bot'])(
    'compares %s with its old self where a skill was renamed with its content unchanged',
    (subject) => {
      const renamed = 'test/diff/renamed-skill';
      const { stdout, status } = explainDiffCase(subject, renamed);
      expect(status).toBe(0);
      const data = JSON.parse(stdout) as { entries: { name: string; change?: string }[] };
      expect(data.entries.length).toBeGreaterThan(0);
      // x/top's qualified x/release.x/push is x/deploy.x/push under its new contributor's name.
      expect(data.entries.filter((e) => e.change !== undefined)).toEqual([]);
    },
  );

  it("compares a renamed tool's reach with its old self, and marks what its source changed", () => {
    const renamed = 'test/diff/renamed-tool-skill-md-widened';
    const { stdout, status } = explainDiffCase('x/render', renamed);
    expect(status).toBe(0);
    const data = JSON.parse(stdout) as {
      reachedBy: {
        name: string;
        entry: string;
        change?: string;
        capability: Record<string, { value: unknown; change?: string; from?: unknown }>;
      }[];
    };
    // The skill reached the tool as x/report on the base: one reach, changed, not one added and one removed.
    expect(data.reachedBy.map((r) => [r.name, r.entry, r.change])).toEqual([
      ['x/docs', 'x/render', 'changed'],
    ]);
    expect(data.reachedBy[0]?.capability.writes).toMatchObject({
      value: true,
      change: 'changed',
      from: false,
    });
  });

  it('marks changes against a git base (--base REF) as against a folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'explain-git-'));
    cpSync(join(ROOT, HERE, 'layered-base'), dir, { recursive: true });
    git(dir, 'init', '-q');
    git(dir, 'add', '.');
    git(dir, 'commit', '-q', '-m', 'base');
    cpSync(join(ROOT, HERE, 'layered'), dir, { recursive: true });
    const viaGit = run(['acme/team', dir, '--base', 'HEAD', '--format', 'json']);
    const viaDir = run([
      'acme/team',
      `${HERE}/layered`,
      '--base-dir',
      `${HERE}/layered-base`,
      '--format',
      'json',
    ]);
    expect(viaGit.status).toBe(0);
    const strip = (out: string): unknown => ({ ...(JSON.parse(out) as object), base: undefined });
    expect(strip(viaGit.stdout)).toEqual(strip(viaDir.stdout));
    expect((JSON.parse(viaGit.stdout) as { base: string }).base).toMatch(/^[0-9a-f]{7,}/);
  });

  it.each([
    [[], /needs the name/],
    [['a', 'b', 'c'], /a name and one root/],
    [['acme/team', '--format', 'sarif'], /text or json/],
    [['acme/team', '--nope'], /nope/],
  ])('%j is a usage error (exit 2)', (args, message) => {
    const { stderr, status } = run(args);
    expect(status).toBe(2);
    expect(stderr).toMatch(message);
  });

  it('--help prints the explain usage', () => {
    const { stdout, status } = run(['--help']);
    expect(status).toBe(0);
    expect(stdout).toMatch(/^Usage: agents-config-check explain/);
  });
});
