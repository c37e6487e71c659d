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
