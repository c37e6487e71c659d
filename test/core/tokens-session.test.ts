// Token counts in a language server's session (SPEC §12): the counts are cached by entry, by tool
// and by text, for the whole process, so after any sequence of edits to descriptions, overrides,
// schemas and an MCP inventory, every skill's count must still be the published formula's over
// the entries it has then, computed here with OpenAI's tiktoken (a fresh workspace would not do:
// it shares the caches).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { Project } from '../../src/core/project/project.js';
import { Workspace } from '../../src/lsp/workspace.js';

const SCHEMA = '{type: object, properties: {q: {type: string, description: Query.}}}';
const FILES: Record<string, string> = {
  'tools/a.yaml': `name: x/a\ndescription: Alpha reads.\nsource: builtin\ninput_schema: ${SCHEMA}\n`,
  'tools/b.yaml': 'name: x/b\ndescription: Bravo.\nsource: builtin\n',
  'skills/leaf.yaml': 'name: x/leaf\ntools: [x/a, x/b]\n',
  'skills/top.yaml':
    'name: x/top\nincludes:\n  - skill: x/leaf\n    overrides:\n      x/a:\n        description: Alpha, as top sees it.\n',
  'mcp-servers/files.json':
    '{"server": "files", "tools": [{"name": "read_file", "description": "Reads.", "inputSchema": {"type": "object", "properties": {"path": {"type": "string", "description": "The path."}}}}]}\n',
  'skills/whole.yaml': 'name: x/whole\nmcp_servers: [{name: files}]\ntools: [x/b]\n',
};

const EDITS: [string, string][] = [
  [
    'tools/a.yaml',
    `name: x/a\ndescription: Alpha reads \uFEFF more words.\nsource: builtin\ninput_schema: ${SCHEMA}\n`,
  ],
  [
    'tools/a.yaml',
    'name: x/a\ndescription: Alpha reads.\nsource: builtin\ninput_schema: {type: object, properties: {q: {type: string, description: A longer query.}, r: {type: string, enum: [x, y, z]}}}\n',
  ],
  ['tools/b.yaml', 'name: x/b\ndescription: Bravo bravo bravo.\nsource: builtin\n'],
  [
    'skills/top.yaml',
    'name: x/top\nincludes:\n  - skill: x/leaf\n    overrides:\n      x/a:\n        description: Something else, longer than before.\n',
  ],
  ['skills/top.yaml', 'name: x/top\nincludes: [x/leaf]\n'],
  [
    'skills/leaf.yaml',
    'name: x/leaf\ntools:\n  - x/a\n  - name: x/b\n    overrides: {description: Bravo here.}\n',
  ],
  [
    'mcp-servers/files.json',
    (FILES['mcp-servers/files.json'] as string).replace('Reads.', 'Reads a whole file.'),
  ],
  [
    'mcp-servers/files.json',
    (FILES['mcp-servers/files.json'] as string).replace('The path.', 'The path, relative.'),
  ],
];

const { get_encoding } = createRequire(import.meta.url)('tiktoken') as typeof import('tiktoken');
const tiktoken = get_encoding('o200k_base');
const len = (text: string): number => tiktoken.encode(text, [], []).length;
const withoutPeriod = (text: string): string => (text.endsWith('.') ? text.slice(0, -1) : text);

type Property = { type?: string; description?: string; enum?: string[] };

/** OpenAI's cookbook formula (num_tokens_for_tools, o200k_base) over a set's functions. */
function published(
  entries: { name: string; tool: { description: string; input_schema?: unknown } }[],
): number {
  let count = 0;
  for (const { name, tool } of entries) {
    count += 7 + len(`${name}:${withoutPeriod(tool.description)}`);
    const schema = tool.input_schema as { properties?: Record<string, Property> } | undefined;
    const properties = Object.entries(schema?.properties ?? {});
    if (properties.length > 0) count += 3;
    for (const [key, p] of properties) {
      count += 3 + len(`${key}:${p.type ?? ''}:${withoutPeriod(p.description ?? '')}`);
      if (p.enum) count += -3 + p.enum.reduce((sum, item) => sum + 3 + len(item), 0);
    }
  }
  return entries.length > 0 ? count + 12 : 0;
}

/** Each skill's count, and the formula's over the same entries. */
function tokens(project: Project): [string, number, number][] {
  const out: [string, number, number][] = [];
  for (const name of [...project.skillsByName.keys()].sort()) {
    const set = project.flatten(name);
    if (set) out.push([name, set.tokens.count(), published([...set.entries.values()])]);
  }
  return out;
}

it("after any sequence of edits, a session's token counts are the formula's", () => {
  const dir = mkdtempSync(join(tmpdir(), 'acc-tokens-'));
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  // An edit (index into EDITS) or the closing of an edited document (-1 - index).
  const step = fc.oneof(fc.nat(EDITS.length - 1), fc.integer({ min: -EDITS.length, max: -1 }));
  fc.assert(
    fc.property(fc.array(step, { minLength: 1, maxLength: 8 }), (steps) => {
      const session = new Workspace(dir);
      tokens(session.check()!.project);
      for (const s of steps) {
        const [path, text] = EDITS[s >= 0 ? s : -1 - s] as [string, string];
        if (s >= 0) session.setOpen(path, text);
        else session.close(path);
        for (const [skill, counted, formula] of tokens(session.check()!.project))
          expect([skill, counted]).toEqual([skill, formula]);
      }
    }),
    { seed: 5, numRuns: 60 },
  );
});
