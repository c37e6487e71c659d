// Definitions of one name that each wrap that name, with capabilities a loader may read as
// restraints (from test/hostile/fuzz-structured.test.ts, seed 62): each definition's wraps is
// followed (duplicates.ts), and each restraint is kept once however often the cycle meets it, so
// the floors stay as small as the files.
import { describe, expect, it } from 'vitest';
import { powerOf } from '../../src/core/power/power.js';
import { Project } from '../../src/core/project/project.js';
import { registeredTool } from '../../src/core/sources/registered-tools.js';
import { memoryInput } from '../helpers.js';
import { pipeline } from './fuzz.js';

function definitions(count: number): Record<string, string> {
  const files: Record<string, string> = { 'skills/s.yaml': 'name: x/s\ndescription: s\ntools: [x/c]\n' };
  for (let i = 1; i <= count; i++)
    files[`tools/c${i}.yaml`] = [
      'name: x/c',
      `description: c ${i}`,
      'source: wrapped',
      'wraps: x/c',
      'capability:',
      '  unsafe: [yes]',
      `  read_only: ["", "${i}"]`,
      '',
    ].join('\n');
  return files;
}

describe('definitions of one name that wrap it', () => {
  it('read as the most they could be, each restraint once', () => {
    const project = new Project(memoryInput(definitions(3)));
    const tool = registeredTool(project, project.tool('x/c')!);
    expect(powerOf(tool)).toMatchObject({ unsafe: true, writes: true, read_only: false });
    const written = Object.values(tool.restrained ?? {}).flat();
    expect(written.length).toBeLessThanOrEqual(6);
  });

  it('go through the whole pipeline in bounded time', () => {
    const started = process.cpuUsage();
    pipeline(definitions(6), definitions(5));
    const { user, system } = process.cpuUsage(started);
    expect((user + system) / 1e6).toBeLessThan(10);
  });
});
