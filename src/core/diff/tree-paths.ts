// Paths of a tree as the diff writes them: from the root, `/` between folders, `''` the root.

/** The folder holding a path (`''`: the root). */
export function dirOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

/** A name inside a folder (`''`: the root), as a path from the root. */
export function joined(dir: string, name: string): string {
  return dir === '' ? name : `${dir}/${name}`;
}
