// A name as a file system that ignores case and Unicode normalisation compares it (macOS's APFS and
// HFS+, Windows's NTFS): the folder `ſkills` (a long s) or `Skills` is the folder `skills` there,
// and a checkout writes the files of both into one.

/**
 * The code points HFS+ (macOS before APFS, still used on external disks) skips when it compares
 * names, as git's `is_hfs_dotgit` lists them: `agent\u200c-skills` is `agent-skills` there.
 */
const HFS_IGNORED = /[\u200c-\u200f\u202a-\u202e\u206a-\u206f\ufeff]/g;

/** A character outside printable ASCII: a name without one folds as its lower case alone. */
const NOT_ASCII = /[^ -~\t\n\r]/;

/**
 * A name (or a path, or a glob) as a case-insensitive, normalisation-insensitive file system
 * compares it: without the code points HFS+ skips, composed (NFC), and its upper case in lower
 * case, so that `ſ` is `s` and the Kelvin sign `k`.
 */
export function foldedName(name: string): string {
  if (!NOT_ASCII.test(name)) return name.toLowerCase();
  return name.replace(HFS_IGNORED, '').normalize('NFC').toUpperCase().toLowerCase();
}
