// Folders made for the files the Action and `mcp pin` write.
import { existsSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeFolders } from '../../src/adapters/write.js';

describe('makeFolders', () => {
  it('makes each missing folder down to the one named', () => {
    const root = mkdtempSync(join(tmpdir(), 'acc-folders-'));
    makeFolders(join(root, 'a', 'b', 'c'));
    expect(statSync(join(root, 'a', 'b', 'c')).isDirectory()).toBe(true);
    // One that is there already is left as it is.
    makeFolders(join(root, 'a'));
    expect(existsSync(join(root, 'a', 'b'))).toBe(true);
  });

  it('says a file on the path is one, not a folder', () => {
    const root = mkdtempSync(join(tmpdir(), 'acc-folders-'));
    writeFileSync(join(root, 'f'), '');
    expect(() => makeFolders(join(root, 'f', 'g'))).toThrow(expect.objectContaining({ code: 'ENOTDIR' }));
  });

  it('fails at once under /proc, where a recursive mkdirSync never returns', () => {
    expect(() => makeFolders('/proc/acc-report/x')).toThrow(expect.objectContaining({ code: 'ENOENT' }));
  }, 5_000);
});
