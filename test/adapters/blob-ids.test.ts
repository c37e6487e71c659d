// A folder read for a git base names each file by the id git gives its bytes: a wrong id would not
// show in any report (the base would just be read and parsed again), so it is held to git itself.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFolder } from '../../src/adapters/fs.js';
import { gitBlobId } from '../../src/adapters/read-text.js';
import { DEFAULT_CONFIG } from '../../src/core/config/config.js';
import { PathClassifier } from '../../src/core/config/discover.js';
import { git } from '../git-helpers.js';

/** A tool file of exactly `bytes` bytes. */
function sized(bytes: number): string {
  const head = 'name: x/s\ndescription: ';
  return `${head}${'b'.repeat(bytes - head.length - 1)}\n`;
}

describe('blob ids of a folder read', () => {
  it('are the ids git hash-object gives the same files', () => {
    const root = mkdtempSync(join(tmpdir(), 'acc-blob-'));
    mkdirSync(join(root, 'tools'));
    const contents: Record<string, string> = {
      'tools/empty.yaml': '',
      'tools/small.yaml': 'name: x/a\n',
      'tools/wide.yaml': `name: x/w\ndescription: "été 😀 ${'ü'.repeat(300)}"\n`,
      'tools/large.yaml': `name: x/l\ndescription: ${'a'.repeat(200_000)}\n`,
      // Around what one read asks for (256 KiB): a file that fills it is read again the long way.
      'tools/one-read.yaml': sized(256 * 1024 - 1),
      'tools/fills-read.yaml': sized(256 * 1024),
      'tools/past-read.yaml': sized(700_000),
    };
    for (const [path, text] of Object.entries(contents)) writeFileSync(join(root, path), text);
    const input = readFolder(root, new PathClassifier(DEFAULT_CONFIG), DEFAULT_CONFIG.maxFileSize, true);
    expect(input.files.map((f) => f.path).sort()).toEqual(Object.keys(contents).sort());
    for (const file of input.files) {
      const expected = git(root, 'hash-object', '--no-filters', file.path);
      expect(file.blobId, file.path).toBe(expected);
      expect(gitBlobId(Buffer.from(contents[file.path] as string)), file.path).toBe(expected);
      expect(file.text).toBe(contents[file.path]);
    }
  });

  it('are right for other files read, in walked folders and in folders the walk left out', () => {
    const root = mkdtempSync(join(tmpdir(), 'acc-blob-aux-'));
    const contents: Record<string, string> = {
      'skills/docs/SKILL.md': '---\nname: docs\ndescription: d\n---\n',
      '.hidden/docs/SKILL.md': '---\nname: docs\ndescription: hidden\n---\n',
      'big/SKILL.md': `---\nname: big\ndescription: ${'c'.repeat(300_000)}\n---\n`,
    };
    for (const [path, text] of Object.entries(contents)) {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    const input = readFolder(root, new PathClassifier(DEFAULT_CONFIG), DEFAULT_CONFIG.maxFileSize, true);
    for (const [path, text] of Object.entries(contents)) {
      expect(input.aux.read(path), path).toEqual({ kind: 'text', text });
      expect(input.aux.blobId?.(path), path).toBe(git(root, 'hash-object', '--no-filters', path));
    }
    expect(input.aux.read('skills/docs/missing.md')).toEqual({ kind: 'missing' });
  });
});
