// The flattener against a plain recursive reference of SPEC §4, and cycle detection against a
// reference that asks, for every node, whether it can reach itself.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFiles, projectOf } from '../helpers.js';

interface Gen {
  skills: {
    own: { name: string; description: string; writes: boolean }[];
    includes: { target: number; overrides: { entry: string; description: string }[] }[];
  }[];
}

const TOOL_NAMES = ['x/a', 'x/b', 'x/c', 'x/d'];
const DESCRIPTIONS = ['one', 'two'];

const genGraph = fc.integer({ min: 1, max: 7 }).chain((n) =>
  fc.record({
    skills: fc.tuple(
      ...Array.from({ length: n }, (_, i) =>
        fc.record({
          own: fc.uniqueArray(
            fc.record({
              name: fc.constantFrom(...TOOL_NAMES),
              description: fc.constantFrom(...DESCRIPTIONS),
              writes: fc.boolean(),
            }),
            { selector: (t) => t.name, maxLength: 3 },
          ),
          includes:
            i === 0
              ? fc.constant([])
              : fc.uniqueArray(
                  fc.record({
                    target: fc.integer({ min: 0, max: i - 1 }),
                    overrides: fc.array(
                      fc.record({
                        entry: fc.constantFrom(...TOOL_NAMES),
                        description: fc.constantFrom('over', 'one'),
                      }),
                      { maxLength: 1 },
                    ),
                  }),
                  { selector: (x) => x.target, maxLength: 3 },
                ),
        }),
      ),
    ),
  }),
) as fc.Arbitrary<Gen>;

const skillName = (i: number): string => `x/s${i}`;

function toFiles(g: Gen): Record<string, string> {
  const files: Record<string, string> = {};
  g.skills.forEach((s, i) => {
    const lines = [`name: ${skillName(i)}`];
    if (s.own.length > 0) {
      lines.push('anonymous_tools:');
      for (const t of s.own) {
        lines.push(
          `  - name: ${t.name}`,
          `    description: ${t.description}`,
          '    source: builtin',
          `    capability: {writes: ${t.writes}}`,
        );
      }
    }
    if (s.includes.length > 0) {
      lines.push('includes:');
      for (const inc of s.includes) {
        lines.push(`  - skill: ${skillName(inc.target)}`);
        if (inc.overrides.length > 0) {
          lines.push('    overrides:');
          for (const o of inc.overrides)
            lines.push(`      ${o.entry}:`, `        description: ${o.description}`);
        }
      }
    }
    files[`skills/s${i}.yaml`] = `${lines.join('\n')}\n`;
  });
  return files;
}

interface RefEntry {
  def: { description: string; writes: boolean };
  /** Where the entry came into the skill: `pointer<via` each. */
  sites: string[];
}
type RefSet = Map<string, RefEntry>;

/** SPEC §4 as written, recursively, with no memo and no sharing. */
function referenceFlatten(g: Gen, i: number): RefSet {
  const s = g.skills[i]!;
  const contributions: {
    name: string;
    def: RefEntry['def'];
    contributor: string;
    site: string;
  }[] = [];
  s.own.forEach((t, k) =>
    contributions.push({
      name: t.name,
      def: { description: t.description, writes: t.writes },
      contributor: skillName(i),
      site: `/anonymous_tools/${k}<`,
    }),
  );
  s.includes.forEach((inc, k) => {
    for (const [name, { def }] of referenceFlatten(g, inc.target)) {
      const o = inc.overrides.find((x) => x.entry === name);
      contributions.push({
        name,
        def: o ? { ...def, description: o.description } : def,
        contributor: skillName(inc.target),
        site: `/includes/${k}/skill<${skillName(inc.target)}`,
      });
    }
  });
  let current = contributions;
  for (let round = 0; round < 8; round++) {
    let renamed = false;
    current = current.map((c) => {
      const group = current.filter((o) => o.name === c.name);
      if (group.every((o) => JSON.stringify(o.def) === JSON.stringify(group[0]!.def))) return c;
      if (c.name.startsWith(`${c.contributor}.`)) return c;
      renamed = true;
      return { ...c, name: `${c.contributor}.${c.name}` };
    });
    if (!renamed) break;
  }
  const out: RefSet = new Map();
  for (const c of current) {
    const entry = out.get(c.name);
    if (!entry) out.set(c.name, { def: c.def, sites: [c.site] });
    else if (!entry.sites.includes(c.site)) entry.sites.push(c.site);
  }
  return out;
}

describe('flattening', () => {
  it('matches the reference on random acyclic include graphs with overrides and conflicts', () => {
    fc.assert(
      fc.property(genGraph, (g) => {
        const project = projectOf(toFiles(g));
        g.skills.forEach((_, i) => {
          const flat = project.flatten(skillName(i));
          expect(flat).toBeDefined();
          const actual = new Map(
            [...flat!.entries].map(([n, e]) => [
              n,
              { description: e.tool.description, writes: e.tool.capability.writes },
            ]),
          );
          const expected = [...referenceFlatten(g, i)].map(([n, e]) => [n, e.def] as const);
          expect(Object.fromEntries([...actual].sort())).toEqual(Object.fromEntries(expected.sort()));
        });
      }),
      { seed: 20261130, numRuns: 300 },
    );
  });

  it('gives each entry the sites it came in by, sharing what an include leaves unchanged', () => {
    fc.assert(
      fc.property(genGraph, (g) => {
        const project = projectOf(toFiles(g));
        g.skills.forEach((s, i) => {
          const flat = project.flatten(skillName(i))!;
          const sites = [...flat.entries.keys()].map(
            (n) =>
              [
                n,
                flat
                  .sitesOf(n)
                  .map((x) => `${x.site.pointer}<${x.via ?? ''}`)
                  .sort(),
              ] as const,
          );
          const expected = [...referenceFlatten(g, i)].map(([n, e]) => [n, e.sites.sort()] as const);
          expect(Object.fromEntries(sites.sort())).toEqual(Object.fromEntries(expected.sort()));
          // A skill that only includes one skill, with no override, holds that skill's very entries.
          const only = s.includes[0];
          if (s.own.length === 0 && s.includes.length === 1 && only!.overrides.length === 0) {
            const child = project.flatten(skillName(only!.target))!;
            expect([...flat.entries.values()]).toEqual([...child.entries.values()]);
            child.entries.forEach((entry, n) => expect(flat.entries.get(n)).toBe(entry));
          }
        });
      }),
      { seed: 20261130, numRuns: 300 },
    );
  });

  // An include that an earlier include holds whole is skipped (flatten.ts addIncludes): the
  // conflicts it would meet must still be found, and an override in between must stop the skip.
  const tool = (description: string): Gen['skills'][number]['own'][number] => ({
    name: 'x/a',
    description,
    writes: false,
  });
  it.each<[string, Gen]>([
    [
      'own entry against a held include',
      {
        skills: [
          { own: [tool('two')], includes: [] },
          { own: [], includes: [{ target: 0, overrides: [] }] },
          {
            own: [tool('one')],
            includes: [
              { target: 1, overrides: [] },
              { target: 0, overrides: [] },
            ],
          },
        ],
      },
    ],
    [
      'an override in the holding include',
      {
        skills: [
          { own: [tool('two')], includes: [] },
          { own: [], includes: [{ target: 0, overrides: [{ entry: 'x/a', description: 'over' }] }] },
          {
            own: [],
            includes: [
              { target: 1, overrides: [] },
              { target: 0, overrides: [] },
            ],
          },
        ],
      },
    ],
  ])('matches the reference where includes include each other: %s', (_, g) => {
    const project = projectOf(toFiles(g));
    const flat = project.flatten(skillName(2))!;
    const actual = [...flat.entries].map(([n, e]) => [n, e.tool.description] as const).sort();
    const expected = [...referenceFlatten(g, 2)].map(([n, e]) => [n, e.def.description] as const).sort();
    expect(actual).toEqual(expected);
    // Both definitions stand, qualified: the conflict was found.
    expect(new Set(actual.map(([, d]) => d)).size).toBe(2);
  });

  it("finds an entry's first own site, else its first included site, as its listed sites have them", () => {
    fc.assert(
      fc.property(genGraph, (g) => {
        const project = projectOf(toFiles(g));
        g.skills.forEach((_, i) => {
          const flat = project.flatten(skillName(i))!;
          // Asked before sitesOf, which keeps what it lists (and firstSites then reads that).
          const first = [...TOOL_NAMES, ...flat.entries.keys()].map((n) => flat.firstSite(n));
          const listed = [...TOOL_NAMES, ...flat.entries.keys()].map((n) => {
            const sites = flat.sitesOf(n);
            return sites.find((s) => !s.via) ?? sites[0];
          });
          expect(first).toEqual(listed);
        });
      }),
      { seed: 20261202, numRuns: 300 },
    );
  });

  it('flattens each skill once however often it is included', () => {
    const files: Record<string, string> = {
      'skills/leaf.yaml': 'name: x/leaf\nbuiltins: [git_operations]\n',
    };
    for (let i = 0; i < 50; i++) files[`skills/mid${i}.yaml`] = `name: x/mid${i}\nincludes: [x/leaf]\n`;
    files['skills/top.yaml'] =
      `name: x/top\nincludes: [${Array.from({ length: 50 }, (_, i) => `x/mid${i}`).join(', ')}]\n`;
    const project = projectOf(files);
    const top = project.flatten('x/top')!;
    // One flattening of x/leaf: every skill above holds its very entry object.
    const leaf = project.flatten('x/leaf')!.entries.get('builtin:git_operations')!;
    expect(top.entries.get('builtin:git_operations')).toBe(leaf);
    for (let i = 0; i < 50; i++)
      expect(project.flatten(`x/mid${i}`)!.entries.get('builtin:git_operations')).toBe(leaf);
  });

  it('leaves skills on or above a cycle unflattened, without a crash', () => {
    const project = projectOf({
      'skills/s.yaml':
        'name: x/a\nincludes: [x/b]\n---\nname: x/b\nincludes: [x/a]\n---\nname: x/top\nincludes: [x/a]\n---\nname: x/ok\n',
    });
    expect(project.flatten('x/a')).toBeUndefined();
    expect(project.flatten('x/top')).toBeUndefined();
    expect(project.flatten('x/ok')).toBeDefined();
  });

  it('does not recurse: a 5,000-deep include chain flattens', () => {
    const docs = Array.from(
      { length: 5000 },
      (_, i) => `name: x/s${i}\n${i > 0 ? `includes: [x/s${i - 1}]\n` : 'builtins: [git_operations]\n'}`,
    );
    const project = projectOf({ 'skills/chain.yaml': docs.join('---\n') });
    expect(project.flatten('x/s4999')?.entries.has('builtin:git_operations')).toBe(true);
  });
});

describe('cycle detection', () => {
  const genAny = fc.integer({ min: 1, max: 8 }).chain((n) =>
    fc.array(fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { maxLength: 3 }), {
      minLength: n,
      maxLength: n,
    }),
  );

  it('finds exactly the nodes and edges a reference reachability search finds', () => {
    fc.assert(
      fc.property(genAny, (edges) => {
        const files: Record<string, string> = {};
        edges.forEach((targets, i) => {
          files[`skills/s${i}.yaml`] =
            `name: ${skillName(i)}\nincludes: [${targets.map(skillName).join(', ')}]\n`;
        });
        const reaches = (from: number, to: number): boolean => {
          const seen = new Set<number>();
          const stack = [...edges[from]!];
          while (stack.length > 0) {
            const n = stack.pop()!;
            if (n === to) return true;
            if (seen.has(n)) continue;
            seen.add(n);
            stack.push(...edges[n]!);
          }
          return false;
        };
        const expectedNodes = edges
          .map((_, i) => i)
          .filter((i) => reaches(i, i))
          .map(skillName)
          .sort();
        const expectedEdges = edges
          .flatMap((ts, i) => ts.filter((t) => reaches(t, i)).map((t) => `${i}->${t}`))
          .sort();
        const project = projectOf(files);
        expect(project.includeGraph.cycles().flat().sort()).toEqual(expectedNodes);
        const found = checkFiles(files)
          .filter((d) => d.rule === 'include-cycle')
          .map((d) => {
            const from = Number(/s(\d+)\.yaml/.exec(d.file)![1]);
            const to = Number(/^include cycle: x\/s\d+ → x\/s(\d+)/.exec(d.message)![1]);
            return `${from}->${to}`;
          })
          .sort();
        expect(found).toEqual(expectedEdges);
      }),
      { seed: 42, numRuns: 300 },
    );
  });
});
