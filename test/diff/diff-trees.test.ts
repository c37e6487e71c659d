// diffTrees is the diff as one pure function: the gate settings the head's configuration weakens
// and the suppressions it adds are found inside it, the comparison carries no approval, and the
// escalation rule and the report apply this run's approval to the very same comparison.
import { describe, expect, it } from 'vitest';
import { runRules } from '../../src/core/check/check.js';
import { configReader } from '../../src/core/config/config.js';
import { RULE_CATALOGUE } from '../../src/core/rules/index.js';
import { diffTrees } from '../../src/core/diff/diff-trees.js';
import { Project } from '../../src/core/project/project.js';
import { loadYaml } from '../../src/core/yaml/load.js';
import { buildReport } from '../../src/report/report.js';
import { memoryInput, settings, validator, type Files } from '../helpers.js';

const BASE: Files = {
  'tools/t.yaml': 'name: x/t\ndescription: d\nsource: builtin\ncapability:\n  writes: false\n',
  'skills/s.yaml': 'name: x/s\ntools: [x/t]\n',
};
const HEAD: Files = {
  'tools/t.yaml':
    'name: x/t\ndescription: d\nsource: builtin\ncapability:\n  writes: true\n# agents-config-check-disable-next-line schema\n',
  'skills/s.yaml': 'name: x/s\ntools: [x/t]\n',
};
const HEAD_CONFIG = 'fail-on: never\nrules:\n  escalation: warning\n';
const CONFIG_PATH = '.agents-config-check.yml';

function comparison() {
  const head = new Project(memoryInput(HEAD));
  const base = new Project(memoryInput(BASE));
  const loaded = loadYaml(HEAD_CONFIG);
  const raw = configReader(RULE_CATALOGUE).parseConfigText(HEAD_CONFIG, CONFIG_PATH, loaded);
  const configs = {
    head: { raw, path: CONFIG_PATH, doc: loaded.documents[0] },
    base: {},
    rules: RULE_CATALOGUE,
  };
  return { head, comparison: diffTrees(base, head, { label: 'base', configs }) };
}

describe('diffTrees', () => {
  // `.inf` parses to Infinity, which JSON.stringify writes as null: the change was invisible.
  it.each([
    ['.inf', 'null', 'Infinity', 'null'],
    ['null', '-.inf', 'null', '-Infinity'],
  ])('sees a schema value %s changed to %s', (was, is, from, to) => {
    const tool = (value: string): Files => ({
      'tools/t.yaml': `name: x/t\ndescription: d\nsource: builtin\ninput_schema:\n  type: object\n  properties:\n    n: {type: number, default: ${value}}\n`,
    });
    const c = diffTrees(new Project(memoryInput(tool(was))), new Project(memoryInput(tool(is))), {
      label: 'base',
    });
    expect(c.diff.tools.changed).toEqual([
      expect.objectContaining({
        name: 'x/t',
        fields: ['input_schema.properties.n.default'],
        values: [{ field: 'input_schema.properties.n.default', from, to }],
      }),
    ]);
  });

  it('lists each widening and each weakened gate setting as one change, in the order of their places', () => {
    const { comparison: c } = comparison();
    expect(c.changes.map((x) => [x.kind, x.subject, `${x.site.file}:${x.site.span.line}:${x.site.span.column}`])).toEqual([
      ['gate-setting', 'fail-on', `${CONFIG_PATH}:1:10`],
      ['gate-setting', 'rules.escalation', `${CONFIG_PATH}:3:15`],
      ['writes', 'x/t', 'tools/t.yaml:5:11'],
    ]);
  });

  it('finds the suppression comments the head adds', () => {
    const { comparison: c } = comparison();
    expect(c.diff.suppressions).toEqual([
      { file: 'tools/t.yaml', line: 6, column: 1, scope: 'next-line', rules: ['schema'] },
    ]);
  });

  it('without the configurations, judges no gate setting', () => {
    const c = diffTrees(new Project(memoryInput(BASE)), new Project(memoryInput(HEAD)), { label: 'base' });
    expect(c.changes.map((x) => x.kind)).toEqual(['writes']);
  });

  it('carries no approval: the rule and the report apply it, and leave the comparison as it was', () => {
    const { head, comparison: c } = comparison();
    const before = JSON.stringify(c.changes) + JSON.stringify(c.diff);
    expect(before).not.toContain('approved');
    for (const approved of [false, true]) {
      const diagnostics = runRules(
        head,
        { ...settings(), changes: c.changes, escalationsApproved: approved },
        validator,
      ).filter((d) => d.rule === 'escalation');
      expect(diagnostics.map((d) => d.severity)).toEqual(approved ? ['note', 'note', 'note'] : ['error', 'error', 'error']);
      const report = buildReport({
        project: head,
        diagnostics,
        root: '.',
        base: 'base',
        comparison: c,
        approval: { label: 'allow-escalation', approved },
      });
      expect(report.diff?.causes?.map((row) => row.approved)).toEqual([approved, approved, approved]);
    }
    expect(JSON.stringify(c.changes) + JSON.stringify(c.diff)).toBe(before);
  });
});
