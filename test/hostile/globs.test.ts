// Globs in time linear in the path (SPEC §9), wherever the configuration writes them. The kind and
// ignore globs had a matcher that cannot backtrack; the `overrides` globs still went to picomatch's
// regular expression, and `**/*a*a*a*a*a*a*a*a*a*a*a*b` against a file named with forty a's ran
// for minutes (the check of a pull request that adds both never ends).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/run.js';
import { cpuSeconds, GOOD_TOOL, repo } from './helpers.js';

const LONG = `tools/${'a'.repeat(40)}.yaml`;
const STARS = '**/*a*a*a*a*a*a*a*a*a*a*a*b';

describe('overrides globs that would make a regular expression backtrack', () => {
  it('are decided at once, matching or not, with the glob that matches nothing reported', () => {
    const root = repo({
      [LONG]: GOOD_TOOL,
      '.agents-config-check.yml': `overrides:\n  - files: ["${STARS}"]\n    rules: {unused-tool: off}\n  - files: ["**/*a*a*a*a*a*a*a*a*a*a*a*.yaml"]\n    rules: {unused-tool: warning}\n`,
    });
    const [result, seconds] = cpuSeconds(() => runCheck({ root }));
    expect(seconds).toBeLessThan(5);
    const found = result.report.diagnostics.map((d) => [d.file, d.rule, d.severity]);
    expect(found).toContainEqual([LONG, 'unused-tool', 'warning']);
    expect(found).toContainEqual(['.agents-config-check.yml', 'config', 'warning']);
  });
});

// The linear matcher took only globs of letters, digits and a few marks; one `@` or `#` (read as
// itself by picomatch too) sent the glob to the backtracking regular expression.
describe('ignore globs with characters picomatch reads as themselves', () => {
  it.each(['@', '#', '!', '<', '`'])('%s', (mark) => {
    const name = `tools/${mark}${'a'.repeat(40)}.yaml`;
    const root = repo({
      [name]: GOOD_TOOL,
      '.agents-config-check.yml': `ignore: ["**/*${mark}*a*a*a*a*a*a*a*a*a*a*a*b"]\n`,
    });
    const [result, seconds] = cpuSeconds(() => runCheck({ root }));
    expect(seconds).toBeLessThan(5);
    expect(result.report.diagnostics.map((d) => [d.file, d.rule])).toEqual([[name, 'unused-tool']]);
  });
});

describe('braces that expand to a million globs', () => {
  it('are a glob like any other, not a stack overflow', () => {
    const bomb = `${'{a,b}'.repeat(20)}/**/*.yaml`;
    const root = repo({
      [`${'ab'.repeat(10)}/tools/t.yaml`]: GOOD_TOOL,
      '.agents-config-check.yml': `tools: ["${bomb}"]\n`,
    });
    const [result, seconds] = cpuSeconds(() => runCheck({ root }));
    expect(seconds).toBeLessThan(5);
    expect(result.report.summary.tools).toBe(1);
  });
});

// picomatch's parser takes time that grows faster than the glob: 2,000 nested `*(` took 36 s to
// compile (a configuration of 8 KB), in the kind globs and in the check of the overrides globs.
describe('extglobs nested thousands deep', () => {
  const deep = `${'*('.repeat(2000)}a${')'.repeat(2000)}`;
  it.each([
    ['tools', `tools: ["${deep}"]\n`],
    ['overrides', `overrides:\n  - files: ["${deep}"]\n    rules: {unused-tool: off}\n`],
  ])('in %s: a bad glob at once', (_where, config) => {
    const root = repo({ 'tools/t.yaml': GOOD_TOOL, '.agents-config-check.yml': config });
    const [error, seconds] = cpuSeconds(() => {
      try {
        runCheck({ root });
        return undefined;
      } catch (e) {
        return e as Error;
      }
    });
    expect(seconds).toBeLessThan(5);
    expect(error?.message).toMatch(/bad glob .*nested deeper than 32 levels of parentheses and braces/);
  });
});

// Classes went to picomatch's regular expression too: twelve `[a]*` against forty a's took 93 s.
// They are matched here now; extglobs, which still go to picomatch, may hold two wildcards a segment.
describe('classes and extglobs beside many wildcards', () => {
  it.each([
    ['ignore', (g: string) => `ignore: ["${g}"]\n`],
    ['overrides', (g: string) => `overrides:\n  - files: ["${g}"]\n    rules: {unused-tool: off}\n`],
  ])('classes in %s are decided at once, matching or not', (_where, config) => {
    const root = repo({
      [LONG]: GOOD_TOOL,
      '.agents-config-check.yml': config(`**/${'[a]*'.repeat(12)}b`),
    });
    const [result, seconds] = cpuSeconds(() => runCheck({ root }));
    expect(seconds).toBeLessThan(5);
    expect(result.report.diagnostics.map((d) => [d.file, d.rule])).toContainEqual([LONG, 'unused-tool']);
  });

  it('a class glob that matches still matches', () => {
    const root = repo({
      [LONG]: GOOD_TOOL,
      'tools/t.yaml': GOOD_TOOL.replace(/name: \S+/, 'name: x/other'),
      '.agents-config-check.yml': `ignore: ["**/${'[a]*'.repeat(12)}.y[a]ml"]\n`,
    });
    const [result, seconds] = cpuSeconds(() => runCheck({ root }));
    expect(seconds).toBeLessThan(5);
    expect(result.report.diagnostics.map((d) => d.file)).toEqual(['tools/t.yaml']);
  });

  it.each([
    ['tools', (g: string) => `tools: ["${g}"]\n`],
    ['overrides', (g: string) => `overrides:\n  - files: ["${g}"]\n    rules: {unused-tool: off}\n`],
  ])('extglobs with many wildcards in %s: a bad glob at once', (_where, config) => {
    const root = repo({ [LONG]: GOOD_TOOL, '.agents-config-check.yml': config(`**/${'*(a)'.repeat(12)}b`) });
    const [error, seconds] = cpuSeconds(() => {
      try {
        return runCheck({ root })
          .report.diagnostics.map((d) => d.message)
          .join('\n');
      } catch (e) {
        return (e as Error).message;
      }
    });
    expect(seconds).toBeLessThan(5);
    expect(error).toMatch(/bad glob .*more than 2 wildcards in one segment/);
  });
});

// The wildcards of a segment were all that was counted of a glob left to picomatch, but its
// expression backtracks through every choice that can match the same text: thirty `@(a|a)`
// (no wildcard at all) against thirty a's and a `b` tried 2³⁰ ways, one `*([ab]|[ab])` took 5 s
// against 26 characters, and three `**` segments took seconds against one deep path. Such a glob
// is refused at once; alternatives that cannot match the same text (`{a,b}`, `@(yml|json)`) are
// no choice and stay allowed.
describe('globs left to picomatch whose alternatives can match the same text', () => {
  const refused = (glob: string, path: string): string => {
    const root = repo({ [path]: GOOD_TOOL, '.agents-config-check.yml': `tools: ["${glob}"]\n` });
    const [message, seconds] = cpuSeconds(() => {
      try {
        return JSON.stringify(runCheck({ root }).report.summary);
      } catch (e) {
        return (e as Error).message;
      }
    });
    expect(seconds).toBeLessThan(5);
    return message;
  };

  it.each([
    ['thirty @(a|a)', '@(a|a)'.repeat(30), `${'a'.repeat(30)}b.yaml`],
    [
      'thirty {a,a}, past the braces the linear matcher expands',
      '{a,a}'.repeat(30),
      `${'a'.repeat(30)}b.yaml`,
    ],
    ['@(a|a) across thirty segments', `${'@(a|a)/'.repeat(30)}*.yml`, `${'a/'.repeat(30)}b.yaml`],
    ['a repeated extglob of overlapping alternatives', 'x*([ab]|[ab])', `x${'a'.repeat(30)}c.yaml`],
    ['three ** beside a class that spans segments', '**/a/**/a/**/[/]', `${'a/'.repeat(1000)}b.yaml`],
  ])('%s: a bad glob at once', (_name, glob, path) => {
    expect(refused(glob, path)).toMatch(/^bad glob in 'tools': /);
  });

  it.each([
    ['**/*.@(yml|yaml)', 'tools/t.yaml'],
    ['tools/**/*.+(yml|yaml)', 'tools/x/t.yaml'],
    ['**/!(*.test).yaml', 'tools/t.yaml'],
    ['tools/@(a|b)*/**/[t/]*.yaml', 'tools/ab/c/t.yaml'],
  ])('a usual glob %s still finds %s', (glob, path) => {
    expect(JSON.parse(refused(glob, path))).toMatchObject({ tools: 1 });
  });
});

// Each empty folder the walk meets (and each link or submodule) asks whether the kind globs take
// files in it, following every glob along its segments; each glob segment was compiled again at
// every folder segment: 1,000 empty folders 60 deep took 6 s of CPU, nearly all compiling the same
// few segments (over 20 times the walk with the default globs). The bound is relative to that walk
// of the same tree, measured in the same worker, so a loaded machine slows both alike.
describe('thousands of deep empty folders beside globs with classes and extglobs', () => {
  it('are walked in time linear in their paths', () => {
    const root = repo({ 'tools/t.yaml': GOOD_TOOL });
    for (let i = 0; i < 1000; i++)
      mkdirSync(join(root, `d${i}`, ...Array.from({ length: 60 }, (_, j) => `seg${j}`)), { recursive: true });
    const [plain, plainSeconds] = cpuSeconds(() => runCheck({ root }));
    writeFileSync(
      join(root, '.agents-config-check.yml'),
      'tools: ["**/[a-z][a-z]*/**/[t]ools/*.yaml", "**/x*/**/@(a|b)/*.yaml", "tools/*.yaml"]\n' +
        'skills: ["**/[s]kills/**/*.yaml"]\nactors: ["**/[a]ctors/**/*.yaml"]\n',
    );
    const [result, seconds] = cpuSeconds(() => runCheck({ root }));
    expect(plain.report.summary.tools).toBe(1);
    expect(seconds).toBeLessThan(6 * plainSeconds);
    expect(result.report.summary.tools).toBe(1);
  });
});

// The base's `overrides` split or written otherwise on the head (gate-settings.ts setAsLowOnBase):
// each head entry's glob was compared with every base entry, and globsCover wrote each entry's
// globs out again for every glob asked of it, thousands × thousands.
describe('thousands of overrides entries written otherwise', () => {
  it('5,000 base entries, each written d/**/* on the head for d/**: within CPU seconds, no escalation', () => {
    const n = 5_000;
    const config = (glob: (i: number) => string): string =>
      `overrides:\n${Array.from({ length: n }, (_, i) => `  - files: ["${glob(i)}"]\n    rules: {hidden-text: "off"}\n`).join('')}`;
    const files = (glob: (i: number) => string): Record<string, string> => ({
      '.agents-config-check.yml': config(glob),
      'tools/t.yaml': 'name: x/t\ndescription: A tool.\nsource: builtin\n',
      'skills/s.yaml': 'name: x/s\ndescription: A skill.\ntools: [x/t]\n',
    });
    const base = repo(files((i) => `d${i}/**`));
    const root = repo(files((i) => `d${i}/**/*`));
    const [{ report }, seconds] = cpuSeconds(() => runCheck({ root, base: { kind: 'dir', path: base } }));
    expect(report.diagnostics.filter((d) => d.rule === 'escalation')).toEqual([]);
    // Under 1.5 s of CPU with the base's entries indexed by what covers each glob; 23 s before.
    expect(seconds).toBeLessThan(8);
  });
});
