// The editor shows what the command line shows: after each step of an edit sequence (a buffer
// opened, edited or closed; a file written, removed or renamed on disk), every finding the server
// has published is compared with the command line's JSON for the same files on disk, the open
// buffers' text written in place of the disk's.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { fileUri, startInitialized, startServer, within, type LspClient } from '../lsp-client.js';
import { CLI, Session, write } from '../lsp-session.js';

const ZWSP = '\u200b';
const TAG = '\u{E0041}';

const SKILL_FOLDER: Record<string, string> = {
  '.agents-config-check.yml': 'rules:\n  unused-tool: off\n',
  'tools/deploy.yaml':
    'name: ops/deploy\ndescription: Deploys.\nsource: agent_skill\nagent_skill_path: agent-skills/deploy\ncapability:\n  read_only: true\n',
  'skills/s.yaml': 'name: local/s\ntools: [ops/deploy]\n',
  'agent-skills/deploy/SKILL.md':
    '---\nname: deploy\ndescription: Deploys things.\nallowed-tools: Read\n---\n# Deploy\nSee [runbook](../../docs/runbook.md).\n',
  'docs/runbook.md': '# Runbook\nStep one: ab.\n',
  'docs/other.md': '# Other\nStep 🚀 two: cd.\n',
};

describe('the language server against the command line, step by step', () => {
  let session: Session | undefined;
  afterEach(async () => {
    await session?.client.close();
    session = undefined;
  });

  it('publishes and clears hidden text in a file a SKILL.md links to, edited alone', async () => {
    const s = (session = await Session.start(SKILL_FOLDER));
    expect(await s.agrees()).toEqual([]);
    await s.openDoc('docs/runbook.md', SKILL_FOLDER['docs/runbook.md'] as string);
    expect(await s.agrees()).toEqual([]);
    await s.edit('docs/runbook.md', `# Runbook\nStep one: a${ZWSP}b.\n`);
    expect(await s.agrees()).toEqual([
      'docs/runbook.md 1:11-1:12 hidden-text the file, which agent-skills/deploy/SKILL.md links to, hides U+200B ZERO WIDTH SPACE: the model reads it, a reviewer does not see it',
    ]);
    await s.edit('docs/runbook.md', `# Runbook\nStep 🚀 one: a${TAG}b.\n`);
    expect((await s.agrees()).map((f) => f.split(' ')[1])).toEqual(['1:14-1:16']);
    await s.edit('docs/runbook.md', SKILL_FOLDER['docs/runbook.md'] as string);
    expect(await s.agrees()).toEqual([]);
    await s.close('docs/runbook.md');
    expect(await s.agrees()).toEqual([]);
  });

  it('publishes and clears hidden text in a linked file changed on disk', async () => {
    const s = (session = await Session.start(SKILL_FOLDER));
    expect(await s.agrees()).toEqual([]);
    await s.disk({ 'docs/runbook.md': `# Runbook\r\nStep one: a${ZWSP}b.\r\n` });
    expect((await s.agrees()).map((f) => f.split(' ').slice(0, 3).join(' '))).toEqual([
      'docs/runbook.md 1:11-1:12 hidden-text',
    ]);
    await s.disk({ 'docs/runbook.md': SKILL_FOLDER['docs/runbook.md'] });
    expect(await s.agrees()).toEqual([]);
    await s.disk({ 'docs/runbook.md': `x${ZWSP}\n` });
    expect(await s.agrees()).toHaveLength(1);
    await s.disk({ 'docs/runbook.md': undefined });
    expect(await s.agrees()).toEqual([]);
  });

  it('follows a SKILL.md whose link is edited to point elsewhere, open or on disk', async () => {
    const s = (session = await Session.start({
      ...SKILL_FOLDER,
      'docs/other.md': `# Other\nStep 🚀 two: c${ZWSP}d.\n`,
    }));
    const skillMd = SKILL_FOLDER['agent-skills/deploy/SKILL.md'] as string;
    expect(await s.agrees()).toEqual([]);
    await s.openDoc('agent-skills/deploy/SKILL.md', skillMd.replace('runbook.md', 'other.md'));
    expect((await s.agrees()).map((f) => f.split(' ').slice(0, 3).join(' '))).toEqual([
      'docs/other.md 1:14-1:15 hidden-text',
    ]);
    await s.edit('agent-skills/deploy/SKILL.md', skillMd);
    expect(await s.agrees()).toEqual([]);
    await s.close('agent-skills/deploy/SKILL.md');
    await s.disk({ 'agent-skills/deploy/SKILL.md': skillMd.replace('runbook.md', 'other.md') });
    expect(await s.agrees()).toHaveLength(1);
    await s.disk({ 'agent-skills/deploy/SKILL.md': skillMd });
    expect(await s.agrees()).toEqual([]);
    // The linked file open with hidden text, then no longer linked: its finding goes.
    await s.openDoc('docs/runbook.md', `x${TAG}\n`);
    expect(await s.agrees()).toHaveLength(1);
    await s.openDoc(
      'agent-skills/deploy/SKILL.md',
      skillMd.replace('(../../docs/runbook.md)', '(https://x.test/runbook.md)'),
    );
    expect(await s.agrees()).toEqual([]);
    await s.edit(
      'agent-skills/deploy/SKILL.md',
      skillMd.replace('../../docs/runbook.md', '<../../docs/runbook.md>'),
    );
    expect(await s.agrees()).toHaveLength(1);
  });

  const inventory = (readOnly: boolean, destructive: boolean): string =>
    JSON.stringify(
      {
        server: 'files',
        tools: [
          {
            name: 'read_file',
            inputSchema: { type: 'object' },
            annotations: { readOnlyHint: readOnly, destructiveHint: destructive },
          },
        ],
      },
      null,
      2,
    ) + '\n';

  const SOURCES: Record<string, string> = {
    '.agents-config-check.yml': 'rules:\n  unused-tool: off\n',
    'mcp-servers/files.json': inventory(true, false),
    'tools/read.yaml':
      'name: fs/read\ndescription: Reads.\nsource: mcp\nmcp_server: files\nmcp_tool_name: read_file\ncapability:\n  read_only: true\n',
    'tools/deploy.yaml':
      'name: ops/deploy\ndescription: Deploys.\nsource: agent_skill\nagent_skill_path: agent-skills/deploy\ncapability:\n  read_only: true\n',
    'agent-skills/deploy/SKILL.md':
      '---\nname: deploy\ndescription: Deploys things.\nallowed-tools: Read\n---\n# Deploy\n',
    'skills/s.yaml':
      'name: local/s\ntools:\n  - fs/read\n  - name: ops/deploy\n    overrides:\n      capability:\n        writes: false\n',
  };

  /** The capability-downgrade findings among others, without their messages. */
  const rules = (found: string[]): string[] =>
    found.filter((f) => f.includes(' capability-downgrade ')).map((f) => f.split(' ').slice(0, 3).join(' '));

  it('publishes and clears capability-downgrade as a tool file is edited', async () => {
    const s = (session = await Session.start(SOURCES));
    expect(await s.agrees()).toEqual([]);
    const tool = SOURCES['tools/read.yaml'] as string;
    await s.openDoc('tools/read.yaml', tool);
    expect(await s.agrees()).toEqual([]);
    // Sourced from a tool without annotations: unknown, so the claim is a downgrade.
    await s.edit('tools/read.yaml', tool.replace('read_file', 'write_file'));
    expect(rules(await s.agrees())).toEqual(['tools/read.yaml 6:2-6:11 capability-downgrade']);
    await s.edit('tools/read.yaml', tool);
    expect(await s.agrees()).toEqual([]);
    await s.edit('tools/read.yaml', tool.replace('read_only: true', 'writes: false\n  unsafe: false'));
    expect(rules(await s.agrees())).toEqual([]);
    await s.edit('tools/read.yaml', tool.replace('mcp_server: files', 'mcp_server: filez'));
    expect(rules(await s.agrees())).toEqual([]);
    await s.close('tools/read.yaml');
    expect(await s.agrees()).toEqual([]);
  });

  it('publishes and clears capability-downgrade as its source changes, only the source open', async () => {
    const s = (session = await Session.start(SOURCES));
    expect(await s.agrees()).toEqual([]);
    await s.openDoc('mcp-servers/files.json', inventory(false, false));
    expect(rules(await s.agrees())).toEqual(['tools/read.yaml 6:2-6:11 capability-downgrade']);
    await s.edit('mcp-servers/files.json', inventory(true, false));
    expect(await s.agrees()).toEqual([]);
    await s.edit('mcp-servers/files.json', inventory(true, true));
    expect(await s.agrees()).toEqual([]);
    await s.edit('mcp-servers/files.json', inventory(false, true));
    expect(rules(await s.agrees())).toEqual(['tools/read.yaml 6:2-6:11 capability-downgrade']);
    await s.close('mcp-servers/files.json');
    expect(await s.agrees()).toEqual([]);
    const skillMd = SOURCES['agent-skills/deploy/SKILL.md'] as string;
    await s.openDoc('agent-skills/deploy/SKILL.md', skillMd.replace('Read', 'Read, Bash'));
    expect(rules(await s.agrees())).toEqual([
      'skills/s.yaml 6:8-6:14 capability-downgrade',
      'tools/deploy.yaml 5:2-5:11 capability-downgrade',
    ]);
    await s.edit('agent-skills/deploy/SKILL.md', skillMd);
    expect(await s.agrees()).toEqual([]);
    await s.close('agent-skills/deploy/SKILL.md');
    await s.disk({ 'agent-skills/deploy/SKILL.md': skillMd.replace('Read', 'Write') });
    expect(rules(await s.agrees())).toHaveLength(2);
    await s.disk({ 'mcp-servers/files.json': inventory(false, false) });
    expect(rules(await s.agrees())).toHaveLength(3);
    await s.disk({
      'agent-skills/deploy/SKILL.md': skillMd,
      'mcp-servers/files.json': inventory(true, false),
    });
    expect(await s.agrees()).toEqual([]);
  });

  const WORKSPACE: Record<string, string> = {
    '.agents-config-check.yml': 'rules:\n  unused-tool: off\n',
    'tools/a.yaml': 'name: t/a\ndescription: A.\nsource: builtin\ncapability:\n  writes: true\n',
    'tools/b.yaml': 'name: t/b\ndescription: B.\nsource: builtin\ncapability:\n  read_only: true\n',
    'skills/one.yaml': 'name: local/one\ntools: [t/a]\nincludes: [local/two]\n',
    'skills/two.yaml': 'name: local/two\ntools: [t/b]\n',
    'actors/viewer.yaml': 'name: local/viewer\nskills: [local/two]\nskill_access_policy: {read_only: true}\n',
    'agent-skills/pdf/SKILL.md': '---\nname: pdf\ndescription: PDFs.\nallowed-tools: Read\n---\n# PDF\n',
    'agent-skills/pdf/references/forms.md': '# Forms\n',
    'skills/pdf.yaml': 'name: local/pdf\nagent_skills: [agent-skills/pdf]\n',
  };

  it('follows files removed and renamed on disk, and folders removed whole', async () => {
    const s = (session = await Session.start({
      ...WORKSPACE,
      'tools/c.yaml': 'name: t/c\ndescription: C.\nsource: builtin\nbogus: 1\n',
    }));
    expect((await s.agrees()).length).toBeGreaterThan(0);
    await s.disk({ 'tools/c.yaml': undefined });
    expect(await s.agrees()).toEqual([]);
    // A rename: the old path gone, the new one there, in one batch.
    await s.disk({
      'tools/a.yaml': undefined,
      'tools/renamed/a.yaml': (WORKSPACE['tools/a.yaml'] as string).replace('writes: true', 'writez: true'),
    });
    expect((await s.agrees()).length).toBeGreaterThan(0);
    await s.disk({ 'agent-skills/pdf': undefined });
    expect((await s.agrees()).length).toBeGreaterThan(1);
    await s.disk({ tools: undefined });
    expect((await s.agrees()).length).toBeGreaterThan(1);
    await s.disk({ 'tools/a.yaml': WORKSPACE['tools/a.yaml'], 'tools/b.yaml': WORKSPACE['tools/b.yaml'] });
    await s.disk({ 'agent-skills/pdf/SKILL.md': WORKSPACE['agent-skills/pdf/SKILL.md'] });
    expect(await s.agrees()).toEqual([]);
  });

  it('follows an include cycle closed and opened by edits in two files', async () => {
    const s = (session = await Session.start(WORKSPACE));
    expect(await s.agrees()).toEqual([]);
    await s.openDoc('skills/two.yaml', 'name: local/two\ntools: [t/b]\nincludes: [local/three]\n');
    expect((await s.agrees()).length).toBeGreaterThan(0);
    await s.openDoc('skills/three.yaml', 'name: local/three\nincludes: [local/one]\n');
    expect((await s.agrees()).some((f) => f.includes('include-cycle'))).toBe(true);
    await s.edit('skills/three.yaml', 'name: local/three\nincludes: []\n');
    expect(await s.agrees()).toEqual([]);
    await s.edit('skills/three.yaml', 'name: local/three\nincludes: [local/two]\n');
    expect((await s.agrees()).some((f) => f.includes('include-cycle'))).toBe(true);
    await s.edit('skills/two.yaml', WORKSPACE['skills/two.yaml'] as string);
    await s.agrees();
    await s.edit('skills/one.yaml', 'name: local/one\ntools: [t/a]\nincludes: [local/two, local/three]\n');
    await s.agrees();
    await s.close('skills/two.yaml');
    await s.close('skills/three.yaml');
    await s.close('skills/one.yaml');
    expect(await s.agrees()).toEqual([]);
  });

  it('places findings on CRLF lines and after astral characters', async () => {
    const s = (session = await Session.start(WORKSPACE));
    await s.openDoc(
      'tools/b.yaml',
      'name: t/b\r\ndescription: "🚀🚀 B."\r\nsource: builtin\r\ncapability: {side_effects: ["𝒳"], writez: true}\r\n',
    );
    expect((await s.agrees()).length).toBeGreaterThan(0);
    await s.edit('tools/b.yaml', `\ufeffname: t/b\r\ndescription: "🚀 B${ZWSP}."\r\nsource: builtin\r\n`);
    expect((await s.agrees()).length).toBeGreaterThan(0);
    await s.edit('agent-skills/pdf/references/forms.md', `# Forms 𝒳\r\n\r\n𝒳𝒳 x${TAG}\r\n`);
    expect((await s.agrees()).length).toBeGreaterThan(1);
    await s.close('agent-skills/pdf/references/forms.md');
    await s.close('tools/b.yaml');
    expect(await s.agrees()).toEqual([]);
  });

  it('keeps an open buffer whose file is removed on disk, and drops it when closed', async () => {
    const s = (session = await Session.start(WORKSPACE));
    await s.openDoc('tools/b.yaml', 'name: t/b\ndescription: B.\nsource: builtin\nbogus: 1\n');
    expect((await s.agrees()).length).toBeGreaterThan(0);
    rmSync(join(s.dir, 'tools/b.yaml'));
    await s.disk({ 'tools/b.yaml': undefined });
    // The command line's copy holds the open buffer: the editor still shows it.
    expect((await s.agrees()).length).toBeGreaterThan(0);
    await s.close('tools/b.yaml');
    expect((await s.agrees()).length).toBeGreaterThan(0);
  });

  it('publishes nothing for files the configuration leaves out, open or not', async () => {
    const s = (session = await Session.start({
      ...WORKSPACE,
      '.agents-config-check.yml': 'rules:\n  unused-tool: off\nignore: ["drafts/**"]\n',
      'drafts/tools/x.yaml': 'name: t/x\nbogus: 1\n',
    }));
    expect(await s.agrees()).toEqual([]);
    await s.openDoc('drafts/tools/x.yaml', 'name: t/x\nbogus: 2\n');
    await s.openDoc('drafts/tools/y.yaml', 'name: t/y\nbogus: 2\n');
    expect(await s.agrees()).toEqual([]);
  });

  it('reads files of an Agent Skills folder, and linked files, that are open but not yet saved', async () => {
    const s = (session = await Session.start(WORKSPACE));
    expect(await s.agrees()).toEqual([]);
    // A file new in the folder, open and not saved: the model reads it once saved, as the command line does.
    await s.openDoc('agent-skills/pdf/references/new.md', `# New\nx${ZWSP}\n`);
    expect(await s.agrees()).toEqual([
      'agent-skills/pdf/references/new.md 1:1-1:2 hidden-text the file hides U+200B ZERO WIDTH SPACE: the model reads it, a reviewer does not see it',
    ]);
    await s.openDoc('agent-skills/pdf/a.md', `x${TAG}\n`);
    expect(await s.agrees()).toHaveLength(2);
    await s.close('agent-skills/pdf/references/new.md');
    await s.close('agent-skills/pdf/a.md');
    expect(await s.agrees()).toEqual([]);
    await s.openDoc(
      'agent-skills/pdf/SKILL.md',
      `${WORKSPACE['agent-skills/pdf/SKILL.md']}See [guide](../../docs/guide.md).\n`,
    );
    await s.agrees();
    await s.openDoc('docs/guide.md', `# Guide\nx${TAG}\n`);
    expect((await s.agrees()).length).toBeGreaterThan(0);
  });

  it('reads every open file of an Agent Skills folder that is only in unsaved buffers', async () => {
    const s = (session = await Session.start({
      ...WORKSPACE,
      'skills/new.yaml': 'name: local/new\nagent_skills: [agent-skills/new]\n',
    }));
    // The folder named, no SKILL.md anywhere: missing-file, as the command line says.
    expect((await s.agrees()).map((f) => f.split(' ')[2])).toEqual(['missing-file']);
    await s.openDoc('agent-skills/new/SKILL.md', '---\nname: new\ndescription: New.\n---\n# New\n');
    expect(await s.agrees()).toEqual([]);
    await s.openDoc('agent-skills/new/references/x.md', `# X\nx${ZWSP}\n`);
    expect(await s.agrees()).toEqual([
      'agent-skills/new/references/x.md 1:1-1:2 hidden-text the file hides U+200B ZERO WIDTH SPACE: the model reads it, a reviewer does not see it',
    ]);
    await s.edit('agent-skills/new/references/x.md', `# X 🚀\r\nx🚀${TAG}\r\n`);
    expect((await s.agrees()).map((f) => f.split(' ').slice(0, 3).join(' '))).toEqual([
      'agent-skills/new/references/x.md 1:3-1:5 hidden-text',
    ]);
    await s.openDoc('agent-skills/new/deep/er/y.md', `y${ZWSP}\n`);
    expect(await s.agrees()).toHaveLength(2);
    await s.close('agent-skills/new/references/x.md');
    expect(await s.agrees()).toHaveLength(1);
    await s.close('agent-skills/new/SKILL.md');
    expect((await s.agrees()).map((f) => f.split(' ')[2])).toEqual(['missing-file']);
  });

  /** A repository whose configuration is above the folder the editor opens (`sub`), and the server on `sub`. */
  async function above(
    files: Record<string, string>,
    watched?: { dynamicRegistration: boolean; relativePatternSupport?: boolean },
  ): Promise<{ client: LspClient; uri: (p: string) => string; repo: string }> {
    const repo = mkdtempSync(join(tmpdir(), 'acc-lsp-diff-repo-'));
    spawnSync('git', ['init', '-q', repo]);
    for (const [path, text] of Object.entries(files)) write(repo, path, text);
    let client: LspClient;
    if (!watched) client = await startInitialized(CLI, join(repo, 'sub'));
    else {
      client = startServer(process.execPath, [CLI, 'lsp', '--stdio'], join(repo, 'sub'));
      await client.connection.sendRequest('initialize', {
        processId: null,
        rootUri: fileUri(join(repo, 'sub')),
        capabilities: { workspace: { didChangeWatchedFiles: watched } },
      });
      await client.connection.sendNotification('initialized', {});
    }
    session = { client } as Session;
    return { client, uri: (path) => fileUri(join(repo, path)), repo };
  }

  const codes = (list: { code?: unknown }[]): string[] => list.map((d) => String(d.code));
  const BOGUS = 'name: t/a\ndescription: A.\nsource: builtin\nbogus: 1\n';

  /** The folder's configuration put in place as a `git checkout` writes it (a new file over the
   *  old, no event from the editor), `schema` now a warning: read again, both findings come back. */
  async function checkedOutAsWarning(client: LspClient, folder: string, a: string): Promise<void> {
    write(folder, 'x.tmp', 'rules:\n  schema: warning\n');
    renameSync(join(folder, 'x.tmp'), join(folder, '.agents-config-check.yml'));
    const both = await within(
      client.diagnostics(a, (list) => list.length === 2),
      'the configuration read again',
    );
    expect(both.map((d) => [d.code, d.severity])).toEqual([
      ['unused-tool', 3],
      ['schema', 2],
    ]);
  }

  /** The folder's configuration removed: the defaults, where `schema` is an error. */
  async function removedToDefaults(client: LspClient, folder: string, a: string): Promise<void> {
    rmSync(join(folder, '.agents-config-check.yml'));
    const defaults = await within(
      client.diagnostics(a, (list) => list.some((d) => d.severity === 1)),
      'the defaults',
    );
    expect(defaults.map((d) => [d.code, d.severity])).toEqual([
      ['unused-tool', 3],
      ['schema', 1],
    ]);
  }

  it('reads a configuration above the folder again when the editor saves it', async () => {
    const { client, uri } = await above({
      '.agents-config-check.yml': 'rules:\n  schema: off\n',
      'sub/tools/a.yaml': BOGUS,
    });
    expect(codes(await client.diagnostics(uri('sub/tools/a.yaml')))).toEqual(['unused-tool']);
    const text = 'rules:\n  schema: warning\n';
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: uri('.agents-config-check.yml'), languageId: 'yaml', version: 1, text },
    });
    write(join(fileURLToPath(uri('')), ''), '.agents-config-check.yml', text);
    await client.connection.sendNotification('textDocument/didSave', {
      textDocument: { uri: uri('.agents-config-check.yml') },
    });
    const both = await client.diagnostics(uri('sub/tools/a.yaml'), (list) => list.length === 2);
    expect(codes(both)).toEqual(['unused-tool', 'schema']);
    // Broken, at its own place; then mended.
    write(fileURLToPath(uri('')), '.agents-config-check.yml', 'rules: [\n');
    await client.connection.sendNotification('textDocument/didSave', {
      textDocument: { uri: uri('.agents-config-check.yml') },
    });
    const broken = await client.diagnostics(uri('.agents-config-check.yml'), (list) => list.length > 0);
    expect(broken.map((d) => [d.code, d.range.start])).toEqual([['config', { line: 0, character: 8 }]]);
    expect(await client.diagnostics(uri('sub/tools/a.yaml'), (list) => list.length === 0)).toEqual([]);
    write(fileURLToPath(uri('')), '.agents-config-check.yml', text);
    await client.connection.sendNotification('textDocument/didClose', {
      textDocument: { uri: uri('.agents-config-check.yml') },
    });
    expect(await client.diagnostics(uri('.agents-config-check.yml'), (list) => list.length === 0)).toEqual(
      [],
    );
    expect(codes(await client.diagnostics(uri('sub/tools/a.yaml'), (list) => list.length === 2))).toEqual([
      'unused-tool',
      'schema',
    ]);
  });

  it.each([
    ['an editor that watches no files', undefined],
    ['an editor that watches files but takes no relative patterns', { dynamicRegistration: true }],
  ])(
    'reads a configuration above the folder again when it changes outside the editor (%s)',
    async (_, watched) => {
      const { client, uri, repo } = await above(
        {
          '.agents-config-check.yml': 'rules:\n  schema: off\n',
          'sub/tools/a.yaml': BOGUS,
        },
        watched,
      );
      const a = uri('sub/tools/a.yaml');
      expect(codes(await client.diagnostics(a))).toEqual(['unused-tool']);
      await checkedOutAsWarning(client, repo, a);
      await removedToDefaults(client, repo, a);
      // Made again, broken: the configuration error at its place.
      write(repo, '.agents-config-check.yml', 'rules: [\n');
      const broken = await within(
        client.diagnostics(uri('.agents-config-check.yml'), (list) => list.length > 0),
        'the broken configuration',
      );
      expect(broken.map((d) => [d.code, d.range.start])).toEqual([['config', { line: 0, character: 8 }]]);
    },
  );

  it('asks an editor that takes relative patterns to watch the configuration above the folder and its schemas', async () => {
    const { client, uri, repo } = await above(
      {
        '.agents-config-check.yml': 'rules:\n  schema: off\nschemas: shared\n',
        'shared/tool.schema.json': '{}\n',
        'sub/tools/a.yaml': BOGUS,
      },
      { dynamicRegistration: true, relativePatternSupport: true },
    );
    const a = uri('sub/tools/a.yaml');
    expect(codes(await client.diagnostics(a))).toEqual(['unused-tool']);
    const config = {
      baseUri: fileUri(repo),
      pattern: '{.agents-config-check.yml,.agents-config-check.yaml}',
    };
    const watchers = (): unknown[] =>
      client.registrations().map((r) => [r.method, (r.registerOptions as { watchers: unknown }).watchers]);
    await within(
      (async () => {
        while (client.registrations().length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
      })(),
      'two registrations',
    );
    expect(watchers()).toEqual([
      ['workspace/didChangeWatchedFiles', [{ globPattern: '**/*' }]],
      [
        'workspace/didChangeWatchedFiles',
        [
          { globPattern: config },
          { globPattern: { baseUri: fileUri(join(repo, 'shared')), pattern: '**/*' } },
          // The folder by its name from the one above: a watcher at a folder sees no deletion of it.
          { globPattern: { baseUri: fileUri(repo), pattern: 'shared' } },
        ],
      ],
    ]);
    // The editor tells of the change its watcher saw: the schemas folder is no longer named.
    write(repo, '.agents-config-check.yml', 'rules:\n  schema: warning\n');
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', {
      changes: [{ uri: uri('.agents-config-check.yml'), type: 2 }],
    });
    expect(
      codes(
        await within(
          client.diagnostics(a, (list) => list.length === 2),
          'read again',
        ),
      ),
    ).toEqual(['unused-tool', 'schema']);
    await within(
      (async () => {
        while (client.registrations().length < 3) await new Promise((resolve) => setTimeout(resolve, 20));
      })(),
      'a third registration',
    );
    expect(watchers()[2]).toEqual(['workspace/didChangeWatchedFiles', [{ globPattern: config }]]);
  });

  it('reads the schemas again when a file of the folder a configuration above names changes', async () => {
    const { client, uri } = await above({
      '.agents-config-check.yml': 'schemas: sub/schemas\n',
      'sub/schemas/tool.schema.json': '{}\n',
      'sub/tools/a.yaml': BOGUS,
    });
    expect(codes(await client.diagnostics(uri('sub/tools/a.yaml')))).toEqual(['unused-tool']);
    write(fileURLToPath(uri('')), 'sub/schemas/tool.schema.json', '{\n');
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', {
      changes: [{ uri: uri('sub/schemas/tool.schema.json'), type: 2 }],
    });
    const broken = await client.diagnostics(uri('sub/schemas/tool.schema.json'));
    expect(broken.map((d) => [d.code, d.range.start, d.message])).toEqual([
      ['config', { line: 1, character: 0 }, 'not valid JSON'],
    ]);
  });

  it.each([
    ['an editor that watches no files', undefined],
    ['an editor that watches files but takes no relative patterns', { dynamicRegistration: true }],
  ])(
    'reads a schemas folder outside the folder when it is made after the server started (%s)',
    async (_, watched) => {
      const { client, uri, repo } = await above(
        {
          '.agents-config-check.yml': 'schemas: shared/defs\n',
          'sub/tools/a.yaml': 'name: t/a\ndescription: A.\nsource: builtin\n',
        },
        watched,
      );
      const missing = await client.diagnostics(uri('.agents-config-check.yml'));
      expect(missing.map((d) => [d.code, d.range.start, String(d.message).split(';')[0]])).toEqual([
        ['config', { line: 0, character: 9 }, "schemas folder 'shared/defs' does not exist"],
      ]);
      // Made outside the editor, a folder and a schema that rejects the tool: no editor tells of it.
      mkdirSync(join(repo, 'shared', 'defs'), { recursive: true });
      write(repo, 'shared/defs/tool.schema.json', '{"type": "object", "required": ["owner"]}\n');
      const rejected = await within(
        client.diagnostics(uri('sub/tools/a.yaml'), (list) => list.some((d) => d.code === 'schema')),
        'the schema read',
      );
      expect(rejected.map((d) => [d.code, d.range.start, d.message])).toEqual([
        ['schema', { line: 0, character: 0 }, "the document is missing required key 'owner'"],
        ['unused-tool', { line: 0, character: 6 }, "tool 't/a' is not used by any skill"],
      ]);
      const cleared = client.diagnostics(uri('.agents-config-check.yml'), (list) => list.length === 0);
      expect(await within(cleared, 'the mistake cleared')).toEqual([]);
      // Watched now where it is: a change to its schema is read too.
      write(repo, 'shared/defs/tool.schema.json', '{"type": "object"}\n');
      const accepted = await within(
        client.diagnostics(uri('sub/tools/a.yaml'), (list) => list.length === 1),
        'the schema read again',
      );
      expect(codes(accepted)).toEqual(['unused-tool']);
    },
  );

  it('publishes two configuration files above the folder at the first, not at one the folder lacks', async () => {
    const { client, uri } = await above({
      '.agents-config-check.yml': 'rules: {}\n',
      '.agents-config-check.yaml': 'rules: {}\n',
      'sub/tools/a.yaml': BOGUS,
    });
    const both = await within(client.diagnostics(uri('.agents-config-check.yml')), 'the mistake');
    expect(both.map((d) => [d.code, d.range.start, d.message])).toEqual([
      [
        'config',
        { line: 0, character: 0 },
        'both ../.agents-config-check.yml and ../.agents-config-check.yaml exist; keep one (they are one configuration)',
      ],
    ]);
    expect(client.publishedUris()).toEqual([uri('.agents-config-check.yml')]);
  });

  it('reads the configuration in the folder again when it changes on disk, for an editor that watches no files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-lsp-diff-'));
    write(dir, '.agents-config-check.yml', 'rules:\n  schema: off\n');
    write(dir, 'tools/a.yaml', BOGUS);
    const client = await startInitialized(CLI, dir);
    session = { client } as Session;
    const a = fileUri(join(dir, 'tools/a.yaml'));
    expect(codes(await client.diagnostics(a))).toEqual(['unused-tool']);
    await checkedOutAsWarning(client, dir, a);
    // Broken: its mistake at its place, and nothing else.
    write(dir, '.agents-config-check.yml', 'rules:\n  schema: warnin\n');
    const broken = await within(
      client.diagnostics(fileUri(join(dir, '.agents-config-check.yml')), (list) => list.length > 0),
      'the broken configuration',
    );
    expect(broken.map((d) => [d.code, d.range.start, String(d.message).split(';')[0]])).toEqual([
      [
        'config',
        { line: 1, character: 10 },
        "rule 'schema' must be off, note, warning or error, not 'warnin'",
      ],
    ]);
    expect(
      await within(
        client.diagnostics(a, (list) => list.length === 0),
        'the findings cleared',
      ),
    ).toEqual([]);
    await removedToDefaults(client, dir, a);
  });

  it('tells an open document it has no findings, also while the configuration stops every check', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-lsp-diff-'));
    write(dir, '.agents-config-check.yml', 'rulez: {}\n');
    write(dir, 'tools/a.yaml', BOGUS);
    const client = await startInitialized(CLI, dir);
    session = { client } as Session;
    const config = fileUri(join(dir, '.agents-config-check.yml'));
    expect(codes(await client.diagnostics(config))).toEqual(['config']);
    const a = fileUri(join(dir, 'tools/a.yaml'));
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: a, languageId: 'yaml', version: 1, text: BOGUS },
    });
    expect(await within(client.diagnostics(a), 'an empty list')).toEqual([]);
    await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri: a } });
    await within(
      client.diagnostics(a, () => client.published(a) === 2),
      'the list cleared at the close',
    );
    expect(await client.diagnostics(a)).toEqual([]);
  });

  it("publishes under the editor's spelling of a document's URI, and clears the lists sent under another", async () => {
    const text = BOGUS.replace('t/a', 't/plus');
    const s = (session = await Session.start({ ...WORKSPACE, 'tools/a+b.yaml': text }));
    const plain = s.uri('tools/a+b.yaml');
    expect(codes(await s.client.diagnostics(plain))).toEqual(['schema']);
    // The editor spells `+` escaped (as VS Code does): the same file, the same text.
    const spelled = plain.replace('a+b', 'a%2Bb');
    await s.client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: spelled, languageId: 'yaml', version: 1, text },
    });
    expect(codes(await s.client.diagnostics(spelled))).toEqual(['schema']);
    expect(await s.client.diagnostics(plain, (list) => list.length === 0)).toEqual([]);
    // Closed, then removed on disk: the list under the editor's spelling is the one cleared.
    await s.client.connection.sendNotification('textDocument/didClose', { textDocument: { uri: spelled } });
    await s.disk({ 'tools/a+b.yaml': undefined });
    expect(await s.client.diagnostics(spelled, (list) => list.length === 0)).toEqual([]);
    expect(await s.agrees()).toEqual([]);
  });

  /** The texts each file of the random sequence takes in turn: findings, hidden text, CRLF, astral characters. */
  const VARIANTS: Record<string, string[]> = {
    'tools/a.yaml': [
      WORKSPACE['tools/a.yaml'] as string,
      'name: t/a\r\ndescription: "🚀 A."\r\nsource: builtin\r\ncapability: {writez: true}\r\n',
      `name: t/a\ndescription: A${ZWSP}.\nsource: agent_skill\nagent_skill_path: agent-skills/pdf\ncapability:\n  read_only: true\n`,
      'name: t/b\ndescription: dup.\nsource: builtin\n',
    ],
    'skills/one.yaml': [
      WORKSPACE['skills/one.yaml'] as string,
      'name: local/one\ntools: [t/a, t/zz]\nincludes: [local/two, local/one]\n',
      'name: local/one\r\ntools:\r\n  - name: t/a\r\n    overrides: {capability: {writes: false}, code: x}\r\n',
    ],
    'skills/two.yaml': [
      WORKSPACE['skills/two.yaml'] as string,
      'name: local/two\ntools: [t/a]\nincludes: [local/one]\n',
      'name: local/two\ntools: [t/b]\nbuiltins: [file_operationz]\n',
    ],
    'agent-skills/pdf/SKILL.md': [
      WORKSPACE['agent-skills/pdf/SKILL.md'] as string,
      `\ufeff---\r\nname: pdf\r\ndescription: "𝒳 PDFs${TAG}."\r\nallowed-tools: Bash\r\n---\r\n# PDF\r\nSee [r](../../docs/r.md).\r\n`,
      '---\nname: pdf\nallowed-tools: Read\n---\nSee [r](../../docs/r.md) and [f](references/forms.md).\n',
    ],
    'agent-skills/pdf/references/forms.md': ['# Forms\n', `𝒳𝒳 ${ZWSP}\r\nx\ry${TAG}\n`],
    'docs/r.md': ['# R\n', `# R\n\n  🚀${ZWSP}🚀\n`, '# R\n🚀 \u0000\n'],
    'mcp-servers/files.json': [inventory(true, false), inventory(false, true)],
    'tools/read.yaml': [
      SOURCES['tools/read.yaml'] as string,
      'name: fs/read\ndescription: Reads.\nsource: mcp\nmcp_server: files\nmcp_tool_name: read_filez\n',
    ],
    'actors/viewer.yaml': [
      WORKSPACE['actors/viewer.yaml'] as string,
      'name: local/viewer\nskills: [local/one, local/pdf]\nskill_access_policy: {read_only: true}\n',
    ],
  };

  it.each([
    ['an editor that watches no files', false, 37],
    ['an editor that watches files', true, 38],
  ])('agrees with the command line at every step of a random edit sequence (%s)', async (_, watch, start) => {
    const s = (session = await Session.start(WORKSPACE, watch));
    let seed = start;
    const next = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const paths = Object.keys(VARIANTS);
    for (let step = 0; step < 24; step++) {
      const path = paths[next(paths.length)] as string;
      const variants = VARIANTS[path] as string[];
      const text = variants[next(variants.length)] as string;
      const how = next(4);
      if (how === 0) await s.edit(path, text);
      else if (how === 1 && s.open.has(path)) await s.close(path);
      else if (how === 2) await s.disk({ [path]: text });
      else await s.disk({ [path]: next(2) === 0 ? undefined : text });
      await s.agrees();
    }
  });

  it('places findings in files read despite NUL bytes at their columns', async () => {
    const s = (session = await Session.start({
      ...WORKSPACE,
      'agent-skills/pdf/references/forms.md': '# Forms\nab🚀cd\u0000ef\n',
    }));
    // After the astral character: two UTF-16 units, one code point.
    expect((await s.agrees()).map((f) => f.split(' ').slice(0, 3).join(' '))).toEqual([
      'agent-skills/pdf/references/forms.md 0:0-0:0 unreadable-file',
      'agent-skills/pdf/references/forms.md 1:6-1:7 hidden-text',
    ]);
    await s.disk({ 'docs/r.md': '# R\n🚀🚀 x\u0000y\n' });
    await s.disk({
      'agent-skills/pdf/SKILL.md': `${WORKSPACE['agent-skills/pdf/SKILL.md']}See [r](../../docs/r.md).\n`,
    });
    expect(await s.agrees()).toHaveLength(3);
  });

  it('follows a folder renamed on disk, told as the two folders alone', async () => {
    const s = (session = await Session.start({
      ...WORKSPACE,
      'tools/c.yaml': 'name: t/c\ndescription: C.\nsource: builtin\nbogus: 1\n',
    }));
    expect((await s.agrees()).length).toBeGreaterThan(0);
    await s.openDoc('tools/b.yaml', `name: t/b\ndescription: B${ZWSP}.\nsource: builtin\n`);
    expect((await s.agrees()).length).toBeGreaterThan(1);
    const { renameSync } = await import('node:fs');
    renameSync(join(s.dir, 'tools'), join(s.dir, 'tools2'));
    renameSync(join(s.dir, 'agent-skills'), join(s.dir, 'skills-of-agents'));
    await s.client.connection.sendNotification('workspace/didChangeWatchedFiles', {
      changes: [
        { uri: s.uri('tools'), type: 3 },
        { uri: s.uri('tools2'), type: 1 },
        { uri: s.uri('agent-skills'), type: 3 },
        { uri: s.uri('skills-of-agents'), type: 1 },
      ],
    });
    // The buffer is still open at its old path: the editor shows it, the copy holds it.
    await s.agrees();
    await s.close('tools/b.yaml');
    await s.agrees();
  });

  it('publishes a configuration error that names no line at the file it names', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-lsp-diff-'));
    write(dir, 'tools/a.yaml', BOGUS);
    writeFileSync(join(dir, '.agents-config-check.yaml'), Buffer.from('rules:\n  x: \xff\n', 'latin1'));
    const client = await startInitialized(CLI, dir);
    session = { client } as Session;
    const found = await client.diagnostics(fileUri(join(dir, '.agents-config-check.yaml')));
    expect(found.map((d) => [d.code, d.range.start, d.message])).toEqual([
      [
        'config',
        { line: 0, character: 0 },
        "configuration '.agents-config-check.yaml' is not read: the file is not valid UTF-8 text",
      ],
    ]);
    expect(client.publishedUris()).toEqual([fileUri(join(dir, '.agents-config-check.yaml'))]);
  });
  it('places a warning about the configuration at its place in the file, as it is on disk', async () => {
    const config =
      'rules:\n  unused-tool: error\noverrides:\n  - files: ["tool/**"]\n    rules:\n      unused-tool: note\n';
    const s = (session = await Session.start({ ...SKILL_FOLDER, '.agents-config-check.yml': config }));
    const glob = "overrides glob 'tool/**' matches none of the checked files; did you mean 'tools/**'?";
    expect(await s.agrees()).toEqual([`.agents-config-check.yml 3:12-3:21 config ${glob}`]);
    // Its quick fix replaces the glob, quotes kept: at column 0 it wrote the suggestion before the line.
    const fixes = await s.client.connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri: s.uri('.agents-config-check.yml') },
      range: { start: { line: 3, character: 0 }, end: { line: 3, character: 0 } },
      context: { diagnostics: [] },
    });
    expect(fixes).toMatchObject([
      {
        title: "Change to 'tools/**'",
        edit: {
          changes: {
            [s.uri('.agents-config-check.yml')]: [
              {
                range: { start: { line: 3, character: 12 }, end: { line: 3, character: 21 } },
                newText: '"tools/**"',
              },
            ],
          },
        },
      },
    ]);
    // Open in the editor as it is on disk, then edited and saved: at the glob's place each time.
    await s.openDoc('.agents-config-check.yml', config);
    expect(await s.agrees()).toEqual([`.agents-config-check.yml 3:12-3:21 config ${glob}`]);
    await s.editRange('.agents-config-check.yml', `# Severities.\n${config}`);
    // Unsaved, the finding is the disk's, its line no longer the glob's: no quick fix is offered,
    // where one replaced the text now at the disk's place (`  - files: ["`) with the suggestion.
    await s.agrees();
    const line = (at: number): unknown =>
      s.client.connection.sendRequest('textDocument/codeAction', {
        textDocument: { uri: s.uri('.agents-config-check.yml') },
        range: { start: { line: at, character: 0 }, end: { line: at, character: 0 } },
        context: { diagnostics: [] },
      });
    expect([await line(3), await line(4)]).toEqual([[], []]);
    await s.save('.agents-config-check.yml');
    expect(await s.agrees()).toEqual([`.agents-config-check.yml 4:12-4:21 config ${glob}`]);
    expect(await line(4)).toMatchObject([
      {
        edit: {
          changes: {
            [s.uri('.agents-config-check.yml')]: [
              { range: { start: { line: 4, character: 12 } }, newText: '"tools/**"' },
            ],
          },
        },
      },
    ]);
    await s.close('.agents-config-check.yml');
    expect(await s.agrees()).toEqual([`.agents-config-check.yml 4:12-4:21 config ${glob}`]);
  });
  it('places a mistake of the configuration after the byte-order mark an open document of it holds', async () => {
    const config = '\ufeffrulez:\n  schema: off\n';
    const s = (session = await Session.start({ ...SKILL_FOLDER, '.agents-config-check.yml': config }));
    const unknown = (await s.agrees())[0]?.split(' ').slice(0, 3).join(' ');
    expect(unknown).toBe('.agents-config-check.yml 0:0-0:0 config');
    // The editor holds the mark as the first line's first character: the key is after it.
    await s.openDoc('.agents-config-check.yml', config);
    expect((await s.agrees()).map((f) => f.split(' ').slice(0, 3).join(' '))).toEqual([
      '.agents-config-check.yml 0:1-0:1 config',
    ]);
  });
  it('reads the schemas folder in the root as saved, as the configuration that names it', async () => {
    const broken = '{"type": "object",\n  "x": [\n';
    const s = (session = await Session.start({
      ...SKILL_FOLDER,
      '.agents-config-check.yml': 'schemas: defs\n',
      'defs/tool.schema.json': broken,
    }));
    const mistake = ['defs/tool.schema.json 0:0-0:0 config not valid JSON'];
    expect(await s.agrees()).toEqual(mistake);
    await s.openDoc('defs/tool.schema.json', broken);
    await s.editRange('defs/tool.schema.json', '{"type": "object"}\n');
    // Fixed in the editor, not saved: still the disk's.
    expect(await s.agrees()).toEqual(mistake);
    await s.save('defs/tool.schema.json');
    expect(await s.agrees()).toEqual([]);
  });
});
