// The one place where adapters meet the core: read the configuration and the trees, check them,
// diff against a base when there is one, and build the report every output is rendered from.
import { isAbsolute, join, posix, relative, resolve, sep } from 'node:path';
import { check, runRules, type CheckSettings } from './core/check/check.js';
import {
  ConfigError,
  DEFAULT_CONFIG,
  configReader,
  DEFAULT_APPROVAL_LABEL,
  locateInConfig,
  overrideGlobSpans,
  stricterConfig,
  type Config,
  type ConfigProblem,
  type RawConfig,
} from './core/config/config.js';
import { gateOnly, reaches, type Diagnostic } from './core/model/diagnostic.js';
import { PathClassifier } from './core/config/discover.js';
import { rebaseGlobs } from './core/config/rebase-glob.js';
import type { RuleOverride } from './core/config/overrides.js';
import { loadYaml, type LoadedText } from './core/yaml/load.js';
import {
  besideDocument,
  DEFINITION_KINDS,
  isRecord,
  type AuxRead,
  type Definition,
  type RepoInput,
  type SourceFile,
} from './core/model/model.js';
import { Project } from './core/project/project.js';
import { gatePowerSettings, powerSettingsOf, type PowerSettings } from './core/power/power-settings.js';
import { builtinGroupsOption, readOnlyAgentToolsOption } from './core/rules/unknown-builtin.js';
import { optionValue, type OptionValues } from './core/rules/rule.js';
import { RULE_CATALOGUE } from './core/rules/index.js';
import { TreePair } from './core/pair/tree-pair.js';
import { schemaSetWith } from './core/schema/overlay.js';
import type { SchemaSet } from './core/schema/shipped.js';
import { SchemaError, SchemaValidator } from './core/schema/validator.js';
import type { ApprovedBy } from './core/diff/changes.js';
import type { DiffSettings } from './core/diff/diff-trees.js';
import type { Comparison } from './core/diff/types.js';
import { gateFiles, withBaseGate, type SchemaFiles } from './core/diff/gate-settings.js';
import { markNewFindings, movedFiles } from './core/diff/findings.js';
import { findRenames } from './core/diff/renames.js';
import {
  explain,
  noSubjectWords,
  subjectKind,
  type ActorReading,
  type Explanation,
} from './core/explain/explain.js';
import { judgedBase as judgedActorBase } from './core/diff/actors.js';
import { markChanges, markRelaunched } from './core/explain/explain-diff.js';
import { relaunchedServers } from './core/diff/relaunched-servers.js';
import { CONFIG_NAMES, findConfigFile, leadsOut, type ConfigFile } from './adapters/config-file.js';
import {
  linkBelowTop,
  isFileSystemRoot,
  pathKind,
  probeInRoot,
  readFileOutside,
  readFolder,
  readInRoot,
  repositoryTop,
} from './adapters/fs.js';
import {
  committedIds,
  leftOutOfCheckout,
  leftOutOfWorkTree,
  resolveCommit,
  stagedIndex,
  type ResolvedBase,
  submoduleCommits,
  readCommitFile,
  readGitTree,
  type CommittedFiles,
} from './adapters/git.js';
import { posixPath, type PathPlaces } from './report/paths.js';
import { buildReport, type Report } from './report/report.js';

export { ConfigError } from './core/config/config.js';

type BaseRequest = { kind: 'git'; ref: string } | { kind: 'dir'; path: string };

export interface RunRequest {
  root: string;
  /** The root as the user gave it, for messages (the Action passes an absolute root). */
  rootLabel?: string;
  configPath?: string;
  /** Flags or Action inputs; they win over the configuration file. */
  overrides?: RawConfig;
  base?: BaseRequest;
  /** Who approved this run's escalations, if anyone: the pull request's label or `--allow-escalations`. */
  approvedBy?: ApprovedBy;
  /** Who added the approving label, where it approves and the event or our comment says (a login). */
  approver?: { login: string; isAuthor: boolean };
  escalationLabel?: string;
  /** The approval label is on the pull request but approves an earlier commit, not this one. */
  labelOnEarlierCommit?: boolean;
  onlyNew?: boolean;
  /** The JSON report lists every skill's set, not only those of the skills the diff names (`--sets`). */
  sets?: boolean;
}

export interface RunResult {
  report: Report;
  config: Config;
  /** A finding reached fail-on. */
  failed: boolean;
  /** Where the root, the current folder and the repository's top are, for paths that open. */
  places: PathPlaces;
  /**
   * The files the check read, absolute: its definitions, inventories and Agent Skills files, the
   * configuration and its schemas, and a base folder's files. A report written over one would
   * replace what it reports on.
   */
  read: string[];
}

// The configuration as the registry's rules read it: core/config/ itself imports no rule.
const { parseConfigText, parseBaseConfigText, validateRawConfig, resolveConfig } =
  configReader(RULE_CATALOGUE);

const SCHEMA_KINDS = DEFINITION_KINDS;
const SCHEMA_FILES = SCHEMA_KINDS.map((k) => `${k}.schema.json`).join(', ');

/** The root must be a folder: a typo never passes green as an empty repository. */
export function checkRoot(root: string, shown: string): void {
  const kind = pathKind(root);
  if (kind === 'missing')
    throw new ConfigError(
      `root '${shown}' does not exist; expected the folder that holds the tools, skills and actors`,
    );
  if (kind !== 'folder')
    throw new ConfigError(
      `root '${shown}' is a file, not a folder; expected the folder that holds the tools, skills and actors`,
    );
  if (isFileSystemRoot(root))
    throw new ConfigError(
      `root '${shown}' is the file system's root, which is not checked; expected the folder that holds the tools, skills and actors`,
    );
  const link = linkBelowTop(root);
  if (link !== undefined)
    throw new ConfigError(
      `root '${shown}' is reached through '${link}', a symbolic link in its repository, which is not followed; give the folder it leads to`,
    );
}

/** The configuration file that applies to the root (adapters/config-file.ts), if there is one. */
function readConfigFile(root: string, configPath: string | undefined): ConfigFile | undefined {
  const found = findConfigFile(root, configPath, DEFAULT_CONFIG.maxFileSize);
  if (found && 'problem' in found) throw new ConfigError(found.problem);
  return found;
}

/** The keys whose globs are written relative to the folder that holds the configuration. */
const GLOB_KEYS = ['tools', 'skills', 'actors', 'ignore', 'mcp-servers'];

/**
 * A configuration found above the root, its globs rewritten for the root (core/config/rebase-glob.ts).
 * Its `overrides` globs may rightly match nothing under this root: they carry no place to report.
 */
function rebased(raw: RawConfig, below: string): RawConfig {
  if (below === '') return raw;
  const out: RawConfig = { ...raw };
  for (const key of GLOB_KEYS) {
    const globs = raw[key];
    if (Array.isArray(globs)) out[key] = rebaseGlobs(globs as string[], below);
  }
  if (raw.overrides) out.overrides = raw.overrides.map((o) => ({ ...o, files: rebaseGlobs(o.files, below) }));
  return out;
}

interface LoadedConfig extends Config {
  /** A mistake in a setting: at its place in the configuration file, else named as an option's. */
  mistake(key: string, message: string): ConfigError;
  /** The file as a document, where there is one: a cause in it (a builtin group widened) points there. */
  document: Definition | undefined;
  /** The file as found and its settings as written (before flags, globs not rebased), if there is one. */
  file: { found: ConfigFile; written: RawConfig } | undefined;
  /** The folder `schemas` is relative to: the root, or the folder of a file found above it. */
  folder: string;
  /** The root, absolute: a mistake's file is named from it. */
  root: string;
  /** Whether mistakes may quote the file's text: not where it was named outside the root. */
  quotes: boolean;
}

export function loadConfig(
  root: string,
  configPath: string | undefined,
  overrides: RawConfig = {},
): LoadedConfig {
  const file = readConfigFile(root, configPath);
  // Parsed once: the settings and the document that causes point into are the same parse.
  const loaded = file && loadYaml(file.text);
  // A file named outside the root (`--config /etc/passwd`) is quoted nowhere. One found by its
  // name at the root or above it, up to the repository's top, is the project's own configuration.
  const quote = !file || file.below !== '' || !leadsOut(relative(resolve(root), file.absolute));
  const written = file ? parseConfigText(file.text, file.path, loaded, quote) : {};
  const fileLayer = file ? rebased(written, file.below) : written;
  validateRawConfig(overrides, 'options');
  const config = resolveConfig(fileLayer, overrides);
  // The file's overrides carry where their globs are written, to report one that matches nothing.
  if (file?.below === '' && fileLayer.overrides && config.overrides === fileLayer.overrides) {
    const globs = overrideGlobSpans(file.text);
    config.overrides = config.overrides.map((o, i) => ({
      ...o,
      at: { file: file.path, globs: globs[i] ?? [], ...(!quote && { unquoted: true }) },
    }));
  }
  return {
    ...config,
    folder: file?.folder ?? root,
    document: file && loaded && configurationDocument(file, loaded),
    file: file && { found: file, written },
    root: resolve(root),
    quotes: quote,
    mistake(key: string, message: string): ConfigError {
      if (!file || !Object.hasOwn(fileLayer, key)) return new ConfigError(`options: ${message}`);
      return new ConfigError([{ file: file.path, ...locateInConfig(file.text, `/${key}`), message }]);
    },
  };
}

/** The configuration file as a document that causes can point into (SPEC §6: at that key). */
function configurationDocument(file: ConfigFile, loaded: LoadedText): Definition | undefined {
  const doc = loaded.documents[0];
  // The file is not a definition; it is read like a skill's SKILL.md frontmatter, beside them.
  const source: SourceFile = { path: file.path, kind: 'skill', loaded, problems: loaded.problems };
  return doc && besideDocument(source, doc, 'configuration');
}

/** Line and column of a position that JSON.parse names by offset ("at position N"), else 1:1. */
function jsonErrorPlace(text: string, error: unknown): { line: number; column: number } {
  const at = /at position (\d+)/.exec(String((error as Error)?.message));
  if (!at) return { line: 1, column: 1 };
  const before = text.slice(0, Number(at[1]));
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: [...before.slice(lineStart)].length + 1 };
}

/** A file of the schemas folder (a path from the configuration's folder), named from the root. */
function schemaFileFromRoot(config: LoadedConfig, path: string): string {
  return posixPath(relative(config.root, resolve(config.folder, path)));
}

/** The user's replacement schemas, each read like a definition and parsed without echoing it. */
function readSchemaFolder(config: LoadedConfig): Partial<SchemaSet> {
  const folder = config.schemas as string;
  // The folder as the configuration writes it, where that may be quoted (a file inside the root).
  const named = config.quotes ? ` '${folder}'` : '';
  // Below the folder of the configuration that names it, by the rules definitions are read by.
  const found = probeInRoot(config.folder, folder);
  if (found.kind === 'refused')
    throw config.mistake('schemas', `schemas folder${named} is not read: ${found.reason}`);
  if (found.kind === 'missing')
    throw config.mistake(
      'schemas',
      `schemas folder${named} does not exist; expected a folder holding ${SCHEMA_FILES}`,
    );
  if (found.kind === 'file')
    throw config.mistake('schemas', `schemas${named} is a file; expected a folder holding ${SCHEMA_FILES}`);
  const replacements: Partial<SchemaSet> = {};
  const problems: ConfigProblem[] = [];
  for (const kind of SCHEMA_KINDS) {
    const path = `${folder.replace(/\/+$/, '')}/${kind}.schema.json`;
    const file = schemaFileFromRoot(config, path);
    const read = readInRoot(config.folder, path, DEFAULT_CONFIG.maxFileSize);
    if (read.kind === 'missing') continue;
    if (read.kind === 'refused')
      problems.push({ file, line: 1, column: 1, message: `not read: ${read.reason}` });
    else if (read.kind === 'folder')
      problems.push({ file, line: 1, column: 1, message: 'is a folder, not a JSON Schema file' });
    else {
      let schema: unknown;
      try {
        schema = JSON.parse(read.text);
      } catch (error) {
        problems.push({ file, ...jsonErrorPlace(read.text, error), message: 'not valid JSON' });
        continue;
      }
      if (isRecord(schema)) replacements[kind] = schema;
      else problems.push({ file, line: 1, column: 1, message: 'a JSON Schema here must be an object' });
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  if (Object.keys(replacements).length === 0)
    throw config.mistake('schemas', `schemas folder${named} holds none of ${SCHEMA_FILES}`);
  return replacements;
}

export function loadSchemas(config: LoadedConfig): SchemaValidator {
  const replacements = config.schemas ? readSchemaFolder(config) : {};
  const compile = (set: SchemaSet): SchemaValidator => new SchemaValidator(set);
  try {
    return compile(schemaSetWith(replacements));
  } catch (error) {
    if (!(error instanceof SchemaError)) throw error;
    // Name the file at fault: the first replacement that fails on its own beside the shipped ones.
    for (const kind of SCHEMA_KINDS) {
      const replacement = replacements[kind];
      if (!replacement) continue;
      try {
        compile(schemaSetWith({ [kind]: replacement }));
      } catch (own) {
        if (!(own instanceof SchemaError)) throw own;
        const path = `${(config.schemas as string).replace(/\/+$/, '')}/${kind}.schema.json`;
        // ajv lists every branch that failed; the first says what is wrong.
        const first = own.message.replace(/^a definition schema does not compile: /, '').split(', ')[0];
        const message = `not a valid JSON Schema: ${first?.replace(`${kind} schema`, 'at ')}`;
        throw new ConfigError([{ file: schemaFileFromRoot(config, path), line: 1, column: 1, message }]);
      }
    }
    throw config.mistake('schemas', error.message);
  }
}

/** What a configuration says of the power of builtin groups and Agent Skills patterns. */
export function configuredPower(options: OptionValues): PowerSettings {
  return powerSettingsOf(
    optionValue(options, builtinGroupsOption),
    optionValue(options, readOnlyAgentToolsOption),
  );
}

/** The rules' settings from a configuration: the CLI, the Action and the language server check alike. */
export function checkSettings(
  config: Config,
  request: Pick<RunRequest, 'approvedBy' | 'escalationLabel' | 'labelOnEarlierCommit'> = {},
): CheckSettings {
  return {
    rules: config.rules,
    ruleOptions: config.ruleOptions,
    overrides: config.overrides,
    escalationsApproved: request.approvedBy !== undefined,
    escalationLabel: request.escalationLabel ?? DEFAULT_APPROVAL_LABEL,
    ...(request.approvedBy === undefined && request.labelOnEarlierCommit
      ? { labelOnEarlierCommit: true }
      : {}),
  };
}

/**
 * The base's configuration file, at the first of the paths the base holds, read as far as it can
 * be (parseBaseConfigText: what this version refuses drops only itself).
 */
function readBaseConfig(
  base: RepoInput,
  paths: readonly string[],
): { raw: RawConfig; path: string } | undefined {
  for (const path of paths) {
    let read: AuxRead;
    try {
      read = base.aux.read(path);
    } catch {
      continue;
    }
    if (read.kind !== 'text') continue;
    return { raw: parsedOrEmpty(read.text, path), path };
  }
  return undefined;
}

/** A base's configuration text, read as settings; one that does not load as a mapping counts as empty. */
function parsedOrEmpty(text: string, path: string): RawConfig {
  try {
    return parseBaseConfigText(text, path);
  } catch (error) {
    if (error instanceof ConfigError) return {};
    throw error;
  }
}

/** A file of the base outside the root, by its path from the root (`../.agents-config-check.yml`). */
type ReadAbove = (fromRoot: string) => string | undefined;

/**
 * The base's configuration when the head's lies outside the root: the base's file at the same
 * place in the repository; a file outside the repository is no part of the change, so the
 * head's is the base's too.
 */
function baseConfigAbove(
  root: string,
  fromRoot: string,
  headFile: ConfigFile,
  headRaw: RawConfig,
  readAbove: ReadAbove,
): { raw: RawConfig; path: string } | undefined {
  const top = repositoryTop(root);
  const inRepository = top !== undefined && !leadsOut(relative(top, headFile.absolute));
  if (!inRepository || isAbsolute(fromRoot)) return { raw: headRaw, path: headFile.path };
  const text = readAbove(fromRoot);
  return text === undefined ? undefined : { raw: parsedOrEmpty(text, headFile.path), path: headFile.path };
}

/** A base configuration: its settings, its path as messages name it, and its folder below which the root lies. */
interface BaseConfig {
  raw: RawConfig;
  path: string;
  /** From the file's folder down to the root (POSIX, '' at the root), as ConfigFile's `below`. */
  below?: string;
}

/**
 * The base's configuration as the base itself finds it (SPEC §8), when the head's was found
 * rather than named: the root's `.yml` or `.yaml`, else the nearest in the folders above, up to
 * the repository's top; the head's name first at each level. A pull request that renames the
 * file (`.yml` to `.yaml`), moves it to another level, or deletes one above the root is still
 * judged by the base's settings, not by the defaults. Above the root only for a git base: a base
 * folder has no repository around it to speak for.
 */
function discoverBaseConfig(
  root: string,
  baseInput: RepoInput,
  readAbove: ReadAbove | undefined,
  headFile: ConfigFile | undefined,
): BaseConfig | undefined {
  const headName = headFile && CONFIG_NAMES.find((name) => headFile.absolute.endsWith(`${sep}${name}`));
  const names = headName ? [headName, ...CONFIG_NAMES.filter((n) => n !== headName)] : CONFIG_NAMES;
  const atRoot = eitherOf(names.map((name) => readBaseConfig(baseInput, [name])));
  if (atRoot || readAbove === undefined) return atRoot && { ...atRoot, below: '' };
  const top = repositoryTop(root);
  const folders =
    top === undefined
      ? []
      : posixPath(relative(top, root))
          .split('/')
          .filter((s) => s !== '');
  for (let up = 1; up <= folders.length; up++) {
    const found = eitherOf(
      names.map((name) => {
        const path = `${'../'.repeat(up)}${name}`;
        const text = readAbove(path);
        return text === undefined ? undefined : { raw: parsedOrEmpty(text, path), path };
      }),
    );
    if (found) return { ...found, below: folders.slice(folders.length - up).join('/') };
  }
  return undefined;
}

/**
 * The base's file at one level, from the files found there under each name. Both `.yml` and
 * `.yaml` is a configuration error that stops the base's own run: either may be the one meant,
 * and a pull request that deletes the stricter must not be judged by the other alone, so each
 * gate setting is read the stricter way of both (named as the first).
 */
function eitherOf(
  found: readonly ({ raw: RawConfig; path: string } | undefined)[],
): { raw: RawConfig; path: string } | undefined {
  const files = found.filter((f) => f !== undefined);
  const [first, ...others] = files;
  if (!first) return undefined;
  const raw = others.reduce((a, f) => stricterConfig(a, f.raw, RULE_CATALOGUE), first.raw);
  return { raw, path: first.path };
}

/**
 * With a base, the gate's own settings (SPEC §6): the configuration with the base's gate
 * severities and fail-on, and each one the head's file weakens, as an escalation finding there.
 */
function gateFromBase(
  root: string,
  { request, config: headConfig }: Pick<CheckContext, 'request' | 'config'>,
  baseInput: RepoInput,
  readAbove: ReadAbove,
  baseIsGit: boolean,
): {
  config: Config;
  configs: DiffSettings['configs'];
  basePower: PowerSettings;
  /** The base's `overrides`, their globs from the root: they set the gate's rules per path. */
  baseOverrides: RuleOverride[];
  /** The base's own settings, its globs from the root, flags on top: what it reads by itself. */
  baseOwn: Config;
} {
  // The head's file as loadConfig read and parsed it: read once, parsed once.
  const headFile = headConfig.file?.found;
  let headRaw = headConfig.file?.written ?? {};
  const fromRoot = headFile && posixPath(relative(root, headFile.absolute));
  const baseConfig: BaseConfig | undefined =
    request.configPath === undefined
      ? discoverBaseConfig(root, baseInput, baseIsGit ? readAbove : undefined, headFile)
      : fromRoot !== undefined && (fromRoot.startsWith('../') || isAbsolute(fromRoot))
        ? baseConfigAbove(root, fromRoot, headFile as ConfigFile, headRaw, readAbove)
        : readBaseConfig(baseInput, headFile ? [headFile.path] : CONFIG_NAMES);
  let baseRaw = baseConfig?.raw ?? {};
  // Files at two levels write their globs from two folders: both are compared as the root reads them.
  const headBelow = headFile?.below ?? '';
  const baseBelow = baseConfig?.below;
  const rebasedBoth = baseBelow !== undefined && baseBelow !== headBelow;
  if (rebasedBoth) {
    headRaw = rebased(headRaw, headBelow);
    baseRaw = rebased(baseRaw, baseBelow);
  }
  const config = resolveConfig(withBaseGate(headRaw, baseRaw, RULE_CATALOGUE), request.overrides ?? {});
  const baseFromRoot = rebasedBoth ? baseRaw : rebased(baseRaw, headBelow);
  const path = headFile?.path ?? baseConfig?.path ?? (CONFIG_NAMES[0] as string);
  const doc = headConfig.document?.doc;
  const schemaFiles = {
    head: schemaFilesIn(headRaw.schemas, (p) => headSchemaText(headConfig.folder, p)),
    base: schemaFilesIn(baseRaw.schemas, (p) =>
      baseSchemaText(baseInput, readAbove, baseConfig?.below ?? headBelow, p),
    ),
  };
  return {
    config,
    configs: {
      // Globs written from one folder on both sides stay so; from two, both were rebased to the root.
      head: { raw: headRaw, path, doc, below: rebasedBoth ? '' : headBelow },
      base: baseRaw,
      rules: RULE_CATALOGUE,
      schemaFiles,
      headTextUpTo: (path, limit) => headTextUpTo(root, path, limit),
    },
    basePower: configuredPower(resolveConfig(baseRaw).ruleOptions),
    baseOverrides: baseFromRoot.overrides ?? [],
    baseOwn: resolveConfig(baseFromRoot, request.overrides ?? {}),
  };
}

/** A head file's text read up to `limit` bytes: what a lowered `max-file-size` leaves unread. */
function headTextUpTo(root: string, path: string, limit: number): string | undefined {
  const read = readInRoot(root, path, limit);
  return read.kind === 'file' ? read.text : undefined;
}

/**
 * A side's replacement schema files, where its configuration names a folder (the gate compares
 * them, core/diff/gate-settings.ts): `read` takes a path from the configuration's folder and
 * gives the text, undefined when there is no file, null when one is there but is not read.
 */
function schemaFilesIn(
  folder: string | undefined,
  read: (path: string) => string | null | undefined,
): SchemaFiles {
  const files = new Map<string, string | null>();
  if (folder === undefined) return files;
  for (const kind of SCHEMA_KINDS) {
    const name = `${kind}.schema.json`;
    const path = posix.normalize(`${folder}/${name}`);
    // Outside the configuration's folder nothing is read (SPEC §2): what is there is unknown.
    const text = path.startsWith('../') || path.startsWith('/') ? null : read(path);
    if (text !== undefined) files.set(name, text);
  }
  return files;
}

/** A head schema file, read as readSchemaFolder reads it. */
function headSchemaText(folder: string, path: string): string | null | undefined {
  const read = readInRoot(folder, path, DEFAULT_CONFIG.maxFileSize);
  return read.kind === 'file' ? read.text : read.kind === 'missing' ? undefined : null;
}

/**
 * A base schema file, from the base itself (its tree or folder, or above the root for a git
 * base), by its path from the folder of the base's configuration, `below` the root's.
 */
function baseSchemaText(
  base: RepoInput,
  readAbove: ReadAbove,
  below: string,
  path: string,
): string | null | undefined {
  const up = below === '' ? '' : '../'.repeat(below.split('/').length);
  const fromRoot = posix.normalize(`${up}${path}`);
  if (fromRoot.startsWith('../')) return readAbove(fromRoot);
  const read = base.aux.read(fromRoot);
  if (read.kind === 'text') return read.text;
  // A link on the way is a file the base holds but that is not read.
  return read.kind === 'missing' && read.link === undefined ? undefined : null;
}

/**
 * The files a check reads, absolute, as a function asked once the check is done: the head's
 * definitions and inventories, the configuration, and every file its reader gives text for from
 * now on (an Agent Skills folder's SKILL.md, a script).
 */
function recordingReads(root: string, input: RepoInput, also: readonly string[]): () => string[] {
  const paths = input.files.map((f) => f.path);
  const read = input.aux.read.bind(input.aux);
  input.aux.read = (path) => {
    const got = read(path);
    if (got.kind === 'text') paths.push(path);
    return got;
  };
  return () => [...paths.map((path) => join(root, path)), ...also];
}

/** The files the check reads from a base folder, its configuration's among them; none from git. */
function baseFolderReads(base: BaseRequest, input: RepoInput): (() => string[]) | undefined {
  if (base.kind !== 'dir') return undefined;
  const dir = resolve(base.path);
  return recordingReads(
    dir,
    input,
    CONFIG_NAMES.map((name) => join(dir, name)),
  );
}

/** The files besides definitions a check reads from the head: its configuration and schemas. */
function configurationFiles(config: LoadedConfig): string[] {
  const file = config.file ? [config.file.found.absolute] : [];
  if (!config.schemas) return file;
  const folder = config.schemas.replace(/\/+$/, '');
  return [...file, ...SCHEMA_KINDS.map((kind) => resolve(config.folder, `${folder}/${kind}.schema.json`))];
}

/** What a check reads once, before the head (and the base, when there is one) is checked. */
interface CheckContext {
  root: string;
  request: RunRequest;
  config: LoadedConfig;
  classifier: PathClassifier;
  settings: CheckSettings;
  validator: SchemaValidator;
  headInput: RepoInput;
  /** A git base's commit, resolved once for the head's read and the base's (resolvedOnce). */
  baseCommit: (() => ResolvedBase) | undefined;
}

/** The head's findings and, with a base, the comparison: what the report is built from. */
interface Checked {
  /** With a base, its gate severities and fail-on. */
  config: LoadedConfig;
  project: Project;
  diagnostics: Diagnostic[];
  comparison: Comparison | null;
  baseLabel: string | null;
  /** A base folder's files the check read, absolute (a git base's are in no file). */
  baseRead?: () => string[];
}

export function runCheck(request: RunRequest): RunResult {
  const root = resolve(request.root);
  const shownRoot = request.rootLabel ?? request.root;
  checkRoot(root, shownRoot);
  const config = loadConfig(root, request.configPath, request.overrides);
  const validator = loadSchemas(config);
  const classifier = new PathClassifier(config);
  const settings = checkSettings(config, request);
  const blobIds = request.base !== undefined && TreePair.sharesBlobs(request.base.kind);
  const baseCommit = resolvedOnce(root, request.base);
  const headInput = readHead(
    root,
    shownRoot,
    classifier,
    config,
    blobIds,
    committedFor(root, request.base, baseCommit),
  );
  const readFiles = recordingReads(root, headInput, configurationFiles(config));
  headInput.power = configuredPower(config.ruleOptions);
  headInput.configuration = config.document;
  const context: CheckContext = {
    root,
    request,
    config,
    classifier,
    settings,
    validator,
    headInput,
    baseCommit,
  };
  const checked = request.base ? checkAgainstBase(context, request.base) : checkHeadOnly(context);
  const report = buildReport({
    project: checked.project,
    diagnostics: checked.diagnostics,
    root: request.root,
    base: checked.baseLabel,
    comparison: checked.comparison,
    sets: request.sets === true,
    approval: {
      label: settings.escalationLabel ?? DEFAULT_APPROVAL_LABEL,
      approved: settings.escalationsApproved === true,
      ...(request.approvedBy ? { by: request.approvedBy } : {}),
      ...(request.approvedBy === 'label' && request.approver ? approverFields(request.approver) : {}),
      ...(settings.labelOnEarlierCommit ? { labelOnEarlierCommit: true as const } : {}),
    },
  });
  const failOn = checked.config.failOn;
  const failed = checked.diagnostics.some((d) => reaches(d.severity, failOn));
  const gateFails = checked.diagnostics.some((d) => d.rule === 'escalation' && reaches(d.severity, failOn));
  // Causes the run does not fail on: the comment must not say that they fail it.
  if (!report.approval.approved && !gateFails && (report.diff?.causes?.length ?? 0) > 0)
    report.approval.escalationsFail = false;
  const read = [...readFiles(), ...(checked.baseRead?.() ?? [])];
  return { report, config: checked.config, failed, places: placesOf(root), read };
}

/** Where the root, the current folder and the repository's top are. */
function placesOf(root: string): PathPlaces {
  return {
    root: posixPath(root),
    cwd: posixPath(process.cwd()),
    repository: posixPath(repositoryTop(root) ?? root),
  };
}

/**
 * Against a git base, the head lists an Agent Skills folder's files by git's ids where their
 * working copies are as git holds them, as the base does (a checkout may write CRLF), while the
 * attributes that decide how a checkout writes them are the base's.
 */
function committedFor(
  root: string,
  base: BaseRequest | undefined,
  resolved = resolvedOnce(root, base),
): ((staged?: string | null) => CommittedFiles | undefined) | undefined {
  return resolved ? (staged) => committedIds(root, resolved, staged) : undefined;
}

/** A git base's commit, resolved when first asked for, once (git.ts resolveCommit). */
function resolvedOnce(root: string, base: BaseRequest | undefined): (() => ResolvedBase) | undefined {
  if (base?.kind !== 'git') return undefined;
  let resolved: ResolvedBase | undefined;
  return () => (resolved ??= resolveCommit(root, base.ref));
}

/** The head's files; none matching any kind's globs is a configuration mistake, not a clean tree. */
function readHead(
  root: string,
  shownRoot: string,
  classifier: PathClassifier,
  config: LoadedConfig,
  blobIds: boolean,
  /** With a git base, git's ids of the files the index holds (committedFor), from the index as listed here. */
  committed: ((staged?: string | null) => CommittedFiles | undefined) | undefined,
): RepoInput {
  // A file a sparse checkout left out is a finding too, as the runtime's full checkout loads it.
  const staged = stagedIndex(root);
  const leftOut = leftOutOfWorkTree(staged);
  const headInput = readFolder(
    root,
    classifier,
    config.maxFileSize,
    blobIds,
    committed && (() => committed(staged)),
    (entered, empty) => submoduleCommits(root, entered, empty),
    leftOut,
  );
  headInput.discovery.push(
    ...leftOutOfCheckout(leftOut, classifier, new Set(headInput.files.map((f) => f.path))),
  );
  // A folder the walk would not enter (a link, a submodule) or files two kinds match are findings
  // that say why no file is read: the run goes on to report them, rather than say none matches.
  // One only the gate reads (a link out of the root) says nothing: the run would pass green.
  if (headInput.files.length === 0 && headInput.discovery.every(gateOnly)) {
    // The ignore globs too: where they left nothing, the kinds' globs alone would not say why.
    const ignored = config.ignore.length > 0 ? `; ignore: ${config.ignore.join(', ')}` : '';
    throw new ConfigError(
      `no file under root '${shownRoot}' matches the globs of any kind (tools: ${config.tools.join(', ')}; skills: ${config.skills.join(', ')}; actors: ${config.actors.join(', ')}; mcp-servers: ${config.mcpServers.join(', ')}${ignored})`,
    );
  }
  return headInput;
}

function checkHeadOnly(context: CheckContext): Checked {
  const { headInput, settings, validator, config } = context;
  const { project, diagnostics } = check(headInput, settings, validator);
  return { config, project, diagnostics, comparison: null, baseLabel: null };
}

function checkAgainstBase(context: CheckContext, baseRequest: BaseRequest): Checked {
  const { root, request, classifier, settings, validator, headInput } = context;
  const {
    input: baseInput,
    label,
    readAbove,
  } = readBase(
    root,
    baseRequest,
    classifier,
    context.config.maxFileSize,
    TreePair.sharesBlobs(baseRequest.kind) ? headInput : undefined,
    context.baseCommit,
  );
  const baseRead = baseFolderReads(baseRequest, baseInput);
  const gate = gateFromBase(root, context, baseInput, readAbove, baseRequest.kind === 'git');
  baseInput.power = gate.basePower;
  headInput.power = gatePowerSettings(gate.basePower, configuredPower(context.config.ruleOptions));
  const config = { ...context.config, rules: gate.config.rules, failOn: gate.config.failOn };
  settings.rules = config.rules;
  settings.gateOverrides = gate.baseOverrides;
  const pair = new TreePair(baseInput, headInput);
  const { head } = pair;
  settings.gateFilesOf = gateFiles(pair.base, head);
  const comparison = pair.compare({ label, configs: gate.configs });
  let diagnostics = runRules(head, { ...settings, changes: comparison.changes }, validator);
  // New is what the base, read by its own configuration, did not have (the pair reads both trees
  // by the head's): read again only where the two read other files.
  const ownInput = readsOtherwise(context.config, gate.baseOwn)
    ? readBase(
        root,
        baseRequest,
        new PathClassifier(gate.baseOwn),
        gate.baseOwn.maxFileSize,
        TreePair.sharesBlobs(baseRequest.kind) ? headInput : undefined,
        context.baseCommit,
      ).input
    : undefined;
  if (ownInput) ownInput.power = gate.basePower;
  const judged = ownInput ? pair.baseTree(ownInput) : pair.base;
  diagnostics = markNewFindings(
    diagnostics,
    pair.baseFindings(diagnostics, settings, validator, judged),
    movedFiles(judged, head),
  );
  if (request.onlyNew) diagnostics = diagnostics.filter((d) => d.new !== false);
  return {
    config,
    project: head,
    diagnostics,
    comparison,
    baseLabel: label,
    ...(baseRead ? { baseRead } : {}),
  };
}

/** Whether two configurations read other files: their globs or their size limit differ. */
function readsOtherwise(a: Config, b: Config): boolean {
  const reading = (c: Config): string =>
    JSON.stringify([c.tools, c.skills, c.actors, c.mcpServers, c.ignore, c.maxFileSize]);
  return reading(a) !== reading(b);
}

function readBase(
  root: string,
  base: BaseRequest,
  classifier: PathClassifier,
  maxFileSize: number,
  /** The head's files, for a git base to take the texts of the blobs they share. */
  head: RepoInput | undefined,
  /** A git base's commit, where the head's read resolved it already. */
  resolved?: () => ResolvedBase,
): { input: RepoInput; label: string; readAbove: ReadAbove } {
  if (base.kind === 'dir') {
    const dir = resolve(base.path);
    const kind = pathKind(dir);
    if (kind === 'missing')
      throw new ConfigError(`--base-dir '${base.path}' does not exist; expected a folder`);
    if (kind !== 'folder') throw new ConfigError(`--base-dir '${base.path}' is a file, not a folder`);
    // As a root (checkRoot): walked, every definition-like file of the disk, for minutes.
    if (isFileSystemRoot(dir))
      throw new ConfigError(
        `--base-dir '${base.path}' is the file system's root, which is not read; expected the folder that holds the base's tools, skills and actors`,
      );
    const readAbove = (fromRoot: string): string | undefined => {
      const found = readFileOutside(resolve(dir, fromRoot), maxFileSize);
      return found.kind === 'file' ? found.text : undefined;
    };
    // Its submodules by the commits checked out there or its index records, as the head's are (fs.ts namedSubmodules).
    const input = readFolder(dir, classifier, maxFileSize, false, undefined, (entered, empty) =>
      submoduleCommits(dir, entered, empty),
    );
    // A base folder the system refuses to list would read as empty: every entry of the head new.
    const refused = input.discovery.find((d) => d.rule === 'unreadable-file' && d.file === '.');
    if (refused)
      throw new ConfigError(`--base-dir '${base.path}': ${refused.message.split(';')[0] as string}`);
    return { input, label: base.path, readAbove };
  }
  const tree = readGitTree(
    root,
    base.ref,
    classifier,
    maxFileSize,
    head?.files,
    head?.aux,
    resolved?.(),
    CONFIG_NAMES,
  );
  if ('problem' in tree) throw new ConfigError(tree.problem);
  return { ...tree, readAbove: (fromRoot) => readCommitFile(root, tree.label, fromRoot, maxFileSize) };
}

export interface ExplainRequest {
  /** An actor, skill or tool name. */
  name: string;
  root: string;
  configPath?: string;
  base?: BaseRequest;
}

interface ExplainResult {
  explanation: Explanation;
  /** The base compared against, when there was one. */
  base: string | undefined;
}

/** NAME names no actor, skill or tool (a usage error: exit 2). */
export class UnknownSubjectError extends Error {}

/**
 * The head and the base for explain, read as the gate reads them (checkAgainstBase): the base's
 * power settings by its own configuration, the head's the stronger of the two.
 */
function explainedPair(
  root: string,
  request: ExplainRequest,
  baseRequest: BaseRequest,
  config: LoadedConfig,
  classifier: PathClassifier,
  headInput: RepoInput,
  blobIds: boolean,
): { head: Project; base: Project; label: string } {
  const read = readBase(root, baseRequest, classifier, config.maxFileSize, blobIds ? headInput : undefined);
  const { basePower } = gateFromBase(
    root,
    { request: { root: request.root, configPath: request.configPath }, config },
    read.input,
    read.readAbove,
    baseRequest.kind === 'git',
  );
  read.input.power = basePower;
  headInput.power = gatePowerSettings(basePower, configuredPower(config.ruleOptions));
  const { head, base } = new TreePair(read.input, headInput);
  return { head, base, label: read.label };
}

/**
 * One tree explained without a base, read as the gate reads a head (SPEC §6): an include it cannot
 * flatten, or an actor's skill it cannot know, is one dynamic entry, the most it could be, not a
 * set of nothing that hides the entries beside it (a skill's writing tool reached by no one).
 */
function alone(input: RepoInput): Project {
  const project = new Project(input);
  project.readUnknownAsMostPowerful();
  return project;
}

/** `explain NAME [root]` (SPEC §10): the trees read as for a check, then the subject explained. */
export function runExplain(request: ExplainRequest): ExplainResult {
  const root = resolve(request.root);
  checkRoot(root, request.root);
  const config = loadConfig(root, request.configPath);
  const classifier = new PathClassifier(config);
  const blobIds = request.base !== undefined && TreePair.sharesBlobs(request.base.kind);
  const headInput = readFolder(
    root,
    classifier,
    config.maxFileSize,
    blobIds,
    committedFor(root, request.base),
    (entered, empty) => submoduleCommits(root, entered, empty),
  );
  headInput.power = configuredPower(config.ruleOptions);
  headInput.configuration = config.document;
  const { head, base, label } = request.base
    ? explainedPair(root, request, request.base, config, classifier, headInput, blobIds)
    : { head: alone(headInput), base: undefined, label: undefined };
  const { name } = request;
  const kind = subjectKind(head, name) ?? (base && subjectKind(base, name));
  if (!kind) throw new UnknownSubjectError(noSubjectWords(head, base, name));
  const on = (project: Project, subject = name, reading?: ActorReading): Explanation | undefined =>
    subjectKind(project, subject) === kind ? explain(project, subject, kind, reading) : undefined;
  if (!base) return { explanation: on(head) as Explanation, base: label };
  // A subject renamed with its content unchanged is compared with its old self, as the diff does.
  const renames = findRenames(base, head);
  // An actor's base policy as the gate judges it: at its strictest where the head writes it otherwise.
  const judged: ActorReading = (actor) => {
    const after = head.actorsByName.get(actor);
    return after && judgedActorBase(base.actorsByName.get(actor) ?? [], after);
  };
  const before = on(base, renames.baseName(kind, name), judged);
  const marked = markChanges(on(head), before, (e) => renames.entry(e));
  return { explanation: markRelaunched(marked, relaunchedServers(base, head)), base: label };
}

/** The report's words for who added the approving label, and whether they opened the pull request. */
function approverFields(approver: {
  login: string;
  isAuthor: boolean;
}): Pick<Report['approval'], 'approver' | 'approverIsAuthor'> {
  return approver.isAuthor
    ? { approver: approver.login, approverIsAuthor: true }
    : { approver: approver.login };
}
