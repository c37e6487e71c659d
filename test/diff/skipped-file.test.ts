// Diff cases for a file two kinds' globs match: discovery skips it with a `config` finding, so the
// checker never reads it, while the runtime may load it as either kind. With that finding
// configured away on the base (and so on the gate), a new `skills/actors/ops.yaml` giving a skill a
// writing tool passed with exit 0. Now such a file, new on the head or edited, is unknown power
// (SPEC §6: what the checker cannot see counts as the most it could be); one unchanged is not.
import { describe, expect, it } from 'vitest';
import { diffFromBothBases, expectEscalationsFromBothBases } from './both-bases.js';

const BASE = {
  '.agents-config-check.yml': 'rules:\n  config: "off"\n',
  'tools/t.yaml':
    'name: x/read\ndescription: Reads.\nsource: builtin\ncapability:\n  read_only: true\n---\n' +
    'name: x/push\ndescription: Pushes.\nsource: builtin\ncapability:\n  writes: true\n',
  'skills/s.yaml': 'name: x/ops\ntools: [x/read]\n',
  'actors/bot.yaml': 'name: x/bot\nskills: [x/ops]\n',
};
const SKIPPED = 'skills/actors/ops.yaml';
const OPS = 'name: x/ops\ntools: [x/read, x/push]\n';
const UNKNOWN = `actor 'unreadable:${SKIPPED}' gains 'unknown:${SKIPPED} (cannot be read)', which writes, is unsafe, has side effects and may offer any tool, through '${SKIPPED} (cannot be read)' (a file or folder the checker cannot read or parse, which the runtime may load)`;

describe('a file two kinds match, which discovery skips', () => {
  it('is unknown power where the head adds it', () => {
    expectEscalationsFromBothBases(BASE, { ...BASE, [SKIPPED]: OPS }, [`${SKIPPED}:1:1: ${UNKNOWN}`]);
  });

  it('is unknown power where the head edits it', () => {
    const base = { ...BASE, [SKIPPED]: 'name: x/ops\ntools: [x/read]\n' };
    expectEscalationsFromBothBases(base, { ...base, [SKIPPED]: OPS }, [`${SKIPPED}:1:1: ${UNKNOWN}`]);
  });

  it('is nothing where it is the same on both sides', () => {
    const base = { ...BASE, [SKIPPED]: OPS };
    const result = diffFromBothBases(base, base);
    expect([result.fromDir, result.fromGit, result.failed]).toEqual([[], [], false]);
  });
});
