// A module a lifecycle hook loads that the checker cannot read as text (over `max-file-size`, or
// written in Latin-1 under a `# coding: latin-1` line, which Python runs) still runs, and imports
// what it imports. Before, its imports were not followed at all: padding the hooked module past
// 1 MB, or saving it in Latin-1, hid an `import evil_mod`, and a pull request that rewrote only
// `evil_mod.py` passed with exit 0. Now such a file may load any file of the repository (SPEC §6:
// what the checker cannot see is taken as the most it could be), as a client configuration the
// checker cannot read may start any.
import { describe, expect, it } from 'vitest';
import { diffFromBothBases, expectEscalationsFromBothBases } from './both-bases.js';
import type { TreeContent } from '../git-helpers.js';

type Files = Record<string, TreeContent>;

const tool = (hook: string): Files => ({
  'tools/deploy.yaml': `name: x/deploy\ndescription: Deploys.\nsource: custom\ncode: print(1)\ncapability:\n  read_only: true\nlifecycle:\n  activate: ${hook}\n`,
  'skills/ops.yaml': 'name: x/ops\ntools: [x/deploy]\n',
  'actors/a.yaml': 'name: x/bot\nskills: [x/ops]\n',
  'ops_lib/__init__.py': '',
  'evil_mod.py': 'x = 1\n',
});

const BIG = `import evil_mod\n${'# padding\n'.repeat(120_000)}def activate():\n    pass\n`;
const LATIN1 = Buffer.from('# coding: latin-1\nimport evil_mod\n# caf\xe9\ndef activate():\n    pass\n', 'latin1');

const REACH = "(in 1 skill: 'x/ops'; actor 'x/bot')";
const anyFile = (why: string): string =>
  `evil_mod.py:2:1: 'x/deploy' gains or changes a lifecycle hook: its lifecycle hook 'activate' may load any file of the repository (it cannot be read: ${why}), among them 'evil_mod.py', which changed ${REACH}`;

const CASES: [name: string, base: Files, why: string][] = [
  [
    'a hooked module over max-file-size',
    { ...tool('ops_lib.hooks.activate'), 'ops_lib/hooks.py': BIG },
    'the file is 1.1 MiB, over the 1.0 MiB limit (max-file-size)',
  ],
  [
    'a hooked module in Latin-1',
    { ...tool('ops_lib.hooks.activate'), 'ops_lib/hooks.py': LATIN1 },
    'the file is not valid UTF-8 text',
  ],
  [
    'a script a command-line hook runs, over max-file-size',
    { ...tool('python scripts/hook.py'), 'scripts/hook.py': BIG },
    'the file is 1.1 MiB, over the 1.0 MiB limit (max-file-size)',
  ],
];

describe('a file a hook loads that the checker cannot read as text', () => {
  it.each(CASES)('%s: any file of the repository (base folder, then git base)', (_name, base, why) => {
    expectEscalationsFromBothBases(base, { ...base, 'evil_mod.py': 'x = 1\nevil()\n' }, [anyFile(why)]);
  });

  it.each(CASES)('%s: no change where nothing changed', (_name, base) => {
    const same = diffFromBothBases(base, base);
    expect([same.fromDir, same.fromGit, same.failed]).toEqual([[], [], false]);
  });

  it('a file that is no code (an image a module names) is only compared', () => {
    const base = {
      ...tool('ops_lib.hooks.activate'),
      'ops_lib/hooks.py': 'LOGO = "ops_lib/logo.png"\n\ndef activate():\n    pass\n',
      'ops_lib/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]),
    };
    const run = diffFromBothBases(base, { ...base, 'evil_mod.py': 'x = 1\nevil()\n' });
    expect([run.fromDir, run.fromGit, run.failed]).toEqual([[], [], false]);
  });
});
