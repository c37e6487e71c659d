// The language server's pure parts, without the protocol: positions, where a name is expected,
// quick-fix text, and the skills an edit can reach.
import { describe, expect, it } from 'vitest';
import { replacement, suggestionOf } from '../../src/lsp/code-actions.js';
import { completionSpot } from '../../src/lsp/completion.js';
import { spanContains, TextLines } from '../../src/lsp/positions.js';

describe('positions: code-point columns to UTF-16 and back', () => {
  const lines = new TextLines('\uFEFFa: "🚀x"\r\nb: é\n');
  it.each([
    [1, 1, 0],
    [1, 5, 4],
    [1, 6, 6],
    [1, 7, 7],
    [2, 4, 3],
    [2, 99, 4],
  ])('line %i column %i is character %i', (line, column, character) => {
    expect(lines.toLsp(line, column)).toEqual({ line: line - 1, character });
    if (column < 99) expect(lines.fromLsp({ line: line - 1, character })).toEqual({ line, column });
  });
  it('a span holds its start and its end', () => {
    const span = { line: 2, column: 3, endLine: 2, endColumn: 5 };
    expect([2, 3, 4, 5, 6].map((c) => spanContains(span, 2, c))).toEqual([false, true, true, true, false]);
  });
});

describe('completion: where a name is expected', () => {
  const skill = [
    'name: x/s',
    'tools:',
    '  - x/a',
    '  - name: x/',
    '    overrides: {}',
    '  - ',
    'includes: [x/b, x/',
    'builtins:',
    '- file_',
    'mcp_servers:',
    '  - name: gi',
  ];
  it.each([
    [2, 7, { expected: 'tool', prefix: 'x/a', start: 4 }],
    [3, 13, { expected: 'tool', prefix: 'x/', start: 10 }],
    [5, 4, { expected: 'tool', prefix: '', start: 4 }],
    [6, 18, { expected: 'skill', prefix: 'x/', start: 16 }],
    [8, 7, { expected: 'builtin', prefix: 'file_', start: 2 }],
    [10, 12, undefined],
    [0, 9, undefined],
  ])('skill line %i character %i', (row, character, expected) => {
    expect(completionSpot('skill', skill, row, character)).toEqual(expected);
  });
  it('an actor expects skills, a tool only its wraps', () => {
    expect(completionSpot('actor', ['name: x/a', 'skills:', '  - x/'], 2, 6)).toEqual({
      expected: 'skill',
      prefix: 'x/',
      start: 4,
    });
    expect(completionSpot('tool', ['wraps: "x/t'], 0, 11)).toEqual({
      expected: 'tool',
      prefix: 'x/t',
      start: 8,
    });
    expect(completionSpot('tool', ['  - x/'], 0, 6)).toBeUndefined();
  });
});

describe('quick fixes from did-you-mean findings', () => {
  it('reads the suggestion and keeps the quoting', () => {
    expect(suggestionOf("unknown tool 'x/a'; did you mean 'x/b'?")).toBe('x/b');
    expect(suggestionOf("unknown tool 'x/a'")).toBeUndefined();
    expect(replacement('x/a', 'x/b')).toBe('x/b');
    expect(replacement('"x/a"', 'x/b')).toBe('"x/b"');
    expect(replacement("'x/a'", "x/b'c")).toBe("'x/b''c'");
    expect(replacement('x/b', 'x/b')).toBeUndefined();
  });
});
