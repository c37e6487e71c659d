// Hand-written reports for the formatter tests: the shape the gate writes (SPEC §7, `diff.causes`,
// actors with escalations, the suppressions the head adds), fixed so the tests say exactly what a
// reviewer sees.
import type { SkillDiff } from '../../src/core/diff/types.js';
import type { Report } from '../../src/report/report.js';

export function skillDiff(name: string, extra: Partial<SkillDiff> = {}): SkillDiff {
  return {
    name,
    status: 'changed',
    direct: false,
    via: [],
    added: [],
    removed: [],
    changed: [],
    escalations: [],
    renames: [],
    tokens: { before: 10, after: 12 },
    ...extra,
  };
}

/** A tool that now writes, reaching three skills and two actors; an actor taking on a writing skill. */
export function powerReport(): Report {
  const writes = { entry: 'x/deploy', kind: 'writes' as const, from: false, to: true };
  return {
    version: 2,
    root: '.',
    base: 'base-sha',
    summary: { files: 6, tools: 3, skills: 4, actors: 2, errors: 2, warnings: 0, notes: 1 },
    diagnostics: [
      {
        rule: 'escalation',
        severity: 'error',
        file: 'actors/bot.yaml',
        line: 4,
        column: 5,
        endLine: 4,
        endColumn: 15,
        message: "actor 'x/bot' gains 'x/db', which writes",
        new: true,
      },
      {
        rule: 'escalation',
        severity: 'error',
        file: 'tools/deploy.yaml',
        line: 6,
        column: 11,
        endLine: 6,
        endColumn: 15,
        message: "'x/deploy' now writes (in 3 skills)",
        new: true,
      },
      {
        rule: 'unused-tool',
        severity: 'note',
        file: 'tools/grep.yaml',
        line: 1,
        column: 7,
        endLine: 1,
        endColumn: 13,
        message: "'x/grep' is listed by no skill",
        new: true,
      },
    ],
    skills: [],
    diff: {
      tools: { added: [], removed: [], changed: [{ name: 'x/deploy', fields: ['capability.writes'] }] },
      skills: [
        skillDiff('x/all', {
          via: [['x/all', 'x/release', 'x/ops']],
          changed: [{ name: 'x/deploy', fields: ['capability.writes'] }],
          escalations: [writes],
        }),
        skillDiff('x/ops', {
          changed: [{ name: 'x/deploy', fields: ['capability.writes'] }],
          escalations: [writes],
          changedTools: ['x/deploy'],
        }),
        skillDiff('x/release', {
          via: [['x/release', 'x/ops']],
          changed: [{ name: 'x/deploy', fields: ['capability.writes'] }],
          escalations: [writes],
        }),
      ],
      actors: [
        {
          name: 'x/bot',
          skills: ['x/db-admin', 'x/ops'],
          added: ['x/db'],
          removed: ['x/grep'],
          changed: ['x/deploy'],
          escalations: [
            { entry: 'x/db', kind: 'added-writes' },
            { entry: 'x/deploy', kind: 'writes', from: false, to: true },
          ],
        },
        {
          name: 'x/releaser',
          skills: ['x/release'],
          added: [],
          removed: [],
          changed: ['x/deploy'],
          escalations: [{ entry: 'x/deploy', kind: 'writes', from: false, to: true }],
        },
      ],
      causes: [
        {
          file: 'actors/bot.yaml',
          line: 4,
          column: 5,
          kind: 'added-writes',
          entry: 'x/db',
          grant: "adds 'x/db', which writes",
          skills: [],
          actors: ['x/bot'],
          approved: false,
        },
        {
          file: 'tools/deploy.yaml',
          line: 6,
          column: 11,
          kind: 'writes',
          entry: 'x/deploy',
          grant: "'x/deploy' now writes",
          skills: ['x/all', 'x/ops', 'x/release'],
          actors: ['x/bot', 'x/releaser'],
          approved: false,
        },
      ],
      suppressions: [{ file: 'tools/grep.yaml', line: 3, column: 1, scope: 'file', rules: ['unused-tool'] }],
    },
    approval: { label: 'allow-escalation', approved: false },
    graph: {
      edges: [
        ['x/all', 'x/release'],
        ['x/release', 'x/ops'],
      ],
      changed: [],
    },
  };
}
