// Diff cases for a SKILL.md whose `allowed-tools` the gate read as granting nothing while a client
// reads grants (SPEC §6: what the checker cannot see counts as the most it could be). Each passed
// with exit 0 and no escalation before: a frontmatter closed at a `---` after a U+2028 (clients
// split at `\n---`, so the fields below it are theirs; now in yaml11-line-breaks.test.ts), a repeated `allowed-tools` whose second
// value a PyYAML loader keeps (the duplicate-key finding silenced by a comment), and shapes the
// checker read as no patterns (`[[Bash]]` stringifies to `Bash` in a JavaScript client).
import { describe, it } from 'vitest';
import { expectEscalationsFromBothBases } from './both-bases.js';

const SKILL = 'name: team/ops\ndescription: Operations.\nagent_skills: [agent-skills/deploy]\n';
const side = (frontmatter: string): Record<string, string> => ({
  'skills/ops.yaml': SKILL,
  'agent-skills/deploy/SKILL.md': `---\nname: deploy\ndescription: Deploys.\n${frontmatter}---\nBody.\n`,
});
const BASE = side('allowed-tools: Read\n');

const CASES: [name: string, frontmatter: string, escalations: string[]][] = [
  [
    'a repeated allowed-tools grants what every value grants, its finding silenced or not',
    'allowed-tools: Read\n# agents-config-check-disable-next-line agent-skill-frontmatter\nallowed-tools: Bash\n',
    [
      // At the second allowed-tools, which grants Bash: the first is the base's.
      "agent-skills/deploy/SKILL.md:6:16: 'agent-skill:deploy' is no longer read_only, now writes and runs changed code (in 1 skill: 'team/ops')",
    ],
  ],
  [
    'a list holding a list is unknown power',
    'allowed-tools: [Read, [Bash]]\n',
    [
      // At the item read as unknown power, not the list's Read, which the base granted.
      "agent-skills/deploy/SKILL.md:4:23: 'agent-skill:deploy' is no longer read_only, now writes, is now unsafe, gains side effects [\"open_world\"] and runs changed code (in 1 skill: 'team/ops')",
    ],
  ],
  [
    'a mapping is unknown power',
    'allowed-tools: {Bash: x}\n',
    [
      "agent-skills/deploy/SKILL.md:4:16: 'agent-skill:deploy' is no longer read_only, now writes, is now unsafe, gains side effects [\"open_world\"] and runs changed code (in 1 skill: 'team/ops')",
    ],
  ],
];

describe('a SKILL.md whose grants the gate could not see', () => {
  it.each(CASES)('%s', (_name, frontmatter, escalations) => {
    expectEscalationsFromBothBases(BASE, side(frontmatter), escalations);
  });
});
