// Command-line arguments, parsed once and strictly into a request (usage errors exit 2).
import { parseArgs } from 'node:util';
import type { FailOn } from './core/diagnostic.js';
import type { RunRequest } from './run.js';

export const FORMATS = ['text', 'json', 'sarif', 'markdown'] as const;
export type Format = (typeof FORMATS)[number];

export class UsageError extends Error {}

export const HELP = `Usage: agents-config-check [options] [root]

Checks the tools, skills and actors under root (default: the current folder) and, with a base,
shows what every skill and actor gains or loses.

Options:
  --config FILE           configuration file (default: root/.agents-config-check.yml)
  --format FORMAT         text (default), json, sarif or markdown
  --output FILE           write the report to FILE instead of standard output
  --fail-on LEVEL         error (default), warning, note or never
  --base REF              compare against a git commit, branch or tag
  --base-dir DIR          compare against another folder
  --only-new              report only findings that are not already on the base
  --allow-escalations     report escalations as notes (they are approved)
  --no-color              no colour, even on a terminal
  -h, --help              show this help
  -v, --version           show the version

Exit status: 0 clean, 1 findings at or above --fail-on, 2 usage or configuration error,
3 internal error (a bug: please report it).`;

export interface CliOptions {
  request: RunRequest;
  format: Format;
  output: string | undefined;
  color: boolean | undefined;
  help: boolean;
  version: boolean;
}

export function parseCli(argv: string[]): CliOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        config: { type: 'string' },
        format: { type: 'string' },
        output: { type: 'string', short: 'o' },
        'fail-on': { type: 'string' },
        base: { type: 'string' },
        'base-dir': { type: 'string' },
        'only-new': { type: 'boolean' },
        'allow-escalations': { type: 'boolean' },
        'no-color': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (positionals.length > 1)
    throw new UsageError(`expected one root folder, got ${positionals.length}: ${positionals.join(' ')}`);
  const format = (values.format ?? 'text') as Format;
  if (!FORMATS.includes(format))
    throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, not '${format}'`);
  const failOn = values['fail-on'] as FailOn | undefined;
  if (failOn !== undefined && !['error', 'warning', 'note', 'never'].includes(failOn)) {
    throw new UsageError(`--fail-on must be error, warning, note or never, not '${failOn}'`);
  }
  if (values.base !== undefined && values['base-dir'] !== undefined)
    throw new UsageError('use --base or --base-dir, not both');
  const request: RunRequest = {
    root: positionals[0] ?? '.',
    configPath: values.config,
    overrides: failOn ? { 'fail-on': failOn } : {},
    onlyNew: values['only-new'] === true,
    allowEscalations: values['allow-escalations'] === true,
  };
  if (values.base !== undefined) request.base = { kind: 'git', ref: values.base };
  if (values['base-dir'] !== undefined) request.base = { kind: 'dir', path: values['base-dir'] };
  return {
    request,
    format,
    output: values.output,
    color: values['no-color'] ? false : undefined,
    help: values.help === true,
    version: values.version === true,
  };
}
