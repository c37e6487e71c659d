// An Agent Skills folder that holds a second SKILL.md in another case. The reference reads
// SKILL.md and passes over skill.md, so a head that added `skill.md` granting `Bash` beside a
// read-only SKILL.md changed only the folder's content (no escalation for a read-only entry): exit
// 0. A case-insensitive checkout (macOS, Windows) holds one file for both names, with either text,
// and a loader may look the name up without case, so the folder may grant what the second grants:
// it is unknown power, the most it could be (SPEC §6), as a folder that holds a link is.
import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { expectEscalationsFromBothBases } from './both-bases.js';

/** Whether the temporary folder tells `a.md` from `A.md`: the case needs both files. */
function caseSensitiveTmp(): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'acc-case-'));
  try {
    writeFileSync(join(dir, 'a.md'), '');
    return !existsSync(join(dir, 'A.md'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const SKILL_MD = (tools: string): string =>
  `---\nname: pdf\ndescription: Reads PDFs.\nallowed-tools: ${tools}\n---\nBody.\n`;
const SIDE = {
  'skills/s.yaml': 'name: x/s\nagent_skills: [agent-skills/pdf]\n',
  'actors/a.yaml': 'name: x/a\nskills: [x/s]\n',
  'agent-skills/pdf/SKILL.md': SKILL_MD('Read'),
};

describe.runIf(caseSensitiveTmp())('a second SKILL.md in another case', () => {
  it.each(['skill.md', 'Skill.md', 'SKILL.MD'])('%s beside SKILL.md makes the folder unknown', (twin) => {
    expectEscalationsFromBothBases(SIDE, { ...SIDE, [`agent-skills/pdf/${twin}`]: SKILL_MD('Bash') }, [
      "skills/s.yaml:2:16: 'agent-skill:pdf' in 'x/s' is no longer read_only, now writes, is now unsafe, gains side effects [\"open_world\"] and runs changed code; reaches actor 'x/a'",
    ]);
  });
});

// A folder named alike but for case on the way to the Agent Skills folder: `agent-skills/PDF`
// beside `agent-skills/pdf`, or `Agent-Skills/pdf` beside `agent-skills/pdf`. A case-insensitive
// checkout makes one folder of both, with either's SKILL.md and scripts, so a head that added the
// twin granting `Bash` changed nothing the checker read: exit 0. The folder is now unknown power.
describe.runIf(caseSensitiveTmp())('a folder in another case on the way to the Agent Skills folder', () => {
  const WIDENS =
    "skills/s.yaml:2:16: 'agent-skill:pdf' in 'x/s' is no longer read_only, now writes, is now unsafe, gains side effects [\"open_world\"] and runs changed code; reaches actor 'x/a'";
  it.each(['agent-skills/PDF', 'Agent-Skills/pdf', 'AGENT-SKILLS/Pdf'])('%s beside agent-skills/pdf', (twin) => {
    expectEscalationsFromBothBases(SIDE, { ...SIDE, [`${twin}/SKILL.md`]: SKILL_MD('Bash') }, [WIDENS]);
  });

  it('a twin already on the base changes nothing', () => {
    const twinned = { ...SIDE, 'agent-skills/PDF/SKILL.md': SKILL_MD('Bash') };
    expectEscalationsFromBothBases(twinned, twinned, []);
  });
});
