// .agents-config-check.yml: parsed once, strictly, against its own schema, into settings. Any
// problem is a ConfigError (exit 2), never a half-applied configuration.
import type { Ajv2020 } from 'ajv/dist/2020.js';
import lazyPackages from './lazy-packages.cjs';
import configSchema from '../../schemas/config.schema.json' with { type: 'json' };
import type { FailOn, SeveritySetting } from './diagnostic.js';
import { loadYaml } from './load.js';
import { isRecord } from './model.js';
import { closest } from './names.js';
import { describePointer } from './pointer.js';
import { DEFAULT_CHECK_OPTIONS } from './rule.js';
import { RULE_IDS } from './rules/index.js';

export class ConfigError extends Error {}

export const DEFAULT_GLOBS = {
  tools: ['**/tools/**/*.{yml,yaml}'],
  skills: ['**/skills/**/*.{yml,yaml}'],
  actors: ['**/actors/**/*.{yml,yaml}'],
};

export const ALWAYS_IGNORED = ['**/node_modules/**', '**/.git/**'];

export interface Config {
  tools: string[];
  skills: string[];
  actors: string[];
  ignore: string[];
  rules: Record<string, SeveritySetting>;
  failOn: FailOn;
  maxTools: number;
  maxTokens: number;
  maxFileSize: number;
  builtinGroups: string[];
  /** Folder of replacement schemas, relative to the root. */
  schemas: string | undefined;
}

export const DEFAULT_CONFIG: Config = {
  ...DEFAULT_GLOBS,
  ignore: [],
  rules: {},
  failOn: 'error',
  maxTools: DEFAULT_CHECK_OPTIONS.maxTools,
  maxTokens: DEFAULT_CHECK_OPTIONS.maxTokens,
  maxFileSize: 1024 * 1024,
  builtinGroups: [...DEFAULT_CHECK_OPTIONS.builtinGroups],
  schemas: undefined,
};

/** The raw keys of the file, as the Action's inputs of the same names also use them. */
export interface RawConfig {
  tools?: string[];
  skills?: string[];
  actors?: string[];
  ignore?: string[];
  rules?: Record<string, SeveritySetting>;
  'fail-on'?: FailOn;
  'max-tools'?: number;
  'max-tokens'?: number;
  'max-file-size'?: number;
  'builtin-groups'?: string[];
  schemas?: string;
}

let configValidator: ReturnType<Ajv2020['compile']> | undefined;

export function parseConfigText(text: string, path: string): RawConfig {
  const loaded = loadYaml(text);
  const problem = loaded.problems[0];
  if (problem)
    throw new ConfigError(`${path}:${problem.span.line}:${problem.span.column}: ${problem.message}`);
  if (loaded.documents.length > 1) throw new ConfigError(`${path}: expected one YAML document`);
  const doc = loaded.documents[0];
  const value = doc?.value ?? {};
  validateRawConfig(value, path, (pointer) => doc?.keySpan(pointer).line ?? 1);
  return value as RawConfig;
}

export function validateRawConfig(
  value: unknown,
  path: string,
  lineOf: (pointer: string) => number = () => 1,
): void {
  // No configuration file and no flags is the common start: an empty mapping is valid (the schema
  // requires nothing), and compiling the validator for it would cost every run ~30 ms.
  if (isRecord(value) && Object.keys(value).length === 0) return;
  // The schema is ours and a test holds it to the meta-schema: checking it again here would compile
  // the whole draft 2020-12 meta-schema on every start.
  configValidator ??= new (lazyPackages.Ajv2020())({
    allErrors: true,
    strict: false,
    allowUnionTypes: true,
    validateSchema: false,
  }).compile(configSchema);
  if (!configValidator(value)) {
    const messages = (configValidator.errors ?? []).map((e) => {
      const extra = (e.params as { additionalProperty?: string }).additionalProperty;
      const pointer = extra ? `${e.instancePath}/${extra}` : e.instancePath;
      const where = `${path}:${lineOf(pointer)}`;
      if (extra) {
        const near = closest(extra, Object.keys(configSchema.properties));
        return `${where}: unknown key '${extra}'${near ? `; did you mean '${near}'?` : ''}`;
      }
      const allowed = (e.params as { allowedValues?: unknown[] }).allowedValues;
      const field = describePointer(e.instancePath) || 'configuration';
      return `${where}: '${field}' ${e.message ?? 'is invalid'}${allowed ? ` (${allowed.join(', ')})` : ''}`;
    });
    throw new ConfigError([...new Set(messages)].join('\n'));
  }
  const rules = (value as RawConfig).rules ?? {};
  for (const rule of Object.keys(rules)) {
    if (!RULE_IDS.has(rule)) {
      const near = closest(rule, RULE_IDS);
      throw new ConfigError(
        `${path}:${lineOf(`/rules/${rule}`)}: unknown rule '${rule}'${near ? `; did you mean '${near}'?` : ''}`,
      );
    }
  }
}

/** Later layers win: defaults, then the file, then command-line flags or Action inputs. */
export function resolveConfig(...layers: RawConfig[]): Config {
  const config: Config = { ...DEFAULT_CONFIG, rules: {} };
  for (const raw of layers) {
    if (raw.tools) config.tools = raw.tools;
    if (raw.skills) config.skills = raw.skills;
    if (raw.actors) config.actors = raw.actors;
    if (raw.ignore) config.ignore = raw.ignore;
    if (raw.rules) config.rules = { ...config.rules, ...raw.rules };
    if (raw['fail-on']) config.failOn = raw['fail-on'];
    if (raw['max-tools'] !== undefined) config.maxTools = raw['max-tools'];
    if (raw['max-tokens'] !== undefined) config.maxTokens = raw['max-tokens'];
    if (raw['max-file-size'] !== undefined) config.maxFileSize = raw['max-file-size'];
    if (raw['builtin-groups']) config.builtinGroups = raw['builtin-groups'];
    if (raw.schemas !== undefined) config.schemas = raw.schemas;
  }
  return config;
}
