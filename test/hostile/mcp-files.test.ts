// The files `mcp pin` and `mcp verify` read, by the rules the check reads files by (SPEC §2, §9):
// a pinned inventory that is a link was followed, and what it led to was echoed in the JSON
// parse error ("root:x:0:0"...); a FIFO in its place was waited on for ever, and so was one in
// place of .mcp.json or of the configuration. Each is now a failure that says what it is.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI, repo } from './helpers.js';

const SECRET = 'acc-outside-secret-5d1e';
/** A server that is never started: a pinned file that cannot be read is failed before. */
const MCP_JSON = JSON.stringify({ mcpServers: { s: { command: 'node', args: ['-e', 'process.exit(1)'] } } });

function verify(cwd: string): { status: number | null; out: string } {
  const r = spawnSync(process.execPath, [CLI, 'mcp', 'verify'], {
    cwd,
    encoding: 'utf8',
    timeout: 20_000,
    killSignal: 'SIGKILL',
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

describe('mcp verify reads the pinned inventory as the check does', () => {
  it('a link is not followed, and nothing it leads to is shown', () => {
    const outside = join(mkdtempSync(join(tmpdir(), 'acc-outside-')), 'secret.txt');
    writeFileSync(outside, `${SECRET}\n`);
    const dir = repo({ '.mcp.json': MCP_JSON, 'mcp-servers/keep': '' });
    symlinkSync(outside, join(dir, 'mcp-servers', 's.json'));
    const run = verify(dir);
    expect(run.status).toBe(1);
    expect(run.out).toContain(
      "s: failed: cannot read 'mcp-servers/s.json': it is a symbolic link; links are not followed",
    );
    expect(run.out).not.toContain(SECRET);
    expect(run.out).not.toContain(outside);
  });

  it.each([
    [
      'the pinned inventory',
      'mcp-servers/s.json',
      /s: failed: cannot read 'mcp-servers\/s\.json': not a regular file/,
    ],
    ['.mcp.json', '.mcp.json', /cannot read '\.mcp\.json': not a regular file/],
    ['the configuration', '.agents-config-check.yml', /s: not pinned|no mcp-servers\/s\.json/],
  ])('a FIFO in place of %s is not waited on', (_what, fifo, message) => {
    const dir = repo({ '.mcp.json': MCP_JSON, 'mcp-servers/keep': '' });
    if (fifo === '.mcp.json') rmSync(join(dir, '.mcp.json'));
    spawnSync('mkfifo', [join(dir, fifo)]);
    const run = verify(dir);
    expect(run.status).not.toBeNull();
    expect(run.out).toMatch(message);
  });
});

// The configuration's mcp-servers globs are read leniently, for the folder to write to: one that
// picomatch refuses (longer than it takes) threw out of `mcp verify`, an internal error (exit 3).
describe('mcp verify with a glob the check calls bad', () => {
  it('is no internal error', () => {
    const dir = repo({
      '.mcp.json': MCP_JSON,
      '.agents-config-check.yml': `mcp-servers: ["pins/${'a'.repeat(70_000)}["]\n`,
    });
    const run = verify(dir);
    expect(run.out).not.toContain('internal error');
    expect(run.status).toBe(1);
    expect(run.out).toContain('no mcp-servers/s.json');
  });
});

// .mcp.json is the repository's: JSON.parse's message quoted it, line breaks and all, and
// `mcp verify` wrote that to stderr as it was. In the job that runs it (README: daily) a line
// `::error file=README.md::…` of the file was a workflow command, and ESC reached the terminal.
describe('a .mcp.json that is not JSON', () => {
  it('is quoted in the usage error with no workflow command or control character of its own', () => {
    // Short enough that the parser's message quotes all of it.
    const dir = repo({ '.mcp.json': 'x\n::error::p\u001b[J' });
    const r = spawnSync(process.execPath, [CLI, 'mcp', 'verify'], { cwd: dir, encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^agents-config-check mcp: '\.mcp\.json' is not JSON: /);
    // The mistake names its place, not the file's text.
    expect(r.stderr).toBe(
      "agents-config-check mcp: '.mcp.json' is not JSON: InvalidSymbol in its JSON (line 1, column 1)\n",
    );
    expect(r.stderr.split('\n').filter((l) => /^[\s\u0085]*::/.test(l))).toEqual([]);
    // eslint-disable-next-line no-control-regex
    expect(r.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
  });
});
