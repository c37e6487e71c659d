// What a file of a server's program loads, read from its text (server-programs.ts follows it): a
// program that `require`s `./lib/tools.js` runs that file too, so a pull request rewriting it and
// leaving the program's named file alone starts another program.
//
// Read without parsing, so that no trick of the language's grammar (a regular expression holding
// a quote, a comment between `from` and its string) hides a load, and erring toward more:
// - every string literal of the text (from each quote that no backslash escapes, its escapes
//   decoded, in comments too) is a name the program may load or read, from the file's folder and
//   from where the server starts: `'./lib/tools'`, `"tools.json"`, `'../hook.js'`;
// - JavaScript and TypeScript: the specifier of each `require(…)`, `import(…)`, `import …`,
//   `… from …`; a bare one (`lodash`) is a package the repository may hold (`node_modules`);
// - Python: each module `import a.b` and `from .x import y, z` names (its packages and submodules);
// - a shell script (by its extension or `#!` line): every word, as a shell splits them
//   (shell-words.ts).
// - a `#!` line's words (`#!/usr/bin/env -S node --require ./hook.js`).
// Where a program loads or reads by a name the text does not spell (`require(name)`,
// `import(\`./${x}\`)`, `eval`, a child process, `readFileSync(path.join(…))`, `importlib`,
// `__import__`, `exec`, `sys.path`, `open(p)`, a shell variable), what it loads cannot be told:
// `dynamic` says why, and every file below the program file's folder counts.
import { shellWords } from './shell-words.js';

/** The language a file of a program is read in, for its loads. */
export type Language = 'js' | 'python' | 'shell' | 'data' | 'any';

/** What a file's text loads. */
export interface Loads {
  /** Every string literal (and a shell script's word) that may name a file, decoded. */
  names: string[];
  /** JavaScript specifiers in a load's place (`require('x')`, `from 'x'`): a bare one names a package. */
  specifiers: string[];
  /** Python imports: `level` leading dots (0: absolute), the module, the names imported from it. */
  imports: { level: number; module: string; names: string[] }[];
  /** Why the file may load what its text does not name, where it may: every file below its folder. */
  dynamic: string | undefined;
  /**
   * Why the file may load a module from any folder of the repository, where it may: it changes
   * where modules are found (`sys.path.insert(0, join(dirname(__file__), '..', 'lib'))`), which
   * is most often a folder beside or above its own.
   */
  anywhere: string | undefined;
}

const JS_EXT = /\.(m|c)?(j|t)sx?$/i;
const PY_EXT = /\.pyw?$/i;
const SHELL_EXT = /\.(sh|bash|zsh|ksh|dash|cmd|bat|ps1|psm1)$/i;

/** The language of a file by its name, else by its `#!` line; `data` for any other text. */
export function languageOf(path: string, text: string): Language {
  if (JS_EXT.test(path)) return 'js';
  if (PY_EXT.test(path)) return 'python';
  if (SHELL_EXT.test(path)) return 'shell';
  const bang = /^#!([^\n]*)/.exec(text)?.[1] ?? '';
  if (/\b(node|nodejs|tsx|ts-node|bun|deno)\b/.test(bang)) return 'js';
  if (/\bpython[\d.]*\b|\bpypy|\buv\b/.test(bang)) return 'python';
  if (/\b(sh|bash|zsh|ksh|dash|pwsh|ash)\b/.test(bang)) return 'shell';
  return 'data';
}

/** A literal longer than this names no file (a path's length on most systems). */
const MAX_LITERAL = 4096;

const QUOTES = new Set(["'", '"', '`']);

/**
 * Every string literal of a text, from each quote no backslash escapes up to the next such quote
 * of the same kind (on that line, but for a backtick), escapes decoded. A quote inside a regular
 * expression or a comment pairs wrongly with the next one; each quote starts its own reading, so
 * the literal that follows is read still. Linear: a reading from a quote stops at the next quote of
 * its kind, where the next reading of that kind starts (and at 4,096 characters).
 */
export function literals(text: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i++) {
    const q = text[i] as string;
    if (!QUOTES.has(q) || text[i - 1] === '\\') continue;
    // Most literals hold no escape: taken whole, not a character at a time.
    const plain = plainLiteral(text, i);
    if (plain !== undefined) {
      if (plain !== null) out.push(plain);
      continue;
    }
    let value = '';
    let j = i + 1;
    let closed = false;
    for (; j < text.length && j - i <= MAX_LITERAL; j++) {
      const c = text[j] as string;
      if (c === '\\') {
        const [decoded, used] = escape(text, j + 1);
        value += decoded;
        j += used;
        continue;
      }
      if (c === '\n' && q !== '`') break;
      if (c === q) {
        closed = true;
        break;
      }
      value += c;
    }
    if (closed) out.push(value);
  }
  return out;
}

const BACKSLASH = 0x5c;
const NEWLINE = 0x0a;
const BACKTICK = 0x60;

/**
 * The literal that the quote at `at` opens, read as literals reads it, where it holds no backslash:
 * its text, or null where it is not closed; undefined where a backslash comes first (its escapes
 * are to be decoded).
 */
function plainLiteral(text: string, at: number): string | null | undefined {
  const q = text.charCodeAt(at);
  for (let j = at + 1; j < text.length && j - at <= MAX_LITERAL; j++) {
    const c = text.charCodeAt(j);
    if (c === BACKSLASH) return undefined;
    if (c === NEWLINE && q !== BACKTICK) return null;
    if (c === q) return text.slice(at + 1, j);
  }
  return null;
}

/** The text a backslash escape at `at` (after the backslash) stands for, and the characters it took. */
function escape(text: string, at: number): [string, number] {
  const c = text[at] ?? '';
  const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };
  if (c === '\n') return ['', 1];
  if (c in simple && !/[0-7]/.test(text[at + 1] ?? '')) return [simple[c] as string, 1];
  const m =
    /^x([0-9A-Fa-f]{2})|^u\{([0-9A-Fa-f]{1,6})\}|^u([0-9A-Fa-f]{4})|^U([0-9A-Fa-f]{8})|^([0-7]{1,3})/.exec(
      text.slice(at, at + 10),
    );
  if (m) {
    const [all, x, braced, u, U, octal] = m;
    const code = octal !== undefined ? parseInt(octal, 8) : parseInt((x ?? braced ?? u ?? U) as string, 16);
    return [code <= 0x10ffff ? String.fromCodePoint(code) : '', all.length];
  }
  return [c, 1];
}

/** A plain literal in a load's place: no `${` substitution (a template's is computed). */
const LITERAL = String.raw`(['"\x60])((?:\\.|(?!\1)[^\\\n])*)\1`;
const STATIC_REQUIRE = new RegExp(String.raw`^require\s*(?:\.resolve\s*)?\(\s*${LITERAL}\s*[,)]`);
const STATIC_IMPORT_CALL = new RegExp(String.raw`^import\s*\(\s*${LITERAL}\s*[,)]`);

/** JavaScript's calls that load a module: where each is found, its form with a literal name, and what a computed name means. */
const LOAD_CALLS: readonly [RegExp, RegExp, string][] = [
  [/\brequire\b/g, STATIC_REQUIRE, 'it calls require with a computed name'],
  [/\bimport\s*\(/g, STATIC_IMPORT_CALL, 'it imports a module by a computed name'],
];
const FROM_OR_IMPORT = new RegExp(String.raw`\b(?:from|import)\s*${LITERAL}`, 'g');

/** Words that load or run code by a name the text need not spell, in JavaScript. */
const JS_DYNAMIC: [RegExp, string][] = [
  [/\beval\s*\(/, 'it calls eval'],
  [/\bFunction\s*\(/, 'it builds a Function from text'],
  [/\bcreateRequire\b/, 'it makes its own require'],
  [/\bmodule\s*\.\s*constructor\b|\b_load\b|\bmainModule\b/, "it calls Node's module loader"],
  // What reaches `require` or code without naming either: the module wrapper's `arguments`, a
  // computed member of `module` or the global object, a constructor's constructor, `Reflect`.
  [
    /\barguments\s*\[|\b(module|globalThis|global|self|window|process)\s*\[|\bconstructor\s*\.\s*constructor\b|\[\s*['"`]constructor['"`]\s*\]|\bReflect\s*\./,
    'it reaches a function by a computed name',
  ],
  [/\bdlopen\b|\bprocess\s*\.\s*binding\b/, 'it loads native code'],
  [
    /['"`](node:)?(child_process|vm|worker_threads)['"`]/,
    'it runs other code (child_process, vm or worker_threads)',
  ],
  [
    /\b(readFileSync|readFile|createReadStream|readdirSync|readdir|opendirSync|opendir|openSync|statSync|existsSync)\s*\(\s*(?![`'"][^`'"$\\\n]*[`'"]\s*[,)])/,
    'it reads a file by a computed name',
  ],
];

/** What changes where modules are found, in Python and in JavaScript (loads.anywhere). */
const PY_PATHS = /\bsys\s*\.\s*path\b|\bsite\s*\.\s*addsitedir\b|\.pth\b/;
const JS_PATHS =
  /\b(module|require\s*\.\s*main)\s*\.\s*paths\b|\bNODE_PATH\b|\b_initPaths\b|\bglobalPaths\b|\b_nodeModulePaths\b/;
const PATHS_CHANGED = 'it changes where modules are found';

/** Words that load or run code by a name the text need not spell, in Python. */
const PY_DYNAMIC: [RegExp, string][] = [
  [/\b(importlib|__import__|runpy|zipimport|pkgutil|imp)\b/, 'it imports a module by a computed name'],
  [/\b(exec|eval|compile|execfile)\s*\(/, 'it runs text as code'],
  [PY_PATHS, PATHS_CHANGED],
  [
    /\b(subprocess|ctypes|cffi)\b|\bos\s*\.\s*(system|popen|exec\w*|spawn\w*|startfile)\b/,
    'it runs other programs',
  ],
  [/\bspec_from_file_location\b|\bload_source\b/, 'it loads a file as a module'],
  [
    /\b__builtins__\b|\bbuiltins\b|\bsys\s*\.\s*modules\b|\b(pickle|marshal|dill|shelve)\b|\bglobals\s*\(\s*\)\s*\[/,
    'it reaches a module or code by a computed name',
  ],
  [
    /\bopen\s*\(\s*(?![rRbBuUfF]{0,2}['"][^'"\\\n]*['"]\s*[,)])|\.(read_text|read_bytes|iterdir|glob|rglob)\s*\(|\bos\s*\.\s*(listdir|scandir|walk)\b|\bglob\s*\.\s*i?glob\b/,
    'it reads a file by a computed name',
  ],
];

/** What a file's text loads, read as `language`. */
export function loadsOf(language: Language, text: string): Loads {
  const loads: Loads = {
    names: literals(text),
    specifiers: [],
    imports: [],
    dynamic: undefined,
    anywhere: undefined,
  };
  // The `#!` line's words (`#!/usr/bin/env -S node --require ./hook.js`) name what runs the file.
  const bang = /^#!([^\n]*)/.exec(text)?.[1];
  if (bang !== undefined) loads.names.push(...shellWords(bang));
  // A program whose language its name and `#!` line do not tell (`node servers/gh`, a file named
  // `gh`) is read as either.
  if (language === 'js' || language === 'any') readJs(text, loads);
  if (language === 'python' || language === 'any') readPython(text, loads);
  if (language === 'any') loads.names.push(...shellWords(text));
  if (language === 'shell') {
    loads.names.push(...shellWords(text));
    // A variable, a command's output or a `%VAR%` may name any file.
    if (/[$`%]/.test(text.replace(/^#![^\n]*/, ''))) loads.dynamic = 'it expands variables or commands';
  }
  return loads;
}

function readJs(source: string, loads: Loads): void {
  // An identifier may be written with escapes (`\u0072equire(x)` calls require): read as decoded.
  const text = source.replace(
    /\\u\{([0-9A-Fa-f]{1,6})\}|\\u([0-9A-Fa-f]{4})/g,
    (all, braced?: string, four?: string) => {
      const code = parseInt((braced ?? four) as string, 16);
      return code <= 0x10ffff ? String.fromCodePoint(code) : all;
    },
  );
  for (const [call, literal, why] of LOAD_CALLS)
    for (const m of text.matchAll(call)) {
      const found = literal.exec(text.slice(m.index, m.index + MAX_LITERAL));
      const spec = found?.[2];
      if (spec === undefined || (found?.[1] === '`' && spec.includes('${'))) {
        loads.dynamic ??= why;
        continue;
      }
      loads.specifiers.push(decoded(spec));
    }
  for (const m of text.matchAll(FROM_OR_IMPORT)) loads.specifiers.push(decoded(m[2] as string));
  for (const [word, why] of JS_DYNAMIC) if (word.test(text)) loads.dynamic ??= why;
  if (JS_PATHS.test(text)) {
    loads.dynamic ??= PATHS_CHANGED;
    loads.anywhere ??= PATHS_CHANGED;
  }
}

/** A literal's body with its escapes decoded. */
function decoded(body: string): string {
  let out = '';
  for (let i = 0; i < body.length; i++) {
    if (body[i] !== '\\') {
      out += body[i];
      continue;
    }
    const [value, used] = escape(body, i + 1);
    out += value;
    i += used;
  }
  return out;
}

const NAME = String.raw`[A-Za-z_\u00C0-\uFFFF][\w\u00C0-\uFFFF]*`;
const WHOLE_NAME = new RegExp(`^${NAME}$`);
const DOTTED = `${NAME}(?:\\s*\\.\\s*${NAME})*`;
// Each run of white space taken whole (a lookahead and its back-reference), so that `from`
// before a long run of spaces is one try, not one per space; a parenthesised list read so far.
const PY_FROM = new RegExp(
  String.raw`\bfrom(?=(\s*))\1(\.*)(?=(\s*))\3(${DOTTED})?(?=(\s*))\5import\b\s*(\([^)]{0,${MAX_LITERAL}}\)|[^\n;]*)`,
  'g',
);
const PY_IMPORT = new RegExp(
  String.raw`\bimport\s+((?:${DOTTED}(?:\s+as\s+${NAME})?\s*,\s*)*${DOTTED})`,
  'g',
);

/**
 * Any of PY_DYNAMIC's words: most code holds none, and is then scanned once for them all, not once
 * for each.
 */
const ANY_PY_DYNAMIC = new RegExp(PY_DYNAMIC.map(([word]) => `(?:${word.source})`).join('|'));

function readPython(source: string, loads: Loads): void {
  // A backslash at a line's end joins the next line to it (`from \` / `.tools import x`).
  const text = source.includes('\\') ? source.replace(/\\\r?\n/g, ' ') : source;
  // Both forms of an import hold the word; most code imports nothing.
  if (text.includes('import')) readPythonImports(text, loads);
  if (ANY_PY_DYNAMIC.test(text)) {
    for (const [word, why] of PY_DYNAMIC) if (word.test(text)) loads.dynamic ??= why;
    if (PY_PATHS.test(text)) loads.anywhere ??= PATHS_CHANGED;
  }
  // A source encoding other than UTF-8's (`# coding: utf-7`) reads as other code than its bytes.
  const coding = /^(?:[^\n]*\n)?[ \t\f]*#[^\n]*?coding[:=][ \t]*([-\w.]+)/.exec(source)?.[1];
  if (coding !== undefined && !/^(utf-?8(-sig)?|ascii|us-ascii)$/i.test(coding))
    loads.dynamic ??= `it declares the source encoding '${coding}'`;
}

/** The modules a Python text's `import` and `from … import` statements name (Loads.imports). */
function readPythonImports(text: string, loads: Loads): void {
  const names = (list: string): string[] =>
    list
      .replace(/#[^\n]*/g, '')
      .replace(/[()]/g, '')
      .split(',')
      .map((n) => (n.trim().split(/\s+/)[0] ?? '').trim())
      .filter((n) => WHOLE_NAME.test(n));
  for (const m of text.matchAll(PY_FROM)) {
    const module = (m[4] ?? '').replace(/\s+/g, '');
    loads.imports.push({ level: (m[2] ?? '').length, module, names: names(m[6] ?? '') });
  }
  for (const m of text.matchAll(PY_IMPORT))
    for (const part of (m[1] as string).split(','))
      loads.imports.push({
        level: 0,
        module: (part.trim().split(/\s+as\s+/)[0] ?? '').replace(/\s+/g, ''),
        names: [],
      });
}
