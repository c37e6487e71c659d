// A sparse checkout (`git sparse-checkout`, actions/checkout's `sparse-checkout` input) leaves
// files of the commit out of the work tree: the walk never saw them, so a pull request that
// loosened an actor in a folder left out passed with exit 0 ("0 actors"), while the runtime's
// full checkout loads it (SPEC §6: what the checker cannot see counts as the most it could be).
import { chmodSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCheck, type RunResult } from '../../src/run.js';
import { git } from '../git-helpers.js';

const TOOLS = 'name: x/write\ndescription: Writes.\nsource: builtin\ncapability: {writes: true}\n';
const SKILL = 'name: x/ops\ntools: [x/write]\n';
const ACTOR = 'name: x/bot\nskills: [x/ops]\nskill_access_policy: {read_only: true}\n';

function write(dir: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

/** A base commit, a head commit that drops the actor's policy, and a work tree without `actors/`. */
function sparseRepository(): string {
  const dir = mkdtempSync(join(tmpdir(), 'acc-sparse-'));
  git(dir, 'init', '-q', '-b', 'main');
  write(dir, { 'tools/t.yaml': TOOLS, 'skills/s.yaml': SKILL, 'actors/bot.yaml': ACTOR });
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  write(dir, { 'actors/bot.yaml': ACTOR.replace('\nskill_access_policy: {read_only: true}', '') });
  git(dir, 'commit', '-q', '-am', 'head');
  git(dir, 'sparse-checkout', 'set', '--no-cone', '/tools/', '/skills/');
  return dir;
}

const findings = (r: RunResult): string[] =>
  r.report.diagnostics.map((d) => `${d.rule} ${d.file}:${d.line}:${d.column}`);

const LEFT_OUT =
  'not in the work tree: a sparse checkout leaves it out, so it is not checked (a full checkout, as the runtime reads the commit, holds it)';

describe('a definition file a sparse checkout leaves out', () => {
  it('is unreadable-file, and unknown power for the gate: the loosened actor does not pass', () => {
    const root = sparseRepository();
    const result = runCheck({ root, base: { kind: 'git', ref: 'HEAD~1' } });
    expect(findings(result)).toEqual(['escalation actors/bot.yaml:1:1', 'unreadable-file actors/bot.yaml:1:1']);
    expect(result.report.diagnostics.find((d) => d.rule === 'unreadable-file')?.message).toBe(LEFT_OUT);
    expect(result.failed).toBe(true);
  });

  it('is unreadable-file without a base too', () => {
    const root = sparseRepository();
    expect(findings(runCheck({ root }))).toEqual(['unreadable-file actors/bot.yaml:1:1']);
  });

  it('is nothing once the checkout is full again', () => {
    const root = sparseRepository();
    git(root, 'sparse-checkout', 'disable');
    expect(findings(runCheck({ root, base: { kind: 'git', ref: 'HEAD~1' } }))).toEqual([
      'escalation actors/bot.yaml:2:10',
    ]);
  });
});

// A submodule below which the globs look is a finding where the checkout leaves its empty folder
// (fs.ts namedSubmodules); one the sparse checkout left out left no folder, and was not.
describe('a submodule a sparse checkout leaves out', () => {
  it('is unreadable-file at its commit, and unknown power where the head adds it', () => {
    const root = mkdtempSync(join(tmpdir(), 'acc-sparse-sub-'));
    git(root, 'init', '-q', '-b', 'main');
    write(root, { 'tools/t.yaml': TOOLS, 'skills/s.yaml': SKILL, 'actors/bot.yaml': 'name: x/bot\nskills: [x/ops]\n' });
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'base');
    const commit = git(root, 'rev-parse', 'HEAD');
    git(root, 'update-index', '--add', '--cacheinfo', `160000,${commit},vendor/sub`);
    git(root, 'commit', '-q', '-m', 'head');
    git(root, 'sparse-checkout', 'set', '--no-cone', '/tools/', '/skills/', '/actors/');
    const message = `a submodule (a repository of its own, at commit ${commit}), which is not read; the files in it are not checked; an ignore glob that covers it says they are not yours to check`;
    expect(findings(runCheck({ root }))).toEqual(['unreadable-file vendor/sub:1:1']);
    expect(runCheck({ root }).report.diagnostics.map((d) => d.message)).toEqual([message]);
    expect(findings(runCheck({ root, base: { kind: 'git', ref: 'HEAD~1' } }))).toEqual([
      'escalation vendor/sub:1:1',
      'unreadable-file vendor/sub:1:1',
    ]);
    expect(findings(runCheck({ root, base: { kind: 'git', ref: 'HEAD' } }))).toEqual([
      'unreadable-file vendor/sub:1:1',
    ]);
  });
});

// A file an MCP server's entry runs that the sparse checkout left out read as missing: the gate
// said the head removed it, while the runtime's full checkout holds it, edited or not. It is a
// file the checker cannot read, by the id git's index gives it, as a left-out definition file is.
describe("an MCP server's program a sparse checkout leaves out", () => {
  const INVENTORY = JSON.stringify({
    server: 'gh',
    tools: [{ name: 'get_me', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } }],
  });

  /** A repository whose skill uses server 'gh', which `.mcp.json` runs as `servers/gh.js`, and `more`. */
  function serverRepository(more: Record<string, string> = {}): string {
    const root = mkdtempSync(join(tmpdir(), 'acc-sparse-mcp-'));
    git(root, 'init', '-q', '-b', 'main');
    write(root, {
      'skills/s.yaml': 'name: a/s\nmcp_servers:\n  - name: gh\n',
      'mcp-servers/gh.json': INVENTORY,
      'actors/reader.yaml': 'name: a/reader\nskills: [a/s]\n',
      '.mcp.json': '{"mcpServers": {"gh": {"command": "node", "args": ["servers/gh.js"]}}}\n',
      'servers/gh.js': 'console.log(1)\n',
      ...more,
    });
    return root;
  }

  it('cannot be read, and an edit to it is one the gate cannot see: never "removed"', () => {
    const root = serverRepository();
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'base');
    write(root, { 'servers/gh.js': 'console.log(2)\n' });
    git(root, 'commit', '-q', '-am', 'head');
    git(root, 'sparse-checkout', 'set', '--no-cone', '/*', '!/servers/');
    const result = runCheck({ root, base: { kind: 'git', ref: 'HEAD~1' } });
    expect(findings(result)).toEqual(['escalation servers/gh.js:1:1']);
    expect(result.report.diagnostics[0]?.message).toBe(
      `the program of MCP server 'gh' changed in the repository: '.mcp.json' runs it with 'servers/gh.js', which changed and cannot be read (${LEFT_OUT}): its pinned inventory 'mcp-servers/gh.json' was not listed from what now answers, so the gate cannot see what the server's tools do; re-pin it (\`agents-config-check mcp pin gh\`) and review the inventory's change; approve with the 'allow-escalation' label or --allow-escalations`,
    );
  });

  // The program cannot be read, so it may load any file of the repository: the head's listing of
  // the root is compared with the base's, and the work tree's held none of the files left out, so
  // against its own commit the program itself read as changed ("among them 'servers/gh.js', which
  // changed"). The listings hold them as git's index does, executable ones marked as a tree marks them.
  it('unchanged against the base (the index holds the base\'s blob), it is no change', () => {
    const root = serverRepository({
      'servers/start.sh': 'node gh.js\n',
      'servers/lib/util.js': 'module.exports = 1\n',
      'other/a.txt': 'a\n',
      'other/b.txt': 'b\n',
    });
    chmodSync(join(root, 'servers/start.sh'), 0o755);
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'base');
    // A folder left out whole, and one left out in part.
    git(root, 'sparse-checkout', 'set', '--no-cone', '/*', '!/servers/', '!/other/b.txt');
    expect(existsSync(join(root, 'servers'))).toBe(false);
    expect(findings(runCheck({ root, base: { kind: 'git', ref: 'HEAD' } }))).toEqual([]);
    // A file the head changes in the work tree is still one the program may load.
    write(root, { 'other/a.txt': 'changed\n' });
    git(root, 'commit', '-q', '-am', 'head');
    const result = runCheck({ root, base: { kind: 'git', ref: 'HEAD~1' } });
    expect(findings(result)).toEqual(['escalation other/a.txt:1:1']);
    expect(result.report.diagnostics[0]?.message).toContain(
      "among them 'other/a.txt', which changed:",
    );
  });
});

// The folder's listing held no file the sparse checkout left out: a reference the model reads was
// neither checked for hidden text nor reported, and against its own commit the folder read as
// changed (its files removed: an escalation at the skill that names it, skills/s.yaml:2:16).
describe('an Agent Skills folder a sparse checkout leaves out in part', () => {
  it('a text file left out is unreadable-file at the file; one unchanged against the base is no change', () => {
    const root = mkdtempSync(join(tmpdir(), 'acc-sparse-skill-'));
    git(root, 'init', '-q', '-b', 'main');
    write(root, {
      'agent-skills/pdf/SKILL.md':
        '---\nname: pdf\ndescription: Reads PDFs.\nallowed-tools: Bash\n---\nRead references/guide.md.\n',
      'agent-skills/pdf/references/guide.md': 'Guide.\n',
      'agent-skills/pdf/scripts/run.sh': 'echo converting\n',
      'skills/s.yaml': 'name: x/s\nagent_skills: [agent-skills/pdf]\n',
      'actors/a.yaml': 'name: x/a\nskills: [x/s]\n',
    });
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'base');
    git(root, 'sparse-checkout', 'set', '--no-cone', '/*', '!/agent-skills/pdf/references/', '!/agent-skills/pdf/scripts/');
    const unread = 'unreadable-file agent-skills/pdf/references/guide.md:1:1';
    expect(findings(runCheck({ root }))).toEqual([unread]);
    expect(runCheck({ root }).report.diagnostics[0]?.message).toBe(
      `${LEFT_OUT}; a text file of an Agent Skills folder the model reads, not checked for hidden text`,
    );
    expect(findings(runCheck({ root, base: { kind: 'git', ref: 'HEAD' } }))).toEqual([unread]);
  });
});

// A file the `ignore` globs skip may hold a definition the head no longer reads (gate-settings.ts
// movedIntoIgnored); one a sparse checkout leaves out cannot be read, but its id is known.
describe('an ignored file a sparse checkout leaves out, while the head deletes an actor', () => {
  function deletedActor(draft: string): string {
    const root = mkdtempSync(join(tmpdir(), 'acc-sparse-ignored-'));
    git(root, 'init', '-q', '-b', 'main');
    const fixture = 'name: x/fixture\nskills: [x/ops]\n';
    write(root, {
      '.agents-config-check.yml': 'ignore: ["**/drafts/**"]\n',
      'tools/t.yaml': TOOLS,
      'skills/s.yaml': SKILL,
      'actors/bot.yaml': ACTOR,
      'actors/drafts/fixture.yaml': fixture,
    });
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'base');
    git(root, 'rm', '-q', 'actors/bot.yaml');
    write(root, { 'actors/drafts/fixture.yaml': draft === '' ? fixture : draft });
    git(root, 'commit', '-q', '-am', 'head');
    git(root, 'sparse-checkout', 'set', '--no-cone', '/*', '!/actors/drafts/');
    return root;
  }

  it('is quiet where the index holds the base blob there: nothing moved into it', () => {
    const result = runCheck({ root: deletedActor(''), base: { kind: 'git', ref: 'HEAD~1' } });
    expect([findings(result), result.failed]).toEqual([[], false]);
  });

  it('may define the actor where it changed', () => {
    const root = deletedActor('name: x/bot\nskills: [x/ops]\n');
    const result = runCheck({ root, base: { kind: 'git', ref: 'HEAD~1' } });
    expect(findings(result)).toEqual(['escalation actors/drafts/fixture.yaml:1:1']);
    expect(result.report.diagnostics[0]?.message).toBe(
      `actor 'x/bot' is gone, and 'actors/drafts/fixture.yaml', in a path the 'ignore' globs skip, cannot be read (${LEFT_OUT}), so it may define it there: the gate reads it as the most it could be (actor 'x/bot'); approve with the 'allow-escalation' label or --allow-escalations`,
    );
  });
});
