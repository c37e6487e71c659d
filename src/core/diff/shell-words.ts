// The words a command string is split into, for the files a server's entry names
// (server-programs.ts): `"command": "sh", "args": ["-c", "node servers/gh.js"]` runs
// `servers/gh.js` as surely as `"args": ["servers/gh.js"]` does. Which shell reads the string
// (`sh -c`, `bash -lc`, `cmd /c`, `pwsh -Command`, an `env` file's `NODE_OPTIONS`) is not told
// apart: the string is split as a POSIX shell splits it and as cmd.exe and PowerShell split it,
// and every word of either reading is taken, with the separators (`;`, `&&`, `|`, `(`, `>`) as
// word breaks. A word that names no file costs a lookup; a reading too few would miss a program.
// Variables (`$D/gh.js`, `%D%`) are not expanded: such a word names what it spells.

/** The characters that end a word outside quotes, besides white space. */
const BREAKS = new Set([';', '&', '|', '(', ')', '<', '>', '`', '\n', '\r']);

/**
 * Every word of `text` as a POSIX shell reads it (quotes removed, `\` escaping, `$'…'`) and as
 * cmd.exe or PowerShell read it (`"` quotes, `^` or a backtick escaping, `\` a path's separator),
 * each once, in the order first read; each also without its quote characters (cmd.exe passes a
 * `^"` on to the program, whose own parser reads it as a quote).
 */
export function shellWords(text: string): string[] {
  const words = new Set<string>();
  for (const w of posixWords(text)) words.add(w);
  for (const w of windowsWords(text)) words.add(w);
  // A quote cmd.exe passes on (`^"`) is read again by the program's own argument parser.
  for (const w of [...words]) words.add(w.replace(/["']/g, ''));
  words.delete('');
  return [...words];
}

/** Whether a string reads as more than one word to a shell (an argument that is a command line). */
export function isCommandLine(text: string): boolean {
  return /[\s;&|()<>`'"^]/.test(text);
}

function posixWords(text: string): string[] {
  const out: string[] = [];
  let word = '';
  let inWord = false;
  const end = (): void => {
    if (inWord) out.push(word);
    word = '';
    inWord = false;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === "'") {
      const close = text.indexOf("'", i + 1);
      const stop = close < 0 ? text.length : close;
      word += text.slice(i + 1, stop);
      inWord = true;
      i = stop;
    } else if (c === '$' && text[i + 1] === "'") {
      // Bash's ANSI-C quoting: `$'\x73ervers/gh.js'`.
      let j = i + 2;
      for (; j < text.length && text[j] !== "'"; j++) {
        if (text[j] !== '\\') {
          word += text[j];
          continue;
        }
        const [value, used] = ansiEscape(text, j + 1);
        word += value;
        j += used;
      }
      inWord = true;
      i = j;
    } else if (c === '"') {
      let j = i + 1;
      for (; j < text.length && text[j] !== '"'; j++) {
        if (text[j] === '\\' && j + 1 < text.length && '"\\$`\n'.includes(text[j + 1] as string)) j++;
        if (text[j] !== '\n' || text[j - 1] !== '\\') word += text[j];
      }
      inWord = true;
      i = j;
    } else if (c === '\\') {
      if (text[i + 1] !== '\n') word += text[i + 1] ?? '';
      inWord = inWord || text[i + 1] !== '\n';
      i++;
    } else if (/\s/.test(c) || BREAKS.has(c)) end();
    else {
      word += c;
      inWord = true;
    }
  }
  end();
  return out;
}

/** cmd.exe's and PowerShell's reading: `"` and `'` quote, `^` and a backtick escape, `\` stays. */
function windowsWords(text: string): string[] {
  const out: string[] = [];
  let word = '';
  let quote: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quote !== undefined) {
      if (c === quote) quote = undefined;
      else word += c;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '^' || c === '`') word += text[++i] ?? '';
    else if (/\s/.test(c) || (BREAKS.has(c) && c !== '`')) {
      out.push(word);
      word = '';
    } else word += c;
  }
  out.push(word);
  return out;
}

/** The character a `$'…'` escape at `at` (after the backslash) stands for, and how many characters it took. */
function ansiEscape(text: string, at: number): [string, number] {
  const c = text[at] ?? '';
  const simple: Record<string, string> = {
    n: '\n',
    t: '\t',
    r: '\r',
    a: '\x07',
    b: '\b',
    e: '\x1b',
    f: '\f',
    v: '\v',
  };
  if (c in simple) return [simple[c] as string, 1];
  const hex = /^x([0-9A-Fa-f]{1,2})|^u([0-9A-Fa-f]{1,4})|^U([0-9A-Fa-f]{1,8})|^([0-7]{1,3})/.exec(
    text.slice(at, at + 10),
  );
  if (hex) {
    const [all, x, u, U, octal] = hex;
    const code = octal !== undefined ? parseInt(octal, 8) : parseInt((x ?? u ?? U) as string, 16);
    return [code <= 0x10ffff ? String.fromCodePoint(code) : '', all.length];
  }
  return [c, 1];
}
