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
