// An Agent Skills folder with a twin: another folder of the tree whose path is its own in another
// case or Unicode normalisation, in any segment (`Agent-Skills/pdf` or `agent-skills/PDF` beside
// `agent-skills/pdf`). The checker reads the path as written; a case-insensitive checkout (macOS,
// Windows) holds one folder for both, with either's files, so a runtime there may read the twin's
// SKILL.md. A head that added a twin granting `Bash` beside a read-only folder passed with exit 0.
// The folder is now unknown power, the most it could be (SPEC §6), as one with a second SKILL.md.
import { describe, expect, it } from 'vitest';
import {
  diffFromBothBases,
  expectEscalationsFromBothBases,
  PDF_SIDE,
  pdfSkillMd,
  tellsNamesApart,
} from './both-bases.js';
import { twinFolders } from '../../src/core/kinds/agent-skill.js';
import type { AuxFileReader } from '../../src/core/model/model.js';

const UNKNOWN =
  "skills/s.yaml:2:16: 'agent-skill:pdf' in 'x/s' is no longer read_only, now writes, is now unsafe, gains side effects [\"open_world\"] and runs changed code; reaches actor 'x/a'";

describe.runIf(tellsNamesApart())('a twin of an Agent Skills folder', () => {
  // `agent\u200c-skills`: HFS+ skips the zero-width non-joiner when it compares names.
  it.each(['Agent-Skills/pdf', 'agent-skills/PDF', 'AGENT-SKILLS/Pdf', 'agent\u200c-skills/pdf'])(
    '%s beside agent-skills/pdf makes the folder unknown',
    (twin) => {
      expectEscalationsFromBothBases(PDF_SIDE, { ...PDF_SIDE, [`${twin}/SKILL.md`]: pdfSkillMd('Bash') }, [
        UNKNOWN,
      ]);
    },
  );

  // The link leads out of the root, where `**/skills/**` may find definitions too: it is unknown
  // power of its own (PathClassifier.linkLeavesSight).
  it('a twin that is a link (to a folder elsewhere) makes the folder unknown', () => {
    const link =
      "Agent-Skills:1:1: actor 'unreadable:Agent-Skills' gains 'unknown:Agent-Skills (cannot be read)', which writes, is unsafe, has side effects and may offer any tool, through 'Agent-Skills (cannot be read)' (a file or folder the checker cannot read or parse, which the runtime may load)";
    expectEscalationsFromBothBases(PDF_SIDE, { ...PDF_SIDE, 'Agent-Skills': { link: '/tmp' } }, [link, UNKNOWN]);
  });

  it('a twin in another Unicode normalisation makes the folder unknown', () => {
    const nfc = {
      'skills/s.yaml': 'name: x/s\nagent_skills: [agent-skills/caf\u00e9]\n',
      'actors/a.yaml': 'name: x/a\nskills: [x/s]\n',
      'agent-skills/caf\u00e9/SKILL.md': pdfSkillMd('Read').replace('name: pdf', 'name: caf\u00e9'),
    };
    const run = diffFromBothBases(nfc, {
      ...nfc,
      'agent-skills/cafe\u0301/SKILL.md': pdfSkillMd('Bash').replace('name: pdf', 'name: caf\u00e9'),
    });
    expect(run.fromDir).toHaveLength(1);
    expect(run.fromGit).toEqual(run.fromDir);
    expect(run.fromDir[0]).toContain('now writes');
  });

  it('a folder of a name that only looks alike is no twin', () => {
    const run = diffFromBothBases(PDF_SIDE, {
      ...PDF_SIDE,
      'agent-skills/pdf2/SKILL.md': pdfSkillMd('Bash'),
    });
    expect(run).toMatchObject({ fromDir: [], fromGit: [], failed: false });
  });

  it('a twin behind more names alike than the checker follows still makes the folder unknown', () => {
    // Git lists `Agent-skills`, `AGent-skills`, ... before `agent-skills`: the walk cut the
    // folder's own path after a handful and found no twin below the ones it kept.
    const decoys: Record<string, string> = {};
    for (let i = 0; i < 16; i++) {
      const gent = [...'gent'].map((c, j) => ((i >> j) & 1 ? c.toUpperCase() : c)).join('');
      decoys[`A${gent}-skills/README.md`] = 'Nothing here.\n';
    }
    expectEscalationsFromBothBases(
      PDF_SIDE,
      { ...PDF_SIDE, ...decoys, 'Agent-Skills/pdf/SKILL.md': pdfSkillMd('Bash') },
      [UNKNOWN],
    );
  });

  it("a twin already on the base: a change to its files is the folder's changed code, no more", () => {
    const base = { ...PDF_SIDE, 'agent-skills/PDF/SKILL.md': pdfSkillMd('Read') };
    expectEscalationsFromBothBases(base, { ...base, 'agent-skills/PDF/SKILL.md': pdfSkillMd('Bash') }, [
      "skills/s.yaml:2:16: 'agent-skill:pdf' in 'x/s' runs changed code; reaches actor 'x/a'",
    ]);
  });
});

describe('twinFolders', () => {
  const reader = (tree: Record<string, string[]>): AuxFileReader => ({
    read: () => ({ kind: 'missing' }),
    folderNames: (dir) => tree[dir],
  });

  it('finds twins in any segment, in case and normalisation, sorted', () => {
    const aux = reader({
      '': ['agent-skills', 'Agent-Skills', 'tools'],
      'agent-skills': ['pdf', 'PDF', 'pdf2'],
      'Agent-Skills': ['\u017fkill', 'pdf'],
    });
    expect(twinFolders(aux, 'agent-skills/pdf')).toEqual(['Agent-Skills/pdf', 'agent-skills/PDF']);
    // ſ (long s) and the Kelvin sign fold to s and k, as a case-insensitive file system folds them.
    expect(twinFolders(reader({ '': ['\u017fkill', 'skill', '\u212a'] }), 'skill')).toEqual(['\u017fkill']);
    expect(twinFolders(reader({ '': ['\u212a', 'k'] }), 'k')).toEqual(['\u212a']);
  });

  it('finds a twin that differs by a code point HFS+ skips in names', () => {
    const aux = reader({ '': ['agent-skills', 'agent\u200c-skills'], 'agent\u200c-skills': ['pdf'] });
    expect(twinFolders(aux, 'agent-skills/pdf')).toEqual(['agent\u200c-skills/pdf']);
    expect(twinFolders(reader({ '': ['pdf', '\ufeffPDF', 'pdf\u00ad'] }), 'pdf')).toEqual(['\ufeffPDF']);
  });

  it('takes a twin it cannot look into (a link, a file) for one that may hold anything', () => {
    const aux = reader({ '': ['agent-skills', 'Agent-Skills'], 'agent-skills': ['pdf'] });
    expect(twinFolders(aux, 'agent-skills/pdf')).toEqual(['Agent-Skills']);
    // The folder's own path behind a link is no twin (the folder is then unknown for that).
    expect(twinFolders(reader({ '': ['agent-skills'] }), 'agent-skills/pdf')).toEqual([]);
  });

  it('finds none where the reader cannot list folders or the folder is the root', () => {
    expect(twinFolders({ read: () => ({ kind: 'missing' }) }, 'agent-skills/pdf')).toEqual([]);
    expect(twinFolders(reader({ '': ['A', 'a'] }), '')).toEqual([]);
  });

  it('follows the folder itself past the handful, and counts the twins it did not follow', () => {
    // The 16 spellings of `abcd`, in the order git lists them: `abcd` itself comes last.
    const spellings = Array.from({ length: 16 }, (_, i) =>
      [...'abcd'].map((c, j) => ((i >> (3 - j)) & 1 ? c : c.toUpperCase())).join(''),
    );
    const tree: Record<string, string[]> = { '': spellings, abcd: ['pdf', 'PDF'] };
    for (const name of spellings.slice(0, 15)) tree[name] = [];
    expect(spellings[15]).toBe('abcd');
    expect(twinFolders(reader(tree), 'abcd/pdf')).toEqual([...spellings.slice(8, 15).map((twin) => `${twin}/pdf`), 'abcd/PDF'].sort());
  });

  it('stops looking past a handful of twins at each segment', () => {
    const many = Array.from({ length: 64 }, (_, i) =>
      i.toString(2).padStart(6, '0').replace(/0/g, 'a').replace(/1/g, 'A'),
    );
    const tree: Record<string, string[]> = { '': many };
    for (const name of many) tree[name] = many;
    expect(twinFolders(reader(tree), 'aaaaaa/aaaaaa').length).toBeLessThanOrEqual(100);
  });
});
