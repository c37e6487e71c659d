// Diff cases for line breaks the `yaml` package reads as text and the runtime's loader as line
// breaks (SPEC §6: what the checker cannot see counts as the most it could be): a lone carriage
// return (a break in YAML 1.2 too; Python's open() turns it into a line feed), and NEL, U+2028,
// U+2029 (breaks in YAML 1.1, which PyYAML reads). Each passed with exit 0 and no finding before:
// to the checker the line after the break was the rest of a comment, to PyYAML a key or an item.
import { describe, expect, it } from 'vitest';
import { diffFromBothBases, expectEscalationsFromBothBases } from './both-bases.js';

// Positions stay on the file's own lines, numbered at line feeds as git and GitHub number them:
// the key after the break is on the comment's line.

const TOOLS =
  'name: x/read\ndescription: Reads.\nsource: builtin\ncapability:\n  read_only: true\n---\n' +
  'name: x/push\ndescription: Pushes.\nsource: builtin\ncapability:\n  writes: true\n';
const SKILLS = 'name: x/reader\ntools: [x/read]\n---\nname: x/pusher\ntools: [x/push]\n';
const ACTOR = 'name: x/bot\nskills:\n  - x/reader\n';
const SKILL_MD = '---\nname: report\ndescription: Writes reports.\nallowed-tools: Read\n---\nBody.\n';
const BASE = {
  'tools/t.yaml': TOOLS,
  'skills/s.yaml': `${SKILLS}agent_skills: [agent-skills/report]\n`,
  'actors/bot.yaml': ACTOR,
  'agent-skills/report/SKILL.md': SKILL_MD,
};

const CASES: [name: string, head: Record<string, string>, escalations: string[]][] = [
  [
    'a U+2028 ends a comment: the actor takes a skill',
    { 'actors/bot.yaml': `${ACTOR}  # note\u2028  - x/pusher\n` },
    [
      "actors/bot.yaml:4:14: actor 'x/bot' gains 'x/push', which writes, through 'x/pusher' (a skill it did not use on the base)",
    ],
  ],
  [
    'a NEL ends a comment: the skill takes a tool',
    { 'skills/s.yaml': BASE['skills/s.yaml'].replace('tools: [x/read]', 'tools:\n  - x/read\n  # note\u0085  - x/push') },
    [
      "skills/s.yaml:4:14: 'x/reader' gains 'x/push', which writes; reaches actor 'x/bot'",
    ],
  ],
  [
    'a lone carriage return ends a comment: the tool is unsafe',
    { 'tools/t.yaml': TOOLS.replace('  read_only: true\n', '  read_only: true # reads\r  unsafe: true\n') },
    ["tools/t.yaml:5:37: 'x/read' is now unsafe (in 1 skill: 'x/reader'; actor 'x/bot')"],
  ],
];

describe('a line break the checker read as text', () => {
  it.each(CASES)('%s', (_name, head, escalations) => {
    expectEscalationsFromBothBases(BASE, { ...BASE, ...head }, escalations);
  });

  it('a lone carriage return ends a comment in a SKILL.md: every client reads the grant', () => {
    const head = {
      ...BASE,
      'agent-skills/report/SKILL.md': SKILL_MD.replace('allowed-tools: Read\n', '# Read only\rallowed-tools: Bash\n'),
    };
    const escalation =
      "agent-skills/report/SKILL.md:4:28: 'agent-skill:report' is no longer read_only, now writes and runs changed code (in 1 skill: 'x/pusher'); approve with the 'allow-escalation' label or --allow-escalations";
    // Approved, the grant passes; the comment the CR hides from a terminal, which a model that
    // opens the file reads, is a hidden-text error approving leaves (test/core/rules/hidden-text.test.ts).
    expect(diffFromBothBases(BASE, head)).toEqual({
      fromDir: [escalation],
      fromGit: [escalation],
      failed: true,
      failedWhenApproved: true,
    });
  });
});

const GAINS_UNKNOWN =
  "skills/s.yaml:6:16: 'x/pusher' gains 'agent-skill:agent-skills/report', which writes, is unsafe and has side effects; approve with the 'allow-escalation' label or --allow-escalations";

// A JavaScript client reads NEL, U+2028 and U+2029 as text, a Python one as line breaks: where the
// two read a frontmatter differently, its power is unknown, and the frontmatter is an error that
// approving the escalation does not pass.
const TWO_WAYS: [name: string, frontmatter: string][] = [
  ['a U+2028 ends a comment to one client only', 'allowed-tools: Read # only\u2028allowed-tools: Bash\n'],
  // A Python client reads two documents (and refuses them); a JavaScript one grants Bash.
  ['a `---` after a U+2028 in a plain scalar', 'license: MIT\u2028---\u2028x\nallowed-tools: Read Bash\n'],
];

describe('a SKILL.md that clients read two ways', () => {
  it.each(TWO_WAYS)('%s', (_name, frontmatter) => {
    const head = {
      ...BASE,
      'agent-skills/report/SKILL.md': SKILL_MD.replace('allowed-tools: Read\n', frontmatter),
    };
    const run = diffFromBothBases(BASE, head);
    expect(run.fromDir).toEqual([GAINS_UNKNOWN]);
    expect(run.fromGit).toEqual([GAINS_UNKNOWN]);
    expect(run.failed).toBe(true);
  });
});
