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
    expect(parseBaseConfigText('fail-on: note\nfail-on: never\nx: 1\n', 'c.yml')).toEqual({});
    expect(parseBaseConfigText('- fail-on: note\n', 'c.yml')).toEqual({});
    expect(parseBaseConfigText('fail-on: note\n---\nx: 1\n', 'c.yml')).toEqual({});
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
