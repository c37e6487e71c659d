// src/ has no import cycle: every module can be read, tested and moved without the ones that
// import it. Type-only imports count too: a cycle of types is still two modules that must change
// together.
import { describe, expect, it } from 'vitest';
import { importCycles, sourceModules } from './module-graph.js';

describe('the import graph of src/', () => {
  it('has no cycle', () => {
    const modules = sourceModules();
    expect(modules.length).toBeGreaterThan(50);
    expect(importCycles(modules)).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const module = (file: string, ...imports: string[]) => ({
      file,
      imports: new Set(imports),
      exports: new Set<string>(),
      uses: new Map<string, Set<string>>(),
    });
    const cycles = importCycles([module('a', 'b'), module('b', 'c'), module('c', 'a'), module('d', 'a')]);
    expect(cycles).toEqual([['a', 'b', 'c']]);
    expect(importCycles([module('a', 'a')])).toEqual([['a']]);
  });
});
