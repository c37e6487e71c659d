// .agents-config-check.yml: parsed once, strictly, against its own schema, into settings. Any
// problem is a ConfigError (exit 2), never a half-applied configuration.
import type { Ajv2020, ErrorObject } from 'ajv/dist/2020.js';
import lazyPackages from '../packages/lazy-packages.cjs';
import configSchema from '../../../schemas/config.schema.json' with { type: 'json' };
import { globMatcher } from '../text/glob.js';
import type { FailOn, SeveritySetting, Span } from '../model/diagnostic.js';
import { loadYaml, type LoadedText, type ProblemKind } from '../yaml/load.js';
import { isRecord } from '../model/model.js';
import { closest, didYouMean } from '../model/names.js';
import type { RuleOverride } from './overrides.js';
import { describePointer, pointerSegments, valueAtPointer } from '../text/pointer.js';
import { clip, plural } from '../text/words.js';
import { byCodeUnits } from '../text/order.js';
import { lastReading, stricterReading } from './base-readings.js';
import type { RawConfig } from './raw-config.js';

export type { RawConfig };

/** Validated option values by configuration key; a key left out takes its option's default. */
export type OptionValues = Readonly<Record<string, unknown>>;

/**
 * What the configuration knows of the rules: their ids and the top-level settings they declare
 * (`RuleMeta.options`). The rule registry gives it (rules/index.ts), so that this folder imports
 * no rule and everything below the rules, discovery included, can read settings.
 */
export interface RuleCatalogue {
  readonly ids: ReadonlySet<string>;
  readonly options: readonly { readonly key: string; readonly schema: Readonly<Record<string, unknown>> }[];
  /** The power gate's rules (`meta.gate`), whose severities the base's configuration sets. */
  readonly gate: ReadonlySet<string>;
  /** The rules whose findings say the gate's reading is incomplete (`meta.incompleteReading`). */
  readonly incompleteReading: ReadonlySet<string>;
  /** Each rule's severity where a configuration names none. */
  readonly defaultSeverity: ReadonlyMap<string, SeveritySetting>;
}

/** The configuration's readers for one catalogue of rules. */
interface ConfigReader {
  /**
   * `quote` false for a file outside the root (`--config /etc/passwd`): its mistakes are told at
   * their places in our own words, quoting none of its text (SPEC §2).
   */
  parseConfigText(text: string, path: string, loaded?: LoadedText, quote?: boolean): RawConfig;
  /**
   * A base's configuration file: as the head's, but a glob no path below the root can match is
   * read as written (it matched nothing there). A base that passed before that check was made
   * keeps its settings, rather than counting as empty and hiding what the head widens from them.
   */
  parseBaseConfigText(text: string, path: string): RawConfig;
  validateRawConfig(value: unknown, what: string): void;
  resolveConfig(...layers: RawConfig[]): Config;
}

/** The readers of the configuration of these rules; the file's validator is built once per catalogue. */
export function configReader(rules: RuleCatalogue): ConfigReader {
  return {
    parseConfigText: (text, path, loaded, quote) => parseConfigText(text, path, rules, loaded, true, quote),
    parseBaseConfigText: (text, path) => parseBaseConfigText(text, path, rules),
    validateRawConfig: (value, what) => validateRawConfig(value, what, rules),
    resolveConfig: (...layers) => resolveConfig(rules, ...layers),
  };
}

/** One mistake in the configuration, at its place (1-based) in the file that holds it (from the root). */
export interface ConfigProblem {
  file: string;
  line: number;
  column: number;
  message: string;
}

/**
 * A mistake told in prose that names files with no line to point at (`both X and Y exist`): its
 * words with each file's path from the root written by `name`, so that an entry can write them
 * from where its reader stands, as it writes a placed mistake's file. Without `name`, each as it
 * was first given: a path the user typed, as typed; a file the search found, from the root.
 */
export type ConfigProse = (name?: (file: string) => string) => string;

/**
 * A usage or configuration error (exit 2): one line per mistake, `file:line:column: message`
 * when it has a place, sorted by place so that every mistake is shown at once and in order.
 * Its message names files from the root or as given (the language server reads them so);
 * `placed` names them for a reader.
 */
export class ConfigError extends Error {
  readonly problems: ConfigProblem[];
  private readonly prose: ConfigProse | undefined;

  constructor(problems: string | ConfigProse | ConfigProblem[]) {
    const list = Array.isArray(problems) ? sortProblems(problems) : [];
    super(
      typeof problems === 'string' ? problems : typeof problems === 'function' ? problems() : listed(list),
    );
    this.problems = list;
    this.prose = typeof problems === 'function' ? problems : undefined;
  }

  /**
   * The message with each file it names written as `place` writes a path from the root: an
   * entry names it from where its reader stands (the CLI from the current folder), so that
   * `file:line:column` opens there as a finding's does.
   */
  placed(place: (file: string) => string): string {
    if (this.prose) return this.prose(place);
    if (this.problems.length === 0) return this.message;
    return listed(this.problems.map((p) => ({ ...p, file: place(p.file) })));
  }
}

/** Mistakes a message lists before "and N more": a list of 100,000 wrong items is told in a screen. */
const MAX_LISTED = 100;

/**
 * A line break inside one mistake (a quoted key or value of the file, a file's name) written out:
 * each mistake is one line, and a key `"x\nagents-config-check: all good"` would start another
 * that reads as ours.
 */
function oneLine(text: string): string {
  return text.replace(/[\n\r\u0085\u2028\u2029]/g, (c) =>
    c === '\n' ? '\\n' : c === '\r' ? '\\r' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function listed(problems: readonly ConfigProblem[]): string {
  const lines = problems
    .slice(0, MAX_LISTED)
    .map((p) => oneLine(`${p.file}:${p.line}:${p.column}: ${p.message}`));
  const more = problems.length - MAX_LISTED;
  if (more > 0) lines.push(`… and ${plural(more, 'more mistake', 'more mistakes')} in the configuration`);
  return lines.join('\n');
}

function sortProblems(problems: ConfigProblem[]): ConfigProblem[] {
  const seen = new Set<string>();
  return [...problems]
    .sort((a, b) => byCodeUnits(a.file, b.file) || a.line - b.line || a.column - b.column)
    .filter((p) => {
      const key = `${p.file}:${p.line}:${p.column}:${p.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

export const DEFAULT_GLOBS = {
  tools: ['**/tools/**/*.{yml,yaml}'],
  skills: ['**/skills/**/*.{yml,yaml}'],
  actors: ['**/actors/**/*.{yml,yaml}'],
  mcpServers: ['**/mcp-servers/**/*.{json,yml,yaml}'],
};

export const ALWAYS_IGNORED = ['**/node_modules/**', '**/.git/**'];

export interface Config {
  tools: string[];
  skills: string[];
  actors: string[];
  /** Globs of MCP server inventories (`mcp-servers` in the file). */
  mcpServers: string[];
  ignore: string[];
  rules: Record<string, SeveritySetting>;
  failOn: FailOn;
  maxFileSize: number;
  /** The rules' own settings (`max-tools`, `builtin-groups`, …), by key, as given. */
  ruleOptions: OptionValues;
  /** Folder of replacement schemas, relative to the root. */
  schemas: string | undefined;
  /** Severities per path, over `rules` in the files they match (later entries win). */
  overrides: RuleOverride[];
}

/**
 * The pull request label that approves escalations, unless the Action names another (SPEC §7): a
 * setting of the run, not of the file, kept here so that the Action's inputs, the escalation rule and
 * the report read it from the configuration rather than from the diff.
 */
export const DEFAULT_APPROVAL_LABEL = 'allow-escalation';

export const DEFAULT_CONFIG: Config = {
  ...DEFAULT_GLOBS,
  ignore: [],
  rules: {},
  failOn: 'error',
  maxFileSize: 1024 * 1024,
  ruleOptions: {},
  schemas: undefined,
  overrides: [],
};

type PropertySchema = { type?: unknown; minimum?: unknown; maximum?: unknown; [keyword: string]: unknown };

interface ConfigValidation {
  properties: Record<string, PropertySchema>;
  validate: ReturnType<Ajv2020['compile']>;
}

/**
 * The file's schema with every rule option as its rule declares it (a test holds
 * schemas/config.schema.json to the same), and its validator; built on first use.
 */
const configValidations = new WeakMap<RuleCatalogue, ConfigValidation>();

function validation(rules: RuleCatalogue): ConfigValidation {
  const known = configValidations.get(rules);
  if (known) return known;
  const properties: Record<string, PropertySchema> = { ...configSchema.properties };
  for (const option of rules.options) properties[option.key] = option.schema;
  // The schema is ours and a test holds it to the meta-schema: checking it again here would compile
  // the whole draft 2020-12 meta-schema on every start.
  const validate = new (lazyPackages.Ajv2020())({
    allErrors: true,
    strict: false,
    allowUnionTypes: true,
    validateSchema: false,
  }).compile({ ...configSchema, properties });
  const made = { properties, validate };
  configValidations.set(rules, made);
  return made;
}

/** Where a JSON pointer into the configuration lies: its key, or its value. */
type Locate = (pointer: string, at: 'key' | 'value') => { line: number; column: number };

/**
 * The configuration file's text as raw settings, or a ConfigError listing every mistake in it;
 * `loaded` is the text already parsed, where the caller keeps the document too.
 */
function parseConfigText(
  text: string,
  path: string,
  rules: RuleCatalogue,
  loaded = loadYaml(text),
  /** Whether a glob no path below the root can match is a mistake (not on a base's side). */
  globs = true,
  /** Whether messages may quote the file's text: not for a file outside the root. */
  quote = true,
): RawConfig {
  if (loaded.problems.length > 0) {
    throw new ConfigError(
      loaded.problems.map((p) => ({
        file: path,
        line: p.span.line,
        column: p.span.column,
        message: quote ? p.message : UNQUOTED_YAML_PROBLEM[p.kind],
      })),
    );
  }
  if (loaded.documents.length > 1) {
    const second = loaded.documents[1]!.span;
    throw new ConfigError([
      { file: path, line: second.line, column: second.column, message: 'expected one YAML document' },
    ]);
  }
  const doc = loaded.documents[0];
  const value = doc?.value ?? {};
  const problems = configProblems(
    value,
    rules,
    (pointer, at) => {
      const span = doc ? (at === 'key' ? doc.keySpan(pointer) : doc.valueSpan(pointer)) : undefined;
      return { line: span?.line ?? 1, column: span?.column ?? 1 };
    },
    globs,
    quote,
  );
  if (problems.length > 0) throw new ConfigError(problems.map((p) => ({ file: path, ...p })));
  return value as RawConfig;
}

/**
 * A base's configuration, read as far as it can be (SPEC §6: the gate is judged by the base's
 * rules). A file this version refuses in part (a key or a rule id an older version knew, a value
 * it now rejects) keeps every setting that is valid on its own: each key, each rule of `rules`,
 * each `overrides` entry with its valid rules. A pull request that fixes such a file is then still
 * judged by the rest of it, not by the defaults (a base's `read-only-agent-tools: [Read]` beside a
 * stale key let the head call `Grep` read-only unseen). A file that does not load as one YAML
 * mapping counts as empty; one that repeats a key is read as a loader keeping the first value and
 * as one keeping the last, each gate setting the stricter way (base-readings.ts).
 */
function parseBaseConfigText(text: string, path: string, rules: RuleCatalogue): RawConfig {
  const loaded = loadYaml(text);
  try {
    return parseConfigText(text, path, rules, loaded, false);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
  }
  // A repeated key is read both ways a loader may keep it, each gate setting the stricter way.
  const repeats = loaded.problems.length > 0 && loaded.problems.every((p) => p.kind === 'duplicate-key');
  const value =
    (loaded.problems.length === 0 || repeats) && loaded.documents.length === 1
      ? loaded.documents[0]?.value
      : {};
  if (!isRecord(value)) return {};
  if (!repeats) return validSettings(value, rules);
  return stricterConfig(validSettings(value, rules), validSettings(lastReading(value), rules), rules);
}

/** Two readings of a base's configuration as one, each gate setting the stricter way (base-readings.ts). */
export function stricterConfig(a: RawConfig, b: RawConfig, rules: RuleCatalogue): RawConfig {
  return stricterReading(a, b, {
    defaultSeverity: rules.defaultSeverity,
    maxFileSize: DEFAULT_CONFIG.maxFileSize,
    globs: DEFAULT_GLOBS,
  }) as RawConfig;
}

/** Each setting of a file this version refuses in part that is valid on its own. */
function validSettings(value: unknown, rules: RuleCatalogue): RawConfig {
  if (!isRecord(value)) return {};
  const valid = (setting: unknown): boolean =>
    configProblems(setting, rules, () => ({ line: 0, column: 0 }), false).length === 0;
  const validRules = (severities: Record<string, unknown>, as: (r: Record<string, unknown>) => unknown) =>
    Object.fromEntries(Object.entries(severities).filter(([id, severity]) => valid(as({ [id]: severity }))));
  const out: RawConfig = {};
  for (const [key, setting] of Object.entries(value)) {
    let kept = setting;
    if (key === 'rules' && isRecord(setting)) kept = validRules(setting, (r) => ({ rules: r }));
    if (key === 'overrides' && Array.isArray(setting))
      kept = setting
        .map((o) =>
          isRecord(o) && isRecord(o.rules)
            ? // Each rule checked beside one glob, not the entry's own: a long list is checked once.
              { ...o, rules: validRules(o.rules, (r) => ({ overrides: [{ files: ['x'], rules: r }] })) }
            : o,
        )
        .filter((o) => valid({ overrides: [o] }));
    if (valid({ [key]: kept })) out[key] = kept;
  }
  return out;
}

/** Settings given another way (flags, Action inputs): the same checks, named by `what`. */
function validateRawConfig(value: unknown, what: string, rules: RuleCatalogue): void {
  const problems = configProblems(value, rules, () => ({ line: 0, column: 0 }));
  if (problems.length > 0) throw new ConfigError(problems.map((p) => `${what}: ${p.message}`).join('\n'));
}

/** A YAML mistake of a file outside the root, in our words: the loader's quote the text (a key, an alias, a tag). */
const UNQUOTED_YAML_PROBLEM: Record<ProblemKind, string> = {
  'duplicate-key': 'a key repeated in its mapping',
  'yaml-syntax': 'not valid YAML here',
  'unreadable-file': 'cannot be read',
};

/**
 * A pointer's words for a file outside the root: our keys, rule ids and indexes as they are,
 * any other key of the file as `…`.
 */
function unquotedField(pointer: string, ours: ReadonlySet<string>): string {
  const segments = pointerSegments(pointer).map((s) => (/^\d+$/.test(s) || ours.has(s) ? s : '…'));
  return describePointer(segments.map((s) => `/${s.replaceAll('~', '~0').replaceAll('/', '~1')}`).join(''));
}

/** The most characters of a value a message quotes: a value of a megabyte was quoted whole. */
const SHOWN = 200;

const shown = (text: string): string => clip(text, SHOWN);

const quoted = (value: unknown): string =>
  typeof value === 'string'
    ? `'${shown(value)}'`
    : value === null
      ? 'empty'
      : shown(JSON.stringify(value) ?? String(value));

const TYPE_WORDS: Record<string, string> = {
  array: 'a list',
  object: 'a mapping',
  string: 'a string',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
};

function listWords(values: readonly unknown[]): string {
  const words = values.map(String);
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/** The "did you mean" hint for a value among candidates (none for a value that is not a string). */
function hintFor(value: unknown, candidates: Iterable<string>): string {
  return didYouMean(typeof value === 'string' ? closest(value, candidates) : undefined);
}

/**
 * What a whole configuration is when it is not a mapping, said without quoting it: `--config`
 * may name any file the user can read (`/etc/passwd` reads as one long string).
 */
function kindOfValue(value: unknown): string {
  if (value === null) return 'empty';
  if (Array.isArray(value)) return 'a list';
  return TYPE_WORDS[typeof value] ?? `a ${typeof value}`;
}

/** How a message names the file's text: quoted, or (outside the root) in our words alone. */
interface QuoteWords {
  /** A field by its pointer: outside the root, our keys, rule ids and indexes only. */
  fieldOf(pointer: string): string;
  /** `, not 'value'`, or nothing. */
  not(found: unknown): string;
  /** `what 'text'`, or `what`. */
  named(what: string, text: string): string;
  quote: boolean;
}

function quoteWords(quote: boolean, ours: ReadonlySet<string>): QuoteWords {
  return {
    fieldOf: (pointer) =>
      (quote ? describePointer(pointer) : unquotedField(pointer, ours)) || 'configuration',
    not: (found) => (quote ? `, not ${quoted(found)}` : ''),
    named: (what, text) => (quote ? `${what} '${text}'` : what),
    quote,
  };
}

/** One error of the configuration's schema, as a mistake at its key or value. */
function schemaProblem(
  e: ErrorObject,
  value: Record<string, unknown>,
  properties: Record<string, PropertySchema>,
  ruleIds: ReadonlySet<string>,
  words: QuoteWords,
  add: (pointer: string, at: 'key' | 'value', message: string) => void,
): void {
  const params = e.params as { additionalProperty?: string; allowedValues?: unknown[]; type?: string };
  const field = words.fieldOf(e.instancePath);
  const found = valueAtPointer(value, e.instancePath);
  if (params.additionalProperty !== undefined) {
    const key = params.additionalProperty;
    const near = hintFor(key, Object.keys(properties));
    add(`${e.instancePath}/${key}`, 'key', `${words.named('unknown key', key)}${near}`);
  } else if (params.allowedValues) {
    const allowed = params.allowedValues;
    const near = hintFor(found, allowed.map(String));
    const rule = e.instancePath.slice(7);
    const what = e.instancePath.startsWith('/rules/')
      ? words.quote || ruleIds.has(rule)
        ? `rule '${rule}'`
        : 'a rule'
      : `'${field}'`;
    add(e.instancePath, 'value', `${what} must be ${listWords(allowed)}${words.not(found)}${near}`);
  } else if (e.keyword === 'type') {
    const want = TYPE_WORDS[params.type ?? ''] ?? params.type;
    add(e.instancePath, 'value', `'${field}' must be ${want}${words.not(found)}`);
  } else if (e.keyword === 'minLength') {
    add(e.instancePath, 'value', `'${field}' must not be empty`);
  } else {
    add(e.instancePath, 'value', `'${field}' ${e.message ?? 'is invalid'}`);
  }
}

/** Every mistake in raw settings, each at the key or value it concerns. */
function configProblems(
  value: unknown,
  rules: RuleCatalogue,
  locate: Locate,
  globs = true,
  quote = true,
): Omit<ConfigProblem, 'file'>[] {
  // No configuration file and no flags is the common start: an empty mapping is valid (the schema
  // requires nothing), and compiling the validator for it would slow every run's start.
  if (isRecord(value) && Object.keys(value).length === 0) return [];
  if (!isRecord(value)) {
    return [
      {
        ...locate('', 'value'),
        message: `the configuration must be a mapping of settings, not ${kindOfValue(value)}`,
      },
    ];
  }
  const { properties, validate } = validation(rules);
  const problems: Omit<ConfigProblem, 'file'>[] = [];
  const add = (pointer: string, at: 'key' | 'value', message: string): void => {
    problems.push({ ...locate(pointer, at), message });
  };
  const words = quoteWords(quote, new Set([...Object.keys(properties), ...rules.ids, 'files', 'rules']));
  const numbers = wholeNumberProblems(value, properties, add, quote);
  if (!validate(value))
    for (const e of validate.errors ?? [])
      if (!numbers.has(e.instancePath)) schemaProblem(e, value, properties, rules.ids, words, add);
  const severities = isRecord(value.rules) ? value.rules : {};
  for (const rule of Object.keys(severities)) {
    if (!rules.ids.has(rule))
      add(`/rules/${rule}`, 'key', `${words.named('unknown rule', rule)}${hintFor(rule, rules.ids)}`);
  }
  overrideProblems(value.overrides, rules.ids, add, quote);
  if (globs) globProblems(value, add, quote);
  return problems;
}

/** The settings that are lists of globs, each matched against paths relative to the root. */
const GLOB_LISTS = ['tools', 'skills', 'actors', 'mcp-servers', 'ignore'];

/**
 * A glob that no path below the root can match: an absolute one (`/vendor/**`, as `.gitignore`
 * anchors) or one with a `..` segment. Beside a glob that matches, it was silently nothing.
 */
function globProblems(
  value: Record<string, unknown>,
  add: (pointer: string, at: 'key' | 'value', message: string) => void,
  quote: boolean,
): void {
  const lists: string[] = GLOB_LISTS.map((key) => `/${key}`);
  if (Array.isArray(value.overrides)) value.overrides.forEach((_, i) => lists.push(`/overrides/${i}/files`));
  for (const pointer of lists) {
    const globs = valueAtPointer(value, pointer);
    if (!Array.isArray(globs)) continue;
    globs.forEach((glob: unknown, j) => {
      if (typeof glob !== 'string') return;
      const field = describePointer(`${pointer}/${j}`);
      if (/^(?:\/|[A-Za-z]:[/\\])/.test(glob)) {
        const relative = glob.replace(/^(?:[A-Za-z]:)?[/\\]+/, '');
        const shownGlob = quote ? ` (${quoted(glob)})` : '';
        const near = quote && relative ? `; did you mean ${quoted(relative)}?` : '';
        add(
          `${pointer}/${j}`,
          'value',
          `'${field}' is absolute${shownGlob}: globs are relative to the root folder${near}`,
        );
      } else if (glob.split('/').includes('..')) {
        add(
          `${pointer}/${j}`,
          'value',
          `'${field}' holds a '..' segment${quote ? ` (${quoted(glob)})` : ''}: globs match paths below the root, which hold none`,
        );
      }
    });
  }
}

/**
 * Each whole-number setting (an integer with bounds in the schema) in one message that gives its
 * bounds, rather than the schema's several; returns the pointers it judged.
 */
function wholeNumberProblems(
  value: Record<string, unknown>,
  properties: Record<string, PropertySchema>,
  add: (pointer: string, at: 'key' | 'value', message: string) => void,
  quote: boolean,
): Set<string> {
  const judged = new Set<string>();
  for (const [key, schema] of Object.entries(properties)) {
    const { minimum, maximum } = schema;
    if (schema.type !== 'integer' || typeof minimum !== 'number' || typeof maximum !== 'number') continue;
    if (!Object.hasOwn(value, key)) continue;
    const n = value[key];
    if (typeof n === 'number' && Number.isSafeInteger(n) && n >= minimum && n <= maximum) continue;
    judged.add(`/${key}`);
    const shown = typeof n !== 'number' || Number.isFinite(n) ? quoted(n) : notFinite(n);
    const not = quote ? `, not ${shown}` : '';
    add(`/${key}`, 'value', `'${key}' must be a whole number from ${minimum} to ${maximum}${not}`);
  }
  return judged;
}

/** What YAML's `.nan`, `.inf` or a number past a double's range reads as, in words. */
function notFinite(n: number): string {
  if (Number.isNaN(n)) return "'.nan', which is not a number";
  return n > 0 ? 'a number too large to hold' : 'a negative number too large to hold';
}

/** An `overrides` entry names known rules, and its globs compile. */
function overrideProblems(
  overrides: unknown,
  ruleIds: ReadonlySet<string>,
  add: (pointer: string, at: 'key' | 'value', message: string) => void,
  quote: boolean,
): void {
  if (!Array.isArray(overrides)) return;
  overrides.forEach((o: unknown, i) => {
    if (!isRecord(o)) return;
    for (const rule of Object.keys(isRecord(o.rules) ? o.rules : {})) {
      if (!ruleIds.has(rule))
        add(
          `/overrides/${i}/rules/${rule}`,
          'key',
          `unknown rule${quote ? ` '${rule}'` : ''}${hintFor(rule, ruleIds)}`,
        );
    }
    (Array.isArray(o.files) ? (o.files as unknown[]) : []).forEach((glob, j) => {
      if (typeof glob !== 'string') return;
      try {
        globMatcher(glob, true);
      } catch (error) {
        // The glob reader's words quote the glob: outside the root, ours alone.
        const why = quote ? ` '${glob}': ${(error as Error).message}` : ' (it does not compile)';
        add(`/overrides/${i}/files/${j}`, 'value', `bad glob${why}`);
      }
    });
  });
}

/** Where each `overrides` glob is written in a configuration file's text, for findings about it. */
export function overrideGlobSpans(text: string): Span[][] {
  const doc = loadYaml(text).documents[0];
  const overrides = isRecord(doc?.value) ? doc.value.overrides : undefined;
  if (!doc || !Array.isArray(overrides)) return [];
  return overrides.map((o: unknown, i) =>
    isRecord(o) && Array.isArray(o.files)
      ? o.files.map((_, j) => doc.valueSpan(`/overrides/${i}/files/${j}`))
      : [],
  );
}

/** Line and column of a setting's value in the configuration text (1:1 when not found). */
export function locateInConfig(text: string, pointer: string): { line: number; column: number } {
  const span = loadYaml(text).documents[0]?.valueSpan(pointer);
  return { line: span?.line ?? 1, column: span?.column ?? 1 };
}

/** Later layers win: defaults, then the file, then command-line flags or Action inputs. */
function resolveConfig(rules: RuleCatalogue, ...layers: RawConfig[]): Config {
  const config: Config = { ...DEFAULT_CONFIG, rules: {} };
  const ruleOptions: Record<string, unknown> = {};
  for (const raw of layers) {
    if (raw.tools) config.tools = raw.tools;
    if (raw.skills) config.skills = raw.skills;
    if (raw.actors) config.actors = raw.actors;
    if (raw['mcp-servers']) config.mcpServers = raw['mcp-servers'];
    if (raw.ignore) config.ignore = raw.ignore;
    if (raw.rules) config.rules = { ...config.rules, ...raw.rules };
    if (raw['fail-on']) config.failOn = raw['fail-on'];
    if (raw['max-file-size'] !== undefined) config.maxFileSize = raw['max-file-size'];
    for (const { key } of rules.options) if (raw[key] !== undefined) ruleOptions[key] = raw[key];
    if (raw.schemas !== undefined) config.schemas = raw.schemas;
    if (raw.overrides) config.overrides = raw.overrides;
  }
  return { ...config, ruleOptions };
}
