// The comment says an escalation fails the check only where it does: the base's configuration may
// turn the escalation rule off or keep it under fail-on, and then the run passes.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMarkdown } from '../../src/report/markdown.js';
import { formatJson } from '../../src/report/json.js';
import { runCheck } from '../../src/run.js';

function tree(dir: string, files: Record<string, string>): string {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** A tool that starts to write, under the configuration `config` on both sides. */
function run(config: string): ReturnType<typeof runCheck> {
  const top = mkdtempSync(join(tmpdir(), 'acc-gate-words-'));
  const files = (writes: boolean): Record<string, string> => ({
    '.agents-config-check.yml': config,
    'skills/ops.yaml': 'name: team/ops\ntools: [team/deploy]\n',
    'tools/deploy.yaml': `name: team/deploy\ndescription: Deploys.\nsource: builtin\ncapability:\n  writes: ${writes}\n`,
  });
  const base = tree(join(top, 'base'), files(false));
  const head = tree(join(top, 'head'), files(true));
  return runCheck({ root: head, base: { kind: 'dir', path: base } });
}

describe('whether the comment says the causes fail the check', () => {
  it.each([
    ['the escalation rule is off', 'rules:\n  escalation: "off"\n'],
    ['escalations are warnings and fail-on is error', 'rules:\n  escalation: warning\n'],
    ['fail-on is never', 'fail-on: never\n'],
  ])('not when %s: the run passes', (_what, config) => {
    const result = run(config);
    expect(result.failed).toBe(false);
    expect(result.report.diff?.causes).toHaveLength(1);
    const md = formatMarkdown(result.report);
    expect(md).toContain('#### Power this pull request grants');
    expect(md).not.toMatch(/These fail the check/);
    expect(md).toContain('do not fail the check');
    expect(JSON.parse(formatJson(result.report)).approval.escalationsFail).toBe(false);
  });

  it('when they are errors, as by default', () => {
    const result = run('');
    expect(result.failed).toBe(true);
    const md = formatMarkdown(result.report);
    expect(md).toContain('These fail the check until the pull request carries the');
    expect(JSON.parse(formatJson(result.report)).approval).not.toHaveProperty('escalationsFail');
  });
});
