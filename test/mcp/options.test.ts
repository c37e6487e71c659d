// The defaults of `mcp pin` and `mcp verify` as SPEC §11 gives them: a server has 30 s to answer
// (`--timeout`), verify prints text unless asked for JSON, and the inventories' folder is left to
// the configuration's mcp-server globs (defaultOutDir) unless `--out` names one.
import { describe, expect, it } from 'vitest';
import { parseMcpCli } from '../../src/cli-options.js';

describe('mcp options', () => {
  it.each(['pin', 'verify'])('%s: --timeout 30 s, no --out, every server of the configuration', (command) => {
    expect(parseMcpCli([command])).toMatchObject({
      command,
      names: [],
      mcpConfig: undefined,
      out: undefined,
      timeout: 30,
      format: 'text',
    });
  });

  it('verify --format json, --timeout and --out as given', () => {
    expect(
      parseMcpCli(['verify', 'a', '--format', 'json', '--timeout', '2.5', '--out', 'inv']),
    ).toMatchObject({
      names: ['a'],
      out: 'inv',
      timeout: 2.5,
      format: 'json',
    });
  });

  it('pin NAME -- COMMAND and pin NAME --url URL name one server on the command line', () => {
    expect(parseMcpCli(['pin', 'fs', '--', 'npx', '-y', 'server']).inline).toEqual({
      name: 'fs',
      command: 'npx',
      args: ['-y', 'server'],
    });
    expect(parseMcpCli(['pin', 'gh', '--url', 'https://example.com/mcp']).inline).toEqual({
      name: 'gh',
      url: 'https://example.com/mcp',
    });
  });
});
