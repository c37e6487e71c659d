// Per-path severities, in the style of ESLint's and Spectral's `overrides`: a list of
// `{files: [glob...], rules: {id: severity}}` applied by the file a finding is in. Later entries
// win over earlier ones, and any entry over the top-level `rules`. This is the one place where a
// finding's configured severity is decided.
import type { Span, SeveritySetting } from '../model/diagnostic.js';
import { suggesterFor } from '../model/names.js';
import { globMatcher as linearGlobMatcher } from '../text/glob.js';

export interface RuleOverride {
  files: readonly string[];
  rules: Readonly<Record<string, SeveritySetting>>;
  /** Where the entry's globs are written (the configuration file), to report one that matches nothing. */
  at?: { file: string; globs: readonly Span[] };
}

/** The severity setting each rule has in each file: top-level `rules`, then matching overrides. */
export class RuleSeverities {
  private readonly matchers: OverrideMatcher[];
  /** The matchers of overrides whose every glob starts with a plain folder or file name, by it. */
  private readonly byHead = new Map<string, OverrideMatcher[]>();
  /** The others, which any path may match. */
  private readonly anyHead: OverrideMatcher[] = [];
  private readonly byFile = new Map<string, RuleOverride[]>();

  constructor(
    private readonly rules: Readonly<Record<string, SeveritySetting>>,
    private readonly overrides: readonly RuleOverride[] = [],
    /** Rules the overrides do not apply to (the gate's, when the overrides are the head's). */
    private readonly exempt: ReadonlySet<string> = new Set(),
  ) {
    this.matchers = overrides.map((override, index) => ({
      override,
      index,
      matches: globMatcher(override.files),
    }));
    for (const m of this.matchers) {
      const heads = m.override.files.map(literalHead);
      if (heads.some((h) => h === undefined)) this.anyHead.push(m);
      else for (const head of new Set(heads as string[])) listUnder(this.byHead, head, m);
    }
  }

  /** False when the rule is off everywhere: then it need not run at all. */
  mayReport(rule: string): boolean {
    if (this.rules[rule] !== 'off') return true;
    if (this.exempt.has(rule)) return false;
    return this.overrides.some((o) => Object.hasOwn(o.rules, rule) && o.rules[rule] !== 'off');
  }

  /** The configured setting of a rule in a file, or undefined when nothing configures it there. */
  settingFor(rule: string, file: string): SeveritySetting | undefined {
    let setting = Object.hasOwn(this.rules, rule) ? this.rules[rule] : undefined;
    if (this.overrides.length === 0 || this.exempt.has(rule)) return setting;
    for (const o of this.matching(file)) if (Object.hasOwn(o.rules, rule)) setting = o.rules[rule];
    return setting;
  }

  /** The overrides (in order) whose globs match a file; a run's findings share few files. */
  private matching(file: string): RuleOverride[] {
    let found = this.byFile.get(file);
    if (!found) {
      // Only those a path under its first segment can match: each file with a finding asked
      // every override (8,000 of them beside 8,000 files: seconds).
      const mayMatch = [...this.anyHead, ...(this.byHead.get(headOf(file)) ?? [])];
      if (this.anyHead.length > 0) mayMatch.sort((a, b) => a.index - b.index);
      found = mayMatch.filter((m) => m.matches(file)).map((m) => m.override);
      this.byFile.set(file, found);
    }
    return found;
  }
}

interface OverrideMatcher {
  override: RuleOverride;
  index: number;
  matches: (path: string) => boolean;
}

function listUnder<T>(map: Map<string, T[]>, key: string, item: T): void {
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
}

/** A path's first segment. */
function headOf(path: string): string {
  const slash = path.indexOf('/');
  return slash === -1 ? path : path.slice(0, slash);
}

/**
 * A glob's first segment where it is a plain name (letters, digits, `.`, `_`, `-`; not `.` or
 * `..`): a path it matches has that first segment. Undefined for any other glob.
 */
function literalHead(glob: string): string | undefined {
  const head = headOf(glob);
  return /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(head) ? head : undefined;
}

function globMatcher(globs: readonly string[]): (path: string) => boolean {
  // Dot folders match too (`vendor/**` covers `vendor/.agents/...`), as ESLint's overrides do.
  // Matched without a backtracking regular expression, as the kind and ignore globs are (SPEC §9).
  const matchers = globs.map((g) => linearGlobMatcher(g, true));
  return (path) => matchers.some((matches) => matches(path));
}

interface UnmatchedGlob {
  file: string;
  span: Span;
  message: string;
}

/**
 * The override globs that match none of the files a run checked, each with a suggestion when its
 * literal folder part is a near miss of a folder that holds checked files (`vendr/**`: `vendor/**`).
 */
export function unmatchedOverrideGlobs(
  overrides: readonly RuleOverride[],
  paths: readonly string[],
): UnmatchedGlob[] {
  const out: UnmatchedGlob[] = [];
  const prefixesAt = folderPrefixes(paths);
  const pathsByHead = new Map<string, string[]>();
  for (const path of paths) listUnder(pathsByHead, headOf(path), path);
  for (const o of overrides) {
    if (!o.at) continue;
    o.files.forEach((glob, j) => {
      const span = o.at?.globs[j];
      if (!span) return;
      const matches = linearGlobMatcher(glob, true);
      const head = literalHead(glob);
      if ((head === undefined ? paths : (pathsByHead.get(head) ?? [])).some(matches)) return;
      const suggestion = suggestGlob(glob, paths, prefixesAt);
      out.push({
        file: (o.at as NonNullable<RuleOverride['at']>).file,
        span,
        message: `overrides glob '${glob}' matches none of the checked files${suggestion ? `; did you mean '${suggestion}'?` : ', so its rules change nothing'}`,
      });
    });
  }
  return out;
}

/**
 * The folders the checked files lie under at each depth (`a/b` at 2), gathered once per depth a
 * glob asks for: gathered again for each glob that matches nothing, they cost every glob all the
 * paths (4,000 such globs beside 4,000 files: 5 s).
 */
function folderPrefixes(paths: readonly string[]): (depth: number) => ReadonlyMap<string, true> {
  const byDepth = new Map<number, Map<string, true>>();
  let split: string[][] | undefined;
  return (depth) => {
    let prefixes = byDepth.get(depth);
    if (!prefixes) {
      split ??= paths.map((p) => p.split('/'));
      prefixes = new Map();
      for (const parts of split)
        if (parts.length >= depth) prefixes.set(parts.slice(0, depth).join('/'), true);
      byDepth.set(depth, prefixes);
    }
    return prefixes;
  };
}

function suggestGlob(
  glob: string,
  paths: readonly string[],
  prefixesAt: (depth: number) => ReadonlyMap<string, true>,
): string | undefined {
  const segments = glob.split('/');
  const literal: string[] = [];
  for (const s of segments) {
    if (/[*?[\]{}()!+@]/.test(s)) break;
    literal.push(s);
  }
  if (literal.length === 0) return undefined;
  const depth = literal.length;
  const near = suggesterFor(prefixesAt(depth)).closest(literal.join('/'));
  if (near === undefined) return undefined;
  const suggested = [near, ...segments.slice(depth)].join('/');
  return paths.some(linearGlobMatcher(suggested, true)) ? suggested : undefined;
}
