// Diff cases for a file two kinds' globs match: discovery skips it with a `config` finding, so the
// checker never reads it, while the runtime may load it as either kind. With that finding
// configured away on the base (and so on the gate), a new `skills/actors/ops.yaml` giving a skill a
// writing tool passed with exit 0. Now such a file, new on the head or edited, is unknown power
// (SPEC §6: what the checker cannot see counts as the most it could be); one unchanged is not.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/run.js';
import { git, writeTree } from '../git-helpers.js';
import { diffFromBothBases, expectEscalationsFromBothBases } from './both-bases.js';

const BASE = {
  '.agents-config-check.yml': 'rules:\n  config: "off"\n',
  'tools/t.yaml':
    'name: x/read\ndescription: Reads.\nsource: builtin\ncapability:\n  read_only: true\n---\n' +
    'name: x/push\ndescription: Pushes.\nsource: builtin\ncapability:\n  writes: true\n',
  'skills/s.yaml': 'name: x/ops\ntools: [x/read]\n',
  'actors/bot.yaml': 'name: x/bot\nskills: [x/ops]\n',
};
const SKIPPED = 'skills/actors/ops.yaml';
const OPS = 'name: x/ops\ntools: [x/read, x/push]\n';
const UNKNOWN = `actor 'unreadable:${SKIPPED}' gains 'unknown:${SKIPPED} (cannot be read)', which writes, is unsafe, has side effects and may offer any tool, through '${SKIPPED} (cannot be read)' (a file or folder the checker cannot read or parse, which the runtime may load)`;

describe('a file two kinds match, which discovery skips', () => {
  it('is unknown power where the head adds it', () => {
    expectEscalationsFromBothBases(BASE, { ...BASE, [SKIPPED]: OPS }, [`${SKIPPED}:1:1: ${UNKNOWN}`]);
  });

  it('is unknown power where the head edits it', () => {
    const base = { ...BASE, [SKIPPED]: 'name: x/ops\ntools: [x/read]\n' };
    expectEscalationsFromBothBases(base, { ...base, [SKIPPED]: OPS }, [`${SKIPPED}:1:1: ${UNKNOWN}`]);
  });

  it('is nothing where it is the same on both sides', () => {
    const base = { ...BASE, [SKIPPED]: OPS };
    const result = diffFromBothBases(base, base);
    expect([result.fromDir, result.fromGit, result.failed]).toEqual([[], [], false]);
  });

  // A link two kinds match: the runtime follows it, so what it leads to is what the file holds.
  const LINKED = { ...BASE, 'docs/a.yaml': 'name: x/ops\ntools: [x/read]\n', 'docs/b.yaml': OPS };

  it('is unknown power where a link two kinds match leads elsewhere on the head', () => {
    const base = { ...LINKED, [SKIPPED]: { link: '../../docs/a.yaml' } };
    const head = { ...LINKED, [SKIPPED]: { link: '../../docs/b.yaml' } };
    expectEscalationsFromBothBases(base, head, [`${SKIPPED}:1:1: ${UNKNOWN}`]);
  });

  it('is unknown power where the file a link two kinds match leads to is edited', () => {
    const base = { ...LINKED, [SKIPPED]: { link: '../../docs/a.yaml' } };
    const head = { ...base, 'docs/a.yaml': OPS };
    expectEscalationsFromBothBases(base, head, [`${SKIPPED}:1:1: ${UNKNOWN}`]);
  });

  it('is nothing where a link two kinds match is the same on both sides', () => {
    const base = { ...LINKED, [SKIPPED]: { link: '../../docs/b.yaml' } };
    const result = diffFromBothBases(base, base);
    expect([result.fromDir, result.fromGit, result.failed]).toEqual([[], [], false]);
  });

  it('is nothing against a git base where the checkout wrote it with CRLF', () => {
    const repo = mkdtempSync(join(tmpdir(), 'acc-skipped-crlf-'));
    try {
      writeTree(repo, { ...BASE, '.gitattributes': 'skills/actors/*.yaml text eol=crlf\n', [SKIPPED]: OPS });
      git(repo, 'init', '-q', '-b', 'main');
      git(repo, 'add', '-A');
      git(repo, 'commit', '-q', '-m', 'base');
      rmSync(join(repo, SKIPPED));
      git(repo, 'checkout', '--', SKIPPED);
      expect(readFileSync(join(repo, SKIPPED), 'utf8')).toContain('\r\n');
      const run = runCheck({ root: repo, base: { kind: 'git', ref: 'HEAD' } });
      expect(run.report.diagnostics.filter((d) => d.rule === 'escalation')).toEqual([]);
      expect(run.failed).toBe(false);
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });
});
