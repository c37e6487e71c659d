// How each output writes a path (SPEC §2): the report holds paths relative to the root, and every
// output a person or GitHub opens writes them from where it is read. The one place that decides.
import { posix, sep } from 'node:path';

/** Where an output is read from, and so what its paths are relative to. */
type Reader = 'root' | 'cwd' | 'repository';

/**
 * Each output's reader: the JSON report stays relative to the root (it names its root); the
 * CLI's text and `github` formats are read in a terminal or a job at the current folder; SARIF,
 * the comment and the Action's annotations are opened by GitHub at the repository's top (the
 * Action's workspace).
 */
export const READER_OF = {
  json: 'root',
  text: 'cwd',
  github: 'cwd',
  sarif: 'repository',
  markdown: 'repository',
  annotations: 'repository',
} as const satisfies Record<string, Reader>;

/** The folders a run's paths are placed from: absolute, POSIX. */
export interface PathPlaces {
  root: string;
  /** The current folder. */
  cwd: string;
  /** The repository's top (the folder holding `.git`) or the Action's workspace; else the root. */
  repository: string;
}

/** A path for a reader: a file's path relative to the root in, the path that opens from there out. */
export type PlacePath = (file: string) => string;

const asIs: PlacePath = (file) => file;

/**
 * A path of this system written with `/`: the places' form for an absolute one, and the report's
 * for one relative to the root (`relative(root, file)`), whatever the system's separator.
 */
export function posixPath(path: string): string {
  return sep === '/' ? path : path.split(sep).join('/');
}

/**
 * How a reader writes a file's path: relative to its folder, or absolute when the file lies
 * outside it. Without places (a formatter run on a report alone), paths stay as the report has them.
 */
export function placePath(places: PathPlaces | undefined, reader: Reader): PlacePath {
  if (!places || reader === 'root') return asIs;
  const from = places[reader];
  if (from === places.root) return asIs;
  return (file) => {
    const absolute = posix.join(places.root, file);
    const relative = posix.relative(from, absolute);
    return relative === '' || relative === '..' || relative.startsWith('../') || posix.isAbsolute(relative)
      ? absolute
      : relative;
  };
}

/** The repository's top as a file URI ending in `/`, for SARIF's `originalUriBaseIds`. */
export function repositoryUri(places: PathPlaces | undefined): string | undefined {
  if (!places) return undefined;
  const path = places.repository.endsWith('/') ? places.repository : `${places.repository}/`;
  return `file://${encodeURI(path.startsWith('/') ? path : `/${path}`).replace(/[?#]/g, encodeURIComponent)}`;
}
