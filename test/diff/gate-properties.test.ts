// The power gate on random base/head pairs (SPEC §6): renamed and moved skills, files that do not
// parse, include cycles, lying overrides and policy edits, and every source of entries: builtin
// groups, MCP servers listed or used whole with a pinned inventory whose annotations change, tools
// defined twice (a second claim, or a second definition calling an MCP tool). Every widening of an
// actor's effective set — computed here from the flattened sets alone, as the spec words it —
// yields at least one escalation that names the actor; a tree diffed against itself yields none.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffTrees } from '../../src/core/diff/diff-trees.js';
import { Project } from '../../src/core/project/project.js';
import { memoryInput } from '../helpers.js';

const TOOLS = ['x/a', 'x/b', 'x/c', 'x/d'];
const PATTERNS = ['x/s1', 'x/s*', 'x/r*', 'x/*2'];

const genTool = fc.record({ writes: fc.boolean(), unsafe: fc.boolean(), readOnly: fc.boolean() });

const MCP_TOOLS = ['get_me', 'delete_repo', 'push'];
const GROUPS = ['file_operations', 'git_operations', 'directory_operations', 'shell_access'];

/** An inventory tool's annotations: absent, or each hint absent or given. */
const genAnnotations = fc.option(
  fc.record({
    readOnlyHint: fc.option(fc.boolean(), { nil: undefined }),
    destructiveHint: fc.option(fc.boolean(), { nil: undefined }),
  }),
  { nil: undefined },
);

const genSkill = fc.record({
  tools: fc.subarray(TOOLS, { maxLength: 3 }),
  builtins: fc.subarray(GROUPS, { maxLength: 2 }),
  /** The `gh` server: not used, used whole, or with a static list. */
  gh: fc.option(fc.option(fc.subarray(MCP_TOOLS, { minLength: 1, maxLength: 2 }), { nil: undefined }), {
    nil: null,
  }),
  /** A tool listed with an override that claims it neither writes nor is unsafe. */
  lie: fc.option(fc.constantFrom(...TOOLS), { nil: undefined }),
  includes: fc.array(fc.nat({ max: 5 }), { maxLength: 2 }),
  mcp: fc.boolean(),
  renamed: fc.boolean(),
  moved: fc.boolean(),
  broken: fc.boolean(),
});

const genPolicy = fc.option(
  fc.record({
    readOnly: fc.option(fc.boolean(), { nil: undefined }),
    deny: fc.option(fc.subarray(PATTERNS, { maxLength: 2 }), { nil: undefined }),
    allow: fc.option(fc.subarray(PATTERNS, { maxLength: 2 }), { nil: undefined }),
  }),
  { nil: undefined },
);

const genActor = fc.record({ skills: fc.subarray([0, 1, 2, 3, 4, 5], { maxLength: 3 }), policy: genPolicy });

/** A tool's second definition (its duplicate-name finding aside): another claim, or a `gh` tool it calls. */
const genSecond = fc.oneof(
  genTool.map((claim) => ({ ...claim, calls: undefined })),
  fc.constantFrom(...MCP_TOOLS).map((calls) => ({ writes: false, unsafe: false, readOnly: true, calls })),
);

const genRepo = fc.record({
  tools: fc.array(genTool, { minLength: 4, maxLength: 4 }),
  seconds: fc.array(fc.option(genSecond, { nil: undefined }), { minLength: 4, maxLength: 4 }),
  /** The pinned inventory of `gh`, when there is one: which tools, with which annotations. */
  inventory: fc.option(fc.array(fc.tuple(fc.constantFrom(...MCP_TOOLS), genAnnotations), { maxLength: 3 }), {
    nil: undefined,
  }),
  skills: fc.array(genSkill, { minLength: 1, maxLength: 6 }),
  actors: fc.array(genActor, { minLength: 1, maxLength: 2 }),
});

type Repo = typeof genRepo extends fc.Arbitrary<infer T> ? T : never;

function files(repo: Repo): Record<string, string> {
  const out: Record<string, string> = {};
  const name = (i: number): string | undefined => {
    const s = repo.skills[i];
    return s ? `x/${s.renamed ? 'r' : 's'}${i}` : undefined;
  };
  const capability = (t: { writes: boolean; unsafe: boolean; readOnly: boolean }): string =>
    `capability: {writes: ${t.writes}, unsafe: ${t.unsafe}, read_only: ${t.readOnly && !t.writes}}\n`;
  repo.tools.forEach((t, i) => {
    out[`tools/t${i}.yaml`] = `name: ${TOOLS[i]}\ndescription: d\nsource: builtin\n${capability(t)}`;
  });
  repo.seconds.forEach((t, i) => {
    if (!t) return;
    const source = t.calls ? `source: mcp\nmcp_server: gh\nmcp_tool_name: ${t.calls}\n` : 'source: builtin\n';
    out[`tools/t${i}b.yaml`] = `name: ${TOOLS[i]}\ndescription: d\n${source}${capability(t)}`;
  });
  repo.skills.forEach((s, i) => {
    const tools = s.tools.map((t) =>
      t === s.lie ? `{name: ${t}, overrides: {capability: {writes: false, unsafe: false}}}` : t,
    );
    const includes = [...new Set(s.includes.flatMap((n) => name(n) ?? []))];
    const path = s.moved ? `skills/moved/m${i}.yaml` : `skills/s${i}.yaml`;
    const servers = [
      ...(s.mcp ? ['{name: shell}'] : []),
      ...(s.gh === null ? [] : [s.gh === undefined ? '{name: gh}' : `{name: gh, tools: [${s.gh.join(', ')}]}`]),
    ];
    out[path] = s.broken
      ? `name: ${name(i)}\ntools: [${tools.join(', ')}\n`
      : `name: ${name(i)}\ntools: [${tools.join(', ')}]\nincludes: [${includes.join(', ')}]\nbuiltins: [${s.builtins.join(', ')}]\nmcp_servers: [${servers.join(', ')}]\n`;
  });
  if (repo.inventory) {
    const tools = repo.inventory.map(([n, annotations]) => ({
      name: n,
      inputSchema: { type: 'object' },
      ...(annotations ? { annotations: JSON.parse(JSON.stringify(annotations)) as object } : {}),
    }));
    out['mcp-servers/gh.json'] = JSON.stringify({ tools });
  }
  repo.actors.forEach((a, i) => {
    const p = a.policy;
    const policy = p
      ? `skill_access_policy:\n${p.readOnly !== undefined ? `  read_only: ${p.readOnly}\n` : ''}${p.deny ? `  deny: [${p.deny.map((d) => `"${d}"`).join(', ')}]\n` : ''}${p.allow ? `  allow: [${p.allow.map((d) => `"${d}"`).join(', ')}]\n` : ''}`
      : '';
    out[`actors/a${i}.yaml`] =
      `name: x/actor${i}\nskills: [${a.skills.flatMap((n) => name(n) ?? []).join(', ')}]\n${policy}`;
  });
  return out;
}

const project = (f: Record<string, string>): Project => new Project(memoryInput(f));

/** The shipped builtin groups' power; a group not listed is unknown: the most it could be. */
const BUILTIN: Record<string, { writes: boolean; unsafe: boolean }> = {
  file_operations: { writes: true, unsafe: true },
  directory_operations: { writes: true, unsafe: false },
  git_operations: { writes: true, unsafe: false },
};

/** An MCP tool's power as the specification's defaults read its annotations (every listing: the stronger). */
function mcpReading(files: Record<string, string>, tool: string): Reading {
  const text = files['mcp-servers/gh.json'];
  const listed = text
    ? (JSON.parse(text).tools as { name: string; annotations?: Record<string, boolean> }[]).filter(
        (t) => t.name === tool,
      )
    : [];
  if (listed.length === 0) return { writes: true, unsafe: true, readOnly: false, dynamic: false };
  const readOnly = listed.every((t) => t.annotations?.readOnlyHint === true);
  const unsafe = listed.some((t) => t.annotations?.readOnlyHint !== true && t.annotations?.destructiveHint !== false);
  return { writes: !readOnly, unsafe, readOnly, dynamic: false };
}

/** An entry's power, read independently of the checker from what the files say. */
function readingOf(p: Project, files: Record<string, string>, name: string): Reading {
  if (name.startsWith('builtin:')) {
    const group = BUILTIN[name.slice('builtin:'.length)] ?? { writes: true, unsafe: true };
    return { ...group, readOnly: false, dynamic: false };
  }
  if (name === 'mcp:shell/*' || name === 'mcp:gh/*') return { writes: true, unsafe: true, readOnly: false, dynamic: true };
  if (name.startsWith('mcp:gh/')) return mcpReading(files, name.slice('mcp:gh/'.length));
  // A name qualified by a conflict is still its registered tool.
  return registeredReading(files, name.split('.').pop() as string);
}

/**
 * A registered tool's power from the files that define it: each definition's claim, and one that
 * calls a tool of `gh` where `gh` is pinned at least that tool; the stronger of all definitions.
 */
function registeredReading(files: Record<string, string>, name: string): Reading {
  const readings = Object.entries(files)
    .filter(([path, text]) => path.startsWith('tools/') && text.startsWith(`name: ${name}\n`))
    .map(([, text]) => {
      const [, writes, unsafe, readOnly] = /writes: (\w+), unsafe: (\w+), read_only: (\w+)/.exec(text) ?? [];
      const claim = { writes: writes === 'true', unsafe: unsafe === 'true', readOnly: readOnly === 'true' };
      const calls = /mcp_tool_name: (\w+)/.exec(text)?.[1];
      if (!calls || !files['mcp-servers/gh.json']) return claim;
      const source = mcpReading(files, calls);
      return {
        writes: claim.writes || source.writes,
        unsafe: claim.unsafe || source.unsafe,
        readOnly: claim.readOnly && source.readOnly,
      };
    });
  return {
    writes: readings.some((r) => r.writes),
    unsafe: readings.some((r) => r.unsafe),
    readOnly: readings.length > 0 && readings.every((r) => r.readOnly),
    dynamic: false,
  };
}

interface Reading {
  writes: boolean;
  unsafe: boolean;
  readOnly: boolean;
  dynamic: boolean;
}

const matches = (pattern: string, skill: string): boolean =>
  new RegExp(`^${pattern.split('*').join('[^/]*')}$`).test(skill);

/**
 * An actor's effective set as SPEC §6 words it, from the flattened sets: the union over the skills
 * its policy allows, entries read as their registered tool really is (overrides only lie here),
 * a read_only actor keeping only read-only entries.
 */
function effectiveSet(p: Project, files: Record<string, string>, actor: string): Map<string, Reading> {
  const out = new Map<string, Reading>();
  for (const info of p.actorsByName.get(actor) ?? []) {
    for (const ref of info.skills) {
      if (ref.ref.kind !== 'local') continue;
      const skill = ref.ref.name;
      if (info.deny.some((d) => matches(d, skill))) continue;
      if (info.allow && !info.allow.some((d) => matches(d, skill))) continue;
      for (const name of p.flatten(skill)?.entries.keys() ?? []) {
        const reading = readingOf(p, files, name);
        if (info.readOnly && !reading.readOnly) continue;
        out.set(name, reading);
      }
    }
  }
  return out;
}

function widened(before: Reading | undefined, after: Reading): boolean {
  if (!before) return after.writes || after.unsafe || after.dynamic;
  return (
    (after.writes && !before.writes) ||
    (after.unsafe && !before.unsafe) ||
    (before.readOnly && !after.readOnly)
  );
}

/** The same repository with every definition's description its own, so that no two share a content. */
function distinct(f: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(f).map(([path, text]) => [
      path,
      path.startsWith('tools/')
        ? text.replace('description: d\n', `description: ${path}\n`)
        : /^(skills|actors)\//.test(path)
          ? text.replace('\n', `\ndescription: ${path}\n`)
          : text,
    ]),
  );
}

/**
 * The head of a pull request that only renames: each chosen definition gets a new name (one that
 * every policy pattern matches as it matched the old: a letter added after the first), its file
 * moves to a folder of its own, and every reference follows it. A skill whose file does not parse
 * is no definition, and keeps its name.
 */
function renamedOnly(f: Record<string, string>, chosen: readonly boolean[]): {
  head: Record<string, string>;
  renamed: { kind: string; from: string; to: string }[];
} {
  const defined = Object.entries(f).flatMap(([path, text]) => {
    const kind = path.split('/')[0];
    const name = /^name: (\S+)\n/.exec(text)?.[1];
    const parses = kind !== 'skills' || text.includes(']\nincludes');
    return name && parses && kind !== 'mcp-servers' ? [{ path, name, kind: (kind as string).slice(0, -1) }] : [];
  });
  // A name defined twice is no rename (README, "Renames"): only names defined once are renamed.
  const once = defined.filter((d) => defined.filter((e) => e.name === d.name).length === 1);
  const renamed = once
    .filter((_, i) => chosen[i % chosen.length])
    .map((d) => ({ ...d, to: d.name.replace(/^x\/(.)/, 'x/$1v') }));
  const head: Record<string, string> = {};
  for (const [path, text] of Object.entries(f)) {
    let out = text;
    // A file the checker cannot parse is left as it is: an edit to it is unknown power (SPEC §6).
    const broken = path.startsWith('skills/') && !text.includes(']\nincludes');
    if (!broken) for (const r of renamed) out = out.replace(new RegExp(`${r.name}(?![\\w-])`, 'g'), r.to);
    const moved = renamed.some((r) => r.path === path);
    head[moved ? path.replace('/', '/renamed/') : path] = out;
  }
  const order = ['tool', 'skill', 'actor'];
  return {
    head,
    renamed: renamed
      .map(({ kind, name, to }) => ({ kind, from: name, to }))
      .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || (a.from < b.from ? -1 : 1)),
  };
}

describe('the power gate on random base/head pairs', () => {
  it('a renamed-only definition yields no escalation, and is listed as renamed', () => {
    fc.assert(
      fc.property(genRepo, fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }), (a, chosen) => {
        const baseFiles = distinct(files(a));
        const { head: headFiles, renamed } = renamedOnly(baseFiles, chosen);
        const { changes, diff } = diffTrees(project(baseFiles), project(headFiles), { label: 'base' });
        expect(changes).toEqual([]);
        expect(diff.renamed ?? []).toEqual(renamed);
        expect(diff.tools).toEqual({ added: [], removed: [], changed: [] });
      }),
      { seed: 29, numRuns: 300 },
    );
  });

  it('every widening of an actor’s effective set yields an escalation that names the actor', () => {
    fc.assert(
      fc.property(genRepo, genRepo, (a, b) => {
        const [baseFiles, headFiles] = [files(a), files(b)];
        const base = project(baseFiles);
        const head = project(headFiles);
        const { changes } = diffTrees(base, head, { label: 'base' });
        for (const actor of head.actorsByName.keys()) {
          const before = effectiveSet(base, baseFiles, actor);
          const gains = [...effectiveSet(head, headFiles, actor)].filter(([name, r]) =>
            widened(before.get(name), r),
          );
          for (const [entry] of gains) {
            const named = changes.filter(
              (c) =>
                c.reach.actors.includes(actor) &&
                (c.subject === entry || c.subject.endsWith(`.${entry}`) || entry.endsWith(`.${c.subject}`)),
            );
            expect(named, `${actor} gains ${entry}`).not.toEqual([]);
          }
        }
      }),
      { seed: 13, numRuns: 300 },
    );
  });

  it('a tree diffed against itself yields no escalation', () => {
    fc.assert(
      fc.property(genRepo, (a) => {
        const f = files(a);
        expect(diffTrees(project(f), project(f), { label: 'same' }).changes).toEqual([]);
      }),
      { seed: 17, numRuns: 200 },
    );
  });
});
