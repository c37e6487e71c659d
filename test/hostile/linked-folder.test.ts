// A folder the walk will not enter, where the globs would look (SPEC §6, never silence): an
// `actors/` folder that became a symbolic link, or a submodule under `tools/`, is an
// unreadable-file finding at its path, on the folder walk and on a git base alike.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCheck, type RunResult } from '../../src/run.js';
import { git } from '../git-helpers.js';
import { repo } from './helpers.js';

const TOOL = 'name: x/write\ndescription: Writes.\nsource: builtin\ncapability: {writes: true}\n';
const SKILL = 'name: x/ops\ntools: [x/write]\n';
const ACTOR = 'name: x/bot\nskills: [x/ops]\nskill_access_policy: {read_only: true}\n';
/** An actor, no longer read-only, using a skill of one reading tool, and a writing tool beside it. */
const ONE_SKILL_NOT_READ_ONLY = {
  'tools/t.yaml': TOOL,
  'tools/read.yaml': TOOL.replace('x/write', 'x/read').replace('writes', 'read_only'),
  'skills/s.yaml': SKILL.replace('x/write', 'x/read'),
  'actors/bot.yaml': ACTOR.replace(' {read_only: true}', ' {}'),
};

/** Each escalation's place. */
const escalations = (r: RunResult): string[] =>
  r.report.diagnostics.filter((d) => d.rule === 'escalation').map((d) => `${d.file}:${d.line}`);

/** A repository of its own, one commit holding `inner.yaml`, to add as a submodule. */
function submoduleSource(tool: string): string {
  const sub = mkdtempSync(join(tmpdir(), 'acc-sub-'));
  writeFileSync(join(sub, 'inner.yaml'), tool);
  git(sub, 'init', '-q', '-b', 'main');
  git(sub, 'add', '-A');
  git(sub, 'commit', '-q', '-m', 'sub');
  return sub;
}

/** A git repository of `dir` with one commit of all its files (ignored ones too where `force`). */
function commitAll(dir: string, message: string, { force = false } = {}): void {
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A', ...(force ? ['-f'] : []));
  git(dir, 'commit', '-q', '-m', message);
}

const unreadable = (r: RunResult): string[] =>
  r.report.diagnostics
    .filter((d) => d.rule === 'unreadable-file')
    .map((d) => `${d.file}:${d.line} ${d.new === false ? 'old' : 'new'} ${d.message}`);

describe('a folder the walk does not enter, where the globs look', () => {
  it('an actors/ folder that became a link: unreadable-file at the link, new against the base', () => {
    const files = { 'tools/t.yaml': TOOL, 'skills/s.yaml': SKILL };
    const base = repo({ ...files, 'actors/bot.yaml': ACTOR });
    // The link's folder holds an actor the policy would hold back: it must not vanish unseen.
    const root = repo({ ...files, 'elsewhere/bot.yaml': ACTOR.replace(' {read_only: true}', ' {}') });
    symlinkSync(join(root, 'elsewhere'), join(root, 'actors'));
    const result = runCheck({ root, base: { kind: 'dir', path: base } });
    expect(unreadable(result)).toEqual([
      'actors:1 new a symbolic link to a folder, which is never followed; the files in it are not checked; an ignore glob that covers it says they are not yours to check',
    ]);
    expect(result.failed).toBe(true);
  });

  // With unreadable-file off in the base's configuration the link gave no finding at all, and the
  // actor's file, which the runtime still loads through it, loosened its policy with exit 0.
  it('whatever unreadable-file says: the actors under the link hold unknown power', () => {
    const config = { '.agents-config-check.yml': 'rules: {unreadable-file: off}\n' };
    const files = { ...config, 'tools/t.yaml': TOOL, 'skills/s.yaml': SKILL };
    const base = repo({ ...files, 'actors/bot.yaml': ACTOR });
    const root = repo({ ...files, 'elsewhere/bot.yaml': ACTOR.replace(' {read_only: true}', ' {}') });
    symlinkSync(join(root, 'elsewhere'), join(root, 'actors'));
    const withMessages = (r: RunResult): string[] =>
      r.report.diagnostics
        .filter((d) => d.rule === 'escalation')
        .map((d) => `${d.file}:${d.line}:${d.column} ${d.message.replace(/;.*/, '')}`);
    const fromFolder = runCheck({ root, base: { kind: 'dir', path: base } });
    expect(withMessages(fromFolder)).toEqual([
      "actors:1:1 actor 'x/bot' gains 'unknown:actors (cannot be read)', which writes, is unsafe, has side effects and may offer any tool, through 'actors (cannot be read)' (a skill it did not use on the base)",
    ]);
    expect(fromFolder.failed).toBe(true);
    // A new linked folder that replaces no actor: one actor named by its path.
    const extra = repo({ ...files, 'actors/bot.yaml': ACTOR, 'elsewhere/x.yaml': ACTOR });
    symlinkSync(join(extra, 'elsewhere'), join(extra, 'actors', 'more'));
    const linkedMore = runCheck({ root: extra, base: { kind: 'dir', path: base } });
    expect(withMessages(linkedMore)).toEqual([
      "actors/more:1:1 actor 'unreadable:actors/more' gains 'unknown:actors/more (cannot be read)', which writes, is unsafe, has side effects and may offer any tool, through 'actors/more (cannot be read)' (a file or folder the checker cannot read or parse, which the runtime may load)",
    ]);
    // On a git base holding the same link: not new, no escalation.
    commitAll(extra, 'base');
    expect(withMessages(runCheck({ root: extra, base: { kind: 'git', ref: 'HEAD' } }))).toEqual([]);
  });

  // The actor the base defined below the link, which the runtime still loads through it, was
  // "renamed" to a copy the head defines elsewhere, and a renamed name is not diffed on its own:
  // the link's folder, where the actor takes on a writing skill, was no change with exit 0.
  it('an actor under the link stands for unknown power even where a copy of it looks like a rename', () => {
    const config = { '.agents-config-check.yml': 'rules: {unreadable-file: off}\n' };
    const files = { ...config, 'tools/t.yaml': TOOL, 'skills/s.yaml': SKILL };
    const idle = 'name: x/bot\nskills: []\n';
    const base = repo({ ...files, 'actors/team/bot.yaml': idle });
    const root = repo({
      ...files,
      'actors/bot2.yaml': idle.replace('x/bot', 'x/bot2'),
      'elsewhere/bot.yaml': 'name: x/bot\nskills: [x/ops]\n',
    });
    symlinkSync('../elsewhere', join(root, 'actors', 'team'));
    const result = runCheck({ root, base: { kind: 'dir', path: base } });
    expect(
      result.report.diagnostics.filter((d) => d.rule === 'escalation').map((d) => `${d.file}:${d.line}`),
    ).toEqual(['actors/team:1']);
    expect(result.failed).toBe(true);
  });

  // A link that leads to nothing on the machine that checks (`/opt/shared/actors`, a folder the
  // runtime's host may hold) was no finding on the walk, while a git base counts every link: with
  // unreadable-file off or not, the actors the runtime loads through it passed with exit 0.
  it('a link that leads to nothing here is unknown power, and no change where the base holds it', () => {
    const config = { '.agents-config-check.yml': 'rules: {unreadable-file: off}\n' };
    const files = { ...config, 'tools/t.yaml': TOOL, 'skills/s.yaml': SKILL, 'actors/bot.yaml': ACTOR };
    const nowhere = join(mkdtempSync(join(tmpdir(), 'acc-nowhere-')), 'shared-actors');
    const base = repo(files);
    const root = repo(files);
    symlinkSync(nowhere, join(root, 'actors', 'shared'));
    expect(escalations(runCheck({ root, base: { kind: 'dir', path: base } }))).toEqual(['actors/shared:1']);
    commitAll(root, 'base');
    expect(escalations(runCheck({ root, base: { kind: 'git', ref: 'HEAD' } }))).toEqual([]);
    symlinkSync(nowhere, join(base, 'actors', 'shared'));
    expect(escalations(runCheck({ root, base: { kind: 'dir', path: base } }))).toEqual([]);
  });

  // `**/skills/**` takes `vendor/lib/skills/ops.yaml`, which a loader that follows links reads
  // from the ignored folder the link leads to: only a link in a folder the globs take files in was
  // a finding, so one added at `vendor/lib` that redefines a skill passed with exit 0.
  it('a link below which the globs look, to a folder the walk does not read: unreadable-file and unknown power', () => {
    const files = ONE_SKILL_NOT_READ_ONLY;
    const base = repo(files);
    const root = repo({ ...files, 'node_modules/evil/skills/ops.yaml': SKILL });
    mkdirSync(join(root, 'vendor'));
    symlinkSync('../node_modules/evil', join(root, 'vendor', 'lib'));
    const message =
      'a symbolic link to a folder, which is never followed; the files in it are not checked; an ignore glob that covers it says they are not yours to check';
    const diff = runCheck({ root, base: { kind: 'dir', path: base } });
    expect(unreadable(diff)).toEqual([`vendor/lib:1 new ${message}`]);
    expect(escalations(diff)).toEqual(['vendor/lib:1']);
    commitAll(root, 'head', { force: true });
    const same = runCheck({ root, base: { kind: 'git', ref: 'HEAD' } });
    expect(unreadable(same)).toEqual([`vendor/lib:1 old ${message}`]);
    expect(escalations(same)).toEqual([]);
  });

  // `**/skills/**` takes `vendor/lib/skills/ops.yaml`, which a loader that follows links reads
  // from the host's folder the link leads to (`/opt/shared`): such a link, added or pointed
  // elsewhere, passed with exit 0. Every folder link may hold files below which `**/` globs look,
  // so it is no unreadable-file error: unknown power an approval passes, no change where the base
  // holds it alike.
  it('a link below which the globs look, out of the root: unknown power, approvable', () => {
    const files = ONE_SKILL_NOT_READ_ONLY;
    const shared = mkdtempSync(join(tmpdir(), 'acc-host-'));
    mkdirSync(join(shared, 'skills'));
    writeFileSync(join(shared, 'skills', 'ops.yaml'), SKILL);
    const base = repo(files);
    const root = repo(files);
    mkdirSync(join(root, 'vendor'));
    symlinkSync(shared, join(root, 'vendor', 'lib'));
    const diff = runCheck({ root, base: { kind: 'dir', path: base } });
    expect(unreadable(diff)).toEqual([]);
    expect(escalations(diff)).toEqual(['vendor/lib:1']);
    expect(runCheck({ root, base: { kind: 'dir', path: base }, approvedBy: 'option' }).failed).toBe(false);
    commitAll(root, 'head');
    expect(escalations(runCheck({ root, base: { kind: 'git', ref: 'HEAD' } }))).toEqual([]);
    // Pointed elsewhere on the head: another folder the checker cannot see.
    rmSync(join(root, 'vendor', 'lib'));
    symlinkSync(join(shared, 'skills'), join(root, 'vendor', 'lib'));
    expect(escalations(runCheck({ root, base: { kind: 'git', ref: 'HEAD' } }))).toEqual(['vendor/lib:1']);
  });

  // A link out of the root is judged by what its target is on the machine that checks: one that
  // leads to a file here (`/etc/hostname`) was taken for that file, and, added or pointed
  // elsewhere, passed with exit 0, while on the runtime's host the same path may be a folder of
  // skills. Now it is a link to a folder the checker cannot see, whatever it leads to here.
  it('a link out of the root to a file here: unknown power, approvable, as one to a folder', () => {
    const files = ONE_SKILL_NOT_READ_ONLY;
    const host = mkdtempSync(join(tmpdir(), 'acc-host-'));
    writeFileSync(join(host, 'hostname'), 'ci-runner\n');
    writeFileSync(join(host, 'motd'), 'hello\n');
    const base = repo(files);
    const root = repo(files);
    mkdirSync(join(root, 'vendor'));
    symlinkSync(join(host, 'hostname'), join(root, 'vendor', 'lib'));
    symlinkSync('../../../../../../../../../../..' + join(host, 'hostname'), join(root, 'actors', 'shared'));
    const diff = runCheck({ root, base: { kind: 'dir', path: base } });
    expect(unreadable(diff)).toEqual([
      'actors/shared:1 new a symbolic link to a folder, which is never followed; the files in it are not checked; an ignore glob that covers it says they are not yours to check',
    ]);
    expect(escalations(diff)).toEqual(['actors/shared:1', 'vendor/lib:1']);
    const approved = runCheck({ root, base: { kind: 'dir', path: base }, approvedBy: 'option' });
    expect(approved.report.diagnostics.filter((d) => d.severity === 'error').map((d) => d.rule)).toEqual([
      'unreadable-file',
    ]);
    commitAll(root, 'head');
    expect(escalations(runCheck({ root, base: { kind: 'git', ref: 'HEAD' } }))).toEqual([]);
    // Pointed at another file here: another folder the checker cannot see.
    rmSync(join(root, 'vendor', 'lib'));
    symlinkSync(join(host, 'motd'), join(root, 'vendor', 'lib'));
    expect(escalations(runCheck({ root, base: { kind: 'git', ref: 'HEAD' } }))).toEqual(['vendor/lib:1']);
  });

  // A link to a folder of the root that is not there when the check runs: `node_modules` before
  // `npm ci` (the runtime's host installs it), or `../NODE_MODULES/evil` that a host folding case
  // opens as `node_modules/evil`. It led to nothing here and passed with exit 0.
  it.each(['../node_modules/evil-skills', '../NODE_MODULES/evil'])(
    'a link below which the globs look, to %s, not there when checked: unknown power',
    (target) => {
      const files = ONE_SKILL_NOT_READ_ONLY;
      const base = repo(files);
      const root = repo(files);
      if (target.includes('NODE_MODULES'))
        mkdirSync(join(root, 'node_modules', 'evil', 'skills'), { recursive: true });
      mkdirSync(join(root, 'vendor'));
      symlinkSync(target, join(root, 'vendor', 'lib'));
      const diff = runCheck({ root, base: { kind: 'dir', path: base } });
      expect(unreadable(diff)).toEqual([]);
      expect(escalations(diff)).toEqual(['vendor/lib:1']);
      commitAll(root, 'head');
      expect(escalations(runCheck({ root, base: { kind: 'git', ref: 'HEAD' } }))).toEqual([]);
    },
  );

  it('a root holding only a link out of it still matches no file: a usage error, never green', () => {
    const root = mkdtempSync(join(tmpdir(), 'acc-only-link-'));
    symlinkSync(mkdtempSync(join(tmpdir(), 'acc-host-')), join(root, 'lib'));
    expect(() => runCheck({ root })).toThrow(/matches the globs of any kind/);
  });

  it('a link to a folder the walk reads is no finding: its files are checked there', () => {
    const root = repo({ 'tools/t.yaml': TOOL, 'common/skills/s.yaml': SKILL });
    mkdirSync(join(root, 'vendor'));
    symlinkSync('../common', join(root, 'vendor', 'lib'));
    expect(unreadable(runCheck({ root }))).toEqual([]);
    commitAll(root, 'head');
    expect(unreadable(runCheck({ root, base: { kind: 'git', ref: 'HEAD' } }))).toEqual([]);
  });

  it('a link where no glob looks is no finding', () => {
    const root = repo({ 'tools/t.yaml': TOOL, 'docs/a.md': '# A\n' });
    // To a folder the walk reads: its files are checked there (an absolute link leads out of the root).
    symlinkSync('docs', join(root, 'manual'));
    expect(unreadable(runCheck({ root }))).toEqual([]);
  });

  it('a submodule under tools/: unreadable-file on the walk and on the git base, so not new', () => {
    const sub = submoduleSource(TOOL);
    const root = mkdtempSync(join(tmpdir(), 'acc-super-'));
    mkdirSync(join(root, 'tools'));
    writeFileSync(join(root, 'tools', 'outer.yaml'), TOOL.replace('x/write', 'x/outer'));
    git(root, 'init', '-q', '-b', 'main');
    git(root, '-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', sub, 'tools/vendor');
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'super');
    const commit = git(sub, 'rev-parse', 'HEAD');
    const message = `a submodule (a repository of its own, at commit ${commit}), which is not read; the files in it are not checked; an ignore glob that covers it says they are not yours to check`;
    expect(unreadable(runCheck({ root }))).toEqual([`tools/vendor:1 new ${message}`]);
    const diff = runCheck({ root, base: { kind: 'git', ref: 'HEAD' } });
    expect(unreadable(diff)).toEqual([`tools/vendor:1 old ${message}`]);
  });

  // `**/skills/**` takes `vendor/sub/skills/ops.yaml`, which the runtime's loader reads from a
  // checkout that fetched the submodule: only a submodule in a folder the globs take files in was
  // a finding, so one added at `vendor/sub` that redefines a skill passed with exit 0.
  it('a submodule below which the globs look is unreadable-file, and unknown power where the head adds it', () => {
    const sub = mkdtempSync(join(tmpdir(), 'acc-sub-'));
    mkdirSync(join(sub, 'skills'));
    writeFileSync(join(sub, 'skills', 'ops.yaml'), SKILL);
    git(sub, 'init', '-q', '-b', 'main');
    git(sub, 'add', '-A');
    git(sub, 'commit', '-q', '-m', 'sub');
    const root = repo(ONE_SKILL_NOT_READ_ONLY);
    git(root, 'init', '-q', '-b', 'main');
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'base');
    git(root, '-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', sub, 'vendor/sub');
    git(root, 'commit', '-q', '-m', 'head');
    const commit = git(sub, 'rev-parse', 'HEAD');
    const message = `a submodule (a repository of its own, at commit ${commit}), which is not read; the files in it are not checked; an ignore glob that covers it says they are not yours to check`;
    const diff = runCheck({ root, base: { kind: 'git', ref: 'HEAD~1' } });
    expect(unreadable(diff)).toEqual([`vendor/sub:1 new ${message}`]);
    expect(escalations(diff)).toEqual(['vendor/sub:1']);
    expect(unreadable(runCheck({ root, base: { kind: 'git', ref: 'HEAD' } }))).toEqual([
      `vendor/sub:1 old ${message}`,
    ]);
    // Not fetched (actions/checkout's default): an empty folder git's index names, the same finding.
    git(root, 'submodule', 'deinit', '-q', '-f', 'vendor/sub');
    expect(escalations(runCheck({ root, base: { kind: 'git', ref: 'HEAD~1' } }))).toEqual(['vendor/sub:1']);
  });

  it('an ignore glob that names such a submodule says it is not loaded: no finding', () => {
    const sub = submoduleSource(TOOL);
    const root = repo({ 'tools/t.yaml': TOOL, '.agents-config-check.yml': 'ignore: [third_party/**]\n' });
    git(root, 'init', '-q', '-b', 'main');
    git(root, '-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', sub, 'third_party/sub');
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'super');
    expect(unreadable(runCheck({ root, base: { kind: 'git', ref: 'HEAD' } }))).toEqual([]);
  });

  // A submodule's files are never read, on either side; with unreadable-file off, moving it to a
  // commit that brings a writing tool (a second definition of a name the head uses) was no change.
  it('a submodule moved to another commit is unknown power, whatever unreadable-file says', () => {
    const sub = submoduleSource(TOOL.replace('x/write', 'x/inner'));
    const root = mkdtempSync(join(tmpdir(), 'acc-super-'));
    mkdirSync(join(root, 'tools'));
    writeFileSync(join(root, '.agents-config-check.yml'), 'rules: {unreadable-file: off}\n');
    writeFileSync(join(root, 'tools', 'outer.yaml'), TOOL.replace('x/write', 'x/outer'));
    git(root, 'init', '-q', '-b', 'main');
    git(root, '-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', sub, 'tools/vendor');
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'super');
    expect(escalations(runCheck({ root, base: { kind: 'git', ref: 'HEAD' } }))).toEqual([]);
    const vendor = join(root, 'tools', 'vendor');
    writeFileSync(join(vendor, 'inner.yaml'), TOOL.replace('x/write', 'x/outer'));
    git(vendor, 'commit', '-q', '-am', 'bump');
    git(root, 'add', 'tools/vendor');
    const bumped = runCheck({ root, base: { kind: 'git', ref: 'HEAD' } });
    expect(escalations(bumped)).toEqual(['tools/vendor:1']);
    expect(bumped.failed).toBe(true);
  });

  // A link to a folder that holds a submodule: a git base lists the submodule as its commit, the
  // walk listed its files, so the link's identity differed with nothing changed.
  it('a link to a folder holding a submodule is no change against the commit that holds both', () => {
    const sub = submoduleSource(TOOL.replace('x/write', 'x/inner'));
    const root = repo({
      '.agents-config-check.yml': 'rules: {unreadable-file: off}\n',
      'tools/outer.yaml': TOOL.replace('x/write', 'x/outer'),
      'elsewhere/a.yaml': TOOL.replace('x/write', 'x/a'),
    });
    git(root, 'init', '-q', '-b', 'main');
    git(root, '-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', sub, 'elsewhere/vendor');
    symlinkSync('../elsewhere', join(root, 'tools', 'linked'));
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'super');
    expect(escalations(runCheck({ root, base: { kind: 'git', ref: 'HEAD' } }))).toEqual([]);
  });

  // The walk named a submodule by the commit the index records, whatever its working copy held:
  // moved to a commit that brings a writing tool but not staged, it was no change, though the
  // files the walk checks (and the runtime loads) are the working copy's. And a folder base that
  // is no work tree (a copy, its submodule a clone) named none, so against a head that names one
  // the same submodule at the same commit was an escalation on every run.
  it('a submodule is named by the commit its working copy is at, on the head and on a folder base', () => {
    const sub = submoduleSource(TOOL.replace('x/write', 'x/inner'));
    const outer = { 'tools/outer.yaml': TOOL.replace('x/write', 'x/outer') };
    const config = { '.agents-config-check.yml': 'rules: {unreadable-file: off}\n' };
    const root = repo({ ...config, ...outer });
    git(root, 'init', '-q', '-b', 'main');
    git(root, '-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', sub, 'tools/vendor');
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'super');
    const base = repo({ ...config, ...outer });
    git(base, 'clone', '-q', sub, 'tools/vendor');
    expect(escalations(runCheck({ root, base: { kind: 'dir', path: base } }))).toEqual([]);
    const vendor = join(root, 'tools', 'vendor');
    writeFileSync(join(vendor, 'inner.yaml'), TOOL.replace('x/write', 'x/outer'));
    git(vendor, 'commit', '-q', '-am', 'moved, not staged');
    expect(escalations(runCheck({ root, base: { kind: 'git', ref: 'HEAD' } }))).toEqual(['tools/vendor:1']);
    expect(escalations(runCheck({ root, base: { kind: 'dir', path: base } }))).toEqual(['tools/vendor:1']);
  });
});

// The finding said only "a symbolic link to a folder" and its comparison was by that text, so a
// link pointed at another folder, or an edit to the folder it points at, was no change: with
// unreadable-file off the actor it loads loosened its policy with exit 0. So was a definition
// file that is a link, which the runtime still loads through it.
describe('what a link leads to is part of it', () => {
  const config = { '.agents-config-check.yml': 'rules: {unreadable-file: off}\n' };
  const files = { ...config, 'tools/t.yaml': TOOL, 'skills/s.yaml': SKILL };
  const OPEN = ACTOR.replace(' {read_only: true}', ' {}');

  it('a folder link pointed elsewhere, or an edit behind it: unknown power, on a folder and a git base', () => {
    const both = { ...files, 'ro/bot.yaml': ACTOR, 'rw/bot.yaml': OPEN };
    const base = repo(both);
    symlinkSync('ro', join(base, 'actors'));
    const root = repo(both);
    symlinkSync('ro', join(root, 'actors'));
    expect(escalations(runCheck({ root, base: { kind: 'dir', path: base } }))).toEqual([]);
    commitAll(root, 'base');
    expect(escalations(runCheck({ root, base: { kind: 'git', ref: 'HEAD' } }))).toEqual([]);
    rmSync(join(root, 'actors'));
    symlinkSync('rw', join(root, 'actors'));
    expect(escalations(runCheck({ root, base: { kind: 'dir', path: base } }))).toEqual(['actors:1']);
    expect(escalations(runCheck({ root, base: { kind: 'git', ref: 'HEAD' } }))).toEqual(['actors:1']);
    // The same link, the folder it leads to edited.
    rmSync(join(root, 'actors'));
    symlinkSync('ro', join(root, 'actors'));
    writeFileSync(join(root, 'ro', 'bot.yaml'), OPEN);
    expect(escalations(runCheck({ root, base: { kind: 'dir', path: base } }))).toEqual(['actors:1']);
    expect(escalations(runCheck({ root, base: { kind: 'git', ref: 'HEAD' } }))).toEqual(['actors:1']);
  });

  // A link in the folder a link leads to was listed by its target's name alone: an edit to the
  // file it leads to, which the runtime loads through both, was no change.
  it('a link inside the folder a link leads to is followed too', () => {
    const both = { ...files, 'common/bot.yaml': ACTOR, 'ro/.keep': '' };
    const base = repo(both);
    symlinkSync('ro', join(base, 'actors'));
    symlinkSync('../common/bot.yaml', join(base, 'ro', 'bot.yaml'));
    const root = repo(both);
    symlinkSync('ro', join(root, 'actors'));
    symlinkSync('../common/bot.yaml', join(root, 'ro', 'bot.yaml'));
    commitAll(root, 'base');
    expect(escalations(runCheck({ root, base: { kind: 'dir', path: base } }))).toEqual([]);
    expect(escalations(runCheck({ root, base: { kind: 'git', ref: 'HEAD' } }))).toEqual([]);
    writeFileSync(join(root, 'common', 'bot.yaml'), OPEN);
    expect(escalations(runCheck({ root, base: { kind: 'dir', path: base } }))).toEqual(['actors:1']);
    expect(escalations(runCheck({ root, base: { kind: 'git', ref: 'HEAD' } }))).toEqual(['actors:1']);
  });

  // The walk reported such a link twice (a link to a folder, and a definition file that is a
  // link), a git base once (a glob takes it for a definition file): against the commit that holds
  // it unchanged, the folder finding was new, an escalation on every run.
  it('a link named as a definition file that leads to a folder: no change against its commit, an edit behind it is', () => {
    const root = repo({ ...files, 'actors/bot.yaml': ACTOR, 'vendor/a.yaml': OPEN });
    symlinkSync('../vendor', join(root, 'actors', 'team.yaml'));
    commitAll(root, 'base');
    const diff = runCheck({ root, base: { kind: 'git', ref: 'HEAD' } });
    expect(escalations(diff)).toEqual([]);
    writeFileSync(join(root, 'vendor', 'a.yaml'), OPEN.replace('x/bot', 'x/other'));
    expect(escalations(runCheck({ root, base: { kind: 'git', ref: 'HEAD' } }))).toEqual([
      'actors/team.yaml:1',
    ]);
  });

  it('a definition file that is a link, pointed elsewhere: unknown power, on a folder and a git base', () => {
    const both = { ...files, 'common/ro.yaml': ACTOR, 'common/rw.yaml': OPEN, 'actors/a.yaml': '' };
    const base = repo(both);
    symlinkSync('../common/ro.yaml', join(base, 'actors', 'bot.yaml'));
    const root = repo(both);
    symlinkSync('../common/ro.yaml', join(root, 'actors', 'bot.yaml'));
    expect(escalations(runCheck({ root, base: { kind: 'dir', path: base } }))).toEqual([]);
    commitAll(root, 'base');
    expect(escalations(runCheck({ root, base: { kind: 'git', ref: 'HEAD' } }))).toEqual([]);
    rmSync(join(root, 'actors', 'bot.yaml'));
    symlinkSync('../common/rw.yaml', join(root, 'actors', 'bot.yaml'));
    expect(escalations(runCheck({ root, base: { kind: 'dir', path: base } }))).toEqual(['actors/bot.yaml:1']);
    expect(escalations(runCheck({ root, base: { kind: 'git', ref: 'HEAD' } }))).toEqual([
      'actors/bot.yaml:1',
    ]);
  });
});

// A root whose only definitions lie behind such a folder, or in files two kinds match, was a usage
// error that said no file matches the globs: the one reason a user needed (a link, a glob that
// takes files of two kinds) was dropped.
describe('a root whose every definition is behind a finding', () => {
  it('a tools/ folder that is a link: the finding, not "no file matches"', () => {
    const root = repo({ 'elsewhere/t.yaml': TOOL });
    symlinkSync(join(root, 'elsewhere'), join(root, 'tools'));
    const result = runCheck({ root });
    expect(unreadable(result)).toEqual([
      'tools:1 new a symbolic link to a folder, which is never followed; the files in it are not checked; an ignore glob that covers it says they are not yours to check',
    ]);
    expect(result.failed).toBe(true);
  });

  it('every file matched by two kinds: each a config finding', () => {
    const root = repo({ 'tools/t.yaml': TOOL, '.agents-config-check.yml': 'skills: ["**/*.yaml"]\n' });
    const result = runCheck({ root });
    expect(result.report.diagnostics.map((d) => [d.file, d.rule])).toEqual([['tools/t.yaml', 'config']]);
    expect(result.failed).toBe(true);
  });
});
