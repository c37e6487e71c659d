// The files outside an Agent Skills folder that its SKILL.md links to (`[guide](../../docs/guide.md)`):
// a client resolves a link from the skill's folder and the model opens the file when the body tells
// it to, as it opens `references/forms.md`. The folder's own files are read as the folder's; these
// are read apart, so that text hidden in them is seen too, and are part of the folder's content
// (Project.folderContent), so that a change to them is a change of its entry.

/**
 * How many files outside the folder one SKILL.md's links are followed to (the first, in order);
 * a SKILL.md that links to more holds what the checker does not read (linkedOutside's `past`).
 */
export const MAX_LINKED_OUTSIDE = 256;
/** A link's target longer than this is no path a client opens (and scanning it is bounded). */
const MAX_TARGET = 1024;

/**
 * An inline link or image (`](target)`, `](<target with spaces>)`), a reference definition at a
 * line's start (`[id]: target`), an HTML link or image (`<a href="target">`, `<img src=target>`,
 * which Markdown keeps and GitHub renders as one), or a path that leaves the folder named in the
 * text without a link (`read ../../docs/runbook.md first`, in a code span too): the model opens it
 * as it opens a link's, and a sentence at the end of it is no part of it. Each alternative is
 * bounded, so a body of a megabyte of brackets costs its length.
 */
const LINK = new RegExp(
  [
    `\\]\\([ \\t]{0,16}(?:<([^<>\\n]{1,${MAX_TARGET}})>|([^\\s()<>]{1,${MAX_TARGET}}))`,
    `^[ ]{0,3}\\[[^\\[\\]\\n]{1,999}\\]:[ \\t]{0,16}(?:<([^<>\\n]{1,${MAX_TARGET}})>|(\\S{1,${MAX_TARGET}}))`,
    `\\b(?:href|src)[ \\t]{0,16}=[ \\t]{0,16}(?:"([^"\\n]{1,${MAX_TARGET}})"|'([^'\\n]{1,${MAX_TARGET}})'|([^\\s"'<>=\`]{1,${MAX_TARGET}}))`,
    `(?<![\\w/.\\\\%-])((?:\\./)?\\.\\./[^\\s()<>[\\]"'\`]{1,${MAX_TARGET}})`,
  ].join('|'),
  'gim',
);

/** A scheme (`https:`, `mailto:`, `file:`) or a drive (`C:`): no path of the repository. */
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/**
 * The paths (from the root) of the files a SKILL.md in `dir` links to that lie outside `dir` and
 * inside the root, each once, in the order the text names them, at most MAX_LINKED_OUTSIDE; and
 * `past`, the offset in `text` of the first link to a file past those, which is not followed.
 */
function linkedOutside(dir: string, text: string): Links {
  const out = new Set<string>();
  for (const match of text.matchAll(LINK)) {
    const at = match.slice(1).findIndex((group) => group !== undefined);
    const written = match[at + 1];
    // Markdown's destinations, an HTML attribute's value, then a path named in the text.
    const bare = at === 7 ? written?.replace(/[.,;:!?]+$/, '') : written;
    const target = bare === undefined ? undefined : unescaped(bare, at < 4 || at === 7);
    const path = target === undefined ? undefined : resolve(dir, target);
    if (path === undefined || inside(dir, path) || out.has(path)) continue;
    if (out.size === MAX_LINKED_OUTSIDE) return { paths: [...out], past: match.index };
    out.add(path);
  }
  return { paths: [...out] };
}

type Links = { paths: string[]; past?: number };

const byFolder = new WeakMap<object, Links>();

/**
 * The links of a folder's SKILL.md to files outside it (linkedOutside), scanned once per folder
 * read: its reads, its content digest, its cause and its power all ask.
 */
export function folderLinks(folder: { dir: string; text?: string }): Links {
  let links = byFolder.get(folder);
  if (!links) {
    links = folder.text === undefined ? { paths: [] } : linkedOutside(folder.dir, folder.text);
    byFolder.set(folder, links);
  }
  return links;
}

/**
 * A destination as Markdown reads it (`markdown`: backslash escapes and character references,
 * CommonMark §6.1, §6.2), or an HTML attribute's value (character references): `\.\./` and
 * `&#46;&#46;/` are `../` to a renderer, and to the model, as `%2e%2e/` is. A named reference
 * outside NAMED (no ASCII character) is left as written, as a path no file has.
 */
function unescaped(target: string, markdown: boolean): string {
  if (!target.includes('&') && !(markdown && target.includes('\\'))) return target;
  if (!markdown) return target.replace(REFERENCE, (written, ref: string) => referenced(ref) ?? written);
  // Escapes and references in one pass, as CommonMark reads them: `\&#46;` is `&#46;` as written.
  return target.replace(
    MARKDOWN_ESCAPE,
    (written, punct: string | undefined, ref: string | undefined) =>
      punct ?? referenced(ref as string) ?? written,
  );
}

/** The character a reference (`#46`, `#x2E`, `period`) names, or undefined for a name outside NAMED. */
function referenced(ref: string): string | undefined {
  if (!ref.startsWith('#')) return Object.hasOwn(NAMED, ref) ? NAMED[ref] : undefined;
  const hex = ref[1] === 'x' || ref[1] === 'X';
  const cp = Number.parseInt(ref.slice(hex ? 2 : 1), hex ? 16 : 10);
  // Zero, a surrogate or past Unicode is U+FFFD to a CommonMark reader.
  return cp === 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff) ? '\ufffd' : String.fromCodePoint(cp);
}

/** A character reference: decimal, hexadecimal or named. */
const REFERENCE_SOURCE = '&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});';
const REFERENCE = new RegExp(REFERENCE_SOURCE, 'g');
/** A backslash before ASCII punctuation (CommonMark's escapable characters), or a reference. */
const MARKDOWN_ESCAPE = new RegExp(`\\\\([!-/:-@[-\`{-~])|${REFERENCE_SOURCE}`, 'g');

/** HTML's named references to ASCII characters that a path may hold (HTML's list of entities). */
const NAMED: Readonly<Record<string, string>> = {
  period: '.',
  sol: '/',
  bsol: '\\',
  lowbar: '_',
  UnderBar: '_',
  amp: '&',
  AMP: '&',
  percnt: '%',
  num: '#',
  quest: '?',
  colon: ':',
  comma: ',',
  semi: ';',
  equals: '=',
  plus: '+',
  excl: '!',
  commat: '@',
  dollar: '$',
  lpar: '(',
  rpar: ')',
  apos: "'",
  quot: '"',
  QUOT: '"',
  Tab: '\t',
  NewLine: '\n',
};

/** A link's target as a path from the root, or undefined where it names none (a URL, an anchor, out of the root). */
function resolve(dir: string, target: string): string | undefined {
  const bare = target.replace(/[?#].*$/s, '');
  if (bare === '' || bare.startsWith('/') || SCHEME.test(bare) || /[\\\0]/.test(bare)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    decoded = bare;
  }
  if (/[\\\0]/.test(decoded)) return undefined;
  const parts = dir === '' ? [] : dir.split('/');
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment !== '..') parts.push(segment);
    else if (parts.pop() === undefined) return undefined;
  }
  return parts.length === 0 ? undefined : parts.join('/');
}

function inside(dir: string, path: string): boolean {
  return dir === '' || path.startsWith(`${dir}/`);
}
