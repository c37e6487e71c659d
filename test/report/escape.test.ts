// escapeMarkdown escapes a text in one pass of one expression: the loop it replaces built the
// output a character at a time, a second of a comment that quotes thousands of long texts. Held
// here to that loop, character for character, on texts of every character it treats apart.
import { describe, expect, it } from 'vitest';
import { escapeMarkdown, showInvisible } from '../../src/report/escape.js';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** The loop escapeMarkdown was. */
function byCharacter(text: string): string {
  let out = '';
  const shown = [...showInvisible(text)];
  for (const [i, ch] of shown.entries()) {
    if (ch === '\n' || ch === '\t' || (ch === '\r' && shown[i + 1] === '\n')) out += ' ';
    else if (ENTITIES[ch]) out += ENTITIES[ch];
    else if (ch === '@' || ch === '#') out += `${ch}\u2060`;
    else if (ch === '-' && out.slice(-2).toLowerCase() === 'gh') out += `${ch}\u2060`;
    else if (ch === '$') out += '<span>$</span>';
    else if ('\\`*_{}[]()!|~:.'.includes(ch)) out += `\\${ch}`;
    // eslint-disable-next-line no-control-regex
    else if (/[\u0000-\u001f\u007f-\u009f]/.test(ch))
      out += `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
    else if (ch === '\u2028' || ch === '\u2029') out += ' ';
    else out += ch;
  }
  return out;
}

const ALPHABET = [
  ...'gGhH-ab \n\r\t\u0000\u001b\u007f\u0085\u009f\u2028\u2029&<>"\'@#$\\`*_{}[]()!|~:.',
  '\u200b',
  '\u202e',
  '\ud800',
  '\udc00',
  '😊',
  '\u{e0061}',
  'е',
];

describe('escapeMarkdown', () => {
  it('writes every text as the loop did, character for character', () => {
    let seed = 7;
    const next = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 3000; i++) {
      const text = Array.from({ length: 1 + next(12) }, () => ALPHABET[next(ALPHABET.length)]).join('');
      expect(escapeMarkdown(text), JSON.stringify(text)).toBe(byCharacter(text));
    }
  });

  it('GH-123 and gh-1 are no issue references; a dash elsewhere stays', () => {
    expect(escapeMarkdown('GH-123 gh-1 Gh-2 g-h a-b gh--')).toBe(
      'GH-\u2060123 gh-\u20601 Gh-\u20602 g-h a-b gh-\u2060-',
    );
  });
});
