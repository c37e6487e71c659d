// A base's configuration is read as far as it can be (SPEC §6: the gate is judged by the base's
// rules): a key, a rule or a value this version refuses drops only itself.
import { describe, expect, it } from 'vitest';
import { configReader } from '../../src/core/config/config.js';
import { RULE_CATALOGUE } from '../../src/core/rules/index.js';

const { parseBaseConfigText } = configReader(RULE_CATALOGUE);

describe("a base's configuration this version refuses in part", () => {
  it('keeps every setting valid on its own', () => {
    const text = [
      'read-only-agent-tools: [Read]',
      'max-tools-per-actor: 40',
      'fail-on: warning',
      'max-file-size: -1',
      'rules:',
      '  escalation: warning',
      '  old-rule: error',
      '  unknown-tool: loud',
      'overrides:',
      '  - files: ["prod/**"]',
      '    rules: {unknown-skill: error, old-rule: error}',
      '  - files: "not a list"',
      '    rules: {unknown-tool: error}',
    ].join('\n');
    expect(parseBaseConfigText(text, '.agents-config-check.yml')).toEqual({
      'read-only-agent-tools': ['Read'],
      'fail-on': 'warning',
      rules: { escalation: 'warning' },
      overrides: [{ files: ['prod/**'], rules: { 'unknown-skill': 'error' } }],
    });
  });

  it('reads a valid file whole, and one that is not one YAML mapping as empty', () => {
    expect(parseBaseConfigText('fail-on: note\n', 'c.yml')).toEqual({ 'fail-on': 'note' });
    expect(parseBaseConfigText('- fail-on: note\n', 'c.yml')).toEqual({});
    expect(parseBaseConfigText('fail-on: note\n---\nx: 1\n', 'c.yml')).toEqual({});
  });

  it('reads a repeated key both ways a loader may keep it, each gate setting the stricter way', () => {
    // Counted as empty, the shipped defaults judged the head: fail-on error, Grep and Glob read-only.
    expect(parseBaseConfigText('fail-on: note\nfail-on: never\nx: 1\n', 'c.yml')).toEqual({
      'fail-on': 'note',
    });
    expect(parseBaseConfigText('fail-on: never\nfail-on: warning\n', 'c.yml')).toEqual({
      'fail-on': 'warning',
    });
    const text = [
      'read-only-agent-tools: [Read]',
      'read-only-agent-tools: [Read, Grep]',
      'max-file-size: 1000',
      'max-file-size: 2000',
      'tools: ["tools/**/*.yaml"]',
      'tools: ["defs/**/*.yaml"]',
      'ignore: ["vendor/**", "docs/**"]',
      'ignore: ["docs/**"]',
      'rules:',
      '  escalation: warning',
      '  hidden-text: warning',
      '  hidden-text: error',
      'rules:',
      '  escalation: error',
      'builtin-groups:',
      '  file_operations: {writes: true}',
      '  file_operations: {writes: true, unsafe: true}',
      '  deploy: {writes: true}',
    ].join('\n');
    expect(parseBaseConfigText(text, '.agents-config-check.yml')).toEqual({
      'read-only-agent-tools': ['Read'],
      'max-file-size': 2000,
      tools: ['tools/**/*.yaml', 'defs/**/*.yaml'],
      ignore: ['docs/**'],
      // The first reading's rules hold escalation and hidden-text; the last, escalation alone.
      rules: { escalation: 'error', 'hidden-text': 'error' },
      // The base's power read as least: the head's is read as the more powerful of both sides.
      'builtin-groups': { file_operations: { writes: true }, deploy: { writes: true } },
    });
  });

  it('reads a repeated key under aliases once per node', () => {
    const lines = ['a0: &a0 [x]', 'a0: [y]'];
    for (let i = 1; i < 12; i++) lines.push(`a${i}: &a${i} [*a${i - 1}, *a${i - 1}]`);
    lines.push('fail-on: warning', 'fail-on: error');
    const start = process.cpuUsage();
    expect(parseBaseConfigText(lines.join('\n'), 'c.yml')).toEqual({ 'fail-on': 'warning' });
    const { user, system } = process.cpuUsage(start);
    expect((user + system) / 1e6).toBeLessThan(5);
  });

  it('checks a long overrides entry once, not once per rule', () => {
    const files = Array.from({ length: 20_000 }, (_, i) => `"f${i}/**"`).join(', ');
    const rules = Array.from({ length: 2_000 }, (_, i) => `r${i}: error`).join(', ');
    const text = `stale: 1\noverrides:\n  - files: [${files}]\n    rules: {${rules}, unknown-tool: error}\n`;
    const started = performance.now();
    const read = parseBaseConfigText(text, 'c.yml');
    expect(read.overrides?.[0]?.rules).toEqual({ 'unknown-tool': 'error' });
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});
