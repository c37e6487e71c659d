// The configuration's size limit as a gate setting (SPEC §6): a head that lowers `max-file-size`
// below what the base reads leaves larger files unread, an escalation at the key. A base without
// the key reads up to the default (1 MiB), so a head that writes the default lowers nothing (it
// was reported as lowering from no limit at all), and a head that drops a higher one lowers it
// (it was not reported).
import { describe, expect, it } from 'vitest';
import { weakenedGateSettings } from '../../src/core/diff/gate-settings.js';
import { RULE_CATALOGUE } from '../../src/core/rules/index.js';
import type { RawConfig } from '../../src/core/config/config.js';

const MiB = 1024 * 1024;

function lowered(head: RawConfig, base: RawConfig): unknown[] {
  return weakenedGateSettings(
    { raw: head, path: '.agents-config-check.yml', doc: undefined },
    base,
    RULE_CATALOGUE,
  )
    .map((f) => f.weakening)
    .filter((w) => w.what === 'max-file-size');
}

describe('max-file-size as a gate setting', () => {
  it.each([
    ['the default, where the base has no key', { 'max-file-size': MiB }, {}, []],
    ['more than the default, where the base has no key', { 'max-file-size': 2 * MiB }, {}, []],
    ['less than the default, where the base has no key', { 'max-file-size': MiB / 2 }, {}, [MiB / 2]],
    ["less than the base's", { 'max-file-size': 3 * MiB }, { 'max-file-size': 4 * MiB }, [3 * MiB]],
    ["the base's", { 'max-file-size': 4 * MiB }, { 'max-file-size': 4 * MiB }, []],
    ['no key, where the base has a higher one', {}, { 'max-file-size': 4 * MiB }, [MiB]],
    ['no key, where the base has a lower one', {}, { 'max-file-size': MiB / 2 }, []],
  ] as [string, RawConfig, RawConfig, number[]][])('%s', (_name, head, base, sizes) => {
    expect(lowered(head, base)).toEqual(sizes.map((size) => ({ what: 'max-file-size', size })));
  });
});

// The replacement schema files as a gate setting: compared as parsed JSON, a file the base holds
// but that cannot be read or parsed counts as changed, and without the files read at all (a diff
// of two trees alone) the folder the base names is unknown.
describe('replacement schema files as a gate setting', () => {
  const schemas = (
    head: RawConfig,
    base: RawConfig,
    files?: { head: [string, string | null][]; base: [string, string | null][] },
  ): unknown[] =>
    weakenedGateSettings(
      { raw: head, path: '.agents-config-check.yml', doc: undefined },
      base,
      RULE_CATALOGUE,
      files && { head: new Map(files.head), base: new Map(files.base) },
    )
      .map((f) => f.weakening)
      .filter((w) => w.what === 'schemas');
  const S = { schemas: 's/' };
  const TOOL = 'tool.schema.json';

  it.each([
    ['the same JSON, another layout', [[TOOL, '{"a": 1, "b": [2]}']], [[TOOL, '{ "b":[2],\n"a":1 }']], []],
    [
      'another JSON',
      [[TOOL, '{}']],
      [[TOOL, '{"required": ["x"]}']],
      [{ path: 's/tool.schema.json', how: 'changed' }],
    ],
    [
      'a base file that is not JSON',
      [[TOOL, '{}']],
      [[TOOL, '{']],
      [{ path: 's/tool.schema.json', how: 'changed' }],
    ],
    [
      'a base file that is not read',
      [[TOOL, '{}']],
      [[TOOL, null]],
      [{ path: 's/tool.schema.json', how: 'changed' }],
    ],
    ['a file the head adds', [[TOOL, '{}']], [], [{ path: 's/tool.schema.json', how: 'added' }]],
    ['a file the head removes', [], [[TOOL, '{}']], [{ path: 's/tool.schema.json', how: 'removed' }]],
  ] as [string, [string, string | null][], [string, string | null][], unknown[]][])(
    '%s',
    (_name, head, base, files) => {
      const expected = files.length > 0 ? [{ what: 'schemas', folder: 's', files }] : [];
      expect(schemas(S, S, { head, base })).toEqual(expected);
    },
  );

  it('without the files read, the folder both name is unknown: a weakening', () => {
    expect(schemas(S, S)).toEqual([{ what: 'schemas', folder: 's' }]);
  });

  it('the folder the base names, written otherwise, is compared by its files', () => {
    const one: [string, string | null][] = [[TOOL, '{}']];
    const files = { head: one, base: one };
    for (const written of ['./s', 's', 's//', './/s/.'])
      expect(schemas({ schemas: written }, S, files)).toEqual([]);
    expect(schemas({ schemas: '/s' }, S, files)).toEqual([{ what: 'schemas', folder: '/s' }]);
  });

  it('a folder the base does not name is the key weakening alone, not the files', () => {
    expect(schemas(S, {}, { head: [[TOOL, '{}']], base: [] })).toEqual([{ what: 'schemas', folder: 's/' }]);
  });
});

// An `overrides` entry the base does not have, judged glob by glob: the base's entry split in two or
// regrouped sets each rule for each glob as low as before, and is no entry that lowers a rule; one
// that sets a glob lower than the base's last entry for it, or names a glob the base did not, is.
describe('overrides entries regrouped as a gate setting', () => {
  const base: RawConfig = {
    overrides: [
      { files: ['tools/**', 'skills/**'], rules: { 'hidden-text': 'warning', 'unused-tool': 'off' } },
      { files: ['skills/**'], rules: { 'hidden-text': 'error' } },
    ],
  };
  function loweredBy(overrides: RawConfig['overrides']): unknown[] {
    return weakenedGateSettings(
      { raw: { overrides }, path: '.agents-config-check.yml', doc: undefined },
      base,
      RULE_CATALOGUE,
    )
      .map((f) => f.weakening)
      .filter((w) => w.what === 'overrides');
  }

  it.each([
    [
      'split in two, each glob as before',
      [
        { files: ['tools/**'], rules: { 'unused-tool': 'off', 'hidden-text': 'warning' } },
        { files: ['skills/**'], rules: { 'unused-tool': 'off' } },
        { files: ['skills/**'], rules: { 'hidden-text': 'error' } },
      ],
      [],
    ],
    [
      'a glob set lower than the base set it',
      [
        { files: ['tools/**'], rules: { 'hidden-text': 'off' } },
        { files: ['skills/**'], rules: { 'hidden-text': 'error' } },
      ],
      [{ what: 'overrides', index: 0, rules: ['hidden-text'] }],
    ],
    [
      "a glob the base's later entry raised",
      [{ files: ['skills/**'], rules: { 'hidden-text': 'warning' } }],
      [{ what: 'overrides', index: 0, rules: ['hidden-text'] }],
    ],
    [
      'a glob the base does not write',
      [
        { files: ['tools/**', 'docs/**'], rules: { 'unused-tool': 'off' } },
        { files: ['skills/**'], rules: { 'hidden-text': 'error' } },
      ],
      [{ what: 'overrides', index: 0, rules: ['unused-tool'] }],
    ],
  ] as [string, RawConfig['overrides'], unknown[]][])('%s', (_name, overrides, weakenings) => {
    expect(loweredBy(overrides)).toEqual(weakenings);
  });
});

// Globs written otherwise (SPEC §6, what is read at all): a head glob that reads no file the base's
// do not (an `ignore` glob, a kind glob the base's cover) or keeps reading every file they read (a
// base kind glob the head's cover) hides nothing; one wider or narrower still does.
describe('discovery globs written otherwise as a gate setting', () => {
  function hidden(head: RawConfig, base: RawConfig): unknown[] {
    return weakenedGateSettings(
      { raw: head, path: '.agents-config-check.yml', doc: undefined },
      base,
      RULE_CATALOGUE,
    )
      .map((f) => f.weakening)
      .filter((w) => w.what === 'ignore' || w.what === 'globs' || w.what === 'inventory-globs');
  }

  it.each([
    [
      'an ignore glob of a folder written by its files',
      { ignore: ['**/drafts/**/*'] },
      { ignore: ['**/drafts/**'] },
      [],
    ],
    [
      'kind globs with their braces written out',
      { tools: ['**/tools/**/*.yaml', '**/tools/**/*.yml'], 'mcp-servers': ['**/mcp-servers/**/*.json'] },
      { tools: ['**/tools/**/*.{yml,yaml}'], 'mcp-servers': ['**/mcp-servers/**/*.{json,yml,yaml}'] },
      [{ what: 'globs', key: 'mcp-servers', globs: ['**/mcp-servers/**/*.{json,yml,yaml}'] }],
    ],
    [
      'a folder written by its files where the base wrote the folder',
      { ignore: ['**/drafts/**'] },
      { ignore: ['**/drafts/**/*'] },
      [{ what: 'ignore', globs: ['**/drafts/**'] }],
    ],
    [
      'a kind glob narrower than the base wrote',
      { skills: ['skills/**/*.yaml'] },
      { skills: ['**/skills/**/*.{yml,yaml}'] },
      [{ what: 'globs', key: 'skills', globs: ['**/skills/**/*.{yml,yaml}'] }],
    ],
  ] as [string, RawConfig, RawConfig, unknown[]][])('%s', (_name, head, base, weakenings) => {
    expect(hidden(head, base)).toEqual(weakenings);
  });

  it('an overrides glob written otherwise, as low as the base set it, lowers nothing', () => {
    const base: RawConfig = { overrides: [{ files: ['tools/**'], rules: { 'hidden-text': 'warning' } }] };
    const lowered = (files: string[]): unknown[] =>
      weakenedGateSettings(
        {
          raw: { overrides: [{ files, rules: { 'hidden-text': 'warning' } }] },
          path: 'c.yml',
          doc: undefined,
        },
        base,
        RULE_CATALOGUE,
      )
        .map((f) => f.weakening)
        .filter((w) => w.what === 'overrides');
    expect(lowered(['tools/**/*'])).toEqual([]);
    expect(lowered(['**/tools/**'])).toEqual([{ what: 'overrides', index: 0, rules: ['hidden-text'] }]);
  });
});
