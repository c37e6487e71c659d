// Every user-supplied string that goes into Markdown passes through here: it cannot break a
// table, start a link, ping a person, reference an issue, inject HTML or forge our marker.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const WORD_JOINER = '\u2060';

/** Escapes text for any inline Markdown context, table cells included. */
export function escapeMarkdown(text: string): string {
  let out = '';
  for (const ch of text) {
    if (ch === '\n' || ch === '\r' || ch === '\t') out += ' ';
    else if (ENTITIES[ch]) out += ENTITIES[ch];
    else if (ch === '@' || ch === '#') out += ch + WORD_JOINER;
    // Punctuation that can start emphasis, code, a link, an autolink (`http:`, `www.`) or a table cell.
    else if ('\\`*_{}[]()!|~:.'.includes(ch)) out += `\\${ch}`;
    // eslint-disable-next-line no-control-regex
    else if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(ch)) out += ' ';
    else out += ch;
  }
  return out;
}

/** A name shown as code: <code> keeps it monospace while its content stays escaped text. */
export function code(text: string): string {
  return `<code>${escapeMarkdown(text)}</code>`;
}

/** Text for a Mermaid node label inside double quotes. */
export function escapeMermaid(text: string): string {
  return text.replace(/[^A-Za-z0-9 ._/:+-]/g, (c) => `#${c.codePointAt(0)};`);
}
