// schemas/config.schema.json (what editors read) says of each rule option what the rule declares,
// and holds nothing else besides the core settings. UPDATE_SCHEMA=1 writes the rules' options into
// it (then run prettier on it); review the diff before committing.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configReader } from '../../src/core/config/config.js';
import { optionValue } from '../../src/core/rules/rule.js';
import { RULE_CATALOGUE } from '../../src/core/rules/index.js';

const { parseConfigText, resolveConfig } = configReader(RULE_CATALOGUE);
const RULE_OPTIONS = RULE_CATALOGUE.options;

const PATH = join(import.meta.dirname, '..', '..', 'schemas', 'config.schema.json');
const published = JSON.parse(readFileSync(PATH, 'utf8')) as { properties: Record<string, unknown> };
/** The settings the core reads itself (config.ts); every other key is a rule's option. */
const CORE_KEYS = [
  'tools',
  'skills',
  'actors',
  'mcp-servers',
  'ignore',
  'rules',
  'fail-on',
  'max-file-size',
  'overrides',
  'schemas',
];

if (process.env.UPDATE_SCHEMA) {
  // Kept keys keep their place; a new option goes last.
  const keys = new Set([...CORE_KEYS, ...RULE_OPTIONS.map((o) => o.key)]);
  const properties = Object.fromEntries(
    Object.entries(published.properties).filter(([key]) => keys.has(key)),
  );
  for (const option of RULE_OPTIONS) properties[option.key] = option.schema;
  writeFileSync(PATH, `${JSON.stringify({ ...published, properties }, null, 2)}\n`);
}

describe('the rules options in the configuration', () => {
  it('are in the published schema as their rules declare them', () => {
    for (const option of RULE_OPTIONS)
      expect(published.properties[option.key], option.key).toEqual(option.schema);
  });

  it('are the only keys of the published schema besides the core settings, each once', () => {
    const keys = RULE_OPTIONS.map((o) => o.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((k) => CORE_KEYS.includes(k))).toEqual([]);
    expect(Object.keys(published.properties).sort()).toEqual([...CORE_KEYS, ...keys].sort());
  });

  it('reach the rules from the file, later layers winning, defaults otherwise', () => {
    const file = parseConfigText('max-tools: 7\nbuiltin-groups: [shell]\n', '.agents-config-check.yml');
    const { ruleOptions } = resolveConfig(file, { 'max-tools': 9 });
    const value = (key: string): unknown =>
      optionValue(
        ruleOptions,
        RULE_OPTIONS.find((o) => o.key === key)!,
      );
    expect(value('max-tools')).toBe(9);
    expect(value('builtin-groups')).toEqual(['shell']);
    expect(value('max-tokens')).toBe(32000);
  });

  it('are checked by their schemas, whole numbers in one message with their bounds', () => {
    expect(() => parseConfigText('max-tokens: 0\n', 'c.yml')).toThrow(
      "c.yml:1:13: 'max-tokens' must be a whole number from 1 to 100000000, not 0",
    );
    expect(() => parseConfigText('builtin-groups: [""]\n', 'c.yml')).toThrow(
      "c.yml:1:18: 'builtin-groups[0]' must not be empty",
    );
  });
});

describe('globs no path below the root can match', () => {
  // Paths are relative to the root and hold no '..': beside a glob that matches, such a glob was
  // silently nothing (an ignore written as .gitignore anchors ignored nothing).
  it.each([
    [
      'ignore: [vendor/**, /dist/**]\n',
      "c.yml:1:21: 'ignore[1]' is absolute ('/dist/**'): globs are relative to the root folder; did you mean 'dist/**'?",
    ],
    [
      'tools: ["C:\\\\repo\\\\tools\\\\*.yaml"]\n',
      "c.yml:1:9: 'tools[0]' is absolute ('C:\\repo\\tools\\*.yaml'): globs are relative to the root folder; did you mean 'repo\\tools\\*.yaml'?",
    ],
    [
      'skills: [skills/**/*.yaml, ../elsewhere/skills/*.yaml]\n',
      "c.yml:1:28: 'skills[1]' holds a '..' segment ('../elsewhere/skills/*.yaml'): globs match paths below the root, which hold none",
    ],
    [
      'overrides:\n  - files: [a/../b/*.yaml]\n    rules: {schema: off}\n',
      "c.yml:2:13: 'overrides[0].files[0]' holds a '..' segment ('a/../b/*.yaml'): globs match paths below the root, which hold none",
    ],
  ])('%j', (text, message) => {
    expect(() => parseConfigText(text, 'c.yml')).toThrow(message);
  });

  it('takes a glob that starts with ./ or holds .. inside a name', () => {
    expect(() => parseConfigText('tools: [./tools/**/*.yaml, "tools/a..b/*.yaml"]\n', 'c.yml')).not.toThrow();
  });
});
