// A kind folder in another case to a file system that folds names by Unicode (APFS, NTFS):
// `ſkills` (a long s) is `skills` there, and a checkout writes the files of both into one folder.
// The classifier lowered the path's case only, so `ſkills/s2.yaml`, a second `x/s` granting a
// writing tool to a read-only actor's skill, was no definition and the pull request passed with
// exit 0. It is now a skill file, as such a runtime loads it.
import { describe, it } from 'vitest';
import { expectEscalationsFromBothBases, tellsNamesApart } from './both-bases.js';

const BASE = {
  'tools/t.yaml':
    'name: x/read\ndescription: Reads.\nsource: builtin\ncapability:\n  read_only: true\n---\n' +
    'name: x/push\ndescription: Pushes.\nsource: builtin\ncapability:\n  writes: true\n',
  'skills/s.yaml': '# agents-config-check-disable-file duplicate-name\nname: x/s\ndescription: S.\ntools: [x/read]\n',
  'actors/bot.yaml': 'name: x/bot\nskills: [x/s]\n',
};

describe.runIf(tellsNamesApart())('a kind folder named otherwise to a folding file system', () => {
  it('ſkills/ beside skills/ holds skills', () => {
    expectEscalationsFromBothBases(
      BASE,
      {
        ...BASE,
        '\u017fkills/s2.yaml':
          '# agents-config-check-disable-file duplicate-name\nname: x/s\ndescription: S.\ntools: [x/read, x/push]\n',
      },
      ["\u017fkills/s2.yaml:4:17: 'x/s' gains 'x/push', which writes; reaches actor 'x/bot'"],
    );
  });
});
