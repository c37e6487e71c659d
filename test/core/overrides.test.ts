// Per-path severities (`overrides`): applied by the finding's file, later entries over earlier
// ones, any entry over the top-level `rules`; a glob that matches no checked file is reported.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/core/model/diagnostic.js';
import { runCheck } from '../../src/run.js';
import { checkFiles, type Files } from '../helpers.js';

/** Two Agent Skills folders side by side, each with the same two problems. */
const FILES: Files = {
  'skills/s.yaml': 'name: x/s\nagent_skills: [vendor/thing, own/thing]\n',
  'vendor/thing/SKILL.md': '---\nname: Thing\ndescription: d\nextra: 1\n---\n',
  'own/thing/SKILL.md': '---\nname: Thing\ndescription: d\nextra: 1\n---\n',
};

const shape = (found: Diagnostic[]): string[] =>
  found
    .filter((d) => d.rule.startsWith('agent-skill'))
    .map((d) => `${d.file} ${d.rule} ${d.severity}`)
    .filter((s, i, all) => all.indexOf(s) === i)
    .sort();

describe('overrides', () => {
  it('relax a vendored folder and leave the one beside it alone', () => {
    const found = checkFiles(FILES, {
      overrides: [
        { files: ['vendor/**'], rules: { 'agent-skill-frontmatter': 'warning', 'agent-skill-field': 'off' } },
      ],
    });
    expect(shape(found)).toEqual([
      'own/thing/SKILL.md agent-skill-field warning',
      'own/thing/SKILL.md agent-skill-frontmatter error',
      'vendor/thing/SKILL.md agent-skill-frontmatter warning',
    ]);
  });

  it('win over the top-level rules in the files they match, and only there', () => {
    const found = checkFiles(FILES, {
      rules: { 'agent-skill-frontmatter': 'note', 'agent-skill-field': 'error' },
      overrides: [{ files: ['vendor/**'], rules: { 'agent-skill-frontmatter': 'warning' } }],
    });
    expect(shape(found)).toEqual([
      'own/thing/SKILL.md agent-skill-field error',
      'own/thing/SKILL.md agent-skill-frontmatter note',
      'vendor/thing/SKILL.md agent-skill-field error',
      'vendor/thing/SKILL.md agent-skill-frontmatter warning',
    ]);
  });

  it('turn on, in some files, a rule the top level turns off', () => {
    const found = checkFiles(FILES, {
      rules: { 'agent-skill-field': 'off' },
      overrides: [{ files: ['own/**'], rules: { 'agent-skill-field': 'warning' } }],
    });
    expect(shape(found).filter((s) => s.includes('agent-skill-field'))).toEqual([
      'own/thing/SKILL.md agent-skill-field warning',
    ]);
  });

  it('apply in order: a later entry wins over an earlier one', () => {
    const later = checkFiles(FILES, {
      overrides: [
        { files: ['**/SKILL.md'], rules: { 'agent-skill-field': 'off' } },
        { files: ['vendor/thing/*'], rules: { 'agent-skill-field': 'note' } },
      ],
    });
    expect(shape(later).filter((s) => s.includes('agent-skill-field'))).toEqual([
      'vendor/thing/SKILL.md agent-skill-field note',
    ]);
    const earlier = checkFiles(FILES, {
      overrides: [
        { files: ['vendor/thing/*'], rules: { 'agent-skill-field': 'note' } },
        { files: ['**/SKILL.md'], rules: { 'agent-skill-field': 'off' } },
      ],
    });
    expect(shape(earlier).filter((s) => s.includes('agent-skill-field'))).toEqual([]);
  });

  it('match dot folders', () => {
    const files: Files = {
      'skills/s.yaml': 'name: x/s\nagent_skills: [.agents/skills/thing]\n',
      '.agents/skills/thing/SKILL.md': '---\nname: Thing\ndescription: d\n---\n',
    };
    const found = checkFiles(files, {
      overrides: [{ files: ['**/skills/**'], rules: { 'agent-skill-frontmatter': 'off' } }],
    });
    expect(shape(found)).toEqual([]);
  });
});

describe('overrides in .agents-config-check.yml', () => {
  const repo = (config: string): string => {
    const root = mkdtempSync(join(tmpdir(), 'acc-overrides-'));
    for (const [path, text] of Object.entries({ ...FILES, '.agents-config-check.yml': config })) {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return root;
  };

  it('are read from the file', () => {
    const config = 'overrides:\n  - files: [vendor/**]\n    rules:\n      agent-skill-frontmatter: "off"\n';
    const found = runCheck({ root: repo(config) }).report.diagnostics;
    expect(found.filter((d) => d.rule === 'agent-skill-frontmatter').map((d) => d.file)).toEqual([
      'own/thing/SKILL.md',
      'own/thing/SKILL.md',
    ]);
  });

  it('do not report a glob that matches a file of an Agent Skills folder, or one its SKILL.md links to', () => {
    const root = repo(
      'overrides:\n  - files: [docs/**, vendor/thing/references/**]\n    rules: { hidden-text: "off" }\n',
    );
    mkdirSync(join(root, 'docs'), { recursive: true });
    writeFileSync(join(root, 'docs/guide.md'), 'A guide.\n');
    mkdirSync(join(root, 'vendor/thing/references'), { recursive: true });
    writeFileSync(join(root, 'vendor/thing/references/notes.md'), 'Notes.\n');
    writeFileSync(
      join(root, 'vendor/thing/SKILL.md'),
      '---\nname: Thing\ndescription: d\n---\nSee [the guide](../../docs/guide.md).\n',
    );
    const found = runCheck({ root }).report.diagnostics.filter((d) => d.rule === 'config');
    expect(found.map((d) => d.message)).toEqual([]);
  });

  it('report a glob that matches no checked file, with a did-you-mean, at the glob', () => {
    const config = [
      'overrides:',
      '  - files:',
      '      - vendr/**',
      '      - vendor/**',
      '      - "**/nothing-here/**"',
      '    rules: { agent-skill-field: "off" }',
      '',
    ].join('\n');
    const found = runCheck({ root: repo(config) }).report.diagnostics.filter((d) => d.rule === 'config');
    expect(found.map((d) => [d.file, d.line, d.column, d.severity, d.message])).toEqual([
      [
        '.agents-config-check.yml',
        3,
        9,
        'warning',
        "overrides glob 'vendr/**' matches none of the checked files; did you mean 'vendor/**'?",
      ],
      [
        '.agents-config-check.yml',
        5,
        9,
        'warning',
        "overrides glob '**/nothing-here/**' matches none of the checked files, so its rules change nothing",
      ],
    ]);
  });

  it.each([
    [
      'an unknown rule, with a suggestion',
      'overrides:\n  - files: [a/**]\n    rules:\n      agent-skill-feld: "off"\n',
      /\.agents-config-check\.yml:4:7: unknown rule 'agent-skill-feld'; did you mean 'agent-skill-field'\?/,
    ],
    ['no files', 'overrides:\n  - rules: { config: "off" }\n', /must have required property 'files'/],
    [
      'an empty list of files',
      'overrides:\n  - files: []\n    rules: {}\n',
      /'overrides\[0\]\.files' must NOT have fewer than 1 items/,
    ],
    [
      'a bad severity',
      'overrides:\n  - files: [a]\n    rules: { config: loud }\n',
      /:3:22: 'overrides\[0\]\.rules\.config' must be off, note, warning or error, not 'loud'/,
    ],
    ['an unknown key in an entry', 'overrides:\n  - files: [a]\n    rule: {}\n', /unknown key 'rule'/],
  ])('refuse %s (exit 2)', (_name, config, message) => {
    expect(() => runCheck({ root: repo(config) })).toThrow(message);
  });
});

describe('overrides and the power gate', () => {
  const write = (root: string, files: Files): string => {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return root;
  };
  const tool = 'name: x/rm\ndescription: d\nsource: builtin\ncapability:\n  unsafe: true\n';
  const relax = 'overrides:\n  - files: ["**"]\n    rules: { escalation: "off", agent-skill-field: "off" }\n';

  it("with a base, the head's overrides do not reach the gate's rules, and lowering rules is itself an escalation", () => {
    const base = write(mkdtempSync(join(tmpdir(), 'acc-gate-base-')), {
      'tools/t.yaml': tool,
      'skills/s.yaml': 'name: x/ops\n',
    });
    const head = write(mkdtempSync(join(tmpdir(), 'acc-gate-head-')), {
      'tools/t.yaml': tool,
      'skills/s.yaml': 'name: x/ops\ntools: [x/rm]\n',
      '.agents-config-check.yml': relax,
    });
    const found = runCheck({ root: head, base: { kind: 'dir', path: base } }).report.diagnostics;
    expect(found.filter((d) => d.rule === 'escalation').map((d) => [d.file, d.line, d.severity])).toEqual([
      ['.agents-config-check.yml', 2, 'error'],
      ['skills/s.yaml', 2, 'error'],
    ]);
  });
});

// Overrides are tried on a file only where it holds a plain segment of theirs: a segment inside
// braces or parentheses that span segments is not required, nor is one in a negated glob.
describe('overrides keyed by a plain segment', () => {
  it.each([
    ['{own/**,vendor/x/y}', ['own/thing/SKILL.md']],
    ['@(own|vendor/x/y)/**', ['own/thing/SKILL.md']],
    ['{vendor/x/y,own/thing}/SKILL.md', ['own/thing/SKILL.md']],
    ['**/thing/SKILL.md', ['own/thing/SKILL.md', 'vendor/thing/SKILL.md']],
    ['vendor/thing/**', ['vendor/thing/SKILL.md']],
    ['*/thing/SKILL.md', ['own/thing/SKILL.md', 'vendor/thing/SKILL.md']],
  ])('%s relaxes %j', (glob, relaxed) => {
    const found = checkFiles(FILES, {
      rules: { 'agent-skill-field': 'off' },
      overrides: [{ files: [glob], rules: { 'agent-skill-field': 'warning' } }],
    });
    expect(
      found
        .filter((d) => d.rule === 'agent-skill-field')
        .map((d) => d.file)
        .filter((f, i, all) => all.indexOf(f) === i)
        .sort(),
    ).toEqual(relaxed);
  });
});
