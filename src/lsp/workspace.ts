// The language server's view of one workspace folder: its configuration read as the CLI reads it,
// its files kept between checks, and each check's project and findings. Each file's parse is kept
// by content, so a check after an edit parses only the edited file, and incremental.ts runs again
// only what the edit can change.
import { createHash } from 'node:crypto';
import { lstatSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { ConfigError, DEFAULT_CONFIG, type Config } from '../core/config/config.js';
import type { Diagnostic } from '../core/model/diagnostic.js';
import { DEFINITION_KINDS, type Definition } from '../core/model/model.js';
import { PathClassifier } from '../core/config/discover.js';
import { YamlLoader, type LoadedText } from '../core/yaml/load.js';
import { Project } from '../core/project/project.js';
import type { FlatSet } from '../core/project/flatten.js';
import type { SchemaValidator } from '../core/schema/validator.js';
import type { PowerSettings } from '../core/power/power-settings.js';
import { readFileOutside, readInRoot, repositoryTop, TooManyEntries } from '../adapters/fs.js';
import { leadsOut } from '../adapters/config-file.js';
import { WorkspaceFiles } from '../adapters/workspace-files.js';
import { checkSettings, configuredPower, loadConfig, loadSchemas } from '../run.js';
import { posixPath } from '../report/paths.js';
import {
  agentSkillsOf,
  changedFiles,
  Dependents,
  editedFiles,
  FileRuleFindings,
  flattenedSets,
} from './incremental.js';

export interface CheckState {
  project: Project;
  diagnostics: Diagnostic[];
}

/** Names of the configuration file, as the CLI looks for them. */
export const CONFIG_FILES = ['.agents-config-check.yml', '.agents-config-check.yaml'];

/**
 * The most files and folders the language server walks in a workspace (about 2 s): a folder that
 * holds more (a home folder, a disk) is not checked, and the editor is told how to narrow it.
 */
const WALK_LIMIT = 200_000;

export class Workspace {
  config: Config | undefined;
  /** Why the configuration cannot be used: then nothing is checked (the CLI stops too). */
  configError: string | undefined;
  /**
   * Why the folder is not walked (it holds more than the walk's limit), or an Agent Skills folder
   * not listed (more than the same limit below it): then nothing is checked.
   */
  tooLarge: string | undefined;
  /** `tooLarge` says an Agent Skills folder's listing stopped the last check: the next may pass. */
  private listingTooLarge = false;
  /**
   * The configuration error's mistakes at their places (file relative to the root, 1-based line
   * and code-point column), with the text they were read from; none when it names no place.
   */
  configProblems: { file: string; line: number; column: number; message: string; text: string }[] = [];
  private validator: SchemaValidator | undefined;
  /**
   * The folder the configuration's `schemas` names, absolute (it is relative to the folder of the
   * configuration file, which may be above the root); kept while the configuration cannot be read,
   * so that a change to the schema at fault is still seen.
   */
  private schemasFolder: string | undefined;
  /** The power the configuration gives builtin groups and Agent Skills patterns, as the CLI reads it. */
  private power: PowerSettings | undefined;
  /** The configuration file as a document, where a builtin group's power is said to come from. */
  private configuration: Definition | undefined;
  /**
   * The root's configuration file as read from disk, by its path: the check's warnings in it (an
   * `overrides` glob that matches nothing) are placed in this text, as the command line places them.
   */
  private configurationText: { path: string; text: string } | undefined;
  private files: WorkspaceFiles | undefined;
  private parses = new Map<string, LoadedText>();
  /** One loader for the session: its fast reader keeps what pays across files and edits. */
  private readonly loader = new YamlLoader();
  private state: CheckState | undefined;
  private stale = true;
  /** The last check's project and flattened sets, lent to the next check for skills an edit cannot reach. */
  private previous:
    | {
        project: Project;
        sets: Map<string, FlatSet | undefined>;
        agentSkills: Pick<Project, 'aux' | 'agentSkill'>;
      }
    | undefined;
  /** A file other than a definition changed (a SKILL.md): every skill is flattened again. */
  private otherFileChanged = false;
  private fileRules = new FileRuleFindings();
  /** Which skills each file's edit reaches; made at the first check after a reload. */
  private dependents: Dependents | undefined;
  /** Texts of documents open in the editor, kept across a reload of the configuration. */
  private readonly open = new Map<string, string>();

  constructor(
    readonly root: string,
    private readonly walkLimit = WALK_LIMIT,
  ) {
    this.reload();
  }

  /** Reads the configuration and every file again: the configuration or the schemas changed. */
  reload(): void {
    this.stale = true;
    this.state = undefined;
    this.previous = undefined;
    this.fileRules = new FileRuleFindings();
    this.dependents = undefined;
    this.parses.clear();
    this.configurationText = undefined;
    let folder = this.root;
    // Taken before each is read: a change made while reading is seen at the next check.
    const configs = this.configurationStamp();
    let schemas = this.schemasStamp();
    try {
      const config = loadConfig(this.root, undefined);
      folder = config.folder;
      this.schemasFolder = config.schemas === undefined ? undefined : resolve(folder, config.schemas);
      schemas = this.schemasStamp();
      this.validator = loadSchemas(config);
      this.power = configuredPower(config.ruleOptions);
      this.configuration = config.document;
      const found = config.file?.found;
      if (found?.below === '') this.configurationText = { path: found.path, text: found.text };
      this.config = config;
      this.configError = undefined;
      this.configProblems = [];
      this.tooLarge = undefined;
      this.listingTooLarge = false;
      const classifier = new PathClassifier(config);
      this.files = new WorkspaceFiles(this.root, classifier, config.maxFileSize, this.walkLimit);
      for (const [path, text] of this.open) this.files.setOpen(path, text);
    } catch (error) {
      if (error instanceof TooManyEntries) return this.refuse(error);
      if (!(error instanceof ConfigError)) throw error;
      this.config = undefined;
      this.validator = undefined;
      this.files = undefined;
      this.configError = error.message;
      // The file as loadConfig read it from disk (the editor's unsaved text is not the one read).
      const texts = new Map<string, string>();
      this.configProblems = error.problems.map((p) => {
        if (!texts.has(p.file)) texts.set(p.file, this.diskText(p.file));
        return { ...p, text: texts.get(p.file) as string };
      });
      if (this.configProblems.length === 0) this.configProblems = this.placedLines(error.message, folder);
    } finally {
      this.readStamp = configs + schemas;
    }
  }

  /** A folder too large to walk: nothing is checked until the configuration changes (an `ignore` added). */
  private refuse(error: TooManyEntries): void {
    this.files = undefined;
    this.listingTooLarge = false;
    this.tooLarge =
      `the folder holds ${error.message} where the globs may find definitions, more than the language ` +
      `server walks; it is not checked: open the repository's own folder, or leave out large folders ` +
      `with 'ignore' in .agents-config-check.yml (as 'ignore: [vendor/**]')`;
  }

  /**
   * A configuration error given as text whose every line names a place in a file of the
   * workspace (`schemas/tool.schema.json:3:3: not valid JSON`, relative to the configuration's
   * folder), as mistakes at those places, read by the rules the command line read them by; none
   * when a line names no place here (then the message is shown whole).
   */
  private placedLines(message: string, folder: string): Workspace['configProblems'] {
    const problems: Workspace['configProblems'] = [];
    for (const line of message.split('\n')) {
      const at = /^(.+?):(\d+):(\d+): (.+)$/.exec(line);
      const file = at ? this.relativePath(resolve(folder, at[1] as string)) : undefined;
      if (!at || file === undefined) return [];
      const read = readInRoot(this.root, file, DEFAULT_CONFIG.maxFileSize);
      const text = read.kind === 'file' ? read.text : '';
      problems.push({ file, line: Number(at[2]), column: Number(at[3]), message: at[4] as string, text });
    }
    return problems;
  }

  /**
   * The text of a file a configuration error names (relative to the root, `../` above it), read
   * by the rules it was read by (config-file.ts): no link followed, no FIFO opened, the size limit.
   */
  private diskText(path: string): string {
    const absolute = resolve(this.root, path);
    const read = leadsOut(relative(this.root, absolute))
      ? readFileOutside(absolute, DEFAULT_CONFIG.maxFileSize)
      : readInRoot(this.root, path, DEFAULT_CONFIG.maxFileSize);
    return read.kind === 'file' ? read.text : '';
  }

  /**
   * A path relative to the root, POSIX; undefined for a file outside the workspace. A folder of
   * the root may be named `..x`: its files are inside (they were published, at the disk's places,
   * whatever the editor's text said).
   */
  relativePath(absolute: string): string | undefined {
    const rel = relative(this.root, absolute);
    if (rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return undefined;
    return posixPath(rel);
  }

  /** The folders above the root where the command line looks for a configuration (foldersAbove). */
  private above: string[] | undefined;

  /**
   * What lies outside the root that the configuration is read from, to watch for changes made
   * outside the editor (a `git checkout`): the folders above the root, up to the repository's
   * top, where a configuration file is looked for when the root has none (the nearest one found,
   * so a file made in a nearer folder counts too); and the folder of schemas the configuration
   * names, where it is outside the root. `withRoot`, for a client that watches no files: the
   * root's configuration and a schemas folder inside the root too.
   */
  outsideSources(withRoot = false): { folders: readonly string[]; schemas: string | undefined } {
    this.above ??= foldersAbove(this.root);
    const schemas = this.schemasFolder;
    const outside =
      schemas !== undefined && this.relativePath(schemas) === undefined && schemas !== this.root;
    return {
      folders: withRoot ? [this.root, ...this.above] : this.above,
      schemas: outside || withRoot ? schemas : undefined,
    };
  }

  /** Whether a change to this path, relative to the root, changes the configuration. */
  isConfiguration(path: string): boolean {
    return this.configurationAt(join(this.root, path));
  }

  /**
   * Whether a change to the file at an absolute path changes the configuration: a configuration
   * file in the root or in a folder above it (where the command line finds one when the root has
   * none), or a file of the schemas folder it names (relative to the file's folder, not the root).
   */
  configurationAt(absolute: string): boolean {
    const file = resolve(absolute);
    if (CONFIG_FILES.includes(basename(file)) && !leadsOut(relative(dirname(file), this.root))) return true;
    const schemas = this.schemasFolder;
    return schemas !== undefined && (file === schemas || file.startsWith(`${schemas}${sep}`));
  }

  /** The configuration's files and schemas as last read, stamped (`configurationStamp`, `schemasStamp`). */
  private readStamp = '';

  /**
   * Whether a file the configuration is read from changed on disk since it was read: a check
   * never uses a configuration the disk no longer holds, whether or not a watcher has told of
   * the change yet (its events come when they come, and a client that watches nothing tells
   * none). A few stats, and the texts of the files there are: a file of each name in the root
   * and each folder above it, and the files of the schemas folder.
   */
  configurationChanged(): boolean {
    return this.configurationStamp() + this.schemasStamp() !== this.readStamp;
  }

  private configurationStamp(): string {
    this.above ??= foldersAbove(this.root);
    return [this.root, ...this.above]
      .map((folder) => CONFIG_FILES.map((name) => stamp(join(folder, name))))
      .join();
  }

  private schemasStamp(): string {
    const folder = this.schemasFolder;
    if (folder === undefined) return '';
    return [
      stamp(folder),
      ...DEFINITION_KINDS.map((kind) => stamp(join(folder, `${kind}.schema.json`))),
    ].join();
  }

  setOpen(path: string, text: string): void {
    this.open.set(path, text);
    this.files?.setOpen(path, text);
    this.touched(path);
  }

  close(path: string): void {
    this.open.delete(path);
    this.files?.close(path);
    this.touched(path);
  }

  private touched(path: string): void {
    this.stale = true;
    if (this.kindOf(path) === undefined) this.otherFileChanged = true;
  }

  /**
   * Files changed on disk: read those again (and walk again, files may have come or gone). While
   * the configuration cannot be used, any change is read as one to it: the folder of schemas it
   * names, where its error may lie, is not known then, and nothing else is checked.
   */
  changedOnDisk(paths: readonly string[]): void {
    if (this.configError !== undefined || paths.some((p) => this.isConfiguration(p))) this.reload();
    else if (this.files)
      try {
        this.files.rescan(paths);
      } catch (error) {
        if (!(error instanceof TooManyEntries)) throw error;
        this.refuse(error);
      }
    for (const path of paths) this.touched(path);
  }

  kindOf(path: string): ReturnType<WorkspaceFiles['kindOf']> {
    return this.files?.kindOf(path);
  }

  /** Whether the text of a path is an open document's, the editor's own. */
  isOpen(path: string): boolean {
    return this.open.has(path);
  }

  textOf(path: string): string | undefined {
    return this.open.get(path) ?? this.files?.textOf(path) ?? this.configurationOn(path);
  }

  /**
   * The text a path's findings were found in: the configuration's as read from disk (never an
   * open document's), any other file's as the check read it (textOf).
   */
  checkedText(path: string): string | undefined {
    return this.configurationOn(path) ?? this.textOf(path);
  }

  /** The root's configuration file's text as read from disk, where `path` is it. */
  private configurationOn(path: string): string | undefined {
    return this.configurationText?.path === path ? this.configurationText.text : undefined;
  }

  /** The findings of the workspace as it is now, exactly the CLI's; checked again only after a change. */
  check(): CheckState | undefined {
    if (this.configurationChanged()) this.reload();
    if (!this.stale) return this.state;
    this.stale = false;
    const { config, validator, files } = this;
    if (!config || !validator || !files) return (this.state = undefined);
    try {
      this.state = this.checkFiles(config, validator, files);
      if (this.listingTooLarge) [this.tooLarge, this.listingTooLarge] = [undefined, false];
    } catch (error) {
      if (!(error instanceof TooManyEntries)) throw error;
      this.state = undefined;
      this.tooLarge =
        `the Agent Skills folders the definitions name hold ${error.message} between them (each ` +
        `listed whole, once per folder named; the last '${error.folder || '.'}'), more than the ` +
        `language server lists; it is not checked: give each Agent Skill a folder of its own (its ` +
        `runtime loads every file below it)`;
      this.listingTooLarge = true;
      // A check cut short leaves nothing to build the next one on: that one starts afresh.
      [this.previous, this.dependents, this.fileRules] = [undefined, undefined, new FileRuleFindings()];
    }
    return this.state;
  }

  private checkFiles(config: Config, validator: SchemaValidator, files: WorkspaceFiles): CheckState {
    const settings = checkSettings(config);
    const parsed = this.parses;
    const used = new Map<string, LoadedText>();
    const loadText = (text: string): LoadedText => {
      let loaded = used.get(text) ?? parsed.get(text);
      if (!loaded) loaded = this.loader.load(text);
      used.set(text, loaded);
      return loaded;
    };
    const previous = this.previous;
    const input = files.input();
    // As the command line reads the head: the configuration's power settings, and its document
    // (where a builtin group's power is said to come from).
    input.power = this.power;
    input.configuration = this.configuration;
    // Like the previous project: the records of the files the edit left alone are reused.
    const project = new Project(input, loadText, previous?.project);
    this.parses = used;
    if (previous) project.shareAgentSkills(previous.agentSkills);
    const edited = previous && editedFiles(input, changedFiles(previous.project, project), loadText);
    if (!edited || !this.dependents) this.dependents = new Dependents(project);
    else {
      const affected = this.dependents.affected(edited);
      // Sets are lent from a plain map, not the project: no chain of earlier projects is kept.
      const { sets } = previous;
      if (!this.otherFileChanged)
        project.borrowFlattened(
          { flatten: (name) => sets.get(name) },
          (name) => !affected.has(name) && sets.has(name),
        );
    }
    this.otherFileChanged = false;
    const diagnostics = this.fileRules.check(project, edited, settings, validator);
    this.previous = { project, sets: flattenedSets(project), agentSkills: agentSkillsOf(project) };
    return { project, diagnostics };
  }
}

/**
 * What a file is on disk as far as a change to it goes: its inode, size, and times of change to
 * the nanosecond (a write, a rename over it), and a regular file's text as the checker reads it,
 * hashed; '-' where there is none. The text, because a rewrite of the same size within one tick
 * of the file system's clock (FAT's 2 s, a network share's 1 s, a kernel's few milliseconds)
 * leaves the times as they were. A configuration and its schemas are small, and one over the
 * size the checker reads is refused unread.
 */
function stamp(path: string): string {
  try {
    const s = lstatSync(path, { bigint: true });
    const times = `${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`;
    return s.isFile() ? `${times}:${textHash(path)}` : times;
  } catch {
    return '-';
  }
}

function textHash(path: string): string {
  const read = readFileOutside(path, DEFAULT_CONFIG.maxFileSize);
  const text = read.kind === 'file' ? `file:${read.text}` : JSON.stringify(read);
  return createHash('sha256').update(text).digest('base64');
}

/** The folders above a root up to its repository's top, nearest first; none outside a repository. */
function foldersAbove(root: string): string[] {
  const top = repositoryTop(root);
  const folders: string[] = [];
  if (top === undefined) return folders;
  for (let folder = resolve(root); folder !== top && dirname(folder) !== folder;) {
    folder = dirname(folder);
    folders.push(folder);
  }
  return folders;
}
