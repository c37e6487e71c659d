// The digest of a flattened set (the JSON report's `skills[].digest`, SPEC §7): equal for two sets
// that hold the same names with the same effective definitions, different (as far as a 256-bit
// sum can tell) when any entry is added, removed or changed. Kept the way the set keeps its
// entries (flat-entries.ts), as the one it extends plus what it adds minus what it shadows, so
// the digests of every set of an N-deep chain cost its entries, not N².
//
// It is the sum, modulo 2^256, of each entry's SHA-256 (of its name and its effective definition's
// key): a sum does not depend on order, so a set's digest is its include's plus and minus its own
// changes. It tells sets apart for a reader comparing reports; it is no signature (sums can be
// made to collide on purpose), and nothing the gate decides reads it.
import { hexDigest } from '../text/digest.js';
import { toolKey, type EffectiveTool } from '../power/effective.js';

/** What the digest reads of an entry (flat-entries.ts's Entry). */
interface Entry {
  readonly name: string;
  readonly tool: EffectiveTool;
}

const MODULUS = 1n << 256n;

/** Each entry's term, kept while the entry is: entries are shared by every set that holds them. */
const terms = new WeakMap<Entry, bigint>();

function termOf(entry: Entry): bigint {
  let term = terms.get(entry);
  if (term === undefined) {
    term = BigInt(`0x${hexDigest('sha256', `${entry.name}\n${toolKey(entry.tool)}`)}`);
    terms.set(entry, term);
  }
  return term;
}

export class SetDigest {
  private sum: bigint | undefined;

  constructor(
    private readonly below: SetDigest | undefined,
    private readonly added: readonly Entry[],
    private readonly removed: readonly Entry[],
  ) {}

  /** The digest of a set that extends none. */
  static of(entries: ReadonlyMap<string, Entry>): SetDigest {
    const terms: Entry[] = [];
    // Under the name the set holds it by (a conflict's qualified name), which is the entry's own
    // name wherever no conflict renamed it.
    entries.forEach((entry, name) => terms.push(entry.name === name ? entry : { name, tool: entry.tool }));
    return new SetDigest(undefined, terms, []);
  }

  /** 64 hex digits; worked out on demand, down the chain once, without recursion (chains are deep). */
  hex(): string {
    const pending: SetDigest[] = [];
    let next: SetDigest | undefined = this.sum === undefined ? this : undefined;
    while (next) {
      pending.push(next);
      next = next.below?.sum === undefined ? next.below : undefined;
    }
    for (let i = pending.length - 1; i >= 0; i--) {
      const d = pending[i] as SetDigest;
      let sum = d.below?.sum ?? 0n;
      for (const e of d.added) sum += termOf(e);
      for (const e of d.removed) sum -= termOf(e);
      d.sum = ((sum % MODULUS) + MODULUS) % MODULUS;
    }
    return (this.sum as bigint).toString(16).padStart(64, '0');
  }
}
