// The one place where adapters meet the core: read the configuration and the trees, check them,
// diff against a base when there is one, and build the report every output is rendered from.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { check, runRules, type CheckSettings } from './core/check.js';
import {
  ConfigError,
  parseConfigText,
  resolveConfig,
  validateRawConfig,
  type Config,
  type RawConfig,
} from './core/config.js';
import { reaches, type Diagnostic } from './core/diagnostic.js';
import { PathClassifier } from './core/discover.js';
import { loadYaml, type LoadedText, type LoadOptions } from './core/load.js';
import type { RepoInput } from './core/model.js';
import { Project } from './core/project.js';
import { SHIPPED_SCHEMAS } from './core/schemas.js';
import { SchemaError, SchemaValidator, type SchemaSet } from './core/validate.js';
import { compareTrees } from './core/diff/compare.js';
import { markNewFindings } from './core/diff/findings.js';
import { addedSuppressions } from './core/suppress.js';
import { readFolder } from './adapters/fs.js';
import { readGitTree } from './adapters/git.js';
import { buildReport, type Report } from './report/report.js';

export { ConfigError } from './core/config.js';

export type BaseRequest = { kind: 'git'; ref: string } | { kind: 'dir'; path: string };

export interface RunRequest {
  root: string;
  configPath?: string;
  /** Flags or Action inputs; they win over the configuration file. */
  overrides?: RawConfig;
  base?: BaseRequest;
  allowEscalations?: boolean;
  escalationLabel?: string;
  onlyNew?: boolean;
  /**
   * Every optimisation off — the `yaml` package for every file, nothing shared between base and
   * head — the reference the fast path's reports are held to, byte for byte.
   */
  plain?: boolean;
  /** Called with the schema validator after the run: tests count the work it did. */
  onValidator?: (validator: SchemaValidator) => void;
}

export interface RunResult {
  report: Report;
  config: Config;
  /** A finding reached fail-on. */
  failed: boolean;
}

const CONFIG_NAMES = ['.agents-config-check.yml', '.agents-config-check.yaml'];

export function loadConfig(root: string, configPath: string | undefined, overrides: RawConfig = {}): Config {
  let fileLayer: RawConfig = {};
  const path = configPath
    ? resolve(configPath)
    : CONFIG_NAMES.map((n) => join(root, n)).find((p) => existsSync(p));
  if (path) {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      throw new ConfigError(
        `cannot read configuration ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
      );
    }
    fileLayer = parseConfigText(text, configPath ?? path.slice(root.length + 1));
  }
  validateRawConfig(overrides, 'options');
  return resolveConfig(fileLayer, overrides);
}

function loadSchemas(root: string, config: Config, cache: boolean): SchemaValidator {
  const set: SchemaSet = { ...SHIPPED_SCHEMAS };
  if (config.schemas) {
    const folder = resolve(root, config.schemas);
    for (const kind of ['tool', 'skill', 'actor'] as const) {
      const file = join(folder, `${kind}.schema.json`);
      if (!existsSync(file)) continue;
      try {
        set[kind] = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      } catch (error) {
        throw new ConfigError(`schemas: cannot read ${file}: ${(error as Error).message}`);
      }
    }
  }
  try {
    return new SchemaValidator(set, { cache, shortcut: cache });
  } catch (error) {
    if (error instanceof SchemaError) throw new ConfigError(error.message);
    throw error;
  }
}

/**
 * Parses each distinct file content once, however many trees hold it (keyed by blob id when known).
 * With one tree there is nothing to share: keying thousands of texts by their content would only
 * hash every byte of them.
 */
function sharedLoader(options: LoadOptions, share: boolean): (text: string, blobId?: string) => LoadedText {
  const cache = new Map<string, LoadedText>();
  if (options.plain || !share) return (text) => loadYaml(text, options);
  return (text, blobId) => {
    const key = blobId ?? text;
    let loaded = cache.get(key);
    if (!loaded) {
      loaded = loadYaml(text, options);
      cache.set(key, loaded);
    }
    return loaded;
  };
}

export function runCheck(request: RunRequest): RunResult {
  const root = resolve(request.root);
  const config = loadConfig(root, request.configPath, request.overrides);
  const validator = loadSchemas(root, config, !request.plain);
  const classifier = new PathClassifier(config);
  const settings: CheckSettings = {
    rules: config.rules,
    maxTools: config.maxTools,
    maxTokens: config.maxTokens,
    builtinGroups: config.builtinGroups,
    escalationsApproved: request.allowEscalations === true,
    escalationLabel: request.escalationLabel ?? 'allow-escalation',
  };
  const loadText = sharedLoader({ plain: request.plain === true }, request.base !== undefined);
  const headInput = readFolder(
    root,
    classifier,
    config.maxFileSize,
    request.base?.kind === 'git' && !request.plain,
  );

  let diagnostics: Diagnostic[];
  let project: Project;
  let diff: Report['diff'] = null;
  let graph: Report['graph'] = null;
  let baseLabel: string | null = null;
  if (request.base) {
    const { input: baseInput, label } = readBase(
      root,
      request.base,
      classifier,
      config.maxFileSize,
      headInput,
    );
    baseLabel = label;
    const baseProject = new Project(baseInput, loadText);
    project = new Project(headInput, loadText, request.plain ? undefined : baseProject);
    const comparison = compareTrees(baseProject, project, label, { borrow: !request.plain });
    diff = { ...comparison.diff, suppressions: addedSuppressions(baseProject, project) };
    graph = comparison.graph;
    diagnostics = runRules(project, { ...settings, base: comparison }, validator);
    // The base's findings only tell which of the head's are new, matched by rule: the rules with no
    // finding on the head need not run. Unless the head has a config finding (it may be an unused
    // suppression, and whether the base's is unused depends on every rule), then all of them run.
    const headRules = new Set(diagnostics.map((d) => d.rule));
    const baseRules = request.plain || headRules.has('config') ? undefined : headRules;
    const baseDiagnostics = runRules(baseProject, settings, validator, baseRules);
    diagnostics = markNewFindings(diagnostics, baseDiagnostics);
    if (request.onlyNew) diagnostics = diagnostics.filter((d) => d.new !== false);
  } else {
    ({ project, diagnostics } = check(headInput, settings, validator, loadText));
  }
  const report = buildReport({
    project,
    diagnostics,
    root: request.root,
    base: baseLabel,
    diff,
    graph,
    approval: {
      label: settings.escalationLabel ?? 'allow-escalation',
      approved: settings.escalationsApproved === true,
    },
  });
  request.onValidator?.(validator);
  const failed = diagnostics.some((d) => reaches(d.severity, config.failOn));
  return { report, config, failed };
}

function readBase(
  root: string,
  base: BaseRequest,
  classifier: PathClassifier,
  maxFileSize: number,
  head: RepoInput,
): { input: RepoInput; label: string } {
  if (base.kind === 'dir') {
    const dir = resolve(base.path);
    if (!existsSync(dir)) throw new ConfigError(`--base-dir ${base.path} does not exist`);
    return { input: readFolder(dir, classifier, maxFileSize), label: base.path };
  }
  return readGitTree(root, base.ref, classifier, maxFileSize, head.files, head.aux);
}
