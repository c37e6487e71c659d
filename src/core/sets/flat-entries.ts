// A flattened set's entries by name, built so that a set holds an include's entries without
// copying them. Every skill of an N-deep include chain would otherwise hold its own map of
// everything below it: N²/2 map entries (40 million for a 9,000-deep chain, gigabytes).
//
// A set extends one include (the widest one no override touches) and keeps only what its own
// list and other includes bring, as a layer over the include's entries: a map before them and a
// map after them, in flattening's order. A layer is merged into the one under it while that one
// is less than twice its size, as in a binary counter: layers at least double going down, so a
// set holds about log₂ of its entries of them, a lookup reads two maps a layer, and down a chain
// each entry is copied a logarithmic number of times. A map may also be another with a few of its
// entries replaced in place (a whole server some of whose tools a skill overrides).
import { toolKey, type EffectiveTool } from '../power/effective.js';
import { SetDigest } from './set-digest.js';
import { SetTokens } from '../tokens/set-tokens.js';

/** Smaller sets are copied: reading through layers costs more than copying a few entries. */
const MIN_SHARED = 64;

/** One entry of a flattened set: immutable, and shared by every set that holds it unchanged. */
export interface FlatEntry {
  readonly name: string;
  readonly tool: EffectiveTool;
}

type Entries = ReadonlyMap<string, FlatEntry>;

/**
 * What a set adds over the entries it extends: `front` comes before them and shadows them,
 * `back` comes after them with names they do not hold (a front above may hold them: it stands).
 */
interface Layer {
  readonly front: Entries;
  readonly back: Entries;
}

const sizeOf = (layer: Layer): number => layer.front.size + layer.back.size;

/** Two adjacent layers as one: the upper's front first, the lower's back first. */
function merged(upper: Layer, lower: Layer): Layer {
  const front = new Map(upper.front);
  lower.front.forEach((entry, name) => {
    if (!front.has(name)) front.set(name, entry);
  });
  const back = new Map(lower.back);
  upper.back.forEach((entry, name) => back.set(name, entry));
  return { front, back };
}

/** A map read through others: every iteration goes through `forEach`, one pass with plain callbacks. */
abstract class DerivedEntries implements ReadonlyMap<string, FlatEntry> {
  abstract readonly size: number;
  abstract get(name: string): FlatEntry | undefined;
  abstract forEach(callback: (entry: FlatEntry, name: string, map: Entries) => void): void;

  has(name: string): boolean {
    return this.get(name) !== undefined;
  }

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

/**
 * Entries as layers (from the top down) over a map. In order: the fronts from the top layer
 * down, the base, the backs from the bottom up; a name a front holds stands at its first front
 * and nowhere else. No two backs, and no back and the base, share a name.
 */
class LayeredEntries extends DerivedEntries {
  private constructor(
    private readonly layers: readonly Layer[],
    private readonly base: Entries,
    readonly size: number,
  ) {
    super();
  }

  /** `below`'s entries with `layer` over them. */
  static on(below: Entries, layer: Layer, size: number): LayeredEntries {
    const under = below instanceof LayeredEntries ? [...below.layers] : [];
    let top = layer;
    while (under.length > 0 && sizeOf(under[0] as Layer) < 2 * sizeOf(top)) {
      top = merged(top, under.shift() as Layer);
    }
    return new LayeredEntries([top, ...under], below instanceof LayeredEntries ? below.base : below, size);
  }

  get(name: string): FlatEntry | undefined {
    for (const layer of this.layers) {
      const entry = layer.front.get(name);
      if (entry) return entry;
    }
    const entry = this.base.get(name);
    if (entry) return entry;
    for (const layer of this.layers) {
      const found = layer.back.get(name);
      if (found) return found;
    }
    return undefined;
  }

  /** Every name a layer holds: the names whose entry may not be the base's. */
  layerNames(): Set<string> {
    const names = new Set<string>();
    for (const layer of this.layers) {
      layer.front.forEach((_e, name) => names.add(name));
      layer.back.forEach((_e, name) => names.add(name));
    }
    return names;
  }

  /** The map under the layers. */
  get under(): Entries {
    return this.base;
  }

  forEach(callback: (entry: FlatEntry, name: string, map: Entries) => void): void {
    const fronted = new Set<string>();
    for (const layer of this.layers) {
      layer.front.forEach((entry, name) => {
        if (fronted.has(name)) return;
        fronted.add(name);
        callback(entry, name, this);
      });
    }
    const unlessFronted = (entry: FlatEntry, name: string): void => {
      if (!fronted.has(name)) callback(entry, name, this);
    };
    this.base.forEach(unlessFronted);
    for (let i = this.layers.length - 1; i >= 0; i--) (this.layers[i] as Layer).back.forEach(unlessFronted);
  }
}

/**
 * A plain map with some of its entries replaced, each where the map holds its name: a whole
 * server's entries as a skill that overrides a few of them has them, without copying the rest.
 */
class ReplacedEntries extends DerivedEntries {
  constructor(
    readonly under: Entries,
    readonly replaced: Entries,
  ) {
    super();
  }

  get size(): number {
    return this.under.size;
  }

  get(name: string): FlatEntry | undefined {
    return this.replaced.get(name) ?? this.under.get(name);
  }

  forEach(callback: (entry: FlatEntry, name: string, map: Entries) => void): void {
    this.under.forEach((entry, name) => callback(this.replaced.get(name) ?? entry, name, this));
  }
}

/** `entries` with each of `replacements` standing in place of the entry of its name (which it holds). */
export function replacedIn(entries: Entries, replacements: readonly FlatEntry[]): Entries {
  if (replacements.length === 0) return entries;
  return new ReplacedEntries(entries, new Map(replacements.map((e) => [e.name, e])));
}

/**
 * A set's entries as the plain map they extend and the names their layers or replacements hold
 * over it: under every other name the set holds the map's own entry (a plain map extends itself).
 */
export function overMap(entries: Entries): { under: Entries; over: ReadonlySet<string> } {
  if (entries instanceof ReplacedEntries)
    return { under: entries.under, over: new Set(entries.replaced.keys()) };
  if (!(entries instanceof LayeredEntries)) return { under: entries, over: new Set() };
  const { under, over } = overMap(entries.under);
  const names = entries.layerNames();
  over.forEach((name) => names.add(name));
  return { under, over: names };
}

/** Whether a second definition of a name contradicts the first (the same object never does). */
function contradicts(first: FlatEntry, tool: EffectiveTool): boolean {
  return first.tool !== tool && toolKey(first.tool) !== toolKey(tool);
}

/** The set an include brings whole: its entries, their tokens and their digest. */
interface WholeInclude {
  entries: Entries;
  tokens: SetTokens;
  digest: SetDigest;
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
  /** The entries this set adds, and those of `below` an earlier definition shadows: its tokens' terms. */
  private readonly added: FlatEntry[] = [];
  private readonly shadowedEntries: FlatEntry[] = [];

  constructor(private readonly below: WholeInclude | undefined) {}

  /**
   * Whether an include's entries are worth taking whole rather than one by one, when `before`
   * entries come ahead of them (the skill's own list and the includes listed earlier): those
   * make the layer's front, and a front about as large as the include would be copied into a
   * layer and merged again, costing more than copying the lot once.
   */
  static worthSharing(entries: Entries, before: number): boolean {
    return entries.size >= MIN_SHARED && before <= entries.size / 2;
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
    const added = entry ?? { name, tool };
    (this.belowAdded ? this.back : this.front).set(name, added);
    this.added.push(added);
  }

  /** Takes `below`'s entries whole; a name already standing keeps its first definition. */
  addBelow(): void {
    const below = this.below as WholeInclude;
    this.belowAdded = true;
    this.front.forEach((entry, name) => {
      const shadowed = below.entries.get(name);
      if (!shadowed) return;
      this.shadowed += 1;
      this.shadowedEntries.push(shadowed);
      if (contradicts(entry, shadowed.tool)) this.conflicting.add(name);
    });
  }

  /** The set's tokens: `below`'s, when taken whole, plus what this set adds, minus what it shadows. */
  get tokens(): SetTokens {
    const below = this.belowAdded ? this.below?.tokens : undefined;
    return new SetTokens(below, this.added, this.shadowedEntries);
  }

  /** The set's digest, made as its tokens are. */
  get digest(): SetDigest {
    const below = this.belowAdded ? this.below?.digest : undefined;
    return new SetDigest(below, this.added, this.shadowedEntries);
  }

  /** The entries: `below`'s with a layer over them, or `below`'s own map when nothing is added. */
  build(): Entries {
    if (!this.below || !this.belowAdded) return this.front;
    const below = this.below.entries;
    if (this.front.size === 0 && this.back.size === 0) return below;
    const size = this.front.size + below.size - this.shadowed + this.back.size;
    return LayeredEntries.on(below, { front: this.front, back: this.back }, size);
  }
}
