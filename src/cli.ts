#!/usr/bin/env node
// The CLI entry: arguments in, the shared pipeline, one formatter out, and an exit status.
import { writeSync } from 'node:fs';
import { resolve } from 'node:path';
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
import { placePath, posixPath, READER_OF, type PlacePath } from './report/paths.js';
import { plural } from './report/words.js';
import { inBlocks, sameFileAs, writeChunks, writeProblem } from './adapters/write.js';
import { pathKind } from './adapters/fs.js';
import { explainJsonChunks, explainTextChunks } from './report/explain-text.js';
import { errorLines, usageErrorLines } from './report/text.js';
import { bugReport } from './report/bug.js';
import { lspCommand } from './lsp/server.js';

type Status = number | undefined | Promise<number>;

/** The commands a first argument names, each given the rest and the folder hint (folderHint). */
const COMMANDS = new Map<string, (argv: string[], hint: string) => Status>([
  ['explain', explainMain],
  ['mcp', mcpMain],
  ['lsp', lspCommand],
]);

function main(argv: string[]): Status {
  const command = COMMANDS.get(argv[0] ?? '');
  if (command) return command(argv.slice(1), folderHint(argv[0] as string));
  let options;
  try {
    options = parseCli(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(usageErrorLines('agents-config-check', error.message, HELP));
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
  return check(options);
}

/** The check the options ask for, its report written where they say; the run's status. */
function check(options: ReturnType<typeof parseCli>): Status {
  let result;
  try {
    result = runCheck(options.request);
  } catch (error) {
    if (error instanceof ConfigError) {
      printError('agents-config-check', placedError(error, options.request.root));
      return 2;
    }
    throw error;
  }
  // `-o tools/a.yaml` would replace the user's tool with the report on it: refused, before any write.
  if (options.output !== undefined && sameFileAs(options.output, result.read) !== undefined) {
    printError(
      'agents-config-check',
      new Error(
        `cannot write --output '${options.output}': it is a file the check reads; write the report to another`,
      ),
    );
    return 2;
  }
  // A report written to a file has colour only when asked for by the option itself.
  const useColor =
    options.output !== undefined
      ? options.color === true
      : wantsColor(options.color, process.env, process.stdout.isTTY === true);
  const { warnings } = result.report.summary;
  const tooManyWarnings = options.maxWarnings !== undefined && warnings > options.maxWarnings;
  const body = renderChunks(result.report, options.format, {
    color: useColor,
    fails: result.failed || tooManyWarnings,
    version: pkg.version,
    places: result.places,
    baseRef: options.request.base?.kind === 'git' ? options.request.base.ref : undefined,
  });
  if (options.output) {
    const problem = writeOutput(options.output, body);
    if (problem) {
      printError('agents-config-check', new Error(`cannot write --output '${options.output}': ${problem}`));
      return 2;
    }
  } else inBlocks(body, (block) => process.stdout.write(block));
  if (tooManyWarnings) {
    // ESLint's convention: too many warnings fail the run, and stderr says why.
    process.stderr.write(
      `agents-config-check: ${plural(warnings, 'warning')}, more than --max-warnings ${options.maxWarnings}\n`,
    );
    return 1;
  }
  return result.failed ? 1 : 0;
}

/**
 * A first argument that names a command is the command, also where a folder has its name. When the
 * rest does not fit the command, the folder may be what was meant: its usage error says how to
 * name it (`./mcp`), and stays a usage error (exit 2).
 */
function folderHint(word: string): string {
  return pathKind(word) === 'folder' ? `; '${word}' is also a folder here: to check it, use ./${word}` : '';
}

/**
 * A configuration error whose mistakes name their file from the current folder, as the text
 * format names a finding's (SPEC §2): `file:line:column` opens from where the user stands.
 */
function placedError(error: ConfigError, root: string): Error {
  return new Error(error.placed(cwdPlace(root)));
}

/** A path from the root written from the current folder, as the text format writes it. */
function cwdPlace(root: string): PlacePath {
  const top = posixPath(resolve(root));
  return placePath({ root: top, cwd: posixPath(process.cwd()), repository: top }, READER_OF.text);
}

/** An error that quotes the repository's text, a line at a time: no control of it reaches the terminal. */
function printError(command: string, error: Error): void {
  process.stderr.write(errorLines(command, error.message));
}

/**
 * The names a shell gives the standard streams. Where one is a socket (a process that spawns the
 * CLI from Node, a service under systemd), the system will not open it by name (ENXIO): such a
 * name is written as the stream itself.
 */
const STANDARD_STREAMS = new Map<string, NodeJS.WriteStream>([
  ['/dev/stdout', process.stdout],
  ['/dev/fd/1', process.stdout],
  ['/dev/stderr', process.stderr],
  ['/dev/fd/2', process.stderr],
]);

/** Writes the report; a path that cannot take it is the user's to fix, said in a line. */
function writeOutput(path: string, body: Iterable<string>): string | undefined {
  try {
    writeChunks(path, body);
    return undefined;
  } catch (error) {
    const stream = (error as NodeJS.ErrnoException).code === 'ENXIO' ? STANDARD_STREAMS.get(path) : undefined;
    if (!stream) return writeProblem(error, path);
    // The file was never opened, so nothing of the report was taken from `body` yet.
    inBlocks(body, (block) => stream.write(block));
    return undefined;
  }
}

/** `explain NAME [root]`: one explanation out; exit 2 when NAME names nothing. */
function explainMain(argv: string[], hint: string): number {
  let options;
  try {
    options = parseExplainCli(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(
        usageErrorLines('agents-config-check explain', `${error.message}${hint}`, EXPLAIN_HELP),
      );
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
      printError(
        'agents-config-check explain',
        error instanceof ConfigError ? placedError(error, options.request.root) : error,
      );
      return 2;
    }
    throw error;
  }
  // The text's `file:line`s open from the current folder, as the check's text does (SPEC §2); the
  // JSON keeps them from the root, as the report does.
  const body =
    options.format === 'json'
      ? explainJsonChunks(result.explanation, { base: result.base })
      : explainTextChunks(result.explanation, { base: result.base, place: cwdPlace(options.request.root) });
  inBlocks(body, (block) => process.stdout.write(block));
  return 0;
}

/** `mcp pin|verify …`: the MCP client is loaded here and only here, so no other run pays for it. */
function mcpMain(argv: string[], hint: string): number | Promise<number> {
  let options;
  try {
    options = parseMcpCli(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(usageErrorLines('agents-config-check mcp', `${error.message}${hint}`, MCP_HELP));
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

/**
 * The standard streams as other processes leave them. A reader that closes its end (`| head`) has
 * read what it wanted: the output stops there, quietly, and the run's own status stands, so that
 * `set -o pipefail` never reads a failed gate as passed. A stream that cannot be written (a full
 * disk, an I/O error, a descriptor open for reading only) lost output: said once on stderr if it
 * can be, and the run exits 2, as for an `--output` path that cannot be written, unless it was
 * already 3 (a bug, whose stack goes first).
 */
function guardStandardStreams(): void {
  let lost: string | undefined;
  for (const [stream, name] of [
    [process.stdout, 'standard output'],
    [process.stderr, 'standard error'],
  ] as const)
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE' || lost !== undefined) return;
      lost = name;
      try {
        writeSync(2, `agents-config-check: cannot write to ${name}: ${writeProblem(error)}\n`);
      } catch {
        // stderr is the stream that failed: the status says it.
      }
    });
  process.on('exit', () => {
    if (lost !== undefined && process.exitCode !== 3) process.exitCode = 2;
  });
}

/**
 * An exception out of a command is a bug, unless the current folder, which paths are read and
 * shown from, was removed under the shell (`rm -r` of the folder it stands in): that is said, as
 * git says it, and a usage error.
 */
function reportException(error: unknown): void {
  if ((error as NodeJS.ErrnoException)?.syscall === 'uv_cwd') {
    process.stderr.write('agents-config-check: the current folder no longer exists; cd to one that does\n');
    process.exitCode = 2;
    return;
  }
  process.stderr.write(`agents-config-check: ${bugReport(error)}\n`);
  process.exitCode = 3;
}

guardStandardStreams();
try {
  const status = main(process.argv.slice(2));
  if (status instanceof Promise)
    status.then((code) => {
      process.exitCode = code;
    }, reportException);
  else process.exitCode = status;
} catch (error) {
  reportException(error);
}
