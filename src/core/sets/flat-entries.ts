// A flattened set's entries by name, built so that a set holds an include's entries without
// copying them. Every skill of an N-deep include chain would otherwise hold its own map of
// everything below it: N²/2 map entries (40 million for a 9,000-deep chain, gigabytes).
//
// A set extends one include (the widest one) and keeps only what its own list and other includes
// bring, as a layer over the include's entries: a map before them and a map after them, in
// flattening's order, and a map of the include's entries its overrides replace, each in its place
// (a whole server some of whose tools a skill overrides is held so too). A layer is merged into
// the one under it while that one is less than twice its size, as in a binary counter: layers at
// least double going down, so a set holds about log₂ of its entries of them, a lookup reads a few
// maps a layer, and down a chain each entry is copied a logarithmic number of times.
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
 * `swap` replaces some of them where they stand, `back` comes after them with names they do not
 * hold (a front above may hold them: it stands).
 */
interface Layer {
  readonly front: Entries;
  readonly swap: Entries;
  readonly back: Entries;
}

const NONE: Entries = new Map();

const sizeOf = (layer: Layer): number => layer.front.size + layer.swap.size + layer.back.size;

/**
 * Two adjacent layers as one: the upper's front first, the lower's back first. The upper's swap
 * replaces what the lower's front and back hold where they stand, and the rest of what it extends.
 */
function merged(upper: Layer, lower: Layer): Layer {
  const swapped = (entries: Entries, out: Map<string, FlatEntry>): Map<string, FlatEntry> => {
    entries.forEach((entry, name) => {
      if (!out.has(name)) out.set(name, upper.swap.get(name) ?? entry);
    });
    return out;
  };
  const front = swapped(lower.front, new Map(upper.front));
  const back = swapped(lower.back, new Map());
  upper.back.forEach((entry, name) => back.set(name, entry));
  if (upper.swap.size === 0) return { front, swap: lower.swap, back };
  const swap = new Map(lower.swap);
  upper.swap.forEach((entry, name) => {
    if (!lower.front.has(name) && !lower.back.has(name)) swap.set(name, entry);
  });
  return { front, swap, back };
}

/**
 * Entries as layers (from the top down) over a plain map. In order: the fronts from the top
 * layer down, the base, the backs from the bottom up; a name a front holds stands at its first
 * front and nowhere else. No two backs, and no back and the base, share a name. A name stands
 * where it is first met, holding the entry of the first front or swap that holds it from the top
 * down (a swap replaces only what is below its layer), else its place's own.
 */
class LayeredEntries implements ReadonlyMap<string, FlatEntry> {
  private constructor(
    private readonly layers: readonly Layer[],
    private readonly base: Entries,
    readonly size: number,
  ) {
    this.swapping = layers.flatMap((layer, i) => (layer.swap.size > 0 ? [i] : []));
  }

  /** The layers that replace entries below them: most sets have none. */
  private readonly swapping: readonly number[];

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
      const entry = layer.front.get(name) ?? (layer.swap.size > 0 ? layer.swap.get(name) : undefined);
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

  has(name: string): boolean {
    return this.get(name) !== undefined;
  }

  /** Every name a layer holds: the names whose entry may not be the base's. */
  layerNames(): Set<string> {
    const names = new Set<string>();
    for (const layer of this.layers) {
      for (const map of [layer.front, layer.swap, layer.back]) map.forEach((_e, name) => names.add(name));
    }
    return names;
  }

  /** The plain map under the layers. */
  get under(): Entries {
    return this.base;
  }

  forEach(callback: (entry: FlatEntry, name: string, map: Entries) => void): void {
    const fronted = new Set<string>();
    this.layers.forEach((layer, i) =>
      layer.front.forEach((entry, name) => {
        if (fronted.has(name)) return;
        fronted.add(name);
        callback(this.swapped(name, i) ?? entry, name, this);
      }),
    );
    const unlessFronted =
      (above: number) =>
      (entry: FlatEntry, name: string): void => {
        if (!fronted.has(name)) callback(this.swapped(name, above) ?? entry, name, this);
      };
    this.base.forEach(unlessFronted(this.layers.length));
    for (let i = this.layers.length - 1; i >= 0; i--)
      (this.layers[i] as Layer).back.forEach(unlessFronted(i));
  }

  /** The entry a layer above the `above`th (from the top) puts in place of `name`'s, if one does. */
  private swapped(name: string, above: number): FlatEntry | undefined {
    if (this.swapping.length === 0) return undefined;
    for (const i of this.swapping) {
      if (i >= above) return undefined;
      const entry = (this.layers[i] as Layer).swap.get(name);
      if (entry) return entry;
    }
    return undefined;
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

/** `entries` with each of `replacements` standing in place of the entry of its name (which it holds). */
function replacedIn(entries: Entries, replacements: readonly FlatEntry[]): Entries {
  if (replacements.length === 0) return entries;
  const swap = new Map(replacements.map((e) => [e.name, e]));
  return LayeredEntries.on(entries, { front: NONE, swap, back: NONE }, entries.size);
}

/**
 * A set's entries as the plain map they extend and the names their layers hold over it: under
 * every other name the set holds the map's own entry (a plain map extends itself).
 */
export function overMap(entries: Entries): { under: Entries; over: ReadonlySet<string> } {
  return entries instanceof LayeredEntries
    ? { under: entries.under, over: entries.layerNames() }
    : { under: entries, over: new Set() };
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
 * `whole` with each of `added` standing in place of the entry of its name (the matching one of
 * `removed`), its tokens and digest changed by as much.
 */
export function replacedWhole(whole: WholeInclude, added: FlatEntry[], removed: FlatEntry[]): WholeInclude {
  if (added.length === 0) return whole;
  return {
    entries: replacedIn(whole.entries, added),
    tokens: new SetTokens(whole.tokens, added, removed),
    digest: new SetDigest(whole.digest, added, removed),
  };
}

/**
 * `whole` with the entry of each of `names` (which it holds) given the tool `toolOf` makes of it,
 * where that is another: an include's or a whole server's entries as overrides change them.
 */
export function withToolsOf(
  whole: WholeInclude,
  names: Iterable<string>,
  toolOf: (entry: FlatEntry) => EffectiveTool,
): WholeInclude {
  const added: FlatEntry[] = [];
  const removed: FlatEntry[] = [];
  for (const name of names) {
    const entry = whole.entries.get(name) as FlatEntry;
    const tool = toolOf(entry);
    if (tool === entry.tool) continue;
    added.push({ name, tool });
    removed.push(entry);
  }
  return replacedWhole(whole, added, removed);
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
    return LayeredEntries.on(below, { front: this.front, swap: NONE, back: this.back }, size);
  }
}
