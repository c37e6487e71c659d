// The o200k_base encoding's byte-pair tokenizer, counting only (SPEC §12). gpt-tokenizer's does the
// same work but its tables take 0.3 s to load (a 2.4 MB module of 200,000 strings, then a Map of
// them), more than the counting a whole check needs. Here the vocabulary is one packed byte array
// (packages/lazy-packages.cjs packs gpt-tokenizer's ranks) looked up through an open-addressed
// table of typed arrays, built in milliseconds. test/core/bpe-differential.test.ts holds every count to
// gpt-tokenizer's and js-tiktoken's on text this project did not write, and on random text;
// test/core/bpe-hostile.test.ts to OpenAI's tiktoken where those two share a mistake.

/**
 * o200k_base's pre-tokenizer, as tiktoken publishes it and runs it (Rust's regex crate); `(?i:'s|…)`
 * spelt out with classes, which JavaScript's regular expressions on Node 20 lack, with U+017F (ſ),
 * which Unicode folds to `s`. Rust's `\s` is `\p{White_Space}`: JavaScript's adds U+FEFF and lacks
 * U+0085, and so miscounts texts holding them (as gpt-tokenizer and js-tiktoken do). BPE merges
 * never cross two of its pieces.
 */
const CONTRACTION = String.raw`(?:'(?:[sS\u017F]|[dD]|[mM]|[tT]|[lL][lL]|[vV][eE]|[rR][eE]))?`;
const PIECES = new RegExp(
  [
    String.raw`[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+${CONTRACTION}`,
    String.raw`[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*${CONTRACTION}`,
    String.raw`\p{N}{1,3}`,
    String.raw` ?[^\p{White_Space}\p{L}\p{N}]+[\r\n/]*`,
    String.raw`\p{White_Space}*[\r\n]+`,
    String.raw`\p{White_Space}+(?!\P{White_Space})`,
    String.raw`\p{White_Space}+`,
  ].join('|'),
  'gu',
);

/**
 * A piece's count, kept for pieces seen before: words recur far more than they vary. Bounded in
 * characters too: a language server's session would otherwise keep every version of a long piece
 * (a run of spaces a description is edited in).
 */
const MAX_CACHED_PIECES = 50_000;
const MAX_CACHED_CHARACTERS = 1 << 20;
/** The UTF-8 buffer kept between pieces; a longer piece's is dropped after it. */
const KEPT_BYTES = 4096;

const NONE = -1;
/** No pair (no token joins the two parts): above every rank. */
const NO_PAIR = 0x7fffffff;
/** The longest piece merged by scanning its pairs; a longer one takes the heap. */
const SHORT_PIECE = 64;
/** The longest piece the heap merges; a longer one is merged rank by rank (a list per rank). */
const LONG_PIECE = 4096;
/** A heap key is rank × KEY_SPAN + the pair's start: exact in a double for pieces under 2³² bytes. */
const KEY_SPAN = 2 ** 32;
const encoder = new TextEncoder();

/** Counts o200k_base tokens; special-token text (`<|endoftext|>`) is plain text to it. */
export class BytePairCounter {
  /** Slot → rank + 1 (0: empty), probed linearly from the hash of the token's bytes. */
  private readonly slots: Int32Array;
  private readonly mask: number;
  private readonly pieces = new Map<string, number>();
  /** The characters of the pieces kept. */
  private cached = 0;
  /** UTF-8 of the piece being counted, and the merge state over it. */
  private bytes = new Uint8Array(256);
  private readonly starts = new Int32Array(SHORT_PIECE + 1);
  private readonly ranks = new Int32Array(SHORT_PIECE + 1);

  private constructor(
    private readonly vocabulary: Uint8Array,
    private readonly offsets: Uint32Array,
    private readonly lengths: Uint8Array,
  ) {
    let size = 1;
    while (size < offsets.length * 2) size <<= 1;
    this.slots = new Int32Array(size);
    this.mask = size - 1;
    for (let rank = 0; rank < offsets.length; rank++) {
      const start = offsets[rank] as number;
      const end = start + (lengths[rank] as number);
      if (end === start) continue;
      let slot = hashOf(vocabulary, start, end) & this.mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & this.mask;
      this.slots[slot] = rank + 1;
    }
  }

  /**
   * From the packed vocabulary: for each rank in order, one byte of length (tokens are at most
   * 255 bytes; o200k_base's longest is 128) and then the token's bytes.
   */
  static fromPacked(packed: Uint8Array): BytePairCounter {
    let count = 0;
    for (let at = 0; at < packed.length; at += 1 + (packed[at] as number)) count++;
    const offsets = new Uint32Array(count);
    const lengths = new Uint8Array(count);
    for (let at = 0, rank = 0; rank < count; at += 1 + (lengths[rank] as number), rank++) {
      lengths[rank] = packed[at] as number;
      offsets[rank] = at + 1;
    }
    return new BytePairCounter(packed, offsets, lengths);
  }

  /** The tokens `text` encodes to, special-token text included as text. */
  count(text: string): number {
    let tokens = 0;
    PIECES.lastIndex = 0;
    for (let match = PIECES.exec(text); match !== null; match = PIECES.exec(text)) {
      const piece = match[0];
      // Never matched empty (every alternative takes a character); stepped over if it were.
      if (piece.length === 0) PIECES.lastIndex++;
      else tokens += this.pieceCount(piece);
    }
    return tokens;
  }

  private pieceCount(piece: string): number {
    let count = this.pieces.get(piece);
    if (count !== undefined) return count;
    const length = this.encode(piece);
    count = length === 1 || this.rankOf(0, length) !== NONE ? 1 : this.merge(length);
    if (this.bytes.length > KEPT_BYTES) this.bytes = new Uint8Array(256);
    if (this.pieces.size >= MAX_CACHED_PIECES || this.cached + piece.length > MAX_CACHED_CHARACTERS) {
      this.pieces.clear();
      this.cached = 0;
    }
    this.cached += piece.length;
    this.pieces.set(piece, count);
    return count;
  }

  /** The piece's UTF-8 (a lone surrogate as U+FFFD, as TextEncoder writes it) into `bytes`; its length. */
  private encode(piece: string): number {
    if (this.bytes.length < piece.length * 3) this.bytes = new Uint8Array(piece.length * 3);
    for (let i = 0; i < piece.length; i++) {
      const unit = piece.charCodeAt(i);
      if (unit >= 0x80) return encoder.encodeInto(piece, this.bytes).written;
      this.bytes[i] = unit;
    }
    return piece.length;
  }

  /**
   * The number of tokens byte-pair merging leaves of `bytes[0, length)`: the pair of adjacent parts
   * with the lowest rank merges first (the leftmost of equals), until no pair is a token. A short
   * piece scans its pairs for the lowest at each merge, as tiktoken does; a long one (a run of
   * spaces or of one letter, which a hostile description can make a megabyte long) keeps its
   * pairs in a heap, so that it costs n log n, not n², or past 4 KB in a list per rank.
   */
  private merge(length: number): number {
    if (length <= SHORT_PIECE) return this.mergeShort(length);
    return (length > LONG_PIECE ? this.mergeByRank(length) : undefined) ?? this.mergeLong(length);
  }

  private mergeShort(length: number): number {
    const { starts, ranks } = this;
    let parts = length;
    for (let i = 0; i <= length; i++) starts[i] = i;
    for (let i = 0; i < length - 1; i++) ranks[i] = this.pairRank(i, i + 2);
    ranks[length - 1] = NO_PAIR;
    while (parts > 1) {
      let lowest = NO_PAIR;
      let at = -1;
      for (let i = 0; i < parts - 1; i++) {
        const rank = ranks[i] as number;
        if (rank < lowest) {
          lowest = rank;
          at = i;
        }
      }
      if (at < 0) break;
      // Part at+1 joins part at: the boundary between them goes.
      starts.copyWithin(at + 1, at + 2, parts + 1);
      ranks.copyWithin(at, at + 1, parts);
      parts--;
      ranks[at] = at + 2 <= parts ? this.pairRank(starts[at] as number, starts[at + 2] as number) : NO_PAIR;
      if (at > 0) ranks[at - 1] = this.pairRank(starts[at - 1] as number, starts[at + 1] as number);
    }
    return parts;
  }

  /**
   * The merges of a long piece, rank by rank: the pairs are kept in a list per rank and each rank's
   * are merged left to right, which is the heap's order as long as no merge makes a pair of a rank
   * already passed (a pair a merge makes is longer than the token merged, so never of its rank).
   * About twice as fast as the heap on a megabyte (0.65 s → 0.3 s for one of spaces, a repository
   * may hold many); undefined, for the heap, when a merge makes a lower pair.
   */
  private mergeByRank(length: number): number | undefined {
    const lists = new RankLists(this.offsets.length, length);
    let rank = -1;
    // Whether a merge made a pair of a rank not above the one being merged.
    let lower = false;
    const parts = new Parts(
      length,
      (start, end) => this.pairRank(start, end),
      (pair, start) => {
        if (pair <= rank) lower = true;
        lists.add(pair, start);
      },
    );
    for (rank = lists.nextRank(0); rank >= 0; rank = lists.nextRank(rank + 1)) {
      for (const start of lists.take(rank)) {
        if (parts.pairOf[start] !== rank) continue;
        parts.join(start);
        if (lower) return undefined;
      }
    }
    return parts.count;
  }

  /**
   * The same merges with a heap of (rank, start) keys: the least key is the lowest rank, leftmost
   * among equals. A key is left in the heap when its pair changes; popped, it counts only if it is
   * still its part's pair.
   */
  private mergeLong(length: number): number {
    const heap = new MinHeap(length);
    const parts = new Parts(
      length,
      (start, end) => this.pairRank(start, end),
      (pair, start) => heap.push(pair * KEY_SPAN + start),
    );
    while (heap.size > 0) {
      const key = heap.pop();
      const start = key % KEY_SPAN;
      if (parts.pairOf[start] === (key - start) / KEY_SPAN) parts.join(start);
    }
    return parts.count;
  }

  /** The rank of `bytes[start, end)` as one token, or NO_PAIR. */
  private pairRank(start: number, end: number): number {
    const rank = this.rankOf(start, end);
    return rank === NONE ? NO_PAIR : rank;
  }

  /** The rank of `bytes[start, end)` as one token, or NONE. */
  private rankOf(start: number, end: number): number {
    const { bytes, vocabulary, offsets, lengths, slots, mask } = this;
    const length = end - start;
    for (let slot = hashOf(bytes, start, end) & mask; ; slot = (slot + 1) & mask) {
      const entry = slots[slot] as number;
      if (entry === 0) return NONE;
      const rank = entry - 1;
      if (lengths[rank] !== length) continue;
      const at = offsets[rank] as number;
      let i = 0;
      while (i < length && vocabulary[at + i] === bytes[start + i]) i++;
      if (i === length) return rank;
    }
  }
}

/** FNV-1a over `bytes[start, end)`. */
function hashOf(bytes: Uint8Array, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ (bytes[i] as number), 0x01000193);
  return hash >>> 0;
}

/**
 * The parts of a piece being merged, a linked list named by the offsets they start at, each with
 * the rank of the pair it starts (NO_PAIR: none, or the part is gone into the one before it). A
 * pair that comes to be is told to `onPair`, the order the merge keeps.
 */
class Parts {
  readonly next: Int32Array;
  readonly previous: Int32Array;
  readonly pairOf: Int32Array;
  count: number;

  constructor(
    private readonly length: number,
    private readonly rankOf: (start: number, end: number) => number,
    private readonly onPair: (rank: number, start: number) => void,
  ) {
    this.count = length;
    this.next = new Int32Array(length + 1);
    this.previous = new Int32Array(length + 1);
    this.pairOf = new Int32Array(length + 1).fill(NO_PAIR);
    for (let i = 0; i <= length; i++) {
      this.next[i] = i + 1;
      this.previous[i] = i - 1;
    }
    for (let i = 0; i + 2 <= length; i++) this.refresh(i);
  }

  /** The part after `start` joins it; the pairs `start` and the part before it start change. */
  join(start: number): void {
    const { next, previous } = this;
    const gone = next[start] as number;
    next[start] = next[gone] as number;
    previous[next[gone] as number] = start;
    this.pairOf[gone] = NO_PAIR;
    this.count--;
    this.refresh(start);
    if (start > 0) this.refresh(previous[start] as number);
  }

  private refresh(start: number): void {
    const end = this.next[this.next[start] as number] as number;
    const pair = end <= this.length ? this.rankOf(start, end) : NO_PAIR;
    this.pairOf[start] = pair;
    if (pair !== NO_PAIR) this.onPair(pair, start);
  }
}

/** Starts of pairs listed by rank, each rank's taken in order of start. */
class RankLists {
  /** Rank → its last entry + 1 (0: none). */
  private readonly last: Int32Array;
  /** Entry → the pair's start, and the entry before it in its rank's list + 1. */
  private readonly starts: Int32Array;
  private readonly before: Int32Array;
  private entries = 0;
  private readonly sorted: Int32Array;

  constructor(ranks: number, length: number) {
    this.last = new Int32Array(ranks);
    // Every pair at first, then at most two per merge, and a piece of n bytes merges n - 1 times.
    this.starts = new Int32Array(3 * length + 1);
    this.before = new Int32Array(3 * length + 1);
    this.sorted = new Int32Array(3 * length + 1);
  }

  add(rank: number, start: number): void {
    const entry = this.entries++;
    this.starts[entry] = start;
    this.before[entry] = this.last[rank] as number;
    this.last[rank] = entry + 1;
  }

  /** The lowest rank from `from` on with a pair listed, or -1. */
  nextRank(from: number): number {
    const { last } = this;
    for (let rank = from; rank < last.length; rank++) if (last[rank] !== 0) return rank;
    return -1;
  }

  /** The starts listed under `rank`, in increasing order, taken off the list. */
  take(rank: number): Int32Array {
    let count = 0;
    for (let entry = this.last[rank] as number; entry !== 0; entry = this.before[entry - 1] as number)
      this.sorted[count++] = this.starts[entry - 1] as number;
    this.last[rank] = 0;
    return this.sorted.subarray(0, count).sort();
  }
}

/** A binary min-heap of numbers. */
class MinHeap {
  private keys: Float64Array;
  size = 0;

  constructor(capacity: number) {
    this.keys = new Float64Array(Math.max(16, capacity));
  }

  push(key: number): void {
    if (this.size === this.keys.length) {
      const grown = new Float64Array(this.keys.length * 2);
      grown.set(this.keys);
      this.keys = grown;
    }
    const { keys } = this;
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((keys[parent] as number) <= key) break;
      keys[i] = keys[parent] as number;
      i = parent;
    }
    keys[i] = key;
  }

  pop(): number {
    const { keys } = this;
    const top = keys[0] as number;
    const last = keys[--this.size] as number;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= this.size) break;
      if (child + 1 < this.size && (keys[child + 1] as number) < (keys[child] as number)) child++;
      if ((keys[child] as number) >= last) break;
      keys[i] = keys[child] as number;
      i = child;
    }
    keys[i] = last;
    return top;
  }
}
