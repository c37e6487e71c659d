// jsonText: JSON.stringify's text, with the infinities JSON.parse reads from `1e999` kept.
import { describe, expect, it } from 'vitest';
import { jsonText } from '../../src/core/text/json.js';

describe('jsonText', () => {
  it.each<[string, unknown, number | undefined, string]>([
    [
      'a finite value, as JSON.stringify writes it',
      { a: [1, null, 'x'] },
      2,
      '{\n  "a": [\n    1,\n    null,\n    "x"\n  ]\n}',
    ],
    [
      'Infinity and -Infinity, as 1e999 and -1e999',
      { max: Infinity, min: -Infinity, none: null },
      undefined,
      '{"max":1e999,"min":-1e999,"none":null}',
    ],
    ['in an array, indented', [Infinity], 2, '[\n  1e999\n]'],
    ['NaN, which no JSON text gives, as null', [NaN], undefined, '[null]'],
    [
      'beside strings that look like the marker',
      ['∞0', '-∞0', '∞1', Infinity, null],
      undefined,
      '["∞0","-∞0","∞1",1e999,null]',
    ],
    [
      'beside keys that look like the marker',
      { '∞0': Infinity, '"∞0"': null },
      undefined,
      '{"∞0":1e999,"\\"∞0\\"":null}',
    ],
  ])('writes %s', (_what, value, indent, text) => {
    expect(jsonText(value, indent)).toBe(text);
  });

  it('is read back by JSON.parse as the value it wrote', () => {
    const value = {
      schema: { maximum: Infinity, minimum: -Infinity, default: null, enum: ['∞0', Infinity] },
    };
    expect(JSON.parse(jsonText(value, 2))).toEqual(value);
  });
});
