// Per-path severities, in the style of ESLint's and Spectral's `overrides`: a list of
// `{files: [glob...], rules: {id: severity}}` applied by the file a finding is in. Later entries
// win over earlier ones, and any entry over the top-level `rules`. This is the one place where a
// finding's configured severity is decided.
import type { Span, SeveritySetting } from '../model/diagnostic.js';
import { closest } from '../model/names.js';
import { globMatcher as linearGlobMatcher } from '../text/glob.js';

export interface RuleOverride {
  files: readonly string[];
  rules: Readonly<Record<string, SeveritySetting>>;
  /** Where the entry's globs are written (the configuration file), to report one that matches nothing. */
  at?: { file: string; globs: readonly Span[] };
}

/** The severity setting each rule has in each file: top-level `rules`, then matching overrides. */
export class RuleSeverities {
  private readonly matchers: { override: RuleOverride; matches: (path: string) => boolean }[];
  private readonly byFile = new Map<string, RuleOverride[]>();

  constructor(
    private readonly rules: Readonly<Record<string, SeveritySetting>>,
    private readonly overrides: readonly RuleOverride[] = [],
    /** Rules the overrides do not apply to (the gate's, when the overrides are the head's). */
    private readonly exempt: ReadonlySet<string> = new Set(),
  ) {
    this.matchers = overrides.map((override) => ({ override, matches: globMatcher(override.files) }));
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
      found = this.matchers.filter((m) => m.matches(file)).map((m) => m.override);
      this.byFile.set(file, found);
    }
    return found;
  }
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
  for (const o of overrides) {
    if (!o.at) continue;
    o.files.forEach((glob, j) => {
      const span = o.at?.globs[j];
      if (!span) return;
      const matches = linearGlobMatcher(glob, true);
      if (paths.some(matches)) return;
      const suggestion = suggestGlob(glob, paths);
      out.push({
        file: (o.at as NonNullable<RuleOverride['at']>).file,
        span,
        message: `overrides glob '${glob}' matches none of the checked files${suggestion ? `; did you mean '${suggestion}'?` : ', so its rules change nothing'}`,
      });
    });
  }
  return out;
}

function suggestGlob(glob: string, paths: readonly string[]): string | undefined {
  const segments = glob.split('/');
  const literal: string[] = [];
  for (const s of segments) {
    if (/[*?[\]{}()!+@]/.test(s)) break;
    literal.push(s);
  }
  if (literal.length === 0) return undefined;
  const depth = literal.length;
  const prefixes = new Set<string>();
  for (const p of paths) {
    const parts = p.split('/');
    if (parts.length >= depth) prefixes.add(parts.slice(0, depth).join('/'));
  }
  const near = closest(literal.join('/'), prefixes);
  if (near === undefined) return undefined;
  const suggested = [near, ...segments.slice(depth)].join('/');
  return paths.some(linearGlobMatcher(suggested, true)) ? suggested : undefined;
}
