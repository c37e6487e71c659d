// A name defined many times, each definition with repeated power keys (64 readings a document),
// its own resource slots and a wraps of the name itself, listed by many skills: every reading of
// every definition floors the name (duplicates.ts), so the work must grow with the readings, not
// with readings times definitions times skills.
import { describe, expect, it } from 'vitest';
import { cpuMs } from '../cpu-clock.js';
import { pipeline, type Files } from './fuzz.js';
import { definedMany, definedManyBeside, folderDefinitions } from '../../scripts/hostile-shapes.mjs';

/** The CPU milliseconds the fuzz pipeline takes from `base` to `head`. */
function pipelineCpuMs(base: Files, head: Files): number {
  const started = cpuMs();
  pipeline(base, head);
  return cpuMs() - started;
}

describe('a name defined many times, each definition read many ways', () => {
  it('is compared in time that grows with its readings', () => {
    // 3,840 readings, 180 slots, 60 skills: minutes before each source was applied once and each
    // skill's cause was asked once per tool.
    expect(pipelineCpuMs(definedManyBeside(60), definedMany(60, 60, 3))).toBeLessThan(10_000);
  });

  it('keeps one list of every slot, not one per definition', () => {
    // 40,000 slots: each definition, floored by the name it wraps, copied them all (40,000,000),
    // and each reading of the name followed the cycle to the wraps limit.
    expect(pipelineCpuMs(definedManyBeside(1), definedMany(1000, 1, 40, 1))).toBeLessThan(10_000);
  });

  it('shares what the wrapped name runs, not a copy per definition', () => {
    // 2,000 definitions, each with four hooks and ten slots, each floored by the name it wraps,
    // which runs all 8,000 hooks and 20,000 slots: each definition split and joined every digest,
    // and copied every slot once per source, where one text and one list do.
    expect(pipelineCpuMs(definedManyBeside(1), definedMany(2000, 1, 10))).toBeLessThan(20_000);
  });

  it('finds a new definition among thousands, reading the base once', () => {
    // The new definition's cause: each head definition read every base definition again.
    expect(pipelineCpuMs(definedMany(2999, 1, 1, 1), definedMany(3000, 1, 1, 1))).toBeLessThan(14_000);
  });

  it('unites thousands of folders of one name once each', () => {
    // Each folder's digest was united with all before it: split and sorted again at each, and
    // later still copied with every line before it at each; and each definition's cause looked
    // for its folder among all the base's.
    expect(pipelineCpuMs(folderDefinitions(5999), folderDefinitions(6000))).toBeLessThan(8_000);
  });

  it('writes a report post-only reads, however many MCP tools they call', () => {
    const files = (count: number): Files => {
      const out = definedManyBeside(1);
      for (let i = 0; i < count; i++)
        out[`tools/me${i}.yaml`] = [
          '# agents-config-check-disable-file duplicate-name',
          'name: x/me',
          'description: d',
          'source: mcp',
          'mcp_server: github',
          `mcp_tool_name: tool_number_${i}_${'z'.repeat(20)}`,
          '',
        ].join('\n');
      return out;
    };
    // 3,000 tools: the escalation's value (one a line) passed 4,096 characters and its message
    // 100,000, which post-only's reader refuses (pipeline checks that it reads the report).
    pipeline(definedManyBeside(1), files(3000));
  });

  it('writes a report post-only reads, however long the server it calls is named', () => {
    const tool = (server: string): Files => ({
      ...definedManyBeside(1),
      'tools/me.yaml': `name: x/me\ndescription: d\nsource: mcp\nmcp_server: ${server}\nmcp_tool_name: get_me\n`,
    });
    pipeline(tool('github'), tool('a'.repeat(5000)));
  });
});
