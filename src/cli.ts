#!/usr/bin/env node
// The CLI entry: arguments in, the shared pipeline, one formatter out, and an exit status.
import { writeFileSync } from 'node:fs';
import pkg from '../package.json' with { type: 'json' };
import { HELP, parseCli, UsageError, type Format } from './cli-options.js';
import { ConfigError, runCheck } from './run.js';
import { render } from './report/render.js';

function main(argv: string[]): number {
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
      process.stderr.write(`agents-config-check: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
  const useColor =
    options.color ?? (options.output === undefined && process.stdout.isTTY === true && !process.env.NO_COLOR);
  const body = render(result.report, options.format as Format, { color: useColor, version: pkg.version });
  if (options.output) writeFileSync(options.output, body);
  else process.stdout.write(body);
  return result.failed ? 1 : 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  process.stderr.write(
    `agents-config-check: internal error — this is a bug, please report it with the output below.\n${(error as Error)?.stack ?? String(error)}\n`,
  );
  process.exitCode = 3;
}
