// JSON text read with JSON.parse (src/core/yaml/json-text.ts): the same values, problems and
// positions as the `yaml` package's path, and every text JSON.parse could read otherwise left to it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toPointer } from '../../src/core/text/pointer.js';
import { jsonValue } from '../../src/core/yaml/json-text.js';
import { LOAD_LIMITS, loadYaml } from '../../src/core/yaml/load.js';
import { cpuMs } from '../cpu-clock.js';

const INVENTORY = `{
  "server": "big",
  "tools": [
    {
      "name": "a\\u00e9\\"b",
      "inputSchema": { "type": "object", "properties": { "id": { "type": "string" } } },
      "annotations": { "readOnlyHint": true, "openWorldHint": false },
      "numbers": [0, -0, 1.5, -0.25, 2.5, 12345678901234567000, true, false, null],
      "__proto__": { "x": 1 },
      "2": "two",
      "1": "one"
    }
  ]
}
`;

const same = (text: string): void => {
  const fast = loadYaml(text);
  const plain = loadYaml(text, { plain: true });
  expect(fast.problems).toEqual(plain.problems);
  expect(fast.documents.map((d) => d.value)).toEqual(plain.documents.map((d) => d.value));
  for (const pointer of ['', '/server', '/tools/0/annotations/readOnlyHint', '/tools/0/numbers/3']) {
    expect(fast.documents[0]?.keySpan(pointer)).toEqual(plain.documents[0]?.keySpan(pointer));
    expect(fast.documents[0]?.valueSpan(pointer)).toEqual(plain.documents[0]?.valueSpan(pointer));
  }
};

describe('JSON text', () => {
  it('reads an inventory as yaml does: values, key order, __proto__ as a key, positions', () => {
    expect(jsonValue(INVENTORY, LOAD_LIMITS)).toBeDefined();
    same(INVENTORY);
    const tool = (loadYaml(INVENTORY).documents[0]?.value as { tools: Record<string, unknown>[] }).tools[0];
    expect(Object.keys(tool ?? {})).toEqual([
      '1',
      '2',
      'name',
      'inputSchema',
      'annotations',
      'numbers',
      '__proto__',
    ]);
    expect(Object.getPrototypeOf(tool?.__proto__)).not.toBe(Object.prototype);
  });

  it("finds every key and value where yaml does, in real inventories and github-mcp-server's history", () => {
    const texts = realJsonTexts();
    expect(texts.length).toBeGreaterThan(130);
    let pointers = 0;
    const differing: string[] = [];
    for (const text of texts) {
      expect(jsonValue(text, LOAD_LIMITS)).toBeDefined();
      const fast = loadYaml(text).documents[0];
      const plain = loadYaml(text, { plain: true }).documents[0];
      const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
      if (!same(fast?.span, plain?.span)) differing.push(`the document of ${text.slice(0, 40)}`);
      // Every pointer, and ones that name nothing: past a scalar, past an array's end.
      const all = [...everyPointer(plain?.value), '/nothing', '/tools/100000', '/tools/0/name/deeper'];
      for (const pointer of all) {
        pointers++;
        if (!same(fast?.keySpan(pointer), plain?.keySpan(pointer))) differing.push(`key ${pointer}`);
        if (!same(fast?.valueSpan(pointer), plain?.valueSpan(pointer))) differing.push(`value ${pointer}`);
      }
    }
    expect(differing).toEqual([]);
    expect(pointers).toBeGreaterThan(10_000);
  });

  it('finds keys of a wide object as yaml does, and in linear time', () => {
    // Keys a pointer escapes or splits: empty, `/`, `~`, escapes, U+0000 (which names a repetition).
    const odd = ['', '/', '~', '~1', 'a/b~0', 'A', 'a"b', '\u0000', 'a\u0000', 'a\u00001', '0', '01', '-1'];
    const keys = [...odd, ...Array.from({ length: 100 }, (_, i) => `k${i}`)];
    const text = `{"wide": {${keys.map((key, i) => `${JSON.stringify(key)}: [${i}, {"d": "x"}]`).join(',\n ')}}}`;
    expect(jsonValue(text, LOAD_LIMITS)).toBeDefined();
    const fast = loadYaml(text).documents[0];
    const plain = loadYaml(text, { plain: true }).documents[0];
    // A repetition named, though none is written: the first, the second, -0, none at all.
    const named = ['k7', 'a', ''].flatMap((key) =>
      ['0', '1', '-0', '1.5', 'x', ''].map((n) => `${key}\u0000${n}`),
    );
    for (const key of [...keys, ...named, 'nothing']) {
      for (const pointer of [toPointer(['wide', key]), toPointer(['wide', key, 1, 'd'])]) {
        expect([pointer, fast?.keySpan(pointer)]).toEqual([pointer, plain?.keySpan(pointer)]);
        expect([pointer, fast?.valueSpan(pointer)]).toEqual([pointer, plain?.valueSpan(pointer)]);
      }
    }
    // A schema of 30,000 properties, each with a finding: 15 s when each was searched for from
    // the object's first property.
    const many = `{"properties": {${Array.from({ length: 30_000 }, (_, i) => `"p${i}": {"description": "x"}`).join(',')}}}`;
    const document = loadYaml(many).documents[0];
    // Timed without an assertion inside the loop, and bounded at a third of the quadratic's time,
    // so that a loaded machine does not fail it (30,000 assertions alone took 3 s at load 20).
    const started = cpuMs();
    const lines = new Set<number | undefined>();
    for (let i = 0; i < 30_000; i++) lines.add(document?.valueSpan(`/properties/p${i}/description`).line);
    expect(cpuMs() - started).toBeLessThan(5_000);
    expect([...lines]).toEqual([1]);
  });

  it('gives pointers that name nothing the first line of a one-line megabyte in linear time', () => {
    const tools = Array.from({ length: 8_000 }, (_, i) => ({ name: `t${i}`, description: 'é😀'.repeat(40) }));
    const text = JSON.stringify({ tools });
    const document = loadYaml(text).documents[0];
    const first = { line: 1, column: 1, endLine: 1, endColumn: [...text].length + 1 };
    expect(document?.span).toEqual(first);
    const started = cpuMs();
    // 15 ms each when the line was spread into code points: 6 s for these.
    const spans = Array.from({ length: 400 }, (_, i) => document?.valueSpan(`/missing${i}`));
    expect(cpuMs() - started).toBeLessThan(2_000);
    expect(spans.every((span) => JSON.stringify(span) === JSON.stringify(first))).toBe(true);
  });

  it.each([
    ['a repeated key', '{"a": 1, "a": 2}'],
    ['a repeated key deeper', '{"t": [{"name": "x", "name": "y"}]}'],
    ['a tab', '{\t"a": 1}'],
    ['a carriage return', '{"a": 1}\r\n'],
    ['a byte-order mark', '\ufeff{"a": 1}'],
    ['a line separator in a string', '{"a": "x\u2028y"}'],
    ['a top-level scalar', '"text"'],
    ['null', 'null'],
    ['not JSON', '{a: 1}'],
    ['a key over 1,000 characters', `{"${'k'.repeat(1001)}": 1}`],
    ['nesting past half the depth limit', `${'['.repeat(101)}${']'.repeat(101)}`],
  ])('leaves %s to yaml, which reads it the same way', (_what, text) => {
    expect(jsonValue(text, LOAD_LIMITS)).toBeUndefined();
    same(text);
  });
});

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'mcp-toolsnaps');

/**
 * JSON this project did not write (test/fixtures/mcp-toolsnaps/SOURCES.md): github-mcp-server's
 * tool snapshots one by one and as one inventory, the official servers' annotations, and lines of
 * the server's history of tool changes (one JSON text each, on one line).
 */
function realJsonTexts(): string[] {
  const folder = join(FIXTURES, 'github-mcp-server');
  const snaps = readdirSync(folder)
    .filter((name) => name.endsWith('.snap'))
    .map((name) => readFileSync(join(folder, name), 'utf8'));
  const tools = snaps.map((text) => JSON.parse(text) as unknown);
  const history = readFileSync(join(FIXTURES, 'github-mcp-server-history.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  return [
    ...snaps,
    JSON.stringify({ server: 'github', tools }, null, 2),
    readFileSync(join(FIXTURES, 'modelcontextprotocol-servers', 'annotations-extracted.json'), 'utf8'),
    // A tenth of it: each line is one long line, where a column is counted from the line's start.
    ...history.filter((_line, i) => i % 10 === 0),
  ].filter((text) => !/[\t\r]/.test(text));
}

/** Every pointer into a value: each key and item, at any depth. */
function everyPointer(value: unknown, path: (string | number)[] = []): string[] {
  const here = path.length > 0 ? [toPointer(path)] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, i) => everyPointer(item, [...path, i]))];
  if (value !== null && typeof value === 'object')
    return [...here, ...Object.entries(value).flatMap(([key, item]) => everyPointer(item, [...path, key]))];
  return here;
}

describe('JSON numbers PyYAML reads otherwise', () => {
  // A `.yaml` definition written as JSON is read by PyYAML, to which `0e0` and `1e3` are strings.
  it.each([
    '{"unsafe": 0e0}',
    '{"a": [1, 1e3]}',
    '[-1.5e3]',
    '{"a": 1E5}',
    '[1e400, -2E-3]',
    '[12345678901234567890]',
    // A float Python writes otherwise: `1.0` is "1.0" to it, "1" to JavaScript; `1.5e+3` "1500.0".
    '{"name": 1.0}',
    '{"a": [1, 1.5e+3, -0.25]}',
    '[1.0e+400, -2.0E-3]',
  ])('leaves %s to the yaml path', (text) => {
    expect(jsonValue(text, LOAD_LIMITS)).toBeUndefined();
  });

  it.each(['{"unsafe": 0}', '{"a": [1, 1.5, -0.25]}', '[10, "1e3"]'])('reads %s itself', (text) => {
    expect(jsonValue(text, LOAD_LIMITS)).toEqual(JSON.parse(text));
  });
});
