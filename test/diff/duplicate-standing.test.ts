// A name defined twice, the two definitions as powerful: which one stands for the name
// (kinds/duplicates.ts) is chosen by what they say, so some second definitions stand and some do
// not. Neither may show: a second definition added reads as what it adds, whichever stands, and
// the two swapped between their files are no change at all.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCheck, type RunResult } from '../../src/run.js';
import { writeTree } from '../git-helpers.js';
import { projectOf } from '../helpers.js';

const INVENTORY = JSON.stringify({
  server: 'github',
  tools: ['get_me', 'list_secrets'].map((name) => ({
    name,
    description: name,
    inputSchema: { type: 'object' },
    annotations: { readOnlyHint: true, openWorldHint: false },
  })),
});

const COMMON = {
  'actors/bot.yaml': 'name: x/bot\nskills: [x/ops]\n',
  'skills/ops.yaml': 'name: x/ops\ndescription: Operations.\ntools: [x/me]\n',
  'mcp-servers/github.json': INVENTORY,
};

const definition = (description: string, tool: string): string =>
  '# agents-config-check-disable-file duplicate-name\n' +
  `name: x/me\ndescription: ${description}\nsource: mcp\nmcp_server: github\nmcp_tool_name: ${tool}\n` +
  'capability:\n  read_only: true\n';

const FIRST = definition('Who am I.', 'get_me');
/** Second definitions that differ only in their words: by what they say, some stand and some do not. */
const SECONDS = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => definition(`Lists secrets ${n}.`, 'list_secrets'));

const work = mkdtempSync(join(tmpdir(), 'acc-duplicate-standing-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let count = 0;

function compare(base: Record<string, string>, head: Record<string, string>): RunResult {
  const dir = join(work, String(count++));
  writeTree(join(dir, 'base'), { ...COMMON, ...base });
  writeTree(join(dir, 'head'), { ...COMMON, ...head });
  return runCheck({ root: join(dir, 'head'), base: { kind: 'dir', path: join(dir, 'base') } });
}

describe('a name defined twice, the definitions as powerful', () => {
  it('the cases hold second definitions that stand and ones that do not', () => {
    const standing = SECONDS.map(
      (second) =>
        projectOf({ ...COMMON, 'tools/me.yaml': FIRST, 'tools/me2.yaml': second }).tool('x/me')?.def.file.path,
    );
    expect(new Set(standing)).toEqual(new Set(['tools/me.yaml', 'tools/me2.yaml']));
  });

  it.each(SECONDS.map((second, i) => [i + 1, second] as const))(
    'second definition %i added: what it adds, whichever stands',
    (_, second) => {
      const { report } = compare({ 'tools/me.yaml': FIRST }, { 'tools/me.yaml': FIRST, 'tools/me2.yaml': second });
      expect(report.diff?.tools.changed).toEqual([
        {
          name: 'x/me',
          fields: ['also_calls', 'also_told'],
          values: [{ field: 'also_calls', from: null, to: '["github/list_secrets"]' }],
        },
      ]);
      const escalations = report.diagnostics.filter((d) => d.rule === 'escalation');
      expect(escalations.map((d) => `${d.file}:${d.line}:${d.column} ${d.message.split(' (')[0]}`)).toEqual([
        'tools/me2.yaml:6:16 \'x/me\' now calls MCP "github/list_secrets"',
      ]);
      expect(report.diff?.toldDifferently?.map((t) => t.texts.map((x) => [x.at, x.before, x.after]))).toEqual([
        [
          ['description (its definition in tools/me2.yaml)', null, second.split('\n')[2]?.slice(13)],
          // The MCP tool the second definition calls: a client may read its inventory's description.
          ['description (its definition of github/list_secrets in mcp-servers/github.json)', null, 'list_secrets'],
        ],
      ]);
    },
  );

  it.each(SECONDS.map((second, i) => [i + 1, second] as const))(
    'second definition %i swapped with the first between files: no change',
    (_, second) => {
      const { report, failed } = compare(
        { 'tools/me.yaml': FIRST, 'tools/me2.yaml': second },
        { 'tools/me.yaml': second, 'tools/me2.yaml': FIRST },
      );
      expect(failed).toBe(false);
      expect(report.diff?.tools).toEqual({ added: [], removed: [], changed: [] });
      expect(report.diff?.skills).toEqual([]);
      expect(report.diff?.actors).toEqual([]);
      expect(report.diff?.toldDifferently).toBeUndefined();
      expect(report.diagnostics.filter((d) => d.new)).toEqual([]);
    },
  );
});
