// Where a skill's change came from, as the text output and the comment say it: a pull request
// that re-pins a server (an annotation narrowed) and rewords the skill's own description said
// "x/s (own change): ~mcp:gh/comment (capability.unsafe: true → false)", though the skill's
// edit changed no tool, and a skill whose own inventory or folder changed said "(cascaded)",
// which names no cause. The diff now records such entries (`sourced`) and both say so.
import { describe, expect, it } from 'vitest';
import { formatMarkdown } from '../../src/report/markdown.js';
import { formatText } from '../../src/report/text.js';
import { reportFor } from '../report/gfm.js';

function inventory(destructive: boolean, description = 'Lists commits.'): string {
  return JSON.stringify({
    server: 'gh',
    tools: [
      {
        name: 'comment',
        description: 'Comments on an issue.',
        inputSchema: { type: 'object' },
        annotations: { readOnlyHint: false, destructiveHint: destructive },
      },
      { name: 'commits', description, inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } },
    ],
  });
}

const skill = (description: string, tools = 'comment, commits'): string =>
  `name: x/s\ndescription: ${description}\nmcp_servers:\n  - name: gh\n    tools: [${tools}]\n`;

describe('a change that came through what the skill reads', () => {
  it('is not the own change of a skill whose document changed too', () => {
    const base = { 'mcp-servers/gh.json': inventory(true), 'skills/s.yaml': skill('Triage.') };
    const head = { 'mcp-servers/gh.json': inventory(false), 'skills/s.yaml': skill('Triage of issues.') };
    const report = reportFor(base, head);
    expect(report.diff?.skills.map((s) => [s.name, s.direct, s.sourced])).toEqual([
      ['x/s', true, ['mcp:gh/comment']],
    ]);
    expect(formatText(report)).toContain(
      '  x/s (its source changed): ~mcp:gh/comment (capability.unsafe: true → false)\n',
    );
    expect(formatMarkdown(report)).toContain(
      '| changed | <code>mcp\\:gh/comment</code> | <code>capability\\.unsafe</code>: <code>true</code> → <code>false</code> · its source changed |',
    );
  });

  it('says so for a skill whose document did not change', () => {
    const base = { 'mcp-servers/gh.json': inventory(true), 'skills/s.yaml': skill('Triage.') };
    const head = { 'mcp-servers/gh.json': inventory(true, 'Lists the commits.'), 'skills/s.yaml': skill('Triage.') };
    const text = formatText(reportFor(base, head));
    expect(text).toContain('  x/s (its source changed): ~mcp:gh/commits (description: ');
    expect(text).not.toContain('(cascaded)');
  });

  it('leaves what the document did its own change, beside what the source did', () => {
    const base = { 'mcp-servers/gh.json': inventory(true), 'skills/s.yaml': skill('Triage.') };
    // The document drops `commits` (which the inventory still lists) as the inventory narrows `comment`.
    const head = { 'mcp-servers/gh.json': inventory(false), 'skills/s.yaml': skill('Triage.', 'comment') };
    const report = reportFor(base, head);
    expect(report.diff?.skills[0]?.sourced).toEqual(['mcp:gh/comment']);
    const text = formatText(report);
    expect(text).toContain('  x/s (own change): -mcp:gh/commits  [tokens 46 → 29]\n');
    expect(text).toContain('  x/s (its source changed): ~mcp:gh/comment (capability.unsafe: true → false)\n');
  });
});
