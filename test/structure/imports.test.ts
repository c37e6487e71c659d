// src/ has no import cycle: every module can be read, tested and moved without the ones that
// import it. Type-only imports count too: a cycle of types is still two modules that must change
// together. The core's folders are parts with one direction between them (issue 29): no cycle
// between folders either, and no file of the core outside a folder but its index.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreFolders, importCycles, ROOT, sourceModules, type ModuleInfo } from './module-graph.js';

const module = (file: string, ...imports: string[]): ModuleInfo => ({
  file,
  imports: new Set(imports),
  exports: new Set<string>(),
  uses: new Map<string, Set<string>>(),
});

describe('the import graph of src/', () => {
  it('has no cycle', () => {
    const modules = sourceModules();
    expect(modules.length).toBeGreaterThan(50);
    expect(importCycles(modules)).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const cycles = importCycles([module('a', 'b'), module('b', 'c'), module('c', 'a'), module('d', 'a')]);
    expect(cycles).toEqual([['a', 'b', 'c']]);
    expect(importCycles([module('a', 'a')])).toEqual([['a']]);
  });
});

describe("the core's folders", () => {
  it('import one another without a cycle', () => {
    const folders = coreFolders(sourceModules());
    expect(folders.length).toBeGreaterThan(10);
    expect(importCycles(folders)).toEqual([]);
  });

  it('find a cycle between folders that no two files make', () => {
    // model/a -> text/b and text/c -> model/d: no file cycle, but a folder cycle.
    const files = [
      module('src/core/model/a.ts', 'src/core/text/b.ts'),
      module('src/core/text/b.ts'),
      module('src/core/text/c.ts', 'src/core/model/d.ts'),
      module('src/core/model/d.ts', 'src/core/model/a.ts'),
      module('src/run.ts', 'src/core/model/a.ts'),
    ];
    expect(importCycles(files)).toEqual([]);
    expect(importCycles(coreFolders(files))).toEqual([['model', 'text']]);
  });

  it('hold every file of src/core/ but its index', () => {
    const loose = readdirSync(join(ROOT, 'src', 'core'), { withFileTypes: true })
      .filter((entry) => !entry.isDirectory() && entry.name !== 'index.ts')
      .map((entry) => entry.name);
    expect(loose).toEqual([]);
  });
});
