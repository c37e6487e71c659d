// The text format's diff lines, on fixed reports.
import { describe, expect, it } from 'vitest';
import type { SkillDiff } from '../../src/core/diff/types.js';
import type { Report } from '../../src/report/report.js';
import { formatText } from '../../src/report/text.js';

function reportWith(skill: Partial<SkillDiff>): Report {
  return {
    version: 2,
    root: '.',
    base: 'main',
    summary: { files: 1, tools: 1, skills: 1, actors: 0, errors: 0, warnings: 0, notes: 0 },
    diagnostics: [],
    skills: [],
    diff: {
      tools: { added: [], removed: [], changed: [{ name: 'x/t', fields: ['description'] }] },
      skills: [
        {
          name: 'x/s',
          status: 'changed',
          direct: false,
          via: [],
          added: [],
          removed: [],
          changed: [{ name: 'x/t', fields: ['description'] }],
          escalations: [],
          renames: [],
          tokens: { before: 3, after: 3 },
          ...skill,
        },
      ],
      actors: [],
      causes: [],
    },
    approval: { label: 'allow-escalation', approved: false },
    graph: null,
  };
}

describe('text diff lines', () => {
  it('names the changed tool when a skill changed only through a listed tool', () => {
    const text = formatText(reportWith({ changedTools: ['x/t'] }));
    expect(text).toContain('  x/s (through x/t): ~x/t (description)');
    expect(text).not.toContain('(via )');
  });

  it('prints the include path of a cascaded change', () => {
    const text = formatText(reportWith({ via: [['x/s', 'x/child']] }));
    expect(text).toContain('  x/s (via x/s → x/child): ~x/t (description)');
  });
});
