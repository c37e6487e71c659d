// Where each character of a double-quoted string (JSON, or YAML's double-quoted scalar) is written
// in its source: an escape (`\u200B`, `\U000E0041`, `\xAD`) writes one character in several, and
// a YAML line break folds into a space. A finding about a character of the value points at what
// wrote it, so that a reviewer finds an escaped hidden character where it stands.

/** For each UTF-16 unit of the decoded value, the source offsets of what wrote it: `[start, end)`. */
interface QuotedSource {
  value: string;
  starts: number[];
  ends: number[];
}

const SIMPLE: Readonly<Record<string, string>> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  t: '\t',
  '\t': '\t',
  n: '\n',
  v: '\v',
  f: '\f',
  r: '\r',
  e: '\x1b',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
  N: '\u0085',
  _: '\u00a0',
  L: '\u2028',
  P: '\u2029',
};
const HEX_DIGITS: Readonly<Record<string, number>> = { x: 2, u: 4, U: 8 };

const isBlank = (c: string | undefined): boolean => c === ' ' || c === '\t';
const isBreak = (c: string | undefined): boolean => c === '\n' || c === '\r';

/**
 * The value a double-quoted source (opening quote to closing quote) writes, with where each of its
 * units is written; undefined when the source is not one (the caller then knows less). Reads
 * YAML's escapes and line folding, of which JSON's are a subset. Linear in the source.
 */
export function quotedSource(source: string): QuotedSource | undefined {
  if (source[0] !== '"') return undefined;
  const out: QuotedSource = { value: '', starts: [], ends: [] };
  const parts: string[] = [];
  const put = (text: string, start: number, end: number): void => {
    parts.push(text);
    for (let k = 0; k < text.length; k++) {
      out.starts.push(start);
      out.ends.push(end);
    }
  };
  let i = 1;
  while (i < source.length) {
    const c = source[i] as string;
    if (c === '"') {
      out.value = parts.join('');
      return out;
    }
    if (c === '\\') {
      const next = source[i + 1];
      if (next === undefined) return undefined;
      if (isBreak(next)) {
        // An escaped line break joins the lines: it and the next line's indentation write nothing.
        i = skipIndent(source, skipBreak(source, i + 1));
        continue;
      }
      const digits = HEX_DIGITS[next];
      if (digits !== undefined) {
        const hex = source.slice(i + 2, i + 2 + digits);
        if (!/^[0-9A-Fa-f]+$/.test(hex) || hex.length !== digits) return undefined;
        const cp = parseInt(hex, 16);
        if (cp > 0x10ffff) return undefined;
        // A lone surrogate (`\uDB40`) is one unit; a pair written as two escapes, a unit each.
        put(
          cp >= 0xd800 && cp <= 0xdfff ? String.fromCharCode(cp) : String.fromCodePoint(cp),
          i,
          i + 2 + digits,
        );
        i += 2 + digits;
        continue;
      }
      const simple = SIMPLE[next];
      if (simple === undefined) return undefined;
      put(simple, i, i + 2);
      i += 2;
      continue;
    }
    if (isBlank(c) || isBreak(c)) {
      i = fold(source, i, put);
      continue;
    }
    // A character past the BMP is two units, each written by the pair.
    const width = (source.codePointAt(i) as number) > 0xffff ? 2 : 1;
    put(source.slice(i, i + width), i, i + width);
    i += width;
  }
  return undefined;
}

/**
 * White space from `i`: kept as written where no line break follows it on its line; else the
 * blanks before the break go, and the breaks fold (one into a space, n into n - 1 line feeds),
 * the next line's indentation with them. Returns where the text goes on.
 */
function fold(source: string, i: number, put: (text: string, start: number, end: number) => void): number {
  let j = i;
  while (isBlank(source[j])) j++;
  if (!isBreak(source[j])) {
    put(source.slice(i, j), i, j);
    return j;
  }
  let breaks = 0;
  const start = j;
  while (isBreak(source[j])) {
    j = skipIndent(source, skipBreak(source, j));
    breaks++;
  }
  put(breaks === 1 ? ' ' : '\n'.repeat(breaks - 1), start, j);
  return j;
}

function skipBreak(source: string, i: number): number {
  return source[i] === '\r' && source[i + 1] === '\n' ? i + 2 : i + 1;
}

function skipIndent(source: string, i: number): number {
  while (isBlank(source[i])) i++;
  return i;
}
