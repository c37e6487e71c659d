// Command-line arguments, parsed once and strictly into a request (usage errors exit 2).
import { parseArgs } from 'node:util';
import type { FailOn } from './core/model/diagnostic.js';
import { closest, didYouMean } from './core/model/names.js';
import { FORMAT_NAMES, FORMATTERS, type FormatName } from './report/render.js';
import type { Formatter } from './report/formatter.js';
import type { McpRequest } from './mcp.js';
import { urlProblem } from './core/mcp/client-config.js';
import type { ExplainRequest, RunRequest } from './run.js';

export class UsageError extends Error {}

/** The formats for --format's help, from the registry: "text (default), json, … or github (…)". */
function formatWords(): string {
  const words = FORMATTERS.map((f: Formatter) => (f.note ? `${f.name} (${f.note})` : f.name));
  return `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/** One option's help: its words from column 27, wrapped before column 100 under themselves. */
function optionHelp(option: string, words: string): string {
  const lines = [`  ${option.padEnd(24)}`];
  for (const word of words.split(' ')) {
    const last = lines.length - 1;
    const line = lines[last] as string;
    if (line.length > 26 && line.length + 1 + word.length > 100) lines.push(`${' '.repeat(26)}${word}`);
    else lines[last] = line.length > 26 ? `${line} ${word}` : `${line}${word}`;
  }
  return lines.join('\n');
}

export const HELP = `Usage: agents-config-check [options] [root]
       agents-config-check explain [options] NAME [root]   (see explain --help)
       agents-config-check lsp [--stdio]                  the language server, for editors
       agents-config-check mcp pin|verify [options]       pin MCP servers' tools (see mcp --help)

Checks the tools, skills and actors under root (default: the current folder) and, with a base,
shows what every skill and actor gains or loses.

Options:
${optionHelp('-c, --config FILE', "configuration file (default: the root's .agents-config-check.yml, else the nearest in the folders above it up to the repository's top)")}
${optionHelp('-f, --format FORMAT', formatWords())}
  -o, --output FILE       write the report to FILE instead of standard output (- is standard output)
  --fail-on LEVEL         error (default), warning, note or never
  --max-warnings N        also fail when there are more than N warnings (-1: no limit)
  --base REF              compare against a git commit, branch or tag
  --base-dir DIR          compare against another folder
${optionHelp('--only-new', 'with --base or --base-dir, report only findings that are not already on the base')}
  --allow-escalations     report escalations as notes (they are approved)
${optionHelp('--sets', "with --format json, list every skill's flattened set (by default only those of the skills the diff names as changed)")}
  --color                 colour, even when not on a terminal (FORCE_COLOR=1 does the same)
  --no-color              no colour, even on a terminal (NO_COLOR or FORCE_COLOR=0 do the same)
  -h, --help              show this help
  -v, --version           show the version

Exit status: 0 clean, 1 findings at or above --fail-on, 2 usage or configuration error,
3 internal error (a bug: please report it).`;

interface CliOptions {
  request: RunRequest;
  format: FormatName;
  output: string | undefined;
  color: boolean | undefined;
  /** Fail when there are more warnings than this (ESLint's --max-warnings). */
  maxWarnings: number | undefined;
  help: boolean;
  version: boolean;
}

const OPTIONS = {
  config: { type: 'string', short: 'c' },
  format: { type: 'string', short: 'f' },
  output: { type: 'string', short: 'o' },
  'fail-on': { type: 'string' },
  'max-warnings': { type: 'string' },
  base: { type: 'string' },
  'base-dir': { type: 'string' },
  'only-new': { type: 'boolean' },
  'allow-escalations': { type: 'boolean' },
  sets: { type: 'boolean' },
  color: { type: 'boolean' },
  'no-color': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const;

type OptionTable = Record<string, { type: 'string' | 'boolean'; short?: string }>;

/**
 * Names every option that is not one of ours, in our words and with the nearest one, before
 * node's parser would (its message is about positionals and `--`).
 */
function checkOptionNames(argv: string[], options: OptionTable): void {
  const long = Object.keys(options);
  const short = new Map(
    Object.entries(options).flatMap(([name, o]) => (o.short ? [[o.short, name] as const] : [])),
  );
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') return;
    let name: string | undefined;
    if (arg.startsWith('--')) name = arg.slice(2).split('=')[0] as string;
    else if (arg.startsWith('-') && arg.length > 1) {
      const letter = arg[1] as string;
      if (!short.has(letter)) throw new UsageError(`unknown option '-${letter}'`);
      name = short.get(letter);
      if (arg.length > 2) continue;
    } else continue;
    const known = options[name as string];
    if (!known) {
      const near = closest(name as string, long);
      throw new UsageError(`unknown option '--${name}'${didYouMean(near && `--${near}`)}`);
    }
    if (known.type === 'string' && !arg.includes('=')) i++;
  }
}

/**
 * An option of one value given twice (`--base main … --base HEAD~1`, often a default in a script
 * and another added after it) is refused rather than read as its last: the check would run
 * against another base, format or configuration than one of the two asked for.
 */
function refuseRepeated(tokens: readonly { kind: string; name?: string; value?: string }[]): void {
  const seen = new Map<string, string | undefined>();
  for (const token of tokens) {
    if (token.kind !== 'option' || token.name === undefined || token.value === undefined) continue;
    const first = seen.get(token.name);
    if (seen.has(token.name))
      throw new UsageError(`--${token.name} given twice ('${first}', then '${token.value}'): give it once`);
    seen.set(token.name, token.value);
  }
}

/** node's strict parser behind our own messages for the mistakes it reports. */
function parseOptions<T extends OptionTable>(argv: string[], options: T) {
  checkOptionNames(argv, options);
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, strict: true, options, tokens: true });
  } catch (error) {
    // What remains is an option without its value, or a value given to a switch.
    const message = (error as Error).message.split('\n')[0] ?? '';
    // Node names an option with a short form as '-f, --format <value>': name the long one.
    const option = /'(?:-[^-' ], )?(-[^' ]+)/.exec(message)?.[1];
    if (option && /argument missing|ambiguous/.test(message))
      throw new UsageError(`option '${option}' needs a value`);
    if (option && /does not take an argument/.test(message))
      throw new UsageError(`option '${option}' takes no value`);
    throw new UsageError(message);
  }
  refuseRepeated(parsed.tokens);
  return parsed;
}

/**
 * `--max-warnings -1` as ESLint takes it: node's parser would read `-1` as an option, so a
 * negative number after the option is joined to it first.
 */
function joinNegativeValues(argv: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') return [...out, ...argv.slice(i)];
    const next = argv[i + 1];
    if (arg === '--max-warnings' && next !== undefined && /^-\d+$/.test(next)) {
      out.push(`${arg}=${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}

/**
 * Colour or not: --color/--no-color, then FORCE_COLOR (0 or false: none; anything else: colour,
 * as Node and chalk read it), then NO_COLOR, then whether standard output is a terminal.
 */
export function wantsColor(
  option: boolean | undefined,
  env: Record<string, string | undefined>,
  terminal: boolean,
): boolean {
  if (option !== undefined) return option;
  const force = env.FORCE_COLOR;
  if (force !== undefined) return !['0', 'false'].includes(force);
  if (env.NO_COLOR) return false;
  return terminal;
}

/**
 * An option or root given as the empty string (`--base-dir ''`, `-o ''`, `""` for the root) is a
 * mistake, often an unset variable in a script: taken as the current folder or standard output, it
 * would run another check than the one asked for.
 */
function refuseEmpty(values: Record<string, unknown>, positionals: readonly string[]): void {
  for (const [name, value] of Object.entries(values))
    if (value === '') throw new UsageError(`--${name} needs a value, not an empty one`);
  if (positionals.includes(''))
    throw new UsageError('the root folder is empty; name a folder, or . for this one');
}

export function parseCli(argv: string[]): CliOptions {
  const parsed = parseOptions(joinNegativeValues(argv), OPTIONS);
  const { values, positionals } = parsed;
  if (positionals.length > 1)
    throw new UsageError(`expected one root folder, got ${positionals.length}: ${positionals.join(' ')}`);
  const format = (values.format ?? FORMAT_NAMES[0]) as FormatName;
  if (!FORMAT_NAMES.includes(format)) {
    const near = closest(format, FORMAT_NAMES);
    throw new UsageError(
      `--format must be one of ${FORMAT_NAMES.join(', ')}, not '${format}'${didYouMean(near)}`,
    );
  }
  const failOn = values['fail-on'] as FailOn | undefined;
  if (failOn !== undefined && !['error', 'warning', 'note', 'never'].includes(failOn)) {
    const near = closest(failOn, ['error', 'warning', 'note', 'never']);
    throw new UsageError(
      `--fail-on must be error, warning, note or never, not '${failOn}'${didYouMean(near)}`,
    );
  }
  if (values.base !== undefined && values['base-dir'] !== undefined)
    throw new UsageError('use --base or --base-dir, not both');
  if (values.color && values['no-color']) throw new UsageError('use --color or --no-color, not both');
  // Flags that cannot apply are refused, not ignored: the run would look as asked and not be.
  if (values['only-new'] && values.base === undefined && values['base-dir'] === undefined)
    throw new UsageError('--only-new needs a base to compare with: add --base REF or --base-dir DIR');
  if (values.sets && format !== 'json')
    throw new UsageError(`--sets is for --format json: the ${format} report lists no sets`);
  refuseEmpty(values, positionals);
  const maxWarnings = values['max-warnings'];
  if (maxWarnings !== undefined && !/^(-1|\d{1,9})$/.test(maxWarnings))
    throw new UsageError(
      `--max-warnings must be a whole number of warnings (0 or more, or -1 for no limit), not '${maxWarnings}'`,
    );
  const request: RunRequest = {
    root: positionals[0] ?? '.',
    configPath: values.config,
    overrides: failOn ? { 'fail-on': failOn } : {},
    onlyNew: values['only-new'] === true,
  };
  if (values['allow-escalations'] === true) request.approvedBy = 'option';
  if (values.sets === true) request.sets = true;
  if (values.base !== undefined) request.base = { kind: 'git', ref: values.base };
  if (values['base-dir'] !== undefined) request.base = { kind: 'dir', path: values['base-dir'] };
  return {
    request,
    format,
    // `-` is standard output, as in most tools: a file named `-` was written instead.
    output: values.output === '-' ? undefined : values.output,
    color: values['no-color'] ? false : values.color ? true : undefined,
    // As in ESLint, a negative limit is no limit.
    maxWarnings: maxWarnings === undefined || Number(maxWarnings) < 0 ? undefined : Number(maxWarnings),
    help: values.help === true,
    version: values.version === true,
  };
}

export const EXPLAIN_HELP = `Usage: agents-config-check explain [options] NAME [root]

Explains what an actor or a skill can do — every entry of its effective set, the include paths
that bring it, and for each capability field its value and the file:line that set it — or, for a
tool, every skill and actor that reaches it. With a base, marks what the head changes
(+ added, - removed, ~ changed).

Options:
  -c, --config FILE       configuration file (found as for a check when not given)
  -f, --format FORMAT     text (default) or json
  --base REF              mark changes against a git commit, branch or tag
  --base-dir DIR          mark changes against another folder
  -h, --help              show this help`;

const EXPLAIN_FORMATS = ['text', 'json'] as const;

interface ExplainCliOptions {
  request: ExplainRequest;
  format: (typeof EXPLAIN_FORMATS)[number];
  help: boolean;
}

/** The arguments after `explain`. */
export function parseExplainCli(argv: string[]): ExplainCliOptions {
  const { values, positionals } = parseOptions(argv, {
    config: { type: 'string', short: 'c' },
    format: { type: 'string', short: 'f' },
    base: { type: 'string' },
    'base-dir': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  } as const);
  const help = values.help === true;
  if (!help && positionals.length === 0)
    throw new UsageError('explain needs the name of an actor, skill or tool');
  if (positionals.length > 2)
    throw new UsageError(`explain takes a name and one root folder, got ${positionals.length} arguments`);
  const format = (values.format ?? 'text') as ExplainCliOptions['format'];
  if (!EXPLAIN_FORMATS.includes(format))
    throw new UsageError(`--format for explain must be text or json, not '${format}'`);
  if (values.base !== undefined && values['base-dir'] !== undefined)
    throw new UsageError('use --base or --base-dir, not both');
  refuseEmpty(values, positionals.slice(1));
  const request: ExplainRequest = {
    name: positionals[0] ?? '',
    root: positionals[1] ?? '.',
    configPath: values.config,
  };
  if (values.base !== undefined) request.base = { kind: 'git', ref: values.base };
  if (values['base-dir'] !== undefined) request.base = { kind: 'dir', path: values['base-dir'] };
  return { request, format, help };
}

export const MCP_HELP = `Usage: agents-config-check mcp pin [options] [NAME…]
       agents-config-check mcp pin [options] NAME -- COMMAND [ARGS…]
       agents-config-check mcp pin [options] NAME --url URL
       agents-config-check mcp verify [options] [NAME…]

pin starts each MCP server named (every server of the client configuration when none is), asks
it for its tools with the official MCP SDK and writes them to OUT/NAME.json, stable: a re-pin of
an unchanged server changes no byte. verify asks again and compares with the pinned file: tools
added or removed, annotations that widen power, descriptions and schemas changed.
These are the only commands that start a server, and they start only the servers named.

Options:
  --mcp-config FILE       client configuration, mcpServers (or VS Code's servers) format
                          (default: .mcp.json, else .vscode/mcp.json); \${VAR} in env, headers,
                          url, command, args and cwd comes from the environment
  --out DIR               folder of the inventories (default: the first folder the
                          configuration's mcp-servers globs name, else mcp-servers)
  --timeout SECONDS       time each server has to answer everything (default 30)
  --url URL               one server over Streamable HTTP, instead of a configuration
  --format FORMAT         verify's report: text (default) or json
  -h, --help              show this help

Exit status: 0 every server pinned (pin) or as pinned (verify); 1 a server failed or drifted, or
is not pinned; 2 usage or configuration error; 3 internal error (a bug: please report it).`;

interface McpCliOptions extends McpRequest {
  help: boolean;
}

/** A server given on the command line: `NAME -- COMMAND…` or `NAME --url URL`. */
function inlineServer(
  positionals: string[],
  values: { 'mcp-config'?: string; url?: string },
  program: string[] | undefined,
): McpRequest['inline'] {
  if (positionals.length !== 1)
    throw new UsageError(`a server given on the command line needs one NAME, got ${positionals.length}`);
  if (values['mcp-config'] !== undefined)
    throw new UsageError('use --mcp-config or a server on the command line, not both');
  if (program && values.url !== undefined) throw new UsageError('use -- COMMAND or --url, not both');
  if (program?.length === 0)
    throw new UsageError('-- must be followed by the command that starts the server');
  const problem = values.url === undefined ? undefined : urlProblem(values.url);
  if (problem !== undefined) throw new UsageError(`--url ${problem}, not '${values.url}'`);
  const name = positionals[0] as string;
  return program
    ? { name, command: program[0] as string, args: program.slice(1) }
    : { name, url: values.url as string };
}

/** The arguments after `mcp`: `pin` or `verify`, then names, options and maybe `-- COMMAND…`. */
export function parseMcpCli(argv: string[]): McpCliOptions {
  const [command, ...rest] = argv;
  if (command === '--help' || command === '-h')
    return {
      command: 'pin',
      names: [],
      mcpConfig: undefined,
      out: undefined,
      timeout: 30,
      format: 'text',
      help: true,
    };
  if (command !== 'pin' && command !== 'verify')
    throw new UsageError(
      command === undefined
        ? 'mcp needs pin or verify'
        : `unknown mcp command '${command}'${didYouMean(closest(command, ['pin', 'verify']))}`,
    );
  const dashes = rest.indexOf('--');
  const { values, positionals } = parseOptions(dashes < 0 ? rest : rest.slice(0, dashes), {
    'mcp-config': { type: 'string' },
    out: { type: 'string' },
    timeout: { type: 'string' },
    url: { type: 'string' },
    format: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  } as const);
  const timeout = Number(values.timeout ?? '30');
  if (!/^\d+(\.\d+)?$/.test(values.timeout ?? '30') || !(timeout > 0) || timeout > 86_400)
    throw new UsageError(
      `--timeout must be a number of seconds above 0 and at most 86400 (a day), not '${values.timeout}'`,
    );
  const format = values.format ?? 'text';
  if (format !== 'text' && format !== 'json')
    throw new UsageError(`--format must be text or json, not '${format}'`);
  if (command === 'pin' && values.format !== undefined)
    throw new UsageError('--format is for verify: pin prints one line per server');
  const options: McpCliOptions = {
    command,
    names: positionals,
    mcpConfig: values['mcp-config'],
    out: values.out,
    timeout,
    format,
    help: values.help === true,
  };
  if (dashes >= 0 || values.url !== undefined)
    options.inline = inlineServer(positionals, values, dashes < 0 ? undefined : rest.slice(dashes + 1));
  return options;
}
