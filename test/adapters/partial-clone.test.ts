// A partial clone (`git clone --filter=blob:none`, `actions/checkout`'s `filter`) lacks the base's
// blobs, and git fetches each one it is asked about from the remote, alone. A base file read with
// the unread files of its folder (git.ts unreadAround) fetched all 2,000 of its neighbours one
// request at a time: 0.5 s became 48 s, for files nothing asked for. In such a clone only the
// files asked for are read.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/run.js';
import { git, writeTree } from '../git-helpers.js';

const INVENTORY = JSON.stringify({
  server: 'gh',
  tools: [{ name: 'get_me', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } }],
});

const FILES = 200;

/** Base objects the clone lacks. */
function missing(clone: string): number {
  return git(clone, 'rev-list', '--objects', '--missing=print', 'HEAD~1')
    .split('\n')
    .filter((l) => l.startsWith('?')).length;
}

describe('a git base in a partial clone', () => {
  it('reads the base files asked for, not their neighbours, which git would fetch one by one', () => {
    const source = mkdtempSync(join(tmpdir(), 'acc-partial-src-'));
    const data = (line: string): Record<string, string> =>
      Object.fromEntries(
        Array.from({ length: FILES }, (_, i) => [`servers/data/f${i}.txt`, `${i} ${line}\n`]),
      );
    git(source, 'init', '-q');
    git(source, 'config', 'uploadpack.allowFilter', 'true');
    git(source, 'config', 'uploadpack.allowAnySHA1InWant', 'true');
    writeTree(source, {
      'skills/s.yaml': 'name: a/s\nmcp_servers:\n  - name: gh\n',
      'mcp-servers/gh.json': INVENTORY,
      'actors/reader.yaml': 'name: a/reader\nskills: [a/s]\nskill_access_policy:\n  read_only: true\n',
      '.mcp.json': '{"mcpServers": {"gh": {"command": "node", "args": ["servers/gh.js"]}}}\n',
      'servers/gh.js': "require('./lib');\n",
      'servers/lib.js': 'a()\n',
      ...data('old'),
    });
    git(source, 'add', '-A');
    git(source, 'commit', '-qm', 'base');
    writeTree(source, { 'servers/gh.js': "require('./lib');\nevil();\n", ...data('new') });
    git(source, 'add', '-A');
    git(source, 'commit', '-qm', 'head');
    const clone = join(mkdtempSync(join(tmpdir(), 'acc-partial-')), 'clone');
    git(source, 'clone', '-q', '--filter=blob:none', `file://${source}`, clone);
    const before = missing(clone);
    expect(before).toBeGreaterThan(FILES);

    const run = runCheck({ root: clone, base: { kind: 'git', ref: 'HEAD~1' } });
    const escalations = run.report.diagnostics.filter((d) => d.rule === 'escalation');
    expect(escalations.map((d) => [d.file, d.line])).toEqual([['servers/gh.js', 2]]);
    // The program the gate read, not the 200 data files beside it.
    expect(before - missing(clone)).toBeLessThan(10);
  }, 60_000);
});
