// JSON text read with JSON.parse where that gives the `yaml` package's answer: a pinned MCP
// inventory is one JSON document of thousands of flow nodes, which the `yaml` package takes a
// second or more to compose, and `JSON.parse` milliseconds. Positions are still the `yaml`
// package's, worked out on the first one asked for (most runs ask for none in such a file).
import { newMapping } from './fast-reader.js';
import { yaml11Text } from './yaml11.js';

/** The loader's limits (load.ts): a text near them is left to `yaml`, which reports them. */
interface Limits {
  maxDepth: number;
  maxExpandedNodes: number;
}

/**
 * Characters after which a text is left to `yaml`: tabs, carriage returns and the characters
 * YAML reads otherwise than JSON (line separators, C1 controls, a byte-order mark, astral
 * characters), so that nothing a YAML parser could read another way takes this path.
 */
const LEFT_TO_YAML = /[\t\r\x7f-\x9f\u2028\u2029\ufeff\ud800-\udfff]/;

/** Keys longer than this are left to `yaml` (it limits an implicit key to 1,024 characters). */
const MAX_KEY = 1000;

/** A JSON object or array's value when `yaml` would read the same value and no problem; else undefined. */
export function jsonValue(text: string, limits: Limits): unknown {
  const first = text.trimStart().charCodeAt(0);
  if ((first !== 123 && first !== 91) || LEFT_TO_YAML.test(text)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return plainShape(text, limits) ? asParsed(value) : undefined;
}

const isSpace = (c: number): boolean => c === 32 || c === 10;
/** The characters of a JSON number after its first. */
const NUMBER_PART = /[-+.eE0-9]/;
/** Characters a number or literal may follow: a new value starts at a number, `t`, `f` or `n` after them. */
const BEFORE_VALUE = new Set([44, 58, 91, 32, 10]);

/**
 * Whether valid JSON text repeats no key in an object, nests no deeper than half the loader's
 * limit and holds fewer values than three quarters of its node limit (`yaml`'s path reports
 * those; left to it, they still are), and holds no number PyYAML reads otherwise.
 */
function plainShape(text: string, limits: Limits): boolean {
  const keys: (Set<string> | null)[] = [];
  let values = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      let end = i + 1;
      while (text.charCodeAt(end) !== 34) end += text.charCodeAt(end) === 92 ? 2 : 1;
      let next = end + 1;
      while (isSpace(text.charCodeAt(next))) next++;
      if (text.charCodeAt(next) === 58) {
        const key = JSON.parse(text.slice(i, end + 1)) as string;
        const own = keys[keys.length - 1];
        if (end - i > MAX_KEY || !own || own.has(key)) return false;
        own.add(key);
      } else values++;
      i = end;
    } else if (c === 123 || c === 91) {
      keys.push(c === 123 ? new Set() : null);
      values++;
      if (keys.length > limits.maxDepth / 2) return false;
    } else if (c === 125 || c === 93) keys.pop();
    else if (
      (c === 45 || (c >= 48 && c <= 57) || c === 116 || c === 102 || c === 110) &&
      BEFORE_VALUE.has(text.charCodeAt(i - 1))
    ) {
      values++;
      if (c === 116 || c === 102 || c === 110) continue;
      // A number PyYAML reads otherwise (`0e0` and `1e3` are strings to YAML 1.1, which needs a dot
      // and a signed exponent): the `yaml` path keeps that reading for the gate (yaml11.ts).
      let end = i + 1;
      while (NUMBER_PART.test(text.charAt(end))) end++;
      const number = text.slice(i, end);
      // Floats too (`1.0`, which Python writes "1.0" where JavaScript writes "1"): the `yaml` path
      // keeps the name a runtime reads, and such a float in a pinned schema only costs a slower read.
      if (yaml11Text(number, Number(number)) !== undefined) return false;
      i = end - 1;
    }
  }
  return values < (limits.maxExpandedNodes * 3) / 4;
}

/** JSON.parse's objects as the loader's mappings (no prototype), built the same way. */
function asParsed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asParsed);
  if (value === null || typeof value !== 'object') return value;
  const out = newMapping();
  for (const key of Object.keys(value)) out[key] = asParsed((value as Record<string, unknown>)[key]);
  return out;
}
