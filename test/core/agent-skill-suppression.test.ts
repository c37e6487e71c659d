// Suppression comments in SKILL.md frontmatter work as in any YAML file, and a next-line comment
// on an `agent_skills` entry silences its rules in the SKILL.md that entry names.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/run.js';
import { checkFiles, type Files } from '../helpers.js';

const BAD = '---\nname: Thing\ndescription: d\nextra: 1\n---\nBody\n';

const found = (files: Files): string[] =>
  checkFiles(files)
    .filter((d) => d.rule.startsWith('agent-skill') || d.rule === 'config')
    .map((d) => `${d.file}:${d.line}:${d.column} ${d.rule}${d.rule === 'config' ? ` ${d.message}` : ''}`);

describe('suppression comments in SKILL.md frontmatter', () => {
  it('silence the next line and the whole file, like in any YAML file', () => {
    const md = [
      '---',
      '# agents-config-check-disable-next-line agent-skill-frontmatter',
      'name: Thing',
      'description: d',
      'extra: 1 # agents-config-check-disable-file agent-skill-field',
      '---',
      '',
    ].join('\n');
    expect(
      found({ 'skills/s.yaml': 'name: x/s\nagent_skills: [as/thing]\n', 'as/thing/SKILL.md': md }),
    ).toEqual([]);
  });

  it('that silence nothing are reported where they are written', () => {
    const md =
      '---\nname: thing\n# agents-config-check-disable-next-line agent-skill-field\ndescription: d\n---\n';
    expect(
      found({ 'skills/s.yaml': 'name: x/s\nagent_skills: [as/thing]\n', 'as/thing/SKILL.md': md }),
    ).toEqual(["as/thing/SKILL.md:3:41 config suppression of 'agent-skill-field' silences nothing"]);
  });

  it('count only as real comments: not in the Markdown body, not in a quoted value', () => {
    const md = [
      '---',
      'name: Thing',
      'description: "# agents-config-check-disable-file agent-skill-frontmatter"',
      '---',
      '# agents-config-check-disable-file agent-skill-frontmatter',
      '',
    ].join('\n');
    expect(
      found({ 'skills/s.yaml': 'name: x/s\nagent_skills: [as/thing]\n', 'as/thing/SKILL.md': md }),
    ).toEqual([
      'as/thing/SKILL.md:2:7 agent-skill-frontmatter',
      'as/thing/SKILL.md:2:7 agent-skill-frontmatter',
    ]);
  });
});

describe('a suppression comment on an agent_skills entry', () => {
  const files = (skill: string): Files => ({
    'skills/s.yaml': skill,
    'vendor/thing/SKILL.md': BAD,
    'own/thing/SKILL.md': BAD,
  });

  it("silences its rules in that entry's SKILL.md, and only there", () => {
    const skill = [
      'name: x/s',
      'agent_skills:',
      '  # agents-config-check-disable-next-line agent-skill-frontmatter, agent-skill-field',
      '  - vendor/thing',
      '  - own/thing',
      '',
    ].join('\n');
    expect(found(files(skill))).toEqual([
      'own/thing/SKILL.md:2:7 agent-skill-frontmatter',
      'own/thing/SKILL.md:2:7 agent-skill-frontmatter',
      'own/thing/SKILL.md:4:1 agent-skill-field',
    ]);
  });

  it('works for the {path} form and for a tool agent_skill_path', () => {
    const skill = [
      'name: x/s',
      'agent_skills:',
      '  # agents-config-check-disable-next-line agent-skill-frontmatter',
      '  - path: vendor/thing',
      '',
    ].join('\n');
    const tool = [
      'name: x/t',
      'description: d',
      'source: agent_skill',
      '# agents-config-check-disable-next-line agent-skill-field',
      'agent_skill_path: vendor/thing',
      '',
    ].join('\n');
    expect(found({ ...files(skill), 'tools/t.yaml': tool })).toEqual([]);
  });

  it('is reported when it silences nothing there', () => {
    const skill =
      'name: x/s\nagent_skills:\n  # agents-config-check-disable-next-line agent-skill-field\n  - own/ok\n';
    const ok = { 'own/ok/SKILL.md': '---\nname: ok\ndescription: d\n---\n' };
    expect(found({ 'skills/s.yaml': skill, ...ok })).toEqual([
      "skills/s.yaml:3:43 config suppression of 'agent-skill-field' silences nothing",
    ]);
  });
});

describe('suppressions a head adds to a SKILL.md', () => {
  it('are listed in the diff', () => {
    const write = (files: Files): string => {
      const root = mkdtempSync(join(tmpdir(), 'acc-skill-supp-'));
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(join(root, path, '..'), { recursive: true });
        writeFileSync(join(root, path), text);
      }
      return root;
    };
    const skill = { 'skills/s.yaml': 'name: x/s\nagent_skills: [as/thing]\n' };
    const base = write({ ...skill, 'as/thing/SKILL.md': BAD });
    const head = write({
      ...skill,
      'as/thing/SKILL.md': BAD.replace(
        'extra: 1',
        '# agents-config-check-disable-next-line agent-skill-field\nextra: 1',
      ),
    });
    const { report } = runCheck({ root: head, base: { kind: 'dir', path: base } });
    expect(report.diff?.suppressions).toEqual([
      { file: 'as/thing/SKILL.md', line: 4, column: 1, scope: 'next-line', rules: ['agent-skill-field'] },
    ]);
    expect(report.diagnostics.filter((d) => d.rule === 'agent-skill-field')).toEqual([]);
  });
});
