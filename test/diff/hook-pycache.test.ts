// Python imports a module from `__pycache__/<name>.cpython-XY.pyc` before reading its source when
// that file is a hash-based `.pyc` that says not to check the source (PEP 552's unchecked-hash
// mode): a pull request adding `ops_lib/__pycache__/hooks.cpython-312.pyc` beside an unchanged
// `ops_lib/hooks.py` changes what a hook `ops_lib.hooks.activate` runs. Before, only the folder's
// own `hooks.*` files were looked for, and it passed with exit 0; now a module's `__pycache__`
// files of its name are part of it, as a changed `hooks.py` is.
import { describe, expect, it } from 'vitest';
import { diffFromBothBases, expectEscalationsFromBothBases } from './both-bases.js';
import type { TreeContent } from '../git-helpers.js';

type Files = Record<string, TreeContent>;

const BASE: Files = {
  'tools/deploy.yaml':
    'name: x/deploy\ndescription: Deploys.\nsource: custom\ncode: print(1)\ncapability:\n  read_only: true\nlifecycle:\n  activate: ops_lib.hooks.activate\n',
  'skills/ops.yaml': 'name: x/ops\ntools: [x/deploy]\n',
  'actors/a.yaml': 'name: x/bot\nskills: [x/ops]\n',
  'ops_lib/__init__.py': '',
  'ops_lib/hooks.py': 'def activate():\n    pass\n',
};
/** A `.pyc` header of PEP 552's unchecked-hash kind (flags 0b01), then bytes that are no text. */
const PYC = Buffer.from([0xcb, 0x0d, 0x0d, 0x0a, 1, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0xe3, 0, 0, 0]);

describe("a module's compiled file in `__pycache__`", () => {
  it('added beside an unchanged source (base folder, then git base)', () => {
    expectEscalationsFromBothBases(BASE, { ...BASE, 'ops_lib/__pycache__/hooks.cpython-312.pyc': PYC }, [
      "ops_lib/__pycache__/hooks.cpython-312.pyc:1:1: 'x/deploy' gains or changes a lifecycle hook: its lifecycle hook 'activate' loads 'ops_lib/__pycache__/hooks.cpython-312.pyc', which changed and cannot be read (the file is binary (it contains NUL bytes)) (in 1 skill: 'x/ops'; actor 'x/bot')",
    ]);
  });

  it("of another module is no change of this hook's", () => {
    const run = diffFromBothBases(BASE, { ...BASE, 'ops_lib/__pycache__/other.cpython-312.pyc': PYC });
    expect([run.fromDir, run.fromGit, run.failed]).toEqual([[], [], false]);
  });
});
