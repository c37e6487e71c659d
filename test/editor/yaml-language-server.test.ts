// The shipped schemas in the editor most people use for YAML: yaml-language-server (behind the YAML
// extensions of VS Code, Neovim and others), run as its own process, offline, on a tool, a skill
// and an actor with the typical mistakes. Every schema it loads must come from the files here.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic, Hover, MarkupContent } from 'vscode-languageserver-protocol';
import { fileUri, startServer, type LspClient } from '../lsp-client.js';

const ROOT = join(import.meta.dirname, '..', '..');
const SCHEMAS = join(ROOT, 'schemas');
const SERVER = join(ROOT, 'node_modules', 'yaml-language-server', 'bin', 'yaml-language-server');

const modeline = (kind: string): string =>
  `# yaml-language-server: $schema=${join(SCHEMAS, `${kind}.schema.json`)}\n`;

const FILES = {
  'tools/deploy.yaml': `${modeline('tool')}name: devops/deploy
description: Deploys.
source: mcp
mcp_tool_name: deploy
capability:
  readonly: true
  writes: "no"
`,
  'skills/ops.yaml': `${modeline('skill')}name: local/ops
tools:
  - name: devops/deploy
    overrides:
      capability:
        unsafe: "yes"
builtins: file_operations
`,
  // No modeline: the actor's schema comes from the yaml.schemas setting, as VS Code users set it.
  'actors/reviewer.yaml': `name: local/reviewer
skills: local/ops
skill_access_policy:
  read_only: true
  allowed: [local/*]
`,
};

/** Each diagnostic as `line:character-line:character message`, 0-based as the protocol has it. */
function summary(diagnostics: Diagnostic[]): string[] {
  return diagnostics
    .map(
      (d) =>
        `${d.range.start.line}:${d.range.start.character}-${d.range.end.line}:${d.range.end.character} ${d.message}`,
    )
    .sort();
}

describe('yaml-language-server with the shipped schemas, offline', () => {
  let client: LspClient;
  let dir: string;
  const uri = (path: string): string => fileUri(join(dir, path));

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'acc-yls-'));
    for (const [path, text] of Object.entries(FILES)) {
      const file = join(dir, path);
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, text);
    }
    // No network: a schema asked for over http(s) fails at once through a proxy that is not there.
    client = startServer(process.execPath, [SERVER, '--stdio'], dir, {
      http: { proxy: 'http://127.0.0.1:9', proxyStrictSSL: true },
      yaml: {
        validate: true,
        hover: true,
        completion: true,
        yamlVersion: '1.2',
        schemaStore: { enable: false },
        schemas: { [join(SCHEMAS, 'actor.schema.json')]: ['**/actors/**/*.{yml,yaml}'] },
      },
    });
    await client.connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: fileUri(dir),
      capabilities: {
        workspace: { configuration: true },
        textDocument: { hover: { contentFormat: ['markdown', 'plaintext'] } },
      },
      workspaceFolders: [{ uri: fileUri(dir), name: 'repo' }],
    });
    await client.connection.sendNotification('initialized', {});
    await client.connection.sendNotification('workspace/didChangeConfiguration', { settings: null });
    for (const [path, text] of Object.entries(FILES)) {
      await client.connection.sendNotification('textDocument/didOpen', {
        textDocument: { uri: uri(path), languageId: 'yaml', version: 1, text },
      });
    }
  });

  afterAll(async () => {
    await client?.close();
  });

  it('reports a tool without mcp_server, an unknown capability key and a quoted "no"', async () => {
    const diagnostics = await client.diagnostics(uri('tools/deploy.yaml'), (list) => list.length > 0);
    expect(summary(diagnostics)).toEqual([
      '1:0-1:1 Missing property "mcp_server".',
      '6:2-6:10 Property readonly is not allowed.',
      '7:10-7:14 Incorrect type. Expected "boolean".',
    ]);
    expect(diagnostics.map((d) => d.message).join('\n')).not.toMatch(/Problems loading reference/);
  });

  it('reports a skill whose override says "yes" and whose builtins are not a list', async () => {
    const diagnostics = await client.diagnostics(uri('skills/ops.yaml'), (list) => list.length > 0);
    expect(summary(diagnostics)).toEqual([
      '6:16-6:21 Incorrect type. Expected "boolean".',
      '7:10-7:25 Incorrect type. Expected "array".',
    ]);
  });

  it('reports an actor through the yaml.schemas setting: skills not a list, a misspelt policy key', async () => {
    const diagnostics = await client.diagnostics(uri('actors/reviewer.yaml'), (list) => list.length > 0);
    expect(summary(diagnostics)).toEqual([
      '1:8-1:17 Incorrect type. Expected "array".',
      '4:2-4:9 Property allowed is not allowed.',
    ]);
  });

  it('explains a field and its allowed values on hover', async () => {
    const hover = (await client.connection.sendRequest('textDocument/hover', {
      textDocument: { uri: uri('tools/deploy.yaml') },
      position: { line: 3, character: 2 },
    })) as Hover;
    const text = (hover.contents as MarkupContent).value;
    expect(text).toContain('Where the implementation comes from; each source requires its own fields.');
    expect(text).toContain('`mcp`: Delegates to an MCP server: requires `mcp_server` and `mcp_tool_name`.');
  });
});
