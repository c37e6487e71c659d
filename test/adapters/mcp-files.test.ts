// The files `mcp pin` writes: whole or not at all, and never through a link at the temporary name.
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync, existsSync, lstatSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeTextFile } from '../../src/adapters/mcp-files.js';

describe('writeTextFile', () => {
  it('writes the file and leaves no temporary file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-mcp-files-'));
    const path = join(dir, 'pinned', 'github.json');
    expect(writeTextFile(path, '{"tools": []}\n')).toBeUndefined();
    expect(readFileSync(path, 'utf8')).toBe('{"tools": []}\n');
    expect(existsSync(`${path}.${process.pid}.tmp`)).toBe(false);
  });

  it('does not write through a link left at the temporary name', () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-mcp-files-'));
    const outside = join(mkdtempSync(join(tmpdir(), 'acc-mcp-outside-')), 'victim.txt');
    writeFileSync(outside, 'untouched\n');
    const path = join(dir, 'github.json');
    symlinkSync(outside, `${path}.${process.pid}.tmp`);
    expect(writeTextFile(path, '{"tools": []}\n')).toBeUndefined();
    expect(readFileSync(outside, 'utf8')).toBe('untouched\n');
    expect(lstatSync(path).isSymbolicLink()).toBe(false);
    expect(readFileSync(path, 'utf8')).toBe('{"tools": []}\n');
  });

  it('says why when the folder cannot be made', () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-mcp-files-'));
    writeFileSync(join(dir, 'file'), '');
    expect(writeTextFile(join(dir, 'file', 'github.json'), '{}\n')).toBe('a folder on its path is a file');
  });
});
