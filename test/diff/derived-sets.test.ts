// The set diff of a skill above a change is derived from its includes' diffs (src/core/diff/sets.ts).
// Oracle: the same diff with every affected skill taken as an origin, which compares each whole
// set on both sides. Random include graphs, with overrides on includes, anonymous tools that
// clash with registered ones (name conflicts, qualified names), unknown includes, and a head
// that changes a few tools and sometimes one skill.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findRenames } from '../../src/core/diff/renames.js';
import { diffAffectedSets, type SetDiff } from '../../src/core/diff/sets.js';
import { toolKey } from '../../src/core/power/effective.js';
import type { FlatEntry } from '../../src/core/sets/flat-entries.js';
import { reachable } from '../../src/core/project/include-graph.js';
import { Project } from '../../src/core/project/project.js';
import { memoryInput } from '../helpers.js';

const TOOLS = ['x/a', 'x/b', 'x/c', 'x/d', 'x/e'];
const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Undefined four times in five: conflicts and overrides in some skills, not in most. */
function rarely<T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> {
  return fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary: arb, weight: 1 });
}

const genTool = fc.record({ writes: fc.boolean(), description: fc.constantFrom('one', 'two') });
const genInclude = fc.record({
  to: fc.nat(),
  override: rarely(fc.record({ tool: fc.constantFrom(...TOOLS, 'x/s0.x/a'), writes: fc.boolean() })),
});
const genSkill = fc.record({
  tools: fc.subarray(TOOLS, { maxLength: 1 }),
  anonymous: rarely(fc.record({ name: fc.constantFrom(...TOOLS, 'x/s1.x/b'), writes: fc.boolean() })),
  includes: fc.array(genInclude, { minLength: 1, maxLength: 2 }),
  unknown: fc.boolean(),
});
type Skill = typeof genSkill extends fc.Arbitrary<infer T> ? T : never;
type Tool = typeof genTool extends fc.Arbitrary<infer T> ? T : never;

function skillText(i: number, s: Skill): string {
  const includes = i === 0 ? [] : s.includes.map((inc) => ({ ...inc, to: inc.to % i }));
  const lines = [`name: x/s${i}`, `tools: [${s.tools.join(', ')}]`];
  if (s.anonymous) {
    lines.push(
      'anonymous_tools:',
      `  - name: ${s.anonymous.name}`,
      '    description: anonymous',
      '    source: builtin',
      `    capability: {writes: ${s.anonymous.writes}}`,
    );
  }
  const entries: string[] = [];
  for (const inc of [...new Map(includes.map((x) => [x.to, x])).values()]) {
    entries.push(`  - skill: x/s${inc.to}`);
    if (inc.override) entries.push(`    overrides: {${inc.override.tool}: {capability: {writes: ${inc.override.writes}}}}`);
  }
  if (s.unknown && i % 5 === 4) entries.push('  - skill: x/missing');
  lines.push(entries.length > 0 ? 'includes:' : 'includes: []', ...entries);
  return `${lines.join('\n')}\n`;
}

function repo(tools: Tool[], skills: Skill[]): Record<string, string> {
  const files: Record<string, string> = {};
  tools.forEach((t, i) => {
    files[`tools/t${i}.yaml`] =
      `name: ${TOOLS[i]}\ndescription: ${t.description}\nsource: builtin\ncapability: {writes: ${t.writes}}\n`;
  });
  skills.forEach((s, i) => (files[`skills/s${i}.yaml`] = skillText(i, s)));
  return files;
}

const genPair = fc
  .record({
    tools: fc.array(genTool, { minLength: 5, maxLength: 5 }),
    skills: fc.array(genSkill, { minLength: 1, maxLength: 10 }),
    changedTools: fc.array(fc.record({ at: fc.nat(4), tool: genTool }), { minLength: 1, maxLength: 2 }),
    changedSkill: rarely(fc.record({ at: fc.nat(), skill: genSkill })),
    dropTool: rarely(fc.nat(4)),
  })
  .map(({ tools, skills, changedTools, changedSkill, dropTool }) => {
    const headTools = [...tools];
    for (const c of changedTools) headTools[c.at] = c.tool;
    const headSkills = [...skills];
    if (changedSkill) headSkills[changedSkill.at % skills.length] = changedSkill.skill;
    const head = repo(headTools, headSkills);
    if (dropTool !== undefined) delete head[`tools/t${dropTool}.yaml`];
    return { base: repo(tools, skills), head };
  });

/** What the report takes from a set diff: the lists as diffSkill sorts them, renames as found. */
function shown(d: SetDiff): unknown {
  const { added, removed, changed, escalations, renames } = d.changes;
  return {
    status: d.status,
    flattened: d.flattened,
    tokens: d.tokens(),
    added: [...added].sort(byName),
    removed: [...removed].sort(byName),
    changed: [...changed].sort((a, b) => byName(a.name, b.name)),
    escalations: [...escalations].sort((a, b) => byName(a.entry, b.entry) || byName(a.kind, b.kind)),
    renames,
    differing: d.differing && [...d.differing].sort(byName),
  };
}

describe('derived set diffs', () => {
  it('equal the whole-set comparison on random include graphs', () => {
    let derived = 0;
    fc.assert(
      fc.property(genPair, ({ base, head }) => {
        const b = new Project(memoryInput(base));
        const h = new Project(memoryInput(head));
        const names = new Set([...b.skillsByName.keys(), ...h.skillsByName.keys()]);
        // Origins as the diff finds them: documents that differ, or that list a changed tool.
        const origins = new Set(
          [...names].filter(
            (n) =>
              base[`skills/s${n.slice(3)}.yaml`] !== head[`skills/s${n.slice(3)}.yaml`] ||
              (b.skill(n)?.tools ?? []).some((t) => {
                const i = TOOLS.indexOf(t.ref.kind === 'local' ? t.ref.name : '');
                return base[`tools/t${i}.yaml`] !== head[`tools/t${i}.yaml`];
              }),
          ),
        );
        const affected = reachable(origins, (n) => [...b.includeGraph.parents(n), ...h.includeGraph.parents(n)]);
        const trees = { base: b, head: h, renames: findRenames(b, h) };
        const fast = diffAffectedSets(trees, affected, origins);
        const whole = diffAffectedSets(trees, affected, affected);
        for (const name of affected) {
          const clean = b.flatten(name)?.conflicts.length === 0 && h.flatten(name)?.conflicts.length === 0;
          if (!origins.has(name) && clean && (whole.get(name)!.differing?.size ?? 0) > 0) derived++;
          expect(shown(fast.get(name)!), name).toEqual(shown(whole.get(name)!));
          // What the skills above read of the base through this one: its base set, name by name.
          const baseSet = b.flatten(name);
          if (!baseSet || !h.skill(name)) continue;
          const key = (e: FlatEntry | undefined): string | undefined => e && toolKey(e.tool);
          const everyName = new Set([...baseSet.entries.keys(), ...(h.flatten(name)?.entries.keys() ?? [])]);
          for (const n of everyName) expect(key(fast.get(name)!.before(n)), n).toBe(key(baseSet.entries.get(n)));
        }
      }),
      { seed: 15, numRuns: 150 },
    );
    // The generator reaches the derived path often, not only the whole comparison.
    expect(derived).toBeGreaterThan(50);
  });
});
