// Shared by the markdown tests and the hostile-input tests: a report from two in-memory trees,
// and the structural checks a reader relies on, made by parsing the Markdown as GFM.
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { expect } from 'vitest';
import { findHidden } from '../../src/core/text/hidden-chars.js';
import { runRules } from '../../src/core/check/check.js';
import { diffTrees } from '../../src/core/diff/diff-trees.js';
import { Project } from '../../src/core/project/project.js';
import { buildReport, type Report } from '../../src/report/report.js';
import { RULES_DOC } from '../../src/report/rule-docs.js';
import { memoryInput, settings, validator } from '../helpers.js';

export function reportFor(
  base: Record<string, string>,
  head: Record<string, string>,
  input: { listFolders?: boolean } = {},
): Report {
  const baseProject = new Project(memoryInput(base, input));
  const headProject = new Project(memoryInput(head, input));
  const comparison = diffTrees(baseProject, headProject, { label: 'base-sha' });
  const diagnostics = runRules(headProject, { ...settings(), changes: comparison.changes }, validator);
  return buildReport({
    project: headProject,
    diagnostics,
    root: '.',
    base: 'base-sha',
    comparison,
  });
}

/** Tables keep their column count, fences and details close; returns the rendered HTML. */
export function assertWellFormed(markdown: string): string {
  const fences = markdown.split('\n').filter((l) => l.startsWith('```'));
  expect(fences.length % 2).toBe(0);
  const html = micromark(markdown, {
    allowDangerousHtml: true,
    extensions: [gfm()],
    htmlExtensions: [gfmHtml()],
  });
  for (const table of html.split('<table>').slice(1)) {
    const rows = table.split('</table>')[0]!.split('<tr>').slice(1);
    const width = (row: string): number => (row.match(/<t[hd][ >]/g) ?? []).length;
    const header = width(rows[0]!);
    for (const row of rows) expect(width(row)).toBe(header);
  }
  expect(html.split('<details>').length).toBe(html.split('</details>').length);
  return html;
}

/** No person pinged, no issue referenced, no link but to the rules' docs and the given places, no script, one marker (with its root's tag). */
export function assertInert(html: string, links: string[] = []): void {
  expect(html).not.toMatch(/<script|<img|<[a-z]+\s[^>]*\bon[a-z]+=/i);
  const allowed = [`${RULES_DOC}#`, ...links];
  for (const [anchor, attributes] of Array.from(html.matchAll(/<a ([^>]*)>/g), (m) => [m[0], m[1]!])) {
    const target = /^href="([^"]*)"$/.exec(attributes!)?.[1] ?? anchor!;
    expect(
      allowed.some((prefix) => target.startsWith(prefix)),
      anchor,
    ).toBe(true);
  }
  // Mermaid spells characters as entities (#124;) inside its code block, which GitHub never autolinks.
  const prose = html.replace(/<pre><code class="language-mermaid">[^<]*<\/code><\/pre>/g, '');
  expect(prose).not.toMatch(/@[a-z]/i);
  expect(prose).not.toMatch(/#\d/);
  // GitHub's other short form of an issue reference.
  expect(prose).not.toMatch(/\bGH-\d/i);
  // The marker, and the tag of a root below the workspace (src/report/comment-root.ts), whose name
  // is percent-encoded: it can neither end the comment nor open another.
  // So too the head whose result the comment shows (src/approval.ts), a commit id, or that it was
  // not checked.
  expect(
    html
      .replace(/<!-- root [^\s<>]* -->/, '')
      .replace(/<!-- head [0-9a-f]{40,64}(?: causes [0-9a-f]{16}| unchecked)? -->/, '')
      .split('<!--'),
  ).toHaveLength(2);
  // No dollar that GitHub could pair with another into a math expression.
  expect(prose.replaceAll('<span>$</span>', '')).not.toContain('$');
  // Nothing the hidden-text rule would find but the word joiner that keeps `@` and `#` inert:
  // every such character of the user's is written out.
  expect(findHidden(html.replace(/([@#]|GH-)\u2060/gi, '$1'))).toBeUndefined();
}

/** The HTML of each section, by its heading. */
export function sections(html: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of html.split('<h4>').slice(1)) {
    const end = part.indexOf('</h4>');
    out.set(part.slice(0, end), part.slice(end + 5));
  }
  return out;
}
