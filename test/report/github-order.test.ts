// `--format github` writes its workflow commands in the order the Action annotates: GitHub shows
// ten annotations of each level, and in file order ten lesser grants would leave an unsafe one out.
// The comment lists its findings in the same order, for it lists fifty and counts the rest.
import { describe, expect, it } from 'vitest';
import { formatGithub } from '../../src/report/github.js';
import { formatMarkdown } from '../../src/report/markdown.js';
import { reportFor } from './gfm.js';

describe('the workflow commands', () => {
  it('put the most dangerous escalation among the first ten errors, whatever its file, as the findings of the comment do', () => {
    const tool = (name: string, capability: string): string =>
      `name: ${name}\ndescription: d\nsource: builtin\ncapability: {${capability}}\n`;
    const files = (writes: string, unsafe: string): Record<string, string> => {
      const out: Record<string, string> = {};
      const names = Array.from({ length: 12 }, (_, i) => `x/a${String(i).padStart(2, '0')}`);
      for (const n of names) out[`tools/${n.slice(2)}.yaml`] = tool(n, writes);
      out['tools/zz.yaml'] = tool('x/zz', unsafe);
      out['skills/s.yaml'] = `name: x/s\ntools: [${[...names, 'x/zz'].join(', ')}]\n`;
      return out;
    };
    const report = reportFor(
      files('read_only: true', 'read_only: true'),
      files('writes: true', 'writes: true, unsafe: true'),
    );
    const errors = formatGithub(report)
      .split('\n')
      .filter((l) => l.startsWith('::error '));
    expect(errors.length).toBeGreaterThan(10);
    expect(errors.slice(0, 10).some((l) => l.includes("'x/zz'") && l.includes('unsafe'))).toBe(true);
    const md = formatMarkdown(report, { maxFindings: 10 });
    const findings = md.slice(md.indexOf('#### Findings'), md.indexOf('#### Per-skill detail'));
    expect(findings).toMatch(/<code>x\/zz<\/code>|'x\/zz'/);
    expect(findings).toContain('more findings');
  });
});
