// Documents far past the loader's limits, in a repository whose configuration lets files be large
// (max-file-size up to 1 GiB). The `yaml` package's parser built a document's whole syntax tree
// before the depth and the node count were looked at: 4 MB nested two million deep took 18 CPU s
// and 2 GB, a 37 MB inventory nested a million deep 56 s, and a 12 MB flat list ran the heap out
// (a crash, exit 134). Each is now a finding where the limit is passed, the rest of the file read.
import { describe, expect, it } from 'vitest';
import { check, GOOD_TOOL } from './helpers.js';
import { cpuMs } from '../cpu-clock.js';

const CONFIG = { '.agents-config-check.yml': 'max-file-size: 67108864\n' };
const HEAD = 'name: x/t\ndescription: d\nsource: builtin\n';

function findings(files: Record<string, string>): { found: string[]; ms: number } {
  const started = cpuMs();
  const r = check({ ...CONFIG, ...files });
  const ms = cpuMs() - started;
  const found = r.report.diagnostics
    .filter((d) => d.file.startsWith('tools/') || d.file.startsWith('mcp-servers/'))
    .map((d) => `${d.file}:${d.line}:${d.column} ${d.rule}: ${d.message}`);
  return { found, ms };
}

describe('a document far past the limits', () => {
  it('nested two million brackets deep: where it passes 200 levels, and the next document is read', () => {
    const deep = `${HEAD}x: ${'['.repeat(2_000_000)}${']'.repeat(2_000_000)}\n---\n${GOOD_TOOL}`;
    const { found, ms } = findings({ 'tools/deep.yaml': deep });
    expect(found).toEqual([
      // The block mapping is level 0: its value's 201st bracket is level 201.
      'tools/deep.yaml:4:204 yaml-syntax: the document is nested deeper than 200 levels',
      "tools/deep.yaml:6:7 unused-tool: tool 'x/good' is not used by any skill",
    ]);
    expect(ms).toBeLessThan(3000);
  });

  it('an inventory whose tool schema nests 300,000 deep: where it passes 200 levels', () => {
    let schema = '{"type":"string"}';
    for (let i = 0; i < 300_000; i++) schema = `{"type":"object","properties":{"a":${schema}}}`;
    const inventory = `{"name":"big","tools":[{"name":"t","inputSchema":${schema}}]}`;
    const { found, ms } = findings({
      'mcp-servers/big.json': inventory,
      'skills/s.yaml': 'name: v/s\nmcp_servers:\n  - name: big\n',
    });
    // `{"name":"big","tools":[{"name":"t","inputSchema":` (49 characters, three brackets), then 35
    // characters and two brackets a level: the 202nd bracket (level 201) opens the 100th level.
    expect(found).toEqual([
      `mcp-servers/big.json:1:${50 + 99 * 35} yaml-syntax: the document is nested deeper than 200 levels`,
    ]);
    expect(ms).toBeLessThan(6000);
  });

  it('a flat list of 1,500,000 items: where it passes 200,000 nodes, and the next document is read', () => {
    const flat = `${HEAD}x: [${'a,'.repeat(1_500_000)}a]\n---\n${GOOD_TOOL}`;
    const { found, ms } = findings({ 'tools/flat.yaml': flat });
    // Counted as the text is read, keys too: four keys, three values and the list, then items: the
    // 199,993rd item is the 200,001st node.
    expect(found).toEqual([
      `tools/flat.yaml:4:${5 + 2 * 199_992} yaml-syntax: the document has more than 200000 nodes, the most one document may hold; split it into several files`,
      "tools/flat.yaml:6:7 unused-tool: tool 'x/good' is not used by any skill",
    ]);
    expect(ms).toBeLessThan(15000);
  });

  it('cut for its size, it is still too deep, or a syntax error, where it was before the cut', () => {
    // 450,000 sequences nested by their `- ` (900 kB): deep from the 202nd, as the whole was.
    const nested = findings({ 'tools/deep.yaml': `${'- '.repeat(450_000)}a\n` }).found;
    expect(nested).toEqual([
      'tools/deep.yaml:1:403 yaml-syntax: the document is nested deeper than 200 levels',
    ]);
    const misplaced = findings({ 'tools/bad.yaml': `x: ${'- '.repeat(450_000)}a\n` }).found;
    expect(misplaced).toEqual([
      'tools/bad.yaml:1:4 yaml-syntax: Unexpected block-seq-ind on same line with key',
    ]);
  });
});
