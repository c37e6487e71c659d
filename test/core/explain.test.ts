// explain (SPEC §10): include paths and the origin of every capability field, exactly, on a repo
// with two levels of includes and overrides; actors through their policy; tools by who reaches
// them; a lattice of includes that has more paths than can be listed; and marks against a base.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { explain, subjectKind, suggestSubject, type Explanation } from '../../src/core/explain/explain.js';
import { markChanges } from '../../src/core/explain/explain-diff.js';
import { projectOf, tool, type Files } from '../helpers.js';
import { cpuMs } from '../cpu-clock.js';

const LAYERED = join(import.meta.dirname, '..', 'explain', 'layered');

function filesOf(dir: string): Files {
  const out: Files = {};
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else out[relative(dir, path)] = readFileSync(path, 'utf8');
    }
  };
  walk(dir);
  return out;
}

const layered = projectOf(filesOf(LAYERED));

function entry(explanation: Explanation, name: string) {
  const found = explanation.entries?.find((e) => e.name === name);
  if (!found) throw new Error(`no entry ${name}`);
  return found;
}

/** The fields a definition or override sets, as `field=value@file:line`. */
function setFields(capability: Record<string, { value: unknown; file?: string; line?: number }>): string[] {
  return Object.entries(capability)
    .filter(([, o]) => o.file !== undefined)
    .map(([f, o]) => `${f}=${JSON.stringify(o.value)}@${o.file}:${o.line}`);
}

describe('explain a skill: two levels of includes and overrides', () => {
  const team = explain(layered, 'acme/team', 'skill');

  it('names the subject and lists every entry, sorted', () => {
    expect(team.subject).toEqual({ kind: 'skill', name: 'acme/team', file: 'skills/team.yaml', line: 1 });
    expect(team.entries?.map((e) => e.name)).toEqual([
      'acme/deploy',
      'acme/files.acme/write-file',
      'acme/note',
      'acme/ops.acme/write-file',
      'acme/read-file',
    ]);
  });

  it('gives every include path, from the subject down to the contributing skill', () => {
    expect(entry(team, 'acme/read-file')).toMatchObject({
      via: [
        ['acme/team', 'acme/ops', 'acme/files'],
        ['acme/team', 'acme/files'],
      ],
      viaCount: 2,
    });
    expect(entry(team, 'acme/note').via).toEqual([['acme/team', 'acme/ops']]);
  });

  it('takes each field from the last definition or override on the path that sets it', () => {
    // The tool sets writes and write_scope; acme/files overrides write_scope; acme/ops's include
    // of acme/files adds human approval; acme/team's include of acme/ops overrides write_scope again.
    expect(setFields(entry(team, 'acme/ops.acme/write-file').capability)).toEqual([
      'writes=true@tools/acme.yaml:12',
      'write_scope="team"@skills/team.yaml:8',
      'human_approval_required=true@skills/ops.yaml:8',
    ]);
    expect(setFields(entry(team, 'acme/files.acme/write-file').capability)).toEqual([
      'writes=true@tools/acme.yaml:12',
      'write_scope="repo"@skills/files.yaml:8',
    ]);
    expect(setFields(entry(team, 'acme/deploy').capability)).toEqual([
      'writes=true@tools/acme.yaml:21',
      'side_effects=["network"]@tools/acme.yaml:22',
      'human_approval_required=true@tools/acme.yaml:23',
      'cost_profile="high"@skills/team.yaml:11',
    ]);
    expect(setFields(entry(team, 'acme/note').capability)).toEqual(['read_only=true@skills/ops.yaml:16']);
  });

  it('says which fields are defaults, with their values', () => {
    expect(entry(team, 'acme/read-file').capability.unsafe).toEqual({ value: false, default: true });
    expect(entry(team, 'acme/read-file').capability.side_effects).toEqual({ value: [], default: true });
  });

  it('gives the name a conflict qualified', () => {
    expect(entry(team, 'acme/ops.acme/write-file').qualifiedFrom).toBe('acme/write-file');
    expect(entry(team, 'acme/read-file').qualifiedFrom).toBeUndefined();
  });
});

describe('explain an actor', () => {
  it('starts every path at the actor and lists what its policy removed', () => {
    const dev = explain(layered, 'acme/dev', 'actor');
    expect(entry(dev, 'acme/read-file').via).toEqual([
      ['acme/dev', 'acme/team', 'acme/ops', 'acme/files'],
      ['acme/dev', 'acme/team', 'acme/files'],
    ]);
    // acme/deploy comes through the allowed acme/team as well, so only acme/purge is removed.
    expect(dev.entries?.map((e) => e.name)).not.toContain('acme/purge');
    expect(entry(dev, 'acme/deploy').via).toEqual([['acme/dev', 'acme/team', 'acme/ops']]);
    expect(dev.removedByPolicy).toEqual([
      {
        name: 'acme/purge',
        skill: 'acme/danger-zone',
        by: 'deny',
        pattern: 'acme/danger-*',
        reason: "denied by skill_access_policy.deny 'acme/danger-*'",
      },
    ]);
  });

  it('removes what no allow pattern lets in', () => {
    const auditor = explain(layered, 'acme/auditor', 'actor');
    expect(auditor.entries).toEqual([]);
    expect(auditor.removedByPolicy?.map((r) => [r.name, r.by, r.pattern])).toEqual([
      ['acme/read-file', 'allow', null],
      ['acme/write-file', 'allow', null],
    ]);
  });

  it('holds back what is not read-only from a read_only actor, as the gate does', () => {
    const project = projectOf({
      ...filesOf(LAYERED),
      'actors/reader.yaml':
        'name: acme/reader\nskills: [acme/files]\nskill_access_policy:\n  read_only: true\n',
    });
    const reader = explain(project, 'acme/reader', 'actor');
    expect(reader.entries?.map((e) => e.name)).toEqual(['acme/read-file']);
    expect(reader.removedByPolicy).toMatchObject([
      { name: 'acme/write-file', skill: 'acme/files', by: 'read_only' },
    ]);
    const reach = explain(project, 'acme/write-file', 'tool').reachedBy ?? [];
    expect(reach.filter((r) => r.name === 'acme/reader')).toEqual([]);
    expect(explain(project, 'acme/read-file', 'tool').reachedBy?.some((r) => r.name === 'acme/reader')).toBe(
      true,
    );
  });
});

describe('explain a tool', () => {
  it('lists every skill and actor that reaches it, with the capability it has there', () => {
    const reached = explain(layered, 'acme/write-file', 'tool').reachedBy ?? [];
    expect(
      reached.map((r) => `${r.kind} ${r.name} as ${r.entry}: ${r.via.map((p) => p.join('>')).join(' | ')}`),
    ).toEqual([
      'skill acme/files as acme/write-file: acme/files',
      'skill acme/ops as acme/write-file: acme/ops>acme/files',
      'skill acme/team as acme/files.acme/write-file: acme/team>acme/files',
      'skill acme/team as acme/ops.acme/write-file: acme/team>acme/ops>acme/files',
      'actor acme/dev as acme/files.acme/write-file: acme/dev>acme/team>acme/files',
      'actor acme/dev as acme/ops.acme/write-file: acme/dev>acme/team>acme/ops>acme/files',
    ]);
    // Overrides differ per path: the same tool is approved in acme/ops and not in acme/files.
    expect(reached[0]?.capability.human_approval_required).toEqual({ value: false, default: true });
    expect(reached[1]?.capability.human_approval_required).toEqual({
      value: true,
      file: 'skills/ops.yaml',
      line: 8,
    });
  });
});

describe('names', () => {
  it('resolves an actor, then a skill, then a tool; suggests a close name for a typo', () => {
    expect(subjectKind(layered, 'acme/dev')).toBe('actor');
    expect(subjectKind(layered, 'acme/files')).toBe('skill');
    expect(subjectKind(layered, 'acme/purge')).toBe('tool');
    expect(subjectKind(layered, 'acme/nothing')).toBeUndefined();
    expect(suggestSubject([layered], 'acme/tema')).toBe('acme/team');
    expect(suggestSubject([layered], 'other/thing')).toBeUndefined();
  });
});

describe('a lattice of includes', () => {
  // d0 includes a1 and b1, both include d1, which includes a2 and b2, ...: 2^depth paths to the tool.
  const depth = 60;
  const files: Files = { 'tools/t.yaml': tool('x/t') };
  const skills: string[] = [];
  for (let i = 0; i < depth; i++) {
    skills.push(`name: x/d${i}\nincludes: [x/a${i + 1}, x/b${i + 1}]`);
    skills.push(`name: x/a${i + 1}\nincludes: [x/d${i + 1}]`, `name: x/b${i + 1}\nincludes: [x/d${i + 1}]`);
  }
  skills.push(`name: x/d${depth}\ntools: [x/t]`);
  files['skills/lattice.yaml'] = skills.join('\n---\n');
  const project = projectOf(files);

  it('counts every path, lists a few, and stays fast', () => {
    const started = cpuMs();
    const top = explain(project, 'x/d0', 'skill');
    const reach = explain(project, 'x/t', 'tool');
    const elapsed = cpuMs() - started;
    const t = entry(top, 'x/t');
    expect(t.viaCount).toBe(Math.min(Number.MAX_SAFE_INTEGER, 2 ** depth));
    expect(t.via).toHaveLength(8); // explain's MAX_PATHS
    // 2 * depth + 1 names, listed by its ends (explain's MAX_VIA_NAMES).
    expect(t.via[0]).toHaveLength(32);
    expect(t.via[0]?.[31]).toBe(`x/d${depth}`);
    expect(t.via[0]?.slice(0, 3)).toEqual(['x/d0', 'x/a1', 'x/d1']);
    expect(reach.reachedBy).toHaveLength(3 * depth + 1);
    // Without the bound this would be 2^60 paths; with it, a few milliseconds of work per skill.
    expect(elapsed).toBeLessThan(5000);
  });
});

describe('explain against a base', () => {
  const baseFiles = filesOf(LAYERED);
  const headFiles = {
    ...baseFiles,
    'skills/files.yaml': baseFiles['skills/files.yaml']!.replace(
      'write_scope: repo',
      'write_scope: anywhere',
    ),
    'skills/ops.yaml': baseFiles['skills/ops.yaml']!.replace(/anonymous_tools:[\s\S]*$/, ''),
    'skills/extra.yaml': 'name: acme/extra\ntools: [acme/purge]\n',
    'skills/team.yaml': `${baseFiles['skills/team.yaml']}  - acme/extra\n`,
  };

  it('marks entries added, removed and changed, and each changed field with its base value', () => {
    const marked = markChanges(
      explain(projectOf(headFiles), 'acme/team', 'skill'),
      explain(projectOf(baseFiles), 'acme/team', 'skill'),
    );
    const sign = { added: '+', removed: '-', changed: '~' };
    expect(marked.entries?.map((e) => `${e.change ? sign[e.change] : ' '} ${e.name}`)).toEqual([
      '  acme/deploy',
      '~ acme/files.acme/write-file',
      '  acme/ops.acme/write-file',
      '+ acme/purge',
      '  acme/read-file',
      '- acme/note',
    ]);
    expect(entry(marked, 'acme/files.acme/write-file').capability.write_scope).toEqual({
      value: 'anywhere',
      file: 'skills/files.yaml',
      line: 8,
      change: 'changed',
      from: 'repo',
    });
    // acme/team overrides write_scope again on the way through acme/ops: unchanged there.
    expect(entry(marked, 'acme/ops.acme/write-file').capability.write_scope).toEqual({
      value: 'team',
      file: 'skills/team.yaml',
      line: 8,
    });
  });

  it('marks everything added or removed when the subject is new or gone', () => {
    const head = explain(projectOf(headFiles), 'acme/extra', 'skill');
    expect(markChanges(head, undefined).entries?.map((e) => e.change)).toEqual(['added']);
    expect(markChanges(undefined, head).entries?.map((e) => e.change)).toEqual(['removed']);
  });
});

describe('an entry with no definition of its own', () => {
  // An inventory's tool is named in the report by its entry; explain takes it as a tool.
  const inventory = (tools: string) => `{"name": "gh", "tools": [${tools}]}`;
  const READ = '{"name": "get_me", "annotations": {"readOnlyHint": true}}';
  const DELETE = '{"name": "delete_repo", "annotations": {"destructiveHint": true}}';
  const files = (tools: string): Files => ({
    'mcp-servers/gh.json': inventory(tools),
    'skills/gh.yaml': 'name: x/gh\nmcp_servers: [{name: gh}]',
    'skills/ops.yaml': 'name: x/ops\nincludes: [x/gh]',
    'actors/bot.yaml': 'name: x/bot\nskills: [x/ops]',
  });
  const head = projectOf(files(`${READ}, ${DELETE}`));

  it('is a tool subject, placed where the first skill lists it, reached by every skill and actor', () => {
    expect(subjectKind(head, 'mcp:gh/delete_repo')).toBe('tool');
    expect(subjectKind(head, 'mcp:gh/nothing')).toBeUndefined();
    const explained = explain(head, 'mcp:gh/delete_repo', 'tool');
    expect(explained.subject).toEqual({
      kind: 'tool',
      name: 'mcp:gh/delete_repo',
      file: 'skills/gh.yaml',
      line: 2,
    });
    expect(explained.reachedBy?.map((r) => [r.kind, r.name, r.via])).toEqual([
      ['skill', 'x/gh', [['x/gh']]],
      ['skill', 'x/ops', [['x/ops', 'x/gh']]],
      ['actor', 'x/bot', [['x/bot', 'x/ops', 'x/gh']]],
    ]);
    expect(explained.reachedBy?.[2]?.capability.unsafe).toMatchObject({
      value: true,
      file: 'mcp-servers/gh.json',
    });
  });

  it('is marked added where the base holds no such entry', () => {
    const base = projectOf(files(READ));
    expect(subjectKind(base, 'mcp:gh/delete_repo')).toBeUndefined();
    const marked = markChanges(explain(head, 'mcp:gh/delete_repo', 'tool'), undefined);
    expect(marked.reachedBy?.map((r) => r.change)).toEqual(['added', 'added', 'added']);
  });

  it('suggests an entry for a misspelt entry name, and no entry for a name of another shape', () => {
    expect(suggestSubject([head], 'mcp:gh/delete_rep')).toBe('mcp:gh/delete_repo');
    expect(suggestSubject([head], 'x/delete_repo')).toBeUndefined();
  });
});

describe('sets that cannot be known', () => {
  it('a skill on an include cycle lists nothing and says so; an actor using it too', () => {
    const project = projectOf({
      'tools/t.yaml': tool('x/t'),
      'skills/s.yaml': 'name: x/a\nincludes: [x/b]\ntools: [x/t]\n---\nname: x/b\nincludes: [x/a]\n',
      'actors/a.yaml': 'name: x/bot\nskills: [x/a, x/missing]\n',
    });
    expect(explain(project, 'x/a', 'skill')).toMatchObject({ entries: [], unknownSkills: ['x/a'] });
    expect(explain(project, 'x/bot', 'actor')).toMatchObject({
      entries: [],
      removedByPolicy: [],
      unknownSkills: ['x/a', 'x/missing'],
    });
    expect(explain(project, 'x/t', 'tool')).toMatchObject({ reachedBy: [], unknownSkills: ['x/a', 'x/b'] });
  });
});
