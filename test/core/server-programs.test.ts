// The files a pinned server's entry runs, read from each tree (src/core/diff/server-programs.ts).
import { describe, expect, it } from 'vitest';
import { ProgramFiles } from '../../src/core/diff/server-programs.js';
import type { AuxFileReader } from '../../src/core/model/model.js';

describe('a program file compared', () => {
  // A path of thousands of made-up folders (`a/a/…/x.js`, one argument) asked each folder on the
  // way whether a submodule stands there: quadratic, a minute for 5,000 folders.
  it('asks for a submodule only down the folders that stand there', () => {
    let asked = 0;
    const tree: AuxFileReader = {
      read: () => ({ kind: 'missing' }),
      unentered: () => {
        asked++;
        return undefined;
      },
      folderNames: () => undefined,
    };
    expect(new ProgramFiles(tree, tree).change(`${'a/'.repeat(5000)}x.js`)).toBeNull();
    expect(asked).toBeLessThanOrEqual(2);
  });
});
