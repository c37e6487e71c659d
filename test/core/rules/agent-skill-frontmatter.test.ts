import { describe, expect, it } from 'vitest';
import { checkFiles, ruleTable, type Expected } from '../../helpers.js';

const RULE = 'agent-skill-frontmatter';

/** A skill pointing at one Agent Skills folder, and that folder's SKILL.md (or another file name). */
const skill = (folder: string, md: string, file = 'SKILL.md'): Record<string, string> => ({
  'skills/s.yaml': `name: x/s\nagent_skills: [${JSON.stringify(folder)}]\n`,
  [`${folder}/${file}`]: md,
});

const fm = (fields: string): string => `---\n${fields}\n---\nBody\n`;

const at = (file: string, line: number, column: number, message?: RegExp): Expected => ({
  rule: RULE,
  file,
  line,
  column,
  ...(message ? { message } : {}),
});

describe('valid Agent Skills, as the reference reads them', () => {
  it.each([
    ['a plain skill', 'as/report', 'name: report\ndescription: Writes reports.'],
    ['a Chinese name', 'as/技能', 'name: 技能\ndescription: A skill with a Chinese name'],
    ['a Russian name with a hyphen', 'as/мой-навык', 'name: мой-навык\ndescription: Russian'],
    ['a Greek name', 'as/ανάλυση-δεδομένων', 'name: ανάλυση-δεδομένων\ndescription: Greek'],
    ['a katakana name', 'as/スキル', 'name: スキル\ndescription: Katakana'],
    ['a hiragana name with a voiced mark', 'as/ぎじゅつ', 'name: ぎじゅつ\ndescription: Hiragana'],
    ['half-width katakana, NFKC-equal to its folder', 'as/スキル', 'name: ｽｷﾙ\ndescription: d'],
    [
      'full-width letters, NFKC-equal to their folder',
      'as/my-skill',
      'name: ｍｙ－ｓｋｉｌｌ\ndescription: d',
    ],
    ['a folder of full-width letters', 'as/ｍｙ－ｓｋｉｌｌ', 'name: my-skill\ndescription: d'],
    ['a name padded with spaces', 'as/my-skill', 'name: " my-skill "\ndescription: d'],
    ['a decomposed name in a composed folder', 'as/café', 'name: "cafe\\u0301"\ndescription: d'],
    ['a composed name in a decomposed folder', 'as/cafe\u0301', 'name: café\ndescription: d'],
    ['a name of digits, read as a string', 'as/123', 'name: 123\ndescription: 42'],
    ['a name of 64 characters', `as/${'a'.repeat(64)}`, `name: ${'a'.repeat(64)}\ndescription: d`],
    ['600 emoji: 600 code points, not 1200', 'as/e', `name: e\ndescription: ${'😀'.repeat(600)}`],
    ['1024 emoji', 'as/e', `name: e\ndescription: ${'😀'.repeat(1024)}`],
    [
      'every format field',
      'as/r',
      'name: r\ndescription: d\nlicense: MIT\ncompatibility: Requires Python 3.11+\nmetadata:\n  author: Test\nallowed-tools: Bash(jq:*) Bash(git:*)',
    ],
    ['a compatibility written as a number', 'as/r', 'name: r\ndescription: d\ncompatibility: 3.11'],
    ['an empty compatibility (the empty string)', 'as/r', 'name: r\ndescription: d\ncompatibility:'],
    ['500 emoji of compatibility', 'as/r', `name: r\ndescription: d\ncompatibility: ${'😀'.repeat(500)}`],
    [
      'flow-style YAML (the reference refuses it; see the departures)',
      'as/r',
      'name: r\ndescription: d\nallowed-tools: [Read, Grep]\nmetadata: {author: me}',
    ],
    [
      "a '---' inside a value does not close the frontmatter",
      'as/r',
      'name: r\ndescription: Use --- between sections',
    ],
  ])('%s', (_name, folder, fields) => {
    expect(checkFiles(skill(folder, fm(fields))).filter((d) => d.rule === RULE)).toEqual([]);
  });

  it('reads CRLF line endings', () => {
    const files = skill('as/r', '---\r\nname: r\r\ndescription: d\r\n---\r\nBody\r\n');
    expect(checkFiles(files).filter((d) => d.rule === RULE)).toEqual([]);
  });

  it('reads a lowercase skill.md when there is no SKILL.md', () => {
    const files = skill('as/r', fm('name: r\ndescription: d'), 'skill.md');
    expect(checkFiles(files).filter((d) => d.rule === RULE || d.rule === 'missing-file')).toEqual([]);
  });

  it('prefers SKILL.md to skill.md', () => {
    const files = { ...skill('as/r', fm('name: r\ndescription: d')), 'as/r/skill.md': 'no frontmatter\n' };
    expect(checkFiles(files).filter((d) => d.rule === RULE)).toEqual([]);
  });
});

ruleTable(RULE, [
  {
    name: 'no frontmatter',
    files: skill('as/report', '# Report\n'),
    expect: [at('as/report/SKILL.md', 1, 1, /must start with YAML frontmatter: a '---' line/)],
  },
  {
    name: 'a byte-order mark before the opening line',
    files: skill('as/r', `\ufeff${fm('name: r\ndescription: d')}`),
    expect: [at('as/r/SKILL.md', 1, 1, /starts with a byte-order mark/)],
  },
  {
    name: 'a blank line before the opening line',
    files: skill('as/r', `\n${fm('name: r\ndescription: d')}`),
    expect: [at('as/r/SKILL.md', 1, 1, /must start with YAML frontmatter/)],
  },
  {
    name: 'a frontmatter never closed',
    files: skill('as/r', '---\nname: r\ndescription: d\n'),
    expect: [at('as/r/SKILL.md', 1, 1, /not closed with a '---' line/)],
  },
  {
    name: 'a closing line with spaces after the dashes, which a strict client reads past',
    files: skill('as/r', '---\nname: r\ndescription: d\n--- \nallowed-tools: Bash\n---\nBody\n'),
    expect: [at('as/r/SKILL.md', 4, 1, /closing line has spaces after '---'/)],
  },
  {
    name: 'a closing line ending CR LF below an opening line ending LF, which a strict client reads past',
    files: skill('as/r', '---\nname: r\ndescription: d\n---\r\nallowed-tools: Bash\n---\nBody\n'),
    expect: [at('as/r/SKILL.md', 4, 1, /closing line has a carriage return after '---'/)],
  },
  {
    name: 'a file of CR LF lines throughout, closed as it is opened',
    files: skill('as/r', '---\r\nname: r\r\ndescription: d\r\n---\r\nBody\r\n'),
    expect: [],
  },
  {
    name: "a second YAML document in the frontmatter ('--- # note'), whose fields the first does not hold",
    files: skill('as/r', '---\nname: r\ndescription: d\n--- # note\nallowed-tools: Bash\n---\nBody\n'),
    expect: [at('as/r/SKILL.md', 5, 1, /more than one YAML document/)],
  },
  {
    name: "a second YAML document in the frontmatter after '...'",
    files: skill('as/r', '---\nname: r\ndescription: d\n...\nallowed-tools: Bash\n---\nBody\n'),
    expect: [at('as/r/SKILL.md', 5, 1, /more than one YAML document/)],
  },
  {
    name: 'invalid YAML in the frontmatter',
    files: skill('as/r', fm('name: [r\ndescription: broken')),
    expect: [at('as/r/SKILL.md', 3, 1, /^invalid YAML in frontmatter: /)],
  },
  {
    name: 'a frontmatter that is a list',
    files: skill('as/r', fm('- just\n- a\n- list')),
    expect: [at('as/r/SKILL.md', 2, 1, /must be a YAML mapping of fields, not a list/)],
  },
  {
    name: 'an empty frontmatter',
    files: skill('as/r', '---\n---\n'),
    expect: [at('as/r/SKILL.md', 1, 1, /frontmatter is empty/)],
  },
  {
    name: 'a repeated field',
    files: skill('as/r', fm('name: r\nname: r\ndescription: d')),
    expect: [at('as/r/SKILL.md', 3, 1, /key 'name' is repeated; first defined at line 2/)],
  },
  {
    name: 'no name',
    files: skill('as/r', fm('description: d')),
    expect: [at('as/r/SKILL.md', 1, 1, /missing the required field 'name'/)],
  },
  {
    name: 'no description',
    files: skill('as/r', fm('name: r')),
    expect: [at('as/r/SKILL.md', 1, 1, /missing the required field 'description'/)],
  },
  {
    name: 'a blank description',
    files: skill('as/r', fm('name: r\ndescription: "   "')),
    expect: [at('as/r/SKILL.md', 3, 14, /field 'description' must be a non-empty string; it is blank/)],
  },
  {
    name: 'an empty description',
    files: skill('as/r', fm('name: r\ndescription:')),
    expect: [at('as/r/SKILL.md', 3, 13, /it is empty/)],
  },
  {
    name: 'a description that is a list',
    files: skill('as/r', fm('name: r\ndescription:\n  - a')),
    expect: [at('as/r/SKILL.md', 4, 3, /must be a non-empty string, not a list/)],
  },
  {
    name: 'a name that is a mapping',
    files: skill('as/r', fm('name:\n  first: r\ndescription: d')),
    expect: [at('as/r/SKILL.md', 3, 3, /field 'name' must be a non-empty string, not a mapping/)],
  },
  {
    name: 'a blank name',
    files: skill('as/r', fm('name: "  "\ndescription: d')),
    expect: [at('as/r/SKILL.md', 2, 7, /it is blank/)],
  },
  {
    name: 'a name that differs from its folder',
    files: skill('as/wrong-name', fm('name: correct-name\ndescription: d')),
    expect: [
      at('as/wrong-name/SKILL.md', 2, 7, /name 'correct-name' must match its folder's name 'wrong-name'/),
    ],
  },
  {
    name: 'an uppercase name',
    files: skill('as/MySkill', fm('name: MySkill\ndescription: d')),
    expect: [at('as/MySkill/SKILL.md', 2, 7, /name 'MySkill' must be lowercase \('myskill'\)/)],
  },
  {
    name: 'an uppercase Russian name',
    files: skill('as/НАВЫК', fm('name: НАВЫК\ndescription: d')),
    expect: [at('as/НАВЫК/SKILL.md', 2, 7, /must be lowercase \('навык'\)/)],
  },
  {
    name: 'a name over 64 code points',
    files: skill(`as/${'a'.repeat(70)}`, fm(`name: ${'a'.repeat(70)}\ndescription: d`)),
    expect: [at(`as/${'a'.repeat(70)}/SKILL.md`, 2, 7, /is 70 characters, over the 64-character limit/)],
  },
  {
    name: 'a name of 65 kana (65 code points)',
    files: skill(`as/${'ス'.repeat(65)}`, fm(`name: ${'ス'.repeat(65)}\ndescription: d`)),
    expect: [at(`as/${'ス'.repeat(65)}/SKILL.md`, 2, 7, /is 65 characters, over the 64-character limit/)],
  },
  {
    name: 'a leading hyphen',
    files: skill('as/-my-skill', fm('name: -my-skill\ndescription: d')),
    expect: [at('as/-my-skill/SKILL.md', 2, 7, /must not start or end with a hyphen/)],
  },
  {
    name: 'a trailing hyphen',
    files: skill('as/my-skill-', fm('name: my-skill-\ndescription: d')),
    expect: [at('as/my-skill-/SKILL.md', 2, 7, /must not start or end with a hyphen/)],
  },
  {
    name: 'consecutive hyphens',
    files: skill('as/my--skill', fm('name: my--skill\ndescription: d')),
    expect: [at('as/my--skill/SKILL.md', 2, 7, /must not contain consecutive hyphens/)],
  },
  {
    name: 'an underscore',
    files: skill('as/my_skill', fm('name: my_skill\ndescription: d')),
    expect: [
      at('as/my_skill/SKILL.md', 2, 7, /name 'my_skill' contains '_'; only letters, digits and hyphens/),
    ],
  },
  {
    name: 'a space inside the name',
    files: skill('as/my skill', fm('name: my skill\ndescription: d')),
    expect: [at('as/my skill/SKILL.md', 2, 7, /contains ' '/)],
  },
  {
    name: 'a combining vowel sign is not a letter, for the reference either',
    files: skill('as/कौशल', fm('name: कौशल\ndescription: d')),
    expect: [at('as/कौशल/SKILL.md', 2, 7, /name 'कौशल' contains U\+094C; only letters/)],
  },
  {
    name: 'every problem of one name, each once (as the reference lists them)',
    files: skill('as/x', fm('name: Re--port_\ndescription: d')),
    expect: [
      at('as/x/SKILL.md', 2, 7, /contains '_'/),
      at('as/x/SKILL.md', 2, 7, /must be lowercase/),
      at('as/x/SKILL.md', 2, 7, /must match its folder's name 'x'/),
      at('as/x/SKILL.md', 2, 7, /must not contain consecutive hyphens/),
    ],
  },
  {
    name: 'a description of 1025 emoji',
    files: skill('as/r', fm(`name: r\ndescription: ${'😀'.repeat(1025)}`)),
    expect: [at('as/r/SKILL.md', 3, 14, /description is 1025 characters, over the 1024-character limit/)],
  },
  {
    name: 'a compatibility over 500 code points',
    files: skill('as/r', fm(`name: r\ndescription: d\ncompatibility: ${'x'.repeat(550)}`)),
    expect: [at('as/r/SKILL.md', 4, 16, /compatibility is 550 characters, over the 500-character limit/)],
  },
  {
    name: 'a compatibility that is a mapping',
    files: skill('as/r', fm('name: r\ndescription: d\ncompatibility:\n  python: "3.11"')),
    expect: [at('as/r/SKILL.md', 5, 3, /field 'compatibility' must be a string, not a mapping/)],
  },
  {
    name: 'a lowercase skill.md is checked like SKILL.md',
    files: skill('as/r', fm('name: R\ndescription: d'), 'skill.md'),
    expect: [at('as/r/skill.md', 2, 7, /must be lowercase/), at('as/r/skill.md', 2, 7, /must match/)],
  },
]);
