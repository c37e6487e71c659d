// Every optimisation — the fast YAML reader, lazy positions answered from the root's entries,
// what the base takes from the head (src/core/pair/: parses, blob ids, file records, flattened
// sets, the rules it runs), cached validation and effective definitions, the meta-schema shortcut
// for plainly valid embedded schemas — must leave the JSON report byte-identical to the plain
// path (the yaml package for every file, nothing shared, full checks).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatJson } from '../src/report/json.js';
import { runCheck, type RunRequest } from '../src/run.js';
import { git } from './git-helpers.js';
import { plainJsonReport } from './plain-run.js';

const ROOT = join(import.meta.dirname, '..');
const GEN = join(ROOT, 'scripts', 'gen-corpus.mjs');

const plainJson = await plainJsonReport();

function bothPaths(request: RunRequest): [string, string] {
  return [formatJson(runCheck(request).report), plainJson(request)];
}

function writeEmbeddedSchemaCases(dir: string): void {
  // Embedded schemas the meta-schema shortcut must leave to the full check: invalid, and valid
  // but outside the plain keywords; and an anonymous tool with an invalid one.
  writeFileSync(
    join(dir, 'tools', 'bad-schema.yaml'),
    'name: x/bad-schema\ndescription: d\nsource: builtin\ninput_schema:\n  type: strng\n  required: [a, a]\n',
  );
  writeFileSync(
    join(dir, 'tools', 'rich-schema.yaml'),
    'name: x/rich-schema\ndescription: d\nsource: builtin\ninput_schema:\n  type: object\n  $defs:\n    a: {}\n  allOf:\n    - $ref: "#/$defs/a"\n',
  );
  writeFileSync(
    join(dir, 'skills', 'anonymous.yaml'),
    'name: x/anonymous\ntools: []\nanonymous_tools:\n  - name: x/inline\n    description: d\n    source: builtin\n    input_schema:\n      properties: 3\n',
  );
}

function listSkillFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((p) => p.endsWith('SKILL.md'))
    .sort()
    .map((p) => join(dir, p));
}

describe('optimisations leave the report byte-identical', () => {
  it('on a generated repository with findings, checked and diffed against its git base', () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-identity-'));
    execFileSync(process.execPath, [GEN, dir, '--tools', '800', '--skills', '200', '--actors', '30']);
    // A few findings the corpus lacks: a syntax error, a duplicate key, a CRLF file, a comment.
    writeFileSync(join(dir, 'tools', 'broken.yaml'), 'name: x/broken\ndescription: [\n');
    writeFileSync(
      join(dir, 'tools', 'dup.yaml'),
      'name: x/dup\ndescription: a\ndescription: b\nsource: builtin\n',
    );
    writeFileSync(join(dir, 'tools', 'crlf.yaml'), 'name: x/crlf\r\ndescription: d\r\nsource: custom\r\n');
    writeEmbeddedSchemaCases(dir);
    writeFileSync(
      join(dir, 'skills', 'commented.yaml'),
      'name: x/commented\ntools:\n  # agents-config-check-disable-next-line unknown-tool\n  - x/nope\n  - x/missing\n',
    );
    git(dir, 'init', '-q', '-b', 'main');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'base');
    const head = mkdtempSync(join(tmpdir(), 'acc-identity-head-'));
    execFileSync(process.execPath, [
      GEN,
      head,
      '--tools',
      '800',
      '--skills',
      '200',
      '--actors',
      '30',
      '--mutate',
    ]);
    for (const sub of ['tools', 'skills', 'actors', 'agent-skills']) {
      rmSync(join(dir, sub), { recursive: true, force: true });
      cpSync(join(head, sub), join(dir, sub), { recursive: true });
    }
    writeFileSync(
      join(dir, 'tools', 'dup.yaml'),
      'name: x/dup\ndescription: a\ndescription: c\nsource: builtin\n',
    );
    writeEmbeddedSchemaCases(dir);
    // Agent Skills folders: one SKILL.md changed, one gone; the rest are shared with the base.
    const skillFiles = listSkillFiles(join(dir, 'agent-skills'));
    const [changed, gone] = skillFiles;
    writeFileSync(changed as string, '---\nname: changed-skill\ndescription: "now different"\n---\n');
    rmSync(gone as string);

    const [fastCheck, plainCheck] = bothPaths({ root: dir });
    expect(fastCheck).toBe(plainCheck);
    const [fastDiff, plainDiff] = bothPaths({ root: dir, base: { kind: 'git', ref: 'HEAD' } });
    expect(fastDiff).toBe(plainDiff);
    const report = JSON.parse(fastDiff);
    expect(report.diagnostics.length).toBeGreaterThan(50);
    const schemaFindings = (file: string): number =>
      report.diagnostics.filter((d: { rule: string; file: string }) => d.rule === 'schema' && d.file === file)
        .length;
    expect(schemaFindings('tools/bad-schema.yaml')).toBeGreaterThan(0);
    expect(schemaFindings('skills/anonymous.yaml')).toBeGreaterThan(0);
    expect(schemaFindings('tools/rich-schema.yaml')).toBe(0);
    expect(report.diff.skills.length).toBeGreaterThan(0);
    // The SKILL.md that went is a new finding: the base's folder was not taken from the head.
    expect(
      report.diagnostics.filter((d: { rule: string; new: boolean }) => d.rule === 'missing-file' && d.new),
    ).toHaveLength(1);
    const changedFile = (changed as string).slice(dir.length + 1);
    // Its new frontmatter is a new finding, and the code it runs changed from its second line on.
    expect(report.diagnostics.filter((d: { file: string }) => d.file === changedFile)).toMatchObject([
      { rule: 'escalation', new: true, line: 2, column: 1 },
      { rule: 'agent-skill-frontmatter', new: true },
    ]);
    expect(report.diff.skills.some((s: { escalations: unknown[] }) => s.escalations.length > 0)).toBe(true);
    // No config finding on the head so far: the base ran only the rules with head findings.
    expect(report.diagnostics.some((d: { rule: string }) => d.rule === 'config')).toBe(false);

    // A suppression that silences a finding on the base and nothing on the head: the head's
    // "silences nothing" is new, which only a base checked by every rule can tell.
    writeFileSync(
      join(dir, 'skills', 'commented.yaml'),
      'name: x/commented\ntools:\n  # agents-config-check-disable-next-line unknown-tool\n  - x/bad-schema\n',
    );
    const [fastSuppressed, plainSuppressed] = bothPaths({ root: dir, base: { kind: 'git', ref: 'HEAD' } });
    expect(fastSuppressed).toBe(plainSuppressed);
    const unused = JSON.parse(fastSuppressed).diagnostics.filter(
      (d: { rule: string; file: string }) => d.rule === 'config' && d.file === 'skills/commented.yaml',
    );
    expect(unused).toMatchObject([{ new: true }]);
  });

  // Each diff fixture run twice: its cost grows with the fixtures, past the default limit on a
  // loaded machine (28 s alone for 400 fixtures).
  it('on the examples and every diff fixture', { timeout: 240_000 }, () => {
    for (const root of ['examples/config-repo', 'examples/broken-repo']) {
      const [fast, plain] = bothPaths({ root: join(ROOT, root) });
      expect(fast).toBe(plain);
    }
    const [fast, plain] = bothPaths({
      root: join(ROOT, 'examples/config-repo'),
      base: { kind: 'dir', path: join(ROOT, 'examples/config-repo-base') },
    });
    expect(fast).toBe(plain);
    const cases = join(ROOT, 'test', 'diff');
    for (const name of readdirSync(cases).filter((n) => existsSync(join(cases, n, 'head')))) {
      const pair = bothPaths({
        root: join(cases, name, 'head'),
        base: { kind: 'dir', path: join(cases, name, 'base') },
      });
      expect(pair[0], name).toBe(pair[1]);
    }
  });
});
