// SPEC §3: a reference is `namespace/name`, a bare `name` or `server:namespace/name`. `server:name`
// (no namespace) was read as a remote reference, a note. It breaks the grammar: invalid-name, an
// error at the reference; and the gate still reads it as what it cannot see, the most it could be
// (an escalation against a base; skill-access for a read-only actor that uses it), also where
// invalid-name is turned off.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { explainTextChunks } from '../../src/report/explain-text.js';
import { runCheck, runExplain } from '../../src/run.js';
import { writeTree } from '../git-helpers.js';
import { diffFromBothBases } from './both-bases.js';

const READ = 'name: x/read\ndescription: Reads.\nsource: builtin\ncapability:\n  read_only: true\n';
const POLICY = 'skill_access_policy:\n  read_only: true\n';
const side = (team: string, bot = 'x/team', policy = POLICY): Record<string, string> => ({
  'tools/read.yaml': READ,
  'skills/team.yaml': `name: x/team\ntools: [${team}]\n`,
  'actors/bot.yaml': `name: x/bot\nskills: [${bot}]\n${policy}`,
});
const UNKNOWN = 'writes, is unsafe, has side effects and may offer any tool';
const APPROVE = "; approve with the 'allow-escalation' label or --allow-escalations";
const OFF = { '.agents-config-check.yml': 'rules:\n  invalid-name: off\n' };

/** The findings of the rules that read references, as `rule file:line:column: message`. */
function findings(base: Record<string, string>, head: Record<string, string>): string[] {
  const work = mkdtempSync(join(tmpdir(), 'acc-server-name-'));
  writeTree(join(work, 'base'), base);
  writeTree(join(work, 'head'), head);
  const run = runCheck({ root: join(work, 'head'), base: { kind: 'dir', path: join(work, 'base') } });
  return run.report.diagnostics
    .filter((d) => ['escalation', 'invalid-name', 'remote-reference', 'skill-access'].includes(d.rule))
    .map((d) => `${d.rule} ${d.severity} ${d.file}:${d.line}:${d.column}: ${d.message}`);
}

describe('a server reference without a namespace', () => {
  it("added to a read-only actor's skill: escalates from both bases, and is invalid-name there", () => {
    const base = side('x/read');
    const head = side('x/read, github:delete_repo');
    const gains = `skills/team.yaml:2:17: 'x/team' gains 'github:delete_repo', which ${UNKNOWN}${APPROVE}`;
    const run = diffFromBothBases(base, head);
    expect(run.fromDir).toEqual([gains]);
    expect(run.fromGit).toEqual([gains]);
    // invalid-name is an error of its own: approving the escalation does not pass the run.
    expect(run.failedWhenApproved).toBe(true);
    expect(findings(base, head)).toEqual([
      "skill-access error actors/bot.yaml:2:10: read-only actor 'x/bot' gets tools that are not read_only through 'x/team': github:delete_repo",
      `escalation error ${gains}`,
      "invalid-name error skills/team.yaml:2:17: invalid reference: 'github:delete_repo' must be server:namespace/name",
    ]);
  });

  it('included by a skill: escalates, and is invalid-name at the include', () => {
    const head = { ...side('x/read'), 'skills/team.yaml': 'name: x/team\ntools: [x/read]\nincludes: [hub:toolkit]\n' };
    expect(findings(side('x/read'), head)).toEqual([
      "skill-access error actors/bot.yaml:2:10: read-only actor 'x/bot' gets tools that are not read_only through 'x/team': unknown:hub:toolkit",
      `escalation error skills/team.yaml:3:12: 'x/team' gains 'unknown:hub:toolkit', which ${UNKNOWN}${APPROVE}`,
      "invalid-name error skills/team.yaml:3:12: invalid reference: 'hub:toolkit' must be server:namespace/name",
    ]);
  });

  it("in a read-only actor's skills: skill-access, and invalid-name at the entry", () => {
    expect(findings(side('x/read'), side('x/read', 'x/team, hub:admin'))).toEqual([
      "invalid-name error actors/bot.yaml:2:18: invalid reference: 'hub:admin' must be server:namespace/name",
      "skill-access error actors/bot.yaml:2:18: read-only actor 'x/bot' uses 'hub:admin', a skill whose name breaks the grammar and whose tools cannot be seen: it may hold any tool",
    ]);
  });

  it("in another actor's skills: escalates, and is invalid-name at the entry", () => {
    expect(findings(side('x/read', 'x/team', ''), side('x/read', 'x/team, hub:admin', ''))).toEqual([
      `escalation error actors/bot.yaml:2:18: actor 'x/bot' gains 'unknown:hub:admin', which ${UNKNOWN}, through 'hub:admin' (a skill it did not use on the base)${APPROVE}`,
      "invalid-name error actors/bot.yaml:2:18: invalid reference: 'hub:admin' must be server:namespace/name",
    ]);
  });

  it('with invalid-name off, the gate still reads it as the most it could be', () => {
    const base = { ...side('x/read'), ...OFF };
    expect(findings(base, { ...side('x/read, github:delete_repo', 'x/team, hub:admin'), ...OFF })).toEqual([
      "skill-access error actors/bot.yaml:2:10: read-only actor 'x/bot' gets tools that are not read_only through 'x/team': github:delete_repo",
      "skill-access error actors/bot.yaml:2:18: read-only actor 'x/bot' uses 'hub:admin', a skill whose name breaks the grammar and whose tools cannot be seen: it may hold any tool",
      `escalation error skills/team.yaml:2:17: 'x/team' gains 'github:delete_repo', which ${UNKNOWN}${APPROVE}`,
    ]);
  });

  it('explain names it as an entry the repository cannot see, the most it could be', () => {
    const root = mkdtempSync(join(tmpdir(), 'acc-server-name-'));
    writeTree(root, side('x/read, github:delete_repo', 'x/team', ''));
    const { explanation, base } = runExplain({ name: 'x/bot', root });
    const text = [...explainTextChunks(explanation, { base, place: (file) => file })].join('');
    expect(text).toContain(
      'github:delete_repo  (unresolved)\n├─ via x/bot → x/team\n└─ capability\n   └─ a reference the repository cannot see: the most it could be:\n        read_only false, writes true,',
    );
  });
});
