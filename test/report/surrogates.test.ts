// A text shortened for a reader is cut between characters, never inside a surrogate pair: half of
// an emoji is a lone surrogate, which the text output and the comment write as U+FFFD and the
// JSON report as `\ud83d`, an escape that strict JSON readers (serde_json, Go's) refuse or replace.
import { describe, expect, it } from 'vitest';
import { planAnnotations } from '../../src/report/annotations.js';
import { formatGithub } from '../../src/report/github.js';
import { formatJson } from '../../src/report/json.js';
import { formatMarkdown } from '../../src/report/markdown.js';
import { formatSarif } from '../../src/report/sarif.js';
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

// A lone surrogate is no character: a JSON or YAML escape (`"\ud800"`) puts one in a name or a
// description. The comment, the text output, the annotations and the SARIF messages wrote it raw:
// a terminal and the job's log show it as U+FFFD, so `x/q\ud800` and `x/q\udc00` read the same,
// and the comment's body went to GitHub's API holding an escape (`\ud800`) no UTF-8 text can
// hold. It is written out as every invisible character is.
describe('a lone surrogate the repository writes', () => {
  const files = (x: string): Record<string, string> => ({
    'tools/t.yaml': `name: x/t\ndescription: "Reads${x}"\nsource: builtin\ncapability: {writes: true}\n"k${x}": 1\n`,
    'skills/s.yaml': `name: x/s\ntools: [x/t]\nmcp_servers:\n  - name: "srv${x}"\n`,
    'actors/a.yaml': `name: x/a\nskills: [x/s, "x/q${x}"]\n`,
  });
  const report = reportFor(files(''), files('\\ud800'));

  it('is written out in the comment, the text, the workflow commands and SARIF', () => {
    const outputs = {
      markdown: formatMarkdown(report),
      text: formatText(report, { color: false }),
      github: formatGithub(report),
      sarif: formatSarif(report, '0.0.0'),
    };
    for (const [name, out] of Object.entries(outputs)) expect(out, name).not.toMatch(LONE);
    // JSON's escape of one, as JSON.stringify writes it in SARIF's text.
    expect(outputs.sarif).not.toMatch(/(?<!\\)\\ud[89a-f][0-9a-f]{2}/i);
    expect(outputs.markdown).toContain('srv\\\\ud800');
    expect(outputs.text).toContain("'x/q\\ud800'");
    expect(outputs.github).toContain("'x/q\\ud800'");
    const messages = (JSON.parse(outputs.sarif).runs[0].results as { message: { text: string } }[]).map(
      (r) => r.message.text,
    );
    expect(messages).toContainEqual(expect.stringContaining("'k\\ud800'"));
    for (const a of planAnnotations(report.diagnostics).annotations) expect(a.message).not.toMatch(LONE);
  });

  it('is kept as data in the JSON report', () => {
    expect(
      JSON.parse(formatJson(report)).diff.causes.some(
        (c: { entry: string }) => c.entry === 'mcp:srv\ud800/*',
      ),
    ).toBe(true);
  });
});
