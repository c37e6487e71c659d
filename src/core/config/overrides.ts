// Per-path severities, in the style of ESLint's and Spectral's `overrides`: a list of
// `{files: [glob...], rules: {id: severity}}` applied by the file a finding is in. Later entries
// win over earlier ones, and any entry over the top-level `rules`. This is the one place where a
// finding's configured severity is decided.
import { SEVERITY_RANK, type Span, type SeveritySetting } from '../model/diagnostic.js';
import { suggesterFor } from '../model/names.js';
import { globMatcher as linearGlobMatcher } from '../text/glob.js';

export interface RuleOverride {
  files: readonly string[];
  rules: Readonly<Record<string, SeveritySetting>>;
  /** Where the entry's globs are written (the configuration file), to report one that matches nothing. */
  at?: {
    file: string;
    globs: readonly Span[];
    /** The file lies outside the root: its findings quote none of its text (no glob, no suggestion from it). */
    unquoted?: boolean;
  };
}

/** The severity setting each rule has in each file: top-level `rules`, then matching overrides. */
export class RuleSeverities {
  private readonly matchers: OverrideMatcher[];
  /** The matchers of overrides whose every glob holds a plain folder or file name, by it. */
  private readonly bySegment = new Map<string, OverrideMatcher[]>();
  /** The others, which any path may match. */
  private readonly anyHead: OverrideMatcher[] = [];
  private readonly byFile = new Map<string, RuleOverride[]>();
  private readonly indexOf = new Map<RuleOverride, number>();
  private readonly exempt: ReadonlySet<string>;
  private readonly exemptSeverities: RuleSeverities | undefined;
  private readonly alsoAt: ((file: string) => readonly (readonly string[])[]) | undefined;
  /** The most the exempt overrides raise a rule to in a group of paths (alsoAt's), worked out once. */
  private readonly raisedInGroup = new WeakMap<readonly string[], Map<string, SeveritySetting | undefined>>();
  /** The same for a file and the groups alsoAt gives it: a run's findings share few files. */
  private readonly raisedAtFile = new Map<string, SeveritySetting | undefined>();

  constructor(
    private readonly rules: Readonly<Record<string, SeveritySetting>>,
    private readonly overrides: readonly RuleOverride[] = [],
    /**
     * Rules the overrides do not apply to, and overrides that may only raise them (the gate's
     * rules, when the overrides are the head's: the base's file sets them, SPEC §6, and nothing
     * configures the gate below its `rules` for some paths).
     */
    exempt?: {
      rules: ReadonlySet<string>;
      overrides: readonly RuleOverride[];
      /**
       * The other paths whose overrides also judge a file's findings of those rules, in groups
       * (each list may be shared by many files): where the base held what the file defines, so
       * that moving a definition out of the files an override raises the gate in does not lower it.
       */
      alsoAt?: (file: string) => readonly (readonly string[])[];
    },
  ) {
    this.exempt = exempt?.rules ?? new Set();
    this.alsoAt = exempt?.alsoAt;
    this.exemptSeverities =
      exempt && exempt.overrides.length > 0 ? new RuleSeverities(rules, exempt.overrides) : undefined;
    this.matchers = overrides.map((override, index) => ({
      override,
      index,
      matches: globMatcher(override.files),
    }));
    overrides.forEach((override, index) => this.indexOf.set(override, index));
    for (const m of this.matchers) {
      const keys = m.override.files.map(literalSegment);
      if (keys.some((k) => k === undefined)) this.anyHead.push(m);
      else for (const key of new Set(keys as string[])) listUnder(this.bySegment, key, m);
    }
  }

  /** False when the rule is off everywhere: then it need not run at all. */
  mayReport(rule: string): boolean {
    if (this.rules[rule] !== 'off') return true;
    if (this.exempt.has(rule)) return this.exemptSeverities?.mayReport(rule) ?? false;
    return this.overrides.some((o) => Object.hasOwn(o.rules, rule) && o.rules[rule] !== 'off');
  }

  /** The configured setting of a rule in a file, or undefined when nothing configures it there. */
  settingFor(rule: string, file: string): SeveritySetting | undefined {
    let setting = Object.hasOwn(this.rules, rule) ? this.rules[rule] : undefined;
    if (this.exempt.has(rule) && this.exemptSeverities && setting !== undefined) {
      // Unset, a gate rule is at its default, an error: no override raises it.
      const raised = stronger(this.exemptSeverities.settingFor(rule, file), this.raisedElsewhere(rule, file));
      return raised !== undefined && SEVERITY_RANK[raised] > SEVERITY_RANK[setting] ? raised : setting;
    }
    if (this.overrides.length === 0 || this.exempt.has(rule)) return setting;
    for (const o of this.matching(file)) if (Object.hasOwn(o.rules, rule)) setting = o.rules[rule];
    return setting;
  }

  /** The most the exempt overrides raise a rule to in the paths alsoAt gives a file. */
  private raisedElsewhere(rule: string, file: string): SeveritySetting | undefined {
    if (!this.alsoAt || !this.exemptSeverities) return undefined;
    const key = `${rule}\u0000${file}`;
    if (this.raisedAtFile.has(key)) return this.raisedAtFile.get(key);
    let most: SeveritySetting | undefined;
    for (const group of this.alsoAt(file)) most = stronger(most, this.raisedIn(rule, group));
    this.raisedAtFile.set(key, most);
    return most;
  }

  private raisedIn(rule: string, group: readonly string[]): SeveritySetting | undefined {
    let byRule = this.raisedInGroup.get(group);
    if (!byRule) this.raisedInGroup.set(group, (byRule = new Map()));
    if (byRule.has(rule)) return byRule.get(rule);
    let most: SeveritySetting | undefined;
    for (const path of group) most = stronger(most, this.exemptSeverities?.settingFor(rule, path));
    byRule.set(rule, most);
    return most;
  }

  /**
   * The configured setting of a rule in a file, as settingFor gives it, and which `overrides`
   * entry decides it (by index; none where the top-level `rules` do, or nothing does).
   */
  decidedBy(rule: string, file: string): { setting: SeveritySetting | undefined; index: number | undefined } {
    let [setting, index] = [
      Object.hasOwn(this.rules, rule) ? this.rules[rule] : undefined,
      undefined as number | undefined,
    ];
    if (this.exempt.has(rule)) return { setting, index };
    for (const o of this.matching(file))
      if (Object.hasOwn(o.rules, rule)) [setting, index] = [o.rules[rule], this.indexOf.get(o)];
    return { setting, index };
  }

  /** The overrides (in order) whose globs match a file; a run's findings share few files. */
  private matching(file: string): RuleOverride[] {
    let found = this.byFile.get(file);
    if (!found) {
      // Only those a path holding one of its plain segments can match: each file with a finding
      // asked every override (8,000 of them beside 8,000 files: seconds; `tools/t1.yaml`, ...
      // or `**/t1/**`, ... as many again, keyed by a first segment all share or have none).
      const candidates = new Set(this.anyHead);
      for (const segment of file.split('/'))
        for (const m of this.bySegment.get(segment) ?? []) candidates.add(m);
      const mayMatch = [...candidates].sort((a, b) => a.index - b.index);
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

/** A plain name (letters, digits, `.`, `_`, `-`; not `.` or `..`), as a glob segment matches only itself. */
const PLAIN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * A glob's last segment that is a plain name: a path it matches holds that segment. The last, as
 * the most particular (`tools/t1.yaml`: `t1.yaml`, not the `tools` of every such glob). Only a
 * segment outside braces, parentheses and classes, which may span segments (`{a/x/b,c}` needs no
 * `x`). Undefined for a glob without one, a negated one (`!x`) or one with escapes.
 */
function literalSegment(glob: string): string | undefined {
  if (glob.startsWith('!') || glob.includes('\\')) return undefined;
  let [depth, start, found] = [0, 0, undefined as string | undefined];
  for (let i = 0; i <= glob.length; i++) {
    const ch = glob[i];
    if (ch === '{' || ch === '(' || ch === '[') depth++;
    else if ((ch === '}' || ch === ')' || ch === ']') && depth > 0) depth--;
    else if ((ch === '/' || ch === undefined) && depth === 0) {
      const segment = glob.slice(start, i);
      if (PLAIN.test(segment)) found = segment;
      start = i + 1;
    }
  }
  return found;
}

/** Each path under each of its segments, once. */
function pathsBySegment(paths: readonly string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const path of paths) for (const segment of new Set(path.split('/'))) listUnder(out, segment, path);
  return out;
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
  const bySegment = pathsBySegment(paths);
  for (const o of overrides) {
    if (!o.at) continue;
    o.files.forEach((glob, j) => {
      const span = o.at?.globs[j];
      if (!span) return;
      const matches = linearGlobMatcher(glob, true);
      const key = literalSegment(glob);
      if ((key === undefined ? paths : (bySegment.get(key) ?? [])).some(matches)) return;
      const at = o.at as NonNullable<RuleOverride['at']>;
      const suggestion = at.unquoted ? undefined : suggestGlob(glob, paths, prefixesAt);
      out.push({
        file: at.file,
        span,
        message: `${at.unquoted ? 'an overrides glob' : `overrides glob '${glob}'`} matches none of the checked files${suggestion ? `; did you mean '${suggestion}'?` : ', so its rules change nothing'}`,
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

/** The stronger of two settings, either of which may be unset. */
function stronger(
  a: SeveritySetting | undefined,
  b: SeveritySetting | undefined,
): SeveritySetting | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return SEVERITY_RANK[b] > SEVERITY_RANK[a] ? b : a;
}
