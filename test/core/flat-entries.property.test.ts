// Flattened sets share an include's entries instead of copying them (src/core/sets/flat-entries.ts).
// Held here to a plain map built in flattening's order, on include graphs deep enough to stack
// and fold many layers: the same names in the same order, the same entries, size, tokens and digest.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { projectOf } from '../helpers.js';
import { entryTokenBound, entryTokenCount, FUNC_END } from '../../src/core/tokens/function-tokens.js';
import { hexDigest } from '../../src/core/text/digest.js';
import { toolKey } from '../../src/core/power/effective.js';
import type { FlatEntry } from '../../src/core/sets/flat-entries.js';

/** The published digest (schemas/report.schema.json), summed directly over a set's entries. */
function digestOf(entries: ReadonlyMap<string, FlatEntry>): string {
  let sum = 0n;
  entries.forEach((entry, name) => {
    sum += BigInt(`0x${hexDigest('sha256', `${name}\n${toolKey(entry.tool)}`)}`);
  });
  return (sum % (1n << 256n)).toString(16).padStart(64, '0');
}

interface Gen {
  skills: { tools: number[]; includes: number[] }[];
}

// More tools than a set needs to be shared (64), and few enough that includes overlap.
const TOOLS = 120;
const toolName = (t: number): string => `x/t${t}`;
const skillName = (i: number): string => `x/s${i}`;

// Mostly chains: one to three lanes of skills, each including the one before it in its lane,
// with a few more includes (from other lanes too, so that later includes bring new names), so
// that sets stack up many layers and merge them.
const genGraph = fc
  .tuple(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 3 }))
  .chain(([n, lanes]) =>
    fc.record({
      skills: fc.tuple(
        ...Array.from({ length: n }, (_, i) =>
          fc.record({
            tools: fc.uniqueArray(fc.integer({ min: 0, max: TOOLS - 1 }), { maxLength: 8 }),
            includes:
              i === 0
                ? fc.constant([])
                : fc
                    .tuple(
                      fc.integer({ min: 0, max: 19 }).map((k) => k > 0),
                      fc.uniqueArray(fc.integer({ min: 0, max: i - 1 }), { maxLength: 2 }),
                      fc.boolean(),
                    )
                    .map(([chained, others, chainFirst]) => {
                      const previous = Math.max(0, i - lanes);
                      const list = others.filter((o) => o !== previous);
                      if (!chained) return list;
                      return chainFirst ? [previous, ...list] : [...list, previous];
                    }),
          }),
        ),
      ),
    }),
  ) as fc.Arbitrary<Gen>;

function toFiles(g: Gen): Record<string, string> {
  const files: Record<string, string> = {};
  for (let t = 0; t < TOOLS; t++) {
    files[`tools/t${t}.yaml`] = `name: ${toolName(t)}\ndescription: Tool ${t}.\nsource: builtin\n`;
  }
  g.skills.forEach((s, i) => {
    const lines = [`name: ${skillName(i)}`];
    if (s.tools.length > 0) lines.push('tools:', ...s.tools.map((t) => `  - ${toolName(t)}`));
    if (s.includes.length > 0) lines.push('includes:', ...s.includes.map((k) => `  - ${skillName(k)}`));
    files[`skills/s${i}.yaml`] = `${lines.join('\n')}\n`;
  });
  return files;
}

/** Names in flattening's order: the skill's own, then each include's, the first standing. */
function referenceOrder(g: Gen): string[][] {
  const sets: string[][] = [];
  g.skills.forEach((s, i) => {
    const names = new Set(s.tools.map(toolName));
    for (const k of s.includes) for (const name of sets[k] as string[]) names.add(name);
    sets[i] = [...names];
  });
  return sets;
}

describe('shared flattened sets', () => {
  it('hold the names a plain map holds, in its order, however deep the includes stack', () => {
    fc.assert(
      fc.property(genGraph, (g) => {
        const project = projectOf(toFiles(g));
        const expected = referenceOrder(g);
        g.skills.forEach((_, i) => {
          const entries = project.flatten(skillName(i))!.entries;
          const plain = new Map(expected[i]!.map((name) => [name, project.tool(name)!.effective]));
          expect([...entries.keys()]).toEqual([...plain.keys()]);
          expect(entries.size).toBe(plain.size);
          const seen: string[] = [];
          const mismatched: string[] = [];
          entries.forEach((entry, name, map) => {
            const same = map === entries && entry.name === name && entries.get(name) === entry;
            if (!same || entry.tool !== plain.get(name)) mismatched.push(name);
            seen.push(name);
          });
          expect(mismatched).toEqual([]);
          // A name the skill lists itself holds the skill's own entry, not an include's.
          const included = (name: string) =>
            g.skills[i]!.includes.some(
              (k) => project.flatten(skillName(k))!.entries.get(name) === entries.get(name),
            );
          expect(g.skills[i]!.tools.map(toolName).filter(included)).toEqual([]);
          expect(seen).toEqual([...plain.keys()]);
          expect([...entries.values()].map((e) => e.name)).toEqual(seen);
          expect([...entries].map(([name]) => name)).toEqual(seen);
          const held = Array.from({ length: TOOLS }, (_, t) => entries.has(toolName(t)));
          expect(held).toEqual(Array.from({ length: TOOLS }, (_, t) => plain.has(toolName(t))));
          expect(entries.get('x/none')).toBeUndefined();
          const flat = project.flatten(skillName(i))!;
          // The tokens kept as the set is built are those of its entries, summed directly.
          let bound = 0;
          let count = 0;
          entries.forEach((entry) => {
            bound += entryTokenBound(entry);
            count += entryTokenCount(entry);
          });
          const end = entries.size > 0 ? FUNC_END : 0;
          expect(flat.tokens.bound).toBe(bound + end);
          expect(flat.tokens.count()).toBe(count + end);
          // So is the digest, however the set was layered.
          expect(flat.digest.hex()).toBe(digestOf(entries));
        });
      }),
      { seed: 20261201, numRuns: 50, endOnFailure: true },
    );
  });

  it('share the entries of the include they extend: a deep chain holds each entry once', () => {
    const docs = Array.from(
      { length: 200 },
      (_, i) => `name: x/s${i}\ntools: [x/t${i}]\n${i > 0 ? `includes: [x/s${i - 1}]\n` : ''}`,
    );
    const tools = Object.fromEntries(
      Array.from({ length: 200 }, (_, i) => [
        `tools/t${i}.yaml`,
        `name: x/t${i}\ndescription: Tool.\nsource: builtin\n`,
      ]),
    );
    const project = projectOf({ ...tools, 'skills/chain.yaml': docs.join('---\n') });
    const bottom = project.flatten('x/s0')!.entries.get('x/t0')!;
    for (let i = 0; i < 200; i++) {
      const entries = project.flatten(`x/s${i}`)!.entries;
      expect(entries.size).toBe(i + 1);
      expect(entries.get('x/t0')).toBe(bottom);
      expect([...entries.keys()][0]).toBe(`x/t${i}`);
    }
  });
});

describe('an include with overrides', () => {
  it('replaces the entries its overrides change, in place, and shares the rest, down a chain', () => {
    // 300 skills, each including the next with an override of one tool (of 100): by its name a
    // description, by its bare name (which a runtime may apply or not) writes; the last includes
    // the base. Every fifth lists a tool of its own (in front of what it includes), which the
    // skill four above it re-describes.
    const depth = 300;
    const tool = (name: string, description: string) => [
      `tools/${name.slice(2)}.yaml`,
      `name: ${name}\ndescription: ${description}\nsource: builtin\n`,
    ];
    const owning = Array.from({ length: depth - 1 }, (_, i) => i).filter((i) => i % 5 === 0);
    const tools = Object.fromEntries([
      ...Array.from({ length: 100 }, (_, t) => tool(`x/t${t}`, `Tool ${t}.`)),
      ...owning.map((i) => tool(`x/o${i}`, `Own ${i}.`)),
    ]);
    const overridden = (i: number): number => (i * 7) % 100;
    const override = (i: number): string =>
      i % 2 === 0
        ? `x/t${overridden(i)}: {description: By ${i}.}`
        : `t${overridden(i)}: {capability: {writes: true, read_only: false}}`;
    const docs = Array.from({ length: depth }, (_, i) =>
      i === depth - 1
        ? `name: x/c${i}\nincludes: [x/base]\n`
        : `name: x/c${i}\n${i % 5 === 0 ? `tools: [x/o${i}]\n` : ''}includes:\n  - skill: x/c${i + 1}\n` +
          `    overrides:\n      ${override(i)}\n${i % 5 === 1 ? `      x/o${i + 4}: {description: By ${i}.}\n` : ''}`,
    );
    const base = `name: x/base\ntools: [${Array.from({ length: 100 }, (_, t) => `x/t${t}`).join(', ')}]\n`;
    const project = projectOf({ ...tools, 'skills/chain.yaml': [base, ...docs].join('---\n') });
    const plain = project.flatten('x/base')!.entries;
    for (let i = 0; i < depth; i++) {
      const flat = project.flatten(`x/c${i}`)!;
      const own = owning.filter((j) => j >= i);
      expect([...flat.entries.keys()]).toEqual([...own.map((j) => `x/o${j}`), ...plain.keys()]);
      const below = Array.from({ length: depth - 1 - i }, (_, j) => i + j);
      const shared = [...flat.entries].filter(([name, e]) => e === plain.get(name)).length;
      expect(shared).toBe(100 - new Set(below.map(overridden)).size);
      for (const j of own) {
        const description = j - 4 >= i ? `By ${j - 4}.` : `Own ${j}.`;
        expect(flat.entries.get(`x/o${j}`)!.tool.description).toBe(description);
      }
      plain.forEach((_e, name) => {
        const entry = flat.entries.get(name)!;
        const by = below.filter((j) => `x/t${overridden(j)}` === name);
        const described = by.find((j) => j % 2 === 0);
        const { description } = plain.get(name)!.tool;
        expect(entry.tool.description).toBe(described === undefined ? description : `By ${described}.`);
        expect(entry.tool.capability.writes).toBe(by.some((j) => j % 2 === 1));
      });
      flat.entries.forEach((entry, name) => expect(flat.entries.get(name)).toBe(entry));
      let count = 0;
      flat.entries.forEach((entry) => (count += entryTokenCount(entry)));
      expect(flat.tokens.count()).toBe(count + FUNC_END);
      expect(flat.digest.hex()).toBe(digestOf(flat.entries));
    }
  });
});

// A whole server some of whose tools an item overrides: the server's shared entries with those
// replaced in place. Held to the same item listing every tool (each entry worked out on its own).
const SERVER_TOOLS = 80;
const serverTool = (t: number): string => (t === 3 ? 'mcp:big/t3' : `t${t}`);

const inventory = JSON.stringify({
  server: 'big',
  tools: Array.from({ length: SERVER_TOOLS }, (_, t) => ({
    name: serverTool(t),
    description: `Tool ${t}.`,
    inputSchema: { type: 'object' },
    annotations: { readOnlyHint: t % 3 !== 0 },
  })),
});

/** An override's key: the tool's name, its entry's, `*`, or a tool the server does not list. */
const genKey = fc.oneof(
  fc.integer({ min: 0, max: SERVER_TOOLS - 1 }).map(serverTool),
  fc.integer({ min: 0, max: SERVER_TOOLS - 1 }).map((t) => `mcp:big/${serverTool(t)}`),
  fc.constantFrom('*', 'none', 'mcp:big/none'),
);
const genOverride = fc.oneof(
  fc.constant('{description: Told otherwise.}'),
  fc.constant('{capability: {writes: true, read_only: false}}'),
  fc.constant('{capability: {read_only: true}}'),
  fc.constant('{timeout: 5}'),
);
const genOverrides = fc.uniqueArray(fc.tuple(genKey, genOverride), {
  minLength: 1,
  maxLength: 4,
  selector: ([key]) => key,
});

function serverItem(overrides: [string, string][], listed: boolean): string {
  const tools = Array.from({ length: SERVER_TOOLS }, (_, t) => `'${serverTool(t)}'`).join(', ');
  return [
    'mcp_servers:',
    '  - name: big',
    ...(listed ? [`    tools: [${tools}]`] : []),
    '    overrides:',
    ...overrides.map(([key, value]) => `      '${key}': ${value}`),
  ].join('\n');
}

describe('a whole server with overrides', () => {
  it('holds what the item listing every tool holds, sharing the entries no override changes', () => {
    fc.assert(
      fc.property(fc.array(genOverrides, { minLength: 1, maxLength: 6 }), (items) => {
        const skills = items.flatMap((overrides, i) => [
          `name: w/whole${i}\n${serverItem(overrides, false)}\n`,
          `name: w/listed${i}\n${serverItem(overrides, true)}\n`,
        ]);
        const project = projectOf({
          'mcp-servers/big.json': inventory,
          'skills/all.yaml': [...skills, 'name: w/plain\nmcp_servers: [{name: big}]\n'].join('---\n'),
        });
        const plain = project.flatten('w/plain')!.entries;
        items.forEach((_, i) => {
          const whole = project.flatten(`w/whole${i}`)!;
          const listed = project.flatten(`w/listed${i}`)!;
          const keyed = (set: typeof whole) => [...set.entries].map(([name, e]) => [name, toolKey(e.tool)]);
          expect(keyed(whole)).toEqual(keyed(listed));
          expect(whole.tokens.count()).toBe(listed.tokens.count());
          expect(whole.digest.hex()).toBe(listed.digest.hex());
          // Only entries an override names are the skill's own objects; the rest are the server's.
          const own = [...whole.entries].filter(([name, e]) => e !== plain.get(name));
          const keys = items[i]!.map(([key]) => key);
          if (!keys.includes('*')) expect(own.length).toBeLessThanOrEqual(keys.length);
        });
      }),
      { seed: 20261205, numRuns: 40, endOnFailure: true },
    );
  });

  it('with overrides that differ only in what no reading keeps, is what each item lists', () => {
    // Items whose overrides read alike but for a description under `*` share one map of the
    // server (sources/mcp-servers.ts): each is held to the item listing every tool. The server
    // lists more tools than it holds, so that its dynamic entry `*` is one of them.
    const unread = JSON.stringify({ ...JSON.parse(inventory), nextCursor: 'more' });
    const genDescribed = fc.oneof(
      fc.integer({ min: 0, max: 2 }).map((n) => `{description: Told ${n}.}`),
      fc.constant('{description: Told 0., timeout: 5}'),
      fc.constant('{description: Told 0., description: Told 1.}'),
      fc.constant('{mcp_tool_name: t5}'),
      fc.constant("{mcp_tool_name: '*', description: Told 2.}"),
      fc.constant('{capability: {writes: true, read_only: false}}'),
    );
    const genItem = fc.uniqueArray(
      fc.tuple(fc.constantFrom('*', 'mcp:big/*', 't1', 'mcp:big/t2', serverTool(3)), genDescribed),
      { minLength: 1, maxLength: 3, selector: ([key]) => key },
    );
    fc.assert(
      fc.property(fc.array(genItem, { minLength: 2, maxLength: 8 }), (items) => {
        const skills = items.flatMap((overrides, i) => [
          `name: w/whole${i}\n${serverItem(overrides, false)}\n`,
          // Its dynamic entry listed too, as the whole server holds it.
          `name: w/listed${i}\n${serverItem(overrides, true).replace(']', ", '*']")}\n`,
        ]);
        const project = projectOf({
          'mcp-servers/big.json': unread,
          'skills/all.yaml': skills.join('---\n'),
        });
        items.forEach((_, i) => {
          const whole = project.flatten(`w/whole${i}`)!;
          const listed = project.flatten(`w/listed${i}`)!;
          const keyed = (set: typeof whole) => [...set.entries].map(([name, e]) => [name, toolKey(e.tool)]);
          expect(keyed(whole)).toEqual(keyed(listed));
          expect(whole.tokens.count()).toBe(listed.tokens.count());
          expect(whole.digest.hex()).toBe(listed.digest.hex());
        });
      }),
      { seed: 20261205, numRuns: 60, endOnFailure: true },
    );
  });

  it.each([
    // The dynamic entry's own override runs another tool, so the reading under `*` is the one
    // kept whole (keptWhole), with its description.
    ["      'mcp:big/*': {mcp_tool_name: t5}\n      '*': {description: %}\n"],
    // `*` is the dynamic entry's own key, written before its entry name's: its reading is first.
    ["      '*': {description: %}\n      'mcp:big/*': {capability: {writes: true}}\n"],
  ])('keeps apart overrides whose description under `*` a reading keeps: %j', (overrides) => {
    const item = (told: string) =>
      `mcp_servers:\n  - name: big\n    overrides:\n${overrides.replace('%', told)}`;
    const project = projectOf({
      'mcp-servers/big.json': JSON.stringify({ ...JSON.parse(inventory), nextCursor: 'more' }),
      'skills/all.yaml': `name: w/a\n${item('Told A.')}---\nname: w/b\n${item('Told B.')}`,
    });
    const told = (skill: string) => project.flatten(skill)!.entries.get('mcp:big/*')!.tool.description;
    expect([told('w/a'), told('w/b')]).toEqual(['Told A.', 'Told B.']);
  });

  it("listed whole twice, is the server's entries, brought by the first listing", () => {
    const project = projectOf({
      'mcp-servers/big.json': inventory,
      'skills/all.yaml':
        'name: w/plain\nmcp_servers: [{name: big}]\n---\nname: w/twice\nmcp_servers: [{name: big}, {name: big}]\n',
    });
    const plain = project.flatten('w/plain')!.entries;
    const twice = project.flatten('w/twice')!;
    expect(twice.entries).toBe(plain);
    expect(twice.sitesOf('mcp:big/t0').map((s) => s.site.pointer)).toEqual(['/mcp_servers/0/name']);
  });

  it('with one of its tools listed again, merges it in place, sharing the rest', () => {
    const before =
      'mcp_servers:\n  - {name: big, tools: [t1], overrides: {t1: {description: Listed.}}}\n  - name: big\n';
    const after =
      'mcp_servers:\n  - name: big\n  - {name: big, tools: [t7], overrides: {t7: {capability: {writes: true}}}}\n';
    const project = projectOf({
      'mcp-servers/big.json': inventory,
      'skills/all.yaml': `name: w/plain\nmcp_servers: [{name: big}]\n---\nname: w/before\n${before}---\nname: w/after\n${after}`,
    });
    const plain = project.flatten('w/plain')!.entries;
    const names = [...plain.keys()];
    const first = project.flatten('w/before')!;
    // Listed first, it stands first, as listed; the server's entry of its name is gone.
    expect([...first.entries.keys()]).toEqual(['mcp:big/t1', ...names.filter((n) => n !== 'mcp:big/t1')]);
    expect(first.entries.get('mcp:big/t1')!.tool.description).toBe('Listed.');
    expect(first.sitesOf('mcp:big/t1').map((s) => s.site.pointer)).toEqual(['/mcp_servers/0/name']);
    expect(first.conflicts).toEqual([]);
    const last = project.flatten('w/after')!;
    // Listed after, it stands in the server's place, the stronger reading.
    expect([...last.entries.keys()]).toEqual(names);
    expect(last.entries.get('mcp:big/t7')!.tool.capability.writes).toBe(true);
    expect(last.sitesOf('mcp:big/t7').map((s) => s.site.pointer)).toEqual(['/mcp_servers/0/name']);
    for (const set of [first, last]) {
      const own = [...set.entries].filter(([name, e]) => e !== plain.get(name)).map(([name]) => name);
      expect(own).toEqual([set === first ? 'mcp:big/t1' : 'mcp:big/t7']);
      let count = 0;
      set.entries.forEach((entry) => (count += entryTokenCount(entry)));
      expect(set.tokens.count()).toBe(count + FUNC_END);
      expect(set.digest.hex()).toBe(digestOf(set.entries));
    }
  });
});
