import { ownAsRead } from '../../src/core/model/model.js';
import { describe, expect, it } from 'vitest';
import {
  LOAD_LIMITS,
  loadYaml,
  YamlLoader,
  yaml11Item,
  yaml11Keys,
  yaml11Names,
  yaml11Signature,
  yaml11Values,
  withEntries,
} from '../../src/core/yaml/load.js';
import { cpuMs } from '../cpu-clock.js';

const TEXT = 'name: x/t\ndescription: "Ünïcödé 😀 wide 漢字"\ncapability:\n  writes: true\nlist: [a, b]\n';

describe('loader', () => {
  it('gives 1-based positions of keys and values', () => {
    const doc = loadYaml(TEXT).documents[0]!;
    expect(doc.keySpan('/capability/writes')).toEqual({ line: 4, column: 3, endLine: 4, endColumn: 9 });
    expect(doc.valueSpan('/capability/writes')).toEqual({ line: 4, column: 11, endLine: 4, endColumn: 15 });
    expect(doc.valueSpan('/list/1')).toMatchObject({ line: 5, column: 11 });
  });

  it('falls back to the nearest ancestor for a path that is not there', () => {
    const doc = loadYaml(TEXT).documents[0]!;
    expect(doc.keySpan('/capability/missing')).toMatchObject({ line: 3, column: 1 });
  });

  it.each([
    ['CRLF', TEXT.replace(/\n/g, '\r\n')],
    ['BOM', `\ufeff${TEXT}`],
    ['BOM and CRLF', `\ufeff${TEXT.replace(/\n/g, '\r\n')}`],
  ])('positions of a %s file equal its plain-LF twin', (_name, variant) => {
    const plain = loadYaml(TEXT).documents[0]!;
    const other = loadYaml(variant).documents[0]!;
    for (const pointer of ['/name', '/description', '/capability/writes', '/list/0']) {
      expect(other.keySpan(pointer)).toEqual(plain.keySpan(pointer));
      expect(other.valueSpan(pointer)).toEqual(plain.valueSpan(pointer));
    }
  });

  it('counts columns in code points: an emoji is one column', () => {
    const doc = loadYaml('a: "😀😀"\nb: 1\nc: ["😀", x]\n').documents[0]!;
    expect(doc.valueSpan('/a')).toEqual({ line: 1, column: 4, endLine: 1, endColumn: 8 });
    expect(doc.valueSpan('/c/1')).toMatchObject({ line: 3, column: 10 });
  });

  // A block scalar's node ends after its final line break (and any kept blank lines): its span
  // ended at column 1 of the next line (a key's line, or a line past the file's last one).
  it.each([
    [
      'literal, last in the file',
      'a: 1\nb: |\n  yes 😀\n  no\n',
      { line: 2, column: 4, endLine: 4, endColumn: 5 },
    ],
    ['folded, before a key', 'b: >\n  one\n  two\nc: 1\n', { line: 1, column: 4, endLine: 3, endColumn: 6 }],
    [
      'kept blank lines, CRLF',
      'b: |+\r\n  one\r\n\r\n\r\nc: 1\r\n',
      { line: 1, column: 4, endLine: 2, endColumn: 6 },
    ],
  ])('ends a block scalar at its last character (%s)', (_name, text, span) => {
    for (const plain of [false, true])
      expect(loadYaml(text, { plain }).documents[0]!.valueSpan('/b')).toEqual(span);
  });

  it('reads YAML 1.2: no, on and yes are strings; merge keys are plain keys', () => {
    const doc = loadYaml('a: no\nb: on\nbase: &b {x: 1}\nc:\n  <<: *b\n').documents[0]!;
    expect(doc.value).toEqual({ a: 'no', b: 'on', base: { x: 1 }, c: { '<<': { x: 1 } } });
  });

  it('keeps __proto__ and constructor as data, without touching prototypes', () => {
    const doc = loadYaml('__proto__: {polluted: yes}\nconstructor: 1\n').documents[0]!;
    const value = doc.value as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(['__proto__', 'constructor']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('rejects an alias bomb quickly', () => {
    const lines = ['a0: &a0 [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 10; i++)
      lines.push(
        `a${i}: &a${i} [${Array(10)
          .fill(`*a${i - 1}`)
          .join(', ')}]`,
      );
    const started = cpuMs();
    const result = loadYaml(lines.join('\n'));
    expect(cpuMs() - started).toBeLessThan(1000);
    expect(result.documents).toHaveLength(0);
    expect(result.problems[0]?.message).toMatch(/aliases|expands/);
  });

  it('rejects nesting deeper than the limit without a stack overflow', () => {
    const deep = `${'['.repeat(LOAD_LIMITS.maxDepth + 50)}${']'.repeat(LOAD_LIMITS.maxDepth + 50)}`;
    const result = loadYaml(`a: ${deep}\n`);
    expect(result.documents).toHaveLength(0);
    expect(result.problems[0]?.kind).toBe('yaml-syntax');
  });

  it('reports nesting past the limit the same however much of the stack is already used', () => {
    // Where a recursive parser runs out of stack depends on how deep it is called and how warm the
    // engine is; the finding must not. Each text is loaded at the bottom of a recursion of varying
    // depth, and every load gives the one answer.
    const block = Array.from({ length: 1000 }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n') + ' 1\n';
    const flow = `a: ${'['.repeat(3000)}${']'.repeat(3000)}\n`;
    const keys = `? ${'['.repeat(LOAD_LIMITS.maxDepth + 5)}${']'.repeat(LOAD_LIMITS.maxDepth + 5)}\n: 1\n`;
    const within = `a: ${'['.repeat(LOAD_LIMITS.maxDepth)}${']'.repeat(LOAD_LIMITS.maxDepth)}\n`;
    const at = (frames: number, text: string): string =>
      frames === 0 ? JSON.stringify(loadYaml(text).problems) : at(frames - 1, text);
    for (const text of [block, flow, keys, within]) {
      const answers = new Set([0, 3000, 6000, 0].map((frames) => at(frames, text)));
      expect([...answers], text.slice(0, 40)).toHaveLength(1);
    }
    expect(JSON.parse(at(0, block))).toEqual([
      {
        kind: 'yaml-syntax',
        span: { line: 202, column: 202, endLine: 202, endColumn: 203 },
        message: `the document is nested deeper than ${LOAD_LIMITS.maxDepth} levels`,
      },
    ]);
    expect(JSON.parse(at(0, flow))[0].span).toMatchObject({ line: 1, column: 4 + LOAD_LIMITS.maxDepth });
    expect(JSON.parse(at(0, within))).toEqual([]);
  });

  it('keeps its limits fixed, and names the limits a loader is given', () => {
    expect(Object.isFrozen(LOAD_LIMITS)).toBe(true);
    const text = `a: ${'['.repeat(12)}${']'.repeat(12)}\n`;
    const limits = { ...LOAD_LIMITS, maxDepth: 10 };
    expect(loadYaml(text, { limits }).problems.map((p) => p.message)).toEqual([
      'the document is nested deeper than 10 levels',
    ]);
    expect(loadYaml(text).problems).toEqual([]);
  });

  it('reads each non-empty document of a stream', () => {
    const result = loadYaml('---\na: 1\n---\n# only a comment\n---\nb: 2\n');
    expect(result.documents.map((d) => d.value)).toEqual([{ a: 1 }, { b: 2 }]);
    expect(result.documents[1]!.valueSpan('/b')).toMatchObject({ line: 6, column: 4 });
  });
});

describe("PyYAML's reading of numbers YAML 1.2 reads (yaml11Values)", () => {
  // Checked against PyYAML 6.0.3's safe_load: a string there, a number here.
  const STRINGS = ['0e0', '0E5', '0o0', '0o17', '-.0', '+.5', '0.0e0', '1.5e3', '.0e0'];
  // The same number in both: nothing to add.
  const NUMBERS = ['0', '00', '-0', '0x0', '0.0', '0.', '.0', '1.0e+3', '.nan', '-.inf', '300'];

  it.each(STRINGS)('keeps %s as the text PyYAML reads, from the fast path and the yaml path', (text) => {
    for (const plain of [false, true]) {
      const { load } = new YamlLoader({ plain });
      const value = load(`capability:\n  unsafe: ${text}\n`).documents[0]!.value as Record<string, object>;
      expect(yaml11Values(value.capability!, 'unsafe')).toEqual([{ occurrence: 0, text }]);
    }
  });

  it('keeps it for a repeated key by its occurrence', () => {
    const value = loadYaml('unsafe: false\nunsafe: 0e0\n').documents[0]!.value as object;
    expect(yaml11Values(value, 'unsafe')).toEqual([{ occurrence: 1, text: '0e0' }]);
  });

  it.each(NUMBERS)('adds nothing for %s', (text) => {
    for (const plain of [false, true]) {
      const { load } = new YamlLoader({ plain });
      const value = load(`unsafe: ${text}\n`).documents[0]!.value as object;
      expect(yaml11Values(value, 'unsafe')).toBeUndefined();
    }
    expect(yaml11Values(loadYaml(`unsafe: "0e0"\n`).documents[0]!.value as object, 'unsafe')).toBeUndefined();
  });
});

describe("PyYAML's floats and booleans, as Python writes a name (yaml11Names)", () => {
  // Checked against PyYAML 6.0.3's safe_load and Python's str().
  it.each([
    ['1.0', '1.0'],
    ['10.0', '10.0'],
    ['1.0e+3', '1000.0'],
    ['1.5e-7', '1.5e-07'],
    ['1.0e+16', '1e+16'],
    ['0.00001', '1e-05'],
    ['.inf', 'inf'],
    ['-.Inf', '-inf'],
    ['.NaN', 'nan'],
    ['-0.0', '-0.0'],
    ['1_000.5', '1000.5'],
    ['1:30.5', '90.5'],
    ['on', 'True'],
    ['Yes', 'True'],
    ['OFF', 'False'],
    ['no', 'False'],
    ['2001-12-14t21:59:43.10-05:00', '2001-12-14 21:59:43.100000-05:00'],
    ['2001-12-14 21:59:43.10 -5', '2001-12-14 21:59:43.100000-05:00'],
    ['2001-12-15T02:59:43.1Z', '2001-12-15 02:59:43.100000+00:00'],
    ['2001-1-5 1:00:00 +0', '2001-01-05 01:00:00+00:00'],
    ['2000-02-29 23:59:59.0000009 -00:30', '2000-02-29 23:59:59-00:30'],
  ])('reads %s also as %s, from the fast path and the yaml path, and never as a flag', (text, python) => {
    for (const plain of [false, true]) {
      const { load } = new YamlLoader({ plain });
      const value = load(`name: ${text}
`).documents[0]!.value as object;
      expect(yaml11Names(value, 'name')).toEqual([{ occurrence: 0, text: python }]);
      expect(yaml11Values(value, 'name')).toBeUndefined();
    }
  });

  it.each([
    ['!!float 1.0', 1, '1.0'],
    ['!!float 1e3', 1000, '1000.0'],
    ['!!float "1e3"', 1000, '1000.0'],
    ["!!float '-0.0'", -0, '-0.0'],
    ['!!float .inf', Infinity, 'inf'],
    ['!!float 0.5', 0.5, undefined],
  ])('reads %s as the float PyYAML constructs of any scalar so tagged', (text, value, python) => {
    const doc = loadYaml(`name: ${text}\nl: [${text}]\n`).documents[0]!.value as Record<string, unknown>;
    expect(doc.name).toBe(value);
    expect(yaml11Names(doc, 'name')).toEqual(
      python === undefined ? undefined : [{ occurrence: 0, text: python }],
    );
    expect(yaml11Values(doc, 'name')).toBeUndefined();
    expect(yaml11Item(doc.l as unknown[], 0)).toBe(python);
  });

  it('notes a scalar each time it is read, in one file and in the next file of one loader', () => {
    const { load } = new YamlLoader();
    for (const text of ['a: on\nb: on\nc: [on, 010]\n', 'name: on\nl:\n  - on\n  - 010\n']) {
      const value = load(text).documents[0]!.value as Record<string, unknown>;
      for (const key of Object.keys(value).filter((k) => value[k] === 'on'))
        expect(yaml11Names(value, key), `${key} of ${JSON.stringify(text)}`).toEqual([
          { occurrence: 0, text: 'True' },
        ]);
      for (const list of Object.values(value).filter(Array.isArray))
        expect(list.map((_item, i) => yaml11Item(list, i))).toEqual(['True', '8']);
    }
  });

  // A date alone and a time Python writes as it is read; a date Python refuses fails the runtime's file.
  it.each([
    '0.5',
    '0.0001',
    'true',
    'y',
    'n',
    '"on"',
    '1.5',
    '2002-12-14',
    '2001-12-14 21:59:43',
    '2001-02-29 21:59:43',
    '2001-12-14 21:59:43 +24',
  ])('adds nothing for %s', (text) => {
    expect(yaml11Names(loadYaml(`name: ${text}\n`).documents[0]!.value as object, 'name')).toBeUndefined();
  });
});

describe("PyYAML's reading of list items and keys YAML 1.2 reads as numbers", () => {
  it.each([
    ['a flow list', 'tools: [x/read, 1e3]\n'],
    ['a block list', 'tools:\n  - x/read\n  - 1e3\n'],
  ])('keeps the item of %s, from the fast path and the yaml path', (_name, text) => {
    for (const plain of [false, true]) {
      const { load } = new YamlLoader({ plain });
      const list = (load(text).documents[0]!.value as Record<string, unknown[]>).tools!;
      expect(list).toEqual(['x/read', 1000]);
      expect([yaml11Item(list, 0), yaml11Item(list, 1)]).toEqual([undefined, '1e3']);
    }
  });

  it.each([
    ['010', 10, '8'],
    ['0b1', '0b1', '1'],
    ['0b0', '0b0', '0'],
    ['1_000', '1_000', '1000'],
    ['1:30', '1:30', '90'],
    ['-0x_A', '-0x_A', '-10'],
    ['12345678901234567890', 12345678901234567000, '12345678901234567890'],
  ])('keeps the integer PyYAML reads in %s, from both paths', (text, value, python) => {
    for (const plain of [false, true]) {
      const { load } = new YamlLoader({ plain });
      const list = (load(`tools: [${text}]\n`).documents[0]!.value as Record<string, unknown[]>).tools!;
      expect(list).toEqual([value]);
      expect(yaml11Item(list, 0)).toBe(python);
    }
  });

  it('adds nothing for a scalar tagged a string, which PyYAML reads as the text itself', () => {
    // `!!str 010` is "010" to PyYAML too; `! 1_000` is resolved by its regexes (1000), and
    // `!!int 010` constructed by its constructor (8).
    const list = (
      loadYaml('tools: [!!str 010, ! 1_000, !!int 010]\n').documents[0]!.value as Record<string, unknown[]>
    ).tools!;
    expect([yaml11Item(list, 0), yaml11Item(list, 1), yaml11Item(list, 2)]).toEqual([undefined, '1000', '8']);
  });

  it.each([
    ['! "010"', '010', '8'],
    ["! 'on'", 'on', 'True'],
    ['! "true"', 'true', 'True'],
    ['!!int "010"', 10, '8'],
    ['"010"', '010', undefined],
    ['!!str 010', '010', undefined],
  ])('reads %s, quoted, as PyYAML resolves or constructs it', (text, value, python) => {
    const list = (loadYaml(`tools: [${text}]\n`).documents[0]!.value as Record<string, unknown[]>).tools!;
    expect(list).toEqual([value]);
    expect(yaml11Item(list, 0)).toBe(python);
  });

  it('keeps the reading of an alias as of its anchor', () => {
    const doc = loadYaml('a: [&n 1e3]\ntools: [x/read, *n]\nunsafe: *n\n').documents[0]!.value as Record<
      string,
      unknown[]
    >;
    expect(yaml11Item(doc.tools!, 1)).toBe('1e3');
    expect(yaml11Values(doc, 'unsafe')).toEqual([{ occurrence: 0, text: '1e3' }]);
  });

  it('keeps the text of a key PyYAML reads as a boolean, from the fast path and the yaml path', () => {
    for (const plain of [false, true]) {
      const { load } = new YamlLoader({ plain });
      const servers = (load('mcp_servers:\n  on:\n  "off":\n').documents[0]!.value as Record<string, object>)
        .mcp_servers!;
      expect([yaml11Keys(servers, 'on'), yaml11Keys(servers, 'off')]).toEqual([['True'], undefined]);
    }
  });

  it('keeps the text of each occurrence of a repeated key, from the fast path and the yaml path', () => {
    for (const plain of [false, true]) {
      const { load } = new YamlLoader({ plain });
      const tools = (
        load('tools:\n  1000:\n  1e3:\n  0x3E8:\n').documents[0]!.value as Record<string, object>
      ).tools!;
      expect(Object.keys(tools)).toEqual(['1000']);
      expect(yaml11Keys(tools, '1000')).toEqual(['1e3']);
    }
  });

  it('keeps the text Python writes of a key both loaders read as a boolean', () => {
    const servers = (
      loadYaml('mcp_servers:\n  true:\n  FALSE:\n  "true":\n').documents[0]!.value as Record<string, object>
    ).mcp_servers!;
    expect(Object.keys(servers)).toEqual(['true', 'false']);
    expect([yaml11Keys(servers, 'true'), yaml11Keys(servers, 'false')]).toEqual([['True'], ['False']]);
  });

  it('keeps the text of a key', () => {
    const tools = (loadYaml('tools:\n  1e3:\n  "2e3":\n').documents[0]!.value as Record<string, object>)
      .tools!;
    expect(Object.keys(tools)).toEqual(['1000', '2e3']);
    expect([yaml11Keys(tools, '1000'), yaml11Keys(tools, '2e3')]).toEqual([['1e3'], undefined]);
  });
});

describe("a document's signature (yaml11Signature) tells where PyYAML reads a scalar otherwise", () => {
  // Each pair has equal YAML 1.2 values and writes `1e3` at the same offset, but PyYAML reads
  // "1e3" under another key: in the first, in `a` and then in `tools`.
  it.each([
    ['moved to a key of the same offset', 'a:      1e3\ntools: [1000]\n', 'tools: [1e3]\na:      1000\n'],
    ['moved to an alias', 'a: &x 1e3\nb: *x\ntools: [1000]\n', 'a: &x 1e3\nb: 1000\ntools: [*x]\n'],
    ['moved within a list', 'tools: [1e3, 1000]\n', 'tools: [1000, 1e3]\n'],
  ])('differs for a scalar %s, from both paths', (_name, base, head) => {
    for (const plain of [false, true]) {
      const { load } = new YamlLoader({ plain });
      const [a, b] = [base, head].map((text) => load(text).documents[0]!.value);
      expect(a).toEqual(b);
      expect(yaml11Signature(a)).not.toBe(yaml11Signature(b));
    }
  });

  it('is the same for the same readings however the document is laid out', () => {
    const signatures = ['tools: [1e3]\na: 1\n', 'a:   1\ntools:\n  - 1e3 # c\n'].map((text) =>
      yaml11Signature(loadYaml(text).documents[0]!.value),
    );
    expect(signatures[0]).toBeDefined();
    expect(signatures[0]).toBe(signatures[1]);
  });
});

describe('a parsed mapping with entries written over it (withEntries)', () => {
  it("keeps what the loader noted of the other keys, and drops the overwritten keys' notes", () => {
    for (const plain of [false, true]) {
      const { load } = new YamlLoader({ plain });
      const doc = load('mcp_server: on\nunsafe: 0e0\ncapability: 1.0\n').documents[0]!.value as Record<
        string,
        unknown
      >;
      const copy = withEntries(doc, { capability: {} });
      expect(yaml11Names(copy, 'mcp_server')).toEqual([{ occurrence: 0, text: 'True' }]);
      expect(yaml11Values(copy, 'unsafe')).toEqual([{ occurrence: 0, text: '0e0' }]);
      expect(yaml11Names(copy, 'capability')).toBeUndefined();
    }
  });
});

describe("PyYAML's integers stay cheap", () => {
  it.each([
    ['base 60', `1${':59'.repeat(2_600)}`],
    ['binary', `0b${'1'.repeat(7_990)}`],
    ['decimal', `1_${'9'.repeat(7_990)}`],
    ['base 60, past the limit', `1${':59'.repeat(300_000)}`],
  ])('a 1 MiB file of %s integers loads in linear time', (_name, scalar) => {
    const text = `tools:\n${`  - ${scalar}\n`.repeat(Math.max(1, Math.floor(1_000_000 / scalar.length)))}`;
    const started = cpuMs();
    const result = loadYaml(text);
    expect(cpuMs() - started).toBeLessThan(3000);
    expect(result.problems).toEqual([]);
  });
});

describe('a merged key as PyYAML reads it (ownAsRead)', () => {
  // Each checked against PyYAML 6.0.3's safe_load.
  it.each([
    ['a repeated key in the merged mapping: the last', 'm:\n  <<: {d: first, d: last}\n', 'last'],
    ['a repeated merge key: the later', 'm:\n  <<: {d: first}\n  <<: {d: second}\n', 'second'],
    ['a merged list: the first mapping holding it', 'm:\n  <<: [{x: 1}, {d: a}, {d: b}]\n', 'a'],
    ['a merge within a merged mapping', 'm:\n  <<: [{<<: {d: deep}}, {d: b}]\n', 'deep'],
    ['its own value over any merged', 'm:\n  <<: {d: merged}\n  d: own\n', 'own'],
  ])('%s', (_name, text, expected) => {
    const doc = loadYaml(text).documents[0]!.value as Record<string, unknown>;
    expect(ownAsRead(doc.m, 'd')).toBe(expected);
  });
});
