// The one order of names, ids and paths in every output: by UTF-16 code units, as `<` compares
// strings. Unlike localeCompare it is the same on every machine, so reports are byte-identical.
// And the one dependency order: names after the names they need, for include chains thousands deep.

/** Compares two strings by their UTF-16 code units: for `sort`, and to break ties. */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `names`, each after the names it needs among them (children first), without recursion. */
export function neededFirst(
  names: ReadonlySet<string>,
  needs: (name: string) => readonly string[],
): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  for (const start of names) {
    if (seen.has(start)) continue;
    seen.add(start);
    const stack = [{ name: start, next: needs(start).filter((n) => names.has(n)), at: 0 }];
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as { name: string; next: string[]; at: number };
      const child = top.next[top.at++];
      if (child === undefined) {
        stack.pop();
        order.push(top.name);
      } else if (!seen.has(child)) {
        seen.add(child);
        stack.push({ name: child, next: needs(child).filter((n) => names.has(n)), at: 0 });
      }
    }
  }
  return order;
}
