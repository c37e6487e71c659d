// Every user-supplied string that goes into Markdown passes through here: it cannot break a
// table, start a link, ping a person, reference an issue (`#1`, `GH-1`), inject HTML or forge our marker.
import { hiddenOffsets } from '../core/text/hidden-chars.js';
import { clip } from '../core/text/words.js';
import { ASCII_LOOKALIKE } from './ascii-lookalikes.js';

/**
 * Characters that change how text around them is shown while showing nothing themselves: bidi
 * controls (which can make a name read backwards) and zero-width ones (which make two names look
 * alike). A reviewer must see them, so every output shows them as `\u202e`; so too every other
 * character the `hidden-text` rule finds (tag characters and stray variation selectors, which can
 * spell a whole sentence that a model reads), as `\u{e0041}`.
 */
const INVISIBLE = /[\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
/**
 * Half of a surrogate pair alone, which a JSON or YAML escape (`"\ud800"`) puts in a name: no
 * character, shown as U+FFFD wherever it is encoded (so `x/q\ud800` and `x/q\udc00` read the same)
 * and no text a UTF-8 reader of the comment's body takes. Written out too.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const SHOWN_ALL = new RegExp(`${INVISIBLE.source}|${LONE_SURROGATE.source}`, 'g');

/** Text for a URL, which encodeURIComponent throws on where it holds a lone surrogate: as U+FFFD. */
export function wellFormed(text: string): string {
  return text.replace(new RegExp(LONE_SURROGATE.source, 'g'), '\ufffd');
}

function written(cp: number): string {
  const hex = cp.toString(16);
  return cp > 0xffff ? `\\u{${hex}}` : `\\u${hex.padStart(4, '0')}`;
}

/**
 * Text with every invisible character (and every lone surrogate) written out as `\uXXXX` (or
 * `\u{XXXXX}` past the BMP), and every letter that passes for an ASCII one beside or as a Latin
 * word (`showLookalikes`).
 */
export function showInvisible(text: string): string {
  // Plain ASCII, most text: nothing to show.
  // eslint-disable-next-line no-control-regex
  return /^[\u0000-\u007f]*$/.test(text) ? text : showLookalikes(shownHidden(text));
}

/**
 * Whether a character reads as an ASCII letter or digit, or as the quote or backslash the gate's
 * words escape in a name (`ʼ` in `'docs/*ʼ, which only reads'`): Unicode's confusables data
 * (UTS #39) takes it for one (`ı`, `ɑ`, `ꜱ`, `ǀ`, Cyrillic `е`, Greek `ο`, Lisu `ꓲ`, Coptic `ⲟ`,
 * `ⅰ`, `𝐢`, `ʼ`), or it is a letter or digit whose compatibility form (NFKC) is ASCII (`ｉ`, `ﬁ`,
 * a fullwidth `１`; not `²`, which is no digit).
 */
const lookalike = (ch: string): boolean =>
  ch > '\u007f' &&
  (ASCII_LOOKALIKE.test(ch) ||
    (/^[\p{L}\p{Nl}\p{Nd}]$/u.test(ch) && /^[A-Za-z0-9]+$/.test(ch.normalize('NFKC'))));

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const ASCII_LETTER = /[A-Za-z]/;

/**
 * Text with its lookalike letters written as `\u0435`: `Nеver` with a Cyrillic `е`, a server
 * `gіthub` or an all-Cyrillic `ѕсоре` reads as the Latin word in every output, so a changed
 * description looks unchanged (`Never` → `Nеver`) and two names look the same. They are written
 * out in a word that also holds an ASCII letter, and in a word of lookalikes alone (`ѕсоре`,
 * `team/σ`) where the text holds ASCII letters or nothing else. A word of lookalikes alone is one
 * of at least two letters, or one joined to ASCII letters (`team/σ`), or the whole text: a
 * one-letter Russian word (`а`, `с`) in prose stays as it is. Other text of another script is
 * shown as it is (`Никогда не удаляй`, `café`, `kærlighed`, `GitHubのissue`).
 */
function showLookalikes(text: string): string {
  const words = text.match(WORD);
  if (!words || !words.some((word) => [...word].some(lookalike))) return text;
  // Every letter of the text is ASCII or a lookalike: a name such as `ѕсоре` or `ΚΑΙ`.
  const latinText = ASCII_LETTER.test(text) || words.every((word) => [...word].every(latinLike));
  return text.replace(/\S+/g, (token) => {
    // Asked once a token: a token of 50,000 one-letter words must not be read once a word.
    const latinToken = ASCII_LETTER.test(token) || words.length === 1;
    return token.replace(WORD, (word) => {
      const chars = [...word];
      if (!chars.some(lookalike)) return word;
      const shown =
        ASCII_LETTER.test(word) || (latinText && chars.every(latinLike) && (chars.length > 1 || latinToken));
      if (!shown) return word;
      return chars.map((ch) => (lookalike(ch) ? written(ch.codePointAt(0) as number) : ch)).join('');
    });
  });
}

/** An ASCII character, or a lookalike that is no digit of another script (Bengali `০`, `৪`). */
const latinLike = (ch: string): boolean => ch <= '\u007f' || (lookalike(ch) && !/\p{Nd}/u.test(ch));

/** Text with every invisible character written out. */
function shownHidden(text: string): string {
  const hidden = hiddenOffsets(text);
  if (hidden.length === 0) return text.replace(SHOWN_ALL, (c) => written(c.charCodeAt(0)));
  const at = new Set(hidden);
  let out = '';
  for (let i = 0; i < text.length;) {
    const cp = text.codePointAt(i) as number;
    const ch = String.fromCodePoint(cp);
    const lone = cp >= 0xd800 && cp <= 0xdfff;
    out += at.has(i) || lone || INVISIBLE.test(ch) ? written(cp) : ch;
    i += ch.length;
  }
  return out;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const WORD_JOINER = '\u2060';

/**
 * What escapeMarkdown rewrites, one character at a time: white space (a line break would end a
 * table row) and controls, HTML's specials, `@` and `#` (a mention, an issue), a `-` after `gh`
 * (`GH-123` is GitHub's other way to reference an issue), `$` (two on a line are a math
 * expression on GitHub, and a backslash does not escape one there: MathJax would typeset the text
 * between, and `\phantom`, `\color` hide it), and the punctuation that can start emphasis, code,
 * a link, an autolink (`http:`, `www.`) or a table cell. Every one is a single UTF-16 unit.
 */
// eslint-disable-next-line no-control-regex
const MARKDOWN_SPECIAL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029&<>"@#$\\`*_{}[\]()!|~:.]|(?<=[gG][hH])-/g;

function escapedChar(ch: string, at: number, text: string): string {
  if (ENTITIES[ch]) return ENTITIES[ch];
  if (ch === '@' || ch === '#' || ch === '-') return ch + WORD_JOINER;
  // A dollar in its own <span> is GitHub's documented way to keep it a character.
  if (ch === '$') return '<span>$</span>';
  if ('\\`*_{}[]()!|~:.'.includes(ch)) return `\\${ch}`;
  if (shownAsSpace(ch, text.charAt(at + 1))) return ' ';
  // Any other control (an escape, a backspace, a carriage return not before a line feed, NUL,
  // DEL, a C1 control) shows as nothing, or as a space a reviewer takes for one: written out, as
  // the hidden-text finding names it.
  return written(ch.charCodeAt(0));
}

/** White space a reader sees as such: a tab, a line break, a line ending CR LF, the separators. */
const shownAsSpace = (ch: string, next: string): boolean =>
  ch === '\t' || ch === '\n' || ch === '\u2028' || ch === '\u2029' || (ch === '\r' && next === '\n');

/** Escapes text for any inline Markdown context, table cells included. */
export function escapeMarkdown(text: string): string {
  return showInvisible(text).replace(MARKDOWN_SPECIAL, escapedChar);
}

/**
 * Text cut to `max` characters (with clip's ellipsis) and escaped, cut shorter where its escaped
 * form passes `markdown` characters: escaping writes a character as up to fourteen (`$` as
 * `<span>$</span>`), so a name of 200 dollars took 2,800, and a row of a few such names was larger
 * than its section's whole share of the comment, which then showed none of its rows.
 */
export function escapedClip(text: string, max: number, markdown = 2 * max): string {
  return escapeMarkdown(clipEscaping(text, max, markdown));
}

/** Text cut as escapedClip cuts it, not yet escaped. */
export function clipEscaping(text: string, max: number, markdown = 2 * max): string {
  const cut = clip(text, max);
  if (escapeMarkdown(cut).length <= markdown) return cut;
  // The most characters whose escaped form fits: at most log2(max) more escapes of them.
  let [fits, over] = [0, Math.min(text.length, max)];
  while (over - fits > 1) {
    const mid = Math.floor((fits + over) / 2);
    if (escapeMarkdown(clip(text, mid)).length <= markdown) fits = mid;
    else over = mid;
  }
  return clip(text, Math.max(1, fits));
}

/** A name shown as code: <code> keeps it monospace while its content stays escaped text. */
export function code(text: string): string {
  return `<code>${escapeMarkdown(text)}</code>`;
}

/** Text for a Mermaid node label inside double quotes. */
export function escapeMermaid(text: string): string {
  return showInvisible(text).replace(/[^A-Za-z0-9 ._/:+-]/g, (c) => `#${c.codePointAt(0)};`);
}

/**
 * Output lines the Actions runner reads as no workflow command. It trims a line's leading white
 * space before looking for `::` (so an indented line the user's text starts is one too), and reads
 * the legacy `##[command]` anywhere in a line (actions/runner, `ActionCommand.TryParseV2` and
 * `TryParse`). Such a `::` is preceded by `./` where only a path can start the line (`./::x.yaml` is
 * the same path), else written `\x3a:`; every `##[` is written `#\x23[`, in the escapes the text
 * formats already use for control characters.
 */
export function inertLines(text: string, lead: 'path' | 'text'): string {
  return text
    .split('\n')
    .map((line) => {
      const out = line.includes('##[') ? line.replaceAll('##[', '#\\x23[') : line;
      return out.replace(
        LEADING_COMMAND,
        (_, space: string) => `${space}${lead === 'path' ? './::' : '\\x3a:'}`,
      );
    })
    .join('\n');
}

/** White space the runner's `TrimStart` removes (.NET's, which holds U+0085), then `::`. */
const LEADING_COMMAND = /^([\s\u0085]*)::/;

// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g;

/**
 * Text with every control character but the line break written `\x1b`, as the text output writes
 * them: ESC and the C1 controls (U+009B is CSI, U+009D OSC) in a message printed to a terminal or
 * shown in a job's log would move the cursor, erase the lines above it (the escalations printed
 * before) or set a link or the title.
 */
function showControls(text: string): string {
  return text.replace(CONTROLS, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/**
 * User text on one line, as the text output, annotations and SARIF write it: control characters
 * would move the cursor or forge lines (the C1 ones too: U+009D opens an OSC that sets a hyperlink
 * or the title), invisible ones (bidi, zero-width) hide what a name really is, and a line break
 * would start a line that reads as the checker's (every message of ours is one line): all written
 * out, the break as `\n`. So too the line and paragraph separators (U+2028, U+2029), which a
 * browser showing an annotation, an alert or a job's log breaks the line at, as the comment's
 * escaping already knows (escapeMarkdown).
 */
export function printable(text: string): string {
  return showControls(showInvisible(text))
    .replaceAll('\n', '\\n')
    .replace(/[\u2028\u2029]/g, (c) => written(c.charCodeAt(0)));
}

/**
 * JSON text with DEL and each C1 control written `\u009b`: the same data, which JSON.stringify
 * writes raw (it escapes only U+0000–U+001F), and so no command to a terminal that shows it. So
 * too `##[`, which the Actions runner reads as a command anywhere in a line of a job's log
 * (`inertLines`): written `#\u0023[`, inside a string, for JSON has no `#` outside one.
 */
export function inertJson(text: string): string {
  const out = /[\u007f-\u009f]/.test(text)
    ? text.replace(/[\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    : text;
  return out.includes('##[') ? out.replaceAll('##[', '#\\u0023[') : out;
}
