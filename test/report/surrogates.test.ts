// A text shortened for a reader is cut between characters, never inside a surrogate pair: half of
// an emoji is a lone surrogate, which the text output and the comment write as U+FFFD and the
// JSON report as `\ud83d`, an escape that strict JSON readers (serde_json, Go's) refuse or replace.
import { describe, expect, it } from 'vitest';
import { formatJson } from '../../src/report/json.js';
import { formatMarkdown } from '../../src/report/markdown.js';
import { formatText } from '../../src/report/text.js';
import { shownPieces } from '../../src/report/word-diff.js';
import { clip } from '../../src/report/words.js';
import { reportFor } from './gfm.js';

const LONE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function repo(description: string): Record<string, string> {
  return {
    'tools/t.yaml': `name: x/t\ndescription: ${JSON.stringify(description)}\nsource: builtin\n`,
    'skills/s.yaml': 'name: x/s\ntools: [x/t]\n',
  };
}

describe('cuts between characters', () => {
  it('clip keeps a surrogate pair whole or leaves it out', () => {
    expect(clip(`ab😀cd`, 3)).toBe('ab…');
    expect(clip(`ab😀cd`, 4)).toBe('ab…');
    expect(clip(`ab😀cd`, 5)).toBe('ab😀…');
  });

  it("a changed field's value, at every length around its cut, has no half of an emoji in any format", () => {
    for (let n = 70; n < 84; n++) {
      const report = reportFor(repo('Deploys.'), repo(`${'a'.repeat(n)}😀😀 more`));
      const values = report.diff?.tools.changed[0]?.values ?? [];
      expect(values.length).toBeGreaterThan(0);
      for (const v of values) expect(v.to ?? '', `length ${n}`).not.toMatch(LONE);
      expect(formatJson(report)).not.toMatch(/\\ud[89ab]/i);
      expect(formatText(report, { color: false })).not.toMatch(LONE);
      expect(formatMarkdown(report)).not.toMatch(LONE);
    }
  });

  it('a text rewritten past what is diffed is cut between characters', () => {
    const words = (w: string): string => Array.from({ length: 500 }, (_, i) => `${w}${i}`).join(' ');
    for (let n = 295; n < 302; n++) {
      const after = `${'b'.repeat(n)}😀 ${words('new')}`;
      const { pieces } = shownPieces({ at: 'description', before: words('old'), after }, false);
      for (const p of pieces) if (p.kind !== 'gap') expect(p.text, `length ${n}`).not.toMatch(LONE);
    }
  });
});
