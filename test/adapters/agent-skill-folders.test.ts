// Agent Skills folders as the adapters read them: a linked folder is named as a link (never
// followed), a lowercase skill.md is read, on the disk and in a git base alike.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFolder } from '../../src/adapters/fs.js';
import { readGitTree } from '../../src/adapters/git.js';
import { runCheck } from '../../src/run.js';
import { DEFAULT_CONFIG } from '../../src/core/config/config.js';
import { PathClassifier } from '../../src/core/config/discover.js';
import { git } from '../git-helpers.js';

const SKILL = '---\nname: real\ndescription: d\n---\n';

/** A repository with a real skill folder, a link to it, and a folder holding only skill.md. */
function repository(): string {
  const root = mkdtempSync(join(tmpdir(), 'acc-askills-'));
  mkdirSync(join(root, 'vendor', 'real'), { recursive: true });
  mkdirSync(join(root, 'vendor', 'lower'), { recursive: true });
  mkdirSync(join(root, '.agents'), { recursive: true });
  writeFileSync(join(root, 'vendor', 'real', 'SKILL.md'), SKILL);
  writeFileSync(join(root, 'vendor', 'lower', 'skill.md'), '---\nname: lower\ndescription: d\n---\n');
  symlinkSync('../vendor', join(root, '.agents', 'skills'));
  symlinkSync('real', join(root, 'vendor', 'linked'));
  return root;
}

const paths = ['vendor/real', 'vendor/linked', '.agents/skills/real', 'vendor/lower', 'vendor/none'];

const expected = [
  { kind: 'text', text: SKILL },
  { kind: 'missing', link: 'vendor/linked' },
  { kind: 'missing', link: '.agents/skills' },
  { kind: 'missing' },
  { kind: 'missing' },
];

describe('Agent Skills folders behind links', () => {
  it('are missing on the disk, with the link named', () => {
    const { aux } = readFolder(repository(), new PathClassifier(DEFAULT_CONFIG), DEFAULT_CONFIG.maxFileSize);
    expect(paths.map((p) => aux.read(`${p}/SKILL.md`))).toEqual(expected);
    expect(aux.read('vendor/lower/skill.md')).toEqual({
      kind: 'text',
      text: '---\nname: lower\ndescription: d\n---\n',
    });
  });

  it('are missing in a git tree, with the link named', () => {
    const root = repository();
    git(root, 'init', '-q');
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'base');
    const tree = readGitTree(root, 'HEAD', new PathClassifier(DEFAULT_CONFIG), DEFAULT_CONFIG.maxFileSize);
    if ('problem' in tree) throw new Error(tree.problem);
    const { input } = tree;
    expect(paths.map((p) => input.aux.read(`${p}/SKILL.md`))).toEqual(expected);
    expect(input.aux.read('vendor/lower/skill.md')).toEqual({
      kind: 'text',
      text: '---\nname: lower\ndescription: d\n---\n',
    });
  });
});

describe('a skill pointing at linked Agent Skills folders', () => {
  it('says which link was not followed, at the agent_skills entry', () => {
    const root = repository();
    mkdirSync(join(root, 'skills'));
    writeFileSync(
      join(root, 'skills', 's.yaml'),
      'name: x/s\nagent_skills:\n  - .agents/skills/real\n  - vendor/lower\n  - vendor/none\n',
    );
    const found = runCheck({ root }).report.diagnostics.filter((d) => d.rule === 'missing-file');
    expect(found.map((d) => [d.line, d.column, d.message])).toEqual([
      [3, 5, "'.agents/skills' is a symbolic link; links are not followed"],
      [5, 5, "no SKILL.md at 'vendor/none/SKILL.md'"],
    ]);
  });
});

describe('the text files of a folder in use, as the adapters list and read them (hidden-text)', () => {
  /** A skill using `agent-skills/report`, whose reference files hold hidden characters. */
  function reporting(): string {
    const root = mkdtempSync(join(tmpdir(), 'acc-askills-text-'));
    const folder = join(root, 'agent-skills', 'report');
    mkdirSync(join(folder, 'references'), { recursive: true });
    mkdirSync(join(folder, 'scripts'), { recursive: true });
    mkdirSync(join(root, 'skills'), { recursive: true });
    mkdirSync(join(root, 'lib'), { recursive: true });
    writeFileSync(join(root, 'skills', 's.yaml'), 'name: x/s\nagent_skills: [agent-skills/report]\n');
    writeFileSync(
      join(folder, 'SKILL.md'),
      '---\nname: report\ndescription: Reports.\n---\nSee references/.\n',
    );
    writeFileSync(join(folder, 'references', 'old.md'), '# Old\nkeep\u200Bit\n');
    writeFileSync(join(folder, 'references', 'my notes.md'), 'a\nb \u2066c\u2069\n');
    writeFileSync(join(folder, 'scripts', 'run.sh'), 'echo a\u200Bb\n');
    // Without an extension: text is read; an executable, a `#!` script and a binary file are not.
    writeFileSync(join(folder, 'REFERENCE'), 'Read me.\nThen \u2067x\u2069.\n');
    writeFileSync(join(folder, 'scripts', 'setup'), 'echo a\u200Bb\n', { mode: 0o755 });
    writeFileSync(join(folder, 'scripts', 'build'), '#!/bin/sh\necho a\u200Bb\n');
    writeFileSync(join(folder, 'logo'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0xe2, 0x80, 0x8b]));
    // Behind a link: never read as text, wherever it points.
    writeFileSync(join(root, 'lib', 'evil.md'), 'x\u200By\n');
    symlinkSync('../../../lib/evil.md', join(folder, 'references', 'linked.md'));
    return root;
  }

  const found = (r: ReturnType<typeof runCheck>): string[] =>
    r.report.diagnostics
      .filter((d) => d.rule === 'hidden-text')
      .map((d) => `${d.file}:${d.line}:${d.column}${d.new === undefined ? '' : d.new ? ' new' : ' old'}`);

  it('on the disk: each file at its line and column, a name with a space too; no script, no link', () => {
    const r = runCheck({ root: reporting() });
    expect(found(r)).toEqual([
      'agent-skills/report/REFERENCE:2:6',
      'agent-skills/report/references/my notes.md:2:3',
      'agent-skills/report/references/old.md:2:5',
    ]);
    // The binary `logo` is no text the model reads, not a text file that could not be read.
    expect(r.report.diagnostics.filter((d) => d.rule === 'unreadable-file')).toEqual([]);
  });

  it('a file without an extension that is text but not UTF-8 is one the checker could not read', () => {
    const root = reporting();
    writeFileSync(join(root, 'agent-skills', 'report', 'NOTICE'), Buffer.from('caf\xe9\n', 'latin1'));
    const unread = runCheck({ root })
      .report.diagnostics.filter((d) => d.rule === 'unreadable-file')
      .map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`);
    expect(unread).toEqual([
      'agent-skills/report/NOTICE:1:1 the file is not valid UTF-8 text; a text file of an Agent Skills folder the model reads, not checked for hidden text',
    ]);
  });

  it('from a git base: a finding the base has is not new', () => {
    const root = reporting();
    git(root, 'init', '-q');
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'base');
    writeFileSync(join(root, 'agent-skills', 'report', 'references', 'new.txt'), 'n\u00ADew\n');
    writeFileSync(join(root, 'agent-skills', 'report', 'GUIDE'), 'g\u200Buide\n');
    expect(found(runCheck({ root, base: { kind: 'git', ref: 'HEAD' } }))).toEqual([
      'agent-skills/report/GUIDE:1:2 new',
      'agent-skills/report/REFERENCE:2:6 old',
      'agent-skills/report/references/my notes.md:2:3 old',
      'agent-skills/report/references/new.txt:1:2 new',
      'agent-skills/report/references/old.md:2:5 old',
    ]);
  });
});
