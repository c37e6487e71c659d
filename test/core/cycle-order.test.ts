// The skills of an include cycle are read alike whichever was asked first (SPEC §4, §6). On a
// comparison's head, an include that cannot be flattened stands as an unknown entry; on a cycle,
// which include that was depended on the order the skills were flattened in: asked for `x/s0`
// first, its set was `t/a`, `t/b`, `unknown:x/s0` and `x/s2`'s `t/b`, `unknown:x/s0`; asked for
// `x/s2` first, `x/s2` held `t/a` too and both `unknown:x/s2`. The diff (which asks the changed
// skills first) and explain (which asks the actor's) then named different entries for one actor.
// Each include into the cycle is its unknown entry now, whatever the order.
import { describe, expect, it } from 'vitest';
import { Project } from '../../src/core/project/project.js';
import { memoryInput } from '../helpers.js';

const FILES = {
  'tools/t.yaml': [
    'name: t/a\ndescription: A.\nsource: builtin\ncapability: {read_only: true}',
    'name: t/b\ndescription: B.\nsource: builtin\ncapability: {writes: true}',
  ].join('\n---\n'),
  'skills/s.yaml': [
    'name: x/s0\ntools: [t/a]\nincludes: [x/s2]',
    'name: x/s2\ntools: [t/b]\nincludes: [x/s0]',
    'name: x/top\nincludes: [x/s2]',
    'name: x/self\nincludes: [x/self]',
  ].join('\n---\n'),
};

/** Every skill's set on a comparison's head, the skills asked in `order`. */
function sets(order: string[], head = true): Record<string, string[] | undefined> {
  const project = new Project(memoryInput(FILES));
  if (head) project.readUnknownAsMostPowerful();
  const out: Record<string, string[] | undefined> = {};
  for (const name of order) {
    const flat = project.flatten(name);
    out[name] = flat && [...flat.entries.keys()].sort();
  }
  return out;
}

describe('an include cycle', () => {
  it('is read alike whichever skill is asked first', () => {
    const expected = {
      'x/s0': ['t/a', 'unknown:x/s2'],
      'x/s2': ['t/b', 'unknown:x/s0'],
      'x/top': ['t/b', 'unknown:x/s0'],
      'x/self': ['unknown:x/self'],
    };
    expect(sets(['x/s0', 'x/s2', 'x/top', 'x/self'])).toEqual(expected);
    expect(sets(['x/s2', 'x/s0', 'x/top', 'x/self'])).toEqual(expected);
    expect(sets(['x/top', 'x/s2', 'x/s0', 'x/self'])).toEqual(expected);
  });

  it('is not flattened where unknown includes are not read as the most they could be', () => {
    const none = { 'x/s0': undefined, 'x/s2': undefined, 'x/top': undefined, 'x/self': undefined };
    expect(sets(['x/s0', 'x/s2', 'x/top', 'x/self'], false)).toEqual(none);
    expect(sets(['x/top', 'x/s2', 'x/s0', 'x/self'], false)).toEqual(none);
  });
});
