// The configuration kept current in the editor, however the client watches files: one that takes
// relative patterns but, as VS Code's watcher, watches no folder that does not exist; one that
// watches nothing, on a file system whose clock does not tick between two writes and with no
// watches left; one that refuses the watching it said it takes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import picomatch from 'picomatch';
import { ResponseError } from 'vscode-languageserver-protocol/node';
import { afterEach, describe, expect, it } from 'vitest';
import { fileUri, startServer, within, type LspClient } from '../lsp-client.js';
import { CLI, write } from '../lsp-session.js';

const FROZEN = join(import.meta.dirname, 'fixtures', 'frozen-config-clock.mjs');
const BOGUS = 'name: t/a\ndescription: A.\nsource: builtin\nbogus: 1\n';
const TOOL = 'name: t/a\ndescription: A.\nsource: builtin\n';

type Watched = { dynamicRegistration: boolean; relativePatternSupport?: boolean } | undefined;

interface GlobPattern {
  baseUri: string | { uri: string };
  pattern: string;
}

/**
 * An editor's file watchers as VS Code keeps them: each registration's patterns, relative to
 * their base folder (the workspace folder for a plain pattern), kept only where that folder
 * exists when registered. `changed` tells the server of the files a watcher sees.
 */
class WatchingEditor {
  private readonly watchers = new Map<string, { base: string; pattern: string }[]>();
  /** How many registrations of watchers the server has asked for. */
  registered = 0;

  constructor(
    private readonly client: LspClient,
    root: string,
  ) {
    type Registration = { id: string; method: string; registerOptions?: { watchers?: unknown[] } };
    client.connection.onRequest('client/registerCapability', (params: { registrations: Registration[] }) => {
      for (const r of params.registrations) {
        if (r.method !== 'workspace/didChangeWatchedFiles') continue;
        const kept = (r.registerOptions?.watchers ?? []).flatMap((w) => {
          const glob = (w as { globPattern: string | GlobPattern }).globPattern;
          if (typeof glob === 'string') return [{ base: root, pattern: glob }];
          const base = fileURLToPath(typeof glob.baseUri === 'string' ? glob.baseUri : glob.baseUri.uri);
          return existsSync(base) ? [{ base, pattern: glob.pattern }] : [];
        });
        this.watchers.set(r.id, kept);
        this.registered++;
      }
      return null;
    });
    client.connection.onRequest(
      'client/unregisterCapability',
      (params: { unregisterations: { id: string }[] }) => {
        for (const u of params.unregisterations) this.watchers.delete(u.id);
        return null;
      },
    );
  }

  /** The patterns watched now, each with its base folder. */
  patterns(): [string, string][] {
    return [...this.watchers.values()].flat().map((w) => [w.base, w.pattern]);
  }

  /** Files made (type 1), changed (2) or deleted (3), by absolute path: the server is told of those a watcher sees. */
  async changed(paths: string[], type: 1 | 2 | 3): Promise<void> {
    const seen = paths.filter((path) =>
      [...this.watchers.values()].flat().some(({ base, pattern }) => {
        const rel = relative(base, path);
        if (rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return false;
        return picomatch(pattern, { dot: true })(rel.split(sep).join('/'));
      }),
    );
    if (seen.length > 0)
      await this.client.connection.sendNotification('workspace/didChangeWatchedFiles', {
        changes: seen.map((path) => ({ uri: fileUri(path), type })),
      });
  }
}

/** Waits, checking every 20 ms, until `done` holds (a failure after 10 s). */
async function until(done: () => boolean, what: string): Promise<void> {
  await within(
    (async () => {
      while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
    })(),
    what,
  );
}

const codes = (list: { code?: unknown }[]): string[] => list.map((d) => String(d.code));

describe('the configuration kept current in the editor', () => {
  let client: LspClient | undefined;
  afterEach(async () => {
    await client?.close();
    client = undefined;
  });

  /** The server on `root`, started with `preload` where given, initialized with the client's watching. */
  async function start(
    root: string,
    watched: Watched,
    prepare: (client: LspClient) => void = () => undefined,
    preload?: string,
  ): Promise<LspClient> {
    const args = [...(preload ? ['--import', preload] : []), CLI, 'lsp', '--stdio'];
    client = startServer(process.execPath, args, root);
    prepare(client);
    await client.connection.sendRequest('initialize', {
      processId: null,
      rootUri: fileUri(root),
      capabilities: watched ? { workspace: { didChangeWatchedFiles: watched } } : {},
    });
    await client.connection.sendNotification('initialized', {});
    return client;
  }

  /**
   * A repository whose configuration names the schemas folder `shared/defs`, with `files` and the
   * tool `sub/tools/a.yaml`, and the server on `sub` in an editor that watches relative patterns.
   */
  async function startInSub(files: Record<string, string> = {}): Promise<{
    repo: string;
    c: LspClient;
    watching: WatchingEditor;
  }> {
    const repo = mkdtempSync(join(tmpdir(), 'acc-lsp-watch-'));
    spawnSync('git', ['init', '-q', repo]);
    write(repo, '.agents-config-check.yml', 'schemas: shared/defs\n');
    write(repo, 'sub/tools/a.yaml', TOOL);
    for (const [path, text] of Object.entries(files)) write(repo, path, text);
    let editor: WatchingEditor | undefined;
    const c = await start(
      join(repo, 'sub'),
      { dynamicRegistration: true, relativePatternSupport: true },
      (made) => (editor = new WatchingEditor(made, join(repo, 'sub'))),
    );
    return { repo, c, watching: editor as WatchingEditor };
  }

  it('asks an editor that takes relative patterns to watch for a schemas folder not yet made from the nearest folder there is', async () => {
    const { repo, c, watching } = await startInSub();
    const config = fileUri(join(repo, '.agents-config-check.yml'));
    const missing = await within(c.diagnostics(config), 'the missing folder');
    expect(missing.map((d) => String(d.message).split(';')[0])).toEqual([
      "schemas folder 'shared/defs' does not exist",
    ]);
    // The workspace's watchers, then the configuration's.
    await until(() => watching.registered >= 2, 'the watchers of the configuration');
    // Made outside the editor, a folder and a schema that rejects the tool.
    const schema = join(repo, 'shared', 'defs', 'tool.schema.json');
    mkdirSync(join(repo, 'shared', 'defs'), { recursive: true });
    writeFileSync(schema, '{"type": "object", "required": ["owner"]}\n');
    await watching.changed([join(repo, 'shared'), join(repo, 'shared', 'defs'), schema], 1);
    const a = fileUri(join(repo, 'sub', 'tools', 'a.yaml'));
    const rejected = await within(
      c.diagnostics(a, (list) => list.some((d) => d.code === 'schema')),
      'the schema read',
    );
    expect(rejected.map((d) => [d.code, d.range.start, d.message])).toEqual([
      ['schema', { line: 0, character: 0 }, "the document is missing required key 'owner'"],
      ['unused-tool', { line: 0, character: 6 }, "tool 't/a' is not used by any skill"],
    ]);
    expect(
      await within(
        c.diagnostics(config, (list) => list.length === 0),
        'cleared',
      ),
    ).toEqual([]);
    // Watched now at the folder itself: a change to its schema is read too.
    const defs = join(repo, 'shared', 'defs');
    await until(
      () => watching.patterns().some(([base, pattern]) => base === defs && pattern === '**/*'),
      'the folder watched where it is',
    );
    writeFileSync(schema, '{"type": "object"}\n');
    await watching.changed([schema], 2);
    const accepted = await within(
      c.diagnostics(a, (list) => list.length === 1),
      'the schema read again',
    );
    expect(codes(accepted)).toEqual(['unused-tool']);
  });

  // A watcher sees no change to its own folder: a schemas folder deleted outside the editor (a
  // `git checkout`) was told by none, and stayed watched at its missing path, which an editor's
  // watcher drops, so that its making again was told by none either.
  it('asks an editor to watch for a schemas folder deleted outside it from the nearest folder there is', async () => {
    const { repo, c, watching } = await startInSub({
      'shared/defs/tool.schema.json': '{"type": "object", "required": ["owner"]}\n',
    });
    const defs = join(repo, 'shared', 'defs');
    const schema = join(defs, 'tool.schema.json');
    const a = fileUri(join(repo, 'sub', 'tools', 'a.yaml'));
    const config = fileUri(join(repo, '.agents-config-check.yml'));
    const rejected = await within(
      c.diagnostics(a, (list) => list.some((d) => d.code === 'schema')),
      'the schema read',
    );
    expect(codes(rejected)).toEqual(['schema', 'unused-tool']);
    await until(() => watching.registered >= 2, 'the watchers of the configuration');
    // Deleted outside the editor, as a watcher tells it: the folder alone.
    rmSync(defs, { recursive: true });
    await watching.changed([defs], 3);
    const missing = await within(
      c.diagnostics(config, (list) => list.length > 0),
      'the missing folder',
    );
    expect(missing.map((d) => [d.code, d.range.start, String(d.message).split(';')[0]])).toEqual([
      ['config', { line: 0, character: 9 }, "schemas folder 'shared/defs' does not exist"],
    ]);
    await until(
      () =>
        watching
          .patterns()
          .some(([base, pattern]) => base === join(repo, 'shared') && pattern === '{defs,defs/**}'),
      'the folder watched for from the nearest folder there is',
    );
    // Made again, with a schema that accepts the tool.
    mkdirSync(defs);
    writeFileSync(schema, '{"type": "object"}\n');
    await watching.changed([defs, schema], 1);
    const accepted = await within(
      c.diagnostics(a, (list) => list.length === 1),
      'the schema read again',
    );
    expect(codes(accepted)).toEqual(['unused-tool']);
    expect(
      await within(
        c.diagnostics(config, (list) => list.length === 0),
        'cleared',
      ),
    ).toEqual([]);
  });

  it('reads a configuration rewritten to the same size, its times unchanged, where nothing watches it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-lsp-watch-'));
    write(dir, '.agents-config-check.yml', 'rules:\n  schema: error\n');
    write(dir, 'tools/a.yaml', BOGUS);
    const c = await start(dir, undefined, undefined, FROZEN);
    const a = fileUri(join(dir, 'tools', 'a.yaml'));
    expect(codes(await within(c.diagnostics(a), 'the first check'))).toEqual(['unused-tool', 'schema']);
    await c.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: a, languageId: 'yaml', version: 1, text: BOGUS },
    });
    // The same size, the same file, and (preloaded) the same times: only its bytes tell.
    writeFileSync(join(dir, '.agents-config-check.yml'), "rules:\n  schema: 'off'\n");
    await c.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri: a, version: 2 },
      contentChanges: [{ text: `# edited\n${BOGUS}` }],
    });
    // The check after the edit: its findings a line down.
    const edited = await within(
      c.diagnostics(a, (list) => list.every((d) => d.range.start.line > 0)),
      'the check after the edit',
    );
    expect(edited.map((d) => [d.code, d.range.start])).toEqual([['unused-tool', { line: 1, character: 6 }]]);
  });

  it('reads a schema rewritten to the same size, its times unchanged, where nothing watches it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-lsp-watch-'));
    write(dir, '.agents-config-check.yml', 'schemas: defs\n');
    write(dir, 'defs/tool.schema.json', '{"type": "object", "required": ["owner"]}\n');
    write(dir, 'tools/a.yaml', TOOL);
    const c = await start(dir, undefined, undefined, FROZEN);
    const a = fileUri(join(dir, 'tools', 'a.yaml'));
    const message = (list: { code?: unknown; message: unknown }[]): unknown[] =>
      list.filter((d) => d.code === 'schema').map((d) => d.message);
    expect(message(await within(c.diagnostics(a), 'the first check'))).toEqual([
      "the document is missing required key 'owner'",
    ]);
    await c.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: a, languageId: 'yaml', version: 1, text: TOOL },
    });
    writeFileSync(join(dir, 'defs', 'tool.schema.json'), '{"type": "object", "required": ["other"]}\n');
    await c.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri: a, version: 2 },
      contentChanges: [{ text: `# edited\n${TOOL}` }],
    });
    const edited = await within(
      c.diagnostics(a, (list) => list.every((d) => d.range.start.line > 0)),
      'the check after the edit',
    );
    expect(message(edited)).toEqual(["the document is missing required key 'other'"]);
  });

  it.each([
    ['that takes no relative patterns', { dynamicRegistration: true }, false],
    ['that takes relative patterns', { dynamicRegistration: true, relativePatternSupport: true }, false],
    ['that answers only after the configuration changed', { dynamicRegistration: true }, true],
  ])(
    'watches the configuration in the folder itself when the client %s refuses the registration',
    async (_, watched, late) => {
      const dir = mkdtempSync(join(tmpdir(), 'acc-lsp-watch-'));
      write(dir, '.agents-config-check.yml', 'rules:\n  schema: off\n');
      write(dir, 'tools/a.yaml', BOGUS);
      // The refusals, answered at once, or held until `answer` (the editor asked the user, say).
      const held: (() => void)[] = [];
      const answer = (): void => held.splice(0).forEach((refuse) => refuse());
      const c = await start(dir, watched, (made) =>
        made.connection.onRequest('client/registerCapability', () => {
          const refusal = new ResponseError(-32601, 'refused');
          if (!late) return refusal;
          return new Promise((_resolve, reject) => held.push(() => reject(refusal)));
        }),
      );
      const a = fileUri(join(dir, 'tools', 'a.yaml'));
      expect(codes(await within(c.diagnostics(a), 'the first check'))).toEqual(['unused-tool']);
      // Put in place as a `git checkout` writes it (a new file over the old), `schema` a warning.
      write(dir, 'x.tmp', 'rules:\n  schema: warning\n');
      renameSync(join(dir, 'x.tmp'), join(dir, '.agents-config-check.yml'));
      await until(() => !late || held.length > 0, 'the registration');
      answer();
      const warned = await within(
        c.diagnostics(a, (list) => list.length === 2),
        'the configuration read again',
      );
      expect(warned.map((d) => [d.code, d.severity])).toEqual([
        ['unused-tool', 3],
        ['schema', 2],
      ]);
      // Broken in place: its mistake at its place, and nothing else.
      writeFileSync(join(dir, '.agents-config-check.yml'), 'rules: [\n');
      const config = fileUri(join(dir, '.agents-config-check.yml'));
      const broken = await within(
        c.diagnostics(config, (list) => list.length > 0),
        'the broken configuration',
      );
      expect(broken.map((d) => [d.code, d.range.start])).toEqual([['config', { line: 0, character: 8 }]]);
      // Removed: the defaults, where `schema` is an error.
      rmSync(join(dir, '.agents-config-check.yml'));
      const defaults = await within(
        c.diagnostics(a, (list) => list.some((d) => d.severity === 1)),
        'the defaults',
      );
      expect(defaults.map((d) => [d.code, d.severity])).toEqual([
        ['unused-tool', 3],
        ['schema', 1],
      ]);
      expect(
        await within(
          c.diagnostics(config, (list) => list.length === 0),
          'cleared',
        ),
      ).toEqual([]);
      // Made again, naming a schemas folder not made yet; then the folder and a schema in it.
      write(dir, '.agents-config-check.yml', 'rules:\n  unused-tool: off\nschemas: defs\n');
      const missing = await within(
        c.diagnostics(config, (list) => list.length > 0),
        'the missing folder',
      );
      expect(missing.map((d) => String(d.message).split(';')[0])).toEqual([
        "schemas folder 'defs' does not exist",
      ]);
      write(dir, 'defs/tool.schema.json', '{"type": "object", "required": ["owner"]}\n');
      const rejected = await within(
        c.diagnostics(a, (list) => list.some((d) => String(d.message).includes('owner'))),
        'the schema read',
      );
      // The tool's schema replaced: `bogus` is no longer a mistake, the missing `owner` is.
      expect(rejected.map((d) => d.message)).toEqual(["the document is missing required key 'owner'"]);
      expect(
        await within(
          c.diagnostics(config, (list) => list.length === 0),
          'read',
        ),
      ).toEqual([]);
    },
  );
});
