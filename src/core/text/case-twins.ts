// Names that a case-insensitive file system takes for one (APFS, NTFS: `PDF` and `pdf`): a checkout
// there makes one folder of two, holding either's files. Where the checker reads one of them, a
// runtime on such a machine may read the other's (SPEC §6, what the checker cannot see).

/** A name as a case-insensitive file system compares it: composed, case folded. */
function foldedName(name: string): string {
  // Upper then lower: `ſ` (long s) and `K` (Kelvin sign) fold to `s` and `k`, as file systems fold them.
  return name.normalize('NFC').toUpperCase().toLowerCase();
}

/** The names of one folder's entries, by folded name. */
export class SiblingNames {
  private readonly byFolded = new Map<string, string[]>();

  constructor(names: Iterable<string>) {
    for (const name of names) {
      const folded = foldedName(name);
      const same = this.byFolded.get(folded);
      if (!same) this.byFolded.set(folded, [name]);
      else if (!same.includes(name)) same.push(name);
    }
  }

  /** Another entry whose name folds as `name` does, if any. */
  twinOf(name: string): string | undefined {
    return this.byFolded.get(foldedName(name))?.find((other) => other !== name);
  }
}

/**
 * The first folder on the way to `dir` (itself included), relative to the root, that has a twin
 * beside it: its twin's path. `siblings(parent)` gives the names in a folder ('' is the root).
 */
export function caseTwinOnTheWay(
  dir: string,
  siblings: (parent: string) => SiblingNames,
): string | undefined {
  if (dir === '') return undefined;
  let parent = '';
  for (const part of dir.split('/')) {
    const twin = siblings(parent).twinOf(part);
    if (twin !== undefined) return parent === '' ? twin : `${parent}/${twin}`;
    parent = parent === '' ? part : `${parent}/${part}`;
  }
  return undefined;
}
