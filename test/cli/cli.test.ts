// The built CLI as a user runs it: exit status, formats, options and configuration errors.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const CLI = join(ROOT, 'dist', 'cli.js');

export function cli(args: string[], cwd = ROOT): { stdout: string; stderr: string; status: number } {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status ?? -1 };
}

function tempRepo(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'acc-cli-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('exit status', () => {
  it('0 on a clean repository', () => expect(cli(['examples/config-repo']).status).toBe(0));
  it('nothing on stderr for a check, a run with findings or a review', () => {
    for (const args of [
      ['examples/config-repo'],
      ['examples/broken-repo'],
      ['examples/config-repo', '--base-dir', 'examples/config-repo-base', '--format', 'markdown'],
    ])
      expect([args, cli(args).stderr]).toEqual([args, '']);
  });
  it('1 on findings at or above fail-on', () => expect(cli(['examples/broken-repo']).status).toBe(1));
  it('0 with --fail-on never', () =>
    expect(cli(['examples/broken-repo', '--fail-on', 'never']).status).toBe(0));
  // A run that fails on notes (or on --max-warnings) has no error among its findings: the Markdown
  // verdict read "✅" over exit status 1.
  it('1 on notes that reach --fail-on note, the Markdown verdict saying the check fails', () => {
    const dir = tempRepo({
      'tools/t.yaml': 'name: x/read\ndescription: reads\nsource: builtin\ncapability:\n  read_only: true\n',
    });
    const verdict = (args: string[]): { status: number; line: string | undefined } => {
      const r = cli([dir, '--format', 'markdown', ...args]);
      return { status: r.status, line: r.stdout.split('\n')[1] };
    };
    expect(verdict(['--fail-on', 'note'])).toEqual({
      status: 1,
      line: '### ❌ agents-config-check: the check fails · 0 errors, 0 warnings, 1 note',
    });
    expect(verdict([])).toEqual({
      status: 0,
      line: '### ✅ agents-config-check: 0 errors, 0 warnings, 1 note',
    });
  });
  it('2 on an unknown option, with the usage', () => {
    const r = cli(['--frobnicate']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/Usage: agents-config-check/);
  });
  it('2 on a bad --format value', () => expect(cli(['--format', 'xml']).status).toBe(2));
  it('2 on a configuration error, with the file and line', () => {
    const dir = tempRepo({ '.agents-config-check.yml': 'rules:\n  unknown-tol: off\n' });
    const r = cli([dir]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(
      /\.agents-config-check\.yml:2:3: unknown rule 'unknown-tol'; did you mean 'unknown-tool'\?/,
    );
  });
  it("a configuration error echoes no terminal control of the file's (the repository's) text", () => {
    const dir = tempRepo({
      'tools/t.yaml': 'name: x/t\ndescription: A.\nsource: builtin\n',
      '.agents-config-check.yml': 'rules: {"\\e]0;title\\a\\e[2Jfoo": error}\n',
    });
    for (const args of [[dir], ['explain', 'x/t', dir]]) {
      const r = cli(args);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain("unknown rule '\\x1b]0;title\\x07\\x1b[2Jfoo'");
      // eslint-disable-next-line no-control-regex -- the controls are what the test looks for
      expect(r.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    }
  });
  it('2 on an unknown configuration key', () => {
    const dir = tempRepo({ '.agents-config-check.yml': 'max-tool: 3\n' });
    const r = cli([dir]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/unknown key 'max-tool'; did you mean 'max-tools'\?/);
  });
  it('2 on a configuration key holding a line break, which starts no line of its own', () => {
    const dir = tempRepo({
      '.agents-config-check.yml': '"evil\\nagents-config-check: 0 errors, all good\\u2028ok": 1\n',
    });
    const r = cli([dir]);
    expect(r.status).toBe(2);
    expect(r.stderr.trimEnd().split('\n')).toEqual([
      `agents-config-check: ${join(dir, '.agents-config-check.yml')}:1:1: unknown key 'evil\\nagents-config-check: 0 errors, all good\\u2028ok'`,
    ]);
  });
  it('2 on a bad glob in the configuration', () => {
    const dir = tempRepo({ '.agents-config-check.yml': 'ignore: [""]\n' });
    expect(cli([dir]).status).toBe(2);
  });
});

describe('options', () => {
  it('--help and --version', () => {
    expect(cli(['--help']).stdout).toMatch(/--base-dir DIR/);
    expect(cli(['--version']).stdout.trim()).toBe(
      JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version,
    );
  });
  it("--sets lists every skill's set in the JSON report, and is in --help and the README", () => {
    const help = cli(['--help']).stdout;
    expect(help).toMatch(/^ {2}--sets {18}with --format json, list every skill's flattened set/m);
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).toMatch(/^ {2}--sets {18}with --format json/m);
    const listed = (args: string[]): string[] =>
      (
        JSON.parse(cli(['examples/config-repo', '--format', 'json', ...args]).stdout) as {
          skills: { name: string; tools?: string[] }[];
        }
      ).skills
        .filter((s) => s.tools)
        .map((s) => s.name);
    expect(listed([])).toEqual([]);
    expect(listed(['--sets'])).toHaveLength(8);
    // It changes what the JSON report lists, nothing else: with another format it is refused.
    const text = cli(['examples/config-repo', '--sets']);
    expect([text.status, text.stdout]).toEqual([2, '']);
  });
  it('--output writes the report to a file and nothing to stdout', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'acc-out-')), 'report.json');
    const r = cli(['examples/config-repo', '--format', 'json', '--output', out]);
    expect(r.stdout).toBe('');
    expect(JSON.parse(readFileSync(out, 'utf8')).summary.skills).toBe(8);
  });
  it('--output /dev/stdout writes to standard output when it is a socket', () => {
    // Node gives a child process sockets for its standard streams, which the system will not
    // open by name (ENXIO).
    const r = cli(['examples/config-repo', '--format', 'json', '--output', '/dev/stdout']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).summary.skills).toBe(8);
  });
  it('--config names another configuration file', () => {
    const dir = tempRepo({
      'conf.yml': 'rules:\n  unused-tool: error\n',
      'tools/t.yaml': 'name: x/t\ndescription: d\nsource: builtin\n',
    });
    const r = cli([dir, '--config', join(dir, 'conf.yml'), '--no-color']);
    expect(r.stdout).toMatch(
      /tools\/t\.yaml:1:7: error: tool 'x\/t' is not used by any skill \[unused-tool\]/,
    );
    expect(r.status).toBe(1);
  });
  it('a malformed file is a finding and the other files are still checked', () => {
    const dir = tempRepo({
      'tools/bad.yaml': 'name: [\n',
      'tools/good.yaml': 'name: x/good\ndescription: d\nsource: custom\n',
    });
    const r = cli([dir, '--no-color']);
    expect(r.stdout).toMatch(/tools\/bad\.yaml:1:8: error: .* \[yaml-syntax\]/);
    expect(r.stdout).toMatch(
      /tools\/good\.yaml:1:1: error: the document is missing required key 'code' when source is 'custom' \[schema\]/,
    );
  });
});

describe('formats', () => {
  it('json satisfies schemas/report.schema.json, for a clean and a broken repository', () => {
    const schema = JSON.parse(readFileSync(join(ROOT, 'schemas', 'report.schema.json'), 'utf8'));
    const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);
    for (const repo of ['examples/config-repo', 'examples/broken-repo']) {
      const report = JSON.parse(cli([repo, '--format', 'json']).stdout);
      expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
      expect(report.diagnostics.length > 0).toBe(repo.includes('broken'));
    }
  });

  it('sarif passes the SARIF multitool validator, GitHub rules included, with no errors or warnings', () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-sarif-'));
    const sarif = join(dir, 'out.sarif');
    cli(['examples/broken-repo', '--format', 'sarif', '--output', sarif]);
    const log = join(dir, 'validation.sarif');
    execFileSync(
      join(ROOT, 'node_modules', '.bin', 'sarif-multitool'),
      [
        'validate',
        sarif,
        '--output',
        log,
        '--log',
        'ForceOverwrite',
        '--level',
        'Error',
        'Warning',
        'Note',
      ].concat(['--rule-kind', 'Sarif', 'Gh', 'Ghas']),
      { stdio: 'pipe' },
    );
    const results = JSON.parse(readFileSync(log, 'utf8')).runs[0].results as {
      level?: string;
      ruleId: string;
      message: { id?: string };
    }[];
    // The notes left: rule ids in the spec's words (not AB1234), no code snippets or provenance.
    expect(results.filter((r) => r.level !== 'note').map((r) => `${r.ruleId} ${r.message.id}`)).toEqual([]);
    expect(results.filter((r) => r.message.id === 'Note_ProvideHelpUri')).toEqual([]);
    const parsed = JSON.parse(readFileSync(sarif, 'utf8'));
    expect(parsed.version).toBe('2.1.0');
    expect(parsed.runs[0].results.length).toBeGreaterThan(20);
  });

  it('sarif: every rule links its section of docs/rules.md, every result has a fingerprint', () => {
    const sarif = JSON.parse(cli(['examples/broken-repo', '--format', 'sarif']).stdout);
    const docs = readFileSync(join(ROOT, 'docs', 'rules.md'), 'utf8');
    for (const rule of sarif.runs[0].tool.driver.rules as { id: string; helpUri: string }[]) {
      expect(rule.helpUri).toBe(
        `https://github.com/agents-config-check/agents-config-check/blob/main/docs/rules.md#${rule.id}`,
      );
      expect(docs).toContain(`\n## ${rule.id}\n`);
    }
    const prints = (sarif.runs[0].results as { partialFingerprints: Record<string, string> }[]).map(
      (r) => r.partialFingerprints['agentsConfigCheck/v1'],
    );
    expect(prints.every((p) => /^[0-9a-f]{32}:\d+$/.test(p ?? ''))).toBe(true);
    expect(new Set(prints).size).toBe(prints.length);
  });

  it('sarif: a finding keeps its fingerprint when lines move above it; another finding has another', () => {
    const skill = (above: string, missing: string): string =>
      `${above}name: x/s\ndescription: d\ntools:\n  - x/t\n  - ${missing}\n`;
    const files = (above: string, missing = 'x/gone'): Record<string, string> => ({
      'tools/t.yaml': 'name: x/t\ndescription: d\nsource: builtin\nwat: 1\n',
      'skills/s.yaml': skill(above, missing),
    });
    const prints = (repo: Record<string, string>): Record<string, string> => {
      const results = JSON.parse(cli([tempRepo(repo), '--format', 'sarif']).stdout).runs[0].results as {
        ruleId: string;
        partialFingerprints: Record<string, string>;
        locations: { physicalLocation: { region: { startLine: number } } }[];
      }[];
      return Object.fromEntries(
        results.map((r) => [r.ruleId, `${r.partialFingerprints['agentsConfigCheck/v1']}`]),
      );
    };
    const before = prints(files(''));
    const moved = prints(files('# a comment\n# and another\n'));
    expect(Object.keys(before).sort()).toEqual(['schema', 'unknown-tool']);
    expect(moved).toEqual(before);
    expect(prints(files('', 'x/other'))['unknown-tool']).not.toBe(before['unknown-tool']);
  });

  it('text shows file:line:column: severity: message [rule] and a summary', () => {
    const lines = cli(['examples/broken-repo', '--no-color']).stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^[^:]+:\d+:\d+: (error|warning|note): .+ \[[a-z-]+\]$/);
    expect(lines.at(-1)).toMatch(/^\d+ errors, \d+ warnings, \d+ notes in \d+ files/);
  });
});

describe('with a base', () => {
  it('--only-new drops findings that are already on the base; json marks new ones', () => {
    const base = tempRepo({ 'tools/t.yaml': 'name: x/t\ndescription: d\nsource: builtin\ntimeout: 0\n' });
    const head = tempRepo({
      'tools/t.yaml': 'name: x/t\ndescription: d\nsource: builtin\ntimeout: 0\nwat: 1\n',
    });
    const all = JSON.parse(cli([head, '--base-dir', base, '--format', 'json']).stdout);
    expect(all.diagnostics.map((d: { rule: string; new: boolean }) => [d.rule, d.new])).toEqual([
      ['unused-tool', false],
      ['schema', false],
      ['schema', true],
    ]);
    const onlyNew = JSON.parse(cli([head, '--base-dir', base, '--format', 'json', '--only-new']).stdout);
    expect(onlyNew.diagnostics.map((d: { message: string }) => d.message)).toEqual(["unknown key 'wat'"]);
  });

  it('--allow-escalations turns escalations into notes and the run passes', () => {
    const args = ['examples/config-repo', '--base-dir', 'examples/config-repo-base'];
    expect(cli(args).status).toBe(1);
    const approved = cli([...args, '--allow-escalations', '--no-color']);
    expect(approved.status).toBe(0);
    expect(approved.stdout).toMatch(
      /note: 'local\/deploy' gains 'devops\/helm-deploy', which writes.*\(approved\) \[escalation\]/,
    );
  });
});

describe('configuration keys', () => {
  it('schemas: a folder of replacement schemas is used for its kinds, the shipped ones for the rest', () => {
    const tool = JSON.parse(readFileSync(join(ROOT, 'schemas', 'tool.schema.json'), 'utf8'));
    tool.required = [...tool.required, 'owner'];
    tool.properties.owner = { type: 'string' };
    const dir = tempRepo({
      '.agents-config-check.yml': 'schemas: policy\nrules:\n  unused-tool: off\n',
      'policy/tool.schema.json': JSON.stringify(tool),
      'tools/t.yaml': 'name: x/t\ndescription: d\nsource: builtin\n',
      'skills/s.yaml': 'name: x/s\nbogus: 1\n',
    });
    const r = cli([dir, '--no-color']);
    expect(r.stdout).toMatch(
      /tools\/t\.yaml:1:1: error: the document is missing required key 'owner' \[schema\]/,
    );
    expect(r.stdout).toMatch(/skills\/s\.yaml:2:1: error: unknown key 'bogus' \[schema\]/);
  });

  it('schemas: a replacement that does not compile is a configuration error (exit 2)', () => {
    const dir = tempRepo({
      '.agents-config-check.yml': 'schemas: policy\n',
      'policy/actor.schema.json': '{"type": "nope"}',
    });
    const r = cli([dir]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/policy\/actor\.schema\.json:1:1: not a valid JSON Schema: at \/type must be/);
  });

  it('ignore and custom globs decide which files are definitions', () => {
    const dir = tempRepo({
      '.agents-config-check.yml':
        'tools: ["defs/*.tool.yaml"]\nignore: ["defs/draft-*"]\nrules:\n  unused-tool: error\n',
      'defs/a.tool.yaml': 'name: x/a\ndescription: d\nsource: builtin\n',
      'defs/draft-b.tool.yaml': 'name: x/b\ndescription: d\nsource: builtin\n',
      'tools/not-a-tool.yaml': 'this is not looked at: [',
    });
    const report = JSON.parse(cli([dir, '--format', 'json']).stdout);
    expect(report.summary.files).toBe(1);
    expect(report.diagnostics.map((d: { file: string; rule: string }) => `${d.file} ${d.rule}`)).toEqual([
      'defs/a.tool.yaml unused-tool',
    ]);
  });
});
