// Head against base from a base folder and from a git base, for the diff tests whose cases are
// built in temporary folders (links, bytes a fixture cannot hold).
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { runCheck, type RunResult } from '../../src/run.js';
import { commitBaseUnderHead, writeTree, type TreeContent } from '../git-helpers.js';

/** Each escalation as `file:line:column: message`. */
function escalationLines(result: RunResult): string[] {
  return result.report.diagnostics
    .filter((d) => d.rule === 'escalation')
    .map((d) => `${d.file}:${d.line}:${d.column}: ${d.message}`);
}

/** What a case gives from each base: the escalations, and whether the run fails unapproved and approved. */
export interface BothBases {
  fromDir: string[];
  fromGit: string[];
  failed: boolean;
  failedWhenApproved: boolean;
}

export function diffFromBothBases(
  base: Record<string, TreeContent>,
  head: Record<string, TreeContent>,
): BothBases {
  const work = mkdtempSync(join(tmpdir(), 'acc-both-bases-'));
  try {
    writeTree(join(work, 'base'), base);
    writeTree(join(work, 'head'), head);
    const fromDir = { kind: 'dir', path: join(work, 'base') } as const;
    const unapproved = runCheck({ root: join(work, 'head'), base: fromDir });
    const approved = runCheck({ root: join(work, 'head'), base: fromDir, approvedBy: 'option' });
    const repo = join(work, 'repo');
    const sha = commitBaseUnderHead(repo, base, head);
    const fromGit = runCheck({ root: repo, base: { kind: 'git', ref: sha } });
    return {
      fromDir: escalationLines(unapproved),
      fromGit: escalationLines(fromGit),
      failed: unapproved.failed,
      failedWhenApproved: approved.failed,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The escalations a case must give, unapproved, from both bases; approved, it passes. */
export function expectEscalationsFromBothBases(
  base: Record<string, TreeContent>,
  head: Record<string, TreeContent>,
  expected: string[],
): void {
  const unapproved = expected.map(
    (m) => `${m}; approve with the 'allow-escalation' label or --allow-escalations`,
  );
  const run = diffFromBothBases(base, head);
  expect(run.fromDir).toEqual(unapproved);
  expect(run.failed).toBe(expected.length > 0);
  // Approved, the same change passes.
  expect(run.failedWhenApproved).toBe(false);
  // The same base read from git (a link is a blob of mode 120000 there).
  expect(run.fromGit).toEqual(unapproved);
}

/**
 * The escalations of a check of `agents/`, a root below the repository's top (a configuration
 * above it), against the base commit, as `file:line:column: message`.
 */
export function escalationsOfAgentsRoot(
  base: Record<string, TreeContent>,
  head: Record<string, TreeContent>,
): string[] {
  const work = mkdtempSync(join(tmpdir(), 'acc-agents-root-'));
  try {
    const repo = join(work, 'repo');
    const sha = commitBaseUnderHead(repo, base, head);
    return escalationLines(runCheck({ root: join(repo, 'agents'), base: { kind: 'git', ref: sha } }));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Whether the temporary folder tells apart names that differ only in case or in Unicode
 * normalisation (`aé`, `Aé`, `ae\u0301`): the cases of twins need both names on disk.
 */
export function tellsNamesApart(): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'acc-case-'));
  try {
    writeFileSync(join(dir, 'a\u00e9'), '');
    return !existsSync(join(dir, 'A\u00e9')) && !existsSync(join(dir, 'ae\u0301'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A read-only Agent Skills folder `agent-skills/pdf` in a skill an actor uses, its SKILL.md granting `tools`. */
export const pdfSkillMd = (tools: string): string =>
  `---\nname: pdf\ndescription: Reads PDFs.\nallowed-tools: ${tools}\n---\nBody.\n`;
export const PDF_SIDE: Readonly<Record<string, string>> = {
  'skills/s.yaml': 'name: x/s\nagent_skills: [agent-skills/pdf]\n',
  'actors/a.yaml': 'name: x/a\nskills: [x/s]\n',
  'agent-skills/pdf/SKILL.md': pdfSkillMd('Read'),
};
