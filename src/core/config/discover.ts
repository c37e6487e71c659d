// Which kind each path is, by the configured globs (SPEC §2). Pure, so that a folder walk and a
// git tree listing classify paths the same way.
import { FILE_START, type Finding } from '../model/diagnostic.js';
import { ALWAYS_IGNORED, ConfigError, type Config } from './config.js';
import { anyGlobMatcher, globMatcher } from '../text/glob.js';
import type { DefinitionKind } from '../model/model.js';
import { byCodeUnits } from '../text/order.js';
import { foldedName } from '../text/fold.js';

export interface Classified {
  files: { path: string; kind: DefinitionKind }[];
  discovery: Finding[];
}

/**
 * A definition file's path is matched without case: a loader on a system that ignores it (Python's
 * pathlib glob on macOS and Windows) takes `actors/evil.YAML` or `Actors/a.yaml` for one, so the
 * checker reads them too (SPEC §6: what the checker cannot see counts as the most it could be).
 * As such a system folds it: `ſkills/s.yaml` (a long s) is in the folder `skills` of a checkout
 * there, as is `skills` in another normalisation. Ignore globs keep their case: a file they miss
 * by case is read, never hidden.
 */
const withoutCase = foldedName;

function compile(globs: string[], what: string, dot = false, anyCase = false): (path: string) => boolean {
  const fold = anyCase ? withoutCase : (text: string): string => text;
  try {
    // What picomatch's matcher does with these options (an empty path never matches, the glob
    // itself always does), without a backtracking regular expression for the usual globs, and each
    // glob asked only of the paths through the folders or file it names (glob.ts).
    const matches = anyGlobMatcher(globs.map(fold), dot);
    return (path) => matches(fold(path));
  } catch (error) {
    throw new ConfigError(`bad glob in '${what}': ${(error as Error).message}`);
  }
}

const NO_KINDS: readonly DefinitionKind[] = [];
const ONE_KIND: Record<DefinitionKind, readonly DefinitionKind[]> = {
  tool: ['tool'],
  skill: ['skill'],
  actor: ['actor'],
  'mcp-server': ['mcp-server'],
};

export class PathClassifier {
  /**
   * The kinds' globs, which take a dot file or a path through a dot folder (`actors/.bot.yaml`,
   * `actors/.drafts/bot.yaml`, `.github/actors/bot.yaml`): Python's pathlib glob, the loader a
   * runtime may use, matches a leading dot as any other character (its `**` enters `.github` and
   * `.venv`), so the checker reads such a file as a definition.
   */
  private readonly kinds: [DefinitionKind, (p: string) => boolean][];
  private readonly ignored: (p: string) => boolean;
  /** Every glob, for walkers that can prune with them. */
  readonly patterns: string[];
  readonly ignorePatterns: string[];

  constructor(config: Pick<Config, 'tools' | 'skills' | 'actors' | 'mcpServers' | 'ignore'>) {
    this.kinds = [
      ['tool', compile(config.tools, 'tools', true, true)],
      ['skill', compile(config.skills, 'skills', true, true)],
      ['actor', compile(config.actors, 'actors', true, true)],
      ['mcp-server', compile(config.mcpServers, 'mcp-servers', true, true)],
    ];
    this.ignorePatterns = [...ALWAYS_IGNORED, ...config.ignore];
    // An ignored folder is ignored whole, dot folders inside it too (as a glob walk prunes it).
    this.ignored = compile(this.ignorePatterns, 'ignore', true);
    this.patterns = [...config.tools, ...config.skills, ...config.actors, ...config.mcpServers];
    this.followed = this.patterns.map((glob) => followedParts(withoutCase(glob)));
  }

  /**
   * Each kind glob's segments as picomatch reads the glob (folded, as the classifier matches it);
   * undefined for a negation or an escaped `/` (followedParts), which may take files in any folder.
   */
  private readonly followed: (string[] | undefined)[];

  /**
   * Whether the ignore globs cover a folder and everything below it: the folder matches the X of
   * a glob written `X/**`. A walker need not read such a folder.
   */
  ignoresFolder(dir: string): boolean {
    this.folderIgnores ??= compile(
      this.ignorePatterns.filter((g) => g.length > 3 && g.endsWith('/**')).map((g) => g.slice(0, -3)),
      'ignore',
      true,
    );
    return this.folderIgnores(dir);
  }

  private folderIgnores: ((p: string) => boolean) | undefined;

  /**
   * Whether the kind globs take files in a folder (and the folder is not ignored): some glob,
   * its segments followed along the folder's (a `**` takes any number), has only `**` segments
   * left before its file name. `**\/actors/**\/*.yaml` takes files in `actors` and `a/actors/b`,
   * not in `docs` (only in a folder named actors below it). A walker that does not enter such a
   * folder (a link, a submodule) must say so there.
   */
  mayLookIn(dir: string): boolean {
    return !this.ignored(dir) && this.takesFilesIn(dir);
  }

  /**
   * Whether the kind globs may take files in a folder or anywhere below it, and no ignore glob
   * names it: what a submodule the walk does not enter hides. `**\/skills/**\/*.yaml` takes
   * `vendor/sub/skills/ops.yaml`, which a runtime's loader reads from a checkout that fetched the
   * submodule, so `vendor/sub` must say so there (SPEC §6: never silence).
   */
  mayLookBelow(dir: string): boolean {
    return !this.ignored(dir) && this.mayReach(dir);
  }

  /** Whether a folder walk enters each folder on the way to `dir`, and `dir`, and so reads it. */
  walksInto(dir: string): boolean {
    for (let slash = dir.indexOf('/'); slash !== -1; slash = dir.indexOf('/', slash + 1))
      if (!this.mayReach(dir.slice(0, slash))) return false;
    return this.mayReach(dir);
  }

  /**
   * Whether a link that may lead to a folder, at `path`, hides files from the walk: the globs take
   * files in it; or below it, and it leads (`leads`) to a folder inside the root that the walk does
   * not read (node_modules, an ignored folder). One that leads to a folder the walk reads hides
   * nothing (its files are checked there), nor one that leads to no folder; one that leads out of
   * the root is judged where it stands, as before (an Agent Skills folder's link, a client's file).
   */
  linkHides(path: string, leads: { folder: string } | 'outside' | 'none'): boolean {
    if (this.mayLookIn(path)) return true;
    if (!this.mayLookBelow(path) || typeof leads !== 'object') return false;
    return !this.walksInto(leads.folder);
  }

  /**
   * Whether a link that linkHides passes hides files from the gate all the same: below it the
   * globs look, and it leads out of the root (a host's `/opt/shared`) or to nothing here (a
   * `node_modules` folder installed after the check: linked-files.ts linkedFolder), where a loader that follows
   * links (Python's `glob(recursive=True)`, pathlib's `**` before 3.13) reads what the checker
   * cannot. With `**` globs every folder link is such a one, so it is no finding no approval
   * passes (unreadable-file): its power is unknown where it is new or leads elsewhere, for the gate
   * alone (SPEC §6: what the checker cannot see counts as the most it could be).
   */
  linkLeavesSight(path: string, leads: { folder: string } | 'outside' | 'none'): boolean {
    return leads === 'outside' && !this.mayLookIn(path) && this.mayLookBelow(path);
  }

  /**
   * Whether every file below `link` that the kind globs take, they take below `target` too, at the
   * same path within it: each glob, followed along either folder's segments, is left in no state at
   * `link` that it is not in at `target` (`**\/actors/**` after `docs/drafts` as after `stash`; not
   * `actors/**\/defs/*.yaml`, which `stash` leaves nowhere). A glob whose segments are not followed
   * (a `/` inside braces, parentheses or a class) may take anything: not alike.
   */
  takesAlikeBelow(link: string, target: string): boolean {
    const [from, to] = [withoutCase(link).split('/'), withoutCase(target).split('/')];
    return this.followed.every((parts) => {
      if (!parts || parts.some(splitInside)) return false;
      const there = globStatesAfter(parts, to, this.partMatcher);
      return [...globStatesAfter(parts, from, this.partMatcher)].every((state) => there.has(state));
    });
  }

  /**
   * Whether the kind globs take files in a folder that no `X/**` ignore glob covers, whether or
   * not an ignore glob names the folder itself: ignore globs match the paths of files (a folder is
   * skipped by `tools/old/**`), so `tools/.old`, like `tools/old`, hides no file in it. Only an
   * entry the walk does not enter (a link, a submodule) is the path an ignore glob names.
   */
  takesFilesIn(dir: string): boolean {
    if (this.ignoresFolder(dir)) return false;
    const segments = withoutCase(dir).split('/');
    return this.followed.some((parts) => !parts || globTakesFilesIn(parts, segments, this.partMatcher));
  }

  /**
   * Whether the kind globs may take files in a folder or below it, and no `X/**` ignore glob covers
   * it: a walker need not enter a folder they cannot reach (`.venv` where every glob starts `agents/`).
   * A glob with braces or an extglob may hold a `/` in them (`{a/b,c}/*.yaml`, `@(a/b|c)/*.yaml`),
   * as may a class (`[/]`), which its segments do not follow: it reaches every folder, as a
   * negation (`followed`) does.
   */
  mayReach(dir: string): boolean {
    if (this.ignoresFolder(dir)) return false;
    const segments = withoutCase(dir).split('/');
    return this.followed.some(
      (parts) =>
        !parts ||
        parts.some((p) => /[{(]|\[[^\]]*$/.test(p)) ||
        globStatesAfter(parts, segments, this.partMatcher).size > 0,
    );
  }

  /**
   * Each glob segment's matcher, compiled once: every empty folder and link the walk meets asks
   * again (3,000 empty folders 30 deep took 3 s, most of it compiling the same few segments).
   * A leading dot is matched as any other character, as pathlib's `*` matches it: `actors/*\/*.yaml`
   * takes files in `actors/.drafts`, as the classifier's globs do.
   */
  private readonly partMatchers = new Map<string, (segment: string) => boolean>();
  private readonly partMatcher = (part: string): ((segment: string) => boolean) => {
    let matches = this.partMatchers.get(part);
    // An empty segment (`tools//*.yaml`) matches no folder's name; picomatch refuses to compile one.
    if (!matches)
      this.partMatchers.set(
        part,
        (matches = part === '' ? () => false : globMatcher(withoutCase(part), true)),
      );
    return matches;
  };

  /** The kinds each path matched: the diff classifies the base's paths, nearly all the head's too. */
  private readonly matched = new Map<string, readonly DefinitionKind[]>();

  /** The kinds whose globs take a path (none when it is ignored); two or more skip it. */
  kindsOf(path: string): readonly DefinitionKind[] {
    let kinds = this.matched.get(path);
    if (!kinds) {
      const found: DefinitionKind[] = [];
      if (!this.ignored(path)) {
        for (const [kind, matches] of this.kinds) if (matches(path)) found.push(kind);
      }
      // One shared list per single kind: the map holds a list for every path of the tree.
      kinds = found.length === 0 ? NO_KINDS : found.length === 1 ? ONE_KIND[found[0]!] : found;
      this.matched.set(path, kinds);
    }
    return kinds;
  }

  classify(paths: readonly string[]): Classified {
    const files: Classified['files'] = [];
    const discovery: Finding[] = [];
    for (const path of paths) {
      const kinds = this.kindsOf(path);
      if (kinds.length === 1) files.push({ path, kind: kinds[0] as DefinitionKind });
      else if (kinds.length > 1) {
        discovery.push({
          rule: 'config',
          file: path,
          ...FILE_START,
          message: `matched by the globs of ${kinds.join(' and ')}; skipped (narrow one of the globs or ignore it)`,
          unread: true,
        });
      }
    }
    files.sort((a, b) => byCodeUnits(a.path, b.path));
    return { files, discovery };
  }
}

/**
 * A glob's segments as picomatch matches the glob: without the `./` it strips from the start
 * (`./tools/*.yaml` takes `tools/a.yaml`); undefined for a negation (`!x/*`, `./!x/*`), which takes
 * any path the rest does not, in any folder, and for an escaped `/` (`tools\/sub/*.yaml` takes
 * `tools/sub/a.yaml`), which no split follows.
 */
function followedParts(glob: string): string[] | undefined {
  let rest = glob;
  while (rest.startsWith('./')) rest = rest.slice(2);
  if ((rest.startsWith('!') && !rest.startsWith('!(')) || rest.includes('\\/')) return undefined;
  return rest.split('/');
}

/** Whether a glob's part is cut from a brace, parenthesis or class holding a `/`: `{a` of `{a/b,c}`. */
function splitInside(part: string): boolean {
  const count = (c: string): number => part.split(c).length - 1;
  return count('{') !== count('}') || count('(') !== count(')') || /\[[^\]]*$/.test(part);
}

/** The glob positions reached after a folder's segments, as a set of indices (see mayLookIn). */
function globStatesAfter(
  parts: string[],
  segments: string[],
  matcher: (part: string) => (segment: string) => boolean,
): Set<number> {
  const last = parts.length - 1;
  const closure = (states: Set<number>): Set<number> => {
    for (let i = 0; i < last; i++) if (states.has(i) && parts[i] === '**') states.add(i + 1);
    return states;
  };
  let states = closure(new Set([0]));
  for (const segment of segments) {
    const next = new Set<number>();
    for (const i of states) {
      if (parts[i] === '**') next.add(i);
      else if (i < last && matcher(parts[i] as string)(segment)) next.add(i + 1);
    }
    if (next.size === 0) return next;
    states = closure(next);
  }
  return states;
}

/** Whether a glob, followed along a folder's segments, has only `**` segments left before its file name. */
function globTakesFilesIn(
  parts: string[],
  segments: string[],
  matcher: (part: string) => (segment: string) => boolean,
): boolean {
  const last = parts.length - 1;
  return [...globStatesAfter(parts, segments, matcher)].some((i) =>
    parts.slice(i, last).every((p) => p === '**'),
  );
}
