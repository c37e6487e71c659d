// Which written occurrence of a repeated key a change is made at: a loader may keep any value of a
// repeated key (PyYAML keeps the last), so the cause of a change is the occurrence whose value is
// new, not the key's first, which is the one the parsed mapping holds.
import { own, valuesAt, type Site } from '../model/model.js';
import { pointerSegments, toPointer } from '../text/pointer.js';
import { OCCURRENCE, repeatedValues } from '../yaml/load.js';
import { readAlike } from './effective.js';

/** One written place `pointer` reads: its pointer (with OCCURRENCE suffixes) and each reading of it. */
interface Occurrence {
  pointer: string;
  /** YAML 1.2's value first, then PyYAML's text where it reads the scalar otherwise (valuesAt). */
  values: unknown[];
}

/**
 * Every place `pointer` (from `value`, itself at `prefix`) is written, in document order: one per
 * value of each repeated key on the way, told apart by valuesAt's pointers. Keys a merge key
 * brings are not followed (the merge is where they are written). Empty where none is written.
 */
export function occurrencesAt(value: unknown, pointer: string, prefix = ''): Occurrence[] {
  let found: Occurrence[] = [{ pointer: prefix, values: [value] }];
  for (const part of pointerSegments(pointer)) {
    const next: Occurrence[] = [];
    // One mapping repeated through an alias (`capability: *a`, many times) is walked once: its
    // later places read what its first does, and would multiply the places by its repetitions.
    const seen = new Set<unknown>();
    for (const { pointer: at, values } of found) {
      const [here] = values;
      if (seen.has(here)) continue;
      if (typeof here === 'object') seen.add(here);
      if (Array.isArray(here)) {
        if (/^\d+$/.test(part) && Number(part) < here.length)
          next.push({ pointer: `${at}/${part}`, values: [here[Number(part)]] });
        continue;
      }
      // Each occurrence's values come first, then PyYAML's texts: grouped by pointer, in that order.
      const byPointer = new Map<string, unknown[]>();
      for (const v of valuesAt(here, part, at))
        if (!v.merged) byPointer.set(v.pointer, [...(byPointer.get(v.pointer) ?? []), v.value]);
      for (const [p, vs] of byPointer) next.push({ pointer: p, values: vs });
    }
    found = next;
  }
  return found;
}

/** Whether a repeated key on the way to `pointer` writes it in more than one place in `value`. */
export function writtenTwice(value: unknown, pointer: string): boolean {
  return occurrencesAt(value, pointer).length > 1;
}

/** An occurrence's readings as one key: equal for occurrences both loaders read alike. */
const keyOf = (values: readonly unknown[]): string => values.map(readAlike).join('\u0001');

/**
 * What the documents `values` (the base's definitions of a name, say) write at `pointer`, each as
 * keyOf gives it; a document that writes nothing there counts as writing null.
 */
function writtenKeys(values: readonly unknown[], pointer: string): ReadonlySet<string> {
  let byPointer = written.get(values);
  if (!byPointer) written.set(values, (byPointer = new Map()));
  let keys = byPointer.get(pointer);
  if (!keys) {
    const found = new Set<string>();
    for (const value of values) {
      const places = occurrencesAt(value, pointer);
      if (places.length === 0) found.add(keyOf([null]));
      for (const o of places) found.add(keyOf(o.values));
    }
    byPointer.set(pointer, (keys = found));
  }
  return keys;
}

/**
 * writtenKeys per list of documents: a name's thousands of definitions on the head are each
 * compared with one list of the base's (compare.ts), which is read once.
 */
const written = new WeakMap<readonly unknown[], Map<string, ReadonlySet<string>>>();

/** Of the places `pointer` is written in `value` (at `prefix`), the first whose value no document of `before` writes. */
function firstNew(
  value: unknown,
  pointer: string,
  before: readonly unknown[],
  prefix: string,
): Occurrence | undefined {
  const known = writtenKeys(before, pointer);
  return occurrencesAt(value, pointer, prefix).find((o) => !known.has(keyOf(o.values)));
}

/**
 * The pointer of the first place (in document order) where `value`, at `prefix`, writes at
 * `pointer` what none of the documents `before` (the base's) writes there; within it, the first
 * repeated key that does so (repeatedWithin). Undefined where it writes nothing new.
 */
export function newOccurrence(
  value: unknown,
  pointer: string,
  before: readonly unknown[],
  prefix = '',
): string | undefined {
  const found = firstNew(value, pointer, before, prefix);
  if (!found) return undefined;
  const places = before.flatMap((b) => occurrencesAt(b, pointer).map((o) => o.values[0]));
  return repeatedWithin(found.values[0], places, found.pointer, new Set()) ?? found.pointer;
}

/**
 * Below a new value (at `at`), the first key it repeats (in document order) with an occurrence
 * that none of the base's values at that place (`before`) writes: that occurrence, where the
 * change is made (a slot's `access: read_only, access: read_write`). Each mapping is walked once.
 */
function repeatedWithin(
  value: unknown,
  before: readonly unknown[],
  at: string,
  seen: Set<unknown>,
): string | undefined {
  if (value === null || typeof value !== 'object' || seen.has(value)) return undefined;
  seen.add(value);
  const items = Array.isArray(value) ? counterparts(before) : undefined;
  for (const [key, child] of Object.entries(value)) {
    const below = toPointer([key]);
    if (!Array.isArray(value) && repeatedValues(value, key) !== undefined) {
      const found = firstNew(value, below, before, at);
      if (found) return found.pointer;
    }
    const places = items ? items(child, Number(key)) : before.map((b) => writtenAt(b, below));
    const inner = repeatedWithin(child, places, `${at}${below}`, seen);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/**
 * The base's items a head's list item (the `index`th) is compared with, of the base's lists
 * (`before`): those that have its `name`, where it has one they have (a slot, a server: a list
 * reordered or grown in front matches each item to its own); else the item at its index. The
 * base's items are indexed by name once per list: a list may hold thousands of slots.
 */
function counterparts(before: readonly unknown[]): (item: unknown, index: number) => unknown[] {
  const lists = before.filter((b): b is unknown[] => Array.isArray(b));
  let byName: Map<string, unknown[]> | undefined;
  return (item, index) => {
    const name = own(item, 'name');
    if (typeof name === 'string') {
      if (!byName) {
        byName = new Map();
        for (const list of lists)
          for (const b of list) {
            const named = own(b, 'name');
            if (typeof named !== 'string') continue;
            const same = byName.get(named);
            if (same) same.push(b);
            else byName.set(named, [b]);
          }
      }
      const named = byName.get(name);
      if (named) return named;
    }
    return lists.map((list) => list[index]);
  };
}

/**
 * The value written at `pointer` in `value`, the occurrence a segment names (OCCURRENCE) of a
 * repeated key, else its first; undefined where nothing is written there.
 */
function writtenAt(value: unknown, pointer: string): unknown {
  let at = value;
  for (const part of pointerSegments(pointer)) {
    if (Array.isArray(at)) {
      at = /^\d+$/.test(part) ? at[Number(part)] : undefined;
      continue;
    }
    const mark = part.indexOf(OCCURRENCE);
    const [key, occurrence] = mark < 0 ? [part, 0] : [part.slice(0, mark), Number(part.slice(mark + 1))];
    const first = own(at, key);
    if (occurrence === 0 || first === undefined) at = first;
    else at = repeatedValues(at as object, key)?.[occurrence];
  }
  return at;
}

/** The site of what holds a site's key: an item of a list, a mapping. */
export function parentSite(site: Site): Site {
  return { def: site.def, pointer: site.pointer.slice(0, site.pointer.lastIndexOf('/')) };
}

/**
 * `below` the head's `at`: of a repeated key on the way, the first occurrence (in document order)
 * whose value none of the base's places (`before`, each with `below` under it) writes; undefined
 * where every occurrence is the base's, or none is written.
 */
export function newAt(at: Site, below: string, before: readonly Site[]): Site | undefined {
  const values = before.map((b) => writtenAt(b.def.value, b.pointer));
  const found = newOccurrence(writtenAt(at.def.value, at.pointer), below, values, at.pointer);
  return found === undefined ? undefined : { def: at.def, pointer: found };
}
