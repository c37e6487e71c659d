// A flattened set's entries by name, built so that a set holds an include's entries without
// copying them. Every skill of an N-deep include chain would otherwise hold its own map of
// everything below it: N²/2 map entries (40 million for a 9,000-deep chain, gigabytes).
//
// A set extends one include (the widest one no override touches) and keeps only what its own
// list and other includes bring, in two small maps before and after the include's entries.
// Lookups read down the layers, so MAX_DEPTH stacked layers are folded into a plain map: a chain
// then holds about N²/(2·MAX_DEPTH) map entries, and a lookup reads at most 2·MAX_DEPTH + 1 maps.
import { entryTokens, toolKey, type EffectiveTool } from './effective.js';

const MAX_DEPTH = 16;
/** Smaller sets are copied: reading through layers costs more than copying a few entries. */
const MIN_SHARED = 64;

/** One entry of a flattened set: immutable, and shared by every set that holds it unchanged. */
export interface FlatEntry {
  readonly name: string;
  readonly tool: EffectiveTool;
  /** The entry's share of the set's token estimate (SPEC §5). */
  readonly tokens: number;
}

/**
 * Entries stacked on a plain map (`base`), one layer per set: each layer's `front` (what comes
 * before the entries it extends, and shadows them) and `back` (what comes after them, new names
 * only). In order: the fronts from the top layer down, the base, the backs from the bottom up;
 * a name a front holds stands at its first front.
 */
class LayeredEntries implements ReadonlyMap<string, FlatEntry> {
  constructor(
    /** From the top layer down. */
    private readonly fronts: readonly ReadonlyMap<string, FlatEntry>[],
    private readonly base: ReadonlyMap<string, FlatEntry>,
    /** From the bottom layer up; their names are in no other back and not in the base. */
    private readonly backs: readonly ReadonlyMap<string, FlatEntry>[],
    readonly size: number,
  ) {}

  /** This set's layers with one more on top. */
  static on(
    below: ReadonlyMap<string, FlatEntry>,
    front: ReadonlyMap<string, FlatEntry>,
    back: ReadonlyMap<string, FlatEntry>,
    size: number,
  ): LayeredEntries {
    return below instanceof LayeredEntries
      ? new LayeredEntries([front, ...below.fronts], below.base, [...below.backs, back], size)
      : new LayeredEntries([front], below, [back], size);
  }

  get depth(): number {
    return this.fronts.length;
  }

  get(name: string): FlatEntry | undefined {
    for (const front of this.fronts) {
      const entry = front.get(name);
      if (entry) return entry;
    }
    const entry = this.base.get(name);
    if (entry) return entry;
    for (const back of this.backs) {
      const found = back.get(name);
      if (found) return found;
    }
    return undefined;
  }

  has(name: string): boolean {
    return this.get(name) !== undefined;
  }

  forEach(callback: (entry: FlatEntry, name: string, map: ReadonlyMap<string, FlatEntry>) => void): void {
    const fronted = new Set<string>();
    for (const front of this.fronts) {
      front.forEach((entry, name) => {
        if (fronted.has(name)) return;
        fronted.add(name);
        callback(entry, name, this);
      });
    }
    const unlessFronted = (entry: FlatEntry, name: string): void => {
      if (!fronted.has(name)) callback(entry, name, this);
    };
    this.base.forEach(unlessFronted);
    for (const back of this.backs) back.forEach(unlessFronted);
  }

  // Iterated through forEach: one pass over the layers with plain callbacks.
  entries(): MapIterator<[string, FlatEntry]> {
    const out: [string, FlatEntry][] = [];
    this.forEach((entry, name) => out.push([name, entry]));
    return out.values();
  }

  keys(): MapIterator<string> {
    const out: string[] = [];
    this.forEach((_entry, name) => out.push(name));
    return out.values();
  }

  values(): MapIterator<FlatEntry> {
    const out: FlatEntry[] = [];
    this.forEach((entry) => out.push(entry));
    return out.values();
  }

  [Symbol.iterator](): MapIterator<[string, FlatEntry]> {
    return this.entries();
  }
}

/** Whether a second definition of a name contradicts the first (the same object never does). */
function contradicts(first: FlatEntry, tool: EffectiveTool): boolean {
  return first.tool !== tool && toolKey(first.tool) !== toolKey(tool);
}

/** The set an include brings whole: its entries and their token sum. */
interface WholeInclude {
  entries: ReadonlyMap<string, FlatEntry>;
  tokens: number;
}

/**
 * Collects a set's entries in flattening's order, the first definition of a name standing, the
 * names a later definition contradicts, and the tokens. With `below`, that include's entries are
 * taken whole where `addBelow()` is called instead of one by one.
 */
export class EntriesBuilder {
  private readonly front = new Map<string, FlatEntry>();
  private readonly back = new Map<string, FlatEntry>();
  private belowAdded = false;
  /** How many of `below`'s names an earlier definition holds. */
  private shadowed = 0;
  /** Names a later definition contradicts: the set must qualify them. */
  readonly conflicting = new Set<string>();
  tokens = 0;

  constructor(private readonly below: WholeInclude | undefined) {}

  /** Whether an include's entries are worth taking whole rather than one by one. */
  static worthSharing(entries: ReadonlyMap<string, FlatEntry>): boolean {
    return entries.size >= MIN_SHARED;
  }

  /** Adds a definition of `name`: `entry` when given (an included set's own object), else a new one. */
  add(name: string, tool: EffectiveTool, entry?: FlatEntry): void {
    const first =
      this.front.get(name) ??
      (this.belowAdded ? this.below?.entries.get(name) : undefined) ??
      this.back.get(name);
    if (first) {
      if (contradicts(first, tool)) this.conflicting.add(name);
      return;
    }
    const added = entry ?? { name, tool, tokens: entryTokens(name, tool) };
    (this.belowAdded ? this.back : this.front).set(name, added);
    this.tokens += added.tokens;
  }

  /** Takes `below`'s entries whole; a name already standing keeps its first definition. */
  addBelow(): void {
    const below = this.below as WholeInclude;
    this.belowAdded = true;
    this.tokens += below.tokens;
    this.front.forEach((entry, name) => {
      const shadowed = below.entries.get(name);
      if (!shadowed) return;
      this.shadowed += 1;
      this.tokens -= shadowed.tokens;
      if (contradicts(entry, shadowed.tool)) this.conflicting.add(name);
    });
  }

  /** The entries: sharing `below`'s while few layers stack up, a plain map past that. */
  build(): ReadonlyMap<string, FlatEntry> {
    if (!this.below || !this.belowAdded) return this.front;
    const below = this.below.entries;
    const size = this.front.size + below.size - this.shadowed + this.back.size;
    const layered = LayeredEntries.on(below, this.front, this.back, size);
    if (layered.depth <= MAX_DEPTH) return layered;
    const plain = new Map<string, FlatEntry>();
    layered.forEach((entry, name) => plain.set(name, entry));
    return plain;
  }
}
