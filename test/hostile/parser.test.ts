// Items 1-4 and 7 of the hostile list: alias bombs, self-reference, deep nesting, prototype keys,
// dangerous tags, merge keys and YAML 1.1 booleans. Each is a finding, never a crash or a hang.
import { describe, expect, it } from 'vitest';
import { check, GOOD_TOOL } from './helpers.js';
import { cpuMs } from '../cpu-clock.js';

function billionLaughs(levels: number, width: number): string {
  const lines = [`a0: &a0 [${Array(width).fill('"lol"').join(', ')}]`];
  for (let i = 1; i < levels; i++)
    lines.push(
      `a${i}: &a${i} [${Array(width)
        .fill(`*a${i - 1}`)
        .join(', ')}]`,
    );
  return `name: x/bomb\ndescription: d\nsource: builtin\n${lines.join('\n')}\n`;
}

const rules = (r: ReturnType<typeof check>, file: string): string[] =>
  r.report.diagnostics.filter((d) => d.file === file).map((d) => d.rule);

describe('alias bombs and quadratic expansion are rejected quickly', () => {
  it.each([
    ['billion laughs (10 levels of 10)', billionLaughs(10, 10)],
    [
      'quadratic blow-up (a wide list aliased a thousand times)',
      `name: x/q\nbase: &b [${Array(1000).fill('x').join(',')}]\nuses: [${Array(1000).fill('*b').join(',')}]\n`,
    ],
    [
      'expansion under the alias limit (90 aliases of 5,000 items)',
      `name: x/q\nbase: &b [${Array(5000).fill('x').join(',')}]\nuses: [${Array(90).fill('*b').join(',')}]\n`,
    ],
  ])('%s', (_name, text) => {
    const started = cpuMs();
    const r = check({ 'tools/bomb.yaml': text, 'tools/good.yaml': GOOD_TOOL });
    expect(cpuMs() - started).toBeLessThan(5000);
    const bomb = r.report.diagnostics.find((d) => d.file === 'tools/bomb.yaml');
    expect(bomb?.rule).toBe('yaml-syntax');
    expect(bomb?.message).toMatch(/aliases|expands/);
    expect(rules(r, 'tools/good.yaml')).toEqual(['unused-tool']);
  });
});

describe('self-referencing data is a finding, with no stack overflow', () => {
  it.each([
    ['a sequence containing itself', 'name: x/s\ndescription: d\nsource: builtin\nlist: &a [1, *a]\n'],
    ['a mapping merging itself', 'name: x/s\ndescription: d\nsource: builtin\nmap: &A {<<: *A}\n'],
    ['an alias to an anchor defined later', 'name: x/s\ndescription: *later\nsource: &later builtin\n'],
  ])('%s', (_name, text) => {
    const r = check({ 'tools/self.yaml': text });
    expect(rules(r, 'tools/self.yaml')).toContain('yaml-syntax');
  });
});

describe('deep nesting: a diagnostic, RangeErrors caught per file', () => {
  it('100,000 nested [', () => {
    const r = check({ 'tools/deep.yaml': `name: ${'['.repeat(100_000)}\n`, 'tools/good.yaml': GOOD_TOOL });
    expect(rules(r, 'tools/deep.yaml')).toEqual(['yaml-syntax']);
    expect(rules(r, 'tools/good.yaml')).toEqual(['unused-tool']);
  });

  it('100,000 nested [ closed again', () => {
    const r = check({ 'tools/deep.yaml': `name: ${'['.repeat(100_000)}${']'.repeat(100_000)}\n` });
    expect(rules(r, 'tools/deep.yaml')).toEqual(['yaml-syntax']);
  });

  it('1,000 levels of nested block mappings', () => {
    const text = Array.from({ length: 1000 }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n') + ' 1\n';
    const r = check({ 'tools/deep.yaml': text, 'tools/good.yaml': GOOD_TOOL });
    expect(rules(r, 'tools/deep.yaml')).toEqual(['yaml-syntax']);
    expect(r.report.diagnostics.find((d) => d.file === 'tools/deep.yaml')?.message).toMatch(/nested/);
  });
});

describe('__proto__, constructor and prototype keys are data', () => {
  it('pollute nothing at any level, and are still validated', () => {
    const keys = ['__proto__', 'constructor', 'prototype'];
    const nested = (depth: number): string =>
      keys
        .map(
          (k) =>
            `${'  '.repeat(depth)}${k}:\n${depth < 3 ? nested(depth + 1) : `${'  '.repeat(depth + 1)}polluted: yes\n`}`,
        )
        .join('');
    const tool = `name: x/proto\ndescription: d\nsource: builtin\ncapability:\n${nested(1)}${nested(0)}`;
    const skill =
      'name: x/s\ntools: [x/proto]\nincludes:\n  - skill: x/t\n    overrides:\n      __proto__: {description: d}\n      constructor: {description: d}\n---\nname: x/t\n';
    const r = check({
      'tools/proto.yaml': tool,
      'skills/s.yaml': skill,
      '.agents-config-check.yml': 'rules:\n  unused-tool: warning\n',
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
    const messages = r.report.diagnostics.map((d) => `${d.rule}: ${d.message}`);
    expect(messages).toContain("schema: unknown key '__proto__' in 'capability'");
    expect(messages).toContain("schema: unknown key 'constructor'");
    expect(messages.some((m) => /override targets '__proto__'/.test(m))).toBe(true);
    expect(messages.some((m) => /override targets 'constructor'/.test(m))).toBe(true);
  });

  it('a configuration file with prototype keys is a configuration error', () => {
    expect(() => check({ '.agents-config-check.yml': '__proto__:\n  polluted: true\n' })).toThrow(
      /unknown key '__proto__'/,
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('tags, merge keys and YAML 1.1 booleans', () => {
  it('unresolved and dangerous tags are reported and never run', () => {
    const r = check({
      'tools/js.yaml':
        "name: x/js\ndescription: !!js/function \"function () { require('fs').writeFileSync('/tmp/acc-pwned', 'x') }\"\nsource: builtin\n",
      'tools/py.yaml':
        'name: x/py\ndescription: !!python/object/apply:os.system ["touch /tmp/acc-pwned"]\nsource: builtin\n',
    });
    expect(rules(r, 'tools/js.yaml')).toContain('yaml-syntax');
    expect(rules(r, 'tools/py.yaml')).toContain('yaml-syntax');
    expect(r.report.diagnostics.find((d) => d.file === 'tools/py.yaml')?.message).toMatch(/tag/i);
  });

  it('merge keys are plain keys (so an unknown key), and yes / no / on are strings', () => {
    const r = check({
      'tools/t.yaml':
        'name: x/t\ndescription: d\nsource: builtin\ncapability:\n  <<: {writes: true}\n  read_only: yes\n  writes: off\n',
    });
    const messages = r.report.diagnostics.map((d) => d.message);
    expect(messages).toContain("unknown key '<<' in 'capability'");
    expect(
      messages.some((m) =>
        /'capability.read_only' must be boolean, not string \(YAML 1\.2 reads yes as a string/.test(m),
      ),
    ).toBe(true);
    expect(messages.some((m) => /'capability.writes' must be boolean, not string/.test(m))).toBe(true);
  });
});
