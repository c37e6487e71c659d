// Glob matching that cannot backtrack for minutes. picomatch turns a glob into a backtracking
// regular expression: `**/*a*a*a*a*a*a*a*a*a*a*a*b` against one long name of a's takes tens of
// seconds. Globs made of literal characters, `*`, `?`, `[…]` classes, `**` segments and simple
// `{a,b}` braces (every glob of a usual configuration) are matched here instead, segment by
// segment, in time bounded by the glob's length times the path's. Any other glob (extglobs,
// classes that span segments) is left to picomatch, with few enough wildcards in a segment that
// its backtracking stays short.
import picomatch from 'picomatch';

type PathMatcher = (path: string) => boolean;

/**
 * Whether every path `narrow` matches, one of `wide` matches too, as far as their text tells: the
 * same glob, or each of `narrow`'s brace alternatives one of `wide`'s (`*.yaml` of
 * `*.{yml,yaml}`), or a folder's every file written with a last `*` segment where `wide` writes
 * the folder's `**` (which also matches the folder itself). Sound, not complete: globs written
 * otherwise still are other globs.
 */
export function globsCover(wide: readonly string[], narrow: string): boolean {
  const { texts, written } = coverOf(wide);
  if (texts.has(narrow)) return true;
  // Only simple globs (simpleAlternatives): `!a/**` matches `a`, which `!a/**/*` does not.
  const alternatives = simpleOf(narrow);
  if (!alternatives) return false;
  return alternatives.every(
    (glob) =>
      written.has(glob) || ((glob === '**/*' || glob.endsWith('/**/*')) && written.has(glob.slice(0, -2))),
  );
}

/**
 * Keys one of which every list of globs that covers `narrow` (globsCover) holds among its
 * coverKeys: a list indexed by those is found by these, so that thousands of lists are not each
 * asked of thousands of globs.
 */
export function coverNeeds(narrow: string): string[] {
  const first = simpleOf(narrow)?.[0];
  if (first === undefined) return [narrow];
  return first === '**/*' || first.endsWith('/**/*') ? [narrow, first, first.slice(0, -2)] : [narrow, first];
}

/** A list's globs as written and their simple alternatives: what coverNeeds looks for. */
export function coverKeys(wide: readonly string[]): string[] {
  const { texts, written } = coverOf(wide);
  return [...new Set([...texts, ...written])];
}

function simpleOf(glob: string): string[] | undefined {
  return braceAlternatives(glob) <= MAX_ALTERNATIVES ? simpleAlternatives(glob) : undefined;
}

/** What globsCover reads of a list, once per list: thousands of globs are each asked of one list. */
const COVER = new WeakMap<readonly string[], { texts: ReadonlySet<string>; written: ReadonlySet<string> }>();

function coverOf(wide: readonly string[]): { texts: ReadonlySet<string>; written: ReadonlySet<string> } {
  let cover = COVER.get(wide);
  if (!cover) {
    cover = { texts: new Set(wide), written: new Set(wide.flatMap((glob) => simpleOf(glob) ?? [])) };
    COVER.set(wide, cover);
  }
  return cover;
}

/**
 * A matcher for one glob, as picomatch's `makeRe(glob, { dot })` would match a path that is
 * relative, non-empty and without empty segments (every path a walk or a git tree lists).
 */
export function globMatcher(glob: string, dot: boolean): PathMatcher {
  const alternatives = braceAlternatives(glob) <= MAX_ALTERNATIVES ? simpleAlternatives(glob) : undefined;
  if (!alternatives) {
    if (nesting(glob) > MAX_NESTING)
      throw new Error(`nested deeper than ${MAX_NESTING} levels of parentheses and braces`);
    if (mostWildcards(glob) > MAX_BACKTRACKING_WILDCARDS)
      throw new Error(`more than ${MAX_BACKTRACKING_WILDCARDS} wildcards in one segment ${NOT_LINEAR}`);
    const ambiguity = ambiguousChoices(glob);
    if (ambiguity) throw new Error(ambiguity);
    const regex = picomatch.makeRe(glob, { dot });
    return (path) => regex.test(path);
  }
  const programs = alternatives.map((g) => new SegmentMatcher(g.split('/'), dot));
  return (path) => {
    let segments: string[] | undefined;
    for (let i = 0; i < programs.length; i++) {
      const program = programs[i] as SegmentMatcher;
      if (program.mayMatch(path) && program.matches((segments ??= path.split('/')))) return true;
    }
    return false;
  };
}

/**
 * A matcher for a list of globs: whether any of them matches a path, or is the path itself (as
 * picomatch's matcher takes its own glob). A glob with a segment of literal characters matches only
 * paths that hold that segment, so it is asked only of those (`**\/drafts/**` of the paths through
 * a `drafts` folder): an ignore list of thousands of folders, each glob asked of every path of the
 * tree, grew as the list times the tree.
 */
export function anyGlobMatcher(globs: readonly string[], dot: boolean): PathMatcher {
  const bySegment = new Map<string, PathMatcher[]>();
  const anywhere: PathMatcher[] = [];
  for (const glob of globs) {
    const matches = globMatcher(glob, dot);
    const matcher: PathMatcher = (path) => path === glob || matches(path);
    const segment = requiredSegment(glob);
    if (segment === undefined) anywhere.push(matcher);
    else {
      const listed = bySegment.get(segment);
      if (listed) listed.push(matcher);
      else bySegment.set(segment, [matcher]);
    }
  }
  return (path) => {
    if (path === '') return false;
    if (anywhere.some((matches) => matches(path))) return true;
    for (const segment of new Set(path.split('/')))
      if (bySegment.get(segment)?.some((matches) => matches(path))) return true;
    return false;
  };
}

/**
 * A segment of literal characters that every path a glob matches holds, the last one (usually the
 * most particular: `x` of `vendor/x/**`); none for a glob of braces, classes or extglobs, whose
 * segments are not its text's (`{a/b,c}`), or one with an empty, `.` or `..` segment, which
 * picomatch strips or resolves.
 */
function requiredSegment(glob: string): string | undefined {
  const segments = glob.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return undefined;
  const literal = (s: string): boolean => [...s].every((c) => LITERAL.test(c));
  if (!segments.every((s) => literal(s.replace(/[*?]/g, '')))) return undefined;
  return segments.filter(literal).pop();
}

/** Characters a simple glob may hold besides `*`, `?`, `/` and braces: none picomatch reads specially. */
const LITERAL = /^[A-Za-z0-9._~ =%&:;,'#<>`-]$|^[^\p{ASCII}]$/u;

/**
 * Characters picomatch reads as themselves unless an extglob's `(` follows (`@(a)`, `!(a)`), or,
 * for `!`, at the start of the glob (a negation). Left to picomatch, a glob holding one
 * (`*@*a*a*a*a*a*a*a*b`) backtracked as any other. Not `+`: after braces it repeats them.
 */
const LITERAL_BUT_BEFORE_PAREN = /^[@!]$/;

/**
 * The deepest parentheses and braces a glob left to picomatch may nest. Its parser takes time
 * that grows faster than the glob: 2,000 nested `*(` took 36 s to compile, and an expression that
 * deep takes a second a path to match. No glob a person writes comes near.
 */
const MAX_NESTING = 32;

/**
 * The most wildcards (`*`, and extglobs' `*(`, `+(`, `?(`) one segment of a glob left to
 * picomatch may hold. Its expression backtracks in time that grows as a path segment's length to
 * the power of their number: twelve `[a]*` against forty a's took 93 s; two stay near linear.
 */
const MAX_BACKTRACKING_WILDCARDS = 2;

/**
 * Why a glob left to picomatch is refused: one the matcher here does not take (simpleAlternatives),
 * whose expression could backtrack.
 */
const NOT_LINEAR =
  "in a glob with parentheses, classes that span segments, or '**' beside other characters or twice in a row, which cannot be matched in linear time";

/**
 * The most `**` segments a glob left to picomatch may hold. Each takes any number of segments, so
 * their choices multiply with each other and with a segment's wildcards: three against one path of
 * a thousand segments took a second.
 */
const MAX_BACKTRACKING_GLOBSTARS = 2;

/**
 * The most ways the alternatives and classes of a glob left to picomatch may match one text,
 * multiplied together. Its expression tries each way again after a later failure:
 * `@(a|a)` thirty times (no wildcard at all) tried 2³⁰ against thirty a's and a `b`.
 */
const MAX_BACKTRACKING_CHOICES = 16;

/**
 * Why picomatch's expression for a glob could backtrack through choices that match the same text,
 * or undefined. A group of plain alternatives none of which begins another (`{a,b}`,
 * `@(yml|json)`) is no choice: at most one of them matches at a place. Any other group counts its
 * alternatives, a class two (picomatch reads it as the class or its own text); a repeated extglob
 * (`*(…)`, `+(…)`) must be such a group, as repeating a choice makes one per character
 * (`*([ab]|[ab])` took 5 s against 26 characters).
 */
function ambiguousChoices(glob: string): string | undefined {
  const segments = glob.split('/');
  const globstars = segments.filter((s) => s === '**').length;
  if (globstars > MAX_BACKTRACKING_GLOBSTARS)
    return `more than ${MAX_BACKTRACKING_GLOBSTARS} '**' segments ${NOT_LINEAR}`;
  if (globstars > 0 && globstars + mostWildcards(glob) > MAX_BACKTRACKING_WILDCARDS + 1)
    return `more than ${MAX_BACKTRACKING_WILDCARDS + 1} wildcards and '**' segments together ${NOT_LINEAR}`;
  let choices = 1;
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '\\') i++;
    else if (c === '[') choices *= 2;
    else if (c === '(' || c === '{') {
      const alternatives = groupAlternatives(glob, i);
      const plain = alternatives !== undefined && prefixFree(alternatives);
      const repeated = c === '(' && (glob[i - 1] === '*' || glob[i - 1] === '+');
      if (repeated && !plain)
        return `a repeated extglob '${glob[i - 1]}(…)' whose alternatives are not plain text none of which begins another, which cannot be matched in linear time`;
      if (!plain) choices *= Math.max(2, alternatives?.length ?? 2);
    }
    if (choices > MAX_BACKTRACKING_CHOICES)
      return `alternatives and classes that match one text in more than ${MAX_BACKTRACKING_CHOICES} ways ${NOT_LINEAR}`;
  }
  return undefined;
}

/** The alternatives of the group opened at `open` when they hold no group or wildcard of their own. */
function groupAlternatives(glob: string, open: number): string[] | undefined {
  const close = glob.indexOf(glob[open] === '(' ? ')' : '}', open + 1);
  if (close < 0) return undefined;
  const content = glob.slice(open + 1, close);
  const alternatives = content.split(glob[open] === '(' ? '|' : ',');
  return alternatives.every((a) => a !== '' && [...a].every((ch) => LITERAL.test(ch)))
    ? alternatives
    : undefined;
}

/**
 * Whether no alternative is, or begins, another. Sorted, the alternatives an alternative begins
 * come right after it, so neighbours are all there is to compare.
 */
function prefixFree(alternatives: string[]): boolean {
  const sorted = [...alternatives].sort();
  return sorted.every((a, i) => i === 0 || !a.startsWith(sorted[i - 1] as string));
}

/** The most wildcards in one segment of a glob (a whole `**` segment is not one: it takes segments). */
function mostWildcards(glob: string): number {
  let most = 0;
  for (const segment of glob.split('/')) {
    if (segment === '**') continue;
    most = Math.max(most, segment.split('*').length - 1 + (segment.match(/[+?]\(/g)?.length ?? 0));
  }
  return most;
}

/** How deep a glob's parentheses and braces nest (each opened one counted, closed or not). */
function nesting(glob: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '(' || c === '{') deepest = Math.max(deepest, ++depth);
    else if ((c === ')' || c === '}') && depth > 0) depth--;
  }
  return deepest;
}

/**
 * The most globs the braces of one may expand to. Twenty `{a,b}` are a million, which overflowed
 * the stack (a "bad glob"); picomatch reads braces as alternation in its expression instead.
 */
const MAX_ALTERNATIVES = 1024;

/** How many globs the braces of a glob expand to, counted only up to past the limit. */
function braceAlternatives(glob: string): number {
  let count = 1;
  for (
    let open = glob.indexOf('{');
    open >= 0 && count <= MAX_ALTERNATIVES;
    open = glob.indexOf('{', open + 1)
  ) {
    const close = glob.indexOf('}', open);
    if (close < 0) break;
    count *= glob.slice(open + 1, close).split(',').length;
  }
  return count;
}

/** The glob's brace alternatives, each a simple glob; undefined when the glob is not simple. */
function simpleAlternatives(glob: string): string[] | undefined {
  const open = glob.indexOf('{');
  if (open >= 0) {
    const close = glob.indexOf('}', open);
    if (close < 0) return undefined;
    const options = glob.slice(open + 1, close).split(',');
    if (options.length < 2 || options.some((o) => o === '' || o.includes('{'))) return undefined;
    const rest = glob.slice(close + 1);
    const out: string[] = [];
    for (const option of options) {
      const expanded = simpleAlternatives(glob.slice(0, open) + option + rest);
      if (!expanded) return undefined;
      out.push(...expanded);
    }
    return out;
  }
  if (glob === '' || glob.startsWith('/') || glob.endsWith('/') || glob.includes('//')) return undefined;
  if (glob.startsWith('./') || glob === '.') return undefined;
  for (let i = 0; i < glob.length;) {
    if (glob[i] === '[') {
      const end = bracketEnd(glob, i);
      if (end === undefined) return undefined;
      i = end;
      continue;
    }
    const c = String.fromCodePoint(glob.codePointAt(i) as number);
    const literal =
      LITERAL.test(c) || (LITERAL_BUT_BEFORE_PAREN.test(c) && glob[i + 1] !== '(' && !(c === '!' && i === 0));
    if (c !== '*' && c !== '?' && c !== '/' && !literal) return undefined;
    i += c.length;
  }
  // `**` beside other characters in a segment, or twice in a row: picomatch reads those its own way.
  const segments = glob.split('/');
  if (segments.some((s, i) => (s !== '**' && s.includes('**')) || (s === '**' && segments[i + 1] === '**')))
    return undefined;
  return [glob];
}

/**
 * Where a class `[…]` that starts at `open` ends (past its `]`), for the classes matched here:
 * within one segment, and without the `[`, `\\` or leading `]` that picomatch reads its own way
 * (POSIX classes, escapes). Undefined for any other.
 */
function bracketEnd(glob: string, open: number): number | undefined {
  const close = glob.indexOf(']', open + 1);
  if (close < 0) return undefined;
  const content = glob.slice(open + 1, close);
  return /^[^[\]/\\]+$/.test(content) && content !== '^' ? close + 1 : undefined;
}

/** One character, or a class: what it matches is what picomatch makes of the class alone. */
type Token = string | { test: (c: string) => boolean; literal: string | undefined };

/**
 * A segment pattern with classes, as a list of tokens matched by following every token position
 * reachable after each character, so no choice is retried. picomatch reads a class of plain
 * characters (`[ab]`) as one of them *or* the class's own text (`[ab]` in a file name): a
 * class's `literal` is that text, followed character by character in `pending`.
 */
class ClassPattern {
  private readonly tokens: (Token | '*' | '?')[] = [];
  /** Whether the first token is a class: picomatch then lets it match a leading dot. */
  readonly classFirst: boolean;

  constructor(pattern: string) {
    for (let i = 0; i < pattern.length;) {
      if (pattern[i] === '[') {
        const end = bracketEnd(pattern, i) as number;
        const text = pattern.slice(i, end);
        const regex = picomatch.makeRe(text, { dot: true });
        this.tokens.push({ test: (c) => regex.test(c), literal: regex.test(text) ? text : undefined });
        i = end;
      } else {
        this.tokens.push(pattern[i] as string);
        i++;
      }
    }
    this.classFirst = typeof this.tokens[0] === 'object';
  }

  matches(segment: string): boolean {
    const { tokens } = this;
    let states = new Uint8Array(tokens.length + 1);
    let next = new Uint8Array(tokens.length + 1);
    /** Literal alternatives under way: [token, characters of its text matched so far]. */
    let pending: [number, number][] = [];
    states[0] = 1;
    this.closure(states);
    for (let s = 0; s < segment.length; s++) {
      const c = segment[s] as string;
      next.fill(0);
      const going: [number, number][] = [];
      for (const [t, k] of pending) {
        const literal = (tokens[t] as { literal: string }).literal;
        if (literal[k] !== c) continue;
        if (k + 1 === literal.length) next[t + 1] = 1;
        else going.push([t, k + 1]);
      }
      for (let t = 0; t < tokens.length; t++) {
        if (!states[t]) continue;
        const token = tokens[t] as Token | '*' | '?';
        if (token === '*') next[t] = 1;
        else if (token === '?') next[t + 1] = 1;
        else if (typeof token === 'string') {
          if (token === c) next[t + 1] = 1;
        } else {
          if (token.test(c)) next[t + 1] = 1;
          if (token.literal?.[0] === c) going.push([t, 1]);
        }
      }
      this.closure(next);
      [states, next] = [next, states];
      pending = going;
    }
    return states[tokens.length] === 1;
  }

  /** A `*` may take no character: the position after it is reached with it. */
  private closure(reached: Uint8Array): void {
    for (let t = 0; t < this.tokens.length; t++) if (reached[t] && this.tokens[t] === '*') reached[t + 1] = 1;
  }
}

/**
 * Whether the glob's segments match a path's: a `**` segment takes any number of whole segments
 * (none that starts with a dot, unless `dot`), any other segment exactly one. It follows the set
 * of glob positions reachable after each path segment, so no choice is ever retried. As with
 * picomatch, a last `**` after a segment ending in `*` takes at least one segment (`a/**`
 * matches `a`; `a*` followed by `/**` does not).
 */
class SegmentMatcher {
  private readonly last: number;
  private readonly lastTakesOne: boolean;
  /**
   * The literal pieces of the glob (between its wildcards) that any match holds: most globs of a
   * configuration fail on most paths, and fail here, without following the states.
   */
  private readonly pieces: string[];
  // states[i] is 1 when glob position i is reachable. Two flat arrays made once per glob: this
  // runs for every path of a tree against every glob.
  private states: Uint8Array;
  private next: Uint8Array;
  /** The segments with classes, compiled; the others are matched as they are. */
  private readonly classes: (ClassPattern | undefined)[];

  constructor(
    private readonly glob: string[],
    private readonly dot: boolean,
  ) {
    this.classes = glob.map((g) => (g.includes('[') ? new ClassPattern(g) : undefined));
    this.last = glob.length - 1;
    this.lastTakesOne =
      this.last >= 1 && glob[this.last] === '**' && (glob[this.last - 1] as string).endsWith('*');
    this.states = new Uint8Array(glob.length + 1);
    this.next = new Uint8Array(glob.length + 1);
    this.pieces = glob.flatMap((g) => (g === '**' ? [] : g.split(/[*?]|\[[^\]]*\]/).filter((p) => p !== '')));
  }

  mayMatch(path: string): boolean {
    for (let i = 0; i < this.pieces.length; i++) if (!path.includes(this.pieces[i] as string)) return false;
    return true;
  }

  matches(path: string[]): boolean {
    const { glob, dot, last, lastTakesOne } = this;
    this.states.fill(0);
    this.states[0] = 1;
    this.closure(this.states);
    for (let j = 0; j < path.length; j++) {
      const segment = path[j] as string;
      const { states, next } = this;
      next.fill(0);
      let alive = false;
      for (let i = 0; i < glob.length; i++) {
        if (!states[i]) continue;
        const pattern = glob[i] as string;
        if (pattern === '**') {
          if (!dot && segment.startsWith('.')) continue;
          next[i] = 1;
          if (lastTakesOne && i === last) next[i + 1] = 1;
          alive = true;
        } else if (this.segmentMatches(i, segment)) {
          next[i + 1] = 1;
          alive = true;
        }
      }
      if (!alive) return false;
      this.closure(next);
      this.states = next;
      this.next = states;
    }
    return this.states[glob.length] === 1;
  }

  private segmentMatches(i: number, segment: string): boolean {
    const pattern = this.glob[i] as string;
    const classes = this.classes[i];
    if (!classes) return matchSegment(pattern, segment, this.dot);
    if (!this.dot && segment.startsWith('.') && !pattern.startsWith('.') && !classes.classFirst) return false;
    return classes.matches(segment);
  }

  /** Adds the positions a `**` reaches by taking no segment (in order: one pass follows a chain). */
  private closure(reached: Uint8Array): void {
    const { glob, last, lastTakesOne } = this;
    for (let i = 0; i < glob.length; i++)
      if (reached[i] && glob[i] === '**' && !(lastTakesOne && i === last)) reached[i + 1] = 1;
  }
}

/**
 * One segment against one pattern of literals, `?` and `*`: the
 * usual wildcard walk that returns to the last `*` on a mismatch, at most the product of the
 * lengths. A segment starting with a dot needs a pattern starting with one, unless `dot`.
 */
function matchSegment(pattern: string, segment: string, dot: boolean): boolean {
  if (!dot && segment.startsWith('.') && !pattern.startsWith('.')) return false;
  let p = 0;
  let s = 0;
  let star = -1;
  let resume = 0;
  while (s < segment.length) {
    const c = pattern[p];
    if (c === '*') {
      star = p++;
      resume = s;
    } else if (c !== undefined && (c === '?' || c === segment[s])) {
      p++;
      s++;
    } else if (star >= 0) {
      p = star + 1;
      s = ++resume;
    } else return false;
  }
  while (pattern[p] === '*') p++;
  return p === pattern.length;
}
