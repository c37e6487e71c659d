// The files a pinned server's entry runs, read from each tree (src/core/diff/server-programs.ts).
import { describe, expect, it } from 'vitest';
import { parseTree, type Node as JsonNode } from 'jsonc-parser';
import { ProgramFiles, programOf } from '../../src/core/diff/server-programs.js';
import type { AuxFileReader } from '../../src/core/model/model.js';

/** The files an entry names, in its order. */
const namedFiles = (entry: JsonNode) => programOf(entry).named;

describe('a program file compared', () => {
  // A path of thousands of made-up folders (`a/a/…/x.js`, one argument) asked each folder on the
  // way whether a submodule stands there: quadratic, a minute for 5,000 folders.
  it('asks for a submodule only down the folders that stand there', () => {
    let asked = 0;
    const tree: AuxFileReader = {
      read: () => ({ kind: 'missing' }),
      unentered: () => {
        asked++;
        return undefined;
      },
      folderNames: () => undefined,
    };
    expect(new ProgramFiles(tree, tree).change(`${'a/'.repeat(5000)}x.js`)).toBeNull();
    expect(asked).toBeLessThanOrEqual(2);
  });
});

describe('the files an entry names', () => {
  it('reads a module name of thousands of parts as a few files, not one per package', () => {
    const entry = parseTree(`{"command": "python3", "args": ["-m", "${'a.'.repeat(5000)}x"]}`) as JsonNode;
    const files = namedFiles(entry)
      .map((f) => f.path)
      .filter((p) => p.endsWith('.py'));
    expect(files.length).toBeLessThanOrEqual(40);
    expect(files.slice(0, 2)).toEqual(['a/__init__.py', 'a/a/__init__.py']);
    expect(files).toContain(`${'a/'.repeat(5000)}x.py`);
  });

  it('reads a module name as its packages and files', () => {
    const entry = parseTree('{"command": "python", "args": ["-m", "servers.gh"]}') as JsonNode;
    expect(
      namedFiles(entry)
        .map((f) => f.path)
        // The module's own files (beside what the runner reads where it starts: setup.py, …).
        .filter((p) => p.startsWith('servers/')),
    ).toEqual(['servers/__init__.py', 'servers/gh.py', 'servers/gh/__init__.py', 'servers/gh/__main__.py']);
  });
});

describe('the words of a command line an entry runs', () => {
  const paths = (entry: string): string[] => namedFiles(parseTree(entry) as JsonNode).map((f) => f.path);

  it.each([
    ['{"command": "sh", "args": ["-c", "node servers/gh.js"]}', 'servers/gh.js'],
    ['{"command": "bash", "args": ["-lc", "exec node \'servers/g\'\\"h.js\\" --stdio"]}', 'servers/gh.js'],
    ['{"command": "zsh", "args": ["-c", "cd servers && node gh.js"]}', 'servers/gh.js'],
    ['{"command": "cmd.exe", "args": ["/d", "/s", "/c", "node servers\\\\gh.js"]}', 'servers/gh.js'],
    ['{"command": "cmd", "args": ["/c", "node ^\\"servers\\\\gh.js^\\""]}', 'servers/gh.js'],
    ['{"command": "pwsh", "args": ["-Command", "& node .\\\\servers\\\\gh.js"]}', 'servers/gh.js'],
    ['{"command": "pwsh", "args": ["-c", "node \'servers/gh.js\'"]}', 'servers/gh.js'],
    ['{"command": "sh", "args": ["-c", "python3 -m servers.gh"]}', 'servers/gh.py'],
    ['{"command": "bash", "args": ["-c", "node $\'servers/g\\\\x68.js\'"]}', 'servers/gh.js'],
    ['{"command": "env", "args": ["FOO=1", "node", "servers/gh.js"]}', 'servers/gh.js'],
    ['{"command": "node", "env": {"NODE_OPTIONS": "--require ./hook.js --import=./esm.mjs"}}', 'esm.mjs'],
    ['{"command": "node", "envFile": "${workspaceFolder}/.env"}', '.env'],
  ])('%s names %s', (entry, path) => {
    expect(paths(entry)).toContain(path);
  });
});

describe('the folders an entry starts in', () => {
  // A `cd` into a path of 100,000 characters made each configuration file looked for above it a
  // string of that length: 21 files × 32 folders up × each such folder.
  it('takes no folder longer than any path', () => {
    const deep = 'a/'.repeat(50_000);
    const entry = parseTree(
      JSON.stringify({ command: 'sh', args: ['-c', `cd ${deep}; cd ${deep}b; node x.js`] }),
    ) as JsonNode;
    const started = performance.now();
    const program = programOf(entry);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(program.starts).toEqual(['']);
    expect(program.named.length).toBeLessThan(100);
  });
});
