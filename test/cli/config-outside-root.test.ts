// A configuration file named outside the root (`--config /etc/passwd`, `--config ../team.yaml`)
// had its unknown keys, the values of known keys, unknown rule ids, alias and tag names and globs
// quoted in messages: `--config /etc/shadow` printed each line ending in `:` as an unknown key.
// Nothing the user wrote is echoed from outside the root (SPEC §2): each mistake is named by its
// place and in our words, with "did you mean" naming our keys only. Inside the root, and in the
// project's own file found above it, the quoting stays.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { git } from '../git-helpers.js';

const CLI = join(import.meta.dirname, '..', '..', 'dist', 'cli.js');
const FORMATS = ['text', 'json', 'sarif', 'markdown', 'github'];
const TOOL = 'name: x/a\ndescription: A tool.\nsource: builtin\nunknown_key: 1\n';

/** A folder holding the root `agents` (one tool) and, beside it, the configuration. */
function outside(config: string, name = 'shared.yaml'): string {
  const top = mkdtempSync(join(tmpdir(), 'acc-config-outside-'));
  mkdirSync(join(top, 'agents', 'tools'), { recursive: true });
  writeFileSync(join(top, 'agents', 'tools', 'a.yaml'), TOOL);
  writeFileSync(join(top, name), config);
  return top;
}

function cli(args: string[], cwd: string): { out: string; stderr: string; status: number } {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', timeout: 30_000 });
  return { out: `${r.stdout}${r.stderr}`, stderr: r.stderr, status: r.status ?? -1 };
}

const MISTAKES: [what: string, config: string, lines: string[]][] = [
  ['an unknown key', 'SECRET_TOKEN_abc123: x\n', ['shared.yaml:1:1: unknown key']],
  [
    "a known key's value",
    'fail-on: SECRET_abc\n',
    ["shared.yaml:1:10: 'fail-on' must be error, warning, note or never"],
  ],
  [
    "an override's unknown rule",
    'overrides: [{files: ["**"], rules: {SECRET_rule: off}}]\n',
    ['shared.yaml:1:37: unknown rule'],
  ],
  ['an alias', 'fail-on: *SECRET_anchor\n', ['shared.yaml:1:10: not valid YAML here']],
  ['a tag', 'fail-on: !SECRET_tag error\n', ['shared.yaml:1:10: not valid YAML here']],
  ['a repeated key', 'SECRET_dup: 1\nSECRET_dup: 2\n', ['shared.yaml:2:1: a key repeated in its mapping']],
  [
    'lines of /etc/shadow',
    'root:SECRET_hash:19000:0:99999:7:::\nSECRET_daemon:\n',
    ['shared.yaml:1:1: unknown key', 'shared.yaml:2:1: unknown key'],
  ],
  [
    'rules, numbers and globs',
    'rules: {SECRET_rule: SECRET_v, schema: SECRET_w}\nmax-file-size: SECRET_n\ntools: ["/SECRET_abs/**", "../SECRET_up/**"]\n',
    [
      'shared.yaml:1:9: unknown rule',
      'shared.yaml:1:22: a rule must be off, note, warning or error',
      "shared.yaml:1:40: rule 'schema' must be off, note, warning or error",
      "shared.yaml:2:16: 'max-file-size' must be a whole number from 1 to 1073741824",
      "shared.yaml:3:9: 'tools[0]' is absolute: globs are relative to the root folder",
      "shared.yaml:3:27: 'tools[1]' holds a '..' segment: globs match paths below the root, which hold none",
    ],
  ],
  [
    'a schemas folder that does not exist',
    'schemas: SECRET_schemas\n',
    [
      'shared.yaml:1:10: schemas folder does not exist; expected a folder holding tool.schema.json, skill.schema.json, actor.schema.json, mcp-server.schema.json',
    ],
  ],
  // Our key is named, as it is ours: the hint stays.
  ['a misspelt key', 'fail-onn: error\n', ["shared.yaml:1:1: unknown key; did you mean 'fail-on'?"]],
];

describe('a --config file outside the root', () => {
  it.each(MISTAKES)(
    '%s: placed, in our words, quoting none of it, in every format',
    (_what, config, lines) => {
      const top = outside(config);
      for (const format of FORMATS) {
        const r = cli(['agents', '--config', 'shared.yaml', '--format', format], top);
        expect(r.status).toBe(2);
        expect(r.stderr).toBe(lines.map((line) => `agents-config-check: ${line}\n`).join(''));
        expect(r.out).not.toContain('SECRET');
      }
    },
  );

  it('a valid one: its findings quote none of it, in every format', () => {
    const top = outside(
      'fail-on: &SECRET_anchor error\noverrides:\n  - files: ["SECRET_glob/**"]\n    rules: {schema: warning}\n',
    );
    for (const format of FORMATS) {
      const r = cli(['agents', '--config', 'shared.yaml', '--format', format], top);
      expect(r.status).toBe(1);
      expect(r.out).not.toContain('SECRET');
    }
    const text = cli(['agents', '--config', 'shared.yaml'], top).out;
    expect(text).toContain(
      'shared.yaml:3:13: warning: an overrides glob matches none of the checked files, so its rules change nothing [config]',
    );
    expect(text).toContain("agents/tools/a.yaml:4:1: error: unknown key 'unknown_key' [schema]");
  });

  // Found by its name above the root, up to the repository's top, it is the project's own
  // configuration (`root: agents` with the file at the top), quoted as one in the root is.
  it('one found above the root, in the repository, is quoted', () => {
    const top = outside('max-tool: 1\n', '.agents-config-check.yml');
    git(top, 'init', '-q');
    const r = cli(['agents'], top);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      "agents-config-check: .agents-config-check.yml:1:1: unknown key 'max-tool'; did you mean 'max-tools'?\n",
    );
  });

  it('inside the root, the mistakes quote it as before', () => {
    const top = outside('SECRET_key: 1\nfail-on: SECRET_v\n', join('agents', 'c.yaml'));
    const r = cli(['agents', '--config', 'agents/c.yaml'], top);
    expect(r.stderr).toBe(
      "agents-config-check: agents/c.yaml:1:1: unknown key 'SECRET_key'\nagents-config-check: agents/c.yaml:2:10: 'fail-on' must be error, warning, note or never, not 'SECRET_v'\n",
    );
  });
});
