// An Agent Skills folder that holds a second SKILL.md in another case. The reference reads
// SKILL.md and passes over skill.md, so a head that added `skill.md` granting `Bash` beside a
// read-only SKILL.md changed only the folder's content (no escalation for a read-only entry): exit
// 0. A case-insensitive checkout (macOS, Windows) holds one file for both names, with either text,
// and a loader may look the name up without case, so the folder may grant what the second grants:
// it is unknown power, the most it could be (SPEC §6), as a folder that holds a link is.
import { describe, expect, it } from 'vitest';
import {
  diffFromBothBases,
  expectEscalationsFromBothBases,
  PDF_SIDE,
  pdfSkillMd,
  tellsNamesApart,
} from './both-bases.js';

const ESCALATION =
  "skills/s.yaml:2:16: 'agent-skill:pdf' in 'x/s' is no longer read_only, now writes, is now unsafe, gains side effects [\"open_world\"] and runs changed code; reaches actor 'x/a'";

describe.runIf(tellsNamesApart())('a second SKILL.md in another case', () => {
  it.each(['skill.md', 'Skill.md', 'SKILL.MD'])('%s beside SKILL.md makes the folder unknown', (twin) => {
    const head = { ...PDF_SIDE, [`agent-skills/pdf/${twin}`]: pdfSkillMd('Bash') };
    expectEscalationsFromBothBases(PDF_SIDE, head, [ESCALATION]);
  });

  // `SKILL\u200c.md`: HFS+ skips the zero-width non-joiner when it compares names. Its name hides
  // a character, which hidden-text finds: approved, the run still fails.
  it.each(['SKILL\u200c.md', '\ufeffskill.md'])('%s beside SKILL.md makes the folder unknown', (twin) => {
    const head = { ...PDF_SIDE, [`agent-skills/pdf/${twin}`]: pdfSkillMd('Bash') };
    const run = diffFromBothBases(PDF_SIDE, head);
    const unapproved = `${ESCALATION}; approve with the 'allow-escalation' label or --allow-escalations`;
    expect([run.fromDir, run.fromGit, run.failed, run.failedWhenApproved]).toEqual([
      [unapproved],
      [unapproved],
      true,
      true,
    ]);
  });
});
