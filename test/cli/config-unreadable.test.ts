// A configuration file the checker cannot or should not read, through the built CLI: each is exit 2
// with one line naming the file from the current folder and why, read without waiting (a FIFO is
// never opened for reading) and without echoing what it holds. The machine runs the tests as root,
// so a file's permissions cannot stop a read: these are the shapes that can.
//
// A file that holds no settings (empty, only a comment, `null`, `~`, a bare `---`) is one YAML
// document whose value is null: it is the defaults, as ESLint (`yaml.load(...) || {}`) and
// actionlint read an empty configuration, not a mistake. Written settings that are not a mapping
// (a list, a string) are a mistake at 1:1.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const CLI = join(import.meta.dirname, '..', '..', 'dist', 'cli.js');
const SECRET = 'SECRET_TOKEN=s3cr3t-do-not-print';
const TOOL = 'name: a/b\ndescription: d\nsource: builtin\n';
const NAME = '.agents-config-check.yml';

let work = '';

/** A repository with one tool and, when given, its configuration made by `make` at `path`. */
function repo(name: string, make?: (path: string) => void): void {
  mkdirSync(join(work, name, 'tools'), { recursive: true });
  writeFileSync(join(work, name, 'tools', 'a.yaml'), TOOL);
  make?.(join(work, name, NAME));
}

const text =
  (content: string | Buffer) =>
  (path: string): void =>
    writeFileSync(path, content);

function cli(args: string[]): { status: number | null; stderr: string; stdout: string } {
  // A bounded wait: a run that hangs on a FIFO fails here, rather than holding the test file.
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: work, encoding: 'utf8', timeout: 20_000 });
  return { status: r.status, stderr: r.stderr, stdout: r.stdout };
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'acc-config-unreadable-'));
  writeFileSync(join(work, 'secret.yml'), `rules: {}\n# ${SECRET}\n`);
  repo('plain');
  repo('folder', (path) => mkdirSync(path));
  repo('fifo', (path) => execFileSync('mkfifo', [path]));
  repo('dangling', (path) => symlinkSync(join(work, 'nowhere.yml'), path));
  repo('linked', (path) => symlinkSync(join(work, 'secret.yml'), path));
  repo('large', text(`# ${'x'.repeat(1024 * 1024)}\n${SECRET}\n`));
  repo('utf16', text(Buffer.from(`\ufeffrules: {}\n# ${SECRET}\n`, 'utf16le')));
  repo('binary', text(`rules: {}\n\0${SECRET}\n`));
  repo('list', text('- rules\n'));
  repo('string', text(`${SECRET}\n`));
  repo('empty', text(''));
  repo('comment', text(`# ${SECRET}\n`));
  repo('null', text('null\n'));
  repo('tilde', text('~\n'));
  repo('bare-document', text('---\n...\n'));
  // Found above the root, in the repository: read by the same rules.
  mkdirSync(join(work, 'above', '.git'), { recursive: true });
  repo('above/agents');
  execFileSync('mkfifo', [join(work, 'above', NAME)]);
  mkdirSync(join(work, 'linked-above', '.git'), { recursive: true });
  repo('linked-above/agents');
  symlinkSync(join(work, 'secret.yml'), join(work, 'linked-above', NAME));
  symlinkSync(join(work, 'secret.yml'), join(work, 'linked-outside.yml'));
});

describe('a configuration file that cannot be read is exit 2, naming it from the current folder', () => {
  it.each([
    ['a folder', 'folder', `configuration 'folder/${NAME}' is a folder, not a file`],
    [
      'a FIFO, never opened for reading',
      'fifo',
      `configuration 'fifo/${NAME}' is not read: not a regular file`,
    ],
    [
      'a FIFO above the root',
      'above/agents',
      `configuration 'above/${NAME}' is not read: not a regular file`,
    ],
    [
      'a dangling symbolic link',
      'dangling',
      `configuration 'dangling/${NAME}' is not read: it is a symbolic link; links are not followed`,
    ],
    [
      'a symbolic link to a file outside the root',
      'linked',
      `configuration 'linked/${NAME}' is not read: it is a symbolic link; links are not followed`,
    ],
    // Inside the root, the walk said "it is"; above it and through --config, the read said "the file is".
    [
      'a symbolic link above the root',
      'linked-above/agents',
      `configuration 'linked-above/${NAME}' is not read: it is a symbolic link; links are not followed`,
    ],
    [
      'a file over the size limit',
      'large',
      `configuration 'large/${NAME}' is not read: the file is 1,048,612 bytes, over the 1,048,576 bytes limit (max-file-size)`,
    ],
    [
      'a file in UTF-16',
      'utf16',
      `configuration 'utf16/${NAME}' is not read: the file is UTF-16LE text; the checker reads UTF-8, so save it as UTF-8`,
    ],
    [
      'a binary file',
      'binary',
      `configuration 'binary/${NAME}' is not read: the file is binary (it contains NUL bytes)`,
    ],
    ['a list', 'list', `list/${NAME}:1:1: the configuration must be a mapping of settings, not a list`],
    [
      'a string: its kind, not its text',
      'string',
      `string/${NAME}:1:1: the configuration must be a mapping of settings, not a string`,
    ],
  ])('%s', (_what, root, message) => {
    const started = Date.now();
    const r = cli([root]);
    expect([r.status, r.stderr, r.stdout]).toEqual([2, `agents-config-check: ${message}\n`, '']);
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});

it('a symbolic link named by --config outside the root reads as one inside it', () => {
  const r = cli(['plain', '--config', 'linked-outside.yml']);
  expect([r.status, r.stderr, r.stdout]).toEqual([
    2,
    "agents-config-check: configuration 'linked-outside.yml' is not read: it is a symbolic link; links are not followed\n",
    '',
  ]);
});

describe('a configuration file that holds no settings is the defaults', () => {
  it.each(['empty', 'comment', 'null', 'tilde', 'bare-document'])('%s', (root) => {
    const r = cli([root]);
    const defaults = cli(['plain']);
    expect(defaults.status).toBe(0);
    expect([r.status, r.stderr, r.stdout]).toEqual([0, '', defaults.stdout.replaceAll('plain/', `${root}/`)]);
  });
});

// Opened for reading, even without waiting (O_NONBLOCK), a FIFO releases a writer blocked on it,
// whose write then fails: a check must leave what it refuses as it found it.
describe('a FIFO as the configuration is never opened', () => {
  it.each([
    ['at the root', ['fifo'], `fifo/${NAME}`],
    ['above the root', ['above/agents'], `above/${NAME}`],
    ['named by --config', ['plain', '--config', `fifo/${NAME}`], `fifo/${NAME}`],
  ])('%s: a writer waiting on it still waits', async (_where, args, fifo) => {
    const writer = spawn('sh', ['-c', 'echo x > "$0"', join(work, fifo)], { stdio: 'ignore' });
    const ended = new Promise((resolve) => writer.on('exit', resolve));
    try {
      const r = cli(args);
      expect([r.status, r.stderr]).toEqual([
        2,
        `agents-config-check: configuration '${fifo}' is not read: not a regular file\n`,
      ]);
      // The writer's end, had the run opened the FIFO, is told once the event loop runs again.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect([writer.exitCode, writer.signalCode]).toEqual([null, null]);
    } finally {
      writer.kill();
      await ended;
    }
  });
});
