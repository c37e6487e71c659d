// Reading .mcp.json (mcpServers, and VS Code's servers in JSONC) into servers to start, with
// ${VAR} from the environment it is given; and masking those values in what is printed.
import { describe, expect, it } from 'vitest';
import { heldSecret, parseClientConfig, redact } from '../../src/core/mcp/client-config.js';

const context = { env: { TOKEN: 's3cret-token', PORT: '8123', EMPTY: '' }, workspaceFolder: '/repo' };
const parse = (value: unknown) =>
  parseClientConfig(typeof value === 'string' ? value : JSON.stringify(value), '.mcp.json', context);

describe('parseClientConfig', () => {
  it('reads stdio and Streamable HTTP servers of mcpServers, filling in ${VAR}', () => {
    expect(
      parse({
        mcpServers: {
          fs: { command: 'npx', args: ['-y', 'server', '${workspaceFolder}'], env: { KEY: '${TOKEN}' } },
          web: {
            type: 'http',
            url: 'http://127.0.0.1:${PORT}/mcp',
            headers: { Authorization: 'Bearer ${TOKEN}' },
          },
          cursor: { url: 'http://127.0.0.1:${env:PORT}/mcp' },
        },
      }),
    ).toEqual({
      servers: [
        {
          name: 'fs',
          spec: {
            transport: 'stdio',
            command: 'npx',
            args: ['-y', 'server', '/repo'],
            env: { KEY: 's3cret-token' },
            cwd: undefined,
            secrets: ['s3cret-token', 's3cret-token'],
            filled: [{ variable: 'TOKEN', value: 's3cret-token' }],
          },
        },
        {
          name: 'web',
          spec: {
            transport: 'http',
            url: 'http://127.0.0.1:8123/mcp',
            shownUrl: 'http://127.0.0.1:${PORT}/mcp',
            headers: { Authorization: 'Bearer s3cret-token' },
            secrets: ['s3cret-token', 'Bearer s3cret-token', '8123'],
            // The port is the url's host's: not a secret a server could echo (heldSecret).
            filled: [{ variable: 'TOKEN', value: 's3cret-token' }],
          },
        },
        {
          name: 'cursor',
          spec: {
            transport: 'http',
            url: 'http://127.0.0.1:8123/mcp',
            shownUrl: 'http://127.0.0.1:${env:PORT}/mcp',
            headers: {},
            secrets: ['8123'],
            filled: [],
          },
        },
      ],
    });
  });

  it("reads VS Code's servers in JSONC: comments and trailing commas", () => {
    const text = `{
      // the workspace's servers
      "servers": {
        "memory": { "type": "stdio", "command": "node", "args": ["m.js", "a//b", "/*c*/"], }, /* done */
      },
    }`;
    expect(parse(text)).toEqual({
      servers: [
        {
          name: 'memory',
          spec: {
            transport: 'stdio',
            command: 'node',
            args: ['m.js', 'a//b', '/*c*/'],
            env: {},
            cwd: undefined,
            secrets: [],
            filled: [],
          },
        },
      ],
    });
  });

  it.each([
    [
      'an unset variable',
      { command: 'x', env: { A: '${MISSING}' } },
      "'${MISSING}' is not set in the environment",
    ],
    ['a default for an unset one', { command: 'x', env: { A: '${MISSING:-fallback}' } }, undefined],
    [
      'an input variable',
      { url: 'http://x/${input:key}' },
      "cannot fill in '${input:key}': only ${VAR} from the environment is read",
    ],
    [
      'SSE',
      { type: 'sse', url: 'http://x' },
      "the SSE transport is not supported; Streamable HTTP is (type: 'http')",
    ],
    ['an unknown type', { type: 'ws', url: 'http://x' }, "unknown type 'ws'; expected stdio or http"],
    ['neither command nor url', { args: [] }, "needs a 'command' (stdio) or a 'url' (Streamable HTTP)"],
    ['args not strings', { command: 'x', args: [1] }, "'args' must be a list of strings"],
    ['env not strings', { command: 'x', env: { A: 1 } }, "'env' must be an object of strings"],
    ['not an object', 'npx server', 'must be an object'],
    // Each of these made `mcp pin` end with exit 3 ("Invalid URL" from the client) or fail with
    // fetch's words, the password in them.
    ['a url that is no URL', { url: 'notaurl' }, "'url' must be a URL, not 'notaurl'"],
    [
      'a url that is no URL once filled in, shown as written',
      { url: 'http://${TOKEN}:${TOKEN}@/' },
      "'url' must be a URL, not 'http://${TOKEN}:${TOKEN}@/'",
    ],
    [
      'a url of another scheme',
      { type: 'http', url: 'file:///etc/passwd' },
      "'url' must be an http:// or https:// URL, not 'file:///etc/passwd'",
    ],
    [
      'a url with a password',
      { url: 'http://user:${TOKEN}@127.0.0.1/mcp' },
      "'url' holds a user name or password, which fetch refuses; send them in 'headers', not 'http://user:${TOKEN}@127.0.0.1/mcp'",
    ],
  ])('names the problem of one server: %s', (_name, entry, problem) => {
    const parsed = parse({ mcpServers: { one: entry, two: { command: 'ok' } } });
    expect('servers' in parsed && parsed.servers.map((s) => [s.name, s.problem])).toEqual([
      ['one', problem],
      ['two', undefined],
    ]);
  });

  it.each([
    ['not JSON', '{"mcpServers": ', /^'\.mcp\.json' is not JSON: /],
    ['no servers', '{"servers": []}', /^'\.mcp\.json' has no 'mcpServers' \(or VS Code's 'servers'\) object/],
  ])('refuses a file that is %s', (_name, text, problem) => {
    const parsed = parse(text);
    expect('problem' in parsed && parsed.problem).toMatch(problem);
  });

  // Read as the client reads it (jsonc-parser): a trailing comma goes, text inside a string stays.
  it.each([
    [
      'a string holding a comma before a brace',
      '{"mcpServers": {"a": {"command": "x", "args": ["p,}", "q,]"]},}}',
      ['p,}', 'q,]'],
    ],
    [
      'a comment and a trailing comma',
      '// servers\n{"mcpServers": {"a": {"command": "x", "args": ["/* not a comment */",],},}}',
      ['/* not a comment */'],
    ],
    ['a byte-order mark', '\uFEFF{"mcpServers": {"a": {"command": "x", "args": ["y"]}}}', ['y']],
  ])('reads %s', (_name, text, args) => {
    const parsed = parse(text);
    const spec = 'servers' in parsed ? parsed.servers[0]?.spec : undefined;
    expect(spec?.transport === 'stdio' && spec.args).toEqual(args);
  });

  it.each([
    [
      'not JSON, at its line and column',
      '{"mcpServers": {\n  "a": {"command": "x"} "b": {}}}',
      "'.mcp.json' is not JSON: CommaExpected in its JSON (line 2, column 25)",
    ],
    [
      'nested past the limit',
      `{"mcpServers": {"a": {"x": ${'['.repeat(100_000)}}}}`,
      "'.mcp.json' is not JSON: it nests deeper than 200 levels (line 1, column 225)",
    ],
    ['empty', '', "'.mcp.json' is not JSON: ValueExpected in its JSON (line 1, column 1)"],
  ])('names where a file is %s', (_name, text, problem) => {
    const parsed = parse(text);
    expect('problem' in parsed && parsed.problem).toBe(problem);
  });

  it('keeps a server named __proto__ as a server, and the last of a repeated name', () => {
    const parsed = parse(
      '{"mcpServers": {"__proto__": {"command": "x"}, "a": {"command": "old"}, "a": {"command": "new"}}}',
    );
    expect(
      'servers' in parsed &&
        parsed.servers.map((s) => [s.name, s.spec?.transport === 'stdio' && s.spec.command]),
    ).toEqual([
      ['__proto__', 'x'],
      ['a', 'new'],
    ]);
  });

  // Each `${` of 100,000 was read to the end of the text: 50 CPU seconds for 200 KB.
  it('reads a value of thousands of `${` in time linear in it', () => {
    const start = process.cpuUsage();
    const parsed = parse({ mcpServers: { a: { command: 'x', args: ['${'.repeat(100_000)] } } });
    const used = process.cpuUsage(start);
    expect('servers' in parsed && parsed.servers[0]?.spec?.transport).toBe('stdio');
    expect((used.user + used.system) / 1e6).toBeLessThan(2);
  });

  it('keeps a __proto__ key as an environment variable, not a prototype', () => {
    const parsed = parse('{"mcpServers": {"a": {"command": "x", "env": {"__proto__": "v"}}}}');
    const spec = 'servers' in parsed ? parsed.servers[0]?.spec : undefined;
    expect(spec?.transport === 'stdio' && Object.entries(spec.env)).toEqual([['__proto__', 'v']]);
  });
});

describe('redact', () => {
  it('masks every secret, the longest first, and leaves values too short to matter', () => {
    expect(
      redact('Bearer s3cret-token; s3cret-token; 8123; ab', ['s3cret-token', 'Bearer s3cret-token', 'ab']),
    ).toBe('***; ***; 8123; ab');
  });

  // A value filled into a url is percent-encoded there, and a failure may quote the url so (fetch
  // quoted a password as 'hunter%2022%22%3C%3E'): each such spelling is masked too.
  it('masks a secret as each part of a URL writes it', () => {
    const secret = `it's a/b"x`;
    // As `new URL` writes it in a path, a query and a password: each part encodes other characters.
    const quoted = [
      `http://h/it's%20a/b%22x`,
      'http://h/?k=it%27s%20a/b%22x',
      `http://u:it's%20a%2Fb%22x@h/`,
    ];
    // A lone surrogate (JSON's `\ud800` in an env value) is a secret too: encodeURIComponent threw
    // on it, exit 3.
    expect(redact('x \ud800abcd y', ['\ud800abcd'])).toBe('x *** y');
    expect(quoted.map((url) => redact(url, [secret]))).toEqual([
      'http://h/***',
      'http://h/?k=***',
      'http://u:***@h/',
    ]);
  });
});

// A server echoing its token in a description put the token in the inventory, a committed file.
describe('heldSecret', () => {
  const listing = (description: string, instructions?: string) => ({
    provenance: { serverName: 's', serverVersion: '1', protocolVersion: '2025-11-25' },
    tools: [{ name: 't', description, inputSchema: { type: 'object', properties: { k: { default: 2 } } } }],
    ...(instructions === undefined ? {} : { instructions }),
  });
  const filled = [
    { variable: 'SHORT', value: 'ab' },
    { variable: 'TOKEN', value: 'sk-live 1234' },
  ];

  it.each([
    ['a description', listing('Calls the API with key sk-live 1234.'), { variable: 'TOKEN', where: 'tools' }],
    [
      'instructions',
      listing('Reads.', 'Use sk-live 1234 when asked'),
      { variable: 'TOKEN', where: 'instructions' },
    ],
    [
      'a key',
      { ...listing('Reads.'), tools: [{ name: 't', inputSchema: { 'sk-live 1234': 1 } }] },
      { variable: 'TOKEN', where: 'tools' },
    ],
    [
      'a url, percent-encoded',
      listing('See https://h/?k=sk-live%201234'),
      { variable: 'TOKEN', where: 'tools' },
    ],
    [
      'serverInfo',
      {
        ...listing('Reads.'),
        provenance: { serverName: 'sk-live 1234', serverVersion: '1', protocolVersion: 'x' },
      },
      { variable: 'TOKEN', where: 'serverInfo' },
    ],
    ['nowhere', listing('Reads.'), undefined],
    // Two letters are noise, not a secret.
    ['a short value', listing('ab cd'), undefined],
  ])('in %s', (_where, value, found) => expect(heldSecret(value, filled)).toEqual(found));

  it('reads only what the environment filled in: values written in the file are in the repository already', () => {
    const config = JSON.stringify({
      mcpServers: {
        s: {
          command: 'node',
          args: ['${ARG_VAR}'],
          env: { LEVEL: 'production', TOKEN: '${TOKEN}', REGION: '${REGION:-us-east-1}' },
        },
      },
    });
    const parsed = parseClientConfig(config, '.mcp.json', {
      env: { TOKEN: 'sk-live-1234', ARG_VAR: 'server.js' },
      workspaceFolder: '/w',
    });
    const spec = 'servers' in parsed ? parsed.servers[0]?.spec : undefined;
    expect(spec?.filled).toEqual([{ variable: 'TOKEN', value: 'sk-live-1234' }]);
    const text = 'Runs server.js in production, in us-east-1, with key sk-live-1234';
    expect(heldSecret(listing(text), spec?.filled ?? [])).toEqual({ variable: 'TOKEN', where: 'tools' });
    expect(heldSecret(listing(text.replace('sk-live-1234', '***')), spec?.filled ?? [])).toBeUndefined();
  });

  // A host names a machine, which a server may say; a token rides in the path, the query or the fragment.
  const filledOfUrl = (url: string, env: Record<string, string>) => {
    const parsed = parseClientConfig(JSON.stringify({ mcpServers: { s: { url } } }), '.mcp.json', {
      env,
      workspaceFolder: '/w',
    });
    return 'servers' in parsed ? parsed.servers[0]?.spec?.filled : undefined;
  };
  it.each([
    ['the host', 'https://${HOST}/mcp', { HOST: 'mcp.internal.example.com' }, []],
    ['the host, in capitals', 'https://${HOST}:8443/mcp', { HOST: 'MCP.Internal.example' }, []],
    ['a subdomain', 'https://${TENANT}.example.com/mcp', { TENANT: 'acme-corp' }, []],
    ['the path', 'https://mcp.example.com/s/${KEY}/mcp', { KEY: 'k-1234' }, ['KEY']],
    ['the query', 'https://mcp.example.com/mcp?key=${KEY}', { KEY: 'k-1234' }, ['KEY']],
    ['the fragment', 'https://mcp.example.com/mcp#${KEY}', { KEY: 'k-1234' }, ['KEY']],
    ['the whole url', '${URL}', { URL: 'https://mcp.example.com/s/k-1234' }, ['URL']],
    ['the host and a path', 'https://${BASE}/mcp', { BASE: 'mcp.example.com/s/k-1234' }, ['BASE']],
    ['a host after a backslash', 'https://h.example\\${KEY}', { KEY: 'k-1234' }, ['KEY']],
    ['two, one past the host', 'https://${HOST}/${KEY}', { HOST: 'h.example', KEY: 'k-1234' }, ['KEY']],
  ])('in a url: %s', (_where, url, env, variables) =>
    expect(filledOfUrl(url, env)?.map((f) => f.variable)).toEqual(variables),
  );

  it('lets a server name the host the environment filled into its url', () => {
    const filled = filledOfUrl('https://${HOST}/mcp?key=${KEY}', {
      HOST: 'mcp.internal.example.com',
      KEY: 'k-1234',
    });
    expect(heldSecret(listing('Queries mcp.internal.example.com.'), filled ?? [])).toBeUndefined();
    expect(heldSecret(listing('Queries mcp.internal.example.com with k-1234.'), filled ?? [])).toEqual({
      variable: 'KEY',
      where: 'tools',
    });
  });
});

describe("a Claude Code plugin's configuration", () => {
  const entry = { command: 'node', args: ['${CLAUDE_PLUGIN_ROOT}/servers/gh.js'] };
  it('fills in ${CLAUDE_PLUGIN_ROOT} with the plugin folder given, else from the environment', () => {
    const text = JSON.stringify({ mcpServers: { gh: entry } });
    const args = (parsed: ReturnType<typeof parseClientConfig>) =>
      'servers' in parsed && parsed.servers[0]?.spec?.transport === 'stdio'
        ? parsed.servers[0].spec.args
        : parsed;
    expect(
      args(parseClientConfig(text, '.mcp.json', { ...context, pluginRoot: '/repo/plugins/gh' })),
    ).toEqual(['/repo/plugins/gh/servers/gh.js']);
    expect(
      args(parseClientConfig(text, '.mcp.json', { ...context, env: { CLAUDE_PLUGIN_ROOT: '/p' } })),
    ).toEqual(['/p/servers/gh.js']);
  });

  it('reads servers at the top where every value is an entry, and nothing else as servers', () => {
    expect(parse({ gh: entry, web: { url: 'http://127.0.0.1:${PORT}/mcp' } })).toMatchObject({
      servers: [{ name: 'gh' }, { name: 'web', spec: { url: 'http://127.0.0.1:8123/mcp' } }],
    });
    for (const other of [{}, { gh: entry, name: 'p' }, { gh: { args: [] } }])
      expect(parse(other)).toEqual({
        problem: "'.mcp.json' has no 'mcpServers' (or VS Code's 'servers') object naming the servers",
      });
  });
});
