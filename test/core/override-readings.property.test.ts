// An override's keys, however a loader may come to read them: written in the override, brought by
// a merge key (`<<`, which PyYAML applies), or in a second writing of the same entry (PyYAML keeps
// the last). forbidden-override names each key an override may not hold, whichever way it is
// written, and nothing else; the flat form is the reference.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFiles } from '../helpers.js';

const KEYS = ['description', 'capability', 'timeout', 'code', 'lifecycle', 'wraps', 'tool_type'];
const VALUES: Record<string, string> = {
  description: 'd',
  capability: '{unsafe: true}',
  timeout: '5',
  code: 'run()',
  lifecycle: '{on_start: x}',
  wraps: 'x/u',
  tool_type: 'function',
};
const ALLOWED = new Set(['description', 'capability']);

/** Each key of the override, with where it is written: own, merged, in the entry's second writing. */
type Placed = { key: string; place: 'own' | 'merged' | 'second' };

const genOverride = fc.uniqueArray(
  fc.record({
    key: fc.constantFrom(...KEYS),
    place: fc.constantFrom<Placed['place']>('own', 'merged', 'second'),
  }),
  { selector: (p) => p.key, minLength: 1, maxLength: KEYS.length },
);

const mapping = (keys: readonly string[], extra = ''): string =>
  `{${[...keys.map((k) => `${k}: ${VALUES[k]}`), ...(extra ? [extra] : [])].join(', ')}}`;

function skillText(placed: readonly Placed[]): string {
  const of = (place: Placed['place']): string[] => placed.filter((p) => p.place === place).map((p) => p.key);
  const merged = of('merged');
  const first = mapping(of('own'), merged.length > 0 ? `<<: ${mapping(merged)}` : '');
  const second = of('second');
  return [
    'name: x/s',
    'includes:',
    '  - skill: x/l',
    '    overrides:',
    `      x/t: ${first}`,
    ...(second.length > 0 ? [`      x/t: ${mapping(second)}`] : []),
    '---',
    'name: x/l',
    'tools: [x/t]',
    '',
  ].join('\n');
}

const TOOL = 'name: x/t\ndescription: T.\nsource: builtin\ncapability: {read_only: true}\n';

/** The keys forbidden-override names in a skill; `brought`: those it names as a merge key's. */
function named(skill: string, brought = false): string[] {
  const found = checkFiles({ 'tools/t.yaml': TOOL, 'skills/s.yaml': skill }).filter(
    (d) => d.rule === 'forbidden-override' && (!brought || d.message.endsWith('which its merge key brings')),
  );
  return found.map((d) => /not '([^']*)'/.exec(d.message)?.[1] ?? d.message).sort();
}

describe('forbidden-override, however an override is written', () => {
  it('names every key an override may not hold, as the flat override does', () => {
    fc.assert(
      fc.property(genOverride, (placed) => {
        const forbidden = placed.map((p) => p.key).filter((k) => !ALLOWED.has(k));
        const flat = named(skillText(placed.map((p) => ({ key: p.key, place: 'own' }))));
        expect(flat).toEqual([...forbidden].sort());
        const merged = placed.filter((p) => p.place === 'merged').map((p) => p.key);
        // A merge key is named by what it brings that an override may not hold, else by itself.
        const bringsNone = merged.length > 0 && merged.every((k) => ALLOWED.has(k));
        const expected = bringsNone ? [...forbidden, '<<'] : forbidden;
        expect(named(skillText(placed))).toEqual([...expected].sort());
        expect(named(skillText(placed), true)).toEqual(merged.filter((k) => !ALLOWED.has(k)).sort());
      }),
      { numRuns: 150 },
    );
  });
});
