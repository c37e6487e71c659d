// Finds the configuration file as ESLint and actionlint find theirs (SPEC §8): `--config` names
// one anywhere; else the root's, or else the nearest in the folders above the root up to the
// repository's top. Two names at one level is a mistake to name, never a silent choice.
import { lstatSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { ConfigProse } from '../core/config/config.js';
import { posixPath } from '../report/paths.js';
import { readFileOutside, readInRoot, repositoryTop } from './fs.js';

export const CONFIG_NAMES = ['.agents-config-check.yml', '.agents-config-check.yaml'];

export interface ConfigFile {
  /**
   * Relative to the root, POSIX (`../.agents-config-check.yml` above it), as the report's paths
   * are; an entry writes it from where its reader stands.
   */
  path: string;
  text: string;
  /**
   * From the folder the file's globs and `schemas` are relative to, down to the root (POSIX, ''
   * when that folder is the root): a file found above the root speaks from its own folder.
   */
  below: string;
  /** That folder, absolute. */
  folder: string;
  /** The file, absolute. */
  absolute: string;
}

/** Why the file cannot be read, naming it for the entry to write from where its reader stands. */
type Found = ConfigFile | { problem: ConfigProse } | undefined;

/** Whether a path from a folder (`relative`'s) leads out of it: `..`, `../…` or another drive; `..x` is inside. */
export function leadsOut(rel: string): boolean {
  return rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel);
}

/** POSIX path relative to `folder`, or undefined when `path` lies outside it. */
function inside(folder: string, path: string): string | undefined {
  const rel = relative(folder, resolve(path));
  if (rel === '' || leadsOut(rel)) return undefined;
  return posixPath(rel);
}

/** What the file at a path is, in the words of a configuration error. */
function readNamed(root: string, given: string, maxSize: number): Found {
  const inRoot = inside(root, given);
  const found = inRoot ? readInRoot(root, inRoot, maxSize) : readFileOutside(resolve(given), maxSize);
  // The root itself, named: `--config .` was told as configuration ''.
  const path = inRoot ?? (posixPath(relative(root, resolve(given))) || '.');
  if (found.kind === 'file')
    return { path, text: found.text, below: '', folder: root, absolute: resolve(given) };
  // Named from where the reader stands: the Action's input, resolved in the workspace, was quoted
  // as an absolute path of the runner, where its other mistakes name the file from the workspace.
  const named = (name?: (file: string) => string): string => (name ? name(path) : given);
  if (found.kind === 'folder')
    return { problem: (name) => `configuration '${named(name)}' is a folder, not a file` };
  if (found.kind === 'refused')
    return { problem: (name) => `configuration '${named(name)}' is not read: ${found.reason}` };
  return { problem: (name) => `configuration '${named(name)}' not found` };
}

const fromRoot = (file: string): string => file;

function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

/** The configuration file in one folder: none, one, or both names (a mistake). */
function atLevel(root: string, folder: string, maxSize: number): Found {
  const present = CONFIG_NAMES.filter((name) => exists(join(folder, name)));
  if (present.length === 0) return undefined;
  const shown = (name: string): string => posixPath(relative(root, join(folder, name)) || name);
  if (present.length > 1) {
    const paths = present.map(shown);
    return {
      problem: (named = fromRoot) =>
        `both ${paths.map(named).join(' and ')} exist; keep one (they are one configuration)`,
    };
  }
  const name = present[0] as string;
  const path = shown(name);
  const below = posixPath(relative(folder, root));
  const found = below === '' ? readInRoot(root, name, maxSize) : readFileOutside(join(folder, name), maxSize);
  if (found.kind === 'file') return { path, text: found.text, below, folder, absolute: join(folder, name) };
  if (found.kind === 'folder')
    return { problem: (named = fromRoot) => `configuration '${named(path)}' is a folder, not a file` };
  if (found.kind === 'refused')
    return { problem: (named = fromRoot) => `configuration '${named(path)}' is not read: ${found.reason}` };
  return undefined;
}

/**
 * The configuration that applies to the root, or why it cannot be read (the entry makes that a
 * usage error), or undefined when there is none.
 */
export function findConfigFile(root: string, configPath: string | undefined, maxSize: number): Found {
  if (configPath !== undefined) return readNamed(root, configPath, maxSize);
  // Above the root only inside a repository, up to its top: a checkout never takes a file from
  // the folders that happen to hold it.
  const top = repositoryTop(root);
  for (let folder = root; ; folder = dirname(folder)) {
    const found = atLevel(root, folder, maxSize);
    if (found) return found;
    if (top === undefined || folder === top || dirname(folder) === folder) return undefined;
  }
}
