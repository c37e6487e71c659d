// JSON text read with JSON.parse (src/core/yaml/json-text.ts): the same values, problems and
// positions as the `yaml` package's path, and every text JSON.parse could read otherwise left to it.
import { describe, expect, it } from 'vitest';
import { jsonValue } from '../../src/core/yaml/json-text.js';
import { LOAD_LIMITS, loadYaml } from '../../src/core/yaml/load.js';

const INVENTORY = `{
  "server": "big",
  "tools": [
    {
      "name": "a\\u00e9\\"b",
      "inputSchema": { "type": "object", "properties": { "id": { "type": "string" } } },
      "annotations": { "readOnlyHint": true, "openWorldHint": false },
      "numbers": [0, -0, 1.5, 1e400, -2E-3, 12345678901234567890, true, false, null],
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
