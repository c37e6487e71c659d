// A skill that includes one skill twice, plainly and then with an override that raises a field,
// holds one entry read as the stronger of the two includes, which keeps the first include's site.
// Explain read that include's path alone: it put `writes: true` at the tool's own `writes: false`
// (as "another listing gives it") or nowhere, never at the override that raises it (SPEC §10: the
// exact file:line that set it). The skill's other includes of the same skill are read as its other
// listings of a server or a tool are (listed-again.test.ts).
import { describe, expect, it } from 'vitest';
import { entryCapability as capability } from './entry-capability.js';

const tool = (capability: string): string =>
  `name: x/w\ndescription: W.\nsource: custom\ncode: 'x'\n${capability}`;

/** `x/top` including `x/c` plainly, then again with `override` of `x/w` (lines 7 on). */
const skills = (override: string[]): string =>
  [
    'name: x/top',
    'description: Top.',
    'includes:',
    '  - x/c',
    '  - skill: x/c',
    '    overrides:',
    '      x/w:',
    ...override,
    '---',
    'name: x/c',
    'description: C.',
    'tools: [x/w]',
    '',
  ].join('\n');

describe('explain of an entry a skill includes again', () => {
  it('the tool says it does not write, the second include says it does: the value at that override', () => {
    const files = {
      'tools/t.yaml': tool('capability:\n  writes: false\n'),
      'skills/s.yaml': skills(['        capability:', '          writes: true']),
    };
    expect(capability(files, 'x/top', 'x/c.x/w')?.writes).toEqual({
      value: true,
      file: 'skills/s.yaml',
      line: 9,
    });
  });

  it('the tool says nothing of it, the second include makes it unsafe: the value at that override', () => {
    const files = {
      'tools/t.yaml': tool('capability:\n  read_only: true\n'),
      'skills/s.yaml': skills(['        capability:', '          unsafe: true']),
    };
    expect(capability(files, 'x/top', 'x/c.x/w')?.unsafe).toEqual({
      value: true,
      file: 'skills/s.yaml',
      line: 9,
    });
  });

  // The other order was right already: the first include's path holds the override.
  it('the override on the first include: the value there, as before', () => {
    const files = {
      'tools/t.yaml': tool('capability:\n  writes: false\n'),
      'skills/s.yaml': [
        'name: x/top',
        'description: Top.',
        'includes:',
        '  - skill: x/c',
        '    overrides:',
        '      x/w:',
        '        capability:',
        '          writes: true',
        '  - x/c',
        '---',
        'name: x/c',
        'description: C.',
        'tools: [x/w]',
        '',
      ].join('\n'),
    };
    expect(capability(files, 'x/top', 'x/c.x/w')?.writes).toEqual({
      value: true,
      file: 'skills/s.yaml',
      line: 8,
    });
  });
});
