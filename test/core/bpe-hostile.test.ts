// The project's o200k_base counter (src/core/tokens/bpe.ts) tried as an attacker would: held to
// OpenAI's own tiktoken (its Rust core, as the `tiktoken` package ships it in WebAssembly) where
// the two JavaScript tokenizers it was first held to share a mistake, and timed on the shapes of
// text that make a byte-pair counter or its pre-tokenizer slow.
import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import lazyPackages from '../../src/core/packages/lazy-packages.cjs';
import { BytePairCounter } from '../../src/core/tokens/bpe.js';
import { entryTokenCount } from '../../src/core/tokens/function-tokens.js';
import type { EffectiveTool } from '../../src/core/power/effective.js';

// The CommonJS build: it reads its WebAssembly from beside itself, where the ES one imports it.
const { get_encoding } = createRequire(import.meta.url)('tiktoken') as typeof import('tiktoken');
const tiktoken = get_encoding('o200k_base');
const counter = BytePairCounter.fromPacked(lazyPackages.o200k());

/** OpenAI's count: special-token text is plain text, as the counter takes it. */
const real = (text: string): number => tiktoken.encode(text, [], []).length;

/** Non-ASCII as \u{…}, so that a failure shows the invisible characters it is about. */
const shown = (text: string): string =>
  JSON.stringify(text).replace(/[^\x20-\x7e]/gu, (c) => `\\u{${(c.codePointAt(0) as number).toString(16)}}`);

/** Texts whose count is not tiktoken's, with both counts. */
function differences(texts: Iterable<string>): string[] {
  const out: string[] = [];
  for (const text of texts) {
    const ours = counter.count(text);
    const theirs = real(text);
    if (ours !== theirs) out.push(`${shown(text)}: ${ours}, tiktoken ${theirs}`);
  }
  return out;
}

describe("the pre-tokenizer reads text as tiktoken's Rust regex does", () => {
  // Rust's `\s` is Unicode's White_Space: U+0085 (NEL) is a space, U+FEFF (a byte-order mark, or a
  // zero-width no-break space inside a text) is not. JavaScript's `\s` has it the other way round,
  // and gpt-tokenizer and js-tiktoken, which use it, count these texts differently from OpenAI.
  // Rust's `(?i:'s)` folds case as Unicode does, so it also takes U+017F (ſ, long s).
  it.each(
    [
      ['a \uFEFF!', 3],
      [' \uFEFF!', 2],
      ['x\uFEFF\uFEFF', 2],
      ['word  \uFEFF\uFEFF', 4],
      ["\u0085's", 3],
      ['hello \u0085world', 5],
      ['x \u0085\u0085 y', 6],
      [" I'\u017F x", 3],
      ["It'\u017F here", 4],
    ].map(([text, tokens]) => ({
      name: shown(text as string),
      text: text as string,
      tokens: tokens as number,
    })),
  )('$name is $tokens tokens', ({ text, tokens }) => {
    expect([counter.count(text), real(text)]).toEqual([tokens, tokens]);
  });

  it('seeded random text of every kind of space, format character and contraction', () => {
    const spaces = [...'\t\n\v\f\r \u0085\u00a0\u1680\u2000\u200a\u2028\u2029\u202f\u205f\u3000'];
    const formats = ['\uFEFF', '\u180E', '\u200B', '\u200D', '\u2060', '\u00AD', '\u0000', '\uFFFD'];
    const words = ['a', 'A', 'I', 'it', 'IT', '\u01C5', '\u02B0', '\u65E5', '\u0301', '\u00E9', 'e\u0301'];
    const rest = [
      "'",
      "'s",
      "'S",
      "'\u017F",
      "'ll",
      "'LL",
      "'Re",
      "'\u212A",
      '1',
      '\u0661',
      '\u2167',
      '\u00B2',
    ];
    const more = ['!', '/', '.', '\uD83D\uDE42', '\uFE0F', '\uD83D', '\uDE00'];
    const text = fc
      .array(fc.constantFrom(...spaces, ...formats, ...words, ...rest, ...more), { maxLength: 16 })
      .map((parts) => parts.join(''));
    expect(differences(fc.sample(text, { numRuns: 20_000, seed: 2812 }))).toEqual([]);
  });
});

/** The memory still held, in MiB, after full garbage collections. */
function heldMiB(): number {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return (heapUsed + arrayBuffers) / 2 ** 20;
}

/** `size` characters of prose, the same every time. */
const prose = (size: number): string =>
  'Returns the issues of a repository, filtered by state and label; '.repeat(size / 64).slice(0, size);

describe('memory a long session keeps', () => {
  it('a long piece leaves no buffer of its size behind', () => {
    const fresh = BytePairCounter.fromPacked(lazyPackages.o200k());
    fresh.count('warm');
    const before = heldMiB();
    // 300,000 CJK characters: one piece of 900 KB, merged through the heap.
    expect(fresh.count('日本語の中文字'.repeat(300_000 / 7))).toBeGreaterThan(100_000);
    expect(heldMiB() - before).toBeLessThan(3);
  });

  it('versions of a long piece are not all kept', () => {
    const fresh = BytePairCounter.fromPacked(lazyPackages.o200k());
    fresh.count('warm');
    const before = heldMiB();
    // 40 runs of 100,000 and more spaces, 4 MB in all: one description edited again and again.
    for (let i = 0; i < 40; i++) fresh.count(`${' '.repeat(100_000 + i)}x`);
    expect(heldMiB() - before).toBeLessThan(2);
  });

  it('versions of a long description are not all kept', () => {
    entryTokenCount({ name: 'warm', tool: { description: 'warm' } as EffectiveTool });
    const before = heldMiB();
    // 100 versions of a 512 KB description, 50 MB in all.
    for (let i = 0; i < 100; i++)
      entryTokenCount({ name: 'x/t', tool: { description: `${prose(512 * 1024)} v${i}` } as EffectiveTool });
    expect(heldMiB() - before).toBeLessThan(25);
  });
});

/** A vocabulary packed as `BytePairCounter.fromPacked` reads it: a byte of length, then the token. */
function packed(tokens: string[]): Uint8Array {
  return Uint8Array.from(tokens.flatMap((t) => [t.length, ...[...t].map((c) => c.charCodeAt(0))]));
}

/** Byte-pair merging as tiktoken's Python reference spells it: the lowest pair, leftmost first. */
function naiveCount(text: string, rankOf: Map<string, number>): number {
  if (rankOf.has(text)) return 1;
  const parts = [...text];
  for (;;) {
    let at = -1;
    let lowest = Infinity;
    for (let i = 0; i + 1 < parts.length; i++) {
      const rank = rankOf.get(`${parts[i]}${parts[i + 1]}`) ?? Infinity;
      if (rank < lowest) [lowest, at] = [rank, i];
    }
    if (at < 0) return parts.length;
    parts.splice(at, 2, `${parts[at]}${parts[at + 1]}`);
  }
}

describe('long pieces merge in the order of ranks, whatever the vocabulary', () => {
  it("as tiktoken merges pieces of 4,000 to 12,000 bytes of o200k_base's own tokens, spaces and CJK", () => {
    const decoder = new TextDecoder();
    const words: string[] = [];
    for (let rank = 0; rank < 199_998; rank += 3) {
      const token = decoder.decode(tiktoken.decode(new Uint32Array([rank])));
      if (/^[a-z\u0430-\u044f]+$/u.test(token)) words.push(token);
    }
    const alphabets = [words, [' '], [' ', '\t'], [...'日本語の中文字'], ['\uFFFD'], ['ab', 'a', 'b']];
    const piece = fc
      .tuple(fc.constantFrom(...alphabets), fc.integer({ min: 4_000, max: 12_000 }), fc.nat())
      .map(([units, bytes, seed]) => {
        let text = '';
        for (let x = seed; Buffer.byteLength(text) < bytes; x = (x * 1_103_515_245 + 12_345) % 2 ** 31)
          text += units[x % units.length] as string;
        return text;
      });
    expect(differences(fc.sample(piece, { numRuns: 40, seed: 4096 }))).toEqual([]);
  });

  // o200k_base never makes a pair below the rank being merged on any text tried here, so its own
  // differential tests never reach the heap the rank-by-rank merge falls back to. Random
  // vocabularies over three letters do, often: a token's parts can outrank it.
  it('as the plain definition on random vocabularies, pieces of 65 to 5,000 letters', () => {
    const vocabulary = fc.uniqueArray(fc.stringMatching(/^[abc]{2,6}$/), { minLength: 5, maxLength: 60 });
    const text = fc.tuple(fc.constantFrom(65, 300, 4_100, 5_000), fc.nat()).map(([length, seed]) => {
      let out = '';
      for (let i = 0, x = seed; i < length; i++, x = (x * 1_103_515_245 + 12_345) % 2 ** 31)
        out += 'abc'[x % 3];
      return out;
    });
    fc.assert(
      fc.property(vocabulary, fc.array(text, { minLength: 1, maxLength: 2 }), (tokens, texts) => {
        const all = ['a', 'b', 'c', ...tokens];
        const bpe = BytePairCounter.fromPacked(packed(all));
        const rankOf = new Map(all.map((t, rank) => [t, rank]));
        for (const t of texts) expect(bpe.count(t)).toBe(naiveCount(t, rankOf));
      }),
      { numRuns: 30, seed: 28 },
    );
  });
});
