import { describe, expect, it } from 'vitest';
import { gatePowerSettings, powerSettingsOf } from '../../src/core/power/power-settings.js';

describe('gatePowerSettings', () => {
  it("is the base's own object when the head reads the same (the diff tells unchanged settings by identity)", () => {
    const base = powerSettingsOf();
    expect(gatePowerSettings(base, powerSettingsOf())).toBe(base);
    const listed = powerSettingsOf(['file_operations'], ['Read']);
    expect(gatePowerSettings(listed, powerSettingsOf(['file_operations'], ['Read']))).toBe(listed);
  });

  it("is the base's own object when the head only lowers what the base says", () => {
    const base = powerSettingsOf({ deploy: { writes: true } }, ['Read', 'Grep']);
    expect(gatePowerSettings(base, powerSettingsOf({ deploy: { writes: false } }, ['Read', 'Grep']))).toBe(
      base,
    );
  });

  it('is a new reading where the head widens a group, adds one, or reads a pattern differently', () => {
    const base = powerSettingsOf({ deploy: { writes: false } }, ['Read', 'Grep']);
    const widened = gatePowerSettings(base, powerSettingsOf({ deploy: { writes: true } }, ['Read', 'Grep']));
    expect(widened).not.toBe(base);
    expect(widened.builtinGroups.get('deploy')?.writes).toBe(true);
    const added = gatePowerSettings(
      base,
      powerSettingsOf({ deploy: { writes: false }, git: {} }, ['Read', 'Grep']),
    );
    expect(added).not.toBe(base);
    expect(added.builtinGroups.has('git')).toBe(true);
    expect(added.builtinGroups.get('git')).toBeUndefined();
    const fewer = gatePowerSettings(base, powerSettingsOf({ deploy: { writes: false } }, ['Read']));
    expect(fewer).not.toBe(base);
    expect([...fewer.readOnlyAgentTools]).toEqual(['Read']);
  });
});
