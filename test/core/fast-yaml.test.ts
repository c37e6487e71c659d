// The fast reader against the `yaml` package: the same documents, values, problems and, for
// every key and value, the same span — on real repositories and on generated YAML. Files the
// reader does not take must fall back, and most real files must take the fast path.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FastReader } from '../../src/core/yaml/fast-reader.js';
import { LOAD_LIMITS, loadYaml } from '../../src/core/yaml/load.js';
import { assertSameAsYaml, inheritsNothing } from './yaml-differential.js';
import { cpuMs } from '../cpu-clock.js';

const fastParse = (text: string, maxDepth: number, maxNodes: number, withNodes?: boolean) =>
  new FastReader({ maxDepth, maxNodes }).parse(text, withNodes);

const ROOT = join(import.meta.dirname, '..', '..');

function yamlFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === '.git') continue;
    const p = join(dir, entry);
    if (statSync(p).isDirectory()) yamlFiles(p, out);
    else if (/\.ya?ml$/.test(entry) || entry === 'SKILL.md') out.push(p);
  }
  return out;
}

describe('fast reader', () => {
  it('equals the yaml package on the examples and every fixture', () => {
    const files = [...yamlFiles(join(ROOT, 'examples')), ...yamlFiles(join(ROOT, 'test'))];
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      try {
        assertSameAsYaml(text);
      } catch (error) {
        throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
      }
    }
  });

  it('equals the yaml package on the benchmark corpus, and takes the fast path for nearly all of it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-corpus-'));
    execFileSync(process.execPath, [
      join(ROOT, 'scripts', 'gen-corpus.mjs'),
      dir,
      '--tools',
      '600',
      '--skills',
      '150',
      '--actors',
      '20',
    ]);
    const files = yamlFiles(dir).filter((f) => f.endsWith('.yaml'));
    let fast = 0;
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      if (fastParse(text, LOAD_LIMITS.maxDepth, LOAD_LIMITS.maxExpandedNodes)) fast++;
      assertSameAsYaml(text);
    }
    expect(fast / files.length).toBeGreaterThan(0.99);
  });

  it('keeps every key its own when recent keys are reused: 5,000 keys of one length share 4,096 slots', () => {
    // More same-length keys than the key cache has slots, so some must share one; read twice, the
    // second read answering from the cache. A reused key not checked against the text would
    // surface here as a wrong key.
    const keys = Array.from({ length: 5000 }, (_, i) => `k${String(i).padStart(5, '0')}`);
    const text = keys.map((k, i) => `${k}: ${i}\n`).join('');
    for (let read = 0; read < 2; read++) {
      const value = loadYaml(text).documents[0]!.value as Record<string, number>;
      expect(Object.keys(value)).toEqual(keys);
      expect(Object.values(value)).toEqual(keys.map((_, i) => i));
    }
    assertSameAsYaml('true_ish: 1\ntrue: 2\nnull: 3\n');
  });

  it('finds every key of a wide mapping where yaml does, and thousands of them in linear time', () => {
    // Past 64 entries a mapping is looked up in an index: at the root (read without nodes) and
    // deeper, with quoted keys, keys that look like numbers and a key that repeats another's text.
    const keys = Array.from({ length: 150 }, (_, i) =>
      i % 3 === 0 ? `k${i}` : i % 3 === 1 ? `'q ${i}'` : String(i * 7),
    );
    const block = (indent: string): string => keys.map((k, i) => `${indent}${k}: v${i}\n`).join('');
    assertSameAsYaml(`${block('')}nested:\n${block('  ')}`);
    assertSameAsYaml(`tools:\n  - name: t\n    input_schema:\n      properties:\n${block('        ')}`);
    // A finding on each of 30,000 properties searched from the first entry: seconds, quadratic.
    const wide = Array.from({ length: 30_000 }, (_, i) => `    p${i}: x\n`).join('');
    const doc = loadYaml(`schema:\n  properties:\n${wide}`).documents[0]!;
    const started = cpuMs();
    const lines = Array.from({ length: 30_000 }, (_, i) => doc.keySpan(`/schema/properties/p${i}`).line);
    expect(cpuMs() - started).toBeLessThan(2_000);
    expect(lines).toEqual(lines.map((_, i) => i + 3));
  });

  it('keeps every value its own when recent values are reused: more than the cache has slots', () => {
    // Plain values that share their length, ends and middle (what picks a slot), so that many
    // meet in one; read twice, the second read answering from the cache. Values that resolve to
    // something else than a string (numbers, booleans, null) are never taken from it.
    const values = Array.from({ length: 40000 }, (_, i) => `ns/a${String(i).padStart(6, '0')}-z`);
    const text = `items:\n${values.map((v) => `  - ${v}\n`).join('')}`;
    for (let read = 0; read < 2; read++) {
      const value = loadYaml(text).documents[0]!.value as { items: string[] };
      expect(value.items).toEqual(values);
    }
    assertSameAsYaml('a: yes\nb: 12\nc: null\nd: "12"\ne: 12\nf: true\ng: truex\nh: 0x1F\n');
  });

  it('reads literal blocks as yaml does: blank lines with some spaces, deeper lines, chomping', () => {
    const texts = [
      'code: |\n  a\n\n \n  \n  b\n    deeper\n   less deep\n\nnext: 1\n',
      'code: |-\n    x\n \n  \n    y\n\n\n',
      'list:\n  - |\n      one\n       two\n\n      three\n  - |-\n      four\n',
    ];
    for (const text of texts) {
      expect(fastParse(text, 64, 100_000, false), text).toBeDefined();
      assertSameAsYaml(text);
    }
    // Left to yaml, and the same either way: a blank line deeper than the block, an indented '#'.
    for (const text of ['code: |\n  a\n   \n  b\n', 'a:\n  b: |\n    # not a comment\n    end\n']) {
      expect(fastParse(text, 64, 100_000, false), text).toBeUndefined();
      assertSameAsYaml(text);
    }
  });

  it('gives mappings nothing to inherit at any depth, and reads __proto__ as a plain key', () => {
    const mappings = (v: unknown, out: object[] = []): object[] => {
      if (Array.isArray(v)) v.forEach((x) => mappings(x, out));
      else if (v !== null && typeof v === 'object') {
        out.push(v);
        for (const x of Object.values(v)) mappings(x, out);
      }
      return out;
    };
    const text = 'name: x/t\ninput_schema:\n  properties:\n    a:\n      type: string\nslots:\n  - name: s\n';
    expect(fastParse(text, LOAD_LIMITS.maxDepth, LOAD_LIMITS.maxExpandedNodes)).toBeDefined();
    const found = mappings(loadYaml(text).documents[0]!.value);
    expect(found).toHaveLength(5);
    for (const m of found) {
      expect(inheritsNothing(m)).toBe(true);
      // Nothing inherited: no member of Object.prototype reaches a mapping.
      expect((m as Record<string, unknown>).constructor).toBeUndefined();
      expect((m as Record<string, unknown>).toString).toBeUndefined();
    }
    const proto = '__proto__:\n  polluted: true\nname: x/p\n';
    for (const plain of [false, true]) {
      const value = loadYaml(proto, { plain }).documents[0]!.value as Record<string, unknown>;
      expect(inheritsNothing(value)).toBe(true);
      expect(Object.keys(value)).toEqual(['__proto__', 'name']);
      expect(Object.getOwnPropertyDescriptor(value, '__proto__')?.value).toEqual({ polluted: true });
    }
    // The shared prototype cannot be written to.
    const shared = Object.getPrototypeOf(found[0]) as Record<string, unknown>;
    expect(Object.isFrozen(shared)).toBe(true);
    expect(Object.getOwnPropertyNames(shared)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  // The limit is a document's (load.ts: "the most one document may hold"), as the yaml path counts
  // it: a file of many documents, together over it, took the yaml path (three times the cost)
  // though no document is over it.
  it('counts nodes per document: documents together over the limit stay on the fast path', () => {
    const doc = (i: number): string => `name: x/t${i}\nlist:\n${'  - a\n'.repeat(40)}`;
    const text = Array.from({ length: 10 }, (_, i) => doc(i)).join('---\n');
    // Each document holds some 43 nodes (its mapping, two values, 40 items), the file ten times that.
    expect(fastParse(text, LOAD_LIMITS.maxDepth, 100)).toBeDefined();
    expect(fastParse(text, LOAD_LIMITS.maxDepth, 100)?.documents).toHaveLength(10);
    // One document over it is still the yaml path's to read (and to report).
    const large = `name: x/large\nlist:\n${'  - b\n'.repeat(120)}`;
    expect(fastParse(`${text}---\n${large}`, LOAD_LIMITS.maxDepth, 100)).toBeUndefined();
    const limits = { limits: { ...LOAD_LIMITS, maxExpandedNodes: 100 } };
    const fast = loadYaml(text, limits);
    const plain = loadYaml(text, { ...limits, plain: true });
    expect(fast.problems).toEqual([]);
    expect(fast.documents.map((d) => [d.index, d.value, d.span])).toEqual(
      plain.documents.map((d) => [d.index, d.value, d.span]),
    );
    assertSameAsYaml(text);
    // And by cost: ten documents of 1,500 items, together 7.5 times a limit of 2,000, read for a
    // fraction of what the yaml path costs (each path run once before: the package loaded, the
    // code compiled). Counted per file, the fast reader gave up and the yaml path ran after it.
    const many = Array.from({ length: 10 }, (_, i) => `name: x/t${i}\nlist:\n${'  - a\n'.repeat(1500)}`).join(
      '---\n',
    );
    const small = { limits: { ...LOAD_LIMITS, maxExpandedNodes: 2000 } };
    for (const plain of [true, false]) loadYaml(many, { ...small, plain });
    const cost = (plain: boolean): number => {
      const started = cpuMs();
      expect(loadYaml(many, { ...small, plain }).documents).toHaveLength(10);
      return cpuMs() - started;
    };
    expect(cost(false)).toBeLessThan(cost(true) / 3);
  });

  it.each([
    ['anchors and aliases', 'a: &x 1\nb: *x\n'],
    ['tags', 'a: !!str 1\n'],
    ['nested flow mappings', 'a: {b: {c: 1}}\n'],
    ['flow mappings over lines', 'a: {b: 1,\n  c: 2}\n'],
    ['multi-line plain scalars', 'a: one\n  two\n'],
    ['folded scalars', 'a: >\n  text\n'],
    ['tabs', 'a:\t1\n'],
    ['CRLF', 'a: 1\r\nb: 2\r\n'],
    ['a byte-order mark', '\ufeffa: 1\n'],
    ['complex keys', '? a\n: 1\n'],
    ['directives', '%YAML 1.2\n---\na: 1\n'],
    ['quoted keys', '"a": 1\n'],
  ])('leaves %s to the yaml package', (_name, text) => {
    expect(fastParse(text, LOAD_LIMITS.maxDepth, LOAD_LIMITS.maxExpandedNodes)).toBeUndefined();
    assertSameAsYaml(text);
  });

  const scalar = fc.oneof(
    fc.constantFrom(
      'x',
      'true',
      'False',
      'null',
      '~',
      '',
      '12',
      '-3',
      '0x1F',
      '0o17',
      '1.5',
      '.inf',
      '-.inf',
      '.nan',
      'a/b-c',
      'mcp:s/t',
      'http://x.y/z',
      'no',
      'on',
      'a b c',
      '-x',
      'x-',
      "it's",
      'a#b',
    ),
    fc.stringMatching(/^[a-z0-9 ._/-]{0,12}$/),
  );
  const quoted = (s: string, style: number): string =>
    style === 0 ? s : style === 1 ? JSON.stringify(s) : `'${s.replace(/'/g, "''")}'`;
  const keyName = fc.constantFrom(
    'name',
    'description',
    'tools',
    'a',
    'b',
    'read_only',
    'x/y',
    'mcp:srv/t',
    'k1',
    'constructor',
    '__proto__',
  );

  type Tree =
    | { kind: 'scalar'; v: string; style: number }
    | { kind: 'map'; e: [string, Tree][] }
    | { kind: 'seq'; i: Tree[] }
    | { kind: 'flow'; i: [string, number][] }
    | { kind: 'lit'; lines: string[]; strip: boolean };
  const tree: fc.Arbitrary<Tree> = fc.letrec<{ t: Tree }>((tie) => ({
    t: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.record({ kind: fc.constant('scalar' as const), v: scalar, style: fc.integer({ min: 0, max: 2 }) }),
      fc.record({
        kind: fc.constant('flow' as const),
        i: fc.array(fc.tuple(scalar, fc.integer({ min: 0, max: 2 })), { maxLength: 4 }),
      }),
      fc.record({
        kind: fc.constant('lit' as const),
        lines: fc.array(fc.stringMatching(/^[a-z (]{0,8}$/), { minLength: 1, maxLength: 3 }),
        strip: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant('map' as const),
        e: fc.array(fc.tuple(keyName, tie('t')), { minLength: 1, maxLength: 4 }),
      }),
      fc.record({ kind: fc.constant('seq' as const), i: fc.array(tie('t'), { minLength: 1, maxLength: 3 }) }),
    ),
  })).t;

  const render = (
    t: Tree,
    indent: number,
    opts: { comments: boolean; blank: boolean; seqIndent: number },
  ): string[] => {
    const pad = ' '.repeat(indent);
    const inline = (v: Tree): string | undefined => {
      if (v.kind === 'scalar') return quoted(v.v, v.style) + (opts.comments ? ' # c' : '');
      if (v.kind === 'flow') return `[${v.i.map(([s, st]) => quoted(s, st)).join(', ')}]`;
      if (v.kind === 'lit') return v.strip ? '|-' : '|';
      return undefined;
    };
    if (t.kind === 'map') {
      return t.e.flatMap(([k, v]) => {
        const head = inline(v);
        const lines: string[] = [];
        if (opts.blank) lines.push('');
        if (opts.comments) lines.push(`${pad}# about ${k}`);
        if (head !== undefined) {
          lines.push(`${pad}${k}: ${head}`);
          if (v.kind === 'lit') lines.push(...v.lines.map((l) => (l === '' ? '' : `${pad}  ${l}`)));
        } else {
          lines.push(`${pad}${k}:`);
          lines.push(...render(v, v.kind === 'seq' ? indent + opts.seqIndent : indent + 2, opts));
        }
        return lines;
      });
    }
    if (t.kind === 'seq') {
      return t.i.flatMap((v) => {
        const head = inline(v);
        if (head !== undefined) {
          const lines = [`${pad}- ${head}`];
          if (v.kind === 'lit') lines.push(...v.lines.map((l) => (l === '' ? '' : `${pad}    ${l}`)));
          return lines;
        }
        const inner = render(v, indent + 2, { ...opts, blank: false, comments: false });
        if (v.kind === 'map') return [`${pad}- ${inner[0]!.trimStart()}`, ...inner.slice(1)];
        return [`${pad}-`, ...inner];
      });
    }
    return [`${pad}${inline(t)}`];
  };

  it('equals the yaml package on generated configuration-like YAML', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(keyName, tree), { minLength: 1, maxLength: 5 }),
        fc.record({
          comments: fc.boolean(),
          blank: fc.boolean(),
          seqIndent: fc.constantFrom(0, 2),
          docs: fc.integer({ min: 1, max: 2 }),
          finalNewline: fc.boolean(),
        }),
        (entries, opts) => {
          const doc = render({ kind: 'map', e: entries }, 0, opts).join('\n');
          const text =
            Array.from({ length: opts.docs }, () => doc).join('\n---\n') + (opts.finalNewline ? '\n' : '');
          assertSameAsYaml(text);
        },
      ),
      { seed: Number(process.env.FAST_SEED ?? 1130), numRuns: Number(process.env.FAST_RUNS ?? 1500) },
    );
  });
});
