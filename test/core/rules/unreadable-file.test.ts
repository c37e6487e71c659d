import { describe, expect, it } from 'vitest';
import { check } from '../../../src/core/check/check.js';
import { settings, validator } from '../../helpers.js';

describe('unreadable-file', () => {
  it('reports a file the adapter could not read, at 1:1, and checks the others', () => {
    const result = check(
      {
        files: [
          { path: 'tools/big.yaml', kind: 'tool', unreadable: 'the file is 2.0 MiB, over the 1.0 MiB limit' },
          {
            path: 'tools/ok.yaml',
            kind: 'tool',
            text: 'name: x/ok\ndescription: d\nsource: builtin\ncapability: 3\n',
          },
        ],
        aux: { read: () => ({ kind: 'missing' }) },
        discovery: [],
      },
      settings(),
      validator,
    );
    expect(
      result.diagnostics
        .filter((d) => d.rule !== 'unused-tool')
        .map((d) => [d.rule, d.file, d.line, d.column]),
    ).toEqual([
      ['unreadable-file', 'tools/big.yaml', 1, 1],
      ['schema', 'tools/ok.yaml', 4, 13],
    ]);
  });
});
