// Usage and configuration errors through the built CLI, as a table: argv -> exit status and the
// first line of stderr. A mistake is exit 2 with one line naming what was given and what was
// expected; never exit 0 ("no problems in 0 files") and never exit 3 ("this is a bug").
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { lspCommand } from '../../src/lsp/server.js';

const CLI = join(import.meta.dirname, '..', '..', 'dist', 'cli.js');
const SECRET = 'SECRET_TOKEN=s3cr3t-do-not-print';
const TOOL = 'name: a/b\ndescription: d\nsource: builtin\n';
const GLOBS =
  'tools: **/tools/**/*.{yml,yaml}; skills: **/skills/**/*.{yml,yaml}; actors: **/actors/**/*.{yml,yaml}; mcp-servers: **/mcp-servers/**/*.{json,yml,yaml}';

let work = '';

function write(path: string, text: string): void {
  mkdirSync(join(work, path, '..'), { recursive: true });
  writeFileSync(join(work, path), text);
}

/** A repository folder under the work folder with one tool and, optionally, more files. */
function repo(name: string, files: Record<string, string> = {}): void {
  write(`${name}/tools/a.yaml`, TOOL);
  for (const [path, text] of Object.entries(files)) write(`${name}/${path}`, text);
}

function cli(args: string[]): { status: number; stderr: string; stdout: string } {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: work, encoding: 'utf8' });
  return { status: r.status ?? -1, stderr: r.stderr, stdout: r.stdout };
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'acc-usage-'));
  write('secret.txt', `${SECRET}\n`);
  write('file.txt', 'not a folder\n');
  mkdirSync(join(work, 'empty'));
  repo('ok', { 'list.yml': '- max-tools: 3\n' });
  repo('all-ignored', { '.agents-config-check.yml': 'ignore: ["**/tools/**"]\n' });
  repo('two-configs', { '.agents-config-check.yml': '', '.agents-config-check.yaml': '' });
  repo('linked-config');
  repo('folder-config');
  mkdirSync(join(work, 'folder-config', '.agents-config-check.yml'));
  symlinkSync(join(work, 'secret.txt'), join(work, 'linked-config', '.agents-config-check.yml'));
  repo('schemas-missing', { '.agents-config-check.yml': 'schemas: nope\n' });
  repo('schemas-file', { '.agents-config-check.yml': 'schemas: tools/a.yaml\n' });
  repo('schemas-outside', { '.agents-config-check.yml': 'schemas: ../ok\n' });
  repo('schemas-empty', { '.agents-config-check.yml': 'schemas: policy\n', 'policy/README': 'x\n' });
  repo('schemas-linked-file', { '.agents-config-check.yml': 'schemas: policy\n' });
  mkdirSync(join(work, 'schemas-linked-file', 'policy'));
  symlinkSync(join(work, 'secret.txt'), join(work, 'schemas-linked-file', 'policy', 'tool.schema.json'));
  repo('schemas-linked-folder', { '.agents-config-check.yml': 'schemas: policy\n' });
  mkdirSync(join(work, 'elsewhere'));
  write('elsewhere/tool.schema.json', '{}');
  symlinkSync(join(work, 'elsewhere'), join(work, 'schemas-linked-folder', 'policy'));
  repo('schemas-not-json', {
    '.agents-config-check.yml': 'schemas: policy\n',
    'policy/tool.schema.json': `{\n  "type": "object",\n  ${SECRET}\n}\n`,
  });
  repo('schemas-invalid', {
    '.agents-config-check.yml': 'schemas: policy\n',
    'policy/skill.schema.json': '{"type": "objec"}',
  });
  // Only the tool schema replaced, by one with another $id and none of the shipped $defs: the
  // shipped skill schema still refers to the shipped tool schema's capability definition.
  repo('schemas-partial', {
    '.agents-config-check.yml': 'schemas: policy\n',
    'policy/tool.schema.json': JSON.stringify({
      $id: 'https://example.com/our-tool.json',
      type: 'object',
      required: ['name', 'description', 'owner'],
    }),
    'skills/s.yaml':
      'name: a/s\ndescription: d\ntools:\n  - name: a/b\n    overrides:\n      capability:\n        writes: sometimes\nanonymous_tools:\n  - name: a/inline\n    description: d\n',
  });
  repo('many-mistakes', {
    '.agents-config-check.yml':
      'max-tool: 3\nrules:\n  unknown-tol: off\n  unused-tool: of\nfail-on: Warning\nmax-file-size: 0\ntools: tools/**\n',
  });
  repo('huge-number', { '.agents-config-check.yml': 'max-tokens: 1e400\n' });
  repo('nan-number', { '.agents-config-check.yml': 'max-tools: .nan\n' });
  repo('minus-infinity', { '.agents-config-check.yml': 'max-tools: -.inf\n' });
  repo('bad-value', { '.agents-config-check.yml': 'rules:\n  unknown-tool: of\n' });
});

// [what, argv, exit status, first line of stderr]
const CASES: [string, string[], number, string][] = [
  [
    'a root that does not exist',
    ['nope'],
    2,
    "agents-config-check: root 'nope' does not exist; expected the folder that holds the tools, skills and actors",
  ],
  [
    // Walked, it read every definition-like file of the disk for minutes.
    "the file system's root",
    ['/'],
    2,
    "agents-config-check: root '/' is the file system's root, which is not checked; expected the folder that holds the tools, skills and actors",
  ],
  [
    'a root that is a file',
    ['file.txt'],
    2,
    "agents-config-check: root 'file.txt' is a file, not a folder; expected the folder that holds the tools, skills and actors",
  ],
  [
    'a root where no file matches any kind',
    ['empty'],
    2,
    `agents-config-check: no file under root 'empty' matches the globs of any kind (${GLOBS})`,
  ],
  [
    // The ignore globs are named too: the kinds' globs alone did not say why the tools were not read.
    'a root whose every file is ignored',
    ['all-ignored'],
    2,
    `agents-config-check: no file under root 'all-ignored' matches the globs of any kind (${GLOBS}; ignore: **/tools/**)`,
  ],
  [
    '--base-dir that is a file',
    ['ok', '--base-dir', 'file.txt'],
    2,
    "agents-config-check: --base-dir 'file.txt' is a file, not a folder",
  ],
  [
    '--base-dir that does not exist',
    ['ok', '--base-dir', 'nope'],
    2,
    "agents-config-check: --base-dir 'nope' does not exist; expected a folder",
  ],
  [
    '--output into a folder that does not exist',
    ['ok', '--output', '/no/such/dir/x.txt'],
    2,
    "agents-config-check: cannot write --output '/no/such/dir/x.txt': the folder '/no/such/dir' does not exist",
  ],
  [
    '--output that is a folder',
    ['ok', '--output', 'empty'],
    2,
    "agents-config-check: cannot write --output 'empty': it is a folder",
  ],
  [
    '--output below a file',
    ['ok', '--output', 'file.txt/a/x.txt'],
    2,
    "agents-config-check: cannot write --output 'file.txt/a/x.txt': a folder on its path is a file",
  ],
  [
    'an unknown option',
    ['--colour'],
    2,
    "agents-config-check: unknown option '--colour'; did you mean '--color'?",
  ],
  [
    'an unknown option in capitals',
    ['ok', '--FORMAT', 'json'],
    2,
    "agents-config-check: unknown option '--FORMAT'; did you mean '--format'?",
  ],
  [
    'an unknown option with nothing near',
    ['--frobnicate'],
    2,
    "agents-config-check: unknown option '--frobnicate'",
  ],
  ['an unknown short option', ['-x'], 2, "agents-config-check: unknown option '-x'"],
  [
    'an unknown option of explain',
    ['explain', 'x/a', 'ok', '--bse', 'HEAD'],
    2,
    "agents-config-check explain: unknown option '--bse'; did you mean '--base'?",
  ],
  [
    'an option without its value',
    ['ok', '--format'],
    2,
    "agents-config-check: option '--format' needs a value",
  ],
  [
    'a switch given a value',
    ['ok', '--only-new=yes'],
    2,
    "agents-config-check: option '--only-new' takes no value",
  ],
  [
    'a format that is not one',
    ['ok', '--format', 'jsn'],
    2,
    "agents-config-check: --format must be one of text, json, sarif, markdown, github, not 'jsn'; did you mean 'json'?",
  ],
  [
    'a format in capitals',
    ['ok', '--format', 'JSON'],
    2,
    "agents-config-check: --format must be one of text, json, sarif, markdown, github, not 'JSON'; did you mean 'json'?",
  ],
  [
    'a fail-on level that is not one',
    ['ok', '--fail-on', 'eror'],
    2,
    "agents-config-check: --fail-on must be error, warning, note or never, not 'eror'; did you mean 'error'?",
  ],
  [
    '--max-warnings below -1',
    ['ok', '--max-warnings', '-2'],
    2,
    "agents-config-check: --max-warnings must be a whole number of warnings (0 or more, or -1 for no limit), not '-2'",
  ],
  [
    '--base-dir given as the empty string (an unset variable)',
    ['ok', '--base-dir', ''],
    2,
    'agents-config-check: --base-dir needs a value, not an empty one',
  ],
  [
    '-o given as the empty string',
    ['ok', '-o', ''],
    2,
    'agents-config-check: --output needs a value, not an empty one',
  ],
  [
    'an empty root',
    [''],
    2,
    'agents-config-check: the root folder is empty; name a folder, or . for this one',
  ],
  [
    '--max-warnings that is not a count',
    ['ok', '--max-warnings', 'some'],
    2,
    "agents-config-check: --max-warnings must be a whole number of warnings (0 or more, or -1 for no limit), not 'some'",
  ],
  [
    '--only-new without a base (it filtered nothing, silently)',
    ['ok', '--only-new'],
    2,
    'agents-config-check: --only-new needs a base to compare with: add --base REF or --base-dir DIR',
  ],
  [
    '--sets with the text format (it changed nothing, silently)',
    ['ok', '--sets'],
    2,
    'agents-config-check: --sets is for --format json: the text report lists no sets',
  ],
  [
    '--sets with the sarif format',
    ['ok', '--sets', '--format', 'sarif', '--base-dir', 'ok'],
    2,
    'agents-config-check: --sets is for --format json: the sarif report lists no sets',
  ],
  [
    '--color and --no-color',
    ['ok', '--color', '--no-color'],
    2,
    'agents-config-check: use --color or --no-color, not both',
  ],
  [
    '--format given twice, the long and the short way (the last was taken silently)',
    ['ok', '--format=json', '-f', 'text'],
    2,
    "agents-config-check: --format given twice ('json', then 'text'): give it once",
  ],
  [
    '--base given twice, with the same value',
    ['ok', '--base', 'HEAD', '--base', 'HEAD'],
    2,
    "agents-config-check: --base given twice ('HEAD', then 'HEAD'): give it once",
  ],
  [
    '--base of explain given twice',
    ['explain', 'x/a', 'ok', '--base', 'main', '--base', 'HEAD~1'],
    2,
    "agents-config-check explain: --base given twice ('main', then 'HEAD~1'): give it once",
  ],
  [
    '--out of mcp pin given twice',
    ['mcp', 'pin', '--out', 'a', '--out', 'b'],
    2,
    "agents-config-check mcp: --out given twice ('a', then 'b'): give it once",
  ],
  ['two roots', ['ok', 'empty'], 2, 'agents-config-check: expected one root folder, got 2: ok empty'],
  ['-c without its value', ['ok', '-c'], 2, "agents-config-check: option '--config' needs a value"],
  [
    '--config that does not exist, inside the root',
    ['ok', '--config', 'ok/nope.yml'],
    2,
    "agents-config-check: configuration 'ok/nope.yml' not found",
  ],
  [
    '--config that does not exist, outside the root',
    ['ok', '-c', 'nope.yml'],
    2,
    "agents-config-check: configuration 'nope.yml' not found",
  ],
  [
    '--config naming a file outside the root that is not a mapping: its kind, not its text',
    ['ok', '-c', 'secret.txt'],
    2,
    'agents-config-check: secret.txt:1:1: the configuration must be a mapping of settings, not a string',
  ],
  [
    '--config naming a list',
    ['ok', '-c', 'ok/list.yml'],
    2,
    'agents-config-check: ok/list.yml:1:1: the configuration must be a mapping of settings, not a list',
  ],
  [
    'both .agents-config-check.yml and .yaml in the root',
    ['two-configs'],
    2,
    'agents-config-check: both two-configs/.agents-config-check.yml and two-configs/.agents-config-check.yaml exist; keep one (they are one configuration)',
  ],
  [
    '--base in a folder that is in no git repository',
    ['ok', '--base', 'main'],
    2,
    "agents-config-check: --base 'main' names a git commit, but the root is in no git repository; use --base-dir to compare against a folder",
  ],
  [
    'a configuration file that is a symbolic link',
    ['linked-config'],
    2,
    "agents-config-check: configuration 'linked-config/.agents-config-check.yml' is not read: it is a symbolic link; links are not followed",
  ],
  [
    'a configuration file that is a folder',
    ['folder-config'],
    2,
    "agents-config-check: configuration 'folder-config/.agents-config-check.yml' is a folder, not a file",
  ],
  [
    'schemas: a folder that does not exist',
    ['schemas-missing'],
    2,
    "agents-config-check: schemas-missing/.agents-config-check.yml:1:10: schemas folder 'nope' does not exist; expected a folder holding tool.schema.json, skill.schema.json, actor.schema.json, mcp-server.schema.json",
  ],
  [
    'schemas: a file',
    ['schemas-file'],
    2,
    "agents-config-check: schemas-file/.agents-config-check.yml:1:10: schemas 'tools/a.yaml' is a file; expected a folder holding tool.schema.json, skill.schema.json, actor.schema.json, mcp-server.schema.json",
  ],
  [
    'schemas: outside the root',
    ['schemas-outside'],
    2,
    "agents-config-check: schemas-outside/.agents-config-check.yml:1:10: schemas folder '../ok' is not read: it is outside the root",
  ],
  [
    'schemas: a folder with none of the schema files',
    ['schemas-empty'],
    2,
    "agents-config-check: schemas-empty/.agents-config-check.yml:1:10: schemas folder 'policy' holds none of tool.schema.json, skill.schema.json, actor.schema.json, mcp-server.schema.json",
  ],
  [
    'schemas: a schema file that is a symbolic link',
    ['schemas-linked-file'],
    2,
    'agents-config-check: schemas-linked-file/policy/tool.schema.json:1:1: not read: it is a symbolic link; links are not followed',
  ],
  [
    'schemas: a folder that is a symbolic link',
    ['schemas-linked-folder'],
    2,
    "agents-config-check: schemas-linked-folder/.agents-config-check.yml:1:10: schemas folder 'policy' is not read: it is a symbolic link; links are not followed",
  ],
  [
    'schemas: a file that is not JSON',
    ['schemas-not-json'],
    2,
    'agents-config-check: schemas-not-json/policy/tool.schema.json:3:3: not valid JSON',
  ],
  [
    'schemas: a replacement that is not a JSON Schema',
    ['schemas-invalid'],
    2,
    'agents-config-check: schemas-invalid/policy/skill.schema.json:1:1: not a valid JSON Schema: at /type must be equal to one of the allowed values',
  ],
  [
    'a number too large to hold',
    ['huge-number'],
    2,
    "agents-config-check: huge-number/.agents-config-check.yml:1:13: 'max-tokens' must be a whole number from 1 to 100000000, not a number too large to hold",
  ],
  [
    'not a number',
    ['nan-number'],
    2,
    "agents-config-check: nan-number/.agents-config-check.yml:1:12: 'max-tools' must be a whole number from 1 to 100000, not '.nan', which is not a number",
  ],
  [
    'minus infinity',
    ['minus-infinity'],
    2,
    "agents-config-check: minus-infinity/.agents-config-check.yml:1:12: 'max-tools' must be a whole number from 1 to 100000, not a negative number too large to hold",
  ],
  [
    'a rule severity with a typo',
    ['bad-value'],
    2,
    "agents-config-check: bad-value/.agents-config-check.yml:2:17: rule 'unknown-tool' must be off, note, warning or error, not 'of'; did you mean 'off'?",
  ],
];

describe('usage errors: argv -> exit status and the first line of stderr', () => {
  it.each(CASES)('%s', (_what, argv, status, first) => {
    const r = cli(argv);
    expect({ status: r.status, first: r.stderr.split('\n')[0] }).toEqual({ status, first });
    // Nothing of a refused file is echoed.
    expect(r.stderr + r.stdout).not.toContain('SECRET');
  });

  // Root reads any folder: the permission cannot be taken away there.
  it.skipIf(process.getuid?.() === 0)(
    'a --base-dir the system refuses to list is exit 2, not an empty base',
    () => {
      mkdirSync(join(work, 'refused'));
      chmodSync(join(work, 'refused'), 0o000);
      try {
        const r = cli(['ok', '--base-dir', 'refused']);
        expect([r.status, r.stderr.split('\n')[0]]).toEqual([
          2,
          "agents-config-check: --base-dir 'refused': the folder cannot be read (EACCES)",
        ]);
      } finally {
        chmodSync(join(work, 'refused'), 0o755);
      }
    },
  );

  it('a partial schemas folder: the replaced kind uses it, the others the shipped schemas', () => {
    const r = cli(['schemas-partial', '--format', 'json']);
    expect([r.status, r.stderr]).toEqual([1, '']);
    const found = (
      JSON.parse(r.stdout) as { diagnostics: { file: string; line: number; message: string }[] }
    ).diagnostics
      .filter((d) => d.message.includes('owner') || d.message.includes('writes'))
      .map((d) => `${d.file}:${d.line}: ${d.message}`);
    expect(found).toEqual([
      "skills/s.yaml:7: 'tools[0].overrides.capability.writes' must be boolean, not string",
      "skills/s.yaml:9: 'anonymous_tools[0]' is missing required key 'owner'",
      "tools/a.yaml:1: the document is missing required key 'owner'",
    ]);
  });

  it('every mistake in the configuration at once, in file order, each at its line and column', () => {
    const r = cli(['many-mistakes']);
    expect(r.status).toBe(2);
    expect(r.stderr.trimEnd().split('\n')).toEqual([
      "agents-config-check: many-mistakes/.agents-config-check.yml:1:1: unknown key 'max-tool'; did you mean 'max-tools'?",
      "agents-config-check: many-mistakes/.agents-config-check.yml:3:3: unknown rule 'unknown-tol'; did you mean 'unknown-tool'?",
      "agents-config-check: many-mistakes/.agents-config-check.yml:4:16: rule 'unused-tool' must be off, note, warning or error, not 'of'; did you mean 'off'?",
      "agents-config-check: many-mistakes/.agents-config-check.yml:5:10: 'fail-on' must be error, warning, note or never, not 'Warning'; did you mean 'warning'?",
      "agents-config-check: many-mistakes/.agents-config-check.yml:6:16: 'max-file-size' must be a whole number from 1 to 1073741824, not 0",
      "agents-config-check: many-mistakes/.agents-config-check.yml:7:8: 'tools' must be a list, not 'tools/**'",
    ]);
  });

  // SPEC §2: a `file:line:column` a person reads opens from where they stand. A configuration
  // mistake named its file from the root (`.agents-config-check.yml:1:1` of `many-mistakes`,
  // `schemas/…` of the configuration's folder), which opened nothing from the current folder.
  it('names the file of a mistake from the current folder, wherever the root and the file are', () => {
    write('above/.git/HEAD', 'ref: refs/heads/main\n');
    write('above/.agents-config-check.yml', 'max-tool: 3\n');
    repo('above/agents');
    write('outside.yml', 'max-tool: 3\n');
    repo('schemas-above/agents');
    write('schemas-above/.git/HEAD', 'ref: refs/heads/main\n');
    write('schemas-above/.agents-config-check.yml', 'schemas: policy\n');
    write('schemas-above/policy/tool.schema.json', '{,}');
    const first = (args: string[], cwd = work): string =>
      spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8' }).stderr.split('\n')[0] ?? '';
    // A file named outside the root is not quoted, our key is; one found above the root is.
    const unknown = ": unknown key; did you mean 'max-tools'?";
    const found = ": unknown key 'max-tool'; did you mean 'max-tools'?";
    expect(first(['above/agents'])).toBe(`agents-config-check: above/.agents-config-check.yml:1:1${found}`);
    expect(first(['ok', '-c', 'outside.yml'])).toBe(`agents-config-check: outside.yml:1:1${unknown}`);
    expect(first(['.', '-c', '../../outside.yml'], join(work, 'ok', 'tools'))).toBe(
      `agents-config-check: ../../outside.yml:1:1${unknown}`,
    );
    expect(first(['schemas-above/agents'])).toBe(
      'agents-config-check: schemas-above/policy/tool.schema.json:1:2: not valid JSON',
    );
    expect(first(['.'], join(work, 'above', 'agents'))).toBe(
      `agents-config-check: ../.agents-config-check.yml:1:1${found}`,
    );
  });

  it('the same root checks pass a real repository', () => {
    expect(cli(['ok']).status).toBe(0);
  });
});

// A folder named like a command (`mcp`, `explain`, `lsp`) given first was taken as the command,
// and its usage error did not say why: `mcp --base HEAD` was "unknown mcp command '--base'", and
// `lsp` with no editor on its input ended with 0, having checked nothing.
describe('a first argument that is a command and also a folder', () => {
  let here = '';
  const run = (args: string[]): { status: number; first: string } => {
    const r = spawnSync(process.execPath, [CLI, ...args], { cwd: here, encoding: 'utf8', input: '' });
    return { status: r.status ?? -1, first: r.stderr.split('\n')[0] ?? '' };
  };
  const also = (word: string): string => `; '${word}' is also a folder here: to check it, use ./${word}`;

  beforeAll(() => {
    here = mkdtempSync(join(tmpdir(), 'acc-words-'));
    for (const word of ['mcp', 'explain', 'lsp']) {
      mkdirSync(join(here, word, 'tools'), { recursive: true });
      writeFileSync(join(here, word, 'tools', 'a.yaml'), TOOL);
    }
  });

  it.each<[string[], string]>([
    [['mcp'], `agents-config-check mcp: mcp needs pin or verify${also('mcp')}`],
    [['mcp', '--base', 'HEAD'], `agents-config-check mcp: unknown mcp command '--base'${also('mcp')}`],
    [
      ['explain', '--format', 'json'],
      `agents-config-check explain: explain needs the name of an actor, skill or tool${also('explain')}`,
    ],
    [['lsp', '--only-new'], `agents-config-check: lsp: unknown argument '--only-new'${also('lsp')}`],
    [['lsp'], `agents-config-check: lsp: standard input ended before an editor sent anything${also('lsp')}`],
  ])('%j: a usage error that names the folder', (args, first) => {
    expect(run(args)).toEqual({ status: 2, first });
  });

  it('./mcp is the folder; where no folder has the name, no word of one', () => {
    expect(run(['./mcp']).status).toBe(0);
    const elsewhere = spawnSync(process.execPath, [CLI, 'mcp'], { cwd: work, encoding: 'utf8' });
    expect([elsewhere.status, elsewhere.stderr.split('\n')[0]]).toEqual([
      2,
      'agents-config-check mcp: mcp needs pin or verify',
    ]);
  });

  it('lsp on a terminal is no editor: a usage error, not a server waiting on the keyboard', () => {
    const written: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((text) => {
      written.push(String(text));
      return true;
    });
    try {
      expect(lspCommand([], also('lsp'), true)).toBe(2);
    } finally {
      spy.mockRestore();
    }
    expect(written.join('').split('\n')[0]).toBe(
      `agents-config-check: lsp: standard input is a terminal, and the language server talks to an editor over it${also('lsp')}`,
    );
  });
});

// An argument a workflow fills in from text it does not control (`--base ${{ … }}`, an input) was
// quoted raw in a usage error: its escape sequences reached the terminal, and a line break in it
// started a line of stderr with `::error::`, which the Actions runner reads as a command.
describe('a usage error quotes the arguments as any quoted text is', () => {
  const HOSTILE = 'x\u001b[2J\n::error::forged\n##[warning]forged';
  const SHOWN = ['x\\x1b[2J', '::error::forged', '#\\x23[warning]forged'];

  it.each<[string, string[], string]>([
    ['a format', ['ok', '--format', HOSTILE], 'agents-config-check: --format must be one of'],
    ['a fail-on level', ['ok', '--fail-on', HOSTILE], 'agents-config-check: --fail-on must be'],
    ['a second root', ['ok', HOSTILE], 'agents-config-check: expected one root folder'],
    [
      'a repeated base',
      ['ok', '--base', 'HEAD', '--base', HOSTILE],
      'agents-config-check: --base given twice',
    ],
    ['an explain format', ['explain', 'a/b', '--format', HOSTILE], 'agents-config-check explain: --format'],
    ['an mcp timeout', ['mcp', 'pin', '--timeout', HOSTILE], 'agents-config-check mcp: --timeout'],
    ['an lsp argument', ['lsp', HOSTILE], "agents-config-check: lsp: unknown argument 'x"],
    [
      'an --output path',
      ['ok', '-o', `/no/such/${HOSTILE}`],
      "agents-config-check: cannot write --output '/no/",
    ],
  ])('%s: exit 2, no control character, each line ours', (_what, argv, start) => {
    const r = cli(argv);
    expect(r.status).toBe(2);
    expect(r.stderr.startsWith(start)).toBe(true);
    // eslint-disable-next-line no-control-regex
    expect(r.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
    expect(r.stderr).not.toContain('##[');
    for (const line of r.stderr.split('\n')) expect(line.trimStart()).not.toMatch(/^::/);
    for (const shown of SHOWN) expect(r.stderr).toContain(shown);
  });
});

// With no `git` on PATH every question to git failed as outside a repository: "the root is in no
// git repository", in a clone, which sent the user after the wrong cause.
describe('--base where git cannot be run', () => {
  it('says so, in a clone too (exit 2)', () => {
    const clone = join(work, 'clone');
    repo('clone');
    expect(spawnSync('git', ['init', '-q', clone]).status).toBe(0);
    const r = spawnSync(process.execPath, [CLI, 'clone', '--base', 'HEAD'], {
      cwd: work,
      encoding: 'utf8',
      env: { PATH: join(work, 'empty') },
    });
    expect([r.status, r.stderr]).toEqual([
      2,
      "agents-config-check: --base 'HEAD' names a git commit, but git cannot be run (no 'git' command on PATH); install it, or use --base-dir to compare against a folder\n",
    ]);
  });
});

// A clone owned by another user (a container job on a runner's workspace): git refuses it as of
// "dubious ownership", and the CLI said the root was in no git repository. Git's own switch for
// its tests makes it take the clone as another user's.
describe('--base in a clone git refuses as owned by another user', () => {
  it('names safe.directory, not a missing repository (exit 2)', () => {
    const clone = join(work, 'refused-clone');
    repo('refused-clone');
    expect(spawnSync('git', ['init', '-q', clone]).status).toBe(0);
    const r = spawnSync(process.execPath, [CLI, 'refused-clone', '--base', 'HEAD'], {
      cwd: work,
      encoding: 'utf8',
      env: { ...process.env, GIT_TEST_ASSUME_DIFFERENT_OWNER: '1' },
    });
    expect([r.status, r.stderr]).toEqual([
      2,
      "agents-config-check: --base 'HEAD' cannot be read: git refuses the repository the root is in, as it belongs to another user (git's safe.directory); if it is yours to trust, add its top folder with git config --global --add safe.directory, or run as its owner\n",
    ]);
  });
});

// A repository with no commit yet (`git init`, `git checkout --orphan`): --base HEAD was sent to
// fetch 'HEAD' from origin, which no fetch brings.
describe('--base on a branch with no commit yet', () => {
  it.each([
    ['HEAD', "base 'HEAD' names no commit: the branch 'trunk' has none yet"],
    ['trunk~1', "base 'trunk~1' names no commit: the branch 'trunk' has none yet"],
    ['refs/heads/trunk', "base 'refs/heads/trunk' names no commit: the branch 'trunk' has none yet"],
  ])('--base %s says the branch has no commit (exit 2)', (ref, said) => {
    const unborn = join(work, 'unborn');
    repo('unborn');
    expect(spawnSync('git', ['init', '-q', '-b', 'trunk', unborn]).status).toBe(0);
    const r = cli(['unborn', '--base', ref]);
    expect([r.status, r.stderr]).toEqual([
      2,
      `agents-config-check: ${said}; commit first, or use --base-dir to compare against a folder\n`,
    ]);
  });
});
