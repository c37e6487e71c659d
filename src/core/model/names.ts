// The name grammar of SPEC §3 and the resolution of references against a namespace.

const SERVER = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * `^[a-z0-9]+(?:[_-][a-z0-9]+)*$`: lowercase letters and digits, joined by single '-' or '_'.
 * Written out because every name and reference of a repository passes here, tens of thousands.
 */
function isValidSegment(segment: string): boolean {
  // Whether the last character was a joiner (or nothing yet): neither may be followed by one.
  let afterJoiner = true;
  for (let i = 0; i < segment.length; i++) {
    const c = segment.charCodeAt(i);
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) afterJoiner = false;
    else if ((c === 45 || c === 95) && !afterJoiner) afterJoiner = true;
    else return false;
  }
  return !afterJoiner;
}

/** `namespace/short_name`: two valid segments and one slash. */
function isValidName(name: string): boolean {
  const slash = name.indexOf('/');
  return (
    slash > 0 &&
    name.indexOf('/', slash + 1) === -1 &&
    isValidSegment(name.slice(0, slash)) &&
    isValidSegment(name.slice(slash + 1))
  );
}

/** Why a definition's name breaks `namespace/short_name`, or undefined when it is valid. */
export function nameProblem(name: string): string | undefined {
  // The common case, a valid name, without splitting it.
  if (isValidName(name)) return undefined;
  const parts = name.split('/');
  if (parts.length !== 2) return `'${name}' must be namespace/short_name`;
  return partsReason(name, parts);
}

export function namespaceOf(name: string): string | undefined {
  const slash = name.indexOf('/');
  return slash > 0 ? name.slice(0, slash) : undefined;
}

export type Reference =
  { kind: 'local'; name: string } | { kind: 'remote'; raw: string } | { kind: 'invalid'; reason: string };

/**
 * Reads a reference: `namespace/name`, a bare `name` in the referrer's namespace, or
 * `server:namespace/name`, which points into a registry this tool cannot see.
 */
export function parseReference(raw: string, referrerNamespace: string | undefined): Reference {
  const colon = raw.indexOf(':');
  if (colon >= 0) {
    const server = raw.slice(0, colon);
    const rest = raw.slice(colon + 1);
    if (!SERVER.test(server)) return { kind: 'invalid', reason: `'${server}' is not a valid server name` };
    const restParts = rest.split('/');
    // `server:name` too (SPEC §3 has no bare name after a server): invalid-name at its place, and
    // for the gate an entry it cannot see, as a remote one is.
    if (restParts.length !== 2 || !restParts.every(isValidSegment))
      return { kind: 'invalid', reason: `'${raw}' must be server:namespace/name${remoteEntryHint(raw)}` };
    return { kind: 'remote', raw };
  }
  // The common case, namespace/name and valid, without splitting it.
  if (isValidName(raw)) return { kind: 'local', name: raw };
  const parts = raw.split('/');
  if (parts.length === 1) {
    if (!isValidSegment(raw)) return { kind: 'invalid', reason: `'${raw}' must be ${SEGMENT_WORDS}` };
    if (!referrerNamespace) {
      return { kind: 'invalid', reason: `bare name '${raw}' needs a referrer with a valid namespace` };
    }
    return { kind: 'local', name: `${referrerNamespace}/${raw}` };
  }
  if (parts.length !== 2) return { kind: 'invalid', reason: `'${raw}' must be namespace/name` };
  return { kind: 'invalid', reason: partsReason(raw, parts) };
}

/**
 * Where an entry the report names `builtin:G`, `mcp:S/T` or `agent-skill:N` is written instead: a
 * reference of that spelling is read as one into a registry of that name, which is seldom meant.
 */
export function remoteEntryHint(raw: string): string {
  const colon = raw.indexOf(':');
  const registry = raw.slice(0, colon);
  const rest = raw.slice(colon + 1);
  if (registry === 'builtin') return `; a builtin group is listed under builtins (builtins: [${rest}])`;
  if (registry === 'agent-skill') return '; an Agent Skill is listed by its folder under agent_skills';
  if (registry === 'mcp') {
    const [server = '', tool] = rest.split('/');
    const tools = tool === undefined || tool === '*' ? '' : `, tools: [${tool}]`;
    return `; an MCP server's tools are listed under mcp_servers (- name: ${server}${tools})`;
  }
  return '';
}

const SEGMENT_WORDS = "lowercase letters and digits, joined by single '-' or '_'";

/** Why `namespace/short_name` split in two is not a valid name: each wrong part named, so one rename fixes both. */
function partsReason(whole: string, [namespace = '', shortName = '']: string[]): string {
  const wrong: string[] = [];
  if (!isValidSegment(namespace)) wrong.push(`namespace '${namespace}'`);
  if (!isValidSegment(shortName)) wrong.push(`short name '${shortName}'`);
  return `'${whole}' has ${wrong.join(' and ')}, which must${wrong.length > 1 ? ' each' : ''} be ${SEGMENT_WORDS}`;
}

/**
 * Optimal-string-alignment distance (a swap of neighbours is one typo), cut off above max. Only
 * the band of cells within `max` of the diagonal is worked out (any other is over `max` whatever
 * the strings): a comparison costs its length times the band, not the product of two lengths, so
 * two names of a thousand characters cost thousands of steps, not a million.
 */
function editDistance(a: string, b: string, max = 3): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  const over = max + 1;
  // Rows i - 2, i - 1 and i over b; a cell just outside a row's band reads as `over`.
  let before = new Int32Array(n + 1);
  let prev = new Int32Array(n + 1);
  let cur = new Int32Array(n + 1);
  for (let j = 0; j <= n; j++) prev[j] = Math.min(j, over);
  for (let i = 1; i <= a.length; i++) {
    const lo = Math.max(1, i - max);
    const hi = Math.min(n, i + max);
    cur[lo - 1] = lo === 1 ? Math.min(i, over) : over;
    if (hi < n) cur[hi + 1] = over;
    let rowMin = cur[lo - 1] as number;
    for (let j = lo; j <= hi; j++) {
      const ai = a.charCodeAt(i - 1);
      const cost = ai === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(
        (prev[j] as number) + 1,
        (cur[j - 1] as number) + 1,
        (prev[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1))
        value = Math.min(value, (before[j - 2] as number) + 1);
      cur[j] = Math.min(value, over);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return over;
    [before, prev, cur] = [prev, cur, before];
  }
  return Math.min(prev[n] as number, over);
}

/**
 * A hint's words after a message, or nothing without a suggestion. The one spelling: the editor's
 * quick fix reads the suggestion back from it.
 */
export function didYouMean(suggestion: string | undefined): string {
  return suggestion ? `; did you mean '${suggestion}'?` : '';
}

/**
 * The closest candidate within a typo's reach, for "did you mean" hints. Case does not count
 * (`Team/Grep` finds `team/grep`), and a name finds the same short name in another namespace
 * (`read-file` or `ops/read-file` finds `team/read-file`).
 */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  // Two edits at most: a farther "suggestion" points at a different thing, not a typo.
  const limit = word.length < 5 ? 1 : 2;
  const lower = word.toLowerCase();
  // The short name: a bare word whole, a namespaced one after its '/'.
  const leaf = `/${lower.slice(lower.lastIndexOf('/') + 1)}`;
  let namespaced: string | undefined;
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    // The word itself is no hint (an invalid reference to a definition named just as invalidly).
    if (candidate === word) continue;
    const folded = candidate.toLowerCase();
    if (folded.endsWith(leaf) && folded !== lower && (namespaced === undefined || candidate < namespaced))
      namespaced = candidate;
    const d = editDistance(lower, folded, limit);
    if (d < bestDistance || (d === bestDistance && best !== undefined && candidate < best)) {
      best = candidate;
      bestDistance = d;
    }
  }
  // A typo of the name as written first; then the same short name in another namespace (a bare
  // name first of all, since it was never meant to be in the referrer's namespace).
  if (bestDistance === 0 || (bestDistance <= limit && lower.includes('/'))) return best;
  return namespaced ?? (bestDistance <= limit ? best : undefined);
}

/** Candidates are compared one by one until this many comparisons, then indexed. */
export const SCAN_BEFORE_INDEX = 50_000;
/** Characters of names compared one by one until the index is built, however few the names. */
const CHARACTERS_BEFORE_INDEX = 1_000_000;
/** Names up to this length go into the index; longer ones are compared one by one. */
const INDEXED_LENGTH = 64;
/** Names with the same short name the index offers for one word. */
const SAME_LEAF_LIMIT = 16;
/**
 * Characters of names one set of names allows to be compared after its index is built, for what
 * the index cannot answer (a comparison costs its name's length times a few steps).
 */
const SCAN_BUDGET = 10_000_000;

/**
 * "Did you mean" over one set of names, asked many times (a bulk rename misspells thousands of
 * names in a repository of thousands), at a cost that stays near linear. A plain scan while the
 * lookups are few. Then an index from every string one deletion (or none) makes of a name: a name
 * one edit from a word (a swap of neighbours too) shares such a string with the word, so the
 * nearest names are found among a handful. A word whose nearest name is two edits away still
 * needs the scan, and a name too long for the index is compared with every word of about its
 * length; those comparisons share a budget counted in characters, and past it such a word gets no
 * hint (a hint is only a hint; a misspelling one edit away of a name the index holds always gets
 * the same one as `closest`).
 */
class NameSuggester {
  private readonly names: string[];
  private scanned = 0;
  /** Characters compared by the scans before the index, then since it was built. */
  private spent = 0;
  /** The names' lengths together: what a scan costs. */
  private readonly length: number;
  private index: Map<string, string[]> | undefined;
  /** Names too long for the index, by their length. */
  private readonly long = new Map<number, string[]>();
  /** Names by their short name (after the '/'), folded to lower case. */
  private byLeaf: Map<string, string[]> | undefined;

  constructor(names: Iterable<string>) {
    this.names = [...names];
    this.length = this.names.reduce((sum, name) => sum + name.length, 0);
  }

  closest(word: string): string | undefined {
    if (!this.index) {
      const cheap = this.spent + this.length <= CHARACTERS_BEFORE_INDEX;
      if (cheap && this.scanned + this.names.length <= SCAN_BEFORE_INDEX) return this.scan(word);
      this.index = this.buildIndex();
      this.spent = 0;
    }
    // The index holds names folded to lower case, as `closest` compares them, and every name by
    // its short name too, for the same short name in another namespace.
    const lower = word.toLowerCase();
    // (at most a few: a short name shared by thousands of namespaces is no hint anyway).
    const found = new Set<string>((this.byLeaf?.get(leafOf(lower)) ?? []).slice(0, SAME_LEAF_LIMIT));
    if (word.length <= INDEXED_LENGTH + 1) {
      for (const variant of oneDeletion(lower))
        for (const name of this.index.get(variant) ?? []) found.add(name);
    }
    for (const name of this.longNear(word)) found.add(name);
    const near = closest(word, found);
    if (near !== undefined) {
      const folded = near.toLowerCase();
      if (editDistance(lower, folded, 1) <= 1 || leafOf(folded) === leafOf(lower)) return near;
    }
    // Every name within one edit was among those found: a nearer one would have been found.
    if (word.length < 5 || !this.afford(this.length)) return undefined;
    return closest(word, this.names);
  }

  private scan(word: string): string | undefined {
    this.scanned += this.names.length;
    this.spent += this.length;
    return closest(word, this.names);
  }

  /** The long names within two characters of the word's length, while the budget lasts. */
  private longNear(word: string): string[] {
    const near: string[] = [];
    if (word.length + 2 <= INDEXED_LENGTH) return near;
    for (let length = word.length - 2; length <= word.length + 2; length++)
      for (const name of this.long.get(length) ?? []) near.push(name);
    return this.afford(near.length * word.length) ? near : [];
  }

  /** Whether `characters` more may be compared, counting them when they may. */
  private afford(characters: number): boolean {
    if (this.spent + characters > SCAN_BUDGET) return false;
    this.spent += characters;
    return true;
  }

  private buildIndex(): Map<string, string[]> {
    const index = new Map<string, string[]>();
    this.byLeaf = new Map();
    for (const name of this.names) {
      const folded = name.toLowerCase();
      const leaf = leafOf(folded);
      const same = this.byLeaf.get(leaf);
      if (same) same.push(name);
      else this.byLeaf.set(leaf, [name]);
      if (name.length > INDEXED_LENGTH) {
        const same = this.long.get(name.length);
        if (same) same.push(name);
        else this.long.set(name.length, [name]);
        continue;
      }
      for (const variant of oneDeletion(folded)) {
        const list = index.get(variant);
        if (list) list.push(name);
        else index.set(variant, [name]);
      }
    }
    return index;
  }
}

/** A name's short name, after its namespace. */
function leafOf(name: string): string {
  return name.slice(name.lastIndexOf('/') + 1);
}

/** The word and every string one deletion makes of it, once each. */
function oneDeletion(word: string): Set<string> {
  const out = new Set<string>([word]);
  for (let i = 0; i < word.length; i++) out.add(word.slice(0, i) + word.slice(i + 1));
  return out;
}

const suggesters = new WeakMap<object, NameSuggester>();

/** The suggester for a map's keys, made once per map (the project's registries do not change). */
export function suggesterFor(names: ReadonlyMap<string, unknown>): NameSuggester {
  let suggester = suggesters.get(names);
  if (!suggester) suggesters.set(names, (suggester = new NameSuggester(names.keys())));
  return suggester;
}

/**
 * An actor policy pattern every reader of patterns reads as SPEC §3 does: two segments of a
 * name's characters and stars. A name has one `/`, so a glob's `*` (Python's `fnmatch`, a
 * shell's) cannot take it either. Any other pattern some reader reads otherwise: `fnmatch`'s `*`
 * (or `x*`) matches every name, its `?` and `[…]` match characters, a case-insensitive reader's
 * `X/Deploy` matches `x/deploy`; as SPEC §3 reads it, it matches no valid name.
 */
const READ_ALIKE = /^[a-z0-9_*-]+\/[a-z0-9_*-]+$/;

export function patternReadAlike(pattern: string): boolean {
  return READ_ALIKE.test(pattern);
}

/**
 * A pattern as the reader that matches the most names with it reads it, as a pattern every reader
 * reads alike: lower case, a `?` or a `[…]` class a star; one that is not two segments then
 * (`*`, `x*`, whose star a glob lets take the `/`) every name: a star for each segment.
 */
export function widestPattern(pattern: string): string {
  if (READ_ALIKE.test(pattern)) return pattern;
  const read = pattern.toLowerCase().replace(/\[[^\]]*\]|[?[\]]/g, '*');
  return READ_ALIKE.test(read) ? read : '*/*';
}
