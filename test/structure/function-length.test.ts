// Issue 17: no function in src/ longer than a screen. Counted with the TypeScript compiler, from a
// function's first line to its last (signature and closing brace included), nested functions each
// on their own.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const SRC = join(ROOT, 'src');
const MAX_LINES = 60;

/** `file:line name (N lines)` for each function longer than the limit in one source text. */
function longFunctions(file: string, text: string, max = MAX_LINES): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body !== undefined) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      const last = source.getLineAndCharacterOfPosition(node.end).line + 1;
      const name = node.name?.getText(source) ?? '(anonymous)';
      if (last - first + 1 > max) out.push(`${file}:${first} ${name} (${last - first + 1} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

describe('function length', () => {
  it('counts a function from its signature to its closing brace', () => {
    const body = (n: number): string => Array.from({ length: n }, (_, i) => `  f(${i});`).join('\n');
    expect(longFunctions('a.ts', `function a() {\n${body(58)}\n}\n`)).toEqual([]);
    expect(longFunctions('a.ts', `function a() {\n${body(59)}\n}\n`)).toEqual(['a.ts:1 a (61 lines)']);
    expect(longFunctions('a.ts', `const o = {\n  m() {\n${body(70)}\n  },\n};\n`)).toEqual([
      'a.ts:2 m (72 lines)',
    ]);
  });

  it(`no function in src/ is longer than ${MAX_LINES} lines`, () => {
    const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    const long = files.flatMap((f) =>
      longFunctions(relative(ROOT, join(SRC, f)), readFileSync(join(SRC, f), 'utf8')),
    );
    expect(long).toEqual([]);
  });
});
