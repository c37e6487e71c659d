// `-o`/`--output` through the built CLI: `-o -` wrote a file named `-` (most tools read it as
// standard output), and `-o tools/a.yaml` replaced the user's tool with the report on it, as did
// an output naming the configuration, an inventory or an Agent Skills file. `-` is now standard
// output, and a file the check read (the configuration's schemas and a --base-dir folder's files too)
// is refused (exit 2, naming it) before anything is written.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const CLI = join(import.meta.dirname, '..', '..', 'dist', 'cli.js');
const TOOL = 'name: x/a\ndescription: A tool.\nsource: builtin\nunknown_key: 1\n';
const FILES: Record<string, string> = {
  'tools/a.yaml': TOOL,
  'mcp-servers/s.json': '{"server": "s", "tools": []}\n',
  'skills/s.yaml': 'name: team/s\nagent_skills: [agent-skills/k]\n',
  'agent-skills/k/SKILL.md': '---\nname: k\ndescription: A skill.\n---\nBody.\n',
  '.agents-config-check.yml': 'fail-on: error\n',
};

function tree(): string {
  const dir = mkdtempSync(join(tmpdir(), 'acc-output-'));
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

function cli(args: string[], cwd: string): { stdout: string; stderr: string; status: number } {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 30_000,
  });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status ?? -1 };
}

describe('-o -', () => {
  it('is standard output, and writes no file named -', () => {
    const dir = tree();
    const r = cli(['-o', '-', '--format', 'json'], dir);
    expect(r.status).toBe(1);
    const findings = JSON.parse(r.stdout).diagnostics;
    expect(findings).toContainEqual(
      expect.objectContaining({ rule: 'schema', file: 'tools/a.yaml', line: 4 }),
    );
    expect(existsSync(join(dir, '-'))).toBe(false);
  });

  it('--output=- too', () => {
    const dir = tree();
    const r = cli(['--output=-'], dir);
    expect(r.stdout).toContain('tools/a.yaml:4:1: error:');
    expect(existsSync(join(dir, '-'))).toBe(false);
  });
});

describe('an --output that is a file the check reads', () => {
  it.each(['tools/a.yaml', 'mcp-servers/s.json', 'agent-skills/k/SKILL.md', '.agents-config-check.yml'])(
    '%s is refused, named, and left as it was',
    (path) => {
      const dir = tree();
      const r = cli(['-o', path], dir);
      expect(r.status).toBe(2);
      expect(r.stderr).toBe(
        `agents-config-check: cannot write --output '${path}': it is a file the check reads; write the report to another\n`,
      );
      expect(r.stdout).toBe('');
      expect(readFileSync(join(dir, path), 'utf8')).toBe(FILES[path]);
    },
  );

  it('so is a --config file outside the root', () => {
    const top = mkdtempSync(join(tmpdir(), 'acc-output-'));
    const dir = tree();
    writeFileSync(join(top, 'shared.yaml'), 'fail-on: warning\n');
    const r = cli([dir, '--config', 'shared.yaml', '-o', 'shared.yaml'], top);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("cannot write --output 'shared.yaml': it is a file the check reads");
    expect(readFileSync(join(top, 'shared.yaml'), 'utf8')).toBe('fail-on: warning\n');
  });

  it('so is another spelling of its path, or a link to it', () => {
    const dir = tree();
    symlinkSync(join(dir, 'tools', 'a.yaml'), join(dir, 'report.txt'));
    for (const path of ['./tools/../tools/a.yaml', join(dir, 'tools', 'a.yaml'), 'report.txt']) {
      const r = cli(['-o', path], dir);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(`cannot write --output '${path}': it is a file the check reads`);
    }
    expect(readFileSync(join(dir, 'tools', 'a.yaml'), 'utf8')).toBe(TOOL);
  });

  it('so is a schema file the configuration names', () => {
    const dir = tree();
    const schema = '{"type": "object"}\n';
    mkdirSync(join(dir, 'schemas'));
    writeFileSync(join(dir, 'schemas', 'skill.schema.json'), schema);
    writeFileSync(join(dir, '.agents-config-check.yml'), 'schemas: schemas\n');
    const r = cli(['-o', 'schemas/skill.schema.json'], dir);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(
      "cannot write --output 'schemas/skill.schema.json': it is a file the check reads",
    );
    expect(readFileSync(join(dir, 'schemas', 'skill.schema.json'), 'utf8')).toBe(schema);
  });

  it.each(['tools/a.yaml', 'agent-skills/k/SKILL.md', '.agents-config-check.yml'])(
    "so is a --base-dir folder's %s",
    (path) => {
      const [base, head] = [tree(), tree()];
      const r = cli([head, '--base-dir', base, '-o', join(base, path)], head);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(`cannot write --output '${join(base, path)}': it is a file the check reads`);
      expect(readFileSync(join(base, path), 'utf8')).toBe(FILES[path]);
    },
  );

  it('while a file the check does not read is written', () => {
    const dir = tree();
    writeFileSync(join(dir, 'report.txt'), 'old\n');
    const r = cli(['-o', 'report.txt'], dir);
    expect(r.status).toBe(1);
    expect(readFileSync(join(dir, 'report.txt'), 'utf8')).toContain('tools/a.yaml:4:1: error:');
  });
});
