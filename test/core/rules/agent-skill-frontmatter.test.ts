import { ruleTable } from '../../helpers.js';

const skill = (folder: string, md: string): Record<string, string> => ({
  'skills/s.yaml': `name: x/s\nagent_skills: [${folder}]\n`,
  [`${folder}/SKILL.md`]: md,
});

ruleTable('agent-skill-frontmatter', [
  {
    name: 'a valid SKILL.md',
    files: skill('as/report', '---\nname: report\ndescription: Writes reports.\n---\nBody\n'),
    expect: [],
  },
  {
    name: 'no frontmatter',
    files: skill('as/report', '# Report\n'),
    expect: [{ rule: 'agent-skill-frontmatter', file: 'as/report/SKILL.md', line: 1, column: 1 }],
  },
  {
    name: 'a name that differs from the folder, and an empty description',
    files: skill('as/report', '---\nname: reports\ndescription: ""\n---\n'),
    expect: [
      {
        rule: 'agent-skill-frontmatter',
        file: 'as/report/SKILL.md',
        line: 2,
        column: 7,
        message: /folder's name 'report'/,
      },
      { rule: 'agent-skill-frontmatter', file: 'as/report/SKILL.md', line: 3, column: 14 },
    ],
  },
  {
    name: 'uppercase and a double hyphen',
    files: skill('as/Re--port', '---\nname: Re--port\ndescription: d\n---\n'),
    expect: [
      {
        rule: 'agent-skill-frontmatter',
        file: 'as/Re--port/SKILL.md',
        line: 2,
        column: 7,
        message: /lowercase/,
      },
    ],
  },
  {
    name: 'a description over 1024 characters',
    files: skill('as/report', `---\nname: report\ndescription: ${'x'.repeat(1025)}\n---\n`),
    expect: [
      {
        rule: 'agent-skill-frontmatter',
        file: 'as/report/SKILL.md',
        line: 3,
        column: 14,
        message: /1025 characters/,
      },
    ],
  },
]);
