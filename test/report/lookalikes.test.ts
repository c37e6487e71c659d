// A letter that passes for a Latin one inside a Latin word is written out in every output: a
// description rewritten from `Never` to `Nеver` (a Cyrillic `е`) would show as a diff that changes
// nothing, and a tool moved from server `github` to `gіthub` as a change to the same name.
import { describe, expect, it } from 'vitest';
import { formatMarkdown } from '../../src/report/markdown.js';
import { formatText } from '../../src/report/text.js';
import { formatSarif } from '../../src/report/sarif.js';
import { showInvisible } from '../../src/report/escape.js';
import { ASCII_LOOKALIKE } from '../../src/report/ascii-lookalikes.js';
import { asciiLookalikes } from '../../scripts/gen-lookalikes.mjs';
import { reportFor } from './gfm.js';
import { cpuMs } from '../cpu-clock.js';

describe('lookalike letters', () => {
  it.each([
    ['Nеver', 'N\\u0435ver'],
    ['gіthub/get_issue', 'g\\u0456thub/get_issue'],
    ['pаypal and οk', 'p\\u0430ypal and \\u03bfk'],
    ['ｉnfo', '\\uff49nfo'],
    ['ﬁle', '\\ufb01le'],
    // Latin letters that Unicode's confusables data takes for ASCII ones, and other scripts'.
    ['fıle', 'f\\u0131le'],
    ['ɑpi', '\\u0251pi'],
    ['ꜱcope', '\\ua731cope'],
    ['ǀog', '\\u01c0og'],
    ['ꓲog', '\\ua4f2og'],
    ['gⲟ', 'g\\u2c9f'],
    ['ⅰnfo and Ⅼog', '\\u2170nfo and \\u216cog'],
    ['𝐢nfo', '\\u{1d422}nfo'],
    ['v１', 'v\\uff11'],
    // A letter that reads as a quote cannot close a quoted name in the gate's words.
    [
      "adds 'mcp:docs/*ʼ, which only reads (approved). Also ʼdocs/*', which writes",
      "adds 'mcp:docs/*\\u02bc, which only reads (approved). Also \\u02bcdocs/*', which writes",
    ],
    ['g०od', 'g\\u0966od'],
    ['gం', 'g\\u0c02'],
    // A word all of lookalikes, beside Latin words or alone: it reads as the Latin word.
    ['Never ѕеոԁ', 'Never \\u0455\\u0435\\u0578\\u0501'],
    ['x/ѕсоре', 'x/\\u0455\\u0441\\u043e\\u0440\\u0435'],
    ['ѕсоре', '\\u0455\\u0441\\u043e\\u0440\\u0435'],
    ['ΚΑΙ', '\\u039a\\u0391\\u0399'],
    ['о', '\\u043e'],
    ['tool team/σ is unused', 'tool team/\\u03c3 is unused'],
    ['Удаляет сор из GitHub', 'Удаляет \\u0441\\u043e\\u0440 из GitHub'],
  ])('inside a Latin word, or as a whole word, are written out: %s', (text, shown) => {
    expect(showInvisible(text)).toBe(shown);
  });

  it.each([
    'Никогда не удаляй',
    'naïve café',
    'm² and 5µs',
    'GitHubのissue',
    'Ωμέγα',
    'plain ascii',
    // Letters no one takes for an ASCII one, ligatures that are spelling, and digits of a script.
    'kærlighed og Ærø',
    'œuvre',
    'straße',
    'Łódź',
    'Дякую за API',
    'Я и ты, а с ним GitHub',
    'мʼясо і API',
    'APIノード',
    'Удаляет сор',
    '১০ টাকা',
    'cafe\u0301, NFD',
  ])('in a word of one script, or no lookalike, are text: %s', (text) => {
    expect(showInvisible(text)).toBe(text);
  });

  const repo = (description: string, server: string): Record<string, string> => ({
    'tools/t.yaml': `name: x/t\ndescription: ${description}\nsource: mcp\nmcp_server: ${server}\nmcp_tool_name: get\ncapability: {writes: true}\n`,
    'skills/s.yaml': 'name: x/s\ntools: [x/t]\n',
    'actors/bot.yaml': 'name: x/bot\nskills: [x/s]\n',
  });

  it('show a rewritten description and another server as changed, in the comment, the text and SARIF', () => {
    const report = reportFor(repo('Never deletes.', 'github'), repo('Nеver deletes.', 'gіthub'));
    const md = formatMarkdown(report);
    expect(md).toContain('<del>Never</del><ins>N\\\\u0435ver</ins>');
    expect(md).toContain('g\\\\u0456thub');
    expect(md).not.toMatch(/[\u0435\u0456]/);
    const text = formatText(report);
    expect(text).toContain('[-Never-]{+N\\u0435ver+}');
    expect(text).toContain('"g\\u0456thub/get"');
    expect(formatSarif(report, '0.0.0')).toContain('g\\\\u0456thub');
  });

  it('accented letters are never lookalikes: each of Latin-1 and Latin Extended-A that decomposes', () => {
    for (let cp = 0xc0; cp <= 0x17f; cp++) {
      const ch = String.fromCodePoint(cp);
      if (ch.normalize('NFD') === ch) continue;
      expect(showInvisible(`a${ch}b`), ch).toBe(`a${ch}b`);
    }
  });

  // Lines of Unicode's confusables.txt (UTS #39, 17.0.0) as written, less their comments' glyphs.
  const CONFUSABLES = [
    '0131 ;\t0069 ;\tMA\t# LATIN SMALL LETTER DOTLESS I → LATIN SMALL LETTER I',
    '0251 ;\t0061 ;\tMA\t# LATIN SMALL LETTER ALPHA → LATIN SMALL LETTER A',
    'A731 ;\t0073 ;\tMA\t# LATIN LETTER SMALL CAPITAL S → LATIN SMALL LETTER S',
    '01C0 ;\t006C ;\tMA\t# LATIN LETTER DENTAL CLICK → LATIN SMALL LETTER L',
    'A4F2 ;\t006C ;\tMA\t# LISU LETTER I → LATIN SMALL LETTER L',
    '2C9F ;\t006F ;\tMA\t# COPTIC SMALL LETTER O → LATIN SMALL LETTER O',
    '2170 ;\t0069 ;\tMA\t# SMALL ROMAN NUMERAL ONE → LATIN SMALL LETTER I',
    '216C ;\t004C ;\tMA\t# ROMAN NUMERAL FIFTY → LATIN CAPITAL LETTER L',
    '1D422 ;\t0069 ;\tMA\t# MATHEMATICAL BOLD SMALL I → LATIN SMALL LETTER I',
    '0435 ;\t0065 ;\tMA\t# CYRILLIC SMALL LETTER IE → LATIN SMALL LETTER E',
    '0966 ;\t006F ;\tMA\t# DEVANAGARI DIGIT ZERO → LATIN SMALL LETTER O',
    '09EA ;\t0038 ;\tMA\t# BENGALI DIGIT FOUR → DIGIT EIGHT',
    '0C02 ;\t006F ;\tMA\t# TELUGU SIGN ANUSVARA → LATIN SMALL LETTER O',
    '02BC ;\t0027 ;\tMA\t# MODIFIER LETTER APOSTROPHE → APOSTROPHE',
    // Not kept: two letters, a prototype outside ASCII, punctuation, a symbol (no word holds it).
    '00E6 ;\t0061 0065 ;\tMA\t# LATIN SMALL LETTER AE → LATIN SMALL LETTER A, LATIN SMALL LETTER E',
    '00B5 ;\t03BC ;\tMA\t# MICRO SIGN → GREEK SMALL LETTER MU',
    '0660 ;\t002E ;\tMA\t# ARABIC-INDIC DIGIT ZERO → FULL STOP',
    '30CE ;\t002F ;\tMA\t# KATAKANA LETTER NO → SOLIDUS',
    '00D7 ;\t0078 ;\tMA\t#* MULTIPLICATION SIGN → LATIN SMALL LETTER X',
  ].join('\n');

  it('the checked-in table is what the generator reads from confusables.txt', () => {
    const kept = new Set(asciiLookalikes(CONFUSABLES));
    expect([...kept].map((cp) => cp.toString(16))).toEqual([
      '131',
      '1c0',
      '251',
      '2bc',
      '435',
      '966',
      '9ea',
      'c02',
      '216c',
      '2170',
      '2c9f',
      'a4f2',
      'a731',
      '1d422',
    ]);
    for (const line of CONFUSABLES.split('\n')) {
      const cp = parseInt(line, 16);
      expect(ASCII_LOOKALIKE.test(String.fromCodePoint(cp)), line).toBe(kept.has(cp));
    }
  });

  it('every character of the table is written out inside a Latin word', () => {
    for (let cp = 0x80; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const ch = String.fromCodePoint(cp);
      if (!ASCII_LOOKALIKE.test(ch)) continue;
      const shown = showInvisible(`a${ch}b`);
      if (shown === `a${ch}b`) throw new Error(`U+${cp.toString(16)} is shown as it is`);
    }
  });

  it('reads a token of 50,000 one-letter words once, not once a word', () => {
    const text = 'а,'.repeat(50_000);
    const start = cpuMs();
    expect(showInvisible(text)).toBe(text);
    expect(showInvisible(`${text}x`)).toBe(`${'\\u0430,'.repeat(50_000)}x`);
    expect(cpuMs() - start).toBeLessThan(1000);
  });
});
