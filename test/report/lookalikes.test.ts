// A letter that passes for a Latin one inside a Latin word is written out in every output: a
// description rewritten from `Never` to `Nеver` (a Cyrillic `е`) would show as a diff that changes
// nothing, and a tool moved from server `github` to `gіthub` as a change to the same name.
import { describe, expect, it } from 'vitest';
import { formatMarkdown } from '../../src/report/markdown.js';
import { formatText } from '../../src/report/text.js';
import { formatSarif } from '../../src/report/sarif.js';
import { showInvisible } from '../../src/report/escape.js';
import { reportFor } from './gfm.js';

describe('lookalike letters', () => {
  it.each([
    ['Nеver', 'N\\u0435ver'],
    ['gіthub/get_issue', 'g\\u0456thub/get_issue'],
    ['pаypal and οk', 'p\\u0430ypal and \\u03bfk'],
    ['ｉnfo', '\\uff49nfo'],
    ['ﬁle', '\\ufb01le'],
  ])('inside a Latin word are written out: %s', (text, shown) => {
    expect(showInvisible(text)).toBe(shown);
  });

  it.each(['Никогда не удаляй', 'naïve café', 'm² and 5µs', 'GitHubのissue', 'Ωμέγα', 'plain ascii'])(
    'in a word of one script, or no lookalike, are text: %s',
    (text) => {
      expect(showInvisible(text)).toBe(text);
    },
  );

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
});
