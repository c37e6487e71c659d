// A name defined many times, each definition with repeated power keys (64 readings a document),
// its own resource slots and a wraps of the name itself, listed by many skills: every reading of
// every definition floors the name (duplicates.ts), so the work must grow with the readings, not
// with readings times definitions times skills.
import { describe, expect, it } from 'vitest';
import { cpuMs } from '../cpu-clock.js';
import { pipeline } from './fuzz.js';

type Files = Record<string, string>;

function shared(skills: number): Files {
  const files: Files = {
    'mcp-servers/github.json': JSON.stringify({
      server: 'github',
      tools: [{ name: 'get_me', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } }],
    }),
    'tools/me.yaml': [
      '# agents-config-check-disable-file duplicate-name',
      'name: x/me',
      'description: d',
      'source: mcp',
      'mcp_server: github',
      'mcp_tool_name: get_me',
      'capability:',
      '  read_only: true',
      '',
    ].join('\n'),
  };
  const names: string[] = [];
  for (let s = 0; s < skills; s++) {
    files[`skills/s${s}.yaml`] = `name: x/s${s}\ndescription: s\ntools: [x/me]\n`;
    names.push(`x/s${s}`);
  }
  files['actors/a.yaml'] = `name: x/a\nskills: [${names.join(', ')}]\n`;
  return files;
}

function definition(i: number, slots: number, values = 4): string {
  const lines = [
    '# agents-config-check-disable-file duplicate-name duplicate-key',
    'name: x/me',
    'description: d',
  ];
  lines.push('source: mcp');
  for (let j = 0; j < values; j++) lines.push(`mcp_server: ${j === 0 ? 'github' : `gh${j}`}`);
  for (let j = 0; j < values; j++) lines.push(`mcp_tool_name: ${j === 0 ? 'get_me' : `t${j}`}`);
  for (let j = 0; j < values; j++) lines.push(`lifecycle: {on_start: "echo ${i} ${j}"}`);
  lines.push('wraps: x/me', 'resource_slots:');
  for (let k = 0; k < slots; k++)
    lines.push(`  - {name: s${i}_${k}, resource_type: r, access: read_only, description: d}`);
  lines.push('capability:', '  read_only: true', '');
  return lines.join('\n');
}

function head(definitions: number, skills: number, slots: number, values = 4): Files {
  const files = shared(skills);
  for (let i = 0; i < definitions; i++) files[`tools/me${i}.yaml`] = definition(i, slots, values);
  return files;
}

describe('a name defined many times, each definition read many ways', () => {
  it('is compared in time that grows with its readings', () => {
    const started = cpuMs();
    pipeline(shared(60), head(60, 60, 3));
    // 3,840 readings, 180 slots, 60 skills: minutes before each source was applied once and each
    // skill's cause was asked once per tool.
    expect(cpuMs() - started).toBeLessThan(10_000);
  });

  it('keeps one list of every slot, not one per definition', () => {
    const started = cpuMs();
    pipeline(shared(1), head(1000, 1, 40, 1));
    // 40,000 slots: each definition, floored by the name it wraps, copied them all (40,000,000),
    // and each reading of the name followed the cycle to the wraps limit.
    expect(cpuMs() - started).toBeLessThan(10_000);
  });

  it('shares what the wrapped name runs, not a copy per definition', () => {
    const started = cpuMs();
    pipeline(shared(1), head(2000, 1, 10));
    // 2,000 definitions, each with four hooks and ten slots, each floored by the name it wraps,
    // which runs all 8,000 hooks and 20,000 slots: each definition split and joined every digest,
    // and copied every slot once per source, where one text and one list do.
    expect(cpuMs() - started).toBeLessThan(20_000);
  });

  it('finds a new definition among thousands, reading the base once', () => {
    const started = cpuMs();
    pipeline(head(2999, 1, 1, 1), head(3000, 1, 1, 1));
    // The new definition's cause: each head definition read every base definition again.
    expect(cpuMs() - started).toBeLessThan(14_000);
  });

  it('unites thousands of folders of one name once each', () => {
    const folders = (count: number): Files => {
      const files: Files = {
        'skills/s.yaml': 'name: x/s\ndescription: s\ntools: [x/me]\n',
        'actors/a.yaml': 'name: x/a\nskills: [x/s]\n',
      };
      for (let i = 0; i < count; i++) {
        files[`tools/me${i}.yaml`] = [
          '# agents-config-check-disable-file duplicate-name',
          'name: x/me',
          'description: d',
          'source: agent_skill',
          `agent_skill_path: agent-skills/f${i}`,
          'capability: {read_only: true}',
          '',
        ].join('\n');
        files[`agent-skills/f${i}/SKILL.md`] =
          `---\nname: f${i}\ndescription: d\nallowed-tools: Read\n---\nbody ${i}\n`;
      }
      return files;
    };
    const started = cpuMs();
    pipeline(folders(5999), folders(6000));
    // Each folder's digest was united with all before it, split and sorted again at each; and
    // each definition's cause looked for its folder among all the base's.
    expect(cpuMs() - started).toBeLessThan(20_000);
  });

  it('writes a report post-only reads, however many MCP tools they call', () => {
    const files = (count: number): Files => {
      const out = shared(1);
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
    pipeline(shared(1), files(3000));
  });

  it('writes a report post-only reads, however long the server it calls is named', () => {
    const tool = (server: string): Files => ({
      ...shared(1),
      'tools/me.yaml': `name: x/me\ndescription: d\nsource: mcp\nmcp_server: ${server}\nmcp_tool_name: get_me\n`,
    });
    pipeline(tool('github'), tool('a'.repeat(5000)));
  });
});
