// A dependency on a folder of the repository (`[tool.uv.sources] ghlib = { path = "pkgs/ghlib" }`,
// npm's `"ghlib": "file:./pkgs/ghlib"`) is installed from that folder, and an editable or linked
// install runs the folder's files as they stand: `uv run` installs it as it starts, npm links it
// into `node_modules`, where `import ghlib` and `require("ghlib")` find it. Before, the checker
// found no `ghlib` in the repository, so a pull request rewriting only `pkgs/ghlib/…` passed with
// exit 0 ("0 skills changed"); now every file of such a folder counts, as for a folder a package
// runner installs.
import { describe, expect, it } from 'vitest';
import { diffFromBothBases } from './both-bases.js';
import { PINNED_GH } from './pinned-server.js';

type Files = Record<string, string>;

const BASE: Files = {
  ...PINNED_GH,
};

const UV: Files = {
  '.mcp.json': '{"mcpServers": {"gh": {"command": "uv", "args": ["run", "servers/gh.py"]}}}\n',
  'servers/gh.py': 'import ghlib\n\nghlib.serve()\n',
  'pkgs/ghlib/pyproject.toml': '[project]\nname = "ghlib"\nversion = "0.1.0"\n',
  'pkgs/ghlib/ghlib/__init__.py': 'def serve():\n    pass\n',
};
const PYPROJECT = (dependency: string, sources = ''): string =>
  `[project]\nname = "ghs"\nversion = "0.1.0"\ndependencies = [${dependency}]\n${sources}`;
const NPM: Files = {
  '.mcp.json': '{"mcpServers": {"gh": {"command": "node", "args": ["servers/gh.js"]}}}\n',
  'servers/gh.js': 'require("ghlib").serve();\n',
  'pkgs/ghlib/package.json': '{"name": "ghlib", "main": "index.js"}\n',
  'pkgs/ghlib/index.js': 'exports.serve = () => 1;\n',
};

/** Each case: its files, the file the finding says the entry runs, the dependency's file the head changes. */
/** The manifest that names the dependency, by the file the finding names. */
const MANIFEST_OF: Record<string, string> = { 'pyproject.toml': 'pyproject.toml', 'servers/gh.js': 'package.json', 'deno.json': 'deno.json' };

const CASES: [name: string, files: Files, runs: string, changed: string][] = [
  [
    "uv's `[tool.uv.sources]` path",
    { ...UV, 'pyproject.toml': PYPROJECT('"ghlib"', '\n[tool.uv.sources]\nghlib = { path = "pkgs/ghlib", editable = true }\n') },
    'pyproject.toml',
    'pkgs/ghlib/ghlib/__init__.py',
  ],
  [
    'a PEP 508 `file:` reference from the project',
    { ...UV, 'pyproject.toml': PYPROJECT('"ghlib @ file:///${PROJECT_ROOT}/pkgs/ghlib"') },
    'pyproject.toml',
    'pkgs/ghlib/ghlib/__init__.py',
  ],
  ["npm's `file:`", { ...NPM, 'package.json': '{"name": "ghs", "dependencies": {"ghlib": "file:./pkgs/ghlib"}}\n' }, 'servers/gh.js', 'pkgs/ghlib/index.js'],
  ["npm's `link:`", { ...NPM, 'package.json': '{"name": "ghs", "dependencies": {"ghlib": "link:pkgs/ghlib"}}\n' }, 'servers/gh.js', 'pkgs/ghlib/index.js'],
  ['a relative folder', { ...NPM, 'package.json': '{"name": "ghs", "dependencies": {"ghlib": "./pkgs/ghlib"}}\n' }, 'servers/gh.js', 'pkgs/ghlib/index.js'],
  [
    "a uv workspace's member",
    {
      ...UV,
      'pyproject.toml': PYPROJECT(
        '"ghlib"',
        '\n[tool.uv.sources]\nghlib = { workspace = true }\n\n[tool.uv.workspace]\nmembers = ["pkgs/ghlib"]\n',
      ),
    },
    'pyproject.toml',
    'pkgs/ghlib/ghlib/__init__.py',
  ],
  [
    "Deno's import map in `deno.json`",
    {
      '.mcp.json': '{"mcpServers": {"gh": {"command": "deno", "args": ["run", "servers/gh.ts"]}}}\n',
      'deno.json': '{"imports": {"ghlib/": "./pkgs/ghlib/"}}\n',
      'servers/gh.ts': 'import { serve } from "ghlib/mod.ts";\nserve();\n',
      'pkgs/ghlib/mod.ts': 'export const serve = () => 1;\n',
    },
    'deno.json',
    'pkgs/ghlib/mod.ts',
  ],
];

describe('a dependency on a folder of the repository', () => {
  it.each(CASES)('%s (base folder, then git base)', (_name, files, runs, changed) => {
    const base = { ...BASE, ...files };
    const run = diffFromBothBases(base, { ...base, [changed]: `${base[changed]}// evil\n# evil\n` });
    expect(run.failed).toBe(true);
    for (const lines of [run.fromDir, run.fromGit])
      expect(lines.map((l) => l.split(': its pinned inventory')[0])).toEqual([
        expect.stringMatching(
          new RegExp(`^${changed.replace(/[.]/g, '\\.')}:\\d+:1: the program of MCP server 'gh' changed in the repository: '\\.mcp\\.json' runs it with '${runs}', which may load any file of 'pkgs/ghlib' \\('${MANIFEST_OF[runs]}' installs it as a dependency`),
        ),
      ]);
  });

  it('a folder no manifest names as a dependency is no change', () => {
    const base = { ...BASE, ...NPM, 'package.json': '{"name": "ghs", "files": ["pkgs"]}\n' };
    const run = diffFromBothBases(base, { ...base, 'pkgs/ghlib/index.js': 'evil();\n' });
    expect([run.fromDir, run.fromGit, run.failed]).toEqual([[], [], false]);
  });
});
