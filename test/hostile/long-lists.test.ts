// Long lists that were searched once per item of another (SPEC §9: cost near-linear on any shape).
// Each shape was quadratic in one list's length; each test's name says what its check and diff
// (against HEAD~1) cost in this process before the fix, in CPU seconds, and the JSON report's size.
// Bounds are CPU time, not wall time (the machine may be shared), with a wide margin.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatJson } from '../../src/report/json.js';
import { runCheck, type RunResult } from '../../src/run.js';
import {
  manySideEffects,
  oneNameDefined,
  oneToolListed,
  policyByName,
  repeatedCapability,
  sameToolListed,
  slotsFanOut,
  type Shape,
} from '../../scripts/hostile-shapes.mjs';
import { check, cpuSeconds, messages, repo, runShape } from './helpers.js';

const BOUND_S = 6;
const WALL_MS = 300_000;

const run = (shape: Shape): { check: RunResult; diff: RunResult } => runShape(shape, BOUND_S);

describe('long lists', () => {
  it(
    'a tool with 40,000 side effects, one added (was 37.7 CPU s)',
    () => {
      const { diff } = run(manySideEffects(40_000));
      expect(messages(diff, 'escalation')).toHaveLength(1);
      expect(messages(diff, 'escalation')[0]).toContain('effect-039999');
    },
    WALL_MS,
  );

  it(
    'a tool repeating its capability key 12,000 times, each with its own side effect (was 25.3 CPU s)',
    () => {
      const { check, diff } = run(repeatedCapability(12_000));
      expect(messages(check, 'duplicate-key')).toHaveLength(12_000);
      expect(messages(diff, 'escalation').join('\n')).toContain("'k/t'");
    },
    WALL_MS,
  );

  it(
    'a skill listing one tool 40,000 times (was 49.9 CPU s)',
    () => {
      const { diff } = run(sameToolListed(40_000));
      expect(diff.report.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    },
    WALL_MS,
  );

  it(
    'a tool with 2,000 resource slots in 2,000 skills, one slot starts writing (was 14.1 CPU s)',
    () => {
      const { diff } = run(slotsFanOut(2000));
      const escalations = diff.report.diagnostics.filter((d) => d.rule === 'escalation');
      expect(escalations.length).toBeGreaterThan(0);
      // Every skill's escalation is caused in the tool's file, which is all the head changed.
      expect(new Set(escalations.map((d) => d.file))).toEqual(new Set(['tools/t.yaml']));
    },
    WALL_MS,
  );

  it(
    'one tool name defined 2,000 times: each finding names ten others (was 44.4 CPU s, 75 MB of JSON)',
    () => {
      const { check, diff } = run(oneNameDefined(2000));
      const found = messages(check, 'duplicate-name');
      expect(found).toHaveLength(2000);
      expect(found[0]).toBe(
        `tool 'd/t' is also defined at ${[6, 11, 16, 21, 26, 31, 36, 41, 46, 51].map((l) => `tools/t.yaml:${l}`).join(', ')} and 1,989 more`,
      );
      expect(found[1]).toMatch(/^tool 'd\/t' is also defined at tools\/t\.yaml:1, tools\/t\.yaml:11, /);
      expect(formatJson(diff.report).length).toBeLessThan(2_000_000);
    },
    WALL_MS,
  );

  it(
    'an MCP inventory listing one tool 1,000 times (was 17.9 CPU s, 8 MB of JSON)',
    () => {
      const { diff } = run(oneToolListed(1000));
      const found = messages(diff, 'duplicate-name');
      expect(found).toHaveLength(1000);
      expect(found[0]).toMatch(
        /^MCP tool 'same' is listed again in this inventory at line 1, .* and 989 more$/,
      );
      expect(formatJson(diff.report).length).toBeLessThan(1_000_000);
    },
    WALL_MS,
  );

  it(
    'an actor allowing each of its 2,000 skills by name (was 22.4 CPU s)',
    () => {
      const { check, diff } = run(policyByName(2000));
      expect(messages(check, 'skill-access')).toEqual([]);
      expect(diff.report.diff?.actors.map((a) => a.name)).toEqual(['p/a']);
    },
    WALL_MS,
  );
});

// `list.push(...items)` passes each item as an argument: past about 120,000 the call overflows
// the stack, and the run ended with exit 3. A list one document can hold (200,000 nodes) is past it.
describe('a list too long to spread into a call', () => {
  it('an override dropping 140,000 side effects is a capability-downgrade, not a crash', () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-spread-'));
    mkdirSync(join(dir, 'tools'));
    mkdirSync(join(dir, 'skills'));
    const effects = Array.from({ length: 140_000 }, (_, i) => `e${i}`).join(',');
    writeFileSync(
      join(dir, 'tools', 't.yaml'),
      `name: x/t\ndescription: d\nsource: builtin\ncapability:\n  side_effects: [${effects}]\n`,
    );
    writeFileSync(
      join(dir, 'skills', 's.yaml'),
      'name: x/s\ntools:\n  - name: x/t\n    overrides:\n      capability:\n        side_effects: []\n',
    );
    writeFileSync(join(dir, '.agents-config-check.yml'), 'max-file-size: 8388608\n');
    const { report } = runCheck({ root: dir });
    expect(messages({ report } as RunResult, 'capability-downgrade')).toHaveLength(1);
  });
});

// "Did you mean" compared every misspelled reference with every tool name, each comparison
// working out the whole table of two lengths: names of a thousand characters that differ at their
// ends cost a million steps a pair, and a 200 KB repository took minutes.
describe('misspelled references to long names', () => {
  it('100 tools of 1,000-character names, each referenced misspelled (was 498 s)', () => {
    const stem = `x/${'a'.repeat(1000)}`;
    const id = (i: number): string => String(i).padStart(5, '0');
    const tools = Array.from(
      { length: 100 },
      (_, i) => `---\nname: ${stem}-${id(i)}\ndescription: d\nsource: builtin\n`,
    );
    const refs = Array.from({ length: 100 }, (_, i) => `  - ${stem}-zz${id(i)}\n`);
    const [result, seconds] = cpuSeconds(() =>
      check({
        'tools/t.yaml': tools.join(''),
        'skills/s.yaml': `name: x/s\ndescription: s\ntools:\n${refs.join('')}`,
      }),
    );
    expect(seconds).toBeLessThan(BOUND_S);
    expect(messages(result, 'unknown-tool')).toHaveLength(100);
  });
});

// An MCP server's inventory was gathered again for every tool that names the server, every
// misspelled tool was compared with every tool the inventory lists, and every tool a skill lists
// searched all of the item's overrides for its own.
describe("an MCP server's long lists", () => {
  const inventory = (n: number): string =>
    JSON.stringify({
      server: 'gh',
      tools: Array.from({ length: n }, (_, i) => ({
        name: `t${String(i).padStart(6, '0')}`,
        inputSchema: {},
      })),
    });
  const listed = (n: number, name: (i: number) => string): string =>
    Array.from({ length: n }, (_, i) => `      - ${name(i)}\n`).join('');
  const id = (i: number): string => String(i).padStart(6, '0');
  const bounded = (files: Record<string, string>): RunResult => {
    const [result, seconds] = cpuSeconds(() => check({ 'mcp-servers/gh.json': inventory(20_000), ...files }));
    expect(seconds).toBeLessThan(BOUND_S);
    return result;
  };

  it('a skill listing 10,000 tools the inventory of 20,000 lacks (was 74 CPU s)', () => {
    const r = bounded({
      'skills/s.yaml': `name: x/s\nmcp_servers:\n  - name: gh\n    tools:\n${listed(10_000, (i) => `u${id(i)}x`)}`,
    });
    expect(messages(r, 'unknown-tool')).toHaveLength(10_000);
  });

  it('5,000 tools naming their tools of an inventory of 20,000 (was 23 CPU s)', () => {
    const tools = Array.from(
      { length: 5_000 },
      (_, i) => `---\nname: x/t${i}\ndescription: d\nsource: mcp\nmcp_server: gh\nmcp_tool_name: t${id(i)}\n`,
    );
    const r = bounded({ 'tools/t.yaml': tools.join(''), 'skills/s.yaml': 'name: x/s\ntools: [x/t0]\n' });
    expect(messages(r, 'unknown-tool')).toEqual([]);
  });

  it('a skill listing 10,000 tools, each with an override that names none of them (was 43 CPU s)', () => {
    const overrides = Array.from({ length: 10_000 }, (_, i) => `      u${id(i)}x: {description: d}\n`);
    const r = bounded({
      'skills/s.yaml': `name: x/s\nmcp_servers:\n  - name: gh\n    tools:\n${listed(10_000, (i) => `t${id(i)}`)}    overrides:\n${overrides.join('')}`,
    });
    expect(messages(r, 'unknown-tool')).toHaveLength(10_000);
  });
});

// The configuration's builtin groups were a list searched for every builtin a skill names, and
// compared whole with every one it lacks.
describe('a configuration of many builtin groups', () => {
  it('10,000 groups and a skill naming 10,000 others (was 47 CPU s)', () => {
    const id = (i: number): string => String(i).padStart(6, '0');
    const lines = (n: number, line: (i: number) => string): string =>
      Array.from({ length: n }, (_, i) => line(i)).join('');
    const [result, seconds] = cpuSeconds(() =>
      check({
        '.agents-config-check.yml': `builtin-groups:\n${lines(10_000, (i) => `  - group_${id(i)}\n`)}`,
        'skills/s.yaml': `name: x/s\nbuiltins:\n${lines(10_000, (i) => `  - grp_${id(i)}x\n`)}`,
      }),
    );
    expect(seconds).toBeLessThan(BOUND_S);
    expect(messages(result, 'unknown-builtin')).toHaveLength(10_000);
  });
});

// Each override glob that matched nothing gathered every checked file's folders again for its
// hint and was tried on every path, and each file with a finding was tried by every override.
describe('a configuration of many overrides', () => {
  it('6,000 overrides of folders that hold nothing, beside 6,000 files with findings (was 24 CPU s)', () => {
    const files: Record<string, string> = {
      '.agents-config-check.yml': `overrides:\n${Array.from({ length: 6_000 }, (_, i) => `  - files: ["tuuls${i}/**"]\n    rules: {unused-tool: off}\n`).join('')}`,
    };
    for (let i = 0; i < 6_000; i++)
      files[`tools/t${i}.yaml`] = `name: x/t${i}\ndescription: d\nsource: builtin\n`;
    const dir = repo(files);
    const [result, seconds] = cpuSeconds(() => runCheck({ root: dir }));
    expect(seconds).toBeLessThan(BOUND_S);
    expect(messages(result, 'unused-tool')).toHaveLength(6_000);
    expect(messages(result, 'config')).toHaveLength(6_000);
  });

  // Indexed by a first segment, these shared one (`tools`) or had none (`**`): each was tried on
  // every file again.
  it.each([
    ['one file each, under one folder (was 5 CPU s at 6,000)', (i: number) => `tools/t${i}.yaml`],
    ['a folder each, anywhere (was 6 CPU s at 6,000)', (i: number) => `**/tuuls${i}/**`],
  ])('8,000 overrides: %s', (_name, glob) => {
    const files: Record<string, string> = {
      '.agents-config-check.yml': `overrides:\n${Array.from({ length: 8_000 }, (_, i) => `  - files: ["${glob(i)}"]\n    rules: {unused-tool: note}\n`).join('')}`,
    };
    for (let i = 0; i < 8_000; i++)
      files[`tools/t${i}.yaml`] = `name: x/t${i}\ndescription: d\nsource: builtin\n`;
    const dir = repo(files);
    const [result, seconds] = cpuSeconds(() => runCheck({ root: dir }));
    expect(seconds).toBeLessThan(BOUND_S);
    expect(messages(result, 'unused-tool')).toHaveLength(8_000);
  });
});

// Each ignore glob was asked of every path the walk met: the list times the tree.
describe('a configuration of many ignore globs', () => {
  it('20,000 ignore globs, some after `**/`, 5,000 of them folders of the 10,000 tools (was 24 CPU s)', () => {
    const ignore = [
      ...Array.from({ length: 5_000 }, (_, i) => `tools/t${2 * i + 1}/**`),
      ...Array.from({ length: 15_000 }, (_, i) => (i % 2 === 0 ? `drafts${i}/**` : `**/drafts${i}/**`)),
    ];
    const files: Record<string, string> = {
      '.agents-config-check.yml': `ignore:\n${ignore.map((g) => `  - "${g}"\n`).join('')}`,
    };
    for (let i = 0; i < 10_000; i++)
      files[`tools/t${i}/t.yaml`] = `name: x/t${i}\ndescription: d\nsource: builtin\n`;
    const dir = repo(files);
    const [result, seconds] = cpuSeconds(() => runCheck({ root: dir }));
    expect(seconds).toBeLessThan(BOUND_S);
    const unused = result.report.diagnostics.filter((d) => d.rule === 'unused-tool');
    expect(unused).toHaveLength(5_000);
    expect(unused.every((d) => /^tools\/t\d*[02468]\/t\.yaml$/.test(d.file))).toBe(true);
    expect([unused[0]?.file, unused[0]?.line, unused[0]?.column]).toEqual(['tools/t0/t.yaml', 1, 7]);
  });
});
