// Issue 17: no dead exports in src/. An export that no other module of src/ imports is either dead
// code or an internal made public for a test; both read as API a newcomer must keep working.
// Entry points are the exception, listed here with what uses them from outside src/.
import { describe, expect, it } from 'vitest';
import { type ModuleInfo, sourceModules } from './module-graph.js';

/** Exports used from outside src/: `file` → names ('*' for every export). */
const ENTRY_POINTS: Record<string, readonly string[]> = {
  // The bundled CLI and Action (dist/cli.js, dist/index.js) and the language server's bin.
  'src/cli.ts': ['*'],
  'src/index.ts': ['*'],
  // scripts/build.mjs imports it from build/ to write generated/precompiled-validators.cjs.
  'src/core/schema/precompile.ts': ['precompiledValidators'],
};

/**
 * Internals a test drives directly, because the public path cannot reach what the test asserts.
 * Keep this short: test through the public function where it can.
 */
const TESTED_DIRECTLY: Record<string, readonly string[]> = {
  // The base the Action picks from a real clone's history; run() needs the whole Action around it.
  'src/action.ts': ['resolveBase'],
  // explain's did-you-mean, held to close and far names apart from the words around it.
  'src/core/explain/explain.ts': ['suggestSubject'],
  // Every kind, so a test can hold the report schema's enum and the short words to the code.
  'src/core/diff/changes.ts': ['ESCALATION_KINDS'],
  // The string literals a program's text holds, held to escapes and comments that hide them.
  'src/core/diff/program-loads.ts': ['literals'],
  // The suggester's switch from scanning to its index, which the property test drives past.
  'src/core/model/names.ts': ['SCAN_BEFORE_INDEX'],
  // The meta-schema shortcut, held to ajv's verdict on generated schemas.
  'src/core/schema/meta-shortcut.ts': ['isPlainSchema'],
  // The condition the precompiled validators rely on, held to every shipped schema.
  'src/core/schema/precompile.ts': ['lengthLimitsAreAtMostOne'],
  // Comment positions (line and column), which findSuppressions folds away.
  'src/core/config/suppress.ts': ['suppressionComments'],
  // Each format's own function, which tests call with options a run would give through the registry.
  'src/report/github.ts': ['formatGithub'],
  'src/report/json.ts': ['formatJson', 'jsonChunks'],
  'src/report/markdown.ts': ['formatMarkdown'],
  'src/report/sarif.ts': ['formatSarif'],
  'src/report/text.ts': ['formatText'],
  // The loader's limits, which tests read to build documents just past them.
  'src/core/yaml/load.ts': ['LOAD_LIMITS'],
};

/** `file name` for each export of `modules` no other module imports, entry points aside. */
function deadExports(modules: ModuleInfo[], ...allowed: Record<string, readonly string[]>[]): string[] {
  const used = new Map<string, Set<string>>();
  for (const module of modules)
    for (const [target, names] of module.uses) {
      if (target === module.file) continue;
      let all = used.get(target);
      if (!all) used.set(target, (all = new Set()));
      for (const name of names) all.add(name);
    }
  const dead: string[] = [];
  for (const module of modules) {
    const names = new Set([
      ...(used.get(module.file) ?? []),
      ...allowed.flatMap((a) => a[module.file] ?? []),
    ]);
    if (names.has('*')) continue;
    for (const name of module.exports) if (!names.has(name)) dead.push(`${module.file} ${name}`);
  }
  return dead;
}

describe('exports of src/', () => {
  it('are each imported by another module of src/ (or are an entry point)', () => {
    const modules = sourceModules();
    expect(modules.length).toBeGreaterThan(50);
    expect(deadExports(modules, ENTRY_POINTS, TESTED_DIRECTLY)).toEqual([]);
  });

  it('finds an export nothing imports', () => {
    const module = (file: string, exports: string[], uses: Record<string, string[]> = {}): ModuleInfo => ({
      file,
      imports: new Set(Object.keys(uses)),
      exports: new Set(exports),
      uses: new Map(Object.entries(uses).map(([target, names]) => [target, new Set(names)])),
    });
    const modules = [
      module('a', ['used', 'dead', 'self'], { a: ['self'] }),
      module('b', ['x'], { a: ['used'] }),
      module('c', ['y', 'z']),
      module('d', ['w'], { c: ['*'] }),
      module('e', ['u', 'v']),
    ];
    expect(deadExports(modules, { b: ['*'] }, { e: ['u'] })).toEqual(['a dead', 'a self', 'd w', 'e v']);
  });
});
