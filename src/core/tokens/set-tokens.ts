// The tokens of a flattened set, kept the way the set keeps its entries (flat-entries.ts): the
// set it extends, plus what it adds, minus what it shadows. The bound is summed as sets are
// built, for free; the exact count is summed on demand, down the chain once, each set's own
// entries counted once, so counting every set of an N-deep chain costs its entries, not N².
import { entryTokenBound, entryTokenCount, FUNC_END } from './function-tokens.js';

/** What the tally reads of an entry. */
type Counted = Parameters<typeof entryTokenCount>[0];

export class SetTokens {
  /** At least the exact count, found without the tokenizer: counting is needed only above it. */
  readonly bound: number;
  private readonly size: number;
  private readonly entriesBound: number;
  private entriesCount: number | undefined;

  constructor(
    private readonly below: SetTokens | undefined,
    private readonly added: readonly Counted[],
    private readonly removed: readonly Counted[],
  ) {
    let bound = below?.entriesBound ?? 0;
    for (const e of added) bound += entryTokenBound(e);
    for (const e of removed) bound -= entryTokenBound(e);
    this.entriesBound = bound;
    this.size = (below?.size ?? 0) + added.length - removed.length;
    this.bound = withEnd(bound, this.size);
  }

  /** The tokens of a set that extends none. */
  static of(entries: ReadonlyMap<string, Counted>): SetTokens {
    return new SetTokens(undefined, [...entries.values()], []);
  }

  /** The exact count (SPEC §12), loading the tokenizer if nothing was counted yet. */
  count(): number {
    // The sets below first, without recursion: chains are thousands deep.
    const pending: SetTokens[] = [];
    let next: SetTokens | undefined = this.entriesCount === undefined ? this : undefined;
    while (next) {
      pending.push(next);
      next = next.below?.entriesCount === undefined ? next.below : undefined;
    }
    for (let i = pending.length - 1; i >= 0; i--) {
      const t = pending[i] as SetTokens;
      let tokens = t.below?.entriesCount ?? 0;
      for (const e of t.added) tokens += entryTokenCount(e);
      for (const e of t.removed) tokens -= entryTokenCount(e);
      t.entriesCount = tokens;
    }
    return withEnd(this.entriesCount as number, this.size);
  }

  /** The exact count when something already asked for it (the budget rule, the diff); else undefined. */
  counted(): number | undefined {
    return this.entriesCount === undefined ? undefined : withEnd(this.entriesCount, this.size);
  }

  /**
   * The count of another version of this set that holds `before` where this one holds `after`,
   * name by name (undefined: the name is absent on that side): the diff's base side, from the
   * change alone.
   */
  countWith(changes: Iterable<[Counted | undefined, Counted | undefined]>): number {
    this.count();
    let tokens = this.entriesCount as number;
    let size = this.size;
    for (const [before, after] of changes) {
      if (before) {
        tokens += entryTokenCount(before);
        size++;
      }
      if (after) {
        tokens -= entryTokenCount(after);
        size--;
      }
    }
    return withEnd(tokens, size);
  }
}

function withEnd(tokens: number, size: number): number {
  return size > 0 ? tokens + FUNC_END : 0;
}
