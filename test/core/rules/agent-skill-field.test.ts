import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../../src/run.js';
import { checkFiles, ruleTable, type Expected } from '../../helpers.js';
import { cpuMs } from '../../cpu-clock.js';

const RULE = 'agent-skill-field';

const skill = (fields: string): Record<string, string> => ({
  'skills/s.yaml': 'name: x/s\nagent_skills: [as/r]\n',
  'as/r/SKILL.md': `---\nname: r\ndescription: d\n${fields}\n---\nBody\n`,
});

const at = (line: number, column: number, message?: RegExp): Expected => ({
  rule: RULE,
  file: 'as/r/SKILL.md',
  line,
  column,
  ...(message ? { message } : {}),
});

ruleTable(RULE, [
  {
    name: 'the fields of the format',
    files: skill('license: MIT\ncompatibility: any\nmetadata:\n  author: me\nallowed-tools: Read'),
    expect: [],
  },
  {
    name: 'the fields agent clients add, allowed by default',
    files: skill(
      'version: 1.0\nargument-hint: "[file]"\nuser-invocable: true\ndisable-model-invocation: false\nwhen_to_use: often\nmodel: big',
    ),
    expect: [],
  },
  {
    name: 'an unknown field, at its key',
    files: skill('unknown_field: should not be here'),
    expect: [at(4, 1, /'unknown_field' is not an Agent Skills field .*add it to 'agent-skill-fields'/)],
  },
  {
    name: 'a misspelt field, with a suggestion',
    files: skill('licence: MIT'),
    expect: [at(4, 1, /'licence' is not an Agent Skills field; did you mean 'license'\?/)],
  },
  {
    name: 'one warning per unknown field',
    files: skill('a-field: 1\nb-field: 2'),
    expect: [at(4, 1), at(5, 1)],
  },
  {
    name: 'a field of a nested mapping is not a top-level field',
    files: skill('metadata:\n  anything: goes'),
    expect: [],
  },
  {
    name: 'configured agent-skill-fields replace the default list',
    files: skill('x-team: core\nversion: 2'),
    settings: { ruleOptions: { 'agent-skill-fields': ['x-team'] } },
    expect: [at(5, 1, /'version' is not an Agent Skills field/)],
  },
  {
    name: 'an unknown field in a lowercase skill.md',
    files: {
      'skills/s.yaml': 'name: x/s\nagent_skills: [as/r]\n',
      'as/r/skill.md': '---\nname: r\ndescription: d\nextra: 1\n---\n',
    },
    expect: [{ rule: RULE, file: 'as/r/skill.md', line: 4, column: 1 }],
  },
]);

describe('agent-skill-fields in the configuration file', () => {
  const repo = (config: string): string => {
    const root = mkdtempSync(join(tmpdir(), 'acc-fields-'));
    const files: Record<string, string> = {
      ...skill('x-team: core\nversion: 2'),
      '.agents-config-check.yml': config,
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return root;
  };

  it('replaces the default list', () => {
    const found = runCheck({ root: repo('agent-skill-fields: [x-team]\n') }).report.diagnostics;
    expect(found.filter((d) => d.rule === RULE).map((d) => [d.line, d.message])).toEqual([
      [5, expect.stringContaining("'version'")],
    ]);
  });

  it('is a list of names, and a misspelt key is refused with a suggestion', () => {
    expect(() => runCheck({ root: repo('agent-skill-fields: x-team\n') })).toThrow(
      /:1:21: 'agent-skill-fields' must be a list, not 'x-team'/,
    );
    expect(() => runCheck({ root: repo('agent-skill-field: [x-team]\n') })).toThrow(
      /unknown key 'agent-skill-field'; did you mean 'agent-skill-fields'\?/,
    );
  });
});

describe('a frontmatter of 10,000 fields on one line', () => {
  it('finds each at its key, in linear time', () => {
    const fields = Array.from({ length: 10_000 }, (_, i) => `k${i}: ${i}`);
    const line = `{name: r, description: d, ${fields.join(', ')}}`;
    const started = cpuMs();
    const found = checkFiles({
      'skills/s.yaml': 'name: x/s\nagent_skills: [as/r]\n',
      'as/r/SKILL.md': `---\n${line}\n---\nBody\n`,
    }).filter((d) => d.rule === RULE);
    // Its line spread into code points for every field, and each key searched for from the first:
    // 13 s for 8,000 fields.
    expect(cpuMs() - started).toBeLessThan(3_000);
    expect(found.map((d) => [d.line, d.column])).toEqual(fields.map((f) => [2, line.indexOf(`, ${f}`) + 3]));
  });
});
