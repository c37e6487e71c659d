import { ruleTable } from '../../helpers.js';

const SKILL_MD = '---\nname: report\ndescription: Writes reports.\n---\n';
const agentTool = (path: string): string =>
  `name: x/t\ndescription: d\nsource: agent_skill\nagent_skill_path: ${path}\n`;

ruleTable('missing-file', [
  {
    name: 'a folder with SKILL.md',
    files: { 'tools/t.yaml': agentTool('as/report'), 'as/report/SKILL.md': SKILL_MD },
    expect: [],
  },
  {
    name: 'no SKILL.md in the folder',
    files: { 'tools/t.yaml': agentTool('as/report') },
    expect: [
      {
        rule: 'missing-file',
        file: 'tools/t.yaml',
        line: 4,
        column: 19,
        message: /no SKILL\.md at 'as\/report\/SKILL\.md'/,
      },
    ],
  },
  {
    name: 'a path that climbs out of the root',
    files: { 'skills/s.yaml': 'name: x/s\nagent_skills:\n  - ../../etc\n' },
    expect: [
      {
        rule: 'missing-file',
        file: 'skills/s.yaml',
        line: 3,
        column: 5,
        message: /outside the repository root/,
      },
    ],
  },
  {
    // A folder named `as\report` on a POSIX runtime, as/report on a Windows one: not read.
    name: 'a path with a backslash, even where the folder it names with a slash exists',
    files: { 'skills/s.yaml': "name: x/s\nagent_skills: ['as\\report']\n", 'as/report/SKILL.md': SKILL_MD },
    expect: [
      {
        rule: 'missing-file',
        file: 'skills/s.yaml',
        line: 2,
        column: 16,
        message: /'as\\report' holds a backslash/,
      },
    ],
  },
  {
    name: 'an absolute path',
    files: { 'skills/s.yaml': 'name: x/s\nagent_skills:\n  - path: /etc\n' },
    expect: [{ rule: 'missing-file', file: 'skills/s.yaml', line: 3, column: 11 }],
  },
]);
