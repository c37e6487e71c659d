// github-mcp-server's real history of tool changes (test/fixtures/mcp-toolsnaps/SOURCES.md),
// replayed as pull requests to a repository that pins the server and uses it whole: the gate
// must fail exactly the commits that add a tool that is not read-only, or make one less
// read-only, destructive or open-world, and pass the rest (descriptions, schemas, removals).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffTrees } from '../../src/core/diff/diff-trees.js';
import { projectOf } from '../helpers.js';

type Tool = { name: string; annotations?: Record<string, unknown> } & Record<string, unknown>;
interface Commit {
  commit: string;
  subject: string;
  tools: Record<string, { before: Tool | null; after: Tool | null }>;
}

const HISTORY = join(import.meta.dirname, '../fixtures/mcp-toolsnaps/github-mcp-server-history.jsonl');
const commits: Commit[] = readFileSync(HISTORY, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Commit);

/** The MCP specification's reading of a tool's annotations, written here independently of the checker. */
function reading(tool: Tool): { writes: boolean; destructive: boolean; openWorld: boolean } {
  const a = tool.annotations ?? {};
  const readOnly = a.readOnlyHint === true;
  return { writes: !readOnly, destructive: !readOnly && a.destructiveHint !== false, openWorld: a.openWorldHint !== false };
}

type Reading = ReturnType<typeof reading>;

/**
 * Each tool name's reading on one side. Feature-flag snapshots list a second tool under a name
 * another snapshot has: the runtime may serve either, so a name reads as the stronger of them.
 */
function readings(tools: (Tool | null)[]): Map<string, Reading> {
  const out = new Map<string, Reading>();
  for (const tool of tools) {
    if (!tool) continue;
    const r = reading(tool);
    const seen = out.get(tool.name);
    out.set(
      tool.name,
      seen
        ? {
            writes: seen.writes || r.writes,
            destructive: seen.destructive || r.destructive,
            openWorld: seen.openWorld || r.openWorld,
          }
        : r,
    );
  }
  return out;
}

function widens(then: Reading | undefined, now: Reading | undefined): boolean {
  if (!now) return false;
  if (!then) return now.writes;
  return (
    (now.writes && !then.writes) || (now.destructive && !then.destructive) || (now.openWorld && !then.openWorld)
  );
}

const REPO = {
  'skills/github.yaml': 'name: team/github\nmcp_servers:\n  - name: github\n',
  'actors/bot.yaml': 'name: team/bot\nskills: [team/github]\n',
};

function tree(tools: (Tool | null)[]): ReturnType<typeof projectOf> {
  const inventory = { server: 'github', tools: tools.filter((t): t is Tool => t !== null) };
  return projectOf({ ...REPO, 'mcp-servers/github.json': `${JSON.stringify(inventory, null, 2)}\n` });
}

describe("github-mcp-server's tool history as pull requests", () => {
  it('has the commits the corpus says it has', () => {
    expect(commits.length).toBe(155);
  });

  it.each(commits.map((c) => [c.commit.slice(0, 8), c] as const))('%s', (_, commit) => {
    const names = Object.keys(commit.tools).sort();
    const before = names.map((n) => commit.tools[n]!.before);
    const after = names.map((n) => commit.tools[n]!.after);
    const { changes } = diffTrees(tree(before), tree(after), { label: 'base' });
    const [then, now] = [readings(before), readings(after)];
    const expected = [...now.keys()].filter((n) => widens(then.get(n), now.get(n))).sort();
    const found = [...new Set(changes.map((c) => c.subject.replace('mcp:github/', '')))].sort();
    expect(found, commit.subject).toEqual(expected);
    // Every finding is caused at the inventory, and reaches the actor that uses the server.
    for (const c of changes) {
      expect(c.site.file).toBe('mcp-servers/github.json');
      expect(c.reach.actors).toEqual(['team/bot']);
    }
  });
});
