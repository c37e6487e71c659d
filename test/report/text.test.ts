// The text format's diff lines, on fixed reports.
import { describe, expect, it } from 'vitest';
import type { SkillDiff } from '../../src/core/diff/types.js';
import type { Report } from '../../src/report/report.js';
import { formatText } from '../../src/report/text.js';

function reportWith(skill: Partial<SkillDiff>, others: SkillDiff[] = []): Report {
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
        ...others,
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
    const child = { ...reportWith({}).diff!.skills[0]!, name: 'x/child', direct: true };
    const text = formatText(reportWith({ via: [['x/s', 'x/child']] }, [child]));
    expect(text).toContain('  x/s (via x/s → x/child): ~x/t (description)');
  });

  it('leaves out an include path to a skill whose change this one does not show', () => {
    const child = { ...reportWith({}).diff!.skills[0]!, name: 'x/child', direct: true };
    const other = { ...child, name: 'x/other', changed: [{ name: 'x/u', fields: ['timeout'] }] };
    const via = [
      ['x/s', 'x/other'],
      ['x/s', 'x/child'],
    ];
    const text = formatText(reportWith({ via }, [child, other]));
    expect(text).toContain('  x/s (via x/s → x/child): ~x/t (description)');
    expect(text).not.toContain('x/s → x/other');
  });

  it('does not give an include path to a change that came through no include', () => {
    // x/child added x/u; the inventory x/s uses rewrote mcp:gh/a, which x/child does not show.
    const child = { ...reportWith({}).diff!.skills[0]!, name: 'x/child', direct: true, changed: [] };
    const text = formatText(
      reportWith(
        {
          via: [['x/s', 'x/child']],
          added: ['x/u'],
          changed: [{ name: 'mcp:gh/a', fields: ['description'] }],
        },
        [{ ...child, added: ['x/u'] }],
      ),
    );
    expect(text).toContain('  x/s (via x/s → x/child): +x/u');
    expect(text).toContain('  x/s (cascaded): ~mcp:gh/a (description)');
  });

  it('labels "own change" only the entries the skill\'s own document changed', () => {
    const child = {
      ...reportWith({}).diff!.skills[0]!,
      name: 'x/child',
      direct: true,
      added: ['x/deploy'],
      changed: [],
    };
    const text = formatText(
      reportWith(
        {
          direct: true,
          via: [['x/s', 'x/child']],
          added: ['x/deploy'],
          changed: [
            { name: 'x/t', fields: ['timeout'], values: [{ field: 'timeout', from: '30', to: '60' }] },
          ],
        },
        [child],
      ),
    );
    expect(text).toContain('  x/s (own change): ~x/t (timeout: 30 → 60)\n');
    expect(text).toContain('  x/s (via x/s → x/child): +x/deploy\n');
  });

  it('shows a changed field with its values, and a field the report has none for by name', () => {
    const changed = [
      {
        name: 'x/t',
        fields: ['capability.human_approval_required', 'code_hash', 'mcp_tool_name'],
        values: [
          { field: 'capability.human_approval_required', from: 'true', to: 'false' },
          { field: 'mcp_tool_name', from: '"x"', to: '"*"' },
        ],
      },
    ];
    const text = formatText(reportWith({ direct: true, changed }));
    expect(text).toContain(
      '~x/t (capability.human_approval_required: true → false, code_hash, mcp_tool_name: "x" → "*")',
    );
  });

  it('shows a long change met again in another skill by its fields, its values once above', () => {
    const [a, b] = [`"${'a'.repeat(60)}"`, `"${'b'.repeat(60)}"`];
    const changed = [
      { name: 'x/t', fields: ['description'], values: [{ field: 'description', from: a, to: b }] },
    ];
    const tools = { added: [], removed: [], changed: [] };
    const above = { ...reportWith({}).diff!.skills[0]!, name: 'x/a', direct: true, changed };
    const report = reportWith({ via: [['x/s', 'x/a']], changed }, [above]);
    const text = formatText({ ...report, diff: { ...report.diff!, tools } });
    expect(text.split('\n').filter((l) => l.startsWith('  x/'))).toEqual([
      `  x/s (via x/s → x/a): ~x/t (description: ${a} → ${b})`,
      '  x/a (own change): ~x/t (description: as above)',
    ]);
  });
});

/** A schema error at 1:1 of `file`. */
function findingIn(file: string): Report['diagnostics'][number] {
  return {
    file,
    line: 1,
    column: 1,
    endLine: 1,
    endColumn: 1,
    severity: 'error',
    message: 'a finding',
    rule: 'schema',
  };
}

describe('lines the Actions runner would read as workflow commands', () => {
  it('a file named like a command starts its line with ./, the same path', () => {
    const report = reportWith({});
    report.diagnostics = [findingIn('::error file=README.md::forged.tool.yaml')];
    const lines = formatText(report).split('\n');
    expect(lines[0]).toBe('./::error file=README.md::forged.tool.yaml:1:1: error: a finding [schema]');
    expect(lines.filter((l) => l.startsWith('::'))).toEqual([]);
  });
});

// The runner trims a line's leading white space before it looks for `::`, and reads the legacy
// `##[command]` anywhere in a line (actions/runner, ActionCommand.TryParseV2 and TryParse): an
// indented line that the user's text starts, or any line that holds `##[`, was still a command.
describe('indented lines and ##[ the Actions runner would read as workflow commands', () => {
  const told = (at: string, after: string): Report => {
    const report = reportWith({});
    report.diff!.toldDifferently = [
      {
        entry: 'agent-skill:report',
        texts: [{ at, before: null, after }],
        skills: ['x/s'],
        actors: ['x/bot'],
        new: true,
      },
    ];
    return report;
  };
  const commands = (text: string): string[] =>
    text.split('\n').filter((l) => /^[\s\u0085]*::/.test(l) || l.includes('##['));

  it('a folder file named like a command starts no command on its told line', () => {
    const lines = formatText(told('::error file=README.md::forged.md', 'x')).split('\n');
    expect(lines).toContain('    ./::error file=README.md::forged.md: {+x+}');
    expect(commands(lines.join('\n'))).toEqual([]);
  });

  it('##[ in a told text or a finding is written so that no command reads it', () => {
    const report = told('notes.md', 'fine ##[error]forged');
    report.diagnostics = [findingIn('tools/##[warning]x.yaml')];
    const text = formatText(report);
    expect(text).toContain('    notes.md: {+fine #\\x23[error]forged+}');
    expect(text).toContain('tools/#\\x23[warning]x.yaml:1:1: error: a finding [schema]');
    expect(commands(text)).toEqual([]);
  });
});

// Three skill files of 45,000 unknown tools each (0.8 MB apiece, under the file limit) are 135,000
// causes: the text output appended their lines with push(...lines), one argument a line, and the
// call overflowed the stack: exit 3, "internal error", in the CLI's default format.
describe('a diff of 135,000 causes', () => {
  it('is written, a line each', () => {
    const report = reportWith({});
    report.diff!.causes = Array.from({ length: 135_000 }, (_, i) => ({
      file: 'skills/s.yaml',
      line: i + 4,
      column: 5,
      kind: 'writes' as const,
      entry: `x/t${i}`,
      grant: `adds 'x/t${i}', which writes`,
      skills: ['x/s'],
      actors: [],
      approved: false,
    }));
    const lines = formatText(report).split('\n');
    expect(lines.filter((l) => l.startsWith('  new power at '))).toHaveLength(135_000);
  });
});

describe('an actor whose access policy alone loosens', () => {
  it('is named without an empty list of skills it reaches them through', () => {
    const report = reportWith({});
    report.diff!.actors = [
      {
        name: 'x/bot',
        skills: [],
        added: [],
        removed: [],
        changed: [],
        policy: [
          { field: 'deny', from: '["x/danger*"]', to: null, file: 'actors/bot.yaml', line: 3, column: 9 },
        ],
      },
    ];
    const line = formatText(report, { color: false })
      .split('\n')
      .find((l) => l.includes('actor x/bot'));
    expect(line).toBe('  actor x/bot: its access policy loosens: deny: ["x/danger*"] → (none)');
  });
});

describe('text summary line', () => {
  const clean = (summary: Partial<Report['summary']>): string =>
    formatText({ ...reportWith({}), diff: null, summary: { ...reportWith({}).summary, ...summary } });

  it('counts the pinned MCP servers beside the definitions', () => {
    expect(clean({ files: 3, mcpServers: 2 })).toBe(
      'No problems in 3 files (1 tool, 1 skill, 0 actors, 2 MCP servers).\n',
    );
    expect(clean({ mcpServers: 1 })).toContain('(1 tool, 1 skill, 0 actors, 1 MCP server).');
  });

  it('names no MCP server where the tree pins none', () => {
    expect(clean({})).toBe('No problems in 1 file (1 tool, 1 skill, 0 actors).\n');
  });
});
