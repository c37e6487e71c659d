// The hover says "Effective capability" and "Power the gate reads": the gate reads a resource slot
// that may write as writing and not read-only, and `writes: true` beside `read_only: true` as not
// read-only (power.ts readPower). The hover read the capability alone: a tool that says
// `read_only: true` with a `read_write` slot was "read-only", and one that says both was
// "read-only, writes", where the gate escalates both as writing tools.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinGroupNames } from '../../src/core/power/power-settings.js';
import { optionValue } from '../../src/core/rules/rule.js';
import { builtinGroupsOption } from '../../src/core/rules/unknown-builtin.js';
import { hoverText } from '../../src/lsp/hover.js';
import { Workspace } from '../../src/lsp/workspace.js';
import { symbolAt } from '../../src/lsp/symbols.js';
import { projectOf } from '../helpers.js';

const project = projectOf({
  'tools/t.yaml': [
    'name: x/t',
    'description: T.',
    'source: custom',
    "code: 'x'",
    'capability:',
    '  read_only: true',
    'resource_slots:',
    '  - {name: repo, resource_type: git_repository, access: read_write}',
    '---',
    'name: x/both',
    'description: Both.',
    'source: custom',
    "code: 'x'",
    'capability: {read_only: true, writes: true}',
    '',
  ].join('\n'),
  'skills/s.yaml': 'name: x/s\ndescription: S.\ntools: [x/t, x/both]\n',
});

const hover = (file: string, line: number, column: number): string => {
  const symbol = symbolAt(project, file, line, column);
  return (symbol && hoverText(project, symbol, [])) ?? '';
};

describe('hover of a tool the gate reads as writing', () => {
  it('where a resource slot may write: writes, and its read-only claim said as one', () => {
    const text = hover('skills/s.yaml', 3, 9);
    expect(text).toContain('**tool** `x/t`');
    expect(text).toContain('Effective capability in `x/s`: writes\n');
    expect(text).toContain('It claims less: read-only; the gate reads what it really has.');
  });

  it('where writes is said beside read_only: writes, not read-only', () => {
    const text = hover('skills/s.yaml', 3, 14);
    expect(text).toContain('**tool** `x/both`');
    expect(text).toMatch(/Effective capability in `x\/s`: writes\n/);
  });

  it("the skill's set lists each as the gate reads it", () => {
    const text = hover('skills/s.yaml', 1, 8);
    expect(text).toContain('- `x/t` (`custom`) — writes');
    expect(text).toContain('- `x/both` (`custom`) — writes');
  });
});

// A `builtins` item's hover said only "A configured builtin group.": nothing of the power the gate
// reads for it, which the configuration gives (`builtin-groups`), or, for a group listed there
// without a capability, the most it could be. It now says that power and where it comes from.
describe('hover of a builtin group', () => {
  const dir = mkdtempSync(join(tmpdir(), 'acc-hover-builtin-'));
  const files: Record<string, string> = {
    '.agents-config-check.yml':
      'builtin-groups:\n  file_operations: { writes: true, unsafe: true }\n  shell_access:\n',
    'skills/s.yaml': 'name: x/s\ndescription: S.\nbuiltins: [file_operations, shell_access]\n',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const workspace = new Workspace(dir);
  const { project } = workspace.check()!;
  const groups = builtinGroupNames(optionValue(workspace.config!.ruleOptions, builtinGroupsOption));
  const at = (column: number): string => {
    const symbol = symbolAt(project, 'skills/s.yaml', 3, column);
    return (symbol && hoverText(project, symbol, groups)) ?? '';
  };

  it('says the power the configuration gives it, and where', () => {
    expect(at(12)).toContain(
      "Power the gate reads: writes, unsafe (the configuration's builtin\\-groups\\.file\\_operations at `.agents-config-check.yml` line 2)",
    );
  });

  it('says a group listed without a capability is the most it could be', () => {
    expect(at(30)).toContain('Power the gate reads: writes, unsafe, side effects `open_world`');
  });
});

// A tool name defined twice is read by the gate as the stronger of its definitions (SPEC §6).
// Hovering the read-only definition said "Effective capability as defined: read-only" and nothing
// else, and a reference named one definition's file only (explain never picks one in silence).
describe('hover of a tool defined twice', () => {
  const twice = projectOf({
    'tools/a.yaml': 'name: x/t\ndescription: A.\nsource: custom\ncode: a\ncapability: {read_only: true}\n',
    'tools/b.yaml':
      'name: x/t\ndescription: B.\nsource: custom\ncode: b\ncapability: {writes: true, unsafe: true}\n',
    'skills/s.yaml': 'name: x/s\ndescription: S.\ntools: [x/t]\n',
  });
  const line =
    'Defined 2 times: `tools/a.yaml` line 1, `tools/b.yaml` line 1; the gate reads the name as the stronger of them: writes, unsafe.';
  const at = (file: string, l: number, column: number): string => {
    const symbol = symbolAt(twice, file, l, column);
    return (symbol && hoverText(twice, symbol, [])) ?? '';
  };

  it('says so at either definition, with the power the gate reads', () => {
    expect(at('tools/a.yaml', 1, 8)).toContain(line);
    expect(at('tools/b.yaml', 1, 8)).toContain(line);
  });

  it('says so at a reference', () => {
    expect(at('skills/s.yaml', 3, 9)).toContain(line);
  });

  it('lists at most 40 definitions, and counts the rest', () => {
    const doc = 'name: x/m\ndescription: M.\nsource: builtin\n';
    const many = projectOf({ 'tools/m.yaml': Array(100).fill(doc).join('---\n') });
    const symbol = symbolAt(many, 'tools/m.yaml', 1, 8);
    const text = (symbol && hoverText(many, symbol, [])) ?? '';
    expect(text).toContain('Defined 100 times: `tools/m.yaml` line 1, `tools/m.yaml` line 5,');
    expect(text).toContain('`tools/m.yaml` line 157, and 60 more; the gate reads the name');
  });
});
