#!/usr/bin/env node
// The CLI entry: arguments in, the shared pipeline, one formatter out, and an exit status.
import { dirname } from 'node:path';
import pkg from '../package.json' with { type: 'json' };
import {
  EXPLAIN_HELP,
  HELP,
  MCP_HELP,
  parseCli,
  parseExplainCli,
  parseMcpCli,
  UsageError,
  wantsColor,
} from './cli-options.js';
import { ConfigError, runCheck, runExplain, UnknownSubjectError } from './run.js';
import { renderChunks } from './report/render.js';
import { plural } from './report/words.js';
import { inBlocks, writeChunks } from './adapters/write.js';
import { formatExplainJson, formatExplainText } from './report/explain-text.js';
import { inertLines } from './report/escape.js';
import { printable } from './report/text.js';
import { lspCommand } from './lsp/server.js';

function main(argv: string[]): number | undefined | Promise<number> {
  if (argv[0] === 'explain') return explainMain(argv.slice(1));
  if (argv[0] === 'mcp') return mcpMain(argv.slice(1));
  if (argv[0] === 'lsp') return lspCommand(argv.slice(1));
  let options;
  try {
    options = parseCli(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`agents-config-check: ${error.message}\n\n${HELP}\n`);
      return 2;
    }
    throw error;
  }
  if (options.help) {
    process.stdout.write(`${HELP}\n`);
    return 0;
  }
  if (options.version) {
    process.stdout.write(`${pkg.version}\n`);
    return 0;
  }
  let result;
  try {
    result = runCheck(options.request);
  } catch (error) {
    if (error instanceof ConfigError) {
      printError('agents-config-check', error);
      return 2;
    }
    throw error;
  }
  // A report written to a file has colour only when asked for by the option itself.
  const useColor =
    options.output !== undefined
      ? options.color === true
      : wantsColor(options.color, process.env, process.stdout.isTTY === true);
  const body = renderChunks(result.report, options.format, {
    color: useColor,
    version: pkg.version,
    places: result.places,
    baseRef: options.request.base?.kind === 'git' ? options.request.base.ref : undefined,
  });
  if (options.output) {
    const problem = writeOutput(options.output, body);
    if (problem) {
      process.stderr.write(`agents-config-check: cannot write --output '${options.output}': ${problem}\n`);
      return 2;
    }
  } else inBlocks(body, (block) => process.stdout.write(block));
  const { warnings } = result.report.summary;
  if (options.maxWarnings !== undefined && warnings > options.maxWarnings) {
    // ESLint's convention: too many warnings fail the run, and stderr says why.
    process.stderr.write(
      `agents-config-check: ${plural(warnings, 'warning')}, more than --max-warnings ${options.maxWarnings}\n`,
    );
    return 1;
  }
  return result.failed ? 1 : 0;
}

/** An error that quotes the repository's text, a line at a time: no control of it reaches the terminal. */
function printError(command: string, error: Error): void {
  for (const line of error.message.split('\n'))
    process.stderr.write(`${inertLines(`${command}: ${printable(line)}`, 'text')}\n`);
}

/** Writes the report; a path that cannot take it is the user's to fix, said in a line. */
function writeOutput(path: string, body: Iterable<string>): string | undefined {
  try {
    writeChunks(path, body);
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reasons: Record<string, string> = {
      ENOENT: `the folder '${dirname(path)}' does not exist`,
      EISDIR: 'it is a folder',
      EACCES: 'permission denied',
      EPERM: 'permission denied',
      ENOTDIR: `'${dirname(path)}' is not a folder`,
      EROFS: 'the file system is read-only',
      ENOSPC: 'no space left on the device',
    };
    return reasons[code ?? ''] ?? `the system says ${code ?? 'no'}`;
  }
}

/** `explain NAME [root]`: one explanation out; exit 2 when NAME names nothing. */
function explainMain(argv: string[]): number {
  let options;
  try {
    options = parseExplainCli(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`agents-config-check explain: ${error.message}\n\n${EXPLAIN_HELP}\n`);
      return 2;
    }
    throw error;
  }
  if (options.help) {
    process.stdout.write(`${EXPLAIN_HELP}\n`);
    return 0;
  }
  let result;
  try {
    result = runExplain(options.request);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof UnknownSubjectError) {
      printError('agents-config-check explain', error);
      return 2;
    }
    throw error;
  }
  const format = options.format === 'json' ? formatExplainJson : formatExplainText;
  process.stdout.write(format(result.explanation, { base: result.base }));
  return 0;
}

/** `mcp pin|verify …`: the MCP client is loaded here and only here, so no other run pays for it. */
function mcpMain(argv: string[]): number | Promise<number> {
  let options;
  try {
    options = parseMcpCli(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`agents-config-check mcp: ${error.message}\n\n${MCP_HELP}\n`);
      return 2;
    }
    throw error;
  }
  if (options.help) {
    process.stdout.write(`${MCP_HELP}\n`);
    return 0;
  }
  return import('./mcp.js').then(({ runMcp }) => runMcp(options));
}

function reportBug(error: unknown): void {
  process.stderr.write(
    `agents-config-check: internal error — this is a bug, please report it with the output below.\n${(error as Error)?.stack ?? String(error)}\n`,
  );
  process.exitCode = 3;
}

try {
  const status = main(process.argv.slice(2));
  if (status instanceof Promise)
    status.then((code) => {
      process.exitCode = code;
    }, reportBug);
  else process.exitCode = status;
} catch (error) {
  reportBug(error);
}
