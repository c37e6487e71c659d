// A client's TOML configuration (Codex's `.codex/config.toml`) as jsonc-parser's tree, so that
// relaunched-servers.ts compares it with the code that compares the JSON ones. smol-toml gives
// values, not places: each node stands where its key is first written (a `[table]` header, a
// `key = ` line, or a dotted key that reaches it), else where its nearest written parent does.
// TOML has no repeated keys: a text that writes one is refused by the parser, as by Codex's.
import type { Node as JsonNode } from 'jsonc-parser';
import lazyPackages from '../packages/lazy-packages.cjs';
import { LOAD_LIMITS } from '../yaml/load.js';
import { LineIndex } from '../text/text-position.js';

/** A TOML text read as a tree, or why it cannot be read (at an offset). */
type TomlTree = { root: JsonNode } | { error: string; offset: number };

/** A node being built. */
type Building = { -readonly [K in keyof JsonNode]: JsonNode[K] };

export function tomlTree(text: string): TomlTree {
  const toml = lazyPackages.toml();
  let value: unknown;
  try {
    value = toml.parse(text);
  } catch (error) {
    if (error instanceof toml.TomlError)
      return {
        error: `it is not valid TOML (${error.message.split('\n')[0]})`,
        offset: offsetOf(text, error),
      };
    throw error;
  }
  const places = keyPlaces(text);
  try {
    return { root: convert(value, undefined, '', places, 0, 0) };
  } catch (error) {
    if (error instanceof TooDeep)
      return { error: `it nests deeper than ${LOAD_LIMITS.maxDepth} levels`, offset: 0 };
    throw error;
  }
}

/** The offset of a TomlError's line and column (1-based both; its column counts UTF-16 units). */
function offsetOf(text: string, error: { line: number; column: number }): number {
  return Math.min(text.length, new LineIndex(text).offset(error.line, 1) + Math.max(0, error.column - 1));
}

class TooDeep extends Error {}

/** The path of keys from the top, joined so that no key's text can fake a separator. */
const joined = (path: string, key: string): string => `${path}${JSON.stringify(key)}`;

function convert(
  value: unknown,
  parent: JsonNode | undefined,
  path: string,
  places: ReadonlyMap<string, number>,
  at: number,
  depth: number,
): JsonNode {
  if (depth > LOAD_LIMITS.maxDepth) throw new TooDeep();
  const offset = places.get(path) ?? at;
  const out: Building = { type: 'null', offset, length: 0, parent };
  if (Array.isArray(value)) {
    out.type = 'array';
    out.children = value.map((item, i) =>
      convert(item, out, joined(path, String(i)), places, offset, depth + 1),
    );
  } else if (value !== null && typeof value === 'object' && !(value instanceof Date) && !isDate(value)) {
    out.type = 'object';
    out.children = Object.entries(value).map(([key, item]) => {
      const property: Building = { type: 'property', offset, length: 0, parent: out };
      const keyPath = joined(path, key);
      const keyAt = places.get(keyPath) ?? offset;
      property.offset = keyAt;
      property.children = [
        { type: 'string', offset: keyAt, length: 0, value: key, parent: property },
        convert(item, property, keyPath, places, keyAt, depth + 1),
      ];
      return property;
    });
  } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    out.type = typeof value as 'string' | 'number' | 'boolean';
    out.value = value;
  } else {
    // A date, a time, a big integer: compared as its text.
    out.type = 'string';
    out.value = String(value);
  }
  return out;
}

/** smol-toml's dates (TomlDate extends Date; a Temporal value where asked for): scalars. */
function isDate(value: object): boolean {
  return typeof (value as { toISOString?: unknown }).toISOString === 'function';
}

/** One key of a dotted key, bare or quoted. */
const KEY = String.raw`(?:[A-Za-z0-9_-]+|"(?:[^"\\]|\\.)*"|'[^']*')`;
const DOTTED = String.raw`${KEY}(?:\s*\.\s*${KEY})*`;
const HEADER = new RegExp(String.raw`^\s*\[\[?\s*(${DOTTED})\s*\]\]?`);
const ASSIGNMENT = new RegExp(String.raw`^\s*(${DOTTED})\s*=`);
const KEY_PART = new RegExp(KEY, 'g');

/** A dotted key's parts as the parser reads them (a basic string's escapes as JSON reads them). */
function keyParts(dotted: string): string[] | undefined {
  const parts: string[] = [];
  for (const [part] of dotted.matchAll(KEY_PART)) {
    if (part.startsWith("'")) parts.push(part.slice(1, -1));
    else if (part.startsWith('"')) {
      try {
        parts.push(JSON.parse(part) as string);
      } catch {
        return undefined;
      }
    } else parts.push(part);
  }
  return parts;
}

/**
 * Where each path of keys is first written: a line's table header, or its key (under the last
 * header), and each path on the way to it. Lines inside a multi-line string or a value's array
 * over lines are passed over (a string's or comment's quotes and brackets read as TOML reads them).
 */
function keyPlaces(text: string): Map<string, number> {
  const places = new Map<string, number>();
  let table = '';
  let state: LineState = { depth: 0 };
  for (let start = 0; start < text.length;) {
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end < 0 ? text.length : end);
    let from = 0;
    if (state.inString === undefined && state.depth === 0) {
      const header = HEADER.exec(line);
      const assigned = header ? undefined : ASSIGNMENT.exec(line);
      const parts = keyParts((header ?? assigned)?.[1] ?? '');
      if (parts && parts.length > 0) {
        let path = header ? '' : table;
        for (const part of parts) {
          path = joined(path, part);
          if (!places.has(path)) places.set(path, start + (line.length - line.trimStart().length));
        }
        if (header) table = path;
      }
      // A header's own brackets open no value.
      from = header?.[0].length ?? 0;
    }
    state = afterLine(line, from, state);
    if (end < 0) break;
    start = end + 1;
  }
  return places;
}

/** Where a line leaves the reader: in a multi-line string, and how many brackets of a value are open. */
interface LineState {
  inString?: '"""' | "'''";
  depth: number;
}

/** The state after a line read from `from`: strings, comments and a value's brackets. */
function afterLine(line: string, from: number, state: LineState): LineState {
  let { inString, depth } = state;
  for (let i = from; i < line.length; i++) {
    if (inString !== undefined) {
      const close = closing(line, i, inString);
      if (close < 0) return { inString, depth };
      inString = undefined;
      i = close - 1;
      continue;
    }
    const c = line[i];
    if (c === '#') break;
    if (c === '"' || c === "'") {
      const triple = c.repeat(3);
      if (line.startsWith(triple, i)) {
        inString = triple as LineState['inString'];
        i += 2;
        continue;
      }
      // A one-line string ends on its line (an unclosed one is the parser's error).
      const close = closing(line, i + 1, c);
      if (close < 0) break;
      i = close - 1;
    } else if (c === '[' || c === '{') depth++;
    else if ((c === ']' || c === '}') && depth > 0) depth--;
  }
  return { inString, depth };
}

/** The offset after the `quote` that closes a string from `at` (a basic string's `\"` escaped), or -1. */
function closing(line: string, at: number, quote: string): number {
  for (let i = at; i < line.length; i++) {
    if (quote.startsWith('"') && line[i] === '\\') i++;
    else if (line.startsWith(quote, i)) {
      // A multi-line string may end with up to two more quotes of its kind (`""""` ends `"` + `"""`).
      let end = i + quote.length;
      if (quote.length === 3) while (end < line.length && end < i + 5 && line[end] === quote[0]) end++;
      return end;
    }
  }
  return -1;
}
