// The Actions runner cuts an annotation's message at 4,096 characters (actions/runner,
// ExecutionContext `_maxIssueMessageLength`), and the comment's findings table cuts one at 2,000:
// a tool named with 6,000 letters left "'x/s' gains 'x/aaaa…" and took away what the gate says of
// it ("which writes; reaches actor 'x/bot'; approve with…"). A quoted name is cut as the comment
// cuts names, so the words after it stay.
import { describe, expect, it } from 'vitest';
import { planAnnotations } from '../../src/report/annotations.js';
import { formatGithub } from '../../src/report/github.js';
import { formatMarkdown } from '../../src/report/markdown.js';
import { reportFor } from './gfm.js';

const LONG = `x/${'a'.repeat(6000)}`;
const base = {
  'tools/a.yaml': 'name: x/a\ndescription: A.\nsource: builtin\ncapability: {read_only: true}\n',
  'skills/s.yaml': 'name: x/s\ndescription: S.\ntools: [x/a]\n',
  'actors/b.yaml': 'name: x/bot\ndescription: B.\nskills: [x/s]\n',
};
const report = reportFor(base, {
  ...base,
  'tools/p.yaml': `name: ${LONG}\ndescription: P.\nsource: builtin\ncapability: {writes: true}\n`,
  'skills/s.yaml': `name: x/s\ndescription: S.\ntools: [x/a, ${LONG}]\n`,
});
const WORDS = "', which writes; reaches actor 'x/bot'; approve with the 'allow-escalation' label";

describe('a finding that quotes a name of thousands of characters', () => {
  it('keeps the words after the name in the Action’s annotation, within the runner’s 4,096', () => {
    const escalation = planAnnotations(report.diagnostics).annotations.find((a) => a.title === 'escalation');
    expect(escalation?.message.length).toBeLessThanOrEqual(4096);
    expect(escalation?.message).toContain(`'x/s' gains 'x/${'a'.repeat(100)}`);
    expect(escalation?.message).toContain(`a…${WORDS}`);
  });

  it('and in --format github’s workflow command', () => {
    const line = formatGithub(report)
      .split('\n')
      .find((l) => l.includes('title=escalation::'));
    const message = line!.slice(line!.indexOf('::', 2) + 2);
    expect(message.length).toBeLessThanOrEqual(4096);
    expect(message).toContain(`a…${WORDS}`);
    expect(message).toMatch(/ \[escalation\]$/);
  });

  it('and in the comment’s findings table', () => {
    const md = formatMarkdown(report);
    const row = md.split('\n').find((l) => l.includes('gains') && l.includes('escalation'));
    expect(row).toContain("a…', which writes; reaches actor 'x/bot'; approve with");
  });
});
