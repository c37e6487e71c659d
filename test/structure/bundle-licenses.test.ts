// The licences shipped beside each bundle (scripts/build.mjs) name every package whose code the
// bundle holds, with its licence text. The CLI's once listed only its MCP chunk's packages: ncc
// writes one file per chunk under the same name, and the chunk's was written last.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIST = join(import.meta.dirname, '..', '..', 'dist');

/** The packages a licences file names, each with its licence id and text. */
function listed(file: string): Map<string, { license: string; text: string }> {
  const out = new Map<string, { license: string; text: string }>();
  for (const block of readFileSync(join(DIST, file), 'utf8').split(/\n(?=[@a-z][\w.@/-]*\n[\w.() -]+\n)/)) {
    const [name = '', license = '', ...text] = block.split('\n');
    out.set(name, { license, text: text.join('\n').trim() });
  }
  return out;
}

describe('the licences beside the bundles', () => {
  it.each([
    [
      'cli.licenses.txt',
      [
        'yaml',
        'ajv',
        'picomatch',
        'diff',
        'jsonc-parser',
        'vscode-languageserver',
        '@modelcontextprotocol/sdk',
      ],
    ],
    [
      'index.licenses.txt',
      ['yaml', 'ajv', 'picomatch', 'diff', 'jsonc-parser', '@actions/core', '@actions/github'],
    ],
  ])('%s names the packages its bundle holds, each with its licence text', (file, packages) => {
    const licences = listed(file);
    for (const name of packages) expect([name, licences.has(name)]).toEqual([name, true]);
    for (const [name, { license, text }] of licences) {
      expect([name, license]).not.toEqual([name, '']);
      expect([name, text.length > 100]).toEqual([name, true]);
    }
  });
});
