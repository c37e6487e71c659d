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
