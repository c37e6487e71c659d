// Tokens (SPEC §12) of sets built from a real server's tools (github-mcp-server's 117, fixtures
// copied from the corpus), held to OpenAI's published formula computed here on its own, with
// another tokenizer (js-tiktoken); and the tokenizer left unloaded where no set comes near the budget.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tiktoken } from 'js-tiktoken/lite';
import o200k from 'js-tiktoken/ranks/o200k_base';
import lazyPackages from '../../src/core/packages/lazy-packages.cjs';
import { checkFiles, projectOf, type Files } from '../helpers.js';
import { cpuMs } from '../cpu-clock.js';

const SNAPS = join(import.meta.dirname, '..', 'fixtures', 'github-mcp-server-toolsnaps');

interface McpTool {
  name: string;
  description: string;
  inputSchema: { properties?: Record<string, { type?: unknown; description?: string; enum?: unknown[] }> };
}

const TOOLS: McpTool[] = readdirSync(SNAPS)
  .filter((f) => f.endsWith('.snap'))
  .sort()
  .map((f) => JSON.parse(readFileSync(join(SNAPS, f), 'utf8')) as McpTool);

/** A repository with every tool registered as `gh/<name>` and one skill per set. */
function repository(sets: Record<string, McpTool[]>): Files {
  const files: Files = {};
  for (const t of TOOLS) {
    const doc = {
      name: `gh/${t.name}`,
      description: t.description,
      source: 'builtin',
      input_schema: t.inputSchema,
    };
    files[`tools/${t.name}.yaml`] = JSON.stringify(doc);
  }
  for (const [skill, tools] of Object.entries(sets))
    files[`skills/${skill}.yaml`] = JSON.stringify({
      name: `gh/${skill}`,
      tools: tools.map((t) => `gh/${t.name}`),
    });
  return files;
}

/**
 * num_tokens_for_tools of OpenAI's cookbook ("How to count tokens with tiktoken"), for gpt-4o
 * (o200k_base), transcribed from its Python: the functions' part of a request.
 */
function publishedFormula(functions: { name: string; tool: McpTool }[]): number {
  const encoding = new Tiktoken(o200k);
  const len = (text: string): number => encoding.encode(text, [], []).length;
  const [funcInit, propInit, propKey, enumInit, enumItem, funcEnd] = [7, 3, 3, -3, 3, 12];
  let count = 0;
  for (const { name, tool } of functions) {
    count += funcInit;
    let desc = tool.description;
    if (desc.endsWith('.')) desc = desc.slice(0, -1);
    count += len(`${name}:${desc}`);
    const properties = tool.inputSchema.properties ?? {};
    if (Object.keys(properties).length > 0) {
      count += propInit;
      for (const [key, p] of Object.entries(properties)) {
        count += propKey;
        if (p.enum) {
          count += enumInit;
          for (const item of p.enum) count += enumItem + len(String(item));
        }
        let pDesc = p.description ?? '';
        if (pDesc.endsWith('.')) pDesc = pDesc.slice(0, -1);
        count += len(`${key}:${String(p.type)}:${pDesc}`);
      }
    }
  }
  return functions.length > 0 ? count + funcEnd : 0;
}

const SETS = { all: TOOLS, dozen: TOOLS.slice(0, 12), three: TOOLS.slice(40, 43) };

describe("a real server's tools counted as OpenAI counts them", () => {
  it.each(Object.keys(SETS) as (keyof typeof SETS)[])(
    '%s: within two percent of the published formula',
    (skill) => {
      const tools = SETS[skill];
      const published = publishedFormula(tools.map((tool) => ({ name: `gh/${tool.name}`, tool })));
      const findings = checkFiles(repository({ [skill]: tools }), { ruleOptions: { 'max-tokens': 1 } });
      const message = findings.find((d) => d.rule === 'tool-budget' && d.message.includes('tokens'))?.message;
      const counted = Number(/flattens to (\d+) tokens/.exec(message ?? '')?.[1]);
      expect(Math.abs(counted - published) / published).toBeLessThan(0.02);
      // The same count the report carries for a counted set.
      expect(
        projectOf(repository({ [skill]: tools }))
          .flatten(`gh/${skill}`)
          ?.tokens.count(),
      ).toBe(counted);
    },
  );

  it('all 117, where a quarter of the characters was far off', () => {
    expect(TOOLS).toHaveLength(117);
    const all = publishedFormula(TOOLS.map((tool) => ({ name: `gh/${tool.name}`, tool })));
    // The estimate this count replaced: a quarter of the characters of name, description and schema.
    let characters = 0;
    for (const t of TOOLS)
      characters += `gh/${t.name}`.length + t.description.length + JSON.stringify(t.inputSchema).length;
    expect(Math.ceil(characters / 4) / all).toBeGreaterThan(1.4);
  });

  it('counts special-token text and megabyte-long pieces as text, without stalling', () => {
    // A megabyte-long piece (a run of one letter, of spaces, of line ends) merges in n log n.
    const runs = ['x'.repeat(200_000), ' '.repeat(1_000_000), '\n'.repeat(300_000), 'ab'.repeat(100_000)];
    const files: Files = {
      'skills/s.yaml': `name: x/s\ntools: [${runs.map((_, i) => `x/t${i}`).join(', ')}]\n`,
    };
    runs.forEach((run, i) => {
      files[`tools/t${i}.yaml`] = JSON.stringify({
        name: `x/t${i}`,
        source: 'builtin',
        description: `<|endoftext|> ${run}`,
      });
    });
    const start = cpuMs();
    const tokens = projectOf(files).flatten('x/s')?.tokens.count() ?? 0;
    expect(cpuMs() - start).toBeLessThan(10_000);
    // Exact against the references on runs they can merge in time: bpe-differential.test.ts. Here,
    // what holds for any count: no token is longer than 128 bytes, and none is shorter than one.
    const bytes = runs.reduce((sum, run) => sum + run.length, 0);
    expect(tokens).toBeGreaterThan(bytes / 128);
    expect(tokens).toBeLessThan(bytes);
  });
});

describe('the tokenizer is loaded only when a set may be near the budget', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a check whose sets are far below max-tokens never loads it; one near it does', () => {
    const load = vi.spyOn(lazyPackages, 'o200k');
    checkFiles(repository({ dozen: SETS.dozen }));
    expect(load).not.toHaveBeenCalled();
    checkFiles(repository({ dozen: SETS.dozen }), { ruleOptions: { 'max-tokens': 2_000 } });
    expect(load).toHaveBeenCalled();
  });
});

describe('enum values', () => {
  it('a null value is the text null, as the model reads it, not nothing', () => {
    const count = (values: unknown[]): number => {
      const files: Files = {
        'skills/s.yaml': 'name: x/s\ntools: [x/t]\n',
        'tools/t.yaml': JSON.stringify({
          name: 'x/t',
          source: 'builtin',
          description: 'Pick one',
          input_schema: { type: 'object', properties: { mode: { type: 'string', enum: values } } },
        }),
      };
      return projectOf(files).flatten('x/s')?.tokens.count() ?? 0;
    };
    const encoding = new Tiktoken(o200k);
    const nullTokens = encoding.encode('null', [], []).length;
    // Each value is 3 tokens and its text: null's text is 'null', as the string 'null' is.
    expect(count(['a', null])).toBe(count(['a', 'null']));
    expect(count(['a', null]) - count(['a'])).toBe(3 + nullTokens);
  });
});

describe('a name defined twice', () => {
  it('counts as the longer definition, which a runtime may keep', () => {
    const tokens = (descriptions: string[]): number => {
      const files: Files = { 'skills/s.yaml': 'name: x/s\ntools: [x/t]\n' };
      descriptions.forEach((description, i) => {
        files[`tools/t${i}.yaml`] = JSON.stringify({ name: 'x/t', source: 'builtin', description });
      });
      return projectOf(files).flatten('x/s')?.tokens.count() ?? 0;
    };
    const long = 'Reads the file and every file it names, one after another, until none is left';
    expect(tokens(['Reads', long])).toBe(tokens([long]));
    expect(tokens([long, 'Reads'])).toBe(tokens([long]));
    expect(tokens(['Reads', long])).toBeGreaterThan(tokens(['Reads']));
  });
});

describe('a registered MCP tool without an input schema', () => {
  // A client calls the server's tool, so it shows the server's input schema where the tool gives
  // none (and may show the server's description instead of the tool's): before, neither counted.
  it("counts the server's input schema beside its own description, the most a client may show", () => {
    const schema = {
      type: 'object',
      properties: {
        id: { type: 'string', description: 'The id of the thing to fetch, as the server names it' },
      },
    };
    const long = 'Gets the thing the user names, with everything the server knows of it';
    const files: Files = {
      'skills/s.yaml': 'name: x/s\ntools: [x/get]\n',
      'tools/get.yaml': JSON.stringify({
        name: 'x/get',
        description: long,
        source: 'mcp',
        mcp_server: 'gh',
        mcp_tool_name: 'get',
      }),
      'mcp-servers/gh.json': JSON.stringify({
        server: 'gh',
        tools: [
          { name: 'get', description: 'Gets', inputSchema: schema, annotations: { readOnlyHint: true } },
        ],
      }),
    };
    expect(projectOf(files).flatten('x/s')?.tokens.count()).toBe(
      publishedFormula([{ name: 'x/get', tool: { name: 'get', description: long, inputSchema: schema } }]),
    );
  });
});

describe('a schema written with merge keys', () => {
  // PyYAML applies `<<`, so the model reads what it brings: before, none of it counted (and `<<`
  // counted as a property), so a description of any length went past max-tokens.
  const tokens = (inputSchema: string): number => {
    const files: Files = {
      'skills/s.yaml': 'name: x/s\ntools: [x/t]\n',
      'tools/t.yaml': `name: x/t\nsource: builtin\ndescription: Reads\ninput_schema:\n${inputSchema}`,
    };
    return projectOf(files).flatten('x/s')?.tokens.count() ?? 0;
  };
  const text = 'Read every file of the workspace and report each one back';
  const written = tokens(
    `  type: object\n  properties:\n    q:\n      type: string\n      description: ${text}\n      enum: [a, b]\n`,
  );

  it.each([
    [
      'a property’s fields',
      `  type: object\n  properties:\n    q:\n      <<: {description: ${text}, enum: [a, b]}\n      type: string\n`,
    ],
    [
      'a property',
      `  type: object\n  properties:\n    <<: {q: {type: string, description: ${text}, enum: [a, b]}}\n`,
    ],
    [
      'the properties',
      `  type: object\n  <<: {properties: {q: {type: string, description: ${text}, enum: [a, b]}}}\n`,
    ],
  ])('%s brought by a merge key count as written', (_, schema) => {
    expect(tokens(schema)).toBe(written);
  });
});
