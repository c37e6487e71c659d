// The one order of names, ids and paths in every output: by UTF-16 code units, as `<` compares
// strings. Unlike localeCompare it is the same on every machine, so reports are byte-identical.

/** Compares two strings by their UTF-16 code units: for `sort`, and to break ties. */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
