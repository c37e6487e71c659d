// On a comparison's head, an include the checker cannot flatten (here one on a cycle) stands as
// one dynamic entry, written as a whole MCP server named by the include (project/unknown.ts), and
// explain said of each of its fields "the whole server no inventory of 'x/l1' lists": a server
// nobody named (SPEC §10: an entry that is unknown says so). It now says what cannot be known.
import { describe, expect, it } from 'vitest';
import { repo } from '../hostile/helpers.js';
import { runExplain } from '../../src/run.js';

const files = {
  'skills/s.yaml':
    'name: x/l1\ndescription: L1.\nincludes: [x/l2]\n---\nname: x/l2\ndescription: L2.\nincludes: [x/l1]\n',
  'actors/a.yaml': 'name: x/act\nskills: [x/l1]\n',
};
const head = repo(files);
const base = repo(files);

describe('explain of the entry that stands for an include that cannot be known', () => {
  it('says what cannot be known, not a server no inventory lists', () => {
    const { explanation } = runExplain({ name: 'x/act', root: head, base: { kind: 'dir', path: base } });
    const entry = explanation.entries?.find((e) => e.name.startsWith('unknown:'));
    expect(entry?.capability.writes).toMatchObject({
      value: true,
      source: `what '${entry?.name.slice('unknown:'.length)}' brings cannot be known: the most it could be`,
    });
  });
});
