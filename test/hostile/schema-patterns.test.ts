// The `pattern`s of a replacement schema are the repository's, and ajv ran them with the native,
// backtracking engine: `^(a|a)+$` against a 40-character description never finished, and even
// `a*b` took time that grows as the square of a string's length (minutes on a 1 MB file).
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/run.js';
import { ConfigError } from '../../src/core/config/config.js';
import { cpuSeconds, messages, repo } from './helpers.js';

/** A repository whose replacement tool schema holds `patterns` for the tool's description. */
function withPattern(pattern: string, description: string, where = 'pattern'): string {
  const schema =
    where === 'pattern'
      ? { type: 'object', properties: { description: { type: 'string', pattern } } }
      : { type: 'object', patternProperties: { [pattern]: { type: 'string', maxLength: 1 } } };
  const key = where === 'pattern' ? 'description' : description;
  return repo({
    '.agents-config-check.yml': 'schemas: schemas\n',
    'schemas/tool.schema.json': JSON.stringify(schema),
    'tools/t.yaml': `name: x/t\n${key}: ${JSON.stringify(description)}\nsource: builtin\n`,
  });
}

describe('patterns of a replacement schema', () => {
  it.each([
    ['^(a|a)+$', `${'a'.repeat(40)}!`, false],
    ['^(a+)+$', `${'a'.repeat(40)}!`, false],
    ['a*b', 'a'.repeat(200_000), false],
    ['\\s*\\s*\\s*x', ' '.repeat(100_000), false],
    ['^(?:[a-z]+\\s?)*$', `${'word '.repeat(20_000)}!`, false],
    ['(?<w>[a-z]+)\\s', 'ab c', true],
  ])('%s is decided in linear time, as the native engine would decide it', (pattern, text, valid) => {
    const [result, seconds] = cpuSeconds(() => runCheck({ root: withPattern(pattern, text) }));
    expect(seconds).toBeLessThan(5);
    expect(messages(result, 'schema').length === 0).toBe(valid);
  });

  it('in patternProperties too', () => {
    const root = withPattern('^(a|a)+$', `${'a'.repeat(40)}!`, 'patternProperties');
    const [, seconds] = cpuSeconds(() => runCheck({ root }));
    expect(seconds).toBeLessThan(5);
  });

  it.each([
    ['(a)\\1', 'backreference'],
    ['a(?=b)', 'lookaround'],
    ['(?<!a)b', 'lookaround'],
    ['((?:){50000}){50000}', 'repeats too much'],
  ])('%s, which no automaton matches, is a configuration error at start', (pattern, why) => {
    const [error, seconds] = cpuSeconds(() => {
      try {
        runCheck({ root: withPattern(pattern, 'a') });
        return undefined;
      } catch (e) {
        return e;
      }
    });
    expect(seconds).toBeLessThan(5);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(why);
  });
});
