// `agents-config-check lsp --stdio` end to end: the built CLI driven by a real protocol client over
// standard input and output, on a small repository with findings, references and overrides.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CodeAction,
  CompletionList,
  Diagnostic,
  Hover,
  InitializeResult,
  Location,
  MarkupContent,
} from 'vscode-languageserver-protocol';
import { fileUri, startServer, type LspClient } from '../lsp-client.js';

const ROOT = join(import.meta.dirname, '..', '..');
const CLI = join(ROOT, 'dist', 'cli.js');
const RULES = 'https://github.com/agents-config-check/agents-config-check/blob/main/docs/rules.md';

const FILES: Record<string, string> = {
  'tools/deploy.yaml':
    'name: devops/deploy\ndescription: Deploys a release.\nsource: custom\ncode: run()\ncapability:\n  writes: true\n',
  'tools/read-logs.yaml':
    'name: devops/read-logs\ndescription: Reads logs.\nsource: builtin\ncapability:\n  read_only: true\n',
  // The emoji is two UTF-16 units but one column: the finding after it must land on the key.
  'tools/notify.yaml':
    'name: devops/notify\ndescription: Notifies.\nsource: builtin\ncapability: { side_effects: ["🚀"], writez: true }\n',
  'skills/base.yaml': 'name: local/base\ntools:\n  - devops/deploy\n',
  'skills/ops.yaml': [
    'name: local/ops',
    'tools:',
    '  - devops/deploy',
    '  - name: devops/read-logs',
    '    overrides:',
    '      capability:',
    '        human_approval_required: true',
    '  - devops/notfy',
    'includes:',
    '  - local/base',
    'builtins: [file_operations]',
    '',
  ].join('\n'),
  'actors/reviewer.yaml': 'name: local/reviewer\nskills:\n  - local/ops\n  - local/opz\n',
  // A pinned MCP inventory (JSON), a skill that lists three of its tools (one it lacks) and a
  // read-only actor that takes the skill: the inventory's annotations decide what the actor gets.
  'mcp-servers/files.json': [
    '{',
    '  "server": "files",',
    '  "tools": [',
    '    { "name": "read_file", "description": "Reads a file.", "inputSchema": { "type": "object" }, "annotations": { "readOnlyHint": true } },',
    '    { "name": "write_file", "description": "Writes a file.", "inputSchema": { "type": "object" }, "annotations": { "readOnlyHint": false, "destructiveHint": false } }',
    '  ]',
    '}',
    '',
  ].join('\n'),
  'skills/fs.yaml':
    'name: local/fs\nmcp_servers:\n  - name: files\n    tools: [read_file, write_file, delete_file]\n',
  'actors/viewer.yaml': 'name: local/viewer\nskills: [local/fs]\nskill_access_policy: {read_only: true}\n',
};

const summary = (ds: Diagnostic[]): string[] =>
  ds.map(
    (d) =>
      `${d.range.start.line}:${d.range.start.character}-${d.range.end.line}:${d.range.end.character} ${String(d.code)} ${d.message}`,
  );

describe('agents-config-check lsp --stdio', () => {
  let dir: string;
  let client: LspClient;
  let init: InitializeResult;
  const uri = (path: string): string => fileUri(join(dir, path));

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'acc-lsp-'));
    for (const [path, text] of Object.entries(FILES)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    writeFileSync(join(dir, '.agents-config-check.yml'), 'rules:\n  unused-tool: off\n');
    client = startServer(process.execPath, [CLI, 'lsp', '--stdio'], dir);
    init = (await client.connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: fileUri(dir),
      capabilities: {},
      workspaceFolders: [{ uri: fileUri(dir), name: 'repo' }],
    })) as InitializeResult;
    await client.connection.sendNotification('initialized', {});
  });

  afterAll(async () => {
    await client?.close();
  });

  it('announces what it serves', () => {
    expect(init.capabilities).toMatchObject({
      hoverProvider: true,
      definitionProvider: true,
      referencesProvider: true,
      codeActionProvider: { codeActionKinds: ['quickfix'] },
    });
  });

  it("publishes the whole workspace's findings on start, exactly the CLI's, with exact ranges", async () => {
    const tool = await client.diagnostics(uri('tools/notify.yaml'));
    expect(summary(tool)).toEqual([
      "3:36-3:42 schema unknown key 'writez' in 'capability'; did you mean 'writes'?",
    ]);
    expect(tool[0]).toMatchObject({
      severity: 1,
      source: 'agents-config-check',
      codeDescription: { href: `${RULES}#schema` },
    });
    const skill = await client.diagnostics(uri('skills/ops.yaml'));
    expect(summary(skill)).toEqual([
      "7:4-7:16 unknown-tool unknown tool 'devops/notfy'; did you mean 'devops/notify'?",
    ]);
    const actor = await client.diagnostics(uri('actors/reviewer.yaml'));
    expect(summary(actor)).toEqual([
      "3:4-3:13 unknown-skill unknown skill 'local/opz'; did you mean 'local/ops'?",
    ]);
    // Every finding of the CLI, on the same lines and columns (code points) as the server's.
    const cli = spawnSync(process.execPath, [CLI, dir, '--format', 'json'], { encoding: 'utf8' });
    const expected = (
      JSON.parse(cli.stdout) as {
        diagnostics: { file: string; line: number; rule: string; message: string }[];
      }
    ).diagnostics
      .map((d) => `${d.file}:${d.line} ${d.rule} ${d.message}`)
      .sort();
    const served: string[] = [];
    for (const path of new Set([...Object.keys(FILES), ...expected.map((e) => e.split(':')[0] as string)]))
      for (const d of client.published(uri(path)) > 0 ? await client.diagnostics(uri(path)) : [])
        served.push(`${path}:${d.range.start.line + 1} ${String(d.code)} ${d.message}`);
    expect(served.sort()).toEqual(expected);
  });

  const hover = async (path: string, line: number, character: number): Promise<string> => {
    const h = (await client.connection.sendRequest('textDocument/hover', {
      textDocument: { uri: uri(path) },
      position: { line, character },
    })) as Hover | null;
    return (h?.contents as MarkupContent | undefined)?.value ?? '';
  };

  it('hovers a tool reference with its effective capability there', async () => {
    const plain = await hover('skills/ops.yaml', 2, 8);
    expect(plain).toContain('**tool** `devops/deploy` — `custom`, defined in `tools/deploy.yaml` line 1');
    expect(plain).toContain('Effective capability in `local/ops`: writes');
    const overridden = await hover('skills/ops.yaml', 3, 14);
    expect(overridden).toContain('Effective capability in `local/ops`: read-only, needs approval');
  });

  it('hovers a skill or actor name with its flattened set, and an override with what it changes', async () => {
    const skill = await hover('actors/reviewer.yaml', 2, 6);
    expect(skill).toContain('**skill** `local/ops`');
    // Its unknown `devops/notfy` is an entry too: unresolved, the most it could be.
    expect(skill).toMatch(/^Flattened set: 4 entries, about \d+ tokens\.$/m);
    expect(skill).toContain('- `devops/notfy` (`unresolved`) — writes, unsafe');
    expect(skill).toContain('- `builtin:file_operations`');
    expect(skill).toContain('- `devops/deploy` (`custom`) — writes');
    expect(skill).toContain('agents-config-check explain local/ops');
    const actor = await hover('actors/reviewer.yaml', 0, 8);
    expect(actor).toContain('**actor** `local/reviewer`');
    expect(actor).toContain('Effective set: 4 entries from 2 skill(s).');
    const override = await hover('skills/ops.yaml', 4, 6);
    expect(override).toContain('**override** of `devops/read-logs` in `local/ops`');
    expect(override).toContain('- `human_approval_required`: `false` → `true`');
  });

  it('goes to a definition and finds references', async () => {
    const definition = (await client.connection.sendRequest('textDocument/definition', {
      textDocument: { uri: uri('skills/ops.yaml') },
      position: { line: 9, character: 6 },
    })) as Location[];
    expect(definition).toEqual([
      {
        uri: uri('skills/base.yaml'),
        range: { start: { line: 0, character: 6 }, end: { line: 0, character: 16 } },
      },
    ]);
    const references = (await client.connection.sendRequest('textDocument/references', {
      textDocument: { uri: uri('tools/deploy.yaml') },
      position: { line: 0, character: 10 },
      context: { includeDeclaration: false },
    })) as Location[];
    expect(
      references.map(
        (l) => `${l.uri.slice(uri('').length)}:${l.range.start.line}:${l.range.start.character}`,
      ),
    ).toEqual(['/skills/base.yaml:2:4', '/skills/ops.yaml:2:4']);
  });

  it('completes tool names where a tool is expected', async () => {
    const list = (await client.connection.sendRequest('textDocument/completion', {
      textDocument: { uri: uri('skills/ops.yaml') },
      position: { line: 7, character: 11 },
    })) as CompletionList;
    expect(list.items.map((i) => i.label)).toEqual(['devops/deploy', 'devops/notify', 'devops/read-logs']);
    expect(list.items[0]?.textEdit).toEqual({
      range: { start: { line: 7, character: 4 }, end: { line: 7, character: 11 } },
      newText: 'devops/deploy',
    });
  });

  const completion = async (path: string, line: number, character: number): Promise<CompletionList> =>
    (await client.connection.sendRequest('textDocument/completion', {
      textDocument: { uri: uri(path) },
      position: { line, character },
    })) as CompletionList;

  it("completes an MCP server's name and its inventory's tools, with the power the gate reads", async () => {
    expect((await completion('skills/fs.yaml', 2, 10)).items.map((i) => i.label)).toEqual(['files']);
    const tools = await completion('skills/fs.yaml', 3, 23);
    expect(tools.items.map((i) => [i.label, i.detail, i.documentation])).toEqual([
      ['read_file', 'read-only, open world', 'Reads a file.'],
      ['write_file', 'writes, open world', 'Writes a file.'],
    ]);
  });

  it('hovers an MCP tool with the power its annotations give, and where the inventory lists it', async () => {
    const read = await hover('skills/fs.yaml', 3, 14);
    expect(read).toContain(
      '**MCP tool** `read_file` of `files` (`mcp:files/read_file`), in `mcp-servers/files.json` line 4',
    );
    expect(read).toContain('Power the gate reads: read-only, open world\n');
    expect(await hover('skills/fs.yaml', 3, 25)).toContain('Power the gate reads: writes, open world');
    const server = await hover('skills/fs.yaml', 2, 11);
    expect(server).toContain('- `write_file` — writes, open world');
    expect(server).toContain('- `delete_file` — not in the inventory: its power is unknown');
  });

  it('checks the skills and actors that use an inventory again when the inventory is edited', async () => {
    expect(summary(await client.diagnostics(uri('skills/fs.yaml')))).toEqual([
      "3:35-3:46 unknown-tool MCP server 'files' has no tool 'delete_file' in its inventory",
    ]);
    const viewer = (list: Diagnostic[]): string[] => list.map((d) => d.message as string);
    expect(viewer(await client.diagnostics(uri('actors/viewer.yaml')))).toEqual([
      "read-only actor 'local/viewer' gets tools that are not read_only through 'local/fs': mcp:files/delete_file, mcp:files/write_file",
    ]);
    const text = (FILES['mcp-servers/files.json'] as string)
      .replace('"readOnlyHint": true', '"readOnlyHint": false')
      .replace('\n  ]', ',\n    { "name": "delete_file", "inputSchema": { "type": "object" } }\n  ]');
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: uri('mcp-servers/files.json'), languageId: 'json', version: 1, text },
    });
    expect(await client.diagnostics(uri('skills/fs.yaml'), (list) => list.length === 0)).toEqual([]);
    const after = await client.diagnostics(
      uri('actors/viewer.yaml'),
      (list) => viewer(list)[0]?.includes('read_file') === true,
    );
    expect(viewer(after)).toEqual([
      "read-only actor 'local/viewer' gets tools that are not read_only through 'local/fs': mcp:files/delete_file, mcp:files/read_file, mcp:files/write_file",
    ]);
  });

  it('offers the did-you-mean fix as a quick fix', async () => {
    const actions = (await client.connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri: uri('tools/notify.yaml') },
      range: { start: { line: 3, character: 38 }, end: { line: 3, character: 38 } },
      context: { diagnostics: [] },
    })) as CodeAction[];
    expect(actions.map((a) => [a.title, a.kind, a.edit])).toEqual([
      [
        "Change to 'writes'",
        'quickfix',
        {
          changes: {
            [uri('tools/notify.yaml')]: [
              {
                range: { start: { line: 3, character: 36 }, end: { line: 3, character: 42 } },
                newText: 'writes',
              },
            ],
          },
        },
      ],
    ]);
  });

  it('checks an edited document again, debounced, before it is saved', async () => {
    const text = (FILES['skills/ops.yaml'] as string).replace('devops/notfy', 'devops/notify');
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: {
        uri: uri('skills/ops.yaml'),
        languageId: 'yaml',
        version: 1,
        text: FILES['skills/ops.yaml'],
      },
    });
    await client.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri: uri('skills/ops.yaml'), version: 2 },
      contentChanges: [{ text }],
    });
    expect(await client.diagnostics(uri('skills/ops.yaml'), (list) => list.length === 0)).toEqual([]);
    // Back to the mistake, by an incremental change of the range that was fixed.
    await client.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri: uri('skills/ops.yaml'), version: 3 },
      contentChanges: [
        {
          range: { start: { line: 7, character: 4 }, end: { line: 7, character: 17 } },
          text: 'devops/notfy',
        },
      ],
    });
    const again = await client.diagnostics(uri('skills/ops.yaml'), (list) => list.length === 1);
    expect(summary(again)).toEqual([
      "7:4-7:16 unknown-tool unknown tool 'devops/notfy'; did you mean 'devops/notify'?",
    ]);
  });

  it('reads a file again when the editor says it changed on disk, and nothing outside the folder', async () => {
    writeFileSync(join(dir, 'tools', 'new.yaml'), 'name: devops/new\ndescription: New.\nsource: mcp\n');
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', {
      changes: [{ uri: uri('tools/new.yaml'), type: 1 }],
    });
    const found = await client.diagnostics(uri('tools/new.yaml'));
    expect(found.map((d) => d.message)).toEqual([
      "the document is missing required key 'mcp_server' when source is 'mcp'",
      "the document is missing required key 'mcp_tool_name' when source is 'mcp'",
    ]);
    const outside = join(dir, '..', 'outside.yaml');
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: fileUri(outside), languageId: 'yaml', version: 1, text: 'name: devops/deploy\n' },
    });
    const hover = await client.connection.sendRequest('textDocument/hover', {
      textDocument: { uri: fileUri(outside) },
      position: { line: 0, character: 8 },
    });
    expect(hover).toBeNull();
    expect(client.published(fileUri(outside))).toBe(0);
  });

  it('shuts down and exits cleanly when asked', async () => {
    const exited = new Promise<number | null>((resolve) =>
      client.child.once('exit', (code) => resolve(code)),
    );
    await client.close();
    expect(await exited).toBe(0);
  });
});
