// The fuzzing pipeline shared by fuzz-text.test.ts and fuzz-structured.test.ts (two files so that
// they run side by side): random input through loader, rules, flattening, diff and every
// formatter. No exception escapes; every position lies inside its file; the JSON report satisfies
// the published schema; the Markdown parses as well-formed GFM.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { expect } from 'vitest';
import { runRules } from '../../src/core/check/check.js';
import { diffTrees } from '../../src/core/diff/diff-trees.js';
import { Project } from '../../src/core/project/project.js';
import { formatJson } from '../../src/report/json.js';
import { formatMarkdown } from '../../src/report/markdown.js';
import { buildReport } from '../../src/report/report.js';
import { formatSarif } from '../../src/report/sarif.js';
import { formatText } from '../../src/report/text.js';
import { parseReport } from '../../src/report/validate-report.js';
import { memoryInput, settings, validator } from '../helpers.js';
import { assertWellFormed } from '../report/gfm.js';
import { ROOT } from './helpers.js';

const schema = JSON.parse(readFileSync(join(ROOT, 'schemas', 'report.schema.json'), 'utf8'));
const validateReport = new Ajv2020({ strict: false, allErrors: true }).compile(schema);

export type Files = Record<string, string>;

export function pipeline(base: Files, head: Files): void {
  const baseProject = new Project(memoryInput(base));
  const headProject = new Project(memoryInput(head));
  const comparison = diffTrees(baseProject, headProject, { label: 'base' });
  const diagnostics = runRules(headProject, { ...settings(), changes: comparison.changes }, validator);
  const report = buildReport({
    project: headProject,
    diagnostics,
    root: '.',
    base: 'base',
    comparison,
  });
  // Positions are checked in plain code and asserted once per case, which keeps the assertion
  // library out of the inner loop of thousands of cases.
  const misplaced = diagnostics.filter((d) => {
    const text = head[d.file];
    if (text === undefined) return false;
    const lines = text.replace(/^\ufeff/, '').split('\n');
    const line = lines[d.line - 1];
    return (
      line === undefined ||
      d.column < 1 ||
      d.column > [...line.replace(/\r$/, '')].length + 1 ||
      d.endLine < d.line ||
      d.endLine > lines.length
    );
  });
  expect(misplaced).toEqual([]);
  const json = JSON.parse(formatJson(report));
  expect(validateReport(json), JSON.stringify(validateReport.errors)).toBe(true);
  // post-only's stricter schema accepts every report this tool writes.
  const parsedForPostOnly = parseReport(formatJson(report));
  expect('error' in parsedForPostOnly ? parsedForPostOnly.error.slice(0, 2000) : undefined).toBeUndefined();
  formatText(report);
  JSON.parse(formatSarif(report, '0.0.0'));
  assertWellFormed(formatMarkdown(report));
}

export const yamlish = fc
  .array(
    fc.constantFrom(
      'a',
      'b',
      'x/y',
      ':',
      ': ',
      '-',
      '- ',
      '\n',
      '\n  ',
      '\n- ',
      '  ',
      '[',
      ']',
      '{',
      '}',
      ',',
      '"',
      "'",
      '&a',
      '*a',
      '!!str',
      '|',
      '>',
      '#',
      '%',
      '@',
      '`',
      '\t',
      '\r\n',
      '\ufeff',
      '漢',
      '😀',
      '__proto__',
      'name: ',
      'tools: ',
      'includes: ',
      '---\n',
      'null',
      'true',
      '1e9',
    ),
    { maxLength: 60 },
  )
  .map((parts) => parts.join(''));

const names = fc.constantFrom('x/a', 'x/b', 'x/c', 'y/d', 'bad name', 'hub:x/e', 'a');
const scalarish = fc.oneof(names, fc.string({ maxLength: 8 }), fc.integer(), fc.boolean(), fc.constant(null));
const capability = fc.dictionary(
  fc.constantFrom(
    'read_only',
    'writes',
    'checkpointable',
    'unsafe',
    'human_approval_required',
    'side_effects',
    'bogus',
  ),
  fc.oneof(fc.boolean(), fc.array(fc.string({ maxLength: 5 }), { maxLength: 2 }), scalarish),
);
const tool = fc.record(
  {
    name: names,
    description: fc.oneof(fc.string({ maxLength: 20 }), scalarish),
    source: fc.constantFrom('mcp', 'agent_skill', 'builtin', 'custom', 'wrapped', 'nope'),
    capability,
    input_schema: fc.oneof(
      fc.constant({ type: 'object', properties: { q: { type: 'string' } }, required: ['q'] }),
      fc.object({ maxDepth: 2 }),
    ),
    wraps: names,
    timeout: fc.integer({ min: -1, max: 3 }),
  },
  { requiredKeys: [] },
);
const override = fc.record({ description: fc.string({ maxLength: 6 }), capability }, { requiredKeys: [] });
const skill = fc.record(
  {
    name: names,
    tools: fc.array(fc.oneof(names, fc.record({ name: names, overrides: override })), { maxLength: 3 }),
    includes: fc.array(
      fc.oneof(names, fc.record({ skill: names, overrides: fc.dictionary(names, override, { maxKeys: 2 }) })),
      { maxLength: 3 },
    ),
    mcp_servers: fc.array(
      fc.record(
        { name: fc.constantFrom('srv', 'db'), tools: fc.array(fc.constantFrom('q', 'w'), { maxLength: 2 }) },
        { requiredKeys: ['name'] },
      ),
      { maxLength: 2 },
    ),
    builtins: fc.array(fc.constantFrom('git_operations', 'nope'), { maxLength: 2 }),
    anonymous_tools: fc.array(tool, { maxLength: 2 }),
    agent_skills: fc.array(fc.constantFrom('as/a', '../x', '/etc'), { maxLength: 1 }),
  },
  { requiredKeys: [] },
);
const actor = fc.record(
  {
    name: names,
    skills: fc.array(names, { maxLength: 3 }),
    skill_access_policy: fc.record(
      {
        allow: fc.array(fc.constantFrom('x/*', '*'), { maxLength: 2 }),
        deny: fc.array(fc.constantFrom('x/a', 'y/*'), { maxLength: 1 }),
        read_only: fc.boolean(),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);
export const structuredRepo = fc
  .record({
    tools: fc.array(tool, { maxLength: 4 }),
    skills: fc.array(skill, { maxLength: 4 }),
    actors: fc.array(actor, { maxLength: 2 }),
  })
  .map(({ tools, skills, actors }) => {
    const files: Files = { 'as/a/SKILL.md': '---\nname: a\ndescription: d\n---\n' };
    tools.forEach((t, i) => (files[`tools/t${i}.yaml`] = stringify(t)));
    skills.forEach((s, i) => (files[`skills/s${i}.yaml`] = stringify(s)));
    actors.forEach((a, i) => (files[`actors/a${i}.yaml`] = stringify(a)));
    return files;
  });

/** Time a fuzz case may take before it stops early: well inside the test timeout of 60 s. */
const TIME_LIMIT_MS = 30_000;
/** Fewer cases than this, even on a machine loaded many times over, is not fuzzing enough to pass. */
const MIN_RUNS = 50;

/**
 * Runs a property for a fixed number of cases (the same seed, the same cases), stopping early
 * only at the time limit, so that a slow machine shortens the run instead of failing it on the
 * test timeout; a counterexample fails it either way.
 */
export function fuzz<T>(property: fc.IProperty<T>, options: { seed: number; numRuns: number }): void {
  const details = fc.check(property, {
    ...options,
    interruptAfterTimeLimit: TIME_LIMIT_MS,
    markInterruptAsFailure: false,
  });
  if (details.failed) throw new Error(fc.defaultReportMessage(details) ?? 'property failed');
  expect(details.numRuns, 'cases run before the time limit').toBeGreaterThanOrEqual(MIN_RUNS);
}
