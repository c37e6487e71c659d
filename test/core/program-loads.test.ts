// What a file of a server's program loads, read from its text (src/core/diff/program-loads.ts).
import { describe, expect, it } from 'vitest';
import { languageOf, literals, loadsOf } from '../../src/core/diff/program-loads.js';
import { shellWords } from '../../src/core/diff/shell-words.js';

describe("a program file's loads", () => {
  it.each<[string, string, string[], string | undefined]>([
    ['plain require', "const t = require('./tools');", ['./tools'], undefined],
    [
      'require.resolve and import()',
      'require.resolve(\'./a\'); await import("./b.mjs");',
      ['./a', './b.mjs'],
      undefined,
    ],
    [
      'ESM forms',
      "import x from './a.js';\nimport './b.js';\nexport * from \"./c\";\nimport y = require('./d');",
      ['./d', './a.js', './b.js', './c'],
      undefined,
    ],
    ['a comment between from and its string', "import x from /* c */ './a.js';", [], undefined],
    ['a computed require', 'require(name);', [], 'it calls require with a computed name'],
    ['require split by a comment', "require /* x */ ('./a');", [], 'it calls require with a computed name'],
    [
      'a template with a substitution',
      'import(`./plugins/${p}.js`);',
      [],
      'it imports a module by a computed name',
    ],
    ['eval', "eval('x');", [], 'it calls eval'],
    [
      'node:vm',
      "import vm from 'node:vm';",
      ['node:vm'],
      'it runs other code (child_process, vm or worker_threads)',
    ],
    ['require written with an escape', '\\u0072equire(name);', [], 'it calls require with a computed name'],
    ["the module wrapper's arguments", 'arguments[1](name);', [], 'it reaches a function by a computed name'],
    [
      'a computed member of module',
      "module['req' + 'uire'](name);",
      [],
      'it reaches a function by a computed name',
    ],
  ])('JavaScript: %s', (_, text, specifiers, dynamic) => {
    const loads = loadsOf('js', text);
    expect(loads.specifiers).toEqual(specifiers);
    expect(loads.dynamic).toBe(dynamic);
  });

  it('reads every literal, from each quote, escapes decoded', () => {
    // The quote in the regular expression pairs with the next one; the literal after is read still.
    expect(literals("/'/.test(x); import y from /**/ './evil.js';")).toContain('./evil.js');
    expect(literals("require('.\\x2flib\\u002ftools.js')")).toEqual(['./lib/tools.js']);
    expect(literals('a = "it\'s"; b = `./c`')).toEqual(expect.arrayContaining(["it's", './c']));
    expect(literals('import x from /**/ "./ev\'il.js"')).toContain("./ev'il.js");
  });

  it('reads a literal without escapes whole as it reads one a character at a time', () => {
    // The reading of every quote one character at a time, as literals reads a literal that holds
    // a backslash: a text with none must read the same.
    const oneByOne = (text: string): string[] => {
      const out: string[] = [];
      for (let i = 0; i < text.length; i++) {
        const q = text[i] as string;
        if (!'\'"`'.includes(q)) continue;
        let value = '';
        let closed = false;
        for (let j = i + 1; j < text.length && j - i <= 4096; j++) {
          const c = text[j] as string;
          if (c === '\n' && q !== '`') break;
          if (c === q) {
            closed = true;
            break;
          }
          value += c;
        }
        if (closed) out.push(value);
      }
      return out;
    };
    let seed = 7;
    const next = (n: number): number => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % n;
    const pieces = ["'", '"', '`', '\n', 'a', './x.js', ' ', 'tools', '\u00e9', '\ud83d\ude00'];
    for (let round = 0; round < 500; round++) {
      let text = '';
      for (let k = next(40); k > 0; k--) text += pieces[next(pieces.length)] as string;
      expect(literals(text), JSON.stringify(text)).toEqual(oneByOne(text));
    }
    // Up to the longest literal read, and one past it.
    for (const length of [4095, 4096, 4097])
      expect(literals(`'${'a'.repeat(length)}'`)).toEqual(oneByOne(`'${'a'.repeat(length)}'`));
  });

  it.each<[string, string, { level: number; module: string; names: string[] }[], string | undefined]>([
    [
      'relative',
      'from .tools import get_me, x as y',
      [{ level: 1, module: 'tools', names: ['get_me', 'x'] }],
      undefined,
    ],
    ['no space after from', 'from.tools import x', [{ level: 1, module: 'tools', names: ['x'] }], undefined],
    [
      'a parenthesised list',
      'from . import (\n  a,  # one\n  b,\n)',
      [{ level: 1, module: '', names: ['a', 'b'] }],
      undefined,
    ],
    [
      'a joined line',
      'from \\\n  servers.tools import x',
      [{ level: 0, module: 'servers.tools', names: ['x'] }],
      undefined,
    ],
    [
      'import a list',
      'import a.b as c, d',
      [
        { level: 0, module: 'a.b', names: [] },
        { level: 0, module: 'd', names: [] },
      ],
      undefined,
    ],
    [
      'importlib',
      'import importlib',
      [{ level: 0, module: 'importlib', names: [] }],
      'it imports a module by a computed name',
    ],
    ['__import__', 'm = __import__(name)', [], 'it imports a module by a computed name'],
    [
      'sys.path',
      'import sys\nsys.path.insert(0, d)',
      [{ level: 0, module: 'sys', names: [] }],
      'it changes where modules are found',
    ],
    [
      '__builtins__',
      "getattr(__builtins__, '__imp' + 'ort__')(n)",
      [],
      'it reaches a module or code by a computed name',
    ],
    ['a source encoding', '# -*- coding: utf-7 -*-\nx = 1', [], "it declares the source encoding 'utf-7'"],
    ['exec', 'exec(code)', [], 'it runs text as code'],
    ['os.system', 'os.system(cmd)', [], 'it runs other programs'],
    ['a file loaded as a module', 'spec_from_file_location(n, p)', [], 'it loads a file as a module'],
    ['open of a computed path', 'open(p)', [], 'it reads a file by a computed name'],
    ['open of a path written out', "open('data.json')", [], undefined],
    // The first of the words in their list's order names why, wherever each stands in the text.
    ['two words', 'open(p)\nexec(c)', [], 'it runs text as code'],
    ['a joined line, no import', 'x = 1 + \\\n  2', [], undefined],
  ])('Python: %s', (_, text, imports, dynamic) => {
    const loads = loadsOf('python', text);
    // A name after `import` is also read as a module of its own (`from x import y`: `y`), more than it is.
    expect(loads.imports).toEqual(expect.arrayContaining(imports));
    expect(loads.dynamic).toBe(dynamic);
  });

  it('reads a shell script as its words, and a variable as any file', () => {
    expect(loadsOf('shell', 'node lib/a.js && python3 "b.py"').names).toEqual(
      expect.arrayContaining(['lib/a.js', 'b.py']),
    );
    expect(loadsOf('shell', 'exec node "$DIR/gh.js"').dynamic).toBe('it expands variables or commands');
    expect(languageOf('bin/gh-server', '#!/usr/bin/env node\n')).toBe('js');
    expect(languageOf('bin/gh-server', '#!/bin/sh\n')).toBe('shell');
    expect(languageOf('servers/gh.json', '{}')).toBe('data');
  });

  it('reads Python that changes where modules are found as loading from anywhere', () => {
    expect(loadsOf('python', 'import sys\nsys.path.insert(0, d)').anywhere).toBe(
      'it changes where modules are found',
    );
    expect(loadsOf('python', 'site.addsitedir(d)').anywhere).toBe('it changes where modules are found');
    expect(loadsOf('python', 'x = open(p)').anywhere).toBeUndefined();
  });

  it('stays linear on hostile text', () => {
    const started = performance.now();
    loadsOf('python', `from${' '.repeat(200_000)}x`);
    loadsOf('python', 'from x import ('.repeat(20_000));
    loadsOf('js', "require('".repeat(50_000));
    loadsOf('js', `import${' '.repeat(200_000)}`);
    literals("'\\'".repeat(100_000));
    shellWords(`'${'a'.repeat(100_000)}`);
    expect(performance.now() - started).toBeLessThan(3000);
  });
});

describe('the words of a command string', () => {
  it.each<[string, string[]]>([
    ['node servers/gh.js', ['node', 'servers/gh.js']],
    ['cd servers && node \'g\'"h.js"', ['cd', 'servers', 'node', 'gh.js']],
    ['node ^"servers\\gh.js^"', ['servers\\gh.js']],
    ["node $'\\x73rv.js'", ['srv.js']],
    ['a;b|c>d', ['a', 'b', 'c', 'd']],
  ])('%s', (text, words) => {
    expect(shellWords(text)).toEqual(expect.arrayContaining(words));
  });
});
